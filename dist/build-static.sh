#!/usr/bin/env bash
# Builds rasterchart for release with the Swift runtime linked in, so it runs
# where no Swift toolchain is installed, and prints the binary's path.
#   dist/build-static.sh               the Swift runtime static, the system's C
#                                      libraries (glibc, libpng, giflib, zlib)
#                                      shared: what the Debian package ships,
#                                      so the distribution's fixes reach them
#   dist/build-static.sh --executable  everything static, for a guest with no
#                                      libraries at all (the QEMU initramfs)
# Each kind has its own scratch directory, so neither displaces the other nor an
# ordinary release build. A failure prints the build's errors and exits 1; the
# log is .build/static*.log. Nothing here is specific to one architecture: on
# 64-bit Raspberry Pi OS with the Swift toolchain it builds for arm64.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
case "${1:-}" in
  "") scratch="$root/.build/static-stdlib"; flags=() ;;
  # libpng's static archive needs zlib after it on the link line.
  --executable) scratch="$root/.build/static"; flags=(-Xswiftc -static-executable -Xlinker -lz) ;;
  *) echo "usage: dist/build-static.sh [--executable]" >&2; exit 2 ;;
esac
log="$scratch.log"
mkdir -p "$root/.build"
if ! ( cd "$root" && swift build -c release --product rasterchart --scratch-path "$scratch" --static-swift-stdlib \
    "${flags[@]}" ) >"$log" 2>&1; then
  grep -E 'error' "$log" | head -20 >&2
  echo "build-static: the build of rasterchart failed (log: $log)" >&2
  exit 1
fi
echo "$scratch/release/rasterchart"
