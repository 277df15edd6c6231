"""Japanese texts of issue 18: setup rows, game select, confirmations, match over, stats."""

MESSAGES: dict[str, str] = {
    # Skitgubbe series
    "sk.series_losses": "Skitgubbeになった回数",
    "sk.series_loser": "{name}がシリーズのSkitgubbe！",
    "sk.series_loser.you": "あなたがシリーズのSkitgubbe！",
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
    "form.typing": "{low}～{high}の数字を入力・Enterか別の項目で決定・Escで元の値のまま",
    "form.out_of_range": "「{label}」は{low}～{high}の範囲なので、{value}にしました。",
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
    # Game select
    "select.players_one": "{n}人",
    "select.players_two": "{a}人または{b}人",
    "select.players_range": "{low}〜{high}人",
    "select.hint": "上下で選択、Enterでテーブル設定、Pで説明つきの一局、F1でルール、Escで戻る",
    "select.tagline.was_sticht": "課題チップを選び、それを満たすようにトリックを取る",
    "select.tagline.klaverjas": "オランダのペア戦：切り札のジャックと9、続き札のルーム",
    "select.tagline.stichln": "毎ラウンド減点色を選ぶ：その色の札を取ると失点",
    "select.tagline.schieber": "スイスのペア戦ヤス：切り札を決めるか相方に任せる",
    "select.tagline.skitgubbe": "札を集めてから手放す：最後まで札が残った人の負け",
    "select.length.was_sticht": "標準：全員が2回ずつ配る（6〜8ラウンド）",
    "select.length.klaverjas": "標準：16ディール（3人なら15）",
    "select.length.stichln": "標準：1人1ラウンド",
    "select.length.schieber": "標準：3000点まで",
    "select.length.skitgubbe": "標準：3ゲームのシリーズ",
    # Match over
    "match.rematch": "再戦",
    "match.new_setup": "新しい設定",
    "match.menu": "メインメニュー",
    # Confirmations
    "confirm.cancel": "キャンセル",
    "confirm.restart": "最初のディールからやり直しますか？ここまでの進行は失われます。",
    "confirm.quit": "テーブルを離れますか？メインメニューの「続ける」から再開できます。",
    "confirm.new_game": "進行中のゲームがあります。新しいゲームを始めますか？",
    "confirm.keep_and_start": "保存してから始める",
    "confirm.drop_and_start": "保存せずに始める",
    # Main menu
    "menu.continue_what": "続ける：{what}",
    "menu.running": "{game}・第{n}ディール・{score}",
    "menu.running_series": "{game}・第{n}ゲーム・負け {score}",
    "notice.close": "クリックで閉じる",
    # Statistics columns
    "stats.points_for": "得点",
    "stats.points_against": "失点",
    "stats.rounds": "ラウンド",
    "stats.chips": "チップ",
    "stats.chip_value": "チップ値",
    "stats.per_round": "1ラウンド平均",
    "stats.series": "シリーズ",
    "stats.series_won": "シリーズ勝ち",
    "stats.games": "ゲーム",
    "stats.skitgubbe": "Skitgubbe回数",
    "stats.loss_rate": "負け%",
    "stats.assisted": "補助あり",
    "setup.hint": (
        "上下で選択・左右で変更・名前と数字は入力・"
        "ホイールかPage Up/Downでスクロール・F1でルール・Escで戻る"
    ),
    "sk.series_even": "全員の負け数が同じ",
    # Charts (issue 31): the match's score deal by deal, the statistics' rating
    "chart.score.deal": "ディールごとの得点の推移",
    "chart.score.round": "ラウンドごとの得点の推移",
    "chart.score.game": "ゲームごとの得点の推移",
    "chart.losses.deal": "ディールごとの負け数の推移",
    "chart.losses.round": "ラウンドごとの負け数の推移",
    "chart.losses.game": "ゲームごとの負け数の推移",
    "sheet.show_chart": "グラフ",
    "sheet.show_table": "表",
    "sheet.close_chart": (
        "Tabかボタンでグラフと表を切替・S・Esc・クリックで閉じる・ホイールでスクロール"
    ),
    "stats.rating_line": (
        "{name}：同じ札の強いボットとの差 1ディールあたり {mean} ± {spread}"
        "（分析済みの直近{deals}ディール、0ならボットと同等）"
    ),
    "stats.rating_missing": (
        "{name}：強いボットとの比較はまだできません（分析済み {deals}／{needed}ディール）"
    ),
    "stats.decisions_line": "1ディールあたりの指摘された判断：{flagged}・損失：{cost}",
    "stats.chart_rating": "レーティング（帯は95%信頼区間）",
    "stats.chart_rating_name": "平均",
    "stats.chart_points": "ディールごとの得点（直近{n}）",
    "stats.chart_empty": "グラフにするには分析済みのディールがまだ足りません",
    "stats.hint_charts": "左右かクリックでゲーム・上下かクリックでプレイヤー・Escで戻る",
    "stats.chart_losses": "ゲームごとの負け（0より下の棒）、直近{n}",
    "chart.empty.deal": "終わったディールはまだありません",
    "chart.empty.round": "終わったラウンドはまだありません",
    "chart.empty.game": "終わったゲームはまだありません",
}
