"""Copy effects read from Oracle text (CR 707).

"You may have this creature enter as a copy of any creature on the battlefield, except
it's a Ninja in addition to its other types" (CR 707.9): what it may copy (a description
of permanents, "on the battlefield" or "you control") and the exceptions, which become
part of the copy's copiable values (CR 707.9a-b) and are applied to the copied card as
it enters (`tolaria.rules.resolve`). Exceptions read: "it's a <types> in addition to its other
types", "it's <P/T>", "it has <keywords>", 'it has "<ability>"'.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.granted import quoted_abilities
from tolaria.cards.oracle.instructions import _sacrifice_choice, _unless_mana, keyword_list
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    SUBTYPE_WORDS,
    duration,
    permanent_description,
    possessive_ref,
    self_ref,
    status_in,
    target,
)
from tolaria.cards.oracle.quantities import prefixed_until
from tolaria.data.ir import ObjectFilter, ReplacementSpec, StaticAbility, effect
from tolaria.data.vocabulary import COMMANDER_CASTS, COPY_FOR_EACH, TARGETS_ONLY

C = {name: construct(name, what) for name, what in (
    ("copy.enters_as_copy_of",
     "You may have this enter as a copy of any <permanent> on the battlefield / a <permanent> "
     "you control (CR 707.9)"),
    ("copy.land_enters_as_copy",
     "You may have this land enter tapped as a copy of any land on the battlefield: a "
     "replacement effect as it enters, played or put onto the battlefield (CR 707.9, 614.1c, "
     "616.1c)"),
    ("copy.except_types",
     "..., except it's a <types> in addition to its other types (CR 707.9a, 707.9b)"),
    ("copy.except_keywords", "..., except it has <keywords> (CR 707.9a, 707.9b)"),
    ("copy.except_abilities", '..., except it has "<ability>" (CR 707.9a, 707.9b)'),
    ("copy.becomes_copy",
     "<permanent> becomes a copy of target <permanent> [until end of turn] (CR 707.2)"),
    ("copy.except_this_ability",
     "... becomes a copy of …, except it has this ability (CR 707.9a)"),
    ("copy.except_pt", "..., except it's 7/7 (CR 707.9a, 707.9b)"),
    ("copy.except_pt_color_types", "..., except it's a 4/4 black Zombie: that power and "
                                   "toughness, colour and creature types instead of its own "
                                   "(CR 707.9b, 105.3, 205.1a)"),
)}

_CARD_TYPES = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
               "land": "Land", "planeswalker": "Planeswalker"}
_SUPERTYPES = {"legendary": "Legendary", "snow": "Snow"}


def enters_as_copy(p: Parser) -> tuple[ObjectFilter, tuple[tuple[str, Any], ...]]:
    """After "you may have SELF": "enter as a copy of …[, except …]." (CR 707.9)."""
    if "Land" in p.card.types:              # a land is played, not resolved (CR 305.1)
        p.fail()
    p.expect("enter", "as", "a", "copy", "of")
    flt = _copied(p)
    exceptions: tuple[tuple[str, Any], ...] = ()
    if p.accept(",", "except"):
        exceptions = _exceptions(p)
        if any(kind == "this_ability" for kind, _ in exceptions):
            p.fail()                        # a static ability: "this ability" isn't one here
    if not (p.done and p.keys[p.i - 1] == '"'):         # '… it has "… ."' ends the line
        p.expect(".")
    p.mark(C["copy.enters_as_copy_of"])
    return flt, exceptions


def _copied(p: Parser) -> ObjectFilter:
    """"any creature on the battlefield" / "a creature you control": what may be copied."""
    if not (p.accept("any") or p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or flt.zone or status_in(flt) or flt.chosen_type:
        p.fail()
    if p.accept("on", "the", "battlefield"):
        if flt.controller is not None:
            p.fail()
    elif flt.controller is None:
        p.fail()
    return flt


def land_enters_as_copy(p: Parser) -> StaticAbility:
    """After "you may have SELF" on a land: "enter tapped as a copy of any land on the
    battlefield." (Vesuva). A land is played or put onto the battlefield, never cast, so
    the copy is chosen as a replacement effect of its entering (CR 614.1c, 616.1c, 707.9):
    its controller may choose a land, and then it enters tapped too."""
    if "Land" not in p.card.types:
        p.fail()
    p.expect("enter")
    tapped = p.accept("tapped")
    p.expect("as", "a", "copy", "of")
    flt = _copied(p)
    if flt.types != frozenset({"Land"}):
        p.fail()
    p.expect(".")
    p.mark(C["copy.land_enters_as_copy"])
    return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
        "enter", "copy", copy_of=flt, tapped=tapped))


def _exceptions(p: Parser) -> tuple[tuple[str, Any], ...]:
    found = [_exception(p, first=True)]
    while True:
        save = p.i
        if not (p.accept(",", "and") or p.accept("and") or p.accept(",")):
            break
        more = p.attempt(lambda q: _exception(q, first=False))
        if more is None:
            p.i = save
            break
        found.append(more)
    return tuple(found)


def _exception(p: Parser, first: bool) -> tuple[str, Any]:
    if not first and p.accept("this", "ability"):        # "it has flying and this ability"
        p.mark(C["copy.except_this_ability"])
        return ("this_ability", None)
    subject = p.accept("it")
    if not (subject or not first):
        p.fail()
    if p.accept("has"):
        if p.accept("this", "ability"):                   # the resolving ability (CR 707.9a)
            p.mark(C["copy.except_this_ability"])
            return ("this_ability", None)
        if p.at('"'):
            found = quoted_abilities(p)
            p.mark(C["copy.except_abilities"])
            return ("abilities", found)
        kws = keyword_list(p)
        p.mark(C["copy.except_keywords"])
        return ("keywords", kws)
    if not (p.accept("'s") if subject else p.accept("is")):
        p.fail()
    tok = p.token()
    if tok is not None and tok.kind == "pt" and tok.key[0] not in "+-":
        try:
            power, toughness = (int(n) for n in tok.key.split("/"))
        except ValueError:
            p.fail()
        p.i += 1
        p.mark(C["copy.except_pt"])
        return ("pt", (power, toughness))
    found = p.attempt(_pt_color_types)
    return found if found is not None else _types(p)


def _pt_color_types(p: Parser) -> tuple[str, Any]:
    """"a 4/4 black Zombie", "a 1/1 green Frog", "a 0/1 white Illusion": the copy's power
    and toughness, colours (CR 105.3) and creature types (CR 205.1a) are these instead."""
    from tolaria.cards.oracle.animation import color_words, creature_types
    from tolaria.cards.oracle.vocabulary import CREATURE_TYPES
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    tok = p.next()
    if tok.kind != "pt" or tok.key[0] in "+-":
        p.fail()
    try:
        power, toughness = (int(n) for n in tok.key.split("/"))
    except ValueError:
        p.fail()
    colors = color_words(p)
    subtypes = creature_types(p)
    if colors is None or not subtypes or not subtypes <= CREATURE_TYPES or \
            p.peek() not in (".", ","):
        p.fail()                          # card types, "in addition to": not this rule
    p.mark(C["copy.except_pt_color_types"])
    return ("pt_color_types", (power, toughness, colors, tuple(sorted(subtypes))))


def _types(p: Parser) -> tuple[str, Any]:
    """"a Ninja", "an artifact", "a Synth artifact creature" … "in addition to its other
    [creature] types" (CR 205.1b)."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    types: set[str] = set()
    subtypes: list[str] = []
    supertypes: set[str] = set()
    while (tok := p.token()) is not None and tok.kind == "word" and tok.key != "in":
        if tok.key in _CARD_TYPES:
            types.add(_CARD_TYPES[tok.key])
        elif tok.key in _SUPERTYPES:
            supertypes.add(_SUPERTYPES[tok.key])
        elif tok.key in SUBTYPE_WORDS and tok.text[:1].isupper():
            subtypes.append(SUBTYPE_WORDS[tok.key])
        else:
            p.fail()
        p.i += 1
    if not (types or subtypes or supertypes):
        p.fail()
    p.expect("in", "addition", "to", "its", "other")
    p.accept("creature")
    p.expect("types")
    p.mark(C["copy.except_types"])
    return ("types", (frozenset(types), tuple(subtypes), frozenset(supertypes)))


