"""English texts of undo at the table (games against bots)."""

MESSAGES: dict[str, str] = {
    "table.undo": "Undo (U)",
    "table.undone": "Took back your last decision and what followed it",
}
