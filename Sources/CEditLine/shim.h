// libedit's readline-compatible API (Debian: libedit-dev).
#include <stdio.h>
#include <editline/readline.h>

// Swift 6 refuses to touch C globals directly; these setters are the one place that does.
static inline void ask_set_completion_function(rl_compentry_func_t *function) {
    rl_completion_entry_function = function;
}
