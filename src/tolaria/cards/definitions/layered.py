"""Cards whose continuous effects exercise the layer system (CR 611-613, 707, 305.7)."""

from __future__ import annotations

from tolaria.cards.dsl import (
    CREATURE,
    define,
    draw,
    effect,
    pump,
    spell,
    static,
)
from tolaria.cards.ir import ObjectFilter, TargetSpec, layer_effect

CREATURES = ObjectFilter(types=frozenset({"Creature"}))


def continuous(*parts, affects: str, flt: ObjectFilter | None = None, text: str = ""):
    return static("continuous", affects=affects, filter=flt, parts=tuple(parts), text=text)


def until_end_of_turn(*parts, target=0):
    """A resolved effect that lasts until end of turn (CR 611.2a, 514.2)."""
    return effect("continuous", parts=tuple(parts), target=target, until="end of turn")


define("Glorious Anthem", static=[continuous(
    layer_effect("7c", "add_pt", power=1, toughness=1), affects="yours", flt=CREATURES,
    text="Creatures you control get +1/+1.")])

define("Lord of Atlantis", static=[continuous(
    layer_effect("7c", "add_pt", power=1, toughness=1),
    layer_effect("6", "add_keywords", keywords=frozenset({"islandwalk"})),
    affects="all", flt=ObjectFilter(subtypes=frozenset({"Merfolk"}), other=True),
    text="Other Merfolk get +1/+1 and have islandwalk.")])

define("Holy Strength", enchant=CREATURES, static=[continuous(
    layer_effect("7c", "add_pt", power=1, toughness=2), affects="enchanted",
    text="Enchanted creature gets +1/+2.")])

define("Humility", static=[continuous(
    layer_effect("6", "remove_all_abilities"),
    layer_effect("7b", "set_pt", power=1, toughness=1), affects="all", flt=CREATURES,
    text="All creatures lose all abilities and have base power and toughness 1/1.")])

define("Opalescence", static=[continuous(
    layer_effect("4", "add_types", types=frozenset({"Creature"})),
    layer_effect("7b", "set_pt_to_mana_value"), affects="all",
    flt=ObjectFilter(types=frozenset({"Enchantment"}), not_subtypes=frozenset({"Aura"}),
                     other=True),
    text="Each other non-Aura enchantment is a creature in addition to its other types and "
         "has base power and base toughness each equal to its mana value.")])

define("Blood Moon", static=[continuous(
    layer_effect("4", "set_land_subtypes", subtypes=frozenset({"Mountain"})), affects="all",
    flt=ObjectFilter(types=frozenset({"Land"}), not_supertypes=frozenset({"Basic"})),
    text="Nonbasic lands are Mountains.")])

define("Urborg, Tomb of Yawgmoth", static=[continuous(
    layer_effect("4", "add_subtypes", subtypes=frozenset({"Swamp"})), affects="all",
    flt=ObjectFilter(types=frozenset({"Land"})),
    text="Each land is a Swamp in addition to its other land types.")])

define("Control Magic", enchant=CREATURES, static=[continuous(
    layer_effect("2", "control", controller="source"), affects="enchanted",
    text="You control enchanted creature.")])

define("Turn to Frog", spell=spell(until_end_of_turn(
    layer_effect("4", "set_creature_subtypes", subtypes=frozenset({"Frog"})),
    layer_effect("5", "set_colors", colors=frozenset({"U"})),
    layer_effect("6", "remove_all_abilities"),
    layer_effect("7b", "set_pt", power=1, toughness=1)), targets=[CREATURE]))

define("Twisted Image", spell=spell(
    until_end_of_turn(layer_effect("7d", "switch_pt")), draw(1), targets=[CREATURE]))

define("Disfigure", spell=spell(pump(-2, -2), targets=[CREATURE]))

SPELL_OR_PERMANENT = TargetSpec(objects=ObjectFilter(spell=True, permanent=True),
                                text="target spell or permanent")
define("Magical Hack", spell=spell(
    effect("change_text", target=0, words="land type"), targets=[SPELL_OR_PERMANENT]))
define("Sleight of Mind", spell=spell(
    effect("change_text", target=0, words="color"), targets=[SPELL_OR_PERMANENT]))

# Characteristic-defining abilities (CR 604.3) set power and toughness in layer 7a.
define("Nightmare", static=[static(
    "continuous", affects="self", cda=True, parts=(layer_effect(
        "7a", "set_pt_count", filter=ObjectFilter(subtypes=frozenset({"Swamp"}))),),
    text="Nightmare's power and toughness are each equal to the number of Swamps you control.")])
define("Keldon Warlord", static=[static(
    "continuous", affects="self", cda=True, parts=(layer_effect(
        "7a", "set_pt_count", filter=ObjectFilter(types=frozenset({"Creature"}),
                                                  not_subtypes=frozenset({"Wall"}))),),
    text="Keldon Warlord's power and toughness are each equal to the number of non-Wall "
         "creatures you control.")])
define("Maro", static=[static(
    "continuous", affects="self", cda=True, parts=(layer_effect(
        "7a", "set_pt_count", count="hand"),),
    text="Maro's power and toughness are each equal to the number of cards in your hand.")])

define("Clone", enters_as_copy=ObjectFilter(types=frozenset({"Creature"})))

define("Twincast", spell=spell(
    effect("copy_spell", target=0, new_targets=True),
    targets=[TargetSpec(objects=ObjectFilter(types=frozenset({"Instant", "Sorcery"}), spell=True),
                        text="target instant or sorcery spell")]))

define("Threaten", spell=spell(
    effect("untap", target=0),
    until_end_of_turn(layer_effect("2", "control", controller="you"),
                      layer_effect("6", "add_keywords", keywords=frozenset({"haste"}))),
    targets=[CREATURE]))
