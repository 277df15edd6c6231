"""Stich: five trick-taking card games for the desktop."""

__version__ = "0.1.0"
