"""Render the Klaverjas table off-screen (dummy video driver) and save PNGs to look at.

    python tools/screenshot_klaverjas.py OUTDIR [WIDTHxHEIGHT] [en|ja]

Trump choice, mid-trick, a manual roem claim, the deal summary after a few deals, the
three-player widow and laying away, a hot-seat hand-over and the match-over screen; and
a preview of what the game gives the shared table to follow a match (the move log, the
live deal points and totals, the score sheet), drawn plainly by this tool.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
# A throw-away user folder: opening a table writes the autosave, never the player's own.
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-tool-"))
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random

import pygame

from game.app import App
from game.core.events import DealStarted
from game.core.match import Match
from game.core.table import Seat
from game.games import REGISTRY
from game.games.klaverjas.present import KlaverjasPresenter
from game.games.klaverjas.rules import KlaverjasRules
from game.settings import Settings
from game.ui import renderer
from game.ui.commands import Move
from game.ui.controller import Phase
from game.ui.layout import Box
from game.ui.movelog import MoveLog
from game.ui.setup_model import TableSetup
from game.ui.table.screen import TableScreen

NAMES = ("You", "Anna", "Ben", "Clara")


def save(app: App, path: str) -> None:
    """Draw the stack once and save the window surface."""
    app.screen.fill((0, 0, 0))
    app.stack.draw(app.screen)
    pygame.image.save(app.screen, path)
    print(path)


def open_table(
    app: App, players: tuple[str, ...], seed: int, options: dict[str, Any] | None = None
) -> TableScreen:
    """A Klaverjas table with these seats (human or a bot level) on the stack."""
    seats = tuple(Seat(p, NAMES[i]) for i, p in enumerate(players))
    table = TableScreen(app, TableSetup(REGISTRY["klaverjas"], seats, seed, options or {}))
    app.stack.replace(table)
    return table


def play_until(
    app: App,
    table: TableScreen,
    done: Callable[[], bool],
    choose: Callable[[tuple[Any, ...]], Any] | None = None,
    limit: int = 20000,
) -> bool:
    """Step frames, answering human turns with `choose` (first legal), until `done()`."""
    c = table.controller
    for _ in range(limit):
        if done():
            return True
        if c.phase == Phase.AWAIT_HUMAN:
            legal = c.human_legal()
            c.human_action(choose(legal) if choose else _first_play(legal), app.now())
        elif c.phase in (Phase.DEAL_SUMMARY, Phase.HANDOVER):
            table.handle(_activate())
        app.step()
        app.clock.tick(400)
    return done()


def _activate() -> Any:
    from game.ui.commands import Activate

    return Activate()


def _first_play(legal: tuple[Any, ...]) -> Any:
    """The first card play if there is one (so roem goes unclaimed), else the first action."""
    return next((a for a in legal if a.kind == "play"), legal[0])


def fast(app: App) -> None:
    """No animation, no bot delay: get to the interesting moment quickly."""
    app.settings = app.settings.model_copy(
        update={"bot_delay": 0.0, "animation": "off", "trick_pause": 0.0}
    )


def shots_four(app: App, out: str, tag: str) -> None:
    """Trump choice, mid-trick with a few deals on the sheet, the summary."""
    fast(app)
    table = open_table(app, ("human", "random", "random", "random"), 3)
    c = table.controller
    play_until(app, table, lambda: c.phase == Phase.AWAIT_HUMAN and c.display_view().phase == "bid")
    table.handle(Move(0, -1))
    save(app, f"{out}/kl-bid-{tag}.png")
    # Three deals in, then the middle of a trick with the human to play.
    play_until(
        app,
        table,
        lambda: (
            len(c.state.history) >= 3
            and c.phase == Phase.AWAIT_HUMAN
            and c.display_view().phase == "play"
            and len(c.display_view().trick) >= 2
            and len(c.display_view().tricks) >= 2
        ),
    )
    table.handle(Move(1, 0))
    table.handle(Move(1, 0))
    save(app, f"{out}/kl-midtrick-{tag}.png")
    play_until(app, table, lambda: c.phase == Phase.DEAL_SUMMARY and len(c.state.history) >= 4)
    save(app, f"{out}/kl-summary-{tag}.png")
    table.close()


def shots_roem(app: App, out: str, tag: str) -> None:
    """Manual roem claiming: the claim buttons."""
    fast(app)
    table = open_table(
        app,
        ("human", "random", "random", "random"),
        5,
        {"roem_claim": "manual", "trump_selection": "turn_up"},
    )
    c = table.controller
    found = play_until(
        app,
        table,
        lambda: c.phase == Phase.AWAIT_HUMAN and any(a.kind == "roem" for a in c.human_legal()),
    )
    if found:
        save(app, f"{out}/kl-roem-{tag}.png")
    table.close()


def shots_three(app: App, out: str, tag: str) -> None:
    """Three players: the widow, laying away (one card marked), play with the laid-away pair."""
    fast(app)
    table = open_table(app, ("human", "random", "random"), 4)
    c = table.controller
    play_until(app, table, lambda: c.phase == Phase.AWAIT_HUMAN and c.display_view().phase == "bid")
    save(app, f"{out}/kl3-bid-{tag}.png")
    trump = next(a for a in c.human_legal() if a.kind == "trump")
    c.human_action(trump, app.now())
    play_until(app, table, lambda: c.phase == Phase.AWAIT_HUMAN)
    turn = table.turn(table.layout())
    assert turn is not None
    first = turn.offer.cards[0]
    table.selection.pick_cards((first,), 0)  # one card picked to lay away
    save(app, f"{out}/kl3-layaway-{tag}.png")
    # Its pair completed to a legal lay-away, then confirmed.
    discard = next(a for a in turn.offer.hand_actions if first in a.cards)
    table.select(discard)
    table.submit(discard, app.now())
    play_until(
        app,
        table,
        lambda: (
            c.phase == Phase.AWAIT_HUMAN
            and len(c.display_view().tricks) >= 2
            and len(c.display_view().trick) >= 1
        ),
    )
    save(app, f"{out}/kl3-midtrick-{tag}.png")
    play_until(app, table, lambda: c.phase == Phase.DEAL_SUMMARY)
    save(app, f"{out}/kl3-summary-{tag}.png")
    table.close()


def shots_handover_and_end(app: App, out: str, tag: str) -> None:
    """Hot-seat hand-over, and the match-over screen of a two-deal game."""
    fast(app)
    table = open_table(app, ("human", "human", "random", "random"), 8, {"game_length": 2})
    c = table.controller
    play_until(app, table, lambda: c.phase == Phase.HANDOVER, limit=50)
    save(app, f"{out}/kl-handover-{tag}.png")
    play_until(app, table, lambda: c.phase == Phase.MATCH_OVER)
    save(app, f"{out}/kl-matchover-{tag}.png")
    table.close()


def shots_animated(app: App, out: str, tag: str) -> None:
    """Normal pacing: cards in flight while the bots play."""
    app.settings = app.settings.model_copy(update={"bot_delay": 0.3, "animation": "normal"})
    table = open_table(app, ("human", "random", "random", "random"), 11)
    c = table.controller
    seen = play_until(
        app,
        table,
        lambda: bool(
            table.animator.timeline is not None
            and table.animator.frame(app.now())
            and table.animator.frame(app.now()).moving
        ),
        limit=3000,
    )
    if seen:
        save(app, f"{out}/kl-flight-{tag}.png")
    del c
    table.close()


def shots_follow(app: App, out: str, tag: str) -> None:
    """The words of a match (4 and 3 players): log, score panel lines and score sheet."""
    for seats, options, seed, stop in (
        (4, {"game_length": 6, "roem_claim": "manual"}, 2, 3),
        (3, {"game_length": 4}, 4, 2),
    ):
        presenter, log, view, state = _follow_match(seats, options, seed, stop)
        _draw_follow(app, presenter, log, view, state)
        pygame.image.save(app.screen, f"{out}/kl{seats}-follow-{tag}.png")
        print(f"{out}/kl{seats}-follow-{tag}.png")


def _follow_match(seats: int, options: dict[str, Any], seed: int, stop: int) -> Any:
    """A random match fed to a MoveLog up to the middle of deal `stop` + 1."""
    game = REGISTRY["klaverjas"]
    match = Match(game, game.options(options), seats, seed)
    rules = match.rules
    assert isinstance(rules, KlaverjasRules)
    presenter = KlaverjasPresenter(match.options, NAMES[:seats])
    presenter.you = 0
    state = match.start()
    log = MoveLog()
    log.record(
        DealStarted(state.dealer, 0),
        presenter.chronicle(DealStarted(state.dealer, 0), rules.view(state.deal, 0)),
    )
    rng = random.Random(seed)
    while not state.over:
        view = rules.view(state.deal, 0)
        if len(state.history) >= stop and len(view.tricks) >= 5:
            break
        legal = match.legal_actions(state)
        state, events = match.apply(state, legal[rng.randrange(len(legal))])
        for event in events:
            log.record(event, presenter.chronicle(event, view))
    return presenter, log, rules.view(state.deal, 0), state


def _draw_follow(
    app: App, presenter: KlaverjasPresenter, log: MoveLog, view: Any, state: Any
) -> None:
    surface = app.screen
    w, h = surface.get_size()
    s = min(w / 1280, h / 720)
    surface.fill((20, 80, 50))
    size = round(15 * s)
    step = size * 1.35
    left = Box(round(10 * s), round(10 * s), round(w * 0.46), h - round(20 * s))
    renderer.panel(surface, left, 200)
    lines = [(deal, trick, text) for deal, trick, texts in log.grouped() for text in texts]
    room = int((left.h - 16 * s) / step)
    for i, (deal, trick, text) in enumerate(lines[-room:]):
        renderer.draw_text(
            surface,
            f"{deal}.{trick}  {text}",
            size,
            (left.x + 10 * s, left.y + 8 * s + i * step),
            renderer.WHITE,
            max_width=left.w - round(20 * s),
        )
    right = Box(left.right + round(10 * s), left.y, w - left.right - round(20 * s), round(h * 0.3))
    renderer.panel(surface, right, 200)
    panel = presenter.deal_score_lines(view) + presenter.score_lines(state)
    for i, text in enumerate(panel):
        renderer.draw_text(
            surface,
            text,
            size,
            (right.x + 10 * s, right.y + 8 * s + i * step),
            renderer.GOLD if text == panel[0] else renderer.WHITE,
            max_width=right.w - round(20 * s),
        )
    _draw_sheet(
        surface,
        presenter,
        state,
        Box(right.x, right.bottom + round(10 * s), right.w, h - right.bottom - round(20 * s)),
        size,
        step,
    )


def _draw_sheet(
    surface: pygame.Surface,
    presenter: KlaverjasPresenter,
    state: Any,
    box: Box,
    size: int,
    step: float,
) -> None:
    sheet = presenter.score_sheet(state)
    renderer.panel(surface, box, 200)
    renderer.draw_text(
        surface, sheet.title, size, (box.x + 10, box.y + 6), renderer.GOLD, bold=True
    )
    label_w = box.w * 0.34
    col_w = (box.w - label_w - 10) / len(sheet.headings)
    y = box.y + 6 + step
    for i, heading in enumerate(sheet.headings):
        renderer.draw_text(
            surface,
            heading,
            size - 2,
            (box.x + label_w + (i + 0.5) * col_w, y),
            renderer.CREAM,
            "midtop",
            max_width=round(col_w - 4),
        )
    for row in sheet.rows:
        y += step
        colour = renderer.GOLD if row.strong else renderer.WHITE
        renderer.draw_text(
            surface,
            row.label,
            size - 1,
            (box.x + 10, y),
            colour,
            bold=row.strong,
            max_width=round(label_w - 12),
        )
        for i, value in enumerate(row.values):
            renderer.draw_text(
                surface,
                value,
                size - 1,
                (box.x + label_w + (i + 0.5) * col_w, y),
                colour,
                "midtop",
                max_width=round(col_w - 4),
            )


def main() -> None:
    """Every Klaverjas screenshot at one window size (and language)."""
    out = sys.argv[1]
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    language = sys.argv[3] if len(sys.argv) > 3 else "en"
    os.makedirs(out, exist_ok=True)
    app = App(Settings(language=language), size=(w, h))
    tag = f"{w}x{h}-{language}"
    shots_follow(app, out, tag)
    shots_four(app, out, tag)
    shots_roem(app, out, tag)
    shots_three(app, out, tag)
    shots_handover_and_end(app, out, tag)
    shots_animated(app, out, tag)
    pygame.quit()


if __name__ == "__main__":
    main()
