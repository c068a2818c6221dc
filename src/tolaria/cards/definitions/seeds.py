"""Cards for the keyword mechanics the seed documents name (CR 702).

Landcycling and typecycling (CR 702.29), madness (702.35), morph (702.37, 708),
amplify (702.38), modular (702.43), ninjutsu (702.49), exalted (702.83), infect (702.90)
and landwalk of every kind (702.14); snow mana {S}, hybrid and Phyrexian mana (CR 107.4).

The keyword lines themselves ("Swampcycling {2}", "Madness {R}", "Morph {2}{W}{W}",
"Ninjutsu {1}{U}", "Modular 1", "Amplify 1", "Exalted", "Nonbasic landwalk", "Snow
swampwalk", "Infect") are read by the registry (`tolaria.cards.oracle.keyword_lines`,
`tolaria.rules.keywords.landwalk`): Arcbound Worker, Akrasan Squire, Bog Wraith, Dryad
Sophisticate, Legions of Lim-Dûl, Rime Dryad, Plague Stinger and Boros Recruit need no
definition. The cards here add what their other lines do.
"""

from __future__ import annotations

from tolaria.cards.dsl import (
    ANY,
    CREATURE,
    PLAYER,
    activated,
    damage,
    define,
    draw,
    effect,
    pump,
    regenerate,
    spell,
    static,
    triggered,
)
from tolaria.data.ir import ObjectFilter, layer_effect

BASIC_LAND = ObjectFilter(all_types=frozenset({"Land"}), supertypes=frozenset({"Basic"}))

# -- cycling (CR 702.29) --------------------------------------------------------------------
define("Twisted Abomination", activated=[
    activated("{B}", regenerate(), text="{B}: Regenerate this creature.")])
define("Krosan Tusker", triggered=[
    triggered("cycled", effect("search", filter=BASIC_LAND, what="basic land card"),
              optional=True,
              text="When you cycle this card, you may search your library for a basic land "
                   "card, reveal that card, put it into your hand, then shuffle.")])

# -- madness (CR 702.35) and a discard outlet ------------------------------------------------
define("Fiery Temper", spell=spell(damage(3), targets=[ANY]))
define("Wild Mongrel", activated=[
    activated("Discard a card", pump(1, 1, target="self"), effect("choose_color", target="self"),
              text="Discard a card: This creature gets +1/+1 and becomes the color of your "
                   "choice until end of turn.")])

# -- morph (CR 702.37) ------------------------------------------------------------------------
define("Exalted Angel", triggered=[
    triggered("deals_damage", effect("gain_damage_dealt"),
              text="Whenever this creature deals damage, you gain that much life.")])
define("Akroma, Angel of Fury",
       static=[static("cant_be_countered", text="This spell can't be countered.")],
       activated=[activated("{R}", pump(1, 0, target="self"),
                            text="{R}: Akroma gets +1/+0 until end of turn.")])

# -- ninjutsu (CR 702.49) ---------------------------------------------------------------------
define("Ninja of the Deep Hours", triggered=[
    triggered("combat_damage_player", draw(1), optional=True,
              text="Whenever this creature deals combat damage to a player, you may draw a "
                   "card.")])

# -- amplify (CR 702.38) ----------------------------------------------------------------------
define("Canopy Crawler", activated=[
    activated("{T}", effect("pump_per_counter", target=0), targets=(CREATURE,),
              text="{T}: Target creature gets +1/+1 until end of turn for each +1/+1 counter "
                   "on this creature.")])
define("Kilnmouth Dragon", activated=[
    activated("{T}", effect("damage_per_counter", target=0), targets=(ANY,),
              text="{T}: This creature deals damage equal to the number of +1/+1 counters on "
                   "it to any target.")])

# -- snow mana {S} (CR 107.4h) and landwalk (CR 702.14) ----------------------------------------
define("Chilling Shade", activated=[
    activated("{S}", pump(1, 1, target="self"),
              text="{S}: This creature gets +1/+1 until end of turn.")])
define("Zombie Musher", activated=[
    activated("{S}", regenerate(), text="{S}: Regenerate this creature.")])
define("Trailblazer's Boots", static=[static(
    "continuous", affects="equipped",
    parts=(layer_effect("6", "add_keywords", keywords=frozenset({"nonbasic landwalk"})),),
    text="Equipped creature has nonbasic landwalk.")])

# -- Phyrexian mana (CR 107.4f) ---------------------------------------------------
define("Gitaxian Probe", spell=spell(effect("look_at_hand", who=0), draw(1), targets=[PLAYER]))
define("Mutagenic Growth", spell=spell(pump(2, 2), targets=[CREATURE]))
