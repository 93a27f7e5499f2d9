// The C peers of tactile-bench's `images` group: libpng and libjpeg-turbo called the way a C
// program would decode an in-memory file into a freshly allocated 32-bit BGRA frame, either from
// malloc (whose heap reuses the pages of the previous frame) or from fresh pages (mmap with
// MAP_POPULATE, as a Tactile `Image` gets them).
#include "CBenchPeers.h"

#include <sys/mman.h>

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

typedef struct {
    const uint8_t *data;
    size_t length;
    size_t offset;
} memory_reader;

static void read_memory(png_structp png, png_bytep out, size_t count) {
    memory_reader *reader = png_get_io_ptr(png);
    if (count > reader->length - reader->offset) png_error(png, "truncated");
    memcpy(out, reader->data + reader->offset, count);
    reader->offset += count;
}

static uint32_t *frame_alloc(size_t bytes, int fresh_pages) {
    if (!fresh_pages) return malloc(bytes);
    void *pages = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
    return pages == MAP_FAILED ? NULL : pages;
}

void cbench_free_frame(uint32_t *pixels, uint32_t width, uint32_t height, int fresh_pages) {
    if (pixels == NULL) return;
    if (fresh_pages) munmap(pixels, (size_t)width * height * 4);
    else free(pixels);
}

uint32_t *cbench_decode_png(const uint8_t *data, size_t length, int fresh_pages, uint32_t *width, uint32_t *height) {
    memory_reader reader = {data, length, 0};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (info == NULL) return NULL;
    uint32_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    volatile uint32_t frame_width = 0, frame_height = 0;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        cbench_free_frame(pixels, frame_width, frame_height, fresh_pages);
        free(rows);
        return NULL;
    }
    png_set_read_fn(png, &reader, read_memory);
    png_read_info(png, info);
    uint32_t w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    png_set_expand(png);
    png_set_scale_16(png);
    if ((png_get_color_type(png, info) & PNG_COLOR_MASK_COLOR) == 0) png_set_gray_to_rgb(png);
    png_set_bgr(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
    png_read_update_info(png, info);
    frame_width = w;
    frame_height = h;
    pixels = frame_alloc((size_t)w * h * 4, fresh_pages);
    rows = malloc(sizeof(png_bytep) * h);
    if (pixels == NULL || rows == NULL) png_error(png, "out of memory");
    for (uint32_t y = 0; y < h; y++) rows[y] = (png_bytep)(pixels + (size_t)y * w);
    png_read_image(png, rows);
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    *width = w;
    *height = h;
    return pixels;
}

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
} jpeg_failure;

static void jpeg_fail(j_common_ptr cinfo) { longjmp(((jpeg_failure *)(void *)cinfo->err)->jump, 1); }

uint32_t *cbench_decode_jpeg(const uint8_t *data, size_t length, int fresh_pages, uint32_t *width, uint32_t *height) {
    struct jpeg_decompress_struct cinfo = {0};
    jpeg_failure failure = {0};
    uint32_t *volatile pixels = NULL;
    cinfo.err = jpeg_std_error(&failure.base);
    failure.base.error_exit = jpeg_fail;
    if (setjmp(failure.jump)) {
        cbench_free_frame(pixels, cinfo.output_width, cinfo.output_height, fresh_pages);
        jpeg_destroy_decompress(&cinfo);
        return NULL;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    (void)jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_EXT_BGRA;
    (void)jpeg_start_decompress(&cinfo);
    uint32_t w = cinfo.output_width, h = cinfo.output_height;
    pixels = frame_alloc((size_t)w * h * 4, fresh_pages);
    if (pixels == NULL) longjmp(failure.jump, 1);
    while (cinfo.output_scanline < h) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.output_scanline * w);
        (void)jpeg_read_scanlines(&cinfo, &row, 1);
    }
    (void)jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    *width = w;
    *height = h;
    return pixels;
}
