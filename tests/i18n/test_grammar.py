"""Every English sentence reads grammatically with "You" and with a name as its subject and
with counts of 1 and 2 (issue 30: "You leads by 70", "You takes it", "1 chips completed").

A sentence about a seat that takes a third-person verb has a `.you` form (the presenter's
`say` picks it for the solo human); a sentence with a count before a plural noun has a
`.one` form (`game.i18n.counted` and `say(..., count)` pick it). The text audit
(tests/ui/text_audit.py) checks the same on every drawn string."""

from __future__ import annotations

import re
import string

import pytest

from game import i18n
from game.i18n import en, form
from tests.ui.text_audit import ONE_PLURAL, YOU_THIRD_PERSON

# Placeholders naming who does something: a seat, a side or a list of names.
SUBJECTS = ("name", "names", "side")
# Placeholders holding text, not a count.
TEXT = {
    *SUBJECTS,
    "team",
    "team_a",
    "team_b",
    "partner",
    "card",
    "cards",
    "suit",
    "colour",
    "kind",
    "contract",
    "melds",
    "weis",
    "best",
    "second",
    "trumps",
    "ranks",
    "run",
    "task",
    "game",
    "code",
    "arg",
    "order",
    "item",
    "when",
    "place",
    "values",
    "counts",
    "action",
    "key",
    "margin",
}
NOUNS = "chips|cards|tricks|points|deals|rounds|games|tasks|columns|worlds"
SINGULAR_NOUNS = "chip|card|trick|point|deal|round|game|task|column|world"
# Sentences whose subject is never the human, and counts that are never 1, with why.
NEVER_YOU = {
    "table.thinking": "only bots think",
}
# (key, placeholder): the code says 1 with a sibling key of its own (e.g. sk.pickup_one),
# or the count cannot be 1 under the rules.
NEVER_ONE = {
    ("confirm.more", "n"): "1 is confirm.more_one",
    ("sk.pickup", "count"): "1 is sk.pickup_one",
    ("sk.announce_pickup", "count"): "1 is sk.announce_pickup_one",
    ("sk.log.pickup", "count"): "1 is sk.log.pickup_one",
    ("sk.log.draw", "count"): "1 is sk.log.draw_one",
    ("sk.log.cards", "count"): "1 is sk.log.one_card",
    ("sk.badge_cards", "count"): "1 is sk.badge_one_card",
    ("sk.score.head", "count"): "1 is sk.score.head_one",
    ("sk.announce_trick", "count"): "a trick holds two cards or more",
    ("sk.log.trick", "count"): "a trick holds two cards or more",
    ("sk.announce_cleared", "count"): "a trick holds two cards or more",
    ("sk.log.cleared", "count"): "a trick holds two cards or more",
    ("sk.log.play_mixed", "count"): "a mixed play has two cards or more",
    ("sk.log.add_mixed", "count"): "a mixed play has two cards or more",
    ("sk.series_counts", "games"): "said after two games or more",
    ("setup.n_deals", "n"): "a game has several deals",
    ("klaverjas.totals_deals", "total"): "a game has several deals",
    ("klaverjas.sheet_title_played", "total"): "a game has several deals",
    ("hint.why_search", "worlds"): "the search samples many deals",
    ("hint.why_search", "gain"): "a decimal figure ('1.0 points')",
    ("ws.score_line", "need"): "a game goes to several chips",
    ("ws.place", "needed"): "a game goes to several chips",
    ("log.points", "points"): "no card of a points game is worth 1 (Stichln says its own)",
    ("log.takes", "points"): "no card of a points game is worth 1",
    ("klaverjas.log_takes", "points"): "no Klaverjas card is worth 1",
    ("klaverjas.log_takes_last", "points"): "the last trick holds 10 at least",
    ("schieber.log_takes_last", "points"): "the last trick holds 5 at least",
    ("schieber.note_last", "points"): "the last trick holds 5 at least",
    ("schieber.log_stoeck", "points"): "Stöck is 20",
    ("schieber.log_weis_won", "weis"): "a Weis is 20 at least",
}


