"""日本語: the klaverjas table."""

MESSAGES: dict[str, str] = {
    # 選択
    "klaverjas.choose_title": "切り札を決めるか、パス",
    "klaverjas.forced_title": "全員パスしました：あなたが切り札を決めます",
    "klaverjas.utrecht_title": "第1ハンドが切り札を決めます",
    "klaverjas.turned_title": "表向きのスート：{suit}。これで遊びますか、パスしますか？",
    "klaverjas.forced_turned_title": "全員パスしました：表向きの{suit}で遊びます",
    "klaverjas.play_suit": "{suit}で遊ぶ",
    "klaverjas.pass": "パス",
    "klaverjas.lay_away_title": "カードを2枚伏せる",
    "klaverjas.lay_away_button": "{a} + {b} を伏せる",
    "klaverjas.take_back": "{card}を戻す",
    "klaverjas.roem_title": "最後のトリックのルーム：{points}",
    "klaverjas.claim": "ルームを申告 +{points}",
    "klaverjas.always_claim": "ルームを常に申告",
    "klaverjas.let_go": "見送る",
    "klaverjas.card": "{suit}の{rank}",
    "klaverjas.rank.7": "7",
    "klaverjas.rank.8": "8",
    "klaverjas.rank.9": "9",
    "klaverjas.rank.10": "10",
    "klaverjas.rank.jack": "ジャック",
    "klaverjas.rank.queen": "クイーン",
    "klaverjas.rank.king": "キング",
    "klaverjas.rank.ace": "エース",
    # 指示
    "klaverjas.prompt_bid": "あなたの番：切り札のスートを決めるか、パス",
    "klaverjas.prompt_forced": "あなたは第1ハンドです：切り札のスートを決めてください",
    "klaverjas.prompt_turned": "表向きの{suit}を切り札にするか、パス",
    "klaverjas.prompt_lay_away": "ウィドウを取りました：伏せるカードを2枚選んでください（{n}/2）",
    "klaverjas.prompt_claim": "ルームを申告する（ボタン）か、カードを出して見送ってください",
    "klaverjas.prompt_claim_last": "最後のトリックのルームを申告するか、見送ってください",
    "klaverjas.prompt_lead": "あなたのリード：どのカードでも可（2回クリック、または矢印 + Enter）",
    "klaverjas.prompt_free": "あなたの番：どのカードでも出せます",
    "klaverjas.prompt_follow": "あなたの番：スートをフォロー（{suit}）",
    "klaverjas.prompt_trump_led": "切り札のリード：切り札を出す（できればより強く）",
    "klaverjas.prompt_must_trump": "フォローできません：切り札を出してください",
    "klaverjas.prompt_discard": "フォローもオーバートランプもできません：カードを捨ててください",
    "klaverjas.prompt_play": "あなたの番：強調されたカードを出してください",
    # 情報パネル
    "klaverjas.deal_of": "ディール {n}/{total}",
    "klaverjas.deal_target": "ディール {n}、先に{target}点",
    "klaverjas.dealer": "ディーラー：{name}",
    "klaverjas.choosing": "切り札の選択：{name}の番",
    "klaverjas.passed": "パス：{names}",
    "klaverjas.trumps_line": "切り札：{suit}（{name}が指定）",
    "klaverjas.laying_away": "カードを伏せています：{name}",
    "klaverjas.tricks_line": "トリック：{tricks}",
    "klaverjas.roem_line": "ルーム：{roem}",
    "klaverjas.rules_amsterdam": "アムステルダム・ルール",
    "klaverjas.rules_rotterdam": "ロッテルダム・ルール",
    "klaverjas.always_on": "ルーム：常に自動で申告",
    # テーブル上の表示
    "klaverjas.badge_trumps": "切り札",
    "klaverjas.badge_turned": "表向き",
    "klaverjas.badge_choosing": "切り札未定",
    "klaverjas.badge_maker": "{name}が指定",
    "klaverjas.badge_to_speak": "{name}の番",
    "klaverjas.roem_trick": "ルームのトリック",
    "klaverjas.summary_sheet": "得点表（かっこ内はルーム）",
    "klaverjas.deal_dealer": "ディール {n}/{total}、ディーラー {name}",
    "klaverjas.deal_dealer_target": "ディール {n}（{target}点まで）、ディーラー {name}",
    "klaverjas.widow": "ウィドウ",
    "klaverjas.laid_away": "伏せ札",
    "klaverjas.lay_away_here": "伏せる（{n}/2）",
    # 得点表
    "klaverjas.sheet_title": "得点表、ディール {n}/{total}",
    "klaverjas.sheet_title_target": "得点表、先に{target}点",
    "klaverjas.sheet_row": "#{n} {suit} {name}",
    "klaverjas.mark_nat": "ナット",
    "klaverjas.mark_pit": "ピット",
    "klaverjas.mark_thrown": "流れ",
    # バナー
    "klaverjas.announce_trump": "{name}：{suit}で遊びます",
    "klaverjas.announce_trump_widow": "{name}：{suit}で遊び、ウィドウを取ります",
    "klaverjas.announce_pass": "{name}：パス",
    "klaverjas.announce_turned": "表向き：{suit}",
    "klaverjas.announce_turned_again": "2枚目の表向き：{suit}",
    "klaverjas.announce_thrown_in": "全員パス：このディールは流れました",
    "klaverjas.announce_laid_away": "{name}がカードを2枚伏せました",
    "klaverjas.announce_roem": "ルーム！ {side}に +{points}",
    "klaverjas.announce_roem_lost": "{points}点のルームは申告されず、失われました",
    "klaverjas.announce_nat": "ナット！ {side}は届きませんでした",
    "klaverjas.announce_pit": "ピット！ {side}が全トリックを獲得（+{bonus}）",
    "klaverjas.announce_pit_no_bonus": "ピット！ {side}が全トリックを獲得",
    # まとめ
    "klaverjas.summary_trumps": "切り札 {suit}（{name}が指定）",
    "klaverjas.summary_thrown": "全員パス：流れたので、このディールは数えません",
    "klaverjas.summary_cards": "カード点（最終トリック +10）",
    "klaverjas.summary_cards_3p": "カード点（最終トリック +10、伏せ札を含む）",
    "klaverjas.summary_roem": "ルーム",
    "klaverjas.summary_pit": "ピットのボーナス",
    "klaverjas.summary_nat": "ナット：指定側の点は相手へ",
    "klaverjas.summary_made": "成功：{side}が過半数",
    "klaverjas.summary_nat_line": "ナット：{side}は届きませんでした",
    "klaverjas.summary_deal": "このディール",
    "klaverjas.summary_total": "ゲーム合計",
    "klaverjas.summary_earlier": "ディール {n}：{suit} {marks}",
    # ゲーム終了
    "klaverjas.won": "{side}の勝ち",
    "klaverjas.won_one": "{side}の勝ち",
    "klaverjas.draw": "引き分け：{sides}",
    "rules.klaverjas": (
        "4人、向かい合う2人がパートナー。時計回りに進み、1人8枚（32枚のパック）。\n"
        "第1ハンドから順に切り札のスートを決めるかパス。全員パスなら第1ハンドが決めます。\n"
        "最初のリードは常に第1ハンド。スートをフォローし、できなければ相手が勝っているとき\n"
        "切り札を出します（オーバートランプ）。切り札のリードには、できればより強い切り札を。\n"
        "切り札の順は J 9 A 10 K Q 8 7：ジャック20、9が14、エース11、10が10、キング4、クイーン3。\n"
        "切り札以外は A 10 K Q J 9 8 7。最終トリック +10：1ディール162点。\n"
        "トリック内のルーム：3枚連続20、4枚連続50、切り札のキング + クイーン20、\n"
        "フォーカード100、ジャック4枚200。指定側は点とルームの合計の過半数が必要で、\n"
        "届かなければナットになり、すべて相手の得点。8トリック全取りはピットで +100。\n"
        "3人のとき：指定した人が2枚のウィドウを取り、カードを2枚伏せます。"
    ),
}
