#!/usr/bin/env bash
# Fetches the guest kernel for the QEMU tests into DIR, once: Debian's current
# amd64 image, unpacked (not installed), as an uncompressed ELF (DIR/vmlinux) so
# QEMU boots it through PVH without the slow in-guest XZ step, with its DRM
# modules, the virtio transport virtio-gpu needs, and their modules.dep in
# DIR/lib/modules/VERSION.
#
# Usage: Tests/qemu-framebuffer/kernel.sh DIR   (needs apt-get, dpkg-deb, depmod)
set -euo pipefail
dir=$1
[ -f "$dir/vmlinux" ] && [ -d "$dir"/lib/modules/*/kernel/drivers/virtio ] && exit 0
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
rm -rf "$dir" && mkdir -p "$dir" && cd "$dir"
kernel_package() { apt-cache depends linux-image-amd64 2>/dev/null | awk '/Depends: linux-image-/{print $2; exit}'; }
pkg=$(kernel_package)
[ -n "$pkg" ] || { $sudo apt-get update -qq; pkg=$(kernel_package); }
[ -n "$pkg" ] || { echo "kernel: no linux-image-amd64 in the package lists" >&2; exit 1; }
apt-get download -qq "$pkg" 2>/dev/null
dpkg-deb --fsys-tarfile "$pkg"_*.deb | tar -x --wildcards './boot/vmlinuz-*' './lib/modules/*/modules.*' \
  './lib/modules/*/kernel/drivers/gpu/drm/*' './lib/modules/*/kernel/drivers/virtio/*'
kver=$(ls lib/modules)
depmod -b "$PWD" "$kver"
python3 - boot/vmlinuz-* vmlinux.partial <<'PY'
import lzma, sys
data = open(sys.argv[1], "rb").read()
start = data.find(b"\xfd7zXZ\x00")
out = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(data[start:])
open(sys.argv[2], "wb").write(out)
PY
mv vmlinux.partial vmlinux
rm -f "$pkg"_*.deb
