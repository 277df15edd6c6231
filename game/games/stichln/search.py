"""Stichln search: what a seat knows (read from its view), deals of the hidden cards
consistent with it, and fast rollouts on bitmasks for the strong bot.

Any card may be played at any time (may follow, spec 5.1), so no play proves that a
player lacks a colour: what a seat knows is the cards it has seen (its hand, every played
card, the face-up minus cards) and how many cards each hand holds. Everything else, face-
down minus cards included, is dealt at random among the unseen cards. A rollout never
calls the rules' apply(): it loops over ints with the tables of tables.py and policy.py.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.blunders import last_player_blunders
from game.bots import action_card_mask, clock, sampled_search
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.stichln import tables as _tables
from game.games.stichln.policy import (
    BEATERS,
    CARD_SCORE,
    choose_play,
    declaration_card,
    trick_best,
)
from game.games.stichln.state import DECLARE, StichlnView
from game.games.stichln.tables import (
    CARD_ID,
    COLOUR_MASK,
    COLOUR_OF,
    VALUE_OF,
    round_deck,
)

PRUNE_AT = (6, 12, 24)  # after this many deals, drop candidates far behind the best
PRUNE_MARGIN = (6.0, 4.0, 2.5)  # utility points behind the best average
# A searched card must beat the heuristic's by half a point a round on average: the
# rollouts play everybody as the basic bot, and against other players that model is off
# by more than that (measured against random players, see the issue 21 report).
KEEP_DEFAULT = 0.5


@dataclass(slots=True)
class Seen:
    """What one seat knows, as bitmasks of card ids; -1 marks what it does not know."""

    seat: int
    seats: int
    phase: str
    hand: int
    gone: int  # cards played to tricks (finished and running)
    trick: list[int]  # the running trick's cards in play order
    leader: int
    sizes: tuple[int, ...]
    declared: list[int]  # per seat: the minus card when seen, else -1
    hidden: list[int]  # seats whose minus card lies face down, unseen by us
    undecided: list[int]  # seats (not us) still to put their minus card down
    captured: list[int]  # per seat: the cards taken in tricks
    unknown: int  # cards we have not seen: other hands, face-down cards, cards aside
    aside: int  # how many unseen cards are in no hand and no face-down pile
    discard: bool  # all-zero tricks are discarded (option), not taken by the leader
    public: bool  # minus cards are turned up once all are down (option)
    totals: tuple[int, ...]  # match totals before this round
    last_round: bool


def hand_mask(cards: Sequence[object]) -> int:
    """A bitmask of the given cards."""
    mask = 0
    for card in cards:
        mask |= 1 << CARD_ID[card]  # type: ignore[index]
    return mask


def read_view(view: StichlnView) -> Seen:
    """The seat's knowledge: its hand, the played and face-up cards, the hand sizes."""
    n = view.seats
    hand = hand_mask(view.hand)
    gone = 0
    captured = [0] * n
    for record in view.tricks:
        for card in record.cards:
            gone |= 1 << card
            if record.winner >= 0:
                captured[record.winner] |= 1 << card
    trick = [CARD_ID[card] for _seat, card in view.trick]
    for card in trick:
        gone |= 1 << card
    declared = [CARD_ID[card] if card is not None else -1 for card in view.declared]
    hidden = [s for s in range(n) if s != view.seat and view.chosen[s] and declared[s] < 0]
    undecided = [s for s in range(n) if s != view.seat and not view.chosen[s]]
    shown = 0
    for card in declared:
        if card >= 0:
            shown |= 1 << card
    unknown = round_deck(n) & ~hand & ~gone & ~shown
    in_hands = sum(view.hand_sizes[s] for s in range(n) if s != view.seat)
    return Seen(
        seat=view.seat,
        seats=n,
        phase=view.phase,
        hand=hand,
        gone=gone,
        trick=trick,
        leader=view.leader,
        sizes=view.hand_sizes,
        declared=declared,
        hidden=hidden,
        undecided=undecided,
        captured=captured,
        unknown=unknown,
        aside=unknown.bit_count() - in_hands - len(hidden),
        discard=view.options.all_zero_trick == "discard_leader_leads_again",
        public=view.options.minus_reveal == "simultaneous_after_choice",
        totals=view.totals_before,
        last_round=view.deal_index + 1 >= view.rounds,
    )


def deal_free(unknown: int, counts: Sequence[int], rng: random.Random) -> list[int] | None:
    """Deal the cards of `unknown` at random, `counts[i]` to holder i; None if the counts
    do not add up. game.bots.deal_unknown does this under constraints; Stichln has none
    (no play proves a missing colour), and a shuffle is several times faster."""
    cards = ids_of(unknown)
    if len(cards) != sum(counts) or min(counts, default=0) < 0:
        return None
    rng.shuffle(cards)
    out = []
    start = 0
    for count in counts:
        mask = 0
        for card in cards[start : start + count]:
            mask |= 1 << card
        out.append(mask)
        start += count
    return out


