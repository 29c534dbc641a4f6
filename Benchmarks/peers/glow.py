"""The line chart's glow on one alpha plane with numpy/scipy, for the peers that
have no native blur (cairo): the same chained recurrence docs/scenes.md describes,
L_k = L + (1 - L) * a_k * shift(G_sigma_k * L), outside the canvas transparent.
The plane is padded below by the shadows' total offset so that what a shadow
pushes past the bottom edge is still there for the next blur."""

import numpy as np
from scipy.ndimage import gaussian_filter

from scenes import SHADOWS, SHADOW_OFFSET


def glow(coverage, scale):
    """coverage: float32 plane 0…1 (h × w). Returns the chain's final alpha, same shape."""
    h, w = coverage.shape
    offset = int(round(SHADOW_OFFSET * scale))
    pad = offset * len(SHADOWS)
    layer = np.zeros((h + pad, w), dtype=np.float32)
    layer[:h] = coverage
    for alpha, radius in SHADOWS:
        blurred = gaussian_filter(layer, radius * scale, mode="constant", truncate=3.0)
        shifted = np.zeros_like(blurred)
        shifted[offset:] = blurred[:-offset] if offset > 0 else blurred
        layer = layer + (1 - layer) * alpha * shifted
    return layer[:h]