def becomes_copy(p: Parser, subject: Any) -> list[Any]:
    """After its subject: "becomes a copy of [another] target <permanent> [until end of
    turn][, except …]." (CR 707.2, 613.2a): a copy effect from the resolving spell or
    ability; the target's copiable values are taken as it resolves (CR 707.2)."""
    if not (isinstance(subject, int) or subject == "self"):
        p.fail()
    if isinstance(subject, int):
        victim = p.scope.targets[subject].objects
        if victim is None or victim.spell or victim.zone:
            p.fail()                                     # a permanent becomes the copy
    if not p.accept("becomes"):
        p.expect("become")                   # "you may have this creature become …"
    p.expect("a", "copy", "of")
    model = target(p)
    spec = p.scope.targets[model]
    if spec.objects is None or spec.objects.spell or spec.objects.zone or spec.players:
        p.fail()
    until = duration(p)
    exceptions: tuple[tuple[str, Any], ...] = ()
    if p.accept(",", "except"):
        exceptions = _exceptions(p)
    if until is None and p.keys[p.sentence] == "until":   # "Until end of turn, it becomes"
        until = prefixed_until(p)
        if until is None:
            p.fail()
    p.mark(C["copy.becomes_copy"])
    return [effect("become_copy", target=subject, copy=model, until=until or "permanent",
                   exceptions=exceptions)]


