"""Replacement and prevention effects beyond the basic ones (CR 614, 615), damage riders,
and counters (CR 122, 701.9e).

Static abilities (kind "replacement", `ReplacementSpec.scope` an `EventScope`):
- damage: "If a [red] source you control would deal damage to an opponent or a permanent
  an opponent controls, it deals that much damage plus 2 / double / triple that damage
  instead", "... prevent [all but] 1 of that damage", "If damage would be dealt to this
  creature, put that many +1/+1 counters on it instead", "Prevent all noncombat damage
  that would be dealt to other creatures you control", "Damage can't be prevented."
  (CR 614.1a, 615.1, 615.12); redirection: "All damage that would be dealt to you is
  dealt to this creature instead." (CR 614.9); "Damage that would reduce your life total
  to less than 1 reduces it to 1 instead.";
- life: "If you would gain life, you gain that much life plus 1 instead", "Players can't
  gain life." (CR 119.7); draws: "If you would draw a card, draw two cards instead."
  (CR 614.11);
- counters: "If one or more +1/+1 counters would be put on a creature you control, that
  many plus one ... instead", "Each other Warrior creature you control enters with an
  additional +1/+1 counter on it", "This land enters tapped with two charge counters on
  it." (CR 614.1c);
- dying: "If a creature an opponent controls would die, exile it instead." (CR 700.4);
- any of these after "As long as <condition>," (CR 611.3a).

Instructions: the same for the turn ("If a source you control would deal damage this turn,
..."); redirection shields ("The next 1 damage that would be dealt to this creature this
turn is dealt to target creature you control instead"); "If a creature dealt damage this
way would die this turn, exile it instead"; riders on the damage or prevention before
("The damage can't be prevented.", "Excess damage is dealt to that creature's controller
instead.", "You gain life equal to the damage dealt / prevented this way."); creatures
dealing damage ("Target creature you control deals damage equal to twice its power to
any target"); "Double the number of +1/+1 counters on target creature" (CR 701.9e); "put
its counters on target creature you control".

The effects are those of `tolaria.rules.effects.replacements`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle import choices
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    COLOR_WORDS,
    SUBTYPE_WORDS,
    TYPE_NOUNS,
    amount,
    attached_ref,
    counter_kind,
    number,
    object_ref,
    permanent_description,
    self_ref,
    status_in,
)
from tolaria.data.ir import (
    Effect,
    EventScope,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    condition,
    effect,
    token_def,
)
from tolaria.data.vocabulary import (
    CHOSEN_PLAYER,
    DAMAGED_BY_YOUR_SOURCE,
    DISCARDED_ONTO_BATTLEFIELD,
    ENCHANTED_PLAYER,
    EXILED_NOT_BURIED,
    LOSE_INSTEAD,
    MEASURED,
    PAY_ANY_LIFE,
    PREVENT_GAIN,
    SCRY_TO_DRAW,
    SHUFFLED_NOT_BURIED,
    TO_OWN_COUNTERS,
    UNSPENT_MANA_COLORLESS,
)

C_DOUBLE = construct("effect.double_counters", "double the number of <kind> counters / each "
                     "kind of counter on <object> / on each <group> / on any number of target "
                     "permanents, one event (CR 701.9e)")
C_DAMAGE = construct("static.damage_mod", "If <source> would deal [combat] damage to "
                     "<players and/or permanents>, it deals double / triple / that much damage "
                     "plus / minus N [to that ...] instead; prevent [all but] N of that damage "
                     "/ half that damage, rounded up; prevent that damage (CR 614.1a, 615.1)")
C_DAMAGE_TURN = construct("effect.damage_mod_this_turn", "If <source> would deal damage "
                          "[to <recipients>] this turn, it deals double / triple / that much "
                          "damage plus N instead; prevent ... (CR 614.1a, 611.2a)")
C_LIFE = construct("static.life_gain_mod", "If you would gain life, you gain twice that much "
                   "life / that much life plus N instead; If an opponent would gain life, "
                   "that player loses that much life instead (CR 614.1a)")
C_DIES = construct("static.dies_exile", "If this creature / a <permanent> / a creature "
                   "dealt damage by this creature this turn would die, exile it instead "
                   "(CR 614.1a, 700.4)")
C_DIES_CREATE = construct("static.dies_exile_create", "If a nontoken <permanent> would die, "
                          "instead exile that card and create <tokens> (CR 614.1a, 614.6, "
                          "700.4)")
C_DIES_THIS_WAY = construct("effect.exile_if_damaged_dies", "If a creature dealt damage this "
                            "way / by <this spell> / If a <permanent> would die this turn, "
                            "exile it instead (CR 614.1a, 700.4)")
C_DEALT_DIES = construct("effect.exile_if_dealt_dies", "<damage>. If a creature / a permanent "
                         "dealt damage this way would die this turn, exile it instead: an "
                         "ability's, about what that damage was dealt to (CR 608.2c, 614.1a, "
                         "700.4)")
C_ENTERS_WITH = construct("static.enters_with_additional", "Each other <permanent> you "
                          "control enters with an additional / N additional <kind> counters "
                          "on it (CR 614.1c)")
C_TAPPED_WITH = construct("static.enters_tapped_with_counters", "This land enters tapped "
                          "[and] with N <kind> counters on it (CR 614.1c)")
C_ITS_COUNTERS = construct("effect.put_its_counters", "put its counters on <target>: the "
                           "counters it had as it left (CR 122.8, 608.2h)")
C_RIDER = construct("effect.damage_rider", "<damage>. The damage can't be prevented. / "
                    "Excess damage is dealt to that creature's controller instead. / If this "
                    "spell was kicked, it deals N damage instead. (CR 615.12, 120.4a, 614.15)")
C_ITSELF = construct("effect.each_deals_itself", "Each <creature> deals damage to itself "
                     "equal to its power (CR 120.3)")
C_EACH_CONTROLLER = construct("effect.each_deals_controller", "Each <creature> deals N damage "
                              "to its controller: each one the source, all at once (CR "
                              "120.3)")
C_EACH_TO = construct("effect.each_deals_to_it", "Each <creature you control> deals N damage "
                      "to that creature (the target just chosen; CR 120.3, 608.2b)")
C_BITE = construct("effect.bite_more", "<target creature> deals damage equal to [twice] its "
                   "power to any target / target player / each opponent / each other creature "
                   "/ this creature (CR 120.3)")
C_CONDITIONAL = construct("static.conditional_replacement", "As long as <condition>, "
                          "<a replacement ability of this module> (CR 611.3a)")
C_UNPREVENTABLE = construct("static.unpreventable", "Damage [that would be dealt by this "
                            "creature] can't be prevented. (CR 615.12)")
C_CANT_GAIN = construct("static.cant_gain_life", "Players / Your opponents / You can't gain "
                        "life [this turn] (CR 119.7)")
C_CANT_CHANGE = construct("static.life_cant_change", "Your life total can't change. (CR "
                          "119.7, 119.8)")
C_PREVENTED = construct("effect.prevented_this_way", "<prevention>. You gain life equal to "
                        "the damage prevented this way. / For each 1 damage prevented this "
                        "way, put a +1/+1 counter on that creature. (CR 615.5)")
C_LIFE_FLOOR = construct("static.life_floor", "[If <condition>,] damage that would reduce "
                         "your life total to less than N reduces it to N instead (CR 614.1a)")
C_THIS_WAY = construct("effect.gain_this_way", "<damage / life loss>. You gain life equal to "
                       "the damage dealt / the life lost this way. (CR 120.3, 119.3)")
C_NO_REGEN = construct("effect.no_regenerate_this_way", "<damage>. A creature dealt damage "
                       "this way can't be regenerated this turn. / If it's a creature, it "
                       "can't be regenerated this turn, and if it would die this turn, exile "
                       "it instead. (CR 701.15c, 614.1a)")
C_REMOVE = construct("effect.remove_counters", "remove N / all [<kind>] counters from "
                     "<object> / each <group> / all <group> (CR 122.1)")
C_NO_COUNTERS = construct("static.no_counters", "This creature can't have counters put on "
                          "it. / <Creatures you control> can't have <P/T> counters put on "
                          "them. / Counters can't be put on <group>. (CR 122.6)")
C_LEAVES = construct("effect.exile_if_leaves", "If it would leave the battlefield, exile it "
                     "instead of putting it anywhere else. (CR 614.1a)")
C_DRAW = construct("static.draw_mod", "If you would draw a card [except the first one you "
                   "draw in each of your draw steps], draw N cards instead (CR 614.11)")
C_COUNTERS = construct("static.counters_mod", "If one or more +1/+1 counters would be put on "
                       "a creature you control, twice that many / that many plus N +1/+1 "
                       "counters are put on it instead (CR 614.1a, 122.6)")


# -- doubling counters ---------------------------------------------------------------------

def _each_or_all(p: Parser) -> ObjectFilter:
    """"each [other] <permanent>" / "all [other] <permanents>" after a counters verb; "other"
    only where there is a source to be other than (not in a spell, CR 109.5)."""
    each = p.next().key == "each"
    other = p.accept("other")
    flt, plural = permanent_description(p)
    if not (each or plural):
        p.fail()                                       # "each permanent", "all permanents"
    flt = replace(flt, other=True) if other else flt
    if flt.other and p.scope.kind == "spell":
        p.fail()
    return flt


def double_counters(p: Parser) -> list[Effect]:
    """"Double the number of +1/+1 counters on target creature" (CR 701.9e)."""
    p.expect("double", "the", "number", "of")
    kind: str | None = None
    if not p.accept("each", "kind", "of", "counter"):
        kind = counter_kind(p)
        p.expect("counters")
    p.expect("on")
    if p.at("each") or p.at("all"):
        flt = _each_or_all(p)
        p.mark(C_DOUBLE)
        return [effect("double_counters_each", filter=flt, kind=kind)]
    ref = object_ref(p)             # several targets: one event for all (`targeting.spread`)
    p.mark(C_DOUBLE)
    return [effect("double_counters", target=ref, kind=kind)]


# -- static abilities -----------------------------------------------------------------------

C_DISCARD_INSTEAD = construct("static.discard_instead", "If this artifact would enter, you "
                              "may discard a <card> instead. If you do, put this artifact "
                              "onto the battlefield. If you don't, put it into its owner's "
                              "graveyard. (CR 614.1a, 614.15, 701.8a)")


def _discard_instead(p: Parser) -> StaticAbility:
    """Mox Diamond's: its own entering replaced by a discard, or by going to the graveyard."""
    from tolaria.cards.oracle.phrases import description
    p.expect("if")
    if not self_ref(p):
        p.fail()
    p.expect("would", "enter", ",", "you", "may", "discard")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or status_in(flt) or flt.controller is not None or flt.other or flt.spell:
        p.fail()
    _else_to_graveyard(p)
    p.mark(C_DISCARD_INSTEAD)
    return StaticAbility(kind="replacement", affects="self",
                         replacement=ReplacementSpec("enter", "discard_instead", reveal=flt))


def _else_to_graveyard(p: Parser) -> None:
    """"instead. If you do, put <this card> onto the battlefield. If you don't, put it into
    its owner's graveyard." after a cost paid instead of entering (CR 614.1a, 614.15)."""
    p.expect("instead", ".", "if", "you", "do", ",", "put")
    if not self_ref(p):
        p.fail()
    p.expect("onto", "the", "battlefield", ".", "if", "you", "don't", ",", "put", "it", "into",
             "its", "owner", "'s", "graveyard", ".")


C_SACRIFICE_INSTEAD = construct("static.sacrifice_instead", "If this land would enter, "
                                "sacrifice a / two [untapped] <permanents> instead. If you do, "
                                "put this land onto the battlefield. If you don't, put it into "
                                "its owner's graveyard. (CR 614.1a, 614.15, 701.17a)")


def _sacrifice_instead(p: Parser) -> StaticAbility:
    """Lotus Vale's, Heart of Yavimaya's: its own entering replaced by a sacrifice of
    permanents its controller controls, or by going to the graveyard."""
    from tolaria.cards.oracle.phrases import permanent_description
    p.expect("if")
    if not self_ref(p):
        p.fail()
    p.expect("would", "enter", ",", "sacrifice")
    if p.accept("two"):
        n = 2
    elif p.accept("a") or p.accept("an"):
        n = 1
    else:
        p.fail()
    flt, plural = permanent_description(p)
    if plural != (n == 2) or flt.controller is not None or flt.other or flt.combat \
            or flt.this_turn:
        p.fail()
    _else_to_graveyard(p)
    p.mark(C_SACRIFICE_INSTEAD)
    return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
        "enter", "sacrifice_instead", amount=n, reveal=flt))


