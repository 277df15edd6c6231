"""English texts of the klaverjas table."""

MESSAGES: dict[str, str] = {
    # choices
    "klaverjas.choose_title": "Choose trumps, or pass",
    "klaverjas.forced_title": "Everybody passed: you must choose trumps",
    "klaverjas.utrecht_title": "First hand chooses trumps",
    "klaverjas.turned_title": "Turned up: {suit}. Play it, or pass?",
    "klaverjas.forced_turned_title": "Everybody passed: you play the turned-up {suit}",
    "klaverjas.play_suit": "Play {suit}",
    "klaverjas.pass": "Pass",
    "klaverjas.lay_away_title": "Lay away two cards",
    "klaverjas.lay_away_button": "Lay away {a} + {b}",
    "klaverjas.take_back": "Take back {card}",
    "klaverjas.roem_title": "Roem in the last trick: {points}",
    "klaverjas.claim": "Claim roem +{points}",
    "klaverjas.always_claim": "Always claim roem",
    "klaverjas.let_go": "Let it go",
    "klaverjas.card": "{rank} of {suit}",
    "klaverjas.rank.7": "7",
    "klaverjas.rank.8": "8",
    "klaverjas.rank.9": "9",
    "klaverjas.rank.10": "10",
    "klaverjas.rank.jack": "Jack",
    "klaverjas.rank.queen": "Queen",
    "klaverjas.rank.king": "King",
    "klaverjas.rank.ace": "Ace",
    # prompts
    "klaverjas.prompt_bid": "Your turn: name a trump suit, or pass",
    "klaverjas.prompt_forced": "You are first hand: name the trump suit",
    "klaverjas.prompt_turned": "Play the turned-up {suit} as trumps, or pass",
    "klaverjas.prompt_lay_away": "You took the widow: pick two cards to lay away ({n} of 2)",
    "klaverjas.prompt_claim": "Claim the roem (button), or play a card and let it go",
    "klaverjas.prompt_claim_last": "Claim the roem of the last trick, or let it go",
    "klaverjas.prompt_lead": "Your lead: play any card (click it twice, or arrows + Enter)",
    "klaverjas.prompt_free": "Your turn: any card may be played",
    "klaverjas.prompt_follow": "Your turn: follow suit ({suit})",
    "klaverjas.prompt_trump_led": "Trumps led: play a trump, higher if you can",
    "klaverjas.prompt_must_trump": "You cannot follow: you must trump",
    "klaverjas.prompt_discard": "You cannot follow or overtrump: discard a card",
    "klaverjas.prompt_play": "Your turn: play a highlighted card",
    # info panel
    "klaverjas.deal_of": "Deal {n} of {total}",
    "klaverjas.deal_target": "Deal {n}, first to {target}",
    "klaverjas.dealer": "Dealer: {name}",
    "klaverjas.choosing": "Trump choice: {name} to speak",
    "klaverjas.passed": "Passed: {names}",
    "klaverjas.trumps_line": "Trumps: {suit}, made by {name}",
    "klaverjas.laying_away": "Laying away: {name}",
    "klaverjas.tricks_line": "Tricks: {tricks}",
    "klaverjas.roem_line": "Roem: {roem}",
    "klaverjas.rules_amsterdam": "Amsterdam rules",
    "klaverjas.rules_rotterdam": "Rotterdam rules",
    "klaverjas.always_on": "Roem: always claimed for you",
    # table drawings
    "klaverjas.badge_trumps": "Trumps",
    "klaverjas.badge_turned": "Turned up",
    "klaverjas.badge_choosing": "No trumps yet",
    "klaverjas.badge_maker": "made by {name}",
    "klaverjas.badge_to_speak": "{name} to speak",
    "klaverjas.roem_trick": "Roem trick",
    "klaverjas.summary_sheet": "Score sheet (roem in brackets)",
    "klaverjas.deal_dealer": "Deal {n} of {total}, dealer {name}",
    "klaverjas.deal_dealer_target": "Deal {n} (to {target}), dealer {name}",
    "klaverjas.widow": "Widow",
    "klaverjas.laid_away": "Laid away",
    "klaverjas.lay_away_here": "Lay away ({n} of 2)",
    # score sheet
    "klaverjas.sheet_title": "Score sheet, deal {n} of {total}",
    "klaverjas.sheet_title_target": "Score sheet, first to {target}",
    "klaverjas.sheet_row": "#{n} {suit} {name}",
    "klaverjas.mark_nat": "NAT",
    "klaverjas.mark_pit": "PIT",
    "klaverjas.mark_thrown": "thrown in",
    # banners
    "klaverjas.announce_trump": "{name} plays {suit}",
    "klaverjas.announce_trump_widow": "{name} plays {suit} and takes the widow",
    "klaverjas.announce_pass": "{name} passes",
    "klaverjas.announce_turned": "Turned up: {suit}",
    "klaverjas.announce_turned_again": "Second turn-up: {suit}",
    "klaverjas.announce_thrown_in": "Everybody passed: the cards are thrown in",
    "klaverjas.announce_laid_away": "{name} lays two cards away",
    "klaverjas.announce_roem": "Roem! +{points} for {side}",
    "klaverjas.announce_roem_lost": "Roem of {points} not claimed: lost",
    "klaverjas.announce_nat": "Nat! {side} did not make it",
    "klaverjas.announce_pit": "Pit! {side} took every trick (+{bonus})",
    "klaverjas.announce_pit_no_bonus": "Pit! {side} took every trick",
    # summary
    "klaverjas.summary_trumps": "Trumps {suit}, made by {name}",
    "klaverjas.summary_thrown": "Everybody passed: thrown in, the deal does not count",
    "klaverjas.summary_cards": "Card points (last trick +10)",
    "klaverjas.summary_cards_3p": "Card points (last trick +10, laid away)",
    "klaverjas.summary_roem": "Roem",
    "klaverjas.summary_pit": "Pit bonus",
    "klaverjas.summary_nat": "Nat: the makers' points go over",
    "klaverjas.summary_made": "Made: more than half for {side}",
    "klaverjas.summary_nat_line": "NAT: {side} did not make it",
    "klaverjas.summary_deal": "This deal",
    "klaverjas.summary_total": "Game total",
    "klaverjas.summary_earlier": "Deal {n}: {suit} {marks}",
    # match over
    "klaverjas.won": "{side} win the game",
    "klaverjas.won_one": "{side} wins the game",
    "klaverjas.draw": "A draw: {sides}",
    "rules.klaverjas": (
        "Four players, partners opposite; play goes clockwise, 8 cards each (32-card pack).\n"
        "From first hand on, each names a trump suit or passes; if all pass, first hand\n"
        "must choose. First hand always leads. Follow suit; if you cannot, trump (overtrump)\n"
        "when an opponent is winning. Trumps led: beat the best trump if you can.\n"
        "Trump order J 9 A 10 K Q 8 7: Jack 20, Nine 14, Ace 11, Ten 10, King 4, Queen 3.\n"
        "Plain A 10 K Q J 9 8 7. Last trick +10: 162 points per deal.\n"
        "Roem in a trick: three in sequence 20, four 50, King + Queen of trumps 20, four of\n"
        "a kind 100, four Jacks 200. Makers need more than half of all points and roem,\n"
        "else they go nat and the others get everything. All eight tricks: pit, +100.\n"
        "Three players: a two-card widow for the maker, who lays two cards away."
    ),
}