def have_become_copy(p: Parser) -> list[Any]:
    """"[you may] have this creature become a copy of …" in an optional triggered ability
    (CR 603.5; the "you may" is the trigger's)."""
    if p.scope.kind != "triggered" or p.keys[p.i - 2:p.i] != ["you", "may"]:
        p.fail()
    p.expect("have")
    if not self_ref(p):
        p.fail()
    return becomes_copy(p, "self")


C_CHAIN = construct(
    "copy.chain", "[Then] that player [or that permanent's controller] / that creature's "
    "controller may pay {M} / discard a card / sacrifice a land [of their choice]. If the "
    "player does, they may copy this spell and may choose a new target for that copy.: "
    "that player controls the copy (CR 707.10, 707.10c, 608.2h)")


def chain_sentence(p: Parser, before: list[Any]) -> list[Any]:
    """The chain spells' last two sentences (Chain Lightning, Chain of Vapor): the player
    the spell's target names may do the action; if they do, they may copy the resolving
    spell and change its target (CR 707.10, 707.10c). A chain with no action is not read:
    nothing would end its loop of optional copies but the players' choices."""
    if p.scope.kind != "spell" or not before or len(p.scope.targets) != 1:
        p.fail()
    p.accept("then")
    who = _chain_player(p)
    p.expect("may")
    action = _chain_action(p, who)
    p.expect(".", "if", "the", "player", "does", ",", "they", "may", "copy", "this", "spell",
             "and", "may", "choose", "a", "new", "target", "for", "that", "copy", ".")
    p.mark(C_CHAIN)
    return before + [effect("did", effect=action, may=True, who=who),
                     effect("if_you_do", effect=effect("copy_this_spell", who=who,
                                                       new_targets=True))]


def _chain_player(p: Parser) -> Any:
    """"that player or that permanent's controller" (any target), "that player" (a target
    player), "that creature's / that permanent's controller" (a target permanent): the
    player who chooses, read as the spell resolves (CR 608.2h)."""
    spec = p.scope.targets[0]
    if p.accept("that", "player", "or", "that", "permanent", "'s", "controller"):
        if spec.players is None or spec.objects is None:
            p.fail()
        return ("controller", 0)
    if p.accept("that", "player"):
        if spec.players is None or spec.objects is not None:
            p.fail()
        return 0
    whose = possessive_ref(p)
    p.expect("controller")
    if whose != 0 or spec.players is not None or spec.objects is None or spec.objects.spell:
        p.fail()
    return ("controller", 0)


def _chain_action(p: Parser, who: Any) -> Any:
    """"pay {R}{R}", "discard a card", "sacrifice a land [of their choice]": done by the
    chain's player (`who`)."""
    if p.accept("pay"):
        mana = _unless_mana(p)
        if "{X}" in mana:
            p.fail()
        return effect("pay_mana", who=who, mana=mana)
    if p.accept("discard", "a", "card"):
        return effect("discard", who=who, amount=1)
    if p.accept("sacrifice"):
        found = _sacrifice_choice(p, who)
        if found[0].get("count") != 1:
            p.fail()
        return found[0]
    p.fail()


C_COMMANDER_STORM = construct(
    "copy.commander_storm", "When you cast this spell, copy it for each time you've cast "
    "your commander from the command zone this game. [You may choose new targets for the "
    "copies.] (an instant's or sorcery's, CR 601.2i, 707.10, 707.10c, 903.8)")


