"""The rules help of every game: its cards and numbers agree with the engines and the rules,
and it follows the options and the seat count of the table."""

from __future__ import annotations

import string
import subprocess
import sys

import pytest

from game.core.cards import Card, parse_cards
from game.games import REGISTRY
from game.games.klaverjas import tables as kl_tables
from game.games.klaverjas.options import KlaverjasOptions
from game.games.schieber import tables as sch_tables
from game.games.schieber.options import SchieberOptions
from game.games.skitgubbe.options import SkitgubbeOptions
from game.games.stichln import tables as st_tables
from game.games.stichln.options import StichlnOptions
from game.games.was_sticht import tables as ws_tables
from game.games.was_sticht.options import ChipValues, WasStichtOptions
from game.help import help_document
from game.help.document import CardRow, HelpDocument, Paragraph, ValueTable
from game.i18n import en
from tests.help.variants import option_variants


def _row(doc: HelpDocument, key: str) -> CardRow:
    rows = [row for row in doc.card_rows() if row.title.key == key]
    assert len(rows) == 1, key
    return rows[0]


def _table(doc: HelpDocument, key: str) -> dict[str, str]:
    tables = [t for t in doc.tables() if t.title.key == key]
    assert len(tables) == 1, key
    return {label.key: value for label, value in tables[0].rows}  # type: ignore[misc]


def _keys(doc: HelpDocument) -> set[str]:
    return {text.key for text in doc.texts()}


def _cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text)


# ------------------------------------------------------------------ every game, every option
def test_every_text_has_an_english_entry_with_the_same_placeholders() -> None:
    """For every seat count and every single option change of every game."""
    checked = 0
    for game_id, game in REGISTRY.items():
        for seats, options in option_variants(game):
            doc = help_document(game_id, options, seats)
            assert doc.pages and all(page.blocks for page in doc.pages)
            for text in doc.texts():
                assert text.key in en.MESSAGES, text.key
                names = {f for _, f, _, _ in string.Formatter().parse(en.MESSAGES[text.key]) if f}
                assert names == {name for name, _ in text.params}, text.key
                checked += 1
    assert checked > 5000


def test_a_changed_option_is_marked_and_the_defaults_are_not() -> None:
    """Default options mark nothing; a changed option marks the block that describes it."""
    for game_id, game in REGISTRY.items():
        doc = help_document(game_id, game.options({}), game.default_seats)
        blocks = [b for page in doc.pages for b in page.blocks]
        assert not any(getattr(b, "changed", False) for b in blocks), game_id
    rotterdam = help_document("klaverjas", KlaverjasOptions(play_rules="rotterdam"), 4)
    marked = [
        b for page in rotterdam.pages for b in page.blocks if isinstance(b, Paragraph) and b.changed
    ]
    assert [b.text.key for b in marked] == ["help.klaverjas.play.rules.rotterdam"]


def test_the_help_package_leaves_pygame_out() -> None:
    """game.help is pure: importing every builder does not load pygame."""
    code = "import sys, game.help\nprint('pygame' in sys.modules)\n"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


# ------------------------------------------------------------------ Schieber
def test_schieber_orders_and_points_are_the_rules_tables() -> None:
    """Rules 3.1/3.2: trump J 9 A K Q 10 8 7 6 with 20 14 11 4 3 10 0 0 0, and so on."""
    doc = help_document("schieber", SchieberOptions(), 4)
    trump = _row(doc, "help.schieber.row_trump")
    assert trump.cards == _cards("JH 9H AH KH QH TH 8H 7H 6H")
    assert trump.captions == ("20", "14", "11", "4", "3", "10", "0", "0", "0")
    assert sorted(map(int, trump.captions), reverse=True) == [20, 14, 11, 10, 4, 3, 0, 0, 0]
    plain = _row(doc, "help.schieber.row_plain")
    assert plain.cards == _cards("AS KS QS JS TS 9S 8S 7S 6S")
    assert plain.captions == ("11", "4", "3", "2", "10", "0", "0", "0", "0")
    obenabe = _row(doc, "help.schieber.row_obenabe")
    assert obenabe.captions == ("11", "4", "3", "2", "10", "0", "8", "0", "0")
    undenufe = _row(doc, "help.schieber.row_undenufe")
    assert undenufe.cards == _cards("6S 7S 8S 9S TS JS QS KS AS")
    assert undenufe.captions == ("0", "0", "8", "0", "10", "2", "3", "4", "11")
    for row in doc.card_rows():
        assert sum(map(int, row.captions)) in (62, 30, 38)  # a suit's points (rules 3.2)


