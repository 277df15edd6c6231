"""Japanese texts of issue 18: setup rows, game select, confirmations, match over, stats."""

MESSAGES: dict[str, str] = {
    # Skitgubbe series
    "sk.series_losses": "Skitgubbeになった回数",
    "sk.series_loser": "{name}がシリーズのSkitgubbe！",
    "sk.series_shared": "最多の負けが並んだため、Skitgubbeはなし",
    "sk.series_best": "負けが最も少ない：{names}",
    "sk.series_counts": "{games}ゲーム終了：{counts}",
    "option.series": "シリーズ",
    "choice.series.games": "ゲーム数で決める",
    "choice.series.losses": "負け数で決める",
    "option.series_length": "シリーズのゲーム数",
    "option.series_length.losses": "終了する負け数",
    # Setup
    "setup.chip_value": "チップの値：{chip}",
    "setup.rounds_per_player": "1人1ラウンド（{n}）",
    "setup.by_seats": "3人ならオン、4人ならオフ",
    "setup.refused": "ほかのルールの選択では、{option}を「{value}」にできません。",
    "why.only_turn_up": "切り札をめくる方式のときだけ",
    "why.no_pit_bonus": "ピットボーナスがあるときだけ",
    "why.only_short": "ショートゲームのときだけ",
    "why.only_full": "フルゲームのときだけ",
    "why.no_sequences": "フェーズ2で連続札を使うときだけ",
    "why.no_adding": "2人トリックでは追加なし",
    "why.only_immediate": "すぐに終わる方式のときだけ",
    "choice.game_length.16_deals": "16ディール（3人なら15）",
    "choice.game_length.target_1500": "1500点まで",
    "setup.n_deals": "{n}ディール",
    "option.rounds": "ラウンド数",
    "choice.sole_fewest_needs_trick.None": "3人ならオン、4人ならオフ",
}
