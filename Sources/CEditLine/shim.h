// libedit's readline-compatible API (Debian: libedit-dev).
#include <stdio.h>
#include <editline/readline.h>
