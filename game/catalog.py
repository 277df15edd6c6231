"""The five games by id and name, in menu order (light: no rules are imported)."""

ALL_GAMES: tuple[tuple[str, str], ...] = (
    ("was_sticht", "Was Sticht"),
    ("klaverjas", "Klaverjas"),
    ("stichln", "Stichln"),
    ("schieber", "Schieber Jass"),
    ("skitgubbe", "Skitgubbe"),
)
