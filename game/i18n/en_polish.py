"""English texts of issue 33's polish: what the settings say when speech cannot be heard."""

MESSAGES: dict[str, str] = {
    # Speech is on and an engine was found, but playing its sound fails (no sound card).
    "settings.speech_no_sound": "No sound output for speech: no sound device",
}
