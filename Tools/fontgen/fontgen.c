/*
 * fontgen: bakes DejaVu Sans (and its bold face) into the packed bitmap fonts that
 * RasterFont embeds.
 *
 * Run it with Tools/fontgen/generate.sh (see README.md beside this file), once per
 * face: `fontgen FONT.ttf SWIFTNAME`, SWIFTNAME the Swift constant to define
 * (dejaVuSansPacked, dejaVuSansBoldPacked). It loads the TrueType font with FreeType, renders every character rasterchart needs at
 * each pixel size as an 8-bit anti-aliased coverage bitmap, and writes a Swift
 * source file holding the packed bytes as base64 string literals (a big array
 * literal takes the Swift compiler minutes; a string literal takes none): one for
 * the header and one for each size, so that a run decodes only the sizes it draws.
 *
 * Rendering: FreeType's light hinting (vertical only), so stems and the baseline,
 * x-height and cap height land on whole pixels while horizontal shapes and
 * advances keep their design proportions. Advances and kerning are stored in font
 * units and scaled by the reader, which reproduces FreeType's unhinted
 * (linearHoriAdvance, FT_KERNING_UNFITTED) values to 1/64 px.
 *
 * Packed layout (all integers little-endian). The header:
 *   "RFNT" u8 version=3
 *   u16 unitsPerEm  i16 ascender  i16 descender  i16 height   (font units)
 *   u16 glyphCount, then per glyph: u16 scalar (0 = the replacement box) u16 advance
 *   u16 pairCount, then per pair: u16 left u16 right i16 kerning (glyph indices, font units)
 *   u8 sizeCount, then per size: u8 pixelSize (ascending)
 * then, in a literal of its own, each size (a "strike") in the header's order:
 *   u8 pixelSize  i16 capHeight (1/64 px, hinted top of "H")
 *   per glyph: u8 width u8 height i8 left i8 top, then its coverage rows,
 *   run-length coded: a byte 0 or 255 is followed by a count byte (1…255) and
 *   stands for that many copies; any other byte is itself.
 *
 * On stderr it prints reference numbers measured with FreeType's own calls
 * (string widths and size metrics) for RasterFont's tests to compare against.
 */
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const int pixel_sizes[] = {8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 32, 40, 48};
#define SIZE_COUNT ((int)(sizeof pixel_sizes / sizeof pixel_sizes[0]))

/* ASCII 32–126, then … − × ° € £ ¥ (first, so that their glyph indices and kerning
 * stay as they were before Latin-1 was added), then the rest of Latin-1 U+00A0–U+00FF
 * (no-break space, accented letters, symbols), then the replacement box (scalar 0:
 * glyph 0, .notdef), then the ranges below. Whatever is added goes at the end, so
 * that every glyph baked before keeps its index, and with it its kerning. */
static const unsigned extra_scalars[] = {
    0x2026, 0x2212, 0x00D7, 0x00B0, 0x20AC, 0x00A3, 0x00A5,
    0x00A0, 0x00A1, 0x00A2, 0x00A4, 0x00A6, 0x00A7, 0x00A8, 0x00A9, 0x00AA, 0x00AB, 0x00AC, 0x00AD,
    0x00AE, 0x00AF, 0x00B1, 0x00B2, 0x00B3, 0x00B4, 0x00B5, 0x00B6, 0x00B7, 0x00B8, 0x00B9, 0x00BA,
    0x00BB, 0x00BC, 0x00BD, 0x00BE, 0x00BF, 0x00C0, 0x00C1, 0x00C2, 0x00C3, 0x00C4, 0x00C5, 0x00C6,
    0x00C7, 0x00C8, 0x00C9, 0x00CA, 0x00CB, 0x00CC, 0x00CD, 0x00CE, 0x00CF, 0x00D0, 0x00D1, 0x00D2,
    0x00D3, 0x00D4, 0x00D5, 0x00D6, 0x00D8, 0x00D9, 0x00DA, 0x00DB, 0x00DC, 0x00DD, 0x00DE, 0x00DF,
    0x00E0, 0x00E1, 0x00E2, 0x00E3, 0x00E4, 0x00E5, 0x00E6, 0x00E7, 0x00E8, 0x00E9, 0x00EA, 0x00EB,
    0x00EC, 0x00ED, 0x00EE, 0x00EF, 0x00F0, 0x00F1, 0x00F2, 0x00F3, 0x00F4, 0x00F5, 0x00F6, 0x00F7,
    0x00F8, 0x00F9, 0x00FA, 0x00FB, 0x00FC, 0x00FD, 0x00FE, 0x00FF,
    0};
#define EXTRA_COUNT ((int)(sizeof extra_scalars / sizeof extra_scalars[0]))

/* Inclusive ranges after the box: Latin Extended-A ("Łódź", "İstanbul", "Plzeň"),
 * modern (monotonic) Greek, Cyrillic with Ukrainian Ґ ґ, and the dashes, curly
 * quotes and bullet that spreadsheets put into labels. */
