"""English texts of the readability settings: text size and the high-contrast theme."""

MESSAGES: dict[str, str] = {
    "settings.text_size": "Text size",
    "settings.theme": "Colours",
    "value.theme_standard": "Standard",
    "value.theme_high_contrast": "High contrast",
}
