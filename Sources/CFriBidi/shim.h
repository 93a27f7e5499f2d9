#include <fribidi.h>
#include <stdint.h>

/* The paragraph directions Swift asks for: fribidi's FRIBIDI_PAR_* values are macros built from
   bit masks, which Swift does not import, so they are named here. */
static inline FriBidiParType tactile_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType tactile_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType tactile_fribidi_par_wltr(void) { return FRIBIDI_PAR_WLTR; }
static inline FriBidiParType tactile_fribidi_par_wrtl(void) { return FRIBIDI_PAR_WRTL; }
static inline int tactile_fribidi_par_is_rtl(FriBidiParType type) { return FRIBIDI_IS_RTL(type) ? 1 : 0; }
/* Whether a bidi type is a white space or an isolate/embedding control (rule L1 resets their level
   at the end of a line). */
static inline int tactile_fribidi_is_l1_reset(FriBidiCharType type) {
    return (FRIBIDI_IS_EXPLICIT_OR_BN_OR_WS(type) || FRIBIDI_IS_ISOLATE(type)) ? 1 : 0;
}
