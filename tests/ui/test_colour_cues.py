"""Colour is never the only cue: every game's table, seen through simulated deuteranopia,
protanopia, tritanopia (Viénot 1999 / Brettel 1997, via daltonlens) and greyscale.

Measures (after each simulation; L* is CIE lightness, contrast the WCAG ratio from
relative luminance):

(a) Things that differ only by colour stay apart: for every deck and every card width the
    tables draw, each pair of same-rank cards of different suits/colours, and each pair of
    Was Sticht colour chips, trick tiles and trump colour cards, differ by at least
    DELTA_L in L* in at least as many pixels as a square an eighth of the thing's width
    on a side (a colour pair of equal lightness differs only where a shape or letter
    does: its marker must be that large, or that different).
(b) Each state mark (the trick's winning card, whose turn, the selected card, the
    keyboard's card, the focused button, an illegal card with highlight_legal on) stands
    out: drawn with and without the state, at least MIN_MARK pixels change with a
    contrast of 3:1 or more (WCAG 1.4.11 non-text contrast) in every vision.

Each table is played and drawn once per state (tests/ui/colour_moments.py); the counts
of tables, pairs and marks checked are asserted.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pygame
import pytest

from game import assets
from game.core.cards import Card
from game.games.was_sticht import view as ws_view
from game.ui import renderer
from game.ui.controller import Phase
from game.ui.layout import Box
from game.ui.table.screen import TableScreen
from tests.ui.colour_moments import TABLES, make_app, open_table, snap
from tests.ui.colour_sim import VISIONS, contrast, lightness, pixels, relative_luminance, simulated

DELTA_L = 10.0  # L* difference that counts as a visible difference
MIN_APART = 1.0  # markers' worth of pixels (see _apart) a pair must differ in
MIN_MARK = 300  # pixels of a state mark at 3:1 or more against what it covers
SIMULATED = VISIONS[1:]  # every vision but the normal one

# Deck faces, their suits or colours, and a rank every suit has.
DECKS = {
    "french": ("CDHS", 7),
    "french4": ("CDHS", 7),
    "swiss": ("CDHS", 7),
    "was_sticht": ("RBGY", 5),
    "stichln": ("PNRYBG", 5),
}


def _apart(a: np.ndarray, b: np.ndarray, width: int) -> float:
    """Pixels whose L* differs by DELTA_L or more, in units of a marker: a square an
    eighth of the thing's `width` on a side (a shape that size differs wholly)."""
    return (
        float(np.count_nonzero(np.abs(lightness(a) - lightness(b)) >= DELTA_L)) / (width / 8) ** 2
    )


def _worst_pair(images: dict[str, pygame.Surface], width: int) -> tuple[float, str]:
    """The least-apart pair of images in any simulated vision, and which it was."""
    worst = (float("inf"), "")
    arrays = {key: pixels(image) for key, image in images.items()}
    for vision in SIMULATED:
        seen = {key: simulated(rgb, vision) for key, rgb in arrays.items()}
        for a, b in itertools.combinations(sorted(seen), 2):
            worst = min(worst, (_apart(seen[a], seen[b], width), f"{a}/{b} {vision}"))
    return worst


@contextmanager
def _card_widths() -> Iterator[set[tuple[str, int]]]:
    """Record the (style, width) of every card face drawn inside."""
    seen: set[tuple[str, int]] = set()
    original = assets.card_face

    def spy(card: Card, width: int, face_style: str = "french") -> pygame.Surface:
        seen.add((assets.deck_folder(card, face_style), width))
        return original(card, width, face_style)

    assets.card_face = spy  # type: ignore[assignment]
    try:
        yield seen
    finally:
        assets.card_face = original  # type: ignore[assignment]


def _mark_pixels(on: pygame.Surface, off: pygame.Surface) -> int:
    """The fewest pixels, over every vision, whose contrast between the two renders is
    3:1 or more (only the box round what changed is simulated: it keeps the test cheap)."""
    a, b = pixels(on), pixels(off)
    rows, cols = np.nonzero(np.any(a != b, axis=2))
    if not len(rows):
        return 0
    a = a[rows.min() : rows.max() + 1, cols.min() : cols.max() + 1]
    b = b[rows.min() : rows.max() + 1, cols.min() : cols.max() + 1]
    return min(
        int(
            np.count_nonzero(
                contrast(
                    relative_luminance(simulated(a, vision)),
                    relative_luminance(simulated(b, vision)),
                )
                >= 3.0
            )
        )
        for vision in VISIONS
    )


