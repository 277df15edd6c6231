"""Hand-made situations where a club player's choice is clear."""

from __future__ import annotations

import random

from game.core.cards import JASS36, PIQUET32
from game.core.rules import Action, DealContext
from game.games import REGISTRY
from game.games.klaverjas.options import KlaverjasOptions
from game.games.klaverjas.rules import KlaverjasRules
from game.games.schieber.bots import play_action
from game.games.schieber.options import SchieberOptions
from game.games.schieber.rules import SchieberRules
from game.games.schieber.tables import CARD_ID


def _schieber(hands: list[str], dealer: int, script: str, **options: object):
    rules = SchieberRules(SchieberOptions.model_validate(options))
    state = rules.deal_from_hands(
        [JASS36.parse_many(h) for h in hands], dealer, DealContext(deal_index=1)
    )
    for text in script.split():
        state, _ = rules.apply(state, rules.decode(text))
    return rules, state


def _klaverjas(hands: tuple[str, ...], dealer: int, script: str, **options: object):
    rules = KlaverjasRules(KlaverjasOptions(**options))
    state = rules.deal_from_hands([PIQUET32.parse_many(h) for h in hands], dealer)
    for text in script.split():
        state, _ = rules.apply(state, rules.decode(text))
    return rules, state


def _choices(game_id: str, rules, state, seeds: int = 3) -> dict[str, set[str]]:
    """What basic and strong choose here (strong over a few seeds)."""
    game = REGISTRY[game_id]
    seat = rules.to_act(state)
    view, legal = rules.view(state, seat), rules.legal_actions(state)
    out = {"basic": {str(game.bots["basic"]().choose(view, legal, random.Random(0)))}}
    strong = game.bots["strong"](work=6000, budget=30.0)  # the work budget decides
    out["strong"] = {str(strong.choose(view, legal, random.Random(s))) for s in range(seeds)}
    return out


# Schieber, hearts trumps; N (0) leads, then W (3), S (2), E (1).
SCHIEBER_FEED = [
    "KS 6C 7C 8C 9C TC JC QC KC",  # N
    "TS 8S 9S QS JS QH KH AH 6S",  # E
    "7S AC AD 6H 7H 8H 9H TH JH",  # S
    "AS 6D 7D 8D 9D TD JD QD KD",  # W
]


def test_schieber_feeds_the_partners_ace_and_does_not_trump_it() -> None:
    """W's Ace of spades wins; E plays last: give the Ten, never a trump."""
    rules, state = _schieber(SCHIEBER_FEED, 1, "trump:H play:KS play:AS play:7S")
    assert rules.to_act(state) == 1
    choices = _choices("schieber", rules, state)
    assert choices["basic"] == {"play:TS"}
    assert choices["strong"] == {"play:TS"}


def test_schieber_leads_the_trump_jack_with_many_trumps() -> None:
    """N named hearts holding J 9 A K 10 of trumps: lead the Jack to draw trumps (the
    strong bot may draw with the King, Ace or Nine first: holding the four best trumps,
    each wins the trick, and the Jack kept hidden misleads the basic opponents)."""
    hands = [
        "JH 9H AH KH TH AS AC AD 6S",
        "QH 8H 7H 6H 7S 8S 9S TS JS",
        "QS KS 6C 7C 8C 9C TC JC QC",
        "KC 6D 7D 8D 9D TD JD QD KD",
    ]
    rules, state = _schieber(hands, 1, "trump:H")
    assert rules.to_act(state) == 0
    choices = _choices("schieber", rules, state)
    assert choices["basic"] == {"play:JH"}
    assert choices["strong"] <= {"play:JH", "play:9H", "play:AH", "play:KH"}


def test_schieber_contract_choice_and_push() -> None:
    """A trump-rich hand names that suit; a hand of small cards pushes; Weis and Stöck
    are declared when manual."""
    bot = REGISTRY["schieber"].bots["basic"]()
    hands = [
        "JH 9H AH KH TH AS AC 6D 6S",
        "QH 8H 7H 6H 7S 8S 9S TS JS",
        "QS KS 6C 7C 8C 9C TC JC QC",
        "KC AD 7D 8D 9D TD JD QD KD",
    ]
    rules, state = _schieber(hands, 1, "")
    view, legal = rules.view(state, 0), rules.legal_actions(state)
    assert bot.choose(view, legal, random.Random(0)) == Action("trump", (), "H")
    # Middle cards only: no top card in any contract, at most two of a suit as trumps.
    weak = ["7H TH 9C TC QD 8D 7D QS 9S"]
    rest = [str(c) for c in JASS36.cards if str(c) not in weak[0].split()]
    weak += [" ".join(rest[i : i + 9]) for i in (0, 9, 18)]
    rules, state = _schieber(weak, 1, "")
    view, legal = rules.view(state, 0), rules.legal_actions(state)
    assert bot.choose(view, legal, random.Random(0)) == Action("push")
    # Manual Weis: declare the whole optimal set; manual Stöck: always announce.
    rules, state = _schieber(
        hands, 1, "trump:H", weis_declaration="manual", stoeck_declaration="manual"
    )
    view, legal = rules.view(state, 0), rules.legal_actions(state)
    weis = bot.choose(view, legal, random.Random(0))
    assert weis == Action("weis", (), "9H.TH.JH")  # the only Weis: 9-10-J of hearts
    assert weis == max(legal, key=lambda a: len(a.arg))


