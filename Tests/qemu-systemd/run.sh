#!/usr/bin/env bash
# The kiosk as a user deploys it, under real systemd: the Debian package
# installed with apt into a minimal Debian 12, its unit enabled with one
# systemctl command, booted under QEMU with a bochs framebuffer.
#
# 1. Builds the package (dist/deb/build.sh) and checks it with lintian (no
#    errors allowed).
# 2. Builds a minimal Debian 12 root file system with mmdebstrap from the
#    Debian mirror, cached in .build/qemu-systemd (keyed by its package list).
# 3. In a copy of it (a chroot, never this machine's root): `apt-get install
#    ./rasterchart_*.deb` must create the user in group video, the data folder
#    and leave the unit disabled; `systemd-analyze verify` there must be silent;
#    then `systemctl enable rasterchart-kiosk` and the image is packed as an
#    initramfs. After that the chroot checks `apt-get remove` (settings, data
#    and user stay) and `apt-get purge` (nothing stays).
# 4. Boots the image under QEMU and drives it from scenario.py through a test
#    agent on the second serial port: the chart on screen equals `--png`; a bad
#    data file gives one line in the journal and leaves the chart; a new one
#    renamed over the data with mv shows the new chart; `systemctl kill -s
#    KILL` is followed by a restart with the chart back; `systemctl stop` gives
#    the console back in text mode; sh and curl reach the network from inside
#    the sandbox only with the fetch drop-in; `apt-get purge` of a running
#    kiosk stops it and leaves nothing.
#
# Usage: Tests/qemu-systemd/run.sh   (as root: it installs its packages and
# chroots). Prints "N passed, N failed"; exits non-zero on any failure.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work="$root/.build/qemu-systemd"
mkdir -p "$work"
cd "$work"
started=$(date +%s)
elapsed() { echo "qemu-systemd: $1 after $(( $(date +%s) - started )) s"; }

"$root/Tools/install-missing.sh" --for qemu-systemd qemu-system-x86 mmdebstrap lintian cpio kmod python3

pass=0; fail=0
result() { # name ok|problem...
  local name=$1; shift
  if [ "$1" = ok ]; then pass=$((pass + 1)); echo "  $name: pass"
  else fail=$((fail + 1)); echo "  $name: FAIL: $*"; fi
}
finish() {
  echo "qemu-systemd: $pass passed, $fail failed in $(( $(date +%s) - started )) s"
  [ "$fail" -eq 0 ]
  exit
}

# 1. The package.
if ! deb=$("$root/dist/deb/build.sh" "$work/deb"); then result package "dist/deb/build.sh failed"; finish; fi
bin="$root/.build/static-stdlib/release/rasterchart"
elapsed "package $(basename "$deb") built"
lint=$(lintian "$deb" 2>&1 | grep -v 'running with root privileges is not recommended' || true)
[ -z "$lint" ] || echo "$lint" | sed 's/^/  lintian: /'
if echo "$lint" | grep -q '^E:'; then result lintian "errors above"; else result lintian ok; fi

