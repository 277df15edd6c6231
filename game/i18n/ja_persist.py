"""Japanese texts of settings on disk, saved games, statistics and bad-file notices.

Not imported yet: the Japanese catalog (game/i18n/ja.py, issue 10 part C) merges these.
"""

MESSAGES: dict[str, str] = {
    "menu.continue": "続きから",
    "menu.load": "ゲームを読み込む",
    "menu.statistics": "成績",
    "pause.save": "ゲームを保存",
    "settings.language": "言語",
    "settings.four_colour": "4色のフレンチデッキ",
    "settings.auto_play": "出せるカードが1枚なら自動で出す",
    "settings.one_click": "1回のクリックで出す",
    "settings.undo": "ボット相手に取り消し（アンドゥ）",
    "settings.fullscreen": "全画面表示",
    "settings.window_size": "ウィンドウの大きさ",
    "settings.hint": "上下：選ぶ　左右：変える（すぐ保存）　Esc：戻る",
    "language.system": "システム",
    "language.en": "English",
    "language.ja": "日本語",
    "save.title": "ゲームを保存",
    "save.subtitle": "{game}、第{deal}ディール",
    "save.name": "名前",
    "save.do": "保存",
    "save.cancel": "キャンセル",
    "save.hint": "名前を入力　Enter：保存　Esc：戻る",
    "save.need_name": "保存データに名前を付けてください。",
    "load.title": "ゲームを読み込む",
    "load.empty": (
        "保存したゲームはまだありません。対局中にEscを押し「ゲームを保存」を選んでください。"
    ),
    "load.deal": "第{number}ディール",
    "load.delete": "削除",
    "load.hint": "上下：選ぶ　Enter：読み込む　Del：削除　Esc：戻る",
    "confirm.delete": "保存したゲーム「{name}」を削除しますか？",
    "confirm.yes": "削除する",
    "confirm.no": "残す",
    "stats.title": "成績",
    "stats.player": "プレイヤー",
    "stats.matches": "ゲーム数",
    "stats.won": "勝ち",
    "stats.rate": "勝率 %",
    "stats.deals": "ディール数",
    "stats.points": "得点",
    "stats.empty": "{game}の終わったディールはまだありません。",
    "stats.hint": "左右またはクリック：ゲーム　上下：スクロール　Esc：戻る",
    "persist.saved_as": "「{name}」として保存しました。",
    "persist.deleted": "「{name}」を削除しました。",
    "persist.delete_failed": "「{name}」を削除できませんでした。",
    "persist.write_failed": "{file}に書き込めなかったため、今回は保存されていません。",
    "persist.bad_settings": (
        "設定ファイルを読み込めなかったため{file}として残し、初期設定を使います。"
    ),
    "persist.bad_settings_newer": (
        "設定ファイルが新しいバージョンのStichのものだったため{file}として残し、初期設定を使います。"
    ),
    "persist.bad_autosave": (
        "進行中のゲームを読み込めなかったため、そのファイルを{file}として残しました。"
    ),
    "persist.bad_autosave_newer": (
        "進行中のゲームは新しいバージョンのStichで保存されていたため、そのファイルを{file}として残しました。"
    ),
    "persist.bad_save": "保存したゲームを読み込めなかったため、{file}として残しました。",
    "persist.bad_save_newer": (
        "保存したゲームが新しいバージョンのStichのものだったため、{file}として残しました。"
    ),
    "persist.bad_stats": "成績ファイルを読み込めなかったため{file}として残し、集計をやり直します。",
    "persist.bad_stats_newer": (
        "成績ファイルが新しいバージョンのStichのものだったため{file}として残し、集計をやり直します。"
    ),
    "persist.bad_deals": (
        "プレイしたディールの一覧を読み込めなかったため{file}として残しました。"
        "これからのディールはまた分析して残します。"
    ),
    "persist.bad_deals_newer": (
        "プレイしたディールの一覧が新しいバージョンのStichのものだったため{file}として残しました。"
    ),
    "persist.bad_deals_stuck": (
        "プレイしたディールの一覧（{file}）を使えず、移すこともできなかったため、そのままにしました。"
    ),
    "persist.save_does_not_fit": (
        "その保存データはもうルールに合わないため、{file}として残しました。"
    ),
    "persist.bad_settings_stuck": (
        "設定ファイル{file}は使えず、別の名前に移すこともできなかったため、"
        "そのままにして初期設定を使います。"
    ),
    "persist.bad_autosave_stuck": (
        "進行中のゲーム（{file}）は読み込めず、別の名前に移すこともできなかったため、"
        "そのままにしてあります。"
    ),
    "persist.bad_save_stuck": (
        "保存したゲーム（{file}）は読み込めず、別の名前に移すこともできなかったため、"
        "そのままにしてあります。"
    ),
    "persist.bad_stats_stuck": (
        "成績ファイル{file}は使えず、別の名前に移すこともできなかったため、"
        "そのままにして集計をやり直します。"
    ),
    "persist.save_does_not_fit_stuck": (
        "その保存データ（{file}）はもうルールに合わず、別の名前に移すこともできなかったため、"
        "そのままにしてあります。"
    ),
    "persist.folder_is_file": (
        "Stichの保存先{folder}がフォルダではなくファイルになっているため、"
        "今回は何も保存できません。"
    ),
}
