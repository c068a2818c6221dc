"""Keyword abilities that stand for triggered abilities, read from Oracle text into IR.

`read(low, text)` is called by `tolaria.cards.oracle.keyword_lines.read` for a keyword it doesn't know:

- "Bushido N" (CR 702.45a): whenever this creature blocks or becomes blocked, it gets
  +N/+N until end of turn (as two triggers: a creature never does both in one combat);
- "Battle cry" (CR 702.91a): whenever this creature attacks, each other attacking creature
  gets +1/+0 until end of turn;
- "Afflict N" (CR 702.130a): whenever this creature becomes blocked, defending player loses
  N life (`tolaria.rules.keywords.afflict`);
- "Rampage N" (CR 702.23a): whenever this creature becomes blocked, it gets +N/+N until end
  of turn for each creature blocking it beyond the first (`tolaria.rules.keywords.rampage`);
- "Persist" and "Undying" (CR 702.79a, 702.93a): when it dies, if it had no -1/-1 (+1/+1)
  counters on it, return it with one (`tolaria.rules.keywords.persist`);
- "Storm", "Gravestorm" (CR 702.40a, 702.69a), "Cascade" (CR 702.85a): only names here (`tolaria.rules.keywords.storm`,
  `tolaria.rules.keywords.cascade` make their triggers as the spell is cast);
- "Toxic N" (CR 702.164): a static ability, only a name here (`tolaria.rules.keywords.toxic`);
- "Echo {M}" (CR 702.30a): at the beginning of your upkeep, if this came under your control
  since the beginning of your last upkeep, sacrifice it unless you pay {M}
  (`tolaria.rules.keywords.echo` puts it on the stack);
- "Fabricate N", "Living weapon" (CR 702.123a, 702.92a): "enters" triggers
  (`tolaria.rules.keywords.entering`);
- "Fading N", "Vanishing N" (CR 702.32a, 702.63a): enters with counters, upkeep triggers
  (`tolaria.rules.keywords.fading`);
- "Extort", "Ingest" (CR 702.101a, 702.115a): `tolaria.rules.keywords.extort`;
- "Evoke {M}", "Dash {M}", "Blitz {M}" (CR 702.74a, 702.109a, 702.152a): alternative
  costs the permanent remembers (`GameObject.cast_for`); evoke's sacrifice trigger is
  here, dash's and blitz's effects are `tolaria.rules.keywords.dash`;
- "Megamorph {M}" (CR 702.37b): a morph ability that adds a +1/+1 counter;
- "Plot {M}" (CR 702.170a): a special action from the hand (`tolaria.rules.keywords.plot`);
- "Scavenge {M}", "Embalm {M}", "Eternalize {M}" (CR 702.97a, 702.128a, 702.129a):
  activated abilities that work from the graveyard;
- "Evolve", "Dethrone", "Renown N", "Training" (CR 702.100a, 702.105a, 702.112a,
  702.149a): +1/+1 counters
  (`tolaria.rules.keywords.plus_counters` decides their conditions);
- "Retrace", "Jump-start" (CR 702.81a, 702.133a): cast from the graveyard with a discard
  (`tolaria.rules.keywords.graveyard_cast`);
- "Annihilator N", "Graft N" (CR 702.86a, 702.58a): `tolaria.rules.keywords.afflict`;
- "Unleash" (CR 702.98a): an optional counter as it enters, then it can't block;
- "Riot" (CR 702.136a): a counter or haste, chosen as it enters (`tolaria.rules.keywords.riot`);
- "Devour N" (CR 702.82a): creatures sacrificed as it enters, counters for each;
- "Sunburst" (CR 702.44a): a counter for each color of mana spent to cast it;
- "Myriad" (CR 702.116a): token copies attacking the other opponents;
- "Casualty N" (CR 702.153a): an optional sacrifice as it is cast, then a copy;
- "Rebound" (CR 702.88a): only a name here (`tolaria.rules.keywords.rebound`);
- "Cipher" (CR 702.99a): only a name here (`tolaria.rules.keywords.cipher`);
- "Epic" (CR 702.50a): only a name here; its step is added to the spell's
  (`tolaria.rules.keywords.epic`);
- "Buyback {M}" (CR 702.27a): an optional additional cost (`tolaria.rules.costs`); the spell
  returns to its owner's hand as it resolves (`tolaria.rules.resolve`); "Offspring {M}"
  (CR 702.175a) is the same kind of cost, with an "enters" trigger;
- "Bloodthirst N" (CR 702.54a): enters with counters if an opponent was dealt damage this
  turn (the fact "player_damaged" that `tolaria.rules.events` records);
- "Hideaway N" (CR 702.75a): when it enters, look at the top N cards, exile one face down
  linked to this permanent (CR 607.2a), the rest on the bottom in a random order
  (`tolaria.rules.effects.library`, effect "hideaway").

Each instance triggers separately (CR 702.45b, 702.91b, 702.130b, 702.23c, 702.79b,
702.93b). This module imports no engine code, so the card registry can use it.
"""

