"""A compiled card's abilities in readable form (for `tolaria cards show`).

This prints the IR (`tolaria.data.ir`) as the engine will play it, not the Oracle
text it came from: the kind of each ability (CR 113.3), its cost, its targets
(CR 115.1), and each instruction as `op(param=value, ...)` with the names of the
effect handlers in `tolaria.rules.effects`. A parameter that points at a target by index
is shown as `[n]`, the n-th target listed above it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tolaria.data.ir import (
    COLOR_NAMES,
    ActivatedAbility,
    CardDef,
    Condition,
    Cost,
    Effect,
    LayerEffect,
    Mode,
    ObjectFilter,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from tolaria.data.vocabulary import (
    ANY_COLOR_AMONG,
    ANY_COUNTER,
    ATTACKS_PLAYER,
    ATTACKS_YOU,
    ATTACKS_YOUR_OPPONENT,
    CAST_LIMIT,
    CHOSEN_COLOR,
    CHOSEN_PLAYER,
    CLASH_WON,
    CLASHED,
    COIN_FLIP_WON,
    COUNTERS_SPELL,
    DAMAGE_TO_SELF,
    DAMAGED_BY_EQUIPPED,
    DEVOTION_TO_CHOSEN_COLOR,
    DICE_ROLLED,
    DIE_ROLLED,
    DISCARD_BATCH,
    DOOR_UNLOCKED,
    ENTERING_UNTRIGGERING,
    EVERY_OBJECT,
    EXILED_CARD_COLORS,
    EXPEND,
    FULLY_UNLOCKED,
    GET_ENERGY,
    GIFT,
    HAUNT_RESOLVED,
    HAUNTED,
    NONCOMBAT_DAMAGE_PLAYER,
    OFF_TURN,
    PLAYER_TARGETED,
    PLUS_COUNTER_EACH,
    POWER_UP,
    SHUFFLED,
    SPELLS_FORBIDDEN,
    TARGETS_ONLY,
    TO_HAND,
    YOU_OR_YOURS_TARGETED,
    YOU_PUT_COUNTERS,
    YOU_TAP,
)

__all__ = ["cost_text", "describe"]

# Parameters whose int value is the index of one of the ability's targets.
_TARGET_PARAMS = frozenset({"target", "who", "targets", "player", "object"})
_EVENTS = {"leaves": "leaves the battlefield", "attacks_player": "attacks a player",
           "unblocked_attacking_player": "attacks a player and isn't blocked",
           "combat_damage_player": "deals combat damage to a player", "cast": "is cast",
           "attacks_battle": "attacks a battle", "unblocked": "attacks and isn't blocked",
           "damage_planeswalker": "deals damage to a planeswalker",
           "combat_damage_planeswalker": "deals combat damage to a planeswalker",
           "cast_self": "is cast (this spell, CR 601.2i)",
           NONCOMBAT_DAMAGE_PLAYER: "deals noncombat damage to a player",
           "combat_damage_opponent": "deals combat damage to an opponent",
           "combat_damage_you": "deals combat damage to you",
           "combat_damage_player_or_battle": "deals combat damage to a player or battle",
           "you_attack_player": "you attack a player",
           "combat_damage_player_or_planeswalker":
           "deals combat damage to a player or planeswalker",
           "championed": "is championed with this creature",
           "sacrificed": "is sacrificed",
           "combat_damage_to_self": "deals combat damage to this permanent",
           "to_exile": "is put into exile from the battlefield",
           "to_graveyard": "is put into a graveyard from the battlefield",
           HAUNT_RESOLVED: "is put into a graveyard as it resolves",
           "attacks_first": "attacks for the first time each turn",
           "unattached": "becomes unattached from a permanent"}
# events about a player, read whole ("when this ..." would misread them)
_PLAYER_EVENTS = {"ring_tempts": "whenever the Ring tempts you",
                  "ring_bearer_chosen": "whenever you choose a creature as your Ring-bearer",
                  "day_night": "whenever day becomes night or night becomes day",
                  COUNTERS_SPELL: "whenever a spell or ability you control counters a spell",
                  GET_ENERGY: "whenever you get one or more {E} (that much: how many)",
                  DAMAGE_TO_SELF: "whenever a source deals damage to this permanent (once "
                                  "for each source; that many: the damage)"}
# events about a player: (the verb after "you", after "an opponent" or "a player")
_PLAYER_VERBS = {"gain_life": ("gain life", "gains life"), "lose_life": ("lose life",
                 "loses life"), "draw": ("draw a card", "draws a card"),
                 "crime": ("commit a crime", "commits a crime"),
                 SHUFFLED: ("shuffle your library", "shuffles their library"),
                 "player_dealt_damage": ("are dealt damage", "is dealt damage"),
                 "player_dealt_combat": ("are dealt combat damage", "is dealt combat damage"),
                 "discard": ("discard a card", "discards a card"),
                 "cycle": ("cycle a card", "cycles a card"), "scry": ("scry", "scries"),
                 "play_land": ("play a land", "plays a land"),
                 "surveil": ("surveil", "surveils"),
                 DICE_ROLLED: ("roll one or more dice", "rolls one or more dice"),
                 DIE_ROLLED: ("roll a die", "rolls a die"),
                 EXPEND: ("expend", "expends"),
                 "proliferate": ("proliferate", "proliferates"),
                 "complete_dungeon": ("complete a dungeon", "completes a dungeon"),
                 "become_monarch": ("become the monarch", "becomes the monarch"),
                 "searched": ("search your library", "searches their library")}
_CONTROLS = {"you": " you control", "opponent": " an opponent controls", "each": ""}
_PLAYERS = {"you": "you", "opponent": "an opponent", "each": "a player"}
_WHOSE = {"you": "your", "opponent": "an opponent's", "each": "each player's",
          "other": "each other player's",
          "enchanted_player": "enchanted player's", CHOSEN_PLAYER: "the chosen player's"}
INDENT = "    "
# A step or phase as the rules name it (CR 500.1); "main" is either main phase (505.1).
_STEP_WORDS = {"upkeep": "upkeep", "main": "main phase", "precombat main": "precombat main phase",
               "postcombat main": "postcombat main phase", "end of combat": "end of combat step"}


def describe(card: CardDef) -> list[str]:
    """The card's compiled characteristics and abilities, one line per item."""
    out: list[str] = []
    if len(card.colors) == 5 and (card.mana_cost is None or len(card.mana_cost.colors) < 5):
        out.append("is all colors (CR 105.2, 604.3)")     # its CDA or colour indicator
    if card.keywords:
        out.append("keywords: " + ", ".join(sorted(card.keywords)))
    if card.enchant is not None:
        out.append(f"enchant: {card.enchant.describe()} (CR 303.4a)")
    if card.enchant_player:
        out.append("enchant: player (CR 702.5d)")
    if card.enters_as_copy is not None:
        out.append(f"enters as a copy of {_article(card.enters_as_copy.describe())} "
                   "(CR 707.9)" + (f", except {_value(card.copy_except, ())}"
                                   if card.copy_except else ""))
    if card.kicker is not None:
        out.append(f"kicker: {cost_text(card.kicker)} (CR 702.33a)")
    if card.second_kicker is not None:
        out.append(f"second kicker: {cost_text(card.second_kicker)} (CR 702.33b)")
    if card.spell is not None:
        out += _spell(card)
    for ability in card.activated:
        out += _activated(ability)
    for ability in card.triggered:
        out += _triggered(ability)
    for ability in card.static:
        out += _static(ability)
    return out or ["no abilities (vanilla)"]