def test_schieber_rows_agree_with_the_engine_for_every_contract() -> None:
    """Each row is strictly decreasing in the engine's WIN table; captions are POINTS."""
    for options in (SchieberOptions(), SchieberOptions(undenufe_six_eleven=True)):
        doc = help_document("schieber", options, 4)
        modes = {
            "help.schieber.row_trump": (sch_tables.HEARTS, sch_tables.HEARTS),
            "help.schieber.row_plain": (sch_tables.HEARTS, sch_tables.SPADES),
            "help.schieber.row_obenabe": (sch_tables.OBENABE, sch_tables.SPADES),
            "help.schieber.row_undenufe": (sch_tables.UNDENUFE, sch_tables.SPADES),
        }
        points = sch_tables.POINTS_SIX_ELEVEN if options.undenufe_six_eleven else sch_tables.POINTS
        for key, (mode, led) in modes.items():
            row = _row(doc, key)
            ids = [sch_tables.CARD_ID[c] for c in row.cards]
            strength = [sch_tables.WIN[mode][led][i] for i in ids]
            assert strength == sorted(strength, reverse=True) and len(set(strength)) == 9
            assert row.captions == tuple(str(points[mode][i]) for i in ids)


def test_schieber_six_eleven_multipliers_and_weis_follow_the_options() -> None:
    """Swiss official: Undenufe Six 11 / Ace 0, x3 for both, graded runs, four 6s = 100."""
    doc = help_document("schieber", SchieberOptions.from_preset("swiss_official"), 4)
    undenufe = _row(doc, "help.schieber.row_undenufe")
    assert undenufe.captions == ("11", "0", "8", "0", "10", "2", "3", "4", "0")
    assert undenufe.changed
    multipliers = [v for _, v in doc.tables()[0].rows]
    assert multipliers == ["x1", "x2", "x2", "x1", "x3", "x3"]
    weis = _table(doc, "help.schieber.weis_table")
    assert weis["help.schieber.run_long"] == "150/200/250/300"
    assert weis["help.schieber.quad_low"] == "100"
    classic = help_document("schieber", SchieberOptions(), 4)
    assert [v for _, v in classic.tables()[0].rows] == ["x1", "x2", "x2", "x1", "x3", "x4"]
    weis = _table(classic, "help.schieber.weis_table")
    assert weis == {
        "help.schieber.run": "100",
        "help.schieber.run_long": "100/100/100/100",
        "help.schieber.quad_high": "100",
        "help.schieber.quad_nines": "150",
        "help.schieber.quad_jacks": "200",
        "help.schieber.quad_low": "0",
    }
    runs = [v for label, v in classic.tables()[1].rows if label.key == "help.schieber.run"]
    assert runs == ["20", "50", "100"]
    assert "help.schieber.weis_key.swiss" in _keys(doc)
    assert "help.schieber.weis_key.classic" in _keys(classic)


def test_schieber_swiss_faces_name_the_swiss_suits() -> None:
    """The multiplier table names Roses/Shields/Bells/Acorns when Swiss cards are shown."""
    doc = help_document("schieber", SchieberOptions(), 4, "swiss")
    labels = [label.key for label, _ in doc.tables()[0].rows][:4]
    assert labels == [
        "suit.swiss.clubs",
        "suit.swiss.diamonds",
        "suit.swiss.hearts",
        "suit.swiss.spades",
    ]


