// libFuzzer target for the PNG and JPEG decoders (Sources/CTactileImageCodec) with the caps the
// app applies (TactileKit's Image: 32,767 px a side, 32 Mi pixels). Every input is sniffed,
// probed and, when the header passes the caps, decoded in both pixel layouts' row strides.
#include <stdint.h>
#include <stdlib.h>
#include "CTactileImageCodec.h"

enum { MAXIMUM_DIMENSION = 32767, MAXIMUM_PIXELS = 32 * 1024 * 1024 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char message[TACTILE_CODEC_MESSAGE_CAPACITY];
    (void)tactile_image_sniff(data, size);
    tactile_image_info info;
    if (tactile_image_probe(data, size, &info, message) != TACTILE_CODEC_OK) return 0;
    if (info.width == 0 || info.height == 0) return 0;
    if (info.width > MAXIMUM_DIMENSION || info.height > MAXIMUM_DIMENSION) return 0;
    if ((uint64_t)info.width * info.height > MAXIMUM_PIXELS) return 0;
    size_t stride = (size_t)info.width * 4;
    uint8_t *pixels = malloc(stride * info.height);
    if (!pixels) return 0;
    tactile_pixel_layout layout = (size & 1) ? TACTILE_PIXELS_STRAIGHT_RGBA8 : TACTILE_PIXELS_PREMULTIPLIED_ARGB32;
    (void)tactile_image_decode(data, size, layout, pixels, stride, info.width, info.height, message);
    free(pixels);
    return 0;
}
