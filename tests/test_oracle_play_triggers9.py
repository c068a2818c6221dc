"""Step triggers that aren't combat, played (CR 603.2, 503.1a), ninth part: "each creature each
opponent controls" (CR 102.2, 109.4); "each creature you control with modular" (CR 702.43a);
"put a +1/+1 counter on each creature that attacked this turn" (CR 508.1a, 400.7).
"""

from __future__ import annotations

from boards import add_mana, board, declare_attackers
from test_oracle_play import cast, obj, plays, resolve, to_step

from tolaria.cards.registry import card_def


def _plus(game, name: str, n: int = 0) -> int:
    return game.state.objects[obj(game, name, n)].counters.get("+1/+1", 0)


# -- "put a +1/+1 counter on each creature each opponent controls" ---------------------------


@plays("Aku Djinn", "phrase.each_opponent_controls", "effect.counters_each")
def test_109_4_aku_djinn_upkeep_counters_go_on_each_opponents_creatures():
    game = board(["Aku Djinn", "Grizzly Bears"], ["Hill Giant", "Elite Vanguard"],
                 step="upkeep")
    resolve(game)
    assert _plus(game, "Hill Giant") == 1 and _plus(game, "Elite Vanguard") == 1
    assert _plus(game, "Aku Djinn") == 0 and _plus(game, "Grizzly Bears") == 0


@plays("Aku Djinn", "phrase.each_opponent_controls")
def test_102_2_aku_djinn_on_bobs_side_counters_go_on_alices_creatures():
    game = board(["Grizzly Bears"], ["Aku Djinn", "Hill Giant"], step="end")
    to_step(game, "upkeep")                       # Bob's upkeep: his trigger (CR 503.1a)
    assert game.state.active == 1
    resolve(game)
    assert _plus(game, "Grizzly Bears") == 1
    assert _plus(game, "Hill Giant") == 0 and _plus(game, "Aku Djinn") == 0


# -- "put a +1/+1 counter on each creature you control with modular" -------------------------


@plays("Arcbound Overseer", "effect.counters_each")
def test_702_43a_arcbound_overseer_counters_only_modular_creatures_you_control():
    game = board(["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Arcbound Overseer", "Arcbound Worker"], []))
    add_mana(game, "{9}")
    cast(game, "Arcbound Overseer")
    resolve(game)
    cast(game, "Arcbound Worker")
    resolve(game)
    assert _plus(game, "Arcbound Overseer") == 6 and _plus(game, "Arcbound Worker") == 1
    to_step(game, "upkeep")                                     # Bob's: not "your upkeep"
    assert not game.state.stack
    to_step(game, "draw")
    to_step(game, "upkeep")                                     # Alice's next upkeep
    assert game.state.active == 0
    resolve(game)
    assert _plus(game, "Arcbound Overseer") == 7                # it has modular itself
    assert _plus(game, "Arcbound Worker") == 2
    assert _plus(game, "Grizzly Bears") == 0 and _plus(game, "Hill Giant") == 0


# -- "put a +1/+1 counter on each creature that attacked this turn" --------------------------

_ARRAY = card_def("Invasion of Gobakhan").faces[0]             # Lightshield Array, its back


@plays("Invasion of Gobakhan", "filter.attacked_this_turn", "effect.counters_each")
def test_508_1a_lightshield_array_counters_each_creature_that_attacked():
    game = board([_ARRAY, "Grizzly Bears", "Hill Giant"], ["Elite Vanguard"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_step(game, "end")
    resolve(game)
    assert _plus(game, "Grizzly Bears") == 1
    assert _plus(game, "Hill Giant") == 0 and _plus(game, "Elite Vanguard") == 0


@plays("Invasion of Gobakhan", "filter.attacked_this_turn")
def test_400_7_lightshield_array_a_blinked_attacker_is_a_new_object():
    game = board([_ARRAY, "Grizzly Bears"], [], step="declare attackers",
                 hands=(["Ephemerate"], []))
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    to_step(game, "end of combat")
    add_mana(game, "{W}")
    cast(game, "Ephemerate", bears)
    resolve(game)
    assert obj(game, "Grizzly Bears") != bears           # a new object (CR 400.7)
    to_step(game, "end")
    resolve(game)
    assert _plus(game, "Grizzly Bears") == 0

