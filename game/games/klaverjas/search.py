"""Klaverjas search: what a seat knows (read from its view), deals of the hidden cards
consistent with it, and fast rollouts on bitmasks for the strong bot.

A rollout never calls the rules' apply(): it loops over ints with the tables (legal_mask,
WIN, POINTS, trick_roem) and scores the finished deal with the game's own scoring
functions (nat, pit), from the searching seat's side.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from game.blunders import TrickSpot, trick_blunders, winning_play
from game.bots import action_card_mask, clock, count_work, deal_unknown, sampled_search
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.klaverjas import tables as _tables
from game.games.klaverjas.legal import legal_mask
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.policy import bid_threshold, choose_play, suit_estimate
from game.games.klaverjas.roem import trick_roem
from game.games.klaverjas.scoring import score_solo_deal, score_team_deal
from game.games.klaverjas.state import KlaverjasView
from game.games.klaverjas.tables import (
    ALL_CARDS_MASK,
    CARD_ID,
    POINTS,
    SUIT_INDEX,
    SUIT_MASK,
    SUIT_OF,
    TRUMPS_ABOVE,
    WIN,
    trick_winner,
)

PRUNE_MARGIN = (36.0, 22.0, 12.0)  # score points behind the best after 8, 16, 32 deals
PRUNE_AT = (8, 16, 32)
LAST_TRICK = 10


@dataclass(slots=True)
class Seen:
    """What one seat knows during card play, as bitmasks of card ids."""

    seat: int
    seats: int
    nxt: tuple[int, ...]
    side_of: tuple[int, ...]
    partner: int  # -1 with three players
    trump: int
    pts: tuple[int, ...]
    rotterdam: bool
    four_low: bool
    hand: int
    gone: int  # cards played to tricks (finished and running)
    laid: int  # own laid-away cards (three-player maker), else 0
    trick: list[int]
    leader: int
    allowed: list[int]  # per seat: unseen cards it may still hold (voids removed)
    sizes: tuple[int, ...]
    pile: int  # unseen cards in no hand (three players: the laid-away pair)
    maker: int
    options: KlaverjasOptions


def _next_of(order: Sequence[int]) -> tuple[int, ...]:
    nxt = [0] * len(order)
    for position, seat in enumerate(order):
        nxt[seat] = order[(position + 1) % len(order)]
    return tuple(nxt)


def read_view(view: KlaverjasView) -> Seen:
    """The seat's knowledge: played cards, and what each player's plays prove they lack."""
    n = view.seats
    trump = SUIT_INDEX[view.trump] if view.trump else 0
    rotterdam = view.options.play_rules == "rotterdam"
    trumps = SUIT_MASK[trump]
    side_of = [0] * n
    for index, side in enumerate(view.sides):
        for seat in side:
            side_of[seat] = index
    partner = -1
    if n == 4:
        partner = next(s for s in view.sides[side_of[view.seat]] if s != view.seat)
    hand = 0
    for held in view.hand:
        hand |= 1 << CARD_ID[held]
    laid = 0
    for away in view.laid_away:
        laid |= 1 << CARD_ID[away]
    gone = 0
    excluded = [0] * n
    records = [[(seat, CARD_ID[card]) for seat, card in t[0]] for t in view.tricks]
    current = [(seat, CARD_ID[card]) for seat, card in view.trick]
    values = WIN[trump]
    for plays in (*records, current):
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        win_values = values[led]
        best = 0
        top = -1
        for index, (seat, card) in enumerate(plays):
            gone |= 1 << card
            is_trump = SUIT_OF[card] == trump
            below = top >= 0 and is_trump and win_values[card] < win_values[top]
            if index > 0:
                excluded[seat] |= _proof(
                    led, trump, card, is_trump, top, below, rotterdam, n == 4 and best == index - 2
                )
            if win_values[card] > win_values[plays[best][1]]:
                best = index
            if is_trump and (top < 0 or win_values[card] > win_values[top]):
                top = card
    unseen = ALL_CARDS_MASK & ~gone & ~hand & ~laid
    allowed = [0 if s == view.seat else unseen & ~excluded[s] for s in range(n)]
    in_hands = sum(view.hand_sizes[s] for s in range(n) if s != view.seat)
    pile = bin(unseen).count("1") - in_hands
    del trumps
    return Seen(
        seat=view.seat,
        seats=n,
        nxt=_next_of(view.order),
        side_of=tuple(side_of),
        partner=partner,
        trump=trump,
        pts=POINTS[trump],
        rotterdam=rotterdam,
        four_low=view.options.four_low_ranks_roem,
        hand=hand,
        gone=gone,
        laid=laid,
        trick=[card for _seat, card in current],
        leader=view.leader,
        allowed=allowed,
        sizes=view.hand_sizes,
        pile=pile,
        maker=view.maker if view.maker is not None else -1,
        options=view.options,
    )


def _proof(
    led: int,
    trump: int,
    card: int,
    is_trump: bool,
    top: int,
    below: bool,
    rotterdam: bool,
    partner_winning: bool,
) -> int:
    """Cards a player cannot hold, given the card they played (rules 6.3 / 6.4)."""
    trumps = SUIT_MASK[trump]
    if led == trump:
        if not is_trump:
            return trumps  # no trump at all
        if top >= 0 and below:
            return TRUMPS_ABOVE[top]  # could not beat the best trump
        return 0
    if SUIT_OF[card] == led:
        return 0
    out = SUIT_MASK[led]  # void in the suit led
    if rotterdam or not partner_winning:
        if not is_trump:
            out |= trumps if top < 0 else TRUMPS_ABOVE[top]
        elif below:
            out |= TRUMPS_ABOVE[top]
            if not rotterdam:
                out |= ALL_CARDS_MASK & ~trumps  # an undertrump only with nothing else
    elif below:
        out |= TRUMPS_ABOVE[top] | (ALL_CARDS_MASK & ~trumps)
    return out


def sample_hands(seen: Seen, rng: random.Random) -> tuple[list[int], int] | None:
    """One deal of the unseen cards (hands and the face-down pile) that fits the view."""
    others = [s for s in range(seen.seats) if s != seen.seat]
    unknown = ALL_CARDS_MASK & ~seen.gone & ~seen.hand & ~seen.laid
    counts = [seen.sizes[s] for s in others] + [seen.pile]
    allowed = [seen.allowed[s] for s in others] + [unknown]
    dealt = deal_unknown(unknown, counts, allowed, rng)
    if dealt is None:
        return None
    hands = [0] * seen.seats
    hands[seen.seat] = seen.hand
    for seat, mask in zip(others, dealt, strict=False):
        hands[seat] = mask
    return hands, dealt[-1] | seen.laid


def candidates(seen: Seen, legal: int) -> list[int]:
    """Legal cards with equivalent ones merged (same suit and points, nothing still out
    ranking between them, no roem difference possible: only cards that are never part of
    a run with the cards out are merged, so merging is restricted to touching cards)."""
    return list(dict.fromkeys(card_groups(seen, legal).values()))


def card_groups(seen: Seen, legal: int) -> dict[int, int]:
    """Every legal card mapped to the card that stands for it in the search (see
    candidates: the lowest of a run of equivalent touching cards)."""
    unseen = ALL_CARDS_MASK & ~seen.gone & ~seen.hand
    groups: dict[int, int] = {}
    for suit in range(4):
        cards = ids_of(legal & SUIT_MASK[suit])
        if not cards:
            continue
        values = WIN[seen.trump][suit]
        cards.sort(key=lambda c: values[c])
        rep = groups[cards[0]] = cards[0]
        for low, high in itertools.pairwise(cards):
            between = any(
                values[low] < values[c] < values[high] for c in ids_of(unseen & SUIT_MASK[suit])
            )
            # Roem runs use the natural order, so only naturally adjacent cards merge.
            if between or seen.pts[low] != seen.pts[high] or abs(high - low) != 1:
                rep = high
            groups[high] = rep
    return groups


@dataclass(frozen=True, slots=True)
class Progress:
    """The score so far, as a view shows it (a fresh deal for the bidding search)."""

    card_points: tuple[int, ...]
    roem: tuple[int, ...]
    claimable_roem: int
    tricks: tuple[tuple[object, int, int, int], ...]
    tricks_won: tuple[int, ...]
    sides: tuple[tuple[int, ...], ...]


def rollout(
    seen: Seen,
    hands: list[int],
    pile: int,
    trick: list[int],
    leader: int,
    gone: int,
    view: KlaverjasView | Progress,
    claimed: bool = True,
) -> float:
    """Play the deal out with the heuristic policy; the final score difference for the
    searching seat's side (its score minus the opponents', or their mean at three).
    `claimed`: whether the roem the last trick's winners may still claim is counted."""
    n, trump, pts, nxt = seen.seats, seen.trump, seen.pts, seen.nxt
    side_of, rotterdam, four_low = seen.side_of, seen.rotterdam, seen.four_low
    sides = len(view.sides)
    cards = list(view.card_points)
    roem = list(view.roem)
    if claimed and view.claimable_roem and view.tricks:
        # Our bots always claim: count the pending roem as credited.
        roem[side_of[int(view.tricks[-1][1])]] += view.claimable_roem
    won = list(view.tricks_won)
    total = 8 if n == 4 else 10
    done = len(view.tricks)
    makers = side_of[seen.maker] if seen.maker >= 0 else 0
    partner_of = [-1] * n
    if n == 4:
        for side in view.sides:
            partner_of[side[0]], partner_of[side[1]] = side[1], side[0]
    # Each seat's opponents, fixed for the deal (asked for at every card below).
    opponents_of = [
        tuple(s for s in range(n) if s != me and s != partner_of[me]) for me in range(n)
    ]
    seat = leader
    for _ in trick:
        seat = nxt[seat]
    while done < total:
        while len(trick) < n:
            hand = hands[seat]
            size = len(trick)
            partner_pos = size - 2 if n == 4 and size >= 2 else -1
            winning = partner_pos >= 0 and trick_winner(trick, trump) == partner_pos
            legal = legal_mask(hand, trick, trump, rotterdam, winning)
            opps_after = 0
            other = seat
            for _ in range(n - 1 - size):
                other = nxt[other]
                if other != partner_of[seat]:
                    opps_after |= hands[other]
            opps = tuple([hands[s] for s in opponents_of[seat]])
            card = choose_play(
                trump,
                pts,
                hand,
                legal,
                trick,
                partner_pos,
                opps_after,
                n == 4 and size < 2,
                gone,
                side_of[seat] == makers,
                opps,
                four_low,
            )
            hands[seat] = hand & ~(1 << card)
            gone |= 1 << card
            trick.append(card)
            seat = nxt[seat]
        winner = leader
        for _ in range(trick_winner(trick, trump)):
            winner = nxt[winner]
        taker = side_of[winner]
        points = 0
        for card in trick:
            points += pts[card]
        done += 1
        if done == total:
            points += LAST_TRICK
        cards[taker] += points
        roem[taker] += trick_roem(trick, trump, four_low)
        won[taker] += 1
        leader = seat = winner
        trick = []
    mine = side_of[seen.seat]
    if n == 4:
        score = score_team_deal(cards, roem, won, makers, seen.options)
        return score[mine] - score[1 - mine]
    for card in ids_of(pile):
        cards[makers] += pts[card]
    totals = [cards[s] + roem[s] for s in range(sides)]
    solo = score_solo_deal(totals, won, makers, seen.options)
    return solo[mine] - (sum(solo) - solo[mine]) / 2


