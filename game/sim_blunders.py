"""Blunders the sim counts: card plays a club player would laugh at, judged from the acting
seat's own view (what it could know), never from the hidden hands.

Schieber and Klaverjas (a "sure" trick: no card that a later player of the trick may still
hold, voids shown, beats its winning card):
- trump_partner_sure: trumping a plain-suit trick the partner already wins for sure,
  holding a legal plain card;
- points_on_sure_loss: an opponent wins for sure (nobody after, nor we, can beat it) and
  we add 10 or more card points more than our cheapest legal card would;
- duck_last: last to play, an opponent wins, we hold a card of the led suit that takes
  the trick and the trick is worth 10 or more, and we let it go;
- spend_top_trump: playing the highest trump still out while opponents may hold trumps,
  onto a trick that was ours anyway (partner sure) or that a lower card of ours would
  have taken as last player.

The matching ones of the other games, all as last player of a trick (its outcome then
certain) or from the table in front of us:
- Stichln: take_own_minus (taking a trick that costs us 3 or more points when a card
  that loses it was in hand), duck_free_plus (letting go a trick worth 2 or more to us
  when a card that takes it was in hand);
- Was Sticht: take_unwanted (taking the trick our task needs us to lose, when a losing
  card was legal), duck_wanted (losing the trick our task needs, when a winning card was
  legal);
- Skitgubbe phase 2: needless_pickup (picking the pile up while a lay without trumps was
  legal), trump_on_plain (beating with trumps while a lay of as many cards without trumps
  also beat).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.klaverjas import search as klaverjas_search
from game.games.klaverjas import tables as klaverjas_tables
from game.games.schieber import search as schieber_search
from game.games.schieber import tables as schieber_tables
from game.games.skitgubbe import tables as skitgubbe_tables
from game.games.skitgubbe.actions import LAY, PICKUP
from game.games.skitgubbe.state import PHASE2
from game.games.stichln import search as stichln_search
from game.games.stichln import tables as stichln_tables
from game.games.was_sticht import search as was_sticht_search
from game.games.was_sticht import tables as was_sticht_tables
from game.games.was_sticht.bots import card_mask as was_sticht_card_mask
from game.games.was_sticht.policy import LOSE, WIN


@dataclass(frozen=True, slots=True)
class TrickSpot:
    """One card decision in a trick game with trumps, as bitmasks of card ids."""

    values: Sequence[int]  # trick-winning value per card for the led suit (-1: cannot win)
    trumps: int  # mask of the trump suit (0: no trump)
    led_suit: int  # mask of the led suit
    pts: Sequence[int]
    legal: int
    card: int  # the card played
    trick: Sequence[int]  # cards already in the trick
    partner_wins: bool  # the trick's current winner is our partner
    later: Sequence[int]  # per seat still to play after us: cards it may hold
    opponents: int  # cards the opponents may hold


def trick_blunders(spot: TrickSpot) -> list[str]:
    """The Jass-family blunders of one card play."""
    if not spot.trick:
        return []
    values = spot.values
    best = max(values[c] for c in spot.trick)
    beaten_later = any(values[c] > best for mask in spot.later for c in ids_of(mask))
    sure = not beaten_later
    out = []
    led_trump = bool(spot.trumps >> spot.trick[0] & 1)
    plays_trump = bool(spot.trumps >> spot.card & 1)
    if spot.partner_wins and sure and plays_trump and not led_trump \
            and spot.legal & ~spot.trumps:
        out.append("trump_partner_sure")
    we_can_beat = any(values[c] > best for c in ids_of(spot.legal))
    if not spot.partner_wins and sure and not we_can_beat:
        cheapest = min(spot.pts[c] for c in ids_of(spot.legal))
        if spot.pts[spot.card] - cheapest >= 10:
            out.append("points_on_sure_loss")
    last = not spot.later
    if last and not spot.partner_wins and values[spot.card] <= best:
        follow = [c for c in ids_of(spot.legal & spot.led_suit) if values[c] > best]
        if follow:
            worth = sum(spot.pts[c] for c in spot.trick) + min(spot.pts[c] for c in follow)
            if worth >= 10:
                out.append("duck_last")
    if plays_trump and _is_top_trump(spot) and spot.opponents & spot.trumps:
        lower_wins = last and any(values[c] > best for c in ids_of(spot.legal & ~(
            1 << spot.card)))
        if (spot.partner_wins and sure) or (last and not spot.partner_wins and lower_wins):
            out.append("spend_top_trump")
    return out


def _is_top_trump(spot: TrickSpot) -> bool:
    """Is the card played the best trump not yet played (ours or anybody's)?"""
    out = spot.opponents | spot.legal | (1 << spot.card)
    for mask in spot.later:
        out |= mask
    trumps = out & spot.trumps
    return max(ids_of(trumps), key=lambda c: spot.values[c]) == spot.card


def schieber_blunders(view: Any, legal: Sequence[Action], action: Action) -> list[str]:
    """Schieber: the four Jass blunders (trump games and Obenabe/Undenufe alike)."""
    if action.kind not in ("play", "stoeck") or not view.trick:
        return []
    tables = schieber_tables
    seen = schieber_search.read_view(view)
    led = tables.SUIT_OF[seen.trick[0]]
    values = tables.WIN[seen.mode][led]
    winner_at = max(range(len(seen.trick)), key=lambda i: values[seen.trick[i]])
    winner_seat = view.trick[winner_at][0]
    team = seen.seat % 2
    opponents = seen.allowed[(seen.seat + 1) % 4] | seen.allowed[(seen.seat + 3) % 4]
    return trick_blunders(TrickSpot(
        values=values, trumps=tables.SUIT_MASK[seen.mode] if seen.mode < 4 else 0,
        led_suit=tables.SUIT_MASK[led], pts=seen.pts,
        legal=schieber_search.legal_play_mask(legal), card=tables.CARD_ID[action.cards[0]],
        trick=seen.trick, partner_wins=winner_seat % 2 == team and winner_seat != seen.seat,
        later=[seen.allowed[s] for s in schieber_search.after_me(seen)], opponents=opponents))


def klaverjas_blunders(view: Any, legal: Sequence[Action], action: Action) -> list[str]:
    """Klaverjas with four players (teams): the four Jass blunders."""
    if action.kind != "play" or not view.trick or view.seats != 4:
        return []
    tables = klaverjas_tables
    seen = klaverjas_search.read_view(view)
    led = tables.SUIT_OF[seen.trick[0]]
    values = tables.WIN[seen.trump][led]
    winner_at = max(range(len(seen.trick)), key=lambda i: values[seen.trick[i]])
    winner_seat = view.trick[winner_at][0]
    later = []
    seat = seen.seat
    for _ in range(seen.seats - 1 - len(seen.trick)):
        seat = seen.nxt[seat]
        later.append(seen.allowed[seat])
    opponents = 0
    for other in range(seen.seats):
        if seen.side_of[other] != seen.side_of[seen.seat]:
            opponents |= seen.allowed[other]
    return trick_blunders(TrickSpot(
        values=values, trumps=tables.SUIT_MASK[seen.trump], led_suit=tables.SUIT_MASK[led],
        pts=seen.pts, legal=klaverjas_search.legal_play_mask(legal),
        card=tables.CARD_ID[action.cards[0]], trick=seen.trick,
        partner_wins=winner_seat == seen.partner, later=later, opponents=opponents))


def last_player_blunders(me: int, card: int, legal: int,
                         winner: Callable[[int], int], value: Callable[[int], int],
                         worst: int, best: int) -> list[str]:
    """As last player: `winner(c)` is the seat taking the trick if we play c, `value(c)`
    what the trick is worth to us then. Taking it at `worst` or less with a loser in hand,
    or letting go one worth `best` or more that a card in hand would take, is a blunder."""
    cards = ids_of(legal)
    takes = [c for c in cards if winner(c) == me]
    loses = [c for c in cards if winner(c) != me]
    if card in takes and loses and value(card) <= worst:
        return ["take"]
    if card in loses and any(value(c) >= best for c in takes):
        return ["duck"]
    return []


def stichln_blunders(view: Any, legal: Sequence[Action], action: Action) -> list[str]:
    """Stichln: taking own minus points, or ducking a trick worth points, as last player."""
    if not action.cards or view.phase != "play" or len(view.trick) != view.seats - 1:
        return []
    tables = stichln_tables
    seen = stichln_search.read_view(view)
    if seen.declared[seen.seat] < 0:
        return []
    minus = tables.COLOUR_OF[seen.declared[seen.seat]]
    seats = [seat for seat, _card in view.trick] + [seen.seat]

    def winner(card: int) -> int:
        at = tables.trick_winner([*seen.trick, card])
        if at < 0:
            return -1 if seen.discard else seats[0]
        return seats[at]

    def value(card: int) -> int:
        mask = 1 << card
        for other in seen.trick:
            mask |= 1 << other
        return tables.captured_score(minus, mask)

    found = last_player_blunders(seen.seat, tables.CARD_ID[action.cards[0]],
                                 stichln_search.legal_card_mask(legal), winner, value, -3, 2)
    return [{"take": "take_own_minus", "duck": "duck_free_plus"}[k] for k in found]


def was_sticht_blunders(view: Any, legal: Sequence[Action], action: Action) -> list[str]:
    """Was Sticht: as last player, taking the trick the task must lose, or the reverse."""
    if action.kind != "play" or not action.cards or len(view.trick) != view.seats - 1:
        return []
    tables = was_sticht_tables
    seen = was_sticht_search.read_view(view)
    want = was_sticht_search.wanted(seen)
    if want not in (WIN, LOSE):
        return []
    trumps = seen.combos[0]
    seats = [seat for seat, _card in view.trick] + [seen.seat]

    def winner(card: int) -> int:
        return seats[tables.trick_winner([*seen.trick, card], trumps)]

    def value(card: int) -> int:
        return 1 if want == WIN else -1

    found = last_player_blunders(seen.seat, tables.CARD_ID[action.cards[0]],
                                 was_sticht_card_mask(legal), winner, value, -1, 1)
    return [{"take": "take_unwanted", "duck": "duck_wanted"}[k] for k in found]


def skitgubbe_blunders(view: Any, legal: Sequence[Action], action: Action) -> list[str]:
    """Skitgubbe phase 2: a needless pick-up, or trumps where plain cards beat."""
    if view.phase != PHASE2 or view.trump is None:
        return []
    trumps = skitgubbe_tables.SUIT_MASK[skitgubbe_tables.SUIT_LETTERS.index(view.trump)]
    lays = [(a, skitgubbe_tables.mask_of(a.cards)) for a in legal if a.kind == LAY]
    plain = [(a, mask) for a, mask in lays if not mask & trumps]
    if action.kind == PICKUP:
        return ["needless_pickup"] if plain and view.table else []
    if action.kind != LAY or not view.table:
        return []
    mine = skitgubbe_tables.mask_of(action.cards)
    if mine & trumps and any(mask.bit_count() == mine.bit_count() for _a, mask in plain):
        return ["trump_on_plain"]
    return []


DETECTORS: dict[str, Callable[[Any, Sequence[Action], Action], list[str]]] = {
    "schieber": schieber_blunders,
    "klaverjas": klaverjas_blunders,
    "stichln": stichln_blunders,
    "was_sticht": was_sticht_blunders,
    "skitgubbe": skitgubbe_blunders,
}


def blunders_of(game_id: str, view: Any, legal: Sequence[Action],
                action: Action) -> list[str]:
    """The blunders in one decision of the game (none for games without detectors)."""
    detect = DETECTORS.get(game_id)
    return detect(view, legal, action) if detect is not None and len(legal) > 1 else []
