#!/usr/bin/env bash
# Runs every libFuzzer target of issue 8, each for SECONDS, with AddressSanitizer:
#   fuzz/run-all.sh SECONDS
# the ChartData readers (fuzz/run.sh: csv json coingecko detect numbers) and the
# command-line parser (fuzz/cli/run.sh). CI runs `fuzz/run-all.sh 30`; before a
# release run `fuzz/run-all.sh 600`. Exits non-zero if any target finds a crash,
# a leak, a hang or an input that needs too much memory; the reproducers are in
# fuzz/.work/artifacts/ and .build/fuzz-cli/. libFuzzer ships with the Swift
# toolchain (-sanitize=fuzzer), so nothing else needs installing.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: fuzz/run-all.sh SECONDS}
mkdir -p fuzz/.work
status=0
fuzz/run.sh "$seconds" || status=1
echo "fuzz: cli for ${seconds}s" >&2
if ! fuzz/cli/run.sh "$seconds" > fuzz/.work/cli.log 2>&1; then
  echo "fuzz: cli FAILED; see fuzz/.work/cli.log and .build/fuzz-cli/" >&2
  grep -E 'ERROR|Fatal|SUMMARY|Seed:|Base64:' fuzz/.work/cli.log | head -8 >&2 || true
  status=1
else
  grep -E 'stat::number_of_executed_units' fuzz/.work/cli.log >&2 || true
fi
exit $status
