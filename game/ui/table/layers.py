"""The table's layers: the overlays and input handlers, as one ordered list whose order
is their precedence. Input goes down the list until a layer takes it; drawing goes up
it, so the layer that takes input first is also the one drawn on top."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import assets
from game.i18n import t
from game.ui import renderer
from game.ui.commands import Activate, Back, Click, Command, Hover, Key, Move, Release, Scroll
from game.ui.controller import Phase
from game.ui.keybinds import Keys, in_caption
from game.ui.layout import Box, TableLayout, centered, hit_card
from game.ui.table import overlays
from game.ui.table.keys import TableCommand
from game.ui.table.match_over import MatchOverPanel
from game.ui.table.turn import TableTurn, choice_boxes, confirm_box

if TYPE_CHECKING:
    from game.ui.table.screen import TableScreen


class Layer:
    """One layer: what it does with a command (True: taken) and what it draws."""

    # Drawn in the table's language and faces even during a hot-seat player's turn in
    # their own: a panel every player at the table reads.
    shared = False

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Take the command, or leave it to the layers below."""
        return False

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """Draw this layer over the ones below it."""


def _at_handover(table: TableScreen) -> bool:
    return table.controller.phase == Phase.HANDOVER


class KeyList(Layer):
    """The key list (K or ?): any key or click closes it."""

    def __init__(self) -> None:
        self.open = False
        self.page = 0  # with large text the list takes pages

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Close on any key or click; open on K; the arrows turn its pages, if any."""
        if self.open:
            keys = Keys(table.app.settings.keys)
            pages = len(overlays.key_list_pages(table.layout(), keys)[0])
            if isinstance(command, Move) and pages > 1:
                self.page = (self.page + (command.dx or command.dy)) % pages
                return True
            if isinstance(command, Back | Click | Activate | Key | Move):
                self.open = False
                return True
            return False
        if named == "keys":
            self.open, self.page = True, 0
            return True
        return False

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """Every way to act at the table, one line each."""
        if self.open:
            overlays.draw_keys(surface, lay, Keys(table.app.settings.keys), self.page)


class LastTrick(Layer):
    """The last finished trick (L), opaque and above everything but the key list."""

    def __init__(self) -> None:
        self.open = False

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """L toggles it; Esc, a click or Enter closes it (Esc closes the sheet too)."""
        if _at_handover(table):
            return False
        if named == "last_trick":
            self.open = not self.open
            return True
        if not self.open:
            return False
        if isinstance(command, Back):
            self.open = table.layers.sheet.open = False
            return True
        if isinstance(command, Click | Activate):
            self.open = False
            return True
        return False

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The trick with who played each card, the taker's cards outlined."""
        if self.open and not _at_handover(table):
            overlays.draw_last_trick(surface, table, lay)


class Sheet(Layer):
    """The full score sheet (S) and its chart page (Tab or its corner button); the wheel
    scrolls long matches."""

    shared = True

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0
        self.chart = False  # the page shown: the chart (kept while the table lasts)

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """S toggles it; Tab or the corner button turns the page; Esc, another click or
        Enter closes it; the wheel scrolls it."""
        if _at_handover(table):
            return False
        if named == "sheet":
            self.open, self.scroll = not self.open, 0
            return True
        if not self.open:
            return False
        if named in ("next_group", "previous_group"):
            self.chart = not self.chart
            return True
        if isinstance(command, Click) and overlays.sheet_toggle(table.layout()).contains(
            command.x, command.y
        ):
            self.chart = not self.chart
            return True
        if isinstance(command, Back | Click | Activate):
            self.open = table.layers.last_trick.open = False
            return True
        if isinstance(command, Scroll):
            rows = len(table.presenter.score_sheet(table.controller.state).rows)
            self.scroll = max(0, min(self.scroll + command.dy, rows - 1))
            return True
        return False

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The sheet over the dimmed table."""
        if self.open and not _at_handover(table):
            overlays.draw_sheet(surface, table, lay, self.scroll, self.chart)


class Escape(Layer):
    """Esc puts a selection down, else pauses; F1 the rules, H how to play."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Esc, F1 and H, in every phase (the hand-over included)."""
        if isinstance(command, Back):
            if table.selection.anything:
                table.selection.clear()
            else:
                table.app.open("pause", table)
            return True
        if named == "rules":
            table.app.open("rules", table)
            return True
        if named == "howto":
            table.app.open("howto", table)
            return True
        return False


