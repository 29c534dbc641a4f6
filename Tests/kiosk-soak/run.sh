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
# MODE=fetch gets the data from `--data-command` every second instead, as a kiosk
# that fetches its own prices: the command (a script in the work directory) gives
# in turn the first series, the second, a failure, garbage, a fetch hung past the
# 1 s timeout (a shell waiting for a background sleep), nothing, and the second
# series again. The show must go on through all of it, and no fetch may leave
# anything behind: descriptors may be up by the two pipes of a fetch under way,
# never more; a child of rasterchart seen as a zombie twice in a row (INTERVAL
# apart) is one nobody reaped; more than three processes of the script at once
# (`sh -c`, the script and the hung one) are fetches that were not stopped. Each kind of
# failure must have been reported at least once.
#
# Usage: Tests/kiosk-soak/run.sh [SECONDS [INTERVAL]]   (default 60 s, every 5 s)
#   BIN=path/to/rasterchart to test a given binary (default: a release build).
#   SCENE=bars|line, FORMAT=WxHxFORMAT (default line, 800x480xrgb565).
#   MODE=file|fetch (default file).
set -euo pipefail
seconds=${1:-60}
interval=${2:-5}
scene=${SCENE:-line}
format=${FORMAT:-800x480xrgb565}
mode=${MODE:-file}
case $mode in file | fetch) ;; *) echo "soak: MODE must be file or fetch, not $mode" >&2; exit 2 ;; esac
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

# The fetch script's turns (see MODE above); "count" numbers the fetches. Its
# processes are found by their command lines, which name the work directory
# (hang.sh stands for the hung fetch's sleep, whose command line does not).
echo "sleep 30" > "$work/hang.sh"
prices 0 > "$work/first.csv"
prices 1 > "$work/second.csv"
cat > "$work/fetch.sh" <<EOF
n=\$(cat "$work/count" 2>/dev/null || echo 0); echo \$((n + 1)) > "$work/count"
case \$((n % 7)) in
0) cat "$work/first.csv" ;;
1) cat "$work/second.csv" ;;
2) echo "soak: no route to host" >&2; exit 7 ;;
3) printf 'price\\nnot a number\\n' ;;
4) sh "$work/hang.sh" & wait ;;
5) true ;;
6) cat "$work/second.csv" ;;
esac
EOF
if [ "$mode" = fetch ]; then
  data=(--data-command "sh $work/fetch.sh" --every 1s)
else
  data=(--data "$work/data.csv")
fi

tunables=glibc.malloc.mmap_threshold=131072
[ "${SOAK_MALLOC:-}" = default ] && tunables=
GLIBC_TUNABLES=$tunables "$BIN" "$scene" "${data[@]}" --fb "$work/fb" --fb-format "$format" \
  --loop forever --hold 0 --no-console --quiet 2> "$work/stderr" &
pid=$!

# The processes running fetch.sh or hang.sh, rasterchart (whose command line
# names the script too) left out; the pattern's brackets keep grep from finding
# itself.
script_processes() {
  grep -l "$work/[a-z]*[.]sh" /proc/[0-9]*/cmdline 2>/dev/null | grep -vcx "/proc/${pid:-0}/cmdline" || true
}

sample() {
  [ -d "/proc/$pid" ] || { echo "soak: rasterchart ended by itself"; exit 1; }
  rss=$(awk '/^VmRSS/ {print $2}' "/proc/$pid/status")
  fds=$(find "/proc/$pid/fd" -mindepth 1 -maxdepth 1 | wc -l)
  threads=$(find "/proc/$pid/task" -mindepth 1 -maxdepth 1 | wc -l)
  # utime and stime, fields 14 and 15 of /proc/PID/stat, in clock ticks; the
  # command name (field 2) has no spaces here.
  ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  screen=$(cksum < "$work/fb" | cut -d' ' -f1)
  # Children in the zombie state, and the fetch script's processes.
  zombies=$(for c in /proc/[0-9]*/stat; do awk -v p="$pid" '$4 == p && $3 == "Z" {print $1}' "$c" 2>/dev/null; done | sort | tr '\n' ' ')
  scripts=$(script_processes)
}

failures=0
fail() { echo "soak: $*"; failures=$((failures + 1)); }
hz=$(getconf CLK_TCK)
declare -A screens=()
elapsed=0
last_zombies=
while ((elapsed + interval <= seconds)); do
  ((elapsed == 0)) || [ "$mode" = fetch ] || update $(((elapsed / interval) % 2))
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
  fetching=
  [ "$mode" = fetch ] && fetching=", $(cat "$work/count") fetches, ${scripts} running, zombies [${zombies% }]"
  echo "soak: at ${elapsed} s: rss ${rss} kB (${base_rss}), ${fds} fds, ${threads} threads, cpu ${cpu} %${fetching}"
  ((rss <= base_rss + 1024)) || fail "RSS grew from ${base_rss} kB to ${rss} kB"
  if [ "$mode" = fetch ]; then
    # A fetch under way holds its two pipes; the baseline may have caught one.
    ((fds < base_fds)) && base_fds=$fds
    ((fds <= base_fds + 2)) || fail "open descriptors went from ${base_fds} to ${fds}"
    for z in $zombies; do
      [[ " $last_zombies " == *" $z "* ]] && fail "child $z stayed a zombie for ${interval} s"
    done
    last_zombies=$zombies
    ((scripts <= 3)) || fail "${scripts} processes of the fetch script at once: a fetch was not stopped"
  else
    ((fds == base_fds)) || fail "open descriptors went from ${base_fds} to ${fds}"
  fi
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
if [ "$mode" = fetch ]; then
  for kind in "exited with status 7: soak: no route to host" "output:2: value \"not a number\" is not a number" \
    "did not finish within 1 s" "printed nothing"; do
    n=$(grep -cF -- "$kind" "$work/stderr" || true)
    echo "soak: ${n} × ${kind}"
    ((n > 0)) || fail "no fetch reported \"${kind}\""
  done
  other=$(grep -vF -e "trying again in 1 s" "$work/stderr" || true)
  [ -z "$other" ] || fail "unexpected lines on standard error: ${other}"
  left=$(script_processes)
  ((left == 0)) || fail "${left} processes of the fetch script outlived rasterchart"
elif [ -s "$work/stderr" ]; then
  fail "unexpected lines on standard error: $(cat "$work/stderr")"
fi
if ((failures)); then
  echo "soak: ${failures} failure(s)"
  exit 1
fi
echo "soak: ok (${#screens[@]} different pictures)"
