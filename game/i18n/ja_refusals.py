"""日本語: the engines' refusal sentences (`<game id>.refuse.<key>`) and card names in them."""

MESSAGES: dict[str, str] = {
    # カードとスート
    "card.french": "{suit}の{rank}",
    "card.colour": "{colour}の{rank}",
    "card.rank.11": "ジャック",
    "card.rank.12": "クイーン",
    "card.rank.13": "キング",
    "card.rank.14": "エース",
    "card.rank.swiss.10": "バナー",
    "card.rank.swiss.11": "ウンダー",
    "card.rank.swiss.12": "オーバー",
    "card.suit.C": "クラブ",
    "card.suit.D": "ダイヤ",
    "card.suit.H": "ハート",
    "card.suit.S": "スペード",
    "card.suit.R": "赤",
    "card.suit.B": "青",
    "card.suit.G": "緑",
    "card.suit.Y": "黄",
    "card.suit.P": "紫",
    "card.suit.N": "茶",
    # 全ゲーム共通 (game.core.rules.why_cards_misnamed)
    "core.refuse.twice": "{card}を2回指定しています。",
    "core.refuse.card_order": "カードは {order} の順に指定してください。",
    # Schieber
    "schieber.refuse.deal_over": "このディールは終わりました。",
    "schieber.refuse.extra_word": "このアクションの名前の後に言葉は付けられません。",
    "schieber.refuse.card_count": "このアクションのカードの枚数が違います。",
    "schieber.refuse.trump_known": "切り札はもう宣言されています。",
    "schieber.refuse.weis_once": "ヴァイスの宣言は一度だけ、最初のカードを出す前です。",
    "schieber.refuse.weis_not_held": "そのヴァイスは手札から宣言できません。",
    "schieber.refuse.weis_order": "ヴァイスは {order} の順に書いてください。",
    "schieber.refuse.weis_first": "先にヴァイスを宣言してください（なしでも可）。",
    "schieber.refuse.not_action": "「{kind}」は Schieber の行動ではありません。",
    "schieber.refuse.one_card": "カードはちょうど1枚出してください。",
    "schieber.refuse.not_in_deck": "{code} はヤス札のカードではありません。",
    "schieber.refuse.not_held": "{card}は手札にありません。",
    "schieber.refuse.stoeck_second": (
        "シュテックは切り札のキングとクイーンのうち、2枚目を出すときに宣言します。"
    ),
    "schieber.refuse.pushed_to_you": (
        "パートナーがシーベンしました。あなたが切り札を決めてください。"
    ),
    "schieber.refuse.pushed_back": "選択が戻ってきました。あなたが切り札を決めてください。",
    "schieber.refuse.not_contract": (
        "「{arg}」は切り札になりません。スート、オーベナーベ、ウンデヌーフェから選んでください。"
    ),
    "schieber.refuse.contract_first": "まず切り札を決めてください（またはパートナーにシーベン）。",
    "schieber.refuse.follow": "{suit}をフォローしなければなりません。",
    "schieber.refuse.trump_led": "切り札がリードされました。切り札を出してください。",
    "schieber.refuse.undertrump": "{card}より弱い切り札は出せません（アンダートランプ禁止）。",
    "schieber.refuse.follow_or_trump": "{suit}をフォローするか、切り札を出してください。",
    "schieber.refuse.not_now": "今そのカードは出せません。",
    # Klaverjas
    "klaverjas.refuse.not_action": "「{kind}」は Klaverjas の行動ではありません。",
    "klaverjas.refuse.claim_last": "最後のトリックのルームを申告するか、見送ってください。",
    "klaverjas.refuse.deal_over": "このディールは終わりました。",
    "klaverjas.refuse.no_roem": (
        "今申告できるルームはありません。ルームは次のリードの前に申告します。"
    ),
    "klaverjas.refuse.trump_known": "切り札はもう決まっています。カードを出してください。",
    "klaverjas.refuse.lay_away_when": "カードを伏せるのはウィドウを取った直後だけです。",
    "klaverjas.refuse.one_card": "カードはちょうど1枚出してください。",
    "klaverjas.refuse.not_in_deck": "{code} は Klaverjas のカードではありません。",
    "klaverjas.refuse.not_held": "{card}は手札にありません。",
    "klaverjas.refuse.lay_away_first": "先にカードを2枚伏せてください（ウィドウを取りました）。",
    "klaverjas.refuse.lay_away_two": "伏せるカードはちょうど2枚です。",
    "klaverjas.refuse.pass_no_cards": "パスにカードは要りません。",
    "klaverjas.refuse.utrecht": "第1ハンドは切り札を決めなければなりません（ユトレヒト・ルール）。",
    "klaverjas.refuse.forced_choice": "全員パスしました。第1ハンドとして切り札を決めてください。",
    "klaverjas.refuse.bid_first": "まず切り札を決めてください（またはパス）。",
    "klaverjas.refuse.not_suit": "「{arg}」はスートではありません。C、D、H、S から選んでください。",
    "klaverjas.refuse.forced_turned": (
        "全員パスしました。表向きのスート（{suit}）で遊ばなければなりません。"
    ),
    "klaverjas.refuse.only_turned": (
        "受けられるのは表向きのスート（{suit}）だけです（またはパス）。"
    ),
    "klaverjas.refuse.trump_led": "切り札がリードされました。切り札の{trump}を出してください。",
    "klaverjas.refuse.trump_beat": (
        "切り札がリードされました。できれば{card}より強い切り札を出してください。"
    ),
    "klaverjas.refuse.follow": "{suit}をフォローしなければなりません。",
    "klaverjas.refuse.undertrump_partner": "パートナーの{card}より弱い切り札は出せません。",
    "klaverjas.refuse.overtrump": "{card}より強い切り札を出してください（オーバートランプ）。",
    "klaverjas.refuse.undertrump": "捨て札ができるので、{card}より弱い切り札は出せません。",
    "klaverjas.refuse.rotterdam_trump": (
        "{suit}をフォローできないので、切り札の{trump}を出してください"
        "（ロッテルダム・ルール：パートナーのトリックでも）。"
    ),
    "klaverjas.refuse.must_trump": "相手がトリックを取っています。切り札を出してください。",
    "klaverjas.refuse.must_overtrump": (
        "相手がトリックを取っています。{card}より強い切り札を出してください。"
    ),
    # Stichln
    "stichln.refuse.round_over": "このラウンドは終わりました。",
    "stichln.refuse.not_action": (
        "「{kind}」は Stichln の行動ではありません。伏せるかカードを出してください。"
    ),
    "stichln.refuse.declare_first": "まずカードを1枚伏せて、マイナス色を決めてください。",
    "stichln.refuse.declared": (
        "マイナス色のカードはもう伏せてあります。トリックにカードを出してください。"
    ),
    "stichln.refuse.stray_word": "「{arg}」は Stichln の行動に含まれません。",
    "stichln.refuse.one_card": "カードをちょうど1枚選んでください。",
    "stichln.refuse.not_in_deck": "{code} は Stichln のカードではありません。",
    "stichln.refuse.not_held": "{card}は手札にありません。",
    # Was Sticht
    "was_sticht.refuse.ask_chip": "タスクチップのドラフト中です。チップを1枚取ってください。",
    "was_sticht.refuse.ask_take": "カードのドラフト中です。列からカードを1枚取ってください。",
    "was_sticht.refuse.ask_task": "まずこのラウンドのタスクを選んでください。",
    "was_sticht.refuse.ask_play": "トリックの最中です。カードを出してください。",
    "was_sticht.refuse.ask_turn": "まずディーラーが裏返すチップを選びます。",
    "was_sticht.refuse.round_over": "このラウンドは終わりました。",
    "was_sticht.refuse.not_action": "「{kind}」は Was Sticht の行動ではありません。",
    "was_sticht.refuse.take_one": "カードはちょうど1枚取ってください。",
    "was_sticht.refuse.one_card": "カードはちょうど1枚出してください。",
    "was_sticht.refuse.not_in_deck": "{code} は Was Sticht のカードではありません。",
    "was_sticht.refuse.taken": "{card}はもう取られています。",
    "was_sticht.refuse.not_in_column": "{card}は{column}列目にありません。",
    "was_sticht.refuse.not_held": "{card}は手札にありません。",
    "was_sticht.refuse.chip_not_card": "カードではなく、チップの種類を選んでください。",
    "was_sticht.refuse.not_chip": "「{arg}」はタスクチップではありません。",
    "was_sticht.refuse.chip_gone": "{chip}のチップはもう残っていません。",
    "was_sticht.refuse.chip_short_game": (
        "{chip}のチップはもう持っています。ショートゲームでは、持っていない種類が"
        "残っている限りそちらを取ります。"
    ),
    "was_sticht.refuse.chip_completed": "{chip}のチップはもう達成済みです。",
    "was_sticht.refuse.chip_not_held": "{chip}のチップを持っていません。",
    "was_sticht.refuse.trump_led": (
        "切り札がリードされました。切り札（色または数字の切り札）を出してください。"
    ),
    "was_sticht.refuse.follow": "{suit}をフォローしなければなりません。",
    "was_sticht.refuse.follow_not_trump": (
        "{suit}をフォローしなければなりません。{card}は切り札なので{suit}のカードではありません。"
    ),
    "was_sticht.chip.NO_TRICKS": "「トリックなし」",
    "was_sticht.chip.NO_RED": "「赤なし」",
    "was_sticht.chip.NO_BLUE": "「青なし」",
    "was_sticht.chip.NO_GREEN": "「緑なし」",
    "was_sticht.chip.NO_YELLOW": "「黄なし」",
    "was_sticht.chip.EXACTLY_1": "「ちょうど1トリック」",
    "was_sticht.chip.EXACTLY_2": "「ちょうど2トリック」",
    "was_sticht.chip.EXACTLY_3": "「ちょうど3トリック」",
    "was_sticht.chip.EXACTLY_4": "「ちょうど4トリック」",
    "was_sticht.chip.LAST_TRICK": "「最終トリック」",
    "was_sticht.chip.SOLE_MOST": "「単独最多」",
    "was_sticht.chip.SOLE_FEWEST": "「単独最少」",
    # Skitgubbe
    "skitgubbe.refuse.game_over": "ゲームは終わりました。",
    "skitgubbe.refuse.not_action": "「{kind}」は Skitgubbe の行動ではありません。",
    "skitgubbe.refuse.stray_word": "Skitgubbe の行動にはカード以外の言葉は付きません。",
    "skitgubbe.refuse.not_in_deck": "それは52枚のトランプのカードではありません。",
    "skitgubbe.refuse.twice": "{card}を2回指定しています。",
    "skitgubbe.refuse.not_held": "{card}は手札にありません。",
    "skitgubbe.refuse.no_daring": "このゲームでは山札をめくる賭けは使えません。",
    "skitgubbe.refuse.dare_no_cards": (
        "賭けは山札の一番上のカードを出します。カードは指定しないでください。"
    ),
    "skitgubbe.refuse.dare_stock": "賭けができるのは山札が2枚以上あるときだけです。",
    "skitgubbe.refuse.add_later": "カードの追加はトリックの勝者が決まってからです。",
    "skitgubbe.refuse.phase1_play": (
        "まだフェーズ2ではありません。同じランクのカードを1〜3枚出してください。"
    ),
    "skitgubbe.refuse.play_some": "カードを1枚以上出してください。",
    "skitgubbe.refuse.one_at_a_time": "2人のトリックではカードを1枚ずつ出します。",
    "skitgubbe.refuse.at_most_three": "出せるのは3枚までです。",
    "skitgubbe.refuse.same_rank": "出すカードはすべて同じランクでなければなりません。",
    "skitgubbe.refuse.add_now": (
        "トリックの勝者が決まりました。場にあるランクのカードを追加するか、"
        "追加なしを選んでください。"
    ),
    "skitgubbe.refuse.add_rank": "追加できるのは場にあるランクのカードだけです。{card}は違います。",
    "skitgubbe.refuse.pickup_no_cards": (
        "引き取りは場のカードを取ります。カードは指定しないでください。"
    ),
    "skitgubbe.refuse.table_empty": "場は空です。カード1枚か連続札をリードしてください。",
    "skitgubbe.refuse.phase2_lay": "フェーズ2です。カード1枚か連続札を出すか、引き取ってください。",
    "skitgubbe.refuse.lay_some": "カードを1枚以上出してください。",
    "skitgubbe.refuse.singles_only": "このゲームのフェーズ2ではカードを1枚ずつしか出せません。",
    "skitgubbe.refuse.run_one_suit": "連続札はすべて同じスートでなければなりません。",
    "skitgubbe.refuse.run_gap": (
        "連続札は間を空けずにランクが続かなければなりません（エースは上にだけつながります）。"
    ),
    "skitgubbe.refuse.beat_trump": (
        "{card}に勝てるのはより強い切り札だけです。出せなければ引き取ってください。"
    ),
    "skitgubbe.refuse.beat_higher": "出すカードはすべて{card}より強くなければなりません。",
    "skitgubbe.refuse.beat_or_trump": (
        "{card}にはより強い{suit}か切り札（{trump}）で勝つか、引き取ってください。"
    ),
}