# 2. The root file system: minimal Debian 12 with systemd, udev (it gives the
# framebuffer to group video), curl (for the fetch drop-in's check) and what
# the package depends on, so that the install below needs nothing from the
# network. No documentation or locales.
depends=$(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/[(|].*//; s/ //g' | grep . | sort | paste -sd,)
mirror=http://deb.debian.org/debian
strap=(--mode=root --variant=minbase --format=tar --aptopt='APT::Install-Recommends "false"'
  --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*'
  --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*'
  --dpkgopt='path-exclude=/usr/share/info/*' "--include=systemd-sysv,udev,kmod,curl,$depends" bookworm)
sources=("deb $mirror bookworm main" "deb $mirror bookworm-updates main" "deb $mirror-security bookworm-security main")
rootfs="rootfs-$(printf '%s\n' "${strap[@]}" "${sources[@]}" | sha256sum | cut -c1-12).tar"
if [ ! -f "$rootfs" ]; then
  rm -f rootfs-*.tar rootfs-*.tar.partial
  if ! timeout -k 10 900 mmdebstrap "${strap[@]}" "$rootfs.partial" "${sources[@]}" >mmdebstrap.log 2>&1; then
    tail -20 mmdebstrap.log
    result rootfs "mmdebstrap failed (log: $work/mmdebstrap.log)"
    finish
  fi
  mv "$rootfs.partial" "$rootfs"
  elapsed "root file system built ($(du -m "$rootfs" | cut -f1) MB)"
fi

# 3. Install, check, enable, pack; then remove and purge in the same chroot.
chroot_dir="$work/root"
rm -rf "$chroot_dir" && mkdir -p "$chroot_dir"
tar -xf "$rootfs" -C "$chroot_dir"
in_root() { chroot "$chroot_dir" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive "$@"; }
cp "$deb" "$chroot_dir/tmp/"
if ! in_root apt-get install -y -q "/tmp/$(basename "$deb")" >apt-install.log 2>&1; then
  tail -20 apt-install.log
  result "apt install" "apt-get install failed (log: $work/apt-install.log)"
  finish
fi
problems=()
in_root id -nG rasterchart | tr ' ' '\n' | grep -qx video || problems+=("user rasterchart is not in group video")
[ "$(in_root stat -c %U "/var/lib/rasterchart/prices.csv" 2>&1)" = rasterchart ] || problems+=("no data file of user rasterchart")
[ -f "$chroot_dir/etc/default/rasterchart" ] || problems+=("no /etc/default/rasterchart")
enabled=$(in_root systemctl is-enabled rasterchart-kiosk.service 2>&1 || true)
[ "$enabled" = disabled ] || problems+=("the unit is '$enabled' after install, not disabled")
verify=$(in_root systemd-analyze verify rasterchart-kiosk.service 2>&1) || problems+=("systemd-analyze verify failed")
[ -z "$verify" ] || problems+=("systemd-analyze verify in Debian 12: ${verify//$'\n'/; }")
result "apt install" "${problems[@]:-ok}"
in_root systemctl enable rasterchart-kiosk.service >/dev/null 2>&1

# The guest's extras: a machine id (no first-boot prompt), the bochs DRM driver,
# the test agent, kdmode, the test's data files, and a local HTTP server of the
# new data on port 8080 as "datahost" (IPv4 and IPv6) with the drop-in that
# fetches from it before rasterchart starts.
in_root systemd-machine-id-setup >/dev/null 2>&1
"$root/Tests/qemu-framebuffer/kernel.sh" "$work/kernel"
kver=$(ls "$work/kernel/lib/modules")
moddir="$work/kernel/lib/modules/$kver"
line=$(grep -E "/bochs\.ko:" "$moddir/modules.dep")
for m in ${line%%:*} ${line#*:}; do install -D -m 0644 "$moddir/$m" "$chroot_dir/usr/lib/modules/$kver/$m"; done
cp "$moddir"/modules.builtin* "$moddir/modules.order" "$chroot_dir/usr/lib/modules/$kver/"
in_root depmod "$kver"
install -m 0755 "$here/agent" "$chroot_dir/usr/local/sbin/rasterchart-test-agent"
install -m 0644 "$here/rasterchart-test-agent.service" "$chroot_dir/etc/systemd/system/"
install -m 0755 "$here/http-answer" "$chroot_dir/usr/local/sbin/rasterchart-test-http"
install -m 0644 "$here/rasterchart-test-http.socket" "$here/rasterchart-test-http@.service" "$chroot_dir/etc/systemd/system/"
in_root systemctl enable rasterchart-test-agent.service rasterchart-test-http.socket >/dev/null 2>&1
printf '127.0.0.1 localhost datahost\n::1 localhost datahost\n' >"$chroot_dir/etc/hosts"
# Emulated, every unit costs seconds of boot: units the kiosk has nothing to do
# with are masked (the apt timers could also take dpkg's lock from the purge
# below), and the journal stays in memory. Test-only; a kiosk keeps them.
in_root systemctl mask getty-static.service e2scrub_reap.service systemd-update-utmp.service \
  systemd-update-utmp-runlevel.service systemd-pstore.service apt-daily.timer apt-daily-upgrade.timer \
  dpkg-db-backup.timer e2scrub_all.timer fstrim.timer >/dev/null 2>&1
mkdir -p "$chroot_dir/etc/systemd/journald.conf.d"
printf '[Journal]\nStorage=volatile\n' >"$chroot_dir/etc/systemd/journald.conf.d/volatile.conf"
cc=$(command -v gcc || command -v clang)
"$cc" -O2 -static -o "$chroot_dir/usr/local/sbin/kdmode" "$root/Tests/qemu-framebuffer/kdmode.c"
# New data: a price line that climbs; bad data: a value that is no number.
awk 'BEGIN { print "time,price"; for (i = 0; i < 24; i++) printf "2026-12-01T%02d:00Z,%.2f\n", i, 100 + i * i / 4 }' >new.csv
printf 'time,price\n2026-12-01T00:00Z,100\n2026-12-01T01:00Z,12x\n' >bad.csv
mkdir -p "$chroot_dir/root/data" && cp new.csv bad.csv "$here/probe.conf" "$chroot_dir/root/data/"
rm -f "$chroot_dir/tmp/"*.deb
( cd "$chroot_dir" && find . -xdev | cpio -o -H newc --quiet ) >image.cpio
elapsed "guest image packed ($(du -m image.cpio | cut -f1) MB)"

problems=()
in_root apt-get remove -y -q rasterchart >apt-remove.log 2>&1 || problems+=("apt-get remove failed")
for gone in usr/bin/rasterchart lib/systemd/system/rasterchart-kiosk.service; do
  [ ! -e "$chroot_dir/$gone" ] || problems+=("/$gone is left")
done
for kept in etc/default/rasterchart var/lib/rasterchart/prices.csv; do
  [ -e "$chroot_dir/$kept" ] || problems+=("/$kept is gone after remove")
done
in_root getent passwd rasterchart >/dev/null || problems+=("user rasterchart is gone after remove")
result "apt remove" "${problems[@]:-ok}"
problems=()
in_root apt-get purge -y -q rasterchart >apt-purge.log 2>&1 || problems+=("apt-get purge failed")
for gone in etc/default/rasterchart var/lib/rasterchart etc/systemd/system/multi-user.target.wants/rasterchart-kiosk.service; do
  [ ! -e "$chroot_dir/$gone" ] && [ ! -L "$chroot_dir/$gone" ] || problems+=("/$gone is left")
done
! in_root getent passwd rasterchart >/dev/null || problems+=("user rasterchart is left")
! in_root getent group rasterchart >/dev/null || problems+=("group rasterchart is left")
! in_root dpkg-query -W rasterchart >/dev/null 2>&1 || problems+=("dpkg still lists rasterchart")
left=$(find "$chroot_dir" -xdev -name '*rasterchart*' ! -path '*/rasterchart-test*' 2>/dev/null | sed "s|^$chroot_dir||")
[ -z "$left" ] || problems+=("files left: ${left//$'\n'/ }")
result "apt purge" "${problems[@]:-ok}"
rm -rf "$chroot_dir"

# 4. The boot. Expected screens are rendered on this machine by the packaged
# build, for the screen's size; the decoy is the first chart half-way.
"$bin" line --data "$root/dist/deb/prices.csv" --size 800x480 --png first.png --quiet
"$bin" line --data "$root/dist/deb/prices.csv" --size 800x480 --png decoy.png --time 0.5 --quiet
"$bin" line --data new.csv --size 800x480 --png new.png --quiet
timeout -k 10 420 python3 -u "$here/scenario.py" --kernel "$work/kernel/vmlinux" --initrd image.cpio \
  --first first.png --decoy decoy.png --new new.png --out "$work/out" | tee scenario.log || true
counts=$(sed -n 's/^@@RESULT passed=\([0-9]*\) failed=\([0-9]*\)$/\1 \2/p' scenario.log)
if [ -n "$counts" ]; then
  pass=$((pass + ${counts% *})); fail=$((fail + ${counts#* }))
else
  result "boot under systemd" "scenario.py gave no result (logs in $work/out)"
fi
finish
