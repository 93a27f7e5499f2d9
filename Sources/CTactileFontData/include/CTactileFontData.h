#ifndef CTACTILE_FONT_DATA_H
#define CTACTILE_FONT_DATA_H

#include <stddef.h>

/// DejaVu Sans (regular), subset to Latin, Latin-1, Latin Extended-A and common punctuation: the
/// last-resort typeface when fontconfig and the file system supply none (see FONT-LICENSE).
const unsigned char *tactile_last_resort_sans(size_t *length);

/// DejaVu Sans Bold, the same subset.
const unsigned char *tactile_last_resort_sans_bold(size_t *length);

#endif
