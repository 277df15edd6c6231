"""English texts of the was_sticht table."""

MESSAGES: dict[str, str] = {}