static const unsigned added_ranges[][2] = {
    {0x0100, 0x017F},
    {0x0386, 0x0386}, {0x0388, 0x038A}, {0x038C, 0x038C}, {0x038E, 0x03A1}, {0x03A3, 0x03CE},
    {0x0400, 0x045F}, {0x0490, 0x0491},
    {0x2013, 0x2014}, {0x2018, 0x2019}, {0x201C, 0x201E}, {0x2022, 0x2022},
};
#define RANGE_COUNT ((int)(sizeof added_ranges / sizeof added_ranges[0]))
#define MAX_GLYPHS 1024
_Static_assert(MAX_GLYPHS <= 65535, "glyph indices are stored as u16");

static unsigned scalars[MAX_GLYPHS];
static int glyph_count;

/* Fills scalars[]: ASCII, extra_scalars, then added_ranges. */
static void list_scalars(void) {
    for (unsigned c = 32; c <= 126; c++) scalars[glyph_count++] = c;
    for (int i = 0; i < EXTRA_COUNT; i++) scalars[glyph_count++] = extra_scalars[i];
    for (int r = 0; r < RANGE_COUNT; r++)
        for (unsigned c = added_ranges[r][0]; c <= added_ranges[r][1]; c++) {
            if (glyph_count == MAX_GLYPHS) { fprintf(stderr, "fontgen: more than %d glyphs\n", MAX_GLYPHS); exit(1); }
            scalars[glyph_count++] = c;
        }
}

static unsigned char *out;
static size_t out_len, out_cap;

static void put8(int v) {
    if (out_len == out_cap) {
        out_cap = out_cap ? out_cap * 2 : 65536;
        out = realloc(out, out_cap);
        if (!out) { perror("fontgen"); exit(1); }
    }
    out[out_len++] = (unsigned char)v;
}
static void put16(int v) { put8(v & 0xFF); put8((v >> 8) & 0xFF); }

static void check(FT_Error e, const char *what) {
    if (e) { fprintf(stderr, "fontgen: %s failed (FreeType error %d)\n", what, e); exit(1); }
}

/* Writes one coverage row run-length coded as the header describes. */
static void put_row(const unsigned char *row, int width) {
    int x = 0;
    while (x < width) {
        unsigned char v = row[x];
        if (v == 0 || v == 255) {
            int n = 1;
            while (x + n < width && row[x + n] == v && n < 255) n++;
            put8(v);
            put8(n);
            x += n;
        } else {
            put8(v);
            x++;
        }
    }
}

/* Writes out[start, end) as base64, 120 characters a line, in an indented multi-line string literal. */
static void put_literal(size_t start, size_t end) {
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    printf("\"\"\"\n        ");
    for (size_t i = start, column = 0; i < end; i += 3) {
        unsigned v = out[i] << 16 | (i + 1 < end ? out[i + 1] << 8 : 0) | (i + 2 < end ? out[i + 2] : 0);
        putchar(alphabet[v >> 18 & 63]);
        putchar(alphabet[v >> 12 & 63]);
        putchar(i + 1 < end ? alphabet[v >> 6 & 63] : '=');
        putchar(i + 2 < end ? alphabet[v & 63] : '=');
        if ((column += 4) == 120 || i + 3 >= end) { printf("\n        "); column = 0; }
    }
    printf("\"\"\"");
}

/* Width of `text` (ASCII) in 1/64 px from FreeType: linear advances plus unfitted kerning. */
static long reference_width(FT_Face face, const char *text) {
    long width = 0;
    FT_UInt previous = 0;
    for (const char *c = text; *c; c++) {
        FT_UInt g = FT_Get_Char_Index(face, (unsigned char)*c);
        if (previous) {
            FT_Vector k;
            check(FT_Get_Kerning(face, previous, g, FT_KERNING_UNFITTED, &k), "FT_Get_Kerning");
            width += k.x;
        }
        check(FT_Load_Glyph(face, g, FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP), "FT_Load_Glyph");
        width += (face->glyph->linearHoriAdvance + 512) >> 10; /* 16.16 → 26.6 */
        previous = g;
    }
    return width;
}

