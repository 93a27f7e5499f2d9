#include "CTactileFontData.h"

// #embed is standard C23; the target builds in the package's default C mode, where clang accepts
// it as an extension.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char regular[] = {
#embed "LastResortSans.ttf"
};

static const unsigned char bold[] = {
#embed "LastResortSansBold.ttf"
};

const unsigned char *tactile_last_resort_sans(size_t *length) {
    *length = sizeof regular;
    return regular;
}

const unsigned char *tactile_last_resort_sans_bold(size_t *length) {
    *length = sizeof bold;
    return bold;
}
