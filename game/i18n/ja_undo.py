"""Japanese texts of undo at the table (games against bots)."""

MESSAGES: dict[str, str] = {
    "table.undo": "取り消し (U)",
    "table.undone": "直前の自分の選択とその後の手を取り消しました",
}