class Speech(Layer):
    """The spoken table's keys (C, V, X, I, W, A): said aloud, in every phase."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Say what the key asks for (nothing while speech is off)."""
        if named is None or not named.startswith("speak_"):
            return False
        with table.shared_look():  # the table's language: everyone hears it
            table.narrator.command(table, named)
        return True


class Handover(Layer):
    """The hand-over screen: nothing of the table behind it, only its button passes it."""

    def __init__(self) -> None:
        # The button fires on press + release, both on it, the press after the guard
        # time: a click that began before the screen appeared never passes it.
        self.pressed = False

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Only a deliberate act of the named player passes: Enter or Space pressed (not
        held or repeated), or the button pressed and released, both after the guard."""
        if not _at_handover(table):
            return False
        now = table.app.now()
        ready = table.controller.handover_ready(now)
        if isinstance(command, Activate) and not command.repeat and ready:
            table.confirm_handover(now)
        elif isinstance(command, Click):
            self.pressed = ready and self._on_button(table, command)
        elif isinstance(command, Release):
            if self.pressed and ready and self._on_button(table, command):
                table.confirm_handover(now)
            self.pressed = False
        return True

    def _on_button(self, table: TableScreen, command: Click | Release) -> bool:
        button = self.button(table.layout(), overlays.handover_label(table))
        return button.contains(command.x, command.y)

    @staticmethod
    def button(lay: TableLayout, label: str = "") -> Box:
        """The hand-over screen's one button ("Show my cards"): wide enough for `label`
        with room at both ends (a long name, bigger text), never wider than the screen."""
        size = round(22 * lay.scale)  # as draw_handover writes the label
        need = assets.text_width(label, max(size, renderer.MIN_TEXT), True) + 48 * lay.scale
        w = min(max(380 * lay.scale, need), lay.width * 0.9)
        return centered(lay.width / 2, lay.height * 0.74, w, 64 * lay.scale)

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The named player's hand-over, alone on the felt."""
        if _at_handover(table):
            overlays.draw_handover(
                surface, table, lay, self.button(lay, overlays.handover_label(table))
            )


class Tutorial(Layer):
    """A first game's prompts; T leaves them."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """T leaves the tutorial."""
        tutorial = table.tutorial
        if tutorial is None or not tutorial.on or named != "leave_tutorial":
            return False
        tutorial.leave()
        return True

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The prompt of the moment, while the player is at it."""
        overlays.draw_tutorial(surface, table, lay)


class Hint(Layer):
    """G: the strong bot's move selected, and why (worked out off the render thread)."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """G asks for the hint of this turn."""
        return named == "hint" and table.hints.ask(table)

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The hint's sentence (or that it is being worked out) while its turn lasts."""
        overlays.draw_hint(surface, table, lay)


class Review(Layer):
    """R, or the Review button, opens the review of the deal just finished."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """R or a click on the button, while a finished deal's summary is up."""
        if not overlays.reviewable(table):
            return False
        if named == "review" or (
            isinstance(command, Click)
            and overlays.review_button(table, table.layout()).contains(command.x, command.y)
        ):
            return table.open_review()
        return False

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The Review button over the summary's dimmed table."""
        if overlays.reviewable(table):
            renderer.button(
                surface,
                overlays.review_button(table, lay),
                in_caption(t("review.button"), "review", Keys(table.app.settings.keys)),
                size=round(18 * lay.scale),
                accent=True,
            )


class Undo(Layer):
    """U, Backspace or Ctrl+Z takes back the human's last decision."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Undo, or a sound saying there is nothing to undo."""
        if named != "undo" or _at_handover(table):
            return False
        table.undo(table.app.now())
        return True


class TrickWait(Layer):
    """With "wait for a click", a click or Enter lets a finished trick go on."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Release a held trick."""
        return isinstance(command, Click | Activate) and table.animator.release(table.app.now())


