"""English texts of the desktop app itself: the asset check, the desktop entry, --smoke."""

MESSAGES: dict[str, str] = {
    "assets.missing": "Missing game files: {files}; plain substitutes are drawn instead.",
    "assets.missing_more": (
        "Missing game files: {files} and {count} more; plain substitutes are drawn instead."
    ),
    "desktop.comment": "Five trick-taking card games against bots or hot-seat",
    "desktop.generic_name": "Card games",
    "desktop.installed": "Installed the desktop entry {entry} and the icon {icon}.",
    "desktop.removed": "Removed {path}.",
    "desktop.nothing_to_remove": "No desktop entry of Stich was installed.",
    "desktop.not_linux": "Desktop entries are for Linux desktops; nothing was installed.",
    "desktop.failed": "Could not write the desktop entry: {error}",
    "smoke.game_ok": "smoke: {game}: {actions} actions in {frames} frames",
    "smoke.passed": "smoke: passed, {games} tables played",
    "smoke.failed": "smoke: FAILED: {reason}",
    "smoke.no_advance": "{game} did not advance: {actions} of {needed} actions in {frames} frames",
    "smoke.blank": "{game} drew a blank frame",
    "smoke.crashed": "{game} raised {error}",
    "smoke.missing": "missing asset files: {files}",
}
