"""PURE: the Schieber Jass rules help, built from the engine's own tables and the options."""

from __future__ import annotations

from game.core.cards import Card
from game.games.schieber import tables
from game.games.schieber.options import SchieberOptions
from game.games.schieber.weis import quad_points, run_points
from game.help.document import Block, CardRow, HelpDocument, Page, ValueTable, changed, para, text

EXAMPLE_TRUMP = tables.HEARTS  # the trump suit the card rows show
EXAMPLE_PLAIN = tables.SPADES
_QUAD_ROWS = (
    ("help.schieber.quad_high", 8),
    ("help.schieber.quad_nines", 3),
    ("help.schieber.quad_jacks", 5),
    ("help.schieber.quad_low", 2),
)
# Texts that name a figure Swiss faces show differently (the 10, Jack and Queen are the
# Banner, Under and Ober): each has a `.swiss` form.
_FIGURE_TEXTS = frozenset(
    {"help.schieber.weis", "help.schieber.quad_high", "help.schieber.quad_jacks"}
)


def suit_order(mode: int, suit: int) -> tuple[Card, ...]:
    """The cards of `suit`, strongest first, when `suit` is led under contract `mode`."""
    ids = [i for i in range(36) if tables.SUIT_OF[i] == suit]
    ids.sort(key=lambda i: tables.WIN[mode][suit][i], reverse=True)
    return tuple(tables.CARDS[i] for i in ids)


def card_points(mode: int, card: Card, options: SchieberOptions) -> int:
    """What a card counts under contract `mode` with these options (engine table)."""
    table = tables.POINTS_SIX_ELEVEN if options.undenufe_six_eleven else tables.POINTS
    return table[mode][tables.CARD_ID[card]]


def _row(key: str, mode: int, suit: int, options: SchieberOptions, marked: bool = False) -> CardRow:
    cards = suit_order(mode, suit)
    return CardRow(
        text(key), cards, tuple(str(card_points(mode, c, options)) for c in cards), marked
    )


def suit_key(suit: int, face_style: str) -> str:
    """Catalog key of a suit's name in the deck shown (Swiss or French)."""
    swiss = "swiss." if face_style == "swiss" else ""
    return f"suit.{swiss}{tables.SUIT_NAMES[suit]}"


def schieber_help(
    options: SchieberOptions, seats: int = 4, face_style: str = "french"
) -> HelpDocument:
    """The rules help of a Schieber table with these options."""
    del seats  # always four
    return HelpDocument(
        "schieber",
        (
            _overview(options),
            _cards(options),
            _play(),
            _scoring(options, face_style),
            _weis(options, face_style),
        ),
    )


def _overview(o: SchieberOptions) -> Page:
    blocks: list[Block] = [
        para("help.schieber.intro"),
        para(f"help.schieber.preset.{o.preset}", o, "preset"),
        para("help.schieber.forehand." + o.first_forehand, o, "first_forehand"),
        para("help.schieber.contract"),
        para("help.schieber.push_back." + ("yes" if o.push_back else "no"), o, "push_back"),
        para("help.schieber.lead"),
        para("help.schieber.end." + o.end_mode, o, "end_mode", target=o.target),
        para(
            "help.schieber.schneider.yes", o, "schneider_double", half=o.target // 2 + o.target % 2
        )
        if o.schneider_double
        else para("help.schieber.schneider.no", o, "schneider_double"),
    ]
    if o.mirror_display:
        blocks.append(para("help.schieber.mirror", o, "mirror_display"))
    return Page(text("help.tab.overview"), tuple(blocks))


def _cards(o: SchieberOptions) -> Page:
    return Page(
        text("help.tab.cards"),
        (
            _row("help.schieber.row_trump", EXAMPLE_TRUMP, EXAMPLE_TRUMP, o),
            _row("help.schieber.row_plain", EXAMPLE_TRUMP, EXAMPLE_PLAIN, o),
            _row("help.schieber.row_obenabe", tables.OBENABE, EXAMPLE_PLAIN, o),
            _row(
                "help.schieber.row_undenufe",
                tables.UNDENUFE,
                EXAMPLE_PLAIN,
                o,
                changed(o, "undenufe_six_eleven"),
            ),
            para("help.schieber.total", total=152 + 5),
        ),
    )


def _play() -> Page:
    return Page(
        text("help.tab.play"),
        tuple(
            para(f"help.schieber.play.{name}")
            for name in ("no_trumps", "trumps_led", "plain_led", "undertrump", "tricks")
        ),
    )


def _scoring(o: SchieberOptions, face_style: str) -> Page:
    rows = [(text(suit_key(mode, face_style)), f"x{o.multiplier(mode)}") for mode in range(4)]
    rows += [
        (text("schieber.obenabe"), f"x{o.multiplier(tables.OBENABE)}"),
        (text("schieber.undenufe"), f"x{o.multiplier(tables.UNDENUFE)}"),
    ]
    return Page(
        text("help.tab.scoring"),
        (
            ValueTable(text("help.schieber.multipliers"), tuple(rows), changed(o, "multipliers")),
            para("help.schieber.bonus", last=5, match=100),
            para("help.schieber.stoeck", points=20),
            para(
                "help.schieber.stoeck_declaration." + o.stoeck_declaration, o, "stoeck_declaration"
            ),
            para(
                "help.schieber.stoeck_any_time." + ("yes" if o.stoeck_claim_any_time else "no"),
                o,
                "stoeck_claim_any_time",
            ),
            para("help.schieber.ausmach." + o.ausmach_order, o, "ausmach_order"),
        ),
    )


def _swiss(key: str, face_style: str) -> str:
    """A text's key for the faces shown: its Swiss form when it names a figure."""
    return f"{key}.swiss" if face_style == "swiss" and key in _FIGURE_TEXTS else key


def _weis(o: SchieberOptions, face_style: str) -> Page:
    rows = [(text("help.schieber.run", length=n), str(run_points(n, o))) for n in (3, 4, 5)]
    long = "/".join(str(run_points(n, o)) for n in (6, 7, 8, 9))
    rows.append((text("help.schieber.run_long"), long))
    rows += [(text(_swiss(key, face_style)), str(quad_points(nat, o))) for key, nat in _QUAD_ROWS]
    marked = any(changed(o, name) for name in ("long_sequences", "four_nines", "four_low_ranks"))
    return Page(
        text("help.tab.weis"),
        (
            para(_swiss("help.schieber.weis", face_style)),
            ValueTable(text("help.schieber.weis_table"), tuple(rows), marked),
            para(
                "help.schieber.weis_reuse." + ("yes" if o.weis_card_reuse else "no"),
                o,
                "weis_card_reuse",
            ),
            para("help.schieber.weis_key." + o.weis_key, o, "weis_key"),
            para("help.schieber.weis_tie." + o.weis_full_tie, o, "weis_full_tie"),
            para("help.schieber.weis_declaration." + o.weis_declaration, o, "weis_declaration"),
        ),
    )
