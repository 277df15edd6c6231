"""The screens of the app: menu, game select, setup, table, pause, rules, settings."""
