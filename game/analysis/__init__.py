"""PURE analysis of played deals: each human decision's cost, the best play with all
cards open, and the duplicate comparison with the strong bot (how well did I play)."""