# -- abilities ------------------------------------------------------------------------

def _spell(card: CardDef) -> list[str]:
    spell = card.spell
    assert spell is not None
    head = "spell ability (CR 113.3a)"
    if spell.choose != (1, 1):
        least, most = spell.choose
        head += f"; choose {least}" + (f" to {most}" if most != least else "") + " modes"
        if spell.repeat:
            head += ", the same mode more than once if you like (CR 700.2d)"
        if spell.several_if is not None:
            head += f", more than one only if {_condition(spell.several_if)} as it is cast " \
                "(CR 601.2b)"
    if spell.mode_chooser:
        head += "; an opponent chooses the mode as it is cast (CR 700.2e)"
    if spell.additional_cost is not None:
        head += f"; additional cost: {cost_text(spell.additional_cost)}"
    out = [head + ":"]
    for alternative in spell.alternative_costs:
        only = f" only if {_condition(alternative.condition)}" if alternative.condition else ""
        if alternative.name == "harmonize":         # its optional tap (reminder text)
            bare = dataclasses.replace(alternative.cost, tap_untapped=())
            out.append(f"{INDENT}harmonize: {cost_text(bare)}"
                       " instead of the mana cost, from your graveyard, less {X} for the power "
                       "of a creature you may tap; then exiled (CR 118.9, 601.2f)")
            continue
        out.append(f"{INDENT}{alternative.name}: {cost_text(alternative.cost)} "
                   f"instead of the mana cost{only} (CR 118.9)")
    for number, mode in enumerate(spell.modes, start=1):
        if spell.modal:
            out.append(f"{INDENT}mode {number}" + (f" ({mode.text})" if mode.text else "") + ":")
            out += _body(mode.targets, mode.effects, INDENT * 2)
        else:
            out += _body(mode.targets, mode.effects, INDENT)
    return out