def sample_deal(seen: Seen, rng: random.Random) -> tuple[list[int], list[int]] | None:
    """One deal of the unseen cards that fits the view: (hands, minus card per seat).

    The holders are the other hands, the face-down minus cards not turned up yet and the
    cards set aside; nothing a player did restricts what they may hold (may follow).
    Seats still to choose get their minus card later, in the rollout."""
    others = [s for s in range(seen.seats) if s != seen.seat]
    counts = [seen.sizes[s] for s in others] + [1] * len(seen.hidden) + [seen.aside]
    dealt = deal_free(seen.unknown, counts, rng)
    if dealt is None:
        return None
    hands = [0] * seen.seats
    hands[seen.seat] = seen.hand
    for seat, mask in zip(others, dealt, strict=False):
        hands[seat] = mask
    declared = list(seen.declared)
    for index, seat in enumerate(seen.hidden):
        declared[seat] = dealt[len(others) + index].bit_length() - 1
    return hands, declared


def rollout(
    hands: list[int],
    minus: list[int],
    scores: list[int],
    trick: list[int],
    leader: int,
    discard: bool,
    public: bool,
) -> list[int]:
    """Play the round to its end with the heuristic policy for every seat; `scores` (round
    scores so far, per seat) is updated and returned. `hands` and `trick` are modified."""
    n = len(hands)
    seat = (leader + len(trick)) % n
    best = trick_best(trick) if trick else 0
    while True:
        while len(trick) < n:
            after = n - 1 - len(trick)
            threat = 0
            for k in range(1, after + 1):
                threat |= hands[(seat + k) % n]
            hand = hands[seat]
            if trick:
                taker = minus[(leader + best) % n] if public else -1
                card = choose_play(hand, trick, best, minus[seat], after, threat, taker, public)
                if BEATERS[COLOUR_OF[trick[0]]][trick[best]] >> card & 1:
                    best = len(trick)
            else:
                card = choose_play(hand, trick, 0, minus[seat], after, threat, -1, public)
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
            seat = (seat + 1) % n
        if VALUE_OF[trick[best]] or not discard:
            winner = (leader + best) % n
            table = CARD_SCORE[minus[winner]]
            for card in trick:
                scores[winner] += table[card]
            leader = seat = winner
        # else: an all-zero trick is set aside and the same leader leads again (S1).
        if not hands[leader]:
            return scores
        trick = []
        best = 0


def utility(scores: list[int], seat: int, seen: Seen) -> float:
    """What a finished round is worth to `seat`: its score against the others' average,
    and in the last round of the match its final total against the best other total."""
    n = len(scores)
    mine = scores[seat]
    value = mine - (sum(scores) - mine) / (n - 1)
    if seen.last_round:
        totals = [seen.totals[s] + scores[s] for s in range(n)]
        rival = max(totals[s] for s in range(n) if s != seat)
        value += max(-10.0, min(10.0, totals[seat] - rival + 0.5))
    return value


def start_scores(seen: Seen, declared: list[int]) -> list[int]:
    """Round scores so far under the given minus cards: captured cards, minus the
    declaration card's value."""
    scores = []
    for seat in range(seen.seats):
        card = declared[seat]
        table = CARD_SCORE[COLOUR_OF[card]]
        total = -VALUE_OF[card]
        for taken in ids_of(seen.captured[seat]):
            total += table[taken]
        scores.append(total)
    return scores


def candidates(seen: Seen, legal: int) -> list[int]:
    """Legal cards with equivalent ones merged (card_classes): one card of each class."""
    return sorted(set(card_classes(seen, ids_of(legal)).values()))


def card_classes(seen: Seen, cards: Sequence[int]) -> dict[int, int]:
    """Each card mapped to the lowest card equivalent to it: two cards of one colour that
    is nobody's possible minus colour, with no card still out or on the table whose value
    lies between theirs (ties included), lead to the same outcomes whichever is played."""
    if seen.hidden or seen.undecided or seen.phase == DECLARE:
        return {card: card for card in cards}  # any colour may be someone's minus colour
    minus = {COLOUR_OF[c] for c in seen.declared if c >= 0}
    others = seen.unknown
    for card in seen.trick:
        others |= 1 << card
    values = {VALUE_OF[c] for c in ids_of(others)}
    out: dict[int, int] = {}
    for colour in range(6):
        held = sorted(c for c in cards if COLOUR_OF[c] == colour)
        if not held:
            continue
        rep = out[held[0]] = held[0]
        for low, high in itertools.pairwise(held):
            between = any(VALUE_OF[low] <= v <= VALUE_OF[high] for v in values)
            if colour in minus or VALUE_OF[low] == 0 or between:
                rep = high
            out[high] = rep
    return out


