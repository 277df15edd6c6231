"""`python -m game` and the `stich` command: start Stich."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.catalog import ALL_GAMES
from game.core.setup import MAX_SEED
from game.settings import MIN_WINDOW

if TYPE_CHECKING:
    from game.ui.setup_model import TableSetup


def _shown(text: str) -> str:
    """The user's text for an error line, cut short (a size can have thousands of digits)."""
    return repr(text if len(text) <= 24 else text[:20] + "...")


MAX_SIDE = 8192  # no display is wider or taller; SDL refuses (or overflows on) more


def players_text(seats: tuple[int, ...]) -> str:
    """A game's seat counts in words: "4 players", "3 or 4 players", "2 to 6 players"."""
    counts = sorted(seats)
    if len(counts) == 1:
        return f"{counts[0]} players"
    if len(counts) == 2 and counts[1] - counts[0] == 1:
        return f"{counts[0]} or {counts[1]} players"
    return f"{counts[0]} to {counts[-1]} players"


def window_size(text: str) -> tuple[int, int]:
    """--size: `WIDTHxHEIGHT`, at least the smallest window the game can be played in
    and at most MAX_SIDE pixels a side."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:  # not two numbers, or more digits than Python will convert
        raise argparse.ArgumentTypeError(f"must look like 1280x720, not {_shown(text)}") from None
    if width <= 0 or height <= 0:
        raise argparse.ArgumentTypeError(f"must be positive, not {_shown(text)}")
    if width > MAX_SIDE or height > MAX_SIDE:
        # SDL would refuse (or overflow on) it with a traceback deep in pygame.
        raise argparse.ArgumentTypeError(
            f"must be at most {MAX_SIDE} pixels a side, not {_shown(text)}"
        )
    if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
        limit = f"{MIN_WINDOW[0]}x{MIN_WINDOW[1]}"
        raise argparse.ArgumentTypeError(f"must be at least {limit} to play in, not {_shown(text)}")
    return width, height


def seed_number(text: str) -> int:
    """--seed: a deal number from 0 to MAX_SEED, as the setup screen allows."""
    try:
        seed = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {_shown(text)}") from None
    if not 0 <= seed <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_SEED}, not {_shown(text)}")
    return seed


def build_parser() -> argparse.ArgumentParser:
    """The command line of the game."""
    parser = argparse.ArgumentParser(prog="stich", description="Stich: five trick-taking games.")
    parser.add_argument(
        "--game",
        choices=[game_id for game_id, _ in ALL_GAMES],
        help="open straight at this game's table",
    )
    parser.add_argument(
        "--seats",
        help="with --game: comma-separated per seat, human or a "
        "bot level (random, basic, strong), e.g. "
        "human,strong,strong,strong",
    )
    parser.add_argument(
        "--seed", type=seed_number, help=f"deal number of the match (0 to {MAX_SEED})"
    )
    parser.add_argument(
        "--size",
        type=window_size,
        help="window size, e.g. 1920x1080 (default: the size the window had last time)",
    )
    parser.add_argument(
        "--hints",
        action="store_true",
        help="hot-seat: every human agrees to hints (G) at this table",
    )
    parser.add_argument("--frames", type=int, help=argparse.SUPPRESS)  # tests and benchmarks
    once = parser.add_mutually_exclusive_group()
    once.add_argument(
        "--smoke",
        action="store_true",
        help="play a few bot moves at every table, then exit (0 = all fine)",
    )
    once.add_argument(
        "--install-desktop",
        action="store_true",
        help="add Stich to the Linux desktop menu (XDG_DATA_HOME) and exit",
    )
    once.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help="remove what --install-desktop added and exit",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Open the window: the main menu, or a table when --game is given."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.seats and not args.game:
        parser.error("--seats needs --game (which game the seats are for)")
    if args.seed is not None and not args.game:
        parser.error("--seed needs --game (which game's match the deal number starts)")
    if args.hints and not args.game:
        parser.error("--hints needs --game (which table the humans agree to hints at)")
    size = args.size
    if args.install_desktop or args.uninstall_desktop:
        from game.desktop import desktop_main

        return desktop_main(install=args.install_desktop)
    if args.smoke:
        from game.smoke import smoke_main

        return smoke_main(size or (1280, 720))
    if args.game:
        _check_table_args(parser, args)
    from game.app import App

    # The app first: it reads the settings and sets the language the default names use.
    app = App(size=size)
    setup = _table_setup(args) if args.game else None
    first = app.make("table", setup) if setup is not None else app.make("menu")
    return app.run(first, max_frames=args.frames)


def _players(args: argparse.Namespace) -> list[str]:
    return [p.strip() for p in args.seats.split(",")] if args.seats else []


def _check_table_args(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """Refuse what no table can be opened with, before any window opens (exit 2)."""
    from game.core.table import HUMAN
    from game.games import REGISTRY, has_table

    if args.game not in REGISTRY or not has_table(args.game):
        parser.error(f"{args.game} has no table yet")
    game = REGISTRY[args.game]
    players = _players(args)
    if players and len(players) not in game.seats:
        parser.error(f"{game.name} is for {players_text(game.seats)}, not {len(players)}")
    for player in players:
        if player != HUMAN and player not in game.bots:
            parser.error(
                f"no bot level {player!r} for {game.name}; use human or one of: "
                f"{', '.join(sorted(game.bots))}"
            )


def _table_setup(args: argparse.Namespace) -> TableSetup:
    """The table the checked arguments ask for (names in the app's language)."""
    from game.core.table import Seat
    from game.games import REGISTRY
    from game.ui.setup_model import TableSetup, default_names, default_seats, new_seed

    game = REGISTRY[args.game]
    seats = default_seats(game)
    players = _players(args)
    if players:
        names = default_names(players)  # two or more humans: "Player 1", "Player 2", ...
        seats = tuple(Seat(kind, names[i]) for i, kind in enumerate(players))
    seed = args.seed if args.seed is not None else new_seed()
    return TableSetup(game, seats, seed, hints_agreed=args.hints)


if __name__ == "__main__":
    sys.exit(main())