from __future__ import annotations

import re

from tolaria.cards.oracle.keyword_lines import KeywordParts
from tolaria.data.ir import (
    ActivatedAbility,
    Condition,
    Cost,
    ManaRestriction,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    effect,
    layer_effect,
)
from tolaria.data.mana import parse_cost

NUMBERED = re.compile(r"^(bushido|afflict|rampage|toxic|fabricate|fading|vanishing|bloodthirst"
                      r"|renown|annihilator|graft|devour|casualty|dredge|hideaway|ripple"
                      r"|firebending) "
                      r"([1-9]\d*)$")
COSTED = re.compile(r"^(evoke|dash|blitz|megamorph|buyback|offspring|scavenge|embalm|eternalize"
                    r"|plot|warp) ((?:\{(?:[0-9]+|[wubrgc]|[wubrg]/[wubrgp])\})+)$")
ECHO = re.compile(r"^echo ((?:\{(?:[0-9]+|[wubrgc])\})+)$")
OTHER_ATTACKING = ObjectFilter(types=frozenset({"Creature"}), combat="attacking", other=True)


def read(low: str, text: str) -> KeywordParts | None:
    """The abilities of one of these keywords as written (lower-cased in `low`), or None."""
    found = NUMBERED.match(low)
    if found:
        return _NUMBERED[found.group(1)](int(found.group(2)), text)
    found = COSTED.match(low)
    if found and found.group(1) == "megamorph":
        return megamorph(found.group(2).upper(), text)
    if found and found.group(1) == "scavenge":
        return scavenge(found.group(2).upper(), text)
    if found and found.group(1) in ("embalm", "eternalize"):
        return embalm(found.group(1), found.group(2).upper(), text)
    if found and found.group(1) == "buyback":
        return KeywordParts(frozenset({"buyback"}), static=(StaticAbility(
            kind="buyback", cost=Cost(mana=parse_cost(found.group(2).upper())), text=text),))
    if found and found.group(1) == "offspring":
        return offspring(found.group(2).upper(), text)
    if found and found.group(1) == "plot":
        return KeywordParts(frozenset({"plot"}), activated=(ActivatedAbility(
            cost=Cost(mana=parse_cost(found.group(2).upper())), zone="hand", keyword="plot",
            effects=(effect("plot"),), text=text),))
    if found:
        return _alternative(found.group(1), found.group(2).upper(), text)
    found = ECHO.match(low)
    if found:
        return echo(found.group(1).upper(), text)
    if low in _PLAIN:
        return _PLAIN[low](text)
    return None


def bushido(n: int, text: str) -> KeywordParts:
    """CR 702.45a."""
    pump = (effect("pump", power=n, toughness=n, target="self"),)
    return KeywordParts(frozenset({f"bushido {n}"}), triggered=tuple(
        TriggeredAbility(event=event, effects=pump,
                         text=f"{text} (whenever this creature {what}, it gets +{n}/+{n} "
                              "until end of turn)")
        for event, what in (("blocks", "blocks"), ("becomes_blocked", "becomes blocked"))))


