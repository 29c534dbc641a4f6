"""Chooses the ordered-dither matrix for 16-bit framebuffers by measurement.

For each chart and size, rasterchart renders the final frame as a 24-bit PNG
(--png). Each candidate quantizes it to RGB565 here, in numpy. A panel shows
level q of an n-bit channel as the 8-bit value S(q) made by bit replication
(as QEMU's cirrus and most panels' 18/24-bit links do). A value v between S(q)
and S(q + 1) goes up to q + 1 where its fraction of the step beats the
threshold of its screen pixel (x, y), taken from a tile of N×N ranks:

    level = q + [ (v − S(q)) / (S(q + 1) − S(q)) > (rank(x mod N, y mod N) + ½) / N² ]

one threshold for all three channels, so a grey stays grey. A colour a panel
shows exactly (v = S(q)) stays flat, and the mean over a tile is v within
1/2N² of a step. The score is the PSNR of the shown picture against the PNG
after a Gaussian low-pass of σ = 1.5 px (roughly an eye at viewing distance),
over the three channels; the plain PSNR (no low-pass) is given beside it.

Candidates: plain rounding (--dither none: v · (2ⁿ − 1) / 255 to nearest), Bayer 4×4
and 8×8, and blue-noise tiles of 16×16 and 64×64 made here by Ulichney's
void-and-cluster method (Gaussian σ = 1.5 on the torus, fixed seed).

--check also runs rasterchart on an rgb565 --fb-format file with its default
dither and with --dither none, and requires the files to equal the model of
--chosen and of plain rounding byte for byte: the table then measures what
the program writes, not only this model of it.
"""
import argparse, os, subprocess
import numpy as np
from PIL import Image

SIGMA = 1.5


def gaussian_low_pass(image, sigma=SIGMA):
    """Separable Gaussian of radius ⌈3σ⌉ (normalized taps), edges mirrored."""
    radius = int(np.ceil(3 * sigma))
    taps = np.exp(-np.arange(-radius, radius + 1) ** 2 / (2 * sigma * sigma))
    taps /= taps.sum()
    out = image.astype(np.float64)
    for axis in (0, 1):
        pad = [(0, 0)] * out.ndim
        pad[axis] = (radius, radius)
        padded = np.pad(out, pad, mode="symmetric")
        n = out.shape[axis]
        out = sum(w * np.take(padded, np.arange(k, k + n), axis=axis) for k, w in enumerate(taps))
    return out


def psnr(a, b):
    mse = np.mean((np.asarray(a, np.float64) - b) ** 2)
    return float("inf") if mse == 0 else 10 * np.log10(255 * 255 / mse)


def low_pass_psnr(a, b, sigma=SIGMA):
    return psnr(gaussian_low_pass(a, sigma), gaussian_low_pass(b, sigma))


def bayer(n):
    """The n×n Bayer index matrix (n a power of two), ranks 0…n²−1."""
    m = np.zeros((1, 1), np.int64)
    while m.shape[0] < n:
        m = np.block([[4 * m, 4 * m + 2], [4 * m + 3, 4 * m + 1]])
    return m


def void_and_cluster(n, sigma=1.5, seed=1):
    """A blue-noise rank tile (Ulichney 1993), energies by FFT on the torus."""
    rng = np.random.default_rng(seed)
    d = np.minimum(np.arange(n), n - np.arange(n))
    kernel = np.fft.fft2(np.exp(-(d[:, None] ** 2 + d[None, :] ** 2) / (2 * sigma * sigma)))

    def energy(pattern):
        return np.real(np.fft.ifft2(np.fft.fft2(pattern.astype(np.float64)) * kernel))

    def tightest_cluster(pattern):
        return int(np.argmax(np.where(pattern, energy(pattern), -np.inf)))

    def largest_void(pattern):
        return int(np.argmin(np.where(pattern, np.inf, energy(pattern))))

    ones = n * n // 10
    initial = np.zeros((n, n), bool)
    initial.flat[rng.choice(n * n, ones, replace=False)] = True
    while True:  # spread the initial points: move the tightest cluster to the largest void
        c = tightest_cluster(initial)
        initial.flat[c] = False
        v = largest_void(initial)
        initial.flat[v] = True
        if v == c:
            break
    rank = np.zeros(n * n, np.int64)
    pattern = initial.copy()
    for r in range(ones - 1, -1, -1):
        c = tightest_cluster(pattern)
        pattern.flat[c] = False
        rank[c] = r
    pattern = initial.copy()
    for r in range(ones, n * n):
        v = largest_void(pattern)
        pattern.flat[v] = True
        rank[v] = r
    return rank.reshape(n, n)