def replacement_static(p: Parser) -> StaticAbility | list[StaticAbility]:
    """"If ... would ..., ... instead." that changes an amount (CR 614.1a, 615)."""
    if p.at("if") and "would" in p.keys[p.i:p.i + 5] and p.keys[p.i + 5:p.i + 9] == [
            ",", "you", "may", "discard"]:
        return _discard_instead(p)
    if p.at("if") and "would" in p.keys[p.i:p.i + 5] and p.keys[p.i + 5:p.i + 7] == [
            ",", "sacrifice"]:
        return _sacrifice_instead(p)
    if p.at("as", "long", "as"):
        return _conditional(p)
    if p.at("damage", "can't") or p.at("damage", "that", "would", "be", "dealt", "by"):
        return _unpreventable(p)
    if p.at("damage", "that", "would", "reduce") or p.at("if") and "reduce" in p.keys:
        return _life_floor(p)
    if p.at("your", "life", "total", "can't", "change"):
        spec = _cant_change(p)
        p.expect(".")
        return StaticAbility(kind="replacement", affects="all", replacement=spec)
    if p.at("players", "can't") or p.at("your", "opponents", "can't") or p.at("you", "can't"):
        spec = _cant_gain(p)
        p.expect(".")
        return StaticAbility(kind="replacement", affects="all", replacement=spec)
    if p.at("all"):
        return redirect_static(p)
    if p.at("prevent", "all"):
        return _prevent_static(p)
    if p.at("each", "other") or p.at("other") or p.at("each") and "enters" in p.keys[p.i:] \
            and "additional" in p.keys[p.i:]:
        return _enters_with(p)
    if p.peek() != "if":
        from tolaria.cards.oracle.keywords import escapes_with
        return p.choice(_enters_tapped_with, _no_counters, escapes_with)
    p.expect("if")
    if p.attempt(_buried_from_anywhere):
        return p.choice(_exiled_not_buried, _shuffled_not_buried)
    if p.at("a", "spell", "or", "ability", "an", "opponent", "controls", "causes"):
        return _discarded_onto_battlefield(p)
    if p.accept("you", "would", "lose", "unspent", "mana", ",", "that", "mana", "becomes",
                "colorless", "instead", "."):
        p.mark(C_UNSPENT_COLORLESS)
        return StaticAbility(kind=UNSPENT_MANA_COLORLESS, affects="all")
    spec = p.choice(_counters, _life, _dies, _draw, _damage, _opponent_draw,
                    _permanent_buried, _mill, _scry, _lose_game, _flip_two)
    p.expect(".")
    return StaticAbility(kind="replacement", affects="all", replacement=spec)


C_NOT_BURIED = construct("static.exile_instead_of_graveyard", "If <this> would be put into a "
                         "graveyard from anywhere, exile it instead. (a disturb card's back "
                         "face, CR 614.1a, 702.146)")


C_DISCARDED_ONTO_BATTLEFIELD = construct(
    "static.discarded_onto_battlefield", "If a spell or ability an opponent controls causes "
    "you to discard <this>, put it onto the battlefield [with N +1/+1 counters on it] instead "
    "of putting it into your graveyard. (CR 614.1a, 113.6, 701.8c)")


def _discarded_onto_battlefield(p: Parser) -> StaticAbility:
    """Obstinate Baloth's, Dodecapod's (the caller read "If"): its owner's discard made by
    an opponent's spell or ability becomes its entering (`amount` +1/+1 counters)."""
    p.expect("a", "spell", "or", "ability", "an", "opponent", "controls", "causes", "you",
             "to", "discard")
    if not (p.accept("this", "card") or self_ref(p)):      # the card in a hand (CR 113.6)
        p.fail()
    p.expect(",", "put", "it", "onto", "the", "battlefield")
    n = 0
    if p.accept("with"):
        n = 1 if p.accept("a") else number(p)
        if counter_kind(p) != "+1/+1":
            p.fail()
        p.expect("counter" if n == 1 else "counters", "on", "it")
    p.expect("instead", "of", "putting", "it", "into", "your", "graveyard", ".")
    p.mark(C_DISCARDED_ONTO_BATTLEFIELD)
    return StaticAbility(kind=DISCARDED_ONTO_BATTLEFIELD, affects="self", amount=n)


C_UNSPENT_COLORLESS = construct("static.unspent_mana_colorless", "If you would lose unspent "
                                "mana, that mana becomes colorless instead. (CR 614.1a, 500.4)")


def _buried_from_anywhere(p: Parser) -> bool:
    if not self_ref(p):
        p.fail()
    p.expect("would", "be", "put", "into", "a", "graveyard", "from", "anywhere", ",")
    return True


def _exiled_not_buried(p: Parser) -> StaticAbility:
    """"If Spectral Binding would be put into a graveyard from anywhere, exile it instead."
    (the caller read "If <this> would ... anywhere,"); `tolaria.cards.oracle.compiler`
    keeps it to the back face of a transforming double-faced card."""
    p.expect("exile", "it", "instead", ".")
    p.mark(C_NOT_BURIED)
    return StaticAbility(kind=EXILED_NOT_BURIED, affects="self")


C_SHUFFLED = construct("static.shuffle_instead_of_graveyard", "If <this> would be put into a "
                       "graveyard from anywhere, reveal <this> and shuffle it into its "
                       "owner's library instead. (CR 614.1a, 113.6b)")


def shuffled_from_anywhere(p: Parser) -> StaticAbility:
    """An instant's or sorcery's "If Nexus of Fate would be put into a graveyard from
    anywhere, reveal Nexus of Fate and shuffle it into its owner's library instead."."""
    p.expect("if")
    _buried_from_anywhere(p)
    return _shuffled_not_buried(p)


def _shuffled_not_buried(p: Parser) -> StaticAbility:
    """"If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel
    Colossus and shuffle it into its owner's library instead." (the caller read "If <this>
    would ... anywhere,"): from every zone, a hand and a library too (CR 113.6b)."""
    p.expect("reveal")
    if not self_ref(p):
        p.fail()
    p.expect("and", "shuffle", "it", "into", "its", "owner", "'s", "library", "instead", ".")
    p.mark(C_SHUFFLED)
    return StaticAbility(kind=SHUFFLED_NOT_BURIED, affects="self")


def _life_floor(p: Parser) -> StaticAbility:
    """"[If you control a creature,] damage that would reduce your life total to less than
    1 reduces it to 1 instead." (CR 614.1a)"""
    cond = None
    if p.accept("if"):
        from tolaria.cards.oracle.conditions import condition_before_comma
        cond = condition_before_comma(p, False)
        p.expect(",")
    p.expect("damage", "that", "would", "reduce", "your", "life", "total", "to", "less",
             "than")
    n = number(p)
    p.expect("reduces", "it", "to")
    if number(p) != n:
        p.fail()
    p.expect("instead", ".")
    p.mark(C_LIFE_FLOOR)
    return StaticAbility(kind="replacement", affects="all", condition=cond,
                         replacement=ReplacementSpec("life_floor", "floor", who="you",
                                                     amount=n, scope=EventScope()))


def life_floor_this_turn(p: Parser) -> list[Effect]:
    """"Until end of turn, damage that would reduce your life total to less than 1 reduces it
    to 1 instead." (Angel's Grace): the static's replacement, for the turn (CR 614.1a,
    611.2a)."""
    p.expect("until", "end", "of", "turn", ",")
    found = _life_floor(p)
    if found.condition is not None:
        p.fail()
    p.i -= 1                                          # the sentence's period is the caller's
    return [effect("replacement_this_turn", spec=found.replacement)]


def _unpreventable(p: Parser) -> StaticAbility:
    """"Damage can't be prevented." / "Damage that would be dealt by this creature can't be
    prevented." (CR 615.12)"""
    scope = EventScope(players="any", permanents=ObjectFilter())
    p.expect("damage")
    if p.accept("that", "would", "be", "dealt", "by"):
        if not self_ref(p):
            p.fail()
        scope = replace(scope, source_ref="self")
    p.expect("can't", "be", "prevented", ".")
    p.mark(C_UNPREVENTABLE)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "damage_mod", "unpreventable", scope=scope))


def _cant_gain(p: Parser) -> ReplacementSpec:
    """"Players / Your opponents / You can't gain life" (CR 119.7)."""
    who = "any" if p.accept("players") else "opponent" if p.accept(
        "your", "opponents") else "you" if p.accept("you") else p.fail()
    p.expect("can't", "gain", "life")
    p.mark(C_CANT_GAIN)
    return ReplacementSpec("gain_mod", "cant_gain", who=who, scope=EventScope())


def _cant_change(p: Parser) -> ReplacementSpec:
    """"Your life total can't change.": you can't gain life (CR 119.7) or lose it (CR 119.8)."""
    p.expect("your", "life", "total", "can't", "change")
    p.mark(C_CANT_CHANGE)
    return ReplacementSpec("gain_mod", "cant_change", who="you", scope=EventScope())


C_CANT_CHANGE_UNTIL = construct("effect.life_cant_change_until", "Until your next turn, your "
                                "life total can't change and you gain protection from "
                                "everything. (CR 119.7, 119.8, 702.16b-e, 611.2a)")


def life_cant_change_until(p: Parser) -> list[Effect]:
    """Teferi's Protection: "Your life total can't change." and The One Ring's protection,
    both for the player until their next turn, whatever happens to the source (CR 611.2a)."""
    from tolaria.cards.oracle.instructions import C
    if p.i != p.sentence:
        p.fail()
    p.expect("until", "your", "next", "turn", ",")
    spec = _cant_change(p)
    p.expect("and", "you", "gain", "protection", "from", "everything")
    if not p.at("."):
        p.fail()
    p.mark(C_CANT_CHANGE_UNTIL)
    p.mark(C["effect.player_protection"])
    return [effect("replacement_this_turn", spec=spec, until="your next turn"),
            effect("player_protection", until="your next turn")]


C_TOKENS_TURN = construct("replacement.tokens_double_this_turn", "Until end of turn, if one or "
                          "more tokens would be created under your control, twice that many "
                          "of those tokens are created instead.: for the turn (CR 614.1a, "
                          "611.2a)")


def tokens_double_this_turn(p: Parser) -> list[Effect]:
    """Kaya, Geist Hunter's [−2]: Parallel Lives' replacement, until end of turn (the period
    is the sentence's)."""
    p.expect("until", "end", "of", "turn", ",", "if", "one", "or", "more", "tokens", "would",
             "be", "created", "under", "your", "control", ",", "twice", "that", "many", "of",
             "those", "tokens", "are", "created", "instead")
    p.mark(C_TOKENS_TURN)
    return [effect("replacement_this_turn", spec=ReplacementSpec("tokens", "double", who="you"))]


def cant_gain_this_turn(p: Parser) -> list[Effect]:
    """"Players can't gain life this turn." (CR 119.7, 611.2a)"""
    spec = _cant_gain(p)
    p.expect("this", "turn")
    return [effect("replacement_this_turn", spec=spec)]


def _conditional(p: Parser) -> StaticAbility:
    """"As long as this creature is untapped, <one of these replacement abilities>." (CR
    611.3a): it applies only while the condition holds."""
    from tolaria.cards.oracle.conditions import condition_before_comma
    p.expect("as", "long", "as")
    cond = condition_before_comma(p, True)
    p.expect(",")
    if p.at("as", "long", "as"):
        p.fail()
    found = replacement_static(p)
    if not isinstance(found, StaticAbility) or found.replacement is None or \
            found.replacement.event not in ("damage_mod", "counters_mod", "dies_mod",
                                            "draw_mod", "enter_mod", "life_floor") or \
            found.condition is not None:
        p.fail()
    p.mark(C_CONDITIONAL)
    return replace(found, condition=cond)


def _prevent_static(p: Parser) -> StaticAbility:
    """"Prevent all [noncombat] damage that would be dealt to you and other permanents you
    control [by sources you don't control]." (CR 615.1)"""
    p.expect("prevent", "all")
    combat = p.accept("combat")
    noncombat = not combat and p.accept("noncombat")
    p.expect("damage", "that", "would", "be", "dealt")
    scope = EventScope(combat=combat, noncombat=noncombat)
    if p.at("by"):
        scope = replace(scope, players="any", permanents=ObjectFilter())   # to anything
    elif not p.accept("to"):
        p.fail()
    elif self_ref(p):
        scope = replace(scope, recipient_ref="self")
    elif p.peek() in ("enchanted", "equipped"):
        scope = replace(scope, recipient_ref=attached_ref(p))
    else:
        if p.accept("you"):
            scope = replace(scope, players="you")
            if not p.accept("and"):
                if not p.at("by"):
                    p.fail()             # "to you": `prevention.prevention_static`
        if not scope.players or p.peek() != "by":
            other = p.accept("other")
            flt, plural = permanent_description(p)
            if not plural or flt.zone or flt.this_turn:
                p.fail()
            scope = replace(scope, permanents=replace(flt, other=True) if other else flt)
    if p.accept("by"):
        if p.accept("sources", "you", "don't", "control") or p.accept(
                "sources", "your", "opponents", "control"):
            scope = replace(scope, source=ObjectFilter(controller="opponent"))
        elif p.accept("sources", "you", "control"):
            scope = replace(scope, source=ObjectFilter(controller="you"))
        elif p.accept("instant", "and", "sorcery", "spells"):
            scope = replace(scope, source=ObjectFilter(
                types=frozenset({"Instant", "Sorcery"}), spell=True))
        elif scope.recipient_ref == "self" and (
                p.accept("creatures", "it", "'s", "blocking") or p.accept(
                    "creatures", "blocking", "it") or p.accept("enchanted", "creatures")):
            relation = {"'s": "blocked_by_it", "blocking": "blocking_it",
                        "enchanted": "enchanted_creatures"}[p.keys[p.i - 2]]
            scope = replace(scope, source_ref=relation)
        else:
            flt, plural = permanent_description(p)
            if not plural or status_in(flt) or flt.zone:
                p.fail()
            scope = replace(scope, source=flt)
    if scope.players == "any" and scope.source is None and not scope.source_ref:
        p.fail()                                           # "by <a status>": not read
    p.expect(".")
    p.mark(C_DAMAGE)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "damage_mod", "prevent_all", scope=scope))


