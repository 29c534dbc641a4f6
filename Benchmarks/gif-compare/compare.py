"""Compares GIF encoders on the same rendered frames.

For each scene and size: gif-bench renders every frame to PNG (--frames) and
writes our GIF in the same run (--gif), reporting render and encode time; then
Pillow encodes the frames as matplotlib's PillowWriter does (RGBA frames,
save_all=True, duration=1000/fps, loop=0) and ffmpeg with palettegen +
paletteuse. Every GIF is decoded with Pillow and each *source* frame is compared
with the frame the GIF shows at that frame's time: bytes, encode seconds, PSNR
mean and minimum over all source frames. "Own" PSNR compares each source frame
with the decoded frame that encodes it, counted in the encoder's own time (a
frame of d ms encodes round(d / (1000/fps)) source frames), so it leaves out
timing: PillowWriter's 33 ms become 3 cs and its GIFs play 10 % fast, which the
first measure counts as error. Ours keep exact times, so both are the same. Our
GIF is also decoded by giflib (gif-bench decode) and ffmpeg, and the three
decoders must agree pixel for pixel.

With --json FILE every row is also written there (for
Benchmarks/performance-page.py), with the decoders' verdict and Pillow's and
ffmpeg's versions.

Timing notes: our encode time excludes rendering (measured inside the same
process); Pillow's is the save() call alone; ffmpeg's is the whole process,
which includes decoding the PNG frames.
"""
import argparse, glob, json, os, shutil, subprocess, time
import numpy as np
import PIL
from PIL import Image


def run(cmd):
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def fields(line):
    return dict(kv.split("=", 1) for kv in line.split())


def decode_pillow(path):
    """Frames as RGB arrays and their start times in ms."""
    im = Image.open(path)
    frames, starts, t = [], [], 0
    for i in range(im.n_frames):
        im.seek(i)
        frames.append(np.asarray(im.convert("RGB"), dtype=np.int16))
        starts.append(t)
        t += im.info.get("duration", 0)
    return frames, starts, t


def psnr(a, b):
    mse = np.mean((a.astype(np.float64) - b) ** 2)
    return float("inf") if mse == 0 else 10 * np.log10(255 * 255 / mse)


def shown_at(starts, t_ms):
    """Index of the frame on screen at t_ms (5 ms tolerance for rounding)."""
    i = 0
    for j, s in enumerate(starts):
        if s <= t_ms + 5:
            i = j
    return i


def summary(values):
    """PSNR of the mean squared error over all frames, and the minimum."""
    finite = [v for v in values if v != float("inf")]
    mean = float("inf") if not finite else 10 * np.log10(255 * 255 / np.mean([255 * 255 / 10 ** (v / 10) for v in values]))
    return mean, min(values)


def score(decoded, sources, times_ms):
    """Each source frame against the decoded frame on screen at its time."""
    frames, starts, _ = decoded
    return summary([psnr(frames[shown_at(starts, t)], src) for src, t in zip(sources, times_ms)])


def own_score(decoded, sources, fps):
    """Each source frame against the decoded frame that encodes it, counted in frames."""
    frames, starts, total = decoded
    ends = starts[1:] + [total]
    values, k = [], 0
    for j, frame in enumerate(frames):
        count = len(sources) - k if j == len(frames) - 1 else max(1, round((ends[j] - starts[j]) * fps / 1000))
        for src in sources[k:k + count]:
            values.append(psnr(frame, src))
        k += count
    values += [psnr(frames[-1], src) for src in sources[k:]]
    return summary(values)


