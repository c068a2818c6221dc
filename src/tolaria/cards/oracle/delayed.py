"""Delayed triggered abilities created by effects (CR 603.7): "... at end of combat", "...
at the beginning of the next end step", "At the beginning of your next upkeep, ...".

"Destroy it at end of combat" in an ability of a permanent ("When this creature attacks or
blocks, ...") creates a delayed trigger at the beginning of the end of combat step
(CR 511.2, 603.7a). Its source is that permanent (CR 603.7d), so "it" is the source: should
the permanent leave the battlefield before then, it is a new object (CR 400.7) and the
delayed trigger does nothing to it (CR 603.7c).

An instruction about a target or about the card the effect just put onto the battlefield
("Return target creature card from your graveyard to the battlefield. It gains haste.
Sacrifice it at the beginning of the next end step.") is bound to that object when the
delayed trigger is created ("delayed_about"); the moved card is found by the effect that
moved it (CR 400.7j, the reference "moved"), and only while these sentences are read, so
no other reader sees that reference. "Exile <it / several targets>. Return that card /
those cards to the battlefield ... [at the beginning of the next end step]" returns the
cards the exile made (CR 610.3c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.lexer import Token
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import number, or_more_less
from tolaria.data.ir import Effect, ObjectFilter, StaticAbility, TriggeredAbility, effect
from tolaria.data.vocabulary import CAST_FROM_EXILE, PHASE_OUT, REVEAL_FROM_OPENING_HAND

END_OF_COMBAT = construct("delayed.end_of_combat", "<instruction about this permanent> at "
                          "end of combat: a delayed trigger (CR 603.7, 511.2)")

# What a delayed trigger may do to the source ("self") or to the object of the event that
# created it ("that creature", "event"): handlers that find only the same object still on
# the battlefield (CR 400.7, 603.7c).
_OPS = {"self": ("destroy", "sacrifice", "bounce", "exile", "put_counters", "remove_counters",
                 PHASE_OUT),
        "event": ("destroy", "exile", "put_counters", "bounce", PHASE_OUT, "damage")}


def end_of_combat(p: Parser, effects: list[Effect]) -> list[Effect]:
    """"... at end of combat" after an instruction about this permanent (CR 603.7)."""
    if p.scope.kind == "spell" or not effects or any(
            e.op not in _OPS.get(e.get("target"), ()) for e in effects):
        p.fail()
    p.expect("at", "end", "of", "combat")
    p.mark(END_OF_COMBAT)
    text = p.text_from(p.sentence) + "."
    effects = [Effect("bounce_there", e.params) if e.op == "bounce" and e.get("target")
               == "event" else e for e in effects]       # only if still there (CR 603.7c)
    return [effect("delayed", ability=TriggeredAbility(
        event="step", effects=tuple(effects), step="end of combat", whose="each", text=text))]


TOKEN_END_STEP = construct("delayed.token_end_step", "create a token. Exile/Sacrifice it (that "
                           "token) at the beginning of the next end step (CR 603.7c)")

_TOKEN_OPS = {"exile": "exile", "sacrifice": "sacrifice_yours", "destroy": "destroy"}


def token_then(p: Parser, effects: list[Effect]) -> list[Effect]:
    """After "create a ... token": "Exile it at the beginning of the next end step." is a
    delayed trigger about that token (CR 603.7c); its period is left to the caller."""
    found = p.attempt(_token_then, effects)
    return found if found is not None else effects


def _token_then(p: Parser, effects: list[Effect]) -> list[Effect]:
    if len(effects) != 1 or effects[0].op != "create_tokens":
        p.fail()
    p.expect(".")
    start = p.i
    verb = p.next().key
    if verb not in _TOKEN_OPS or not (_those_tokens(p, effects[0]) if effects[0].get("count") != 1
                                      else p.accept("it") or p.accept("that", "token")):
        p.fail()
    p.expect("at", "the", "beginning", "of", "the", "next", "end", "step")
    text = p.text_from(start) + "."
    p.mark(TOKEN_END_STEP)
    return [effect("token_delayed", create=effects[0], then=_TOKEN_OPS[verb], text=text)]


def _those_tokens(p: Parser, create: Effect) -> bool:
    """"them", "those tokens", "the tokens", "the Devil tokens": the tokens just made."""
    if p.accept("them") or p.accept("those", "tokens"):
        return True
    if not p.accept("the"):
        return False
    card = create.get("card")
    subtypes = card.subtypes if card is not None else dict(create.get("spec")).get("subtypes")
    tok = p.token()
    if tok is not None and tok.text in subtypes:
        p.next()                                    # the tokens' subtype, as created
    return p.accept("tokens")


TARGET_END_STEP = construct("delayed.sacrifice_target", "sacrifice it (that creature), a "
                            "target, at the beginning of the next end step [if it has mana "
                            "value N or less] (CR 603.7c, 608.2c)")


def sacrifice_later(p: Parser) -> list[Effect]:
    """"Sacrifice it at the beginning of the next end step", "it" a permanent the ability
    targeted: the delayed trigger refers to that object (CR 603.7c), and its controller
    sacrifices it only if they control it then (CR 701.17a)."""
    p.expect("sacrifice")
    ref = p.scope.it
    if not isinstance(ref, int) or not (p.accept("it") or p.accept("that", "creature")):
        p.fail()
    spec = p.scope.targets[ref].objects
    if spec is None or spec.zone or spec.spell:
        p.fail()                                  # a card, not a permanent: a new object
    start = p.i - 1
    p.expect("at", "the", "beginning", "of", "the", "next", "end", "step")
    only = _if_mana_value(p) if p.at("if", "it", "has") else None
    text = "Sacrifice " + p.text_from(start) + "."
    p.mark(TARGET_END_STEP)
    sacrifice = effect("sacrifice_yours", target="event", **({"only": only} if only else {}))
    return [effect("delayed", bind=ref, ability=TriggeredAbility(
        event="step", step="end", whose="each", text=text, effects=(sacrifice,)))]


def _if_mana_value(p: Parser) -> ObjectFilter:
    """"if it has mana value 3 or less / or greater" after the delayed instruction: a test
    of the object as the trigger resolves (CR 608.2c)."""
    p.expect("if", "it", "has", "mana", "value")
    n = number(p)
    op = or_more_less(p)
    if op is None:
        p.fail()
    return ObjectFilter(compare=(("mana_value", op, n),))


# -- delayed triggers about one object, and the object an effect moved -------------------

C_LATER = construct("delayed.about_object", "<instruction about that creature/it> at the "
                    "beginning of the next end step / \"At the beginning of the next end "
                    "step, <instruction>.\": a delayed trigger bound to that object as it is "
                    "created; it does nothing if the object has left (CR 603.7a, 603.7c)")
C_MOVED = construct("delayed.moved", "after \"return target ... card to the battlefield\" or "
                    "\"put a ... card from your hand onto the battlefield\": \"it\"/\"that "
                    "creature\" is the new object (CR 400.7j): it gains <keywords> [until end "
                    "of turn]; sacrifice/exile/return it at the beginning of the next end step")
C_KEEPS = construct("delayed.gains_forever", "\"It gains haste.\" with no duration, about a "
                    "target or a moved object: it lasts for the rest of the game (CR 611.2a)")

# Ops that put a card onto the battlefield; "it" after one of them is the new object.
MOVE_OPS = ("to_battlefield", "put_from_hand")
MOVED_REF = "moved"             # the IR reference to it (tolaria.rules.effects.delayed)
# What a delayed trigger may do to its bound object, as ops that find it only if it is
# still that object on the battlefield (CR 400.7, 603.7c).
_BOUND_OPS = {"destroy": "destroy", "exile": "exile", "sacrifice_yours": "sacrifice_yours",
              "bounce": "bounce_there", "sacrifice": "sacrifice"}
# "at the beginning of ...": the step and whose it is (CR 603.7a; "your next": the next one
# of yours, 500.1).
_WHEN = ((("the", "next", "end", "step"), "end", "each"),
         (("the", "next", "turn", "'s", "upkeep"), "upkeep", "each"),
         (("the", "next", "upkeep"), "upkeep", "each"),      # the same step (CR 503.1)
         (("the", "next", "cleanup", "step"), "cleanup", "each"),
         (("your", "next", "end", "step"), "end", "you"),
         (("your", "next", "upkeep"), "upkeep", "you"),
         (("your", "next", "main", "phase"), "main", "you"))        # either one (CR 505.1)


# "at the beginning of the first upkeep" in an action taken before the first turn: the next
# one (CR 103.6b, 603.7a); "your first main phase of the game": your next one (CR 505.1).
_FIRST = ((("the", "first", "upkeep"), "upkeep", "each"),
          (("your", "first", "upkeep"), "upkeep", "you"),
          (("your", "first", "main", "phase", "of", "the", "game"), "main", "you"))


def _when(p: Parser, table: tuple[Any, ...] = _WHEN) -> tuple[str, str]:
    """"at the beginning of the next end step" and the like: (step, whose)."""
    p.expect("at", "the", "beginning", "of")
    for words, step, whose in table:
        if p.accept(*words):
            return step, whose
    p.fail()


def later(p: Parser, effects: list[Effect], step: str, text: str, whose: str = "each"
          ) -> list[Effect]:
    """The delayed trigger doing `effects` at the beginning of the next `step`. An
    instruction about a target or a moved object is bound to that object when the trigger
    is created (op "delayed_about"); one about the source or the event's object keeps its
    reference (CR 603.7c-d)."""
    refs = {e.get("target") for e in effects} - {None, "self", "event"}
    players = {e.get("who") for e in effects if isinstance(e.get("who"), int)}
    counted = {q[1] for e in effects for q in (e.get("amount"),)
               if isinstance(q, tuple) and len(q) == 2 and type(q[1]) is int}
    if counted:
        return _counted_now(p, effects, counted, refs | players, step, text, whose)
    if len(players) == 1 and not refs and len(effects) == 1:
        return _for_player(p, effects[0], players.pop(), step, text, whose)
    controllers = {e.get("who") for e in effects if isinstance(e.get("who"), tuple)
                   and e.get("who")[0] == "controller" and isinstance(e.get("who")[1], int)}
    if controllers:
        if len(controllers) != 1 or players or refs or len(effects) != 1:
            p.fail()
        return _for_controller(p, effects[0], controllers.pop(), step, text, whose)
    if any(isinstance(v, int) and k in ("who", "one", "other", "source") or k == "targets"
           for e in effects for k, v in e.params):
        p.fail()                  # other targets: the trigger has no targets of its own
    if not refs:
        return [effect("delayed", ability=TriggeredAbility(
            event="step", effects=tuple(effects), step=step, whose=whose, text=text))]
    if len(refs) != 1 or any(e.get("target") in ("self", "event") for e in effects):
        p.fail()
    ref = refs.pop()
    if not (isinstance(ref, int) or ref == "moved") or any(
            e.get("target") is None or e.op not in _BOUND_OPS for e in effects):
        p.fail()
    if isinstance(ref, int):
        spec = p.scope.targets[ref].objects
        if spec is None or spec.zone or spec.spell:
            p.fail()                              # a card, not a permanent: a new object
    bound = tuple(effect(_BOUND_OPS[e.op], **{**dict(e.params), "target": "event"})
                  for e in effects)
    p.mark(C_LATER)
    return [effect("delayed_about", about=ref, ability=TriggeredAbility(
        event="step", effects=bound, step=step, whose=whose, text=text))]


C_COUNTED_NOW = construct("delayed.counted_now", "a delayed trigger's amount equal to a "
                          "target's mana value / power (\"add an amount of {C} equal to that "
                          "spell's mana value\"): as the target last existed, counted as the "
                          "delayed trigger is created (CR 603.7c, 608.2h)")


def _counted_now(p: Parser, effects: list[Effect], counted: set[Any], refs: set[Any],
                 step: str, text: str, whose: str) -> list[Effect]:
    """Mana Drain's "At the beginning of your next main phase, add an amount of {C} equal
    to that spell's mana value.": the target's last known value doesn't change, so the
    number is fixed as the trigger is created (`effects.delayed`); nothing else about a
    target may be in it."""
    if refs or len(effects) != 1 or effects[0].op != "add_mana_count":
        p.fail()
    p.mark(C_COUNTED_NOW)
    return [effect("delayed_counted", ability=TriggeredAbility(
        event="step", effects=tuple(effects), step=step, whose=whose, text=text))]


def _for_player(p: Parser, eff: Effect, who: int, step: str, text: str, whose: str
                ) -> list[Effect]:
    """"Target player draws a card at the beginning of the next turn's upkeep.": the
    delayed trigger is about the player chosen as the target (CR 603.7c)."""
    spec = p.scope.targets[who]
    if spec.players is None or spec.objects is not None or any(
            k in ("target", "one", "other", "source", "targets") for k, _ in eff.params):
        p.fail()
    return _delayed_about(p, eff, who, step, text, whose)


def _delayed_about(p: Parser, eff: Effect, who: Any, step: str, text: str, whose: str
                   ) -> list[Effect]:
    """The delayed trigger about a player (`who`: a target, or a target's controller): its
    instruction is that player's when it resolves (CR 603.7c)."""
    p.mark(C_LATER)
    return [effect("delayed_about", about=who, ability=TriggeredAbility(
        event="step", step=step, whose=whose, text=text,
        effects=(effect(eff.op, **{**dict(eff.params), "who": "event"}),)))]


def _for_controller(p: Parser, eff: Effect, who: Any, step: str, text: str, whose: str
                    ) -> list[Effect]:
    """"Its controller may draw up to two cards at the beginning of the next turn's upkeep."
    after "Counter target spell.": the delayed trigger is about the player who controlled
    the target as it last existed when it was created (CR 603.7c, 608.2h)."""
    ref = who[1]
    if p.scope.targets[ref].objects is None or any(
            k in ("target", "one", "other", "source", "targets") for k, _ in eff.params):
        p.fail()
    return _delayed_about(p, eff, who, step, text, whose)


C_DRAW_UP_TO = construct("delayed.controller_may_draw_up_to", "Its controller may draw up to "
                         "N cards at the beginning of the next turn's upkeep.: that player, "
                         "bound as the delayed trigger is created, chooses how many (0 to N) "
                         "as it resolves (CR 603.7c, 608.2d, 608.2h, 121.2)")


def _controller_may_draw_later(p: Parser) -> list[Effect]:
    """"Its controller may draw up to two cards at the beginning of the next turn's upkeep."
    (Arcane Denial), about the one target."""
    start = p.i
    p.expect("its", "controller", "may", "draw", "up", "to")
    n = number(p)
    if type(n) is not int or n < 2 or len(p.scope.targets) != 1:
        p.fail()
    p.expect("cards")
    step, whose = _when(p)
    text = p.text_from(start) + "."
    p.expect(".")
    p.mark(C_DRAW_UP_TO)
    return later(p, [effect("draw_up_to", most=n, who=("controller", 0))], step, text, whose)


THIS_TURN = construct("delayed.this_turn", "a spell's \"Whenever you cast a <spell> this "
                      "turn, <effect>.\": a delayed trigger that triggers each time until "
                      "the turn ends (CR 603.7b, 601.2i)")
UNTIL_TRIGGER = construct("delayed.until_whenever", "\"Until end of turn / Until your next "
                          "turn, whenever <event>, <effect>.\", \"Whenever <event> this "
                          "turn, <effect>.\": a delayed trigger that triggers each time "
                          "until then (CR 603.7b, 611.2a)")
# Events a delayed trigger with a duration isn't read for: steps (`_delayed_step` plays
# those once), where a spell was cast from and mana abilities' triggers.
_NOT_UNTIL = frozenset({"step", "upkeep", "cast_not_from_hand", "cast_from_graveyard",
                        "cast_from_a_graveyard", CAST_FROM_EXILE})
_UNTILS = {("until", "end", "of", "turn", ",", "whenever"): "end of turn",
           ("until", "your", "next", "turn", ",", "whenever"): "your next turn"}


def this_turn_trigger(p: Parser) -> list[Effect]:
    """"Whenever you cast a creature spell this turn, draw a card." in a spell: the
    triggered ability read as printed without "this turn", created as the spell resolves
    (CR 603.7a) and lasting the turn (CR 603.7b) (`triggers._delayed_cast`). Any other
    "Whenever <event> this turn, <effect>." ("[−1]: Whenever a creature attacks this turn,
    put a +1/+1 counter on it.") lasts until end of turn as `until_trigger`'s do."""
    if not p.at("whenever") or "," not in p.keys[p.i:]:
        p.fail()
    comma = p.keys.index(",", p.i)
    period = p.keys.index(".", comma) if "." in p.keys[comma:] else p.n
    if p.keys[comma - 2:comma] != ["this", "turn"]:
        p.fail()
    tokens = p.tokens[p.i:comma - 2] + p.tokens[comma:period + 1]
    text = p.text_from(p.i, comma - 2) + p.text_from(comma, period + 1)
    ability = _trigger(p, tokens, text)
    p.i = period + 1
    if p.scope.kind == "spell" and ability.event == "cast" and not ability.modes:
        p.mark(THIS_TURN)
        return [effect("delayed", ability=ability, this_turn=True)]
    _check_until(p, ability)
    p.mark(UNTIL_TRIGGER)
    return [effect("delayed", ability=ability, until="end of turn")]


def until_trigger(p: Parser) -> list[Effect]:
    """"Until your next turn, whenever a creature an opponent controls attacks, it gets
    -1/-0 until end of turn.": the triggered ability read as printed, created as the spell
    or ability resolves (CR 603.7a) and triggering each time until the duration ends (CR
    603.7b, 611.2a). Its source is the creator's (CR 603.7d): in an ability of a
    permanent, "this creature" / the card's name is that permanent."""
    until = next((u for lead, u in _UNTILS.items() if p.at(*lead)), None)
    if until is None or "." not in p.keys[p.i:]:
        p.fail()
    start = p.i + 5
    period = p.keys.index(".", start)
    bound = _bound_subject(p, start + 1)
    if bound is not None:
        return _bound_trigger(p, start, period, until, *bound)
    ability = _trigger(p, p.tokens[start:period + 1], p.text_from(start, period + 1))
    if ability.event == _TAPPED_FOR_MANA and until == "end of turn":
        _check_until(p, replace(ability, event=""))    # a triggered mana ability (605.1b)
        p.mark(C_UNTIL_MANA)
    else:
        _check_until(p, ability)
    p.i = period + 1
    p.mark(UNTIL_TRIGGER)
    return [effect("delayed", ability=ability, until=until)]


_TAPPED_FOR_MANA = "tapped_for_mana"
C_UNTIL_MANA = construct("delayed.until_mana_trigger", "\"Until end of turn, whenever a player "
                         "taps an Island for mana, that player adds an additional {U}.\": a "
                         "delayed triggered mana ability, resolved at once each time until the "
                         "turn ends (CR 603.7b, 605.1b, 605.4a, 106.12a)")


C_UNTIL_BOUND = construct("delayed.until_whenever_those", "\"Choose up to two target creatures. "
                          "Until your next turn, whenever either of those creatures / that "
                          "creature <event>, <effect>.\": a delayed trigger about the targets "
                          "still legal as it is created (CR 603.7b-c, 608.2b, 611.2a)")


def _bound_subject(p: Parser, at: int) -> tuple[tuple[int, ...], int] | None:
    """The targets "either of those creatures" / "that creature" at token `at` names, and
    how many words name them; None if it isn't that."""
    from tolaria.cards.oracle.targeting import Phrase, size
    them, it = p.scope.them, p.scope.it
    if p.keys[at:at + 4] == ["either", "of", "those", "creatures"] and isinstance(them, Phrase):
        return tuple(range(them.index, them.index + size(p, them.index))), 4
    if p.keys[at:at + 2] == ["that", "creature"] and type(it) is int and size(p, it) == 1:
        return (it,), 2
    return None


def _bound_trigger(p: Parser, start: int, period: int, until: str, refs: tuple[int, ...],
                   words: int) -> list[Effect]:
    """The trigger read as if printed on each of those creatures ("whenever this creature
    deals combat damage, ..."), about them only; what it does may not name "this"
    object, which would be the creator's source (CR 603.7d)."""
    first = p.tokens[start + 1]
    subject = [Token("word", "this", "this", first.pos), Token("word", "creature", "creature",
                                                              first.pos)]
    tokens = [p.tokens[start], *subject, *p.tokens[start + 1 + words:period + 1]]
    ability = _trigger(p, tokens, p.text_from(start, period + 1))
    if ability.filter is not None or ability.about or ability.targets or \
            _names_self(ability.effects) or ability.event in _NOT_UNTIL or ability.modes \
            or ability.zone != "battlefield":
        p.fail()
    p.i = period + 1
    p.mark(C_UNTIL_BOUND)
    return [effect("delayed", ability=replace(ability, about="bound"), until=until,
                   bind_all=refs)]


C_DIES_THIS_TURN = construct("delayed.dies_this_turn", "\"<instruction about target "
                             "creature>. When that creature dies this turn, <effect>.\": a "
                             "delayed trigger about that creature, bound as it is created, "
                             "lasting the turn; its effect names neither that creature nor "
                             "this object (CR 603.7b-d, 700.4)")


# What such a trigger may do: instructions about no object, whose "you" is its controller
# (an instruction about "this card" would find the creator's source, CR 603.7d).
_DIES_OPS = frozenset({"create_tokens", "draw", "gain_life", "scry", "surveil",
                       "get_experience"})


def dies_this_turn(p: Parser) -> list[Effect]:
    """"When that creature dies this turn, create a 1/1 white Spirit creature token with
    flying." after an instruction about one target creature: the trigger read as if printed
    on it ("When this creature dies, ..."), about it only (CR 603.7c); it lasts the turn
    (CR 603.7b) and a creature dies once (CR 400.7)."""
    from tolaria.cards.oracle.targeting import size
    ref = p.scope.it
    if type(ref) is not int or size(p, ref) != 1 or "." not in p.keys[p.i:]:
        p.fail()
    spec = p.scope.targets[ref].objects
    if spec is None or spec.zone or spec.spell:
        p.fail()                                    # a permanent the ability targets
    start = p.i
    p.expect("when", "that", "creature", "dies", "this", "turn", ",")
    period = p.keys.index(".", p.i)
    tokens = p.tokens[start:start + 4] + p.tokens[start + 6:period + 1]
    tokens[1] = Token("word", "this", "this", tokens[1].pos)
    ability = _trigger(p, tokens, p.text_from(start, period + 1))
    if ability.event != "dies" or ability.filter is not None or ability.about or \
            ability.targets or ability.condition is not None or ability.modes or \
            ability.zone != "battlefield" or _names_self(ability.effects) or any(
                e.op not in _DIES_OPS for e in ability.effects):
        p.fail()
    p.i = period + 1
    p.mark(C_DIES_THIS_TURN)
    return [effect("delayed", ability=replace(ability, about="bound"), until="end of turn",
                   bind_all=(ref,))]


C_LEAVES_THIS_TURN = construct("delayed.leaves_this_turn", "\"<instruction about target "
                               "creature>. When that creature leaves the battlefield this "
                               "turn, sacrifice this creature / artifact.\": a delayed trigger "
                               "about that creature, lasting the turn; \"this\" is the source "
                               "of the ability that created it (CR 603.7b-d, 603.6c)")


def leaves_this_turn(p: Parser) -> list[Effect]:
    """"When that creature leaves the battlefield this turn, sacrifice this creature." (Heart
    Wolf) after an instruction about one target creature: a delayed trigger about it (CR
    603.7c), lasting the turn (CR 603.7b); what it sacrifices is the source of the ability
    that created it (CR 603.7d), the same object only (CR 400.7)."""
    from tolaria.cards.oracle.targeting import size
    ref = p.scope.it
    if p.scope.kind != "activated" or type(ref) is not int or size(p, ref) != 1:
        p.fail()
    spec = p.scope.targets[ref].objects
    if spec is None or spec.zone or spec.spell:
        p.fail()                                    # a permanent the ability targets
    start = p.i
    p.expect("when", "that", "creature", "leaves", "the", "battlefield", "this", "turn", ",",
             "sacrifice", "this")
    noun = p.next()
    if noun.key.capitalize() not in p.card.types or noun.key not in ("creature", "artifact"):
        p.fail()
    period = p.i
    p.expect(".")
    tokens = p.tokens[start:start + 6] + p.tokens[start + 8:period + 1]
    tokens[1] = Token("word", "this", "this", tokens[1].pos)
    ability = _trigger(p, tokens, p.text_from(start, period + 1))
    if ability.event != "leaves" or ability.filter is not None or ability.about or \
            ability.targets or ability.condition is not None or ability.modes or \
            [e.op for e in ability.effects] != ["sacrifice"]:
        p.fail()
    p.mark(C_LEAVES_THIS_TURN)
    return [effect("delayed", ability=replace(ability, about="bound"), until="end of turn",
                   bind_all=(ref,))]


NEXT_CAST_COPY = construct("delayed.next_cast_copy", "\"When you next cast an instant or "
                           "sorcery spell [with ...] this turn, copy that spell / copy it "
                           "[twice] [and / . You may choose new targets for the copy].\": a delayed trigger "
                           "that triggers once (CR 603.7b, 707.10, 707.10c)")
NEXT_CAST_REBOUND = construct("delayed.next_cast_rebound", "\"When you next cast an instant "
                              "or sorcery spell from your hand this turn, it gains rebound.\": "
                              "a delayed trigger that triggers once (CR 603.7b, 702.88a)")
_SPELLS = frozenset({"Instant", "Sorcery"})


def next_cast_copy(p: Parser) -> list[Effect]:
    """"When you next cast an instant or sorcery spell this turn, copy that spell.": the
    delayed trigger (CR 603.7a) triggers the next time you cast such a spell this turn,
    then ceases to exist (CR 603.7b); the copy has that spell's choices, new targets only
    if it says so (CR 707.10, 707.10c). Copies of permanent spells aren't read."""
    from tolaria.cards.oracle.phrases import description, status_in
    start = p.i
    p.expect("when", "you", "next", "cast")
    if not (p.accept("an") or p.accept("a")):
        p.fail()
    flt, plural = description(p)
    if plural or not flt.spell or not flt.types or not flt.types <= _SPELLS or \
            status_in(flt) or flt.controller is not None or flt.zone:
        p.fail()
    if p.accept("from", "your", "hand"):
        p.expect("this", "turn", ",", "it", "gains", "rebound", ".")
        p.mark(NEXT_CAST_REBOUND)
        return [effect("delayed", ability=TriggeredAbility(
            event="cast_from_hand", effects=(effect("gain_rebound", target="event"),),
            filter=replace(flt, spell=False), whose="you", text=p.text_from(start, p.i)),
            this_turn=True, until="next")]
    p.expect("this", "turn", ",", "copy")
    if not (p.accept("that", "spell") or p.accept("it")):
        p.fail()
    times = 2 if p.accept("twice") else 1
    copies = "copy" if times == 1 else "copies"
    new_targets = p.accept("and", "you", "may", "choose", "new", "targets", "for", "the",
                           copies)
    p.expect(".")
    new_targets = new_targets or p.accept("you", "may", "choose", "new", "targets", "for",
                                          "the", copies, ".")
    copy = effect("copy_spell", target="event", new_targets=new_targets)
    ability = TriggeredAbility(event="cast", effects=(copy,) * times,
                               filter=replace(flt, spell=False),
                               whose="you", text=p.text_from(start, p.i))
    p.mark(NEXT_CAST_COPY)
    return [effect("delayed", ability=ability, this_turn=True, until="next")]


def _trigger(p: Parser, tokens: list[Any], text: str) -> TriggeredAbility:
    """The tokens of one triggered ability ("whenever ..., ...."), read as printed."""
    from tolaria.cards.oracle.abilities import triggered_line
    from tolaria.cards.oracle.parser import NoParse, Scope
    sub = Parser(tokens, p.card, Scope("triggered"), p.line)
    try:
        lines = triggered_line(sub, text)
        sub.end()
    except NoParse:
        p.fail()
    lines = lines if isinstance(lines, list) else [lines]
    if len(lines) != 1 or not isinstance(lines[0].value, TriggeredAbility):
        p.fail()
    p.used += sub.used
    return lines[0].value


def _check_until(p: Parser, ability: TriggeredAbility) -> None:
    """What a delayed trigger with a duration may be: watched like a permanent's
    (`triggers._watch_table`), about no attached object; in a spell, which is gone once it
    resolves, about no "this" object."""
    if ability.event in _NOT_UNTIL or "mana" in ability.event or ability.modes or \
            ability.about == "attached" or ability.zone != "battlefield":
        p.fail()
    if p.scope.kind == "spell" and (ability.filter is None or _names_self(ability.effects)):
        p.fail()


def _names_self(value: Any) -> bool:
    """Does an effect refer to the object that has the ability ("self")?"""
    if isinstance(value, str):
        return value == "self"
    if isinstance(value, tuple | list):
        return any(_names_self(v) for v in value)
    if isinstance(value, Effect):
        return any(_names_self(v) for _, v in value.params)
    return False


def sentence(p: Parser, before: list[Effect]) -> list[Effect]:
    """A sentence about the object just moved ("It gains haste.", "Sacrifice it at the
    beginning of the next end step.") or "At the beginning of the next end step, <clause>";
    in a spell, "Whenever you cast a <spell> this turn, <effect>." (`this_turn_trigger`).
    """
    if p.at("whenever"):
        return before + this_turn_trigger(p)
    if p.at("its", "controller", "may", "draw", "up", "to"):
        return before + _controller_may_draw_later(p)
    if p.at("when", "you", "next", "cast"):
        from tolaria.cards.oracle.replacements import next_cast_enters_with
        return before + p.choice(next_cast_copy, next_cast_enters_with)
    if p.at("when", "that", "creature", "dies", "this", "turn", ","):
        return before + dies_this_turn(p)                # CR 603.7c
    if p.at("when", "that", "creature", "leaves", "the", "battlefield", "this", "turn", ","):
        return before + leaves_this_turn(p)              # CR 603.7c-d
    if p.at("until") and p.peek(4) == "," and p.peek(5) == "whenever":
        return before + until_trigger(p)
    if before and before[-1].op == "exile" and (p.at("return") or p.at(
            "at", "the", "beginning", "of", "the", "next", "end", "step", ",", "return")):
        return before[:-1] + _return_exiled(p, before[-1])
    if before and before[-1].op == "if" and before[-1].get("effect").op == "exile" and \
            p.at("return"):           # "exile target creature if it attacked ... Return ..."
        last = before[-1]
        return before[:-1] + [effect("if", condition=last.get("condition"), effect=e)
                              for e in _return_exiled(p, last.get("effect"))]
    if before and before[-1].op == "exile" and p.at("if", "you", "do", ",", "return"):
        return before[:-1] + [effect("did", effect=before[-1])] + _if_you_do_return(
            p, before[-1])                                # (as `riders.if_you_do` does)
    if before and before[-1].op == "exile_targets":
        those = p.attempt(_return_those_later, before[-1].get("targets"))
        if those is not None:
            return before + those
    if p.at("exile"):
        flicker = p.attempt(_flicker_those)
        if flicker is not None:
            return before + flicker
    moved = _moved(before) if p.scope.it is None or before and _moves(before[-1]) else None
    if moved is not None:
        p.scope.it = "moved"                          # CR 400.7j: only while read here
        p.mark(C_MOVED)
        if (p.at("return", "it", "to", "your", "hand") or p.at(
                "return", "that", "creature", "to", "your", "hand")) and _yours(moved):
            found = _return_yours_later(p)
            p.scope.it = None
            return moved + found
        found = _prefixed(p) if p.at("at", "the", "beginning", "of") else p.choice(
            _gains, _sacrifice_or_exile_later, _cant_while, _is_also, _is_now, _has_base,
            _plain, _if_moved_is)
        p.scope.it = None
        return moved + found
    if p.at("at", "the", "beginning", "of", "each", "combat", "this", "turn", ","):
        return before + _each_combat_this_turn(p)
    if p.at("at", "the", "beginning", "of"):
        return before + _prefixed(p)
    if isinstance(p.scope.it, int):               # "It gains haste." (CR 611.2a)
        return before + p.choice(_gains, _controller_sacrifices)
    p.fail()


def _controller_sacrifices(p: Parser) -> list[Effect]:
    """"Its controller sacrifices it at the beginning of the next end step." (whoever
    controls it then, CR 701.17a)."""
    start = p.i
    p.expect("its", "controller", "sacrifices")
    ref = _it(p)
    step, whose = _when(p)
    text = p.text_from(start) + "."
    p.expect(".")
    return later(p, [effect("sacrifice", target=ref)], step, text, whose)


def _moved(before: list[Effect]) -> list[Effect] | None:
    """`before` with its one card put onto the battlefield tracked ("tracked"), if only
    instructions about that object follow it; else None."""
    moves = [i for i, e in enumerate(before) if _moves(e) or e.op == "tracked"]
    if len(moves) != 1 or any(MOVED_REF not in (e.get("target"), e.get("about"))
                              for e in before[moves[0] + 1:]):
        return None
    i = moves[0]
    if before[i].op == "tracked":
        return before
    return before[:i] + [effect("tracked", effect=before[i])] + before[i + 1:]


def _yours(moved: list[Effect]) -> bool:
    """Was the tracked card found in your own library or put from your hand (so you own
    it, CR 108.3, 400.3)?"""
    tracked = next(e.get("effect") for e in moved if e.op == "tracked")
    if tracked.op == "put_from_hand":
        return tracked.get("zones", ("hand",)) == ("hand",)
    return tracked.op == "search_to" and tracked.get("who") is None and \
        tracked.get("whose") is None


C_RETURN_YOURS = construct("delayed.return_to_your_hand", "Search your library for a card, "
                           "put it onto the battlefield / put a <card> from your hand onto the "
                           "battlefield ... Return it / that creature to your hand at the "
                           "beginning of the next end step.: you own it, so your hand is its "
                           "owner's (CR 108.3, 400.3, 603.7c)")


def _return_yours_later(p: Parser) -> list[Effect]:
    """"Return it / that creature to your hand at the beginning of the next end step." about
    a card you found in your library or put from your hand: as "to its owner's hand" (CR
    108.3)."""
    from tolaria.cards.oracle.instructions import _delayed_suffix
    p.expect("return")
    if not p.accept("it"):
        p.expect("that", "creature")
    p.expect("to", "your", "hand")
    if not p.at("at", "the", "beginning", "of", "the", "next", "end", "step"):
        p.fail()
    found = _delayed_suffix(p, [effect("bounce", target=MOVED_REF)])
    p.expect(".")
    p.mark(C_RETURN_YOURS)
    return found


def _moves(e: Effect) -> bool:
    """Does this instruction put one card onto the battlefield?"""
    return e.op in MOVE_OPS or e.op in ("search_to", "own_card") and e.get("to") == \
        "battlefield" or (
        e.op == "reveal_top" and e.get("to") == "battlefield" and e.get("take") == 1)


# Ops whose handlers find "moved" (through `effects.target_object`), safe to read about it.
_ABOUT_MOVED = frozenset({"put_counters", "pump", "tap", "untap", "continuous"})


def _plain(p: Parser) -> list[Effect]:
    """"Put a +1/+1 counter on it.", "Tap it.": an ordinary instruction about the moved
    object, read by the usual readers, whose ops find it."""
    from tolaria.cards.oracle.instructions import clause
    n_targets = len(p.scope.targets)
    found = clause(p)
    p.expect(".")
    if len(p.scope.targets) != n_targets or any(
            e.op not in _ABOUT_MOVED or e.get("target") != MOVED_REF
            or any(k not in ("target", "kind", "amount", "power", "toughness", "parts",
                             "until") for k, _ in e.params) for e in found):
        p.fail()
    return found


C_IF_MOVED_IS = construct("delayed.if_moved_is", "<return a card to the battlefield>. If it's "
                          "a <kind>, <instruction about it>.: the new object, as the "
                          "instruction would happen (CR 400.7j, 608.2c)")


def _if_moved_is(p: Parser) -> list[Effect]:
    """"If it's a Dragon, put two +1/+1 counters on it." about the object just put onto the
    battlefield: what it is now, on the battlefield (CR 608.2c, 608.2h)."""
    from tolaria.cards.oracle.phrases import permanent_description, status_in
    from tolaria.data.ir import condition
    p.expect("if", "it", "'s")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.controller is not None or flt.other or status_in(flt):
        p.fail()
    p.expect(",")
    then = _plain(p)
    p.mark(C_IF_MOVED_IS)
    cond = condition("it_is", ref=MOVED_REF, filter=flt)
    return [effect("if", condition=cond, effect=e) for e in then]


def _cant_while(p: Parser) -> list[Effect]:
    """"That creature can't attack or block for as long as you control this creature."
    about the moved object (CR 611.2b)."""
    from tolaria.cards.oracle.durations import cant_while
    ref = _it(p)
    found = cant_while(p, ref)
    p.expect(".")
    return found


def _prefixed(p: Parser) -> list[Effect]:
    """"At the beginning of the next end step, <clause> [and <clause>]." (CR 603.7a)."""
    from tolaria.cards.oracle.instructions import clause
    step, whose = _when(p)
    p.expect(",")
    p.sentence = start = p.i
    n_targets = len(p.scope.targets)
    if p.at("pay") and whose == "you":
        return [_pact(p, step, start)]
    effects = _object_verb(p) if p.at("sacrifice") else clause(p)
    while p.accept("and") or p.accept(",", "then") or p.accept("then"):
        effects = effects + clause(p)
    if len(p.scope.targets) != n_targets:
        p.fail()                              # its targets would be chosen as it triggers
    text = p.text_from(start)
    p.expect(".")
    p.mark(C_LATER)
    return later(p, effects, step, text[:1].upper() + text[1:] + ".", whose)


C_EACH_COMBAT = construct("delayed.each_combat_this_turn", "\"At the beginning of each combat "
                          "this turn, <instructions>.\": a delayed trigger that triggers at the "
                          "beginning of each combat phase until the turn ends, added ones too "
                          "(CR 603.7b, 506.1, 500.8)")


def _each_combat_this_turn(p: Parser) -> list[Effect]:
    """"At the beginning of each combat this turn, untap all creatures that attacked this
    turn." (Full Throttle): about no target or object, it lasts the turn."""
    from tolaria.cards.oracle.instructions import clause
    p.expect("at", "the", "beginning", "of", "each", "combat", "this", "turn", ",")
    start, n_targets = p.i, len(p.scope.targets)
    effects = clause(p)
    if len(p.scope.targets) != n_targets or any(
            e.get("target") is not None or isinstance(e.get("who"), (int, tuple))
            for e in effects):
        p.fail()
    text = p.text_from(start)
    p.expect(".")
    p.mark(C_EACH_COMBAT)
    return [effect("delayed", ability=TriggeredAbility(
        event="step", effects=tuple(effects), step="beginning of combat", whose="each",
        text=text[:1].upper() + text[1:] + "."), this_turn=True)]


def _it(p: Parser) -> Any:
    """"it", "that creature/artifact/card", "the creature": the object "it" refers to."""
    if not (p.accept("it") or p.accept("the", "creature") or (
            p.peek() == "that" and p.peek(1) in ("creature", "artifact", "permanent")
            and p.accept("that", p.peek(1)))):
        p.fail()
    ref = p.scope.it
    if isinstance(ref, int):
        spec = p.scope.targets[ref].objects
        if spec is None or spec.zone or spec.spell:
            p.fail()                  # a card or spell: not the permanent it became (400.7)
    elif ref != "moved":
        p.fail()
    return ref


def _object_verb(p: Parser) -> list[Effect]:
    """"sacrifice it" / "exile it" / "return it to its owner's hand" about "it"."""
    verb = p.next().key
    if verb not in ("sacrifice", "exile", "return"):
        p.fail()
    ref = _it(p)
    if verb == "return":
        p.expect("to", "its", "owner", "'s", "hand")
    op = {"sacrifice": "sacrifice_yours", "exile": "exile", "return": "bounce"}[verb]
    return [effect(op, target=ref)]


def _sacrifice_or_exile_later(p: Parser) -> list[Effect]:
    """"Sacrifice it at the beginning of the next end step." about the moved object."""
    start = p.i
    effects = _object_verb(p)
    step, whose = _when(p)
    text = p.text_from(start) + "."
    p.expect(".")
    return later(p, effects, step, text, whose)


def moved_gains(p: Parser) -> list[Effect]:
    """"It gains indestructible until end of turn." about the one card an instruction just
    put onto the battlefield, read inside that instruction (Winota; CR 400.7j, 611.2a)."""
    p.scope.it = MOVED_REF
    found = _gains(p)
    p.scope.it = None
    p.mark(C_MOVED)
    return found


def _gains(p: Parser) -> list[Effect]:
    """"It gains haste [until end of turn]." / "That creature gets +2/+0 and gains haste
    until end of turn.": about the moved object (or, with no duration, a target)."""
    from tolaria.cards.oracle.granted import quote_ended, quoted_grant
    from tolaria.cards.oracle.instructions import gets_and_gains
    from tolaria.cards.oracle.phrases import duration
    ref = _it(p)
    if ref == MOVED_REF and p.at("gains", '"'):
        p.i += 1
        parts: tuple[Any, ...] = (quoted_grant(p),)       # 'It gains "<ability>"' (613.1f)
        if not quote_ended(p):
            p.fail()
        p.mark(C_KEEPS)
        return [effect("continuous", parts=parts, target=ref, until="permanent")]
    parts = gets_and_gains(p, "gains")
    until = duration(p)
    if until is None:
        if len(parts) > 1:
            p.fail()
        until = "permanent"
        p.mark(C_KEEPS)
    elif until not in ("end of turn", "your next turn") or ref != "moved":
        p.fail()
    p.expect(".")
    return [effect("continuous", parts=tuple(parts), target=ref, until=until)]


C_RETURN = construct("delayed.return_exiled", "exile <object>. Return that card/it/the exiled "
                     "card to the battlefield [tapped] under its owner's/your control [with a "
                     "<kind> counter on it] at the beginning of the next end step (or \"At the "
                     "beginning of the next end step, return ...\"): a delayed trigger about the "
                     "card exiled (CR 400.7j, 603.7a, 610.3c)")


def _return_exiled(p: Parser, exile: Effect) -> list[Effect]:
    """The exile, and a delayed trigger returning the exiled card (a new object that this
    effect can find, CR 400.7j) at the beginning of the next end step."""
    from tolaria.cards.oracle.graveyard import entering_counters
    from tolaria.cards.oracle.phrases import self_ref
    ref = exile.get("target")
    if ref == "self" and p.scope.kind == "spell" or not (ref == "self" or isinstance(ref, int)):
        p.fail()                    # (an Aura returning: its host is chosen, CR 303.4g)
    prefixed = p.accept("at", "the", "beginning", "of", "the", "next", "end", "step", ",")
    p.expect("return")
    if not (p.accept("that", "card") or p.accept("the", "exiled", "card") or p.accept("it")
            or ref == "self" and self_ref(p)):
        p.fail()
    p.expect("to", "the", "battlefield")
    tapped = p.accept("tapped")
    p.expect("under")
    if p.accept("its", "owner", "'s", "control"):
        yours = False
    else:
        p.expect("your", "control")
        yours = True
    tapped = tapped or p.accept("tapped")
    counters = entering_counters(p) if p.at("with") else ()
    if not prefixed:
        p.expect("at", "the", "beginning", "of", "the", "next", "end", "step")
    p.expect(".")
    p.scope.it = None                     # what it moved is a new object (CR 400.7)
    p.mark(C_RETURN)
    return [effect("exile_return", target=ref, yours=yours, tapped=tapped, counters=counters)]


C_IS_ALSO = construct("delayed.is_also", "after moving a card onto the battlefield: \"That "
                      "creature is a black Zombie in addition to its other colors and types.\" "
                      "/ \"It has base power and toughness 4/4.\" (CR 205.1b, 400.7j, 611.2a, "
                      "613.4b)")


def _is_also(p: Parser) -> list[Effect]:
    """"It's a Phyrexian in addition to its other types." about the moved object: for the
    rest of the game (CR 611.2a)."""
    from tolaria.cards.oracle.animation import color_words, creature_types
    from tolaria.data.ir import layer_effect
    ref = _it(p)
    if not p.accept("'s"):
        p.expect("is")
    p.expect("a")
    colors = color_words(p)
    subtypes = creature_types(p)
    p.expect("in", "addition", "to", "its", "other")
    if colors is not None:
        p.expect("colors", "and")
    p.expect("types", ".")
    if not subtypes:
        p.fail()
    parts = [layer_effect("4", "add_subtypes", subtypes=subtypes)]
    if colors is not None:
        parts.append(layer_effect("5", "add_colors", colors=colors))
    p.mark(C_IS_ALSO)
    return [effect("continuous", parts=tuple(parts), target=ref, until="permanent")]


C_IS_NOW = construct("delayed.moved_is_now", "It's an enchantment / an artifact. about the "
                     "object put onto the battlefield: its card types set to that one, its "
                     "subtypes of other types gone, for as long as it stays (CR 205.1a, "
                     "611.2a, 613.1d)")
_SET_TYPES = {"enchantment": "Enchantment", "artifact": "Artifact"}


def _is_now(p: Parser) -> list[Effect]:
    """"It's an enchantment. (It's not a creature.)" (Enduring Curiosity returning): the
    moved object's card type is set for the rest of the game (CR 205.1a, 611.2a)."""
    from tolaria.data.ir import layer_effect
    ref = _it(p)
    if ref != MOVED_REF or not p.accept("'s"):
        p.fail()
    p.expect("an")
    kind = _SET_TYPES.get(p.next().key)
    if kind is None:
        p.fail()
    p.expect(".")
    p.mark(C_IS_NOW)
    return [effect("continuous", parts=(layer_effect("4", "set_types", types=(kind,)),),
                   target=ref, until="permanent")]


def _has_base(p: Parser) -> list[Effect]:
    """"It has base power and toughness 4/4." about the moved object (CR 613.4b)."""
    from tolaria.cards.oracle.phrases import base_pt
    from tolaria.data.ir import layer_effect
    ref = _it(p)
    p.expect("has", "base", "power", "and", "toughness")
    power, toughness = base_pt(p)
    p.expect(".")
    p.mark(C_IS_ALSO)
    return [effect("continuous", parts=(layer_effect("7b", "set_pt", power=power,
                                                     toughness=toughness),),
                   target=ref, until="permanent")]


C_THOSE = construct("delayed.return_those", "exile <several targets>, then return those cards / "
                    "them to the battlefield under their owner's/your control [at the beginning "
                    "of the next end step]: the cards exiled, at once (CR 400.7j, 603.7a, "
                    "610.3c)")


def _flicker_those(p: Parser) -> list[Effect]:
    """"Exile up to two target creatures you control, then return those cards to the
    battlefield under their owner's control." (the cards that exile made, CR 400.7j)."""
    from tolaria.cards.oracle.instructions import clause
    p.sentence = p.i
    exiled = clause(p)
    if len(exiled) != 1 or exiled[0].op != "exile_targets":
        p.fail()
    if not (p.accept(",", "then") or p.accept("then")):
        p.fail()
    found = _return_those(p, exiled[0].get("targets"))
    p.expect(".")
    return exiled + [found]


def _return_those_later(p: Parser, targets: tuple[int, ...]) -> list[Effect]:
    """"Return those cards to the battlefield under their owner's control at the beginning
    of the next end step." (or said first) after "Exile <several targets>."."""
    prefixed = p.accept("at", "the", "beginning", "of", "the", "next", "end", "step", ",")
    found = _return_those(p, targets, prefixed)
    if not found.get("later"):
        p.fail()
    p.expect(".")
    return [found]


def _return_those(p: Parser, targets: tuple[int, ...], later: bool = False) -> Effect:
    from tolaria.cards.oracle.graveyard import entering_counters
    from tolaria.cards.oracle.library import _may_be_aura
    if any(_may_be_aura(p.scope.targets[t].objects) for t in targets):
        p.fail()                  # several Auras returning at once: their hosts (303.4g)
    p.expect("return")
    if not (p.accept("those", "cards") or p.accept("them") or p.accept("the", "exiled",
                                                                       "cards")):
        p.fail()
    p.expect("to", "the", "battlefield")
    tapped = p.accept("tapped")
    p.expect("under")
    if p.accept("your", "control"):
        yours = True
    elif p.accept("their", "owner", "'s", "control") or p.accept("their", "owners", "'s",
                                                                  "control"):
        yours = False
    else:
        p.fail()
    tapped = tapped or p.accept("tapped")
    counters = entering_counters(p) if p.at("with") else ()
    later = later or p.accept("at", "the", "beginning", "of", "the", "next", "end", "step")
    p.mark(C_THOSE)
    return effect("return_exiled_targets", targets=targets, yours=yours, tapped=tapped,
                  counters=counters, later=later)


C_FLASH_CLEANUP = construct("delayed.flash_cleanup", "You may cast this spell as though it had "
                            "flash. If you cast it any time a sorcery couldn't have been cast, "
                            "the controller of the permanent it becomes sacrifices it at the "
                            "beginning of the next cleanup step. (CR 609.4, 603.7a)")


def flash_cleanup(p: Parser) -> Any:
    """The whole line, a static ability working while the card is cast: `tolaria.rules.keywords.
    flash` lets it be cast any time; casting it then creates the delayed trigger."""
    from tolaria.data.ir import StaticAbility
    from tolaria.data.vocabulary import FLASH_SACRIFICE
    if p.scope.kind != "static" or not p.card.types & {"Creature", "Artifact", "Enchantment",
                                                        "Planeswalker", "Battle"}:
        p.fail()                                  # "the permanent it becomes": a permanent
    p.expect("you", "may", "cast", "this", "spell", "as", "though", "it", "had", "flash", ".",
             "if", "you", "cast", "it", "any", "time", "a", "sorcery", "couldn't", "have",
             "been", "cast", ",", "the", "controller", "of", "the", "permanent", "it",
             "becomes", "sacrifices", "it", "at", "the", "beginning", "of", "the", "next",
             "cleanup", "step", ".")
    p.mark(C_FLASH_CLEANUP)
    return StaticAbility(kind=FLASH_SACRIFICE)


C_PACT = construct("delayed.pay_or_lose", "At the beginning of your next upkeep, pay {M}. If "
                   "you don't, you lose the game. (a delayed trigger, CR 603.7a, 104.3e)")


def _pact(p: Parser, step: str, start: int) -> Effect:
    """The pacts' "pay {2}{B}. If you don't, you lose the game." (the period is the
    caller's); mana symbols only."""
    from tolaria.cards.oracle.instructions import _unless_mana
    p.expect("pay")
    mana = _unless_mana(p)
    if "X" in mana:
        p.fail()
    p.expect(".", "if", "you", "don't", ",", "you", "lose", "the", "game")
    text = p.text_from(start)
    p.expect(".")
    p.mark(C_PACT)
    return effect("delayed", ability=TriggeredAbility(
        event="step", step=step, whose="you", text=text[:1].upper() + text[1:] + ".",
        effects=(effect("pay_or_lose", mana=mana),)))


def _if_you_do_return(p: Parser, exile: Effect) -> list[Effect]:
    """"[You may exile target creature.] If you do, return that card to the battlefield under
    its owner's control at the beginning of the next end step.": only if it was exiled
    (CR 608.2c), the card that made (CR 400.7j), by a delayed trigger (CR 603.7a)."""
    from tolaria.cards.oracle.library import _may_be_aura
    ref = exile.get("target")
    if ref == "self":
        if p.scope.kind == "spell" or "Aura" in p.card.subtypes:
            p.fail()
    elif not isinstance(ref, int) or _may_be_aura(p.scope.targets[ref].objects):
        p.fail()                  # an Aura returning: its host is chosen (303.4g)
    p.expect("if", "you", "do", ",")
    found = _return_exiled(p, exile)[0]
    return [effect("if_you_do", effect=effect(
        "return_exiled_targets", targets=(ref,), yours=found.get("yours"),
        tapped=found.get("tapped"), counters=found.get("counters"), later=True))]


C_OPENING_REVEAL = construct("delayed.opening_hand_reveal", "You may reveal this card from "
                             "your opening hand. If you do, at the beginning of the first "
                             "upkeep / your first upkeep / your first main phase of the game, "
                             "<instructions>. (or \"<instruction> at the beginning of ...\"): "
                             "an action before the first turn creating that delayed trigger "
                             "(CR 103.6b, 603.7g)")


def opening_hand_reveal(p: Parser) -> StaticAbility:
    """"You may reveal this card from your opening hand. If you do, at the beginning of the
    first upkeep, <instructions>." (Chancellor of the Dross): the reveal is an action with
    the opening hand (CR 103.6b); its delayed trigger has this card as its source, wherever
    it is then (CR 603.7g), so nothing in it may be about this card."""
    p.expect("you", "may", "reveal", "this", "card", "from", "your", "opening", "hand", ".",
             "if", "you", "do", ",")
    n_targets = len(p.scope.targets)
    effects, step, whose, text = _first_prefixed(p) if p.at("at") else _first_suffixed(p)
    if len(p.scope.targets) != n_targets:
        p.fail()                                  # its targets would be chosen as it triggers
    found = later(p, effects, step, text[:1].upper() + text[1:], whose)
    if len(found) != 1 or found[0].op != "delayed":
        p.fail()
    ability = found[0].get("ability")
    if any(v in ("self", "event", "it") for e in ability.effects for _, v in e.params):
        p.fail()
    p.mark(C_OPENING_REVEAL)
    return StaticAbility(kind=REVEAL_FROM_OPENING_HAND, affects="you", delayed=ability)


def _first_prefixed(p: Parser) -> tuple[list[Effect], str, str, str]:
    """"at the beginning of the first upkeep, <clause>[, then <clause>]." and its text;
    "..., then you gain life equal to the life lost this way." (CR 119.3)."""
    from tolaria.cards.oracle.instructions import clause
    from tolaria.cards.oracle.replacements import damage_rider
    step, whose = _when(p, _FIRST)
    p.expect(",")
    p.sentence = start = p.i
    effects = clause(p)
    while p.accept("and") or p.accept(",", "then") or p.accept("then"):
        if p.at("you", "gain", "life", "equal", "to", "the"):
            effects = damage_rider(p, effects)                # reads through its "."
            return effects, step, whose, p.text_from(start)
        effects = effects + clause(p)
    text = p.text_from(start) + "."
    p.expect(".")
    return effects, step, whose, text


def _first_suffixed(p: Parser) -> tuple[list[Effect], str, str, str]:
    """"scry 3 at the beginning of your first upkeep." and its text."""
    from tolaria.cards.oracle.instructions import clause
    p.sentence = start = p.i
    effects = clause(p)
    step, whose = _when(p, _FIRST)
    text = p.text_from(start) + "."
    p.expect(".")
    return effects, step, whose, text
