"""Japanese sentence forms added for natural reading (issue 19)."""

MESSAGES: dict[str, str] = {
    "stichln.tag_minus_sum": "減点 {count}枚 計{total}",
    "ws.sum_dealer_took": "ディーラーが{name}の未達成の課題を達成：{task}",
    "ws.trick_line.you": "{n}/9トリック目、あなたのリード",
    "sk.announce_phase2.you": "フェーズ2！ 切り札：{suit}（{card}）。あなたのリード",
    "ws.short_player": "{n}P",
    "unit.deal": "ディール{n}",
    "unit.round": "ラウンド{n}",
    "unit.game": "ゲーム{n}",
    "schieber.prompt_contract_pushed": (
        "パートナーがシーベン：切り札のスート、オーベナーベ、ウンデヌーフェから選んでください"
    ),
    "sk.announce_pickup_one": "{name}が1枚引き取りました",
    "klaverjas.announce_trump.you": "あなた：{suit}で遊びます",
    "klaverjas.announce_trump_widow.you": "あなた：{suit}で遊び、ウィドウを取ります",
    "klaverjas.announce_pass.you": "あなた：パス",
    "klaverjas.announce_laid_away.you": "あなたがカードを2枚伏せました",
    "klaverjas.won_one.you": "あなたの勝ち",
    "sk.announce_dare.you": "あなたの賭け：山札から{card}",
    "sk.announce_trick.you": "あなたがトリックを獲得（{count}枚）",
    "sk.announce_pickup.you": "あなたが{count}枚引き取りました",
    "sk.announce_pickup_one.you": "あなたが1枚引き取りました",
    "sk.announce_out.you": "あなたは上がり、安全です！",
    "sk.announce_loser.you": "あなたがSkitgubbe（負け）！",
    "sk.match_loser.you": "あなたがSkitgubbe（負け）！",
    "stichln.won.you": "あなたの勝ち",
}
