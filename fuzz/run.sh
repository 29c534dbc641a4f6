#!/usr/bin/env bash
# Fuzzes the ChartData readers with libFuzzer and AddressSanitizer.
#   fuzz/run.sh SECONDS [TARGET…]   each target (default: all) for SECONDS
# Targets: csv json coingecko detect numbers (see fuzz/FuzzTargets.swift).
# CI runs it through `fuzz/run-all.sh 30`. The committed seed corpus is in fuzz/corpus/<target>
# (detect uses them all); inputs the fuzzer finds go to fuzz/.work/, and crash,
# leak or hang reproducers to fuzz/.work/artifacts/. Replay one with
#   FUZZ_TARGET=csv fuzz/.work/chartdata-fuzz fuzz/.work/artifacts/crash-…
# and add it as a regression test in Tests/ChartDataTests.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: fuzz/run.sh SECONDS [csv|json|coingecko|detect|numbers]…}
shift
targets=("$@")
((${#targets[@]})) || targets=(csv json coingecko detect numbers)

work=fuzz/.work
binary=$work/chartdata-fuzz
mkdir -p "$work/artifacts"
sources=$(find Sources/ChartData -name '*.swift' | sort)
if [[ ! -x $binary ]] || [[ -n $(find Sources/ChartData fuzz/FuzzTargets.swift -newer "$binary" -name '*.swift') ]]; then
  echo "fuzz: building $binary" >&2
  # shellcheck disable=SC2086
  rm -f "$binary"
  swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name ChartData \
    $sources fuzz/FuzzTargets.swift -o "$binary.new" 2>&1 | { grep -v 'Cannot export local symbol' || true; } >&2
  mv "$binary.new" "$binary"
fi

status=0
for target in "${targets[@]}"; do
  case $target in
    detect) corpora=(fuzz/corpus/csv fuzz/corpus/json fuzz/corpus/coingecko) ;;
    csv | json | coingecko | numbers) corpora=("fuzz/corpus/$target") ;;
    *) echo "fuzz: unknown target $target" >&2; exit 2 ;;
  esac
  mkdir -p "$work/corpus-$target"
  echo "fuzz: $target for ${seconds}s" >&2
  if ! FUZZ_TARGET=$target "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -max_len=65536 -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" \
      "$work/corpus-$target" "${corpora[@]}" > "$work/$target.log" 2>&1; then
    echo "fuzz: $target FAILED; see $work/$target.log and $work/artifacts/" >&2
    # The seed and the input itself (libFuzzer prints small inputs as Base64):
    # on a CI machine the artifacts are gone, these lines are not.
    grep -E 'ERROR|Assertion|Fatal|panic|precondition|SUMMARY|Seed:|Base64:' "$work/$target.log" | head -8 >&2 || true
    status=1
  else
    grep -E 'stat::number_of_executed_units|cov: ' "$work/$target.log" | tail -2 >&2 || true
  fi
done
exit $status
