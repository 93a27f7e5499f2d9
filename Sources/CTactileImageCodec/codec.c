// Format sniffing and dispatch; the shared premultiplication.
#include "codec_common.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const uint8_t png_signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

void tactile_codec_message(char *message, const char *format, ...) {
    if (message == NULL) return;
    va_list args;
    va_start(args, format);
    vsnprintf(message, TACTILE_CODEC_MESSAGE_CAPACITY, format, args);
    va_end(args);
}

tactile_image_format tactile_image_sniff(const uint8_t *data, size_t length) {
    if (data == NULL) return TACTILE_IMAGE_UNKNOWN;
    if (length >= sizeof png_signature && memcmp(data, png_signature, sizeof png_signature) == 0) return TACTILE_IMAGE_PNG;
    if (length >= 3 && data[0] == 0xFF && data[1] == 0xD8 && data[2] == 0xFF) return TACTILE_IMAGE_JPEG;
    return TACTILE_IMAGE_UNKNOWN;
}

int tactile_image_probe(const uint8_t *data, size_t length, tactile_image_info *info, char *message) {
    switch (tactile_image_sniff(data, length)) {
    case TACTILE_IMAGE_PNG: return tactile_png_probe(data, length, info, message);
    case TACTILE_IMAGE_JPEG: return tactile_jpeg_probe(data, length, info, message);
    default:
        tactile_codec_message(message, "not a PNG or JPEG file (unrecognised signature)");
        return TACTILE_CODEC_UNSUPPORTED;
    }
}

int tactile_image_decode(const uint8_t *data, size_t length, tactile_pixel_layout layout,
                         uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message) {
    if (pixels == NULL || width == 0 || height == 0 || stride / 4 < width) {
        tactile_codec_message(message, "no room for the pixels (stride %zu for width %u)", stride, width);
        return TACTILE_CODEC_FAILED;
    }
    switch (tactile_image_sniff(data, length)) {
    case TACTILE_IMAGE_PNG: return tactile_png_decode(data, length, layout, pixels, stride, width, height, message);
    case TACTILE_IMAGE_JPEG: return tactile_jpeg_decode(data, length, layout, pixels, stride, width, height, message);
    default:
        tactile_codec_message(message, "not a PNG or JPEG file (unrecognised signature)");
        return TACTILE_CODEC_UNSUPPORTED;
    }
}

void tactile_codec_premultiply(uint32_t *words, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint32_t p = words[i];
        uint32_t a = p >> 24;
        if (a == 255) continue;
        if (a == 0) { words[i] = 0; continue; }
        uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        // c * a / 255 rounded: t = c * a + 128; (t + (t >> 8)) >> 8.
        r = r * a + 128; r = (r + (r >> 8)) >> 8;
        g = g * a + 128; g = (g + (g >> 8)) >> 8;
        b = b * a + 128; b = (b + (b >> 8)) >> 8;
        words[i] = (a << 24) | (r << 16) | (g << 8) | b;
    }
}
