"""English texts of issue 33's crowded tables at big text: a Stichln seat tag's first line
split in two where the tag is too narrow for it."""

MESSAGES: dict[str, str] = {
    # Halves of "Tricks {tricks} · total {total}" (stichln.tag_tricks), one line each.
    "stichln.tag_tricks_only": "Tricks {tricks}",
    "stichln.tag_total_only": "Total {total}",
}
