"""English texts of the player's keys: the Keys page (Settings > Keys) and the key list."""

MESSAGES: dict[str, str] = {
    # each command a key triggers, as the Keys page and the key list (K) name it
    "keys.cmd.rules": "Rules",
    "keys.cmd.howto": "How to play",
    "keys.cmd.keys": "Key list",
    "keys.cmd.last_trick": "Last trick",
    "keys.cmd.log": "Move log",
    "keys.cmd.sheet": "Score sheet",
    "keys.cmd.undo": "Undo",
    "keys.cmd.hint": "Hint",
    "keys.cmd.review": "Review the deal",
    "keys.cmd.leave_tutorial": "Leave the prompts",
    "keys.cmd.next_group": "Next group",
    "keys.cmd.previous_group": "Previous group",
    "keys.cmd.speak_hand": "Say my cards",
    "keys.cmd.speak_choices": "Say my choices",
    "keys.cmd.speak_trick": "Say the trick",
    "keys.cmd.speak_scores": "Say the scores",
    "keys.cmd.speak_turn": "Say whose turn",
    "keys.cmd.speak_again": "Say it again",
    "keys.cmd.play_again": "Play again",
    "keys.cmd.first_game": "First game with prompts",
    # the Keys page
    "keys.page.title": "Keys",
    "keys.page.open": "Keys...",
    "keys.page.subtitle": "Choose a command, press Enter, then press its new key",
    "keys.page.hint": "Up/Down choose  -  Enter, then the new key  -  Esc back",
    "keys.page.waiting_hint": "Press the new key  -  Esc cancels",
    "keys.page.press": "Press a key...",
    "keys.page.none": "none",
    "keys.page.reset": "Reset all keys",
    "keys.page.back_row": "Back, pause",
    "keys.page.act_row": "Move, choose, do",
    "keys.page.act_keys": "Arrows, Enter, Space",
    "keys.page.fixed": "{keycap} (fixed)",
    "keys.page.taken": "{keycap} is already the key for {other}. "
    "Choose another key or change {other} first.",
    "keys.page.reserved": "{keycap} stays fixed: it goes back, moves, chooses or works the "
    "window. Choose another key.",
    # the key list (K)
    "keys.list.commands": "Your keys (Settings > Keys changes them):",
    "keys.list.line": "{keycap}: {command}",
    "keys.list.pages": "Page {page} of {pages}: the arrows turn the page; any other key closes",
    "keys.list.esc": "Esc: menu (save, settings, quit); Esc always stays Esc",
}
