// Writes the image fuzzer's seed corpus into the directory named by argv[1]: small PNGs of every
// colour type, bit depth and interlacing (with and without tRNS) and JPEGs (colour and grey,
// baseline and progressive), made by the test fixtures' writers from a gradient with holes.
#include <stdio.h>
#include <stdlib.h>
#include "CTactileImageFixtures.h"

static int to_file(void *context, const uint8_t *bytes, size_t count) {
    return fwrite(bytes, 1, count, (FILE *)context) == count ? 0 : -1;
}

static int write_one(const char *dir, const char *name, int png, const uint8_t *rgba, uint32_t w, uint32_t h,
                     int a, int b, int c, int d) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) { perror(path); return -1; }
    int status = png ? tactile_fixture_png(rgba, w, h, a, b, c, d, to_file, f)
                     : tactile_fixture_jpeg(rgba, w, h, a, b, c, to_file, f);
    fclose(f);
    if (status != 0) remove(path);
    return 0;
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: %s DIRECTORY\n", argv[0]); return 64; }
    enum { W = 13, H = 7 };
    uint8_t rgba[W * H * 4];
    for (int i = 0; i < W * H; i++) {
        rgba[i * 4] = (uint8_t)(i * 37);
        rgba[i * 4 + 1] = (uint8_t)(i * 11);
        rgba[i * 4 + 2] = (uint8_t)(255 - i * 5);
        rgba[i * 4 + 3] = (i % 5 == 0) ? 0 : 255;
    }
    static const int depths[][6] = {
        {0, 1, 2, 4, 8, 16}, {2, 8, 16, 0, 0, 0}, {3, 1, 2, 4, 8, 0}, {4, 8, 16, 0, 0, 0}, {6, 8, 16, 0, 0, 0},
    };
    char name[64];
    for (int t = 0; t < 5; t++) {
        for (int k = 1; k < 6 && depths[t][k]; k++) {
            for (int interlaced = 0; interlaced < 2; interlaced++) {
                for (int key = 0; key < 2; key++) {
                    snprintf(name, sizeof name, "png-t%d-d%d-i%d-k%d.png", depths[t][0], depths[t][k], interlaced, key);
                    write_one(argv[1], name, 1, rgba, W, H, depths[t][0], depths[t][k], interlaced, key);
                }
            }
        }
    }
    for (int grey = 0; grey < 2; grey++) {
        for (int progressive = 0; progressive < 2; progressive++) {
            snprintf(name, sizeof name, "jpeg-g%d-p%d.jpg", grey, progressive);
            write_one(argv[1], name, 0, rgba, W, H, 80, grey, progressive, 0);
        }
    }
    return 0;
}
