#!/usr/bin/env python3
"""Boots the test guest under QEMU, screendumps the framebuffer while rasterchart
holds its last frame, and compares it pixel for pixel with the picture rasterchart
rendered on the host for the same frame: the PNG (`--png`) at 32 bpp; at 16 bpp
the rgb565 file (`--fb FILE --fb-format …`), dithered by rasterchart and widened
here as QEMU widens it. At 16 bpp it also scores the screen against the 24-bit
PNG by low-pass PSNR (a Gaussian of σ = 1.5 px, roughly an eye at viewing
distance), which must reach --min-psnr, and against the decoy, which must not.

The guest (see ./init) starts rasterchart with --hold forever, prints @@PLAYING,
and waits for a line on its second serial port. The host screendumps until the
screen matches (the guest renders slowly under emulation, so no fixed sleep
decides when the last frame is up), keeps checking for --watch seconds that
nothing (the console cursor) damages it, then sends "stop SIGNAL"; the guest
sends rasterchart that signal and reports its exit status and the console
mode: text again, and status 0 for SIGTERM, SIGINT and SIGHUP (a normal end of
a live show), 128 + n for a fatal signal (restored by the C handler, which
then re-raises it), 137 for SIGKILL (restored by the guardian process).

--screen drm:TARGET plays on the DRM card alone (the kernel's fbdev emulation
off; TARGET is what --fb gets: auto or /dev/dri/card0). The guest first puts
a picture of four quadrants on the screen (drmtool), then rasterchart takes the
card. Beyond the checks above: a second rasterchart started while the first
plays must fail as not DRM master; while it plays the CRTC shows another
framebuffer; and once rasterchart has ended, by whatever signal, the CRTC must
show the quadrants' framebuffer again, and the screen the quadrants.

--expect cursor-damage is a negative control for a run with --no-console: the
fbcon cursor cell at (0, 0) must come to differ while the rest matches, which
shows the watch would catch it. --decoy names a second PNG (another frame) that
the matched screen must NOT equal (nor score --min-psnr against), which shows
the comparison can fail.

One scenario a run. Exit 0 pass, 1 fail, 2 timeout. The standard library and
numpy (Debian's python3-numpy, for the low-pass).
"""
import argparse, json, os, socket, struct, subprocess, sys, time, zlib
import numpy as np

CURSOR_CELL = (0, 0, 8, 16)  # fbcon's cell for the cursor at the top-left, 8x16 font
# Signals that end the process with 128 + n (numbers on x86-64 Linux): the fatal
# ones after the C handler restored the console; KILL, which nothing in the
# process sees, with the console restored by rasterchart's guardian process.
FATAL = {"SEGV": 11, "ABRT": 6, "BUS": 7, "KILL": 9}