def search_play(
    view: KlaverjasView,
    legal: int,
    default: int,
    rng: random.Random,
    budget: float,
    max_samples: int,
    max_work: int,
) -> int:
    """The legal card with the best average final score over sampled deals (the same
    deals for every candidate)."""
    started = clock()
    seen = read_view(view)
    cands = candidates(seen, legal)
    if len(cands) == 1:
        return cands[0]

    def score(sampled: tuple[list[int], int], card: int) -> float:
        hands, pile = sampled
        trial = list(hands)
        trial[seen.seat] &= ~(1 << card)
        return rollout(
            seen, trial, pile, [*seen.trick, card], seen.leader, seen.gone | 1 << card, view
        )

    return sampled_search(
        cands,
        default,
        lambda: sample_hands(seen, rng),
        score,
        work_per_rollout=sum(seen.sizes) + 1,
        max_work=max_work,
        started=started,
        budget=budget,
        max_samples=max_samples,
        prune_at=PRUNE_AT,
        margins=PRUNE_MARGIN,
    )


def legal_play_mask(legal: Sequence[Action]) -> int:
    """The cards among the legal play actions, as a mask."""
    return action_card_mask(legal, CARD_ID, ("play",))


def search_bid(
    view: KlaverjasView, legal: Sequence[Action], rng: random.Random, budget: float, max_work: int
) -> Action:
    """Four players: name the suit (or pass) with the best average final score over
    sampled deals. Passing is scored by letting the later players bid on their sampled
    hands with the basic estimate (and first hand choose when everybody passed)."""
    started = clock()
    world = _BidWorld(view, legal)
    totals = dict.fromkeys(world.keys, 0.0)
    samples = work = 0
    per_sample = 32 * len(world.keys)
    while work < max_work and (samples == 0 or clock() - started < budget):
        samples += 1
        work += per_sample
        for key, value in world.values(rng).items():
            totals[key] += value
    count_work(work)
    best_key = max(world.keys, key=lambda key: totals[key])
    return Action("pass") if best_key == PASS_KEY else Action("trump", (), "CDHS"[best_key])


