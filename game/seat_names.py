"""PURE: the names the program gives seats, and how such names are stored and counted.

A program-given name ("You", "Player 2", a bot's "Anna") follows the player's language:
files store it empty and the statistics count it by seat kind ("@you", "@player2"), so
saves, statistics and the setup screen agree on who is who in every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.core.rules import GameDef
from game.core.table import HUMAN, Seat
from game.i18n import CATALOGS, t

# Bots are named by seat (seat 1 is Anna, ...): a name says where a bot sits.
BOT_NAMES = ("Anna", "Ben", "Clara", "David", "Eva", "Felix", "Greta", "Hugo")


def default_names(players: Sequence[str]) -> tuple[str, ...]:
    """Default seat names for these seat kinds, in the player's language.

    One human is "You"; with two or more humans (hot-seat) "You" would be wrong for all
    but one of them, so they are "Player 1", "Player 2", ... in seat order. Bots take
    the name of their seat."""
    humans = sum(player == HUMAN for player in players)
    names: list[str] = []
    for seat, player in enumerate(players):
        if player != HUMAN:
            names.append(BOT_NAMES[(seat - 1) % len(BOT_NAMES)])
        elif humans == 1:
            names.append(t("setup.default_you"))
        else:
            number = sum(p == HUMAN for p in players[:seat]) + 1
            names.append(t("setup.default_player", number=number))
    return tuple(names)


def is_default_name(name: str) -> bool:
    """True for a name the program gave (in any language), not one a player typed; an
    empty name (as stored for a program-given one) counts as given too."""
    given = {"", *BOT_NAMES}
    for catalog in CATALOGS.values():
        given.add(catalog.get("setup.default_you", ""))
        player = catalog.get("setup.default_player")
        if player:
            given.update(player.format(number=n) for n in range(1, len(BOT_NAMES) + 1))
    return name.strip() in given


def is_human_default(name: str) -> bool:
    """True for "" and the names the program gives humans ("You", "Player 2", in any
    language); a bot's name typed for a human is the player's own choice."""
    return name.strip() not in BOT_NAMES and is_default_name(name)


def default_key(name: str) -> str:
    """The seat kind a program-given human name stands for: "@you" or "@playerN"
    (the same player in every language)."""
    for catalog in CATALOGS.values():
        if name.strip() == catalog.get("setup.default_you"):
            return "@you"
        player = catalog.get("setup.default_player", "")
        for number in range(1, len(BOT_NAMES) + 1):
            if player and name.strip() == player.format(number=number):
                return f"@player{number}"
    return "@you"


def key_name(key: str) -> str:
    """The name to show for a statistics key, in the current language."""
    if key == "@you":
        return t("setup.default_you")
    if key.startswith("@player") and key[7:].isdigit():
        return t("setup.default_player", number=int(key[7:]))
    return key


def stored_name(name: str) -> str:
    """The name to write into a file: "" for a program-given one, which then follows the
    language when read back (typed names and bot names are kept)."""
    stripped = name.strip()
    return stripped if stripped in BOT_NAMES or not is_default_name(stripped) else ""


def with_default_names(seats: Sequence[Seat]) -> tuple[Seat, ...]:
    """The seats with every program-given name replaced by the default for its seat
    kind now (typed names are kept): switching a bot to a human renames "You"."""
    names = default_names([seat.player for seat in seats])
    return tuple(
        replace(seat, name=names[i] if is_default_name(seat.name) else seat.name)
        for i, seat in enumerate(seats)
    )


def default_seats(
    game: GameDef, count: int | None = None, human_first: bool = True, bot: str | None = None
) -> tuple[Seat, ...]:
    """You at seat 0 and bots elsewhere, with friendly default names."""
    count = count or game.default_seats
    level = bot or ("strong" if "strong" in game.bots else sorted(game.bots)[0])
    players = [HUMAN if i == 0 and human_first else level for i in range(count)]
    names = default_names(players)
    return tuple(Seat(player, names[i]) for i, player in enumerate(players))
