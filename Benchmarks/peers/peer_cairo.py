"""pycairo peer: static layers cached as surfaces, bars as cairo gradients, the
line stroked by cairo and its glow computed with numpy/scipy (glow.py); frames
handed to Pillow."""

import cairo
import numpy as np
from PIL import Image

from glow import glow
from scenes import BACKGROUND, BAR, SECONDARY, WHITE


def _text(ctx, text, x, y, size, color, align):
    ctx.select_font_face("DejaVu Sans")
    ctx.set_font_size(size)
    ext = ctx.text_extents(text)
    fx = {"left": x, "right": x - ext.x_advance, "center": x - ext.x_advance / 2}[align]
    ascent, descent = ctx.font_extents()[:2]
    ctx.set_source_rgb(*color)
    ctx.move_to(fx, y + (ascent - descent) / 2)
    ctx.show_text(text)


class Renderer:
    def __init__(self, scene):
        self.scene = scene
        sp = scene.space
        self.w, self.h, self.s = sp.w, sp.h, sp.s
        self.background = cairo.ImageSurface(cairo.FORMAT_RGB24, self.w, self.h)
        ctx = cairo.Context(self.background)
        ctx.set_source_rgb(*BACKGROUND)
        ctx.paint()
        self.overlay = None
        if scene.name == "bars":
            for y, x0, x1, label, (lx, ly) in scene.grid_lines():
                ctx.set_source_rgba(*WHITE, 0.10)
                ctx.rectangle(x0, y - self.s / 2, x1 - x0, self.s)
                ctx.fill()
                _text(ctx, label, lx, ly, 12 * self.s, WHITE, "right")
            ctx.set_source_rgba(*WHITE, 0.25)
            (tx, ty), (bx, by), (ex, _) = scene.box(0, 0), scene.box(0, 200), scene.box(275, 200)
            ctx.rectangle(tx - self.s / 2, ty, self.s, by - ty)
            ctx.rectangle(bx, by - self.s / 2, ex - bx, self.s)
            ctx.fill()
            for label, (x, y) in scene.x_labels():
                _text(ctx, label, x, y, 12 * self.s, WHITE, "center")
        else:
            for (ax, ay), (bx, _) in scene.dividers():
                ctx.set_source_rgba(*SECONDARY, 0.35)
                ctx.rectangle(ax, ay - self.s / 2, bx - ax, self.s)
                ctx.fill()
            for text, (x, y), align in scene.date_labels():
                _text(ctx, text, x, y, 12 * self.s, SECONDARY, align)
            self.overlay = cairo.ImageSurface(cairo.FORMAT_ARGB32, self.w, self.h)
            octx = cairo.Context(self.overlay)
            for text, (x, y) in scene.value_labels():
                _text(octx, text, x, y, 12 * self.s, SECONDARY, "left")
            self.mask = cairo.ImageSurface(cairo.FORMAT_A8, self.w, self.h)
            self.bg = np.ndarray((self.h, self.w, 4), np.uint8, self.background.get_data(), strides=(self.background.get_stride(), 4, 1)).astype(np.float32)
            self.frame = cairo.ImageSurface(cairo.FORMAT_RGB24, self.w, self.h)

    def render(self, t):
        """Frame at time t as a Pillow RGB image."""
        if self.scene.name == "bars":
            surface = cairo.ImageSurface(cairo.FORMAT_RGB24, self.w, self.h)
            ctx = cairo.Context(surface)
            ctx.set_source_surface(self.background)
            ctx.paint()
            for x, y, w, h in self.scene.bar_rects(t):
                gradient = cairo.LinearGradient(x, y, x, y + h)
                gradient.add_color_stop_rgba(0, *BAR, 1)
                gradient.add_color_stop_rgba(1, *BAR, 0.33)
                ctx.set_source(gradient)
                ctx.rectangle(x, y, w, h)
                ctx.fill()
        else:
            line = self.scene.trimmed(t)
            mctx = cairo.Context(self.mask)
            mctx.set_operator(cairo.OPERATOR_CLEAR)
            mctx.paint()
            mctx.set_operator(cairo.OPERATOR_OVER)
            if line:
                mctx.set_line_width(2 * self.s)
                mctx.set_line_cap(cairo.LINE_CAP_ROUND)
                mctx.set_line_join(cairo.LINE_JOIN_ROUND)
                mctx.move_to(*line[0])
                for p in line[1:]:
                    mctx.line_to(*p)
                mctx.stroke()
            self.mask.flush()
            stride = self.mask.get_stride()
            cov = np.ndarray((self.h, stride), np.uint8, self.mask.get_data())[:, : self.w].astype(np.float32) / 255
            alpha = glow(cov, self.s)[..., None]
            color = np.array([self.scene.color[2], self.scene.color[1], self.scene.color[0], 1], np.float32) * 255
            pixels = self.bg * (1 - alpha) + color * alpha
            out = np.ndarray((self.h, self.w, 4), np.uint8, self.frame.get_data(), strides=(self.frame.get_stride(), 4, 1))
            out[:] = np.clip(pixels + 0.5, 0, 255).astype(np.uint8)
            self.frame.mark_dirty()
            surface = self.frame
            ctx = cairo.Context(surface)
            ctx.set_source_surface(self.overlay)
            ctx.paint()
        surface.flush()
        return Image.frombuffer("RGB", (self.w, self.h), bytes(surface.get_data()), "raw", "BGRX", surface.get_stride(), 1)