class MatchOver(Layer):
    """The match result with Rematch / New setup / Main menu."""

    shared = True

    def __init__(self, table: TableScreen) -> None:
        # Made with the table, so drawing the result never has to create it.
        self.panel = MatchOverPanel(table)

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """The panel's buttons; a held Enter never skips the result unread."""
        if table.controller.phase != Phase.MATCH_OVER:
            return False
        if isinstance(command, Activate) and command.repeat:
            return True
        if named in ("next_group", "previous_group"):  # Tab moves the focus too
            self.panel.handle(Move(1 if named == "next_group" else -1, 0))
            return True
        if isinstance(command, Activate | Click | Move | Hover):
            self.panel.handle(command)
            return True
        return False

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The result over the dimmed table."""
        if table.controller.phase == Phase.MATCH_OVER:
            self.panel.draw(surface)


class Summary(Layer):
    """The deal summary; a click or Enter goes on to the next deal."""

    shared = True

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Go on; a held Enter from the last card never skips the summary unread."""
        c = table.controller
        if c.phase != Phase.DEAL_SUMMARY or not isinstance(command, Activate | Click):
            return False
        if not (isinstance(command, Activate) and command.repeat):
            c.confirm_summary(table.app.now())
        return True

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The finished deal's table of points."""
        if table.controller.phase == Phase.DEAL_SUMMARY:
            overlays.draw_summary(surface, table, lay)


class Log(Layer):
    """The move log beside the table (M); the wheel scrolls back."""

    shared = True

    def __init__(self) -> None:
        self.open = False
        self.scroll = 0  # lines scrolled up from the newest

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """M shows or hides it; the wheel scrolls it."""
        if _at_handover(table):
            return False
        if named == "log":
            self.open, self.scroll = not self.open, 0
            return True
        if isinstance(command, Scroll):
            if self.open:
                rows = table.log_rows_count()
                self.scroll = max(0, min(self.scroll - 3 * command.dy, rows))
            return True
        return False

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """Deals as headings, a rule between tricks, newest at the bottom."""
        if self.open and lay.log_panel is not None:
            overlays.draw_log(surface, table, lay.log_panel, lay.scale, self.scroll)


