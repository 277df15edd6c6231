"""The program PyInstaller freezes (build.spec): the same `main` as `python -m game`.

A separate file instead of game/__main__.py, because PyInstaller puts the entry script's
folder on the module path, and game/ on the path would let `paths` or `settings` be
imported as top-level modules by accident.
"""

import multiprocessing
import os
import sys

# The frozen app has no use for pygame's greeting on stdout (--smoke output stays clean).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.__main__ import main  # after the environment is set

if __name__ == "__main__":
    # The bots' search process is spawned from this executable: in the child this runs
    # the search and exits instead of opening a second window.
    multiprocessing.freeze_support()
    sys.exit(main())
