"""シーバー卓の日本語（試合を追う機能のために追加した分。以前からの文は ja.py にある）。"""

MESSAGES: dict[str, str] = {
    # 最初のトリックでの宣言と、その後に見せるヴァイス
    "schieber.kind_quad": "フォーカード",
    "schieber.kind_run": "{length}枚の連続",
    "schieber.meld": "{kind} {points}点",
    "schieber.meld_sep": "、",
    "schieber.announce_melds": "{name}：ヴァイス、{melds}",
    # チェックポイント
    "schieber.when_contract": "切り札が決まった直後に",
    "schieber.when_trick": "第{n}トリックの後に",
    "schieber.item.S": "シュテック",
    "schieber.item.W": "ヴァイス",
    "schieber.item.T": "取ったトリック",
    "schieber.announce_target_when": "{team}が{when}{target}点に到達！",
    # 得点パネル
    "schieber.score_team": "{team}：{total}、あと{to_go}",
    "schieber.score_running": "{team}：{total} +{now}、あと{to_go}",
    "schieber.score_reached": "{team}：{total} +{now}、目標到達",
    "schieber.deal_head": "このディール：{contract} ×{m}",
    "schieber.deal_team": "{team}：{total}",
    "schieber.deal_items": "  札 {cards}、ヴァイス {weis}、シュテック {stoeck}",
    "schieber.deal_items_m": "  ×{m}の前：札 {cards}、ヴァイス {weis}、シュテック {stoeck}",
    "schieber.times": "{raw}×{m}＝{points}",
    "schieber.deal_match": "、マッチ {points}",
    # 得点表（ターフェル）
    "schieber.sheet_title": "ターフェル：左 {a}、右 {b}",
    "schieber.sheet_deal": "ディール{n}：{contract} ×{m}",
    "schieber.sheet_cards": "札",
    "schieber.sheet_match": "マッチ",
    "schieber.sheet_deal_total": "計",
    "schieber.sheet_to_go": "目標{target}点まで残り",
    # 記録
    "schieber.log_contract": "{name}が{contract}を指定：すべて×{m}",
    "schieber.log_contract.you": "あなたが{contract}を指定：すべて×{m}",
    "schieber.log_contract_pushed": "シーベンを受けて{name}が{contract}を指定：すべて×{m}",
    "schieber.log_contract_pushed.you": "シーベンを受けてあなたが{contract}を指定：すべて×{m}",
    "schieber.log_push": "{name}が{partner}にシーベン",
    "schieber.log_push.you": "あなたが{partner}にシーベン",
    "schieber.log_push_back": "{name}が{partner}にシーベンを返す",
    "schieber.log_push_back.you": "あなたが{partner}にシーベンを返す",
    "schieber.you_object": "あなた",
    "schieber.log_weis": "{name}がヴァイスを宣言：{melds}",
    "schieber.log_weis.you": "あなたがヴァイスを宣言：{melds}",
    "schieber.log_weis_tie": "両チームの最高のヴァイスが同じ：ヴァイスは無効",
    "schieber.log_weis_won": "{team}のヴァイスが有効：{weis}点",
    "schieber.log_shows": "{name}が{weis}を見せる",
    "schieber.log_shows.you": "あなたが{weis}を見せる",
    "schieber.log_stoeck": "{name}がシュテックを宣言：{points}点",
    "schieber.log_stoeck.you": "あなたがシュテックを宣言：{points}点",
    "schieber.log_stoeck_lost": "{name}は宣言せずにシュテックの2枚目を出した：シュテックなし",
    "schieber.log_stoeck_lost.you": "あなたは宣言せずにシュテックの2枚目を出した：シュテックなし",
    "schieber.log_takes_last": "{name}が最終トリックを取る、最終トリックの{bonus}点込みで"
    "{points}点",
    "schieber.log_takes_last.you": "あなたが最終トリックを取る、最終トリックの{bonus}点込みで"
    "{points}点",
    "schieber.note_last": "{points}点（最終トリックの{bonus}点込み）",
    "schieber.log_match": "マッチ！ {team}が9トリックすべて獲得：{bonus}点追加",
    "schieber.log_target": "{team}が{when}{item}で{target}点に到達",
    "schieber.log_play_on": "このディールは最後まで続け、合計の多いほうが勝ち",
    "schieber.log_deal_end": "ディール終了：{team_a} {a}、{team_b} {b}",
    "schieber.swiss_card": "{suit}の{rank}",
    "schieber.weis_quad.swiss.10": "バナーのフォーカード",
    "schieber.weis_quad.swiss.11": "ウンダーのフォーカード",
    "schieber.weis_quad.swiss.12": "オーバーのフォーカード",
    # 判断の分析：より良い手がなぜ良かったか（game/games/schieber/analysis.py）
    "schieber.why.named": (
        "この手なら自分で{best}を宣言できました。シーベンでパートナーに任せたため点を失いました。"
    ),
    "schieber.why.push": "この手で{made}は弱すぎました。パートナーにシーベンする方が得でした。",
    "schieber.why.contract": "倍率も含めると、この手には{made}より{best}の方が合っていました。",
    "schieber.why.weis": "ヴァイスは全部宣言した方が点になりました（{made}ではなく{best}）。",
    "schieber.why.stoeck": (
        "シュテックを宣言せずに2枚目を出したので、その20点（倍率つき）を失いました。"
    ),
    "schieber.why.trump_partner_sure": (
        "パートナーが確実に取るトリックに切り札を使いました。{best}なら切り札を残せました。"
    ),
    "schieber.why.points_on_sure_loss": (
        "このトリックは相手のものでした。{made}で相手に点を渡しましたが、{best}なら渡さずに済みました。"
    ),
    "schieber.why.duck_last": "最後の番で、10点以上あるこのトリックを{best}で取れました。",
    "schieber.why.spend_top_trump": (
        "どのみち自分たちが取るトリックに、残っている一番強い切り札を使ってしまいました。"
    ),
    "schieber.why.top_trump_cheap_ruff": (
        "安いトリックに、切り札を支配する一番強い切り札を使ってしまいました。{best}も出せました。"
    ),
    "schieber.why.points_into_ruff": (
        "相手はそのスートが切れていて、まだ切り札を持っているかもしれません。"
        "{made}をリードして点を渡してしまいました。"
    ),
    "schieber.why.feed": (
        "このトリックはパートナーが確実に取るものでした。{made}より{best}の方が多くの点を乗せられました。"
    ),
    "schieber.why.take": "{best}ならこのトリックを確実に取れました。{made}では取れませんでした。",
}
