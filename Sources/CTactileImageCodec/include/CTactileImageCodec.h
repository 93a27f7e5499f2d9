// PNG and JPEG through libpng and libjpeg-turbo, behind a C interface with no setjmp in it.
//
// Both libraries report fatal errors by longjmp-ing out of the failing call. Every entry point
// here sets its own jump buffer, so a jump only ever unwinds C frames of this file; callers (Swift)
// see a status code and a message instead.
#ifndef CTACTILE_IMAGE_CODEC_H
#define CTACTILE_IMAGE_CODEC_H

#include <stddef.h>
#include <stdint.h>

/// The container a byte string holds, judged by its first bytes.
typedef enum {
    TACTILE_IMAGE_UNKNOWN = 0,
    TACTILE_IMAGE_PNG = 1,
    TACTILE_IMAGE_JPEG = 2,
} tactile_image_format;

/// What `tactile_image_decode` writes.
typedef enum {
    /// One native-endian 0xAARRGGBB word per pixel, colour premultiplied by alpha (pixman's a8r8g8b8).
    TACTILE_PIXELS_PREMULTIPLIED_ARGB32 = 0,
    /// Four bytes per pixel in the order R, G, B, A, colour not premultiplied.
    TACTILE_PIXELS_STRAIGHT_RGBA8 = 1,
} tactile_pixel_layout;

/// The header of an image: its size and whether it may have transparent pixels.
typedef struct {
    tactile_image_format format;
    uint32_t width;
    uint32_t height;
    /// Whether the file can hold non-opaque pixels (an alpha channel or a tRNS chunk).
    int has_alpha;
    /// The most bytes the decoding library held at once while reading the header (PNG; 0 for JPEG).
    size_t library_peak_bytes;
} tactile_image_info;

/// Status codes. `message` receives a sentence for everything but TACTILE_CODEC_OK.
enum {
    TACTILE_CODEC_OK = 0,
    /// Not PNG or JPEG.
    TACTILE_CODEC_UNSUPPORTED = 1,
    /// The library rejected the data (damaged, truncated, inconsistent).
    TACTILE_CODEC_CORRUPT = 2,
    /// Out of memory, or arguments that do not describe the image.
    TACTILE_CODEC_FAILED = 3,
};

/// The capacity callers give `message` buffers.
#define TACTILE_CODEC_MESSAGE_CAPACITY 200

/// The container of `data` (by signature only).
tactile_image_format tactile_image_sniff(const uint8_t *data, size_t length);

/// Reads only the header of a PNG or JPEG file. Allocates nothing proportional to the image: a PNG's
/// text, profile and palette-suggestion chunks are skipped unread, libpng holds at most 8 MiB at once,
/// keeps at most 128 ancillary chunks and allocates at most 1 MiB for one.
int tactile_image_probe(const uint8_t *data, size_t length, tactile_image_info *info, char *message);

/// Decodes the whole image into `pixels`: `height` rows of `stride` bytes (at least width × 4).
/// `width` and `height` must be what `tactile_image_probe` returned. PNG of every colour type, bit
/// depth and interlacing; JPEG baseline or progressive, greyscale or
/// colour (CMYK JPEG is refused as unsupported).
int tactile_image_decode(const uint8_t *data, size_t length, tactile_pixel_layout layout,
                         uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message);

/// Receives encoded bytes; return non-zero to stop with an error.
typedef int (*tactile_png_sink)(void *context, const uint8_t *bytes, size_t count);

/// Encodes `height` rows of straight RGBA8 pixels (`stride` bytes apart) as an 8-bit RGBA PNG,
/// passing the file to `sink` piece by piece. `compression` is zlib's level, 0...9.
int tactile_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int compression,
                       tactile_png_sink sink, void *context, char *message);

#endif