def read_png_rgb(path):
    """Decodes a non-interlaced 8-bit RGB or RGBA PNG into (w, h, RGB bytes)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n": raise ValueError(f"{path}: not a PNG")
    pos, idat = 8, b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace != 0: raise ValueError(f"{path}: unsupported PNG layout")
            channels = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * channels
    out, prev = bytearray(), bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if f == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif f != 0:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = prev[i]
                c = prev[i - channels] if i >= channels else 0
                if f == 1: line[i] = (line[i] + a) & 255
                elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif f == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        if channels == 4:
            line = bytearray(line)
            del line[3::4]
        out += line
    return w, h, bytes(out)


def read_ppm(path):
    data = open(path, "rb").read()
    parts, pos = [], 0
    while len(parts) < 4:
        while data[pos:pos + 1].isspace(): pos += 1
        end = pos
        while not data[end:end + 1].isspace(): end += 1
        parts.append(data[pos:end]); pos = end
    pos += 1
    if parts[0] != b"P6" or parts[3] != b"255": raise ValueError(f"{path}: not an 8-bit P6 PPM")
    return int(parts[1]), int(parts[2]), data[pos:]


def read_rgb565(path, width, height):
    """An rgb565 framebuffer file (little-endian, rows packed) as QEMU's
    screendump shows it: each channel widened to 8 bits by bit replication."""
    v = np.fromfile(path, dtype="<u2")
    if v.size != width * height: raise ValueError(f"{path}: {v.size} pixels, expected {width}x{height}")
    r, g, b = (v >> 11) & 31, (v >> 5) & 63, v & 31
    rgb = np.stack([(r << 3) | (r >> 2), (g << 2) | (g >> 4), (b << 3) | (b >> 2)], axis=-1).astype(np.uint8)
    return width, height, rgb.tobytes()


def low_pass_psnr(a, b, sigma=1.5):
    """PSNR in dB of two (w, h, RGB bytes) pictures after a separable Gaussian
    low-pass (⌈3σ⌉ taps each side, normalized, edges mirrored), over the three
    channels, as Tests/TestSupport/LowPassPSNR.swift computes it."""
    (w, h, x), (_, _, y) = a, b
    radius = int(np.ceil(3 * sigma))
    taps = np.exp(-np.arange(-radius, radius + 1) ** 2 / (2 * sigma * sigma))
    taps /= taps.sum()

    def blur(rgb):
        out = np.frombuffer(rgb, np.uint8).reshape(h, w, 3).astype(np.float64)
        for axis in (0, 1):
            padded = np.pad(out, [(radius, radius) if i == axis else (0, 0) for i in range(3)], mode="symmetric")
            n = out.shape[axis]
            out = sum(t * np.take(padded, np.arange(k, k + n), axis=axis) for k, t in enumerate(taps))
        return out

    mse = np.mean((blur(x) - blur(y)) ** 2)
    return float("inf") if mse == 0 else 10 * np.log10(255 * 255 / mse)


def quadrants(width, height):
    """The picture drmtool puts up before a DRM run (red, green / blue, white)."""
    rows = []
    for y in range(height):
        top = y < height // 2
        left, right = (b"\xff\x00\x00", b"\x00\xff\x00") if top else (b"\x00\x00\xff", b"\xff\xff\xff")
        rows.append(left * (width // 2) + right * (width - width // 2))
    return width, height, b"".join(rows)


def differences(expected, actual):
    """(pixels differing outside the cursor cell, inside it, first difference)."""
    ew, eh, e = expected
    aw, ah, a = actual
    if (ew, eh) != (aw, ah): return ew * eh, 0, f"size {aw}x{ah}, expected {ew}x{eh}"
    if e == a: return 0, 0, None
    outside = inside = 0
    first = None
    cx, cy, cw, ch = CURSOR_CELL
    row = ew * 3
    for y in range(eh):
        if e[y * row:(y + 1) * row] == a[y * row:(y + 1) * row]: continue
        for x in range(ew):
            i = (y * ew + x) * 3
            if e[i:i + 3] != a[i:i + 3]:
                if cx <= x < cx + cw and cy <= y < cy + ch: inside += 1
                else: outside += 1
                if first is None: first = f"first at ({x}, {y}): got {tuple(a[i:i + 3])}, expected {tuple(e[i:i + 3])}"
    return outside, inside, first


def describe(outside, inside, first):
    if outside == inside == 0: return "identical"
    return f"{outside + inside} pixels differ ({inside} in the cursor cell); {first}"


def connect(path, deadline, what):
    """A socket connected to QEMU's unix socket at path, once QEMU has made it."""
    while True:
        sock = socket.socket(socket.AF_UNIX)
        try:
            sock.connect(path)
            return sock
        except OSError:
            sock.close()
            if time.time() > deadline: raise TimeoutError(what)
            time.sleep(0.01)