def _no_counters(p: Parser) -> StaticAbility:
    """"This creature can't have counters put on it.", "Creatures you control can't have
    -1/-1 counters put on them." (CR 122.6): none are put, those it would enter with
    included (CR 614.1c)."""
    if p.at("counters", "can't", "be", "put", "on"):
        return _counters_cant_be_put(p)
    if not self_ref(p):
        return _group_no_counters(p)
    p.expect("can't", "have", "counters", "put", "on", "it", ".")
    p.mark(C_NO_COUNTERS)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "counters_mod", "skip_counters", scope=EventScope(recipient_ref="self")))


def _group_no_counters(p: Parser) -> StaticAbility:
    """"Creatures you control can't have -1/-1 counters put on them." (Melira), "Creatures
    your opponents control can't have +1/+1 counters put on them." (Blightbeetle)."""
    flt, plural = permanent_description(p)
    if not plural or flt != ObjectFilter(types=flt.types, controller=flt.controller) or \
            flt.controller is None:
        p.fail()
    p.expect("can't", "have")
    tok = p.next()
    if not (tok.kind == "pt" and tok.key in ("+1/+1", "-1/-1")):
        p.fail()
    p.expect("counters", "put", "on", "them", ".")
    p.mark(C_NO_COUNTERS)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "counters_mod", "skip_counters", counter=tok.key, scope=EventScope(permanents=flt)))


def _counters_cant_be_put(p: Parser) -> StaticAbility:
    """"Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity;
    CR 122.6): no counter of any kind, on any player's permanent of those card types."""
    p.expect("counters", "can't", "be", "put", "on")
    flt, plural = permanent_description(p)
    if not plural or flt != ObjectFilter(types=flt.types) or not flt.types:
        p.fail()
    p.expect(".")
    p.mark(C_NO_COUNTERS)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "counters_mod", "skip_counters", scope=EventScope(permanents=flt)))


def _enters_tapped_with(p: Parser) -> list[StaticAbility]:
    """"This land enters tapped with two charge counters on it.", "This artifact enters
    tapped and with three charge counters on it." (CR 614.1c): two replacement effects of
    its own as it enters."""
    if not self_ref(p):
        p.fail()
    if not p.accept("enters", "tapped", "and", "with"):
        p.expect("enters", "tapped", "with")
    n = 1 if p.accept("a") or p.accept("an") else number(p)
    kind = counter_kind(p)
    p.expect("counter" if n == 1 else "counters", "on", "it", ".")
    p.mark(C_TAPPED_WITH)
    return [StaticAbility(kind="replacement", affects="self",
                          replacement=ReplacementSpec("enter", "tapped")),
            StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
                "enter", "counters", amount=n, counter=kind))]


def put_its_counters(p: Parser) -> list[Effect]:
    """"[When this creature dies,] put its counters on target creature you control.": the
    counters it had as it left (last known information, CR 608.2h)."""
    p.expect("put", "its", "counters", "on")
    if not (p.scope.self_gone and p.scope.it is None and p.scope.kind == "triggered"):
        p.fail()                               # its own dies / leaves trigger: it has left
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    if not isinstance(ref, int) or size(p, ref) != 1:
        p.fail()
    p.mark(C_ITS_COUNTERS)
    return [effect("put_counters_of_self", target=ref)]


C_GONE_COUNTERS = construct(
    "effect.put_gone_counters", "[if it had counters on it,] put those counters on <target>; "
    "Whenever another creature dies, ... put its counters on <target / this creature>: the "
    "counters that permanent had as it last existed (CR 122.8, 603.10a)")
_HAD_COUNTERS = ("if", "it", "had", "counters", "on", "it", ",")


def _left(p: Parser) -> bool:
    """Is the trigger's event that its object died or left the battlefield?"""
    head = p.keys[:p.keys.index(",")] if "," in p.keys else []
    return head[-1:] == ["dies"] or head[-3:] == ["leaves", "the", "battlefield"]


def put_gone_counters(p: Parser) -> list[Effect]:
    """"When this creature dies, if it had counters on it, put those counters on up to one
    target creature.", "Whenever another creature you control dies, ... put its counters on
    this creature.": the same number of each kind it had as it left (CR 122.8)."""
    p.expect("put")
    those = p.accept("those")
    if not those:
        p.expect("its")
    p.expect("counters", "on")
    if p.scope.kind != "triggered" or p.scope.it is not None:
        p.fail()
    if p.scope.self_gone and those:
        of = "self"                            # its own dies / leaves trigger
    elif p.scope.event_subject == "object" and (p.scope.event_gone or _left(p)):
        of = "event"                           # the creature that died (CR 603.10a)
    else:
        p.fail()
    start = p.i - 4
    if those and tuple(p.keys[start - len(_HAD_COUNTERS):start]) != _HAD_COUNTERS:
        p.fail()                               # "those": the ones the condition named
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    if not (isinstance(ref, int) and size(p, ref) == 1 or ref == "self" and of == "event"):
        p.fail()
    p.mark(C_GONE_COUNTERS)
    return [effect("put_counters_of_self", target=ref, of=of)]


_PREVENTIONS = frozenset({"prevent", "prevent_all_damage", "prevent_from_source",
                          "prevent_next_from_source", "prevent_all_from_source",
                          "prevent_next_from_object"})


def _prevented_this_way(p: Parser, before: list[Effect]) -> list[Effect]:
    """"You gain life equal to the damage prevented this way." / "For each 1 damage
    prevented this way, put a +1/+1 counter on that creature." (CR 615.5): part of the
    prevention, each time it prevents damage."""
    last = before[-1]
    if p.accept("you", "gain", "life", "equal", "to", "the", "damage", "prevented", "this",
                "way", "."):
        then: tuple[Any, ...] = ("gain_life",)
    else:
        p.expect("for", "each", "1", "damage", "prevented", "this", "way", ",", "put", "a",
                 "+1/+1", "counter", "on", "that", "creature", ".")
        index = last.get("target", last.get("to"))
        spec = p.scope.targets[index] if isinstance(index, int) else None
        if spec is None or spec.players is not None or spec.objects is None or \
                spec.objects.types != frozenset({"Creature"}) or last.get("by") is not None:
            p.fail()
        then = ("counters", "+1/+1", index)
    if sum(1 for e in before if e.op in _PREVENTIONS) != 1:
        p.fail()                                       # one prevention effect: "this way"
    p.mark(C_PREVENTED)
    return before[:-1] + [effect("prevent_then", inner=last, then=then)]


_DAMAGE_OPS = frozenset({"damage", "damage_players", "damage_each", "damage_targets",
                         "damage_divided", "damage_from", "damage_from_target",
                         "damage_from_each", "damage_excess"})


def _gain_this_way(p: Parser, before: list[Effect]) -> list[Effect]:
    """"<damage or life loss>. You gain life equal to the damage dealt / the life lost
    this way." (CR 120.3, 119.3): what the instruction before really did."""
    p.expect("you", "gain", "life", "equal", "to", "the")
    last = before[-1]
    if p.accept("damage", "dealt", ",", "but", "not", "more", "life", "than", "the", "player",
                "'s", "life", "total", "before", "the", "damage", "was", "dealt", ",", "the",
                "planeswalker", "'s", "loyalty", "before", "the", "damage", "was", "dealt",
                ",", "or", "the", "creature", "'s", "toughness", "."):
        if last.op != "damage" or not isinstance(last.get("target"), int):
            p.fail()                               # Drain Life: its one target's (119.3)
        p.mark(C_THIS_WAY)
        return before[:-1] + [effect("measure", inner=last, what="damage", capped=True),
                              effect("gain_this_way")]
    if p.accept("damage", "dealt"):
        if last.op not in _DAMAGE_OPS:
            p.fail()
        what = "damage"
    else:
        p.expect("life", "lost")
        if last.op != "lose_life":
            p.fail()
        what = "life"
    p.expect("this", "way", ".")
    p.mark(C_THIS_WAY)
    return before[:-1] + [effect("measure", inner=last, what=what),
                          effect("gain_this_way")]


def _no_regeneration(p: Parser, before: list[Effect]) -> list[Effect]:
    """"A creature dealt damage this way can't be regenerated this turn." (CR 701.15c);
    "If it's a creature, it can't be regenerated this turn, and if it would die this turn,
    exile it instead." (CR 614.1a) after damage to one target."""
    last = before[-1]
    if p.accept("if", "it", "'s", "a", "creature", ",", "it", "can't", "be", "regenerated",
                "this", "turn", ",", "and", "if", "it", "would", "die", "this", "turn", ",",
                "exile", "it", "instead", "."):
        if last.op != "damage" or not isinstance(last.get("target"), int):
            p.fail()
        p.mark(C_NO_REGEN)
        return before + [effect("no_regenerate_exile", target=last.get("target"))]
    if not p.accept("a", "creature") and not p.accept("creatures"):
        p.fail()
    p.expect("dealt", "damage", "this", "way", "can't", "be", "regenerated", "this", "turn",
             ".")
    p.mark(C_NO_REGEN)
    return before[:-1] + [effect("no_regenerate_this_way", inner=last)]


C_CANT_BLOCK = construct("effect.cant_block_this_way", "<damage>. Creatures dealt damage "
                         "this way can't block this turn.: each creature the damage was "
                         "dealt to (CR 120.3, 509.1a, 611.2a)")


