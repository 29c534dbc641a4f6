#!/usr/bin/env bash
# End-to-end framebuffer test on a real Linux kernel (QEMU, software emulation).
#
# Boots Debian's kernel with a DRM framebuffer — bochs at 32 bpp (XRGB8888) and
# cirrus at 16 bpp (RGB565) — runs the statically linked rasterchart on /dev/fb0,
# screendumps through QMP while it holds its last frame, and compares with what
# rasterchart renders on the host for the same frame: exactly the `--png` at
# 32 bpp; at 16 bpp exactly its dithered `--fb` file of 800x480xrgb565 (after
# QEMU's bit-replication widening), and against the 24-bit PNG by low-pass PSNR
# (σ = 1.5 px), at least 50 dB, where the decoy must score less.
# Also checks that nothing (the console cursor) damages the picture over the
# next 2 s, and that SIGTERM, SIGINT, SIGHUP (status 0), SIGSEGV (139) and
# SIGKILL (137) end rasterchart with the console back in text mode. Two negative controls keep the checks honest: each matched
# screen must differ from a decoy (the frame at 0.5 s), and a run with
# --no-console must show fbcon's cursor in the picture. See host.py.
#
# Usage: Tests/qemu-framebuffer/run.sh   (installs its packages: root or sudo)
# Prints "N passed, N failed"; exits non-zero on any failure. Takes a few
# minutes on 2 busy cores, most of it the static release build of rasterchart
# (in .build/static) from scratch; the kernel is downloaded once (into
# .build/qemu-framebuffer/kernel).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work="$root/.build/qemu-framebuffer"
mkdir -p "$work"
cd "$work"

"$root/Tools/install-missing.sh" --for qemu-framebuffer qemu-system-x86 busybox-static cpio kmod python3 python3-numpy

# The kernel, fetched once (see kernel.sh).
"$here/kernel.sh" "$work/kernel"
kver=$(ls kernel/lib/modules)
moddir="kernel/lib/modules/$kver"

# The guest program: rasterchart, statically linked (no libraries in the guest).
if ! bin=$("$root/dist/build-static.sh" --executable); then
  echo "qemu-framebuffer: 0 passed, 1 failed"
  exit 1
fi

# The initramfs: busybox, init, rasterchart, kdmode, and the DRM modules in load order.
rm -rf initramfs && mkdir -p initramfs/{bin,lib/modules,proc,sys,dev}
cp /bin/busybox initramfs/bin/busybox
cp "$here/init" initramfs/init && chmod +x initramfs/init
cp "$bin" initramfs/rasterchart && strip initramfs/rasterchart 2>/dev/null || true
cc=$(command -v gcc || command -v clang)  # clang comes with the Swift toolchain
"$cc" -O2 -static -o initramfs/kdmode "$here/kdmode.c"
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
scenario() { # name drm device bpp expect signal cmdline-extra guest-args...
  local name=$1 drm=$2 device=$3 bpp=$4 expect=$5 signal=$6 extra=$7; shift 7
  echo "scenario $name: rasterchart $* on $drm, $bpp bpp, stopped by SIG$signal"
  local chart=("${@/--no-console/}") screen=()
  if ! "$bin" ${chart[@]} --size 800x480 --png "$work/$name.expected.png" --quiet \
      || ! "$bin" ${chart[@]} --size 800x480 --png "$work/$name.decoy.png" --time 0.5 --quiet; then
    echo "  $name: FAIL: rendering the expected PNG on the host failed"
    fail=$((fail + 1))
    return
  fi
  if [ "$bpp" = 16 ]; then  # the 16-bit screen as rasterchart writes it here: the animation played into a file
    rm -f "$work/$name.expected.raw"
    if ! "$bin" ${chart[@]} --fb "$work/$name.expected.raw" --fb-format 800x480xrgb565 --hold 0 --loop 1 --quiet; then
      echo "  $name: FAIL: rendering the expected rgb565 file on the host failed"
      fail=$((fail + 1))
      return
    fi
    screen=(--expected-screen "$work/$name.expected.raw")
  fi
  # Debian's python3, which python3-numpy serves (another python3 may come first in PATH).
  if timeout -k 5 150 /usr/bin/python3 -u "$here/host.py" --name "$name" --kernel kernel/vmlinux --initrd initramfs.img \
      --device "$device" --drm "$drm" --cmdline-extra "$extra" --guest-args "$*" --expect "$expect" \
      --signal "$signal" --expected "$work/$name.expected.png" --decoy "$work/$name.decoy.png" --bpp "$bpp" \
      "${screen[@]}" --out "$work/out"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
  fi
}
bochs="VGA,xres=800,yres=480"
cirrus16="video=VGA-1:800x480-16"
scenario bochs-bars-32 bochs "$bochs" 32 match TERM "" bars
scenario bochs-line-32 bochs "$bochs" 32 match INT "" line
scenario cirrus-line-16 cirrus cirrus-vga 16 match HUP "$cirrus16" line
# A fatal signal: the C handler must give the console back before the process dies.
scenario cirrus-bars-16 cirrus cirrus-vga 16 match SEGV "$cirrus16" bars --theme light
# SIGKILL (the OOM killer): no handler runs; the forked guardian must restore it.
scenario bochs-bars-kill bochs "$bochs" 32 match KILL "" bars --theme light
# Negative control: without the console taken, fbcon's cursor must show up in the
# picture, or the "held intact" check above could not fail.
scenario control-no-console bochs "$bochs" 32 cursor-damage TERM "" bars --no-console
echo "qemu-framebuffer: $pass passed, $fail failed in $(( $(date +%s) - started )) s (plus the build)"
[ "$fail" -eq 0 ]