def english(phrase: i18n.Phrase) -> str:
    """The English text of a phrase, the plural form its count picks included (unformatted)."""
    if phrase.count is not None and phrase.key in i18n.PLURALS:
        found = i18n.catalog("en").plural(phrase.key, phrase.count)
        assert found is not None
        return found
    return en.MESSAGES[phrase.key]


def fields(text: str) -> list[str]:
    """The {placeholders} of a catalog text."""
    return [f for _, f, _, _ in string.Formatter().parse(text) if f]


def render(text: str, subject: str, count: int, counted: str = "") -> str:
    """The text with every subject placeholder `subject` and the count `counted` (every
    count, when none is named) `count`; other counts are 2."""
    return text.format(
        **{
            f: subject
            if f in SUBJECTS
            else "x"
            if f in TEXT
            else count
            if f == counted or not counted
            else 2
            for f in fields(text)
        }
    )


def base_keys() -> list[str]:
    """Every English key that is not itself a `.you` or `.one` form (nor help or smoke
    texts, which name nobody)."""
    return [
        key
        for key in en.MESSAGES
        if not key.endswith((".you", ".one")) and not key.startswith(("help.", "smoke."))
    ]


def test_you_is_never_followed_by_a_third_person_verb() -> None:
    """Each sentence about a seat, said about the solo human (its `.you` form when it has
    one, with "You" as the name otherwise), never reads "You takes"."""
    i18n.set_language("en")
    checked, wrong = 0, []
    for key in base_keys():
        text = en.MESSAGES[key]
        if not any(f in SUBJECTS for f in fields(text)) or key in NEVER_YOU:
            continue
        for count in (1, 2):
            said = render(english(form(key, True, count)), "You", count)
            checked += 1
            if YOU_THIRD_PERSON.search(said):
                wrong.append(f"{key}: {said}")
    assert wrong == []
    assert checked > 200


def test_a_count_of_one_is_singular_and_two_plural() -> None:
    """Each count before a noun reads "1 chip" and "2 chips" in the form said for it."""
    i18n.set_language("en")
    pattern = re.compile(r"\{(\w+)\} (?:" + NOUNS + r")\b")
    checked, wrong = 0, []
    for key in base_keys():
        for match in pattern.finditer(en.MESSAGES[key]):
            if (key, match.group(1)) in NEVER_ONE:
                continue
            for you in (False, True):
                one = render(english(form(key, you, 1)), "Anna", 1, match.group(1))
                two = render(english(form(key, you, 2)), "Anna", 2, match.group(1))
                checked += 1
                if ONE_PLURAL.search(one) or re.search(rf"\b2 (?:{SINGULAR_NOUNS})\b", two):
                    wrong.append(f"{key}: {one!r} / {two!r}")
    assert wrong == []
    assert checked > 20


@pytest.mark.parametrize("key", sorted(NEVER_ONE, key=str))
def test_counts_said_elsewhere_have_their_singular_key(key: tuple[str, str]) -> None:
    """A count the code says with a sibling key names one that exists and is singular."""
    reason = NEVER_ONE[key]
    if reason.startswith("1 is "):
        sibling = reason.removeprefix("1 is ")
        text = en.MESSAGES[sibling]
        said = text.format(**{f: 1 for f in fields(text)})
        assert ONE_PLURAL.search(said) is None and "1" in said, said
    assert key[0] in en.MESSAGES


def test_the_key_list_says_what_h_does() -> None:
    """K's list names the screen H opens (the table guide), never "this guide"."""
    for language in ("en", "ja"):
        i18n.set_language(language)
        keys = [i18n.t(k) for k in en.MESSAGES if k.startswith("keys.")]
        assert not any("this guide" in text or "このガイド" in text for text in keys)
    # The key list names H's command as the pause menu names the same screen.
    for language in ("en", "de", "fr", "nl", "sv", "ja"):
        i18n.set_language(language)
        assert i18n.t("keys.cmd.howto") == i18n.t("howto.menu"), language
    i18n.set_language("en")


