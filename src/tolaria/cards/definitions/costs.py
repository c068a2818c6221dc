"""Cards whose costs go beyond mana (CR 118) or that read last known information (CR 608.2h).

Additional costs (Fling, CR 118.8), alternative costs (Fireblast, CR 118.9),
non-mana activation costs (Mogg Fanatic, Royal Assassin, CR 602.1a), cost
increases (Thalia, CR 601.2f), and effects that read an object after it has
left the battlefield (Swords to Plowshares, Fling, Mogg Fanatic, CR 608.2h).
"""

from __future__ import annotations

from tolaria.cards.dsl import (
    ANY,
    CREATURE,
    activated,
    alternative,
    damage,
    define,
    destroy,
    effect,
    gain_life,
    spell,
    static,
    with_costs,
)
from tolaria.cards.ir import ObjectFilter, TargetSpec

CREATURES = ObjectFilter(types=frozenset({"Creature"}))

define("Swords to Plowshares", spell=spell(
    effect("exile", target=0),
    # "Its controller ... its power": as the creature last existed on the battlefield.
    gain_life(("power", 0), who=("controller", 0)), targets=[CREATURE]))

define("Fling", spell=with_costs(
    spell(damage(("power", "sacrificed")), targets=[ANY]),
    additional="Sacrifice a creature"))

define("Fireblast", spell=with_costs(
    spell(damage(4), targets=[ANY]),
    alternatives=(alternative(
        "Sacrifice two Mountains",
        text="You may sacrifice two Mountains rather than pay this spell's mana cost."),)))

define("Wrath of God", spell=spell(
    effect("destroy_all", filter=CREATURES, no_regenerate=True)))

define("Naturalize", spell=spell(destroy(), targets=[TargetSpec(
    objects=ObjectFilter(types=frozenset({"Artifact", "Enchantment"})),
    text="target artifact or enchantment")]))

define("Mogg Fanatic", activated=[
    activated("Sacrifice this creature", damage(1), targets=(ANY,),
              text="Sacrifice this creature: It deals 1 damage to any target.")])

define("Royal Assassin", activated=[
    activated("{T}", destroy(), targets=(TargetSpec(
        objects=ObjectFilter(types=frozenset({"Creature"}), tapped=True),
        text="target tapped creature"),),
        text="{T}: Destroy target tapped creature.")])

define("Thalia, Guardian of Thraben", static=[
    static("cost_change", affects="all", filter=ObjectFilter(not_types=frozenset({"Creature"})),
           amount=1, text="Noncreature spells cost {1} more to cast.")])
