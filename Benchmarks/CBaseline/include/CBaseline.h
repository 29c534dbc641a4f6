// The C baseline rasterchart-bench divides its Swift times by: what plain C does
// with the same 800x480 RGBA8 premultiplied frame, compiled with the same
// optimisation level as the Swift code in the same run.
#ifndef CBASELINE_H
#define CBASELINE_H

#include <stddef.h>
#include <stdint.h>

// Fills `count` bytes with `value` (the C library's memset): memory speed.
void cbaseline_fill(uint8_t *bytes, size_t count, uint8_t value);

// Source-over of one premultiplied RGBA colour onto `pixels` RGBA8 premultiplied
// pixels: d = s + d * (255 - sa) / 255, rounded exactly, one pixel at a time.
void cbaseline_source_over(uint8_t *bytes, size_t pixels, uint8_t r, uint8_t g, uint8_t b, uint8_t a);

// The C compiler's version string, for the environment report.
const char *cbaseline_compiler(void);

#endif