def bid_values(
    view: KlaverjasView, legal: Sequence[Action], rng: random.Random, worlds: int
) -> dict[Action, float]:
    """Four players: the average final score of every trump-choice action over `worlds`
    sampled deals (the same deals for every action), scored as search_bid scores them."""
    world = _BidWorld(view, legal)
    totals = dict.fromkeys(world.keys, 0.0)
    for _ in range(worlds):
        for key, value in world.values(rng).items():
            totals[key] += value
    count_work(worlds * 32 * len(world.keys))
    return {
        action: totals[PASS_KEY if action.kind == "pass" else SUIT_INDEX[action.arg]] / worlds
        for action in legal
    }


class _BidWorld:
    """The four-player trump choice of one view, scored on one sampled deal at a time."""

    def __init__(self, view: KlaverjasView, legal: Sequence[Action]) -> None:
        self.view = view
        self.base = read_view(view)
        self.suits = [SUIT_INDEX[a.arg] for a in legal if a.kind == "trump"]
        self.may_pass = any(a.kind == "pass" for a in legal)
        self.keys = [*self.suits, PASS_KEY] if self.may_pass else self.suits
        self.others = [s for s in range(self.base.seats) if s != self.base.seat]
        self.unknown = ALL_CARDS_MASK & ~self.base.hand
        self.progress = Progress((0, 0), (0, 0), 0, (), (0, 0), view.sides)
        self.offered = SUIT_INDEX[view.proposal] if view.proposal else -1

    def values(self, rng: random.Random) -> dict[int, float]:
        """Every key's final score on one deal of the hidden cards drawn from `rng`."""
        view, base, others = self.view, self.base, self.others
        n = base.seats
        first = view.first_hand
        dealt = deal_unknown(
            self.unknown, [view.hand_sizes[s] for s in others], [self.unknown] * len(others), rng
        )
        assert dealt is not None
        hands = [0] * n
        hands[base.seat] = base.hand
        for seat, mask in zip(others, dealt, strict=True):
            hands[seat] = mask

        def value(trump: int, maker: int) -> float:
            seen = replace(base, trump=trump, pts=POINTS[trump], maker=maker)
            return rollout(seen, list(hands), 0, [], first, 0, self.progress)

        out = {suit: value(suit, base.seat) for suit in self.suits}
        if self.may_pass:
            # The later players of this round bid like the basic bot on their hands.
            seat, choice = base.nxt[base.seat], None
            while seat != first and choice is None:
                estimates = [
                    (suit_estimate(hands[seat], t), t)
                    for t in range(4)
                    if self.offered < 0 or t == self.offered
                ]
                best_value, best = max(estimates)
                if best_value >= bid_threshold(n):
                    choice = (best, seat)
                seat = base.nxt[seat]
            if choice is None:
                best = max(range(4), key=lambda t: suit_estimate(hands[first], t))
                choice = (best, first)
            out[PASS_KEY] = value(*choice)
        return out


