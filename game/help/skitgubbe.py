"""PURE: the Skitgubbe rules help for a seat count, built from the engine's card tables."""

from __future__ import annotations

from game.core.cards import Card, parse_cards
from game.games.skitgubbe import tables
from game.games.skitgubbe.options import SkitgubbeOptions
from game.help.document import Block, CardRow, HelpDocument, Page, para, text

DEALT = 3  # cards in each hand while the stock lasts (rules section 2)
RUN_EXAMPLE = "8H 9H TH"  # one lay: a run of one suit
BEAT_EXAMPLE = ("7H", "JH", "2C")  # a lay, a higher card of its suit, a trump (clubs)
EXAMPLE_TRUMP = tables.SUIT_LETTERS.index("C")


def rank_order() -> tuple[Card, ...]:
    """One suit's cards from the highest rank to the lowest, by the engine's rank index."""
    spades = [i for i in range(52) if tables.SUIT_OF[i] == tables.SUIT_LETTERS.index("S")]
    spades.sort(key=lambda i: tables.RANK_OF[i], reverse=True)
    return tuple(tables.CARDS[i] for i in spades)


def is_lay(cards: str) -> bool:
    """True when the engine accepts these cards as one phase-2 lay."""
    return tables.lay_shape(tables.mask_of(parse_cards(cards))) is not None


def beats(lay: str, top: str) -> bool:
    """True when `lay` may go on `top` with clubs as trumps (engine rule)."""
    return tables.beats(
        tables.mask_of(parse_cards(lay)), tables.mask_of(parse_cards(top)), EXAMPLE_TRUMP
    )


def skitgubbe_help(
    options: SkitgubbeOptions, seats: int = 4, face_style: str = "french"
) -> HelpDocument:
    """The rules help of a Skitgubbe table with these options at `seats` (2 to 6)."""
    del face_style
    return HelpDocument(
        "skitgubbe",
        (
            _overview(options, seats),
            _phase1(options),
            _phase2(options),
        ),
    )


def _overview(o: SkitgubbeOptions, seats: int) -> Page:
    order = rank_order()
    return Page(
        text("help.tab.overview"),
        (
            para("help.skitgubbe.intro", seats=seats, dealt=DEALT, stock=52 - DEALT * seats),
            CardRow(text("help.skitgubbe.ranks"), order, ("",) * len(order)),
            para("help.skitgubbe.dealer." + o.dealer_rotation, o, "dealer_rotation"),
        ),
    )


def _phase1(o: SkitgubbeOptions) -> Page:
    blocks = [para("help.skitgubbe.p1." + o.phase1_mode, o, "phase1_mode")]
    if o.phase1_mode == "all_players":
        blocks += [
            para("help.skitgubbe.p1.tie"),
            para("help.skitgubbe.p1.add." + o.addition_order, o, "addition_order"),
        ]
    else:
        blocks.append(para("help.skitgubbe.p1.bounce"))
    blocks += [
        para("help.skitgubbe.p1.daring." + ("yes" if o.daring else "no"), o, "daring"),
        para("help.skitgubbe.p1.last_card"),
        para("help.skitgubbe.p1.end"),
    ]
    return Page(text("help.tab.phase1"), tuple(blocks))


def _phase2(o: SkitgubbeOptions) -> Page:
    lay, higher, trump = (parse_cards(c)[0] for c in BEAT_EXAMPLE)
    captions = (
        text("help.skitgubbe.caption.lay"),
        text("help.skitgubbe.caption.beats") if beats(BEAT_EXAMPLE[1], BEAT_EXAMPLE[0]) else "",
        text("help.skitgubbe.caption.trump") if beats(BEAT_EXAMPLE[2], BEAT_EXAMPLE[1]) else "",
    )
    blocks: list[Block] = [
        para("help.skitgubbe.p2.setup"),
        para("help.skitgubbe.p2.turn"),
        CardRow(text("help.skitgubbe.p2.beat_example"), (lay, higher, trump), captions),
        para(
            "help.skitgubbe.p2.sequences." + ("yes" if o.phase2_sequences else "no"),
            o,
            "phase2_sequences",
        ),
    ]
    if o.phase2_sequences:
        run = parse_cards(RUN_EXAMPLE)
        blocks.append(CardRow(text("help.skitgubbe.p2.run_example"), run, ("",) * len(run)))
        blocks.append(para("help.skitgubbe.p2.pickup." + o.pickup_mode, o, "pickup_mode"))
    blocks += [para("help.skitgubbe.p2.trick"), para("help.skitgubbe.p2.loser")]
    return Page(text("help.tab.phase2"), tuple(blocks))
