"""The shared table: the seam a game plugs into, the selection, keys, layers and screen."""
