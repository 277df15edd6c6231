"""English texts of learning at the table: the per-game guide (H), hints, the deal review
and the first game."""

MESSAGES: dict[str, str] = {
    "setup.hints": "Hints at this table",
    "setup.hints_on": "On: every player agrees",
    "setup.hints_off": "Off",
    # the table guide (H): one sentence per part, per game
    "guide.hand": "Your hand: click a card to select it, click again (or Enter) to play it.",
    "guide.seats": "The other players: name plates and face-down cards.",
    "guide.trick": "The trick: the cards played so far; the highest as the rules rank them takes "
    "it.",
    "guide.info": "This deal: who deals and what is going on.",
    "guide.score": "The scores so far.",
    "guide.prompt": "What to do now; after a selection, the gold button here confirms it.",
    "guide.buttons": "Last trick, moves, scores, hint ({hint}) and the menu.",
    "guide.ws.pool": "The chip draft: take task chips in turn; each names what you must achieve "
    "in one round.",
    "guide.ws.column": "The current column: everybody takes one card from it, the start player "
    "first.",
    "guide.ws.grid": "The draft grid: 36 cards face up; drafted columns show who took what and "
    "who won the hint.",
    "guide.ws.marker": "The start marker: who takes first from this column.",
    "guide.ws.chips": "Task chips: open ones face up, completed ones dark; the ring marks the "
    "task chosen for this round.",
    "guide.ws.trumps": "The trump cards beside the dealer: a colour and a number, secret until "
    "the draft ends.",
    "guide.ws.dealer": "The dealer chooses no task: he scores by meeting a shown task that its "
    "owner misses.",
    "guide.ws.info": "Round, dealer, trumps once shown, and the hint history: who won each "
    "column's hint trick.",
    "guide.ws.score": "Chips completed per player, towards the end of the game.",
    "guide.ws.dummy": "Three players: the dummy's cards lie face up, out of play.",
    "guide.stichln.trick": "The trick: no need to follow; once colours are mixed, the highest "
    "card not of the led colour wins (zeros do not count).",
    "guide.stichln.tags": "Each seat's tag: the minus card put down, tricks taken and the "
    "minus-colour cards captured.",
    "guide.stichln.info": "This round: the dealer, the led colour and which cards beat it.",
    "guide.stichln.score": "Scores: +1 per captured card, minus the value of each card of your "
    "minus colour (the minus card included).",
    "guide.sk.stock": "Phase 1, the stock: after playing you draw back up to three; the last card "
    "sets the trumps for phase 2.",
    "guide.sk.battle": "Phase 1: play 1 to 3 cards of one rank; the highest rank wins, suits do "
    "not count.",
    "guide.sk.trump": "Phase 2: the trump suit, set by the last stock card.",
    "guide.sk.lays": "Phase 2, the lays: beat the top lay with higher cards of its suit (or a "
    "trump), or pick it up.",
    "guide.sk.phases": "The two phases: collect cards in phase 1, get rid of them in phase 2; the "
    "last one holding cards loses.",
    "guide.sk.score": "Cards won (phase 1) or held (phase 2) per player, and the losses so far.",
    "guide.jass.info": "The contract: trumps (or Obenabe / Undenufe), who chose, and whether it "
    "was pushed.",
    "guide.jass.score": "Team points: cards, Weis and Stöck, towards the target.",
    "guide.kj.badge": "Trumps and who made them: that team must score more than the other.",
    "guide.kj.info": "This deal: dealer and the trick count.",
    "guide.kj.score": "Points of this deal (cards and roem) and the match totals; a failed "
    "contract is nat, all tricks is pit.",
    # the deal review
    "review.title": "{deal} reviewed: every hand face up",
    "review.dealt": "As dealt",
    "review.before_play": "Before the first trick",
    "review.trick": "Trick {n}",
    "review.step": "{title} ({n} of {total})",
    "review.keys": "Left / Right: back and forward;  Home / End;  Esc or {key}: close",
    "review.back": "Back",
    "review.forward": "Forward",
    "review.close": "Close",
    "review.log": "Moves",
    "review.open": "R or the button: review the deal (every hand)",
    "review.button": "Review (R)",
    "review.wins": "{name} takes it",
    "review.wins.you": "You take it",
    # the review's analysis (game/ui/table/review_notes.py)
    "review.analysis.head": "Analysis",
    "review.analysis.pending": "This deal is being analysed…",
    "review.analysis.good": "Good decisions here: {n}",
    "review.analysis.summary_head": "How the deal was played",
    "review.analysis.summary": (
        "{name}: {n} decisions analysed, {flagged} of them costly; points given away in all: "
        "{cost}."
    ),
    "review.analysis.summary.one": (
        "{name}: {n} decision analysed, {flagged} of them costly; points given away in all: {cost}."
    ),
    "review.analysis.summary.you": (
        "Your play: {n} decisions analysed, {flagged} of them costly; points given away in "
        "all: {cost}."
    ),
    "review.analysis.summary.you.one": (
        "Your play: {n} decision analysed, {flagged} of them costly; points given away in "
        "all: {cost}."
    ),
    # The solve is a guarantee (the best the side can be sure of against every answer of
    # the others), so it may lie below what the side made when the others erred.
    "review.analysis.open": (
        "With all cards open, from trick {n} {name}'s side could have made sure of {best},"
        " whatever the others played (it made {actual})."
    ),
    "review.analysis.open.you": (
        "With all cards open, from trick {n} your side could have made sure of {best},"
        " whatever the others played (you made {actual})."
    ),
    "review.analysis.line": "The best play: {moves}.",
    "review.analysis.same_line": "The best play is the one above.",
    "review.analysis.line_trick": "Trick {n} — {moves}",
    "review.analysis.move": "{name}: {what}",
    "review.analysis.join": ", ",
    "review.analysis.flag": "{name} chose: {made}. Better: {best}.",
    "review.analysis.flag.you": "You chose: {made}. Better: {best}.",
    "review.analysis.values": (
        "Expected points {margin}, over {worlds} sampled deals that fit what {name} could "
        "see: {best_value} with the better move, {made_value} with the one played; the cost: "
        "{cost}."
    ),
    "review.analysis.values.you": (
        "Expected points {margin}, over {worlds} sampled deals that fit what you could see: "
        "{best_value} with the better move, {made_value} with the one played; the cost: "
        "{cost}."
    ),
    "review.more": "Up / Down: more ({first}–{last} of {total} lines)",
    # the hint
    "hint.button": "Hint (G)",
    "hint.thinking": "Looking for a hint…",
    "hint.why": "Hint: {best}. The strong bot, seeing only your hand and the table, puts this "
    "first; its second choice: {second}.",
    "hint.why_search": (
        "Hint: {best}. Played out over {worlds} deals that fit what you can see, it averages "
        "about {score} points {margin}, {gain} points more than any other move; the strong "
        "bot's second choice: {second}."
    ),
    "hint.why_search.one": (
        "Hint: {best}. Played out over {worlds} deals that fit what you can see, it averages "
        "about {score} point {margin}, {gain} points more than any other move; the strong "
        "bot's second choice: {second}."
    ),
    # what the search's average is measured against (its unit is points)
    "hint.margin": "against the other side by the end of the deal",
    "hint.margin.stichln": "against the others' average by the end of the round",
    "hint.why_only": "Hint: {best}. It is the only move you have.",
    # the first game
    "tutorial.leave": "{key}: leave the tutorial (the game goes on)",
    "tutorial.button": "First game of {name}, with prompts (P)",
    "tutorial.was_sticht.chip": "First game. The chip draft: take task chips in turn. Each chip "
    "is a task for one round (for example, exactly two tricks); the "
    "number in its corner is what it is worth.",
    "tutorial.was_sticht.take": "The column draft: take one card from the gold column. Everybody "
    "takes one, the start player first; the cards you take become "
    "your hand.",
    "tutorial.was_sticht.hint": "The dealer's hint: after each column the table shows who would "
    "win the trick of the cards just taken, under the secret trumps. "
    "Watch the hints (top left) to guess the trumps.",
    "tutorial.was_sticht.task": "Choose your task for this round: one of your face-up chips. The "
    "dealer chooses none; he scores when he meets a shown task that "
    "its owner misses.",
    "tutorial.was_sticht.play": "Nine tricks: follow the led colour if you can; when a trump is "
    "led, follow with a trump. Play towards your task.",
    "tutorial.was_sticht.turn": "You met a task its owner missed: turn one of your chips as "
    "completed.",
    "tutorial.stichln.declare": "First game. Your minus card: lay one card face down. Its colour "
    "is your minus colour: each card of it you capture costs its "
    "value (this card too). A colour you hold few of, with a low "
    "card, is safest.",
    "tutorial.stichln.play": "Play any card: you need not follow. Once colours are mixed, the "
    "highest card not of the led colour wins. Each captured card is +1, "
    "unless it is of your minus colour.",
    "tutorial.skitgubbe.play": "First game. Phase 1: play 1 to 3 cards of one rank. The highest "
    "rank wins all cards on the table; suits do not count. You draw "
    "back up to three from the stock.",
    "tutorial.skitgubbe.add": "Adding: you may add cards of a rank already on the table, or "
    "nothing. It does not change who won.",
    "tutorial.skitgubbe.phase2": "Phase 2: the last stock card set the trumps, and won cards "
    "joined the hands. Now get rid of your cards: the last player "
    "holding cards loses.",
    "tutorial.skitgubbe.pickup": "Beat the top lay with higher cards of its suit (a run counts as "
    "one lay) or with a trump; if you cannot or would rather not, "
    "pick it up.",
    "tutorial.skitgubbe.lay": "Lead: lay a single card or a run of one suit.",
    "tutorial.schieber.push": "First game. Choose the contract: a trump suit, Obenabe (high cards "
    "win) or Undenufe (low cards win), or push (Schieben): your partner "
    "must choose.",
    "tutorial.schieber.trump": "Choose the contract: a trump suit, Obenabe (high cards win) or "
    "Undenufe (low cards win).",
    "tutorial.schieber.weis": "Weis: you hold a meld (three or more in a row of one suit, or four "
    "of a kind). Declare it with your first card; the best Weis at the "
    "table scores for its team.",
    "tutorial.schieber.stoeck": "Stöck: you hold the King and Queen of trumps, worth 20 points. "
    "Announce them.",
    "tutorial.schieber.play": "Play a card: the prompt line says which you may. Play goes "
    "counter-clockwise; the highest trump, else the highest card of the "
    "led suit, takes the trick.",
    "tutorial.klaverjas.pass": "First game. Trumps: play with the suit shown as trumps, or pass. "
    "The team that makes trumps must score more than the other team, "
    "or it scores nothing (nat).",
    "tutorial.klaverjas.trump": "Trumps: choose the trump suit. The team that makes trumps must "
    "score more than the other team, or it scores nothing (nat).",
    "tutorial.klaverjas.roem": "Roem: this trick holds a meld (three or four in a row, four of a "
    "kind, or trump King and Queen). Claim it for your team's bonus "
    "points.",
    "tutorial.klaverjas.play": "Play a card: follow suit if you can; if you cannot, the prompt "
    "line says when you must trump.",
    # the key list of the how-to (H); the key list (K) is built from the player's keys
    "howto.key.learn": "{hint}: hint;  {review}: review the deal (after it)",
}
