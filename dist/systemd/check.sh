#!/usr/bin/env bash
# Checks the kiosk unit as systemd reads it: `systemd-analyze verify` must be
# silent and `systemd-analyze security --offline=true` must rate its exposure
# at most 2.5, alone and with the fetch drop-in. A bare unit running the same
# command must rate above 2.5 (it rates 9.2), which shows the check can fail.
#
# Usage: dist/systemd/check.sh   (installs Debian's systemd package only when
# systemd-analyze is missing; the offline analysis needs no running systemd).
# Prints "N passed, N failed"; exits non-zero on any failure.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
limit=2.5
# Installing the package does not make systemd the init of a container.
command -v systemd-analyze >/dev/null || "$root/Tools/install-missing.sh" --for systemd-unit systemd

# A root directory as the package lays it out, with the system's own units for
# the targets the unit names and a stand-in for the binary (verify checks that
# ExecStart names an executable; the QEMU test runs the real one).
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_root() { # dir unit-file [drop-in]
  local dir=$1
  mkdir -p "$dir/usr/lib/systemd" "$dir/usr/bin" "$dir/etc/default" "$dir/etc/systemd/system"
  cp -r /usr/lib/systemd/system "$dir/usr/lib/systemd/"
  cp "$2" "$dir/usr/lib/systemd/system/rasterchart-kiosk.service"
  printf '#!/bin/sh\n' >"$dir/usr/bin/rasterchart" && chmod +x "$dir/usr/bin/rasterchart"
  cp "$root/dist/default/rasterchart" "$dir/etc/default/rasterchart"
  if [ -n "${3:-}" ]; then
    mkdir -p "$dir/etc/systemd/system/rasterchart-kiosk.service.d"
    cp "$3" "$dir/etc/systemd/system/rasterchart-kiosk.service.d/"
  fi
}

pass=0; fail=0
above() { awk -v e="$1" -v l="$limit" 'BEGIN { exit !(e > l) }'; }
check() { # name safe|unsafe unit-file [drop-in]
  local name=$1 expect=$2 dir="$work/$1" verify exposure problem=""
  make_root "$dir" "${@:3}"
  exposure=$(systemd-analyze security --offline=true --root="$dir" rasterchart-kiosk.service 2>&1 \
    | sed -n 's/.*Overall exposure level for rasterchart-kiosk.service: \([0-9.]*\).*/\1/p')
  if [ -z "$exposure" ]; then
    problem="no exposure level in the output of systemd-analyze security"
  elif [ "$expect" = unsafe ]; then
    above "$exposure" || problem="exposure $exposure is not above $limit: the check could not fail"
  elif above "$exposure"; then
    problem="exposure $exposure is above $limit"
  elif ! verify=$(systemd-analyze verify --root="$dir" rasterchart-kiosk.service 2>&1) || [ -n "$verify" ]; then
    problem="systemd-analyze verify: ${verify//$'\n'/; }"
  fi
  if [ -n "$problem" ]; then
    echo "systemd-unit: $name: FAIL: $problem"
    fail=$((fail + 1))
  else
    echo "systemd-unit: $name: exposure $exposure (limit $limit)${verify+, verify clean}"
    pass=$((pass + 1))
  fi
}
check kiosk safe "$here/rasterchart-kiosk.service"
check kiosk+fetch safe "$here/rasterchart-kiosk.service" "$here/rasterchart-kiosk.service.d/fetch.conf"
# The control: no sandbox at all, only the command and user.
printf '[Service]\nExecStart=/usr/bin/rasterchart line --fb /dev/fb0\nUser=rasterchart\n' >"$work/bare.service"
check control-bare unsafe "$work/bare.service"
echo "systemd-unit: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
