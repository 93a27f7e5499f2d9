// What the PNG and JPEG halves of the codec share.
#ifndef TACTILE_CODEC_COMMON_H
#define TACTILE_CODEC_COMMON_H

#include "CTactileImageCodec.h"

/// Writes a formatted sentence into a TACTILE_CODEC_MESSAGE_CAPACITY-byte buffer (NULL is allowed).
void tactile_codec_message(char *message, const char *format, ...) __attribute__((format(printf, 2, 3)));

/// Premultiplies `count` native-endian 0xAARRGGBB words in place (rounded to nearest).
void tactile_codec_premultiply(uint32_t *words, size_t count);

int tactile_png_probe(const uint8_t *data, size_t length, tactile_image_info *info, char *message);
int tactile_png_decode(const uint8_t *data, size_t length, tactile_pixel_layout layout,
                       uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message);
int tactile_jpeg_probe(const uint8_t *data, size_t length, tactile_image_info *info, char *message);
int tactile_jpeg_decode(const uint8_t *data, size_t length, tactile_pixel_layout layout,
                        uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message);

#endif
