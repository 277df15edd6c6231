"""English texts of the corner panels when their lines do not all fit."""

MESSAGES: dict[str, str] = {
    # Counts the score panel's lines left out; the score sheet (its key) shows them all.
    "table.panel_more": "+{count} more ({key})",
    # Counts the information panel's lines left out.
    "table.panel_more_lines": "+{count} more lines",
}