def _mana_option(option: str) -> str:
    """"{W}{W}", or "two mana of the chosen color" (`CHOSEN_COLOR` once for each)."""
    if " " not in option:
        return "".join(f"{{{c}}}" for c in option)
    n = option.count(CHOSEN_COLOR)
    count = {1: "one", 2: "two"}.get(n, str(n))
    return f"{count} mana of the {CHOSEN_COLOR}" if n and option == CHOSEN_COLOR * n else option


def _activated(ability: ActivatedAbility) -> list[str]:
    cost = cost_text(ability.cost)
    if ability.mana is not None:
        options = " or ".join(_mana_option(option) for option in ability.mana)
        line = f"mana ability (CR 605.1a): {cost}: add {options}"
        if ability.mana_could is not None:     # CR 106.7
            kind, flt = ability.mana_could
            line += (f"one mana of each color among {flt.describe()}" if kind == "each color"
                     else f"one mana of any color among {flt.describe()}"
                     if kind == ANY_COLOR_AMONG
                     else "one mana of any color in your commander's color identity (CR 903.4)"
                     if kind == "commander identity"
                     else "one mana of any of the exiled card's colors"
                     if kind == EXILED_CARD_COLORS
                     else "mana of a chosen color, as much as your devotion to it (CR 700.5)"
                     if kind == DEVOTION_TO_CHOSEN_COLOR
                     else f"one mana of any {kind} that {flt.describe()} could produce")
        if ability.mana_per is not None:       # "for each ...", "equal to ...": that many
            line += f", times {_value(ability.mana_per, ())}"
        if ability.mana_combination:           # "X mana in any combination of colors"
            line += ", in any combination (CR 106.1a)"
        if ability.mana_x:                     # X chosen as the counters are removed
            line += ("" if not ability.mana[0] else " and ") + "X mana of " + (
                "one of " if ability.mana_x_one else "") + (" or " if ability.mana_x_one
                                                           else " and/or ").join(
                f"{{{c}}}" for c in ability.mana_x) + " (X: the counters removed; CR 107.3, " \
                "106.1a)"
        if ability.pain:                       # damage to its controller per option
            line += "; damage to you: " + ", ".join(
                f"{''.join(f'{{{c}}}' for c in o)} {n}" for o, n in zip(
                    ability.mana, ability.pain, strict=True) if n)
        if ability.mana_life:                  # "Each opponent gains 1 life." (CR 605.3a)
            line += "; life gained: " + ", ".join(
                f"{''.join(f'{{{c}}}' for c in o)} {'each opponent' if g[0] == 'opponents' else 'you'} "
                f"{g[1]}" for o, g in zip(ability.mana, ability.mana_life, strict=True) if g)
        if ability.mana_draws:                 # "Draw a card." as it resolves (CR 605.3a)
            line += f"; then draw {ability.mana_draws}"
        if ability.mana_counter:               # "Put a depletion counter on this land."
            line += f"; then a {ability.mana_counter} counter is put on it"
        if ability.mana_sacrifice_without:     # "If there are no mining counters ..."
            line += (f"; then sacrificed if no {ability.mana_sacrifice_without} counters "
                     "are on it")
        if ability.stays_tapped:               # "doesn't untap during your next untap step"
            line += "; stays tapped next untap step: " + ", ".join(
                "".join(f"{{{c}}}" for c in o) for o, s in zip(
                    ability.mana, ability.stays_tapped, strict=True) if s)
        if ability.mana_only is not None:      # "Spend this mana only to ..." (CR 106.6)
            only = ability.mana_only

            def kind(flt: ObjectFilter) -> str:
                if flt.any_of:
                    return " or ".join(f.describe() for f in flt.any_of)
                return "any" if flt == ObjectFilter() else flt.describe()
            line += "; spend only on " + " or ".join(
                ([f"{kind(only.spells)} spells"] if only.spells is not None else []) + (
                    [f"abilities of {kind(only.abilities)} sources"]
                    if only.abilities is not None else [])) + (
                f" from {only.zone}" if only.zone else "") + (
                f"; if spent on {kind(only.rider_spells)} spells: {only.rider}"
                if only.rider and only.rider_spells is not None else "") + (
                f"; when spent on {kind(only.rider_spells)} spells"
                + (" sharing a creature type with your commander" if only.rider_kin else "")
                + ": " + ", ".join(
                    _call(e.op, e.params, ()) for e in only.rider_trigger.effects)
                if only.rider_trigger is not None and only.rider_spells is not None
                else "") + ("; kept until end of turn" if only.kept else "")
        if ability.mana_instead is not None:
            conditions, instead = ability.mana_instead
            line += (f"; instead {' or '.join(instead)} if "
                     + " and ".join(_condition(c) for c in conditions))
        notes = _activation_notes(ability)
        return [line + (f" [{', '.join(notes)}]" if notes else "")]
    kind = f"{ability.keyword} ability" if ability.keyword else "activated ability"
    notes = _activation_notes(ability)
    extra = f" [{', '.join(notes)}]" if notes else ""
    rule = "116.2f, 702.62a: a special action" if ability.keyword == "suspend" else "602"
    if ability.modes:                               # "Choose one —" (CR 602.2b, 700.2)
        extra += "; choose one mode as it is activated" + _unchosen(ability.unchosen)
    return [f"{kind} (CR {rule}): {cost}{extra}:"] + _body(ability.targets, ability.effects,
                                                          INDENT, ability.modes)


