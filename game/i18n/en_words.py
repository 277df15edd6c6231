"""English sentence forms added for natural reading (issue 19): 'You' forms and plurals."""

MESSAGES: dict[str, str] = {
    "unit.deal": "Deal {n}",
    "unit.round": "Round {n}",
    "unit.game": "Game {n}",
    "schieber.prompt_contract_pushed": "Your partner pushed: name a trump, Obenabe or Undenufe",
    "klaverjas.announce_trump.you": "You play {suit}",
    "klaverjas.announce_trump_widow.you": "You play {suit} and take the widow",
    "klaverjas.announce_pass.you": "You pass",
    "klaverjas.announce_laid_away.you": "You lay two cards away",
    "klaverjas.won_one.you": "You win the game",
    "sk.announce_dare.you": "You dare: {card} from the stock",
    "sk.announce_trick.you": "You take the trick ({count} cards)",
    "sk.announce_pickup": "{name} picks up {count} cards",
    "sk.announce_pickup.you": "You pick up {count} cards",
    "sk.announce_pickup_one": "{name} picks up 1 card",
    "sk.announce_pickup_one.you": "You pick up 1 card",
    "sk.announce_out.you": "You are out and safe!",
    "sk.announce_loser.you": "You are the skitgubbe!",
    "sk.match_loser.you": "You are the skitgubbe!",
    "stichln.won.you": "You win the game",
}
