"""Schieber search: what a seat knows (read from its view), deals of the hidden cards
consistent with it, and fast rollouts on bitmasks for the strong bot.

The search never touches the rules' apply(): one rollout is a loop over ints using the
tables (legal_mask, trick_winner, WIN, POINTS), about a hundred times faster.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.blunders import TrickSpot, trick_blunders, winning_play
from game.bots import action_card_mask, clock, count_work, deal_unknown, sampled_search
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.schieber import tables as _tables
from game.games.schieber.options import MULTIPLIERS, SchieberOptions
from game.games.schieber.policy import choose_play, contract_values, trump_mask
from game.games.schieber.state import SchieberView
from game.games.schieber.tables import (
    ALL_CARDS_MASK,
    CARD_ID,
    JACK_BIT,
    MODE_BY_TEXT,
    MODE_TEXT,
    OBENABE,
    POINTS,
    POINTS_SIX_ELEVEN,
    SUIT_MASK,
    SUIT_OF,
    WIN,
    legal_mask,
    trick_winner,
)
from game.games.schieber.weis import optimal_weis, weis_total, weis_winner

PRUNE_MARGIN = (30.0, 18.0, 10.0)  # card points behind the best after 8, 16, 32 deals
PRUNE_AT = (8, 16, 32)
LAST_TRICK = 5
MATCH = 100


def next_seat(seat: int) -> int:
    """Schieber plays counter-clockwise: the seat after X is X + 3 (mod 4)."""
    return (seat + 3) % 4


@dataclass(slots=True)
class Seen:
    """What one seat knows during card play, as bitmasks of card ids."""

    seat: int
    mode: int
    pts: tuple[int, ...]
    hand: int
    gone: int  # cards played (finished tricks and the running trick)
    trick: list[int]  # the running trick's cards in play order
    leader: int
    allowed: list[int]  # per seat: unseen cards the seat may still hold (voids removed)
    known: list[int]  # per seat: cards it surely holds (shown Weis not yet played)
    sizes: tuple[int, ...]
    declarers: int  # team that named the contract


def read_view(view: SchieberView) -> Seen:
    """Derive the seat's knowledge from its view: played cards, voids, shown Weis."""
    mode = MODE_BY_TEXT[view.contract] if view.contract else 0
    six = view.options.undenufe_six_eleven
    pts = (POINTS_SIX_ELEVEN if six else POINTS)[mode]
    hand = 0
    for card in view.hand:
        hand |= 1 << CARD_ID[card]
    gone = 0
    excluded = [0, 0, 0, 0]
    trumps = trump_mask(mode)
    records = [[(seat, CARD_ID[card]) for seat, card in r.plays] for r in view.tricks]
    current = [(seat, CARD_ID[card]) for seat, card in view.trick]
    for plays in (*records, current):
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        top_trump = -1
        for index, (seat, card) in enumerate(plays):
            gone |= 1 << card
            suit = SUIT_OF[card]
            if index > 0 and suit != led:
                if mode >= OBENABE:
                    excluded[seat] |= SUIT_MASK[led]
                elif led == mode:
                    # Trumps led and not followed: no trump left but perhaps the Jack.
                    excluded[seat] |= trumps & ~JACK_BIT[mode]
                elif suit != mode:
                    excluded[seat] |= SUIT_MASK[led]
                elif top_trump >= 0 and WIN[mode][mode][card] < WIN[mode][mode][top_trump]:
                    # An undertrump is only allowed holding nothing but trumps.
                    excluded[seat] |= ALL_CARDS_MASK & ~trumps
            if suit == mode and (top_trump < 0 or WIN[mode][mode][card] >
                                 WIN[mode][mode][top_trump]):
                top_trump = card
    known = [0, 0, 0, 0]
    for seat, cards, _points in view.weis_shown:
        if seat == view.seat:
            continue
        for card in cards:
            card_id = CARD_ID[card]
            if not gone >> card_id & 1:
                known[seat] |= 1 << card_id
    unseen = ALL_CARDS_MASK & ~gone & ~hand
    placed = known[0] | known[1] | known[2] | known[3]
    allowed = [
        0 if seat == view.seat else (unseen & ~excluded[seat] & ~placed) | known[seat]
        for seat in range(4)
    ]
    return Seen(
        seat=view.seat, mode=mode, pts=pts, hand=hand, gone=gone,
        trick=[card for _seat, card in current], leader=view.leader, allowed=allowed,
        known=known, sizes=view.hand_sizes, declarers=view.chooser % 2,
    )


def after_me(seen: Seen) -> list[int]:
    """Seats still to play in the running trick after this seat, in order."""
    seats = []
    seat = seen.seat
    for _ in range(3 - len(seen.trick)):
        seat = next_seat(seat)
        seats.append(seat)
    return seats


