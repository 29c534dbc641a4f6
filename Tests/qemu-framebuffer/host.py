#!/usr/bin/env python3
"""Boots the test guest under QEMU, screendumps the framebuffer while rasterchart
holds its last frame, and compares it pixel for pixel with the PNG that
`rasterchart --png` rendered on the host for the same frame.

One scenario a run. Exit 0 pass, 1 fail, 2 timeout. Standard library only.
"""
import argparse, json, os, socket, struct, subprocess, sys, time, zlib


def read_png_rgba(path):
    """Decodes a non-interlaced 8-bit RGB or RGBA PNG into (w, h, rows of RGB tuples)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and interlace == 0, "unsupported PNG layout"
            channels = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * channels
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    pixels = [[tuple(r[x * channels:x * channels + 3]) for x in range(w)] for r in rows]
    return w, h, pixels


def read_ppm(path):
    data = open(path, "rb").read()
    parts, pos = [], 0
    while len(parts) < 4:
        while data[pos:pos + 1].isspace(): pos += 1
        end = pos
        while not data[end:end + 1].isspace(): end += 1
        parts.append(data[pos:end]); pos = end
    pos += 1
    w, h = int(parts[1]), int(parts[2])
    body = data[pos:]
    return w, h, [[tuple(body[(y * w + x) * 3:(y * w + x) * 3 + 3]) for x in range(w)] for y in range(h)]


def as_565_on_screen(c):
    """What QEMU shows for colour c written as RGB565 by rasterchart: each channel
    rounded to 5/6/5 bits (v·(2ⁿ−1)/255 to nearest), then widened by bit replication."""
    def q(v, bits):
        m = (1 << bits) - 1
        return (v * m + 127) // 255
    r, g, b = q(c[0], 5), q(c[1], 6), q(c[2], 5)
    return (r << 3 | r >> 2, g << 2 | g >> 4, b << 3 | b >> 2)


def compare(expected, actual, bpp):
    ew, eh, e = expected
    aw, ah, a = actual
    if (ew, eh) != (aw, ah):
        return f"size {aw}x{ah}, expected {ew}x{eh}", 1
    bad, first = 0, None
    for y in range(eh):
        for x in range(ew):
            want = as_565_on_screen(e[y][x]) if bpp == 16 else e[y][x]
            if a[y][x] != want:
                bad += 1
                if first is None: first = (x, y, a[y][x], want)
    if bad:
        x, y, got, want = first
        return f"{bad} pixels differ; first at ({x}, {y}): got {got}, expected {want}", bad
    return "identical", 0


class QMP:
    def __init__(self, path, deadline):
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX)
                self.sock.connect(path)
                break
            except OSError:
                if time.time() > deadline: raise
                time.sleep(0.01)
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
            if "return" in reply or "error" in reply: return reply


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--initrd", required=True)
    ap.add_argument("--device", required=True, help="QEMU display device, e.g. VGA,xres=800,yres=480")
    ap.add_argument("--drm", required=True)
    ap.add_argument("--cmdline-extra", default="")
    ap.add_argument("--guest-args", default="bars")
    ap.add_argument("--expected", required=True, help="PNG rendered by rasterchart --png on the host")
    ap.add_argument("--bpp", type=int, default=32)
    ap.add_argument("--out", required=True)
    ap.add_argument("--timeout", type=float, default=90)
    o = ap.parse_args()

    os.makedirs(o.out, exist_ok=True)
    serial = os.path.join(o.out, f"{o.name}.serial.log")
    qmp_path = os.path.join(o.out, f"{o.name}.qmp")
    for p in (serial, qmp_path):
        if os.path.exists(p): os.unlink(p)
    append = (f"console=ttyS0 panic=-1 quiet cryptomgr.notests=1 rc_drm={o.drm} "
              f"rc_args={o.guest_args.replace(' ', ',')} rc_wait=6 {o.cmdline_extra}").strip()
    cmd = ["qemu-system-x86_64", "-accel", "tcg", "-cpu", "max", "-m", "384", "-smp", "1", "-nodefaults",
           "-no-reboot", "-display", "none", "-device", o.device, "-kernel", o.kernel, "-initrd", o.initrd,
           "-append", append, "-serial", f"file:{serial}", "-qmp", f"unix:{qmp_path},server=on,wait=off"]
    start = time.time()
    deadline = start + o.timeout
    qemu = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    failures = []

    def log_text():
        try: return open(serial, errors="replace").read()
        except OSError: return ""

    def wait_for(marker):
        while time.time() < deadline:
            text = log_text()
            for line in text.splitlines():
                if line.startswith(marker): return line
            if qemu.poll() is not None:
                raise RuntimeError(f"QEMU exited before {marker}")
            time.sleep(0.02)
        raise TimeoutError(marker)

    try:
        qmp = QMP(qmp_path, deadline)
        fb = wait_for("@@FB0")
        print(f"  {fb}")
        holding = wait_for("@@HOLDING")
        if "mode=1" not in holding: failures.append(f"console not in graphics mode while playing ({holding})")
        expected = read_png_rgba(o.expected)
        for shot in (1, 2):
            ppm = os.path.abspath(os.path.join(o.out, f"{o.name}.screen{shot}.ppm"))
            qmp.call("screendump", filename=ppm)
            verdict, bad = compare(expected, read_ppm(ppm), o.bpp)
            print(f"  screendump {shot}: {verdict}")
            if bad: failures.append(f"screendump {shot}: {verdict}")
            if shot == 1: time.sleep(2)  # longer than fbcon's cursor blink: a cursor would show by now
        done = wait_for("@@DONE")
        print(f"  {done}")
        if "rc=0" not in done: failures.append(f"rasterchart did not exit cleanly on SIGTERM ({done})")
        if "mode=0" not in done: failures.append(f"console not restored to text mode ({done})")
        qmp.call("quit")
    except TimeoutError as e:
        print(f"  TIMEOUT waiting for {e} after {time.time() - start:.1f} s")
        print(log_text()[-2000:])
        qemu.kill()
        return 2
    except Exception as e:
        failures.append(f"{type(e).__name__}: {e}")
        print(log_text()[-2000:])
    finally:
        try: qemu.wait(timeout=5)
        except subprocess.TimeoutExpired: qemu.kill()
    print(f"  {o.name}: {'FAIL: ' + '; '.join(failures) if failures else 'pass'} ({time.time() - start:.1f} s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
