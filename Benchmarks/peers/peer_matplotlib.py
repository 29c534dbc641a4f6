"""matplotlib peer: one figure in pixel coordinates, bars as gradient images,
the line as a Line2D whose agg_filter computes the glow (numpy/scipy, glow.py);
the GIF through FuncAnimation + PillowWriter, as matplotlib users write one."""

import matplotlib

matplotlib.use("Agg")
import numpy as np  # noqa: E402
from matplotlib.animation import FuncAnimation, PillowWriter  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.backends.backend_agg import FigureCanvasAgg  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402
from PIL import Image  # noqa: E402

from glow import glow  # noqa: E402
from scenes import BACKGROUND, BAR, FPS, SECONDARY, SHADOW_OFFSET, SHADOWS, WHITE  # noqa: E402

DPI = 100


class Renderer:
    def __init__(self, scene):
        self.scene = scene
        sp = scene.space
        self.w, self.h, self.s = sp.w, sp.h, sp.s
        self.fig = Figure(figsize=(self.w / DPI, self.h / DPI), dpi=DPI, facecolor=BACKGROUND)
        self.canvas = FigureCanvasAgg(self.fig)
        ax = self.fig.add_axes((0, 0, 1, 1))
        ax.set_xlim(0, self.w)
        ax.set_ylim(self.h, 0)
        ax.axis("off")
        self.ax = ax
        size = 12 * self.s * 72 / DPI
        if scene.name == "bars":
            for y, x0, x1, label, (lx, ly) in scene.grid_lines():
                ax.add_patch(Rectangle((x0, y - self.s / 2), x1 - x0, self.s, color=WHITE, alpha=0.10, lw=0))
                ax.text(lx, ly, label, color=WHITE, fontsize=size, ha="right", va="center", family="DejaVu Sans")
            (tx, ty), (bx, by), (ex, _) = scene.box(0, 0), scene.box(0, 200), scene.box(275, 200)
            ax.add_patch(Rectangle((tx - self.s / 2, ty), self.s, by - ty, color=WHITE, alpha=0.25, lw=0))
            ax.add_patch(Rectangle((bx, by - self.s / 2), ex - bx, self.s, color=WHITE, alpha=0.25, lw=0))
            for label, (x, y) in scene.x_labels():
                ax.text(x, y, label, color=WHITE, fontsize=size, ha="center", va="center", family="DejaVu Sans")
            gradient = np.zeros((256, 1, 4))
            gradient[..., :3] = BAR
            gradient[:, 0, 3] = np.linspace(1, 0.33, 256)
            self.bars = [ax.imshow(gradient, extent=(0, 1, 1, 0), aspect="auto", interpolation="bilinear") for _ in scene.values]
        else:
            for (ax0, ay), (bx, _) in scene.dividers():
                ax.add_patch(Rectangle((ax0, ay - self.s / 2), bx - ax0, self.s, color=SECONDARY, alpha=0.35, lw=0))
            for text, (x, y), align in scene.date_labels():
                ax.text(x, y, text, color=SECONDARY, fontsize=size, ha=align, va="center", family="DejaVu Sans")
            for text, (x, y) in scene.value_labels():
                ax.text(x, y, text, color=SECONDARY, fontsize=size, ha="left", va="center", family="DejaVu Sans", zorder=5)
            (self.line,) = ax.plot([], [], color=scene.color, lw=2 * self.s * 72 / DPI, solid_capstyle="round", solid_joinstyle="round")
            self.line.set_agg_filter(self._glow)
        ax.set_xlim(0, self.w)
        ax.set_ylim(self.h, 0)

    def _glow(self, image, dpi):
        """agg_filter: the line's pixels in, line plus glow out (padded by the glow's reach)."""
        pad = int(sum(3 * r * self.s for _, r in SHADOWS) + len(SHADOWS) * SHADOW_OFFSET * self.s) + 1
        h, w = image.shape[:2]
        cov = np.zeros((h + 2 * pad, w + 2 * pad), np.float32)
        cov[pad : pad + h, pad : pad + w] = image[..., 3]
        out = np.empty((h + 2 * pad, w + 2 * pad, 4), np.float32)
        out[..., :3] = self.scene.color
        out[..., 3] = glow(cov, self.s)
        return out, -pad, -pad

    def update(self, t):
        if self.scene.name == "bars":
            rects = {round(x): (x, y, w, h) for x, y, w, h in self.scene.bar_rects(t)}
            for i, image in enumerate(self.bars):
                x = self.scene.box(25 + i * self.scene.slot, 0)[0]
                r = rects.get(round(x))
                image.set_visible(r is not None)
                if r:
                    image.set_extent((r[0], r[0] + r[2], r[1] + r[3], r[1]))
            return self.bars
        line = self.scene.trimmed(t) or []
        self.line.set_data([p[0] for p in line], [p[1] for p in line])
        return [self.line]

    def render(self, t):
        """Frame at time t as a Pillow RGB image."""
        self.update(t)
        self.canvas.draw()
        return Image.fromarray(np.asarray(self.canvas.buffer_rgba())[:, :, :3].copy(), "RGB")

    def write_gif(self, times, path):
        animation = FuncAnimation(self.fig, self.update, frames=times, blit=False)
        animation.save(path, writer=PillowWriter(fps=FPS), dpi=DPI)
