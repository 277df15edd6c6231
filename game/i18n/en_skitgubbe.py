"""English texts of the skitgubbe table."""

MESSAGES: dict[str, str] = {
    # card words (the bundled font has no suit symbols, so suits are written out)
    "sk.rank.11": "Jack",
    "sk.rank.12": "Queen",
    "sk.rank.13": "King",
    "sk.rank.14": "Ace",
    "sk.short.10": "10",
    "sk.short.11": "J",
    "sk.short.12": "Q",
    "sk.short.13": "K",
    "sk.short.14": "A",
    "sk.plural.2": "Twos",
    "sk.plural.3": "Threes",
    "sk.plural.4": "Fours",
    "sk.plural.5": "Fives",
    "sk.plural.6": "Sixes",
    "sk.plural.7": "Sevens",
    "sk.plural.8": "Eights",
    "sk.plural.9": "Nines",
    "sk.plural.10": "Tens",
    "sk.plural.11": "Jacks",
    "sk.plural.12": "Queens",
    "sk.plural.13": "Kings",
    "sk.plural.14": "Aces",
    "sk.suit.C": "clubs",
    "sk.suit.D": "diamonds",
    "sk.suit.H": "hearts",
    "sk.suit.S": "spades",
    "sk.card": "{rank} of {suit}",
    "sk.short_card": "{rank} {suit}",
    "sk.run": "{ranks} {suit}",
    "sk.group": "{count} {ranks}",
    # decisions
    "sk.title_add": "Add cards of a rank on the table?",
    "sk.title_pickup": "Beat the top lay, or pick up",
    "sk.play_group": "Play {cards}",
    "sk.add_nothing": "Add nothing",
    "sk.add_cards": "Add {cards}",
    "sk.dare": "Dare: turn up the stock",
    "sk.pickup": "Pick up {count} cards",
    "sk.pickup_one": "Pick up 1 card",
    "sk.lay_run": "Lay {run}",
    # prompts
    "sk.prompt_lead": "Your lead: 1-3 cards of one rank. Click the cards (or Space), then Enter",
    "sk.prompt_play": "Your turn: 1-3 cards of one rank; the highest rank wins",
    "sk.prompt_replay": "Tie! Play again: 1-3 cards of one rank; the highest rank wins",
    "sk.prompt_add": "Add matching cards (click them, then Enter), or add nothing",
    "sk.prompt_lead2": "Your lead: one card, or a run: click the cards, then Enter",
    "sk.prompt_beat": "Beat the top lay (higher in its suit, or a trump), or pick up",
    "sk.prompt_cannot_beat": "You cannot beat the top lay: pick it up",
    # info panel
    "sk.phase1": "Phase 1: win cards",
    "sk.phase2": "Phase 2: get rid of cards",
    "sk.done": "The game is over",
    "sk.stock_left": "Stock: {count} cards",
    "sk.stock_left.one": "Stock: {count} card",
    "sk.last_card_at": "Last card: face down before {name}",
    "sk.trick_led": "This trick was led by {name}",
    "sk.replay_line": "Tie replay: {names}",
    "sk.adding_line": "Won by {name}; adding",
    "sk.trumps_line": "Trumps: {suit} ({card})",
    "sk.lays_line": "Lays: {count} of {needed} complete the trick",
    "sk.table_empty": "Table empty: {name} to lead",
    "sk.out_line": "Out (safe): {names}",
    "sk.loser_line": "Skitgubbe: {name}",
    # table drawing
    "sk.stock": "Stock {count}",
    "sk.last_card": "Last card: {name}",
    "sk.trumps": "Trumps: {suit}",
    "sk.badge_phase1": "{hand} in hand  ·  won {won}",
    "sk.badge_cards": "{count} cards",
    "sk.badge_one_card": "1 card",
    "sk.badge_out": "out - safe",
    "sk.badge_loser": "SKITGUBBE",
    "sk.to_beat": "to beat",
    "sk.takes": "a pick-up takes these",
    "sk.tied": "tie",
    # banners
    "sk.announce_dare": "{name} dares: {card} from the stock",
    "sk.announce_tie": "Tie! {names} play again",
    "sk.announce_trick": "{name} takes the trick ({count} cards)",
    "sk.announce_last": "The last stock card goes face down before {name}",
    "sk.announce_abandon": "A tied player has no cards: everyone takes his cards back",
    "sk.announce_phase2": "Phase 2! Trumps: {suit} ({card}). {name} leads",
    "sk.announce_pickup": "{name} picks up {count} card(s)",
    "sk.announce_cleared": "Trick complete: {count} cards leave the game",
    "sk.announce_out": "{name} is out and safe!",
    "sk.announce_loser": "{name} is the skitgubbe!",
    # summary and match over
    "sk.summary_trumps": "Trumps {suit}  ·  {tricks} tricks in phase 1",
    "sk.summary_no_trumps": "Phase 2 never began  ·  {tricks} tricks in phase 1",
    "sk.summary_trumps.one": "Trumps {suit}  ·  {tricks} trick in phase 1",
    "sk.summary_no_trumps.one": "Phase 2 never began  ·  {tricks} trick in phase 1",
    "sk.summary_reason.repetition": "Ended on a repeated position: most cards lose",
    "sk.summary_reason.safety_limit": "Ended at the move limit: most cards lose",
    "sk.summary_result": "Result",
    "sk.summary_safe": "safe",
    "sk.summary_loser": "LOSER",
    "sk.summary_cards": "Cards left",
    "sk.summary_points": "This game",
    "sk.match_loser": "{name} is the skitgubbe!",
    "sk.match_safe": "Safe: {names}",
    "sk.match_reason.repetition": "(a position repeated: the one with most cards loses)",
    "sk.match_reason.safety_limit": "(move limit reached: the one with most cards loses)",
    # move log (sentences about a seat have a ".you" form for the solo human)
    "sk.log.sep": ", ",
    "sk.log.run": "{ranks} of {suit}",
    "sk.log.cards": "{count} cards",
    "sk.log.one_card": "1 card",
    "sk.log.play": "{name} plays the {card}",
    "sk.log.play.you": "You play the {card}",
    "sk.log.play2": "{name} plays two {ranks}",
    "sk.log.play2.you": "You play two {ranks}",
    "sk.log.play3": "{name} plays three {ranks}",
    "sk.log.play3.you": "You play three {ranks}",
    "sk.log.play_mixed": "{name} plays {count} cards: {cards}",
    "sk.log.play_mixed.you": "You play {count} cards: {cards}",
    "sk.log.dare": "{name} dares and plays the {card} from the stock",
    "sk.log.dare.you": "You dare and play the {card} from the stock",
    "sk.log.tie": "Tie! {names} play again",
    "sk.log.add": "{name} adds the {card}",
    "sk.log.add.you": "You add the {card}",
    "sk.log.add2": "{name} adds two {ranks}",
    "sk.log.add2.you": "You add two {ranks}",
    "sk.log.add3": "{name} adds three {ranks}",
    "sk.log.add3.you": "You add three {ranks}",
    "sk.log.add_mixed": "{name} adds {count} cards: {cards}",
    "sk.log.add_mixed.you": "You add {count} cards: {cards}",
    "sk.log.add_none": "{name} adds nothing",
    "sk.log.add_none.you": "You add nothing",
    "sk.log.draw_one": "{name} draws 1 card",
    "sk.log.draw_one.you": "You draw 1 card",
    "sk.log.draw": "{name} draws {count} cards",
    "sk.log.draw.you": "You draw {count} cards",
    "sk.log.last_card": "{name} gets the last stock card, face down and unseen",
    "sk.log.last_card.you": "You get the last stock card, face down and unseen",
    "sk.log.trick": "{name} takes the trick: {count} cards",
    "sk.log.trick.you": "You take the trick: {count} cards",
    "sk.log.after_tie": "Decided after a tie",
    "sk.log.abandon": "The tie cannot be replayed: everyone takes back the cards they played",
    "sk.log.abandon_title": "Abandoned: the cards went back",
    "sk.log.phase2": "Phase 2: the last card is the {card}, so {suit} are trumps",
    "sk.log.phase2_holder": "{name} takes the {card} into the hand and leads",
    "sk.log.phase2_holder.you": "You take the {card} into your hand and lead",
    "sk.log.no_cards": "{name} holds no cards and is safe",
    "sk.log.no_cards.you": "You hold no cards and are safe",
    "sk.log.lead": "{name} leads the {card}",
    "sk.log.lead.you": "You lead the {card}",
    "sk.log.lead_run": "{name} leads {run}",
    "sk.log.lead_run.you": "You lead {run}",
    "sk.log.beat": "{name} beats the top lay with the {card}",
    "sk.log.beat.you": "You beat the top lay with the {card}",
    "sk.log.beat_run": "{name} beats the top lay with {run}",
    "sk.log.beat_run.you": "You beat the top lay with {run}",
    "sk.log.pickup_one": "{name} picks up the {card}",
    "sk.log.pickup_one.you": "You pick up the {card}",
    "sk.log.pickup": "{name} picks up {count} cards: {cards}",
    "sk.log.pickup.you": "You pick up {count} cards: {cards}",
    "sk.log.pickup_title": "Picked up by {name}",
    "sk.log.pickup_title.you": "Picked up by you",
    "sk.log.cleared": "The trick is complete: {count} cards leave the game",
    "sk.log.cleared_title": "Complete: out of the game",
    "sk.log.out": "{name} is out and safe",
    "sk.log.out.you": "You are out and safe",
    "sk.log.loser": "{name} is the last one holding cards: the skitgubbe",
    "sk.log.loser.you": "You are the last one holding cards: the skitgubbe",
    "sk.log.loser.repetition": (
        "A position came back a third time: {name} holds the most cards and is the skitgubbe"
    ),
    "sk.log.loser.repetition.you": (
        "A position came back a third time: you hold the most cards and are the skitgubbe"
    ),
    "sk.log.loser.safety_limit": (
        "The move limit is reached: {name} holds the most cards and is the skitgubbe"
    ),
    "sk.log.loser.safety_limit.you": (
        "The move limit is reached: you hold the most cards and are the skitgubbe"
    ),
    # score panel and score sheet
    "sk.score.head": "Losses in {count} games",
    "sk.score.head_one": "Losses in 1 game",
    "sk.score.head_none": "Losses (no game finished yet)",
    "sk.score.entry": "{name}: {count}",
    "sk.score.join": "  ·  ",
    "sk.deal.won": "Cards won so far",
    "sk.deal.held": "Cards in hand",
    "sk.deal.left": "Cards left at the end",
    "sk.deal.entry": "{name}: {count}",
    "sk.deal.out": "{name}: out",
    "sk.sheet.game": "Game {n}: {name} lost",
    "sk.sheet.losses": "Losses",
    # the deal analysis: why the better move was better (game/games/skitgubbe/analysis.py)
    # The open-hands solve of the game's last rounds (game/games/skitgubbe/analysis.py)
    "sk.open.sure_out": (
        "With all cards open, at the end of the game {name} could have made sure of getting"
        " out whatever the others played, and got out."
    ),
    "sk.open.sure_out.you": (
        "With all cards open, at the end of the game you could have made sure of getting out"
        " whatever the others played, and you got out."
    ),
    "sk.open.sure_caught": (
        "With all cards open, at the end of the game {name} could have made sure of getting"
        " out whatever the others played, but was left the skitgubbe."
    ),
    "sk.open.sure_caught.you": (
        "With all cards open, at the end of the game you could have made sure of getting out"
        " whatever the others played, but you were left the skitgubbe."
    ),
    "sk.open.unsure_out": (
        "With all cards open, at the end of the game no play made {name} sure of getting out"
        " (the others could have kept it in), but it got out."
    ),
    "sk.open.unsure_out.you": (
        "With all cards open, at the end of the game no play made you sure of getting out"
        " (the others could have kept you in), but you got out."
    ),
    "sk.open.unsure_caught": (
        "With all cards open, at the end of the game no play could have saved {name}: the"
        " others could always keep it in."
    ),
    "sk.open.unsure_caught.you": (
        "With all cards open, at the end of the game no play could have saved you: the others"
        " could always keep you in."
    ),
    "sk.reason.missed_out": (
        "With {best} you would have gone out at once, and whoever goes out is safe."
    ),
    "sk.reason.let_out": (
        "After {made} your last opponent could lay his whole hand and go out, leaving you the "
        "skitgubbe; {best} did not allow that."
    ),
    "sk.reason.needless_pickup": (
        "Picking up only made your hand bigger: you could beat with a plain card, as {best} does."
    ),
    "sk.reason.trump_on_plain": (
        "You spent a trump where a plain card could beat as well; {best} keeps the trump for "
        "the end, when it gets you out."
    ),
}
