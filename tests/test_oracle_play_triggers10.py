"""Triggered abilities, played (CR 603), tenth part: "Whenever a nontoken <creature type> you
control dies" (CR 205.3m, 603.10a).
"""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import cast, chars, hand, life, obj, plays, resolve

# -- "Whenever [another] nontoken <creature type> you control dies" --------------------------


@plays("Siege Veteran", "trigger.nontoken")
def test_603_10a_siege_veteran_only_a_nontoken_soldier_dying_makes_a_token():
    game = board(["Siege Veteran", "Elite Vanguard", "Grizzly Bears"], [],
                 hands=(["Shock", "Shock", "Shock"], []))
    add_mana(game, "{R}{R}{R}")
    cast(game, "Shock", obj(game, "Grizzly Bears"))          # a Bear isn't a Soldier
    resolve(game)
    assert not game.state.stack and not ids(game, "Soldier")
    cast(game, "Shock", obj(game, "Elite Vanguard"))         # a nontoken Soldier
    resolve(game)
    resolve(game)
    tokens = ids(game, "Soldier")
    assert len(tokens) == 1 and "Artifact" in chars(game, tokens[0]).types
    cast(game, "Shock", tokens[0])                           # a token Soldier (CR 111.1)
    resolve(game)
    assert not game.state.stack and not ids(game, "Soldier")


@plays("Skemfar Avenger", "trigger.nontoken")
def test_205_3m_skemfar_avenger_an_elf_or_a_berserker_dying_draws_and_loses_life():
    game = board(["Skemfar Avenger", "Llanowar Elves", "Grizzly Bears"], [],
                 hands=(["Shock", "Shock"], []))
    add_mana(game, "{R}{R}")
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game) == ["Shock"] and life(game, 0) == 20     # a Bear isn't an Elf
    cast(game, "Shock", obj(game, "Llanowar Elves"))
    resolve(game)
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 0) == 19
