"""日本語: the skitgubbe table."""

MESSAGES: dict[str, str] = {
    # カードの言葉
    "sk.rank.11": "ジャック",
    "sk.rank.12": "クイーン",
    "sk.rank.13": "キング",
    "sk.rank.14": "エース",
    "sk.short.10": "10",
    "sk.short.11": "J",
    "sk.short.12": "Q",
    "sk.short.13": "K",
    "sk.short.14": "A",
    "sk.plural.2": "2",
    "sk.plural.3": "3",
    "sk.plural.4": "4",
    "sk.plural.5": "5",
    "sk.plural.6": "6",
    "sk.plural.7": "7",
    "sk.plural.8": "8",
    "sk.plural.9": "9",
    "sk.plural.10": "10",
    "sk.plural.11": "ジャック",
    "sk.plural.12": "クイーン",
    "sk.plural.13": "キング",
    "sk.plural.14": "エース",
    "sk.suit.C": "クラブ",
    "sk.suit.D": "ダイヤ",
    "sk.suit.H": "ハート",
    "sk.suit.S": "スペード",
    "sk.card": "{suit}の{rank}",
    "sk.short_card": "{suit}{rank}",
    "sk.run": "{suit} {ranks}",
    "sk.group": "{ranks}を{count}枚",
    # 選択
    "sk.title_add": "場にあるランクのカードを追加しますか？",
    "sk.title_pickup": "一番上の札に勝つか、引き取る",
    "sk.play_group": "{cards}を出す",
    "sk.add_nothing": "追加しない",
    "sk.add_cards": "{cards}を追加",
    "sk.dare": "賭け：山札をめくる",
    "sk.pickup": "{count}枚引き取る",
    "sk.pickup_one": "1枚引き取る",
    "sk.lay_run": "{run}を出す",
    # 指示
    "sk.prompt_lead": "あなたのリード：同じランクを1〜3枚。クリック（スペース）してEnter",
    "sk.prompt_play": "あなたの番：同じランクを1〜3枚。最も高いランクが勝ち",
    "sk.prompt_replay": "同点！もう一度：同じランクを1〜3枚。最も高いランクが勝ち",
    "sk.prompt_add": "同じランクを追加（クリックしてEnter）、または追加しない",
    "sk.prompt_lead2": "あなたのリード：1枚、または連続札：カードをクリックしてEnter",
    "sk.prompt_beat": "一番上の札に勝つ（同じスートでより高く、または切り札）か、引き取る",
    "sk.prompt_cannot_beat": "一番上の札に勝てません：引き取ってください",
    # 情報パネル
    "sk.phase1": "フェーズ1：カードを集める",
    "sk.phase2": "フェーズ2：カードを手放す",
    "sk.done": "ゲーム終了",
    "sk.stock_left": "山札：{count}枚",
    "sk.stock_left.one": "山札：{count}枚",
    "sk.last_card_at": "最後の1枚：{name}の前に伏せてあります",
    "sk.trick_led": "このトリックは{name}のリード",
    "sk.replay_line": "同点のやり直し：{names}",
    "sk.adding_line": "{name}の勝ち、追加中",
    "sk.trumps_line": "切り札：{suit}（{card}）",
    "sk.lays_line": "出した札：{count}/{needed}でトリック完成",
    "sk.table_empty": "場は空：{name}のリード",
    "sk.out_line": "上がり（安全）：{names}",
    "sk.loser_line": "Skitgubbe：{name}",
    # テーブル上の表示
    "sk.stock": "山札 {count}",
    "sk.last_card": "最後の1枚：{name}",
    "sk.trumps": "切り札：{suit}",
    "sk.badge_phase1": "手札 {hand}  ・  獲得 {won}",
    "sk.badge_cards": "{count}枚",
    "sk.badge_one_card": "1枚",
    "sk.badge_out": "上がり・安全",
    "sk.badge_loser": "SKITGUBBE",
    "sk.to_beat": "これに勝つ",
    "sk.takes": "引き取るとこれを取る",
    "sk.tied": "同点",
    # バナー
    "sk.announce_dare": "{name}の賭け：山札から{card}",
    "sk.announce_tie": "同点！ {names}がもう一度",
    "sk.announce_trick": "{name}がトリックを獲得（{count}枚）",
    "sk.announce_last": "山札の最後の1枚は{name}の前に伏せられます",
    "sk.announce_abandon": "同点のプレイヤーのカードが尽きました：全員が自分のカードを戻します",
    "sk.announce_phase2": "フェーズ2！ 切り札：{suit}（{card}）。{name}のリード",
    "sk.announce_pickup": "{name}が{count}枚引き取りました",
    "sk.announce_cleared": "トリック完成：{count}枚がゲームから除かれます",
    "sk.announce_out": "{name}は上がり、安全です！",
    "sk.announce_loser": "{name}がSkitgubbe（負け）！",
    # まとめとゲーム終了
    "sk.summary_trumps": "切り札 {suit}  ・  フェーズ1のトリック {tricks}",
    "sk.summary_no_trumps": "フェーズ2は始まりませんでした  ・  フェーズ1のトリック {tricks}",
    "sk.summary_trumps.one": "切り札 {suit}  ・  フェーズ1のトリック {tricks}",
    "sk.summary_no_trumps.one": "フェーズ2は始まりませんでした  ・  フェーズ1のトリック {tricks}",
    "sk.summary_reason.repetition": "同じ局面の繰り返しで終了：カードが最も多い人の負け",
    "sk.summary_reason.safety_limit": "手数の上限で終了：カードが最も多い人の負け",
    "sk.summary_result": "結果",
    "sk.summary_safe": "安全",
    "sk.summary_loser": "負け",
    "sk.summary_cards": "残りのカード",
    "sk.summary_points": "このゲーム",
    "sk.match_loser": "{name}がSkitgubbe（負け）！",
    "sk.match_safe": "安全：{names}",
    "sk.match_reason.repetition": "（同じ局面が繰り返されたので、カードが最も多い人の負け）",
    "sk.match_reason.safety_limit": "（手数の上限に達したので、カードが最も多い人の負け）",
    # 記録（席についての文には、一人で遊ぶ人向けの「.you」形がある）
    "sk.log.sep": "、",
    "sk.log.run": "{suit}の{ranks}",
    "sk.log.cards": "{count}枚",
    "sk.log.one_card": "1枚",
    "sk.log.play": "{name}が{card}を出しました",
    "sk.log.play.you": "あなたが{card}を出しました",
    "sk.log.play2": "{name}が{ranks}を2枚出しました",
    "sk.log.play2.you": "あなたが{ranks}を2枚出しました",
    "sk.log.play3": "{name}が{ranks}を3枚出しました",
    "sk.log.play3.you": "あなたが{ranks}を3枚出しました",
    "sk.log.play_mixed": "{name}が{count}枚出しました：{cards}",
    "sk.log.play_mixed.you": "あなたが{count}枚出しました：{cards}",
    "sk.log.dare": "{name}が賭けに出て、山札の{card}を出しました",
    "sk.log.dare.you": "あなたが賭けに出て、山札の{card}を出しました",
    "sk.log.tie": "同点！ {names}がもう一度出します",
    "sk.log.add": "{name}が{card}を追加しました",
    "sk.log.add.you": "あなたが{card}を追加しました",
    "sk.log.add2": "{name}が{ranks}を2枚追加しました",
    "sk.log.add2.you": "あなたが{ranks}を2枚追加しました",
    "sk.log.add3": "{name}が{ranks}を3枚追加しました",
    "sk.log.add3.you": "あなたが{ranks}を3枚追加しました",
    "sk.log.add_mixed": "{name}が{count}枚追加しました：{cards}",
    "sk.log.add_mixed.you": "あなたが{count}枚追加しました：{cards}",
    "sk.log.add_none": "{name}は何も追加しませんでした",
    "sk.log.add_none.you": "あなたは何も追加しませんでした",
    "sk.log.draw_one": "{name}が1枚引きました",
    "sk.log.draw_one.you": "あなたが1枚引きました",
    "sk.log.draw": "{name}が{count}枚引きました",
    "sk.log.draw.you": "あなたが{count}枚引きました",
    "sk.log.last_card": "山札の最後の1枚は、見ないまま{name}の前に伏せて置かれました",
    "sk.log.last_card.you": "山札の最後の1枚は、見ないままあなたの前に伏せて置かれました",
    "sk.log.trick": "{name}がトリックを取りました（{count}枚）",
    "sk.log.trick.you": "あなたがトリックを取りました（{count}枚）",
    "sk.log.after_tie": "同点のやり直しで決着",
    "sk.log.abandon": "同点のやり直しができません：全員が出したカードを手札に戻しました",
    "sk.log.abandon_title": "不成立：カードは各自の手札へ",
    "sk.log.phase2": "フェーズ2：最後の1枚は{card}、切り札は{suit}です",
    "sk.log.phase2_holder": "{name}が{card}を手札に加えてリードします",
    "sk.log.phase2_holder.you": "あなたが{card}を手札に加えてリードします",
    "sk.log.no_cards": "{name}はカードがないので安全です",
    "sk.log.no_cards.you": "あなたはカードがないので安全です",
    "sk.log.lead": "{name}が{card}でリードしました",
    "sk.log.lead.you": "あなたが{card}でリードしました",
    "sk.log.lead_run": "{name}が{run}でリードしました",
    "sk.log.lead_run.you": "あなたが{run}でリードしました",
    "sk.log.beat": "{name}が{card}で一番上の札に勝ちました",
    "sk.log.beat.you": "あなたが{card}で一番上の札に勝ちました",
    "sk.log.beat_run": "{name}が{run}で一番上の札に勝ちました",
    "sk.log.beat_run.you": "あなたが{run}で一番上の札に勝ちました",
    "sk.log.pickup_one": "{name}が{card}を引き取りました",
    "sk.log.pickup_one.you": "あなたが{card}を引き取りました",
    "sk.log.pickup": "{name}が{count}枚引き取りました：{cards}",
    "sk.log.pickup.you": "あなたが{count}枚引き取りました：{cards}",
    "sk.log.pickup_title": "{name}が引き取り",
    "sk.log.pickup_title.you": "あなたが引き取り",
    "sk.log.cleared": "トリック完成：{count}枚がゲームから除かれました",
    "sk.log.cleared_title": "完成：ゲームから除外",
    "sk.log.out": "{name}は上がり、安全です",
    "sk.log.out.you": "あなたは上がり、安全です",
    "sk.log.loser": "最後までカードが残った{name}の負けです（スキットグッベ）",
    "sk.log.loser.you": "最後までカードが残ったあなたの負けです（スキットグッベ）",
    "sk.log.loser.repetition": "同じ局面が3回目になりました：カードが最も多い{name}の負けです",
    "sk.log.loser.repetition.you": "同じ局面が3回目になりました：カードが最も多いあなたの負けです",
    "sk.log.loser.safety_limit": "手数の上限に達しました：カードが最も多い{name}の負けです",
    "sk.log.loser.safety_limit.you": "手数の上限に達しました：カードが最も多いあなたの負けです",
    # 得点パネルとスコア表
    "sk.score.head": "{count}ゲームでの負け数",
    "sk.score.head_one": "1ゲームでの負け数",
    "sk.score.head_none": "負け数（まだ終わったゲームはありません）",
    "sk.score.entry": "{name}：{count}回",
    "sk.score.join": "  ・  ",
    "sk.deal.won": "これまでに獲得したカード",
    "sk.deal.held": "手札の枚数",
    "sk.deal.left": "最後に残ったカード",
    "sk.deal.entry": "{name}：{count}枚",
    "sk.deal.out": "{name}：上がり",
    "sk.sheet.game": "ゲーム{n}：{name}の負け",
    "sk.sheet.losses": "負け数",
    # 対局の分析：よりよい手がよかった理由 (game/games/skitgubbe/analysis.py)
    "sk.open.sure_out": (
        "全員の手札が見えていれば、ゲームの終わりに{name}はほかの人がどう出しても確実に"
        "上がれました。実際に上がりました。"
    ),
    "sk.open.sure_out.you": (
        "全員の手札が見えていれば、ゲームの終わりにあなたはほかの人がどう出しても確実に"
        "上がれました。実際に上がりました。"
    ),
    "sk.open.sure_caught": (
        "全員の手札が見えていれば、ゲームの終わりに{name}はほかの人がどう出しても確実に"
        "上がれましたが、スキットグッベになりました。"
    ),
    "sk.open.sure_caught.you": (
        "全員の手札が見えていれば、ゲームの終わりにあなたはほかの人がどう出しても確実に"
        "上がれましたが、スキットグッベになりました。"
    ),
    "sk.open.unsure_out": (
        "全員の手札が見えていても、ゲームの終わりに{name}が確実に上がれる出し方は"
        "ありませんでしたが、上がれました。"
    ),
    "sk.open.unsure_out.you": (
        "全員の手札が見えていても、ゲームの終わりにあなたが確実に上がれる出し方は"
        "ありませんでしたが、上がれました。"
    ),
    "sk.open.unsure_caught": (
        "全員の手札が見えていても、ゲームの終わりに{name}を救える出し方はありません"
        "でした。ほかの人はいつでも{name}を残せました。"
    ),
    "sk.open.unsure_caught.you": (
        "全員の手札が見えていても、ゲームの終わりにあなたを救える出し方はありません"
        "でした。ほかの人はいつでもあなたを残せました。"
    ),
    "sk.reason.missed_out": "{best}を出せばその場で上がれました。上がった人は負けになりません。",
    "sk.reason.let_out": (
        "{made}のあと、最後の相手は手札をすべて出して上がることができ、"
        "あなたがスキットグッベになってしまいます。{best}ならそれを防げました。"
    ),
    "sk.reason.needless_pickup": (
        "引き取ると手札が増えるだけでした。{best}のように切り札以外のカードで上回れました。"
    ),
    "sk.reason.trump_on_plain": (
        "切り札以外のカードでも上回れるところで切り札を使いました。"
        "{best}なら切り札を終盤の上がりのために残せます。"
    ),
}