# The fields `_activated` prints; any other set field is printed by `_unshown`.
_ACTIVATED_SHOWN = frozenset({
    "cost", "targets", "effects", "mana", "text", "keyword", "mana_instead", "mana_per",
    "pain", "stays_tapped", "mana_draws", "mana_life", "mana_only", "mana_could", "zone", "sorcery_speed",
    "mana_sacrifice_without", "mana_counter", "mana_x", "mana_x_one",
    "mana_combination",
    "during",
    "your_turn", "steps", "once_each_turn", "once_ever", "times_each_turn", "condition",
    "any_player",
    "cost_change", "modes", "unchosen"})


def _activation_notes(ability: ActivatedAbility) -> list[str]:
    """When and by whom it may be activated (CR 602.5), and any other field it sets."""
    notes = []
    if ability.zone != "battlefield":
        notes.append(f"from the {ability.zone}")
    if ability.sorcery_speed:
        notes.append("only as a sorcery")
    if ability.during:
        notes.append(f"only during your {ability.during}")
    if ability.your_turn:
        notes.append("only during your turn")
    if ability.steps:
        notes.append("only during " + ", ".join(ability.steps))
    if ability.once_each_turn:
        notes.append("only once each turn")
    if ability.once_ever:
        notes.append("only once")
    if ability.times_each_turn:
        notes.append(f"no more than {ability.times_each_turn} times each turn")
    if ability.condition is not None:
        notes.append(f"only if {_condition(ability.condition)}")
    if ability.any_player:
        notes.append("any player may activate it")
    if ability.cost_change is not None and ability.cost_change.kind == POWER_UP:
        notes.append("costs its mana cost less if it entered this turn")
    elif ability.cost_change is not None:
        change = ability.cost_change
        notes.append(f"costs {change.amount:+d} generic"
                     + (f" for each {_value(change.per, ())}" if change.per else "")
                     + (f" if {_condition(change.condition)}" if change.condition else ""))
    return notes + _unshown(ability, _ACTIVATED_SHOWN)


def _unchosen(unchosen: str) -> str:
    """"that hasn't been chosen [this turn]" (CR 700.2a)."""
    if not unchosen:
        return ""
    return " not chosen before" + (" this turn" if unchosen == "turn" else "") + \
        " for this object"


def _unshown(value: Any, shown: frozenset[str]) -> list[str]:
    """The fields of an ability that differ from their defaults and that its printer
    doesn't word: printed as `name=value`, so nothing the engine plays is hidden."""
    out = []
    for f in dataclasses.fields(value):
        if f.name in shown:
            continue
        item = getattr(value, f.name)
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else None)
        if item != default:
            out.append(f"{f.name}={_value(item, ())}")
    return out


# The fields `_triggered` prints; any other set field is printed by `_unshown`.
_TRIGGERED_SHOWN = frozenset({
    "event", "effects", "targets", "optional", "text", "filter", "step", "whose",
    "condition", "modes", "optional_cost", "chapter", "about", "count", "once",
    "spell_filter", "batch", "during", "zone", "bound", "up_to_one", "at_random", "unchosen",
    "choose",
    "combined", "several_if"})
# Events whose `whose` the words of `_triggered` already say.
_WHOSE_WORDED = frozenset({"step", "upkeep", "cast", "chapter", DISCARD_BATCH, YOU_PUT_COUNTERS,
                           TO_HAND, CLASHED,
                           "combat_damage_opponent", "combat_damage_you",
                           *_PLAYER_VERBS})


