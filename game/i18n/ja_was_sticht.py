"""日本語: the was_sticht table."""

MESSAGES: dict[str, str] = {
    # チップの種類：タグ、短い名前、説明文。
    "ws.tag.NO_TRICKS": "0",
    "ws.tag.NO_RED": "赤×",
    "ws.tag.NO_BLUE": "青×",
    "ws.tag.NO_GREEN": "緑×",
    "ws.tag.NO_YELLOW": "黄×",
    "ws.tag.EXACTLY_1": "=1",
    "ws.tag.EXACTLY_2": "=2",
    "ws.tag.EXACTLY_3": "=3",
    "ws.tag.EXACTLY_4": "=4",
    "ws.tag.LAST_TRICK": "最終",
    "ws.tag.SOLE_MOST": "最多",
    "ws.tag.SOLE_FEWEST": "最少",
    "ws.kind.NO_TRICKS": "トリックなし",
    "ws.kind.NO_RED": "赤なし",
    "ws.kind.NO_BLUE": "青なし",
    "ws.kind.NO_GREEN": "緑なし",
    "ws.kind.NO_YELLOW": "黄なし",
    "ws.kind.EXACTLY_1": "1トリック",
    "ws.kind.EXACTLY_2": "2トリック",
    "ws.kind.EXACTLY_3": "3トリック",
    "ws.kind.EXACTLY_4": "4トリック",
    "ws.kind.LAST_TRICK": "最終トリック",
    "ws.kind.SOLE_MOST": "最多",
    "ws.kind.SOLE_FEWEST": "最少",
    "ws.desc.NO_TRICKS": "トリックを取らない",
    "ws.desc.NO_RED": "赤なしでトリック",
    "ws.desc.NO_BLUE": "青なしでトリック",
    "ws.desc.NO_GREEN": "緑なしでトリック",
    "ws.desc.NO_YELLOW": "黄なしでトリック",
    "ws.desc.EXACTLY_1": "ちょうど1トリック取る",
    "ws.desc.EXACTLY_2": "ちょうど2トリック取る",
    "ws.desc.EXACTLY_3": "ちょうど3トリック取る",
    "ws.desc.EXACTLY_4": "ちょうど4トリック取る",
    "ws.desc.LAST_TRICK": "最後のトリックを取る",
    "ws.desc.SOLE_MOST": "単独で最多トリック",
    "ws.desc.SOLE_FEWEST": "単独で最少トリック",
    "ws.colour.R": "赤",
    "ws.colour.B": "青",
    "ws.colour.G": "緑",
    "ws.colour.Y": "黄",
    "ws.colour.none": "色なし",
    "ws.number.none": "数字なし",
    "ws.number.none_short": "なし",
    "ws.dummy": "ダミー",
    "ws.dummy_short": "ダミー",
    # ボタンと見出し。
    "ws.chip_button": "{name}（{value}）",
    "ws.task_title": "このラウンドのタスクを選んでください（秘密）",
    "ws.turn_title": "他の人が逃したタスクを達成しました：自分のチップを1枚裏返します",
    "ws.pool_title": "タスクチップ：順番に5枚ずつ取ります（残り{left}枚）",
    "ws.pool_left": "{value}点・残{left}",
    "ws.pool_none": "残りなし",
    "ws.pool_held": "所持中",
    "ws.secret_trumps": "秘密の切り札",
    "ws.trumps_label": "切り札",
    "ws.marker": "開始：{name}",
    "ws.task_pending": "?",
    # 指示。
    "ws.prompt_chip": "タスクチップを取ってください：2回クリック、または矢印 + Enter",
    "ws.prompt_take": "{n}列目からカードを取ってください：2回クリック、または矢印 + Enter",
    "ws.prompt_task": "タスクを秘密に選んでください：どのチップを達成しますか？",
    "ws.prompt_turn": "裏返すチップを選んでください",
    # 情報パネル。
    "ws.round_short": "ラウンド {n}（最大{total}、ショートゲーム）",
    "ws.round_full": "ラウンド {n}（フルゲーム）",
    "ws.chip_draft": "チップのドラフト：残り{left}枚",
    "ws.column_line": "{n}/9列目、{name}から",
    "ws.tasks_line": "タスクは秘密に選ばれます",
    "ws.trick_line": "{n}/9トリック目、{name}のリード",
    "ws.round_over": "ラウンド終了",
    "ws.trumps_secret": "切り札：秘密（ディーラー {name}）",
    "ws.trumps_line": "切り札：{trumps}",
    "ws.trumps_both": "{colour}と{number}",
    "ws.hints": "ヒント：{names}",
    "ws.hints_more": "ヒント {first}〜{last}：{names}",
    "ws.hint_one": "ヒント {first}：{names}",
    # 得点パネル。
    "ws.score_short": "ショートゲーム：チップ4枚、または全員が2回ディール",
    "ws.score_full": "フルゲーム：先にチップ5枚を達成",
    "ws.score_line": "{name}：チップ {count}/{need}、価値 {value}",
    # バナー。
    "ws.announce_chip": "{name}：チップ「{kind}」",
    "ws.announce_grid": "カードを並べました。切り札を知っているのはディーラーの{name}だけです",
    "ws.announce_hint": "{n}列目のヒント：{name}が勝ちます",
    "ws.announce_reveal": "切り札の公開：{trumps}",
    "ws.announce_task": "{name}：タスクを秘密に選びました",
    "ws.announce_tasks": "タスク：{tasks}",
    "ws.announce_done": "{name}：「{kind}」達成！",
    "ws.announce_dealer_done": "ディーラー {name}：「{kind}」を裏返しました",
    "ws.announce_failed": "{name}：「{kind}」失敗",
    "ws.announce_earned": "ディーラー {name}が「{kind}」を達成（{owner}は失敗）",
    # ディールのまとめ。
    "ws.sum_trumps": "切り札は{trumps}でした",
    "ws.sum_task": "タスク",
    "ws.sum_dealer": "ディーラー",
    "ws.sum_tricks": "獲得トリック",
    "ws.sum_fulfilled": "タスク達成",
    "ws.sum_yes": "はい",
    "ws.sum_no": "いいえ",
    "ws.sum_turned": "裏返したチップ",
    "ws.sum_round": "このラウンドのチップ",
    "ws.sum_total": "達成したチップ",
    "ws.sum_value": "チップの価値",
    "ws.sum_open": "未達成のチップ",
    # 手の記録、スコア表、進行中のラウンド。
    "ws.log.chip": "{name}がチップ「{kind}」を取りました（残り{left}枚）",
    "ws.log.chip.you": "あなたがチップ「{kind}」を取りました（残り{left}枚）",
    "ws.log.grid": "{name}が36枚のカードを表向きに並べました。切り札を知っているのは{name}だけです",
    "ws.log.grid.you": (
        "あなたが36枚のカードを表向きに並べました。"
        "切り札を知っているのはあなただけです"
    ),
    "ws.log.take": "{name}が{n}列目から{card}を取りました",
    "ws.log.take.you": "あなたが{n}列目から{card}を取りました",
    "ws.log.dummy_take": "{n}列目に残った{card}はダミーへ",
    "ws.log.hint": "{n}列目のヒント：{name}が勝ちます",
    "ws.log.hint.you": "{n}列目のヒント：あなたが勝ちます",
    "ws.log.hint_dummy": "{n}列目のヒント：ダミーが勝ちます",
    "ws.hint_title": "{n}列目のヒント",
    "ws.hint_note": "{name}の勝ち",
    "ws.hint_note_dummy": "ダミーの勝ち",
    "ws.log.reveal": "{name}が切り札を公開しました：{trumps}",
    "ws.log.reveal.you": "あなたが切り札を公開しました：{trumps}",
    "ws.log.task": "{name}がタスクを選びました",
    "ws.log.task.you": "あなたがタスクを選びました",
    "ws.log.tasks": "タスクが公開されました：",
    "ws.log.task_shown": "{name}のタスク：{kind}",
    "ws.log.task_shown.you": "あなたのタスク：{kind}",
    "ws.log.done": "{name}が「{kind}」を達成し、チップを裏返しました",
    "ws.log.done.you": "あなたが「{kind}」を達成し、チップを裏返しました",
    "ws.log.dealer_turns": "ディーラーの{name}がチップ「{kind}」を裏返しました",
    "ws.log.dealer_turns.you": "ディーラーのあなたがチップ「{kind}」を裏返しました",
    "ws.log.failed": "{name}は「{kind}」を達成できませんでした。チップは表のままです",
    "ws.log.failed.you": "あなたは「{kind}」を達成できませんでした。チップは表のままです",
    "ws.log.earned": (
        "ディーラーの{name}が、"
        "{owner}の逃した「{kind}」を達成しました。チップを1枚裏返せます"
    ),
    "ws.log.earned.you": (
        "ディーラーのあなたが、"
        "{owner}の逃した「{kind}」を達成しました。チップを1枚裏返せます"
    ),
    "ws.log.trick": "{name}が第{n}トリックを取りました（これで{count}トリック）",
    "ws.log.trick.you": "あなたが第{n}トリックを取りました（これで{count}トリック）",
    "ws.trick_note": "第{n}トリック（全9）",
    "ws.log.round_over": "ラウンド{n}終了：達成したチップ{chips}枚",
    "ws.log.match_over": "ゲーム終了。勝者：{names}",
    "ws.sheet_title": "スコア表：ラウンドごとの達成チップ",
    "ws.sheet_round": "ラウンド{n}（ディーラー {name}）",
    "ws.sheet_met": "{kind}：達成 +{gained}",
    "ws.sheet_missed": "{kind}：失敗",
    "ws.sheet_dealer_gain": "ディーラー +{gained}",
    "ws.sheet_dealer": "ディーラー",
    "ws.sheet_none": "タスクなし",
    "ws.sheet_value": "チップの価値",
    "ws.deal_task": "{name}：{n}トリック・タスク {kind}",
    "ws.deal_dealer": "{name}：{n}トリック・ディーラー",
    "ws.deal_tricks": "{name}：{n}トリック",
    "ws.prompt_play_dealer": (
        "ディーラー：持ち主が逃すタスクを達成しましょう。"
        "カードを出してください（2回クリック）"
    ),
    "ws.prompt_take_dealer": (
        "{n}列目からカードを取ってください。"
        "ディーラーは他の人が逃すタスクを狙います"
    ),
    "ws.badge": "{n}・{name}",
    "ws.dummy_cards": "ダミーのカード",
    # ゲーム終了。
    "ws.won": "勝者：{names}",
    "ws.won_shared": "同点勝利：{names}",
    "ws.place": "{place}位 {name}：チップ {count}/{needed}、価値 {value}",
    "ws.end_all_five": "{name}がチップ5枚をすべて達成しました",
    "ws.end_four": "{name}がチップ4枚を達成しました",
    "ws.end_dealt_twice": "全員が2回ディールしました",
    "ws.end_caught": "{name}にはもう誰も追いつけません",
    # セットアップ画面のオプション。
    "option.game_length": "ゲームの長さ",
    "option.follow_mode": "数字の切り札でのフォロー",
    "option.sole_fewest_needs_trick": "「最少」は1トリック以上必要",
    "option.short_early_finish": "ショートゲームの早期終了",
    "option.dummy_position_in_hint": "ヒントでのダミーのカード",
    "option.full_game_lower_places": "フルゲーム：下位の順位",
    "rules.was_sticht": (
        "3〜4人。最初に全員が順番にタスクチップを5枚ずつ取ります。\n"
        "毎ラウンド、ディーラーは切り札の色と切り札の数字を秘密に引きます。\n"
        "36枚のカードを表向きに4×9で並べ、1列ずつ各プレイヤーが1枚取ります。\n"
        "各列の後、ディーラーはその列をトリックにしたら誰が勝つかを告げます。\n"
        "9列目の後に切り札を公開し、ディーラー以外は秘密にタスクを1つ選びます。\n"
        "9トリック：リードされた色をフォロー。切り札のリードにはどの切り札でも可。\n"
        "数字の切り札は色の切り札より強く、両方を兼ねるカードが最強です。\n"
        "達成したタスクのチップは裏返します。持ち主が逃したタスクをディーラーが\n"
        "達成すると、ディーラーは自分のチップを1枚裏返します。チップをすべて達成すれば勝ち。"
    ),
}
