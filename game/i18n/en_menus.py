"""English texts of issue 18: setup rows, game select, confirmations, match over, stats."""

MESSAGES: dict[str, str] = {
    # Skitgubbe series
    "sk.series_losses": "Times skitgubbe",
    "sk.series_loser": "{name} is the skitgubbe of the series!",
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
    "setup.refused": "{option} cannot be \"{value}\" with the other rules chosen.",
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
}
