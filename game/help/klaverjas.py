"""PURE: the Klaverjas rules help, built from the engine's own tables and the options."""

from __future__ import annotations

from game.core.cards import Card, parse_cards
from game.games.klaverjas import tables
from game.games.klaverjas.options import TARGET, KlaverjasOptions
from game.games.klaverjas.roem import four_of_a_kind_roem, trick_roem
from game.games.klaverjas.scoring import DEAL_CARD_POINTS
from game.help.document import Block, CardRow, HelpDocument, Page, ValueTable, changed, para, text

EXAMPLE_TRUMP = tables.SUIT_INDEX["H"]
EXAMPLE_PLAIN = tables.SUIT_INDEX["S"]
# Roem examples with hearts as trumps: (label key, cards of one trick).
ROEM_EXAMPLES = (
    ("help.klaverjas.roem.run3", "9S TS JS"),
    ("help.klaverjas.roem.run4", "9S TS JS QS"),
    ("help.klaverjas.roem.stuk", "KH QH"),
    ("help.klaverjas.roem.run3_stuk", "QH KH AH"),
    ("help.klaverjas.roem.run4_stuk", "JH QH KH AH"),
)
_QUADS = (
    ("help.klaverjas.roem.jacks", tables.JACK),
    ("help.klaverjas.roem.quad_high", tables.ACE),
    ("help.klaverjas.roem.quad_low", tables.NINE),
)


def suit_order(trump: int, suit: int) -> tuple[Card, ...]:
    """The cards of `suit`, strongest first, when it is led with `trump` as trumps."""
    ids = [i for i in range(32) if tables.SUIT_OF[i] == suit]
    ids.sort(key=lambda i: tables.WIN[trump][suit][i], reverse=True)
    return tuple(tables.CARDS[i] for i in ids)


def roem_of(cards: str, options: KlaverjasOptions) -> int:
    """The roem the engine credits for these cards in one trick, hearts being trumps."""
    ids = [tables.CARD_ID[c] for c in parse_cards(cards)]
    return trick_roem(ids, EXAMPLE_TRUMP, options.four_low_ranks_roem)


def _row(key: str, suit: int) -> CardRow:
    cards = suit_order(EXAMPLE_TRUMP, suit)
    points = tables.POINTS[EXAMPLE_TRUMP]
    return CardRow(text(key), cards, tuple(str(points[tables.CARD_ID[c]]) for c in cards))


def klaverjas_help(
    options: KlaverjasOptions, seats: int = 4, face_style: str = "french"
) -> HelpDocument:
    """The rules help of a Klaverjas table with these options at `seats` (3 or 4)."""
    del face_style
    solo = seats == 3
    return HelpDocument(
        "klaverjas",
        (
            _overview(options, seats),
            _cards(),
            _play(options, solo),
            _scoring(options, solo),
        ),
    )


def _overview(o: KlaverjasOptions, seats: int) -> Page:
    solo = seats == 3
    blocks: list[Block] = [para("help.klaverjas.intro3" if solo else "help.klaverjas.intro4")]
    if solo:
        blocks += [
            para("help.klaverjas.bid3"),
            para("help.klaverjas.redeal3." + o.redeal_3p, o, "redeal_3p"),
            para("help.klaverjas.widow"),
        ]
    else:
        blocks.append(para("help.klaverjas.deal." + o.deal_pattern, o, "deal_pattern"))
        blocks.append(para("help.klaverjas.bid." + o.trump_selection, o, "trump_selection"))
        if o.trump_selection == "turn_up":
            blocks.append(
                para("help.klaverjas.turn_up." + o.turn_up_all_pass, o, "turn_up_all_pass")
            )
    blocks.append(para("help.klaverjas.lead"))
    deals = o.deals_per_game(seats)
    if deals is None:
        blocks.append(para("help.klaverjas.length.target", o, "game_length", target=TARGET))
    else:
        blocks.append(para("help.klaverjas.length.deals", o, "game_length", deals=deals))
        if solo:  # 11.6: equal highest totals share the win (no tie option)
            blocks.append(para("help.klaverjas.tie.draw"))
        else:
            blocks.append(para("help.klaverjas.tie." + o.tie_rule, o, "tie_rule"))
    if o.partner_rotation and not solo:
        blocks.append(para("help.klaverjas.rotation", o, "partner_rotation"))
    return Page(text("help.tab.overview"), tuple(blocks))


def _cards() -> Page:
    return Page(
        text("help.tab.cards"),
        (
            _row("help.klaverjas.row_trump", EXAMPLE_TRUMP),
            _row("help.klaverjas.row_plain", EXAMPLE_PLAIN),
            para("help.klaverjas.total", cards=152, last=10, total=DEAL_CARD_POINTS),
        ),
    )


def _play(o: KlaverjasOptions, solo: bool) -> Page:
    rules = o.play_rules
    blocks: list[Block] = [
        para("help.klaverjas.play.rules." + rules, o, "play_rules"),
        para("help.klaverjas.play.trumps_led"),
        para("help.klaverjas.play.follow"),
    ]
    if rules == "amsterdam":
        blocks.append(para("help.klaverjas.play.amsterdam_void"))
        if not solo:
            blocks.append(para("help.klaverjas.play.amsterdam_partner"))
    else:
        blocks.append(para("help.klaverjas.play.rotterdam_void"))
    return Page(text("help.tab.play"), tuple(blocks))


def _scoring(o: KlaverjasOptions, solo: bool) -> Page:
    # Three-card tricks (three players) hold no four-card run.
    examples = [e for e in ROEM_EXAMPLES if not solo or len(e[1].split()) <= 3]
    rows = [(text(key), str(roem_of(cards, o))) for key, cards in examples]
    if not solo:
        rows += [
            (text(key), str(four_of_a_kind_roem(nat, o.four_low_ranks_roem))) for key, nat in _QUADS
        ]
    example = ROEM_EXAMPLES[3][1]
    cards = parse_cards(example)
    blocks: list[Block] = [
        para("help.klaverjas.roem"),
        ValueTable(
            text("help.klaverjas.roem_table"), tuple(rows), changed(o, "four_low_ranks_roem")
        ),
        CardRow(
            text("help.klaverjas.roem_example", points=roem_of(example, o)),
            cards,
            ("",) * len(cards),
        ),
        para("help.klaverjas.roem_claim." + o.roem_claim, o, "roem_claim"),
        para("help.klaverjas.nat3" if solo else "help.klaverjas.nat4"),
    ]
    if o.pit_bonus and solo:  # 11.5: any player who takes every trick
        blocks.append(para("help.klaverjas.pit.any_team", o, "pit_bonus", bonus=o.pit_bonus))
    elif o.pit_bonus:
        blocks.append(
            para("help.klaverjas.pit." + o.pit_bonus_team, o, "pit_bonus_team", bonus=o.pit_bonus)
        )
    else:
        blocks.append(para("help.klaverjas.pit.none", o, "pit_bonus"))
    return Page(text("help.tab.scoring"), tuple(blocks))
