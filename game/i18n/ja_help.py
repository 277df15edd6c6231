"""日本語: ルール説明 (game/help) と「この卓の遊び方」オーバーレイの文言 (en_help と同じキー)。"""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------ ルール画面
    "help.title": "{name}: ルール",
    "help.subtitle": "この卓は{seats}人。金色の文字: 初期設定から変えたオプション",
    "help.keys": "←/→ または Tab: 項目  -  ↑/↓・ホイール・PgUp/PgDn: スクロール  -  Esc: 戻る",
    "help.back": "戻る",
    "help.tab.overview": "概要",
    "help.tab.cards": "カード",
    "help.tab.play": "プレイ",
    "help.tab.scoring": "得点",
    "help.tab.weis": "ヴァイス",
    "help.tab.trumps": "切り札",
    "help.tab.chips": "課題チップ",
    "help.tab.phase1": "第1段階",
    "help.tab.phase2": "第2段階",
    "help.caption.wins": "勝ち",
    # ------------------------------------------------------------ シーバー
    "help.schieber.intro": (
        "4人が2チームに分かれ、パートナーは向かい合って座ります。カードは36枚で各自9枚。"
        "配りもプレイも反時計回りで、次の手番は右隣の人です。"
    ),
    "help.schieber.preset.classic": "ルールセット: クラシック (伝統的なルール)。",
    "help.schieber.preset.swiss_official": (
        "ルールセット: スイス公式 (Swisslos)。2500点、オーベナーベとウンデヌーフェは3倍、"
        "現代のヴァイス点。"
    ),
    "help.schieber.preset.custom": "ルールセット: カスタム (オプションを個別に選択)。",
    "help.schieber.forehand.seven_of_clubs": (
        "最初のディールではクラブ (バラ) の7を持つ人がフォアハンドとなり、2回目のディールを"
        "配ります。その後はディーラーの右隣がフォアハンドです。"
    ),
    "help.schieber.forehand.dealer_right": "フォアハンドは常にディーラーの右隣の人です。",
    "help.schieber.contract": (
        "フォアハンドが契約を決めます: 切り札のスート、オーベナーベ (切り札なし、エースが最強)、"
        "ウンデヌーフェ (切り札なし、6が最強)。または「シーベン」でパートナーに選ばせます。"
    ),
    "help.schieber.push_back.no": "シーベンされたパートナーは必ず選びます。",
    "help.schieber.push_back.yes": (
        "シーベンされたパートナーは一度だけ押し返せます。その場合フォアハンドが選びます。"
    ),
    "help.schieber.lead": (
        "最初のトリックは、シーベンの後でも常にフォアハンドがリードします。"
        "トリックを取った人が次のトリックをリードします。"
    ),
    "help.schieber.end.immediate": (
        "先に{target}点に達したチームの勝ち。ディールの途中でもその時点で終了します。"
    ),
    "help.schieber.end.finish_deal": (
        "{target}点までのゲームです。ディールは必ず最後まで行い、目標に達したチームがあれば"
        "合計の多いチームが勝ちます。"
    ),
    "help.schieber.schneider.yes": (
        "負けたチームが{half}点未満なら、勝ちは2倍 (シュナイダー) になります。"
    ),
    "help.schieber.schneider.no": "勝ちは常に1倍です (シュナイダーなし)。",
    "help.schieber.mirror": (
        "この卓は左右反転で表示され、プレイが時計回りに見えます。"
        "パートナーと手番の順は変わりません。"
    ),
    "help.schieber.row_trump": "切り札のスート (どのスートでも同じ。図はハート)、強い順と点数",
    "help.schieber.row_plain": "切り札のある契約での他のスート",
    "help.schieber.row_obenabe": "オーベナーベ: すべてのスート、エースが最強",
    "help.schieber.row_undenufe": "ウンデヌーフェ: すべてのスート、6が最強",
    "help.schieber.total": ("1ディールの点数は合計{total}点: カードに152点、最後のトリックに5点。"),
    "help.schieber.play.no_trumps": (
        "オーベナーベとウンデヌーフェ: リードされたスートがあれば出します。なければ何でも出せます。"
    ),
    "help.schieber.play.trumps_led": (
        "切り札がリードされたら、持っていれば切り札を出します (勝つ必要はありません)。"
        "切り札のジャック (プール) は出す義務がなく、切り札がそれだけなら何を出しても構いません。"
    ),
    "help.schieber.play.plain_led": (
        "他のスートがリードされたら、フォローしても切り札を出しても構いません。"
        "フォローできなければ何でも出せます。"
    ),
    "help.schieber.play.undertrump": (
        "アンダートランプ禁止: トリックに切り札が出ていたら、それより弱い切り札は出せません。"
        "ただし手札が切り札だけなら出せます。"
    ),
    "help.schieber.play.tricks": (
        "最も強い切り札がトリックを取ります。切り札がなければリードされたスートの最強のカードです。"
    ),
    "help.schieber.multipliers": "ディールで得た点はすべて契約の倍率を掛けます:",
    "help.schieber.bonus": (
        "最後のトリックは{last}点追加。9トリックすべてを取ったチーム (マッチ) は{match}点追加。"
    ),
    "help.schieber.stoeck": (
        "シュテック: 切り札のキングとクイーンを一人で持つと{points}点。"
        "ヴァイスで負けたチームでも数えます。"
    ),
    "help.schieber.stoeck_declaration.automatic": "シュテックは自動で数えます。",
    "help.schieber.stoeck_declaration.manual": (
        "シュテックは2枚目を出すときに宣言します。宣言しないと無効です。"
    ),
    "help.schieber.stoeck_any_time.yes": "シュテックは契約が決まった時点で目標点に数えます。",
    "help.schieber.stoeck_any_time.no": "シュテックは2枚とも出してから目標点に数えます。",
    "help.schieber.ausmach.SWT": (
        "両チームが同時に目標に達したら: シュテック、ヴァイス、トリックの順に数えます。"
    ),
    "help.schieber.ausmach.STW": (
        "両チームが同時に目標に達したら: シュテック、トリック、ヴァイスの順に数えます。"
    ),
    "help.schieber.weis": (
        "ヴァイスは同じスートの3枚以上の連続 (A K Q J 10 9 8 7 6 の順) と4枚組で、"
        "最初のカードを出すときに宣言します。最も強いヴァイスを持つチームだけが、"
        "そのチームのヴァイスをすべて得点します。"
    ),
    "help.schieber.weis.swiss": (
        "ヴァイスは同じスートの3枚以上の連続 (エース、キング、オーバー、ウンダー、バナー、9、8、"
        "7、6 の順) と4枚組で、最初のカードを出すときに宣言します。最も強いヴァイスを持つ"
        "チームだけが、そのチームのヴァイスをすべて得点します。"
    ),
    "help.schieber.weis_table": "ヴァイスの点数",
    "help.schieber.run": "{length}枚の連続",
    "help.schieber.run_long": "6 / 7 / 8 / 9枚の連続",
    "help.schieber.quad_high": "10、クイーン、キング、エースの4枚組",
    "help.schieber.quad_high.swiss": "バナー、オーバー、キング、エースの4枚組",
    "help.schieber.quad_nines": "9の4枚組",
    "help.schieber.quad_jacks": "ジャックの4枚組",
    "help.schieber.quad_jacks.swiss": "ウンダーの4枚組",
    "help.schieber.quad_low": "8、7、6の4枚組",
    "help.schieber.weis_reuse.no": "1枚のカードは1つのヴァイスにしか使えません。",
    "help.schieber.weis_reuse.yes": (
        "4枚組は連続とカードを共有できます (連続どうしは重ねられません)。"
    ),
    "help.schieber.weis_key.classic": (
        "最強のヴァイス: 点数の高いほう。同点なら4枚組が連続に勝ち、次に最上位のカード、"
        "次に切り札の連続。"
    ),
    "help.schieber.weis_key.swiss": (
        "最強のヴァイス: 点数の高いほう、次に枚数の多いほう、次に最上位のカード "
        "(ウンデヌーフェでは低いほう)、次に切り札の連続。"
    ),
    "help.schieber.weis_tie.nobody": "両チームの最強ヴァイスが同じなら、どちらも得点しません。",
    "help.schieber.weis_tie.earlier_player": (
        "両チームの最強ヴァイスが同じなら、手番順で先の人が勝ちます。"
    ),
    "help.schieber.weis_declaration.automatic": "各自の最良のヴァイスは自動で宣言されます。",
    "help.schieber.weis_declaration.manual": (
        "ヴァイスは最初のカードの前に自分で宣言します (黙っていても構いません)。"
    ),
    # ------------------------------------------------------------ クラーヴァーヤス
    "help.klaverjas.intro4": (
        "4人が2チームに分かれ、パートナーは向かい合って座ります。カードは32枚で各自8枚。"
        "すべて時計回りで、ディーラーの左隣がファーストハンドです。"
    ),
    "help.klaverjas.intro3": (
        "3人がそれぞれ個人で戦います。各自10枚、残り2枚は伏せて置く「ウィドウ」です。"
        "すべて時計回りで、ディーラーの左隣がファーストハンドです。"
    ),
    "help.klaverjas.deal.3-2-3": "カードは3枚、2枚、3枚ずつ配ります。",
    "help.klaverjas.deal.4-4": "カードは4枚ずつ2回配ります。",
    "help.klaverjas.bid.free_choice": (
        "ファーストハンドから順に、切り札のスートを宣言するかパスします。"
        "4人ともパスしたら、ファーストハンドが必ず決めます。"
    ),
    "help.klaverjas.bid.forced_first_hand": (
        "ファーストハンドが必ず切り札を決めます (ユトレヒト式)。"
    ),
    "help.klaverjas.bid.turn_up": (
        "スートが1つめくられます。ファーストハンドから順に、それを切り札として受けるかパスします。"
    ),
    "help.klaverjas.turn_up.first_hand_chooses": (
        "4人ともパスしたら、ファーストハンドが好きなスートを必ず選びます。"
    ),
    "help.klaverjas.turn_up.first_hand_plays_turned": (
        "4人ともパスしたら、ファーストハンドがめくられたスートで必ずプレイします。"
    ),
    "help.klaverjas.turn_up.second_turn_then_redeal": (
        "4人ともパスしたら2つ目のスートをめくり、それも全員パスなら配り直します。"
    ),
    "help.klaverjas.bid3": (
        "ファーストハンドから順に一度ずつ、切り札のスートを宣言するかパスします。"
    ),
    "help.klaverjas.redeal3.same_dealer": "全員パスなら同じディーラーが配り直します。",
    "help.klaverjas.redeal3.next_dealer": "全員パスなら次のディーラーが配り直します。",
    "help.klaverjas.widow": (
        "切り札を決めた人 (メーカー) はウィドウを取り、2枚を伏せて捨てます。その点数はメーカーの"
        "ものです。"
    ),
    "help.klaverjas.lead": (
        "最初のトリックは常にファーストハンドがリードし、以後はトリックを取った人がリードします。"
    ),
    "help.klaverjas.length.deals": "1ゲームは{deals}ディール。合計の多いほうが勝ちです。",
    "help.klaverjas.length.target": (
        "誰かが{target}点以上になるまでディールを続けます。合計の多いほうが勝ちです。"
    ),
    "help.klaverjas.tie.draw": "最後に同点なら引き分けです。",
    "help.klaverjas.tie.extra_deal": "最後に同点なら、差がつくまで追加のディールを行います。",
    "help.klaverjas.rotation": ("パートナー交代: 3ゲーム行い、全員が他の全員と一度ずつ組みます。"),
    "help.klaverjas.row_trump": "切り札のスート (どのスートでも同じ。図はハート)、強い順と点数",
    "help.klaverjas.row_plain": "その他のスート",
    "help.klaverjas.total": (
        "カードに{cards}点、最後のトリックに{last}点: 1ディール{total}点です。"
    ),
    "help.klaverjas.play.rules.amsterdam": "アムステルダム・ルール。",
    "help.klaverjas.play.rules.rotterdam": (
        "ロッテルダム・ルール: パートナーのトリックにも切り札を出す義務があります。"
    ),
    "help.klaverjas.play.trumps_led": (
        "切り札がリードされたら切り札を出し、できればそれまでの最強の切り札より強いものを出します "
        "(パートナーの切り札でも)。"
    ),
    "help.klaverjas.play.follow": (
        "他のスートがリードされたら、あればそのスートを出します。どのカードでも構いません。"
    ),
    "help.klaverjas.play.amsterdam_void": (
        "フォローできず相手が勝っているとき: 切り札、またはより強い切り札を出せるなら出します。"
        "出せなければ他のスートを捨てます。弱い切り札は、それしかないときだけ出せます。"
    ),
    "help.klaverjas.play.amsterdam_partner": (
        "フォローできずパートナーが勝っているとき: 何を出しても構いません。ただしパートナーより"
        "弱い切り札は、それしかないときだけです。"
    ),
    "help.klaverjas.play.rotterdam_void": (
        "フォローできないときは、パートナーが勝っていても切り札を出します。"
        "より強い切り札があればそれを、なければ弱い切り札を出します。"
    ),
    "help.klaverjas.roem": (
        "ルーム: 1つのトリックのカードの組み合わせは、誰が出したかに関係なく、そのトリックを取った"
        "チームの点になります。連続はどのスートも A K Q J 10 9 8 7 の順です。"
    ),
    "help.klaverjas.roem_table": "ルームの点数",
    "help.klaverjas.roem.run3": "3枚の連続",
    "help.klaverjas.roem.run4": "4枚の連続",
    "help.klaverjas.roem.stuk": "切り札のキングとクイーン (ストゥック)",
    "help.klaverjas.roem.run3_stuk": "ストゥックを含む3枚の連続",
    "help.klaverjas.roem.run4_stuk": "ストゥックを含む4枚の連続",
    "help.klaverjas.roem.jacks": "ジャックの4枚組",
    "help.klaverjas.roem.quad_high": "エース、キング、クイーン、10の4枚組",
    "help.klaverjas.roem.quad_low": "9、8、7の4枚組",
    "help.klaverjas.roem_example": "例 (切り札はハート): ルーム{points}点",
    "help.klaverjas.roem_claim.automatic": "ルームは自動で数えます。",
    "help.klaverjas.roem_claim.manual": (
        "ルームはトリックを取ったチームが次のリードまでに申告します。申告しないと無効です。"
        "申告するのは、そのルームを完成させた札を出した人です"
        "（相手の札で完成したときはトリックを取った人）。"
    ),
    "help.klaverjas.nat4": (
        "メーカーのチームは相手より多く (カード点とルームの合計) 取らなければなりません。"
        "そうでなければ「ナット」: メーカー側は0点、相手が162点と全員のルームを得ます。"
    ),
    "help.klaverjas.nat3": (
        "メーカーは全点数の半分より多く取らなければなりません。そうでなければメーカーは0点、"
        "他の2人はそれぞれ3人の合計点を得ます。"
    ),
    "help.klaverjas.pit.any_team": "ピット: 全トリックを取った側は{bonus}点追加。",
    "help.klaverjas.pit.makers_only": "ピット: メーカー側が全トリックを取ると{bonus}点追加。",
    "help.klaverjas.pit.none": "この卓ではピット (全トリック) のボーナスはありません。",
    # ------------------------------------------------------------ シュティッヒェルン
    "help.stichln.intro": (
        "{seats}人がそれぞれ個人で戦います。{colours}色、数字は0から{top}まで。"
        "各自{hand}枚なので、1ラウンドは{tricks}トリックです。"
    ),
    "help.stichln.colours": "この卓で使う色 (各色0から{top}まで)",
    "help.stichln.aside": "毎ラウンド{aside}枚は見ずに脇へ置きます。",
    "help.stichln.minus": (
        "トリックの前に、全員が1枚を伏せて置きます。その色がそのラウンドの自分のマイナス色です。"
    ),
    "help.stichln.reveal.simultaneous_after_choice": (
        "全員が選び終えたら、マイナスカードを一斉に表にします。"
    ),
    "help.stichln.reveal.hidden_until_scoring": "マイナスカードは得点計算まで伏せたままです。",
    "help.stichln.rounds": "1ゲームは{rounds}ラウンド。合計が最も多い人の勝ちです。",
    "help.stichln.free": "どのカードを出しても構いません。フォローの義務はありません。",
    "help.stichln.winner": (
        "リードされた色以外はすべて切り札です: 他の色で最も大きいカードが勝ちます (同じ数字なら"
        "先に出したほう)。他の色が出ていなければ、リードされた色の最大のカードが勝ちます。"
        "0は決して勝ちません。"
    ),
    "help.stichln.zero.leader_wins": "0だけのトリックはリードした人が取ります。",
    "help.stichln.zero.discard_leader_leads_again": (
        "0だけのトリックは得点せずに脇へ置き、同じ人がもう一度リードします。"
    ),
    "help.stichln.example_other": "黄がリード: 他の色の最大のカードが勝ち",
    "help.stichln.example_zero": "0でリードしても、その色がリードの色になります",
    "help.stichln.score": (
        "取ったカードは1枚につき+1点。ただし自分のマイナス色のカードは、その数字だけ減点です。"
        "自分のマイナスカード自体も、その数字だけ減点です。"
    ),
    "help.stichln.score_minus": "例: マイナス色は赤 (マイナスカードは赤の{value})",
    "help.stichln.score_captured": "取ったカード。マイナスカードを含めて{total}点",
    "help.stichln.total": "ラウンドの得点をゲームを通して合計します。",
    # ------------------------------------------------------------ ヴァス・シュティヒト
    "help.was_sticht.intro": (
        "{seats}人、カードは36枚 (4色、1から9)。毎ラウンド、切り札をひそかに知るディーラーがいて、"
        "9トリックを行います。"
    ),
    "help.was_sticht.draft_chips.short": (
        "ゲームの前に各自{chips}枚の課題チップを選びます。他の種類が残っている間は同じ種類を"
        "2枚取れません。"
    ),
    "help.was_sticht.draft_chips.full": (
        "ゲームの前に各自{chips}枚の課題チップを選びます (同じ種類も可)。"
    ),
    "help.was_sticht.secret": (
        "ディーラーは切り札の色と切り札の数字を無作為に引きます。どちらも「なし」のことがあります。"
        "選択が終わるまでディーラーだけが知っています。"
    ),
    "help.was_sticht.grid": (
        "全カードを表向きに4行9列に並べます。左の列から順に、マーカーを持つ人から一人1枚ずつ取り"
        "ます。"
    ),
    "help.was_sticht.hint": (
        "各列の後、ディーラーはそのカードをトリックとして出したら誰が勝つかを告げます。"
        "それが切り札の手がかりです。"
    ),
    "help.was_sticht.drafted.hidden": (
        "ヒントの後、その列のカードは各プレイヤーの手札に入ります。誰が何を取ったかは"
        "覚えておきましょう。"
    ),
    "help.was_sticht.drafted.open": (
        "取ったカードは取った人の名前つきで並べたままなので、全員の手札がわかります。"
    ),
    "help.was_sticht.dummy": "3人のときは、各列の最後の1枚はダミーに行きます。",
    "help.was_sticht.tasks": (
        "その後切り札が公開され、ディーラー以外の全員がこのラウンドの課題として表向きのチップを"
        "1枚ひそかに選びます。"
    ),
    "help.was_sticht.dealer": (
        "ディーラーは、持ち主が失敗した公開中の課題を自分が達成すると、自分のチップを1枚達成でき"
        "ます。"
    ),
    "help.was_sticht.end.short": (
        "ショートゲーム: 誰かが{target}枚のチップを達成するか、{rounds}ラウンド (全員が2回ずつ"
        "配る) で終わります。達成枚数の多い人の勝ちです。"
    ),
    "help.was_sticht.early.no": "ショートゲームは常に最後まで行います。",
    "help.was_sticht.early.yes": "誰も追いつけなくなったら、ショートゲームは早めに終わります。",
    "help.was_sticht.end.full": "フルゲーム: 誰かが{chips}枚すべてのチップを達成したら終わります。",
    "help.was_sticht.places.value_sum_only": "2位以下は達成したチップの値の合計で決めます。",
    "help.was_sticht.places.five_chip_players_first": (
        "2位以下: 5枚達成した人が先、その後は達成したチップの値の合計で決めます。"
    ),
    "help.was_sticht.trumps": (
        "スーパー切り札 (切り札の色で切り札の数字のカード) が最強です。次に切り札の数字の"
        "他のカードで、すべて同格 (先に出したほうが勝ち)。次に切り札の色の9から1です。"
    ),
    "help.was_sticht.trump_row": "例: 赤と{number}が切り札",
    "help.was_sticht.level.super": "スーパー",
    "help.was_sticht.level.number": "数字",
    "help.was_sticht.level.colour": "色",
    "help.was_sticht.no_trump": (
        "トリックに切り札がなければ、リードされた色の最大のカードが勝ちます。"
    ),
    "help.was_sticht.play.lead": (
        "最初のトリックはディーラーの左隣がリードし、以後はトリックを取った人がリードします。"
    ),
    "help.was_sticht.play.trump_led": (
        "切り札がリードされたら、できれば切り札を出します (色の切り札でも数字の切り札でも可)。"
    ),
    "help.was_sticht.play.follow.skat": (
        "他の色がリードされたら、あればその色を出します。数字の切り札は切り札であり、"
        "印刷された色のカードとは見なしません。"
    ),
    "help.was_sticht.play.follow.printed": (
        "他の色がリードされたら、あればその色を出します。その色の数字の切り札もその色として数えま"
        "す。"
    ),
    "help.was_sticht.play.free": "フォローできなければ何でも出せます。勝つ義務はありません。",
    "help.was_sticht.chips": (
        "課題はそのラウンドで自分が取ったトリックで判定します。達成したチップは裏返します。"
    ),
    "help.was_sticht.chip_table": "課題 (ゲーム中の枚数) とその値",
    "help.was_sticht.chip.NO_TRICKS": "トリックなし ({copies})",
    "help.was_sticht.chip.NO_RED": "1トリック以上、赤のカードなし ({copies})",
    "help.was_sticht.chip.NO_BLUE": "1トリック以上、青のカードなし ({copies})",
    "help.was_sticht.chip.NO_GREEN": "1トリック以上、緑のカードなし ({copies})",
    "help.was_sticht.chip.NO_YELLOW": "1トリック以上、黄のカードなし ({copies})",
    "help.was_sticht.chip.EXACTLY_1": "ちょうど1トリック ({copies})",
    "help.was_sticht.chip.EXACTLY_2": "ちょうど2トリック ({copies})",
    "help.was_sticht.chip.EXACTLY_3": "ちょうど3トリック ({copies})",
    "help.was_sticht.chip.EXACTLY_4": "ちょうど4トリック ({copies})",
    "help.was_sticht.chip.LAST_TRICK": "最後のトリック ({copies})",
    "help.was_sticht.chip.SOLE_MOST": "単独で最多のトリック ({copies})",
    "help.was_sticht.chip.SOLE_FEWEST": "単独で最少のトリック ({copies})",
    "help.was_sticht.fewest.yes": "「単独で最少」には1トリック以上が必要です。",
    "help.was_sticht.fewest.no": "「単独で最少」は0トリックでも達成できます。",
    "help.was_sticht.colour_chips": "色の課題は切り札も含め、印刷された色で判定します。",
    # ------------------------------------------------------------ スキットグッベ
    "help.skitgubbe.intro": (
        "{seats}人、カードは52枚。勝者はおらず、最後までカードを持っていた人が負け "
        "(スキットグッベ) です。各自{dealt}枚、残りの{stock}枚が山札です。"
    ),
    "help.skitgubbe.ranks": "ランクの強い順 (エースは常に最強)",
    "help.skitgubbe.dealer.clockwise": "ゲームごとに配り手は左隣へ移ります。",
    "help.skitgubbe.dealer.loser_deals": "負けた人が次のゲームを配ります。",
    "help.skitgubbe.p1.all_players": (
        "第1段階 (集める): 順番に同じランクのカードを1〜3枚出し、山札から3枚になるまで引きます。"
        "最も高いランクが勝ち、スートは関係ありません。"
    ),
    "help.skitgubbe.p1.two_player_tricks": (
        "第1段階 (集める): リードする人と次の人が1枚ずつ出して山札から引きます。"
        "高いランクが勝ち、スートは関係ありません。"
    ),
    "help.skitgubbe.p1.tie": "同点なら、同点の人だけがもう一度出します。",
    "help.skitgubbe.p1.add.clockwise_from_winner": (
        "トリックが決まったら、勝った人から順に、場に出ているランクのカードを足せます。"
        "勝った人がすべて取ります。"
    ),
    "help.skitgubbe.p1.add.clockwise_from_leader": (
        "トリックが決まったら、リードした人から順に、場に出ているランクのカードを足せます。"
        "勝った人がすべて取ります。"
    ),
    "help.skitgubbe.p1.bounce": (
        "同じランクなら同じ2人がもう一度出し、高いほうが全部を取って次をリードします。"
    ),
    "help.skitgubbe.p1.daring.no": "カードは常に手札から出します。",
    "help.skitgubbe.p1.daring.yes": (
        "度胸: 手札から出す代わりに、山札の一番上をめくって出すこともできます。"
    ),
    "help.skitgubbe.p1.last_card": (
        "山札の最後の1枚を引いた人は伏せたまま持ちます。そのスートが切り札になります。"
    ),
    "help.skitgubbe.p1.end": "トリックの後、手札がなくなった人がいれば第1段階は終わりです。",
    "help.skitgubbe.p2.setup": (
        "第2段階 (手放す): 全員が取ったカードを手札に加えます。最後の1枚を表にし、"
        "そのスートが切り札です。その持ち主がリードします。"
    ),
    "help.skitgubbe.p2.turn": (
        "自分の番では、一番上のレイを同じスートの高いカードで、または切り札でない札に切り札で"
        "打ち負かすか、それを引き取ります。"
    ),
    "help.skitgubbe.p2.beat_example": "切り札はクラブ: どのカードも前のカードに勝ちます",
    "help.skitgubbe.caption.lay": "レイ",
    "help.skitgubbe.caption.beats": "勝つ",
    "help.skitgubbe.caption.trump": "切り札",
    "help.skitgubbe.p2.sequences.yes": (
        "レイは1枚、または同じスートの連続です (エースは最上位のみ)。"
    ),
    "help.skitgubbe.p2.sequences.no": "1枚ずつだけ出します。引き取るのは一番上の1枚です。",
    "help.skitgubbe.p2.run_example": "連続: 1つのレイ",
    "help.skitgubbe.p2.pickup.connected_chain": (
        "引き取るのは一番上のレイと、その連続につながる下のレイすべてです。"
    ),
    "help.skitgubbe.p2.pickup.top_lay_only": "引き取るのは一番上のレイだけです。",
    "help.skitgubbe.p2.pickup.bottom_lay_us": "引き取るのは一番下のレイです (アメリカ式)。",
    "help.skitgubbe.p2.trick": (
        "レイの数がカードを持つ人数と同じになるとトリック終了で、そのカードはゲームから除かれます。"
        "最後に打ち負かした人がリードします。"
    ),
    "help.skitgubbe.p2.loser": (
        "カードがなくなった人は抜けて安全です。最後までカードを持っていた人の負けです。"
    ),
    # ------------------------------------------------------------ この卓の遊び方
    "howto.title": "この卓の遊び方",
    "howto.menu": "遊び方",
    "howto.key.arrows": "矢印キー: カードやボタンを選ぶ　Tab: 次のグループ",
    "howto.key.enter": "Enter（またはもう一度クリック）: 選んだものを実行",
    "howto.key.last": "L: 直前のトリック　M: 記録　S: スコア表",
    "howto.key.rules": "F1: ルール",
    "howto.key.help": "H: このヘルプ　K: すべてのキー",
    "howto.key.esc": "Esc: 一時停止メニュー",
    "howto.key.fullscreen": "F11: 全画面",
    "howto.key.quit": "Ctrl+Q: 終了",
    "howto.close": "クリックか何かのキーで卓に戻ります",
}
