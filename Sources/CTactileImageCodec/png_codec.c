// PNG decoding and encoding with libpng. Each function owns the jump buffer libpng's errors land on.
#include "codec_common.h"

#include <png.h>
#include <setjmp.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/// The most bytes libpng may hold at once (its structures, row buffers and zlib's window; the
/// picture itself is the caller's): a 32767-pixel 16-bit RGBA row and its interlace copy need 0.5 MiB.
#define TACTILE_PNG_MAXIMUM_LIBRARY_BYTES (8u << 20)
/// The most ancillary chunks libpng keeps, and the most it allocates for one.
#define TACTILE_PNG_MAXIMUM_CHUNKS 128
#define TACTILE_PNG_MAXIMUM_CHUNK_BYTES (1u << 20)
/// The widest and tallest picture decoded (Image.maximumDimension). The header probe takes any size
/// the format allows, so that the caller can name a picture too large (`ImageError.tooLarge`).
#define TACTILE_PNG_MAXIMUM_SIDE 32767

/// Where libpng's error callback jumps, where it leaves the sentence, and what it has allocated.
typedef struct {
    jmp_buf jump;
    char *message;
    size_t live_bytes;
    size_t peak_bytes;
    int over_limit;
} png_failure;

/// Each block libpng allocates carries its size in front, so frees can be counted.
typedef union {
    size_t size;
    max_align_t align;
} png_block_header;

static png_voidp counted_malloc(png_structp png, png_alloc_size_t size) {
    png_failure *failure = png_get_mem_ptr(png);
    if (size > TACTILE_PNG_MAXIMUM_LIBRARY_BYTES - failure->live_bytes) {
        failure->over_limit = 1;  // libpng's error callback says so
        return NULL;
    }
    png_block_header *block = malloc(sizeof(png_block_header) + size);
    if (block == NULL) return NULL;
    block->size = size;
    failure->live_bytes += size;
    if (failure->live_bytes > failure->peak_bytes) failure->peak_bytes = failure->live_bytes;
    return block + 1;
}

static void counted_free(png_structp png, png_voidp pointer) {
    if (pointer == NULL) return;
    png_failure *failure = png_get_mem_ptr(png);
    png_block_header *block = (png_block_header *)pointer - 1;
    failure->live_bytes -= block->size;
    free(block);
}

/// Chunks the decoder never uses, skipped unread: text (tEXt, zTXt, iTXt: compressed text can inflate
/// a thousandfold), the colour profile (iCCP) and suggested palettes (sPLT).
static const png_byte ignored_chunks[] = {
    't', 'E', 'X', 't', '\0', 'z', 'T', 'X', 't', '\0', 'i', 'T', 'X', 't', '\0',
    'i', 'C', 'C', 'P', '\0', 's', 'P', 'L', 'T', '\0',
};

/// Sets every limit on a read struct; `side` is the widest and tallest picture accepted.
static void limit_reading(png_structp png, png_uint_32 side) {
    png_set_user_limits(png, side, side);
    png_set_chunk_cache_max(png, TACTILE_PNG_MAXIMUM_CHUNKS);
    png_set_chunk_malloc_max(png, TACTILE_PNG_MAXIMUM_CHUNK_BYTES);
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, ignored_chunks, (int)(sizeof(ignored_chunks) / 5));
}

/// An in-memory file being read.
typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} png_source;

/// The caller's sink for an encoded file.
typedef struct {
    tactile_png_sink sink;
    void *context;
} png_destination;

