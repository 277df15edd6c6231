"""Time jass-kit's raw random-play loop: its GameSim and RuleSchieber, a random trump and
random legal cards (not its Arena, which adds agents and observations per move).

Run inside an environment that has `jass-kit` installed; see schieber_vs_jasskit.sh.
`python jasskit_random.py DEALS python` draws the trump and the cards with Python's
random.Random.randrange, as Stich's loop does, instead of numpy's Generator.integers
(about 2 us a call here, a large part of jass-kit's time per deal).
"""

import random
import sys
import time

import numpy as np
from jass.game.game_sim import GameSim
from jass.game.game_util import deal_random_hand
from jass.game.rule_schieber import RuleSchieber

deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
python_rng = len(sys.argv) > 2 and sys.argv[2] == "python"
rng = np.random.default_rng(1)
py_rng = random.Random(1)
below = py_rng.randrange if python_rng else rng.integers
rule = RuleSchieber()
sim = GameSim(rule=rule)
started = time.process_time()
for index in range(deals):
    sim.init_from_cards(hands=deal_random_hand(), dealer=index % 4)
    sim.action_trump(int(below(6)))
    while not sim.is_done():
        valid = np.flatnonzero(rule.get_valid_cards_from_state(sim.state))
        sim.action_play_card(int(valid[below(len(valid))]))
seconds = time.process_time() - started
which = "Python randrange" if python_rng else "numpy RNG"
print(
    f"jass-kit GameSim ({which}): {deals} deals in {seconds:.2f} s = {deals / seconds:.0f} deals/s"
)
