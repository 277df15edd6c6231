"""Drawing the shared regions of the table: seats, the trick, the hand, the panels, the
decision, the message line and the notice strip. Drawing only reads the table."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game import assets
from game.i18n import language, t
from game.present import Choice
from game.ui import marks, picking, renderer
from game.ui.animation import Frame
from game.ui.controller import Phase
from game.ui.keybinds import Keys
from game.ui.layout import (
    Box,
    TableLayout,
    back_fan,
    badge_h,
    centered,
    grown,
    hand_boxes,
    overlap,
    text_factor,
)
from game.ui.renderer import wrap_text
from game.ui.table.panel_fit import PanelPlan, plan
from game.ui.table.seam import REGIONS, Paint
from game.ui.table.turn import TableTurn, choice_area, choice_boxes, confirm_box, in_bar

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen

TURN_GLOW = (255, 214, 90)
NOTICE_SECONDS = 4.0  # how long an announcement stays in the notice strip
Rgb = tuple[int, int, int]


def draw_table(surface: pygame.Surface, table: TableScreen, lay: TableLayout, now: float) -> None:
    """The table under its overlays: felt, seats, trick, the game's regions, panels, hand,
    flying cards, the decision, the message line and the notice strip."""
    c = table.controller
    surface.blit(assets.felt(*surface.get_size()), (0, 0))
    frame = table.animator.frame(now) or Frame()
    view = c.display_view()
    private = table.show_private()
    turn = table.turn(lay)
    draw_seats(surface, table, lay, frame, private)
    draw_trick(surface, table, lay, frame)
    picked = table.selection.picked if private else ()
    paint = Paint(surface, lay, view, c.human_legal(), private, picked)
    painters = table.game.painters()
    for region in REGIONS:  # the regions in the table's drawing order
        for owner, painter in painters:
            if owner == region:
                painter(paint)
    if turn is not None:
        draw_target_focus(surface, table, turn)
    draw_panels(surface, table, lay)
    draw_hand(surface, table, lay, frame, turn)
    for card, box in frame.resting + frame.moving:
        renderer.card(surface, card, box, table.game.face_style)
    for mark in frame.marks:  # the trick's winning card, before it is collected
        if mark.seat not in mark.order:
            continue  # the game holds its tricks in places of its own (and marks them there)
        rect = pygame.Rect(trick_box(lay, mark.seat).tuple()).inflate(10, 10)
        pygame.draw.rect(
            surface,
            renderer.GOLD,
            rect,
            max(3, round(4 * lay.scale)),
            border_radius=max(4, rect.w // 9),
        )
        trick_labels(surface, table, lay, mark.order)
        marks.win_star(surface, trick_box(lay, mark.seat))
    if turn is not None:
        draw_choices(surface, table, turn)
    draw_message(surface, table, lay, turn)
    draw_notice(surface, table, lay, frame, now, turn)


def trick_box(lay: TableLayout, seat: int) -> Box:
    """A seat's place in the trick."""
    x, y = lay.spots[seat].trick_slot
    return centered(x, y, lay.card_w, lay.card_h)


def draw_seats(
    surface: pygame.Surface, table: TableScreen, lay: TableLayout, frame: Frame, private: bool
) -> None:
    """Every seat's plate (the one to act glowing, the dealer marked) and its backs."""
    c = table.controller
    view = c.display_view()
    sizes = table.game.hand_sizes(view)
    acting = c.to_act() if c.phase in (Phase.AWAIT_HUMAN, Phase.BOT_THINKING) else None
    dealer = table.game.dealer(view)
    for spot in lay.spots:
        seat = spot.seat
        if spot.side != "bottom" or seat != c.viewer or not private:
            count = 0 if frame.hide_hands else max(0, sizes[seat] - frame.hidden_backs.get(seat, 0))
            if spot.side != "bottom":
                for box in back_fan(spot, count, lay.small_w, lay.small_h, lay.scale):
                    renderer.card(surface, None, box)
            else:
                for box in hand_boxes(count, lay.hand_area, lay.card_w, lay.card_h):
                    renderer.card(surface, None, box)
        glow = seat == acting
        plate = spot.plate
        if glow:
            pygame.draw.rect(
                surface, TURN_GLOW, pygame.Rect(plate.tuple()).inflate(8, 8), border_radius=10
            )
        renderer.panel(surface, plate, 215, 8, TURN_GLOW if glow else None)
        label = table.presenter.seat_label(seat)
        if dealer == seat:
            label += "  " + t("table.dealer_mark")
        if glow and not table.setup.seats[seat].is_human:
            label += "  " + "." * (1 + int(table.app.now() * 3) % 3)
        renderer.draw_text(
            surface,
            label,
            round(17 * lay.scale),
            plate.center,
            renderer.WHITE,
            "center",
            glow,
            max_width=plate.w - 10,
        )