def _cant_block_this_way(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Creatures dealt damage this way can't block this turn." (Huatli, Warrior Poet): a
    restriction on the creatures the damage was dealt to (CR 509.1a, 611.2a)."""
    p.expect("creatures", "dealt", "damage", "this", "way", "can't", "block", "this", "turn",
             ".")
    p.mark(C_CANT_BLOCK)
    return before[:-1] + [effect("cant_block_this_way", inner=before[-1])]


C_PLAYER_DEALT = construct("effect.if_player_dealt_damage", "<damage to one target>. If a "
                           "player is dealt damage this way, <instructions>.: done if the "
                           "damage dealt to a player was more than 0 (CR 120.3, 608.2c)")


def _if_player_dealt_damage(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Play with Fire deals 2 damage to any target. If a player is dealt damage this way,
    scry 1.": the damage the instruction before dealt to players, measured as it is dealt
    (after prevention and replacement, CR 615, 614); instructions that don't name that
    player ("they") only."""
    from tolaria.cards.oracle.riders import _clauses
    last = before[-1]
    if not isinstance(last.get("target"), int) or last.get("instead"):
        p.fail()
    p.expect("if", "a", "player", "is", "dealt", "damage", "this", "way", ",")
    rest = p.keys[p.i:]
    if any(word in rest for word in ("they", "them", "their", "that", "it")):
        p.fail()
    then = _clauses(p)
    p.mark(C_PLAYER_DEALT)
    cond = condition("compared", left=(MEASURED,), compare=">=", right=1)
    return before[:-1] + [effect("measure", inner=last, what="player_damage")] + [
        effect("if", condition=cond, effect=e) for e in then]


def damage_rider(p: Parser, before: list[Effect]) -> list[Effect]:
    """A sentence about the damage the instruction before deals: "The damage can't be
    prevented." (CR 615.12); "Excess damage is dealt to that creature's controller
    instead." (CR 120.4a)."""
    if before and p.at("if", "it", "would", "leave", "the", "battlefield") and \
            sum(1 for e in before if e.op == "tracked") == 1:
        p.i += 2                                # about what the instructions before moved
        p.expect("would", "leave", "the", "battlefield", ",", "exile", "it", "instead", "of",
                 "putting", "it", "anywhere", "else", ".")
        p.mark(C_LEAVES)
        return before + [effect("exile_if_leaves", target="moved")]
    if before and before[-1].op in _PREVENTIONS:
        return _prevented_this_way(p, before)
    if before and p.at("you", "gain", "life", "equal", "to", "the"):
        return _gain_this_way(p, before)
    if before and before[-1].op in _DAMAGE_OPS and p.at(
            "creatures", "dealt", "damage", "this", "way", "can't", "block"):
        return _cant_block_this_way(p, before)
    if before and before[-1].op in _DAMAGE_OPS and (p.at("a", "creature", "dealt") or p.at(
            "creatures", "dealt") or p.at("if", "it", "'s", "a", "creature", ",")):
        return _no_regeneration(p, before)
    if before and before[-1].op == "damage" and p.at("if", "a", "player", "is", "dealt",
                                                     "damage", "this", "way", ","):
        return _if_player_dealt_damage(p, before)
    if before and before[-1].op in _DAMAGE_OPS and p.scope.kind not in ("spell", "static") \
            and p.at("if", "a"):
        return _exile_if_dealt_dies(p, before)
    if not before or before[-1].op != "damage":
        p.fail()
    last = before[-1]
    if p.scope.kind == "spell" and p.accept("if"):         # "If this spell was kicked, it
        if not self_ref(p):                                 # deals 4 damage instead."
            p.fail()
        p.expect("was", "kicked", ",", "it", "deals")
        n = amount(p)
        p.expect("damage", "instead", ".")
        if last.get("instead") or not isinstance(n, int):
            p.fail()
        p.mark(C_RIDER)
        return before[:-1] + [effect("damage_if_kicked", damage=last, kicked=n)]
    if p.accept("the", "damage", "can't", "be", "prevented", "."):
        p.mark(C_RIDER)
        return before[:-1] + [Effect("damage", tuple(sorted(
            dict(last.params, unpreventable=True).items())))]
    p.expect("excess", "damage", "is", "dealt", "to", "that", "creature", "'s", "controller",
             "instead", ".")
    index = last.get("target")
    spec = p.scope.targets[index] if isinstance(index, int) else None
    if spec is None or spec.players is not None or spec.objects is None or \
            spec.objects.types != frozenset({"Creature"}) or last.get("instead"):
        p.fail()
    p.mark(C_RIDER)
    return before[:-1] + [Effect("damage_excess", last.params)]


def each_deals_itself(p: Parser) -> list[Effect]:
    """"Each [tapped] creature deals damage to itself equal to its power." (CR 120.3): all
    at once."""
    p.expect("each")
    flt, plural = permanent_description(p)
    if plural or flt.other or flt.zone or flt.types != frozenset({"Creature"}):
        p.fail()
    p.expect("deals", "damage", "to", "itself", "equal", "to", "its", "power")
    p.mark(C_ITSELF)
    return [effect("damage_self_each", filter=flt)]


def each_deals_controller(p: Parser) -> list[Effect]:
    """"Each creature deals 1 damage to its controller." (Rakdos Charm): each creature is
    the source of the damage to the player controlling it, all dealt at once (CR 120.3)."""
    p.expect("each")
    flt, plural = permanent_description(p)
    if plural or flt.other or flt.zone or flt.types != frozenset({"Creature"}):
        p.fail()
    p.expect("deals")
    n = number(p)
    p.expect("damage", "to", "its", "controller")
    p.mark(C_EACH_CONTROLLER)
    return [effect("damage_each_controller", filter=flt, amount=n)]


def each_deals_to_it(p: Parser) -> list[Effect]:
    """"Each creature you control deals 1 damage to that creature." after "choose target
    creature you don't control" (Case of the Gateway Express): each deals it, all at once
    (CR 120.3); nothing if that target is illegal (CR 608.2b)."""
    victim = p.scope.it
    if type(victim) is not int or p.scope.targets[victim].objects is None:
        p.fail()
    p.expect("each")
    flt, plural = permanent_description(p)
    if plural or flt.other or flt.zone or status_in(flt) or \
            flt.types != frozenset({"Creature"}) or flt.controller != "you":
        p.fail()
    p.expect("deals")
    n = number(p)
    p.expect("damage", "to", "that", "creature")
    p.mark(C_EACH_TO)
    return [effect("damage_each_to", filter=flt, amount=n, target=victim)]


def bite_more(p: Parser, source: Any) -> list[Effect]:
    """"<target creature> deals damage equal to [twice] its power to any target / target
    player / each opponent / each other creature / this creature / itself" (CR 120.3):
    the target creature (or the creature the trigger is about, "it") deals the damage."""
    from tolaria.cards.oracle.phrases import target, walker_pronoun
    p.expect("damage", "equal", "to")
    twice = p.accept("twice")
    p.expect("its", "power", "to")
    n: Any = ("times", 2, ("power", source)) if twice else ("power", source)
    if p.accept("itself"):
        p.mark(C_BITE)
        return [effect("damage_from", source=source, target=source, amount=n)]
    if p.accept("each", "other"):                   # other than the creature dealing it
        flt, plural = permanent_description(p)
        if plural or status_in(flt) or flt.zone:
            p.fail()
        players = "opponents" if p.accept("and", "each", "opponent") else \
            "each" if p.accept("and", "each", "player") else None
        p.mark(C_BITE)
        return [effect("damage_from_each", source=source, amount=n,
                       filter=replace(flt, other=True), players=players)]
    if self_ref(p) or walker_pronoun(p):            # "... to him" (Garruk Relentless)
        if p.scope.kind == "spell":
            p.fail()
        p.mark(C_BITE)
        return [effect("damage_from", source=source, target="self", amount=n)]
    if p.at("each"):
        from tolaria.cards.oracle.instructions import _each_recipient
        each = _each_recipient(p)
        if each.get("also") or each.get("players") not in (None, "each", "opponents"):
            p.fail()
        p.mark(C_BITE)
        return [effect("damage_from_each", source=source, amount=n,
                       filter=each.get("filter"), players=each.get("players"))]
    victim = target(p)
    spec = p.scope.targets[victim]
    if spec.players is None and not twice and source != "event":
        p.fail()                                   # the plain bite: `instructions._bite`
    p.mark(C_BITE)
    return [effect("damage_from_target", source=source, target=victim, amount=n)]


def remove_counters(p: Parser) -> list[Effect]:
    """"Remove two loyalty counters from each planeswalker.", "Remove a lore counter from
    target Saga you control.", "Remove all [-1/-1] counters from it.", "remove all fate
    counters from all permanents" (CR 122.1)"""
    p.expect("remove")
    n: Any = "all" if p.accept("all") else 1 if p.accept("a") or p.accept("an") else \
        amount(p)
    kind = None
    tok = p.token()
    if tok is not None and (tok.kind == "pt" and tok.key in ("+1/+1", "-1/-1") or
                            tok.kind == "word" and tok.key not in ("counter", "counters")):
        kind = tok.key
        p.i += 1
    if kind is None and n not in ("all", 1):
        p.fail()                                       # "X counters": their kinds chosen
    p.expect("counter" if n == 1 else "counters", "from")
    if kind is None and n == 1:
        return _remove_one_counter(p)
    if p.at("each") or p.at("all"):
        flt = _each_or_all(p)
        p.mark(C_REMOVE)
        return [effect("remove_counters_each", amount=n, kind=kind, filter=flt)]
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    if size(p, ref) != 1:
        p.fail()
    p.mark(C_REMOVE)
    return [effect("remove_counters", amount=n, kind=kind, target=ref)]


C_REMOVE_ONE = construct("effect.remove_a_counter", "remove a counter from <one object> / "
                         "from a <permanent> you control: the permanent and the kind chosen "
                         "by its controller as it resolves (CR 122.1, 608.2d)")


def _remove_one_counter(p: Parser) -> list[Effect]:
    """"you may remove a counter from target permanent" (Ferropede): one counter of a kind
    chosen as it resolves (CR 122.1, 608.2d)."""
    if p.at("a") or p.at("an"):
        return _remove_one_counter_chosen(p)
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    if size(p, ref) != 1:
        p.fail()
    p.mark(C_REMOVE_ONE)
    return [effect("remove_a_counter", target=ref)]


def _remove_one_counter_chosen(p: Parser) -> list[Effect]:
    """"remove a counter from a creature or planeswalker you control" (Sanctuary Warden):
    not a target; as it resolves the controller chooses one of their permanents with a
    counter, then the kind (CR 608.2d, 122.1). "It" after it isn't read."""
    p.i += 1
    flt, plural = permanent_description(p)
    if plural or flt.controller != "you" or flt.spell or flt.zone or status_in(flt):
        p.fail()
    p.scope.it = None
    p.mark(C_REMOVE_ONE)
    return [effect("remove_a_counter", filter=flt)]


C_REMOVE_THOSE = construct("effect.remove_those_counters", "Then if there are N or more <kind> "
                           "counters on this permanent, remove those counters / remove them "
                           "[all] / remove all of them ...: every counter of that kind on it "
                           "(CR 122.1, 608.2c)")


def remove_those_counters(p: Parser) -> list[Effect]:
    """"remove those counters" after "if there are three or more ribbon counters on this
    creature" (Prize Pig): all the counters of that kind on this permanent."""
    kind = p.scope.counters_named
    if not kind:
        p.fail()
    p.expect("remove")
    if not (p.accept("those", "counters") or p.accept("all", "of", "them") or p.accept("them")):
        p.fail()
    p.accept("all")                       # "remove them all"
    p.mark(C_REMOVE_THOSE)
    return [effect("remove_counters", amount="all", kind=kind, target="self")]


def _enters_with(p: Parser) -> StaticAbility:
    """"Each other Warrior creature you control enters with an additional +1/+1 counter on
    it." / "Other creatures you control enter with two additional +1/+1 counters on them."
    (CR 614.1c)"""
    each = p.accept("each")
    other = p.accept("other")
    flt, plural = permanent_description(p)
    if not (other or _never_itself(p, flt)):
        p.fail()                                # its own entering too (CR 614.12): not read
    if plural == each or flt.controller != "you" or flt != ObjectFilter(
            types=flt.types, subtypes=flt.subtypes, not_types=flt.not_types,
            not_subtypes=flt.not_subtypes, supertypes=flt.supertypes, any_of=flt.any_of,
            controller="you", token=flt.token, chosen=flt.chosen):      # (choices.py)
        p.fail()
    p.expect("enters" if each else "enter", "with")
    if p.at("a", "number", "of", "additional") or p.at("an", "additional", "x"):
        return _enters_with_counted(p, flt, each)
    n = 1 if p.accept("an") else number(p)
    p.expect("additional")
    tok = p.next()
    if not (tok.kind == "pt" and tok.key == "+1/+1" or tok.kind == "word" and
            tok.key == "loyalty"):
        p.fail()                                # keyword counters: not played (CR 122.1b)
    p.expect("counter" if n == 1 else "counters", "on", "it" if each else "them")
    amount: Any = n
    if each and n == 1 and p.at("for", "each"):
        amount = _already_controlled(p)
    p.expect(".")
    p.mark(C_ENTERS_WITH)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "enter_mod", "counters", amount=amount, counter=tok.key,
        scope=EventScope(permanents=replace(flt, other=True))))


C_ALREADY = construct("quantity.already_controlled", "enters with an additional +1/+1 counter "
                      "on it for each <permanent> you already control: counted before it "
                      "and those entering with it are there (CR 614.1c, 614.12)")


def _already_controlled(p: Parser) -> tuple[Any, ...]:
    """"for each Angel you already control" (Giada, Font of Hope)."""
    from tolaria.cards.oracle.phrases import description_before
    p.expect("for", "each")
    flt, plural = description_before(p, "you", "already", "control")
    if plural or flt.controller or status_in(flt) or flt.zone or flt.other:
        p.fail()
    p.mark(C_ALREADY)
    return ("count", replace(flt, controller="you"))


C_ENTERS_WITH_COUNTED = construct("static.enters_with_additional_counted", "Each other "
                                  "<creature> you control enters with a number of additional "
                                  "+1/+1 counters on it equal to <quantity> / an additional X "
                                  "+1/+1 counters on it, where X is <quantity>: counted as it "
                                  "would enter (CR 614.1c, 608.2h)")


def _enters_with_counted(p: Parser, flt: ObjectFilter, each: bool) -> StaticAbility:
    """"Each other creature you control enters with a number of additional +1/+1 counters
    on it equal to Arwen's toughness." / "... with X additional +1/+1 counters on it, where
    X is the number of +1/+1 counters on this creature." (Bloodspore Thrinax)."""
    from tolaria.cards.oracle.phrases import quantity
    x = p.accept("an", "additional", "x")
    if not x:
        p.expect("a", "number", "of", "additional")
    tok = p.next()
    if not (tok.kind == "pt" and tok.key == "+1/+1") or not each:
        p.fail()
    p.expect("counters", "on", "it")
    if x:
        p.expect(",", "where", "x", "is")
    else:
        p.expect("equal", "to")
    q = quantity(p)
    p.expect(".")
    if not isinstance(q, tuple) or q[0] not in ("power", "toughness", "counters") or \
            q[-1] != "self":
        p.fail()                          # the source's own number only
    p.mark(C_ENTERS_WITH_COUNTED)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "enter_mod", "counters", amount=q, counter=tok.key,
        scope=EventScope(permanents=replace(flt, other=True))))


