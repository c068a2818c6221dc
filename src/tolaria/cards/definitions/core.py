"""The foundation cards: the benchmark decks and the basics (the DSL).

Each definition covers every line of the card's Oracle text; the registry
refuses a card whose text has a line that neither a definition nor the
keyword reader accounts for.
"""

from __future__ import annotations

from tolaria.cards.dsl import (
    ANY,
    CREATURE,
    PLAYER,
    PLAYER_OR_PLANESWALKER,
    SPELL,
    activated,
    add_mana,
    bounce,
    counter,
    create_tokens,
    creature,
    damage,
    define,
    destroy,
    discard,
    draw,
    gain_life,
    loyalty,
    mill,
    modal,
    mode,
    prevent,
    pump,
    spell,
    static,
    triggered,
)
from tolaria.cards.ir import ObjectFilter

CREATURE_FILTER = ObjectFilter(types=frozenset({"Creature"}))

# -- instants and sorceries -----------------------------------------------------------
define("Lightning Bolt", spell=spell(damage(3), targets=[ANY]))
define("Shock", spell=spell(damage(2), targets=[ANY]))
define("Blaze", spell=spell(damage("X"), targets=[ANY]))
define("Lava Axe", spell=spell(damage(5), targets=[PLAYER_OR_PLANESWALKER]))
define("Giant Growth", spell=spell(pump(3, 3), targets=[CREATURE]))
define("Counterspell", spell=spell(counter(), targets=[SPELL]))
define("Dark Ritual", spell=spell(add_mana("BBB")))
define("Divination", spell=spell(draw(2)))
define("Doom Blade", spell=spell(destroy(), targets=[creature(not_colors="B")]))
define("Terror", spell=spell(destroy(no_regenerate=True),
                             targets=[creature(not_colors="B", not_types=("Artifact",))]))
define("Unsummon", spell=spell(bounce(), targets=[CREATURE]))
define("Mind Rot", spell=spell(discard(2), targets=[PLAYER]))
define("Raise the Alarm", spell=spell(
    create_tokens(2, "Soldier", 1, 1, "W", ("Soldier",))))
define("Healing Salve", spell=modal(
    mode(gain_life(3), targets=[PLAYER], text="Target player gains 3 life."),
    mode(prevent(3), targets=[ANY],
         text="Prevent the next 3 damage that would be dealt to any target this turn."),
))

# -- permanents -----------------------------------------------------------------------
# Dryad Arbor's green colour comes from its colour indicator (CR 204), which the
# Oracle data doesn't carry; its mana ability is intrinsic (CR 305.6).
define("Dryad Arbor", colors="G")
define("Shivan Dragon", activated=[
    activated("{R}", pump(1, 0, target="self"),
              text="{R}: This creature gets +1/+0 until end of turn.")])
define("Prodigal Pyromancer", activated=[
    activated("{T}", damage(1), targets=(ANY,),
              text="{T}: This creature deals 1 damage to any target.")])
define("Elvish Visionary", triggered=[
    triggered("enters", draw(1), text="When this creature enters, draw a card.")])
define("Pacifism", enchant=CREATURE_FILTER, static=[
    static("restrict", affects="enchanted",
           restrictions=frozenset({"cant_attack", "cant_block"}),
           text="Enchanted creature can't attack or block.")])
define("Goblin Piker", static=[
    static("restrict", affects="self", restrictions=frozenset({"cant_block"}),
           text="This creature can't block.")])
define("Exploration", static=[
    static("extra_land", affects="you", amount=1,
           text="You may play an additional land on each of your turns.")])
define("Jace Beleren", activated=[
    loyalty(2, draw(1, who="each"), text="[+2]: Each player draws a card."),
    loyalty(-1, draw(1, who=0), targets=(PLAYER,), text="[−1]: Target player draws a card."),
    loyalty(-10, mill(20), targets=(PLAYER,), text="[−10]: Target player mills twenty cards."),
])