class Buttons(Layer):
    """The table's own buttons (Hint, Undo, last trick, moves, scores, menu), Tab between
    the groups, and what the pointer is over."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """A click on a button is its key; Tab moves between groups; with the buttons
        focused the arrows move and Enter presses; the pointer only highlights."""
        sel = table.selection
        if isinstance(command, Click):
            for button in table.buttons(table.layout()):
                if button.box.contains(command.x, command.y):
                    table.press_button(button.key)
                    return True
            return False
        if named in ("next_group", "previous_group"):
            sel.next_group(table.offer(), -1 if named == "previous_group" else 1)
            return True
        if sel.focus == "buttons" and isinstance(command, Move | Activate):
            keys = [button.key for button in table.buttons(table.layout())]
            focus = sel.button_focus if sel.button_focus is not None else 0
            if isinstance(command, Move):
                sel.button_focus = (focus + (command.dx or command.dy)) % len(keys)
            elif not command.repeat:
                table.press_button(keys[focus % len(keys)])
            return True
        if isinstance(command, Hover):
            self._hover(table, command)
            return True
        return False

    def _hover(self, table: TableScreen, hover: Hover) -> None:
        """The pointer only highlights; with the button down it drags a pressed card."""
        lay = table.layout()
        sel = table.selection
        sel.hover_button = next(
            (
                i
                for i, button in enumerate(table.buttons(lay))
                if button.box.contains(hover.x, hover.y)
            ),
            None,
        )
        if sel.drag_to(hover.x, hover.y, hover.held):
            return
        turn = table.turn(lay)
        if turn is None:
            sel.unhover()
            return
        boxes = choice_boxes(lay, turn.decision, table.trick_shown())
        sel.hover_choice = next(
            (i for i, box in enumerate(boxes) if box.contains(hover.x, hover.y)), None
        )
        sel.hover_target = next(
            (i for i, tg in enumerate(turn.targets) if tg.box.contains(hover.x, hover.y)), None
        )
        index = hit_card(turn.boxes, hover.x, hover.y)
        sel.hovered = index if turn.legal else None

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """The buttons down the right, the focused and hovered one marked."""
        sel = table.selection
        for index, button in enumerate(table.buttons(lay)):
            renderer.button(
                surface,
                button.box,
                button.label,
                size=round(18 * lay.scale),
                focused=sel.focus == "buttons" and index == sel.button_focus,
                hovered=index == sel.hover_button,
            )


class Turn(Layer):
    """The human's turn: select, then confirm, with clicks, arrows, Space and Enter."""

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Every other input at the human's turn."""
        turn = table.turn(table.layout())
        if turn is None:
            return False
        sel = table.selection
        now = table.app.now()
        if isinstance(command, Move):
            sel.move(turn.offer, command.dx, command.dy)
        elif isinstance(command, Activate):
            pending = sel.pending(turn.offer)
            action = sel.activate(turn.offer, command.space, command.repeat)
            if action is not None:
                # A button that also remembers a table choice ("Always claim roem").
                remember = (
                    turn.choices[pending.index].remember
                    if pending is not None and pending.source == "choices"
                    else ""
                )
                table.submit(action, now, remember)
        elif isinstance(command, Click):
            self._click(table, turn, command, now)
        elif isinstance(command, Release):
            action, refused = sel.release(turn.offer, command.y < turn.lay.hand_area.y)
            if action is not None:
                table.submit(action, now)
            elif refused is not None:
                table.refuse(turn, refused)
        else:
            return False
        return True

    def _click(self, table: TableScreen, turn: TableTurn, click: Click, now: float) -> None:
        """A click selects; a click on the selected thing (or on the confirm button)
        commits it. With "play with one click" the first click commits."""
        x, y = click.x, click.y
        sel = table.selection
        one_click = table.app.settings.one_click
        pending = sel.pending(turn.offer)
        if pending is not None and confirm_box(turn.lay).contains(x, y):
            table.submit(pending.action, now)
            return
        buttons = turn.decision.buttons
        for index, box in enumerate(choice_boxes(turn.lay, turn.decision, table.trick_shown())):
            if box.contains(x, y):
                if sel.click_choice(index, one_click):
                    table.submit(buttons[index].action, now, buttons[index].remember)
                return
        for index, target in enumerate(turn.targets):
            if target.box.contains(x, y):
                if sel.click_target(index, one_click):
                    table.submit(target.action, now)
                return
        # A click on what a decision button is about (the stock to dare, the lays to
        # pick up) is a click on that button.
        press = next((p for p in turn.decision.presses if p.box.contains(x, y)), None)
        if press is not None:
            pressed = next((i for i, ch in enumerate(buttons) if ch.action == press.action), None)
            if pressed is not None and sel.click_choice(pressed, one_click):
                table.submit(buttons[pressed].action, now, buttons[pressed].remember)
            return
        hit = hit_card(turn.boxes, x, y)
        if hit is None:
            return
        index = hit
        card = turn.offer.cards[index]
        if card not in turn.offer.usable:
            table.refuse(turn, card)
            return
        action = sel.click_card(turn.offer, index, one_click, (x, y))
        if action is not None:
            table.submit(action, now)


class Layers:
    """The table's layers by name, and in order of precedence (top first)."""

    def __init__(self, table: TableScreen) -> None:
        from game.ui.table.again import PlayAgain  # it is a Layer: imported once this is

        self.keys = KeyList()
        self.last_trick = LastTrick()
        self.sheet = Sheet()
        self.handover = Handover()
        self.match_over = MatchOver(table)
        self.log = Log()
        self.ordered: tuple[Layer, ...] = (
            self.keys,
            self.last_trick,
            self.sheet,
            Escape(),
            Speech(),
            self.handover,
            Tutorial(),
            Hint(),
            Review(),
            PlayAgain(),
            Undo(),
            TrickWait(),
            self.match_over,
            Summary(),
            self.log,
            Buttons(),
            Turn(),
        )

    def handle(self, table: TableScreen, command: Command, named: TableCommand | None) -> bool:
        """Offer the command down the list; True once a layer took it."""
        return any(layer.handle(table, command, named) for layer in self.ordered)

    def draw(self, surface: pygame.Surface, table: TableScreen, lay: TableLayout) -> None:
        """Draw up the list: the layer that takes input first is on top."""
        for layer in reversed(self.ordered):
            if layer.shared:
                with table.shared_look():
                    layer.draw(surface, table, lay)
            else:
                layer.draw(surface, table, lay)

    def covering(self) -> bool:
        """True when an overlay that may be shown around (last trick, score sheet) is up:
        at a hot-seat table it counts as covering the hand, like the pause menu."""
        return self.last_trick.open or self.sheet.open
