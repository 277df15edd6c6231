"""Japanese texts of the desktop app itself (the same keys as en_desktop)."""

MESSAGES: dict[str, str] = {
    "assets.missing": "ゲームのファイルが見つかりません: {files}。代わりの簡易表示を使います。",
    "assets.missing_more": (
        "ゲームのファイルが見つかりません: {files} ほか {count} 件。代わりの簡易表示を使います。"
    ),
    "desktop.comment": "ボットや同じ画面の仲間と遊ぶ五つのトリックテイキングゲーム",
    "desktop.generic_name": "カードゲーム",
    "desktop.installed": "デスクトップ項目 {entry} とアイコン {icon} をインストールしました。",
    "desktop.removed": "{path} を削除しました。",
    "desktop.nothing_to_remove": "Stich のデスクトップ項目はインストールされていません。",
    "desktop.not_linux": "デスクトップ項目は Linux 用です。何もインストールしていません。",
    "desktop.failed": "デスクトップ項目を書き込めませんでした: {error}",
    "smoke.game_ok": "smoke: {game}: {frames} フレームで {actions} 手",
    "smoke.passed": "smoke: 合格、{games} 卓をプレイしました",
    "smoke.failed": "smoke: 失敗: {reason}",
    "smoke.no_advance": "{game} が進みません: {frames} フレームで {needed} 手中 {actions} 手",
    "smoke.blank": "{game} の画面が空でした",
    "smoke.crashed": "{game} で例外 {error}",
    "smoke.missing": "見つからないファイル: {files}",
}
