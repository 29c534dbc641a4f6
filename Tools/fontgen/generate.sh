#!/usr/bin/env bash
# Regenerates Sources/RasterFont/DejaVuSansPacked.swift from Debian's DejaVu Sans.
# Needs a C compiler, libfreetype-dev and fonts-dejavu-core. Reference numbers for
# the tests (FreeType's own widths and cap heights) go to Tools/fontgen/reference.txt.
set -euo pipefail
cd "$(dirname "$0")/../.."
font=${1:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
bin=$(mktemp -d)/fontgen
trap 'rm -rf "$(dirname "$bin")"' EXIT
cc -O2 -Wall -Wextra Tools/fontgen/fontgen.c $(pkg-config --cflags --libs freetype2) -o "$bin"
"$bin" "$font" > Sources/RasterFont/DejaVuSansPacked.swift 2> Tools/fontgen/reference.txt
cp /usr/share/doc/fonts-dejavu-core/copyright Sources/RasterFont/LICENSE-DejaVu
wc -c Sources/RasterFont/DejaVuSansPacked.swift
