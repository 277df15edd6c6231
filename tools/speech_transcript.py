"""Play one whole solo deal by ear and print what the spoken table says.

    python tools/speech_transcript.py GAME [--seed N] [--lang CODE] [--quiet-keys]

The human seat is played with keys alone (C hand, V choices, the arrows, Enter), choosing
only what was said; bots take the other seats. The voice is a recording speaker, so no
speech engine is needed. Keys pressed are shown in brackets before what they made the
table say.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("STICH_HOME", tempfile.mkdtemp(prefix="stich-speech-"))
os.environ.setdefault("STICH_INLINE_BOTS", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.app import App
from game.games import REGISTRY
from game.i18n import LANGUAGES
from tests.ui.speech_helpers import QUICK, play_by_ear, speaking_table_in

SEATS = {"was_sticht": 4, "klaverjas": 4, "stichln": 4, "schieber": 4, "skitgubbe": 3}


def main() -> int:
    """Print the transcript of one deal; 0 when the deal was finished by ear."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(REGISTRY))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="en")
    parser.add_argument("--quiet-keys", action="store_true", help="leave the keys out")
    args = parser.parse_args()
    app = App(size=(1280, 720))
    app.settings = app.settings.model_copy(update={**QUICK, "language": args.lang})
    app.apply_settings(app.settings)
    app.now = lambda: app.frames * 0.05  # type: ignore[method-assign]
    players = ("human", *("basic",) * (SEATS.get(args.game, 4) - 1))
    app, table, speaker = speaking_table_in(app, args.game, players, args.seed)
    ear = play_by_ear(app, table, speaker, 10000)
    keys = {}
    for at, name in ear.keys:
        keys.setdefault(at, []).append(name)
    for index, line in enumerate(speaker.spoken):
        if not args.quiet_keys and index in keys:
            print(f"  [{' '.join(keys[index])}]")
        print(line)
    print(
        f"-- {ear.moves} decisions by keys ({ear.presses} keys pressed), "
        f"{len(speaker.spoken)} sentences, {sum(len(s.split()) for s in speaker.spoken)} words"
    )
    app.stack.clear()
    return 0 if ear.moves == ear.turns else 1


if __name__ == "__main__":
    sys.exit(main())