def _triggered(ability: TriggeredAbility) -> list[str]:
    event = _EVENTS.get(ability.event, ability.event.replace("_", " "))
    whose = _WHOSE.get(ability.whose, ability.whose)
    if ability.whose == "enchanted_player" and ability.event == "attacks_you":
        event = "attacks enchanted player"                                   # CR 303.4b
    if ability.whose == "opponent" and ability.event.startswith("attacks_you"):
        event = "attacks one of your opponents" + (         # CR 508.3a, 102.3
            " or a planeswalker an opponent controls" if ability.event.endswith(
                "planeswalker") else "")
    if ability.event == "becomes_target" and ability.whose in _CONTROLS:    # ward (702.21a)
        event = f"becomes the target of a spell or ability{_CONTROLS[ability.whose]}"
    if ability.about == "attached":        # "equipped creature attacks", "enchanted ... dies"
        when = f"whenever the permanent it is attached to {event}"
    elif ability.about == "bound":         # a delayed trigger about targets (CR 603.7c)
        when = f"whenever one of the targets (bind_all) {event}"
    elif ability.about == DAMAGED_BY_EQUIPPED:                              # CR 301.5
        when = f"whenever a creature dealt damage by equipped creature this turn {event}"
    elif ability.about == HAUNTED:         # CR 702.55b
        when = f"when the creature it haunts {event}"
    elif ability.event in ("step", "upkeep"):
        step = ability.step or "upkeep"
        when = f"at the beginning of {whose} {_STEP_WORDS.get(step, step + ' step')}"
    elif ability.event == "chapter":                           # a Saga's (CR 714.2b)
        when = f"chapter {ability.chapter}, when its lore counters reach {ability.chapter}"
    elif ability.event == "cast":
        what = ability.filter.describe("spell") if ability.filter is not None else "spell"
        player = {"you": "you cast", "opponent": "an opponent casts",
                  CHOSEN_PLAYER: "the chosen player casts"}.get(ability.whose, "a player casts")
        when = f"whenever {player} {_article(what)}"
    elif ability.event == "activates":                       # CR 602.2i, 605.3a
        player = {"you": "you activate", "opponent": "an opponent activates"}.get(
            ability.whose, "a player activates")
        what = {"loyalty": "a loyalty ability", "boast": "a boast ability",
                "exhaust": "an exhaust ability"}.get(ability.about,
                                                     "an ability that isn't a mana ability")
        source = f" of {_article(ability.filter.describe())}" if ability.filter else ""
        when = f"whenever {player} {what}{source}"
    elif ability.event in _PLAYER_EVENTS:
        when = _PLAYER_EVENTS[ability.event]
    elif ability.event.startswith(DOOR_UNLOCKED):         # a Room's door (rules.rooms)
        when = f"when you unlock this door ({ability.event[len(DOOR_UNLOCKED):]})"
    elif ability.event == FULLY_UNLOCKED:
        when = "whenever you fully unlock a Room you control (its second door)"
    elif ability.event == "cast_targeting" and ability.about == TARGETS_ONLY:   # CR 115.1
        spell = ability.spell_filter.describe("spell") if ability.spell_filter else "spell"
        what = f"a single {ability.filter.describe()}" if ability.filter else "this permanent"
        when = f"whenever you cast {_article(spell)} that targets only {what} (every target " \
               "that one)"
    elif ability.event == YOU_PUT_COUNTERS:                               # CR 122.6
        when = _put_counters_event(ability)
    elif ability.event == YOU_TAP and ability.filter is not None:         # CR 701.26a
        when = f"whenever you tap an untapped {ability.filter.describe()} (a spell or " \
               "ability you control, or a cost you pay)"
    elif ability.event == CLASHED:                                        # CR 701.23
        when = "whenever you clash (either player in it)" + (
            ", only a clash you win" if ability.about == CLASH_WON else "")
    elif ability.event == PLUS_COUNTER_EACH:                              # CR 122.6
        what = _article(ability.filter.describe()) if ability.filter else "this permanent"
        when = f"whenever a +1/+1 counter is put on {what} (once for each counter)"
    elif ability.event == "discard" and ability.filter and ability.whose in _PLAYERS:
        verb = "discard" if ability.whose == "you" else "discards"       # CR 701.8a
        when = f"whenever {_PLAYERS[ability.whose]} {verb} " \
               f"{_article(ability.filter.describe('card'))}"
    elif ability.event == DISCARD_BATCH and ability.whose in _PLAYERS:     # CR 603.2c
        cards = f"{ability.filter.describe('card')}s" if ability.filter else "cards"
        verb = "discard" if ability.whose == "you" else "discards"
        when = f"whenever {_PLAYERS[ability.whose]} {verb} one or more {cards} (once for " \
               "each event; that many: how many)"
    elif ability.event == PLAYER_TARGETED:                                # CR 115.1
        kind = "spell" if ability.about == "spell" else "spell or ability"
        when = f"whenever you become the target of a {kind}{_CONTROLS.get(ability.whose, '')}"
    elif ability.event == COIN_FLIP_WON:                                  # CR 705.2
        when = "whenever you win a coin flip" if ability.whose == "you" else \
            "whenever a player wins a coin flip"
    elif ability.event == YOU_OR_YOURS_TARGETED:                          # CR 115.1
        yours = "another permanent" if ability.filter is not None else "a permanent"
        when = f"whenever you or {yours} you control becomes the target of a spell or ability" \
               f"{_CONTROLS.get(ability.whose, '')}" + ("" if ability.batch else
                                                         " (once for each of them)")
    elif ability.event == "play_land" and ability.filter is not None and \
            ability.filter.not_supertypes and ability.whose in _PLAYERS:      # CR 205.4a
        verb = "play" if ability.whose == "you" else "plays"
        when = f"whenever {_PLAYERS[ability.whose]} {verb} a nonbasic land"
    elif ability.event == "play_land" and ability.filter is not None:     # CR 305.1
        when = "whenever you play another land (not this one)" if ability.filter.other else \
            f"whenever you play {_article(' or '.join(sorted(ability.filter.subtypes)))}"
    elif ability.event == TO_HAND:                                        # CR 603.10a
        hand = "your hand" if ability.whose == "you" else "its owner's hand"
        what = f"whenever {_article(ability.filter.describe())}" if ability.filter else \
            "when this"
        when = f"{what} is returned to {hand} from the battlefield"
    elif ability.filter is not None:
        when = f"whenever {_article(ability.filter.describe())} {event}"
    elif ability.event.startswith("you_"):              # "whenever you attack"
        when = f"whenever you {event[4:]}"
    elif ability.event in _PLAYER_VERBS and ability.whose in _PLAYERS:
        verb = _PLAYER_VERBS[ability.event][ability.whose != "you"]
        when = f"whenever {_PLAYERS[ability.whose]} {verb}"
    else:
        when = f"when this {event}"
    if ability.whose != "you" and ability.event not in _WHOSE_WORDED and not (
            ability.event == "becomes_target" and ability.whose in _CONTROLS) and not (
            ability.whose == "enchanted_player" and ability.event == "attacks_you") and not (
            ability.whose == "opponent" and ability.event.startswith("attacks_you")):
        when += f" [whose: {ability.whose}]"        # "an opponent controls" (ward, CR 702.21a)
    if ability.batch:
        when += " [once for all of one event]"
    if ability.event == "you_attack" and ability.about == ATTACKS_PLAYER:
        when += " [attacking a player]"                 # CR 506.2
    if ability.event == "you_attack" and ability.about == ATTACKS_YOU:
        when += " [attacking you]"                      # CR 506.2
    if ability.event == "you_attack" and ability.about == ATTACKS_YOUR_OPPONENT:
        when += " [attacking one of your opponents]"    # CR 508.3e
    if ability.about == "sacrificed_for_emerge":
        when += " [while casting a spell with emerge]"  # CR 702.119a
    if ability.count:
        when += _count_text(ability.event, ability.count)
    if ability.during:
        when += {"opponent": " during an opponent's turn", "you": " during your turn"}.get(
            ability.during, f" during {ability.during}")
    if ability.spell_filter is not None:
        when += f" (a {ability.spell_filter.describe('spell')})"
    if ability.zone != "battlefield":
        when += f" [from the {ability.zone}]"
    if ability.condition is not None:
        when += f", if {_condition(ability.condition)}"
    if ability.once:
        when += " [only once each turn]"
    if ability.optional:
        when += f" (optional: pay {ability.optional_cost})" if ability.optional_cost \
            else " (optional)"
    if ability.modes:                               # CR 603.3c, 700.2b
        least, most = ability.choose
        when += "; choose " + ("up to one mode" if ability.up_to_one else
                               "one mode at random" if ability.at_random else "one mode"
                               if most == 1 else f"{least}" + (f" to {most}" if most != least
                                                                else "") + " modes")
        when += _unchosen(ability.unchosen)
        if ability.combined and all(spec.distinct for _, mode in ability.combined
                                    for spec in mode.targets):
            when += ", each mode targeting a different player (CR 115.3)"
        if ability.several_if is not None:
            when += f" if {_condition(ability.several_if)}, else one mode (CR 603.3c)"
    rest = _unshown(ability, _TRIGGERED_SHOWN)
    if rest:
        when += f" [{', '.join(rest)}]"
    return [f"triggered ability (CR 603): {when}:"] + _body(
        ability.targets, ability.effects, INDENT, ability.modes)


