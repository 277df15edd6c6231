"""The import rules of ARCHITECTURE.md, checked over every module of game/.

Each module's imports are read with `ast`: module-level and inside functions, `import x`
and `from x import y` (relative ones resolved), and those under `if TYPE_CHECKING:` too:
a type-only import still ties the importer to what it names (a screen that needs another
screen's type knows that screen), which is the coupling these rules forbid. The one
exception: the parts of the table scene (game/ui/table/*) may name their own screen for
types. Every violation is reported as `path:line`, all of them at once.

The rules (RULES below):
- game.core imports only game.core, the standard library and pydantic;
- a pure module imports neither pygame nor game.ui nor a display module (a game's
  view, the app and its start-up modules); which modules are pure is decided here,
  module by module for the top level (PURE_TOP_LEVEL, DISPLAY_TOP_LEVEL);
- a game's registry entry (game/games/<id>/__init__.py) may name its painters, but
  loads them lazily: no module-level import of pygame, game.ui or a display module;
- only the app's wiring (APP_WIRING: the app, its route table, the entry points) imports
  a screen.

A subprocess check backs the static one: importing every pure module in a fresh
interpreter leaves pygame out of sys.modules.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"

# Top-level modules of game/ that are pure: no window, usable by tools and tests alone.
PURE_TOP_LEVEL = frozenset(
    {
        "game",  # the package itself
        "game.advice",  # hints: the strong bot's choice from one seat's view
        "game.analyze",  # python -m game.analyze: decisions and duplicates (command line)
        "game.blunders",  # blunder judging for the analysis and the simulator
        "game.bots",  # the bot protocol and the shared bots
        "game.catalog",  # the games by id and name
        "game.conformance",  # the rules-vector runner (command line)
        "game.desktop",  # writes the Linux desktop entry (command line)
        "game.notices",  # notice sentences for the player
        "game.option_marks",  # option ranges and conditions as marks (the registry helper's)
        "game.paths",  # file locations
        "game.present",  # the Presenter protocol: what the table says about a game
        "game.records",  # keeps autosave and statistics up to date
        "game.saves",  # saved games
        "game.seat_names",  # program-given seat names
        "game.settings",  # the settings model
        "game.sim",  # the simulator (command line)
        "game.sim_blunders",  # the simulator's blunder counters
        "game.sim_duplicate",  # the simulator's duplicate matches
        "game.stats",  # statistics
        "game.storage",  # atomic writes, bad files put aside
    }
)
# Top-level modules that belong to the window: pygame and game.ui are theirs to import.
DISPLAY_TOP_LEVEL = frozenset(
    {
        "game.__main__",  # the `stich` command: opens the window with a first scene
        "game.app",  # the window, the main loop, the scene stack, the route to screens
        "game.asset_check",  # the start-up check of fonts and images (asks pygame)
        "game.assets",  # card faces, fonts and rendered text (pygame surfaces)
        "game.smoke",  # `stich --smoke`: drives real tables in the packaged app
    }
)
# The only modules that import screens: the app, its route table (screens by name) and
# the entry points that start it.
APP_WIRING = frozenset({"game.app", "game.ui.routes", "game.__main__", "game.smoke"})
# Modules of the screens package that are building blocks, not screens.
SCREEN_PARTS = frozenset({"game.ui.screens", "game.ui.screens.common", "game.ui.screens.form"})
# The table scene of game/ui/table/ is a screen like those in game/ui/screens/.
TABLE_SCREEN = "game.ui.table.screen"
# Tables that are the table scene with a difference (a replay: one deal, never counted).
# They are screens too, and build on the table scene by subclassing it.
TABLE_VARIANTS = frozenset({"game.ui.table.replay"})

# A game's modules that draw (game/games/<id>/<part>.py or a <part>/ package): its view,
# and its guide (the how-to labels of the drawn table, placed with the view's geometry).
# Every other module of a game is pure.
GAME_DISPLAY_PARTS = frozenset({"view", "guide"})

REGISTRY_ENTRY = re.compile(r"game\.games\.[a-z_]+")
GAME_MODULE = re.compile(r"game\.games\.[a-z_]+\.(?P<part>[a-z_0-9]+)(\..+)?")


def within(module: str, package: str) -> bool:
    """True for the package itself and every module below it."""
    return module == package or module.startswith(package + ".")


def is_game_view(module: str) -> bool:
    """A game's drawing module (game/games/<id>/view.py)."""
    match = GAME_MODULE.fullmatch(module)
    return match is not None and match.group("part") in GAME_DISPLAY_PARTS


