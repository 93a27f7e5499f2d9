// Test and benchmark support: writes PNG files of every colour type, bit depth and interlacing,
// and JPEG files (colour or grey, baseline or progressive), so tests make their fixtures instead
// of committing binary files. Not linked into apps.
#ifndef CTACTILE_IMAGE_FIXTURES_H
#define CTACTILE_IMAGE_FIXTURES_H

#include <stddef.h>
#include <stdint.h>

/// Receives encoded bytes; return non-zero to stop with an error.
typedef int (*tactile_fixture_sink)(void *context, const uint8_t *bytes, size_t count);

/// PNG colour types (the IHDR values).
enum {
    TACTILE_FIXTURE_GREY = 0,
    TACTILE_FIXTURE_RGB = 2,
    TACTILE_FIXTURE_PALETTE = 3,
    TACTILE_FIXTURE_GREY_ALPHA = 4,
    TACTILE_FIXTURE_RGBA = 6,
};

/// Writes `width`×`height` straight RGBA8 pixels (rows `width * 4` bytes apart) as a PNG of
/// `colour_type` and `bit_depth` (1, 2, 4, 8 or 16 as PNG allows), Adam7-interlaced when
/// `interlaced`. Grey types take the red channel. A palette holds the distinct colours (at most
/// 2^bit_depth). With `transparent_key` an RGB or grey file gets a tRNS chunk naming the colour of
/// the first pixel whose alpha is 0; a palette file always carries its entries' alpha in tRNS when
/// some are below 255. Returns 0, or -1 (nothing sensible can be written).
int tactile_fixture_png(const uint8_t *rgba, uint32_t width, uint32_t height, int colour_type, int bit_depth,
                        int interlaced, int transparent_key, tactile_fixture_sink sink, void *context);

/// Writes RGBA8 pixels (alpha ignored) as a JPEG of `quality` (1...100), greyscale (from the red
/// channel) when `grey`, progressive when `progressive` (2 with `grey`: a valid progression of 127 scans). Returns 0, or -1.
int tactile_fixture_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, int grey,
                         int progressive, tactile_fixture_sink sink, void *context);

#endif