def _count_text(event: str, count: int) -> str:
    """A trigger's `count` (see TriggeredAbility.count) as words."""
    if event in ("draw", "cast"):
        nth = {1: "first", 2: "second", 3: "third"}.get(count, f"{count}th")
        return f" (only the {nth} each turn)"
    if event in ("gain_life", "lose_life", "becomes_target"):
        return " (only the first time each turn)"
    if event in ("exert", "exert_option"):
        return " (only if it hasn't been exerted this turn)"
    if event == EXPEND:
        return f" {count} (the {count}th total mana spent on spells this turn)"
    if event == "enters":                                     # BATCH_COUNTED (603.2c)
        return " (that many: how many entered)"
    if event == YOU_PUT_COUNTERS:
        return ""                      # "a +1/+1 counter" (each one)
    return f" (with at least {count})"


def _put_counters_event(ability: TriggeredAbility) -> str:
    """"Whenever you put one or more <kind> counters on ..." / "Whenever a counter is put on
    ...": the kind (any), who puts them (anyone) and how often (CR 122.6)."""
    what = _article(ability.filter.describe()) if ability.filter else "this permanent"
    kind = "" if ability.about == ANY_COUNTER else f"{ability.about} "
    if ability.whose == "each":
        put = f"a {kind}counter is put on {what}" if ability.count else \
            f"one or more {kind}counters are put on {what}"
    else:
        put = f"you put a {kind}counter on {what}" if ability.count else \
            f"you put one or more {kind}counters on {what}"
    how = "once for each counter" if ability.count else \
        "once for each permanent and event; that many: how many"
    return f"whenever {put} ({how})"