# ------------------------------------------------------------------ Klaverjas
def test_klaverjas_orders_and_points() -> None:
    """Rules 3: trump J 9 A 10 K Q 8 7 (20 14 11 10 4 3 0 0), plain A 10 K Q J 9 8 7."""
    doc = help_document("klaverjas", KlaverjasOptions(), 4)
    trump = _row(doc, "help.klaverjas.row_trump")
    assert trump.cards == _cards("JH 9H AH TH KH QH 8H 7H")
    assert trump.captions == ("20", "14", "11", "10", "4", "3", "0", "0")
    plain = _row(doc, "help.klaverjas.row_plain")
    assert plain.cards == _cards("AS TS KS QS JS 9S 8S 7S")
    assert plain.captions == ("11", "10", "4", "3", "2", "0", "0", "0")
    for row in (trump, plain):
        ids = [kl_tables.CARD_ID[c] for c in row.cards]
        suit = kl_tables.SUIT_OF[ids[0]]
        values = [kl_tables.WIN[kl_tables.SUIT_INDEX["H"]][suit][i] for i in ids]
        assert values == sorted(values, reverse=True) and len(set(values)) == 8


def test_klaverjas_amsterdam_and_rotterdam_differ_where_the_rules_do() -> None:
    """Amsterdam has the partner exception; Rotterdam makes trumping compulsory."""
    amsterdam = _keys(help_document("klaverjas", KlaverjasOptions(), 4))
    rotterdam = _keys(help_document("klaverjas", KlaverjasOptions(play_rules="rotterdam"), 4))
    assert {
        "help.klaverjas.play.amsterdam_void",
        "help.klaverjas.play.amsterdam_partner",
        "help.klaverjas.play.rules.amsterdam",
    } <= amsterdam
    assert not amsterdam & {
        "help.klaverjas.play.rotterdam_void",
        "help.klaverjas.play.rules.rotterdam",
    }
    assert {
        "help.klaverjas.play.rotterdam_void",
        "help.klaverjas.play.rules.rotterdam",
    } <= rotterdam
    assert "help.klaverjas.play.amsterdam_partner" not in rotterdam


def test_klaverjas_roem_values_and_the_three_player_game() -> None:
    """Roem 20/50/20/40/70, quads 200/100/0 (100 with the option); 3 players: no 4-runs."""
    doc = help_document("klaverjas", KlaverjasOptions(), 4)
    roem = _table(doc, "help.klaverjas.roem_table")
    assert roem == {
        "help.klaverjas.roem.run3": "20",
        "help.klaverjas.roem.run4": "50",
        "help.klaverjas.roem.stuk": "20",
        "help.klaverjas.roem.run3_stuk": "40",
        "help.klaverjas.roem.run4_stuk": "70",
        "help.klaverjas.roem.jacks": "200",
        "help.klaverjas.roem.quad_high": "100",
        "help.klaverjas.roem.quad_low": "0",
    }
    low = help_document("klaverjas", KlaverjasOptions(four_low_ranks_roem=True), 4)
    assert _table(low, "help.klaverjas.roem_table")["help.klaverjas.roem.quad_low"] == "100"
    solo = help_document("klaverjas", KlaverjasOptions(), 3)
    assert set(_table(solo, "help.klaverjas.roem_table")) == {
        "help.klaverjas.roem.run3",
        "help.klaverjas.roem.stuk",
        "help.klaverjas.roem.run3_stuk",
    }
    keys = _keys(solo)
    assert {"help.klaverjas.intro3", "help.klaverjas.widow", "help.klaverjas.nat3"} <= keys
    assert "help.klaverjas.play.amsterdam_partner" not in keys
    deals = [
        p
        for page in solo.pages
        for p in page.blocks
        if isinstance(p, Paragraph) and p.text.key == "help.klaverjas.length.deals"
    ]
    assert dict(deals[0].text.params)["deals"] == 15


