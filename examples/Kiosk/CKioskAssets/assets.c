// The pictures in examples/Kiosk/Assets, built into the binary with the assembler's `.incbin`, so
// that kiosk-demo ships as one file. The assembler finds the files through the target's header
// search path. Written by scripts/make-kiosk-images.py.
#include "CKioskAssets.h"

#define KIOSK_ASSET(symbol, file)                                       \
    __asm__(".section .rodata\n"                                       \
            ".balign 16\n"                                             \
            ".local " #symbol "\n"                                     \
            #symbol ":\n"                                              \
            ".incbin \"" file "\"\n"                                 \
            ".local " #symbol "_end\n"                                 \
            #symbol "_end:\n"                                          \
            ".previous\n");                                             \
    extern const unsigned char symbol[], symbol##_end[]

KIOSK_ASSET(kiosk_asset_0, "aurora.png");
KIOSK_ASSET(kiosk_asset_1, "aurora@2x.png");
KIOSK_ASSET(kiosk_asset_2, "banner-1.jpg");
KIOSK_ASSET(kiosk_asset_3, "banner-1@2x.jpg");
KIOSK_ASSET(kiosk_asset_4, "banner-2.jpg");
KIOSK_ASSET(kiosk_asset_5, "banner-2@2x.jpg");
KIOSK_ASSET(kiosk_asset_6, "banner-3.jpg");
KIOSK_ASSET(kiosk_asset_7, "banner-3@2x.jpg");
KIOSK_ASSET(kiosk_asset_8, "banner-4.jpg");
KIOSK_ASSET(kiosk_asset_9, "banner-4@2x.jpg");
KIOSK_ASSET(kiosk_asset_10, "canopy.png");
KIOSK_ASSET(kiosk_asset_11, "canopy@2x.png");
KIOSK_ASSET(kiosk_asset_12, "dunes.png");
KIOSK_ASSET(kiosk_asset_13, "dunes@2x.png");
KIOSK_ASSET(kiosk_asset_14, "orbit.png");
KIOSK_ASSET(kiosk_asset_15, "orbit@2x.png");
KIOSK_ASSET(kiosk_asset_16, "prism.png");
KIOSK_ASSET(kiosk_asset_17, "prism@2x.png");
KIOSK_ASSET(kiosk_asset_18, "tides.png");
KIOSK_ASSET(kiosk_asset_19, "tides@2x.png");

static const struct { const char *name; const unsigned char *start; const unsigned char *end; } assets[] = {
    {"aurora.png", kiosk_asset_0, kiosk_asset_0_end},
    {"aurora@2x.png", kiosk_asset_1, kiosk_asset_1_end},
    {"banner-1.jpg", kiosk_asset_2, kiosk_asset_2_end},
    {"banner-1@2x.jpg", kiosk_asset_3, kiosk_asset_3_end},
    {"banner-2.jpg", kiosk_asset_4, kiosk_asset_4_end},
    {"banner-2@2x.jpg", kiosk_asset_5, kiosk_asset_5_end},
    {"banner-3.jpg", kiosk_asset_6, kiosk_asset_6_end},
    {"banner-3@2x.jpg", kiosk_asset_7, kiosk_asset_7_end},
    {"banner-4.jpg", kiosk_asset_8, kiosk_asset_8_end},
    {"banner-4@2x.jpg", kiosk_asset_9, kiosk_asset_9_end},
    {"canopy.png", kiosk_asset_10, kiosk_asset_10_end},
    {"canopy@2x.png", kiosk_asset_11, kiosk_asset_11_end},
    {"dunes.png", kiosk_asset_12, kiosk_asset_12_end},
    {"dunes@2x.png", kiosk_asset_13, kiosk_asset_13_end},
    {"orbit.png", kiosk_asset_14, kiosk_asset_14_end},
    {"orbit@2x.png", kiosk_asset_15, kiosk_asset_15_end},
    {"prism.png", kiosk_asset_16, kiosk_asset_16_end},
    {"prism@2x.png", kiosk_asset_17, kiosk_asset_17_end},
    {"tides.png", kiosk_asset_18, kiosk_asset_18_end},
    {"tides@2x.png", kiosk_asset_19, kiosk_asset_19_end},
};

int kiosk_asset_count(void) { return (int)(sizeof assets / sizeof assets[0]); }

const char *kiosk_asset_name(int index) {
    if (index < 0 || index >= kiosk_asset_count()) return NULL;
    return assets[index].name;
}

const unsigned char *kiosk_asset_bytes(int index, size_t *length) {
    if (index < 0 || index >= kiosk_asset_count()) {
        *length = 0;
        return NULL;
    }
    *length = (size_t)(assets[index].end - assets[index].start);
    return assets[index].start;
}