def commander_storm(p: Parser, text: str) -> Any:
    """Echo Storm, Empyrial Storm: the cast trigger copying an instant or sorcery spell
    once for each cast of its controller's commander from the command zone, counted as it
    resolves (CR 608.2h)."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.data.ir import TriggeredAbility
    if not p.card.types & {"Instant", "Sorcery"}:
        p.fail()
    p.expect("when", "you", "cast", "this", "spell", ",", "copy", "it", "for", "each", "time",
             "you", "'", "ve", "cast", "your", "commander", "from", "the", "command", "zone",
             "this", "game", ".")
    new = p.accept("you", "may", "choose", "new", "targets", "for", "the", "copies", ".")
    p.mark(C_COMMANDER_STORM)
    return Line("triggered", TriggeredAbility(
        event="cast_self", text=text,
        effects=(effect(COPY_FOR_EACH, count=(COMMANDER_CASTS,), new_targets=new),)))


C_COPY_SELF = construct(
    "copy.cast_self", "When you cast this spell [while <condition>], [if <condition>,] [you "
    "may] copy it [if <condition>][, then copy it if <condition>] [and may choose a new "
    "target for the copy]. [You may choose new targets for the copy / copies.] (an "
    "instant's or sorcery's; \"while\": checked as it is cast, \"if\" first: an intervening "
    "if, \"copy it if\": as it resolves; CR 601.2i, 603.4, 608.2c, 707.10, 707.10c)")
_NEW_TARGETS = (("and", "may", "choose", "a", "new", "target", "for", "the", "copy"),
                ("and", "may", "choose", "new", "targets", "for", "the", "copy"),
                (".", "you", "may", "choose", "new", "targets", "for", "the", "copy"),
                (".", "you", "may", "choose", "new", "targets", "for", "the", "copies"))


def copy_self(p: Parser, text: str) -> Any:
    """Lumaret's Favor, Social Snub, Malicious Affliction, Banish into Fable: a cast trigger
    of an instant or sorcery copying the spell itself, the event's spell (CR 707.10)."""
    from tolaria.cards.oracle.abilities import Line
    from tolaria.cards.oracle.conditions import condition_phrase
    from tolaria.data.ir import Condition, TriggeredAbility
    if not p.card.types & _INSTANT_SORCERY:
        p.fail()
    p.expect("when", "you", "cast", "this", "spell")
    cond = None
    if p.accept("while"):                      # a trigger condition (CR 603.2)
        found = condition_phrase(p)
        cond = Condition(found.op, tuple(sorted(found.params + (("on_trigger", True),))))
    p.expect(",")
    if cond is None and p.accept("if"):        # an intervening "if" (CR 603.4)
        cond = condition_phrase(p)
        p.expect(",")
    optional = p.accept("you", "may")
    ifs = [_copy_self_if(p)]
    while not optional and p.accept(",", "then"):
        ifs.append(_copy_self_if(p))
    new = any(p.accept(*words) for words in _NEW_TARGETS)
    p.expect(".")
    if not p.done:
        p.fail()
    copies = tuple(effect("copy_spell", target="event", new_targets=new) if c is None else
                   effect("if", condition=c, effect=effect("copy_spell", target="event",
                                                           new_targets=new)) for c in ifs)
    p.mark(C_COPY_SELF)
    return Line("triggered", TriggeredAbility(event="cast_self", text=text, effects=copies,
                                              condition=cond, optional=optional))


def _copy_self_if(p: Parser) -> Any:
    """"copy it [if <condition>]": the condition (None: always)."""
    from tolaria.cards.oracle.conditions import condition_phrase
    p.expect("copy")
    if not (p.accept("it") or p.accept("this", "spell") or p.accept("SELF")):
        p.fail()
    if not p.accept("if"):
        return None
    return condition_phrase(p)


C_COPY_CAST = construct(
    "copy.cast_spell", "Whenever you cast an instant or sorcery spell, [you may pay {M}. If "
    "you do,] copy that spell [and / . You may choose new targets for the copy].: the spell "
    "cast, copied with its choices as the trigger resolves, if it is still on the stack "
    "(CR 603.2, 707.10, 707.10c); only a trigger about instant or sorcery spells is read")
_INSTANT_SORCERY = frozenset({"Instant", "Sorcery"})
_ADVENTURE = frozenset({"Adventure"})     # an instant or sorcery subtype (CR 715.2a)


def copy_cast_spell(p: Parser) -> list[Any]:
    """After "copy" in a cast trigger: "that spell[ and you may choose new targets for the
    copy / . You may choose new targets for the copy]" (the sentence's last period is the
    caller's). `cast_copies_ok` checks the trigger's spells once its events are read."""
    if p.scope.event != "cast" or p.scope.event_subject not in ("", "object") or isinstance(
            p.scope.it, int):
        p.fail()
    if not p.accept("that", "spell") and not p.accept("it"):   # "it": the spell cast
        p.fail()
    exceptions = _copy_spell_exceptions(p) if p.at(",", "except", "the", "copy") else ()
    tail = ("you", "may", "choose", "new", "targets", "for", "the", "copy")
    new_targets = p.accept("and", *tail) or p.accept(".", *tail)
    p.mark(C_COPY_CAST)
    if exceptions:
        return [effect("copy_spell", target="event", new_targets=new_targets,
                       exceptions=exceptions)]
    return [effect("copy_spell", target="event", new_targets=new_targets)]


