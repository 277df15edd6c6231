"""日本語: 卓での学び（ゲームごとのガイド（H）、ヒント、ディールの振り返り、はじめての一局）。"""

MESSAGES: dict[str, str] = {
    "setup.hints": "このテーブルのヒント",
    "setup.hints_on": "オン：全員が同意",
    "setup.hints_off": "オフ",
    # the table guide (H): one sentence per part, per game
    "guide.hand": "あなたの手札：カードをクリックで選び、もう一度クリック（または Enter）で出しま"
    "す。",
    "guide.seats": "ほかのプレイヤー：名札と伏せた手札。",
    "guide.trick": "トリック：ここまでに出たカード。ルール上いちばん強いカードが取ります。",
    "guide.info": "このディール：ディーラーと今の状況。",
    "guide.score": "ここまでの得点。",
    "guide.prompt": "今すること。選んだあとは、ここの金色のボタンで確定します。",
    "guide.buttons": "直前のトリック、手の記録、得点、ヒント（G）、メニュー。",
    "guide.ws.pool": "チップのドラフト：順番に課題チップを取ります。各チップは1ラウンドで達成すべ"
    "きことを示します。",
    "guide.ws.column": "今の列：スタートプレイヤーから順に全員が1枚ずつ取ります。",
    "guide.ws.grid": "ドラフトの場：36枚が表向き。取り終えた列には、誰が何を取り誰がヒントに勝った"
    "かが出ます。",
    "guide.ws.marker": "スタートマーカー：この列から最初に取る人。",
    "guide.ws.chips": "課題チップ：未達成は表向き、達成済みは暗く、輪はこのラウンドに選んだ課題で"
    "す。",
    "guide.ws.trumps": "ディーラーの横の切り札カード：色と数字。ドラフトが終わるまで秘密です。",
    "guide.ws.dealer": "ディーラーは課題を選びません。表向きの課題を持ち主が逃し、自分が満たせば得"
    "点します。",
    "guide.ws.info": "ラウンド、ディーラー、公開後の切り札、ヒントの履歴（各列のヒントのトリックに"
    "勝った人）。",
    "guide.ws.score": "各プレイヤーの達成チップ数（ゲーム終了の目安）。",
    "guide.ws.dummy": "3人：ダミーのカードは表向きで、使われません。",
    "guide.stichln.trick": "トリック：色に従う必要はありません。色が混ざると、最初の色以外でいちば"
    "ん高いカードが勝ちます（0は数えません）。",
    "guide.stichln.tags": "各席の札：置いたマイナスカード、取ったトリック、取ったマイナス色のカー"
    "ド。",
    "guide.stichln.info": "このラウンド：ディーラー、最初に出た色と、それに勝つカード。",
    "guide.stichln.score": "得点：取ったカード1枚につき+1、自分のマイナス色のカードはその数だけマ"
    "イナス（マイナスカード自身も）。",
    "guide.sk.stock": "第1フェーズの山札：出したら3枚まで引き直します。最後の1枚が第2フェーズの切"
    "り札を決めます。",
    "guide.sk.battle": "第1フェーズ：同じランクを1〜3枚出します。いちばん高いランクが勝ち、スート"
    "は関係ありません。",
    "guide.sk.trump": "第2フェーズ：山札の最後の1枚で決まった切り札のスート。",
    "guide.sk.lays": "第2フェーズの場：いちばん上を同じスートの高いカード（または切り札）で負かす"
    "か、引き取ります。",
    "guide.sk.phases": "2つのフェーズ：第1でカードを集め、第2で手放します。最後までカードを持って"
    "いた人の負けです。",
    "guide.sk.score": "各プレイヤーが取ったカード（第1フェーズ）または持っているカード（第2フェー"
    "ズ）と、これまでの負け数。",
    "guide.jass.info": (
        "コントラクト：切り札（またはオーベナーベ／ウンデヌーフェ）、決めた人、シーベンしたかどうか。"
    ),
    "guide.jass.score": "チームの得点：カード、ヴァイス、シュテック。目標点に向けて。",
    "guide.kj.badge": "切り札と、それを決めた人：そのチームは相手より多く取らなければなりません。",
    "guide.kj.info": "このディール：ディーラーとトリック数。",
    "guide.kj.score": "このディールの得点（カードとルーム）と合計。契約失敗はナット、全トリックは"
    "ピットです。",
    # the deal review
    "review.title": "{deal}の振り返り：全員の手札を表向きに",
    "review.dealt": "配られた手札",
    "review.before_play": "最初のトリックの前",
    "review.trick": "トリック{n}",
    "review.step": "{title}（{n} / {total}）",
    "review.keys": "左右：戻る・進む　Home / End　Esc または R：閉じる",
    "review.back": "戻る",
    "review.forward": "進む",
    "review.close": "閉じる",
    "review.log": "手の記録",
    "review.open": "R またはボタン：このディールを振り返る（全員の手札）",
    "review.button": "振り返り（R）",
    "review.wins": "{name}が取る",
    "review.wins.you": "あなたが取る",
    # the review's analysis (game/ui/table/review_notes.py)
    "review.analysis.head": "分析",
    "review.analysis.pending": "このディールを分析しています…",
    "review.analysis.good": "ここでの良い判断：{n}回",
    "review.analysis.summary_head": "このディールの打ち方",
    "review.analysis.summary": (
        "{name}：分析した判断{n}回、そのうち損をした判断{flagged}回。失った点は合計{cost}点。"
    ),
    "review.analysis.summary.one": (
        "{name}：分析した判断{n}回、そのうち損をした判断{flagged}回。失った点は合計{cost}点。"
    ),
    "review.analysis.summary.you": (
        "あなたの打ち方：分析した判断{n}回、そのうち損をした判断{flagged}回。"
        "失った点は合計{cost}点。"
    ),
    "review.analysis.summary.you.one": (
        "あなたの打ち方：分析した判断{n}回、そのうち損をした判断{flagged}回。"
        "失った点は合計{cost}点。"
    ),
    "review.analysis.open": (
        "全員の手札が見えていれば、トリック{n}から、ほかの人がどう打っても{name}の側は"
        "{best}を確実に取れました（実際は{actual}）。"
    ),
    "review.analysis.open.you": (
        "全員の手札が見えていれば、トリック{n}から、ほかの人がどう打ってもあなたの側は"
        "{best}を確実に取れました（実際は{actual}）。"
    ),
    "review.analysis.line": "最善の打ち方：{moves}。",
    "review.analysis.same_line": "最善の打ち方は上と同じです。",
    "review.analysis.line_trick": "トリック{n}：{moves}",
    "review.analysis.move": "{name}が「{what}」",
    "review.analysis.join": "、",
    "review.analysis.flag": "{name}の手：{made}。より良い手：{best}。",
    "review.analysis.flag.you": "あなたの手：{made}。より良い手：{best}。",
    "review.analysis.values": (
        "{name}から見える状況に合う配りを{worlds}通り試すと、{margin}より良い手では"
        "平均{best_value}点、実際の手では{made_value}点でした。損失は{cost}点です。"
    ),
    "review.analysis.values.you": (
        "あなたから見える状況に合う配りを{worlds}通り試すと、{margin}より良い手では"
        "平均{best_value}点、実際の手では{made_value}点でした。損失は{cost}点です。"
    ),
    "review.more": "上下キー：続き（{total}行中{first}〜{last}行目）",
    # the hint
    "hint.button": "ヒント（G）",
    "hint.thinking": "ヒントを考えています…",
    "hint.why": "ヒント：{best}。あなたの手札と場だけを見た強いボットの第一候補です。第二候補：{se"
    "cond}。",
    "hint.why_search": (
        "ヒント：{best}。見えている情報に合う{worlds}通りの配りで最後まで試すと、この手は{margin}"
        "平均で約{score}点、ほかのどの手より{gain}点多くなります。第二候補：{second}。"
    ),
    "hint.why_search.one": (
        "ヒント：{best}。見えている情報に合う{worlds}通りの配りで最後まで試すと、この手は{margin}"
        "平均で約{score}点、ほかのどの手より{gain}点多くなります。第二候補：{second}。"
    ),
    "hint.margin": "ディールの終わりに相手側との差が",
    "hint.margin.stichln": "ラウンドの終わりにほかの人の平均との差が",
    "hint.why_only": "ヒント：{best}。できる手はこれだけです。",
    # the first game
    "tutorial.leave": "T：チュートリアルをやめる（ゲームは続きます）",
    "tutorial.button": "{name}のはじめての一局（説明つき、P）",
    "tutorial.was_sticht.chip": "はじめての一局。チップのドラフト：順番に課題チップを取ります。各"
    "チップは1ラウンドの課題（たとえばちょうど2トリック）で、隅の数字"
    "がその価値です。",
    "tutorial.was_sticht.take": "列のドラフト：金色の列から1枚取ります。スタートプレイヤーから順に"
    "全員が1枚ずつ取り、取ったカードが手札になります。",
    "tutorial.was_sticht.hint": "ディーラーのヒント：各列のあと、秘密の切り札のもとで今取ったカー"
    "ドのトリックに誰が勝つかが示されます。左上の履歴から切り札を推理"
    "しましょう。",
    "tutorial.was_sticht.task": "このラウンドの課題を選びます：表向きのチップから1つ。ディーラーは"
    "選ばず、持ち主が逃した表向きの課題を満たせば得点します。",
    "tutorial.was_sticht.play": "9トリック：出された色があれば従います。切り札が出されたら切り札で"
    "従います。課題に向けてプレイしましょう。",
    "tutorial.was_sticht.turn": "持ち主が逃した課題を満たしました：自分のチップを1枚、達成済みにし"
    "ます。",
    "tutorial.stichln.declare": "はじめての一局。マイナスカード：1枚を伏せて置きます。その色があな"
    "たのマイナス色で、取った同じ色のカードはその数だけマイナス（この"
    "カードも）。少ない色の低いカードが安全です。",
    "tutorial.stichln.play": "どのカードでも出せます（色に従う必要はありません）。色が混ざると、最"
    "初の色以外でいちばん高いカードが勝ちます。取ったカードは1枚+1、ただ"
    "しマイナス色は別です。",
    "tutorial.skitgubbe.play": "はじめての一局。第1フェーズ：同じランクを1〜3枚出します。いちばん"
    "高いランクが場のカードを全部取り、スートは関係ありません。山札から"
    "3枚まで引き直します。",
    "tutorial.skitgubbe.add": "追加：場にあるランクのカードを足せます（足さなくてもかまいません）"
    "。勝者は変わりません。",
    "tutorial.skitgubbe.phase2": "第2フェーズ：山札の最後の1枚が切り札を決め、取ったカードは手札に"
    "入りました。カードを手放しましょう。最後までカードを持っていた人"
    "の負けです。",
    "tutorial.skitgubbe.pickup": "いちばん上の場札を、同じスートの高いカード（続き札は1組）か切り"
    "札で負かします。できない・したくないときは引き取ります。",
    "tutorial.skitgubbe.lay": "リード：1枚か、同じスートの続き札を出します。",
    "tutorial.schieber.push": "はじめての一局。コントラクトを選びます：切り札のスート、オーベナーベ"
    "（高いカードが勝つ）、ウンデヌーフェ（低いカードが勝つ）、またはシ"
    "ーベン（パートナーが選ぶ）。",
    "tutorial.schieber.trump": (
        "コントラクトを選びます：切り札のスート、オーベナーベ（高いカードが勝つ）、"
        "ウンデヌーフェ（低いカードが勝つ）。"
    ),
    "tutorial.schieber.weis": "ヴァイス：役（同じスートの3枚以上の続き、または4枚同じランク）があ"
    "ります。最初のカードと一緒に宣言し、卓でいちばん良いヴァイスがその"
    "チームの得点になります。",
    "tutorial.schieber.stoeck": "シュテック：切り札のキングとクイーンを持っています。20点です。宣"
    "言しましょう。",
    "tutorial.schieber.play": "カードを出します。出せるカードは案内の行に出ます。反時計回りに進み"
    "、いちばん高い切り札、なければ最初のスートのいちばん高いカードがト"
    "リックを取ります。",
    "tutorial.klaverjas.pass": "はじめての一局。切り札：示されたスートを切り札にするか、パスします"
    "。切り札を決めたチームは相手より多く取らないと得点なし（ナット）で"
    "す。",
    "tutorial.klaverjas.trump": "切り札のスートを選びます。切り札を決めたチームは相手より多く取ら"
    "ないと得点なし（ナット）です。",
    "tutorial.klaverjas.roem": "ルーム：このトリックに役（3〜4枚の続き、4枚同じ、切り札のキングと"
    "クイーン）があります。チームのボーナスとして申告しましょう。",
    "tutorial.klaverjas.play": "カードを出します。スートに従えるなら従い、従えないときに切り札を出"
    "す義務は案内の行に出ます。",
    # the key lists (K, H)
    "keys.learn": "G：自分の番にヒント　R：ディールのあとに振り返り　H：遊び方（画面の説明）",
    "howto.key.learn": "G：ヒント　R：ディールの振り返り（終了後）",
}
