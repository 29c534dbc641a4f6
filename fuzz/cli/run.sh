#!/usr/bin/env bash
# Fuzzes the command-line parser with libFuzzer and AddressSanitizer.
#
#   fuzz/cli/run.sh [SECONDS]     (default 30; 600 before a release)
#
# Builds Animation, ChartData, Chart, RasterchartCLI and the target FuzzArguments.swift with
# swiftc -sanitize=fuzzer,address into .build/fuzz-cli, then runs it on a
# copy of the committed seed corpus (fuzz/cli/corpus, one file a command
# line, arguments separated by NUL bytes) with the option names as a
# dictionary. Exits non-zero if libFuzzer finds a crash, a leak, a timeout
# (over 5 s for one input) or an input that needs over 1 GB; the input is
# saved in .build/fuzz-cli/ as crash-*, leak-*, timeout-* or oom-*.
set -euo pipefail
seconds="${1:-30}"
cd "$(dirname "$0")/../.."
out=.build/fuzz-cli
mkdir -p "$out/corpus"
. fuzz/modules.sh
# RasterchartCLI reads framebuffer pixel formats from Framebuffer, which needs
# the raster core and the CFramebuffer C shim (given a module map here).
mkdir -p "$out/CFramebuffer"
printf 'module CFramebuffer {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CFramebuffer/include/CFramebuffer.h" \
  > "$out/CFramebuffer/module.modulemap"
objects=()
for c in Sources/CFramebuffer/*.c; do
  objects+=("$out/$(basename "$c" .c).o")
  "$(dirname "$(command -v swiftc)")/clang" -O1 -g -fsanitize=address,fuzzer-no-link -I Sources/CFramebuffer/include -c "$c" \
    -o "${objects[-1]}"
done
rm -f "$out/libCFramebuffer.a"
ar rcs "$out/libCFramebuffer.a" "${objects[@]}"
flags+=(-I "$out/CFramebuffer")
build_module RasterFont Sources/RasterFont/*.swift
build_module Raster $(find Sources/Raster -name '*.swift' | sort)
build_module Framebuffer Sources/Framebuffer/*.swift
build_module Animation Sources/Animation/*.swift
# The colour roles (--color) are the Chart module's; the patterns and value
# formats (--caption, --numbers) ChartData's.
build_module ChartData $(find Sources/ChartData -name '*.swift' | sort)
build_module Chart $(find Sources/Chart -name '*.swift' | sort)
build_module RasterchartCLI Sources/RasterchartCLI/*.swift
swiftc "${flags[@]}" -L "$out" -lRasterchartCLI -lChart -lChartData -lAnimation -lFramebuffer -lRaster -lRasterFont -lCFramebuffer \
  fuzz/cli/FuzzArguments.swift -o "$out/fuzz-arguments"

cp -n fuzz/cli/corpus/* "$out/corpus/" 2>/dev/null || true
"$out/fuzz-arguments" "$out/corpus" -dict=fuzz/cli/options.dict -max_total_time="$seconds" \
  -timeout=5 -rss_limit_mb=1024 -max_len=512 -artifact_prefix="$out/" -print_final_stats=1
