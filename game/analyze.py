"""`python -m game.analyze`: how well a seat played, decision by decision.

    python -m game.analyze SAVEFILE [--seat N] [--json]
    python -m game.analyze --game ID --seats basic,strong,strong,strong --seed 17 \\
        --deals 12 --seat 0 [--options JSON] [--json]

The first form analyses every finished deal of a saved game (the humans' seats, or
`--seat`). The second plays numbered deals with bots (deal i is the first deal of the
match seeded as `python -m game.sim` numbers them) and analyses one seat's decisions as if
a person had made them. Each decision's cost (the best action's expected value minus the
value of the one taken, in the game's search units) is printed, with each deal's
duplicate comparison (the seat's result against the strong bot's on the same cards) and
the open-hands solve of the last tricks. `--json` prints one object with `total_cost`,
`per_deal` and `decisions`. A bad file or argument gets one line and exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from pydantic import ValidationError

from game.analysis.deal import DealAnalysis, analyse_deal, bot_deal, walk_deal
from game.analysis.duplicate import Duplicate, duplicate
from game.analysis.rating import rating
from game.core.match import Match
from game.core.rules import GameDef, IllegalAction
from game.core.table import HUMAN
from game.games import ENTRIES, REGISTRY
from game.saves import SaveError, SaveGame, restore_match
from game.sim import MAX_OPTIONS_DEPTH, count_arg, json_depth, mean_ci, numbered_seed
from game.storage import BadFile, NotRegularFile, parse_model


class Refused(Exception):
    """A bad file or argument: one line for the player, exit code 2."""


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a refusal is one line (no usage block) and exit code 2."""

    def error(self, message: str) -> NoReturn:
        """Print `prog: error: message` on one line and exit with 2."""
        raise Refused(message)


@dataclass(frozen=True, slots=True)
class AnalysedDeal:
    """One deal's analysis for one seat, with its duplicate comparison."""

    number: int  # 1-based: the deal's number in the run or the match
    seed: int  # the seed of the match it belongs to
    analysis: DealAnalysis
    duplicate: Duplicate
    seconds: float


def analyse_one(
    match: Match, log: Sequence[str], index: int, players: Sequence[str], seat: int, number: int
) -> AnalysedDeal:
    """Deal `index` of a match: `seat`'s decisions, its open-hands solve and duplicate."""
    started = time.perf_counter()
    walk = walk_deal(match, log, index)
    entry = ENTRIES[match.game.id]
    analysis = analyse_deal(match, entry.analysis(), walk, [seat])
    compared = duplicate(match, walk, players, seat)
    return AnalysedDeal(number, match.seed, analysis, compared, time.perf_counter() - started)


@dataclass(frozen=True, slots=True)
class RunFigures:
    """A run's totals for the analysed seat, each per-deal mean with its 95% interval."""

    total_cost: float
    flagged: int
    cost: tuple[float, float]
    flags: tuple[float, float]


def figures(deals: Sequence[AnalysedDeal], seat: int) -> RunFigures:
    """The totals of a run for `seat`."""
    costs = [deal.analysis.total_cost(seat) for deal in deals]
    flags = [float(deal.analysis.flagged(seat)) for deal in deals]
    return RunFigures(sum(costs), int(sum(flags)), mean_ci(costs), mean_ci(flags))


