#!/usr/bin/env bash
# Builds the Debian package of rasterchart for the machine it runs on:
# rasterchart_<version>_<arch>.deb, where the version is what the binary's
# --version prints and the architecture what dpkg says (amd64 here; arm64 on a
# 64-bit Raspberry Pi OS with the Swift toolchain). It holds
#   /usr/bin/rasterchart                       the release build, Swift runtime
#                                              inside (dist/build-static.sh)
#   /lib/systemd/system/rasterchart-kiosk.service   installed, not enabled
#   /lib/udev/rules.d/70-rasterchart.rules     framebuffers as systemd devices
#   /etc/default/rasterchart                   the kiosk's chart, data and options
#   /usr/share/rasterchart/prices.csv          example data for a first start
#   /usr/share/rasterchart/fetch.conf          the drop-in for --data-command
#   /usr/share/man/man1/rasterchart.1.gz       the manual page (manpage.sh)
# and maintainer scripts that create the system user `rasterchart` (group
# video) with /var/lib/rasterchart, and delete both on purge.
#
# Usage: dist/deb/build.sh [OUTPUT-DIR]   (default .build/deb; prints the
# package's path). Needs the build's packages (.ci/setup) and dpkg-dev, which
# it installs when missing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
"$root/Tools/install-missing.sh" --for deb dpkg-dev
out=$(mkdir -p "${1:-$root/.build/deb}" && cd "${1:-$root/.build/deb}" && pwd)

bin=$("$root/dist/build-static.sh")
version=$("$bin" --version | awk '{ print $2 }')
[[ "$version" =~ ^[0-9][0-9A-Za-z.+~-]*$ ]] || { echo "deb: '$bin --version' gave no usable version" >&2; exit 1; }
arch=$(dpkg --print-architecture)
name="rasterchart_${version}_${arch}"
# Dates in the package are the last commit's, not the time of the build.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || date +%s)}
maintainer=${DEB_MAINTAINER:-$(git -C "$root" log -1 --format='%an <%ae>')}

stage="$out/$name"
rm -rf "$stage"
install -d "$stage/DEBIAN" "$stage/usr/bin" "$stage/lib/systemd/system" "$stage/lib/udev/rules.d" "$stage/etc/default" \
  "$stage/usr/share/rasterchart" "$stage/usr/share/doc/rasterchart" "$stage/usr/share/man/man1"
install -m 0755 "$bin" "$stage/usr/bin/rasterchart"
strip --strip-unneeded "$stage/usr/bin/rasterchart"
install -m 0644 "$root/dist/systemd/rasterchart-kiosk.service" "$stage/lib/systemd/system/"
install -m 0644 "$root/dist/udev/70-rasterchart.rules" "$stage/lib/udev/rules.d/"
install -m 0644 "$root/dist/default/rasterchart" "$stage/etc/default/rasterchart"
install -m 0644 "$here/prices.csv" "$stage/usr/share/rasterchart/prices.csv"
install -m 0644 "$root/dist/systemd/rasterchart-kiosk.service.d/fetch.conf" "$stage/usr/share/rasterchart/"
install -m 0644 "$here/copyright" "$stage/usr/share/doc/rasterchart/copyright"
"$here/manpage.sh" "$bin" | gzip -9n >"$stage/usr/share/man/man1/rasterchart.1.gz"
chmod 0644 "$stage/usr/share/man/man1/rasterchart.1.gz"
{
  echo "rasterchart ($version) unstable; urgency=medium"
  echo
  echo "  * Built from the rasterchart repository at $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo 'an unknown commit')."
  echo
  echo " -- $maintainer  $(date -R -u -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$stage/usr/share/doc/rasterchart/changelog.gz"
for script in postinst prerm postrm; do install -m 0755 "$here/$script" "$stage/DEBIAN/$script"; done
echo /etc/default/rasterchart >"$stage/DEBIAN/conffiles"
( cd "$stage" && find usr lib -type f -print0 | sort -z | xargs -0 md5sum ) >"$stage/DEBIAN/md5sums"

# The libraries the binary links to, as dpkg-shlibdeps finds their packages.
depends=$(cd "$stage" && mkdir debian && printf 'Source: rasterchart\n\nPackage: rasterchart\nArchitecture: any\n' \
  >debian/control && dpkg-shlibdeps -O usr/bin/rasterchart 2>/dev/null | sed -n 's/^shlibs:Depends=//p'; rm -r debian)
[ -n "$depends" ] || { echo "deb: dpkg-shlibdeps found no libraries for $bin" >&2; exit 1; }
cat >"$stage/DEBIAN/control" <<CONTROL
Package: rasterchart
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $(du -sk --exclude=DEBIAN "$stage" | cut -f1)
Depends: adduser, $depends
Section: graphics
Priority: optional
Description: animated bar and line charts on a Linux framebuffer kiosk
 rasterchart renders two animated charts (bars, a price line) with its own
 software rasterizer and writes them as an animated GIF, PNG frames, or plays
 them live on a Linux framebuffer.
 .
 This package adds a sandboxed systemd unit, rasterchart-kiosk.service, that
 shows a chart on tty1 in place of the login prompt and plays it again when
 its data file changes, or with a drop-in fetches the data on a schedule. It
 is installed, not enabled: set the chart and data in /etc/default/rasterchart,
 then run systemctl enable --now rasterchart-kiosk.
CONTROL
find "$stage" -newermt "@$SOURCE_DATE_EPOCH" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out/$name.deb" >/dev/null
rm -rf "$stage"
echo "$out/$name.deb"
