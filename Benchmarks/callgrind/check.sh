#!/bin/sh
# Instruction counts of the key scenes under callgrind, compared with
# baseline.txt: a regression check that does not depend on machine load.
#
#   Benchmarks/callgrind/check.sh            compare; exit 1 if a scene costs more than
#                                            THRESHOLD % (default 5) above its baseline
#   Benchmarks/callgrind/check.sh --record   write the current counts to baseline.txt
#
# Each scene is drawn once (rasterchart-bench --once) and only the drawing is
# counted (callgrind collects inside CallgrindProbe.draw alone). Counts depend on
# the compiler and the libc, so record the baseline with the toolchain CI uses.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
baseline="$here/baseline.txt"
threshold=${THRESHOLD:-5}
scenes="bars-frame-480x320 line-frame-480x320 bars-frame-800x480 line-frame-800x480 bars-frame-1920x1080 line-frame-1920x1080 bars-animation-800x480 line-animation-800x480 fb-rgb565-800x480 fb-rgb565-none-800x480 fb-xrgb8888-800x480 fb-rgb565-rot90-800x480 fb-xrgb8888-rot90-800x480 fb-rgb565-rot180-800x480"

cd "$root"
swift build -c release --product rasterchart-bench >/dev/null
# Valgrind cannot read the DWARF the Swift toolchain writes; it needs only the symbols.
mkdir -p .build/callgrind
bench=.build/callgrind/rasterchart-bench
cp .build/release/rasterchart-bench "$bench"
strip --strip-debug "$bench"

count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*CallgrindProbe*' \
        "$bench" --once --filter "$1" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

if [ "${1:-}" = "--record" ]; then
    {
        echo "# scene instructions (callgrind Ir, one draw); Benchmarks/callgrind/check.sh --record"
        for scene in $scenes; do
            echo "$scene $(count "$scene")"
        done
    } >"$baseline.tmp"
    mv "$baseline.tmp" "$baseline"
    cat "$baseline"
    exit 0
fi

status=0
printf '%-26s %14s %14s %8s\n' scene baseline now change
for scene in $scenes; do
    old=$(awk -v s="$scene" '$1 == s { print $2 }' "$baseline")
    new=$(count "$scene")
    if [ -z "$old" ] || [ -z "$new" ]; then
        printf '%-26s %14s %14s %8s\n' "$scene" "${old:--}" "${new:--}" "missing"
        status=1
        continue
    fi
    change=$(awk -v a="$old" -v b="$new" 'BEGIN { printf "%+.1f", (b - a) * 100 / a }')
    verdict=$(awk -v a="$old" -v b="$new" -v t="$threshold" 'BEGIN { print ((b - a) * 100 / a > t) ? "SLOWER" : "" }')
    printf '%-26s %14s %14s %7s%% %s\n' "$scene" "$old" "$new" "$change" "$verdict"
    [ -z "$verdict" ] || status=1
done
exit $status
