"""Cards for the seed documents' concepts: ante, subgames, moving counters, loyalty,
artifact lands, Urza's lands, mana abilities and their triggers, losing the game.

Each definition covers every line of the card's Oracle text (see core.py); the
rules they rely on live in tolaria.rules.ante (CR 407), tolaria.rules.subgame (CR 726),
tolaria.rules.mana_abilities (CR 605), tolaria.rules.effects.counters / .players / .damage.
"""

from __future__ import annotations

from dataclasses import replace

from tolaria.cards.dsl import (
    CREATURE,
    PLAYER,
    activated,
    at_beginning,
    define,
    draw,
    enters_tapped,
    gain_life,
    loyalty,
    pump,
    sacrifice,
    spell,
    static,
    triggered,
)
from tolaria.data.ir import (
    ActivatedAbility,
    CardDef,
    Cost,
    ObjectFilter,
    TargetSpec,
    condition,
    effect,
    layer_effect,
)
from tolaria.data.vocabulary import ANTE_ONLY, ANTE_ONLY_TEXT

CREATURES = ObjectFilter(types=frozenset({"Creature"}))
LANDS = ObjectFilter(types=frozenset({"Land"}))
ANTE_ONLY_ABILITY = static(ANTE_ONLY, text=ANTE_ONLY_TEXT)                 # CR 407.3

# -- ante (CR 407) ----------------------------------------------------------------------
define("Contract from Below", static=[ANTE_ONLY_ABILITY], spell=spell(
    effect("discard_hand", who="you"), effect("ante_top", who="you"), draw(7)))
define("Jeweled Bird", static=[ANTE_ONLY_ABILITY], activated=[
    activated("{T}", effect("ante_self", draw=1),
              text="{T}: Ante this artifact. If you do, put all other cards you own from the "
                   "ante into your graveyard, then draw a card.")])

# -- subgames (CR 726) -------------------------------------------------------------------
define("Shahrazad", spell=spell(effect("subgame")))

# -- counters (CR 122.5) -----------------------------------------------------------------
ANOTHER_CREATURE = replace(CREATURE, text="another target creature", distinct=True)
define("Fate Transfer", spell=spell(effect("move_counters", source=0, onto=1),
                                    targets=[CREATURE, ANOTHER_CREATURE]))

# -- a planeswalker (CR 306, 606) and a token with a characteristic-defining ability -----
AVATAR = CardDef(
    name="Avatar Token", mana_cost=None, types=frozenset({"Creature"}), subtypes=("Avatar",),
    colors=frozenset("W"), power=0, toughness=0, token=True,
    static=(static("continuous", affects="self", cda=True,                    # CR 604.3, 613.4a
                   parts=(layer_effect("7a", "set_pt_count", count="life"),),
                   text="This token's power and toughness are each equal to your life total."),),
    text="This token's power and toughness are each equal to your life total.")
define("Ajani Goldmane", activated=[
    loyalty(1, gain_life(2, who="you"), text="[+1]: You gain 2 life."),
    loyalty(-1, effect("counters_each", kind="+1/+1", amount=1,
                       filter=replace(CREATURES, controller="you"), keywords=("vigilance",)),
            text="[−1]: Put a +1/+1 counter on each creature you control. Those creatures gain "
                 "vigilance until end of turn."),
    loyalty(-6, effect("create_tokens", card=AVATAR, count=1),
            text="[−6]: Create a white Avatar creature token. It has \"This token's power and "
                 "toughness are each equal to your life total.\""),
])

# -- Urza's lands (CR 305.5, 205.3i): "add {C}{C} instead" (CR 614.15) ---------------------


def _urza_land(name: str, others: tuple[str, str], mana: str, text: str) -> None:
    needs = tuple(condition("count", at_least=1, filter=ObjectFilter(
        subtypes=frozenset({other}), controller="you")) for other in others)
    define(name, activated=[ActivatedAbility(
        cost=Cost(tap=True), mana=("C",), mana_instead=(needs, (mana,)), text=text)])


_urza_land("Urza's Mine", ("Power-Plant", "Tower"), "CC",
           "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} "
           "instead.")
_urza_land("Urza's Power Plant", ("Mine", "Tower"), "CC",
           "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} "
           "instead.")
_urza_land("Urza's Tower", ("Mine", "Power-Plant"), "CCC",
           "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add "
           "{C}{C}{C} instead.")

# -- mana: a triggered mana ability (CR 605.1b) and a rule-changing static (CR 500.4) -----
define("Mana Flare", triggered=[
    triggered("tapped_for_mana", effect("add_mana_produced", amount=1), whose="each",
              filter=LANDS,
              text="Whenever a player taps a land for mana, that player adds one mana of any "
                   "type that land produced.")])
define("Upwelling", static=[
    static("keep_mana", affects="all",
           text="Players don't lose unspent mana as steps and phases end.")])

# -- damage to everything, and its end-step check (CR 603.4 intervening "if") --------------
define("Pestilence", triggered=[
    at_beginning("end", sacrifice(), whose="each",
                 condition=condition("count", filter=CREATURES, at_most=0),
                 text="At the beginning of the end step, if no creatures are on the "
                      "battlefield, sacrifice this enchantment.")],
       activated=[activated("{B}", effect("damage_each", amount=1, filter=CREATURES,
                                          players=True),
                            text="{B}: This enchantment deals 1 damage to each creature and "
                                 "each player.")])

define("Mogg Sentry", triggered=[
    triggered("cast", pump(2, 2, target="self"), whose="opponent",
              text="Whenever an opponent casts a spell, this creature gets +2/+2 until end "
                   "of turn.")])

# -- exchanging life totals (CR 701.10c), with an activation restriction (CR 602.5) -------
TARGET_OPPONENT = TargetSpec(players="opponent", text="target opponent")
define("Mirror Universe", activated=[replace(
    activated("{T}, Sacrifice this artifact", effect("exchange_life", target=0),
              targets=(TARGET_OPPONENT,),
              text="{T}, Sacrifice this artifact: Exchange life totals with target opponent. "
                   "Activate only during your upkeep."),
    during="upkeep")])

# -- losing the game (CR 104.3d-e) ---------------------------------------------------------
define("Prologue to Phyresis", spell=spell(effect("poison", who="opponents", amount=1),
                                           draw(1)))
define("Door to Nothingness", static=[enters_tapped("This artifact enters tapped.")], activated=[
    activated("{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this artifact",
              effect("lose_game", who=0), targets=(PLAYER,),
              text="{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}, {T}, Sacrifice this artifact: Target "
                   "player loses the game.")])
