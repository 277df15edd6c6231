"""Klaverjas' statistics: a team game's columns, and the other side's points counted."""

from __future__ import annotations

from game.games.entry import StatColumn
from game.games.stats_shared import TEAM, count_team_deal

COLUMNS: tuple[StatColumn, ...] = TEAM
count_deal = count_team_deal