def decoders_agree(bench, path, work):
    """Our GIF through giflib, Pillow and ffmpeg: same frames, same pixels?"""
    g, f = os.path.join(work, "giflib"), os.path.join(work, "ffmpeg")
    for d in (g, f):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    run([bench, "decode", path, g])
    run(["ffmpeg", "-v", "error", "-i", path, "-fps_mode", "passthrough", os.path.join(f, "%05d.png")])
    pillow, _, _ = decode_pillow(path)
    gl = sorted(glob.glob(g + "/*.png"))
    ff = sorted(glob.glob(f + "/*.png"))
    if not (len(pillow) == len(gl) == len(ff)):
        return "frame counts differ: Pillow %d, giflib %d, ffmpeg %d" % (len(pillow), len(gl), len(ff))
    for i, (p, a, b) in enumerate(zip(pillow, gl, ff)):
        a = np.asarray(Image.open(a).convert("RGB"), dtype=np.int16)
        b = np.asarray(Image.open(b).convert("RGB"), dtype=np.int16)
        if not (np.array_equal(p, a) and np.array_equal(p, b)):
            return "frame %d differs" % i
    return "identical (%d frames)" % len(pillow)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bench", required=True)
    ap.add_argument("--scenes", default="bars,line")
    ap.add_argument("--sizes", default="480x320,800x480,1920x1080")
    ap.add_argument("--fps", type=int, default=30)
    ap.add_argument("--max-error", default="6")
    ap.add_argument("--psnr", default="56")
    ap.add_argument("--work", default="/tmp/gif-compare")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", metavar="FILE", help="also write the rows to FILE as JSON")
    args = ap.parse_args()
    rows, verdicts = [], {}
    for scene in args.scenes.split(","):
        for size in args.sizes.split(","):
            work = os.path.join(args.work, scene + "-" + size)
            shutil.rmtree(work, ignore_errors=True)
            frames_dir = os.path.join(work, "frames")
            os.makedirs(frames_dir)
            ours = os.path.join(work, "rasterchart.gif")
            info = fields(run([args.bench, scene, size, "--fps", str(args.fps), "--max-error", args.max_error, "--psnr", args.psnr, "--frames", frames_dir, "--gif", ours]))
            pngs = sorted(glob.glob(frames_dir + "/*.png"))
            duration = float(info["duration"])
            k = len(pngs)
            ours_ms = [10 * round(100 * min(i / args.fps, duration)) for i in range(k)]
            step_ms = [i * int(1000 / args.fps) for i in range(k)]
            even_ms = [i * 1000 / args.fps for i in range(k)]
            sources = [np.asarray(Image.open(p).convert("RGB"), dtype=np.int16) for p in pngs]

            pil_path = os.path.join(work, "pillow.gif")
            images = [Image.open(p).convert("RGBA") for p in pngs]
            t0 = time.perf_counter()
            images[0].save(pil_path, save_all=True, append_images=images[1:], duration=int(1000 / args.fps), loop=0)
            pil_s = time.perf_counter() - t0
            del images

            ff_path = os.path.join(work, "ffmpeg.gif")
            t0 = time.perf_counter()
            run(["ffmpeg", "-v", "error", "-y", "-framerate", str(args.fps), "-i", os.path.join(frames_dir, "%05d.png"),
                 "-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0", ff_path])
            ff_s = time.perf_counter() - t0

            agree = decoders_agree(args.bench, ours, work)
            for name, path, secs, times in (("rasterchart", ours, float(info["encode_s"]), ours_ms),
                                            ("Pillow", pil_path, pil_s, step_ms),
                                            ("ffmpeg", ff_path, ff_s, even_ms)):
                decoded = decode_pillow(path)
                mean, low = score(decoded, sources, times)
                own_mean, own_low = own_score(decoded, sources, args.fps)
                n = len(decoded[0])
                del decoded
                rows.append((scene, size, name, os.path.getsize(path), secs, mean, low, own_mean, own_low, n))
            rows.append((scene, size, "render", None, float(info["render_s"]), None, None, None, None, k))
            verdicts[scene + " " + size] = agree
            print("%s %s: decoders %s" % (scene, size, agree), flush=True)
            del sources
    fmt = "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |" if args.markdown else "{:5} {:9} {:12} {:>10} {:>9} {:>9} {:>9} {:>9} {:>9} {:>7}"
    print(fmt.format("scene", "size", "encoder", "bytes", "encode s", "PSNR mean", "PSNR min", "own mean", "own min", "frames"))
    if args.markdown:
        print("|---|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for scene, size, name, size_b, secs, mean, low, own_mean, own_low, n in rows:
        if size_b is None:
            print(fmt.format(scene, size, "(render)", "", "%.3f" % secs, "", "", "", "", n))
        else:
            print(fmt.format(scene, size, name, size_b, "%.3f" % secs, "%.1f" % mean, "%.1f" % low, "%.1f" % own_mean, "%.1f" % own_low, n))
    if args.json:
        write_json(args.json, rows, verdicts, args)


def write_json(path, rows, verdicts, args):
    """The rows as JSON; an infinite PSNR (exact frames) becomes null."""
    def finite(v):
        return None if v is None or v == float("inf") else v
    ffmpeg = "ffmpeg " + run(["ffmpeg", "-version"]).split()[2]
    keys = ("scene", "size", "encoder", "bytes", "seconds", "psnr_mean", "psnr_min", "own_mean", "own_min", "frames")
    result = {
        "fps": args.fps, "max_error": args.max_error, "psnr": args.psnr,
        "pillow": PIL.__version__, "ffmpeg": ffmpeg, "decoders": verdicts,
        "rows": [{k: finite(v) for k, v in zip(keys, row)} for row in rows],
    }
    with open(path, "w") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