def battle_cry(text: str) -> KeywordParts:
    """CR 702.91a."""
    boost = layer_effect("7c", "add_pt", power=1, toughness=0)
    ability = TriggeredAbility(
        event="attacks", effects=(effect("continuous_all", filter=OTHER_ATTACKING,
                                         parts=(boost,), until="end of turn"),),
        text=f"{text} (whenever this creature attacks, each other attacking creature gets "
             "+1/+0 until end of turn)")
    return KeywordParts(frozenset({"battle cry"}), triggered=(ability,))


def afflict(n: int, text: str) -> KeywordParts:
    """CR 702.130a."""
    ability = TriggeredAbility(
        event="becomes_blocked", effects=(effect("afflict", amount=n),),
        text=f"{text} (whenever this creature becomes blocked, defending player loses {n} "
             "life)")
    return KeywordParts(frozenset({f"afflict {n}"}), triggered=(ability,))


# "This mana lasts until end of combat.": spent on anything (CR 106.6 doesn't apply)
UNTIL_END_OF_COMBAT = ManaRestriction(spells=ObjectFilter(), abilities=ObjectFilter(),
                                      other=True, combat=True)


def firebending(n: int, text: str) -> KeywordParts:
    """"Firebending N", newer than the rules file, from its reminder text: "Whenever this
    creature attacks, add N {R}. This mana lasts until end of combat." (CR 106.4, 500.4)."""
    ability = TriggeredAbility(
        event="attacks", effects=(effect("add_mana", mana="R" * n, only=UNTIL_END_OF_COMBAT),),
        text=f"{text} (whenever this creature attacks, add {'{R}' * n}; this mana lasts "
             "until end of combat)")
    return KeywordParts(frozenset({f"firebending {n}"}), triggered=(ability,))


def rampage(n: int, text: str) -> KeywordParts:
    """CR 702.23a."""
    ability = TriggeredAbility(
        event="becomes_blocked", effects=(effect("rampage", amount=n),),
        text=f"{text} (whenever this creature becomes blocked, it gets +{n}/+{n} until end "
             "of turn for each creature blocking it beyond the first)")
    return KeywordParts(frozenset({f"rampage {n}"}), triggered=(ability,))


def _alternative(name: str, mana: str, text: str) -> KeywordParts:
    """CR 702.74a, 702.109a: an alternative cost named for the keyword, held by a static
    ability of that kind (`tolaria.rules.costs.alternative_costs` offers it); evoke's sacrifice
    trigger is here, dash's haste and return are `tolaria.rules.keywords.dash`."""
    if name == "evoke":
        return evoke_parts(Cost(mana=parse_cost(mana)), text)
    cost = StaticAbility(kind=name, cost=Cost(mana=parse_cost(mana)), text=text)
    return KeywordParts(frozenset({name}), static=(cost,))


def evoke_parts(cost: Cost, text: str) -> KeywordParts:
    """CR 702.74a: evoke's alternative cost (mana, or "Exile a black card from your hand")
    and its trigger: when it enters, if the evoke cost was paid, its controller sacrifices
    it."""
    triggered = (TriggeredAbility(
        event="enters", effects=(effect("sacrifice", target="self"),),
        condition=Condition("cast_for", (("cost", "evoke"),)),
        text=f"{text} (when this permanent enters, if its evoke cost was paid, its "
             "controller sacrifices it)"),)
    return KeywordParts(frozenset({"evoke"}), triggered=triggered,
                        static=(StaticAbility(kind="evoke", cost=cost, text=text),))


def megamorph(mana: str, text: str) -> KeywordParts:
    """CR 702.37b: morph, and a +1/+1 counter as it is turned face up for this cost
    (`tolaria.rules.keywords.morph`; `amount` is the counter)."""
    return KeywordParts(frozenset({"megamorph"}), static=(
        StaticAbility(kind="morph", cost=Cost(mana=parse_cost(mana)), amount=1, text=text),))


def scavenge(mana: str, text: str) -> KeywordParts:
    """CR 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1
    counters equal to the power of the card you exiled on target creature. Activate only as
    a sorcery" (the card's power as it last existed, CR 608.2h)."""
    ability = ActivatedAbility(
        cost=Cost(mana=parse_cost(mana), exile_self="graveyard"), zone="graveyard",
        keyword="scavenge", sorcery_speed=True, text=text,
        targets=(TargetSpec(objects=ObjectFilter(types=frozenset({"Creature"})),
                            text="target creature"),),
        effects=(effect("put_counters", target=0, kind="+1/+1", amount=("power", "self")),))
    return KeywordParts(frozenset({"scavenge"}), activated=(ability,))