C_COPY_SPELL_EXCEPT = construct(
    "copy.cast_spell_except", "copy that spell, except the copy isn't legendary / is a "
    "<types> in addition to its other types / is a <P/T> <creature types> in addition to "
    "its other types: the copy's copiable values are changed (CR 707.9b, 707.10)")


def _copy_spell_exceptions(p: Parser) -> tuple[tuple[str, Any], ...]:
    """", except the copy isn't legendary" / ", except the copy is an artifact in addition
    to its other types" / ", except the copy is a 1/1 Spirit in addition to its other
    types"."""
    p.expect(",", "except", "the", "copy")
    if p.accept("isn't", "legendary") or p.accept("is", "not", "legendary"):
        p.mark(C_COPY_SPELL_EXCEPT)
        return (("not_legendary", True),)
    p.expect("is")
    tok = p.token(1)
    if (p.at("a") or p.at("an")) and tok is not None and tok.kind == "pt" and \
            tok.key[0] not in "+-":
        try:
            power, toughness = (int(n) for n in tok.key.split("/"))
        except ValueError:
            p.fail()
        p.i += 2
        subtypes: list[str] = []
        while (tok := p.token()) is not None and tok.key in SUBTYPE_WORDS and \
                tok.text[:1].isupper():
            subtypes.append(SUBTYPE_WORDS[tok.key])
            p.i += 1
        if not subtypes:
            p.fail()
        p.expect("in", "addition", "to", "its", "other", "types")
        sized = (("pt", (power, toughness)), ("types", (frozenset(), tuple(subtypes),
                                                         frozenset())))
        p.mark(C_COPY_SPELL_EXCEPT)
        return sized
    found = _types(p)
    p.mark(C_COPY_SPELL_EXCEPT)
    return (found,)


def cast_copies_ok(effects: Any, events: list[dict[str, Any]]) -> bool:
    """A triggered ability that copies the spell its event is about: read only when each
    event is a cast or copy of instant or sorcery spells, or a cast of spells of a kind
    (a copy of a permanent spell becomes a token, CR 707.10f: `copies_permanent_spells`)."""
    if not any(_copies_event_spell(e) for e in effects):
        return True
    return all(ev.get("event") in ("cast", "copied") and ev.get("filter") is not None
               and (ev["filter"].types and ev["filter"].types <= _INSTANT_SORCERY
                    or ev["filter"].subtypes == _ADVENTURE)           # CR 715.2a
               or ev.get("about") == TARGETS_ONLY and ev.get("spell_filter") is not None
               and ev["spell_filter"].types and ev["spell_filter"].types <= _INSTANT_SORCERY
               or _permanent_cast(ev)
               for ev in events)


C_COPY_PERMANENT = construct(
    "copy.cast_permanent_spell", "Whenever you cast a <creature / permanent / outlaw / "
    "historic ...> spell, copy it: a copy of a permanent spell resolves into a token "
    "(CR 707.10, 707.10f, 608.3f); it wasn't cast (CR 707.12)")


def copies_permanent_spells(p: Parser, effects: Any, events: list[dict[str, Any]]) -> None:
    """Marks a cast trigger whose copied spell may be a permanent spell (CR 707.10f)."""
    if any(_copies_event_spell(e) for e in effects) and any(
            _permanent_cast(ev) for ev in events):
        p.mark(C_COPY_PERMANENT)


def _permanent_cast(ev: dict[str, Any]) -> bool:
    """A cast event whose spells may be permanent spells: any spell, or of any kind but
    instants and sorceries only (CR 110.4b)."""
    flt = ev.get("filter")
    return ev.get("event") == "cast" and not ev.get("about") and (flt is None or not (
        flt.types and flt.types <= _INSTANT_SORCERY) and flt.subtypes != _ADVENTURE)


def _copies_event_spell(eff: Any) -> bool:
    """Does this effect, or one it wraps ("if you do", a reflexive ability), copy the spell
    of the trigger's event?"""
    from tolaria.data.ir import Effect, TriggeredAbility
    if eff.op == "copy_spell" and eff.get("target") == "event":
        return True
    for value in dict(eff.params).values():
        inner = value if isinstance(value, tuple) else (value,)
        for v in inner:
            if isinstance(v, Effect) and _copies_event_spell(v):
                return True
            if eff.op == "reflexive" and isinstance(v, TriggeredAbility) and any(
                    _copies_event_spell(e) for e in v.effects):
                return True
    return False