C_OPPONENTS_TAPPED = construct("static.opponents_enter_tapped", "<Permanents> your opponents "
                               "control enter tapped. (CR 614.1c, 614.12)")


def opponents_enter_tapped(p: Parser) -> StaticAbility:
    """"Creatures your opponents control enter tapped." (Authority of the Consuls),
    "Creatures and nonbasic lands your opponents control enter tapped." (Thalia, Heretic
    Cathar): each such permanent enters tapped, as its card shows it (CR 614.1c, 614.12)."""
    flt = replace(listed_kinds(p), controller="opponent")
    p.expect("your", "opponents", "control", "enter", "tapped", ".")
    p.mark(C_OPPONENTS_TAPPED)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "enter_mod", "tapped", scope=EventScope(permanents=flt)))


_PLURAL_TYPES = {"artifacts": "Artifact", "creatures": "Creature", "lands": "Land",
                 "enchantments": "Enchantment", "planeswalkers": "Planeswalker"}


def listed_kinds(p: Parser) -> ObjectFilter:
    """"Creatures", "Artifacts and creatures", "Artifacts, creatures, and lands", "Creatures
    and nonbasic lands" (any of them, CR 205.2a, 205.4a): the kinds of permanent an
    "enter tapped" or "entering don't cause abilities to trigger" ability is about."""
    kinds = [_entering_kind(p)]
    while p.accept(",", "and") or p.accept("and") or p.accept(","):
        kinds.append(_entering_kind(p))
    if all(k == ObjectFilter(types=k.types) for k in kinds):         # "artifacts and creatures"
        return ObjectFilter(types=frozenset().union(*(k.types for k in kinds)))
    return kinds[0] if len(kinds) == 1 else ObjectFilter(any_of=tuple(kinds))


def _entering_kind(p: Parser) -> ObjectFilter:
    """"creatures", "nonbasic lands", "snow lands": a card type, with a supertype it must
    (not) have (CR 205.4a)."""
    non = frozenset({"Basic"}) if p.accept("nonbasic") else frozenset()
    snow = frozenset({"Snow"}) if not non and p.accept("snow") else frozenset()
    kind = _PLURAL_TYPES.get(p.peek() or "")
    if kind is None:
        p.fail()
    p.i += 1
    return ObjectFilter(types=frozenset({kind}), not_supertypes=non, supertypes=snow)


def _never_itself(p: Parser, flt: ObjectFilter) -> bool:
    """"Each planeswalker you control enters ..." on an enchantment, "Each Dragon you
    control ..." on an artifact that is no Dragon: the card itself can't be one of them, so
    "other" would change nothing (CR 614.12)."""
    card = p.card
    if flt.types and not flt.types & card.types:
        return not flt.subtypes or not flt.subtypes & card.subtypes
    return bool(flt.subtypes) and not flt.types and not flt.subtypes & card.subtypes and \
        not {"Creature", "Kindred", "Tribal"} & card.types


C_MAY_SKIP_DRAW = construct("static.may_skip_draw", "If you would draw a card, you may skip "
                            "that draw instead. (CR 614.1a, 614.11)")


def _draw(p: Parser) -> ReplacementSpec:
    """"If you would draw a card [except the first one you draw in each of your draw
    steps], draw two cards instead." (CR 614.11)"""
    if p.at("you", "would", "draw", "a", "card", "while"):
        return _draw_from_empty(p)
    if p.accept("you", "would", "draw", "a", "card", ",", "you", "may", "skip", "that", "draw",
                "instead"):
        p.mark(C_MAY_SKIP_DRAW)
        return ReplacementSpec("draw", "may_skip", who="you")
    p.expect("you", "would", "draw", "a", "card")
    later = p.accept("except", "the", "first", "one", "you", "draw", "in", "each", "of",
                     "your", "draw", "steps")
    p.expect(",", "draw")
    n = number(p)
    if n < 2:
        p.fail()
    p.expect("cards", "instead")
    p.mark(C_DRAW)
    return ReplacementSpec("draw_mod", "draw_n", who="you", amount=n,
                           scope=EventScope(not_first_draw=later))


C_DRAW_EMPTY_WIN = construct("static.draw_empty_win", "If you would draw a card while your "
                             "library has no cards in it, you win the game instead (CR "
                             "614.11, 104.2b)")


C_DRAW_EMPTY_SKIP = construct("static.draw_empty_skip", "If you would draw a card while your "
                              "library has no cards in it, skip that draw instead. (CR "
                              "614.1b, 614.11: no draw is attempted, CR 704.5b)")


def _draw_from_empty(p: Parser) -> ReplacementSpec:
    """"If you would draw a card while your library has no cards in it, you win the game
    instead." (Laboratory Maniac): the draw is replaced even with no card to draw (CR
    614.11); the player wins (CR 104.2b)."""
    p.expect("you", "would", "draw", "a", "card", "while", "your", "library", "has", "no",
             "cards", "in", "it", ",")
    if p.accept("skip", "that", "draw", "instead"):                # CR 614.1b
        p.mark(C_DRAW_EMPTY_SKIP)
        return ReplacementSpec("draw_mod", "skip", who="you",
                               scope=EventScope(empty_library=True))
    p.expect("you", "win", "the", "game", "instead")
    p.mark(C_DRAW_EMPTY_WIN)
    return ReplacementSpec("draw_mod", "win_instead", who="you",
                           scope=EventScope(empty_library=True))


def _life(p: Parser) -> ReplacementSpec:
    if p.accept("an", "opponent", "would", "gain", "life", ",", "that", "player", "loses",
                "that", "much", "life", "instead"):
        p.mark(C_LIFE)
        return ReplacementSpec("gain_life", "to_loss", who="opponent")
    for who, words in (("any", ("a", "player")), ("opponent", ("an", "opponent"))):
        if p.accept(*words, "would", "gain", "life", ",", "that", "player", "gains", "no",
                    "life", "instead"):
            p.mark(C_LIFE)
            return ReplacementSpec("gain_life", "skip", who=who)        # CR 614.1b
    p.expect("you", "would", "gain", "life", ",", "you", "gain")
    if p.accept("twice", "that", "much", "life"):
        op, n = "double", 0
    else:
        p.expect("that", "much", "life", "plus")
        op, n = "plus", number(p)
    p.expect("instead")
    p.mark(C_LIFE)
    return ReplacementSpec("gain_life", op, who="you", amount=n)


C_ENTERS_WITH_TURN = construct("replacement.enters_with_this_turn", "This turn, each <creature> "
                               "you control enters with an additional +1/+1 counter on it.: "
                               "for the turn (CR 614.1c, 611.2a)")


def enters_with_this_turn(p: Parser) -> list[Effect]:
    """"This turn, each creature you control enters with an additional +1/+1 counter on
    it." (Zameck Guildmage); the period is the sentence's."""
    p.expect("this", "turn", ",", "each")
    flt, plural = permanent_description(p)
    if plural or flt != ObjectFilter(types=flt.types, subtypes=flt.subtypes,
                                     controller="you"):
        p.fail()
    p.expect("enters", "with")
    n = 1 if p.accept("an") else number(p)
    p.expect("additional", "+1/+1", "counter" if n == 1 else "counters", "on", "it")
    p.mark(C_ENTERS_WITH_TURN)
    return [effect("replacement_this_turn", spec=ReplacementSpec(
        "enter_mod", "counters", amount=n, counter="+1/+1", scope=EventScope(permanents=flt)))]


C_FLIP_TWO = construct("static.flip_two_ignore_one", "If you would flip a coin, instead flip "
                       "two coins and ignore one.: the flipper keeps the result they choose "
                       "(CR 614.1a, 705.1-2)")


def _flip_two(p: Parser) -> ReplacementSpec:
    """Krark's Thumb."""
    p.expect("you", "would", "flip", "a", "coin", ",", "instead", "flip", "two", "coins", "and",
             "ignore", "one")
    p.mark(C_FLIP_TWO)
    return ReplacementSpec("flip_coin", "flip_two", who="you")


C_MILL = construct("static.mill_mod", "If an opponent / you / a player would mill one or "
                   "more cards, they mill twice that many cards / that many cards plus N "
                   "instead: the number milled, the milling player ordering these (CR 614.1a, "
                   "616.1, 701.13a)")


def _mill(p: Parser) -> ReplacementSpec:
    """"an opponent would mill one or more cards, they mill twice that many cards / that
    many cards plus four instead" (Bruvac the Grandiloquent, The Water Crystal)."""
    who = "opponent" if p.accept("an", "opponent") else "any" if p.accept("a", "player") \
        else "you" if p.at("you") else None
    if who is None:
        p.fail()
    p.expect(*(() if who != "you" else ("you",)), "would", "mill", "one", "or", "more",
             "cards", ",", "you" if who == "you" else "they", "mill")
    if p.accept("twice", "that", "many", "cards"):
        op, n = "double", 0
    else:
        p.expect("that", "many", "cards", "plus")
        op, n = "plus", number(p)
    p.expect("instead")
    p.mark(C_MILL)
    return ReplacementSpec("mill", op, who=who, amount=n)


C_SCRY = construct("static.scry_mod", "If you would scry a number of cards, scry that many "
                   "cards plus N / draw that many cards instead: the scry as replaced, the "
                   "scrying player ordering these (CR 614.1a, 616.1, 701.18a)")


def _scry(p: Parser) -> ReplacementSpec:
    """"you would scry a number of cards, scry that many cards plus one / draw that many
    cards instead" (Kenessos, Priest of Thassa; Eligeth, Crossroads Augur)."""
    p.expect("you", "would", "scry", "a", "number", "of", "cards", ",")
    if p.accept("draw", "that", "many", "cards"):
        op, n = SCRY_TO_DRAW, 0
    else:
        p.expect("scry", "that", "many", "cards", "plus")
        op, n = "plus", number(p)
    p.expect("instead")
    p.mark(C_SCRY)
    return ReplacementSpec("scry", op, who="you", amount=n)


C_LOSE_INSTEAD = construct("static.lose_game_instead", "If you would lose the game, instead "
                           "exile <this> and your life total becomes N / equal to your "
                           "starting life total: the life gained or lost to reach it (CR "
                           "614.1a, 104.3, 119.5, 103.4)")


def _lose_game(p: Parser) -> ReplacementSpec:
    """"you would lose the game, instead exile this creature and your life total becomes
    equal to your starting life total / becomes 1" (Exquisite Archangel, The Golden
    Throne)."""
    p.expect("you", "would", "lose", "the", "game", ",", "instead", "exile")
    if not self_ref(p):
        p.fail()
    p.expect("and", "your", "life", "total", "becomes")
    starting = p.accept("equal", "to", "your", "starting", "life", "total")
    n = 0 if starting else number(p)
    p.mark(C_LOSE_INSTEAD)
    return ReplacementSpec("lose_game", LOSE_INSTEAD, who="you", amount=n, starting=starting)


C_AS_ENTERS_SACRIFICE = construct(
    "static.as_enters_sacrifice", "As <this> enters, [you may] sacrifice any number of "
    "<permanents>. [<This> enters with that many +1/+1 counters on it. / If you do, it enters "
    "with twice that many +1/+1 counters on it.]: chosen as it enters, as for devour (CR "
    "614.12, 614.1c, 701.17a)")


def as_enters_sacrifice(p: Parser) -> StaticAbility:
    """"As Shimatsu enters, sacrifice any number of permanents. Shimatsu enters with that
    many +1/+1 counters on it.", "As this creature enters, you may sacrifice any number of
    creatures and/or planeswalkers. If you do, it enters with twice that many +1/+1
    counters on it." (Devouring Hellion)."""
    p.expect("as")
    if not self_ref(p) or "Creature" not in p.card.types:
        p.fail()
    p.expect("enters", ",")
    may = p.accept("you", "may")
    p.expect("sacrifice", "any", "number", "of")
    flt, plural = permanent_description(p)
    if not plural or flt.controller or status_in(replace(flt, tapped=None)) or flt.zone or \
            flt.other or flt.tapped:
        p.fail()
    p.expect(".")
    if p.i == p.n and not may:          # "... untapped Forests." alone: counted by another
        p.mark(C_AS_ENTERS_SACRIFICE)   # ability ("the number of Forests sacrificed as it
        return StaticAbility(kind="replacement", affects="self",       # entered")
                             replacement=ReplacementSpec(
                                 "enter", "devour", amount=0, counter="+1/+1",
                                 sacrifice=replace(flt, controller="you")))
    if may:
        p.expect("if", "you", "do", ",", "it")
    elif not self_ref(p):
        p.fail()
    p.expect("enters", "with")
    n = 2 if p.accept("twice") else 1
    p.expect("that", "many", "+1/+1", "counters", "on", "it", ".")
    p.mark(C_AS_ENTERS_SACRIFICE)
    return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
        "enter", "devour", amount=n, counter="+1/+1", sacrifice=replace(flt, controller="you")))