def draw_trick(surface: pygame.Surface, table: TableScreen, lay: TableLayout, frame: Frame) -> None:
    """The running trick, its first card marked as the lead; with the players' names
    under the cards where positions alone do not tell (5 or more seats)."""
    if frame.hide_trick:
        return
    trick = table.game.trick(table.controller.display_view())
    for seat, card in trick:
        box = trick_box(lay, seat)
        renderer.shadow(surface, box)
        renderer.card(surface, card, box, table.game.face_style)
    trick_labels(surface, table, lay, tuple(seat for seat, _ in trick))


def trick_labels(
    surface: pygame.Surface, table: TableScreen, lay: TableLayout, order: tuple[int, ...]
) -> None:
    """The lead tag on the first card of a trick, and name badges where needed."""
    # From five seats on the positions alone do not tell who played what. (A game that
    # draws its plays in fans of its own names them there.)
    named = table.match.seats >= 5
    for index, seat in enumerate(order):
        box = trick_box(lay, seat)
        if index == 0:
            renderer.lead_tag(surface, box, lay.scale, lead_inside(lay, order, named))
        if named:
            name_badge(surface, box, table.presenter.seat_label(seat), lay.scale)


def lead_inside(lay: TableLayout, order: tuple[int, ...], named: bool) -> bool:
    """Whether the lead tag of a trick played in `order` lies within its card's top:
    with bigger text, where over the top edge it would cover the name under a card above
    it (two rows of cards) or a seat's tag."""
    if text_factor() <= 1 or not order:
        return False
    tag = renderer.lead_tag_box(trick_box(lay, order[0]), lay.scale)
    badges = [badge_box(trick_box(lay, seat), lay.scale) for seat in order[1:]] if named else []
    return any(overlap(b, tag) for b in badges + [spot.region for spot in lay.spots])


def badge_box(card: Box, s: float) -> Box:
    """Where the name badge of a trick card lies: just below it."""
    return Box(
        card.x - round(6 * s), card.bottom + round(2 * s), card.w + round(12 * s), badge_h(s)
    )


