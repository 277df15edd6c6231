"""Colour contrast of both themes, measured as WCAG 2 defines it.

Every text colour a theme draws is measured on every ground it is drawn on: the table
itself (the felt's lightest part, or the plain ground), a panel over it at its most
translucent, and the faces of the buttons (plain, focused, pointed at, accented). The
high-contrast theme must reach 7:1 (WCAG AAA) for all of them and 3:1 for the marks that
are no text (panel and button edges, the focus ring, the card outline). The standard
theme reaches 4.5:1 (AA) for text on its panels and buttons and for white on the felt;
its gold titles on the felt are large text (3:1). Its dim, red and blue text straight on
the felt's lightest part does not reach 4.5:1 (2.9, 2.3 and 2.5): that is what the
high-contrast theme is for (test_standard_text_on_the_bare_felt names them).
"""

from __future__ import annotations

import pygame
import pytest

from game import assets
from game.ui import renderer
from game.ui.renderer import HIGH_CONTRAST, STANDARD, Palette

Rgb = tuple[int, int, int]
PANEL_ALPHA = 170  # the most translucent panel that holds text (renderer.panel's default)


def luminance(colour: Rgb) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a: Rgb, b: Rgb) -> float:
    """WCAG contrast ratio of two colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def over(top: Rgb, alpha: int, ground: Rgb) -> Rgb:
    """`top` drawn with `alpha` over `ground`."""
    a = alpha / 255
    return tuple(round(t * a + g * (1 - a)) for t, g in zip(top, ground, strict=True))  # type: ignore[return-value]


def lift(colour: Rgb, by: int) -> Rgb:
    """A button face made lighter as renderer.button does."""
    return tuple(min(255, c + by) for c in colour)  # type: ignore[return-value]


def lightest_felt() -> Rgb:
    """The lightest tenth of the felt as drawn at 1280x720: text on the felt must read
    even there."""
    pygame.init()
    assets.set_plain_background(None)
    surface = assets.felt(1280, 720)
    pixels = [surface.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)]
    pixels.sort(key=luminance)
    top = pixels[len(pixels) * 9 // 10 :]
    return tuple(round(sum(p[i] for p in top) / len(top)) for i in range(3))  # type: ignore[return-value]


def grounds(theme: Palette, felt: Rgb) -> dict[str, Rgb]:
    """Every ground a text colour is drawn on, named."""
    table = theme.ground or felt
    alpha = max(PANEL_ALPHA, 235) if theme.solid else PANEL_ALPHA
    return {"table": table, "panel": over(theme.panel, alpha, table)}


def button_faces(theme: Palette) -> dict[str, Rgb]:
    """The faces of an enabled button that carry the theme's text colour."""
    return {
        "button": theme.button,
        "focused button": lift(theme.button, theme.focus_lift),
        "pointed button": lift(theme.button, theme.focus_lift * 4 // 7),
        "accent button": theme.button_accent,
        "focused accent button": lift(theme.button_accent, theme.focus_lift),
    }


def text_pairs(theme: Palette, felt: Rgb) -> list[tuple[str, Rgb, Rgb]]:
    """(what, text colour, ground) for every text the theme draws."""
    texts = {
        "white": theme.white,
        "cream": theme.cream,
        "dim": theme.dim,
        "gold": theme.gold,
        "red": theme.red,
        "accent": theme.accent,
    }
    pairs = [
        (f"{name} on {where}", colour, ground)
        for name, colour in texts.items()
        for where, ground in grounds(theme, felt).items()
    ]
    pairs += [(f"white on {face}", theme.white, c) for face, c in button_faces(theme).items()]
    pairs += [
        ("ink on the confirm button", theme.ink, theme.confirm),
        ("ink on the pointed confirm button", theme.ink, theme.gold),
        ("ink on the gold lead tag", theme.ink, theme.gold),
    ]
    return pairs


@pytest.fixture(scope="module")
def felt() -> Rgb:
    """The lightest felt."""
    return lightest_felt()


def test_high_contrast_text_reads_at_aaa_on_every_ground(felt: Rgb) -> None:
    """High contrast: every text colour at 7:1 or more (AAA) on every ground."""
    pairs = text_pairs(HIGH_CONTRAST, felt)
    weak = [(what, round(ratio(a, b), 2)) for what, a, b in pairs if ratio(a, b) < 7]
    assert weak == []
    assert len(pairs) == 6 * 2 + 5 + 3


def test_standard_text_reads_at_aa_on_panels_and_buttons(felt: Rgb) -> None:
    """Standard: every text colour on a panel, the button labels and the dark words on
    gold at 4.5:1 or more (AA); white and cream on the bare felt too."""
    pairs = [
        (what, a, b)
        for what, a, b in text_pairs(STANDARD, felt)
        if not what.endswith(" on table") or what.split()[0] in ("white", "cream")
    ]
    weak = [(what, round(ratio(a, b), 2)) for what, a, b in pairs if ratio(a, b) < 4.5]
    assert weak == []
    assert len(pairs) == 6 + 2 + 5 + 3


def test_standard_text_on_the_bare_felt(felt: Rgb) -> None:
    """Gold titles on the felt are large text and reach 3:1; dim, red and blue text on
    the felt's lightest part stay under 4.5:1, as the module docstring says (should the
    felt or those colours change, this says so)."""
    table = grounds(STANDARD, felt)["table"]
    assert ratio(STANDARD.gold, table) >= 3
    short = {
        name: round(ratio(colour, table), 1)
        for name, colour in (
            ("dim", STANDARD.dim),
            ("red", STANDARD.red),
            ("accent", STANDARD.accent),
        )
    }
    assert short == {"dim": 2.9, "red": 2.3, "accent": 2.5}


def test_high_contrast_marks_stand_out(felt: Rgb) -> None:
    """Edges, the focus ring and the card outline: 3:1 or more against what they border."""
    theme = HIGH_CONTRAST
    panel = grounds(theme, felt)["panel"]
    assert theme.ground is not None
    marks = [
        ("panel edge on the table", theme.border, theme.ground),
        ("panel edge on the panel", theme.border, panel),
        ("button edge on the table", theme.button_edge, theme.ground),
        ("button edge on the button", theme.button_edge, theme.button),
        ("focus ring on the table", theme.gold, theme.ground),
        ("focus ring on the button", theme.gold, theme.button),
        ("card outline on the table", theme.border, theme.ground),
        ("dim text apart from white text", theme.dim, theme.ground),
    ]
    weak = [(what, round(ratio(a, b), 2)) for what, a, b in marks if ratio(a, b) < 3]
    assert weak == []
    # Nothing of the felt's mid-tone green is left: the ground is near black.
    assert luminance(theme.ground) < 0.01 and theme.solid


def test_the_contrast_measure_matches_wcag() -> None:
    """White on black is 21:1, equal colours 1:1, and WCAG's own example #777 on white
    4.48:1: the measure is the standard one."""
    assert ratio((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    assert ratio((10, 20, 30), (10, 20, 30)) == pytest.approx(1.0)
    assert ratio((119, 119, 119), (255, 255, 255)) == pytest.approx(4.48, abs=0.01)


def test_theme_switch_changes_what_screens_read() -> None:
    """Screens read renderer.WHITE (and the rest) when they draw: switching the theme
    switches them, and back."""
    try:
        renderer.use_theme("high_contrast")
        read = (renderer.WHITE, renderer.GOLD, renderer.PANEL)
        assert read == (HIGH_CONTRAST.white, HIGH_CONTRAST.gold, HIGH_CONTRAST.panel)
        renderer.use_theme("nonsense")  # an unknown name: the standard theme
        white = renderer.WHITE
        assert renderer.palette() is STANDARD and white == STANDARD.white
    finally:
        renderer.use_theme("standard")
