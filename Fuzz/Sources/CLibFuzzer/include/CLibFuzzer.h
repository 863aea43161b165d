// libFuzzer's entry for programs that keep their own main: SwiftPM gives every executable a
// main of its own, so each fuzz target's main.swift hands control to libFuzzer through this.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));