C_PAY_ANY_LIFE = construct("static.as_enters_pay_any_life", "As <this> enters, pay any amount "
                           "of life.: its controller chooses the amount as it enters, paid "
                           "then (CR 614.12, 119.4)")


def as_enters_pay_any_life(p: Parser) -> StaticAbility:
    """"As this creature enters, pay any amount of life." (Minion of the Wastes, Phyrexian
    Processor)."""
    p.expect("as")
    if not self_ref(p):
        p.fail()
    p.expect("enters", ",", "pay", "any", "amount", "of", "life", ".")
    p.mark(C_PAY_ANY_LIFE)
    return StaticAbility(kind="replacement", affects="self",
                         replacement=ReplacementSpec("enter", PAY_ANY_LIFE))


C_DAMAGED_BY_YOURS = construct("static.dies_exile_damaged_by_yours", "If a creature dealt "
                               "damage this turn by a source you controlled would die, exile "
                               "it instead.: the source's controller as it dealt the damage "
                               "(CR 614.1a, 700.4, 120.3)")


def _dies(p: Parser) -> ReplacementSpec:
    """"this creature / a creature an opponent controls / a creature dealt damage by this
    creature this turn would die, exile it instead" (CR 614.1a, 700.4)."""
    if self_ref(p):
        scope = EventScope(recipient_ref="self")
    else:
        other = p.accept("another")
        if not other and not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = permanent_description(p)
        if plural or flt.zone:
            p.fail()
        scope = EventScope(permanents=replace(flt, other=True) if other else flt)
        if p.accept("dealt", "damage", "this", "turn", "by", "a", "source", "you",
                    "controlled"):
            p.mark(C_DAMAGED_BY_YOURS)
            scope = replace(scope, damaged_by=DAMAGED_BY_YOUR_SOURCE)
        elif p.accept("dealt", "damage", "by"):
            by = "self" if self_ref(p) else attached_ref(p)
            p.expect("this", "turn")
            scope = replace(scope, damaged_by=by)
    p.expect("would", "die", ",")
    if p.accept("instead", "exile", "that", "card", "and"):
        if scope.permanents is None or scope.permanents.token is not False:
            p.fail()                        # "that card": a nontoken one (CR 111.1)
        return _dies_and_create(p, scope)
    for words, op in _DIES_TO:
        if p.accept(*words, "instead"):
            p.mark(C_DIES_TO)
            return ReplacementSpec("dies_mod", op, scope=scope)
    p.expect("exile", "it", "instead")
    p.mark(C_DIES)
    return ReplacementSpec("dies_mod", "exile", scope=scope)


C_PERMANENT_BURIED = construct("static.permanent_buried_exile", "If a permanent would be put "
                               "into a graveyard, exile it instead. (CR 614.1a, 110.1)")


def _permanent_buried(p: Parser) -> ReplacementSpec:
    """"If a permanent would be put into a graveyard, exile it instead.": any permanent, a
    token too, leaving the battlefield for a graveyard (CR 110.1, 614.1a)."""
    p.expect("a", "permanent", "would", "be", "put", "into", "a", "graveyard", ",", "exile",
             "it", "instead")
    p.mark(C_PERMANENT_BURIED)
    return ReplacementSpec("dies_mod", "exile", scope=EventScope(permanents=ObjectFilter()))


C_DIES_TO = construct("static.dies_elsewhere", "If <this creature> would die, put it on top "
                      "of / on the bottom of its owner's library / return it to its owner's "
                      "hand instead (CR 614.1a, 700.4)")
_DIES_TO = ((("put", "it", "on", "top", "of", "its", "owner", "'s", "library"), "library_top"),
            (("put", "it", "on", "the", "bottom", "of", "its", "owner", "'s", "library"),
             "library_bottom"),
            (("return", "it", "to", "its", "owner", "'s", "hand"), "hand"))


def _dies_and_create(p: Parser, scope: EventScope) -> ReplacementSpec:
    """"..., instead exile that card and create a 2/2 black Zombie creature token": the
    modified event is both (CR 614.1a, 614.6); the source's controller creates them."""
    from tolaria.cards.oracle.tokens import create
    made = create(p)
    if len(made) != 1 or made[0].op != "create_tokens" or not isinstance(
            made[0].get("count"), int) or made[0].get("size") is not None or made[0].get(
            "who", "you") != "you" or set(dict(made[0].params)) - {"count", "spec", "card"}:
        p.fail()
    card = made[0].get("card")
    if card is None:
        card = token_def(dict(made[0].get("spec")))
    p.mark(C_DIES_CREATE)
    return ReplacementSpec("dies_mod", "exile", scope=scope, token=card,
                           token_count=made[0].get("count"))


def exile_if_leaves(p: Parser) -> list[Effect]:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else."
    (about the permanent the instruction before put onto the battlefield)"""
    from tolaria.cards.oracle.phrases import it_ref
    p.expect("if")
    ref = it_ref(p)
    if ref == "self" or p.scope.kind == "static":
        p.fail()
    p.expect("would", "leave", "the", "battlefield", ",", "exile", "it", "instead", "of",
             "putting", "it", "anywhere", "else")
    p.mark(C_LEAVES)
    return [effect("exile_if_leaves", target=ref)]


def exile_if_damaged_dies(p: Parser) -> list[Effect]:
    """"If a creature dealt damage this way / by <this spell> would die this turn, exile it
    instead." (a spell's: what it dealt damage to as it resolved); "If a creature [an
    opponent controls] would die this turn, exile it instead." (every such creature)."""
    p.expect("if")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    other = p.accept("another")
    flt, plural = permanent_description(p)
    if plural or flt.zone or other and p.scope.kind == "spell":
        p.fail()
    if not p.at("would"):
        p.expect("dealt", "damage")
        if p.scope.kind != "spell" or other or flt != ObjectFilter(types=flt.types) or \
                len(flt.types) > 1:
            p.fail()
        if not p.accept("this", "way"):
            p.expect("by")
            if not self_ref(p):
                p.fail()
        p.expect("would", "die", "this", "turn", ",", "exile", "it", "instead")
        p.mark(C_DIES_THIS_WAY)
        return [effect("exile_if_damaged_dies", filter=flt if flt.types else None)]
    p.expect("would", "die", "this", "turn", ",", "exile", "it", "instead")
    p.mark(C_DIES_THIS_WAY)
    return [effect("exile_if_any_dies", filter=replace(flt, other=True) if other else flt)]


def _exile_if_dealt_dies(p: Parser, before: list[Effect]) -> list[Effect]:
    """"If a creature / a permanent dealt damage this way would die this turn, exile it
    instead." after an ability's damage: only what that damage was dealt to (CR 608.2c), the
    source's other damage this turn aside (a spell's: `exile_if_damaged_dies`)."""
    p.expect("if", "a")
    flt, plural = permanent_description(p)
    if plural or flt != ObjectFilter(types=flt.types) or len(flt.types) > 1:
        p.fail()
    p.expect("dealt", "damage", "this", "way", "would", "die", "this", "turn", ",", "exile",
             "it", "instead", ".")
    p.mark(C_DEALT_DIES)
    return before[:-1] + [effect("exile_if_dealt_dies", inner=before[-1],
                                 filter=flt if flt.types else None)]


def _counters(p: Parser) -> ReplacementSpec:
    """"one or more [+1/+1] counters would be put on <permanent>, twice that many / that
    many plus one [of each of those kinds of counters / +1/+1 counters] are put on it"."""
    p.expect("one", "or", "more")
    kind = ""
    tok = p.token()
    if tok is not None and tok.kind == "pt" and tok.key in ("+1/+1", "-1/-1"):
        kind = tok.key
        p.i += 1
    p.expect("counters", "would", "be", "put", "on")
    scope = _counter_recipient(p)
    p.expect(",")
    kind_said = False
    if p.accept("twice", "that", "many"):
        op, n = "multiply", 2
    else:
        p.expect("that", "many")
        if kind and p.accept(kind, "counters", "minus"):       # "that many -1/-1 counters
            op, n, kind_said = "minus", number(p), True          # minus one"
        else:
            p.expect("plus")
            op, n = "plus", number(p)
    if not kind_said:
        if kind:
            p.expect(kind, "counters")
        else:
            p.expect("of", "each", "of", "those", "kinds", "of", "counters")
    p.expect("are", "put", "on")
    if not (p.accept("it") or p.accept("that", "creature") or p.accept("that", "permanent")
            or self_ref(p)):
        p.fail()
    p.expect("instead")
    p.mark(C_COUNTERS)
    return ReplacementSpec("counters_mod", op, amount=n, counter=kind, scope=scope)


def _counter_recipient(p: Parser) -> EventScope:
    """"a creature you control", "another creature you control", "an artifact or creature
    you control", "this creature": kinds and control only, which an entering permanent's
    card shows too (CR 614.1c)."""
    if self_ref(p):
        return EventScope(recipient_ref="self")
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt != ObjectFilter(types=flt.types, subtypes=flt.subtypes,
                                     any_of=flt.any_of, controller=flt.controller):
        p.fail()
    return EventScope(permanents=replace(flt, other=True) if other else flt)


def _damage_dealt(p: Parser) -> ReplacementSpec:
    """"If [noncombat] damage would be dealt to <recipients>, ...", "If equipped creature
    would be dealt damage, ...": damage from any source."""
    combat = p.accept("combat")
    noncombat = not combat and p.accept("noncombat")
    scope = EventScope(combat=combat, noncombat=noncombat)
    if p.accept("damage", "would", "be", "dealt", "to"):
        scope = _recipients(p, scope)
    else:
        if combat or noncombat:
            p.fail()
        if self_ref(p):
            scope = replace(scope, recipient_ref="self")
        else:
            scope = replace(scope, recipient_ref=attached_ref(p))
        p.expect("would", "be", "dealt", "damage")
    if scope.recipient_ref == "self" and p.accept("while", "it", "has", "a", "+1/+1",
                                                  "counter", "on", "it"):
        scope = replace(scope, while_counter="+1/+1")
    p.expect(",")
    op, n, counter = _to_counters(p, scope)
    op = _gain_prevented(p, scope, op)
    if scope.while_counter and op not in ("phantom", "prevent_remove"):
        p.fail()
    p.mark(C_DAMAGE)
    return ReplacementSpec("damage_mod", op, amount=n, counter=counter, scope=scope)


def _to_counters(p: Parser, scope: EventScope) -> tuple[str, int, str]:
    """"prevent that damage [and put that many +1/+1 counters on it]", "put that many
    -1/-1 counters on it instead", or a change of amount (`_modification`)."""
    if scope.recipient_ref == "self" and p.accept("prevent", "that", "damage", ".", "remove",
                                                  "a", "+1/+1", "counter", "from"):
        if not self_ref(p):                           # the Phantoms (CR 615.5)
            p.fail()
        return "phantom", 1, "+1/+1"
    if scope.recipient_ref == "self" and p.accept("prevent", "that", "damage", "and",
                                                  "remove"):
        if p.accept("a", "+1/+1", "counter", "from"):
            op = "phantom"                            # one counter per batch, as above
        else:
            p.expect("that", "many", "+1/+1", "counters", "from")
            op = "prevent_remove"
        if not (p.accept("it") or self_ref(p)):
            p.fail()
        return op, 1, "+1/+1"
    if not (p.at("prevent", "that", "damage", "and") or p.at("put")):
        return (*_modification(p, scope), "")
    found = p.attempt(_to_own_counters, scope)
    if found is not None:
        return found
    prevent = p.accept("prevent", "that", "damage", "and")
    p.expect("put", "that", "many")
    tok = p.next()
    group = scope.permanents is not None and not scope.players and not scope.recipient_ref
    if not (tok.kind == "pt" and tok.key in ("+1/+1", "-1/-1")) or not (
            scope.recipient_ref or group):
        p.fail()
    p.expect("counters", "on")
    if not (p.accept("it") or p.accept("him") or p.accept("her") or self_ref(p) or group and (
            p.accept("that", "creature") or p.accept("that", "permanent"))):
        p.fail()                          # (a group: Soul-Scar Mage's creatures, CR 614.1a)
    if not prevent:
        p.expect("instead")
    return ("prevent_to_counters" if prevent else "to_counters"), 0, tok.key


C_TO_OWN_COUNTERS = construct("static.damage_to_own_counters", "If damage would be dealt to "
                              "you, put that many <kind> counters on this enchantment instead. "
                              "(Force Bubble; CR 614.1a, 122.1)")


