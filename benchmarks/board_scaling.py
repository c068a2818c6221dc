"""How the engine's costs grow with the board: 5 to 100 permanents a side, 2 and 4 players.

    python benchmarks/board_scaling.py                 # the README's table
    python benchmarks/board_scaling.py --sizes 5 50 --players 2 --json out.json

Each board is a scenario (tolaria.scenario): every player has `n` permanents, half of
them creatures (Grizzly Bears, Llanowar Elves, Raging Goblin, Hill Giant in turn) and half
basic lands, and a hand of four cards; it is the first player's precombat main phase.
For each board it times, in processor time, the median of repeated runs:

- `legal`: listing the legal actions on a fresh copy (nothing cached: characteristics,
  state-based actions and payment plans computed from scratch);
- `again`: listing them again in the same state (what the cache saves);
- `copy`: `Game.copy()`;
- `attack`: declaring every creature of the first player as an attacker, from the
  declare-attackers decision (CR 508.1): this should grow linearly with the attackers;
- `decision`: the mean time of a decision over 200 decisions of random agents from there.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections.abc import Callable

from tolaria import Action, Game
from tolaria.agents import RandomAgent
from tolaria.scenario import build_game, load_scenario

CREATURES = ("Grizzly Bears", "Llanowar Elves", "Raging Goblin", "Hill Giant")
LANDS = ("Forest", "Mountain")
HAND = ("Giant Growth", "Shock", "Grizzly Bears", "Lightning Bolt")
NAMES = ("Alice", "Bob", "Carol", "Dave")


def scenario_text(size: int, players: int) -> str:
    """A scenario with `size` permanents for each of `players` players."""
    lines = ["name: board scaling", "turn: 3", "active: Alice", "step: precombat main",
             "players:"]
    for name in NAMES[:players]:
        permanents = [CREATURES[i % len(CREATURES)] if i % 2 == 0 else LANDS[i % 4 // 2]
                      for i in range(size)]
        lines += [f"  {name}:", f"    battlefield: [{', '.join(permanents)}]",
                  f"    hand: [{', '.join(HAND)}]", "    library: 30"]
    return "\n".join(lines) + "\n"


def _median_ms(run: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def _to_attackers(game: Game) -> Game:
    """The game at the first player's declare-attackers decision."""
    while game.decision is not None and game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    return game


def _attack_all(game: Game) -> None:
    state = game.state
    player = game.decision.player
    defender = ("player", next(i for i in range(len(state.players)) if i != player))
    pairs = tuple((oid, defender) for oid in state.battlefield
                  if game.characteristics(oid).is_creature
                  and game.characteristics(oid).controller == player)
    game.act(Action("attack", player, choice=pairs))


def _decision_ms(game: Game, decisions: int, seed: int) -> float:
    agents = [RandomAgent(seed=seed + i) for i in range(len(game.state.players))]
    start, made = time.process_time(), 0
    while made < decisions and not game.over:
        decision = game.decision
        game.act(agents[decision.player].choose(game))
        made += 1
    return (time.process_time() - start) * 1000 / max(made, 1)


def measure(size: int, players: int, repeat: int = 7, seed: int = 1) -> dict[str, float]:
    """The figures of one board (milliseconds)."""
    base = build_game(load_scenario(scenario_text(size, players)))
    fresh = [base.copy() for _ in range(repeat)]
    legal = _median_ms(lambda: fresh.pop().legal_actions(), repeat)
    base.legal_actions()
    again = _median_ms(base.legal_actions, repeat)
    copy = _median_ms(base.copy, repeat)
    attacking = [_to_attackers(base.copy()) for _ in range(repeat)]
    attack = _median_ms(lambda: _attack_all(attacking.pop()), repeat)
    random.seed(seed)
    decision = _decision_ms(base.copy(), 200, seed)
    return {"permanents": size, "players": players, "legal_ms": round(legal, 3),
            "again_ms": round(again, 4), "copy_ms": round(copy, 3),
            "attack_ms": round(attack, 3), "decision_ms": round(decision, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[5, 10, 25, 50, 100])
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--json", help="write the rows to this file as well")
    args = parser.parse_args()
    rows = []
    print("| players | permanents a side | legal actions (fresh) | again | copy() "
          "| attack with all | a random decision |")
    print("|---|---|---|---|---|---|---|")
    for players in args.players:
        for size in args.sizes:
            row = measure(size, players)
            rows.append(row)
            print(f"| {players} | {size} | {row['legal_ms']} ms | {row['again_ms']} ms "
                  f"| {row['copy_ms']} ms | {row['attack_ms']} ms | {row['decision_ms']} ms |",
                  flush=True)
    if args.json:
        with open(args.json, "w") as out:
            json.dump(rows, out, indent=1)


if __name__ == "__main__":
    main()
