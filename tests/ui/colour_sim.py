"""Colour-vision simulations of a rendered surface, and the measures the colour tests use.

Protanopia and deuteranopia follow Viénot, Brettel & Mollon 1999, tritanopia Brettel,
Viénot & Mollon 1997 (the models the `daltonlens` library recommends for full
dichromacy); greyscale is the CIE relative luminance (no hue at all). TEST and tools
dependency only (numpy, daltonlens): the game never imports this.
"""

from __future__ import annotations

import numpy as np
import pygame
from daltonlens import simulate

VISIONS = ("normal", "deuteranopia", "protanopia", "tritanopia", "greyscale")
_DEFICIENCY = {
    "deuteranopia": simulate.Deficiency.DEUTAN,
    "protanopia": simulate.Deficiency.PROTAN,
    "tritanopia": simulate.Deficiency.TRITAN,
}
_VIENOT = simulate.Simulator_Vienot1999()
_BRETTEL = simulate.Simulator_Brettel1997()


def pixels(surface: pygame.Surface) -> np.ndarray:
    """The surface's RGB pixels as an (height, width, 3) uint8 array."""
    return np.ascontiguousarray(pygame.surfarray.array3d(surface).transpose(1, 0, 2))


def simulated(rgb: np.ndarray, vision: str) -> np.ndarray:
    """The image as a person with `vision` sees it (uint8 sRGB)."""
    if vision == "normal":
        return rgb
    if vision == "greyscale":
        grey = np.round(np.clip(srgb_from_linear(relative_luminance(rgb)), 0, 1) * 255)
        return np.repeat(grey.astype(np.uint8)[..., None], 3, axis=2)
    model = _BRETTEL if vision == "tritanopia" else _VIENOT
    out: np.ndarray = model.simulate_cvd(rgb, _DEFICIENCY[vision], severity=1.0)
    return out


def linear(rgb: np.ndarray) -> np.ndarray:
    """sRGB uint8 to linear light 0..1 (the sRGB transfer function)."""
    c = rgb.astype(np.float64) / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def srgb_from_linear(value: np.ndarray) -> np.ndarray:
    """Linear light 0..1 back to sRGB 0..1."""
    return np.where(value <= 0.0031308, value * 12.92, 1.055 * value ** (1 / 2.4) - 0.055)


def relative_luminance(rgb: np.ndarray) -> np.ndarray:
    """WCAG relative luminance of each pixel (0 black .. 1 white)."""
    lin = linear(rgb)
    out: np.ndarray = 0.2126 * lin[..., 0] + 0.7152 * lin[..., 1] + 0.0722 * lin[..., 2]
    return out


def lightness(rgb: np.ndarray) -> np.ndarray:
    """CIE L* (0..100) of each pixel: equal steps look equally different."""
    y = relative_luminance(rgb)
    out: np.ndarray = np.where(y > 216 / 24389, 116 * np.cbrt(y) - 16, y * 24389 / 27)
    return out


def contrast(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """WCAG contrast ratio between two luminance arrays, pixel by pixel (1..21)."""
    out: np.ndarray = (np.maximum(a, b) + 0.05) / (np.minimum(a, b) + 0.05)
    return out


def save_png(rgb: np.ndarray, path: str) -> None:
    """Save an RGB array as a PNG."""
    surface = pygame.surfarray.make_surface(np.ascontiguousarray(rgb.transpose(1, 0, 2)))
    pygame.image.save(surface, path)