def _to_own_counters(p: Parser, scope: EventScope) -> tuple[str, int, str]:
    """"put that many depletion counters on this enchantment instead" (damage to you): the
    counters go on the replacement's source, and no damage is dealt (CR 614.1a)."""
    if scope.players != "you" or scope.permanents is not None or scope.recipient_ref:
        p.fail()
    p.expect("put", "that", "many")
    kind = counter_kind(p)
    p.expect("counters", "on")
    if not self_ref(p):
        p.fail()
    p.expect("instead")
    p.mark(C_TO_OWN_COUNTERS)
    return TO_OWN_COUNTERS, 0, kind


def _damage(p: Parser, this_turn: bool = False) -> ReplacementSpec:
    found = None if this_turn else p.attempt(_damage_dealt)
    if found is not None:
        return found
    scope = EventScope()
    if self_ref(p) and not this_turn:
        scope = replace(scope, source_ref="self")
    elif p.peek() in ("enchanted", "equipped") and not this_turn:
        scope = replace(scope, source_ref=attached_ref(p))
    else:
        scope = replace(scope, source=_source(p))
        if this_turn and scope.source is not None and scope.source.other:
            p.fail()
    p.expect("would", "deal")
    scope = replace(scope, amount_is=_amount_is(p))
    combat = p.accept("combat")
    scope = replace(scope, combat=combat, noncombat=not combat and p.accept("noncombat"))
    p.expect("damage")
    turn = p.accept("this", "turn")
    if p.accept("to"):
        scope = _recipients(p, scope)
        if this_turn and (scope.recipient_ref or scope.permanents is not None
                          and scope.permanents.other):
            p.fail()
    else:                                              # "would deal damage": to anything
        scope = replace(scope, players="any", permanents=ObjectFilter())
    turn += p.accept("this", "turn")
    if turn != this_turn:
        p.fail()
    p.expect(",")
    if not this_turn and p.at("put"):                  # counters instead (Soul-Scar Mage)
        op, n, counter = _to_counters(p, scope)
        p.mark(C_DAMAGE)
        return ReplacementSpec("damage_mod", op, amount=n, counter=counter, scope=scope)
    op, n = _modification(p, scope)
    if not this_turn:
        op = _gain_prevented(p, scope, op)
    p.mark(C_DAMAGE)
    return ReplacementSpec("damage_mod", op, amount=n, scope=scope)


C_PREVENT_GAIN = construct("static.prevent_gain_life", "If [noncombat] damage would be dealt "
                           "to you, prevent that damage. You gain life equal to the damage "
                           "prevented this way. (Purity; CR 615.1, 615.5)")


def _gain_prevented(p: Parser, scope: EventScope, op: str) -> str:
    """"... to you, prevent that damage. You gain life equal to the damage prevented this
    way." (Purity): `PREVENT_GAIN`; otherwise `op` as it was."""
    if op == "prevent_all" and scope.players == "you" and scope.permanents is None and \
            not scope.recipient_ref and p.accept(".", "you", "gain", "life", "equal", "to",
                                                 "the", "damage", "prevented", "this", "way"):
        p.mark(C_PREVENT_GAIN)
        return PREVENT_GAIN
    return op


def _amount_is(p: Parser) -> tuple[str, int] | None:
    """"3 or less", "4 or more", "exactly 2" (damage): a bound on the amount, or None."""
    if p.accept("exactly"):
        return ("==", number(p))
    tok = p.token()
    if tok is None or tok.kind != "num" or p.peek(1) != "or":
        return None
    n = number(p)
    p.expect("or")
    if p.accept("less"):
        return ("<=", n)
    p.expect("more")
    return (">=", n)


def damage_this_turn(p: Parser) -> list[Effect]:
    """"If a source you control would deal damage [to ...] this turn, it deals double that
    damage instead.": the same replacement as a static ability's, for the turn (CR 614.1a,
    611.2a)."""
    p.expect("if")
    spec = _damage(p, this_turn=True)
    if spec.op == "redirect":
        p.fail()
    p.mark(C_DAMAGE_TURN)
    return [effect("replacement_this_turn", spec=spec)]


def _source(p: Parser) -> ObjectFilter | None:
    """"a source", "another red source you control", "an instant or sorcery spell", "a
    Giant source you control", "a source an opponent controls", "a creature you control":
    which sources' damage."""
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an") or p.accept("any")):
        p.fail()
    found = p.attempt(_source_words)
    if found is None:
        flt, plural = permanent_description(p)      # "a Zombie you control"
        if plural or flt.zone:
            p.fail()
    else:
        flt = found
    flt = replace(flt, other=True) if other else flt
    return None if flt == ObjectFilter() else flt


def _source_words(p: Parser) -> ObjectFilter:
    """"[red] [instant or sorcery / Giant] source|spell [you control]"."""
    colors = ""
    while p.peek() in COLOR_WORDS:
        colors += COLOR_WORDS[p.next().key]
        if not (p.peek() == "or" and p.peek(1) in COLOR_WORDS and p.accept("or")):
            break
    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    if colors and p.peek() == "or" and p.peek(1) in _EITHER_TYPES and p.peek(2) == "source":
        return _color_or_type_source(p, colors)
    if p.accept("instant", "or", "sorcery"):
        types = frozenset({"Instant", "Sorcery"})
    elif p.peek() in ("artifact", "creature", "land", "enchantment", "planeswalker"):
        types = frozenset({TYPE_NOUNS[p.next().key]})
    elif p.peek() in SUBTYPE_WORDS and p.peek(1) == "source" and \
            p.token().text[:1].isupper():
        subtypes = frozenset({SUBTYPE_WORDS[p.next().key]})
    spell = p.accept("spell")
    if not spell:
        p.expect("source")
    controller = None
    if p.accept("you", "control"):
        controller = "you"
    elif p.accept("an", "opponent", "controls") or p.accept("your", "opponents", "control"):
        controller = "opponent"
    return ObjectFilter(types=types, subtypes=subtypes, colors=frozenset(colors),
                        controller=controller, spell=spell)


_EITHER_TYPES = ("artifact", "creature", "land", "enchantment", "planeswalker")

C_COLOR_OR_TYPE_SOURCE = construct("static.damage_mod_color_or_type_source", "If a <colour> or "
                                   "<card type> source you control would deal damage ...: a "
                                   "source that has either characteristic (CR 609.7b, 614.1a)")


def _color_or_type_source(p: Parser, colors: str) -> ObjectFilter:
    """"red or artifact source you control" (Mechanized Warfare): either one."""
    p.expect("or")
    kind = TYPE_NOUNS[p.next().key]
    p.expect("source", "you", "control")
    p.mark(C_COLOR_OR_TYPE_SOURCE)
    return ObjectFilter(controller="you", any_of=(
        ObjectFilter(colors=frozenset(colors)), ObjectFilter(types=frozenset({kind}))))


C_ENCHANTED_PLAYER = construct("static.damage_to_enchanted_player", "If a source would deal "
                               "damage to enchanted player, ...: an Aura with enchant player "
                               "(CR 303.4b, 614.1a)")


def _recipients(p: Parser, scope: EventScope) -> EventScope:
    """"a permanent or player", "you", "an opponent or a permanent an opponent controls",
    "you or a creature you control", "a creature you control", "this creature"."""
    if self_ref(p):
        return replace(scope, recipient_ref="self")
    if p.peek() in ("enchanted", "equipped") and p.peek(1) != "player":
        return replace(scope, recipient_ref=attached_ref(p))
    if p.accept("a", "permanent", "or", "player") or p.accept("a", "player", "or",
                                                                 "permanent"):
        return replace(scope, players="any", permanents=ObjectFilter())
    players: Any = ""
    if "Aura" in p.card.subtypes and p.accept("enchanted", "player"):   # CR 303.4b
        p.mark(C_ENCHANTED_PLAYER)
        return replace(scope, players=ENCHANTED_PLAYER)
    if p.at("the", "chosen", "player") and choices.chosen_player(p):    # CR 607.2d
        p.expect("or", "a", "permanent", "they", "control")
        return replace(scope, players=CHOSEN_PLAYER,
                       permanents=ObjectFilter(controller=CHOSEN_PLAYER))
    if p.accept("you"):
        players = "you"
    elif p.accept("an", "opponent"):
        players = "opponent"
    elif p.accept("a", "player"):
        players = "any"
    if players and not p.accept("or"):
        return replace(scope, players=players)
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.zone or flt.this_turn:
        p.fail()
    if players and players != "any" and flt.controller != players:
        p.fail()                       # "you or a creature an opponent controls": not in print
    return replace(scope, players=players, permanents=replace(flt, other=True) if other
                   else flt)


def _modification(p: Parser, scope: EventScope) -> tuple[str, int]:
    """", it deals double that damage [to that permanent or player] instead", ", prevent 1
    of that damage", ", prevent half that damage, rounded up": the op and its number."""
    if p.accept("prevent"):
        if p.accept("that", "damage"):
            return "prevent_all", 0
        if p.accept("half", "that", "damage", ",", "rounded", "up"):
            return "prevent_half_up", 0                   # CR 615.1
        if p.accept("all", "but"):                        # "prevent all but 1 of that damage"
            n = number(p)
            p.expect("of", "that", "damage")
            return "prevent_all_but", n
        n = number(p)
        if p.accept("damage", "that", "spell", "would", "deal", "to"):
            if scope.source is None or not scope.source.spell:
                p.fail()
            _same_recipient(p, scope)                     # "prevent 1 damage that spell
            return "prevent_n", n                         # would deal to that player"
        p.expect("of", "that", "damage")
        return "prevent_n", n
    if not (p.accept("it") or p.accept("that", "source")):
        p.fail()
    p.expect("deals")
    tok = p.token()
    if tok is not None and tok.kind == "num" and scope.amount_is is not None:
        n = number(p)                         # "it deals 2 damage [to you] instead"
        p.expect("damage")
        if p.accept("to"):
            _same_recipient(p, scope)
        p.expect("instead")
        return "set_amount", n
    if p.accept("double", "that", "damage"):
        op, n = "multiply", 2
    elif p.accept("triple", "that", "damage"):
        op, n = "multiply", 3
    elif p.accept("half", "that", "damage", ",", "rounded", "down", ","):
        op, n = "half_down", 0                 # a replacement, not a prevention (CR 614.1a)
        p.mark(C_HALF_DOWN)
    else:
        p.expect("that", "much", "damage")
        op = "plus" if p.accept("plus") else "minus" if p.accept("minus") else p.fail()
        n = number(p)
    if p.accept("to"):
        _same_recipient(p, scope)
    p.expect("instead")
    return op, n


C_HALF_DOWN = construct("static.damage_half_down", "If a source would deal damage to ..., it "
                        "deals half that damage, rounded down, to ... instead: a replacement "
                        "effect, not a prevention one (CR 614.1a, 615.12)")
_RECIPIENT_NOUNS = frozenset({"permanent", "player", "creature", "planeswalker"})


def _same_recipient(p: Parser, scope: EventScope) -> None:
    """"to that permanent or player", "to that player", "to this creature", "to you": the
    damage keeps its recipient (another one would be a redirection, CR 614.9)."""
    if scope.recipient_ref:
        if not (self_ref(p) if scope.recipient_ref == "self" else
                p.peek() in ("enchanted", "equipped") and attached_ref(p) == scope.recipient_ref):
            p.fail()
        return
    if p.accept("you"):
        if scope.players != "you" or scope.permanents is not None:
            p.fail()
        return
    p.expect("that")
    if p.next().key not in _RECIPIENT_NOUNS:
        p.fail()
    if p.accept("or") and p.next().key not in _RECIPIENT_NOUNS:
        p.fail()


# -- redirection (CR 614.9) ------------------------------------------------------------------

C_REDIRECT = construct("effect.redirect", "The next N damage / the next time damage / all "
                       "[combat] damage that would be dealt to <A> this turn is dealt to <B> "
                       "instead; the next time a source of your choice would deal damage to "
                       "you this turn, that damage is dealt to <B> instead (CR 614.9, 609.7a)")
C_REDIRECT_STATIC = construct("static.redirect", "All [combat] damage that would be dealt to "
                              "you [and other permanents you control] / enchanted creature is "
                              "dealt to this creature / enchanted creature / its controller "
                              "instead (CR 614.9)")


