// The declaration is all; libFuzzer (linked by -sanitize=fuzzer) defines the function.
#include "CLibFuzzer.h"