def name_badge(surface: pygame.Surface, card: Box, name: str, s: float) -> None:
    """Who played a trick card: a small plate just below it."""
    badge = badge_box(card, s)
    h = badge.h
    renderer.panel(surface, badge, 215, h // 2, None)
    renderer.draw_text(
        surface,
        name,
        max(12, round(13 * s)),
        badge.center,
        renderer.WHITE,
        "center",
        True,
        max_width=badge.w - 4,
    )


def draw_target_focus(surface: pygame.Surface, table: TableScreen, turn: TableTurn) -> None:
    """The selected target ringed dark and gold (it must show on a yellow card inside
    a gold column frame), the one under the pointer in cream."""
    sel = table.selection
    targets = turn.targets
    s = turn.lay.scale
    rings = [
        (sel.hover_target, ((renderer.CREAM, 8, 2),)),
        (sel.target_pick, ((renderer.INK, 14, 7), (renderer.GOLD, 10, 4))),
    ]
    for index, ring in rings:
        if index is None or index >= len(targets):
            continue
        for colour, grow, width in ring:
            rect = pygame.Rect(targets[index].box.tuple()).inflate(round(grow * s), round(grow * s))
            pygame.draw.rect(
                surface, colour, rect, max(2, round(width * s)), border_radius=max(4, rect.w // 8)
            )


def draw_hand(
    surface: pygame.Surface,
    table: TableScreen,
    lay: TableLayout,
    frame: Frame,
    turn: TableTurn | None,
) -> None:
    """The viewer's hand face up, when the privacy rule allows it."""
    if not table.show_private() or frame.hide_hands:
        return
    c = table.controller
    legal = c.human_legal()
    sel = table.selection
    cards, boxes, usable = table.hand_now(lay, turn)
    highlight = table.app.settings.highlight_legal and bool(legal)
    dragged = sel.dragged()
    for index, (card, box) in enumerate(zip(cards, boxes, strict=True)):
        if card in frame.hidden_cards:
            continue
        picked = card in sel.picked and bool(legal)
        pointed = bool(legal) and (
            index == sel.hovered or (index == sel.cursor and sel.focus == "hand")
        )
        barred = highlight and bool(usable) and card not in usable
        renderer.shadow(surface, box, 3)
        renderer.card(
            surface,
            card,
            box,
            table.game.face_style,
            dim=card == dragged or barred,
            outline=renderer.GOLD if picked else None,
        )
        if barred:
            marks.hatch(surface, box, box.h)
        if pointed and not picked:
            # Dashed, unlike the solid outline of the selected card (shape, not only hue).
            ring = pygame.Rect(box.tuple()).inflate(round(8 * lay.scale), round(8 * lay.scale))
            marks.dashed_ring(surface, ring, renderer.CREAM, max(2, round(3 * lay.scale)))
    if dragged is not None and sel.drag is not None:
        # The dragged card follows the pointer; let go above the hand to play it.
        box = centered(*sel.drag.pos, lay.card_w, lay.card_h)
        renderer.shadow(surface, box)
        renderer.card(surface, dragged, box, table.game.face_style, outline=renderer.GOLD)


def draw_panels(surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
    """The information panel and the score panel (the running deal, then the totals)."""
    view = table.controller.display_view()
    presenter = table.presenter
    info = presenter.info_lines(view)
    deal = presenter.deal_score_lines(view)
    totals = presenter.score_lines(table.shown_state())
    sheet_key = Keys(table.app.settings.keys).shown("sheet")

    def more(count: int) -> str:
        return t("table.panel_more", count=count, key=sheet_key)

    def more_info(count: int) -> str:
        return t("table.panel_more_lines", count=count)

    draw_panel(surface, lay.info_panel, [info], lay.scale, more_info)
    draw_panel(surface, lay.score_panel, [deal, totals], lay.scale, more)


def panel_plan(box: Box, parts: list[list[str]], s: float) -> tuple[PanelPlan, int]:
    """How a corner panel fits its parts' lines in `box` (each part's first line is its
    heading), and the text size it draws them at: a size or two smaller where that makes
    all the lines fit (never below the smallest text size)."""
    size = round(16 * s)
    fitted = _panel_plan_at(box, parts, s, size)
    for smaller in (size - 1, size - 2):
        if not fitted.hidden or smaller < renderer.MIN_TEXT:
            break
        trial = _panel_plan_at(box, parts, s, smaller)
        if not trial.hidden:  # smaller only where that shows everything
            return trial, smaller
    return fitted, size


def _panel_plan_at(box: Box, parts: list[list[str]], s: float, size: int) -> PanelPlan:
    """How a corner panel fits its lines at text size `size`."""
    line_h = size * 1.35 * grown(0.85)  # a little closer than the text grows
    text_h = renderer.px(size) * 1.15
    # A line too long for the panel (Japanese runs longer) wraps rather than shrinking
    # below the smallest text size.
    width = box.w - round(20 * s)  # 12 px left, 8 px right (scaled: the margins grow)
    wrapped = [
        [
            tuple((row, i == 0) for row in wrapped_line(line, size, width, i == 0, language()))
            for i, line in enumerate(part)
        ]
        for part in parts
        if part
    ]
    # Two columns for the totals when every body line is one short row.
    half = (width - 12 * s) / 2
    last = wrapped[-1][1:] if wrapped else []
    pair_ok = bool(last) and all(
        len(line) == 1 and assets.text_width(line[0][0], size) <= half for line in last
    )
    # The region is the limit (the score sheet, S, has everything): the gap between rows
    # narrows first, then the totals pair up, then the running deal gives way and a
    # "+N more" row says how many lines the sheet has beyond the panel.
    room = box.h - 8 * s - 4 * s  # below the top margin, above a bottom margin
    tight = max(text_h * 1.02, line_h * 0.8)
    gaps = (line_h, tight) if tight < line_h else (line_h,)
    return plan(wrapped, room, text_h, gaps, pair_ok)


def draw_panel(
    surface: pygame.Surface,
    box: Box,
    parts: list[list[str]],
    s: float,
    more: Callable[[int], str],
) -> PanelPlan:
    """One corner panel: every line drawn, or counted in its "+N more" row."""
    fitted, size = panel_plan(box, parts, s)
    height = (fitted.rows + 0.6) * fitted.line_h
    panel_box = Box(box.x, box.y, box.w, round(min(box.h, max(box.h // 3, height))))
    renderer.panel(surface, panel_box, 185)
    x0 = panel_box.x + 12 * s
    column_w = (panel_box.w - round(20 * s) - 12 * s) / 2
    for row in fitted.placed:
        renderer.draw_text(
            surface,
            row.text,
            size,
            (x0 + row.column * (column_w + 12 * s), panel_box.y + 8 * s + row.row * fitted.line_h),
            renderer.GOLD if row.heading else renderer.WHITE,
            bold=row.heading,
            max_width=round(column_w) if row.paired else panel_box.w - round(20 * s),
        )
    if fitted.hidden:
        column, row_at = fitted.more_at
        renderer.draw_text(
            surface,
            more(fitted.hidden),
            size,
            (
                x0 + column * (column_w + 12 * s),
                panel_box.y + 8 * s + (row_at % fitted.rows) * fitted.line_h,
            ),
            renderer.CREAM,
            max_width=round(column_w) if column else panel_box.w - round(20 * s),
        )
    return fitted


@assets.register_cache  # forgotten with the fonts: a new text size wraps anew
@lru_cache(maxsize=1024)
def wrapped_line(line: str, size: int, width: int, bold: bool, lang: str) -> tuple[str, ...]:
    """A panel line wrapped to its width, measured once (the panels change rarely, and
    measuring every line every frame would cost frames); `lang` keys the fonts."""
    return tuple(wrap_text(line, size, width, bold=bold))


def draw_choices(surface: pygame.Surface, table: TableScreen, turn: TableTurn) -> None:
    """The decision's panel: its title and buttons (cards drawn on a button about cards)."""
    decision = turn.decision
    if not decision.buttons:
        return
    lay = turn.lay
    shown = table.trick_shown()
    area = choice_area(lay, decision, shown)
    renderer.panel(surface, area, 215)
    bar = in_bar(lay, decision, shown)
    size, y = (
        (round(14 * lay.scale), area.y + 10 * lay.scale)
        if bar
        else (round(22 * lay.scale), area.y + 26 * lay.scale)
    )
    renderer.draw_text(
        surface,
        decision.title,
        size,
        (area.center[0], y),
        renderer.GOLD,
        "center",
        True,
        max_width=area.w - 20,
    )
    sel = table.selection
    boxes = choice_boxes(lay, decision, shown)
    for index, (choice, box) in enumerate(zip(decision.buttons, boxes, strict=True)):
        renderer.button(
            surface,
            box,
            "" if choice.cards else choice.label,
            size=round(18 * lay.scale),
            focused=index == sel.choice_pick,
            # The accent's fill reads as "selected": once another button is picked,
            # only the picked one (what Enter commits) may look chosen.
            accent=choice.accent and sel.choice_pick in (None, index),
            hovered=index == sel.hover_choice,
        )
        if choice.cards:
            button_cards(surface, table, lay, box, choice)


def button_cards(
    surface: pygame.Surface, table: TableScreen, lay: TableLayout, box: Box, choice: Choice
) -> None:
    """A decision about cards (a Weis, Stöck) shows them as cards, its words below (or
    beside them, on a flat button in the bar under the trick)."""
    s = lay.scale
    style = table.game.face_style
    if box.w > 3 * box.h:
        card_h = max(8, box.h - round(6 * s))
        card_w = round(card_h * lay.card_w / lay.card_h)
        step = card_w * 0.7
        x = box.x + round(8 * s)
        for i, card in enumerate(choice.cards):
            place = Box(round(x + i * step), box.y + round(3 * s), card_w, card_h)
            renderer.card(surface, card, place, style)
        left = round(x + step * (len(choice.cards) - 1) + card_w + 8 * s)
        renderer.draw_text(
            surface,
            choice.label,
            round(15 * s),
            ((left + box.right) / 2, box.center[1]),
            renderer.WHITE,
            "center",
            True,
            max_width=box.right - left - 6,
        )
        return
    label_h = round(24 * s)
    card_h = max(8, box.h - label_h - round(12 * s))
    card_w = round(card_h * lay.card_w / lay.card_h)
    count = len(choice.cards)
    step = min(card_w * 0.62, (box.w - 16 * s - card_w) / max(1, count - 1))
    x0 = box.center[0] - (card_w + step * (count - 1)) / 2
    for i, card in enumerate(choice.cards):
        place = Box(round(x0 + i * step), box.y + round(6 * s), card_w, card_h)
        renderer.card(surface, card, place, style)
    renderer.draw_text(
        surface,
        choice.label,
        round(15 * s),
        (box.center[0], box.bottom - label_h / 2 - 2 * s),
        renderer.WHITE,
        "center",
        True,
        max_width=box.w - 10,
    )


def draw_message(
    surface: pygame.Surface, table: TableScreen, lay: TableLayout, turn: TableTurn | None
) -> None:
    """The line above the hand: a refusal in red, else the confirm button when a
    decision is selected, else what to do now (or who is thinking)."""
    c = table.controller
    # The rules refuse in English; the catalog says it in the player's language.
    text, color = table.presenter.refusal(c.message), renderer.RED
    if not text and turn is not None:
        words = table.pending_words(turn)
        if words is not None:
            renderer.button(
                surface,
                confirm_box(lay),
                t("confirm.button", action=words),
                size=round(19 * lay.scale),
                confirm=True,
            )
            return
        picked = table.selection.picked
        missing = picking.needs_more(picked, turn.offer.hand_actions)
        if picked and missing:
            text = t("confirm.more_one") if missing == 1 else t("confirm.more", n=missing)
        elif picked:
            text = t("confirm.picked_none")
        color = renderer.CREAM
    if not text:
        # A game's prompt may name a key ("K: keys"): the player's key.
        text = Keys(table.app.settings.keys).filled(
            table.presenter.prompt(c.display_view(), c.human_legal())
        )
        color = renderer.CREAM
        if not text and c.phase == Phase.BOT_THINKING:
            seat = c.to_act()
            if seat is not None:
                text = t("table.thinking", name=table.presenter.seat_label(seat))
                color = renderer.DIM
    if not text:
        return
    renderer.panel(surface, lay.message, 200, 10, color if color == renderer.RED else None)
    renderer.draw_text_box(surface, text, round(19 * lay.scale), lay.message, color, True)


def draw_notice(
    surface: pygame.Surface,
    table: TableScreen,
    lay: TableLayout,
    frame: Frame,
    now: float,
    turn: TableTurn | None,
) -> None:
    """The notice strip: who takes the trick while it is held, else the latest
    announcement for a few seconds (it came once the table showed it)."""
    if (
        turn is not None
        and turn.choices
        and overlap(choice_area(lay, turn.decision, table.trick_shown()), lay.notice)
    ):
        return  # a decision has the strip's place (the log keeps the notice)
    text = frame.marks[-1].text if frame.marks else ""
    if not text and table.animator.waiting(now):
        text = t("table.click_on")
    if not text and now - table.notice_since < NOTICE_SECONDS:
        text = table.notice
    if not text:
        return
    box = lay.notice
    renderer.panel(surface, box, 225, box.h // 2, renderer.GOLD)
    size = max(12, round(box.h * 0.62 / text_factor()))  # the strip grows with the text
    renderer.draw_text_box(surface, text, size, box, renderer.GOLD, True)
