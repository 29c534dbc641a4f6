"""skia-python peer: static layers cached as images, bars with Skia's linear
gradient, the glow as four chained native drop-shadow image filters (each the
shadow of everything before it, drawn under it); frames handed to Pillow."""

import skia
from PIL import Image

from scenes import BACKGROUND, BAR, SECONDARY, SHADOW_OFFSET, SHADOWS, WHITE


def _color(rgb, alpha=1.0):
    return skia.Color4f(rgb[0], rgb[1], rgb[2], alpha).toColor()


def _text(canvas, text, x, y, size, color, align):
    font = skia.Font(skia.Typeface("DejaVu Sans"), size)
    width = font.measureText(text)
    fx = {"left": x, "right": x - width, "center": x - width / 2}[align]
    metrics = font.getMetrics()
    canvas.drawString(text, fx, y - (metrics.fAscent + metrics.fDescent) / 2, font, skia.Paint(Color=_color(color), AntiAlias=True))


class Renderer:
    def __init__(self, scene):
        self.scene = scene
        sp = scene.space
        self.w, self.h, self.s = sp.w, sp.h, sp.s
        surface = skia.Surface(self.w, self.h)
        canvas = surface.getCanvas()
        canvas.clear(_color(BACKGROUND))
        self.overlay = None
        if scene.name == "bars":
            for y, x0, x1, label, (lx, ly) in scene.grid_lines():
                canvas.drawRect(skia.Rect.MakeXYWH(x0, y - self.s / 2, x1 - x0, self.s), skia.Paint(Color=_color(WHITE, 0.10), AntiAlias=True))
                _text(canvas, label, lx, ly, 12 * self.s, WHITE, "right")
            axis = skia.Paint(Color=_color(WHITE, 0.25), AntiAlias=True)
            (tx, ty), (bx, by), (ex, _) = scene.box(0, 0), scene.box(0, 200), scene.box(275, 200)
            canvas.drawRect(skia.Rect.MakeXYWH(tx - self.s / 2, ty, self.s, by - ty), axis)
            canvas.drawRect(skia.Rect.MakeXYWH(bx, by - self.s / 2, ex - bx, self.s), axis)
            for label, (x, y) in scene.x_labels():
                _text(canvas, label, x, y, 12 * self.s, WHITE, "center")
        else:
            for (ax, ay), (bx, _) in scene.dividers():
                canvas.drawRect(skia.Rect.MakeXYWH(ax, ay - self.s / 2, bx - ax, self.s), skia.Paint(Color=_color(SECONDARY, 0.35), AntiAlias=True))
            for text, (x, y), align in scene.date_labels():
                _text(canvas, text, x, y, 12 * self.s, SECONDARY, align)
            overlay = skia.Surface(self.w, self.h)
            oc = overlay.getCanvas()
            oc.clear(skia.ColorTRANSPARENT)
            for text, (x, y) in scene.value_labels():
                _text(oc, text, x, y, 12 * self.s, SECONDARY, "left")
            self.overlay = overlay.makeImageSnapshot()
            shadow = None
            offset = round(SHADOW_OFFSET * self.s)
            for alpha, radius in SHADOWS:
                sigma = radius * self.s
                shadow = skia.ImageFilters.DropShadow(0, offset, sigma, sigma, _color(scene.color, alpha), shadow)
            self.line_paint = skia.Paint(
                Color=_color(scene.color), AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=2 * self.s,
                StrokeCap=skia.Paint.kRound_Cap, StrokeJoin=skia.Paint.kRound_Join, ImageFilter=shadow)
        self.background = surface.makeImageSnapshot()
        self.surface = skia.Surface(self.w, self.h)

    def render(self, t):
        """Frame at time t as a Pillow RGB image."""
        canvas = self.surface.getCanvas()
        canvas.drawImage(self.background, 0, 0)
        if self.scene.name == "bars":
            for x, y, w, h in self.scene.bar_rects(t):
                shader = skia.GradientShader.MakeLinear(
                    [skia.Point(x, y), skia.Point(x, y + h)], [_color(BAR), _color(BAR, 0.33)])
                canvas.drawRect(skia.Rect.MakeXYWH(x, y, w, h), skia.Paint(Shader=shader, AntiAlias=True))
        else:
            line = self.scene.trimmed(t)
            if line:
                path = skia.Path()
                path.moveTo(*line[0])
                for p in line[1:]:
                    path.lineTo(*p)
                canvas.drawPath(path, self.line_paint)
            canvas.drawImage(self.overlay, 0, 0)
        pixels = self.surface.makeImageSnapshot().toarray(colorType=skia.kRGBA_8888_ColorType)
        return Image.fromarray(pixels[:, :, :3], "RGB")
