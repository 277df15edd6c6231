"""`python -m game.sim`: bot-only deals and matches, for strength and speed figures.

    python -m game.sim --game ID --seats random,random,random,random --deals 2000 \\
        --seed 1 [--options JSON] [--json]

plays deals through `core.match` (a new match starts whenever one ends); `--matches N`
plays N whole matches instead. `--duplicate` plays every deal once per seat rotation
(team games: twice, the teams swapped) and reports each entry's lead with a 95% interval.
`--json` prints one JSON object (the contract later tools read); otherwise a readable
table. Every bot and speed figure of the project comes from here.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from pydantic import ValidationError

from game.bots import bot_rng
from game.core.match import Match, MatchState
from game.core.rules import DealResult, GameDef, MatchOutcome
from game.games import REGISTRY
from game.sim_blunders import blunders_of
from game.sim_duplicate import DuplicateStats, leads, play_duplicate, team_points


@dataclass
class SimStats:
    """Everything a run measures, filled in as deals and matches finish."""

    game: GameDef
    seats: tuple[str, ...]
    deal_points: list[list[int]] = field(default_factory=list)  # per deal, per seat
    card_points: list[tuple[int, ...]] = field(default_factory=list)  # per deal, per team
    extras: dict[str, list[list[float]]] = field(default_factory=dict)  # name -> per deal
    outcomes: list[MatchOutcome] = field(default_factory=list)
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    # The same decisions in CPU time of this process: on a shared machine the wall
    # time grows with the load, the CPU time is what the bot costs on a quiet one.
    decision_cpu_ms: dict[str, list[float]] = field(default_factory=dict)
    blunders: dict[str, dict[str, int]] | None = field(default_factory=dict)  # None: off
    seconds: float = 0.0

    def add_deal(self, result: DealResult) -> None:
        """Record one finished deal."""
        self.deal_points.append(list(result.points))
        if result.card_points is not None:
            self.card_points.append(result.card_points)
        extra = _seat_extras(result.details)
        for name, values in extra.items():
            self.extras.setdefault(name, []).append([float(v) for v in values])

    @property
    def deals(self) -> int:
        """Deals played."""
        return len(self.deal_points)


@runtime_checkable
class SeatExtras(Protocol):
    """Typed deal details that add figures per seat to the tables (e.g. roem, maker, nat),
    as `name -> value per seat`."""

    @property
    def per_seat_extra(self) -> Mapping[str, Sequence[int]]:
        """Per name, one number per seat."""
        ...


def _seat_extras(details: object) -> Mapping[str, Sequence[int]]:
    """A deal's per-seat extras, for games whose details have them (none otherwise)."""
    return details.per_seat_extra if isinstance(details, SeatExtras) else {}