def _toggled(app: Any, table: TableScreen, on: Callable[[], None], off: Callable[[], None]) -> int:
    """Mark pixels of a state: drawn with it (`on`), then without it (`off`)."""
    on()
    with_state = snap(app)
    off()
    return _mark_pixels(with_state, snap(app))


def _play_to(app: Any, table: TableScreen, done: Callable[[], bool]) -> None:
    """Step the table (the human plays its first legal action) until `done()` holds."""
    c = table.controller
    for _ in range(5000):
        if done():
            return
        if c.phase == Phase.AWAIT_HUMAN:
            c.human_action(c.human_legal()[0], app.now())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.stack.update(app.now())
        app.frames += 1
    raise AssertionError(f"{table.setup.game.id}: the moment never came")


# Stichln lets any card be played (its rules 5.1): it never has an illegal card to mark.
ANY_CARD = {"stichln"}


def _choosing_turn(table: TableScreen, illegal: bool) -> bool:
    """The human chooses among two or more hand cards (and some may not be played)."""
    turn = table.turn(table.layout())
    return turn is not None and 2 <= len(turn.offer.usable) <= len(turn.offer.cards) - illegal


@pytest.fixture(scope="module")
def app() -> Iterator[Any]:
    application = make_app()
    yield application
    pygame.quit()


def _state_marks(app: Any, game: str, deck: dict[str, Any]) -> dict[str, int]:
    """Each state mark's pixels at one table of `game`, and the card widths drawn."""
    table = open_table(app, game, 4, deck, 5)
    found: dict[str, int] = {}
    try:
        illegal = game not in ANY_CARD
        _play_to(app, table, lambda: _choosing_turn(table, illegal))
        sel = table.selection
        turn = table.turn(table.layout())
        assert turn is not None
        usable = [i for i, card in enumerate(turn.offer.cards) if card in turn.offer.usable]
        settings = app.settings

        def legal_on() -> None:
            app.settings = settings.model_copy(update={"highlight_legal": True})

        def legal_off() -> None:
            app.settings = settings.model_copy(update={"highlight_legal": False})

        if illegal:
            found["illegal"] = _toggled(app, table, legal_on, legal_off)
        app.settings = settings

        def pick() -> None:
            sel.picked = (turn.offer.cards[usable[0]],)

        def unpick() -> None:
            sel.picked = ()

        found["selected"] = _toggled(app, table, pick, unpick)

        def point() -> None:
            sel.cursor, sel.focus = usable[-1], "hand"

        def unpoint() -> None:
            sel.cursor = None

        found["keyboard card"] = _toggled(app, table, point, unpoint)

        def focus_button() -> None:
            sel.focus, sel.button_focus = "buttons", 0

        def unfocus_button() -> None:
            sel.focus, sel.button_focus = "hand", None

        found["focused button"] = _toggled(app, table, focus_button, unfocus_button)
        controller = table.controller
        to_act = controller.to_act

        def nobody() -> None:
            controller.to_act = lambda: None  # type: ignore[method-assign]

        def restore() -> None:
            controller.to_act = to_act  # type: ignore[method-assign]

        found["whose turn"] = _toggled(app, table, restore, nobody)
        restore()
        # The trick's winner, held on the table: with its marks, then without them.
        _play_to(app, table, lambda: _held(app, table))
        held = snap(app)
        frame = table.animator.frame(app.now())
        assert frame is not None
        marks, frame.marks = frame.marks, []
        table.animator.frame = lambda now: frame  # type: ignore[method-assign]
        bare = snap(app)
        frame.marks = marks
        found["winning card"] = _mark_pixels(held, bare)
    finally:
        table.close()
    return found


def _held(app: Any, table: TableScreen) -> bool:
    """A finished trick is held on the table with its winner marked."""
    frame = table.animator.frame(app.now())
    return frame is not None and bool(frame.marks)