def report(deals: Sequence[AnalysedDeal], seat: int) -> dict[str, object]:
    """The JSON object of a run: totals, per deal figures and every decision."""
    decisions: list[dict[str, object]] = []
    per_deal: list[dict[str, object]] = []
    for deal in deals:
        mine = [d for d in deal.analysis.decisions if d.seat == seat]
        solved = dict(deal.analysis.open).get(seat)
        per_deal.append(
            {
                "deal": deal.number,
                "seed": deal.seed,
                "decisions": len(mine),
                "flagged": deal.analysis.flagged(seat),
                "cost": round(deal.analysis.total_cost(seat), 3),
                "result": deal.duplicate.real,
                "bot_result": deal.duplicate.bot,
                "delta": round(deal.duplicate.delta, 3),
                "open": None
                if solved is None
                else {
                    "from_trick": solved.first_trick + 1,
                    "tricks": solved.tricks,
                    "best": solved.best,
                    "actual": solved.actual,
                    "line": [f"{who}:{action}" for who, action in solved.line],
                },
                "seconds": round(deal.seconds, 3),
            }
        )
        decisions.extend(
            {
                "deal": deal.number,
                "ply": d.ply,
                "trick": d.trick + 1,
                "made": str(d.made),
                "best": str(d.best),
                "made_value": round(d.made_value, 3),
                "best_value": round(d.best_value, 3),
                "cost": round(d.cost, 3),
                "flagged": d.flagged,
                "reason": d.reason,
                "worlds": d.worlds,
            }
            for d in mine
        )
    totals = figures(deals, seat)
    rated = rating([deal.duplicate.delta for deal in deals], last=max(1, len(deals)))
    return {
        "seat": seat,
        "deals": len(deals),
        "total_cost": round(totals.total_cost, 3),
        "flagged": totals.flagged,
        "decisions": decisions,
        "per_deal": per_deal,
        "cost_per_deal": [round(x, 3) for x in totals.cost],
        "flagged_per_deal": [round(x, 3) for x in totals.flags],
        "rating": None
        if rated is None
        else {"mean": round(rated.mean, 3), "spread": round(rated.spread, 3), "deals": rated.deals},
        "seconds_per_deal": round(sum(d.seconds for d in deals) / len(deals), 3) if deals else 0.0,
    }


def render(deals: Sequence[AnalysedDeal], seat: int) -> str:
    """The readable form of a run's analysis."""
    lines = []
    for deal in deals:
        dup = deal.duplicate
        mine = [d for d in deal.analysis.decisions if d.seat == seat]
        lines.append(
            f"deal {deal.number}: {len(mine)} decisions, {deal.analysis.flagged(seat)} costly,"
            f" cost {deal.analysis.total_cost(seat):.1f}; result {dup.real:+.1f}, strong bot"
            f" in the seat {dup.bot:+.1f} (difference {dup.delta:+.1f})"
        )
        for d in mine:
            mark = " !" if d.flagged else ""
            better = "" if d.best == d.made else f", best {d.best} {d.best_value:+.1f}"
            lines.append(
                f"  trick {d.trick + 1}: {d.made} {d.made_value:+.1f}{better},"
                f" cost {d.cost:.1f}{mark}"
            )
        solved = dict(deal.analysis.open).get(seat)
        if solved is not None:
            line = " ".join(f"{who}:{action}" for who, action in solved.line)
            lines.append(
                f"  all cards open from trick {solved.first_trick + 1}: could have made"
                f" {solved.best:g} (made {solved.actual:g}): {line}"
            )
    totals = figures(deals, seat)
    lines.append(
        f"seat {seat}: {len(deals)} deals, total cost {totals.total_cost:.1f},"
        f" {totals.flagged} costly decisions; per deal cost {totals.cost[0]:.1f}"
        f" ± {totals.cost[1]:.1f}, costly {totals.flags[0]:.2f} ± {totals.flags[1]:.2f}"
    )
    rated = rating([deal.duplicate.delta for deal in deals], last=max(1, len(deals)))
    if rated is not None:
        lines.append(
            f"rating: {rated.mean:+.1f} ± {rated.spread:.1f} points per deal against the"
            f" strong bot ({rated.deals} deals)"
        )
    return "\n".join(lines)


