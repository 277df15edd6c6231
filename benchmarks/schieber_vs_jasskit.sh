#!/usr/bin/env bash
# Random-play Schieber deals per second, measured side by side in one run on this machine:
# Stich through the full rules API, Stich's compact engine (game/games/schieber/fast.py),
# `python -m game.sim` with four random bots, and HSLU's jass-kit raw GameSim loop (with
# numpy's RNG as jass-kit's own random players draw, and with Python's randrange as Stich's
# loop draws).
# Usage: bash benchmarks/schieber_vs_jasskit.sh [DEALS]   (run from the repository root)
set -euo pipefail
deals=${1:-2000}
py=${PYTHON:-python}
kit_env=${JASSKIT_ENV:-/tmp/stich-jasskit-venv}
if [ ! -x "$kit_env/bin/python" ]; then
  python3 -m venv "$kit_env"
  "$kit_env/bin/pip" install -q jass-kit
fi
uptime
for round in 1 2 3; do
  echo "round $round"
  "$py" benchmarks/schieber_random.py "$deals"
  "$py" -m game.sim --game schieber --seats random,random,random,random --no-blunders \
    --deals "$deals" --seed "$round" | sed -n 1p
  "$kit_env/bin/python" benchmarks/jasskit_random.py "$deals"
  "$kit_env/bin/python" benchmarks/jasskit_random.py "$deals" python
done