def legal_play_mask(legal: Sequence[Action]) -> int:
    """The cards among the legal actions (play and Stöck actions) as a mask."""
    return action_card_mask(legal, CARD_ID, ("play", "stoeck"))


def sample_hands(seen: Seen, rng: random.Random) -> list[int] | None:
    """One deal of the unseen cards to the other seats that fits everything seen."""
    others = [s for s in range(4) if s != seen.seat]
    placed = 0
    for seat in others:
        placed |= seen.known[seat]
    unknown = ALL_CARDS_MASK & ~seen.gone & ~seen.hand & ~placed
    counts = [seen.sizes[s] - bin(seen.known[s]).count("1") for s in others]
    allowed = [seen.allowed[s] & ~placed for s in others]
    dealt = deal_unknown(unknown, counts, allowed, rng)
    if dealt is None:
        return None
    hands = [0, 0, 0, 0]
    hands[seen.seat] = seen.hand
    for seat, mask in zip(others, dealt, strict=True):
        hands[seat] = mask | seen.known[seat]
    return hands


def candidates(seen: Seen, legal: int) -> list[int]:
    """Legal cards with equivalent ones merged: same suit and points, and no card still
    out ranks between them, so either play leads to the same outcomes."""
    mode = seen.mode
    unseen = ALL_CARDS_MASK & ~seen.gone & ~seen.hand
    out: list[int] = []
    for suit in range(4):
        cards = ids_of(legal & SUIT_MASK[suit])
        if not cards:
            continue
        values = WIN[mode][suit]
        cards.sort(key=lambda c: values[c])
        out.append(cards[0])
        for low, high in itertools.pairwise(cards):
            between = [c for c in ids_of(unseen & SUIT_MASK[suit])
                       if values[low] < values[c] < values[high]]
            if between or seen.pts[low] != seen.pts[high]:
                out.append(high)
    return out


def rollout(
    hands: list[int], trick: list[int], leader: int, mode: int, pts: tuple[int, ...],
    gone: int, declarers: int, done: int, sweep: int,
) -> tuple[int, int]:
    """Play the deal to its end with the heuristic policy for every seat; returns the
    points both teams take from here (last trick and Match bonus included).

    `done` counts finished tricks; `sweep` is the team that won all of them (-1 none,
    2 when no trick is finished yet). `hands` and `trick` are modified.
    """
    score = [0, 0]
    seat = (leader + 3 * len(trick)) % 4
    while True:
        while len(trick) < 4:
            hand = hands[seat]
            legal = legal_mask(hand, trick, mode)
            after = [hands[(seat + 3 * k) % 4] for k in range(1, 4 - len(trick))]
            card = choose_play(mode, pts, hand, legal, trick, after, gone,
                               seat % 2 == declarers)
            hands[seat] = hand & ~(1 << card)
            gone |= 1 << card
            trick.append(card)
            seat = (seat + 3) % 4
        winner = (leader + 3 * trick_winner(trick, mode)) % 4
        team = winner % 2
        points = 0
        for card in trick:
            points += pts[card]
        done += 1
        if sweep == 2:
            sweep = team
        elif sweep != team:
            sweep = -1
        if done == 9:
            score[team] += points + LAST_TRICK
            if sweep >= 0:
                score[sweep] += MATCH
            return score[0], score[1]
        score[team] += points
        leader = seat = winner
        trick = []


def _sweep(view: SchieberView) -> int:
    teams = {record.winner % 2 for record in view.tricks}
    if not teams:
        return 2
    return teams.pop() if len(teams) == 1 else -1


def search_play(
    view: SchieberView, legal: Sequence[Action], rng: random.Random, budget: float,
    max_samples: int, max_work: int,
) -> int:
    """The card with the best average outcome over sampled deals (same deals for every
    candidate, so their comparison is not blurred by the sampling)."""
    started = clock()
    seen = read_view(view)
    mask = legal_play_mask(legal)
    cands = candidates(seen, mask)
    team = seen.seat % 2
    after = [seen.allowed[s] for s in after_me(seen)]
    default = choose_play(seen.mode, seen.pts, seen.hand, mask, seen.trick, after, seen.gone,
                          team == seen.declarers)
    if len(cands) == 1:
        return cands[0]
    sweep = _sweep(view)
    done = len(view.tricks)

    def score(hands: list[int], card: int) -> float:
        trial = list(hands)
        trial[seen.seat] &= ~(1 << card)
        points = rollout(trial, [*seen.trick, card], seen.leader, seen.mode, seen.pts,
                         seen.gone | 1 << card, seen.declarers, done, sweep)
        return points[team] - points[1 - team]

    # The heuristic's own card wins ties (it is what a player would choose anyway).
    return sampled_search(cands, default, lambda: sample_hands(seen, rng), score,
                          work_per_rollout=sum(seen.sizes) + 1, max_work=max_work,
                          started=started, budget=budget, max_samples=max_samples,
                          prune_at=PRUNE_AT, margins=PRUNE_MARGIN)


