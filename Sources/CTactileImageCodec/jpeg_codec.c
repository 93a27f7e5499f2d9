// JPEG decoding with libjpeg-turbo. Each function owns the jump buffer libjpeg's errors land on.
#include "codec_common.h"

#include <setjmp.h>
#include <stdio.h>
#include <jpeglib.h>
#include <jerror.h>

/// More progressive scans than any encoder writes (libjpeg's own progression has 10): each scan
/// passes over the whole picture, so a crafted file with a thousand tiny scans would keep the decoder
/// busy for many seconds.
#define TACTILE_JPEG_MAXIMUM_SCANS 100
/// The most working memory libjpeg may allocate (a progressive picture keeps all its coefficients);
/// the decoded pixels are the caller's and not counted.
#define TACTILE_JPEG_MAXIMUM_WORKING_MEMORY (128L << 20)

/// libjpeg's error manager extended with the jump buffer and the caller's message buffer.
typedef struct {
    struct jpeg_error_mgr base;
    struct jpeg_progress_mgr progress;
    jmp_buf jump;
    char *message;
} jpeg_failure;

static void fail_with(j_common_ptr cinfo, const char *text) {
    jpeg_failure *failure = (jpeg_failure *)(void *)cinfo->err;
    tactile_codec_message(failure->message, "%s", text);
    longjmp(failure->jump, 1);
}

static void on_error(j_common_ptr cinfo) {
    int code = cinfo->err->msg_code;
    if (code == JERR_NO_BACKING_STORE || code == JERR_OUT_OF_MEMORY) {
        fail_with(cinfo, "the JPEG decoder would need more than 128 MiB of working memory");
    }
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    fail_with(cinfo, text);
}

/// Warnings are ignored except two that become errors: data that ends early (libjpeg would fill the
/// rest of the picture with grey, which hides a truncated file) and a scan that repeats or skips
/// refinement bits (a bogus progression, the way to make a file of endless scans).
static void on_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    if (cinfo->err->msg_code == JWRN_JPEG_EOF) fail_with(cinfo, "the file ends early (truncated)");
    if (cinfo->err->msg_code == JWRN_BOGUS_PROGRESSION) fail_with(cinfo, "a progressive scan repeats or skips refinement bits");
}

static void on_progress(j_common_ptr cinfo) {
    if (cinfo->is_decompressor && ((j_decompress_ptr)cinfo)->input_scan_number > TACTILE_JPEG_MAXIMUM_SCANS) {
        fail_with(cinfo, "more than 100 progressive scans");
    }
}

static void prepare(struct jpeg_decompress_struct *cinfo, jpeg_failure *failure, char *message) {
    cinfo->err = jpeg_std_error(&failure->base);
    failure->base.error_exit = on_error;
    failure->base.emit_message = on_message;
    failure->progress.progress_monitor = on_progress;
    failure->message = message;
}

/// Reads the header into `info`, and with `pixels` decodes the picture into them too.
static int jpeg_read(const uint8_t *data, size_t length, tactile_image_info *info, tactile_pixel_layout layout,
                     uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message) {
    struct jpeg_decompress_struct cinfo = {0};
    jpeg_failure failure = {0};
    prepare(&cinfo, &failure, message);
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return TACTILE_CODEC_CORRUPT;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.progress = &failure.progress;
    cinfo.mem->max_memory_to_use = TACTILE_JPEG_MAXIMUM_WORKING_MEMORY;
    jpeg_mem_src(&cinfo, data, (unsigned long)length);
    (void)jpeg_read_header(&cinfo, TRUE);
    if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&cinfo);
        tactile_codec_message(message, "CMYK JPEG is not supported");
        return TACTILE_CODEC_UNSUPPORTED;
    }
    if (info != NULL) {
        info->format = TACTILE_IMAGE_JPEG;
        info->width = cinfo.image_width;
        info->height = cinfo.image_height;
        info->has_alpha = 0;
        info->library_peak_bytes = 0;
    }
    if (pixels == NULL) {
        jpeg_destroy_decompress(&cinfo);
        return TACTILE_CODEC_OK;
    }
    if (cinfo.image_width != width || cinfo.image_height != height) fail_with((j_common_ptr)&cinfo, "the image size differs from the probed one");
    if (layout == TACTILE_PIXELS_PREMULTIPLIED_ARGB32) {
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        cinfo.out_color_space = JCS_EXT_BGRA;  // bytes B, G, R, 0xFF: the word 0xFFRRGGBB
#else
        cinfo.out_color_space = JCS_EXT_ARGB;
#endif
    } else {
        cinfo.out_color_space = JCS_EXT_RGBA;
    }
    (void)jpeg_start_decompress(&cinfo);
    if (cinfo.output_width != width || cinfo.output_height != height || cinfo.output_components != 4) {
        fail_with((j_common_ptr)&cinfo, "unexpected output layout");
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW rows[8];
        JDIMENSION first = cinfo.output_scanline, count = cinfo.output_height - first;
        if (count > 8) count = 8;
        for (JDIMENSION i = 0; i < count; i++) rows[i] = pixels + (size_t)(first + i) * stride;
        if (jpeg_read_scanlines(&cinfo, rows, count) == 0) fail_with((j_common_ptr)&cinfo, "the decoder stopped early");
    }
    (void)jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    return TACTILE_CODEC_OK;
}

int tactile_jpeg_probe(const uint8_t *data, size_t length, tactile_image_info *info, char *message) {
    return jpeg_read(data, length, info, TACTILE_PIXELS_PREMULTIPLIED_ARGB32, NULL, 0, 0, 0, message);
}

int tactile_jpeg_decode(const uint8_t *data, size_t length, tactile_pixel_layout layout,
                        uint8_t *pixels, size_t stride, uint32_t width, uint32_t height, char *message) {
    return jpeg_read(data, length, NULL, layout, pixels, stride, width, height, message);
}
