"""English refusal sentences: `<game id>.refuse.<key>`, word for word what the engines say.

The engines return these sentences as `Refusal` strings carrying the key and raw
parameters; the table screen shows them through the catalog, so every language (English
included) names cards and suits from the `card.*` entries below.
"""

MESSAGES: dict[str, str] = {
    # cards and suits inside refusals (lower-case suits, as the sentences use them)
    "card.french": "{rank} of {suit}",
    "card.colour": "{colour} {rank}",
    "card.rank.11": "Jack",
    "card.rank.12": "Queen",
    "card.rank.13": "King",
    "card.rank.14": "Ace",
    "card.rank.swiss.10": "Banner",
    "card.rank.swiss.11": "Under",
    "card.rank.swiss.12": "Ober",
    "card.suit.C": "clubs",
    "card.suit.D": "diamonds",
    "card.suit.H": "hearts",
    "card.suit.S": "spades",
    "card.suit.R": "red",
    "card.suit.B": "blue",
    "card.suit.G": "green",
    "card.suit.Y": "yellow",
    "card.suit.P": "purple",
    "card.suit.N": "brown",
    # shared by every game (game.core.rules.why_cards_misnamed); a game's own entry wins
    "core.refuse.twice": "You named the {card} twice.",
    "core.refuse.card_order": "Name the cards in the order {order}.",
    # Schieber
    "schieber.refuse.deal_over": "The deal is over.",
    "schieber.refuse.extra_word": "This action takes no word after its name.",
    "schieber.refuse.card_count": "This action names the wrong number of cards.",
    "schieber.refuse.trump_known": "The trump has already been announced.",
    "schieber.refuse.weis_once": "Weis is declared once, before your first card.",
    "schieber.refuse.weis_not_held": "That is not a Weis you can declare from your hand.",
    "schieber.refuse.weis_order": "Write the Weis as {order}.",
    "schieber.refuse.weis_first": "Declare your Weis first (or declare none).",
    "schieber.refuse.not_action": "'{kind}' is not a Schieber action.",
    "schieber.refuse.one_card": "Play exactly one card.",
    "schieber.refuse.not_in_deck": "{code} is not a card of the Jass deck.",
    "schieber.refuse.not_held": "You do not hold the {card}.",
    "schieber.refuse.stoeck_second": (
        "Stöck is announced with the second of your trump King and Queen."
    ),
    "schieber.refuse.pushed_to_you": "Your partner pushed to you: you must name the contract.",
    "schieber.refuse.pushed_back": (
        "The choice was pushed back to you: you must name the contract."
    ),
    "schieber.refuse.not_contract": (
        "'{arg}' is not a contract: name a suit, Obenabe or Undenufe."
    ),
    "schieber.refuse.contract_first": (
        "First the contract must be named (or pushed to the partner)."
    ),
    "schieber.refuse.follow": "You must follow {suit}.",
    "schieber.refuse.trump_led": "Trumps were led: you must play a trump.",
    "schieber.refuse.undertrump": "You may not undertrump the {card}.",
    "schieber.refuse.follow_or_trump": "You must follow {suit} or play a trump.",
    "schieber.refuse.not_now": "That card may not be played now.",
    # Klaverjas
    "klaverjas.refuse.not_action": "'{kind}' is not a Klaverjas action.",
    "klaverjas.refuse.claim_last": "Claim the roem of the last trick (roem) or let it go (pass).",
    "klaverjas.refuse.deal_over": "The deal is over.",
    "klaverjas.refuse.no_roem": (
        "There is no roem to claim now: it is claimed before the next lead."
    ),
    "klaverjas.refuse.trump_known": "Trumps are already chosen: play a card.",
    "klaverjas.refuse.lay_away_when": "Cards are laid away only right after taking the widow.",
    "klaverjas.refuse.one_card": "Play exactly one card.",
    "klaverjas.refuse.not_in_deck": "{code} is not a card of the Klaverjas pack.",
    "klaverjas.refuse.not_held": "You do not hold the {card}.",
    "klaverjas.refuse.lay_away_first": "First lay two cards away face down (you took the widow).",
    "klaverjas.refuse.lay_away_two": "Lay away exactly two cards.",
    "klaverjas.refuse.pass_no_cards": "Passing takes no cards.",
    "klaverjas.refuse.utrecht": "As first hand you must choose trumps (Utrecht rule).",
    "klaverjas.refuse.forced_choice": (
        "Everybody passed: as first hand you must choose trumps now."
    ),
    "klaverjas.refuse.bid_first": "First the trump suit must be chosen (or passed).",
    "klaverjas.refuse.not_suit": "'{arg}' is not a suit: choose C, D, H or S.",
    "klaverjas.refuse.forced_turned": "Everybody passed: you must play the turned-up suit, {suit}.",
    "klaverjas.refuse.only_turned": "Only the turned-up suit, {suit}, can be accepted (or pass).",
    "klaverjas.refuse.trump_led": "Trumps were led: you must play one of your {trump}.",
    "klaverjas.refuse.trump_beat": "Trumps were led: you must beat the {card} if you can.",
    "klaverjas.refuse.follow": "You must follow {suit}.",
    "klaverjas.refuse.undertrump_partner": "You may not undertrump your partner's {card}.",
    "klaverjas.refuse.overtrump": "You must overtrump the {card}.",
    "klaverjas.refuse.undertrump": "You may not undertrump the {card} while you can discard.",
    "klaverjas.refuse.rotterdam_trump": (
        "You cannot follow {suit}, so you must play one of your {trump} "
        "(Rotterdam rules: even on your partner's trick)."
    ),
    "klaverjas.refuse.must_trump": "An opponent is winning the trick: you must play a trump.",
    "klaverjas.refuse.must_overtrump": (
        "An opponent is winning the trick: you must overtrump the {card}."
    ),
    # Stichln
    "stichln.refuse.round_over": "The round is over.",
    "stichln.refuse.not_action": "'{kind}' is not a Stichln action: declare or play a card.",
    "stichln.refuse.declare_first": "First put one card face down as your minus colour.",
    "stichln.refuse.declared": (
        "Your minus-colour card is already down: play a card to the trick."
    ),
    "stichln.refuse.stray_word": "'{arg}' is not part of a Stichln action.",
    "stichln.refuse.one_card": "Choose exactly one card.",
    "stichln.refuse.not_in_deck": "{code} is not a Stichln card.",
    "stichln.refuse.not_held": "You do not hold the {card}.",
    # Was Sticht
    "was_sticht.refuse.ask_chip": "The task chips are being drafted: take a chip (chip:KIND).",
    "was_sticht.refuse.ask_take": (
        "The cards are being drafted: take a card from the column (take:CARD)."
    ),
    "was_sticht.refuse.ask_task": "Choose your task for this round first (task:KIND).",
    "was_sticht.refuse.ask_play": "The tricks are being played: play a card (play:CARD).",
    "was_sticht.refuse.ask_turn": "The dealer first chooses which chip to turn (turn:KIND).",
    "was_sticht.refuse.round_over": "The round is over.",
    "was_sticht.refuse.not_action": "'{kind}' is not a Was Sticht action.",
    "was_sticht.refuse.take_one": "Take exactly one card.",
    "was_sticht.refuse.one_card": "Play exactly one card.",
    "was_sticht.refuse.not_in_deck": "{code} is not a Was Sticht card.",
    "was_sticht.refuse.taken": "The {card} has already been taken.",
    "was_sticht.refuse.not_in_column": "The {card} is not in column {column}.",
    "was_sticht.refuse.not_held": "You do not hold the {card}.",
    "was_sticht.refuse.chip_not_card": "Name a chip kind, not a card.",
    "was_sticht.refuse.not_chip": "'{arg}' is not a task chip.",
    "was_sticht.refuse.chip_gone": "No {chip} chip is left.",
    "was_sticht.refuse.chip_short_game": (
        "You already hold a {chip} chip; in the short game take a kind you do not hold "
        "while there is one."
    ),
    "was_sticht.refuse.chip_completed": "Your {chip} chip is already completed.",
    "was_sticht.refuse.chip_not_held": "You hold no {chip} chip.",
    "was_sticht.refuse.trump_led": (
        "A trump was led: you must play a trump (a colour or a number trump)."
    ),
    "was_sticht.refuse.follow": "You must follow {suit}.",
    "was_sticht.refuse.follow_not_trump": (
        "You must follow {suit}: the {card} is a trump, not a {suit} card."
    ),
    "was_sticht.chip.NO_TRICKS": "'no tricks' (NO_TRICKS)",
    "was_sticht.chip.NO_RED": "'no red cards' (NO_RED)",
    "was_sticht.chip.NO_BLUE": "'no blue cards' (NO_BLUE)",
    "was_sticht.chip.NO_GREEN": "'no green cards' (NO_GREEN)",
    "was_sticht.chip.NO_YELLOW": "'no yellow cards' (NO_YELLOW)",
    "was_sticht.chip.EXACTLY_1": "'exactly 1 trick' (EXACTLY_1)",
    "was_sticht.chip.EXACTLY_2": "'exactly 2 tricks' (EXACTLY_2)",
    "was_sticht.chip.EXACTLY_3": "'exactly 3 tricks' (EXACTLY_3)",
    "was_sticht.chip.EXACTLY_4": "'exactly 4 tricks' (EXACTLY_4)",
    "was_sticht.chip.LAST_TRICK": "'the last trick' (LAST_TRICK)",
    "was_sticht.chip.SOLE_MOST": "'the most tricks alone' (SOLE_MOST)",
    "was_sticht.chip.SOLE_FEWEST": "'the fewest tricks alone' (SOLE_FEWEST)",
    # Skitgubbe
    "skitgubbe.refuse.game_over": "The game is over.",
    "skitgubbe.refuse.not_action": "'{kind}' is not a Skitgubbe action.",
    "skitgubbe.refuse.stray_word": "Skitgubbe actions take no word after their kind, only cards.",
    "skitgubbe.refuse.not_in_deck": "That is not a card of the 52-card pack.",
    "skitgubbe.refuse.twice": "You named the {card} twice.",
    "skitgubbe.refuse.not_held": "You do not hold the {card}.",
    "skitgubbe.refuse.no_daring": (
        "Daring (playing the top stock card) is not allowed in this game."
    ),
    "skitgubbe.refuse.dare_no_cards": "A dare plays the top card of the stock: name no cards.",
    "skitgubbe.refuse.dare_stock": "You may dare only while the stock holds more than one card.",
    "skitgubbe.refuse.add_later": "Cards are added only once the trick has been decided.",
    "skitgubbe.refuse.phase1_play": "Phase 2 has not begun: play one to three cards of one rank.",
    "skitgubbe.refuse.play_some": "Play at least one card.",
    "skitgubbe.refuse.one_at_a_time": "In two-player tricks you play one card at a time.",
    "skitgubbe.refuse.at_most_three": "Play at most three cards.",
    "skitgubbe.refuse.same_rank": "All the cards you play must have the same rank.",
    "skitgubbe.refuse.add_now": (
        "The trick is decided: add cards of a rank on the table, or add nothing."
    ),
    "skitgubbe.refuse.add_rank": (
        "You may add only cards of a rank on the table; the {card} is not."
    ),
    "skitgubbe.refuse.pickup_no_cards": "A pick-up takes cards from the table: name no cards.",
    "skitgubbe.refuse.table_empty": "The table is empty: lead a card or a sequence.",
    "skitgubbe.refuse.phase2_lay": "This is phase 2: lay a card or a sequence, or pick up.",
    "skitgubbe.refuse.lay_some": "Lay at least one card.",
    "skitgubbe.refuse.singles_only": "In this game phase 2 is played with single cards only.",
    "skitgubbe.refuse.run_one_suit": "A sequence must be all of one suit.",
    "skitgubbe.refuse.run_gap": (
        "A sequence needs consecutive ranks with no gap (the ace is only high)."
    ),
    "skitgubbe.refuse.beat_trump": "Only higher trumps beat the {card}; otherwise pick up.",
    "skitgubbe.refuse.beat_higher": "Every card you lay must be higher than the {card}.",
    "skitgubbe.refuse.beat_or_trump": (
        "Beat the {card} with higher {suit} or a trump ({trump}), or pick up."
    ),
}
