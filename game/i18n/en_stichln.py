"""English texts of the stichln table."""

MESSAGES: dict[str, str] = {
    "stichln.colour.P": "purple",
    "stichln.colour.N": "brown",
    "stichln.colour.R": "red",
    "stichln.colour.Y": "yellow",
    "stichln.colour.B": "blue",
    "stichln.colour.G": "green",
    # prompts
    "stichln.prompt_declare": "Put one card face down: its colour is your minus colour",
    "stichln.prompt_lead": "Your lead: play any card (click it twice, or arrows + Enter)",
    "stichln.prompt_play": "Your turn: any card; every colour but {colour} is trump",
    # info panel
    "stichln.round_of": "Round {n} of {total}, dealer {name}",
    "stichln.declaring": "Everyone picks a minus colour ({done} of {seats} down)",
    "stichln.led": "Led: {colour}; all other colours are trumps",
    "stichln.rule_zero": "Zeros never win (unless all are zeros)",
    "stichln.secret_minus": "Minus colours stay hidden until the end",
    # seat tags
    "stichln.tag_tricks": "Tricks {tricks} · total {total}",
    "stichln.tag_round": "Round {score}",
    "stichln.tag_minus": "Minus {values}",
    "stichln.tag_no_minus": "no minus cards",
    "stichln.tag_waiting": "choosing...",
    # score panel
    "stichln.sheet_title": "Round {n} of {total}",
    # banners
    "stichln.announce_revealed": "Minus colours revealed!",
    "stichln.announce_discarded": "All zeros: nobody takes it, {name} leads again",
    "stichln.announce_discarded.you": "All zeros: nobody takes it, you lead again",
    # summary
    "stichln.head_minus": "Colour",
    "stichln.head_plus": "+1 each",
    "stichln.head_minus_cards": "Minus",
    "stichln.head_card": "Card",
    "stichln.head_round": "Round",
    "stichln.head_total": "Total",
    "stichln.discarded_tricks": "All-zero tricks nobody took: {n}",
    # move log
    "stichln.log_chosen": "{name} puts a minus card face down",
    "stichln.log_chosen.you": "You put your minus card face down",
    "stichln.log_revealed": "The minus cards are turned up",
    "stichln.log_minus": "{name}: minus colour {colour} (the {card})",
    "stichln.log_minus.you": "Your minus colour: {colour} (the {card})",
    "stichln.log_takes": "{name} takes the trick",
    "stichln.log_takes.you": "You take the trick",
    "stichln.log_takes_points": "{name} takes the trick: {points} points",
    "stichln.log_takes_points.you": "You take the trick: {points} points",
    "stichln.log_takes_points.one": "{name} takes the trick: {points} point",
    "stichln.log_takes_points.you.one": "You take the trick: {points} point",
    "stichln.log_takes_minus": (
        "{name} takes the trick: {points} points (own minus colour: {cards})"
    ),
    "stichln.log_takes_minus.you": (
        "You take the trick: {points} points (your minus colour: {cards})"
    ),
    "stichln.log_takes_minus.one": (
        "{name} takes the trick: {points} point (own minus colour: {cards})"
    ),
    "stichln.log_takes_minus.you.one": (
        "You take the trick: {points} point (your minus colour: {cards})"
    ),
    "stichln.log_discarded": "All zeros: nobody takes the trick, {name} leads again",
    "stichln.log_discarded.you": "All zeros: nobody takes the trick, you lead again",
    "stichln.log_round_over": "Round {n} is over",
    "stichln.log_score": "{name} scores {score} this round (total {total})",
    "stichln.log_score.you": "You score {score} this round (total {total})",
    "stichln.list_sep": ", ",
    "stichln.trick_discarded": "All zeros: nobody takes it",
    "stichln.trick_points": "{points} points for {name}",
    "stichln.trick_points.one": "{points} point for {name}",
    # minus-colour tally on the seat tags
    "stichln.tag_gone": "{colour} gone {gone}/{count}",
    # score panel and sheet
    # the round's score first (a narrow panel may wrap the rest), then each part named
    # (rules 6): +1 per card of another colour, the minus colour's cards, the minus card
    "stichln.deal_parts": (
        "{name} this round: {score} (other colours {plus}, minus colour {minus}, minus card {card})"
    ),
    "stichln.deal_parts.you": (
        "Your round: {score} (other colours {plus}, minus colour {minus}, minus card {card})"
    ),
    "stichln.deal_trick": "Trick {n} of {total}",
    "stichln.sheet_round": "Round {n}",
    # match over
    "stichln.won": "{names} wins the game",
    "stichln.shared": "Shared win: {names}",
    "stichln.rank_line": "{rank}. {name}: {total}",
    # deal review: why the better move was better (game/games/stichln/analysis.py)
    "stichln.reason.took_costly_trick": (
        "As last to play you took a trick that cost you points; {best} would have let it go"
    ),
    "stichln.reason.let_good_trick_go": (
        "As last to play you let a trick go that was worth taking; {best} would have won it"
    ),
    "stichln.reason.lower_minus_card": (
        "{best} gives the same minus colour and costs less than {made} when the round is scored"
    ),
}