# ------------------------------------------------------------------ Stichln
@pytest.mark.parametrize("seats", [3, 4, 5, 6, 7, 8])
def test_stichln_setup_per_seat_count(seats: int) -> None:
    """Colours, top value and hand size are the rules' table (section 3)."""
    expected = {
        3: (5, 8, 15),
        4: (5, 11, 15),
        5: (5, 14, 15),
        6: (6, 14, 15),
        7: (6, 17, 14),
        8: (6, 19, 15),
    }[seats]
    doc = help_document("stichln", StichlnOptions(), seats)
    intro = next(b for b in doc.pages[0].blocks if isinstance(b, Paragraph))
    params = dict(intro.text.params)
    assert (params["colours"], params["top"], params["hand"]) == expected
    assert params["tricks"] == expected[2] - 1
    colours = _row(doc, "help.stichln.colours")
    assert len(colours.cards) == expected[0]
    assert all(card.rank == expected[1] for card in colours.cards)
    aside = [
        b
        for b in doc.pages[0].blocks
        if isinstance(b, Paragraph) and b.text.key == "help.stichln.aside"
    ]
    assert [dict(b.text.params)["aside"] for b in aside] == ([10] if seats == 7 else [])


def test_stichln_seven_players_fifteen_cards_and_options() -> None:
    """15 cards at 7 players leave 3 aside; the reveal and zero-trick options show."""
    doc = help_document(
        "stichln",
        StichlnOptions(
            seven_player_hand=15,
            minus_reveal="hidden_until_scoring",
            all_zero_trick="discard_leader_leads_again",
        ),
        7,
    )
    aside = [
        b
        for b in doc.pages[0].blocks
        if isinstance(b, Paragraph) and b.text.key == "help.stichln.aside"
    ]
    assert dict(aside[0].text.params)["aside"] == 3 and aside[0].changed
    keys = _keys(doc)
    assert {
        "help.stichln.reveal.hidden_until_scoring",
        "help.stichln.zero.discard_leader_leads_again",
    } <= keys


def test_stichln_examples_are_scored_by_the_engine() -> None:
    """Spec 10.1 W3 and W6 winners; the section 6 example scores -5 - 3 = -8."""
    doc = help_document("stichln", StichlnOptions(), 4)
    w3 = _row(doc, "help.stichln.example_other")
    assert [isinstance(c, str) for c in w3.captions] == [True, True, False, True]  # red 6
    w6 = _row(doc, "help.stichln.example_zero")
    assert [isinstance(c, str) for c in w6.captions] == [True, True, False, True]  # blue 3
    captured = _row(doc, "help.stichln.score_captured")
    assert captured.captions == ("-8", "+1", "+1", "+1", "0")
    assert dict(captured.title.params)["total"] == -8
    assert (
        st_tables.round_score(
            st_tables.CARD_ID[Card("R", 3)], st_tables.cards_to_mask(captured.cards)
        )
        == -8
    )


# ------------------------------------------------------------------ Was Sticht
def test_was_sticht_trump_order_is_the_rules_example() -> None:
    """Spec 8.3 with red and 5: R5 > B5 = G5 = Y5 > R9 ... R1."""
    doc = help_document("was_sticht", WasStichtOptions(), 4)
    row = _row(doc, "help.was_sticht.trump_row")
    assert row.cards == _cards("R5 B5 G5 Y5 R9 R8 R7 R6 R4 R3 R2 R1")
    levels = [c.key.rsplit(".", 1)[1] for c in row.captions]  # type: ignore[union-attr]
    assert levels == ["super"] + ["number"] * 3 + ["colour"] * 8
    combo = ws_tables.combo(ws_tables.COLOURS.index("R"), 5)
    strength = [ws_tables.STRENGTH[combo][0][ws_tables.CARD_ID[c]] for c in row.cards]
    assert strength == sorted(strength, reverse=True)
    assert len(set(strength[1:4])) == 1  # the number trumps are equal


