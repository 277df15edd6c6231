"""Render the select-then-confirm moments of every game as PNGs to look at.

    python tools/screenshot_picking.py OUTDIR [WIDTHxHEIGHT] [en|ja]

Per game: the first decision of each kind the human meets, once with the first choice
selected (the confirm button names it), plus a refused card and the key list. Runs
off-screen with a stepping clock under a throw-away STICH_HOME.
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("STICH_INLINE_BOTS", "1")

from typing import Any

import pygame

from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import set_language
from game.ui import picking
from game.ui.commands import Activate, Key, Move
from game.ui.controller import Phase
from game.ui.setup_model import TableSetup, default_names
from game.ui.table.screen import TableScreen

TABLES: dict[str, tuple[int, dict[str, Any]]] = {
    "schieber": (4, {"weis_declaration": "manual", "stoeck_declaration": "manual"}),
    "klaverjas": (3, {}),
    "was_sticht": (4, {}),
    "stichln": (4, {}),
    "skitgubbe": (3, {}),
}


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)


def shoot(app: App, game_id: str, out: str, tag: str, kinds_wanted: int = 6) -> None:
    """Play with the keyboard model; shoot each new kind of decision once, selected."""
    seats_n, options = TABLES[game_id]
    names = default_names(("human",) + ("strong",) * (seats_n - 1))
    seats = tuple(
        Seat(p, n) for p, n in zip(("human",) + ("strong",) * (seats_n - 1), names, strict=True)
    )
    table = TableScreen(app, TableSetup(REGISTRY[game_id], seats, 5, options))
    app.stack.replace(table)
    c = table.controller
    seen: set[str] = set()
    refused = False
    for _ in range(20000):
        if len(seen) >= kinds_wanted or c.state.history:
            break
        if c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            kind = (
                legal[0].kind
                if len({a.kind for a in legal}) == 1
                else "+".join(sorted({a.kind for a in legal}))
            )
            turn = table.turn(table.layout())
            assert turn is not None  # the human acts
            offer = turn.offer
            if not refused and offer.usable and len(offer.usable) < len(offer.cards):
                card = next(card for card in offer.cards if card not in offer.usable)
                table.refuse(turn, card)
                save(app, f"{out}/{game_id}-{tag}-refused.png")
                refused = True
            table.handle(Activate())  # select the first choice
            actions = offer.hand_actions
            if picking.multi(actions) and kind not in seen:
                big = max(actions, key=lambda a: len(a.cards))
                table.selection.pick_cards(big.cards, None)
            if kind not in seen:
                seen.add(kind)
                save(app, f"{out}/{game_id}-{tag}-{len(seen)}-{kind}.png")
            if table.selection.pending(offer) is None:
                c.human_action(legal[0], app.now())
            else:
                table.handle(Activate())
        elif c.phase == Phase.DEAL_SUMMARY:
            c.confirm_summary(app.now())
        app.step()
    table.handle(Key("k"))
    save(app, f"{out}/{game_id}-{tag}-keys.png")
    table.handle(Move(1, 0))
    table.close()


def main() -> None:
    """Shoot every game at one size and language."""
    out = sys.argv[1]
    size = tuple(int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    lang = sys.argv[3] if len(sys.argv) > 3 else "en"
    os.makedirs(out, exist_ok=True)
    app = App(size=(size[0], size[1]))
    app.settings = app.settings.model_copy(
        update={"animation": "off", "bot_delay": 0.0, "trick_pause": 0.0}
    )
    app.now = lambda: app.frames * 0.1  # type: ignore[method-assign]
    set_language(lang)
    for game_id in TABLES:
        shoot(app, game_id, out, f"{size[0]}-{lang}")
    pygame.quit()


if __name__ == "__main__":
    main()
