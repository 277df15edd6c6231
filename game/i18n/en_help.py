"""English texts of the rules help (game/help) and the "how to play this table" overlay."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------ the rules screen
    "help.title": "{name}: the rules",
    "help.subtitle": "{seats} players at this table. Gold text: an option changed from the "
    "default.",
    "help.keys": "Left/Right or Tab: topic  -  Up/Down, wheel, PgUp/PgDn: scroll  -  Esc: back",
    "help.back": "Back",
    "help.tab.overview": "Overview",
    "help.tab.cards": "Cards",
    "help.tab.play": "Play",
    "help.tab.scoring": "Scoring",
    "help.tab.weis": "Weis",
    "help.tab.trumps": "Trumps",
    "help.tab.chips": "Task chips",
    "help.tab.phase1": "Phase 1",
    "help.tab.phase2": "Phase 2",
    "help.caption.wins": "wins",
    # ------------------------------------------------------------ Schieber
    "help.schieber.intro": (
        "Four players in two teams; partners sit opposite. 36 cards, 9 each. Dealing and "
        "play go counter-clockwise: the next player is the one on your right."
    ),
    "help.schieber.preset.classic": "Rule set: classic (the traditional rules).",
    "help.schieber.preset.swiss_official": (
        "Rule set: Swiss official (Swisslos): 2500 points, Obenabe and Undenufe x3, modern "
        "Weis values."
    ),
    "help.schieber.preset.custom": "Rule set: custom (options chosen one by one).",
    "help.schieber.forehand.seven_of_clubs": (
        "In the first deal the player holding the Seven of clubs (Roses) is forehand and "
        "deals the second deal; after that, forehand is the player to the dealer's right."
    ),
    "help.schieber.forehand.dealer_right": ("Forehand is always the player to the dealer's right."),
    "help.schieber.contract": (
        "Forehand names the contract: a trump suit, Obenabe (no trumps, Aces high) or "
        "Undenufe (no trumps, Sixes high). Or forehand pushes (Schieben) and the partner "
        "chooses."
    ),
    "help.schieber.push_back.no": "After a push the partner must choose.",
    "help.schieber.push_back.yes": (
        "After a push the partner may push back once; then forehand must choose."
    ),
    "help.schieber.lead": (
        "Forehand always leads the first trick, also after a push. Whoever wins a trick "
        "leads the next one."
    ),
    "help.schieber.end.immediate": (
        "The first team to reach {target} points wins. The game ends at once, even in the "
        "middle of a deal."
    ),
    "help.schieber.end.finish_deal": (
        "The game goes to {target} points. A deal is always played out; then, if a team has "
        "reached the target, the higher total wins."
    ),
    "help.schieber.schneider.yes": (
        "If the losing team has fewer than {half} points, the win counts double (Schneider)."
    ),
    "help.schieber.schneider.no": "A win always counts single (no Schneider).",
    "help.schieber.mirror": (
        "This table is drawn mirrored, so play seems to move clockwise. Partners and the "
        "order of play do not change."
    ),
    "help.schieber.row_trump": (
        "Trump suit (any suit; hearts shown), high to low, with points: the Jack is the Puur, "
        "the Nine the Nell"
    ),
    "help.schieber.row_plain": "The other suits in a trump contract",
    "help.schieber.row_obenabe": "Obenabe: every suit, Aces high",
    "help.schieber.row_undenufe": "Undenufe: every suit, Sixes high",
    "help.schieber.total": (
        "Every deal holds {total} points: 152 in the cards and 5 for the last trick."
    ),
    "help.schieber.play.no_trumps": (
        "Obenabe and Undenufe: follow suit if you can; otherwise play any card."
    ),
    "help.schieber.play.trumps_led": (
        "Trumps led: play a trump if you have one; you need not beat. The trump Jack (Puur) "
        "is never compulsory: holding it as your only trump, you may play anything."
    ),
    "help.schieber.play.plain_led": (
        "Another suit led: follow suit or trump, as you like. If you cannot follow, play any card."
    ),
    "help.schieber.play.undertrump": (
        "Never undertrump: once a trick holds a trump, you may not play a lower trump, "
        "unless you hold nothing but trumps."
    ),
    "help.schieber.play.tricks": (
        "The highest trump wins the trick; without trumps, the best card of the suit led."
    ),
    "help.schieber.multipliers": "Everything a team scores in a deal is multiplied by the "
    "contract:",
    "help.schieber.bonus": (
        "The last trick scores {last} extra. A team that takes all nine tricks (Match) "
        "scores {match} extra."
    ),
    "help.schieber.stoeck": (
        "Stöck: the King and Queen of trumps in one hand are worth {points}, even if the "
        "team loses the Weis."
    ),
    "help.schieber.stoeck_declaration.automatic": "Stöck is counted automatically.",
    "help.schieber.stoeck_declaration.manual": (
        "Stöck must be announced when you play the second of the two cards, or it is lost."
    ),
    "help.schieber.stoeck_any_time.yes": (
        "Stöck counts towards the target as soon as the contract is known."
    ),
    "help.schieber.stoeck_any_time.no": (
        "Stöck counts towards the target only once both cards are played."
    ),
    "help.schieber.ausmach.SWT": (
        "If both teams reach the target at the same moment: Stöck counts first, then Weis, "
        "then the tricks."
    ),
    "help.schieber.ausmach.STW": (
        "If both teams reach the target at the same moment: Stöck counts first, then the "
        "tricks, then Weis."
    ),
    "help.schieber.weis": (
        "Weis are runs of 3 or more cards of one suit (in the order A K Q J 10 9 8 7 6) and "
        "four of a kind, declared with your first card. Only the team with the best Weis "
        "scores, and then all of its Weis."
    ),
    "help.schieber.weis.swiss": (
        "Weis are runs of 3 or more cards of one suit (in the order Ace King Ober Under "
        "Banner 9 8 7 6) and four of a kind, declared with your first card. Only the team "
        "with the best Weis scores, and then all of its Weis."
    ),
    "help.schieber.weis_table": "Weis values",
    "help.schieber.run": "Run of {length}",
    "help.schieber.run_long": "Run of 6 / 7 / 8 / 9",
    "help.schieber.quad_high": "Four Tens, Queens, Kings or Aces",
    "help.schieber.quad_high.swiss": "Four Banners, Obers, Kings or Aces",
    "help.schieber.quad_nines": "Four Nines",
    "help.schieber.quad_jacks": "Four Jacks",
    "help.schieber.quad_jacks.swiss": "Four Unders",
    "help.schieber.quad_low": "Four Eights, Sevens or Sixes",
    "help.schieber.weis_reuse.no": "A card may belong to one Weis only.",
    "help.schieber.weis_reuse.yes": (
        "Four of a kind may share cards with a run (runs stay apart from each other)."
    ),
    "help.schieber.weis_key.classic": (
        "Best Weis: the higher value; at equal value four of a kind beats a run, then the "
        "higher top card, then a run in trumps."
    ),
    "help.schieber.weis_key.swiss": (
        "Best Weis: the higher value, then more cards, then the higher top card (in "
        "Undenufe the lower), then a run in trumps."
    ),
    "help.schieber.weis_tie.nobody": "If the best Weis of both teams are equal, nobody scores "
    "Weis.",
    "help.schieber.weis_tie.earlier_player": (
        "If the best Weis of both teams are equal, the player first in playing order wins."
    ),
    "help.schieber.weis_declaration.automatic": "Every player's best Weis are declared "
    "automatically.",
    "help.schieber.weis_declaration.manual": (
        "You declare your Weis yourself before your first card (you may keep quiet)."
    ),
    # ------------------------------------------------------------ Klaverjas
    "help.klaverjas.intro4": (
        "Four players in two teams; partners sit opposite. 32 cards, 8 each. Everything "
        "goes clockwise; first hand is the player to the dealer's left."
    ),
    "help.klaverjas.intro3": (
        "Three players, each on their own. 10 cards each and 2 face down as the widow. "
        "Everything goes clockwise; first hand is the player to the dealer's left."
    ),
    "help.klaverjas.deal.3-2-3": "Cards are dealt in packets of 3, 2 and 3.",
    "help.klaverjas.deal.4-4": "Cards are dealt in two packets of 4.",
    "help.klaverjas.bid.free_choice": (
        "From first hand on, each player names a trump suit or passes. If all four pass, "
        "first hand must name one."
    ),
    "help.klaverjas.bid.forced_first_hand": "First hand must name the trump suit (Utrecht).",
    "help.klaverjas.bid.turn_up": (
        "A suit is turned up. From first hand on, each player accepts it as trumps or passes."
    ),
    "help.klaverjas.turn_up.first_hand_chooses": (
        "If all four pass, first hand must name any suit."
    ),
    "help.klaverjas.turn_up.first_hand_plays_turned": (
        "If all four pass, first hand must play with the turned suit."
    ),
    "help.klaverjas.turn_up.second_turn_then_redeal": (
        "If all four pass, a second suit is turned; if all pass again, the cards are dealt again."
    ),
    "help.klaverjas.bid3": ("From first hand on, each player names a trump suit or passes, once."),
    "help.klaverjas.redeal3.same_dealer": "If all pass, the same dealer deals again.",
    "help.klaverjas.redeal3.next_dealer": "If all pass, the next dealer deals again.",
    "help.klaverjas.widow": (
        "The maker takes the widow and lays away 2 cards; their points count for the maker."
    ),
    "help.klaverjas.lead": "First hand always leads the first trick; the trick winner leads "
    "the next.",
    "help.klaverjas.length.deals": "A game has {deals} deals; the higher total wins.",
    "help.klaverjas.length.target": (
        "Deals go on until someone has {target} points or more; the higher total wins."
    ),
    "help.klaverjas.tie.draw": "Equal totals at the end: a draw.",
    "help.klaverjas.tie.extra_deal": "Equal totals at the end: extra deals until they differ.",
    "help.klaverjas.rotation": (
        "Partners rotate: three games, each player partners every other player once."
    ),
    "help.klaverjas.row_trump": "Trump suit (any suit; hearts shown), high to low, with points",
    "help.klaverjas.row_plain": "The other suits",
    "help.klaverjas.total": (
        "{cards} points in the cards and {last} for the last trick: {total} per deal."
    ),
    "help.klaverjas.play.rules.amsterdam": "Amsterdam rules.",
    "help.klaverjas.play.rules.rotterdam": "Rotterdam rules: you must trump even your "
    "partner's trick.",
    "help.klaverjas.play.trumps_led": (
        "Trumps led: play a trump, and beat the highest trump so far if you can (even your "
        "partner's)."
    ),
    "help.klaverjas.play.follow": (
        "Another suit led: follow suit if you can; any card of the suit will do."
    ),
    "help.klaverjas.play.amsterdam_void": (
        "Cannot follow and an opponent is winning: trump, or overtrump, if you can. "
        "Otherwise throw a card of another suit; a lower trump only if you hold nothing "
        "else."
    ),
    "help.klaverjas.play.amsterdam_partner": (
        "Cannot follow and your partner is winning: play anything, but a trump lower than "
        "partner's only if you hold nothing else."
    ),
    "help.klaverjas.play.rotterdam_void": (
        "Cannot follow: you must trump, even when your partner is winning. Overtrump if you "
        "can, otherwise play a lower trump."
    ),
    "help.klaverjas.roem": (
        "Roem: combinations among the cards of one trick count for the team that wins it, "
        "whoever played them. Runs use the order A K Q J 10 9 8 7 in every suit."
    ),
    "help.klaverjas.roem_table": "Roem values",
    "help.klaverjas.roem.run3": "Three in a row",
    "help.klaverjas.roem.run4": "Four in a row",
    "help.klaverjas.roem.stuk": "King and Queen of trumps (stuk)",
    "help.klaverjas.roem.run3_stuk": "Three in a row with stuk",
    "help.klaverjas.roem.run4_stuk": "Four in a row with stuk",
    "help.klaverjas.roem.jacks": "Four Jacks",
    "help.klaverjas.roem.quad_high": "Four Aces, Kings, Queens or Tens",
    "help.klaverjas.roem.quad_low": "Four Nines, Eights or Sevens",
    "help.klaverjas.roem_example": "Example with hearts as trumps: {points} roem",
    "help.klaverjas.roem_claim.automatic": "Roem is counted automatically.",
    "help.klaverjas.roem_claim.manual": (
        "Roem must be claimed by the winning team before the next lead, or it is lost. "
        "The player whose card completed it claims it (the trick's winner when an "
        "opponent's card did)."
    ),
    "help.klaverjas.nat4": (
        "The makers must score more than the other team (cards plus roem). Otherwise they "
        "are nat: they score nothing and the others take 162 plus all roem."
    ),
    "help.klaverjas.nat3": (
        "The maker must take more than half of all points. Otherwise the maker scores "
        "nothing and each other player scores the total of all three."
    ),
    "help.klaverjas.pit.any_team": "Pit: a side that takes every trick scores {bonus} extra.",
    "help.klaverjas.pit.makers_only": (
        "Pit: the makers score {bonus} extra if they take every trick."
    ),
    "help.klaverjas.pit.none": "Pit (every trick) earns no bonus at this table.",
    # ------------------------------------------------------------ Stichln
    "help.stichln.intro": (
        "{seats} players, each on their own. {colours} colours with values 0 to {top}; "
        "{hand} cards each, so {tricks} tricks a round."
    ),
    "help.stichln.colours": "The colours at this table (0 to {top} in each)",
    "help.stichln.aside": "{aside} cards are set aside unseen each round.",
    "help.stichln.minus": (
        "Before the tricks, every player lays one card face down: its colour is that "
        "player's minus colour for the round."
    ),
    "help.stichln.reveal.simultaneous_after_choice": (
        "The minus cards are turned up together once everyone has chosen."
    ),
    "help.stichln.reveal.hidden_until_scoring": (
        "The minus cards stay hidden until the round is scored."
    ),
    "help.stichln.rounds": "A game has {rounds} rounds; the highest total wins.",
    "help.stichln.free": "You may play any card: there is no duty to follow.",
    "help.stichln.winner": (
        "Every colour except the one led is trump: the highest card of another colour wins "
        "(equal values: the first played). If no card of another colour was played, the "
        "highest led card wins. A 0 never wins."
    ),
    "help.stichln.zero.leader_wins": "A trick of zeros only goes to its leader.",
    "help.stichln.zero.discard_leader_leads_again": (
        "A trick of zeros only is put aside unscored and the same player leads again."
    ),
    "help.stichln.example_other": "Yellow led: the highest other colour wins",
    "help.stichln.example_zero": "A 0 led still makes its colour the led colour",
    "help.stichln.score": (
        "Every captured card scores +1, except cards of your minus colour: each of those "
        "costs its value. Your minus card itself also costs its value."
    ),
    "help.stichln.score_minus": "Example: red is your minus colour (minus card red {value})",
    "help.stichln.score_captured": "Cards you captured; with the minus card: {total}",
    "help.stichln.total": "Round scores add up over the game.",
    # ------------------------------------------------------------ Was Sticht
    "help.was_sticht.intro": (
        "{seats} players, 36 cards: four colours with values 1 to 9. Every round has a "
        "dealer, who secretly knows the trumps, and nine tricks."
    ),
    "help.was_sticht.draft_chips.short": (
        "Before the game each player drafts {chips} task chips, never two of a kind while "
        "other kinds are left."
    ),
    "help.was_sticht.draft_chips.full": (
        "Before the game each player drafts {chips} task chips (repeats allowed)."
    ),
    "help.was_sticht.secret": (
        "The dealer draws a trump colour and a trump number at random; either may be "
        "'none'. Only the dealer sees them until the draft is over."
    ),
    "help.was_sticht.grid": (
        "All cards lie face up in 4 rows of 9 columns. Column by column, from left to right, "
        "each player takes one card, starting with the holder of the marker."
    ),
    "help.was_sticht.hint": (
        "After each column the dealer says who would win those cards as a trick. That is "
        "your clue to the trumps."
    ),
    "help.was_sticht.drafted.hidden": (
        "After each hint the column's cards go into the players' hands: remember who took what."
    ),
    "help.was_sticht.drafted.open": (
        "Drafted cards stay in the grid with their taker's name, so every hand can be read."
    ),
    "help.was_sticht.dummy": "With three players the last card of each column goes to a dummy.",
    "help.was_sticht.tasks": (
        "Then the trumps are shown and every player except the dealer secretly picks one "
        "open chip as the task for this round."
    ),
    "help.was_sticht.dealer": (
        "The dealer completes a chip of their own by fulfilling a shown task whose owner failed."
    ),
    "help.was_sticht.end.short": (
        "Short game: it ends when someone has completed {target} chips, or after {rounds} "
        "rounds (everyone deals twice). Most chips wins."
    ),
    "help.was_sticht.early.no": "The short game is always played out.",
    "help.was_sticht.early.yes": "The short game ends early once nobody can catch up.",
    "help.was_sticht.end.full": (
        "Full game: it ends when someone has completed all {chips} chips."
    ),
    "help.was_sticht.places.value_sum_only": "Other places go by the value of completed chips.",
    "help.was_sticht.places.five_chip_players_first": (
        "Other places: players with five chips first, then by the value of completed chips."
    ),
    "help.was_sticht.trumps": (
        "The supertrump (trump colour and trump number) is highest. Then the other cards of "
        "the trump number, all equal: the first played wins. Then the trump colour, 9 down "
        "to 1."
    ),
    "help.was_sticht.trump_row": "Example: red and {number} are trumps",
    "help.was_sticht.level.super": "super",
    "help.was_sticht.level.number": "number",
    "help.was_sticht.level.colour": "colour",
    "help.was_sticht.no_trump": (
        "Without a trump in the trick, the highest card of the colour led wins."
    ),
    "help.was_sticht.play.lead": (
        "The player to the dealer's left leads the first trick; the trick winner leads the next."
    ),
    "help.was_sticht.play.trump_led": (
        "Trump led: play a trump if you can (colour or number trump, either will do)."
    ),
    "help.was_sticht.play.follow.skat": (
        "Another colour led: follow that colour if you can. A number trump is a trump only, "
        "not a card of its printed colour."
    ),
    "help.was_sticht.play.follow.printed": (
        "Another colour led: follow that colour if you can. A number trump of that colour "
        "counts as that colour too."
    ),
    "help.was_sticht.play.free": "Cannot follow: play any card. You never have to beat.",
    "help.was_sticht.chips": (
        "A task counts on the tricks you win in the round. A completed chip is turned over."
    ),
    "help.was_sticht.chip_table": "Tasks (copies in the game) and their values",
    "help.was_sticht.chip.NO_TRICKS": "No tricks ({copies})",
    "help.was_sticht.chip.NO_RED": "At least one trick, no red card ({copies})",
    "help.was_sticht.chip.NO_BLUE": "At least one trick, no blue card ({copies})",
    "help.was_sticht.chip.NO_GREEN": "At least one trick, no green card ({copies})",
    "help.was_sticht.chip.NO_YELLOW": "At least one trick, no yellow card ({copies})",
    "help.was_sticht.chip.EXACTLY_1": "Exactly 1 trick ({copies})",
    "help.was_sticht.chip.EXACTLY_2": "Exactly 2 tricks ({copies})",
    "help.was_sticht.chip.EXACTLY_3": "Exactly 3 tricks ({copies})",
    "help.was_sticht.chip.EXACTLY_4": "Exactly 4 tricks ({copies})",
    "help.was_sticht.chip.LAST_TRICK": "The last trick ({copies})",
    "help.was_sticht.chip.SOLE_MOST": "More tricks than anyone else ({copies})",
    "help.was_sticht.chip.SOLE_FEWEST": "Fewer tricks than anyone else ({copies})",
    "help.was_sticht.fewest.yes": "'Fewer tricks than anyone else' needs at least one trick.",
    "help.was_sticht.fewest.no": "'Fewer tricks than anyone else' may be met with no trick.",
    "help.was_sticht.colour_chips": ("Colour tasks look at the printed colour, trumps included."),
    # ------------------------------------------------------------ Skitgubbe
    "help.skitgubbe.intro": (
        "{seats} players, 52 cards. Nobody wins: the last player left holding cards is the "
        "loser (the skitgubbe). Everyone gets {dealt} cards; the other {stock} are the "
        "stock."
    ),
    "help.skitgubbe.ranks": "Ranks, high to low (the Ace is always high)",
    "help.skitgubbe.dealer.clockwise": "The deal passes to the left after each game.",
    "help.skitgubbe.dealer.loser_deals": "The loser deals the next game.",
    "help.skitgubbe.p1.all_players": (
        "Phase 1, collecting: every player in turn plays 1 to 3 cards of one rank and draws "
        "back up to 3 from the stock. The highest rank wins; suits do not matter."
    ),
    "help.skitgubbe.p1.two_player_tricks": (
        "Phase 1, collecting: the leader and the next player each play one card and draw "
        "from the stock. The higher rank wins; suits do not matter."
    ),
    "help.skitgubbe.p1.tie": "On a tie only the tied players play again.",
    "help.skitgubbe.p1.add.clockwise_from_winner": (
        "Once a trick is decided, each player, starting with the winner, may add cards of "
        "ranks already on the table. The winner takes them all."
    ),
    "help.skitgubbe.p1.add.clockwise_from_leader": (
        "Once a trick is decided, each player, starting with the leader, may add cards of "
        "ranks already on the table. The winner takes them all."
    ),
    "help.skitgubbe.p1.bounce": (
        "Equal ranks bounce: the same two play again until one is higher; the winner takes "
        "all and leads."
    ),
    "help.skitgubbe.p1.daring.no": "You always play from your hand.",
    "help.skitgubbe.p1.daring.yes": (
        "Daring: instead of playing from your hand you may turn up the top stock card and play it."
    ),
    "help.skitgubbe.p1.last_card": (
        "Whoever draws the last stock card keeps it face down: its suit will be trumps."
    ),
    "help.skitgubbe.p1.end": "Phase 1 ends when, after a trick, someone has no cards in hand.",
    "help.skitgubbe.p2.setup": (
        "Phase 2, shedding: everyone picks up the cards they won. The last card is turned: "
        "its suit is trumps. Its holder leads."
    ),
    "help.skitgubbe.p2.turn": (
        "On your turn, beat the top lay with higher cards of its suit, or with a trump on a "
        "non-trump, or pick it up."
    ),
    "help.skitgubbe.p2.beat_example": "Clubs are trumps: each card beats the one before",
    "help.skitgubbe.caption.lay": "lay",
    "help.skitgubbe.caption.beats": "beats",
    "help.skitgubbe.caption.trump": "trump",
    "help.skitgubbe.p2.sequences.yes": (
        "A lay is one card or a run of one suit (the Ace only high)."
    ),
    "help.skitgubbe.p2.sequences.no": ("Single cards only; a pick-up takes the top card."),
    "help.skitgubbe.p2.run_example": "A run: one lay",
    "help.skitgubbe.p2.pickup.connected_chain": (
        "A pick-up takes the top lay and every lay below that continues its run."
    ),
    "help.skitgubbe.p2.pickup.top_lay_only": "A pick-up takes the top lay only.",
    "help.skitgubbe.p2.pickup.bottom_lay_us": "A pick-up takes the bottom lay (US rule).",
    "help.skitgubbe.p2.trick": (
        "When there are as many lays as players with cards, the trick is complete and its "
        "cards leave the game; the last player to beat leads."
    ),
    "help.skitgubbe.p2.loser": (
        "A player with no cards left is out and safe. The last one holding cards loses."
    ),
    # ------------------------------------------------------------ how to play this table
    "howto.title": "How to play this table",
    "howto.menu": "How to play",
    "howto.key.arrows": "Arrows: select a card or a button; {next_group}: next group",
    "howto.key.enter": "Enter (or a second click): do what is selected",
    "howto.key.last": "{last_trick}: last trick;  {log}: move log;  {sheet}: scores",
    "howto.key.rules": "{rules}: the rules",
    "howto.key.help": "{howto}: this help;  {keys}: every key",
    "howto.key.esc": "Esc: pause menu",
    "howto.key.fullscreen": "F11: fullscreen",
    "howto.key.quit": "Ctrl+Q: quit",
    "howto.close": "Click or press any key to go back to the table",
}
