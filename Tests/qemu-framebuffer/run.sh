#!/usr/bin/env bash
# End-to-end framebuffer test on a real Linux kernel (QEMU, software emulation).
#
# Boots Debian's kernel with a DRM framebuffer — bochs at 32 bpp (XRGB8888) and
# cirrus at 16 bpp (RGB565) — runs the statically linked rasterchart on /dev/fb0,
# screendumps through QMP while it holds its last frame, and compares with what
# rasterchart renders on the host for the same frame: exactly the `--png` at
# 32 bpp; at 16 bpp exactly its dithered `--fb` file of 800x480xrgb565 (after
# QEMU's bit-replication widening), and against the 24-bit PNG by low-pass PSNR
# (σ = 1.5 px), at least 50 dB, where the decoy must score less. Two of those
# runs are turned (--rotate 90 and 270), against the PNG and file turned alike.
# Also checks that nothing (the console cursor) damages the picture over the
# next 2 s, and that SIGTERM, SIGINT, SIGHUP (status 0), SIGSEGV (139) and
# SIGKILL (137) end rasterchart with the console back in text mode. Two negative controls keep the checks honest: each matched
# screen must differ from a decoy (the frame at 0.5 s), and a run with
# --no-console must show fbcon's cursor in the picture.
#
# Three runs have the kernel's fbdev emulation off, so only /dev/dri/card0
# exists: bochs (found by --fb auto) and virtio-gpu, which shows nothing that
# is not marked with DIRTYFB. Each must show the PNG, refuse a second
# rasterchart (not DRM master), and after SIGTERM, SIGKILL (the guardian) or
# SIGSEGV (the C handler) give the screen back: the picture a helper put up
# before, on the screen again. See host.py.
#
# Usage: Tests/qemu-framebuffer/run.sh [NAME]   (installs its packages: root or sudo)
# With NAME, only the scenarios whose name contains it.
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

# The initramfs: busybox, init, rasterchart, kdmode, drmtool (built on
# rasterchart's own DRM wrappers), and the DRM modules in load order; virtio-gpu
# needs the virtio PCI transport loaded first, which it does not depend on.
rm -rf initramfs && mkdir -p initramfs/{bin,lib/modules,proc,sys,dev,tmp}
cp /bin/busybox initramfs/bin/busybox
cp "$here/init" initramfs/init && chmod +x initramfs/init
cp "$bin" initramfs/rasterchart && strip initramfs/rasterchart 2>/dev/null || true
cc=$(command -v gcc || command -v clang)  # clang comes with the Swift toolchain
"$cc" -O2 -static -o initramfs/kdmode "$here/kdmode.c"
"$cc" -O2 -static -I "$root/Sources/CFramebuffer/include" -o initramfs/drmtool "$here/drmtool.c" \
  "$root/Sources/CFramebuffer/DRMInterface.c"
chain() { # the module files of $1 and its dependencies, dependencies first
  local line
  line=$(grep -E "/$1\.ko:" "$moddir/modules.dep")
  echo "${line#*:}" | tr ' ' '\n' | tac
  echo "${line%%:*}"
}
for drv in bochs cirrus virtio-gpu; do
  order=""
  for m in $( ([ "$drv" = virtio-gpu ] && chain virtio_pci); chain "$drv"); do
    name=$(basename "$m" .ko)
    case " $order " in *" $name "*) continue ;; esac
    cp "$moddir/$m" "initramfs/lib/modules/$name.ko"
    order="$order $name"
  done
  echo $order > "initramfs/lib/modules/$drv.order"
done
( cd initramfs && find . | cpio -o -H newc --quiet ) > initramfs.img

pass=0; fail=0; started=$(date +%s); only=${1:-}
scenario() { # name drm device bpp expect signal cmdline-extra fb|drm:TARGET guest-args...
  local name=$1 drm=$2 device=$3 bpp=$4 expect=$5 signal=$6 extra=$7 kind=$8; shift 8
  [[ "$name" == *"$only"* ]] || return 0
  echo "scenario $name: rasterchart $* on $drm ($kind), $bpp bpp, stopped by SIG$signal"
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
      --device "$device" --drm "$drm" --cmdline-extra "$extra" --screen "$kind" --guest-args "$*" --expect "$expect" \
      --signal "$signal" --expected "$work/$name.expected.png" --decoy "$work/$name.decoy.png" --bpp "$bpp" \
      "${screen[@]}" --out "$work/out"; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
  fi
}
bochs="VGA,xres=800,yres=480"
virtio="virtio-vga,xres=800,yres=480"
cirrus16="video=VGA-1:800x480-16"
drmonly="drm_kms_helper.fbdev_emulation=0"
scenario bochs-bars-32 bochs "$bochs" 32 match TERM "" fb bars
# The console is found in graphics mode (left so by a run killed with its
# guardian): text mode must come back all the same.
scenario bochs-line-32 bochs "$bochs" 32 match INT "rc_console=graphics" fb line
scenario cirrus-line-16 cirrus cirrus-vga 16 match HUP "$cirrus16" fb line
# A fatal signal: the C handler must give the console back before the process
# dies. Turned counter-clockwise, dithered by screen position.
scenario cirrus-bars-16-rot270 cirrus cirrus-vga 16 match SEGV "$cirrus16" fb bars --theme light --rotate 270
# SIGKILL (the OOM killer): no handler runs; the forked guardian must restore it.
# Turned clockwise: a 480x800 chart on the 800x480 screen.
scenario bochs-bars-kill-rot90 bochs "$bochs" 32 match KILL "" fb bars --theme light --rotate 90
# Negative control: without the console taken, fbcon's cursor must show up in the
# picture, or the "held intact" check above could not fail.
scenario control-no-console bochs "$bochs" 32 cursor-damage TERM "" fb bars --no-console
# DRM only: the card found by --fb auto, given explicitly, and on virtio-gpu,
# which needs every change marked (DIRTYFB); the CRTC given back by the normal
# end, the guardian and the fatal-signal handler.
scenario drm-bochs-line bochs "$bochs" 32 match TERM "$drmonly" drm:auto line
scenario drm-bochs-bars-kill bochs "$bochs" 32 match KILL "$drmonly" drm:/dev/dri/card0 bars
scenario drm-virtio-line-rot180 virtio-gpu "$virtio" 32 match SEGV "$drmonly" drm:/dev/dri/card0 line --rotate 180
echo "qemu-framebuffer: $pass passed, $fail failed in $(( $(date +%s) - started )) s (plus the build)"
[ "$fail" -eq 0 ]
