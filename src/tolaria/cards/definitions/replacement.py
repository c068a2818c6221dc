"""Cards with replacement and prevention effects (CR 614-616), regeneration (CR 701.15),
opening-hand actions (CR 103.6) and "can't lose the game" (CR 104.3)."""

from __future__ import annotations

from tolaria.cards.dsl import (
    activated,
    define,
    effect,
    prevent_from_source,
    regenerate,
    replacement,
    static,
    triggered,
)

define("Furnace of Rath", static=[replacement(
    "damage", "double",
    text="If a source would deal damage to a permanent or player, it deals double that "
         "damage to that permanent or player instead.")])

define("Doubling Season", static=[
    replacement("tokens", "double", who="you",
                text="If an effect would create one or more tokens under your control, it "
                     "creates twice that many of those tokens instead."),
    replacement("counters", "double", who="you",
                text="If an effect would put one or more counters on a permanent you control, "
                     "it puts twice that many of those counters on that permanent instead."),
])

define("Rest in Peace",
       triggered=[triggered("enters", effect("exile_graveyards"),
                            text="When this enchantment enters, exile all graveyards.")],
       static=[replacement("graveyard", "exile",
                           text="If a card or token would be put into a graveyard from "
                                "anywhere, exile it instead.")])

define("Leyline of the Void", static=[
    static("begin_on_battlefield",
           text="If this card is in your opening hand, you may begin the game with it on the "
                "battlefield."),
    replacement("graveyard", "exile", who="opponent", cards_only=True,
                text="If a card would be put into an opponent's graveyard from anywhere, exile "
                     "it instead."),
])

define("Circle of Protection: Red", activated=[activated(
    "{1}", prevent_from_source("R"),
    text="{1}: The next time a red source of your choice would deal damage to you this turn, "
         "prevent that damage.")])

define("Drudge Skeletons", activated=[activated(
    "{B}", regenerate(), text="{B}: Regenerate this creature.")])

define("Platinum Angel", static=[static(
    "cant_lose", affects="you",
    text="You can't lose the game and your opponents can't win the game.")])
