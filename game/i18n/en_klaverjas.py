"""English texts of the klaverjas table."""

MESSAGES: dict[str, str] = {}