def search_contract(view: SchieberView, legal: Sequence[Action], rng: random.Random,
                    budget: float, max_work: int) -> Action:
    """Name the contract (or push) with the best average deal score over sampled deals:
    each contract is played out on the same deals, multiplier, Weis and Stöck included;
    a push is scored by letting the partner pick with the basic estimate on its sample."""
    started = clock()
    options = view.options
    mult = MULTIPLIERS[options.multipliers]
    seat = view.seat
    team = seat % 2
    partner = (seat + 2) % 4
    hand = 0
    for card in view.hand:
        hand |= 1 << CARD_ID[card]
    modes = [MODE_BY_TEXT[a.arg] for a in legal if a.kind == "trump"]
    may_push = any(a.kind == "push" for a in legal)
    totals = dict.fromkeys([*modes, PUSH_KEY] if may_push else modes, 0.0)
    table = POINTS_SIX_ELEVEN if options.undenufe_six_eleven else POINTS
    others = [s for s in range(4) if s != seat]
    unknown = ALL_CARDS_MASK & ~hand
    samples = work = 0
    per_sample = 36 * len(totals)
    while work < max_work and (samples == 0 or clock() - started < budget):
        dealt = deal_unknown(unknown, [9, 9, 9], [unknown] * 3, rng)
        assert dealt is not None
        hands = [0, 0, 0, 0]
        hands[seat] = hand
        for other, mask in zip(others, dealt, strict=True):
            hands[other] = mask
        samples += 1
        work += per_sample
        weis = _weis_gain(hands, team, options)
        scores = {}
        for mode in modes:
            scores[mode] = _deal_value(hands, mode, view.forehand, team, team, table,
                                       mult[mode], weis)
            totals[mode] += scores[mode]
        if may_push:
            pick = contract_values(hands[partner], options)[0][1]
            totals[PUSH_KEY] += scores[pick] if pick in scores else _deal_value(
                hands, pick, view.forehand, team, team, table, mult[pick], weis)
    count_work(work)
    best = max(totals, key=lambda key: totals[key])
    return Action("push") if best == PUSH_KEY else Action("trump", (), MODE_TEXT[best])


PUSH_KEY = -1


def _weis_gain(hands: list[int], team: int, options: SchieberOptions) -> int:
    """Unmultiplied Weis points our team wins minus the opponents' (trump ties ignored)."""
    declared = tuple(optimal_weis(h, OBENABE, options) for h in hands)
    winner = weis_winner(declared, 0, OBENABE, options)
    if winner < 0:
        return 0
    total = weis_total(declared[winner]) + weis_total(declared[winner + 2])
    return total if winner == team else -total


def _deal_value(hands: list[int], mode: int, forehand: int, team: int, declarers: int,
                table: tuple[tuple[int, ...], ...], m: int, weis: int) -> float:
    """Our team's deal score minus the opponents' for one contract on one full deal."""
    a, b = rollout(list(hands), [], forehand, mode, table[mode], 0, declarers, 0, 2)
    diff = (a - b) if team == 0 else (b - a)
    if mode < OBENABE:
        pair = (1 << (mode * 9 + 6)) | (1 << (mode * 9 + 7))
        for seat in range(4):
            if hands[seat] & pair == pair:
                diff += 20 if seat % 2 == team else -20
    return m * (diff + weis)


def blunders(view: Any, legal: Sequence[Action], action: Action) -> list[str]:
    """Schieber: the Jass blunders of game/blunders.py (trump games and Obenabe/Undenufe
    alike), leads included."""
    if action.kind not in ("play", "stoeck"):
        return []
    seen = read_view(view)
    card = _tables.CARD_ID[action.cards[0]]
    led = _tables.SUIT_OF[seen.trick[0] if seen.trick else card]
    values = _tables.WIN[seen.mode][led]
    team = seen.seat % 2
    partner = (seen.seat + 2) % 4
    winner_seat = winning_play(view.trick, seen.trick, values) if view.trick else -1
    later_seats = after_me(seen) if view.trick else []
    hands = [seen.allowed[(seen.seat + 1) % 4], seen.allowed[(seen.seat + 3) % 4]]
    return trick_blunders(TrickSpot(
        values=values, trumps=_tables.SUIT_MASK[seen.mode] if seen.mode < 4 else 0,
        led_suit=_tables.SUIT_MASK[led], pts=seen.pts,
        legal=legal_play_mask(legal), card=card,
        trick=seen.trick, partner_wins=winner_seat % 2 == team and winner_seat != seen.seat,
        later=[seen.allowed[s] for s in later_seats], opponents=hands[0] | hands[1],
        partner_after=seen.allowed[partner] if partner in later_seats else 0,
        opponent_hands=hands))
