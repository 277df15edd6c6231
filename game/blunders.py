"""Blunders: card plays a club player would laugh at, judged from the acting
seat's own view (what it could know), never from the hidden hands. The strong bots search
only moves that are none of these (blunder_free), so every one must be a plain mistake,
never a matter of taste.

The Jass games (trumps, partners, card points; a "sure" trick: no card that a later
player of the trick may still hold, voids shown, beats its winning card; "lost for our
side": an opponent's card wins, none of ours beats it and the partner, if still to play,
cannot either):
- trump_partner_sure: trumping a plain-suit trick the partner already wins for sure,
  holding a legal plain card;
- points_on_sure_loss: on a trick lost for our side we add 10 or more card points more
  than our cheapest legal card would (a later opponent overtaking changes nothing);
- duck_last: last to play, an opponent wins, we hold a card of the led suit that takes
  the trick and the trick is worth 10 or more, and we let it go;
- spend_top_trump: playing the highest trump still out while opponents may hold trumps,
  onto a trick that was ours anyway (partner sure) or that a lower card of ours would
  have taken as last player;
- top_trump_cheap_ruff: otherwise ruffing a plain-suit trick with that highest trump
  while opponents may hold trumps, the cards on the table worth less than 10 points and
  another card legal (the hand's trump control spent on nothing);
- points_into_ruff: leading a plain card of 10 or more points into a suit an opponent
  has shown void in while he may still hold a trump, holding a legal card worth less.

The matching ones of the other games (each game's registry entry names its detector, the
`blunders()` of its search module):
- the minus-colour game, as last player (the outcome then certain): take_own_minus (taking the trick
  when letting it go was 2 or more better for our lead over the others), duck_free_plus
  (letting it go when taking it was); a trick counts for the taker with his minus colour
  when it lies face up, so passing poison to a rival is no duck;
- the chip-task game (every hand is known in trick play, so outcomes often are certain;
  see its search.seen_blunders): take_unwanted (a card certain to take a trick the
  task wants to lose, while a card certain to lose it was legal: as last player, or
  earlier when taking any trick now spoils the task), duck_wanted (as last player, losing
  the trick the task wants while a winning card was legal), take_forbidden ("no
  <colour>" task: a card certain to win a trick that then surely holds that colour, when
  a legal card would not), throw_task (in the last three tricks, played out exactly: a
  card after which nobody's play fulfils the task, when another fulfils it whatever the
  others play);
- the shedding game's phase 2 (see its search.blunders): missed_out (passing up a sure way
  out: a legal lay that empties the hand, or that completes the trick, so that we lead
  next, and leaves a hand that is one lay; going out is safe, nothing beats it),
  let_out (when only one other seat holds cards, every card we cannot see is his: a play
  after which his whole hand is one lay that beats what then lies on top, or that he
  leads to an empty table, so he goes out and we are the loser, while another legal
  play left him no such way), needless_pickup (picking the pile up while a lay without
  trumps was legal), trump_on_plain (beating with trumps while a lay of as many cards
  without trumps also beat); the last two yield to the first two (a plain lay that
  lets the last opponent out is no alternative, and a sure way out is never a blunder).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.tricks import ids_of


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
    partner_after: int = 0  # cards the partner may hold when he plays after us (else 0)
    opponent_hands: Sequence[int] = ()  # per opponent: cards he may hold


def winning_play(
    trick: Sequence[tuple[int, Any]], ids: Sequence[int], values: Sequence[int]
) -> int:
    """The seat whose card wins the running trick so far: `trick` holds the view's
    (seat, card) plays, `ids` the same cards as ids, `values` their trick values."""
    return trick[max(range(len(ids)), key=lambda i: values[ids[i]])][0]


def trick_blunders(spot: TrickSpot) -> list[str]:
    """The Jass-family blunders of one card play (on a lead, `led_suit` is the suit of
    the card led)."""
    if not spot.trick:
        return _lead_blunders(spot)
    values = spot.values
    best = max(values[c] for c in spot.trick)
    beaten_later = any(values[c] > best for mask in spot.later for c in ids_of(mask))
    sure = not beaten_later
    out = []
    table = sum(spot.pts[c] for c in spot.trick)
    led_trump = bool(spot.trumps >> spot.trick[0] & 1)
    plays_trump = bool(spot.trumps >> spot.card & 1)
    if spot.partner_wins and sure and plays_trump and not led_trump and spot.legal & ~spot.trumps:
        out.append("trump_partner_sure")
    we_can_beat = any(values[c] > best for c in ids_of(spot.legal))
    # Lost for our side whatever we play: a later opponent may still overtake, but then
    # the points go to the opponents all the same.
    partner_can_beat = any(values[c] > best for c in ids_of(spot.partner_after))
    if not spot.partner_wins and not partner_can_beat and not we_can_beat:
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
        lower_wins = last and any(values[c] > best for c in ids_of(spot.legal & ~(1 << spot.card)))
        if (spot.partner_wins and sure) or (last and not spot.partner_wins and lower_wins):
            out.append("spend_top_trump")
        elif not led_trump and table < 10 and spot.legal & ~(1 << spot.card):
            # The trump Jack (or whatever now commands the trumps) is the hand's control:
            # a club player does not ruff a trick of a few points with it.
            out.append("top_trump_cheap_ruff")
    return out


def _lead_blunders(spot: TrickSpot) -> list[str]:
    """Leading a plain card of 10 or more points into a suit an opponent has shown void
    in while he may still hold a trump (he ruffs it), holding a card worth less."""
    card = spot.card
    if spot.trumps >> card & 1 or spot.pts[card] < 10:
        return []
    if not any(spot.pts[c] < 10 for c in ids_of(spot.legal)):
        return []
    for hand in spot.opponent_hands:
        if not hand & spot.led_suit and hand & spot.trumps:
            return ["points_into_ruff"]
    return []


def _is_top_trump(spot: TrickSpot) -> bool:
    """Is the card played the best trump not yet played (ours or anybody's)?"""
    out = spot.opponents | spot.legal | (1 << spot.card)
    for mask in spot.later:
        out |= mask
    trumps = out & spot.trumps
    return max(ids_of(trumps), key=lambda c: spot.values[c]) == spot.card


def last_player_blunders(
    me: int,
    card: int,
    legal: int,
    winner: Callable[[int], int],
    gain: Callable[[int], float],
    gap: float,
) -> list[str]:
    """As last player: `winner(c)` is the seat taking the trick if we play c, `gain(c)`
    what that outcome is worth to us. Taking the trick ("take") or letting it go ("duck")
    when a card in hand with the other outcome was worth `gap` or more is a blunder."""
    took = winner(card) == me
    mine = gain(card)
    if any((winner(c) == me) != took and gain(c) >= mine + gap for c in ids_of(legal)):
        return ["take" if took else "duck"]
    return []


def blunder_free(legal: Sequence[Any], flagged: Callable[[Any], list[str]]) -> list[Any]:
    """The legal actions that are no blunder (all of them when every one is): the strong
    bots search only among these, as a club player never considers the others."""
    clean = [action for action in legal if not flagged(action)]
    return clean or list(legal)
