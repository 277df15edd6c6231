"""English texts of the stichln table."""

MESSAGES: dict[str, str] = {}
