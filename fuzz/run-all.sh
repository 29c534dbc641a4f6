#!/usr/bin/env bash
# Runs every libFuzzer target, each for SECONDS, with AddressSanitizer:
#   fuzz/run-all.sh SECONDS
# the ChartData readers (fuzz/run.sh: csv json coingecko detect numbers), the
# command-line parser (fuzz/cli/run.sh) and the charts drawn from read data
# (fuzz/chart/run.sh). CI runs `fuzz/run-all.sh 30`; before a
# release run `fuzz/run-all.sh 600`. Exits non-zero if any target finds a crash,
# a leak, a hang or an input that needs too much memory; the reproducers are in
# fuzz/.work/artifacts/, .build/fuzz-cli/ and .build/fuzz-chart/. libFuzzer ships with the Swift
# toolchain (-sanitize=fuzzer), so nothing else needs installing.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: fuzz/run-all.sh SECONDS}
mkdir -p fuzz/.work
status=0
fuzz/run.sh "$seconds" || status=1
# A target that links package modules: its script, its log and where its inputs go.
run_linked() {  # name
  local name=$1
  echo "fuzz: $name for ${seconds}s" >&2
  if ! "fuzz/$name/run.sh" "$seconds" > "fuzz/.work/$name.log" 2>&1; then
    echo "fuzz: $name FAILED; see fuzz/.work/$name.log and .build/fuzz-$name/" >&2
    grep -E 'ERROR|Fatal|SUMMARY|Seed:|Base64:' "fuzz/.work/$name.log" | head -8 >&2 || true
    status=1
  else
    grep -E 'stat::number_of_executed_units' "fuzz/.work/$name.log" >&2 || true
  fi
}
run_linked cli
run_linked chart
exit $status