def redirect_effect(p: Parser) -> list[Effect]:
    """A redirection effect of a resolving spell or ability, for this turn (CR 614.9)."""
    params: dict[str, Any] = {}
    if p.accept("all"):
        params["every"] = True
        params["combat"] = p.accept("combat")
        p.expect("damage", "that", "would", "be", "dealt")
        turn = p.accept("this", "turn")
        p.expect("to")
        params["to"] = _redirect_from(p)
        turn += p.accept("this", "turn")
        if p.accept("by"):
            _redirect_by(p, params)
        turn += p.accept("this", "turn")
        if turn != 1:
            p.fail()
        p.expect("is", "dealt", "to")
    else:
        p.expect("the", "next")
        if p.accept("time", "a", "source", "of", "your", "choice", "would", "deal", "damage"):
            params.update(to=_redirect_from(p) if p.accept("to") else None, chosen=True,
                          next_instance=True)
            p.expect("this", "turn", ",")
            if p.accept("that", "damage", "is", "dealt", "to", "that", "source", "'s",
                        "controller"):                             # Reflect Damage
                params["dest"] = "source controller"
            elif params["to"] is not None and p.accept("that", "source", "deals", "that",
                                                       "damage", "to"):
                params["dest"] = _redirect_to(p)                   # Jade Monolith
        elif p.at("time", "target") or p.at("time", "this"):
            p.i += 1                           # "the next time target attacking creature
            params["from"] = _redirect_from(p)  # would deal combat damage to this creature"
            if not isinstance(params["from"], int) and params["from"] != "self":
                p.fail()
            p.expect("would", "deal")
            params.update(combat=p.accept("combat"), next_instance=True)
            p.expect("damage", "to")
            params["to"] = _redirect_from(p)
            p.expect("this", "turn", ",")
            if not (p.accept("that", "creature") or p.accept("it")):
                p.fail()
            p.expect("deals", "that", "damage", "to")
            params["dest"] = params["from"] if p.accept("itself") else _redirect_to(p)
        elif p.accept("time", "damage", "would", "be", "dealt", "to"):
            params.update(to=_redirect_from(p), next_instance=True)
            p.expect("this", "turn", ",")
        else:
            params["amount"] = amount(p)
            if p.accept("damage", "that", "a", "source", "of", "your", "choice", "would",
                        "deal", "to", "you", "and", "/", "or"):
                p.expect("permanents", "you", "control", "this", "turn")
                params.update(to="yours", chosen=True)            # Harm's Way
            else:
                p.expect("damage", "that", "would", "be", "dealt")
                turn = p.accept("this", "turn")
                p.expect("to")
                params["to"] = _redirect_from(p)
                if not turn:
                    p.expect("this", "turn")
            p.expect("is", "dealt", "to")
        if params.get("next_instance") and "dest" not in params:
            p.expect("that", "damage", "is", "dealt", "to")
    if "dest" not in params:
        params["dest"] = _redirect_to(p, params.get("from"))
    if params["dest"] == params["to"]:
        p.fail()
    p.expect("instead")
    p.mark(C_REDIRECT)
    return [effect("redirect_damage", **params)]


def _redirect_by(p: Parser, params: dict[str, Any]) -> None:
    """"by a source of your choice" (CR 609.7a) or "by target attacking creature"."""
    if p.accept("a", "source", "of", "your", "choice"):
        params["chosen"] = True
        return
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    if not isinstance(ref, int) or size(p, ref) != 1:
        p.fail()
    params["from"] = ref


def _redirect_from(p: Parser) -> Any:
    """"you", "this creature", "enchanted creature", "target creature you control", "it"."""
    if p.accept("you"):
        return "you"
    from tolaria.cards.oracle.targeting import size
    ref = object_ref(p)
    if size(p, ref) != 1 or ref == "self" and p.scope.kind == "spell":
        p.fail()
    return ref


def _redirect_to(p: Parser, by: Any = None) -> Any:
    """"this creature" / the card's name, "you", "its owner" (this creature's), "its
    controller" (the damage source's, a target), "any target", "target creature [you
    control]", "another target creature"."""
    if p.accept("you"):
        return "you"
    if p.at("its", "owner") and p.scope.it == "self" and p.scope.kind != "spell":
        p.i += 2
        return "owner"
    if by is not None and p.scope.it == by and p.accept("its", "controller"):
        return ("controller", by)
    if self_ref(p):
        if p.scope.kind == "spell":
            p.fail()
        return "self"
    from tolaria.cards.oracle.phrases import damage_recipient
    ref = damage_recipient(p)
    if not isinstance(ref, int):
        p.fail()
    return ref


def redirect_static(p: Parser) -> StaticAbility:
    """"All damage that would be dealt to you is dealt to this creature instead." (CR
    614.9)"""
    p.expect("all")
    combat = p.accept("combat")
    p.expect("damage", "that", "would", "be", "dealt", "to")
    if p.accept("you"):
        scope = EventScope(players="you", combat=combat)
        if p.accept("and"):
            other = p.accept("other")
            flt, plural = permanent_description(p)
            if not plural or flt.controller != "you" or flt.zone:
                p.fail()
            scope = replace(scope, permanents=replace(flt, other=True) if other else flt)
    elif p.peek() in ("enchanted", "equipped"):
        scope = EventScope(recipient_ref=attached_ref(p), combat=combat)
    else:
        p.fail()
    if p.accept("by"):                          # "by artifacts", "by unblocked creatures"
        flt, plural = permanent_description(p)
        if not plural or flt.zone or flt.this_turn or flt.counter:
            p.fail()
        scope = replace(scope, source=flt)
    p.expect("is", "dealt", "to")
    if self_ref(p):
        to = "self"
    elif p.peek() in ("enchanted", "equipped"):
        to = attached_ref(p)
    elif scope.recipient_ref and p.accept("its", "controller"):
        to = "controller"
    else:
        p.fail()
    if to == scope.recipient_ref:
        p.fail()
    p.expect("instead", ".")
    p.mark(C_REDIRECT_STATIC)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "damage_mod", "redirect", scope=replace(scope, to_ref=to)))


C_TOKENS_PLUS = construct("replacement.tokens_plus", "If one or more [artifact / creature / "
                          "Treasure] tokens would be created under your control, those tokens "
                          "plus an additional <token> are created instead. / If you would "
                          "create one or more [<kind>] tokens, instead create those tokens "
                          "plus an additional <token>.: one more token created with them, "
                          "once for each creation event (CR 614.1a, 614.5, 111.1)")
_TOKEN_KINDS = {"artifact": ObjectFilter(types=frozenset({"Artifact"})),
                "creature": ObjectFilter(types=frozenset({"Creature"})),
                "treasure": ObjectFilter(subtypes=frozenset({"Treasure"}))}


def tokens_plus(p: Parser) -> StaticAbility:
    """"If one or more tokens would be created under your control, those tokens plus an
    additional Food token are created instead." (Peregrin Took), "If you would create one or
    more Treasure tokens, instead create those tokens plus an additional Treasure token."
    (Xorn)."""
    p.expect("if")
    you = p.accept("you", "would", "create")
    p.expect("one", "or", "more")
    kind = _TOKEN_KINDS.get(p.peek() or "")
    if kind is not None:
        p.i += 1
    p.expect("tokens")
    if you:
        p.expect(",", "instead", "create", "those", "tokens", "plus")
    else:
        p.expect("would", "be", "created", "under", "your", "control", ",", "those", "tokens",
                 "plus")
    if not (p.accept("an", "additional") or p.accept("a") or p.accept("an")):
        p.fail()
    card = _one_token(p, ("." if you else "are"))
    if not you:
        p.expect("are", "created", "instead")
    p.expect(".")
    p.mark(C_TOKENS_PLUS)
    return StaticAbility(kind="replacement", affects="all", replacement=ReplacementSpec(
        "tokens", "plus_token", who="you", token=card, token_count=1, tokens_of=kind))


def _one_token(p: Parser, end: str) -> Any:
    """The token description before `end` ("Food token", "1/1 white Soldier creature token",
    "1/1 colorless Thopter artifact creature token with flying"), read as "create a ..."."""
    from tolaria.cards.oracle.lexer import tokenize
    from tolaria.cards.oracle.parser import Scope
    from tolaria.cards.oracle.tokens import create
    start = p.i
    while p.token() is not None and not p.at(end):
        p.i += 1
    if p.i == start or p.keys[start:p.i].count("token") != 1 or p.token() is None:
        p.fail()
    first, last = p.tokens[start], p.tokens[p.i - 1]
    text = p.line[first.pos:last.pos + len(last.text)]
    line = f"create a {text}."
    q = Parser(tokenize(line), p.card, Scope("spell"), line)
    made = q.attempt(create)
    if made is None or not q.at(".") or len(made) != 1 or made[0].op != "create_tokens" or \
            made[0].get("count") != 1 or set(dict(made[0].params)) - {"count", "spec", "card"}:
        p.fail()
    return made[0].get("card") or token_def(dict(made[0].get("spec")))


C_OPPONENT_DRAW = construct("static.opponent_draw_instead", "If an opponent would draw a card "
                            "except the first one they draw in each of their draw steps, "
                            "instead that player skips that draw and you draw a card / "
                            "instead you create a <token>. (CR 614.1a, 614.11, 504.1)")


def _opponent_draw(p: Parser) -> ReplacementSpec:
    """Notion Thief's, Hullbreacher's (the caller read "If" and reads the last period):
    each of an opponent's draws but their draw step's first is replaced (CR 614.11)."""
    p.expect("an", "opponent", "would", "draw", "a", "card", "except", "the", "first", "one",
             "they", "draw", "in", "each", "of", "their", "draw", "steps", ",", "instead")
    scope = EventScope(not_first_draw=True)
    if p.accept("that", "player", "skips", "that", "draw", "and", "you", "draw", "a", "card"):
        p.mark(C_OPPONENT_DRAW)
        return ReplacementSpec("draw_mod", "draw_yours", who="opponent", scope=scope)
    p.expect("you", "create")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    card = _one_token(p, ".")
    p.mark(C_OPPONENT_DRAW)
    return ReplacementSpec("draw_mod", "draw_to_token", who="opponent", scope=scope,
                           token=card, token_count=1)


C_SPELL_ENTERS_WITH = construct(
    "effect.spell_enters_with", "(a cast trigger's) that creature / it enters with an "
    "additional +1/+1 counter / N additional +1/+1 counters on it [for each <quantity>]: the "
    "spell cast enters with them if it resolves (CR 614.1c, 603.2, 608.2h)")
C_NEXT_CAST_ENTERS_WITH = construct(
    "delayed.next_cast_enters_with", "When you next cast a [<type>] creature spell this turn, "
    "that creature / it enters with an additional +1/+1 counter / N additional +1/+1 counters "
    "on it.: a delayed trigger that triggers once (CR 603.7b, 614.1c)")


def spell_enters_with(p: Parser) -> list[Effect]:
    """"that creature enters with an additional +1/+1 counter on it [for each Dog and/or
    Wolf you control]" in a cast trigger (Torgal, A Fine Hound)."""
    if p.scope.event != "cast":
        p.fail()
    found = _spell_counters(p)
    p.mark(C_SPELL_ENTERS_WITH)
    return [found]


def _spell_counters(p: Parser) -> Effect:
    """"that creature / it enters with an additional +1/+1 counter / N additional +1/+1
    counters on it [for each <quantity>]": the spell the cast trigger is about."""
    from tolaria.cards.oracle import quantities
    if not (p.accept("that", "creature") or p.accept("it")):
        p.fail()
    p.expect("enters", "with")
    n: Any = 1 if p.accept("an", "additional") else amount(p)   # "X ..., where X is"
    if n == 1 and p.keys[p.i - 1] != "additional" or isinstance(n, int) and n < 1:
        p.fail()
    if n != 1:
        p.expect("additional")
    if counter_kind(p) != "+1/+1":
        p.fail()
    p.expect("counter" if n == 1 else "counters", "on", "it")
    if not isinstance(n, int):
        return effect("spell_enters_with", target="event", amount=n)
    count: Any = n
    if p.at("for", "each"):
        count = ("times", n, quantities.for_each(p, False, True))
    return effect("spell_enters_with", target="event", amount=count)


def next_cast_enters_with(p: Parser) -> list[Effect]:
    """"When you next cast a creature spell this turn, that creature enters with an
    additional +1/+1 counter on it." (Kumano Faces Kakkazan): the delayed trigger (CR
    603.7a) triggers the next time you cast such a spell this turn, then ceases to exist
    (CR 603.7b); the spell enters with the counters if it resolves (CR 614.1c)."""
    from tolaria.cards.oracle.phrases import description
    from tolaria.data.ir import TriggeredAbility
    start = p.i
    p.expect("when", "you", "next", "cast")
    if not (p.accept("an") or p.accept("a")):
        p.fail()
    flt, plural = description(p)
    if plural or not flt.spell or flt.types != frozenset({"Creature"}) or \
            status_in(flt) or flt.controller is not None or flt.zone:
        p.fail()
    p.expect("this", "turn", ",")
    found = _spell_counters(p)
    p.expect(".")
    p.mark(C_NEXT_CAST_ENTERS_WITH)
    ability = TriggeredAbility(event="cast", effects=(found,), filter=replace(flt, spell=False),
                               whose="you", text=p.text_from(start, p.i))
    return [effect("delayed", ability=ability, this_turn=True, until="next")]
