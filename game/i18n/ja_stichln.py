"""日本語: the stichln table."""

MESSAGES: dict[str, str] = {
    "stichln.colour.P": "紫",
    "stichln.colour.N": "茶",
    "stichln.colour.R": "赤",
    "stichln.colour.Y": "黄",
    "stichln.colour.B": "青",
    "stichln.colour.G": "緑",
    # 指示
    "stichln.prompt_declare": "カードを1枚伏せてください：その色があなたのマイナス色です",
    "stichln.prompt_lead": "あなたのリード：どのカードでも可（2回クリック、または矢印 + Enter）",
    "stichln.prompt_play": "あなたの番：どのカードでも可。{colour}以外の色はすべて切り札",
    # 情報パネル
    "stichln.round_of": "ラウンド {n}/{total}、ディーラー {name}",
    "stichln.declaring": "全員がマイナス色を選んでいます（{done}/{seats}人が伏せ済み）",
    "stichln.led": "リード：{colour}。ほかの色はすべて切り札",
    "stichln.rule_zero": "0は勝ちません（全員が0の場合を除く）",
    "stichln.secret_minus": "マイナス色は最後まで秘密です",
    # 席の表示
    "stichln.tag_tricks": "トリック {tricks} ・ 合計 {total}",
    "stichln.tag_round": "ラウンド {score}",
    "stichln.tag_minus": "減点 {values}",
    "stichln.tag_no_minus": "マイナス札なし",
    "stichln.tag_waiting": "選択中…",
    # 得点パネル
    "stichln.sheet_title": "ラウンド {n}/{total}",
    # バナー
    "stichln.announce_revealed": "マイナス色の公開！",
    "stichln.announce_discarded": "全員が0：誰も取らず、{name}がもう一度リード",
    "stichln.announce_discarded.you": "全員が0：誰も取らず、あなたがもう一度リード",
    # まとめ
    "stichln.head_minus": "色",
    "stichln.head_plus": "各 +1",
    "stichln.head_minus_cards": "マイナス",
    "stichln.head_card": "カード",
    "stichln.head_round": "ラウンド",
    "stichln.head_total": "合計",
    "stichln.discarded_tricks": "誰も取らなかった全員0のトリック：{n}",
    # 記録
    "stichln.log_chosen": "{name}がマイナス札を伏せました",
    "stichln.log_chosen.you": "あなたがマイナス札を伏せました",
    "stichln.log_revealed": "伏せたマイナス札が表になりました",
    "stichln.log_minus": "{name}のマイナス色は{colour}（{card}）",
    "stichln.log_minus.you": "あなたのマイナス色は{colour}（{card}）",
    "stichln.log_takes": "{name}がトリックを取りました",
    "stichln.log_takes.you": "あなたがトリックを取りました",
    "stichln.log_takes_points": "{name}がトリックを取りました（{points}点）",
    "stichln.log_takes_points.you": "あなたがトリックを取りました（{points}点）",
    "stichln.log_takes_points.one": "{name}がトリックを取りました（{points}点）",
    "stichln.log_takes_points.you.one": "あなたがトリックを取りました（{points}点）",
    "stichln.log_takes_minus": (
        "{name}がトリックを取りました（{points}点、自分のマイナス色：{cards}）"
    ),
    "stichln.log_takes_minus.you": (
        "あなたがトリックを取りました（{points}点、自分のマイナス色：{cards}）"
    ),
    "stichln.log_takes_minus.one": (
        "{name}がトリックを取りました（{points}点、自分のマイナス色：{cards}）"
    ),
    "stichln.log_takes_minus.you.one": (
        "あなたがトリックを取りました（{points}点、自分のマイナス色：{cards}）"
    ),
    "stichln.log_discarded": "全員が0：誰も取らず、{name}がもう一度リードします",
    "stichln.log_discarded.you": "全員が0：誰も取らず、あなたがもう一度リードします",
    "stichln.log_round_over": "ラウンド{n}が終わりました",
    "stichln.log_score": "{name}は今回{score}点（合計{total}点）",
    "stichln.log_score.you": "あなたは今回{score}点（合計{total}点）",
    "stichln.list_sep": "・",
    "stichln.trick_discarded": "全員が0：誰も取りません",
    "stichln.trick_points": "{name}に{points}点",
    "stichln.trick_points.one": "{name}に{points}点",
    # 席の表示：出たマイナス色の札
    "stichln.tag_gone": "{colour}の出た札 {gone}/{count}",
    # 得点パネルとスコア表
    "stichln.deal_parts": (
        "{name}の今回：{score}（他の色 {plus}、マイナス色 {minus}、マイナス札 {card}）"
    ),
    "stichln.deal_parts.you": (
        "あなたの今回：{score}（他の色 {plus}、マイナス色 {minus}、マイナス札 {card}）"
    ),
    "stichln.deal_trick": "トリック {n}/{total}",
    "stichln.sheet_round": "ラウンド{n}",
    # ゲーム終了
    "stichln.won": "{names}の勝ち",
    "stichln.shared": "同点勝利：{names}",
    "stichln.rank_line": "{rank}位 {name}：{total}",
    # 振り返り：よりよい手の理由
    "stichln.reason.took_costly_trick": (
        "最後の手番で、失点になるトリックを取ってしまいました。{best}なら取らずに済みました"
    ),
    "stichln.reason.let_good_trick_go": (
        "最後の手番で、取る価値のあるトリックを見送りました。{best}なら取れました"
    ),
    "stichln.reason.lower_minus_card": (
        "{best}でも同じマイナス色になり、ラウンドの得点計算では{made}より減点が少なくて済みます"
    ),
}
