#!/usr/bin/env bash
# Fuzzes the charts with libFuzzer and AddressSanitizer: data files read as
# --data reads them, laid out and drawn (fuzz/chart/FuzzCharts.swift).
#
#   fuzz/chart/run.sh [SECONDS]     (default 30)
#
# Builds RasterFont, Raster, ChartData, Animation and Chart with
# swiftc -sanitize=fuzzer,address into .build/fuzz-chart, then runs the target
# on a copy of its own seeds (fuzz/chart/corpus: values at the edges of a Double;
# the bar of 3e-323 timed out here before the value axis was fixed) and the
# readers' (fuzz/corpus/csv, json, coingecko). Exits non-zero if libFuzzer finds a crash, a leak, a timeout (over
# 10 s for one input) or an input that needs over 2 GB; the input is saved in
# .build/fuzz-chart/ as crash-*, leak-*, timeout-* or oom-*.
set -euo pipefail
seconds="${1:-30}"
cd "$(dirname "$0")/../.."
out=.build/fuzz-chart
mkdir -p "$out/corpus"
. fuzz/modules.sh
build_module RasterFont Sources/RasterFont/*.swift
build_module Raster $(find Sources/Raster -name '*.swift' | sort)
build_module ChartData $(find Sources/ChartData -name '*.swift' | sort)
build_module Animation Sources/Animation/*.swift
build_module Chart $(find Sources/Chart -name '*.swift' | sort)
swiftc "${flags[@]}" -L "$out" -lChart -lAnimation -lChartData -lRaster -lRasterFont \
  fuzz/chart/FuzzCharts.swift -o "$out/fuzz-charts"

cp -n fuzz/chart/corpus/* fuzz/corpus/csv/* fuzz/corpus/json/* fuzz/corpus/coingecko/* "$out/corpus/" 2>/dev/null || true
"$out/fuzz-charts" "$out/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=4096 \
  -artifact_prefix="$out/" -print_final_stats=1
