#!/usr/bin/env bash
# Kiosk soak: plays an animation on a framebuffer in a regular file for a while,
# as a kiosk plays it for months (`--loop forever --hold 0`: the animation
# replays without a pause, the worst case), and checks what would end such a
# kiosk: memory that grows, descriptors or threads that leak, a show that stops
# moving, a stop signal that does not end it cleanly. Its `--data` file is
# replaced before every sample (two price series in turn, renamed over it as an
# updater would), so the chart is read and rebuilt again and again.
#
# Every INTERVAL seconds it samples the process (VmRSS, open descriptors,
# threads, CPU time) and a checksum of the "screen". The baseline is the second
# sample, after the first reload; from then on RSS may not grow by more than
# 1 MB over it (a leaked chart at 800×480 is several) and descriptors and
# threads may not change; the screen must show at least 3 different pictures;
# SIGTERM must end it with status 0 within 5 s. One line per sample, then
# "soak: ok" or the failure; exits non-zero on any failure.
#
# glibc's malloc raises its mmap threshold to the size of the first large block
# freed, after which a rebuilt chart's buffers come from the heap and RSS
# wanders (22–28 MB for the 800×480 line, without growing). The soak fixes the
# threshold (GLIBC_TUNABLES, as a kiosk's unit can) so that RSS is flat and a
# leak stands out; SOAK_MALLOC=default runs with glibc's defaults.
#
# Usage: Tests/kiosk-soak/run.sh [SECONDS [INTERVAL]]   (default 60 s, every 5 s)
#   BIN=path/to/rasterchart to test a given binary (default: a release build).
#   SCENE=bars|line, FORMAT=WxHxFORMAT (default line, 800x480xrgb565).
set -euo pipefail
seconds=${1:-60}
interval=${2:-5}
scene=${SCENE:-line}
format=${FORMAT:-800x480xrgb565}
root=$(cd "$(dirname "$0")/../.." && pwd)
if [ -z "${BIN:-}" ]; then
  (cd "$root" && swift build -c release --product rasterchart >&2)
  BIN="$root/.build/release/rasterchart"
fi
work=$(mktemp -d)
pid=
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$work"' EXIT

# Two versions of the data: 168 hourly prices (a week), or five bars.
prices() {  # phase
  if [ "$scene" = bars ]; then
    printf 'label,value\n'
    for i in 1 2 3 4 5; do echo "b$i,$(((i * 37 + $1 * 11) % 50 + 10))"; done
  else
    printf 'price\n'
    awk -v p="$1" 'BEGIN { for (i = 0; i < 168; i++) printf "%.2f\n", 100 + 10 * sin(i / (9 + p)) + i * (p ? -0.05 : 0.05) }'
  fi
}
update() {  # phase
  prices "$1" > "$work/data.new"
  mv "$work/data.new" "$work/data.csv"
}
update 0

tunables=glibc.malloc.mmap_threshold=131072
[ "${SOAK_MALLOC:-}" = default ] && tunables=
GLIBC_TUNABLES=$tunables "$BIN" "$scene" --data "$work/data.csv" --fb "$work/fb" --fb-format "$format" \
  --loop forever --hold 0 --no-console --quiet &
pid=$!

sample() {
  [ -d "/proc/$pid" ] || { echo "soak: rasterchart ended by itself"; exit 1; }
  rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
  fds=$(find "/proc/$pid/fd" -mindepth 1 -maxdepth 1 | wc -l)
  threads=$(find "/proc/$pid/task" -mindepth 1 -maxdepth 1 | wc -l)
  # utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks; the
  # command name (field 2) has no spaces here.
  ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  screen=$(cksum < "$work/fb" | cut -d' ' -f1)
}

failures=0
fail() { echo "soak: $*"; failures=$((failures + 1)); }
hz=$(getconf CLK_TCK)
declare -A screens=()
elapsed=0
while ((elapsed + interval <= seconds)); do
  ((elapsed == 0)) || update $(((elapsed / interval) % 2))
  sleep "$interval"
  elapsed=$((elapsed + interval))
  sample
  screens[$screen]=1
  if ((elapsed == interval)); then
    first_ticks=$ticks
    echo "soak: ${scene} on ${format}, ${seconds} s${tunables:+, $tunables}; at ${elapsed} s: rss ${rss} kB, ${fds} fds, ${threads} threads"
    continue
  fi
  if ((elapsed == 2 * interval)); then
    base_rss=$rss base_fds=$fds base_threads=$threads
  fi
  cpu=$(awk -v t="$((ticks - first_ticks))" -v hz="$hz" -v s="$((elapsed - interval))" \
    'BEGIN { printf "%.0f", 100 * t / hz / s }')
  echo "soak: at ${elapsed} s: rss ${rss} kB (${base_rss}), ${fds} fds, ${threads} threads, cpu ${cpu} %"
  ((rss <= base_rss + 1024)) || fail "RSS grew from ${base_rss} kB to ${rss} kB"
  ((fds == base_fds)) || fail "open descriptors went from ${base_fds} to ${fds}"
  ((threads == base_threads)) || fail "threads went from ${base_threads} to ${threads}"
  ((failures == 0)) || break
done
((${#screens[@]} >= 3)) || fail "the screen showed ${#screens[@]} different pictures in ${elapsed} s"

kill -TERM "$pid"
for _ in $(seq 50); do
  [ -d "/proc/$pid" ] && ! grep -q '^State:.*Z' "/proc/$pid/status" 2>/dev/null || break
  sleep 0.1
done
if wait "$pid"; then status=0; else status=$?; fi
pid=
((status == 0)) || fail "SIGTERM ended it with status ${status}, not 0"
if ((failures)); then
  echo "soak: ${failures} failure(s)"
  exit 1
fi
echo "soak: ok (${#screens[@]} different pictures)"