def search_play(
    view: StichlnView,
    legal: int,
    default: int,
    rng: random.Random,
    budget: float,
    max_samples: int,
    max_work: int,
) -> int:
    """The legal card with the best average utility over sampled deals (the same deals
    for every candidate, so their comparison is not blurred by the sampling)."""
    started = clock()
    seen = read_view(view)
    cands = candidates(seen, legal)
    if len(cands) == 1:
        return cands[0]

    def sample() -> tuple[list[int], list[int], list[int]] | None:
        sampled = sample_deal(seen, rng)
        if sampled is None:
            return None
        hands, declared = sampled
        return hands, [COLOUR_OF[c] for c in declared], start_scores(seen, declared)

    def score(world: tuple[list[int], list[int], list[int]], card: int) -> float:
        hands, minus, base = world
        trial = list(hands)
        trial[seen.seat] &= ~(1 << card)
        scores = rollout(
            trial, minus, list(base), [*seen.trick, card], seen.leader, seen.discard, seen.public
        )
        return utility(scores, seen.seat, seen)

    # The heuristic's own card wins ties (it is what a player would choose anyway).
    return sampled_search(
        cands,
        default,
        sample,
        score,
        work_per_rollout=sum(seen.sizes) + 1,
        max_work=max_work,
        started=started,
        budget=budget,
        max_samples=max_samples,
        prune_at=PRUNE_AT,
        margins=PRUNE_MARGIN,
        keep_default=KEEP_DEFAULT,
    )


def declare_candidates(hand: int) -> list[int]:
    """The minus cards worth trying: the lowest card of every colour in hand (a higher
    card of the same colour only costs more and gives away a safer low card)."""
    out = []
    for colour in range(6):
        cards = hand & COLOUR_MASK[colour]
        if cards:
            out.append((cards & -cards).bit_length() - 1)
    return out


def search_declare(
    view: StichlnView, default: int, rng: random.Random, budget: float, max_work: int
) -> int:
    """The minus card with the best average utility over sampled deals: the seats still
    to choose put theirs down as the basic bot does, then the round is played out."""
    started = clock()
    seen = read_view(view)
    cands = declare_candidates(seen.hand)
    if len(cands) == 1:
        return cands[0]

    def sample() -> tuple[list[int], list[int]] | None:
        sampled = sample_deal(seen, rng)
        if sampled is None:
            return None
        hands, declared = sampled
        for seat in seen.undecided:
            card = declaration_card(hands[seat])
            declared[seat] = card
            hands[seat] &= ~(1 << card)
        return hands, declared

    def score(world: tuple[list[int], list[int]], card: int) -> float:
        hands, declared = world
        trial = list(hands)
        trial[seen.seat] &= ~(1 << card)
        mine = list(declared)
        mine[seen.seat] = card
        minus = [COLOUR_OF[c] for c in mine]
        scores = rollout(
            trial, minus, [-VALUE_OF[c] for c in mine], [], seen.leader, seen.discard, seen.public
        )
        return utility(scores, seen.seat, seen)

    per_rollout = sum(seen.sizes) - seen.seats + len(seen.undecided)
    return sampled_search(
        cands,
        default,
        sample,
        score,
        work_per_rollout=per_rollout,
        max_work=max_work,
        started=started,
        budget=budget,
        prune_at=PRUNE_AT,
        margins=PRUNE_MARGIN,
        keep_default=KEEP_DEFAULT,
    )


def legal_card_mask(legal: Sequence[Action]) -> int:
    """The cards among the legal actions, as a mask."""
    return action_card_mask(legal, CARD_ID)


def blunders(view: StichlnView, legal: Sequence[Action], action: Action) -> list[str]:
    """Stichln, as last player: taking the trick, or letting it go, when the other outcome
    was 2 or more better for our lead over the others (the trick scored with our minus
    colour for us, with the taker's when it lies face up for him, else +1 a card)."""
    if not action.cards or view.phase != "play" or len(view.trick) != view.seats - 1:
        return []
    seen = read_view(view)
    if seen.declared[seen.seat] < 0:
        return []
    minus = _tables.COLOUR_OF[seen.declared[seen.seat]]
    seats = [seat for seat, _card in view.trick] + [seen.seat]

    def winner(card: int) -> int:
        at = _tables.trick_winner([*seen.trick, card])
        if at < 0:
            return -1 if seen.discard else seats[0]
        return seats[at]

    def gain(card: int) -> float:
        mask = 1 << card
        for other in seen.trick:
            mask |= 1 << other
        taker = winner(card)
        if taker == seen.seat:
            return _tables.captured_score(minus, mask)
        if taker < 0:
            return 0.0
        theirs = seen.declared[taker]
        worth = (
            _tables.captured_score(_tables.COLOUR_OF[theirs], mask)
            if theirs >= 0
            else mask.bit_count()
        )
        return -worth / (seen.seats - 1)

    found = last_player_blunders(
        seen.seat, _tables.CARD_ID[action.cards[0]], legal_card_mask(legal), winner, gain, 2
    )
    return [{"take": "take_own_minus", "duck": "duck_free_plus"}[k] for k in found]