class QMP:
    def __init__(self, path, deadline):
        self.sock = connect(path, deadline, "QMP socket")
        self.sock.settimeout(30)
        self.buf = b""
        self.read()
        self.call("qmp_capabilities")

    def read(self):
        while b"\n" not in self.buf:
            chunk = self.sock.recv(65536)
            if not chunk: raise EOFError("QMP closed")
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def call(self, command, **arguments):
        self.sock.sendall(json.dumps({"execute": command, "arguments": arguments}).encode() + b"\n")
        while True:
            reply = self.read()
            if "error" in reply: raise RuntimeError(f"QMP {command}: {reply['error']}")
            if "return" in reply: return reply


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--initrd", required=True)
    ap.add_argument("--device", required=True, help="QEMU display device, e.g. VGA,xres=800,yres=480")
    ap.add_argument("--drm", required=True)
    ap.add_argument("--screen", default="fb", help="fb, or drm:TARGET for the DRM card alone (TARGET: --fb's value)")
    ap.add_argument("--cmdline-extra", default="")
    ap.add_argument("--guest-args", default="bars")
    ap.add_argument("--expected", required=True, help="PNG rendered by rasterchart --png on the host")
    ap.add_argument("--expected-screen", help="at 16 bpp: the rgb565 file rasterchart --fb wrote on the host")
    ap.add_argument("--min-psnr", type=float, default=50, help="at 16 bpp: the least low-pass PSNR against --expected")
    ap.add_argument("--decoy", help="a PNG the screen must not equal (negative control of the comparison)")
    ap.add_argument("--expect", choices=["match", "cursor-damage"], default="match")
    ap.add_argument("--bpp", type=int, default=32)
    ap.add_argument("--signal", default="TERM", choices=sorted(FATAL) + ["TERM", "INT", "HUP"])
    ap.add_argument("--watch", type=float, default=2.0, help="seconds the matched picture must stay intact")
    ap.add_argument("--settle", type=float, default=30, help="seconds after start the last frame must be up by")
    ap.add_argument("--out", required=True)
    ap.add_argument("--timeout", type=float, default=90)
    o = ap.parse_args()

    os.makedirs(o.out, exist_ok=True)
    serial = os.path.join(o.out, f"{o.name}.serial.log")
    qmp_path = os.path.join(o.out, f"{o.name}.qmp")
    ctl_path = os.path.join(o.out, f"{o.name}.ctl")
    qemu_log = os.path.join(o.out, f"{o.name}.qemu.log")
    for p in (serial, qmp_path, ctl_path):
        if os.path.exists(p): os.unlink(p)
    kind, _, target = o.screen.partition(":")
    drm = kind == "drm"
    append = (f"console=ttyS0 panic=-1 quiet cryptomgr.notests=1 rc_drm={o.drm} rc_screen={kind} "
              f"rc_target={target if drm else '/dev/fb0'} rc_args={o.guest_args.replace(' ', ',')} "
              f"{o.cmdline_extra}").strip()
    cmd = ["qemu-system-x86_64", "-accel", "tcg", "-cpu", "max", "-m", "384", "-smp", "1", "-nodefaults",
           "-no-reboot", "-display", "none", "-device", o.device, "-kernel", o.kernel, "-initrd", o.initrd,
           "-append", append, "-serial", f"file:{serial}", "-serial", f"unix:{ctl_path},server=on,wait=off",
           "-qmp", f"unix:{qmp_path},server=on,wait=off"]
    reference = read_png_rgb(o.expected)
    decoy = read_png_rgb(o.decoy) if o.decoy else None
    if o.bpp == 16 and not o.expected_screen: raise SystemExit("--bpp 16 needs --expected-screen")
    expected = read_rgb565(o.expected_screen, reference[0], reference[1]) if o.bpp == 16 else reference
    start = time.time()
    deadline = start + o.timeout
    with open(qemu_log, "wb") as qemu_stderr:  # a file, not a pipe nobody reads, which could stall QEMU
        qemu = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=qemu_stderr)
    failures, notes = [], []

    def log_text(path=serial):
        try: return open(path, errors="replace").read()
        except OSError: return ""

    def show_logs():
        print(log_text()[-2000:])
        qemu_text = log_text(qemu_log).strip()
        if qemu_text: print(f"  QEMU: {qemu_text[-1000:]}")

    def wait_for(marker):
        while time.time() < deadline:
            text = log_text()
            for line in text[:text.rfind("\n") + 1].splitlines():  # whole lines only
                if line.startswith(marker): return line.strip()
            if qemu.poll() is not None: raise RuntimeError(f"QEMU exited before {marker}")
            time.sleep(0.02)
        raise TimeoutError(marker)

    shots = 0
    def dump():
        nonlocal shots
        shots += 1
        ppm = os.path.abspath(os.path.join(o.out, f"{o.name}.screen.ppm"))
        qmp.call("screendump", filename=ppm)
        return read_ppm(ppm)

    def show_before():
        """The screen against drmtool's quadrants, once they match or after 2 s
        (virtio-gpu flushes a moment later)."""
        picture = quadrants(reference[0], reference[1])
        for _ in range(20):
            found = differences(picture, dump())
            if found[0] + found[1] == 0: break
            time.sleep(0.1)
        return found

    try:
        qmp = QMP(qmp_path, deadline)
        ctl = socket.socket(socket.AF_UNIX)
        ctl.connect(ctl_path)
        found = wait_for("@@SCREEN")
        print(f"  {found}")
        if drm:
            if "card0=yes fb0=no" not in found: raise RuntimeError(f"not a DRM-only screen ({found})")
            before = wait_for("@@BEFORE")
            print(f"  {before}")
            before_fb = dict(kv.split("=", 1) for kv in before.split()[1:])["fb"]
            seen = show_before()
            print(f"  the picture from before, on the screen: {describe(*seen)}")
            if seen[0] + seen[1]: raise RuntimeError(f"drmtool's picture never came up: {describe(*seen)}")
            ctl.sendall(b"go\n")
        elif f"bpp={o.bpp} " not in found:
            raise RuntimeError(f"the guest's framebuffer is not {o.bpp} bpp ({found})")
        wait_for("@@PLAYING")
        playing = time.time()
        # Until the last frame is up: the whole screen for a normal run; all but
        # the cursor cell for the control, whose cell the cursor may hit first.
        while True:
            screen = dump()
            outside, inside, first = differences(expected, screen)
            if outside == 0 and (inside == 0 or o.expect == "cursor-damage"): break
            if time.time() > min(deadline, playing + o.settle):
                raise RuntimeError(f"the last frame never appeared in {o.settle:.0f} s: {describe(outside, inside, first)}")
            time.sleep(0.1)
        print(f"  last frame on screen {time.time() - playing:.1f} s after start ({shots} dumps)")
        # QEMU's display devices only pretend to wait for vsync; the probe must see that.
        report = wait_for("rasterchart: /dev/dri/card0 (" if drm else "rasterchart: /dev/fb0:")
        print(f"  {report}")
        if "no vsync" not in report: failures.append(f"vsync claimed on a device that fakes it ({report})")
        if decoy and o.bpp == 16:
            score, decoy_score = low_pass_psnr(screen, reference), low_pass_psnr(screen, decoy)
            print(f"  low-pass PSNR against the 24-bit PNG: {score:.1f} dB (at least {o.min_psnr:g}); "
                  f"against the decoy (another frame): {decoy_score:.1f} dB (must be less)")
            if score < o.min_psnr: failures.append(f"low-pass PSNR {score:.1f} dB, under {o.min_psnr:g}")
            if decoy_score >= o.min_psnr: failures.append("the decoy scores as well: the PSNR cannot tell frames apart")
        elif decoy:
            d_out, d_in, d_first = differences(decoy, screen)
            if d_out + d_in == 0: failures.append("the screen also equals the decoy: the comparison cannot tell frames apart")
            else: print(f"  decoy (another frame): {describe(d_out, d_in, d_first)}, as it must")
        worst = (outside, inside, first)
        watch_end = time.time() + o.watch
        while time.time() < watch_end:
            time.sleep(0.25)
            outside, inside, first = differences(expected, dump())
            if outside + inside > sum(worst[:2]): worst = (outside, inside, first)
        verdict = describe(*worst)
        if o.expect == "match":
            print(f"  held for {o.watch:.1f} s: {verdict}")
            if worst[0] + worst[1]: failures.append(f"picture damaged while holding: {verdict}")
        else:
            print(f"  control without the console taken: {verdict}")
            if worst[1] == 0: failures.append("the cursor never showed: this control cannot fail the watch")
            if worst[0]: failures.append(f"damage outside the cursor cell: {verdict}")
        ctl.sendall(f"stop {o.signal}\n".encode())
        if drm:
            second = wait_for("@@SECOND")
            print(f"  {second}")
            if not second.startswith("@@SECOND rc=1 ") or "not DRM master" not in second:
                failures.append(f"a second rasterchart was not refused as not DRM master ({second})")
        holding = wait_for("@@HOLDING")
        done = wait_for("@@DONE")
        print(f"  {holding}\n  {done}")
        fields = dict(kv.split("=", 1) for kv in done.split()[1:] if "=" in kv)
        if drm:
            shown = dict(kv.split("=", 1) for kv in holding.split()[1:] if "=" in kv).get("fb")
            if shown in (None, "0", before_fb): failures.append(f"the CRTC did not show rasterchart's buffer ({holding})")
            if fields.get("fb") != before_fb:
                failures.append(f"the CRTC was not given back after SIG{o.signal}: fb={fields.get('fb')}, before fb={before_fb}")
            outside, inside, first = show_before()
            print(f"  after the end, against the picture from before: {describe(outside, inside, first)}")
            if outside + inside: failures.append(f"the picture from before is not back: {describe(outside, inside, first)}")
        if "alive=yes" not in holding: failures.append(f"rasterchart was not running while holding ({holding})")
        if o.expect == "match" and "mode=1" not in holding:
            failures.append(f"console not in graphics mode while playing ({holding})")
        want_rc = str(128 + FATAL[o.signal]) if o.signal in FATAL else "0"
        if fields.get("rc") != want_rc: failures.append(f"exit status after SIG{o.signal} is not {want_rc} ({done})")
        if fields.get("mode") != "0": failures.append(f"console not in text mode after SIG{o.signal} ({done})")
        try: notes.append(f"SIG{o.signal} to exit {float(fields['to']) - float(fields['from']):.2f} s")
        except (KeyError, ValueError): pass
        qmp.call("quit")
    except TimeoutError as e:
        print(f"  TIMEOUT waiting for {e} after {time.time() - start:.1f} s")
        show_logs()
        qemu.kill()
        qemu.wait()
        print(f"  {o.name}: FAIL (timeout)")
        return 2
    except Exception as e:
        failures.append(f"{type(e).__name__}: {e}")
        show_logs()
    finally:
        try: qemu.wait(timeout=5)
        except subprocess.TimeoutExpired:
            qemu.kill()
            qemu.wait()
    notes.append(f"{time.time() - start:.1f} s")
    print(f"  {o.name}: {'FAIL: ' + '; '.join(failures) if failures else 'pass'} ({', '.join(notes)})")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
