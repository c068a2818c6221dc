"""Play tests for Auras whose bonus depends on what they enchant: "Enchanted creature gets
+1/+2 as long as it's white. Otherwise, it gets -2/-1." (Serra's Boon): each effect applies
only while the creature is (or isn't) of that quality, checked as it applies in its layer
(CR 611.3a, 613.4c)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, chars, obj, plays, resolve


def _enchanted(aura: str, lands: list[str], creature: str) -> tuple:
    game = board(lands + [creature], [], hands=([aura], []))
    target = obj(game, creature)
    cast(game, aura, target)
    resolve(game)
    c = chars(game, target)
    return c.power, c.toughness


@plays("Serra's Boon", "static.attached_gets_while_it_is")
def test_611_3a_serras_boon_white_gets_more_otherwise_less():
    assert _enchanted("Serra's Boon", ["Plains", "Plains", "Plains"],
                      "Savannah Lions") == (3, 3)              # white: +1/+2
    assert _enchanted("Serra's Boon", ["Plains", "Plains", "Plains"],
                      "Grizzly Bears") == (0, 1)               # not white: -2/-1


@plays("Gift of Fangs", "static.attached_gets_while_it_is")
def test_611_3a_gift_of_fangs_a_vampire_or_not():
    assert _enchanted("Gift of Fangs", ["Swamp", "Swamp"], "Vampire Interloper") == (4, 3)
    assert _enchanted("Gift of Fangs", ["Swamp", "Swamp"], "Hill Giant") == (1, 1)


@plays("Nyx Infusion", "static.attached_gets_while_it_is")
def test_611_3a_nyx_infusion_kills_a_small_creature_that_isnt_an_enchantment():
    game = board(["Swamp", "Swamp", "Swamp", "Llanowar Elves"], [],
                 hands=(["Nyx Infusion"], []))
    elves = obj(game, "Llanowar Elves")
    cast(game, "Nyx Infusion", elves)
    resolve(game)
    assert elves not in game.state.battlefield                 # 1/1 -2/-2 (CR 704.5f)
