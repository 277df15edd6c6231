"""The pure rules core: cards, the rules protocol, events, trick helpers and matches."""
