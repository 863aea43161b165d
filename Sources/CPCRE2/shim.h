// PCRE2 is one library per code-unit width; we only use the 8-bit (UTF-8) one.
// Its API names are token-pasting macros that Swift cannot import, so Swift calls the
// `_8`-suffixed functions directly; the helpers below expose the macro constants.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

static inline size_t cpcre2_zero_terminated(void) { return PCRE2_ZERO_TERMINATED; }
static inline size_t cpcre2_unset(void) { return PCRE2_UNSET; }