def embalm(name: str, mana: str, text: str) -> KeywordParts:
    """CR 702.128a, 702.129a: "[Cost], Exile this card from your graveyard: Create a token
    that's a copy of it, except ... Activate only as a sorcery" (`tolaria.rules.keywords.embalm`)."""
    eternal = name == "eternalize"
    ability = ActivatedAbility(
        cost=Cost(mana=parse_cost(mana), exile_self="graveyard"), zone="graveyard",
        keyword=name, sorcery_speed=True, text=text,
        effects=(effect("embalm", color="B" if eternal else "W", pt=4 if eternal else None),))
    return KeywordParts(frozenset({name}), activated=(ability,))


def offspring(mana: str, text: str) -> KeywordParts:
    """CR 702.175a: an optional additional cost (`tolaria.rules.costs`) and the "enters" trigger
    (`tolaria.rules.keywords.embalm`)."""
    ability = TriggeredAbility(
        event="enters", effects=(effect("offspring"),),
        condition=Condition("cast_for", (("cost", "offspring"),)),
        text=f"{text} (when this permanent enters, if its offspring cost was paid, create a "
             "1/1 token copy of it)")
    return KeywordParts(frozenset({"offspring"}), triggered=(ability,), static=(StaticAbility(
        kind="offspring", cost=Cost(mana=parse_cost(mana)), text=text),))


def echo(mana: str, text: str) -> KeywordParts:
    """CR 702.30a: a mana echo cost; `tolaria.rules.keywords.echo` decides when it triggers."""
    ability = TriggeredAbility(
        event="echo", effects=(effect("sacrifice_unless", mana=mana),),
        text=f"{text} (at the beginning of your upkeep, if this came under your control since "
             f"the beginning of your last upkeep, sacrifice it unless you pay {mana})")
    return KeywordParts(frozenset({"echo"}), triggered=(ability,))


def toxic(n: int, text: str) -> KeywordParts:
    """CR 702.164a: a static ability; combat damage to a player gives poison counters."""
    return KeywordParts(frozenset({f"toxic {n}"}))


def _returns(name: str, counter: str, rule: str, text: str) -> KeywordParts:
    """CR 702.79a / 702.93a: the intervening "if" looks at the permanent as it last existed
    on the battlefield (CR 603.4, 603.10a)."""
    sign = "-" if counter == "-1/-1" else "+"
    ability = TriggeredAbility(
        event="dies", effects=(effect("return_with_counter", counter=counter, rule=rule),),
        condition=Condition("no_counters", (("kind", counter),)),
        text=f"{text} (when this creature dies, if it had no {counter} counters on it, "
             f"return it to the battlefield under its owner's control with a {sign}1/{sign}1 "
             "counter on it)")
    return KeywordParts(frozenset({name}), triggered=(ability,))


def persist(text: str) -> KeywordParts:
    return _returns("persist", "-1/-1", "702.79a", text)


def undying(text: str) -> KeywordParts:
    return _returns("undying", "+1/+1", "702.93a", text)


def fabricate(n: int, text: str) -> KeywordParts:
    """CR 702.123a (`tolaria.rules.keywords.entering`)."""
    ability = TriggeredAbility(
        event="enters", effects=(effect("fabricate", amount=n),),
        text=f"{text} (when this permanent enters, put {n} +1/+1 counters on it or create {n} "
             "1/1 colorless Servo artifact creature tokens)")
    return KeywordParts(frozenset({f"fabricate {n}"}), triggered=(ability,))


def living_weapon(text: str) -> KeywordParts:
    """CR 702.92a (`tolaria.rules.keywords.entering`)."""
    ability = TriggeredAbility(
        event="enters", effects=(effect("living_weapon"),),
        text=f"{text} (when this Equipment enters, create a 0/0 black Phyrexian Germ creature "
             "token, then attach this to it)")
    return KeywordParts(frozenset({"living weapon"}), triggered=(ability,))


