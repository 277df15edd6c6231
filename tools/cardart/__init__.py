"""Vector card art for Stich, drawn with pygame primitives (used by tools/make_sprites.py)."""
