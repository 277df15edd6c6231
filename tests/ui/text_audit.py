"""The text audit: play tables of every game and record every string the renderer draws.

Used by tests/ui/test_text_audit.py and tools/text_audit.py. A table is played from the
first deal to the match's end (short match options), the human deciding with the table's
own select-then-confirm model, and at each new kind of decision the move log, score sheet,
last trick and key list are opened too; summaries, hand-overs and the match-over screen
are drawn as they come. `problems()` names what no player should ever read.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from game import assets
from game.app import App
from game.core.table import Seat
from game.games import REGISTRY
from game.i18n import NATIVE_NAMES, set_language
from game.ui import renderer
from game.ui.commands import Activate, Key
from game.ui.controller import Phase
from game.ui.setup_model import BOT_NAMES, TableSetup, default_names
from game.ui.table.screen import TableScreen

# Short matches, so a table reaches its match-over screen quickly.
SHORT: dict[str, dict[str, Any]] = {
    "schieber": {"target": 300},
    "klaverjas": {"game_length": 2},
    "was_sticht": {"game_length": "short"},
    "stichln": {"rounds": 1},
    "skitgubbe": {},
}
SEATS = {
    "schieber": (4,),
    "klaverjas": (3, 4),
    "was_sticht": (3, 4),
    "stichln": (3, 4, 5, 6, 7, 8),
    "skitgubbe": (2, 3, 4, 5, 6),
}
DECKS = {
    "schieber": ({"jass_faces": "french"}, {"jass_faces": "swiss"}),
    "klaverjas": ({"four_colour": False}, {"four_colour": True}),
    "skitgubbe": ({"four_colour": False}, {"four_colour": True}),
    "was_sticht": ({},),
    "stichln": ({},),
}


@dataclass
class Audit:
    """What one run drew: each string with the smallest size it was drawn at, and where."""

    drawn: dict[str, int] = field(default_factory=dict)
    where: dict[str, str] = field(default_factory=dict)
    cut: set[str] = field(default_factory=set)  # texts the renderer had to cut to fit
    bold: dict[str, bool] = field(default_factory=dict)  # as drawn at its smallest size
    screens: int = 0
    phases: set[str] = field(default_factory=set)
    tables: int = 0
    scene: str = ""

    def record(self, text: str, size: int, cut: bool = False, bold: bool = False) -> None:
        """The renderer's hook: keep the text, its smallest size, whether it was cut and
        whether it was bold there."""
        if cut:
            self.cut.add(text)
        if text not in self.drawn or size < self.drawn[text]:
            self.drawn[text] = size
            self.where[text] = self.scene
            self.bold[text] = bold


@contextmanager
def recording(audit: Audit) -> Iterator[Audit]:
    """Record every text the renderer draws while inside."""
    previous = renderer.text_hook
    renderer.text_hook = audit.record
    try:
        yield audit
    finally:
        renderer.text_hook = previous


def tables(games: tuple[str, ...] = tuple(SEATS)) -> list[tuple[str, int, dict[str, Any]]]:
    """Every (game, seats, deck settings) the audit plays."""
    return [(game, seats, deck) for game in games for seats in SEATS[game] for deck in DECKS[game]]


def sampled_tables(games: tuple[str, ...] = tuple(SEATS)) -> list[tuple[str, int, dict[str, Any]]]:
    """The tables the test suite plays in each further language: every game at its
    largest seat count (the most crowded table, the longest names), with each deck only
    where the deck changes the words (Swiss card names); `tools/text_audit.py` plays them
    all."""
    return [
        (game, max(SEATS[game]), deck)
        for game in games
        for deck in (DECKS[game] if game == "schieber" else DECKS[game][-1:])
    ]


def draw(app: App, audit: Audit, scene: str) -> None:
    """Draw the screen stack once, recording its texts under `scene`."""
    audit.scene = scene
    app.stack.draw(app.screen)
    audit.screens += 1


def play_table(
    app: App,
    audit: Audit,
    game: str,
    seats: int,
    deck: dict[str, Any],
    language: str,
    hotseat: bool = False,
    seed: int = 3,
    limit: int = 6000,
) -> bool:
    """Play one short match to its end, drawing what a player sees. True when it ended."""
    set_language(language)
    app.settings = app.settings.model_copy(update=deck)
    players = ("human", "human" if hotseat else "random") + ("random",) * (seats - 2)
    names = default_names(players)
    setup = TableSetup(
        REGISTRY[game],
        tuple(Seat(p, n) for p, n in zip(players, names, strict=True)),
        seed,
        dict(SHORT[game]),
    )
    table = TableScreen(app, setup)
    app.stack.replace(table)
    audit.tables += 1
    c = table.controller
    rng = random.Random(seed)
    kinds: set[str] = set()
    tag = f"{game}/{seats}/{language}"
    try:
        for _ in range(limit):
            if c.phase == Phase.MATCH_OVER:
                draw(app, audit, f"{tag}/match over")
                return True
            if c.phase == Phase.AWAIT_HUMAN:
                _decide(app, audit, table, rng, kinds, tag)
            elif c.phase == Phase.DEAL_SUMMARY:
                draw(app, audit, f"{tag}/summary")
                c.confirm_summary(app.now())
            elif c.phase == Phase.HANDOVER:
                draw(app, audit, f"{tag}/hand-over")
                app.frames += 20  # past the guard time (the clock steps with the frames)
                c.confirm_handover(app.now())
            app.step()
            audit.phases.add(f"{game}:{getattr(c.display_view(), 'phase', '')}")
        return False
    finally:
        table.close()


def _decide(
    app: App, audit: Audit, table: TableScreen, rng: random.Random, kinds: set[str], tag: str
) -> None:
    """Select the first choice with Enter (the confirm button names it), draw, then
    commit a legal action; at a new kind of decision open every view once."""
    c = table.controller
    legal = c.human_legal()
    kind = "+".join(sorted({a.kind for a in legal}))
    table.handle(Activate())
    draw(app, audit, f"{tag}/{kind}")
    if kind not in kinds:
        kinds.add(kind)
        for key in ("m", "s", "l", "k"):
            table.handle(Key(key))
            draw(app, audit, f"{tag}/{kind}/{key}")
            table.handle(Key(key) if key != "k" else Key("x"))
        turn = table.turn(table.layout())
        assert turn is not None
        wrong = [card for card in turn.offer.cards if card not in turn.offer.usable]
        if turn.offer.usable and wrong:
            table.refuse(turn, wrong[0])
            draw(app, audit, f"{tag}/{kind}/refusal")
    turn = table.turn(table.layout())
    assert turn is not None
    pending = table.selection.pending(turn.offer)
    if pending is not None and rng.random() < 0.5:
        table.handle(Activate())
    else:
        c.human_action(legal[rng.randrange(len(legal))], app.now())


def audit_screens(
    app: App,
    audit: Audit,
    language: str,
    games: tuple[str, ...] = tuple(SEATS),
    seats: dict[str, int] | None = None,
) -> int:
    """Every screen besides the table: menus, game select, each game's setup (scrolled)
    and rules (every page, scrolled), settings, statistics, saves, pause and the how-to
    overlay (over a table of `games`, at the most seats or `seats[game]`). Returns how
    many screens were drawn."""
    from game.ui.commands import Move
    from game.ui.screens.game_select import GameSelect
    from game.ui.screens.keys import KeysScreen
    from game.ui.screens.menu import MainMenu
    from game.ui.screens.pause import PauseScreen
    from game.ui.screens.rules_help import RulesScreen
    from game.ui.screens.saves import LoadScreen
    from game.ui.screens.settings import SettingsScreen
    from game.ui.screens.setup import SetupScreen
    from game.ui.screens.stats import StatsScreen

    set_language(language)
    before = audit.screens
    for name, scene in (
        ("menu", MainMenu(app)),
        ("game select", GameSelect(app)),
        ("settings", SettingsScreen(app)),
        ("statistics", StatsScreen(app)),
        ("load", LoadScreen(app)),
    ):
        app.stack.replace(scene)
        for step in range(12):  # walk the rows/tabs: every label and value is drawn
            draw(app, audit, f"{name}/{language}")
            scene.handle(Move(1 if name == "statistics" else 0, 0 if name == "statistics" else 1))
            del step
    keys = KeysScreen(app)  # the Keys page: every row, a key awaited, a refusal
    app.stack.replace(keys)
    for _ in range(len(keys.rows)):
        draw(app, audit, f"keys/{language}")
        keys.handle(Move(0, 1))
    keys.wait_for("hint")
    keys.handle(Key("l", "l"))
    draw(app, audit, f"keys/{language}/refused")
    keys.handle(Key("f11"))
    draw(app, audit, f"keys/{language}/fixed")
    for game in games:
        setup = SetupScreen(app, REGISTRY[game])
        app.stack.replace(setup)
        for _ in range(30):
            draw(app, audit, f"setup/{game}/{language}")
            setup.handle(Move(0, 1))
        players = ("human",) + ("random",) * ((seats or {}).get(game, SEATS[game][-1]) - 1)
        table_setup = TableSetup(
            REGISTRY[game],
            tuple(Seat(p, n) for p, n in zip(players, default_names(players), strict=True)),
            1,
        )
        table = TableScreen(app, table_setup)
        app.stack.replace(table)
        rules = RulesScreen(app, table.setup, table.face_style)
        app.stack.push(rules)
        for page in range(len(rules.document.pages)):
            rules.select(page)
            for _ in range(40):
                draw(app, audit, f"rules/{game}/{language}/{page}")
                if rules.scroll >= rules.max_scroll():
                    break
                rules.scroll_by(400)
        app.stack.replace(table)
        app.stack.push(PauseScreen(app, table))
        draw(app, audit, f"pause/{game}/{language}")
        app.stack.replace(table)
        app.open("howto", table)
        draw(app, audit, f"how-to/{game}/{language}")
        table.close()
    return audit.screens - before


# ----------------------------------------------------------------- what may not be read
# "You" before a third-person verb ("You leads", "You takes", "You is"): any word ending
# in a single s (so "You pass" and "You miss" read well).
YOU_THIRD_PERSON = re.compile(r"\bYou (?!always\b|as\b)[a-z]*[a-rt-z]s\b")
# A count of one before a plural noun ("1 chips", "+1 points"); "Player 1 deals" is a
# hot-seat name and a verb.
ONE_PLURAL = re.compile(
    r"(?<![\d.,])(?<!Player )\b1 "
    r"(?:chips|cards|tricks|points|deals|rounds|games|tasks|columns|worlds|players)\b"
)
RAW = [
    (re.compile(r"\b(?:10|[2-9TJQKA])[CDHS]\b"), "a card code"),
    (re.compile(r"\b[RGBYNPO]\d{1,2}\b"), "a colour-card code"),
    (re.compile(r"\b[A-Z]\d+:[A-Z]\w*\b"), "a checkpoint code"),
    (re.compile(r"\(\d+(?:, \d+)+,?\)"), "a Python tuple"),
    (
        re.compile(r"\b(?:Card|Action|Seat)\(|\b(?:None|True|False)\b|<[a-z]|object at"),
        "a repr or Python constant",
    ),
    (re.compile(r"\{[a-z_0-9]*\}"), "an unfilled placeholder"),
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "an identifier (option field or enum value)"),
    (re.compile(r"[Vv]alidation error|Input should be|Field required"), "a validation error"),
    (YOU_THIRD_PERSON, "'You' with a third-person verb"),
    (ONE_PLURAL, "a count of 1 with a plural noun"),
    (re.compile(r"\b(?:Pass to|Player) You\b|\byour's\b"), "'You' as a name"),
    (re.compile(r"\(s\)"), "a '(s)' plural"),
    (re.compile(r"(?<![\w-])-0\b"), "a negative zero"),
    (re.compile(r"[a-z]{3,}[,.][a-z]{3,}"), "squeezed words"),
]
# Latin words a Japanese line may hold: names, games, keys, units and card letters.
JA_LATIN = re.compile(
    r"^(?:[A-Z]|[A-Z]\d+|F\d+|x\d*|Enter|Esc|Tab|Space|Ctrl|Shift|Page|Up|Down|Del|Stich|"
    r"Was|Sticht|"
    r"Klaverjas|Stichln|Schieber|Jass|Skitgubbe|SKITGUBBE|Obenabe|Undenufe|PgUp|PgDn|Home|"
    r"End|OK|Swisslos|Amsterdam|Rotterdam|Utrecht|Ctrl\+Q|Ctrl\+Z|"
    # key caps of the player's own keys (game.ui.keybinds): "Shift+Tab", "Ctrl+Y"
    r"Backspace|Insert|Pause|(?:Ctrl|Shift)(?:\+(?:Shift|[A-Z][a-z]*))+)$"
)

# English words no German, French, Dutch or Swedish sentence uses: one of them in those
# languages' text is English left untranslated (a name or game term is none of these).
ENGLISH_ONLY = frozenset(
    {
        "the", "and", "you", "your", "with", "takes", "trick", "tricks", "cards",
        "deals", "which", "this", "that", "press", "click", "choose", "round", "player",
        "players", "wins", "leads", "follow", "hearts", "spades", "diamonds", "clubs",
        "deal", "settings", "back", "quit", "play",
    }
)  # fmt: skip


# A word space must leave this many clear pixel columns between the words' ink, and a
# "/" must be solid (not a smudge) over this share of its height, as drawn.
WORD_GAP = 3
SLASH_SOLID = 0.7
INK = 64  # an antialiased column counts as ink from this alpha on


def unreadable(text: str, size: int, bold: bool = False) -> str | None:
    """Why `text`, rendered at `size` as the renderer renders it, does not read as
    written: a word space squeezed to under WORD_GAP clear columns ("Wintricks"), or a
    "/" too thin to see ("0/12" read as "012"). None when it reads."""
    image = assets.text(text, size, (255, 255, 255), bold)
    w, h = image.get_size()

    def ink(x: int) -> int:
        return max(image.get_at((x, y)).a for y in range(h)) if 0 <= x < w else 0

    for i, char in enumerate(text):
        if char != " " or i == 0 or i == len(text) - 1 or " " in (text[i - 1], text[i + 1]):
            continue
        left = assets.text_width(text[:i], size, bold)
        right = assets.text_width(text[: i + 1], size, bold)
        x = (left + right) // 2
        if ink(x) >= INK:
            return f"word space squeezed out at {size} px"
        start, end = x, x
        while start > 0 and ink(start - 1) < INK:
            start -= 1
        while end < w - 1 and ink(end + 1) < INK:
            end += 1
        if end - start + 1 < WORD_GAP:
            return f"word space squeezed to {end - start + 1} px at {size} px"
    if "/" in text:
        slash = assets.text("/", size, (255, 255, 255), bold)
        rows = [
            max(slash.get_at((x, y)).a for x in range(slash.get_width()))
            for y in range(slash.get_height())
        ]
        inked = [a for a in rows if a > 0]
        if sum(a >= 128 for a in inked) < SLASH_SOLID * len(inked):
            return f'"/" too thin to see at {size} px'
    return None


def problems(audit: Audit, language: str, names: tuple[str, ...] = BOT_NAMES) -> list[str]:
    """Every drawn string a player should never read, with why and where."""
    found = []
    for text, size in sorted(audit.drawn.items()):
        # A language is named in itself on every screen ("システム (English)").
        words = text
        for native in NATIVE_NAMES.values():
            words = words.replace(native, "")
        where = audit.where.get(text, "")
        for pattern, why in RAW:
            if pattern.search(text):
                found.append(f"{why}: {text!r} ({where})")
        if size < renderer.MIN_TEXT:
            found.append(f"{size} px text: {text!r} ({where})")
        if text in audit.cut:
            found.append(f"text cut to fit: {text!r} ({where})")
        # The squeeze checks are for the Latin face, whose hinting at small sizes eats
        # word spaces and the slash; the Japanese face keeps its proportions at its
        # smallest size (10 px: "黄の出た札 6/12" reads, its narrow half-width space and
        # thin slash included), so its strings are not measured against Latin gaps.
        latin = language != "ja" and not assets.needs_japanese_font(text)
        why_unreadable = unreadable(text, size, audit.bold.get(text, False)) if latin else None
        if why_unreadable is not None:
            found.append(f"{why_unreadable}: {text!r} ({where})")
        if language not in ("en", "ja"):
            english = [w for w in re.findall(r"[A-Za-z]+", words) if w.lower() in ENGLISH_ONLY]
            if english and not any(n in text for n in names if n.lower() in ENGLISH_ONLY):
                found.append(f"English word {english[0]!r} in {language} text: {text!r} ({where})")
        if language == "ja":
            for word in re.findall(r"[A-Za-z][A-Za-z+]*", words):
                # A name may be shortened to what fits ("An" on a narrow grid badge).
                if not JA_LATIN.match(word) and not any(n.startswith(word) for n in names):
                    found.append(f"English word {word!r} in Japanese text: {text!r} ({where})")
                    break
    return found
