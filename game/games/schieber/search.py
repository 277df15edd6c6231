"""Schieber search: what a seat knows (read from its view), deals of the hidden cards
consistent with it, and fast rollouts on bitmasks for the strong bot.

The search never touches the rules' apply(): one rollout is a loop over ints using the
tables (legal_mask, trick_winner, WIN, POINTS), about a hundred times faster.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.blunders import TrickSpot, trick_blunders, winning_play
from game.bots import action_card_mask, clock, count_work, deal_unknown, sampled_search
from game.core.rules import Action
from game.core.tricks import ids_of
from game.games.schieber import tables as _tables
from game.games.schieber.options import MULTIPLIERS, SchieberOptions
from game.games.schieber.policy import BEAT, choose_play, contract_values, trump_mask
from game.games.schieber.search_choice import FORCED, FREE, PUSH, choice_key, push_key
from game.games.schieber.search_tables import BOSS_KEEP, PlayoutTables, playout_tables
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
    TRUMPS_ABOVE,
    WIN,
    legal_mask,
)
from game.games.schieber.weis import optimal_weis, weis_total, weis_winner

BIT = tuple(1 << card for card in range(36))
PRUNE_MARGIN = (30.0, 18.0, 10.0)  # card points behind the best after 8, 16, 32 deals
PRUNE_AT = (8, 16, 32)
LAST_TRICK = 5
# The rollout players know what the table shows, not each other's hands (see rollout).
PUBLIC_ROLLOUTS = True
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
    # per seat: cards everyone at the table knows the seat does not hold (shown voids,
    # the others' shown Weis cards still out); the rollouts' model of the others' view
    public_excluded: list[int]
    played: list[int]  # per seat: the cards it has played
    chooser: int  # the seat that named the contract
    pusher: int  # the seat that pushed the choice to its partner, or -1
    # every play so far: (seat, card, trick before it, cards gone before it, the voids
    # shown before it per seat, the seats after it in its trick)
    steps: list[tuple[int, int, tuple[int, ...], int, tuple[int, ...], tuple[int, ...]]]


def read_view(view: SchieberView) -> Seen:
    """Derive the seat's knowledge from its view: played cards, voids, shown Weis."""
    mode = MODE_BY_TEXT[view.contract] if view.contract else 0
    six = view.options.undenufe_six_eleven
    pts = (POINTS_SIX_ELEVEN if six else POINTS)[mode]
    hand = 0
    for held in view.hand:
        hand |= 1 << CARD_ID[held]
    gone = 0
    excluded = [0, 0, 0, 0]
    trumps = trump_mask(mode)
    records = [[(seat, CARD_ID[card]) for seat, card in r.plays] for r in view.tricks]
    current = [(seat, CARD_ID[card]) for seat, card in view.trick]
    played = [0, 0, 0, 0]
    steps: list[tuple[int, int, tuple[int, ...], int, tuple[int, ...], tuple[int, ...]]] = []
    for plays in (*records, current):
        if not plays:
            continue
        led = SUIT_OF[plays[0][1]]
        top_trump = -1
        for index, (seat, card) in enumerate(plays):
            later = tuple((plays[0][0] + 3 * k) % 4 for k in range(index + 1, 4))
            steps.append(
                (seat, card, tuple(c for _s, c in plays[:index]), gone, tuple(excluded), later)
            )
            gone |= 1 << card
            played[seat] |= 1 << card
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
            if suit == mode and (
                top_trump < 0 or WIN[mode][mode][card] > WIN[mode][mode][top_trump]
            ):
                top_trump = card
    known = [0, 0, 0, 0]
    shown = [0, 0, 0, 0]
    for seat, cards, _points in view.weis_shown:
        for weis_card in cards:
            card_id = CARD_ID[weis_card]
            if not gone >> card_id & 1:
                shown[seat] |= 1 << card_id
        if seat != view.seat:
            known[seat] = shown[seat]
    all_shown = shown[0] | shown[1] | shown[2] | shown[3]
    unseen = ALL_CARDS_MASK & ~gone & ~hand
    placed = known[0] | known[1] | known[2] | known[3]
    allowed = [
        0 if seat == view.seat else (unseen & ~excluded[seat] & ~placed) | known[seat]
        for seat in range(4)
    ]
    return Seen(
        seat=view.seat,
        mode=mode,
        pts=pts,
        hand=hand,
        gone=gone,
        trick=[card for _seat, card in current],
        leader=view.leader,
        allowed=allowed,
        known=known,
        sizes=view.hand_sizes,
        declarers=view.chooser % 2,
        public_excluded=[excluded[s] | (all_shown & ~shown[s]) for s in range(4)],
        played=played,
        chooser=view.chooser,
        steps=steps,
        pusher=view.forehand if view.pushed and view.chooser != view.forehand else -1,
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
    return hand_sampler(seen, rng)()


def hand_sampler(seen: Seen, rng: random.Random) -> Callable[[], list[int] | None]:
    """A function drawing deals of the unseen cards that fit everything seen, as
    sample_hands does, with the per-view work done once.

    The deal is game.bots.deal_unknown's (most constrained cards first, each to a holder
    weighted by the room it has left) written for three holders: cards only one seat
    may hold are placed outright, cards two seats may hold go one by one, and the cards
    anyone may hold (most of them) are shuffled and dealt out in slices, which is the
    same as placing them one by one by room. Searches draw hundreds of deals a decision.
    """
    others = [s for s in range(4) if s != seen.seat]
    placed = 0
    for seat in others:
        placed |= seen.known[seat]
    unknown = ALL_CARDS_MASK & ~seen.gone & ~seen.hand & ~placed
    counts = [seen.sizes[s] - seen.known[s].bit_count() for s in others]
    allowed = [seen.allowed[s] & ~placed for s in others]
    start = [0, 0, 0]
    room = list(counts)
    pairs: list[tuple[int, int, int]] = []  # (card, holder, other holder)
    free_mask = unknown & allowed[0] & allowed[1] & allowed[2]
    possible = unknown.bit_count() == sum(counts)
    for card in ids_of(unknown & ~free_mask):
        holders = [h for h in range(3) if allowed[h] >> card & 1]
        if len(holders) == 1:
            start[holders[0]] |= 1 << card
            room[holders[0]] -= 1
        elif len(holders) == 2:
            pairs.append((card, holders[0], holders[1]))
        else:
            possible = False
    possible = possible and min(room) >= 0
    free = ids_of(free_mask)

    def finish(dealt: list[int]) -> list[int]:
        hands = [0, 0, 0, 0]
        hands[seen.seat] = seen.hand
        for seat, mask in zip(others, dealt, strict=True):
            hands[seat] = mask | seen.known[seat]
        return hands

    def slow() -> list[int] | None:
        dealt = deal_unknown(unknown, counts, allowed, rng)
        return None if dealt is None else finish(dealt)

    if not possible:
        return slow
    shuffle = rng.shuffle
    uniform = rng.random

    def draw() -> list[int] | None:
        for _ in range(20):
            dealt = list(start)
            left = list(room)
            fits = True
            if pairs:
                shuffle(pairs)
                for card, one, two in pairs:
                    a, b = left[one], left[two]
                    if a + b == 0:
                        fits = False  # a dead end: deal again
                        break
                    holder = one if uniform() * (a + b) < a else two
                    left[holder] -= 1
                    dealt[holder] |= 1 << card
            if not fits:
                continue
            shuffle(free)
            first, second = left[0], left[0] + left[1]
            dealt[0] |= sum(map(BIT.__getitem__, free[:first]))
            dealt[1] |= sum(map(BIT.__getitem__, free[first:second]))
            dealt[2] |= sum(map(BIT.__getitem__, free[second:]))
            return finish(dealt)
        return slow()

    return _weighed(seen, draw, uniform) if INFER_CONTRACT or INFER_PLAYS else draw


# Sampled deals are kept in proportion to how likely they make what the table saw: the
# chooser's (and a pusher's) full hand the contract choice (search_choice's tables of the
# basic rule), and the opponents' hands their plays (each play unlike the basic policy's
# with that hand multiplies by MISPLAY). The opponents may be club players of another
# kind, so a misfit lowers a deal's weight rather than ruling it out.
INFER_CONTRACT = True
INFER_PLAYS = True
MISPLAY = 0.25
INFER_TRIES = 8
INFER_FEW = 4
INFER_DRAWS = 2500  # draws per decision at most (a search on these deals ends there)
INFER_GIVE_UP = 48  # after this many draws, under one in this many kept: INFER_FEW draws


def _weighed(
    seen: Seen, draw: Callable[[], list[int] | None], uniform: Callable[[], float]
) -> Callable[[], list[int] | None]:
    """`draw` with rejection by the contract choice and the opponents' plays so far (see
    INFER_CONTRACT): a deal is kept with a chance in proportion to its weight, else the
    weightiest of INFER_TRIES draws is kept."""
    mode = seen.mode
    checks: list[tuple[int, tuple[float, ...], bool]] = []  # (seat, table, push table)
    if INFER_CONTRACT and seen.chooser != seen.seat:
        checks.append((seen.chooser, (FORCED if seen.pusher >= 0 else FREE)[mode], False))
    if INFER_CONTRACT and seen.pusher >= 0 and seen.pusher != seen.seat:
        checks.append((seen.pusher, PUSH, True))
    # The opponents' plays, each with the cards its player held then beyond today's hand.
    team = seen.seat % 2
    # (seat, card, trick before it, cards gone, voids, later seats, cards held since,
    # whether its team named the contract, its memo: hand -> the play fits)
    plays: list[
        tuple[
            int, int, list[int], int, tuple[int, ...], tuple[int, ...], int, bool, dict[int, bool]
        ]
    ] = []
    if INFER_PLAYS:
        since = [0, 0, 0, 0]
        for seat, card, trick, gone, voids, later in reversed(seen.steps):
            since[seat] |= 1 << card
            if seat % 2 != team:
                plays.append(
                    (
                        seat,
                        card,
                        list(trick),
                        gone,
                        voids,
                        later,
                        since[seat],
                        seat % 2 == seen.declarers,
                        {},
                    )
                )
        plays.reverse()
    if not checks and not plays:
        return draw
    top = 1.0
    for _seat, table, _push in checks:
        top *= max(table)
    played = seen.played
    pts = seen.pts

    def weight(hands: list[int], floor: float) -> float:
        value = 1.0
        for seat, table, push in checks:
            full = hands[seat] | played[seat]
            value *= table[push_key(full) if push else choice_key(full, mode)]
        for seat, card, trick, gone, voids, later, since, pull, memo in plays:
            if value < floor:
                break  # the deal is rejected already
            hand = hands[seat]
            fits = memo.get(hand)
            if fits is None:
                # The same hand comes back in many deals (late in a deal most of all).
                held = hand | since
                legal = legal_mask(held, trick, mode)
                if legal & (legal - 1):
                    unseen = ALL_CARDS_MASK & ~gone & ~held
                    after = [unseen & ~voids[other] for other in later]
                    fits = choose_play(mode, pts, held, legal, trick, after, gone, pull) == card
                else:
                    fits = True
                memo[hand] = fits
            if not fits:
                value *= MISPLAY
        return value

    counts = [0, 0]  # draws, draws kept

    def sample() -> list[int] | None:
        if counts[0] >= INFER_DRAWS:
            return None  # this decision's deals are costly enough: the search ends here
        # Hardly a deal fits (the choices were not the rule's: a strong partner's search,
        # a human): fewer draws, the weightiest kept.
        few = counts[0] >= INFER_GIVE_UP and counts[1] * INFER_GIVE_UP < counts[0]
        best: list[int] | None = None
        best_weight = -1.0
        for _ in range(INFER_FEW if few else INFER_TRIES):
            hands = draw()
            if hands is None:
                return None
            counts[0] += 1
            floor = uniform() * top
            value = weight(hands, floor)
            if floor < value:
                counts[1] += 1
                return hands
            if value > best_weight:
                value = weight(hands, 0.0)  # the whole weight, not where it fell short
                if value > best_weight:
                    best, best_weight = hands, value
        return best

    return sample


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
            between = [
                c
                for c in ids_of(unseen & SUIT_MASK[suit])
                if values[low] < values[c] < values[high]
            ]
            if between or seen.pts[low] != seen.pts[high]:
                out.append(high)
    return out


def _cheapest(mask: int, keep: tuple[int, ...], above: tuple[int, ...], unseen: int) -> int:
    """policy.cheapest on the rollout tables: the card of `mask` that costs least to give
    away (lowest id on ties, as min() over ids_of gives)."""
    best = -1
    best_value = 1 << 30
    while mask:
        low = mask & -mask
        mask ^= low
        card = low.bit_length() - 1
        value = keep[card] if above[card] & unseen else keep[card] + BOSS_KEEP
        if value < best_value:
            best, best_value = card, value
    return best


def rollout(
    hands: list[int],
    trick: list[int],
    leader: int,
    mode: int,
    pts: tuple[int, ...],
    gone: int,
    declarers: int,
    done: int,
    sweep: int,
    excluded: list[int] | None = None,
) -> tuple[int, int]:
    """Play the deal to its end with the heuristic policy for every seat; returns the
    points both teams take from here (last trick and Match bonus included).

    `done` counts finished tricks; `sweep` is the team that won all of them (-1 none,
    2 when no trick is finished yet). `hands` is modified.

    Every play is exactly policy.choose_play's card (tests/bots/test_schieber_rollout.py
    checks that), written out on precomputed tables and the running trick's state: this
    loop is most of the strong bot's time. Without `excluded` the players see each
    other's hands (`after` is the real hands, as the rollouts of old); with it, each
    player knows what the basic bot knows at the table: `excluded[s]` is the cards
    everyone knows seat s does not hold (shown voids, other seats' shown Weis), updated
    here as voids show, and `after` is the cards the player has not seen minus those.
    The opponents at the table play like that, so the rollouts model them better.
    """
    public = excluded is not None
    excl = excluded if excluded is not None else [0, 0, 0, 0]
    tables = playout_tables(mode, pts)
    trumps = tables.trumps
    keep = tables.keep
    above = tables.above
    big = tables.big
    not_trumps = ALL_CARDS_MASK & ~trumps
    jack = JACK_BIT[mode] if mode < OBENABE else 0
    beat_by_led = BEAT[mode]
    score = [0, 0]
    seat = (leader + 3 * len(trick)) % 4
    # The running trick: led suit, winning card and position, points, best trump.
    led = led_mask = top = top_at = points = 0
    beat: tuple[int, ...] = ()
    top_trump = -1
    for position, card in enumerate(trick):
        if position == 0:
            led = SUIT_OF[card]
            led_mask = SUIT_MASK[led]
            beat = beat_by_led[led]
            top = card
        else:
            if public and not led_mask >> card & 1:
                # The voids the trick's cards show (again: OR-ing twice does no harm).
                excl[(leader + 3 * position) & 3] |= _void_shown(card, led, mode, trumps, top_trump)
            if beat[top] >> card & 1:
                top, top_at = card, position
        points += pts[card]
        if trumps >> card & 1 and (top_trump < 0 or TRUMPS_ABOVE[top_trump] >> card & 1):
            top_trump = card
    n = len(trick)
    while True:
        while n < 4:
            hand = hands[seat]
            # The legal cards (tables.legal_mask, with the trick's state at hand).
            if n == 0:
                legal = hand
            elif trumps == 0:
                legal = hand & led_mask or hand
            else:
                my_trumps = hand & trumps
                if led == mode:
                    legal = my_trumps if my_trumps and my_trumps != jack else hand
                elif top_trump < 0:
                    follow = hand & led_mask
                    legal = (follow | my_trumps) if follow else hand
                elif not hand & not_trumps:
                    legal = hand
                else:
                    higher = my_trumps & TRUMPS_ABOVE[top_trump]
                    follow = hand & led_mask
                    legal = (follow | higher) if follow else hand & ~(my_trumps & ~higher)
            if not legal & (legal - 1):
                card = legal.bit_length() - 1
            elif n == 0:
                unseen = ALL_CARDS_MASK & ~(gone | hand)
                if public:
                    first = unseen & ~excl[(seat + 3) & 3]
                    third = unseen & ~excl[(seat + 1) & 3]
                else:
                    first = hands[(seat + 3) & 3]
                    third = hands[(seat + 1) & 3]
                card = _rollout_lead(tables, pts, first, third, hand, unseen, seat % 2 == declarers)
            else:
                unseen = ALL_CARDS_MASK & ~(gone | hand)
                if public:
                    if n == 1:
                        threat = unseen & ~(excl[(seat + 3) & 3] & excl[(seat + 2) & 3])
                    elif n == 2:
                        threat = unseen & ~excl[(seat + 3) & 3]
                    else:
                        threat = 0
                elif n == 1:
                    threat = hands[(seat + 3) & 3] | hands[(seat + 2) & 3]
                elif n == 2:
                    threat = hands[(seat + 3) & 3]
                else:
                    threat = 0
                card = -1
                if top_at == n - 2:
                    # Partner is winning: feed if nobody after us can beat it, else low.
                    if not threat & beat[top]:
                        pool = legal & not_trumps or legal
                        if pool & trumps:
                            card = _cheapest(pool, keep, above, unseen)
                        else:
                            feed = tables.feed
                            feed_boss = tables.feed_boss
                            best_value = -(1 << 30)
                            while pool:
                                low = pool & -pool
                                pool ^= low
                                c = low.bit_length() - 1
                                value = feed[c] if above[c] & unseen else feed_boss[c]
                                if value > best_value:
                                    card, best_value = c, value
                else:
                    winners = legal & beat[top]
                    sure = 0
                    while winners:
                        low = winners & -winners
                        winners ^= low
                        if not threat & beat[low.bit_length() - 1]:
                            sure |= low
                    if sure:
                        plain = sure & not_trumps
                        if plain:
                            card = _cheapest(plain, keep, above, unseen)
                        else:
                            low_card = _cheapest(sure, keep, above, unseen)
                            gain = points + pts[low_card]
                            if gain >= (18 if big >> low_card & 1 else 8) or (
                                n == 3 and points >= 4
                            ):
                                card = low_card
                if card < 0:
                    card = _cheapest(legal & not_trumps or legal, keep, above, unseen)
            bit = 1 << card
            hands[seat] = hand ^ bit
            gone |= bit
            if n == 0:
                led = SUIT_OF[card]
                led_mask = SUIT_MASK[led]
                beat = beat_by_led[led]
                top, top_at, points = card, 0, pts[card]
                top_trump = card if trumps & bit else -1
            else:
                if public and not led_mask & bit:
                    excl[seat] |= _void_shown(card, led, mode, trumps, top_trump)
                points += pts[card]
                if beat[top] & bit:
                    top, top_at = card, n
                if trumps & bit and (top_trump < 0 or TRUMPS_ABOVE[top_trump] & bit):
                    top_trump = card
            seat = (seat + 3) & 3
            n += 1
        winner = (leader + 3 * top_at) & 3
        team = winner % 2
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
        n = 0


def _void_shown(card: int, led: int, mode: int, trumps: int, top_trump: int) -> int:
    """The cards a player surely lacks after playing `card` off the led suit, with
    `top_trump` the best trump before it (read_view's inference, as the table sees it)."""
    if not trumps:
        return SUIT_MASK[led]
    if led == mode:
        return trumps & ~JACK_BIT[mode]  # perhaps the Jack, never compulsory
    if not trumps >> card & 1:
        return SUIT_MASK[led]
    if top_trump >= 0 and TRUMPS_ABOVE[card] >> top_trump & 1:
        return ALL_CARDS_MASK & ~trumps  # undertrumped: nothing but trumps left
    return 0


def _rollout_lead(
    tables: PlayoutTables,
    pts: tuple[int, ...],
    first: int,
    third: int,
    hand: int,
    unseen: int,
    pull_trumps: bool,
) -> int:
    """policy._lead, `first` and `third` the cards the opponents may hold (see rollout)."""
    trumps = tables.trumps
    above = tables.above
    keep = tables.keep
    opponents = first | third
    my_trumps = hand & trumps
    if my_trumps and unseen & trumps and opponents & trumps:
        top = my_trumps.bit_length() - 1
        mask = my_trumps
        while mask:
            low = mask & -mask
            mask ^= low
            card = low.bit_length() - 1
            if TRUMPS_ABOVE[top] >> card & 1:
                top = card
        if not above[top] & unseen and (pull_trumps or my_trumps.bit_count() >= 3):
            return top
    # Cash a boss no opponent can trump, the richest first, from the shorter suit.
    best = -1
    best_points = best_length = 0
    mask = hand & ~trumps
    opp_trumps = (first & trumps, third & trumps) if opponents & trumps else ()
    while mask:
        low = mask & -mask
        mask ^= low
        card = low.bit_length() - 1
        if above[card] & unseen:
            continue
        suit_mask = SUIT_MASK[SUIT_OF[card]]
        if opp_trumps and (
            (opp_trumps[0] and not first & suit_mask) or (opp_trumps[1] and not third & suit_mask)
        ):
            continue
        length = (hand & suit_mask).bit_count()
        if (
            best < 0
            or pts[card] > best_points
            or (pts[card] == best_points and length < best_length)
        ):
            best, best_points, best_length = card, pts[card], length
    if best >= 0:
        return best
    # Lead low from long suits; keep trumps and honours.
    pool = hand & ~trumps or hand
    best_value = 1 << 30
    while pool:
        low = pool & -pool
        pool ^= low
        card = low.bit_length() - 1
        value = keep[card] if above[card] & unseen else keep[card] + BOSS_KEEP
        value -= (hand & SUIT_MASK[SUIT_OF[card]]).bit_count() * 24
        if value < best_value:
            best, best_value = card, value
    return best


def play_margin(seen: Seen, hands: list[int], card: int, done: int, sweep: int) -> float:
    """The seat's team's points from here minus the other team's (unmultiplied) when the
    seat plays `card` on the sampled deal `hands` and everyone then plays the rollout
    policy; `done` and `sweep` as rollout() takes them (see sweep_team)."""
    team = seen.seat % 2
    trial = list(hands)
    trial[seen.seat] &= ~(1 << card)
    points = rollout(
        trial,
        [*seen.trick, card],
        seen.leader,
        seen.mode,
        seen.pts,
        seen.gone | 1 << card,
        seen.declarers,
        done,
        sweep,
        list(seen.public_excluded) if PUBLIC_ROLLOUTS else None,
    )
    return points[team] - points[1 - team]


def sweep_team(view: SchieberView) -> int:
    """The team that took every finished trick (-1: none did, 2: no trick finished yet)."""
    return _sweep(view)


def _sweep(view: SchieberView) -> int:
    teams = {record.winner % 2 for record in view.tricks}
    if not teams:
        return 2
    return teams.pop() if len(teams) == 1 else -1


def search_play(
    view: SchieberView,
    legal: Sequence[Action],
    rng: random.Random,
    budget: float,
    max_samples: int,
    max_work: int,
) -> int:
    """The card with the best average outcome over sampled deals (same deals for every
    candidate, so their comparison is not blurred by the sampling)."""
    started = clock()
    seen = read_view(view)
    mask = legal_play_mask(legal)
    cands = candidates(seen, mask)
    team = seen.seat % 2
    after = [seen.allowed[s] for s in after_me(seen)]
    default = choose_play(
        seen.mode, seen.pts, seen.hand, mask, seen.trick, after, seen.gone, team == seen.declarers
    )
    if len(cands) == 1:
        return cands[0]
    sweep = _sweep(view)
    done = len(view.tricks)

    def score(hands: list[int], card: int) -> float:
        return play_margin(seen, hands, card, done, sweep)

    # The heuristic's own card wins ties (it is what a player would choose anyway).
    return sampled_search(
        cands,
        default,
        hand_sampler(seen, rng),
        score,
        work_per_rollout=sum(seen.sizes) + 1,
        max_work=max_work,
        started=started,
        budget=budget,
        max_samples=max_samples,
        prune_at=PRUNE_AT,
        margins=PRUNE_MARGIN,
    )


def search_contract(
    view: SchieberView, legal: Sequence[Action], rng: random.Random, budget: float, max_work: int
) -> Action:
    """Name the contract (or push) with the best average deal score over sampled deals:
    each contract is played out on the same deals, multiplier, Weis and Stöck included;
    a push is scored by letting the partner pick with the basic estimate on its sample."""
    started = clock()
    options = view.options
    seat = view.seat
    hand = 0
    for card in view.hand:
        hand |= 1 << CARD_ID[card]
    modes = [MODE_BY_TEXT[a.arg] for a in legal if a.kind == "trump"]
    may_push = any(a.kind == "push" for a in legal)
    totals = dict.fromkeys([*modes, PUSH_KEY] if may_push else modes, 0.0)
    samples = work = 0
    per_sample = 36 * len(totals)
    while work < max_work and (samples == 0 or clock() - started < budget):
        hands = deal_others(hand, seat, rng)
        samples += 1
        work += per_sample
        for key, value in contract_outcomes(hands, seat, modes, may_push, view.forehand, options):
            totals[key] += value
    count_work(work)
    best = max(totals, key=lambda key: totals[key])
    return Action("push") if best == PUSH_KEY else Action("trump", (), MODE_TEXT[best])


PUSH_KEY = -1


def deal_others(hand: int, seat: int, rng: random.Random) -> list[int]:
    """A contract-time deal: `hand` at `seat`, the other 27 cards dealt at random (the
    choice is made before any card is seen)."""
    unknown = ALL_CARDS_MASK & ~hand
    dealt = deal_unknown(unknown, [9, 9, 9], [unknown] * 3, rng)
    assert dealt is not None
    hands = [0, 0, 0, 0]
    hands[seat] = hand
    others = [s for s in range(4) if s != seat]
    for other, mask in zip(others, dealt, strict=True):
        hands[other] = mask
    return hands


def contract_outcomes(
    hands: list[int],
    seat: int,
    modes: Sequence[int],
    may_push: bool,
    forehand: int,
    options: SchieberOptions,
) -> list[tuple[int, float]]:
    """Each contract's deal score (our team's minus the opponents', multiplied, Weis and
    Stöck included) on one full deal, then the push's (PUSH_KEY: the partner names the
    contract by the basic estimate of its hand), in that order."""
    mult = MULTIPLIERS[options.multipliers]
    team = seat % 2
    table = POINTS_SIX_ELEVEN if options.undenufe_six_eleven else POINTS
    weis = _weis_gain(hands, team, options)
    scores: dict[int, float] = {}
    for mode in modes:
        scores[mode] = _deal_value(hands, mode, forehand, team, team, table, mult[mode], weis)
    out = list(scores.items())
    if may_push:
        pick = contract_values(hands[(seat + 2) % 4], options)[0][1]
        out.append(
            (
                PUSH_KEY,
                scores[pick]
                if pick in scores
                else _deal_value(hands, pick, forehand, team, team, table, mult[pick], weis),
            )
        )
    return out


def _weis_gain(hands: list[int], team: int, options: SchieberOptions) -> int:
    """Unmultiplied Weis points our team wins minus the opponents' (trump ties ignored)."""
    declared = tuple(optimal_weis(h, OBENABE, options) for h in hands)
    winner = weis_winner(declared, 0, OBENABE, options)
    if winner < 0:
        return 0
    total = weis_total(declared[winner]) + weis_total(declared[winner + 2])
    return total if winner == team else -total


def _deal_value(
    hands: list[int],
    mode: int,
    forehand: int,
    team: int,
    declarers: int,
    table: tuple[tuple[int, ...], ...],
    m: int,
    weis: int,
) -> float:
    """Our team's deal score minus the opponents' for one contract on one full deal."""
    a, b = rollout(
        list(hands),
        [],
        forehand,
        mode,
        table[mode],
        0,
        declarers,
        0,
        2,
        [0, 0, 0, 0] if PUBLIC_ROLLOUTS else None,
    )
    diff = (a - b) if team == 0 else (b - a)
    if mode < OBENABE:
        pair = (1 << (mode * 9 + 6)) | (1 << (mode * 9 + 7))
        for seat in range(4):
            if hands[seat] & pair == pair:
                diff += 20 if seat % 2 == team else -20
    return m * (diff + weis)


def blunders(view: SchieberView, legal: Sequence[Action], action: Action) -> list[str]:
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
    return trick_blunders(
        TrickSpot(
            values=values,
            trumps=_tables.SUIT_MASK[seen.mode] if seen.mode < 4 else 0,
            led_suit=_tables.SUIT_MASK[led],
            pts=seen.pts,
            legal=legal_play_mask(legal),
            card=card,
            trick=seen.trick,
            partner_wins=winner_seat % 2 == team and winner_seat != seen.seat,
            later=[seen.allowed[s] for s in later_seats],
            opponents=hands[0] | hands[1],
            partner_after=seen.allowed[partner] if partner in later_seats else 0,
            opponent_hands=hands,
        )
    )
