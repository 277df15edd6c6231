#!/usr/bin/env bash
# Random-play Schieber deals per second: Stich's engine (through the full rules API, via
# game.sim) against HSLU's jass-kit random loop, measured in the same run on this machine.
# Usage: bash benchmarks/schieber_vs_jasskit.sh [DEALS]   (run from the repository root)
set -euo pipefail
deals=${1:-2000}
kit_env=${JASSKIT_ENV:-/tmp/stich-jasskit-venv}
if [ ! -x "$kit_env/bin/python" ]; then
  python3 -m venv "$kit_env"
  "$kit_env/bin/pip" install -q jass-kit
fi
for round in 1 2 3; do
  echo "round $round"
  python -m game.sim --game schieber --seats random,random,random,random \
    --deals "$deals" --seed "$round" | sed -n 1p
  "$kit_env/bin/python" benchmarks/jasskit_random.py "$deals"
done
