"""PURE: the Was Sticht rules help, built from the engine's trick tables and chip values."""

from __future__ import annotations

from game.core.cards import Card
from game.games.was_sticht import tables
from game.games.was_sticht.chips import CHIPS_PER_PLAYER, COPIES, KINDS
from game.games.was_sticht.options import WasStichtOptions
from game.games.was_sticht.scoring import SHORT_GAME_TARGET
from game.help.document import (
    Block,
    CardRow,
    HelpDocument,
    Page,
    ValueTable,
    changed,
    para,
    text,
)

EXAMPLE_COLOUR, EXAMPLE_NUMBER = "R", 5  # the spec's own example: red and 5 are trumps
_LEVEL_KEYS = (
    "help.was_sticht.level.colour",
    "help.was_sticht.level.number",
    "help.was_sticht.level.super",
)


def trump_order(colour: str, number: int) -> tuple[tuple[Card, ...], tuple[int, ...]]:
    """The trumps of a round, strongest first, with each card's strength from the engine."""
    combo = tables.combo(tables.COLOURS.index(colour), number)
    strengths = tables.STRENGTH[combo][0]  # a trump's strength does not depend on the lead
    ids = [i for i in range(36) if tables.TRUMP_MASK[combo] >> i & 1]
    # Equal number trumps keep the printed colour order (the first played wins anyway).
    ids.sort(key=lambda i: -strengths[i])
    return tuple(tables.CARDS[i] for i in ids), tuple(strengths[i] for i in ids)


def level_of(strength: int) -> int:
    """0 colour trump, 1 number trump, 2 supertrump, from an engine strength value."""
    return min(2, strength // 100 - 1)


def was_sticht_help(
    options: WasStichtOptions, seats: int = 4, face_style: str = "was_sticht"
) -> HelpDocument:
    """The rules help of a Was Sticht table with these options at `seats` (3 or 4)."""
    del face_style
    return HelpDocument(
        "was_sticht",
        (
            _overview(options, seats),
            _trumps(),
            _play(options),
            _chips(options, seats),
        ),
    )


def _overview(o: WasStichtOptions, seats: int) -> Page:
    blocks: list[Block] = [
        para("help.was_sticht.intro", seats=seats),
        para(
            "help.was_sticht.draft_chips." + o.game_length, o, "game_length", chips=CHIPS_PER_PLAYER
        ),
        para("help.was_sticht.secret"),
        para("help.was_sticht.grid"),
        para("help.was_sticht.hint"),
        para("help.was_sticht.drafted." + o.drafted_cards, o, "drafted_cards"),
    ]
    if seats == 3:
        blocks.append(para("help.was_sticht.dummy"))
    blocks += [para("help.was_sticht.tasks"), para("help.was_sticht.dealer")]
    if o.game_length == "short":
        blocks.append(
            para(
                "help.was_sticht.end.short",
                o,
                "game_length",
                target=SHORT_GAME_TARGET,
                rounds=2 * seats,
            )
        )
        blocks.append(
            para(
                "help.was_sticht.early." + ("yes" if o.short_early_finish else "no"),
                o,
                "short_early_finish",
            )
        )
    else:
        blocks.append(para("help.was_sticht.end.full", o, "game_length", chips=CHIPS_PER_PLAYER))
        blocks.append(
            para("help.was_sticht.places." + o.full_game_lower_places, o, "full_game_lower_places")
        )
    return Page(text("help.tab.overview"), tuple(blocks))


def _trumps() -> Page:
    cards, strengths = trump_order(EXAMPLE_COLOUR, EXAMPLE_NUMBER)
    captions = tuple(text(_LEVEL_KEYS[level_of(s)]) for s in strengths)
    return Page(
        text("help.tab.trumps"),
        (
            para("help.was_sticht.trumps"),
            CardRow(text("help.was_sticht.trump_row", number=EXAMPLE_NUMBER), cards, captions),
            para("help.was_sticht.no_trump"),
        ),
    )


def _play(o: WasStichtOptions) -> Page:
    return Page(
        text("help.tab.play"),
        (
            para("help.was_sticht.play.lead"),
            para("help.was_sticht.play.trump_led"),
            para("help.was_sticht.play.follow." + o.follow_mode, o, "follow_mode"),
            para("help.was_sticht.play.free"),
        ),
    )


def _chips(o: WasStichtOptions, seats: int) -> Page:
    values = o.chip_values.by_kind()
    rows = tuple(
        (text(f"help.was_sticht.chip.{kind}", copies=COPIES[i]), str(values[i]))
        for i, kind in enumerate(KINDS)
    )
    fewest = o.fewest_needs_trick(seats)
    return Page(
        text("help.tab.chips"),
        (
            para("help.was_sticht.chips"),
            ValueTable(text("help.was_sticht.chip_table"), rows, changed(o, "chip_values")),
            para(
                "help.was_sticht.fewest." + ("yes" if fewest else "no"),
                o,
                "sole_fewest_needs_trick",
            ),
            para("help.was_sticht.colour_chips"),
        ),
    )