def is_display(module: str) -> bool:
    """Modules that draw or run the window: game.ui, a game's view, the app's modules."""
    return within(module, "game.ui") or is_game_view(module) or module in DISPLAY_TOP_LEVEL


def is_registry_entry(module: str) -> bool:
    """A game's package (its __init__.py: the registry entry)."""
    return REGISTRY_ENTRY.fullmatch(module) is not None


def is_pure(module: str) -> bool:
    """The pure layer: core, presenters, rules and every non-view game module, help,
    i18n, the registry and the pure top-level modules."""
    if module in PURE_TOP_LEVEL or module == "game.games":
        return True
    if within(module, "game.core") or within(module, "game.help"):
        return True
    if within(module, "game.analysis"):  # the analysis of played deals (a worker runs it)
        return True
    if within(module, "game.i18n"):
        return True
    match = GAME_MODULE.fullmatch(module)
    return match is not None and match.group("part") not in GAME_DISPLAY_PARTS


def is_screen(module: str) -> bool:
    """A screen: a module of game.ui.screens (its building blocks aside) or the table
    scene of game/ui/table/."""
    if within(module, "game.ui.screens"):
        return module not in SCREEN_PARTS
    return within(module, TABLE_SCREEN) or module in TABLE_VARIANTS


def extends_the_table(module: str, imp: Import) -> bool:
    """A table variant importing the table scene it subclasses (not opening a screen)."""
    return module in TABLE_VARIANTS and imp.target == TABLE_SCREEN


def names_own_screen(module: str, imp: Import) -> bool:
    """A part of the table scene (game/ui/table/*) naming the screen it belongs to for
    its types only: the screen makes its parts and hands itself to them, so the type is
    theirs to know; opening or loading a screen stays the app's."""
    return imp.type_only and imp.target == TABLE_SCREEN and within(module, "game.ui.table")


def is_outside_project(module: str, allowed: tuple[str, ...]) -> bool:
    """True unless the module is the standard library or one of the allowed packages."""
    top = module.partition(".")[0]
    return top not in sys.stdlib_module_names and not any(within(module, a) for a in allowed)


# ------------------------------------------------------------------- reading imports
@dataclass(frozen=True)
class Import:
    """One imported module as a statement names it."""

    target: str  # absolute module name
    line: int
    lazy: bool  # inside a function: loaded when called, not when imported
    type_only: bool  # under `if TYPE_CHECKING:`


def _is_type_checking(test: ast.expr) -> bool:
    if isinstance(test, ast.Name):
        return test.id == "TYPE_CHECKING"
    return isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"


class _Reader(ast.NodeVisitor):
    """Collects the imports of one module, knowing where each statement stands."""

    def __init__(self, module: str, is_package: bool, known: frozenset[str]) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.known = known
        self.found: list[Import] = []
        self.depth = 0  # functions around the statement
        self.type_only = 0  # TYPE_CHECKING blocks around the statement

    def _add(self, target: str, node: ast.stmt) -> None:
        found = Import(target, node.lineno, self.depth > 0, self.type_only > 0)
        self.found.append(found)

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        self.depth += 1
        self.generic_visit(node)
        self.depth -= 1

    visit_FunctionDef = _function
    visit_AsyncFunctionDef = _function
    visit_Lambda = _function

    def visit_If(self, node: ast.If) -> None:
        if not _is_type_checking(node.test):
            self.generic_visit(node)
            return
        self.visit(node.test)
        self.type_only += 1
        for statement in node.body:
            self.visit(statement)
        self.type_only -= 1
        for statement in node.orelse:  # the runtime branch
            self.visit(statement)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(alias.name, node)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            parts = self.package.split(".") if self.package else []
            keep = len(parts) - (node.level - 1)
            if keep <= 0:
                raise ValueError(f"relative import beyond the top package at line {node.lineno}")
            base = ".".join(parts[:keep] + ([node.module] if node.module else []))
        targets: list[str] = []
        for alias in node.names:
            # `from package import module` imports that module; `from module import name`
            # imports the module the name lives in (once per statement).
            sub = f"{base}.{alias.name}"
            target = sub if sub in self.known else base
            if target not in targets:
                targets.append(target)
                self._add(target, node)


