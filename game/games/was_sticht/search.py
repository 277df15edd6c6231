"""Was Sticht search: what a seat knows (read from its view), worlds consistent with it,
and fast rollouts on bitmasks for the strong bot.

What the view proves: every card went face up through the draft, so each seat's hand is
known exactly (the draft log minus the cards played). What stays hidden is the trump
combination (from the non-dealers until the reveal, narrowed by every column's hint:
only the combinations under which that column's trick is won by the announced seat
remain) and the tasks chosen by the others until all are revealed. A sampled world
fills in those two; rollouts then play the rest of the round with the heuristics of
plan.py and policy.py for every seat.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.bots import action_card_mask, clock, deal_unknown, prune_candidates
from game.core.rules import Action
from game.games.was_sticht import tables as _tables
from game.games.was_sticht.chips import KIND_ID, task_met
from game.games.was_sticht.plan import (
    belief_power,
    choose_take,
    choose_task,
    draft_target,
    hand_power,
    power,
    task_chances,
)
from game.games.was_sticht.policy import (
    EITHER,
    FORBIDDEN,
    LOSE,
    TRICKS,
    WIN,
    beaters,
    choose_play,
    dealer_target,
    goal,
    ranks,
    task_failed,
    trick_mask,
)
from game.games.was_sticht.scoring import round_results
from game.games.was_sticht.state import DRAFT, DUMMY, WasStichtView
from game.games.was_sticht.tables import (
    ALL_CARDS_MASK,
    CARD_ID,
    COLOUR_OF,
    NO_COLOUR,
    NO_NUMBER,
    TRUMP_MASK,
    VALUE_OF,
    combo,
    ids_of,
    legal_mask,
    parse_tc,
    parse_tn,
    trick_winner,
)

ALL_COMBOS = tuple(combo(tc, tn) for tc in range(5) for tn in range(10))
ROWS, COLUMNS = 4, 9
OTHERS_WEIGHT = 0.3  # a chip another player completes costs this much of one of ours
NOISE = 0.12  # chance that a rollout seat plays a random legal card instead (robustness)
PRUNE_AT = (8, 16, 32)
PRUNE_MARGIN = (0.45, 0.3, 0.2)
DRAFT_MARGIN = 0.15  # mean utility a searched pick must gain over the heuristic's


@dataclass(slots=True)
class Seen:
    """What one seat knows, as bitmasks of card ids and kind ids."""

    seat: int
    seats: int
    dealer: int
    combos: tuple[int, ...]  # trump combinations still possible (one once known)
    hands: list[int]  # per seat: cards held (drafted so far, minus played)
    played: int  # cards played to tricks (finished and running)
    trick: list[int]
    leader: int
    counts: list[int]
    taken: list[int]  # per seat: the cards in the tricks it won
    done: int  # finished tricks
    tasks: list[int]  # per seat: kind id, -1 for none or not yet shown
    face_up: list[tuple[int, ...]]
    grid: list[int]  # per column: the cards still lying there
    column: int
    picks: list[int]  # seats that took a card from the running column, in order
    printed: bool
    needs_trick: bool
    values: tuple[int, ...]
    column_plays: list[list[tuple[int, int]]] = field(default_factory=list)
    # Only for a round started from given hands (no draft on record): the cards not
    # accounted for, how many each seat still lacks, and what each may hold (voids).
    unknown: int = 0
    missing: list[int] = field(default_factory=list)
    allowed: list[int] = field(default_factory=list)


def column_order(dealer: int, column: int, seats: int) -> list[int]:
    """The seats drafting from a column, in order (spec 5.3: the marker moves on)."""
    start = (dealer + 1 + column) % seats
    return [(start + i) % seats for i in range(seats)]


def consistent_combos(
    column_plays: Sequence[Sequence[tuple[int, int]]], hints: Sequence[int]
) -> tuple[int, ...]:
    """The trump combinations under which every drafted column's trick is won by the
    seat its hint named (spec 5.3 step 3; the dummy's card is last, seat DUMMY)."""
    out = []
    for trumps in ALL_COMBOS:
        for plays, hint in zip(column_plays, hints, strict=False):
            cards = [card for _seat, card in plays]
            if plays[trick_winner(cards, trumps)][0] != hint:
                break
        else:
            out.append(trumps)
    return tuple(out)


def column_worlds(
    view: WasStichtView, column: int, plays: Sequence[tuple[int, int]]
) -> list[list[tuple[int, int]]]:
    """The hint tricks a drafted column may have been, as far as the view tells: the
    trick itself when every taker is shown; with the drafted cards hidden, every way the
    column's cards the seat did not see taken (the layout is public) may have gone to
    the seats it did not see take, in taking order (the dummy's card last)."""
    if len(plays) == ROWS:
        return [list(plays)]
    known = dict(plays)
    order = [*column_order(view.dealer, column, view.seats), DUMMY][:ROWS]
    unseen_seats = [who for who in order if who not in known]
    unseen_cards = [CARD_ID[c] for c in view.laid[column] if CARD_ID[c] not in known.values()]
    worlds = []
    for cards in itertools.permutations(unseen_cards, len(unseen_seats)):
        taken = {**known, **dict(zip(unseen_seats, cards, strict=True))}
        worlds.append([(who, taken[who]) for who in order])
    return worlds


def hinted_combos(
    view: WasStichtView, column_plays: Sequence[Sequence[tuple[int, int]]]
) -> tuple[int, ...]:
    """The trump combinations under which every drafted column's hint can be right, in
    some way its cards may have been taken (one way when the view shows them all)."""
    columns = [
        (column_worlds(view, column, plays), hint)
        for column, (plays, hint) in enumerate(zip(column_plays, view.hints, strict=True))
    ]
    if all(len(worlds) == 1 for worlds, _ in columns):
        return consistent_combos([worlds[0] for worlds, _ in columns], view.hints)
    out = []
    for trumps in ALL_COMBOS:
        if all(
            any(world[trick_winner([c for _, c in world], trumps)][0] == hint for world in worlds)
            for worlds, hint in columns
        ):
            out.append(trumps)
    return tuple(out)


def read_view(view: WasStichtView) -> Seen:
    """Derive the seat's knowledge from its view: hands, trumps, tasks, tricks."""
    seats = view.seats
    drafted = [0] * seats
    column_plays: list[list[tuple[int, int]]] = [[] for _ in range(COLUMNS)]
    for column, who, card in view.draft_log:
        card_id = CARD_ID[card]
        column_plays[column].append((who, card_id))
        if who != DUMMY:
            drafted[who] |= 1 << card_id
    finished = [plays for plays in column_plays[: len(view.hints)]]
    if view.trump_colour is not None and view.trump_number is not None:
        combos: tuple[int, ...] = (combo(parse_tc(view.trump_colour), parse_tn(view.trump_number)),)
    else:
        combos = hinted_combos(view, finished)
    played = 0
    taken = [0] * seats
    for record in view.tricks:
        won = 0
        for _seat, card in record.plays:
            won |= 1 << CARD_ID[card]
        played |= won
        taken[record.winner] |= won
    trick = [CARD_ID[card] for _seat, card in view.trick]
    for running in trick:
        played |= 1 << running
    drafted[view.seat] |= _mask_of(view.hand)
    hands = [mask & ~played for mask in drafted]
    grid = [0] * COLUMNS
    for column, cards in enumerate(view.columns):
        for lying in cards:
            if lying is not None:
                grid[column] |= 1 << CARD_ID[lying]
    # A card taken from the running column joins its taker's hand only after the hint:
    # the hand sizes do not count it yet.
    running = 0
    if view.phase == DRAFT:
        for _who, card_id in column_plays[view.column]:
            running |= 1 << card_id
    missing = [
        max(0, size - (hand & ~running).bit_count())
        for size, hand in zip(view.hand_sizes, hands, strict=True)
    ]
    unknown, allowed = 0, [0] * seats
    if any(missing):
        unknown = ALL_CARDS_MASK & ~played & ~_mask_of(view.dummy_cards)
        for mask in (*hands, *grid):
            unknown &= ~mask
        voids = _voids(view, combos[0]) if len(combos) == 1 else [0] * seats
        allowed = [unknown & ~voids[s] for s in range(seats)]
    picks = [who for who, _card in column_plays[view.column]] if view.phase == DRAFT else []
    values = view.options.chip_values.by_kind()
    return Seen(
        seat=view.seat,
        seats=seats,
        dealer=view.dealer,
        combos=combos,
        hands=hands,
        played=played,
        trick=trick,
        leader=view.leader,
        counts=list(view.tricks_won),
        taken=taken,
        done=len(view.tricks),
        tasks=[KIND_ID[t] if t is not None else -1 for t in view.tasks],
        face_up=[tuple(KIND_ID[k] for k in kinds) for kinds in view.chips_face_up],
        grid=grid,
        column=view.column,
        picks=picks,
        printed=view.options.follow_mode == "printed",
        needs_trick=view.options.fewest_needs_trick(seats),
        values=values,
        column_plays=[plays for plays in finished if len(plays) == ROWS],
        unknown=unknown,
        missing=missing,
        allowed=allowed,
    )


def _mask_of(cards: Sequence[object]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << CARD_ID[card]  # type: ignore[index]
    return mask


def _voids(view: WasStichtView, trumps: int) -> list[int]:
    """Per seat, the cards its plays prove it lacks (spec 8.2): a trump lead not
    answered with a trump, a plain lead not followed in its colour."""
    printed = view.options.follow_mode == "printed"
    out = [0] * view.seats
    plays = [record.plays for record in view.tricks] + [view.trick]
    for trick in plays:
        if not trick:
            continue
        led = CARD_ID[trick[0][1]]
        for seat, card in trick[1:]:
            follow = legal_mask(ALL_CARDS_MASK, led, trumps, printed)
            if not follow >> CARD_ID[card] & 1:
                out[seat] |= follow
    return out


def complete_hands(seen: Seen, rng: random.Random) -> list[int]:
    """Every seat's hand: the known ones, with the cards not on record (a round started
    from given hands) dealt consistently with the shown voids."""
    hands = list(seen.hands)
    if not seen.unknown:
        return hands
    others = [s for s in range(seen.seats) if seen.missing[s]]
    counts = [seen.missing[s] for s in others]
    dealt = deal_unknown(seen.unknown, counts, [seen.allowed[s] for s in others], rng)
    if dealt is None:  # the shown plays admit no deal: ignore the voids rather than fail
        dealt = deal_unknown(seen.unknown, counts, [seen.unknown] * len(others), rng)
    for seat, mask in zip(others, dealt or [0] * len(others), strict=True):
        hands[seat] |= mask
    return hands


def sample_trumps(seen: Seen, rng: random.Random) -> int:
    """One trump combination the hints allow (all are equally likely a priori)."""
    return seen.combos[rng.randrange(len(seen.combos))]


def sample_tasks(seen: Seen, trumps: int, hands: Sequence[int], rng: random.Random) -> list[int]:
    """Tasks for the non-dealers whose choice is not shown: one of their face-up chips,
    the likelier the better it suits their hand (the heuristic's chance, squared)."""
    tasks = list(seen.tasks)
    for seat in range(seen.seats):
        if seat == seen.dealer or seat == seen.seat or tasks[seat] >= 0:
            continue
        kinds = sorted(set(seen.face_up[seat]))
        if not kinds:
            continue
        chances = task_chances(seat, hands, trumps, seen.seats, seen.needs_trick, kinds)
        weights = [chances[k] ** 2 + 0.01 for k in kinds]
        tasks[seat] = rng.choices(kinds, weights=weights)[0]
    return tasks


# ------------------------------------------------------------------ rollouts
def play_out(
    hands: list[int],
    trick: list[int],
    leader: int,
    done: int,
    counts: list[int],
    taken: list[int],
    trumps: int,
    printed: bool,
    tasks: Sequence[int],
    dealer: int,
    needs_trick: bool,
    rng: random.Random | None,
    noise: float = NOISE,
) -> int:
    """Play the round to its end with the goal-driven heuristic for every seat (with
    `noise`, a seat now and then plays a random legal card); returns the winner of the
    last trick. `hands`, `trick`, `counts` and `taken` are modified."""
    seats = len(hands)
    last = -1
    while done < TRICKS:
        aim = -2  # the dealer's target task, worked out when he first has a choice
        seat = (leader + len(trick)) % seats
        cards = trick_mask(trick)
        while len(trick) < seats:
            hand = hands[seat]
            legal = legal_mask(hand, trick[0] if trick else -1, trumps, printed)
            if not legal & (legal - 1):
                card = legal.bit_length() - 1
            elif rng is not None and rng.random() < noise:
                options = ids_of(legal)
                card = options[rng.randrange(len(options))]
            else:
                kind = tasks[seat]
                if seat == dealer:
                    if aim == -2:
                        aim = _dealer_aim(tasks, counts, taken, dealer, done, needs_trick)
                    kind = aim
                want = goal(kind, counts[seat], taken[seat], done, cards, needs_trick)
                later = [hands[(seat + k) % seats] for k in range(1, seats - len(trick))]
                card = choose_play(hand, legal, trick, later, trumps, printed, want)
            hands[seat] = hand & ~(1 << card)
            trick.append(card)
            cards |= 1 << card
            seat = (seat + 1) % seats
        winner = (leader + trick_winner(trick, trumps)) % seats
        counts[winner] += 1
        taken[winner] |= cards
        done += 1
        leader = last = winner
        trick = []
    return last


def _dealer_aim(
    tasks: Sequence[int],
    counts: Sequence[int],
    taken: Sequence[int],
    dealer: int,
    done: int,
    needs_trick: bool,
) -> int:
    """The displayed task the dealer plays for now (policy.dealer_target)."""
    failed = [
        kind >= 0 and task_failed(kind, counts[s], taken[s], done, needs_trick)
        for s, kind in enumerate(tasks)
    ]
    return dealer_target(counts, taken[dealer], dealer, tasks, done, needs_trick, failed)


def utility(
    seat: int,
    dealer: int,
    tasks: Sequence[int],
    counts: Sequence[int],
    taken: Sequence[int],
    last: int,
    needs_trick: bool,
    values: Sequence[int],
) -> float:
    """The round's worth for `seat`: its own chip (a little more for a valuable one)
    minus a share of every chip the others complete."""
    completed, source = round_results(tasks, dealer, counts, taken, last, needs_trick)
    gains = [1.0 if kind >= 0 else 0.0 for kind in completed]
    if source >= 0:
        gains[dealer] = 1.0
    mine = gains[seat]
    if mine and seat != dealer:
        mine += 0.01 * values[completed[seat]]
    return mine - OTHERS_WEIGHT * (sum(gains) - gains[seat])


# ------------------------------------------------------------------ card play
def play_candidates(seen: Seen, legal: int, trumps: int) -> list[int]:
    """Legal cards with equivalent ones merged: the same colour and kind of card (plain
    or colour trump) with no card still in play ranking between them."""
    rank = ranks(trumps)
    number = TRUMP_MASK[trumps] & ~_colour_trumps(trumps)
    out = [c for c in ids_of(legal & number)]
    rest = legal & ~number
    out_there = seen.unknown  # cards whose holder the seat does not know
    for seat, hand in enumerate(seen.hands):
        if seat != seen.seat:
            out_there |= hand
    for colour in range(4):
        cards = sorted((c for c in ids_of(rest) if COLOUR_OF[c] == colour), key=rank.__getitem__)
        if not cards:
            continue
        out.append(cards[0])
        for low, high in itertools.pairwise(cards):
            between = any(
                rank[low] < rank[c] < rank[high] and COLOUR_OF[c] == colour
                for c in ids_of(out_there)
            )
            if between:
                out.append(high)
    return out


def _colour_trumps(trumps: int) -> int:
    tc, tn = divmod(trumps, 10)
    if tc == NO_COLOUR:
        return 0
    return sum(
        1 << c
        for c in range(36)
        if COLOUR_OF[c] == tc and not (tn != NO_NUMBER and VALUE_OF[c] == tn)
    )


def wanted(seen: Seen) -> int:
    """What the seat's own task (the dealer: the task he copies) wants from the running
    trick: WIN, LOSE or EITHER."""
    kind = seen.tasks[seen.seat]
    if seen.seat == seen.dealer:
        kind = _dealer_aim(
            seen.tasks, seen.counts, seen.taken, seen.dealer, seen.done, seen.needs_trick
        )
    return (
        goal(
            kind,
            seen.counts[seen.seat],
            seen.taken[seen.seat],
            seen.done,
            trick_mask(seen.trick),
            seen.needs_trick,
        )
        if kind >= 0
        else EITHER
    )


def basic_card(seen: Seen, legal: int) -> int:
    """The heuristic card for the seat's own task (the dealer: the task he copies)."""
    trumps = seen.combos[0]
    want = wanted(seen)
    later = [
        seen.hands[(seen.seat + k) % seen.seats] for k in range(1, seen.seats - len(seen.trick))
    ]
    return choose_play(seen.hands[seen.seat], legal, seen.trick, later, trumps, seen.printed, want)


@dataclass(slots=True)
class Budget:
    """A deterministic work budget (simulated card plays and picks) with a clock stop."""

    work: int
    seconds: float
    started: float = field(default_factory=clock)
    spent: int = 0

    def more(self, samples: int) -> bool:
        """May the search draw another sample? The first one is always allowed."""
        if samples == 0:
            return True
        return self.spent < self.work and clock() - self.started < self.seconds


def search_play(
    seen: Seen, legal: int, rng: random.Random, budget: Budget, max_samples: int
) -> int:
    """The card with the best average round outcome over noisy rollouts (every
    candidate is played out with the same random stream per sample)."""
    trumps = seen.combos[0]
    default = basic_card(seen, legal)
    cands = play_candidates(seen, legal, trumps)
    if len(cands) == 1:
        return cands[0]
    totals = dict.fromkeys(cands, 0.0)
    alive = list(cands)
    samples = 0
    remaining = sum(h.bit_count() for h in seen.hands)
    while samples < max_samples and budget.more(samples):
        base = complete_hands(seen, rng)
        seed = rng.getrandbits(32)
        samples += 1
        budget.spent += len(alive) * remaining
        for card in alive:
            hands = list(base)
            hands[seen.seat] &= ~(1 << card)
            trick = [*seen.trick, card]
            counts, taken = list(seen.counts), list(seen.taken)
            # The first sample is the noiseless line of play, the others are perturbed.
            stream = random.Random(seed) if samples > 1 else None
            last = _finish_trick_and_play(seen, hands, trick, counts, taken, trumps, stream)
            totals[card] += utility(
                seen.seat,
                seen.dealer,
                seen.tasks,
                counts,
                taken,
                last,
                seen.needs_trick,
                seen.values,
            )
        if samples in PRUNE_AT:
            alive = prune_candidates(totals, alive, samples, PRUNE_MARGIN[PRUNE_AT.index(samples)])
    return max(alive, key=lambda c: (totals[c], c == default))


def _finish_trick_and_play(
    seen: Seen,
    hands: list[int],
    trick: list[int],
    counts: list[int],
    taken: list[int],
    trumps: int,
    stream: random.Random | None,
) -> int:
    """Play on from a position where the searching seat just added its card."""
    return play_out(
        hands,
        trick,
        seen.leader,
        seen.done,
        counts,
        taken,
        trumps,
        seen.printed,
        seen.tasks,
        seen.dealer,
        seen.needs_trick,
        stream,
    )


# ------------------------------------------------------------------ task choice
def basic_task(seen: Seen, kinds: Sequence[int]) -> int:
    """The task the heuristic rates best for the hand (trumps are known by now)."""
    chances = task_chances(
        seen.seat, seen.hands, seen.combos[0], seen.seats, seen.needs_trick, kinds
    )
    return choose_task(chances, seen.values)


def search_task(
    seen: Seen, kinds: Sequence[int], rng: random.Random, budget: Budget, max_samples: int
) -> int:
    """The task with the best average round outcome: each candidate is played out on
    the same sampled tasks of the others (those not yet shown)."""
    default = basic_task(seen, kinds)
    cands = sorted(set(kinds))
    if len(cands) == 1:
        return cands[0]
    trumps = seen.combos[0]
    totals = dict.fromkeys(cands, 0.0)
    alive = list(cands)
    samples = 0
    leader = (seen.dealer + 1) % seen.seats
    while samples < max_samples and budget.more(samples):
        base = complete_hands(seen, rng)
        tasks = sample_tasks(seen, trumps, base, rng)
        seed = rng.getrandbits(32)
        samples += 1
        budget.spent += len(alive) * TRICKS * seen.seats
        for kind in alive:
            tasks[seen.seat] = kind
            hands, counts, taken = list(base), [0] * seen.seats, [0] * seen.seats
            last = play_out(
                hands,
                [],
                leader,
                0,
                counts,
                taken,
                trumps,
                seen.printed,
                tasks,
                seen.dealer,
                seen.needs_trick,
                random.Random(seed) if samples > 1 else None,
            )
            totals[kind] += utility(
                seen.seat, seen.dealer, tasks, counts, taken, last, seen.needs_trick, seen.values
            )
        if samples in PRUNE_AT:
            alive = prune_candidates(totals, alive, samples, PRUNE_MARGIN[PRUNE_AT.index(samples)])
    return max(alive, key=lambda k: (totals[k], k == default))


# ------------------------------------------------------------------ column draft
def basic_take(seen: Seen, column: int) -> int:
    """The heuristic card from the column: toward the task the hand suits best, under
    the trumps the hints still allow (the dealer knows them)."""
    table = belief_power(seen.combos, seen.seats)
    hand = seen.hands[seen.seat]
    left = COLUMNS - 1 - seen.column
    target = None
    if seen.seat != seen.dealer:
        target = draft_target(seen.face_up[seen.seat], hand_power(hand, table), left, seen.seats)
    return choose_take(column, hand, table, target, left, seen.seats)


def draft_out(
    hands: list[int],
    grid: Sequence[int],
    column: int,
    picks: int,
    dealer: int,
    face_up: Sequence[Sequence[int]],
    trumps: int,
) -> None:
    """Finish the draft with the heuristic for every seat, each judging the cards by the
    sampled trumps; `picks` cards of `column` are already taken. `hands` is modified."""
    seats = len(hands)
    table = power(trumps, seats)
    for col in range(column, COLUMNS):
        lying = grid[col]
        left = COLUMNS - 1 - col
        for seat in column_order(dealer, col, seats)[picks if col == column else 0 :]:
            target = None
            if seat != dealer:
                target = draft_target(face_up[seat], hand_power(hands[seat], table), left, seats)
            card = choose_take(lying, hands[seat], table, target, left, seats)
            hands[seat] |= 1 << card
            lying &= ~(1 << card)


def heuristic_tasks(
    hands: Sequence[int],
    trumps: int,
    dealer: int,
    face_up: Sequence[Sequence[int]],
    needs_trick: bool,
    values: Sequence[int],
) -> list[int]:
    """Every non-dealer's task as the heuristic chooses it for these hands (-1: none)."""
    seats = len(hands)
    tasks = [-1] * seats
    for seat in range(seats):
        if seat != dealer and face_up[seat]:
            chances = task_chances(seat, hands, trumps, seats, needs_trick, face_up[seat])
            tasks[seat] = choose_task(chances, values)
    return tasks


def search_take(
    seen: Seen, column: int, rng: random.Random, budget: Budget, max_samples: int
) -> int:
    """The card with the best average round outcome: for sampled trumps the draft, the
    task choices and the tricks are played out with the heuristics."""
    default = basic_take(seen, column)
    cands = ids_of(column)
    if len(cands) == 1:
        return cands[0]
    totals = dict.fromkeys(cands, 0.0)
    alive = list(cands)
    samples = 0
    picks_left = sum(1 for col in range(seen.column, COLUMNS) for _ in range(seen.seats)) - len(
        seen.picks
    )
    leader = (seen.dealer + 1) % seen.seats
    while samples < max_samples and budget.more(samples):
        trumps = sample_trumps(seen, rng)
        # The other players' hands as far as the view does not show them (drafted cards
        # hidden): dealt at random from the cards not accounted for.
        base = complete_hands(seen, rng)
        seed = rng.getrandbits(32)
        samples += 1
        budget.spent += len(alive) * (picks_left + TRICKS * seen.seats)
        for card in alive:
            hands = list(base)
            hands[seen.seat] |= 1 << card
            grid = list(seen.grid)
            grid[seen.column] &= ~(1 << card)
            draft_out(
                hands, grid, seen.column, len(seen.picks) + 1, seen.dealer, seen.face_up, trumps
            )
            stream = random.Random(seed)
            tasks = heuristic_tasks(
                hands, trumps, seen.dealer, seen.face_up, seen.needs_trick, seen.values
            )
            counts, taken = [0] * seen.seats, [0] * seen.seats
            last = play_out(
                hands,
                [],
                leader,
                0,
                counts,
                taken,
                trumps,
                seen.printed,
                tasks,
                seen.dealer,
                seen.needs_trick,
                stream,
            )
            totals[card] += utility(
                seen.seat, seen.dealer, tasks, counts, taken, last, seen.needs_trick, seen.values
            )
        if samples in PRUNE_AT:
            alive = [
                *prune_candidates(totals, alive, samples, PRUNE_MARGIN[PRUNE_AT.index(samples)])
            ]
            if default not in alive:
                alive.append(default)  # kept: it is the yardstick of the final choice
    best = max(alive, key=lambda c: (totals[c], c == default))
    # A whole round lies between a pick and its payoff, so the averages are noisy: the
    # heuristic's card stands unless the search finds a clearly better one.
    if (totals[best] - totals[default]) / samples < DRAFT_MARGIN:
        return default
    return best


def blunders(view: WasStichtView, legal: Sequence[Action], action: Action) -> list[str]:
    """Was Sticht: the blunders of one card play (see seen_blunders)."""
    if action.kind != "play" or not action.cards:
        return []
    return seen_blunders(
        read_view(view), action_card_mask(legal, CARD_ID), _tables.CARD_ID[action.cards[0]]
    )


def seen_blunders(seen: Seen, legal: int, card: int) -> list[str]:
    """Every hand is known in trick play, so a trick's outcome often is certain:
    take_unwanted (taking the trick the task must lose, with a card certain to take it,
    while a card certain to lose it was legal: as last player for any task that wants
    to lose now, before that only when any trick now spoils the task), duck_wanted (as
    last player, losing the trick the task wants while a winning card was legal),
    take_forbidden (our "no <colour>" task: a card certain to win a trick that then
    surely holds that colour, ours or a later player's forced card, when a legal card
    would not) and throw_task (in the last three tricks, played out exactly: a card
    after which nobody's play fulfils the task, when another one fulfils it whatever
    the others play)."""
    cards = ids_of(legal)
    sure = {c: _sure_outcome(seen, c) for c in cards}
    last = len(seen.trick) == seen.seats - 1
    out = []
    want = wanted(seen)
    kind = seen.tasks[seen.seat] if seen.seat != seen.dealer else -1
    if (
        want == LOSE
        and sure[card] == WIN
        and LOSE in sure.values()
        and (last or _must_lose(seen, kind))
    ):
        out.append("take_unwanted")
    if last and want == WIN and sure[card] == LOSE and WIN in sure.values():
        out.append("duck_wanted")
    forbidden = FORBIDDEN.get(kind, 0)
    if (
        forbidden
        and not seen.taken[seen.seat] & forbidden
        and not trick_mask(seen.trick) & forbidden
    ):

        def spoils(c: int) -> bool:
            # Our card wins for sure and the trick surely holds the colour: ours, or a
            # later player's who has nothing else he may play.
            return sure[c] == WIN and (
                bool(forbidden >> c & 1)
                or any(play and not play & ~forbidden for play in _later_plays(seen, c))
            )

        if spoils(card) and not all(spoils(c) for c in cards):
            out.append("take_forbidden")
    if (
        kind >= 0
        and seen.hands[seen.seat].bit_count() <= ENDGAME
        and not seen.unknown
        and not _reachable(seen, kind, card, force=False)
        and any(_reachable(seen, kind, c, force=True) for c in cards if c != card)
    ):
        out.append("throw_task")
    return out


def _must_lose(seen: Seen, kind: int) -> bool:
    """Does taking the running trick, whatever else happens, spoil the task for good
    (no tricks, exactly n already reached, or the forbidden colour already in it)?"""
    count = seen.counts[seen.seat]
    if kind == KIND_ID["NO_TRICKS"]:
        return True
    if KIND_ID["EXACTLY_1"] <= kind <= KIND_ID["EXACTLY_4"]:
        return count >= kind - KIND_ID["EXACTLY_1"] + 1
    return bool(trick_mask(seen.trick) & FORBIDDEN.get(kind, 0))


ENDGAME = 3  # cards per hand (ours plus the running trick's) when throw_task is solved


def _reachable(seen: Seen, kind: int, card: int, force: bool) -> bool:
    """After we play `card`: can our task still be met (force=False: by some play of
    everybody; force=True: by our plays whatever the others play)?"""
    trumps = seen.combos[0]
    me, n = seen.seat, seen.seats

    def walk(
        hands: list[int],
        trick: list[int],
        seat: int,
        leader: int,
        counts: list[int],
        taken: list[int],
        done: int,
        last: int,
    ) -> bool:
        if len(trick) == n:
            winner = (leader + trick_winner(trick, trumps)) % n
            counts = list(counts)
            taken = list(taken)
            counts[winner] += 1
            for c in trick:
                taken[winner] |= 1 << c
            if done + 1 == TRICKS:
                return task_met(kind, me, counts, taken, winner, seen.needs_trick)
            return walk(hands, [], winner, winner, counts, taken, done + 1, winner)
        plays = legal_mask(hands[seat], trick[0] if trick else -1, trumps, seen.printed)
        results = []
        for c in ids_of(plays):
            rest = list(hands)
            rest[seat] &= ~(1 << c)
            results.append(
                walk(rest, [*trick, c], (seat + 1) % n, leader, counts, taken, done, last)
            )
        if force and seat != me:
            return all(results)
        return any(results)

    hands = list(seen.hands)
    hands[me] &= ~(1 << card)
    return walk(
        hands,
        [*seen.trick, card],
        (me + 1) % n,
        seen.leader,
        list(seen.counts),
        list(seen.taken),
        seen.done,
        -1,
    )


def _later_plays(seen: Seen, card: int) -> list[int]:
    """Per player still to play after `card`: the cards he may legally play."""
    led = seen.trick[0] if seen.trick else card
    plays = []
    for k in range(1, seen.seats - len(seen.trick)):
        other = (seen.seat + k) % seen.seats
        # A round set up from given hands: what the seat may hold besides the known cards.
        hand = seen.hands[other] | (seen.allowed[other] if seen.allowed else 0)
        plays.append(legal_mask(hand, led, seen.combos[0], seen.printed))
    return plays


def _sure_outcome(seen: Seen, card: int) -> int:
    """WIN when playing `card` takes the running trick whatever the players after us
    play (their hands are known), LOSE when it cannot take it, EITHER otherwise."""
    trumps = seen.combos[0]
    trick = [*seen.trick, card]
    led = trick[0]
    if trick[trick_winner(trick, trumps)] != card:
        return LOSE  # later cards can only beat the card now winning, never make ours win
    threat = 0
    for play in _later_plays(seen, card):
        threat |= play
    return EITHER if threat & beaters(trumps)[COLOUR_OF[led]][card] else WIN
