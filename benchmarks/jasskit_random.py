"""Time jass-kit's own random-play loop (its Arena with four AgentRandomSchieber players).

Run inside an environment that has `jass-kit` installed; see schieber_vs_jasskit.sh.
"""

import sys
import time

from jass.agents.agent_random_schieber import AgentRandomSchieber
from jass.arena.arena import Arena

deals = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
arena = Arena(nr_games_to_play=deals, save_filename=None, print_every_x_games=10**9)
arena.set_players(*(AgentRandomSchieber() for _ in range(4)))
started = time.perf_counter()
arena.play_all_games()
seconds = time.perf_counter() - started
print(f"jass-kit: {deals} deals in {seconds:.2f} s = {deals / seconds:.0f} deals/s")
