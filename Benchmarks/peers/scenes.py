"""The two charts of docs/scenes.md as plain numbers, shared by every peer.

Each peer (peer_matplotlib.py, peer_cairo.py, peer_skia.py) draws from these
values, so the peers differ only in how they draw. The data comes from the CSV
files `peer-data` writes from rasterchart's built-in data (one source of truth).
"""

import csv
import datetime
import math
import os

FPS = 30
HOLD = 2.0  # rasterchart's default --hold
BACKGROUND = (0x12 / 255, 0x12 / 255, 0x18 / 255)
WHITE = (1.0, 1.0, 1.0)
SECONDARY = (0x8E / 255, 0x8E / 255, 0x93 / 255)
BAR = (0xFF / 255, 0x47 / 255, 0x04 / 255)
UP = (0x2E / 255, 0xCC / 255, 0x71 / 255)
DOWN = (0xFF / 255, 0x4D / 255, 0x4D / 255)
SHADOWS = [(1.0, 10.0), (0.5, 20.0), (0.2, 30.0), (0.1, 40.0)]  # (alpha, radius = sigma in pt)
SHADOW_OFFSET = 10.0


def frame_times(duration):
    """rasterchart's Timeline: frames at k / FPS, the last at `duration`."""
    intervals = duration * FPS
    last = round(intervals) if abs(intervals - round(intervals)) <= 1e-9 * max(1, round(intervals)) else math.ceil(intervals)
    return [duration if k >= last else k / FPS for k in range(last + 1)]


class Space:
    """Design units to pixels: one uniform scale, the design box centred."""

    def __init__(self, design_w, design_h, w, h):
        self.w, self.h = w, h
        self.s = min(w / design_w, h / design_h)
        self.ox = (w - design_w * self.s) / 2
        self.oy = (h - design_h * self.s) / 2

    def px(self, x, y):
        return self.ox + x * self.s, self.oy + y * self.s


def cubic_bezier(x1, y1, x2, y2):
    """CSS cubic-bezier timing as a function of progress 0…1 (bisection on x)."""

    def bez(t, a, b):
        return 3 * (1 - t) ** 2 * t * a + 3 * (1 - t) * t * t * b + t ** 3

    def f(x):
        if x <= 0:
            return 0.0
        if x >= 1:
            return 1.0
        lo, hi = 0.0, 1.0
        for _ in range(40):
            mid = (lo + hi) / 2
            if bez(mid, x1, x2) < x:
                lo = mid
            else:
                hi = mid
        return bez((lo + hi) / 2, y1, y2)

    return f


EASE = cubic_bezier(0.25, 0.1, 0.25, 1.0)


class Bars:
    """`bars`: five gradient bars growing one after another (docs/scenes.md)."""

    name = "bars"

    def __init__(self, data_dir, w, h):
        with open(os.path.join(data_dir, "bars.csv")) as f:
            rows = list(csv.DictReader(f))
        self.labels = [r["label"] for r in rows]
        self.values = [float(r["value"]) for r in rows]
        self.space = Space(340, 240, w, h)
        top = max(self.values) if self.values else 0
        step = 1.0
        candidates = sorted(m * 10 ** k for k in range(-3, 16) for m in (1, 2, 2.5, 5))
        for c in candidates:
            if 6 * c >= top:
                step = c
                break
        self.step, self.top = step, 6 * step
        self.slot = 250 / max(len(self.values), 1)
        self.duration = 1.0 + 0.1 * (len(self.values) - 1)

    def box(self, x, y):
        return self.space.px(50 + x, 10 + y)

    def grid_lines(self):
        """(y in pixels, x0, x1, label) for the six grid lines."""
        out = []
        for k in range(1, 7):
            y = 200 - 30 * k
            (x0, py), (x1, _) = self.box(-5, y), self.box(275, y)
            out.append((py, x0, x1, "%d" % round(k * self.step), self.box(-10, y)))
        return out

    def bar_rects(self, t):
        """(x, y, w, h) in pixels of every bar at time t (empty bars left out)."""
        out = []
        for i, v in enumerate(self.values):
            p = EASE(min(max((t - 0.1 * i) / 1.0, 0), 1))
            height = v / self.top * 180 * p
            x = 25 + i * self.slot
            px, py = self.box(x, 200 - height)
            if height > 0:
                out.append((px, py, 0.6 * self.slot * self.space.s, height * self.space.s))
        return out

    def x_labels(self):
        return [(label, self.box(25 + i * self.slot + 0.3 * self.slot, 215)) for i, label in enumerate(self.labels)]


def abbreviated(v):
    a = abs(v)
    for limit, suffix in ((1e12, "Tr"), (1e9, "Bn"), (1e6, "M"), (1e3, "K")):
        if a >= limit:
            return "%.2f%s" % (v / limit, suffix)
    return "%.2f" % v


class Line:
    """`line`: a price line drawn by a trim, under a four-shadow glow (docs/scenes.md)."""

    name = "line"

    def __init__(self, data_dir, w, h):
        with open(os.path.join(data_dir, "line.csv")) as f:
            rows = list(csv.DictReader(f))
        self.prices = [float(r["price"]) for r in rows]
        last_time = int(rows[-1]["time"])
        self.space = Space(360, 240, w, h)
        lo, hi = min(self.prices), max(self.prices)
        self.lo, self.hi = lo, hi
        n = len(self.prices)
        self.points = []
        for i, p in enumerate(self.prices):
            y = (1 - (p - lo) / (hi - lo)) * 200 if hi > lo else 100
            self.points.append(self.space.px(360 / n * (i + 1), y))
        self.color = UP if self.prices[-1] > self.prices[0] else DOWN
        self.lengths = [0.0]
        for (ax, ay), (bx, by) in zip(self.points, self.points[1:]):
            self.lengths.append(self.lengths[-1] + math.hypot(bx - ax, by - ay))
        self.duration = 2.2
        end = datetime.datetime.fromtimestamp(last_time, datetime.timezone.utc).date()
        start = end - datetime.timedelta(days=7)
        self.dates = ["%d/%d/%02d" % (d.month, d.day, d.year % 100) for d in (start, end)]

    def progress(self, t):
        return min(max((t - 0.2) / 2.0, 0), 1)

    def trimmed(self, t):
        """The polyline up to the trim at time t, in pixels (None before it starts)."""
        p = self.progress(t)
        if p <= 0:
            return None
        target = p * self.lengths[-1]
        out = [self.points[0]]
        for i in range(1, len(self.points)):
            if self.lengths[i] <= target:
                out.append(self.points[i])
                continue
            seg = self.lengths[i] - self.lengths[i - 1]
            f = (target - self.lengths[i - 1]) / seg if seg > 0 else 0
            (ax, ay), (bx, by) = self.points[i - 1], self.points[i]
            out.append((ax + (bx - ax) * f, ay + (by - ay) * f))
            break
        return out

    def dividers(self):
        return [(self.space.px(0, y), self.space.px(360, y)) for y in (0, 100, 200)]

    def value_labels(self):
        rows = [(self.hi, 8), ((self.hi + self.lo) / 2, 100), (self.lo, 192)]
        return [(abbreviated(v), self.space.px(4, y)) for v, y in rows]

    def date_labels(self):
        return [(self.dates[0], self.space.px(4, 220), "left"), (self.dates[1], self.space.px(356, 220), "right")]


SCENES = {"bars": Bars, "line": Line}