def _enters_with(n: int, kind: str, text: str) -> StaticAbility:
    """"This permanent enters with N [kind] counters on it" (CR 614.1c, 122.6)."""
    return StaticAbility(kind="replacement", affects="self", text=f"{text} (enters)",
                         replacement=ReplacementSpec("enter", "counters", amount=n,
                                                     counter=kind))


def bloodthirst(n: int, text: str) -> KeywordParts:
    """CR 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N
    +1/+1 counters on it" (the facts of the turn: `tolaria.rules.conditions`)."""
    damaged = Condition("this_turn", (("at_least", 1), ("fact", "player_damaged"),
                                      ("who", "opponent")))
    enters = StaticAbility(kind="replacement", affects="self", text=f"{text} (enters)",
                           replacement=ReplacementSpec(
                               "enter", "counters", amount=n, counter="+1/+1",
                               unless=Condition("not", (("part", damaged),))))
    return KeywordParts(frozenset({f"bloodthirst {n}"}), static=(enters,))


def fading(n: int, text: str) -> KeywordParts:
    """CR 702.32a (`tolaria.rules.keywords.fading`)."""
    upkeep = TriggeredAbility(
        event="step", step="upkeep", whose="you", effects=(effect("fading"),),
        text=f"{text} (at the beginning of your upkeep, remove a fade counter from this "
             "permanent; if you can't, sacrifice it)")
    return KeywordParts(frozenset({f"fading {n}"}), triggered=(upkeep,),
                        static=(_enters_with(n, "fade", text),))


def vanishing(n: int, text: str) -> KeywordParts:
    """CR 702.63a (`tolaria.rules.keywords.fading`)."""
    upkeep = TriggeredAbility(
        event="step", step="upkeep", whose="you", effects=(effect("vanishing"),),
        condition=Condition("has_counters", (("kind", "time"),)),
        text=f"{text} (at the beginning of your upkeep, if this permanent has a time counter "
             "on it, remove one; when the last is removed, sacrifice it)")
    return KeywordParts(frozenset({f"vanishing {n}"}), triggered=(upkeep,),
                        static=(_enters_with(n, "time", text),))


def extort(text: str) -> KeywordParts:
    """CR 702.101a (`tolaria.rules.keywords.extort`)."""
    ability = TriggeredAbility(
        event="cast", whose="you", optional=True, optional_cost="{W/B}",
        effects=(effect("extort"),),
        text=f"{text} (whenever you cast a spell, you may pay {{W/B}}; if you do, each "
             "opponent loses 1 life and you gain that much life)")
    return KeywordParts(frozenset({"extort"}), triggered=(ability,))


def ingest(text: str) -> KeywordParts:
    """CR 702.115a (`tolaria.rules.keywords.extort`)."""
    ability = TriggeredAbility(
        event="combat_damage_player", effects=(effect("ingest"),),
        text=f"{text} (whenever this creature deals combat damage to a player, that player "
             "exiles the top card of their library)")
    return KeywordParts(frozenset({"ingest"}), triggered=(ability,))


def renown(n: int, text: str) -> KeywordParts:
    """CR 702.112a (`tolaria.rules.keywords.plus_counters`)."""
    ability = TriggeredAbility(
        event="combat_damage_player", effects=(effect("renown", amount=n),),
        condition=Condition("not_renowned"),
        text=f"{text} (when this creature deals combat damage to a player, if it isn't "
             f"renowned, put {n} +1/+1 counters on it and it becomes renowned)")
    return KeywordParts(frozenset({f"renown {n}"}), triggered=(ability,))


def evolve(text: str) -> KeywordParts:
    """CR 702.100a (`tolaria.rules.keywords.plus_counters`)."""
    ability = TriggeredAbility(
        event="enters", filter=ObjectFilter(types=frozenset({"Creature"}), controller="you"),
        effects=(effect("evolve"),),
        condition=Condition("evolve"),
        text=f"{text} (whenever a creature you control enters, if it has greater power or "
             "toughness than this creature, put a +1/+1 counter on this creature)")
    return KeywordParts(frozenset({"evolve"}), triggered=(ability,))