def candidates():
    return {
        "none": None,
        "bayer4": bayer(4),
        "bayer8": bayer(8),
        "blue16": void_and_cluster(16),
        "blue64": void_and_cluster(64),
    }


BITS = (5, 6, 5)


def shown(bits):
    """The 8-bit value a panel shows for each level of a channel: bit replication."""
    levels = np.arange(1 << bits)
    return (levels << (8 - bits)) | (levels >> (2 * bits - 8))


def quantize(rgb, ranks):
    """Levels (5, 6, 5 bits) of an H×W×3 image under the rank tile, in exact
    integers; None for plain rounding."""
    v = rgb.astype(np.int64)
    if ranks is None:
        maxima = np.array([(1 << b) - 1 for b in BITS])
        return (v * maxima + 127) // 255
    h, w, _ = rgb.shape
    n = ranks.shape[0]
    rank = np.tile(ranks, (h // n + 1, w // n + 1))[:h, :w]
    levels = np.empty_like(v)
    for c, bits in enumerate(BITS):
        values = shown(bits)
        q = np.searchsorted(values, v[..., c], side="right") - 1
        step = values[np.minimum(q + 1, len(values) - 1)] - values[q]
        levels[..., c] = q + ((v[..., c] - values[q]) * 2 * n * n > (2 * rank + 1) * step)
    return levels


def widen(levels):
    return np.stack([shown(bits)[levels[..., c]] for c, bits in enumerate(BITS)], axis=-1)


def rgb565_bytes(levels):
    value = (levels[..., 0] << 11) | (levels[..., 1] << 5) | levels[..., 2]
    return value.astype("<u2").tobytes()


def run(cmd):
    subprocess.run(cmd, check=True, capture_output=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rasterchart", required=True)
    ap.add_argument("--charts", default="line,bars")
    ap.add_argument("--sizes", default="480x320,800x480")
    ap.add_argument("--work", default="/tmp/dither-compare")
    ap.add_argument("--check", action="store_true", help="compare the program's rgb565 files with the model")
    ap.add_argument("--chosen", default="bayer4", help="the candidate the program's default must equal (--check)")
    ap.add_argument("--sigma", type=float, default=SIGMA, help="the low-pass's σ in pixels")
    ap.add_argument("--tiles", help="write the candidate tiles as .npy files into this directory")
    args = ap.parse_args()
    os.makedirs(args.work, exist_ok=True)
    tiles = candidates()
    if args.tiles:
        os.makedirs(args.tiles, exist_ok=True)
        for name, ranks in tiles.items():
            np.save(os.path.join(args.tiles, f"{name}.npy"), ranks)
    print(f"low-pass (σ = {args.sigma:g} px) PSNR in dB against the 24-bit PNG; plain PSNR in brackets")
    print("| chart | size | " + " | ".join(tiles) + " |")
    print("| --- | --- |" + " --- |" * len(tiles))
    failures = []
    for chart in args.charts.split(","):
        for size in args.sizes.split(","):
            width, height = map(int, size.split("x"))
            png = os.path.join(args.work, f"{chart}-{size}.png")
            run([args.rasterchart, chart, "--size", size, "--png", png, "--quiet"])
            reference = np.asarray(Image.open(png).convert("RGB"))
            cells, models = [], {}
            for name, ranks in tiles.items():
                levels = quantize(reference, ranks)
                models[name] = levels
                shown = widen(levels)
                cells.append(f"{low_pass_psnr(shown, reference, args.sigma):.1f} ({psnr(shown, reference):.1f})")
            print(f"| {chart} | {size} | " + " | ".join(cells) + " |")
            if not args.check:
                continue
            for dither, model in (("ordered", args.chosen), ("none", "none")):
                raw = os.path.join(args.work, f"{chart}-{size}-{dither}.raw")
                run([args.rasterchart, chart, "--fb", raw, "--fb-format", f"{size}xrgb565", "--dither", dither,
                     "--hold", "0", "--loop", "1", "--quiet"])
                written = open(raw, "rb").read()
                same = written == rgb565_bytes(models[model])
                print(f"  --dither {dither}: the file {'equals' if same else 'DIFFERS FROM'} the {model} model")
                if not same:
                    failures.append(f"{chart} {size} --dither {dither}")
    if failures:
        raise SystemExit("the program's output differs from the model: " + ", ".join(failures))


if __name__ == "__main__":
    main()
