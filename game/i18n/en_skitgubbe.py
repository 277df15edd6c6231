"""English texts of the skitgubbe table."""

MESSAGES: dict[str, str] = {}
