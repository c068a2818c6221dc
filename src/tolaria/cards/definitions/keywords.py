"""Cards for keyword abilities, attachments and rules-changing statics.

Keyword-only cards need no definition (the registry reads "First strike",
"Protection from black", "Indestructible", "Hexproof", "Flash" and "Equip {1}"
lines itself): White Knight, Black Knight, Paladin en-Vec, Beloved Chaplain,
Darksteel Myr, Gladecover Scout, Giant Spider, Ambush Viper. The cards here add
what the other lines of their text do.
"""

from __future__ import annotations

from tolaria.cards.dsl import define, static
from tolaria.cards.ir import ObjectFilter, layer_effect
from tolaria.keywords.flash import AS_THOUGH_FLASH
from tolaria.keywords.hand_size import NO_MAXIMUM

CREATURES = ObjectFilter(types=frozenset({"Creature"}))

# CR 301.5a, 613.4c: "Equipped creature gets +2/+0." ("Equip {1}" is read from its text.)
define("Bonesplitter", static=[static(
    "continuous", affects="equipped",
    parts=(layer_effect("7c", "add_pt", power=2, toughness=0),),
    text="Equipped creature gets +2/+0.")])

# A black Aura, for protection from black (CR 702.16b-c).
define("Unholy Strength", enchant=CREATURES, static=[static(
    "continuous", affects="enchanted",
    parts=(layer_effect("7c", "add_pt", power=2, toughness=1),),
    text="Enchanted creature gets +2/+1.")])

# CR 609.4, 702.8a: only when its controller may cast spells changes.
define("Vedalken Orrery", static=[static(
    AS_THOUGH_FLASH, affects="you", text="You may cast spells as though they had flash.")])

# CR 402.2, 514.1.
define("Spellbook", static=[static(
    NO_MAXIMUM, affects="you", text="You have no maximum hand size.")])

# CR 305.2.
define("Azusa, Lost but Seeking", static=[static(
    "extra_land", affects="you", amount=2,
    text="You may play two additional lands on each of your turns.")])
