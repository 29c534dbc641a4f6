#!/usr/bin/env bash
# End-to-end framebuffer test on a real Linux kernel (QEMU, software emulation).
#
# Boots Debian's kernel with a DRM framebuffer — bochs at 32 bpp (XRGB8888) and
# cirrus at 16 bpp (RGB565) — runs the statically linked rasterchart on /dev/fb0,
# screendumps through QMP while it holds its last frame, and compares with the
# PNG that `rasterchart --png` renders on the host for the same frame (exact at
# 32 bpp; at 16 bpp after RGB565 rounding and QEMU's bit-replication widening).
# Also checks that the console cursor never damages the picture (a second dump
# 2 s later) and that SIGTERM gives the console back in text mode.
#
# Usage: Tests/qemu-framebuffer/run.sh     (root; installs what it needs)
# Prints "N passed, N failed"; exits non-zero on any failure. About 1 min
# after the build, plus the release build of rasterchart.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work="$root/.build/qemu-framebuffer"
mkdir -p "$work"
cd "$work"

need=()
for pkg in qemu-system-x86 busybox-static cpio kmod; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || need+=("$pkg")
done
if ((${#need[@]})); then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi

# The kernel: Debian's current amd64 image, unpacked (not installed), as an
# uncompressed ELF so QEMU boots it through PVH without the slow in-guest XZ step.
if [ ! -f kernel/vmlinux ]; then
  rm -rf kernel && mkdir -p kernel && cd kernel
  pkg=$(apt-cache depends linux-image-amd64 | awk '/Depends: linux-image-/{print $2; exit}')
  apt-get download -qq "$pkg" 2>/dev/null
  dpkg-deb --fsys-tarfile "$pkg"_*.deb | tar -x --wildcards './boot/vmlinuz-*' './lib/modules/*/modules.*' \
    './lib/modules/*/kernel/drivers/gpu/drm/*'
  kver=$(ls lib/modules)
  depmod -b "$PWD" "$kver"
  python3 - boot/vmlinuz-* vmlinux <<'PY'
import lzma, sys
data = open(sys.argv[1], "rb").read()
start = data.find(b"\xfd7zXZ\x00")
out = lzma.LZMADecompressor(format=lzma.FORMAT_XZ).decompress(data[start:])
open(sys.argv[2], "wb").write(out)
PY
  rm -f "$pkg"_*.deb
  cd "$work"
fi
kver=$(ls kernel/lib/modules)
moddir="kernel/lib/modules/$kver"

# The guest program: rasterchart, statically linked (no libraries in the guest).
# libpng's static archive needs zlib after it on the link line; its own scratch
# directory keeps this build from displacing an ordinary release build.
static="$root/.build/static"
if ! ( cd "$root" && swift build -c release --product rasterchart --scratch-path "$static" --static-swift-stdlib \
    -Xswiftc -static-executable -Xlinker -lz ) >"$work/build.log" 2>&1; then
  grep -E 'error' "$work/build.log" | head -20
  echo "qemu-framebuffer: static build of rasterchart failed (log: $work/build.log)"
  echo "qemu-framebuffer: 0 passed, 1 failed"
  exit 1
fi
bin="$static/release/rasterchart"

# The initramfs: busybox, init, rasterchart, kdmode, and the DRM modules in load order.
rm -rf initramfs && mkdir -p initramfs/{bin,lib/modules,proc,sys,dev}
cp /bin/busybox initramfs/bin/busybox
cp "$here/init" initramfs/init && chmod +x initramfs/init
cp "$bin" initramfs/rasterchart && strip initramfs/rasterchart 2>/dev/null || true
gcc -O2 -static -o initramfs/kdmode "$here/kdmode.c"
for drv in bochs cirrus; do
  line=$(grep -E "/$drv\.ko:" "$moddir/modules.dep")
  order=""
  for m in $(echo "${line#*:}" | tr ' ' '\n' | tac) "${line%%:*}"; do
    name=$(basename "$m" .ko)
    cp "$moddir/$m" "initramfs/lib/modules/$name.ko"
    order="$order $name"
  done
  echo $order > "initramfs/lib/modules/$drv.order"
done
( cd initramfs && find . | cpio -o -H newc --quiet ) > initramfs.img

pass=0; fail=0; started=$(date +%s)
scenario() { # name drm device bpp size expect cmdline-extra guest-args...
  local name=$1 drm=$2 device=$3 bpp=$4 size=$5 expect=$6 extra=$7; shift 7
  echo "scenario $name: rasterchart $* on $drm at $size, $bpp bpp"
  local chart=("${@/--no-console/}")
  "$bin" ${chart[@]} --size "$size" --png "$work/$name.expected.png" --quiet
  "$bin" ${chart[@]} --size "$size" --png "$work/$name.decoy.png" --time 0.5 --quiet
  if timeout -k 5 150 python3 "$here/host.py" --name "$name" --kernel kernel/vmlinux --initrd initramfs.img \
      --device "$device" --drm "$drm" --cmdline-extra "$extra" --guest-args "$*" --expect "$expect" \
      --expected "$work/$name.expected.png" --decoy "$work/$name.decoy.png" --bpp "$bpp" --out "$work/out"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
  fi
}
scenario bochs-bars-32 bochs "VGA,xres=800,yres=480" 32 800x480 match "" bars
scenario bochs-line-32 bochs "VGA,xres=800,yres=480" 32 800x480 match "" line
scenario cirrus-line-16 cirrus "cirrus-vga" 16 800x480 match "video=VGA-1:800x480-16" line
scenario cirrus-bars-16 cirrus "cirrus-vga" 16 800x480 match "video=VGA-1:800x480-16" bars --theme light
# Negative control: without the console taken, fbcon's cursor must show up in the
# picture, or the "held intact" check above could not fail.
scenario control-no-console bochs "VGA,xres=800,yres=480" 32 800x480 cursor-damage "" bars --no-console
echo "qemu-framebuffer: $pass passed, $fail failed in $(( $(date +%s) - started )) s (plus the build)"
[ "$fail" -eq 0 ]
