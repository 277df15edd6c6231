"""The scene stack tells each scene when it joins and leaves, exactly once (no window)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.ui.scenes import Scene, SceneStack

if TYPE_CHECKING:
    from game.app import App

NO_APP = cast("App", None)  # the stack never touches a scene's app


class Recorder(Scene):
    """A scene that writes down every hook the stack calls on it."""

    def __init__(self, name: str, calls: list[str]) -> None:
        super().__init__(NO_APP)
        self.name = name
        self.calls = calls

    def enter(self) -> None:
        """Note the entry."""
        self.calls.append(f"enter {self.name}")

    def exit(self) -> None:
        """Note the exit."""
        self.calls.append(f"exit {self.name}")

    def cover(self) -> None:
        """Note the cover."""
        self.calls.append(f"cover {self.name}")

    def uncover(self) -> None:
        """Note the uncover."""
        self.calls.append(f"uncover {self.name}")


def _scenes(*names: str) -> tuple[list[str], list[Recorder]]:
    calls: list[str] = []
    return calls, [Recorder(name, calls) for name in names]


def test_push_enters_and_covers_pop_exits_and_uncovers() -> None:
    calls, (a, b) = _scenes("a", "b")
    stack = SceneStack()
    stack.push(a)
    stack.push(b)
    assert calls == ["enter a", "cover a", "enter b"]
    calls.clear()
    assert stack.pop() is b
    assert calls == ["exit b", "uncover a"]
    calls.clear()
    assert stack.pop() is a and stack.pop() is None
    assert calls == ["exit a"] and stack.top is None


def test_swap_exits_the_top_only() -> None:
    calls, (a, b, c) = _scenes("a", "b", "c")
    stack = SceneStack()
    stack.push(a)
    stack.push(b)
    calls.clear()
    stack.swap(c)
    assert stack.scenes == [a, c]
    assert calls == ["exit b", "enter c"]  # a stays covered: no hooks for it


def test_swap_on_an_empty_stack_pushes() -> None:
    calls, (a,) = _scenes("a")
    stack = SceneStack()
    stack.swap(a)
    assert stack.scenes == [a] and calls == ["enter a"]


def test_replace_and_clear_exit_every_scene_top_first() -> None:
    calls, (a, b, c) = _scenes("a", "b", "c")
    stack = SceneStack()
    stack.push(a)
    stack.push(b)
    calls.clear()
    stack.replace(c)
    assert stack.scenes == [c]
    assert calls == ["exit b", "exit a", "enter c"]
    calls.clear()
    stack.clear()
    assert stack.scenes == [] and calls == ["exit c"]


def test_a_scene_that_stays_never_exits_or_enters_again() -> None:
    calls, (a, b) = _scenes("a", "b")
    stack = SceneStack()
    stack.push(a)
    stack.push(b)
    calls.clear()
    stack.replace(a)  # back to the scene at the bottom: it never left
    assert stack.scenes == [a] and calls == ["exit b"]
    calls.clear()
    stack.swap(a)
    assert calls == []


def test_a_scene_twice_on_the_stack_exits_once_when_its_last_place_goes() -> None:
    calls, (a, b) = _scenes("a", "b")
    stack = SceneStack()
    stack.push(a)
    stack.push(b)
    stack.push(a)
    assert calls.count("enter a") == 1
    calls.clear()
    stack.pop()
    assert "exit a" not in calls
    calls.clear()
    stack.clear()
    assert calls == ["exit b", "exit a"]


def test_default_hooks_do_nothing() -> None:
    stack = SceneStack()
    plain = Scene(NO_APP)
    stack.push(plain)
    stack.push(Scene(NO_APP))
    stack.pop()
    stack.clear()
    assert stack.top is None