PASS_KEY = -1


def blunders(view: KlaverjasView, legal: Sequence[Action], action: Action) -> list[str]:
    """Klaverjas with four players (teams): the Jass blunders of game/blunders.py, leads
    included."""
    if action.kind != "play" or view.seats != 4:
        return []
    seen = read_view(view)
    card = _tables.CARD_ID[action.cards[0]]
    led = _tables.SUIT_OF[seen.trick[0] if seen.trick else card]
    values = _tables.WIN[seen.trump][led]
    winner_seat = winning_play(view.trick, seen.trick, values) if view.trick else -1
    later = []
    seat = seen.seat
    partner_after = 0
    for _ in range(seen.seats - 1 - len(seen.trick) if seen.trick else 0):
        seat = seen.nxt[seat]
        later.append(seen.allowed[seat])
        if seat == seen.partner:
            partner_after = seen.allowed[seat]
    hands = [
        seen.allowed[other]
        for other in range(seen.seats)
        if seen.side_of[other] != seen.side_of[seen.seat]
    ]
    return trick_blunders(
        TrickSpot(
            values=values,
            trumps=_tables.SUIT_MASK[seen.trump],
            led_suit=_tables.SUIT_MASK[led],
            pts=seen.pts,
            legal=legal_play_mask(legal),
            card=card,
            trick=seen.trick,
            partner_wins=winner_seat == seen.partner,
            later=later,
            opponents=hands[0] | hands[1],
            partner_after=partner_after,
            opponent_hands=hands,
        )
    )