def build_parser() -> OneLineParser:
    """The command line of the analysis."""
    parser = OneLineParser(
        prog="python -m game.analyze",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("savefile", nargs="?", help="a saved game (.json) to analyse")
    parser.add_argument("--game", choices=sorted(REGISTRY))
    parser.add_argument("--seats", help="comma-separated bot names, one per seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", type=count_arg, default=1, help="numbered deals to play")
    parser.add_argument("--seat", type=int, default=None, help="the seat to analyse")
    parser.add_argument("--options", default="{}", help="the game's options as a JSON object")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def _options(game: GameDef, text: str) -> object:
    if json_depth(text) > MAX_OPTIONS_DEPTH:
        raise Refused("bad --options: the JSON is nested too deeply to read")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise Refused(f"bad --options: {error}") from None
    if not isinstance(data, dict):
        raise Refused("bad --options: it must be a JSON object")
    try:
        return game.options(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise Refused(f"bad --options: {where}: {first['msg']}") from None


def run_bots(args: argparse.Namespace) -> tuple[list[AnalysedDeal], int]:
    """The second form: numbered deals played by bots, one seat analysed."""
    if args.game is None:
        raise Refused("give a SAVEFILE, or --game with --seats and --seat")
    game = REGISTRY[args.game]
    players = [s.strip() for s in (args.seats or "").split(",")]
    if args.seats is None or "" in players:
        raise Refused("--seats needs a bot name for every seat, e.g. basic,strong,strong,strong")
    if len(players) not in game.seats:
        raise Refused(f"{game.name} is played by {game.seats} players, not {len(players)}")
    unknown = [p for p in players if p not in game.bots]
    if unknown:
        raise Refused(f"no bot {unknown[0]!r} in {game.name} (it has {', '.join(game.bots)})")
    seat = 0 if args.seat is None else args.seat
    if not 0 <= seat < len(players):
        raise Refused(f"--seat must be 0 to {len(players) - 1}, not {seat}")
    options = _options(game, args.options)
    deals = []
    for number in range(args.deals):
        seed = numbered_seed(args.seed, number)
        match, state = bot_deal(game, options, players, seed)
        deals.append(analyse_one(match, state.log, 0, players, seat, number + 1))
    return deals, seat


def run_save(args: argparse.Namespace) -> tuple[list[AnalysedDeal], int]:
    """The first form: every finished deal of a saved game, one seat analysed."""
    if args.game is not None or args.seats is not None:
        raise Refused("give either a SAVEFILE or --game/--seats, not both")
    path = Path(args.savefile)
    try:
        save = parse_model(path, SaveGame)
    except FileNotFoundError:
        raise Refused(f"{path}: no such file") from None
    except (BadFile, NotRegularFile, IsADirectoryError, PermissionError) as error:
        why = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise Refused(f"{path}: not a saved game ({why})") from None
    except OSError as error:
        raise Refused(f"{path}: cannot be read ({error.strerror or error})") from None
    try:
        _setup, match, state = restore_match(save)
    except SaveError as error:
        raise Refused(f"{path}: the saved game does not fit the rules ({error.reason})") from None
    players = [seat.player for seat in save.seats]
    humans = [s for s, player in enumerate(players) if player == HUMAN]
    if args.seat is not None:
        seat = args.seat
        if not 0 <= seat < len(players):
            raise Refused(f"--seat must be 0 to {len(players) - 1}, not {seat}")
    elif humans:
        seat = humans[0]
    else:
        raise Refused(f"{path}: no human seat in this game; say which with --seat")
    if not state.history:
        raise Refused(f"{path}: no deal of this game is finished yet")
    deals = [
        analyse_one(match, save.log, record.index, players, seat, record.index + 1)
        for record in state.history
    ]
    return deals, seat


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        deals, seat = run_save(args) if args.savefile else run_bots(args)
    except Refused as refusal:
        # One line, whatever the cause's own text holds (pydantic's reports run to many).
        first = str(refusal).strip().splitlines()[0] if str(refusal).strip() else "refused"
        print(f"{parser.prog}: error: {first}", file=sys.stderr)
        return 2
    except IllegalAction as error:
        print(f"{parser.prog}: error: {error.reason}", file=sys.stderr)
        return 2
    print(json.dumps(report(deals, seat)) if args.json else render(deals, seat))
    return 0


if __name__ == "__main__":
    sys.exit(main())
