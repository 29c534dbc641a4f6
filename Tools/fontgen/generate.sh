#!/usr/bin/env bash
# Regenerates Sources/RasterFont/DejaVuSansPacked.swift and DejaVuSansBoldPacked.swift
# from Debian's DejaVu Sans and DejaVu Sans Bold. Needs a C compiler, libfreetype-dev
# and fonts-dejavu-core. Reference numbers for the tests (FreeType's own widths and
# cap heights) go to Tools/fontgen/reference.txt and reference-bold.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
fonts=/usr/share/fonts/truetype/dejavu
bin=$(mktemp -d)/fontgen
trap 'rm -rf "$(dirname "$bin")"' EXIT
cc -O2 -Wall -Wextra Tools/fontgen/fontgen.c $(pkg-config --cflags --libs freetype2) -o "$bin"
"$bin" "$fonts/DejaVuSans.ttf" dejaVuSansPacked \
  > Sources/RasterFont/DejaVuSansPacked.swift 2> Tools/fontgen/reference.txt
"$bin" "$fonts/DejaVuSans-Bold.ttf" dejaVuSansBoldPacked \
  > Sources/RasterFont/DejaVuSansBoldPacked.swift 2> Tools/fontgen/reference-bold.txt
cp /usr/share/doc/fonts-dejavu-core/copyright Sources/RasterFont/LICENSE-DejaVu
wc -c Sources/RasterFont/DejaVuSansPacked.swift Sources/RasterFont/DejaVuSansBoldPacked.swift