def test_the_solo_human_is_you_not_a_name_in_the_middle_of_a_sentence() -> None:
    """Lines said with `say` about the solo human read "Named by you", not "Named by You"
    (the human's plate name)."""
    from game.games.schieber.options import SchieberOptions
    from game.games.schieber.present import SchieberPresenter

    i18n.set_language("en")
    presenter = SchieberPresenter(SchieberOptions(), ("You", "Anna", "Ben", "Clara"))
    presenter.you = 0
    said = [presenter.say(key, 0) for key in ("schieber.chosen_by", "schieber.no_contract_yet")]
    assert said == ["Named by you", "Contract: your choice (waiting)"]
    assert presenter.say("schieber.chosen_by", 1) == "Named by Anna"


def test_panels_name_the_solo_human_you() -> None:
    """The info panels say "made by you" and "you deal" for the solo human (never "made by
    You"), and name anybody else."""
    from game.games.klaverjas.definition import GAME as KLAVERJAS
    from game.games.klaverjas.present import KlaverjasPresenter
    from game.games.stichln.options import StichlnOptions
    from game.games.stichln.present import StichlnPresenter

    i18n.set_language("en")
    klaverjas = KlaverjasPresenter(KLAVERJAS.options(), ("You", "Anna", "Ben", "Clara"))
    klaverjas.you = 0
    stichln = StichlnPresenter(StichlnOptions(), ("You", "Anna", "Ben", "Clara"))
    stichln.you = 0
    said = [
        klaverjas.say("klaverjas.trumps_line", 0, suit="Hearts"),
        klaverjas.say("klaverjas.deal_dealer", 0, n=2, total=16),
        stichln.say("stichln.round_of", 0, n=1, total=4),
        stichln.say("stichln.round_of", 2, n=1, total=4),
    ]
    from game.games.was_sticht.options import WasStichtOptions
    from game.games.was_sticht.present import WasStichtPresenter

    was_sticht = WasStichtPresenter(WasStichtOptions(), ("You", "Anna", "Ben", "Clara"))
    was_sticht.you = 0
    said += [
        was_sticht.say("ws.sum_dealer_took", 0, task="no red"),
    ]
    assert said == [
        "Trumps: Hearts, made by you",
        "Deal 2 of 16, you deal",
        "Round 1 of 4, you deal",
        "Round 1 of 4, dealer Ben",
        "The dealer fulfilled your missed task: no red",
    ]


@pytest.mark.parametrize(
    ("language", "started", "missed"),
    [
        ("en", "Column 3 of 9, started by you", "missed by you"),
        ("de", "Spalte 3/9, begonnen von dir", "verfehlt von dir"),
        ("fr", "Colonne 3/9, ouverte par toi", "manqué par toi"),
        ("nl", "Kolom 3 van 9, begonnen door jou", "gemist door jou"),
    ],
)
def test_was_sticht_names_the_solo_human_in_the_languages_own_case(
    language: str, started: str, missed: str
) -> None:
    """ "Started by you" and "missed by you", never the plate name "Du" or "Jij" after a
    preposition; anybody else is named."""
    from game.games.was_sticht.events import DealerEarned
    from game.games.was_sticht.options import WasStichtOptions
    from game.games.was_sticht.present import WasStichtPresenter

    with i18n.speaking(language):
        you = i18n.t("setup.default_you")
        presenter = WasStichtPresenter(WasStichtOptions(), (you, "Anna", "Ben", "Clara"))
        presenter.you = 0
        said = presenter.say("ws.column_line", 0, n=3, name=you)
        earned = presenter.announce(DealerEarned(dealer=1, owner=0, kind="NO_RED"))
        other = presenter.announce(DealerEarned(dealer=0, owner=2, kind="NO_RED"))
    assert said == started
    assert earned is not None and missed in earned and f" {you}" not in earned.split(",")[-1]
    assert other is not None and "Ben" in other
