// Debian's libpng (libpng-dev), seen through its simplified API only: those calls
// catch libpng's longjmp errors inside libpng, so no longjmp ever crosses Swift.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

#include <png.h>

// PNG_IMAGE_PNG_SIZE_MAX is a function-like macro Swift cannot import: the largest
// PNG that png_image_write_to_memory can produce for `image` written from 8-bit data.
static inline size_t cpng_image_png_size_max(png_image image) {
    return PNG_IMAGE_PNG_SIZE_MAX(image);
}

// PNG_FORMAT_RGBA is an or of two macros, which Swift does not import.
static const png_uint_32 cpng_format_rgba = PNG_FORMAT_RGBA;

#endif
