#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer:
#   .ci/sanitizers.sh address    AddressSanitizer (+ LeakSanitizer): bad memory access, leaks
#   .ci/sanitizers.sh thread     ThreadSanitizer: data races between concurrently rendered frames
# Each builds into its own scratch path (.build/sanitize-NAME), so the normal
# debug build is untouched. Extra arguments go to `swift test` (e.g. --filter X).
# The sanitizer runtimes ship with the Swift toolchain; nothing else is needed.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:?usage: .ci/sanitizers.sh address|thread [swift test arguments…]}
shift
case $sanitizer in
  address)
    export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1}
    export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/.ci/lsan.supp:print_suppressions=0}
    ;;
  thread) export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1} ;;
  *) echo "sanitizers: unknown sanitizer $sanitizer (address or thread)" >&2; exit 2 ;;
esac
bash .ci/setup
log=/tmp/rasterchart-sanitize-$sanitizer.log
echo "sanitizers: swift test -sanitize=$sanitizer (log: $log)" >&2
status=0
swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" "$@" > "$log" 2>&1 || status=$?
grep -E 'ERROR: (Address|Thread|Leak)Sanitizer|WARNING: ThreadSanitizer|SUMMARY:|Test run with|error:' "$log" | head -20 >&2 || true
if grep -qE 'ERROR: (Address|Leak)Sanitizer|WARNING: ThreadSanitizer' "$log"; then status=1; fi
((status == 0)) && echo "sanitizers: $sanitizer clean" >&2 || echo "sanitizers: $sanitizer FAILED; see $log" >&2
exit $status
