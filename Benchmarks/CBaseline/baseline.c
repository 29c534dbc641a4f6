#include "CBaseline.h"

#include <string.h>

void cbaseline_fill(uint8_t *bytes, size_t count, uint8_t value) {
    memset(bytes, value, count);
}

// x / 255 rounded to nearest, exact for x in 0..65025 (same rule as Raster's div255).
static inline uint32_t div255(uint32_t x) {
    uint32_t t = x + 128;
    return (t + (t >> 8)) >> 8;
}

void cbaseline_source_over(uint8_t *bytes, size_t pixels, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    const uint32_t inverse = 255u - a;
    for (size_t i = 0; i < pixels; i++) {
        uint8_t *d = bytes + 4 * i;
        d[0] = (uint8_t)(r + div255(d[0] * inverse));
        d[1] = (uint8_t)(g + div255(d[1] * inverse));
        d[2] = (uint8_t)(b + div255(d[2] * inverse));
        d[3] = (uint8_t)(a + div255(d[3] * inverse));
    }
}

const char *cbaseline_compiler(void) {
#ifdef __VERSION__
    return __VERSION__;
#else
    return "unknown";
#endif
}