def read_imports(
    source: str, module: str, is_package: bool = False, known: frozenset[str] = frozenset()
) -> list[Import]:
    """Every import of a module's source, at any depth, relative ones made absolute."""
    reader = _Reader(module, is_package, known)
    reader.visit(ast.parse(source))
    return reader.found


# ----------------------------------------------------------------------- the rules
@dataclass(frozen=True)
class Rule:
    """Modules that `applies` to must not make an import that `forbids` matches."""

    name: str
    applies: Callable[[str], bool]
    forbids: Callable[[str, Import], bool]  # the importing module and one import


RULES = (
    Rule(
        "game.core imports only game.core, the standard library and pydantic",
        lambda module: within(module, "game.core"),
        lambda module, imp: is_outside_project(imp.target, ("game.core", "pydantic")),
    ),
    Rule(
        "a pure module imports neither pygame nor game.ui nor a display module",
        is_pure,
        lambda module, imp: within(imp.target, "pygame") or is_display(imp.target),
    ),
    Rule(
        "a registry entry loads pygame, game.ui and views lazily (inside a function)",
        is_registry_entry,
        lambda module, imp: (
            not (imp.lazy or imp.type_only)
            and (within(imp.target, "pygame") or is_display(imp.target))
        ),
    ),
    Rule(
        "only the app imports screens",
        lambda module: module not in APP_WIRING,
        lambda module, imp: (
            is_screen(imp.target)
            and not names_own_screen(module, imp)
            and not extends_the_table(module, imp)
        ),
    ),
)


def check(
    source: str,
    module: str,
    path: str,
    is_package: bool = False,
    known: frozenset[str] = frozenset(),
) -> list[str]:
    """The violations of one module, as `path:line: module imports target (rule)`."""
    found: list[str] = []
    for imp in read_imports(source, module, is_package, known):
        if imp.target == module:
            continue  # a package naming its own modules
        for rule in RULES:
            if rule.applies(module) and rule.forbids(module, imp):
                how = " (type only)" if imp.type_only else " (in a function)" if imp.lazy else ""
                found.append(f"{path}:{imp.line}: {module} imports {imp.target}{how}: {rule.name}")
    return found


