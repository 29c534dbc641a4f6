#!/usr/bin/env bash
# The playlist's costs, with release builds on a made-up CoinGecko answer
# (markets-fixture: COINS coins, a week of hourly sparkline prices each):
#
# 1. Charts per second for `--coin all --gif 'out/{id}.gif'` (one run, a chart per
#    core), against the tool run once per coin (`--coin ID --gif ID.gif`), one run
#    after another and two at a time; the files must be the same bytes.
# 2. What a chart of a framebuffer playlist costs: COINS charts of one frame each
#    (`--duration 0 --hold 0 --loop 1`) on an 800x480 RGB565 file, against one
#    chart played COINS times; the difference, per chart, is making the next
#    chart's scene and cached layers.
#
# Usage: Benchmarks/playlist/run.sh [COINS]   (default 100); OUTPUT=png for PNGs.
set -euo pipefail
coins=${1:-100}
output=${OUTPUT:-gif}
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build -c release --product rasterchart >&2
swift build -c release --product markets-fixture >&2
bin=$root/.build/release/rasterchart
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
.build/release/markets-fixture "$coins" > "$work/m.json"
ids=$(python3 -c 'import json, sys; print("\n".join(c["id"] for c in json.load(open(sys.argv[1]))))' "$work/m.json")
mkdir -p "$work/batch" "$work/single" "$work/pairs"

# `seconds COMMAND…` runs it and prints its wall-clock seconds and, after a
# space, the CPU seconds (user and system) of it and its children: the machine
# may be shared, and CPU time says what the work cost whatever else ran.
seconds() {
  local start end
  times > "$work/before"
  start=$(date +%s.%N)
  "$@"
  end=$(date +%s.%N)
  times > "$work/after"
  awk -v a="$start" -v b="$end" -v c="$(children_cpu "$work/before")" -v d="$(children_cpu "$work/after")" \
    'BEGIN { printf "%.2f %.2f", b - a, d - c }'
}
# The user and system seconds of the shell's waited-for children in `times`'s output.
children_cpu() {
  tail -1 "$1" | awk '{ for (i = 1; i <= 2; i++) { split($i, t, "m"); s += t[1] * 60 + t[2] } printf "%.2f", s }'
}
rate() { awk -v n="$coins" -v s="$1" 'BEGIN { printf "%.2f", n / s }'; }
report() {  # label, "wall cpu"
  set -- "$1" $2
  printf 'playlist: %-34s %7.2f s, %6.2f charts/s; CPU %7.2f s, %6.2f charts per CPU second\n' "$1" "$2" "$(rate "$2")" "$3" "$(rate "$3")"
}

batch=$(seconds "$bin" line --data "$work/m.json" --coin all --"$output" "$work/batch/{id}.$output" --quiet)
one_by_one=$(seconds sh -c 'for id in $1; do "$2" line --data "$3" --coin "$id" --"$4" "$5/$id.$4" --quiet || exit 1; done' \
  sh "$ids" "$bin" "$work/m.json" "$output" "$work/single")
two_at_a_time=$(seconds sh -c 'echo "$1" | xargs -P 2 -I ID "$2" line --data "$3" --coin ID --"$4" "$5/ID.$4" --quiet' \
  sh "$ids" "$bin" "$work/m.json" "$output" "$work/pairs")
for id in $ids; do
  cmp -s "$work/batch/$id.$output" "$work/single/$id.$output" || { echo "playlist: $id.$output differs" >&2; exit 1; }
  cmp -s "$work/batch/$id.$output" "$work/pairs/$id.$output" || { echo "playlist: $id.$output differs (pairs)" >&2; exit 1; }
done
echo "playlist: $coins coins, --$output 800x480, $(nproc) cores; the files are the same bytes"
report "one run, --coin all:" "$batch"
report "a run per coin:" "$one_by_one"
report "a run per coin, two at a time:" "$two_at_a_time"

frame=(--fb "$work/fb" --fb-format 800x480xrgb565 --duration 0 --delay 0 --hold 0 --no-console --quiet)
playlist=$(seconds "$bin" line --data "$work/m.json" --coin all --loop 1 "${frame[@]}")
repeated=$(seconds "$bin" line --data "$work/m.json" --coin bitcoin --loop "$coins" "${frame[@]}")
echo "playlist: --fb, $coins charts of one frame: ${playlist% *} s (CPU ${playlist#* } s); one chart $coins times: ${repeated% *} s (CPU ${repeated#* } s)"
awk -v a="${playlist#* }" -v b="${repeated#* }" -v n="$coins" \
  'BEGIN { printf "playlist: a chart of a playlist costs %.1f ms of CPU, of which %.1f ms make the next chart\n", 1000 * a / n, 1000 * (a - b) / n }'
