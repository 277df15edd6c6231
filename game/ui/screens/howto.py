"""The "how to play this table" overlay: outlines this game's parts, explains each, lists keys.

It draws only outlines, labels and a key list over the frozen table: whatever the table
shows (a hand-over screen included) stays as it is, so no hidden hand is ever revealed.
Which parts a game has is game.ui.guide's business; label and panel places are chosen
by small pure functions that avoid every outlined part.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import assets, i18n
from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Key, Move
from game.ui.guide import Area
from game.ui.keybinds import Keys
from game.ui.layout import Box, clamp, overlap
from game.ui.scenes import Scene

if TYPE_CHECKING:
    from game.app import App
    from game.ui.running import RunningTable

KEY_LINES = (
    "howto.key.arrows",
    "howto.key.enter",
    "howto.key.learn",
    "howto.key.last",
    "howto.key.rules",
    "howto.key.help",
    "howto.key.esc",
    "howto.key.fullscreen",
    "howto.key.quit",
)
SHORT_KEY_LINES = ("howto.key.enter", "howto.key.help")


MARGIN = 4  # a free-standing box keeps this far from the window's edges


def best_spot(
    w: int,
    h: int,
    width: int,
    height: int,
    avoid: list[Box],
    prefer: tuple[float, float],
    gap: int = 6,
    keep_clear: tuple[Box, ...] = (),
) -> Box:
    """Where a w x h box inside the window covers the least of `keep_clear`, then the least
    of `avoid` (ties: nearest to the preferred point).

    A box that fits somewhere clear can be slid on each axis until it comes `gap` short of
    another box or meets the window's margin, so the places tried are those (and the one
    centred on the preferred point): about (2n)^2 for n boxes. Each axis is swept once to
    know which boxes a place meets on it, so a place is tested for overlap only against
    the boxes it meets on both axes, and only when no place is clear of them all. (The
    old search tried every few pixels against every box: up to a million overlap tests,
    seconds of a frozen window, at each press of H.)"""
    boxes = (*keep_clear, *avoid)
    places = _places_met(w, h, width, height, boxes, prefer, gap)
    clear = [p for p in places if not p[0]]
    if clear:
        _, _, x, y = min(clear, key=lambda p: p[1])
        return Box(x, y, w, h)
    # Nowhere clear (a crowded table): clear of the labels if that is possible, then the
    # least covered place, tested against the boxes it meets.
    labels = (1 << len(keep_clear)) - 1  # the bits of `keep_clear` among `boxes`
    tried = [p for p in places if not p[0] & labels] or places
    best: tuple[int, int, float, Box] | None = None
    for met, distance, x, y in tried:
        box = Box(x, y, w, h)
        covered = [(i, overlap(box, boxes[i])) for i in _bits(met)]
        on_labels = sum(area for i, area in covered if i < len(keep_clear))
        on_parts = sum(area for i, area in covered if i >= len(keep_clear))
        if best is None or (on_labels, on_parts, distance) < best[:3]:
            best = (on_labels, on_parts, distance, box)
    return best[3] if best else clamp(Box(MARGIN, MARGIN, w, h), width, height)


def clear_spot(
    w: int,
    h: int,
    width: int,
    height: int,
    boxes: tuple[Box, ...],
    prefer: tuple[float, float],
    gap: int = 6,
) -> Box | None:
    """The place nearest to `prefer` where a w x h box covers none of `boxes`, if any
    (best_spot's first look, without its search of the least covered place)."""
    clear = [p for p in _places_met(w, h, width, height, boxes, prefer, gap) if not p[0]]
    if not clear:
        return None
    _, _, x, y = min(clear, key=lambda p: p[1])
    return Box(x, y, w, h)


def _places_met(
    w: int,
    h: int,
    width: int,
    height: int,
    boxes: tuple[Box, ...],
    prefer: tuple[float, float],
    gap: int,
) -> list[tuple[int, float, int, int]]:
    """Every place best_spot tries: the bits of the boxes it meets, its squared distance
    from the preferred point, and its corner."""
    xs = _meets(_places(w, width, prefer[0], [(b.x, b.right) for b in boxes], gap), w, boxes, 0)
    ys = _meets(_places(h, height, prefer[1], [(b.y, b.bottom) for b in boxes], gap), h, boxes, 1)
    px, py = prefer[0] - w / 2, prefer[1] - h / 2
    return [
        (x_meets & y_meets, (x - px) ** 2 + (y - py) ** 2, x, y)
        for x, x_meets in xs
        for y, y_meets in ys
    ]


def _places(
    size: int, extent: int, centre: float, spans: list[tuple[int, int]], gap: int
) -> list[int]:
    """Where a box of `size` may start on one axis: at both margins, centred on `centre`,
    and `gap` beyond either end of every span, inside the window."""
    last = max(MARGIN, extent - size - MARGIN)
    wanted = {MARGIN, last, round(centre - size / 2)}
    for low, high in spans:
        wanted.update((high + gap, low - gap - size))
    return sorted({min(max(place, MARGIN), last) for place in wanted})


def _meets(
    places: list[int], size: int, boxes: tuple[Box, ...], axis: int
) -> list[tuple[int, int]]:
    """Each place on one axis with the bits of the boxes a `size` long box there meets."""
    spans = [(b.x, b.right) if axis == 0 else (b.y, b.bottom) for b in boxes]
    found = []
    for place in places:
        bits = 0
        for i, (low, high) in enumerate(spans):
            if low < place + size and place < high:
                bits |= 1 << i
        found.append((place, bits))
    return found


def _bits(mask: int) -> list[int]:
    """The indices of the bits set in `mask`, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def label_spot(
    target: Box,
    w: int,
    h: int,
    width: int,
    height: int,
    avoid: list[Box],
    gap: int,
    labels: tuple[Box, ...] = (),
) -> Box:
    """A w x h label next to `target` (below, above, beside or inside) clear of the other
    `labels` if at all possible, then covering the least of `avoid` (the target included:
    a label never hides what it explains when it can help it); earlier candidates win."""
    cx, cy = target.center
    candidates = [
        Box(cx - w // 2, target.bottom + gap, w, h),
        Box(cx - w // 2, target.y - gap - h, w, h),
        Box(target.right + gap, cy - h // 2, w, h),
        Box(target.x - gap - w, cy - h // 2, w, h),
        Box(cx - w // 2, target.y + gap, w, h),
        Box(cx - w // 2, cy - h // 2, w, h),
    ]
    # Further out, in case every place next to the target collides with another label.
    candidates += [
        Box(c.x + dx, c.y + dy, w, h)
        for c in candidates[:4]
        for dx, dy in ((0, h + gap), (0, -h - gap), (w // 2, 0), (-w // 2, 0))
    ]
    best: tuple[int, int, int, Box] | None = None
    for order, box in enumerate(candidates):
        inside = clamp(box, width, height)
        moved = abs(inside.x - box.x) + abs(inside.y - box.y)
        clash = sum(overlap(inside, other) for other in labels)
        cost = sum(overlap(inside, other) for other in avoid)
        if best is None or (clash, cost + moved * h, order) < best[:3]:
            best = (clash, cost + moved * h, order, inside)
    assert best is not None
    chosen = best[3]
    clash = sum(overlap(chosen, other) for other in labels)
    cost = sum(overlap(chosen, other) for other in avoid)
    if clash or cost:
        # Nothing next to the target is clear: search the window (the label's line still
        # leads to its target) for the nearest place clear of labels, then of the parts.
        spot = best_spot(w, h, width, height, avoid, target.center, gap, tuple(labels))
        spot_clash = sum(overlap(spot, other) for other in labels)
        spot_cost = sum(overlap(spot, other) for other in avoid)
        if (spot_clash, spot_cost) < (clash, cost):
            return spot
    return chosen


@dataclass(frozen=True, slots=True)
class Plan:
    """Everything the overlay draws, placed for one window size."""

    areas: tuple[Area, ...]
    labels: tuple[tuple[Box, str], ...]  # label box and its text, one per area
    keys: Box
    title: str
    lines: tuple[str, ...]


# Plans placed so far, by game, window size, the parts shown (they follow the layout and
# the deal's phase), language and the player's keys. Cleared when full.
_PLANS: dict[
    tuple[str, tuple[int, int], tuple[Area, ...], str, tuple[tuple[str, str], ...]], Plan
] = {}


def clear_plans() -> None:
    """Forget every placed plan (benchmarks time a placement from scratch)."""
    _PLANS.clear()


class HowToOverlay(Scene):
    """The table's areas outlined and labelled, and the keys; any key or click closes it."""

    opaque = False

    def __init__(self, app: App, table: RunningTable) -> None:
        super().__init__(app)
        self.table = table
        self.plan()  # placed when H is pressed (or found placed), never inside a frame

    def handle(self, command: Command) -> None:
        """A key, Enter, Esc, an arrow or a click closes it (mouse moves do not)."""
        if isinstance(command, Back | Activate | Click | Key | Move):
            self.app.stack.pop()

    def plan(self, size: tuple[int, int] | None = None) -> Plan:
        """The placed labels and key panel for a window size: placed once per layout,
        game and language, then found again at every press of H."""
        size = size or self.app.size
        areas = tuple(self.table.guide(size))
        # The player's keys too: the labels and the key list name them.
        own = tuple(sorted(self.app.settings.keys.items()))
        key = (self.table.setup.game.id, size, areas, i18n.language(), own)
        plan = _PLANS.get(key)
        if plan is None:
            if len(_PLANS) >= 64:
                _PLANS.clear()  # a few layouts per game and size: never grows far
            plan = _PLANS[key] = self._make_plan(size, areas)
        return plan

    def _make_plan(self, size: tuple[int, int], areas: tuple[Area, ...]) -> Plan:
        w, h = size
        lay = self.table.layout(size)
        s = lay.scale
        covered = [box for area in areas for box in area.boxes]
        labels: list[tuple[Box, str]] = []
        small = label_size(s)
        bound = Keys(self.app.settings.keys)
        for area in areas:
            label = bound.text(area.key)
            # One sentence per part: wrapped into a few short lines, never one long strip.
            rows = renderer.wrap_text(label, small, min(round(340 * s), w - 28))
            lw = max(assets.text_width(row, small) for row in rows) + round(18 * s)
            lh = round(len(rows) * small * 1.3 + 10 * s)
            # Its own part counts as much as another label: never cover what it explains.
            box = label_spot(
                area.boxes[0],
                lw,
                lh,
                w,
                h,
                covered,
                round(6 * s),
                (*(b for b, _ in labels), *area.boxes),
            )
            labels.append((box, label))
        # The key list goes last, where it hides the least of the table and no label; when
        # the labels leave no room for it, a short one (K lists every key anyway).
        title = t("howto.title")
        placed = tuple(box for box, _ in labels)
        gap = round(6 * s)
        for keys_shown in (KEY_LINES, SHORT_KEY_LINES):
            lines = (*(bound.text(key) for key in keys_shown), "", t("howto.close"))
            panel_w, panel_h = self._panel_size(lines, title, s, size)
            # The whole list only where it hides no part of the table (the seats, above
            # all); otherwise the short one, which hides less.
            spot = clear_spot(panel_w, panel_h, w, h, (*placed, *covered), lay.center, gap)
            if spot is not None:
                return Plan(areas, tuple(labels), spot, title, lines)
        lines = (bound.text("howto.key.help"), t("howto.close"))  # the smallest: K, H
        panel_w, panel_h = self._panel_size(lines, title, s, size)
        keys = best_spot(panel_w, panel_h, w, h, covered, lay.center, gap, placed)
        return Plan(areas, tuple(labels), keys, title, lines)

    @staticmethod
    def _panel_size(
        lines: tuple[str, ...], title: str, s: float, size: tuple[int, int]
    ) -> tuple[int, int]:
        """The key panel's width and height for these lines."""
        body = round(16 * s)
        panel_w = max(
            [assets.text_width(line, body) for line in lines]
            + [assets.text_width(title, round(22 * s), True)]
        ) + round(32 * s)
        panel_h = round(22 * s * 1.6 + len(lines) * 16 * s * 1.45 + 28 * s)
        return min(panel_w, size[0] - 8), min(panel_h, size[1] - 8)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the table, outline its areas, then the labels and the key list."""
        size = surface.get_size()
        plan = self.plan(size)
        s = self.table.layout(size).scale
        renderer.dim_screen(surface, 140)
        width = max(2, round(3 * s))
        for area, (label, _) in zip(plan.areas, plan.labels, strict=True):
            for box in area.boxes:
                pygame.draw.rect(
                    surface,
                    renderer.GOLD,
                    pygame.Rect(box.tuple()).inflate(6, 6),
                    width,
                    border_radius=round(8 * s),
                )
            pygame.draw.line(
                surface,
                renderer.GOLD,
                label.center,
                _nearest(area.boxes[0], label.center),
                max(1, width - 1),
            )
        small = label_size(s)
        for box, text in plan.labels:
            renderer.panel(surface, box, 235, round(8 * s), renderer.GOLD)
            lines = renderer.wrap_text(text, small, box.w - round(16 * s))
            y = box.center[1] - (len(lines) - 1) * small * 1.3 / 2
            for line in lines:
                renderer.draw_text(
                    surface,
                    line,
                    small,
                    (box.center[0], y),
                    renderer.WHITE,
                    "center",
                    max_width=box.w - 8,
                )
                y += small * 1.3
        keys = plan.keys
        renderer.panel(surface, keys, 240, round(12 * s), renderer.GOLD)
        renderer.draw_text(
            surface,
            plan.title,
            round(22 * s),
            (keys.center[0], keys.y + round(10 * s)),
            renderer.GOLD,
            "midtop",
            True,
            max_width=keys.w - 16,
        )
        y = keys.y + round(22 * s * 1.6 + 12 * s)
        for line in plan.lines:
            colour = renderer.DIM if line == plan.lines[-1] else renderer.CREAM
            renderer.draw_text(
                surface,
                line,
                round(16 * s),
                (keys.x + round(16 * s), y),
                colour,
                max_width=keys.w - round(24 * s),
            )
            y += round(16 * s * 1.45)


def label_size(scale: float) -> int:
    """The font size of the labels' sentences."""
    return max(11, round(14 * scale))


def _nearest(box: Box, point: tuple[int, int]) -> tuple[int, int]:
    """The point of the box's outline nearest to `point` (where a label's line ends)."""
    x = min(max(point[0], box.x), box.right)
    y = min(max(point[1], box.y), box.bottom)
    return x, y