def increment(text: str) -> KeywordParts:
    """Increment, as its reminder text says: "Whenever you cast a spell, if the amount of
    mana you spent is greater than this creature's power or toughness, put a +1/+1 counter
    on this creature." (CR 603.4, 601.2h; `tolaria.rules.keywords.plus_counters`)."""
    ability = TriggeredAbility(
        event="cast", whose="you",
        effects=(effect("put_counters", target="self", kind="+1/+1", amount=1),),
        condition=Condition("increment"),
        text=f"{text} (whenever you cast a spell, if the amount of mana you spent is greater "
             "than this creature's power or toughness, put a +1/+1 counter on this creature)")
    return KeywordParts(frozenset({"increment"}), triggered=(ability,))


def soulbond(text: str) -> KeywordParts:
    """CR 702.95a: two optional "enters" triggers (`tolaria.rules.keywords.soulbond`)."""
    unpaired = Condition("soulbond")
    own = TriggeredAbility(
        event="enters", optional=True, condition=unpaired,
        effects=(effect("soulbond", pair="choose"),),
        text=f"{text} (when this creature enters, if you control both this creature and "
             "another creature and both are unpaired, you may pair this creature with another "
             "unpaired creature you control)")
    other = TriggeredAbility(
        event="enters", optional=True, condition=unpaired,
        filter=ObjectFilter(types=frozenset({"Creature"}), controller="you", other=True),
        effects=(effect("soulbond", pair="event"),),
        text=f"{text} (whenever another creature enters under your control, if you control "
             "both that creature and this one and both are unpaired, you may pair that "
             "creature with this creature)")
    return KeywordParts(frozenset({"soulbond"}), triggered=(own, other))


def training(text: str) -> KeywordParts:
    """CR 702.149a (`tolaria.rules.keywords.plus_counters`): a trigger condition."""
    ability = TriggeredAbility(
        event="attacks", effects=(effect("put_counters", target="self", kind="+1/+1",
                                         amount=1),),
        condition=Condition("training", (("on_trigger", True),)),
        text=f"{text} (whenever this creature attacks with another creature with greater "
             "power, put a +1/+1 counter on this creature)")
    return KeywordParts(frozenset({"training"}), triggered=(ability,))


def dethrone(text: str) -> KeywordParts:
    """CR 702.105a (`tolaria.rules.keywords.plus_counters`): a trigger condition."""
    ability = TriggeredAbility(
        event="attacks", effects=(effect("put_counters", target="self", kind="+1/+1",
                                         amount=1),),
        condition=Condition("dethrone", (("on_trigger", True),)),
        text=f"{text} (whenever this creature attacks the player with the most life or tied "
             "for most life, put a +1/+1 counter on it)")
    return KeywordParts(frozenset({"dethrone"}), triggered=(ability,))


def annihilator(n: int, text: str) -> KeywordParts:
    """CR 702.86a (`tolaria.rules.keywords.afflict`)."""
    ability = TriggeredAbility(
        event="attacks", effects=(effect("annihilator", amount=n),),
        text=f"{text} (whenever this creature attacks, defending player sacrifices {n} "
             "permanents)")
    return KeywordParts(frozenset({f"annihilator {n}"}), triggered=(ability,))


def graft(n: int, text: str) -> KeywordParts:
    """CR 702.58a (`tolaria.rules.keywords.afflict`)."""
    ability = TriggeredAbility(
        event="enters", filter=ObjectFilter(types=frozenset({"Creature"}), other=True),
        optional=True, effects=(effect("graft"),),
        condition=Condition("has_counters", (("kind", "+1/+1"),)),
        text=f"{text} (whenever another creature enters, if this permanent has a +1/+1 "
             "counter on it, you may move one from it onto that creature)")
    return KeywordParts(frozenset({f"graft {n}"}), triggered=(ability,),
                        static=(_enters_with(n, "+1/+1", text),))


