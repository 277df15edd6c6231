"""Time from starting a Stich command to its first drawn frame (median of N runs).

    python benchmarks/first_frame.py [--runs 5] COMMAND...

e.g. `python benchmarks/first_frame.py /tmp/dist/stich/stich` for the built app, or
`python benchmarks/first_frame.py python -m game` from source. Each run starts the
command with `--frames 1` and STICH_REPORT_FIRST_FRAME=1 (the app prints the wall-clock
time of its first flip) and a scratch STICH_HOME. The video driver is whatever the
environment says: SDL_VIDEODRIVER=dummy, or a real X server through DISPLAY.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import tempfile
import time


def first_frame(command: list[str]) -> float:
    """Seconds from spawning the command to the first frame it reports."""
    with tempfile.TemporaryDirectory(prefix="stich-bench-") as home:
        env = dict(os.environ, STICH_REPORT_FIRST_FRAME="1", STICH_HOME=home)
        started = time.time()
        out = subprocess.run(
            [*command, "--frames", "1"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
            timeout=120,
        )
    stamp = next(
        float(line.split()[1]) for line in out.stdout.splitlines() if line.startswith("first-frame")
    )
    return stamp - started


def main() -> None:
    """Print every run and the median."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    samples = [first_frame(args.command) for _ in range(args.runs)]
    print("runs: " + ", ".join(f"{s * 1000:.0f} ms" for s in samples))
    median = statistics.median(samples) * 1000
    print(f"start to first frame (median of {args.runs}): {median:.0f} ms")


if __name__ == "__main__":
    main()
