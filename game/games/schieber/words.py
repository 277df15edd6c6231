"""Schieber facts in words for the move log, the notice strip and the score sheet (no pygame)."""

from __future__ import annotations

from collections.abc import Callable

from game.core.cards import Card
from game.games.schieber.events import MeldKind
from game.i18n import t
from game.i18n.refusals import SWISS_RANKS

# Natural order of the Jass deck for runs (rules 7.1): 6 7 8 9 10 J Q K A.
_NATURAL = (6, 7, 8, 9, 10, 11, 12, 13, 14)


def meld_kind(kind: MeldKind) -> str:
    """A declared meld as it is said in trick 1: 'four of a kind', '4-card run' (no cards,
    no rank: its value says the rest a player may know)."""
    if kind.quad:
        return t("schieber.kind_quad")
    return t("schieber.kind_run", length=kind.length)


def melds_text(kinds: tuple[MeldKind, ...]) -> str:
    """Every declared meld with its own value: 'four of a kind, 150; 3-card run, 20'."""
    return t("schieber.meld_sep").join(
        t("schieber.meld", kind=meld_kind(kind), points=kind.points) for kind in kinds
    )


def shown_weis_name(
    cards: tuple[Card, ...], card_text: Callable[[Card], str], faces: str = "french"
) -> str:
    """A shown meld by its cards: four of a kind by rank, a run by length and top card."""
    if len(cards) == 4 and len({card.rank for card in cards}) == 1:
        return quad_name(cards[0].rank, faces)
    top = max(cards, key=lambda card: _NATURAL.index(card.rank))
    return t("schieber.weis_run", length=len(cards), card=card_text(top))


def quad_name(rank: int, faces: str = "french") -> str:
    """Four of a kind by its rank as the faces on the table show it: 'four Jacks', or
    with Swiss faces 'four Unders'."""
    if faces == "swiss" and rank in SWISS_RANKS:
        return t(f"schieber.weis_quad.swiss.{rank}")
    return t(f"schieber.weis_quad.{rank}")


def times(raw: int, m: int) -> str:
    """Points and what the contract's multiplier makes of them, the one way the table
    writes a multiplied item (the Weis above all): '50 × 2 = 100'; '50' under x1, '0'."""
    return str(raw) if m == 1 or raw == 0 else t("schieber.times", raw=raw, m=m, points=raw * m)


def checkpoint_when(stage: str) -> str:
    """When a checkpoint (`C0:S` ... `C9:T`) happens: after the contract or after trick n."""
    number = int(stage[1:].split(":")[0])
    if number == 0:
        return t("schieber.when_contract")
    return t("schieber.when_trick", n=number)


def checkpoint_item(stage: str) -> str:
    """What carried a team over the target at a checkpoint: its Stöck, Weis or cards."""
    return t(f"schieber.item.{stage.split(':')[1]}")


def counted_stages(stage: str, order: str) -> str:
    """The items a deal that ended early still scores: those up to the winning one.

    Rules 10.2: at the winning checkpoint the partial sums run in `ausmach_order` and the
    game ends at the first stage where one team is over, so later stages are not credited.
    """
    if not stage:
        return "SWT"
    item = stage.split(":")[1]
    return order[: order.index(item) + 1]
