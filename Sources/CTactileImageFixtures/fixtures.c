#include "CTactileImageFixtures.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    tactile_fixture_sink sink;
    void *context;
} destination;

static void png_fail(png_structp png, png_const_charp text) {
    (void)text;
    longjmp(*(jmp_buf *)png_get_error_ptr(png), 1);
}

static void png_quiet(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void png_write_bytes(png_structp png, png_bytep bytes, size_t count) {
    destination *d = png_get_io_ptr(png);
    if (d->sink(d->context, bytes, count) != 0) png_error(png, "sink refused");
}

static void png_flush_nothing(png_structp png) { (void)png; }

/// Stores `value` (of `depth` bits) as sample `index` of a packed PNG row.
static void put_sample(uint8_t *row, size_t index, int depth, unsigned value) {
    if (depth == 16) {
        row[index * 2] = (uint8_t)(value >> 8);
        row[index * 2 + 1] = (uint8_t)value;
    } else if (depth == 8) {
        row[index] = (uint8_t)value;
    } else {
        size_t bit = index * (size_t)depth;
        int shift = 8 - depth - (int)(bit % 8);
        row[bit / 8] |= (uint8_t)(value << shift);
    }
}

/// An 8-bit channel at `depth` bits.
static unsigned scale_channel(uint8_t v, int depth) {
    if (depth == 16) return v * 257u;
    if (depth == 8) return v;
    return (unsigned)((v * ((1u << depth) - 1) + 127) / 255);
}

int tactile_fixture_png(const uint8_t *rgba, uint32_t width, uint32_t height, int colour_type, int bit_depth,
                        int interlaced, int transparent_key, tactile_fixture_sink sink, void *context) {
    if (rgba == NULL || sink == NULL || width == 0 || height == 0) return -1;
    int channels = colour_type == TACTILE_FIXTURE_GREY || colour_type == TACTILE_FIXTURE_PALETTE ? 1
                 : colour_type == TACTILE_FIXTURE_GREY_ALPHA ? 2 : colour_type == TACTILE_FIXTURE_RGB ? 3 : 4;
    png_color palette[256];
    png_byte palette_alpha[256];
    int palette_size = 0;
    uint8_t *indices = NULL;
    if (colour_type == TACTILE_FIXTURE_PALETTE) {
        indices = malloc((size_t)width * height);
        if (indices == NULL) return -1;
        for (size_t i = 0; i < (size_t)width * height; i++) {
            const uint8_t *p = rgba + i * 4;
            int found = -1;
            for (int k = 0; k < palette_size && found < 0; k++) {
                if (palette[k].red == p[0] && palette[k].green == p[1] && palette[k].blue == p[2] && palette_alpha[k] == p[3]) found = k;
            }
            if (found < 0) {
                if (palette_size == (1 << bit_depth) || palette_size == 256) { free(indices); return -1; }
                palette[palette_size] = (png_color){p[0], p[1], p[2]};
                palette_alpha[palette_size] = p[3];
                found = palette_size++;
            }
            indices[i] = (uint8_t)found;
        }
    }
    size_t row_bytes = ((size_t)width * channels * bit_depth + 7) / 8;
    uint8_t *volatile row = calloc(row_bytes, 1);
    uint8_t *volatile palette_indices = indices;
    jmp_buf jump;
    destination d = {sink, context};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &jump, png_fail, png_quiet);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (info == NULL || row == NULL) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(indices);
        return -1;
    }
    if (setjmp(jump)) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(palette_indices);
        return -1;
    }
    png_set_write_fn(png, &d, png_write_bytes, png_flush_nothing);
    png_set_IHDR(png, info, width, height, bit_depth, colour_type, interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (colour_type == TACTILE_FIXTURE_PALETTE) {
        png_set_PLTE(png, info, palette, palette_size);
        int last_translucent = -1;
        for (int k = 0; k < palette_size; k++) if (palette_alpha[k] != 255) last_translucent = k;
        if (last_translucent >= 0) png_set_tRNS(png, info, palette_alpha, last_translucent + 1, NULL);
    } else if (transparent_key && (colour_type == TACTILE_FIXTURE_GREY || colour_type == TACTILE_FIXTURE_RGB)) {
        for (size_t i = 0; i < (size_t)width * height; i++) {
            const uint8_t *p = rgba + i * 4;
            if (p[3] != 0) continue;
            png_color_16 key = {0};
            key.gray = (png_uint_16)scale_channel(p[0], bit_depth);
            key.red = (png_uint_16)scale_channel(p[0], bit_depth);
            key.green = (png_uint_16)scale_channel(p[1], bit_depth);
            key.blue = (png_uint_16)scale_channel(p[2], bit_depth);
            png_set_tRNS(png, info, NULL, 0, &key);
            break;
        }
    }
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) {
            memset(row, 0, row_bytes);
            for (uint32_t x = 0; x < width; x++) {
                const uint8_t *p = rgba + ((size_t)y * width + x) * 4;
                size_t s = (size_t)x * channels;
                switch (colour_type) {
                case TACTILE_FIXTURE_PALETTE: put_sample(row, s, bit_depth, palette_indices[(size_t)y * width + x]); break;
                case TACTILE_FIXTURE_GREY: put_sample(row, s, bit_depth, scale_channel(p[0], bit_depth)); break;
                case TACTILE_FIXTURE_GREY_ALPHA:
                    put_sample(row, s, bit_depth, scale_channel(p[0], bit_depth));
                    put_sample(row, s + 1, bit_depth, scale_channel(p[3], bit_depth));
                    break;
                default:
                    for (int c = 0; c < channels; c++) put_sample(row, s + c, bit_depth, scale_channel(p[c], bit_depth));
                }
            }
            png_write_row(png, row);
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    free(palette_indices);
    return 0;
}

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
} jpeg_failure;

