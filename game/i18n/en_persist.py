"""English texts of settings on disk, saved games, statistics and bad-file notices."""

MESSAGES: dict[str, str] = {
    # main menu and pause menu
    "menu.continue": "Continue",
    "menu.load": "Load game",
    "menu.statistics": "Statistics",
    "pause.save": "Save game",
    # settings screen (the older rows' labels live in en.py)
    "settings.language": "Language",
    "settings.four_colour": "Four-colour French deck",
    "settings.auto_play": "Play a forced card automatically",
    "settings.one_click": "Play with one click",
    "settings.undo": "Undo against bots",
    "settings.fullscreen": "Fullscreen",
    "settings.window_size": "Window size",
    "settings.hint": "Up/Down choose  -  Left/Right change (saved at once)  -  Esc back",
    "language.system": "System",
    # saving
    "save.title": "Save game",
    "save.subtitle": "{game}, deal {deal}",
    "save.name": "Name",
    "save.do": "Save",
    "save.cancel": "Cancel",
    "save.hint": "Type a name  -  Enter saves  -  Esc back",
    "save.need_name": "Give the save a name.",
    # loading
    "load.title": "Load game",
    "load.empty": "No saved games yet: press Esc at a table and choose Save game.",
    "load.deal": "deal {number}",
    "load.delete": "Delete",
    "load.hint": "Up/Down choose  -  Enter load  -  Del delete  -  Esc back",
    "confirm.delete": "Delete the saved game \u201c{name}\u201d?",
    "confirm.yes": "Delete",
    "confirm.no": "Keep it",
    # statistics
    "stats.title": "Statistics",
    "stats.player": "Player",
    "stats.matches": "Games",
    "stats.won": "Won",
    "stats.rate": "Won %",
    "stats.deals": "Deals",
    "stats.points": "Points",
    "stats.empty": "No finished deals of {game} yet.",
    "stats.hint": "Left/Right or click a game  -  Up/Down scroll  -  Esc back",
    # notices: one sentence each
    "persist.saved_as": "Game saved as \u201c{name}\u201d.",
    "persist.deleted": "Deleted \u201c{name}\u201d.",
    "persist.delete_failed": "Could not delete \u201c{name}\u201d.",
    "persist.write_failed": "Could not write {file}, so it was not saved this time.",
    "persist.bad_settings": (
        "Your settings file could not be read, so it was kept as {file} and the defaults are used."
    ),
    "persist.bad_settings_newer": (
        "Your settings file is from a newer version of Stich, so it was kept as {file} and"
        " the defaults are used."
    ),
    "persist.bad_autosave": (
        "The game in progress could not be read, so its file was kept as {file}."
    ),
    "persist.bad_autosave_newer": (
        "The game in progress was saved by a newer version of Stich, so its file was kept as"
        " {file}."
    ),
    "persist.bad_save": "A saved game could not be read, so it was kept as {file}.",
    "persist.bad_save_newer": (
        "A saved game is from a newer version of Stich, so it was kept as {file}."
    ),
    "persist.bad_stats": (
        "Your statistics file could not be read, so it was kept as {file} and counting"
        " starts again."
    ),
    "persist.bad_stats_newer": (
        "Your statistics file is from a newer version of Stich, so it was kept as {file} and"
        " counting starts again."
    ),
    "persist.bad_deals": (
        "The list of your played deals could not be read, so it was kept as {file}; deals"
        " from now on are analysed and kept again."
    ),
    "persist.bad_deals_newer": (
        "The list of your played deals is from a newer version of Stich, so it was kept as {file}."
    ),
    "persist.bad_deals_stuck": (
        "The list of your played deals ({file}) could not be used and could not be moved"
        " aside, so it was left as it is."
    ),
    "persist.save_does_not_fit": (
        "That saved game no longer fits the rules, so it was kept as {file}."
    ),
    # a bad file that could not be renamed aside stays where it is, under its own name
    "persist.bad_settings_stuck": (
        "Your settings file {file} could not be used and could not be moved aside, so it"
        " was left as it is and the defaults are used."
    ),
    "persist.bad_autosave_stuck": (
        "The game in progress ({file}) could not be used and could not be moved aside, so"
        " it was left as it is."
    ),
    "persist.bad_save_stuck": (
        "A saved game ({file}) could not be used and could not be moved aside, so it was"
        " left as it is."
    ),
    "persist.bad_stats_stuck": (
        "Your statistics file {file} could not be used and could not be moved aside, so it"
        " was left as it is and counting starts again."
    ),
    "persist.save_does_not_fit_stuck": (
        "That saved game ({file}) no longer fits the rules and could not be moved aside, so"
        " it was left as it is."
    ),
    "persist.folder_is_file": (
        "Stich's folder {folder} is a file, not a folder, so nothing can be saved this session."
    ),
}
