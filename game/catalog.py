"""The games by id and name, in menu order (light: no rules are imported).

Read from the registry's entries (game/games/__init__.py); kept for its callers."""

from game.games import ALL_GAMES

__all__ = ["ALL_GAMES"]