def devour(n: int, text: str) -> KeywordParts:
    """CR 702.82a: a choice as it enters (`tolaria.rules.replacement`, `tolaria.rules.keywords.riot`)."""
    return KeywordParts(frozenset({f"devour {n}"}), static=(StaticAbility(
        kind="replacement", affects="self", text=text,
        replacement=ReplacementSpec("enter", "devour", amount=n, counter="+1/+1")),))


def casualty(n: int, text: str) -> KeywordParts:
    """CR 702.153a: an optional additional cost, sacrificing a creature with power N or
    greater (`tolaria.rules.costs`); the copy is made by `tolaria.rules.keywords.storm`."""
    creature = ObjectFilter(types=frozenset({"Creature"}), compare=(("power", ">=", n),))
    return KeywordParts(frozenset({f"casualty {n}"}), static=(StaticAbility(
        kind="casualty", cost=Cost(sacrifice=(creature,)), text=text),))


def dredge(n: int, text: str) -> KeywordParts:
    """"Dredge N" (CR 702.52a): a static ability of kind "dredge" (its replacement of draws
    is `tolaria.rules.keywords.dredge`)."""
    return KeywordParts(frozenset({f"dredge {n}"}), static=(
        StaticAbility(kind="dredge", amount=n, text=f"{text} (if you would draw a card while "
                      f"this card is in your graveyard, you may mill {n} cards and return it "
                      "to your hand instead)"),))


def hideaway(n: int, text: str) -> KeywordParts:
    """CR 702.75a: the "enters" trigger (effect "hideaway")."""
    ability = TriggeredAbility(
        event="enters", effects=(effect("hideaway", amount=n),),
        text=f"{text} (when this permanent enters, look at the top {n} cards of your "
             "library, exile one face down, then put the rest on the bottom in a random "
             "order)")
    return KeywordParts(frozenset({f"hideaway {n}"}), triggered=(ability,))


def ripple(n: int, text: str) -> KeywordParts:
    """CR 702.60a: "When you cast this spell, you may reveal the top N cards of your library
    ... cast any of those cards with the same name as this spell without paying their mana
    costs ..." (`tolaria.rules.keywords.ripple`)."""
    trigger = TriggeredAbility(
        event="cast_self", effects=(effect("ripple", amount=n),),
        text=f"{text} (when you cast this spell, you may reveal the top {n} cards of your "
             "library; you may cast any with this spell's name without paying their mana "
             "costs, then put the rest on the bottom of your library in any order)")
    return KeywordParts(frozenset({f"ripple {n}"}), triggered=(trigger,))


_NUMBERED = {"casualty": casualty, "devour": devour, "annihilator": annihilator, "graft": graft,
             "renown": renown, "bushido": bushido, "afflict": afflict, "rampage": rampage,
             "toxic": toxic, "fabricate": fabricate, "fading": fading, "vanishing": vanishing,
             "bloodthirst": bloodthirst, "dredge": dredge, "hideaway": hideaway,
             "ripple": ripple, "firebending": firebending}


def storm(text: str) -> KeywordParts:
    """CR 702.40a: the trigger is made as the spell is cast (`tolaria.rules.keywords.storm`)."""
    return KeywordParts(frozenset({"storm"}))


def gravestorm(text: str) -> KeywordParts:
    """CR 702.69a: the trigger is made as the spell is cast (`tolaria.rules.keywords.storm`)."""
    return KeywordParts(frozenset({"gravestorm"}))


def demonstrate(text: str) -> KeywordParts:
    """CR 702.144a: "When you cast this spell, you may copy it ... If you copy the spell,
    choose an opponent. That player copies the spell ..." (`tolaria.rules.keywords.demonstrate`)."""
    trigger = TriggeredAbility(
        event="cast_self", effects=(effect("demonstrate"),),
        text=f"{text} (when you cast this spell, you may copy it and choose new targets for "
             "the copy; if you do, an opponent you choose copies it and may choose new "
             "targets for that copy)")
    return KeywordParts(frozenset({"demonstrate"}), triggered=(trigger,))


def epic(text: str) -> KeywordParts:
    """CR 702.50a: only a name here; `tolaria.cards.oracle.compiler` adds its spell
    abilities, the step "epic" (`tolaria.rules.keywords.epic`), after the spell's others."""
    return KeywordParts(frozenset({"epic"}))