def test_schieber_announces_stoeck() -> None:
    """Manual Stöck: playing the second of trump King and Queen always announces it."""
    rules, state = _schieber(
        SCHIEBER_FEED, 1, "trump:H play:KS play:AS play:7S play:KH", stoeck_declaration="manual"
    )
    seat = rules.to_act(state)
    legal = rules.legal_actions(state)
    assert seat == 1 and Action("stoeck", JASS36.parse_many("QH")) in legal
    assert play_action(CARD_ID[JASS36.parse_many("QH")[0]], legal).kind == "stoeck"
    view = rules.view(state, seat)
    checked = 0
    for name in ("basic", "strong"):
        for seed in range(3):
            action = REGISTRY["schieber"].bots[name]().choose(view, legal, random.Random(seed))
            assert action in legal
            if str(action.cards[0]) == "QH":
                assert action.kind == "stoeck"
            checked += 1
    assert checked == 6


# Klaverjas, hearts trumps; N (0) is first hand (dealer W), play goes N, E, S, W.
KLAVERJAS_FEED = (
    "KS 7C 8C 9C TC JC QC KC",
    "AS 9S JS QS 7D 8D 9D JD",
    "7S 8S TS 9H TH JH KH AH",
    "7H 8H QH TD QD KD AD AC",
)


def test_klaverjas_feeds_the_partners_trick_without_trumping() -> None:
    """E's Ace of spades wins; W, last and void, gives points and keeps the trumps."""
    rules, state = _klaverjas(KLAVERJAS_FEED, 3, "trump:H play:KS play:AS play:7S")
    assert rules.to_act(state) == 3
    choices = _choices("klaverjas", rules, state)
    for name, picked in choices.items():
        for text in picked:
            card = text.split(":")[1]
            assert card[1] != "H", (name, text)  # no trump on the partner's trick
            assert card[0] in "AT", (name, text)  # ten or more points fed


def test_klaverjas_leads_the_trump_jack_as_maker() -> None:
    """N made hearts with J A 10 K Q of trumps and leads: the Jack first (the only
    trump no opponent can beat)."""
    hands = (
        "JH AH TH KH QH AS AC AD",
        "9H 8H 7H 7S 8S 9S TS JS",
        "QS KS 7C 8C 9C TC JC QC",
        "KC 7D 8D 9D TD JD QD KD",
    )
    rules, state = _klaverjas(hands, 3, "trump:H")
    choices = _choices("klaverjas", rules, state)
    assert choices["basic"] == {"play:JH"}
    # The hand is so strong that the search finds cashing a side Ace first just as good
    # (every lead here wins its trick); it never leads a trump an opponent could beat.
    assert choices["strong"] <= {"play:JH", "play:AS", "play:AC", "play:AD"}


def test_klaverjas_bidding_claiming_and_laying_away() -> None:
    """Strong trumps are named, a weak hand passes, roem is always claimed, and the
    three-player maker lays away two cards without a trump."""
    bot = REGISTRY["klaverjas"].bots["basic"]()
    hands = (
        "JH 9H AH TH KH AS AC AD",
        "QH 8H 7H 7S 8S 9S TS JS",
        "QS KS 7C 8C 9C TC JC QC",
        "KC 7D 8D 9D TD JD QD KD",
    )
    rules, state = _klaverjas(hands, 3, "")
    assert bot.choose(rules.view(state, 0), rules.legal_actions(state), random.Random(0)) == Action(
        "trump", (), "H"
    )
    weak = ["JH 9H AH TH KH AS AC AD", "7H 8H 7S 8S 7C 8C 7D QD"]
    rest = [str(c) for c in PIQUET32.cards if str(c) not in " ".join(weak).split()]
    weak += [" ".join(rest[:8]), " ".join(rest[8:])]
    rules, state = _klaverjas(tuple(weak), 0, "")  # E is first hand with small cards
    assert rules.to_act(state) == 1
    assert bot.choose(rules.view(state, 1), rules.legal_actions(state), random.Random(0)) == Action(
        "pass"
    )
    # Manual roem: N wins K-Q of trumps (stuk, 20) and claims it before leading again.
    rules, state = _klaverjas(
        hands, 3, "trump:H play:KH play:QH play:QS play:KC", roem_claim="manual"
    )
    legal = rules.legal_actions(state)
    assert rules.to_act(state) == 0 and Action("roem") in legal
    for name in ("basic", "strong"):
        claim = (
            REGISTRY["klaverjas"].bots[name]().choose(rules.view(state, 0), legal, random.Random(0))
        )
        assert claim == Action("roem"), name
    # Three players: the maker lays away two non-trumps.
    three = KlaverjasRules(KlaverjasOptions())
    cards = list(PIQUET32.cards)
    hands3 = [cards[0:10], cards[10:20], cards[20:30]]
    state = three.deal_from_hands(hands3, 2)
    legal = three.legal_actions(state)
    seat = three.to_act(state)
    state, _ = three.apply(state, Action("trump", (), "C"))
    assert three.to_act(state) == seat
    legal = three.legal_actions(state)
    action = bot.choose(three.view(state, seat), legal, random.Random(0))
    assert action.kind == "discard" and all(card.suit != "C" for card in action.cards)