def _static(ability: StaticAbility) -> list[str]:
    affects = ability.affects
    if ability.kind == CAST_LIMIT:                 # the spells it counts, not permanents
        kinds = "".join(f"non{t.lower()} " for t in sorted(ability.filter.not_types)) \
            if ability.filter is not None else ""
        affects += f" (at most {ability.amount} {kinds}spell{'s' if ability.amount > 1 else ''}" \
            " each turn)"
    elif ability.kind == ENTERING_UNTRIGGERING:    # whose abilities, on what entering
        what = ability.filter.describe() if ability.filter is not None else "permanent"
        whose = "no ability" if affects == "all" else "no ability of an opponent's permanent"
        article = "an" if what[:1] in "aeiou" else "a"
        affects = f"{affects} ({whose} triggers on {article} {what} entering)"
    elif affects == EVERY_OBJECT:                  # CR 611.3a: in every zone
        affects = "every card in every zone, spell and permanent"
    elif ability.filter is not None and affects in ("yours", "all"):
        affects = f"{'each' if affects == 'all' else 'your'} {ability.filter.describe()}"
    elif ability.filter is not None:
        affects += f" ({ability.filter.describe()})"
    head = f"static ability (CR 604): {ability.kind}, affects {affects}"
    if ability.cda:
        head += ", characteristic-defining"
    lines = [head]
    for part in ability.parts:
        lines.append(INDENT + _value(part, ()))
    if ability.restrictions:
        lines.append(INDENT + "restrictions: " + ", ".join(sorted(ability.restrictions)))
    if ability.kind == GIFT:                       # CR 702.174a: what the opponent gets
        lines.append(INDENT + f"the gift: {ability.keyword}")
    elif ability.keyword:                          # CR 602.2b: whose cost it changes
        lines.append(INDENT + f"of {ability.keyword} abilities")
    if ability.amount:
        lines.append(INDENT + f"amount: {ability.amount}"
                     + (f" for each {_value(ability.per, ())}" if ability.per else ""))
    elif ability.per and ability.kind == "mana_replace":    # CR 106.12b
        lines.append(INDENT + f"mana produced: {_value(ability.per, ())}")
    elif OFF_TURN in ability.per and ability.kind == SPELLS_FORBIDDEN:     # CR 101.2
        lines.append(INDENT + "on any turn but its caster's")
    if ability.condition is not None:              # "as long as ...", "during your turn"
        lines.append(INDENT + f"if {_condition(ability.condition)}")
    if ability.replacement is not None:
        lines.append(INDENT + "replacement (CR 614): " + _fields(ability.replacement, ()))
    if ability.cost is not None:
        lines.append(INDENT + f"cost: {cost_text(ability.cost)}")
    if ability.delayed is not None:                # CR 103.6b, 603.7g
        head = _triggered(ability.delayed)[0].replace("triggered ability (CR 603)", "")
        lines.append(INDENT + "if revealed (CR 103.6b), a delayed triggered ability, once "
                     "(CR 603.7b)" + head)
        lines += [INDENT + line for line in _triggered(ability.delayed)[1:]]
    return lines


def _body(targets: tuple[TargetSpec, ...], effects: tuple[Effect, ...],
          indent: str, modes: tuple[Mode, ...] = ()) -> list[str]:
    lines = [f"{indent}[{n}] {_target(t)}" for n, t in enumerate(targets, start=1)]
    lines += [indent + _value(e, targets) for e in effects]
    for number, mode in enumerate(modes, start=1):              # "choose one —" (CR 700.2)
        lines.append(f"{indent}mode {number}" + (f" ({mode.text})" if mode.text else "") + ":")
        lines += _body(mode.targets, mode.effects, indent + INDENT)
    return lines or [indent + "(no effect)"]