# ----------------------------------------------------------------------- the modules
def modules() -> Iterator[tuple[str, Path, bool]]:
    """Every module of game/: its name, file and whether it is a package."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        yield ".".join(parts), path, is_package


def all_violations() -> list[str]:
    """Every violation of every rule in every module of game/."""
    found = list(modules())
    known = frozenset(name for name, _, _ in found)
    violations: list[str] = []
    for name, path, is_package in found:
        source = path.read_text("utf-8")
        where = str(path.relative_to(ROOT))
        violations += check(source, name, where, is_package, known)
    return violations


def test_every_module_keeps_the_import_rules() -> None:
    """No module of game/ breaks a rule (all violations listed, each with file:line)."""
    violations = all_violations()
    if violations:
        pytest.fail(
            f"{len(violations)} import(s) break the rules:\n" + "\n".join(violations),
            pytrace=False,
        )


def test_every_module_has_a_layer() -> None:
    """Each module is pure, display or a registry entry: a new top-level module must be
    put in PURE_TOP_LEVEL or DISPLAY_TOP_LEVEL (so the rules know what it may import)."""
    unplaced = [
        name
        for name, _, _ in modules()
        if [is_pure(name), is_display(name), is_registry_entry(name)].count(True) != 1
    ]
    assert not unplaced
    assert PURE_TOP_LEVEL.isdisjoint(DISPLAY_TOP_LEVEL)
    assert all(name in DISPLAY_TOP_LEVEL or within(name, "game.ui") for name in APP_WIRING)


# ------------------------------------------------------------- the checker checked
KNOWN = frozenset({"game.ui", "game.ui.screens", "game.ui.screens.menu", "game.ui.widgets"})


def test_the_checker_catches_a_wrong_way_import() -> None:
    """A core module importing pygame inside a function is reported at its line."""
    source = "import random\n\n\ndef draw():\n    import pygame\n"
    assert check(source, "game.core.fake", "game/core/fake.py") == [
        "game/core/fake.py:5: game.core.fake imports pygame (in a function): "
        "game.core imports only game.core, the standard library and pydantic",
        "game/core/fake.py:5: game.core.fake imports pygame (in a function): "
        "a pure module imports neither pygame nor game.ui nor a display module",
    ]


def test_the_checker_resolves_relative_and_type_only_imports() -> None:
    """`from ...ui import widgets` in a game's rules and a TYPE_CHECKING import of a screen
    are both caught; the view's own use of game.ui is allowed."""
    rules = "from ...ui import widgets\nfrom . import state\n"
    found = check(rules, "game.games.demo.rules", "rules.py", known=KNOWN)
    assert [line.split(": ", 1)[1] for line in found] == [
        "game.games.demo.rules imports game.ui.widgets: "
        "a pure module imports neither pygame nor game.ui nor a display module"
    ]
    view = (
        "from typing import TYPE_CHECKING\n"
        "from game.ui import widgets\n"
        "if TYPE_CHECKING:\n"
        "    from game.ui.screens import menu\n"
    )
    assert check(view, "game.games.demo.view", "view.py", known=KNOWN) == [
        "view.py:4: game.games.demo.view imports game.ui.screens.menu (type only): "
        "only the app imports screens"
    ]
    entry = "def painters():\n    from game.games.demo.view import paint\n"
    assert check(entry, "game.games.demo", "__init__.py", is_package=True) == []
    eager = "from . import view\n"
    known = KNOWN | {"game.games.demo.view"}
    assert check(eager, "game.games.demo", "__init__.py", True, known) == [
        "__init__.py:1: game.games.demo imports game.games.demo.view: "
        "a registry entry loads pygame, game.ui and views lazily (inside a function)"
    ]


def test_the_table_parts_may_name_their_screen_for_types_only() -> None:
    """A layer of the table may import the table screen under TYPE_CHECKING; loading it
    at run time, or naming it from elsewhere, is reported."""
    known = frozenset({TABLE_SCREEN})
    typed = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .screen import T\n"
    assert check(typed, "game.ui.table.layers", "layers.py", known=known) == []
    loaded = "from game.ui.table.screen import TableScreen\n"
    assert len(check(loaded, "game.ui.table.layers", "layers.py", known=known)) == 1
    assert len(check(typed.replace(".screen", "game.ui.table.screen"), "game.ui.hint", "h.py")) == 1


def test_the_checker_allows_the_right_way() -> None:
    """Core importing core and pydantic, and the app importing a screen, pass."""
    core = "from __future__ import annotations\nimport pydantic.fields\nfrom .cards import Card\n"
    assert check(core, "game.core.fake", "fake.py") == []
    app = "def menu():\n    from game.ui.screens.menu import MainMenu\n"
    assert check(app, "game.app", "app.py", known=KNOWN) == []


# ------------------------------------------------------------------ pygame stays out
def test_the_pure_layer_leaves_pygame_out() -> None:
    """Import every pure module in a fresh interpreter: pygame must not be loaded (the
    first module that loads it is named)."""
    pure = [name for name, _, _ in modules() if is_pure(name)]
    code = (
        "import importlib, sys\n"
        f"for name in {pure!r}:\n"
        "    importlib.import_module(name)\n"
        "    if 'pygame' in sys.modules:\n"
        "        print(name)\n"
        "        break\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "", f"importing {out.stdout.strip()} loads pygame"
    assert len(pure) >= 100