static void print_references(FT_Face face) {
    fprintf(stderr, "reference: units_per_EM %d ascender %d descender %d height %d\n", face->units_per_EM,
            face->ascender, face->descender, face->height);
    static const char *samples[] = {"AVATAR", "Tomorrow", "6000", "11/23/26", "1.23K", "Hello, World!"};
    static const int sizes[] = {8, 12, 24, 48};
    for (int s = 0; s < 4; s++) {
        check(FT_Set_Pixel_Sizes(face, 0, sizes[s]), "FT_Set_Pixel_Sizes");
        for (int i = 0; i < 6; i++)
            fprintf(stderr, "reference: size %d width(\"%s\") = %ld/64 px\n", sizes[s], samples[i],
                    reference_width(face, samples[i]));
    }
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: fontgen DejaVuSans.ttf dejaVuSansPacked > DejaVuSansPacked.swift\n");
        return 2;
    }
    FT_Library lib;
    FT_Face face;
    check(FT_Init_FreeType(&lib), "FT_Init_FreeType");
    check(FT_New_Face(lib, argv[1], 0, &face), "FT_New_Face");
    if (!FT_HAS_KERNING(face)) { fprintf(stderr, "fontgen: %s has no kerning table\n", argv[1]); return 1; }

    list_scalars();
    FT_UInt glyph[MAX_GLYPHS];
    for (int i = 0; i < glyph_count; i++) {
        unsigned s = scalars[i];
        glyph[i] = s ? FT_Get_Char_Index(face, s) : 0;
        if (s && !glyph[i]) { fprintf(stderr, "fontgen: U+%04X missing from the font\n", s); return 1; }
    }

    put8('R'); put8('F'); put8('N'); put8('T'); put8(3);
    put16(face->units_per_EM); put16(face->ascender); put16(face->descender); put16(face->height);

    put16(glyph_count);
    for (int i = 0; i < glyph_count; i++) {
        check(FT_Load_Glyph(face, glyph[i], FT_LOAD_NO_SCALE), "FT_Load_Glyph");
        put16(scalars[i]);
        put16((int)face->glyph->metrics.horiAdvance);
    }

    int pairs = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1) {
            if (pairs > 65535) { fprintf(stderr, "fontgen: %d kerning pairs do not fit a u16\n", pairs); return 1; }
            put16(pairs);
        }
        for (int l = 0; l < glyph_count; l++)
            for (int r = 0; r < glyph_count; r++) {
                FT_Vector k;
                check(FT_Get_Kerning(face, glyph[l], glyph[r], FT_KERNING_UNSCALED, &k), "FT_Get_Kerning");
                if (!k.x) continue;
                if (pass == 0) pairs++;
                else { put16(l); put16(r); put16((int)k.x); }
            }
    }

    put8(SIZE_COUNT);
    for (int s = 0; s < SIZE_COUNT; s++) put8(pixel_sizes[s]);
    size_t strike_start[SIZE_COUNT + 1];
    for (int s = 0; s < SIZE_COUNT; s++) {
        strike_start[s] = out_len;
        check(FT_Set_Pixel_Sizes(face, 0, pixel_sizes[s]), "FT_Set_Pixel_Sizes");
        check(FT_Load_Char(face, 'H', FT_LOAD_TARGET_LIGHT), "FT_Load_Char");
        put8(pixel_sizes[s]);
        put16((int)face->glyph->metrics.horiBearingY);
        fprintf(stderr, "reference: size %d capHeight = %ld/64 px\n", pixel_sizes[s], face->glyph->metrics.horiBearingY);
        for (int i = 0; i < glyph_count; i++) {
            check(FT_Load_Glyph(face, glyph[i], FT_LOAD_TARGET_LIGHT | FT_LOAD_RENDER), "FT_Load_Glyph");
            FT_Bitmap *b = &face->glyph->bitmap;
            if (b->pixel_mode != FT_PIXEL_MODE_GRAY || b->width > 255 || b->rows > 255 ||
                face->glyph->bitmap_left < -128 || face->glyph->bitmap_left > 127 ||
                face->glyph->bitmap_top < -128 || face->glyph->bitmap_top > 127) {
                fprintf(stderr, "fontgen: glyph U+%04X at %d px does not fit the format\n", scalars[i], pixel_sizes[s]);
                return 1;
            }
            put8((int)b->width); put8((int)b->rows);
            put8(face->glyph->bitmap_left & 0xFF); put8(face->glyph->bitmap_top & 0xFF);
            for (unsigned y = 0; y < b->rows; y++) put_row(b->buffer + (long)y * b->pitch, (int)b->width);
        }
    }
    strike_start[SIZE_COUNT] = out_len;
    print_references(face);

    printf("// Generated by Tools/fontgen/generate.sh from %s (%s %s). Do not edit.\n",
           strrchr(argv[1], '/') ? strrchr(argv[1], '/') + 1 : argv[1], face->family_name, face->style_name);
    printf("// Licence of the font: LICENSE-DejaVu beside this file. Layout: Tools/fontgen/fontgen.c.\n");
    printf("// %zu packed bytes: a header of %zu, then %d strikes of %zu to %zu.\n\n", out_len, strike_start[0],
           SIZE_COUNT, strike_start[1] - strike_start[0], strike_start[SIZE_COUNT] - strike_start[SIZE_COUNT - 1]);
    printf("let %s = PackedFace(\n    header: ", argv[2]);
    put_literal(0, strike_start[0]);
    printf(",\n    strikes: [");
    for (int s = 0; s < SIZE_COUNT; s++) {
        printf("\n        // %d px\n        ", pixel_sizes[s]);
        put_literal(strike_start[s], strike_start[s + 1]);
        printf(",");
    }
    printf("\n    ])\n");
    FT_Done_Face(face);
    FT_Done_FreeType(lib);
    return 0;
}