@pytest.mark.parametrize(
    ("game", "deck"),
    [
        ("schieber", {"jass_faces": "swiss"}),
        ("klaverjas", {"four_colour": True}),
        ("skitgubbe", {"four_colour": False}),
        ("was_sticht", {}),
        ("stichln", {}),
    ],
)
def test_state_marks_stand_out_in_every_vision(app: Any, game: str, deck: dict[str, Any]) -> None:
    found = _state_marks(app, game, deck)
    assert len(found) == 6 - (game in ANY_CARD)
    weak = {name: count for name, count in found.items() if count < MIN_MARK}
    assert not weak, f"{game}: marks under 3:1 contrast in some vision: {weak}"


def test_same_rank_cards_of_every_colour_stay_apart(app: Any) -> None:
    """Every deck at every width the tables draw its faces (played once each)."""
    widths: set[tuple[str, int]] = set()
    with _card_widths() as seen:
        for game, seats, deck, _tag in TABLES:
            table = open_table(app, game, seats, deck, 5)
            try:
                kinds: set[str] = set()
                # Drawn at each new kind of decision (Was Sticht's card grid, ...) up to
                # a card play with cards on the table.
                _play_to(app, table, lambda t=table, k=kinds: _new_kind(app, t, k))
            finally:
                table.close()
        widths |= seen
    checked: list[tuple[str, int]] = []
    for style, width in sorted(widths):
        suits, rank = DECKS[style]
        faces = {s: _drawn_card(Card(s, rank), width, style) for s in suits}
        share, pair = _worst_pair(faces, width)
        assert share >= MIN_APART, f"{style} at {width}px: {pair} differ in {share:.2f} markers"
        checked.append((style, width))
    # Every deck, and the colour decks also drawn small (Stichln's minus cards beside the
    # seats, Was Sticht's card grid).
    assert {style for style, _ in checked} == set(DECKS)
    assert {style for style, width in checked if width < 60} >= {"stichln", "was_sticht"}
    assert len(checked) >= 8


def _new_kind(app: Any, table: TableScreen, kinds: set[str]) -> bool:
    """Draw the table at each new kind of decision; True once the human plays a card
    with cards on the table."""
    c = table.controller
    if c.phase != Phase.AWAIT_HUMAN:
        return False
    kind = "+".join(sorted({a.kind for a in c.human_legal()}))
    if kind not in kinds:
        kinds.add(kind)
        snap(app)
    if _playing_to_trick(table):
        snap(app)
        return True
    return False


def _playing_to_trick(table: TableScreen) -> bool:
    """The human is to play hand cards with cards already on the table (the trick, or a
    game's own places for its plays)."""
    c = table.controller
    turn = table.turn(table.layout())
    if turn is None or not turn.offer.usable:
        return False
    return bool(table.game.trick(c.display_view())) or table.setup.game.id == "skitgubbe"


def _drawn_card(card: Card, width: int, style: str) -> pygame.Surface:
    """A card as the table draws it (with any mark the renderer adds), on the felt's
    green, with room for a mark over its corner."""
    margin = width // 4
    height = round(width * assets.CARD_RATIO)
    surface = pygame.Surface((width + 2 * margin, height + 2 * margin))
    surface.fill((40, 100, 60))
    renderer.card(surface, card, Box(margin, margin, width, height), style)
    return surface


def test_was_sticht_colour_chips_tiles_and_trump_cards_stay_apart() -> None:
    chips: dict[str, pygame.Surface] = {}
    tiles: dict[str, pygame.Surface] = {}
    trumps: dict[str, pygame.Surface] = {}
    for kind, colour in ws_view._COLOUR_CHIPS.items():
        chip = pygame.Surface((50, 36))  # the chip and its marker over the corner
        ws_view.draw_chip(chip, Box(2, 6, 44, 28), kind, False, False, 1.0)
        chips[colour] = chip
        tile = pygame.Surface((30, 36))
        plays = tuple((seat, Card(colour, seat + 1)) for seat in range(4))
        ws_view.draw_trick_tile(tile, Box(5, 5, 20, 28), plays, 1.0)
        tiles[colour] = tile
        trump = pygame.Surface((44, 62))
        ws_view.draw_trump_card(trump, Box(4, 4, 36, 54), "colour", colour, 1.0)
        trumps[colour] = trump
    for name, group, width in (("chips", chips, 44), ("tiles", tiles, 20), ("trump", trumps, 36)):
        assert len(group) == 4
        share, pair = _worst_pair(group, width)
        assert share >= MIN_APART, f"{name}: {pair} differ in {share:.2f} markers"