# -- values ---------------------------------------------------------------------------

def _target(spec: TargetSpec) -> str:
    if spec.kicked_only:                                    # CR 601.2c, 702.33d, 702.174a
        return _target(dataclasses.replace(spec, kicked_only=False)) + \
            " (only if kicked / the gift promised)"
    if spec.unkicked_only:                                  # CR 601.2c, 702.33d, 702.174a
        return _target(dataclasses.replace(spec, unkicked_only=False)) + \
            " (only if not kicked / the gift not promised)"
    if spec.text and spec.text != "target":
        return spec.text
    what = [f"{spec.players} player"] if spec.players else []
    if spec.objects is not None:
        what.append(spec.objects.describe())
    return "target " + " or ".join(what)


def cost_text(cost: Cost) -> str:
    """A cost (CR 118), with what it sacrifices named by `ObjectFilter.describe`."""
    text = dataclasses.replace(cost, sacrifice=()).describe()
    sacrifices = [f"Sacrifice {_article(f.describe())}" for f in cost.sacrifice]
    return ", ".join(p for p in [text, *sacrifices] if p) or "no cost"


def _article(noun: str) -> str:
    if noun.startswith("another "):
        return noun
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def _condition(cond: Condition) -> str:
    return _call(cond.op, cond.params, ())


def _call(op: str, params: tuple[tuple[str, Any], ...], targets: tuple[TargetSpec, ...]
          ) -> str:
    inner = ", ".join(f"{k}={_param(k, v, targets)}" for k, v in params)
    return f"{op}({inner})"


def _param(key: str, value: Any, targets: tuple[TargetSpec, ...]) -> str:
    if key in _TARGET_PARAMS and isinstance(value, int) and not isinstance(value, bool) \
            and 0 <= value < len(targets):
        return f"[{value + 1}]"
    return _value(value, targets)


def _value(value: Any, targets: tuple[TargetSpec, ...]) -> str:
    """Any IR value, briefly."""
    if isinstance(value, Effect | Condition):
        return _call(value.op, value.params, targets)
    if isinstance(value, LayerEffect):
        return f"layer {value.layer}: " + _call(value.op, value.params, targets)
    if isinstance(value, ObjectFilter):
        return value.describe()
    if isinstance(value, TargetSpec):
        return _target(value)
    if isinstance(value, Cost):
        return cost_text(value)
    if isinstance(value, CardDef):
        if value.name == "Emblem" and not value.types:     # CR 114.3: abilities only
            return "emblem with " + " ".join(
                _value(a, ()) for a in (*value.activated, *value.triggered, *value.static))
        return _token(value)
    if isinstance(value, Mode):
        return "; ".join(_value(e, value.targets) for e in value.effects)
    if isinstance(value, TriggeredAbility | ActivatedAbility | StaticAbility):
        return "{" + " ".join(line.strip() for line in _ability(value)) + "}"
    if isinstance(value, frozenset | set):
        return "{" + ", ".join(sorted(_value(v, targets) for v in value)) + "}"
    if isinstance(value, tuple) and value and all(
            isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str) for v in value):
        return "(" + ", ".join(f"{k}={_param(k, v, targets)}" for k, v in value) + ")"
    if isinstance(value, tuple | list):
        return "(" + ", ".join(_value(v, targets) for v in value) + ")"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return f"{type(value).__name__}({_fields(value, targets)})"
    if isinstance(value, str):
        return value
    return repr(value)


def _ability(ability: Any) -> list[str]:
    if isinstance(ability, TriggeredAbility):
        return _triggered(ability)
    if isinstance(ability, ActivatedAbility):
        return _activated(ability)
    return _static(ability)


def _fields(value: Any, targets: tuple[TargetSpec, ...]) -> str:
    """The fields of a dataclass that differ from their defaults."""
    shown = []
    for f in dataclasses.fields(value):
        item = getattr(value, f.name)
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else None)
        if f.name != "text" and item != default:
            shown.append(f"{f.name}={_value(item, targets)}")
    return ", ".join(shown)


def _token(card: CardDef) -> str:
    """A token's characteristics (CR 111.4): "2/2 green Bear creature token with flying"."""
    words = []
    if card.power is not None:
        words.append(f"{card.power}/{card.toughness}")
    words += [COLOR_NAMES.get(c, c) for c in sorted(card.colors)] or ["colorless"]
    words += list(card.subtypes) + [t.lower() for t in sorted(card.types)]
    text = " ".join(words) + f" token named {card.name}"
    if card.keywords:
        text += " with " + ", ".join(sorted(card.keywords))
    abilities = (*card.activated, *card.triggered, *card.static)
    if abilities:                                    # what they do, not only how many
        text += " and " + " ".join(_value(a, ()) for a in abilities)
    return text
