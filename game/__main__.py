"""`python -m game` and the `stich` command: start Stich."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game.games import ALL_GAMES, REGISTRY


def build_parser() -> argparse.ArgumentParser:
    """The command line of the game."""
    parser = argparse.ArgumentParser(prog="stich", description="Stich: five trick-taking games.")
    parser.add_argument("--game", choices=[game_id for game_id, _ in ALL_GAMES])
    parser.add_argument("--seats", help="comma-separated: human or a bot level per seat")
    parser.add_argument("--seed", type=int)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Start the game. Until the desktop table lands this says so and exits 0."""
    build_parser().parse_args(argv)
    ready = ", ".join(game.name for game in REGISTRY.values())
    print(
        "Stich: the desktop window is not built yet. "
        f"Rules engines ready: {ready}. Try: python -m game.sim --game schieber --deals 100"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