def cascade(text: str) -> KeywordParts:
    """CR 702.85a: the trigger is made as the spell is cast (`tolaria.rules.keywords.cascade`)."""
    return KeywordParts(frozenset({"cascade"}))


def rebound(text: str) -> KeywordParts:
    """CR 702.88a: only a name here (`tolaria.rules.keywords.rebound`)."""
    return KeywordParts(frozenset({"rebound"}))


def cipher(text: str) -> KeywordParts:
    """CR 702.99a: only a name here; the spell's controller encodes it as it resolves
    (`tolaria.rules.keywords.cipher`)."""
    return KeywordParts(frozenset({"cipher"}))


def _from_graveyard(name: str) -> KeywordParts:
    """CR 702.81a, 702.133a: a static ability of that kind (`tolaria.rules.keywords.graveyard_cast`)."""
    return KeywordParts(frozenset({name}), static=(StaticAbility(kind=name, text=name),))


def unleash(text: str) -> KeywordParts:
    """CR 702.98a: "You may have this permanent enter with a +1/+1 counter on it" (a choice
    its controller makes as it enters, `tolaria.rules.replacement`) and "This permanent can't
    block as long as it has a +1/+1 counter on it"."""
    enters = StaticAbility(kind="replacement", affects="self", text=f"{text} (enters)",
                           replacement=ReplacementSpec("enter", "may_counters", amount=1,
                                                       counter="+1/+1"))
    cant_block = StaticAbility(
        kind="restrict", restrictions=frozenset({"cant_block"}), text=f"{text} (can't block)",
        condition=Condition("source_counters", (("at_least", 1), ("kind", "+1/+1"))))
    return KeywordParts(frozenset({"unleash"}), static=(enters, cant_block))


def riot(text: str) -> KeywordParts:
    """CR 702.136a: a +1/+1 counter or haste, chosen as it enters (`tolaria.rules.keywords.riot`)."""
    return KeywordParts(frozenset({"riot"}), static=(StaticAbility(
        kind="replacement", affects="self", text=text,
        replacement=ReplacementSpec("enter", "riot", amount=1, counter="+1/+1")),))


def sunburst(text: str) -> KeywordParts:
    """CR 702.44a: enters with a counter for each color of mana spent to cast it (the colors
    are noted by `tolaria.rules.priority`, the counters counted by `tolaria.rules.replacement`)."""
    return KeywordParts(frozenset({"sunburst"}), static=(StaticAbility(
        kind="replacement", affects="self", text=text,
        replacement=ReplacementSpec("enter", "counters", counter="sunburst")),))


def myriad(text: str) -> KeywordParts:
    """CR 702.116a (`tolaria.rules.keywords.myriad`)."""
    ability = TriggeredAbility(
        event="attacks", effects=(effect("myriad"),),
        text=f"{text} (whenever this creature attacks, for each opponent other than defending "
             "player, you may create a token copy of it tapped and attacking that player; "
             "exile the tokens at end of combat)")
    return KeywordParts(frozenset({"myriad"}), triggered=(ability,))


def compleated(text: str) -> KeywordParts:
    """CR 702.150a: the symbols paid with life are noted by `tolaria.rules.priority`, the
    loyalty counters counted by `tolaria.rules.replacement`."""
    return KeywordParts(frozenset({"compleated"}))


_PLAIN = {"compleated": compleated,
          "soulbond": soulbond, "myriad": myriad, "sunburst": sunburst, "training": training, "riot": riot, "unleash": unleash, "retrace": lambda text: _from_graveyard("retrace"),
          "jump-start": lambda text: _from_graveyard("jump-start"), "evolve": evolve, "dethrone": dethrone, "rebound": rebound, "cipher": cipher, "epic": epic, "battle cry": battle_cry, "persist": persist, "undying": undying, "storm": storm, "gravestorm": gravestorm,
          "cascade": cascade, "demonstrate": demonstrate, "living weapon": living_weapon,
          "extort": extort,
          "ingest": ingest}
_PLAIN["increment"] = increment