def mean_ci(values: Sequence[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95% confidence interval (normal approximation)."""
    if not values:
        return 0.0, 0.0
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def rate_ci(hits: int, n: int) -> tuple[float, float]:
    """A rate and the half-width of its 95% confidence interval (normal approximation)."""
    if n <= 0:
        return 0.0, 0.0
    rate = hits / n
    return rate, 1.96 * math.sqrt(rate * (1 - rate) / n)


def share_ci95(part: Sequence[float], whole: Sequence[float]) -> tuple[float, float]:
    """sum(part) / sum(whole) and the half-width of its 95% confidence interval (the ratio
    estimator's delta-method error: deals are the independent units, not points)."""
    total = sum(whole)
    if not total:
        return 0.0, 0.0
    ratio = sum(part) / total
    n = len(whole)
    if n < 2:
        return ratio, 0.0
    residuals = sum((p - ratio * w) ** 2 for p, w in zip(part, whole, strict=True))
    mean_whole = total / n
    return ratio, 1.96 * math.sqrt(residuals / (n - 1) / n) / mean_whole


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile (0-100) by nearest rank."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[rank]


def _check_bots(game: GameDef, seats: Sequence[str]) -> None:
    for name in seats:
        if name not in game.bots:
            known = ", ".join(sorted(game.bots))
            raise ValueError(f"{game.name} has no bot '{name}' (bots: {known})")


def numbered_seed(seed: int, number: int) -> int:
    """The seed of match `number` of a run (deal `number` in a duplicate run)."""
    return seed * 1_000_003 + number


def run(
    game: GameDef,
    seats: tuple[str, ...],
    seed: int,
    options: dict[str, Any],
    deals: int | None = None,
    matches: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    blunders: bool = True,
) -> SimStats:
    """Play bot-only deals (or whole matches) and collect the figures."""
    model = game.options(options)
    _check_bots(game, seats)
    stats = SimStats(game, seats, blunders={} if blunders else None)
    goal = matches if matches is not None else deals or 0
    started = time.perf_counter()
    match_number = 0
    dealer: int | None = None  # matches in a row: the rules say who deals the next one
    while (len(stats.outcomes) if matches is not None else stats.deals) < goal:
        match_seed = numbered_seed(seed, match_number)
        match_number += 1
        dealer = _play_match(
            game,
            model,
            seats,
            match_seed,
            stats,
            deals if matches is None else None,
            progress,
            goal,
            dealer,
        )
    stats.seconds = time.perf_counter() - started
    return stats


def run_duplicate(
    game: GameDef,
    seats: tuple[str, ...],
    seed: int,
    options: dict[str, Any],
    deals: int,
    progress: Callable[[int, int], None] | None = None,
    blunders: bool = True,
) -> tuple[DuplicateStats, SimStats]:
    """Play `deals` duplicate deals; the SimStats holds the decision times and every play."""
    model = game.options(options)
    _check_bots(game, seats)
    plays = SimStats(game, seats, blunders={} if blunders else None)
    started = time.perf_counter()

    def play_one(line_up: tuple[str, ...], deal: int) -> list[int]:
        _play_match(game, model, line_up, numbered_seed(seed, deal), plays, 1, None, 1, None)
        return plays.deal_points[-1]

    stats = play_duplicate(game, seats, deals, play_one, progress)
    plays.seconds = time.perf_counter() - started
    return stats, plays


def _play_match(
    game: GameDef,
    model: Any,
    seats: tuple[str, ...],
    match_seed: int,
    stats: SimStats,
    deal_limit: int | None,
    progress: Callable[[int, int], None] | None,
    goal: int,
    dealer: int | None,
) -> int | None:
    """Play one match; returns the first dealer of the next one."""
    match = Match(game, model, len(seats), match_seed, dealer)
    bots = [game.bots[name]() for name in seats]
    rngs = [bot_rng(match_seed, seat) for seat in range(len(seats))]
    state: MatchState = match.start()
    rules = match.rules
    deals_seen = len(state.history)
    while not state.over:
        seat = match.to_act(state)
        assert seat is not None
        legal = match.legal_actions(state)
        view = rules.view(state.deal, seat)
        began, began_cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(view, legal, rngs[seat])
        stats.decision_ms.setdefault(seats[seat], []).append((time.perf_counter() - began) * 1000)
        stats.decision_cpu_ms.setdefault(seats[seat], []).append(
            (time.process_time() - began_cpu) * 1000
        )
        if stats.blunders is not None:
            counts = stats.blunders.setdefault(seats[seat], {})
            for kind in blunders_of(game.id, view, legal, action):
                counts[kind] = counts.get(kind, 0) + 1
        state, _ = match.apply(state, action)
        if len(state.history) > deals_seen:
            deals_seen = len(state.history)
            stats.add_deal(state.history[-1].result)
            if progress is not None:
                progress(stats.deals if deal_limit is not None else len(stats.outcomes), goal)
            if deal_limit is not None and stats.deals >= deal_limit:
                return None
    assert state.outcome is not None
    stats.outcomes.append(state.outcome)
    if progress is not None and deal_limit is None:
        progress(len(stats.outcomes), goal)
    return match.next_match_dealer(state)


def summary(stats: SimStats) -> dict[str, Any]:
    """The run as the JSON object later tools read (see the issue's contract)."""
    n_seats = len(stats.seats)
    played = len(stats.outcomes)
    has_loser = any(o.loser is not None for o in stats.outcomes)
    per_seat = []
    for seat, bot in enumerate(stats.seats):
        mean, ci = mean_ci([deal[seat] for deal in stats.deal_points])
        wins = sum(1 for o in stats.outcomes if seat in o.winners)
        losses = sum(1 for o in stats.outcomes if o.loser == seat)
        win_rate, win_ci = rate_ci(wins, played)
        loser_rate, loser_ci = rate_ci(losses, played)
        entry: dict[str, Any] = {
            "bot": bot,
            "points_per_deal": round(mean, 3),
            "ci95": round(ci, 3),
            "match_win_rate": round(win_rate, 4),
            "match_win_ci95": round(win_ci, 4),
            "loser_rate": round(loser_rate, 4) if has_loser else None,
            "loser_ci95": round(loser_ci, 4) if has_loser else None,
        }
        for name, rows in stats.extras.items():
            entry[name + "_per_deal"] = round(statistics.fmean(r[seat] for r in rows), 4)
        per_seat.append(entry)
    return {
        "game": stats.game.id,
        "seats": list(stats.seats),
        "deals": stats.deals,
        "matches": played,
        "deals_per_second": round(stats.deals / stats.seconds, 1) if stats.seconds else 0.0,
        "per_seat": per_seat,
        "teams": _team_summary(stats, n_seats),
        "decision_ms": _decision_summary(stats.decision_ms),
        "decision_cpu_ms": _decision_summary(stats.decision_cpu_ms),
        "blunders_per_100_deals": blunder_summary(stats),
    }


def duplicate_summary(stats: DuplicateStats, plays: SimStats) -> dict[str, Any]:
    """A duplicate run as one JSON object: every entry's points and lead per deal, each
    with its 95% interval over deals, and the first team's share of the points."""
    entries = []
    for entry, bot in enumerate(stats.seats):
        mean, ci = mean_ci([deal[entry] for deal in stats.points])
        lead, lead_ci = mean_ci(leads(stats, entry))
        entries.append(
            {
                "bot": bot,
                "points_per_deal": round(mean, 3),
                "ci95": round(ci, 3),
                "lead_per_deal": round(lead, 3),
                "lead_ci95": round(lead_ci, 3),
            }
        )
    data: dict[str, Any] = {
        "game": stats.game.id,
        "seats": list(stats.seats),
        "duplicate": True,
        "deals": stats.deals,
        "rotations": stats.rotations,
        "deals_per_second": round(plays.deals / plays.seconds, 1) if plays.seconds else 0.0,
        "entries": entries,
        "team0_share": None,
        "team0_share_ci95": None,
        "decision_ms": _decision_summary(plays.decision_ms),
        "decision_cpu_ms": _decision_summary(plays.decision_cpu_ms),
        "blunders_per_100_deals": blunder_summary(plays),
    }
    split = team_points(stats)
    if split is not None:
        share, share_ci = share_ci95(*split)
        data["team0_share"] = round(share, 4)
        data["team0_share_ci95"] = round(share_ci, 4)
    return data


def blunder_summary(stats: SimStats) -> dict[str, dict[str, float]] | None:
    """Per bot level and blunder: how often per 100 deals one seat of that level made it
    (the deals of every seat the level held count)."""
    if stats.blunders is None:
        return None
    out: dict[str, dict[str, float]] = {}
    for bot in dict.fromkeys(stats.seats):
        seat_deals = stats.deals * stats.seats.count(bot)
        counts = stats.blunders.get(bot, {})
        rates = {
            kind: round(100 * n / seat_deals, 2) if seat_deals else 0.0
            for kind, n in sorted(counts.items())
        }
        rates["total"] = round(100 * sum(counts.values()) / seat_deals, 2) if seat_deals else 0.0
        out[bot] = rates
    return out


def _blunder_lines(blunders: dict[str, dict[str, float]] | None) -> list[str]:
    if not blunders:
        return []
    lines = ["", "blunders per 100 deals per seat"]
    for bot, rates in blunders.items():
        detail = ", ".join(f"{kind} {rate:.1f}" for kind, rate in rates.items() if kind != "total")
        lines.append(f"{bot:<10}{rates['total']:>8.1f}  {detail}")
    return lines


def _decision_summary(times_by_bot: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    return {
        bot: {
            "n": len(times),
            "p50": round(percentile(times, 50), 4),
            "p95": round(percentile(times, 95), 4),
            "p99": round(percentile(times, 99), 4),
            "max": round(max(times), 4),
        }
        for bot, times in times_by_bot.items()
    }


def render_duplicate(data: dict[str, Any]) -> str:
    """A duplicate run as a readable table."""
    lines = [
        f"{data['game']} duplicate: {data['deals']} deals x {data['rotations']} rotations, "
        f"{data['deals_per_second']:.1f} deals played/s",
        "",
        f"{'entry':<6}{'bot':<10}{'points/deal':>13}{'±95%':>9}{'lead/deal':>11}{'±95%':>9}",
    ]
    for entry, item in enumerate(data["entries"]):
        lines.append(
            f"{entry:<6}{item['bot']:<10}{item['points_per_deal']:>13.2f}"
            f"{item['ci95']:>9.2f}{item['lead_per_deal']:>11.2f}"
            f"{item['lead_ci95']:>9.2f}"
        )
    if data["team0_share"] is not None:
        lines += [
            "",
            f"entries 0+2 take {data['team0_share']:.1%} "
            f"± {data['team0_share_ci95']:.1%} of the points",
        ]
    return "\n".join(
        [
            *lines,
            *_decision_lines(data["decision_ms"], "wall"),
            *_decision_lines(data["decision_cpu_ms"], "CPU"),
            *_blunder_lines(data["blunders_per_100_deals"]),
        ]
    )


def _decision_lines(decisions: dict[str, dict[str, float]], clock: str) -> list[str]:
    lines = [
        "",
        f"{clock + ' time':<10}{'decisions':>10}{'p50 ms':>10}{'p95 ms':>10}"
        f"{'p99 ms':>10}{'max ms':>10}",
    ]
    for bot, times in decisions.items():
        lines.append(
            f"{bot:<10}{times['n']:>10}{times['p50']:>10.3f}{times['p95']:>10.3f}"
            f"{times['p99']:>10.3f}{times['max']:>10.3f}"
        )
    return lines


def _team_summary(stats: SimStats, n_seats: int) -> list[dict[str, Any]] | None:
    teams = stats.game.teams(n_seats)
    if not teams:
        return None
    played = len(stats.outcomes)
    team_points = [[deal[team[0]] for deal in stats.deal_points] for team in teams]
    all_points = sum(sum(points) for points in team_points)
    deal_totals = [sum(points) for points in zip(*team_points, strict=True)]
    out = []
    for index, team in enumerate(teams):
        mean, ci = mean_ci(team_points[index])
        cards = [deal[index] for deal in stats.card_points]
        card_mean, card_ci = mean_ci(cards)
        share, share_ci = share_ci95(team_points[index], deal_totals)
        wins = sum(1 for o in stats.outcomes if team[0] in o.winners)
        out.append(
            {
                "seats": list(team),
                "points_per_deal": round(mean, 3),
                "ci95": round(ci, 3),
                "card_points_per_deal": round(card_mean, 3),
                "card_points_ci95": round(card_ci, 3),
                "share_of_points": round(share, 4) if all_points else 0.0,
                "share_ci95": round(share_ci, 4),
                "match_win_rate": round(wins / played, 4) if played else 0.0,
            }
        )
    return out


def render_table(data: dict[str, Any]) -> str:
    """The run as a readable table."""
    lines = [
        f"{data['game']}: {data['deals']} deals, {data['matches']} matches finished, "
        f"{data['deals_per_second']:.1f} deals/s",
        "",
        f"{'seat':<5}{'bot':<10}{'points/deal':>14}{'±95%':>9}{'match wins':>12}"
        f"{'±95%':>8}{'loser':>8}{'±95%':>8}",
    ]
    for seat, entry in enumerate(data["per_seat"]):
        loser = "-" if entry["loser_rate"] is None else f"{entry['loser_rate']:.1%}"
        loser_ci = "-" if entry["loser_ci95"] is None else f"{entry['loser_ci95']:.1%}"
        lines.append(
            f"{seat:<5}{entry['bot']:<10}{entry['points_per_deal']:>14.2f}"
            f"{entry['ci95']:>9.2f}{entry['match_win_rate']:>12.1%}"
            f"{entry['match_win_ci95']:>8.1%}{loser:>8}{loser_ci:>8}"
        )
        extras = {
            k: v for k, v in entry.items() if k.endswith("_per_deal") and k != "points_per_deal"
        }
        for name, value in extras.items():
            lines.append(f"{'':<15}{name}: {value:.3f}")
    if data["teams"]:
        lines += [
            "",
            f"{'team':<10}{'points/deal':>14}{'±95%':>9}{'card pts':>10}"
            f"{'±95%':>8}{'share':>9}{'±95%':>8}{'match wins':>12}",
        ]
        for team in data["teams"]:
            name = "+".join(str(s) for s in team["seats"])
            lines.append(
                f"{name:<10}{team['points_per_deal']:>14.2f}{team['ci95']:>9.2f}"
                f"{team['card_points_per_deal']:>10.2f}{team['card_points_ci95']:>8.2f}"
                f"{team['share_of_points']:>9.1%}{team['share_ci95']:>8.1%}"
                f"{team['match_win_rate']:>12.1%}"
            )
    return "\n".join(
        [
            *lines,
            *_decision_lines(data["decision_ms"], "wall"),
            *_decision_lines(data["decision_cpu_ms"], "CPU"),
            *_blunder_lines(data["blunders_per_100_deals"]),
        ]
    )


def _progress_bar(done: int, goal: int) -> None:
    width = 30
    filled = int(width * done / goal) if goal else width
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{goal}")
    if done >= goal:
        sys.stderr.write("\n")
    sys.stderr.flush()


def count_arg(text: str) -> int:
    """--deals and --matches: a whole number of at least 1 (0 would play nothing and
    report rates of nothing)."""
    try:
        count = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text[:24]!r}") from None
    if count < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {count}")
    return count


def _first_problem(error: ValidationError) -> str:
    """The first thing the options model refused, as one line: the option's path and
    why ("chip_values.NO_RED: Input should be less than or equal to 99"), not pydantic's
    report of several lines with a web address."""
    first = error.errors()[0]
    why = first["msg"].removeprefix("Value error, ")
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {why}" if where else why


def build_parser() -> argparse.ArgumentParser:
    """The command line of the simulator."""
    parser = argparse.ArgumentParser(
        prog="python -m game.sim",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--game", required=True, choices=sorted(REGISTRY))
    parser.add_argument(
        "--seats",
        help="comma-separated bot names, one per seat "
        "(default: random at the game's default seat count)",
    )
    amount = parser.add_mutually_exclusive_group()
    amount.add_argument(
        "--deals", type=count_arg, default=None, help="deals to play (default 1000)"
    )
    amount.add_argument("--matches", type=count_arg, default=None, help="whole matches to play")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--options", default="{}", help="the game's options as a JSON object")
    parser.add_argument(
        "--duplicate",
        action="store_true",
        help="play every deal in every seat rotation (teams swapped) and "
        "report each entry's lead with a 95%% interval",
    )
    parser.add_argument(
        "--no-blunders",
        action="store_true",
        help="do not count blunders (they cost time in speed runs)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--progress",
        action="store_true",
        help="show a progress bar (on by default when stderr is a terminal)",
    )
    return parser


MAX_OPTIONS_DEPTH = 8


def json_depth(text: str) -> int:
    """How deeply the brackets of a JSON text nest (outside its strings)."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = build_parser()
    args = parser.parse_args(argv)
    game = REGISTRY[args.game]
    seats = tuple(s.strip() for s in args.seats.split(",")) if args.seats is not None else ()
    if "" in seats:
        parser.error(f"--seats needs a bot name for every seat, not {args.seats[:40]!r}")
    if not seats:
        seats = ("random",) * game.default_seats
    if len(seats) not in game.seats:
        parser.error(f"{game.name} is played by {game.seats} players, not {len(seats)}")
    # No option is nested at all; the depth is measured before parsing, because how deep
    # json.loads goes depends on the recursion limit of the moment (RecursionError aside).
    if json_depth(args.options) > MAX_OPTIONS_DEPTH:
        parser.error("bad --options: the JSON is nested too deeply to read")
    try:
        options = json.loads(args.options)
        if not isinstance(options, dict):
            raise ValueError("--options must be a JSON object")
        game.options(options)
    except RecursionError:
        parser.error("bad --options: the JSON is nested too deeply to read")
    except ValidationError as exc:
        parser.error(f"bad --options: {_first_problem(exc)}")
    except ValueError as exc:
        parser.error(f"bad --options: {exc}")
    deals = args.deals if args.deals is not None or args.matches is not None else 1000
    show = args.progress or sys.stderr.isatty()
    if args.duplicate:
        if args.matches is not None:
            parser.error("--duplicate plays deals, not whole matches")
        try:
            dup, plays = run_duplicate(
                game,
                seats,
                args.seed,
                options,
                deals,
                progress=_progress_bar if show else None,
                blunders=not args.no_blunders,
            )
        except ValueError as exc:
            parser.error(str(exc))
        data = duplicate_summary(dup, plays)
        print(json.dumps(data) if args.json else render_duplicate(data))
        return 0
    try:
        stats = run(
            game,
            seats,
            args.seed,
            options,
            deals=deals,
            matches=args.matches,
            progress=_progress_bar if show else None,
            blunders=not args.no_blunders,
        )
    except ValueError as exc:
        parser.error(str(exc))
    data = summary(stats)
    print(json.dumps(data) if args.json else render_table(data))
    return 0


if __name__ == "__main__":
    sys.exit(main())
