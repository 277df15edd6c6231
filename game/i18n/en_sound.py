"""English texts of sound: the effects' own settings and the caption of each sound."""

MESSAGES: dict[str, str] = {
    "settings.effects_volume": "Effects volume",
    "settings.effects_muted": "Mute effects",
    "settings.sound_captions": "Sound captions",
    # One caption per sound (game.ui.cues), shown with "Sound captions" on.
    "cue.shuffle": "[Shuffle]",
    "cue.deal": "[Cards dealt]",
    "cue.play": "[Card played]",
    "cue.trick": "[Trick taken]",
    "cue.win": "[Match over]",
    "cue.click": "[Click]",
    "cue.error": "[Not possible]",
    "cue.nothing_to_undo": "Nothing to undo",
}
