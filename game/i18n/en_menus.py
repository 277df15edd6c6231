"""English texts of issue 18: setup rows, game select, confirmations, match over, stats."""

MESSAGES: dict[str, str] = {
    # Skitgubbe series
    "sk.series_losses": "Times skitgubbe",
    "sk.series_loser": "{name} is the skitgubbe of the series!",
    "sk.series_loser.you": "You are the skitgubbe of the series!",
    "sk.series_shared": "No single skitgubbe: the most losses are shared",
    "sk.series_best": "Fewest losses: {names}",
    "sk.series_counts": "After {games} games: {counts}",
    "option.series": "Series",
    "choice.series.games": "a number of games",
    "choice.series.losses": "first to a number of losses",
    "option.series_length": "Games in the series",
    "option.series_length.losses": "Losses that end it",
    # Setup
    "setup.chip_value": "Chip value: {chip}",
    "setup.rounds_per_player": "one per player ({n})",
    "setup.by_seats": "on with 3 players, off with 4",
    "setup.refused": '{option} cannot be "{value}" with the other rules chosen.',
    "form.typing": (
        "Type a number from {low} to {high}  -  Enter or another row sets it  -  "
        "Esc keeps the old value"
    ),
    "form.out_of_range": "{label} can only be {low} to {high}, so it is now {value}.",
    "why.only_turn_up": "only with a turned-up trump card",
    "why.no_pit_bonus": "only with a pit bonus",
    "why.only_short": "only in the short game",
    "why.only_full": "only in the full game",
    "why.no_sequences": "only with runs in phase 2",
    "why.no_adding": "no adding with two-card tricks",
    "why.only_immediate": "only when the game ends at once",
    "choice.game_length.16_deals": "16 deals (15 with 3 players)",
    "choice.game_length.target_1500": "to 1500 points",
    "setup.n_deals": "{n} deals",
    "option.rounds": "Rounds",
    "choice.sole_fewest_needs_trick.None": "on with 3 players, off with 4",
    # Game select
    "select.players_one": "{n} players",
    "select.players_two": "{a} or {b} players",
    "select.players_range": "{low} to {high} players",
    "select.hint": (
        "Up/Down choose, Enter opens the table setup, {first_game} a first game with prompts, "
        "{rules} the rules, Esc back"
    ),
    "select.tagline.was_sticht": "Draft task chips, then take the tricks that fulfil them",
    "select.tagline.klaverjas": "Dutch partnership game: jack and nine of trumps, roem for runs",
    "select.tagline.stichln": "Choose a minus colour each round: its cards in your tricks cost you",
    "select.tagline.schieber": "Swiss Jass in pairs: choose trumps or push it to your partner",
    "select.tagline.skitgubbe": "Collect cards, then shed them: the last one holding cards loses",
    "select.length.was_sticht": "Usual game: everyone deals twice (6 or 8 rounds)",
    "select.length.klaverjas": "Usual game: 16 deals (15 with three)",
    "select.length.stichln": "Usual game: one round per player",
    "select.length.schieber": "Usual game: to 3000 points",
    "select.length.skitgubbe": "Usual game: a series of 3 games",
    # Match over
    "match.rematch": "Rematch",
    "match.new_setup": "New setup",
    "match.menu": "Main menu",
    # Confirmations
    "confirm.cancel": "Cancel",
    "confirm.restart": "Restart this match from the first deal? Its progress is lost.",
    "confirm.quit": "Leave the table? The match waits under Continue in the main menu.",
    "confirm.new_game": "A match is still running. Start a new one anyway?",
    "confirm.keep_and_start": "Keep it as a saved game, then start",
    "confirm.drop_and_start": "Start without keeping it",
    # Main menu
    "menu.continue_what": "Continue: {what}",
    "menu.running": "{game}, deal {n}, {score}",
    "menu.running_series": "{game}, game {n}, losses {score}",
    "notice.close": "click to close",
    # Statistics columns
    "stats.points_for": "Points for",
    "stats.points_against": "Against",
    "stats.rounds": "Rounds",
    "stats.chips": "Chips",
    "stats.chip_value": "Chip value",
    "stats.per_round": "Per round",
    "stats.series": "Series",
    "stats.series_won": "Series won",
    "stats.games": "Games",
    "stats.skitgubbe": "Skitgubbe",
    "stats.loss_rate": "Lost %",
    "stats.assisted": "With help",
    "setup.hint": (
        "Up/Down choose - Left/Right change - type names and numbers - "
        "wheel or Page Up/Down scroll - {key} rules - Esc back"
    ),
    "sk.series_even": "Everyone lost equally often",
    # Play it again (issue 31): replays of a finished deal (game/ui/replay.py)
    "replay.badge": "Replay of {deal}",
    "replay.badge_trick": "Replay of {deal} (from trick {n})",
    "replay.button": "Play again (P)",
    "replay.again": "Play again",
    "replay.leave": "Leave",
    "replay.leave_menu": "Leave replay",
    "replay.restart": "Start this replay over",
    "replay.end_how": "A replay is never counted. Play it again, or leave it and go back",
    "replay.from_start": "Play again from the start",
    "replay.from_trick": "Play again from trick {n} (P)",
    "replay.pick_title": "Play a deal again",
    "replay.pick_last": "{deal} (the last)",
    "replay.pick_empty": "No deal of this game has ended yet.",
    "replay.recent_title": "Recent deals",
    "replay.recent_button": "Recent deals (P)",
    "replay.recent_empty": "No deal has been played to its end yet.",
    "replay.recent_item": "{game}  -  deal {n}  -  {when}",
    "replay.more": "{first} to {last} of {total}",
    "replay.list_keys": "Up/Down choose  -  Enter plays it again  -  Esc back",
    "replay.not_finished": "Deal {n} was not played to its end, so it cannot be played again.",
    "replay.does_not_fit": "This deal cannot be played again: {reason}",
    # Charts (issue 31): the match's score deal by deal, the statistics' rating
    "chart.score.deal": "Score after each deal",
    "chart.score.round": "Score after each round",
    "chart.score.game": "Score after each game",
    "chart.losses.deal": "Losses after each deal",
    "chart.losses.round": "Losses after each round",
    "chart.losses.game": "Losses after each game",
    "sheet.show_chart": "Chart",
    "sheet.show_table": "Table",
    "sheet.close_chart": (
        "{next_group} or the button: chart or table · {key}, Esc or a click: close · wheel: scroll"
    ),
    "stats.rating_line": (
        "{name}: {mean} ± {spread} per deal against the strong bot on the same cards "
        "(last {deals} analysed deals; 0 plays like the bot)"
    ),
    "stats.rating_missing": (
        "{name}: rating against the strong bot: not enough analysed deals yet ({deals} of {needed})"
    ),
    "stats.decisions_line": "Flagged decisions per deal: {flagged} · cost per deal: {cost}",
    "stats.chart_rating": "Rating (band: 95% interval)",
    "stats.chart_rating_name": "Mean",
    "stats.chart_points": "Points per deal, last {n}",
    "stats.chart_empty": "Not enough analysed deals to chart yet",
    "stats.hint_charts": "Left/Right or click a game  -  Up/Down or click a player  -  Esc back",
    "stats.chart_losses": "Games lost (bars below zero), last {n}",
    "chart.empty.deal": "No deal finished yet",
    "chart.empty.round": "No round finished yet",
    "chart.empty.game": "No game finished yet",
}