static void jpeg_fail(j_common_ptr cinfo) { longjmp(((jpeg_failure *)(void *)cinfo->err)->jump, 1); }

int tactile_fixture_jpeg(const uint8_t *rgba, uint32_t width, uint32_t height, int quality, int grey,
                         int progressive, tactile_fixture_sink sink, void *context) {
    if (rgba == NULL || sink == NULL || width == 0 || height == 0) return -1;
    struct jpeg_compress_struct cinfo = {0};
    jpeg_failure failure = {0};
    unsigned char *buffer = NULL;  // jpeg_mem_dest's; the library sets it (through its address)
    unsigned long output_size = 0;
    uint8_t *volatile grey_row = grey ? malloc(width) : NULL;
    if (grey && grey_row == NULL) return -1;
    cinfo.err = jpeg_std_error(&failure.base);
    failure.base.error_exit = jpeg_fail;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(buffer);
        free(grey_row);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &buffer, &output_size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = grey ? 1 : 4;
    cinfo.in_color_space = grey ? JCS_GRAYSCALE : JCS_EXT_RGBA;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    // progressive 2 on a grey picture: 127 scans, a valid progression far longer than encoders
    // write (DC whole, then each AC coefficient alone, its high bits, then its last bit).
    jpeg_scan_info scans[127];
    if (progressive == 2 && grey) {
        int count = 0;
        scans[count++] = (jpeg_scan_info){.comps_in_scan = 1, .Ss = 0, .Se = 0, .Ah = 0, .Al = 0};
        for (int k = 1; k < 64; k++) scans[count++] = (jpeg_scan_info){.comps_in_scan = 1, .Ss = k, .Se = k, .Ah = 0, .Al = 1};
        for (int k = 1; k < 64; k++) scans[count++] = (jpeg_scan_info){.comps_in_scan = 1, .Ss = k, .Se = k, .Ah = 1, .Al = 0};
        cinfo.scan_info = scans;
        cinfo.num_scans = count;
    } else if (progressive) {
        jpeg_simple_progression(&cinfo);
    }
    jpeg_start_compress(&cinfo, TRUE);
    while (cinfo.next_scanline < cinfo.image_height) {
        const uint8_t *source = rgba + (size_t)cinfo.next_scanline * width * 4;
        JSAMPROW row;
        if (grey) {
            for (uint32_t x = 0; x < width; x++) grey_row[x] = source[x * 4];
            row = grey_row;
        } else {
            row = (JSAMPROW)source;
        }
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    free(grey_row);
    int result = sink(context, buffer, output_size) == 0 ? 0 : -1;
    free(buffer);
    return result;
}
