#ifndef CKIOSKASSETS_H
#define CKIOSKASSETS_H

#include <stddef.h>

/// The number of pictures built into kiosk-demo (examples/Kiosk/Assets).
int kiosk_asset_count(void);

/// The file name of picture `index` ("aurora@2x.png"), or NULL when out of range.
const char *kiosk_asset_name(int index);

/// The bytes of picture `index` and their count in `length`; NULL (length 0) when out of range.
const unsigned char *kiosk_asset_bytes(int index, size_t *length);

#endif
