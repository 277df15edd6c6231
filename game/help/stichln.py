"""PURE: the Stichln rules help for a seat count, built from the engine's set-up tables."""

from __future__ import annotations

from game.core.cards import Card, parse_cards
from game.games.stichln import tables
from game.games.stichln.options import StichlnOptions
from game.help.document import Block, CardRow, HelpDocument, Page, para, text

# Trick examples (spec 10.1 W3 and W6): the engine picks the winner shown under them.
TRICK_EXAMPLES = (
    ("help.stichln.example_other", "Y9 G5 R6 B4"),
    ("help.stichln.example_zero", "R0 R9 B3 G3"),
)
# Scoring example (spec section 6): minus card, then the captured cards.
SCORE_DECLARED = "R3"
SCORE_CAPTURED = "R8 Y4 B2 N0 R0"


def colour_cards(seats: int) -> tuple[Card, ...]:
    """The highest card of every colour used at this seat count, in the seed's order."""
    colours, top, _ = tables.SETUP[seats]
    return tuple(Card(colour, top) for colour in colours)


def trick_winner(cards: str) -> int:
    """Position of the card the engine says wins this trick."""
    return tables.trick_winner([tables.CARD_ID[c] for c in parse_cards(cards)])


def card_score(card: Card, minus_colour: str) -> int:
    """What one captured card scores for a player with this minus colour (engine rule)."""
    mask = 1 << tables.CARD_ID[card]
    return tables.captured_score(tables.COLOUR_ID[minus_colour], mask)


def stichln_help(
    options: StichlnOptions, seats: int = 4, face_style: str = "stichln"
) -> HelpDocument:
    """The rules help of a Stichln table with these options at `seats` (3 to 8)."""
    del face_style
    return HelpDocument("stichln", (_overview(options, seats), _play(options), _scoring()))


def _overview(o: StichlnOptions, seats: int) -> Page:
    colours, top, _ = tables.SETUP[seats]
    hand = tables.hand_size(seats, o.seven_player_hand)
    cards = len(colours) * (top + 1)
    blocks: list[Block] = [
        para(
            "help.stichln.intro",
            seats=seats,
            colours=len(colours),
            top=top,
            hand=hand,
            tricks=hand - 1,
        ),
        CardRow(
            text("help.stichln.colours", top=top),
            colour_cards(seats),
            tuple(f"0-{top}" for _ in colours),
        ),
    ]
    if cards > hand * seats:
        blocks.append(
            para("help.stichln.aside", o, "seven_player_hand", aside=cards - hand * seats)
        )
    blocks += [
        para("help.stichln.minus"),
        para("help.stichln.reveal." + o.minus_reveal, o, "minus_reveal"),
        para("help.stichln.rounds", o, "rounds", rounds=o.rounds_for(seats)),
    ]
    return Page(text("help.tab.overview"), tuple(blocks))


def _play(o: StichlnOptions) -> Page:
    blocks: list[Block] = [
        para("help.stichln.free"),
        para("help.stichln.winner"),
        para("help.stichln.zero." + o.all_zero_trick, o, "all_zero_trick"),
    ]
    for key, cards in TRICK_EXAMPLES:
        trick = parse_cards(cards)
        win = trick_winner(cards)
        captions = tuple(text("help.caption.wins") if i == win else "" for i in range(len(trick)))
        blocks.append(CardRow(text(key), trick, captions))
    return Page(text("help.tab.play"), tuple(blocks))


def _scoring() -> Page:
    declared = parse_cards(SCORE_DECLARED)[0]
    captured = parse_cards(SCORE_CAPTURED)
    scores = [card_score(card, declared.suit) for card in captured]
    total = tables.round_score(tables.CARD_ID[declared], tables.cards_to_mask(captured))
    return Page(
        text("help.tab.scoring"),
        (
            para("help.stichln.score"),
            CardRow(
                text("help.stichln.score_minus", value=declared.rank),
                (declared,),
                (f"-{declared.rank}",),
            ),
            CardRow(
                text("help.stichln.score_captured", total=total),
                captured,
                tuple(f"{s:+d}" if s else "0" for s in scores),
            ),
            para("help.stichln.total"),
        ),
    )