def test_was_sticht_chips_and_game_length_follow_the_options() -> None:
    """Chip values come from the options; short and full game read differently."""
    short = help_document("was_sticht", WasStichtOptions(), 3)
    values = _table(short, "help.was_sticht.chip_table")
    assert values["help.was_sticht.chip.SOLE_MOST"] == "9"
    assert values["help.was_sticht.chip.EXACTLY_1"] == "1"
    assert len(values) == 12
    keys = _keys(short)
    assert {
        "help.was_sticht.dummy",
        "help.was_sticht.end.short",
        "help.was_sticht.fewest.yes",
    } <= keys
    custom = WasStichtOptions(game_length="full", chip_values=ChipValues(SOLE_MOST=6))
    full = help_document("was_sticht", custom, 4)
    assert _table(full, "help.was_sticht.chip_table")["help.was_sticht.chip.SOLE_MOST"] == "6"
    assert next(t for t in full.tables() if isinstance(t, ValueTable)).changed
    keys = _keys(full)
    assert {
        "help.was_sticht.end.full",
        "help.was_sticht.draft_chips.full",
        "help.was_sticht.fewest.no",
    } <= keys
    assert "help.was_sticht.dummy" not in keys and "help.was_sticht.end.short" not in keys
    end = next(
        b
        for b in short.pages[0].blocks
        if isinstance(b, Paragraph) and b.text.key == "help.was_sticht.end.short"
    )
    assert dict(end.text.params) == {"target": 4, "rounds": 6}


# ------------------------------------------------------------------ Skitgubbe
def test_skitgubbe_ranks_examples_and_phase_options() -> None:
    """Ace high to 2; the example lays are lays and beats for the engine; options show."""
    doc = help_document("skitgubbe", SkitgubbeOptions(), 4)
    ranks = _row(doc, "help.skitgubbe.ranks")
    assert [c.rank for c in ranks.cards] == list(range(14, 1, -1))
    beat = _row(doc, "help.skitgubbe.p2.beat_example")
    assert all(not isinstance(c, str) for c in beat.captions)  # every step really beats
    intro = dict(doc.pages[0].blocks[0].text.params)  # type: ignore[union-attr]
    assert (intro["dealt"], intro["stock"]) == (3, 40)
    keys = _keys(doc)
    assert {
        "help.skitgubbe.p1.all_players",
        "help.skitgubbe.p1.tie",
        "help.skitgubbe.p2.pickup.connected_chain",
    } <= keys
    pagat = help_document(
        "skitgubbe",
        SkitgubbeOptions(phase1_mode="two_player_tricks", phase2_sequences=False, daring=True),
        3,
    )
    keys = _keys(pagat)
    assert {
        "help.skitgubbe.p1.two_player_tricks",
        "help.skitgubbe.p1.bounce",
        "help.skitgubbe.p2.sequences.no",
        "help.skitgubbe.p1.daring.yes",
    } <= keys
    assert not keys & {
        "help.skitgubbe.p1.tie",
        "help.skitgubbe.p2.pickup.connected_chain",
        "help.skitgubbe.p2.run_example",
    }


def test_schieber_help_names_swiss_figures_with_swiss_faces() -> None:
    """With Swiss faces the Weis page names the Banner, Under and Ober (issue 30); with
    French faces the 10, Jack and Queen."""
    swiss = _keys(help_document("schieber", SchieberOptions(), 4, "swiss"))
    french = _keys(help_document("schieber", SchieberOptions(), 4, "french"))
    figures = {"help.schieber.weis", "help.schieber.quad_high", "help.schieber.quad_jacks"}
    assert {f"{key}.swiss" for key in figures} <= swiss
    assert figures & swiss == set()
    assert figures <= french
    assert {f"{key}.swiss" for key in figures} & french == set()
