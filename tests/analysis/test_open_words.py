"""Each game words its open-hands solve: points games say what the side could have made
sure of; Skitgubbe, whose result is getting out or not, says that instead."""

from __future__ import annotations

from game.analysis.model import OpenSolution
from game.games import ENTRIES
from game.i18n import has_text, set_language, t


def _solution(best: float, actual: float) -> OpenSolution:
    return OpenSolution(first_trick=4, tricks=3, best=best, actual=actual, line=())


def test_every_game_has_its_open_sentence_in_both_languages() -> None:
    """The key each game gives exists in English (with its "you" form) and Japanese, and
    its values fill every placeholder."""
    checked = 0
    for game_id, entry in ENTRIES.items():
        for best, actual in ((0, 0), (0, -1), (-1, 0), (-1, -1), (57, 41)):
            key, values = entry.analysis().open_text(_solution(best, actual))
            for language in ("en", "ja"):
                set_language(language)
                assert has_text(key), (game_id, key, language)
                text = t(key, name="Anna", **values)
                assert "{" not in text and text != key
            set_language("en")
            assert has_text(f"{key}.you")
            checked += 1
    assert checked == 25


def test_skitgubbe_says_whether_the_seat_could_have_made_sure_of_getting_out() -> None:
    """Its four cases by the solve's result (0 out, -1 caught) and the real one."""
    words = ENTRIES["skitgubbe"].analysis().open_text
    cases = {
        (0, 0): "sk.open.sure_out",
        (0, -1): "sk.open.sure_caught",
        (-1, 0): "sk.open.unsure_out",
        (-1, -1): "sk.open.unsure_caught",
    }
    for (best, actual), key in cases.items():
        assert words(_solution(best, actual)) == (key, {})
    assert "could have made sure of getting out" in t("sk.open.sure_out.you")


def test_points_games_say_what_the_side_could_have_made_sure_of() -> None:
    """The shared sentence with the trick and both results, whole numbers plain."""
    key, values = ENTRIES["schieber"].analysis().open_text(_solution(57, 41.5))
    assert key == "review.analysis.open"
    assert values == {"n": 5, "best": "57", "actual": "41.5"}
