"""Cards whose triggered abilities show the rules of CR 603.

Trigger events beyond "this enters/dies": other creatures entering or dying,
leaving the battlefield, each upkeep or end step, casting noncreature spells
(prowess, read from the Oracle text as a keyword), combat damage to a player,
blocking and becoming blocked; state triggers (CR 603.8), intervening "if"
clauses (CR 603.4), "you may" (CR 603.5) and delayed triggers (CR 603.7).

"""

from __future__ import annotations

from tolaria.cards.dsl import (
    activated,
    at_beginning,
    at_next,
    create_tokens,
    define,
    draw,
    gain_life,
    pump,
    sacrifice,
    triggered,
)
from tolaria.cards.ir import ObjectFilter, condition

CREATURES = ObjectFilter(types=frozenset({"Creature"}))
ANOTHER_CREATURE = ObjectFilter(types=frozenset({"Creature"}), other=True)

# -- other creatures entering (CR 603.6a) ------------------------------------------------
define("Soul Warden", triggered=[
    triggered("enters", gain_life(1, who="you"), filter=ANOTHER_CREATURE,
              text="Whenever another creature enters, you gain 1 life.")])
define("Soul's Attendant", triggered=[
    triggered("enters", gain_life(1, who="you"), filter=ANOTHER_CREATURE, optional=True,
              text="Whenever another creature enters, you may gain 1 life.")])

# -- dying and leaving the battlefield (CR 700.4, 603.6c, 603.10a) -------------------------
define("Moonlit Wake", triggered=[
    triggered("dies", gain_life(1, who="you"), filter=CREATURES,
              text="Whenever a creature dies, you gain 1 life.")])
define("Deathgreeter", triggered=[
    triggered("dies", gain_life(1, who="you"), filter=ANOTHER_CREATURE, optional=True,
              text="Whenever another creature dies, you may gain 1 life.")])
define("Gristle Grinner", triggered=[
    triggered("dies", pump(2, 2, target="self"), filter=CREATURES,
              text="Whenever a creature dies, this creature gets +2/+2 until end of turn.")])
define("Doomed Traveler", triggered=[
    triggered("dies", create_tokens(1, "Spirit", 1, 1, "W", ("Spirit",), keywords=("flying",)),
              text="When this creature dies, create a 1/1 white Spirit creature token "
                   "with flying.")])
define("Circuit Mender", triggered=[
    triggered("enters", gain_life(2, who="you"), text="When this creature enters, you gain 2 life."),
    triggered("leaves", draw(1), text="When this creature leaves the battlefield, draw a card.")])

# -- delayed triggered abilities (CR 603.7) -----------------------------------------------
define("Rukh Egg", triggered=[
    triggered("dies", at_next("end", create_tokens(1, "Bird", 4, 4, "R", ("Bird",),
                                                   keywords=("flying",)),
                              text="At the beginning of the next end step, create a 4/4 red "
                                   "Bird creature token with flying."),
              text="When this creature dies, create a 4/4 red Bird creature token with flying "
                   "at the beginning of the next end step.")])
define("Pyric Salamander", activated=[
    activated("{R}", pump(1, 0, target="self"),
              at_next("end", sacrifice(), text="Sacrifice this creature at the beginning of "
                                               "the next end step."),
              text="{R}: This creature gets +1/+0 until end of turn. Sacrifice this creature "
                   "at the beginning of the next end step.")])

# -- the beginning of steps (CR 603.2b) ------------------------------------------------------
define("Celestial Force", triggered=[
    at_beginning("upkeep", gain_life(3, who="you"), whose="each",
                 text="At the beginning of each upkeep, you gain 3 life.")])
define("Ball Lightning", triggered=[
    at_beginning("end", sacrifice(), whose="each",
                 text="At the beginning of the end step, sacrifice this creature.")])

# -- combat (CR 509.3c-d, 510.2) --------------------------------------------------------------
define("Scroll Thief", triggered=[
    triggered("combat_damage_player", draw(1),
              text="Whenever this creature deals combat damage to a player, draw a card.")])
define("Shoreline Salvager", triggered=[
    triggered("combat_damage_player", draw(1), optional=True,
              condition=condition("count", at_least=1, filter=ObjectFilter(
                  subtypes=frozenset({"Island"}), controller="you")),
              text="Whenever this creature deals combat damage to a player, if you control an "
                   "Island, you may draw a card.")])
define("Giant Badger", triggered=[
    triggered("blocks", pump(2, 2, target="self"),
              text="Whenever this creature blocks, it gets +2/+2 until end of turn.")])
define("Deeproot Warrior", triggered=[
    triggered("becomes_blocked", pump(1, 1, target="self"),
              text="Whenever this creature becomes blocked, it gets +1/+1 until end of turn.")])

# -- state triggers (CR 603.8) ------------------------------------------------------------------
define("Emperor Crocodile", triggered=[
    triggered("state", sacrifice(),
              condition=condition("count", at_most=0, filter=ObjectFilter(
                  types=frozenset({"Creature"}), controller="you", other=True)),
              text="When you control no other creatures, sacrifice this creature.")])
