"""PURE: stichln decision analysis (placeholder until the game's evaluator lands)."""

from __future__ import annotations

from game.analysis.model import GameAnalysis

ANALYSIS: GameAnalysis