static void on_error(png_structp png, png_const_charp text) {
    png_failure *failure = png_get_error_ptr(png);
    if (failure->over_limit) {
        tactile_codec_message(failure->message, "the PNG decoder would need more than %u MiB (%s)",
                              TACTILE_PNG_MAXIMUM_LIBRARY_BYTES >> 20, text);
    } else {
        tactile_codec_message(failure->message, "%s", text);
    }
    longjmp(failure->jump, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void read_bytes(png_structp png, png_bytep out, size_t count) {
    png_source *source = png_get_io_ptr(png);
    if (count > source->length - source->offset) png_error(png, "the file ends early (truncated)");
    memcpy(out, source->data + source->offset, count);
    source->offset += count;
}

static void write_bytes(png_structp png, png_bytep bytes, size_t count) {
    png_destination *destination = png_get_io_ptr(png);
    if (destination->sink(destination->context, bytes, count) != 0) png_error(png, "the encoded bytes could not be stored");
}

static void flush_nothing(png_structp png) { (void)png; }

/// Reads the header into `info`, and with `pixels` decodes the picture into them too.
static int png_read_file(const uint8_t *data, size_t length, tactile_image_info *info, tactile_pixel_layout layout,
                         uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message) {
    png_failure failure = {.message = message};
    png_source source = {.data = data, .length = length};
    png_structp png = png_create_read_struct_2(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning,
                                               &failure, counted_malloc, counted_free);
    png_infop header = png ? png_create_info_struct(png) : NULL;
    if (header == NULL) {
        png_destroy_read_struct(&png, NULL, NULL);
        tactile_codec_message(message, "out of memory");
        return TACTILE_CODEC_FAILED;
    }
    // Set after setjmp and read on the error path: volatile, so the jump cannot lose it.
    png_bytep *volatile rows = NULL;
    if (setjmp(failure.jump)) {
        free(rows);
        png_destroy_read_struct(&png, &header, NULL);
        return TACTILE_CODEC_CORRUPT;
    }
    png_set_read_fn(png, &source, read_bytes);
    limit_reading(png, pixels == NULL ? PNG_UINT_31_MAX : TACTILE_PNG_MAXIMUM_SIDE);
    png_read_info(png, header);
    int colour = png_get_color_type(png, header);
    int has_alpha = (colour & PNG_COLOR_MASK_ALPHA) != 0 || png_get_valid(png, header, PNG_INFO_tRNS) != 0;
    if (info != NULL) {
        info->format = TACTILE_IMAGE_PNG;
        info->width = png_get_image_width(png, header);
        info->height = png_get_image_height(png, header);
        info->has_alpha = has_alpha;
        info->library_peak_bytes = failure.peak_bytes;
    }
    if (pixels == NULL) {
        png_destroy_read_struct(&png, &header, NULL);
        return TACTILE_CODEC_OK;
    }
    if (png_get_image_width(png, header) != width || png_get_image_height(png, header) != height) {
        png_error(png, "the image size differs from the probed one");
    }
    // Everything becomes 8-bit RGBA (or BGRA/ARGB for pixman's native-endian words).
    png_set_expand(png);  // palette and low-bit grey to 8 bits, tRNS to an alpha channel
    png_set_scale_16(png);
    if ((colour & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    int filler = PNG_FILLER_AFTER;
    if (layout == TACTILE_PIXELS_PREMULTIPLIED_ARGB32) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        png_set_bgr(png);  // bytes B, G, R, A: the word 0xAARRGGBB
#else
        png_set_swap_alpha(png);  // bytes A, R, G, B
        filler = PNG_FILLER_BEFORE;
#endif
    }
    png_set_filler(png, 0xFF, filler);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, header);
    if (png_get_rowbytes(png, header) != (size_t)width * 4) png_error(png, "unexpected row layout after conversion");

    rows = malloc(sizeof(png_bytep) * height);
    if (rows == NULL) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * stride;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    rows = NULL;
    png_destroy_read_struct(&png, &header, NULL);

    if (has_alpha && layout == TACTILE_PIXELS_PREMULTIPLIED_ARGB32) {
        for (uint32_t y = 0; y < height; y++) tactile_codec_premultiply((uint32_t *)(void *)(pixels + (size_t)y * stride), width);
    }
    return TACTILE_CODEC_OK;
}

int tactile_png_probe(const uint8_t *data, size_t length, tactile_image_info *info, char *message) {
    return png_read_file(data, length, info, TACTILE_PIXELS_PREMULTIPLIED_ARGB32, NULL, 0, 0, 0, message);
}

int tactile_png_decode(const uint8_t *data, size_t length, tactile_pixel_layout layout,
                       uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message) {
    return png_read_file(data, length, NULL, layout, pixels, stride, width, height, message);
}

int tactile_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, size_t stride, int compression,
                       tactile_png_sink sink, void *context, char *message) {
    if (rgba == NULL || sink == NULL || width == 0 || height == 0 || stride / 4 < width) {
        tactile_codec_message(message, "nothing to encode (a %ux%u image, stride %zu)", width, height, stride);
        return TACTILE_CODEC_FAILED;
    }
    png_failure failure = {.message = message};
    png_destination destination = {.sink = sink, .context = context};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    png_infop header = png ? png_create_info_struct(png) : NULL;
    if (header == NULL) {
        png_destroy_write_struct(&png, NULL);
        tactile_codec_message(message, "out of memory");
        return TACTILE_CODEC_FAILED;
    }
    if (setjmp(failure.jump)) {
        png_destroy_write_struct(&png, &header);
        return TACTILE_CODEC_FAILED;
    }
    png_set_write_fn(png, &destination, write_bytes, flush_nothing);
    png_set_compression_level(png, compression < 0 ? 0 : (compression > 9 ? 9 : compression));
    png_set_IHDR(png, header, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, header);
    for (uint32_t y = 0; y < height; y++) png_write_row(png, rgba + (size_t)y * stride);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &header);
    return TACTILE_CODEC_OK;
}
