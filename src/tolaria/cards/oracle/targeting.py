"""Targets (CR 115, 601.2c-d): counted phrases, lists, divisions and restrictions.

- Counted phrases: "up to two target creatures", "each of up to three targets", "up to
  one other target creature", "two target players", "one or two target creatures", "any
  number of target creatures" / "one or more ..." (at most `ANY_NUMBER`), "for each
  opponent, ... up to one target creature that player controls" (one per opponent,
  `each_opponent`). One phrase with N targets becomes N
  `TargetSpec`s: the first is the phrase's, the others are marked `same_phrase` (no
  object chosen twice for the phrase, CR 115.3); "up to" makes each `optional` (the
  number of targets is announced, zero included, CR 601.2c; an unchosen target is None
  and the effect does nothing to it). An instruction about the phrase is spread over its
  targets by `spread` after its clause is read: zone changes and damage as one event
  (`tolaria.rules.effects.division`), others once per target. "Those creatures" / "they" name
  the phrase again (`those`).
- Lists: "Destroy target artifact and target enchantment" (`listed_objects`).
- Divisions: "3 damage divided as you choose among one, two, or three targets",
  "distribute two +1/+1 counters among ..." (CR 601.2d), announced with the targets.
- Groups a player target controls: "creatures target player controls get -2/-2", "each
  creature that player controls" (`player_controls`: the instruction is wrapped to name
  the player as it happens, `tolaria.rules.effects.named_player`).
- Restrictions read after a description: "that player controls" / "defending player
  controls" (named as the trigger goes on the stack), "that was dealt damage this turn",
  "with a +1/+1 counter on it", "other than this creature", "with mana value X or less"
  (the spell's X), "with power less than or equal to the number of ..." (counted as the
  targets are chosen and checked, `targets.counted`), "from a single graveyard";
  abilities on the stack ("target activated
  or triggered ability"); "creature or Vehicle" (`any_of`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tolaria.cards.oracle.lexer import POSSESSIVE
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import (
    ANY_NUMBER,
    TARGETS_A_PLAYER,
    TARGETS_SELF,
    TARGETS_YOU,
    Effect,
    ObjectFilter,
    TargetSpec,
)
from tolaria.data.vocabulary import ATTACKED_OR_BLOCKED, DAMAGED_PLAYERS, DEALT_YOU, NOT_YOURS

C_UP_TO = construct("target.up_to", "up to N [other] target <description> / targets / "
                    "players: each target may be left unchosen (CR 115.1, 601.2c)")
C_COUNTED = construct("target.counted", "N target <plural description> / each of N [other] "
                      "target ...: several targets of one phrase, all different (CR 115.3)")
C_SPREAD = construct("target.spread", "an instruction about several targets of one phrase, "
                     "done for each: \"Up to two target creatures each get +1/+0\", \"tap two "
                     "target creatures\" (CR 608.2c)")

C_ANY_NUMBER = construct("target.any_number", "any number of / one or more / one or two target "
                        "<plural description> / targets / players: that many different ones, "
                        "at most `ANY_NUMBER` (CR 115.1, 601.2c)")

# Up to six (each set of targets is a legal action; `targets.choices` lists a few).
_COUNT_WORDS = frozenset({"one", "two", "three", "four", "five", "six"})
# Effect parameters that name a target (an index into the ability's targets).
_REF_KEYS = frozenset({"target", "one", "other", "source", "who"})




def counted_lead(p: Parser) -> bool:
    """Does a counted target phrase start here?"""
    key = p.peek()
    if key == "any":
        return p.at("any", "number", "of") and p.peek(3) in ("target", "targets", "other")
    if key == "one" and p.peek(1) == "or":
        return p.peek(2) in ("two", "more") and p.peek(3) in ("target", "targets", "other")
    if key == "up":
        return p.peek(1) == "to"
    if key == "each":
        return p.peek(1) == "of" and (p.peek(2) == "up" or p.peek(2) in _COUNT_WORDS
                                      or p.peek(2) == "x" and p.peek(3) in (
                                          "target", "targets", "other"))
    if key == "x":
        return p.peek(1) in ("target", "other") and announced_x(p)
    return key in _COUNT_WORDS and key != "one" and p.peek(1) in ("target", "other")


C_X = construct("target.x", "X target <description> / up to X [other] target ... / each of X "
                "targets: X announced, then that many different targets (at most X for "
                "\"up to\"), at most `ANY_NUMBER` (CR 601.2b-c, 107.3, 115.3)")


def announced_x(p: Parser) -> bool:
    """Is "X" here announced before the targets are chosen: the spell's X ({X}, "discard X
    cards", "pay X life") or the X of an activated ability's {X} or [−X] (CR 601.2b-c,
    602.2b)?"""
    from tolaria.cards.oracle.quantities import where_x_ahead
    return (spell_x_here(p) or p.scope.kind == "activated" and p.scope.x_cost) \
        and not where_x_ahead(p)


def _where_count(p: Parser) -> bool:
    """Is "X" in "up to X target ..." of an activated ability without an announced X the
    quantity its ", where X is ..." says, counted as its targets are chosen (CR 601.2c,
    602.2b)?"""
    from tolaria.cards.oracle.quantities import where_x_ahead
    return p.scope.kind == "activated" and not p.scope.x_cost and \
        not where_counted(p) and where_x_ahead(p)


def where_counted(p: Parser) -> bool:
    """Has an "up to X target ..." phrase whose X ", where X is ..." says been read?"""
    from tolaria.cards.oracle.quantities import WHERE_X
    return any(t.count == WHERE_X for t in p.scope.targets)


def counted_target(p: Parser) -> int:
    """"up to N [other] target ...", "[each of] N [other] target ...": the phrase's first
    target index (the others follow it)."""
    from tolaria.cards.oracle import phrases
    start = p.i
    each = p.accept("each", "of")
    least = 0                                    # how many must be chosen
    x_count = False                              # "X target ...": X of them
    count = None
    if p.accept("any", "number", "of"):          # zero or more (CR 115.1, 601.2c)
        optional, n = True, ANY_NUMBER
        p.mark(C_ANY_NUMBER)
    elif p.accept("one", "or"):                  # "one or two", "one or more" (601.2c)
        optional, least = True, 1
        n = 2 if p.accept("two") else ANY_NUMBER if p.accept("more") else 0
        if not n or each:
            p.fail()
        p.mark(C_ANY_NUMBER)
    else:
        optional = p.accept("up", "to")
        tok = p.next()
        if tok.key == "x" and announced_x(p):
            x_count, n = True, ANY_NUMBER        # "X target": chosen with X (with_x)
            p.mark(C_X)
        elif tok.key == "x" and optional and not each and _where_count(p):
            x_count, n = True, ANY_NUMBER        # "up to X target ..., where X is ...":
            from tolaria.cards.oracle.quantities import WHERE_X
            count = WHERE_X                      # its count (`quantities.where_x`)
        elif tok.key not in _COUNT_WORDS:
            p.fail()                             # "up to X target, where X is ...": a gap
        else:
            n = phrases.NUMBER_WORDS[tok.key]
    if n == 1 and (each or not optional):
        p.fail()
    other = p.accept("other")
    if n > 1 and p.accept("targets"):                                    # CR 115.4
        spec = replace(phrases.ANY_TARGET, text=p.text_from(start))
        index = p.add_target(_other(p, spec) if other else spec)
    else:
        index = phrases.target(p, plural=n > 1, other=other, start=start)
    if p.scope.each_opponent:                # "for each opponent, ... that player controls"
        if x_count:
            p.fail()
        n = _each_opponent_phrase(p, index, n == 1 and optional and not least)
    spec = replace(p.scope.targets[index], optional=optional, x_count=x_count, count=count)
    p.scope.targets[index] = replace(spec, optional=optional and not least)
    for _ in range(n - 1):
        p.add_target(replace(spec, same_phrase=True))
    p.mark(C_UP_TO if optional else C_COUNTED)
    return index


C_EACH_OPPONENT = construct("target.each_opponent", "For each opponent, <instruction> up to one "
                            "target <description> that player controls: one target for each "
                            "opponent, each controlled by a different one, at most "
                            "`MAX_OPPONENTS` (CR 115.1, 601.2c)")
MAX_OPPONENTS = 7


def each_opponent(p: Parser) -> list[Effect]:
    """"For each opponent, tap up to one target creature that player controls.": one
    clause, every instruction of it about that phrase (`_each_opponent_phrase`)."""
    from tolaria.cards.oracle.instructions import _clause
    if p.scope.kind not in ("spell", "activated", "triggered") or \
            p.scope.event_subject == "player":
        p.fail()
    p.expect("for", "each", "opponent", ",")
    first = len(p.scope.targets)
    p.scope.each_opponent = True
    try:
        effects = _clause(p)                  # (spread over the targets by its `clause`)
    finally:
        p.scope.each_opponent = False
    specs = p.scope.targets[first:]
    if not p.at(".") or not specs or not specs[0].each_controller or any(
            not s.same_phrase for s in specs[1:]):
        p.fail()
    members = tuple(range(first, len(p.scope.targets)))
    for eff in effects:                      # each about the phrase, once for each target
        if not (eff.get("target") == first or eff.get("targets") == members):
            p.fail()
    p.mark(C_EACH_OPPONENT)
    return effects


def _each_opponent_phrase(p: Parser, index: int, up_to_one: bool) -> int:
    """After "up to one target <description>" in "for each opponent, ...": "that player
    controls"; the phrase becomes one target per opponent (how many it has)."""
    spec = p.scope.targets[index]
    flt = spec.objects
    if not up_to_one or flt is None or spec.players is not None or flt.controller is not None \
            or flt.zone or flt.spell or not (p.accept("that", "player", "controls")
                                             or p.accept("that", "opponent", "controls")):
        p.fail()
    flt = replace(flt, controller="opponent")
    if p.at("with", "mana", "value"):   # "... that player controls with mana value 3 or more"
        from tolaria.cards.oracle.phrases import with_suffix
        flt = with_suffix(p, flt)
        p.mark(C_EACH_OPPONENT_WITH)
    p.scope.targets[index] = replace(spec, objects=flt, each_controller=True)
    return MAX_OPPONENTS


C_EACH_OPPONENT_WITH = construct("target.each_opponent_with", "For each opponent, ... up to one "
                                 "target <permanent> that player controls with mana value N "
                                 "or greater / less: that bound too (CR 115.1, 202.3)")


def chosen_target(p: Parser) -> bool:
    """"the chosen creature" after "Choose target creature." (`riders.choose_target`
    leaves its mark in `Scope.choices`): "it" again; consumed if there."""
    from tolaria.cards.oracle.phrases import IT_NOUNS
    if p.at("the", "chosen") and (p.peek(2) in IT_NOUNS or p.peek(2) == "card") and \
            f"target {p.scope.it}" in p.scope.choices:
        p.i += 3
        return True
    return False


C_PLAYER_GROUP = construct("target.player_group", "<permanents> target player / target opponent "
                          "/ defending player controls: the group of the player chosen as a "
                          "target or attacked, as the instruction happens (CR 115.1, 506.2, "
                          "608.2c)")


def player_controls(p: Parser) -> tuple[str, Any]:
    """"[creatures] target player controls": a player target; "that player controls": the
    trigger's player, or the one player target named before. The group's controller is
    marked ("player", who) until the instruction is wrapped (`_for_players`)."""
    from tolaria.cards.oracle.phrases import player_ref
    if p.scope.kind not in ("spell", "activated", "triggered"):
        p.fail()
    players = [i for i, s in enumerate(p.scope.targets)
               if s.players is not None and s.objects is None]
    if p.at("they", "control"):           # "target player and each creature they control"
        if type(p.scope.they_player) is not int:
            p.fail()
        p.i += 2
        p.mark(C_PLAYER_GROUP)
        return ("player", p.scope.they_player)
    if isinstance(p.scope.they_player, tuple) and p.scope.they_player[0] == \
            "player_or_controller":              # "target player or planeswalker and each
        p.expect("that", "player", "or", "that", "planeswalker", POSSESSIVE, "controller",
                 "controls")                     # creature that player or that planeswalker's
        p.mark(C_PLAYER_GROUP)                   # controller controls" (CR 115.4, 608.2c)
        return ("player", p.scope.they_player)
    if p.at("that", "player", "or") and _in_target_phrase(p):
        p.fail()          # "target creature that player or ...": `controlled_by_target`
    if p.at("defending") and _in_target_phrase(p):
        p.fail()          # "target creature defending player controls": `named_controller`
    if p.at("that", "player") and p.scope.event_subject != "player" and p.peek(2) != "or":
        if len(players) != 1:
            p.fail()
        p.i += 2
        who: Any = players[0]                 # "target player and each creature that player"
    else:
        who = player_ref(p)               # a target, the trigger's player, "its controller"
        if not (type(who) is int or who in ("event", "defending") or isinstance(
                who, tuple) and who[0] == "controller"):     # "defending player" (506.2)
            p.fail()
    p.expect("controls")
    p.mark(C_PLAYER_GROUP)
    return ("player", who)


def _in_target_phrase(p: Parser) -> bool:
    """Do the words just read name a new target ("target creature ..."), rather than a
    group ("each creature ...")?"""
    for key in reversed(p.keys[max(0, p.i - 4):p.i]):
        if key == "target":
            return True
        if key in ("each", "all", "and", ","):
            return False
    return False


def _markers(value: Any, found: set[Any]) -> set[Any]:
    """The ("player", index) controllers anywhere in an instruction's parameters."""
    if isinstance(value, ObjectFilter):
        if type(value.controller) is tuple:
            found.add(value.controller)
        for part in value.any_of:
            _markers(part, found)
    elif isinstance(value, Effect):
        for _, v in value.params:
            _markers(v, found)
    elif isinstance(value, tuple):
        for v in value:
            _markers(v, found)
    return found


def _for_players(p: Parser, effects: list[Effect]) -> list[Effect]:
    """Each instruction about a group a target player controls, wrapped to name the player
    as it happens (`tolaria.rules.effects.named_player`); nothing else may keep the mark."""
    for i, spec in enumerate(p.scope.targets):
        marked = _markers(spec.objects, set())
        if not marked:
            continue
        if marked != {("player", "event")} or p.scope.kind != "triggered" or \
                spec.objects.zone or spec.objects.spell:
            p.fail()                      # "target creature target player controls": not read
        p.scope.targets[i] = replace(spec, objects=replace(spec.objects, controller=(
            "event player")))             # the trigger's player (`named_controller`)
        p.mark(C_THAT_PLAYER)
    out = []
    for eff in effects:
        found = _markers(eff, set())
        if len(found) > 1:
            p.fail()
        out.append(Effect("for_player", (("effect", eff), ("who", found.pop()[1])))
                   if found else eff)
    return out


def unnamed_player(value: Any) -> bool:
    """Is a ("player", ...) controller left anywhere outside a "for_player" instruction
    (a description read where the player can't be named: the card is refused)?"""
    from dataclasses import fields, is_dataclass
    if isinstance(value, ObjectFilter):
        return type(value.controller) is tuple or any(unnamed_player(f) for f in value.any_of)
    if isinstance(value, Effect):
        return value.op != "for_player" and any(unnamed_player(v) for _, v in value.params)
    if isinstance(value, (tuple, list)):
        return any(unnamed_player(v) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(unnamed_player(getattr(value, f.name)) for f in fields(value))
    return False


def plural_players(p: Parser) -> TargetSpec | None:
    """"target players", "target opponents" after a count; None if the phrase names
    objects."""
    if p.accept("players"):
        return TargetSpec(players="any", text="target players")
    if p.accept("opponents"):
        return TargetSpec(players="opponent", text="target opponents")
    return None


def size(p: Parser, index: Any) -> int:
    """How many targets the phrase starting at target `index` has (1 for anything else)."""
    specs = p.scope.targets
    if not isinstance(index, int) or index >= len(specs):
        return 1
    end = index + 1
    while end < len(specs) and specs[end].same_phrase:
        end += 1
    return end - index


@dataclass(frozen=True, slots=True)
class Phrase:
    """`Scope.them` after a phrase of several targets: what "those creatures" / "they"
    refer to (CR 608.2c)."""

    index: int


def spread(p: Parser, first: int, effects: list[Effect], used_from: int | None = None
           ) -> list[Effect]:
    """Each instruction about a phrase of several targets (added since target `first`, or
    the earlier one "those creatures" named since `used_from`), once per target; the
    phrase's "it" is gone (CR 608.2c). Fails if an instruction refers to the phrase in
    any other way."""
    effects = _for_players(p, effects)        # "creatures target player controls"
    specs = p.scope.targets
    starts = [i for i in range(first, len(specs))
              if not specs[i].same_phrase and size(p, i) > 1]
    them = p.scope.them
    if isinstance(them, Phrase) and them.index < first and used_from is not None \
            and C_THOSE in p.used[used_from:]:
        starts.insert(0, them.index)
    if starts and starts[-1] >= first:
        p.scope.them = Phrase(starts[-1])
    for index in starts:
        n = size(p, index)
        members = range(index, index + n)
        out: list[Effect] = []
        for eff in effects:
            if eff.get("targets") == tuple(members):
                out.append(eff)                   # about the whole phrase already
                continue
            if eff.op == "damage" and {k for k, _ in eff.params} == {"amount", "target"} \
                    and eff.get("target") == index:
                # One damage event to each of them, all at once (CR 120.2).
                out.append(Effect("damage_targets", (("amount", eff.get("amount")),
                                                     ("targets", tuple(members)))))
                p.mark(C_SPREAD)
                continue
            if eff.op == "double_counters" and eff.get("target") == index:
                # Each of them gets its counters in one event (CR 701.9e, 122.6).
                out.append(Effect(eff.op, (("kind", eff.get("kind")),
                                           ("targets", tuple(members)))))
                p.mark(C_SPREAD)
                continue
            if eff.op.startswith("damage") and eff.get("target") == index:
                p.fail()                          # damage to each is one event: not that one
            batch = _at_once(p, eff, index, members)
            if batch is not None:
                out.append(batch)                 # the same zone change to each, at once
                p.mark(C_SPREAD)
                if isinstance(p.scope.them, Phrase) and p.scope.them.index == index:
                    p.scope.them = None   # moved: "them" would be new objects (CR 400.7)
                continue
            if eff.op in _LEAVING and eff.get("target") == index:
                if not _zone(p, index):
                    p.fail()      # permanents leaving one by one would miss each other (603.10a)
                if isinstance(p.scope.them, Phrase) and p.scope.them.index == index:
                    p.scope.them = None           # moved cards: new objects (CR 400.7)
            keys = [k for k, v in eff.params if k in _REF_KEYS and type(v) is int and v == index]
            if any(_mentions(v, m) for k, v in eff.params if k not in keys for m in members):
                p.fail()
            if any(type(v) is int and v in members and v != index
                   for k, v in eff.params if k in _REF_KEYS):
                p.fail()
            if not keys:
                out.append(eff)
                continue
            out += [Effect(eff.op, tuple((k, m if k in keys else v) for k, v in eff.params))
                    for m in members]
            p.mark(C_SPREAD)
        effects = out
        if p.scope.it in members:
            p.scope.it = None                 # "it" can't mean one of several targets
    return effects


# Instructions that take a permanent off the battlefield: done to several targets only at
# once (`_AT_ONCE`), never one after the other. (Phasing out isn't leaving it, CR 702.26d:
# one after the other, what is attached to an earlier one phases out with it, as at once.)
_LEAVING = frozenset({"destroy", "exile", "bounce", "to_library", "to_library_at", "sacrifice",
                      "exile_until", "shuffle_into_library"})


def _zone(p: Parser, index: int) -> str:
    flt = p.scope.targets[index].objects
    return flt.zone if flt is not None else ""


# Zone changes done to several targets at once (`tolaria.rules.effects.division`), and the other
# parameters each may have.
_AT_ONCE = {"destroy": ("destroy_targets", {"no_regenerate"}), "exile": ("exile_targets", set()),
            "bounce": ("bounce_targets", set()), "exile_card": ("exile_cards", {"zone"}),
            "to_battlefield": ("cards_to_battlefield", {"tapped", "yours"})}


def _at_once(p: Parser, eff: Effect, index: int, members: Any) -> Effect | None:
    """`eff` done to all of `members` as one event (CR 608.2h: "destroy two target
    creatures" destroys both at once), if it is one of those zone changes."""
    found = _AT_ONCE.get(eff.op)
    if found is None or eff.get("target") != index:
        return None
    op, allowed = found
    params = {k: v for k, v in eff.params if k != "target"}
    if not set(params) <= allowed:
        return None
    zone = _zone(p, index)
    if eff.op == "exile_card" and params.get("zone", "graveyard") != "graveyard" or (
            eff.op in ("exile_card", "to_battlefield") and zone != "graveyard") or (
            eff.op in ("destroy", "exile") and zone):
        return None
    if eff.op == "exile" and p.scope.targets[index].objects.spell:
        params["zone"] = "stack"                     # "exile any number of target spells"
    if eff.op == "bounce":
        params["zone"] = zone or "battlefield"
    elif eff.op == "exile_card":
        del params["zone"]
    return Effect(op, tuple(sorted({**params, "targets": tuple(members)}.items())))


def _mentions(value: Any, index: int) -> bool:
    """Does a parameter refer to target `index` inside a tuple (("power", 0)) or an
    instruction it holds?"""
    if isinstance(value, Effect):
        return any(_mentions(v, index) for _, v in value.params)
    if isinstance(value, tuple):
        return any(type(v) is int and v == index or _mentions(v, index) for v in value
                   if isinstance(v, (tuple, Effect, int)))
    return False


C_THAT_PLAYER = construct("target.that_player", "target <description> that player controls / "
                          "defending player controls: the player the trigger's event was "
                          "about, or the one this creature attacks (CR 506.2, 603.3d)")


def named_controller(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """"... that player controls" in a trigger about a player (CR 603.2), "... defending
    player controls" in this creature's attack trigger (CR 506.2): the filter's controller
    is that player, named as the trigger goes on the stack (`targets.for_trigger`)."""
    if flt.controller is not None or flt.zone or flt.spell or p.scope.kind != "triggered":
        return flt
    if p.scope.event_subject == "player" and p.accept("that", "player", "controls"):
        p.mark(C_THAT_PLAYER)
        return replace(flt, controller="event player")
    if p.scope.event == "attacks" and p.accept("defending", "player", "controls"):
        p.mark(C_THAT_PLAYER)
        return replace(flt, controller="defending player")
    return flt


C_CONTROLLED_BY = construct("target.controlled_by_target", "target <description> that player "
                            "[or that planeswalker's controller] controls, after a target "
                            "player [or planeswalker]: a permanent of that target's player "
                            "(CR 115.1, 601.2c)")


def controlled_by_target(p: Parser, flt: ObjectFilter) -> int:
    """After a target's description in a spell or activated ability: "that player controls"
    (the earlier target is a player) or "that player or that planeswalker's controller
    controls" (a player or planeswalker): that earlier target's index; -1 if neither."""
    if flt.controller is not None or flt.zone or flt.spell or p.scope.kind not in (
            "spell", "activated"):
        return -1
    players = [i for i, s in enumerate(p.scope.targets) if s.players is not None]
    if len(players) != 1:
        return -1
    earlier = p.scope.targets[players[0]]
    walkers = earlier.objects
    if walkers is None and p.accept("that", "player", "controls"):
        p.mark(C_CONTROLLED_BY)
        return players[0]
    if walkers is not None and walkers.types == frozenset({"Planeswalker"}) and p.accept(
            "that", "player", "or", "that", "planeswalker", "'s", "controller", "controls"):
        p.mark(C_CONTROLLED_BY)
        return players[0]
    return -1


C_DIVIDED = construct("target.divided", "N damage divided as you choose among one, two, or "
                      "three targets / one or two / any number of (N ≤ 5) targets: the "
                      "division announced as the spell is cast (CR 601.2d)")
_DIVIDED_COUNTS = ((("one", ",", "two", ",", "or", "three"), 3), (("one", "or", "two"), 2),
                   (("any", "number", "of"), 0), (("up", "to", "two"), 2),
                   (("up", "to", "three"), 3))


def divided_damage(p: Parser, n: Any) -> list[Effect]:
    """"[deals] 3 damage divided as you choose among one, two, or three targets" (CR
    601.2d): announced as the spell is cast or the ability put on the stack."""
    p.expect("damage", "divided", "as", "you", "choose", "among")
    indices = _division_targets(p, n)
    p.mark(C_DIVIDED)
    return [Effect("damage_divided", (("amount", n), ("targets", indices)))]


C_EVENLY = construct("target.divided_evenly", "X damage divided evenly, rounded down, among "
                     "any number of targets: each target chosen is dealt X divided by how "
                     "many were chosen (CR 601.2c, 608.2b)")


def evenly_divided_damage(p: Parser, n: Any) -> list[Effect]:
    """"[deals] X damage divided evenly, rounded down, among any number of targets"
    (Fireball): the share is counted over the targets chosen as it was cast, so one that
    became illegal doesn't make the others' larger (CR 608.2b)."""
    p.expect("damage", "divided", "evenly", ",", "rounded", "down", ",", "among")
    if p.scope.kind != "spell" or not p.at("any", "number", "of", "targets"):
        p.fail()
    first = counted_target(p)
    indices = tuple(range(first, len(p.scope.targets)))
    p.mark(C_EVENLY)
    return [Effect("damage_evenly", (("amount", n), ("targets", indices)))]


def distribute(p: Parser) -> list[Effect]:
    """"Distribute two +1/+1 counters among one or two target creatures [you control]"; any
    power/toughness counter ("two -2/-1 counters", CR 122.1a) (CR 601.2d, 122.6)."""
    from tolaria.cards.oracle.phrases import NUMBER_WORDS
    from tolaria.cards.oracle.quantities import WHERE_X
    p.expect("distribute")
    tok = p.next()
    n = int(tok.key) if tok.kind == "num" else NUMBER_WORDS.get(tok.key)
    if tok.key == "x" and _fixed_on_cast(p, WHERE_X):     # counted as it's cast (601.2d)
        n = WHERE_X
    kind = p.next()
    if n is None or kind.kind != "pt" or kind.key[0] not in "+-" or "/" not in kind.key \
            or kind.key.split("/")[1][:1] not in ("+", "-"):
        p.fail()
    p.expect("counters", "among")
    indices = _division_targets(p, n)
    p.mark(C_DIVIDED)
    return [Effect("counters_divided", (("amount", n), ("kind", kind.key),
                                        ("targets", indices)))]


def _division_targets(p: Parser, n: Any) -> tuple[int, ...]:
    """"one, two, or three [other] targets / target creatures", "one or two ...", "any
    number of ...": the first target is required, the others optional; each chosen one
    gets at least 1 (CR 601.2d), so there are at most N (and at most five). An X known
    only as the ability is activated: up to `ANY_NUMBER`, none needed (X may be 0)."""
    from tolaria.cards.oracle import phrases
    x = _announced_x(p, n) or _fixed_on_activation(p, n) or _fixed_on_cast(p, n)
    if p.scope.kind not in ("spell", "activated", "triggered") or not x and (
            type(n) is not int or n < 1):
        p.fail()
    start = p.i
    count = next((c for words, c in _DIVIDED_COUNTS if p.accept(*words)), None)
    if count is None:
        p.fail()
    count = (count or ANY_NUMBER) if x else min(count or n, n)
    if count > 5 and not x:
        p.fail()                                  # too many ways to divide to list
    other = p.accept("other")
    if p.accept("targets"):
        index = p.add_target(replace(phrases.ANY_TARGET, text=p.text_from(start)))
        if other:
            p.fail()
    else:
        index = phrases.target(p, plural=True, other=other, start=start)
    spec = p.scope.targets[index]
    if p.keys[start] == "up":             # "up to two": none at all may be chosen
        p.scope.targets[index] = replace(spec, optional=True)
        p.mark(C_DIVIDED_UP_TO)
    elif x and p.keys[start] == "any":    # "X ... among any number of": with X = 0, none
        p.scope.targets[index] = replace(spec, optional=True)       # (CR 601.2c-d)
    for _ in range(count - 1):
        p.add_target(replace(spec, optional=True, same_phrase=True))
    p.scope.it = None
    return tuple(range(index, index + count))


C_DIVIDED_X = construct("target.divided_x", "[−X] / {X}: X damage divided as you choose "
                        "among ... targets: X announced with the ability or spell, then the "
                        "division, at least 1 to each target chosen (CR 107.3, 601.2b-d, "
                        "606.6)")


def _announced_x(p: Parser, n: Any) -> bool:
    """Is the amount divided the X of an activated ability's or a spell's cost? It is
    announced before the targets and the division (CR 601.2b-d, 602.2b)."""
    if n == "X" and not p.scope.entering_x and (  # (a trigger's division: not read)
            p.scope.kind == "activated" and p.scope.x_cost or spell_x_here(p)):
        p.mark(C_DIVIDED_X)
        return True
    return False


def _fixed_on_activation(p: Parser, n: Any) -> bool:
    """"X damage divided ..., where X is <quantity> as you activate this ability": X is
    counted as the ability is activated, before the division (CR 601.2d, 602.2b)."""
    from tolaria.cards.oracle.quantities import WHERE_X, ahead
    return n == WHERE_X and p.scope.kind == "activated" and ahead(
        p, ("as", "you", "activate", "this", "ability", "."))


def _fixed_on_cast(p: Parser, n: Any) -> bool:
    """"X damage divided ..., where X is <quantity> as you cast this spell": X is counted as
    the spell is cast, before the division is announced (CR 601.2d)."""
    from tolaria.cards.oracle.quantities import WHERE_X, ahead
    return n == WHERE_X and p.scope.kind == "spell" and ahead(
        p, ("as", "you", "cast", "this", "spell", "."))


C_DIVIDED_UP_TO = construct("target.divided_up_to", "distribute N counters among up to two "
                            "/ three target <objects>: none may be chosen (then nothing is "
                            "divided); each chosen one gets at least 1 (CR 601.2c-d)")


C_DAMAGED = construct("target.damaged_this_turn", "target <description> that was dealt damage "
                      "this turn / that dealt damage [to you] this turn (CR 120.3) / that "
                      "attacked or "
                      "blocked this turn (CR 508.1, 509.1)")


def damage_status(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """"... that was dealt damage this turn" / "... that dealt damage this turn": a status
    the turn's record tells (events record who was dealt and who dealt damage)."""
    if flt.zone or flt.spell or flt.this_turn:
        return flt
    if p.accept("that", "was", "dealt", "damage", "this", "turn"):
        found = "damaged"
    elif p.accept("that", "dealt", "damage", "this", "turn"):
        found = "dealt"
    elif p.accept("that", "dealt", "damage", "to", "you", "this", "turn"):
        found = DEALT_YOU                                # CR 120.3, the turn's record
    elif p.accept("that", "attacked", "or", "blocked", "this", "turn"):
        found = ATTACKED_OR_BLOCKED                      # CR 508.1, 509.1
    else:
        return flt
    p.mark(C_DAMAGED)
    return replace(flt, this_turn=found)


def damaged_any_target(p: Parser, spec: TargetSpec) -> TargetSpec:
    """"any target that was dealt damage this turn" (Needle Drop): a permanent with that
    status, or a player dealt damage this turn (CR 115.4, 120.3)."""
    objects = damage_status(p, spec.objects)
    return replace(spec, players=DAMAGED_PLAYERS, objects=objects,
                   text="any target that was dealt damage this turn")


C_COUNTER = construct("target.with_counter", "<description> with a <kind> counter on it / "
                      "with one or more counters on it / without a <kind> counter on it: a "
                      "status of targets and effects (CR 122.1)")


def with_counter(p: Parser) -> str:
    """After "with": "a +1/+1 counter on it", "a bounty counter on it", "one or more
    +1/+1 counters on it", "counters on it" / "a counter on it" (any kind), "+1/+1 counters
    on them" (of each of a plural); "" (nothing read) if not that."""
    start = p.i
    if p.accept("a") or p.accept("one", "or", "more") or p.accept("an"):
        pass
    kind = "any"
    tok = p.token()
    if tok is not None and p.peek() not in ("counter", "counters") and (
            tok.kind == "pt" and tok.key in ("+1/+1", "-1/-1") or tok.kind == "word"
            and tok.key != "no"):                       # "with no counters": not a kind
        kind = tok.key
        p.i += 1
    if not (p.accept("counter", "on", "it") or p.accept("counters", "on", "it")
            or p.accept("counters", "on", "them")):       # "creatures with counters on them"
        p.i = start
        return ""
    p.mark(C_COUNTER)
    return kind


def any_other_target(p: Parser) -> int:
    """"any other target": in a spell, not one chosen for its earlier target (CR 115.3);
    in a permanent's ability with no earlier target, not the permanent itself; either
    reading open is a gap (like "another target")."""
    from tolaria.cards.oracle.phrases import ANY_TARGET, C_TARGET
    p.expect("any", "other", "target")
    p.mark(C_TARGET)
    return p.add_target(_other(p, replace(ANY_TARGET, text="any other target")))


def _other(p: Parser, spec: TargetSpec) -> TargetSpec:
    """"other" targets: not one chosen for an earlier target in a spell (CR 115.3), not
    the source in a permanent's ability without earlier targets; else a gap."""
    earlier = bool(p.scope.targets)
    if (p.scope.kind == "spell") != earlier:
        p.fail()
    if earlier:
        return replace(spec, distinct=True)
    return replace(spec, objects=replace(spec.objects, other=True))


C_LIST = construct("target.list", "destroy/exile/tap/untap/return a list of target phrases: "
                   "\"Destroy target artifact and target enchantment\", \"Return up to one "
                   "target instant card and up to one target sorcery card from your graveyard "
                   "to your hand\" (CR 115.1, 608.2c)")
LIST_VERBS = frozenset({"destroy", "exile", "tap", "untap", "return"})


def listed_objects(p: Parser) -> list[Effect]:
    """"<verb> <target>, <target>, and <target> [...]": the verb done to each target."""
    from tolaria.cards.oracle import phrases
    verb = p.next().key
    if verb not in LIST_VERBS:
        p.fail()
    first = len(p.scope.targets)
    cards = p.attempt(_card_items, verb)
    returned: tuple[str, tuple[tuple[str, Any], ...]] = ("bounce", ())
    if cards is not None:
        indices = cards
        if verb == "return":
            returned = _returned(p, p.scope.targets[indices[0]].objects.controller)
    else:
        indices = _items(p, lambda: phrases.target(p))
        specs = [p.scope.targets[i] for i in indices]
        if any(s.players is not None or s.objects is None or s.objects.spell for s in specs):
            p.fail()
        zones = {s.objects.zone for s in specs}
        if zones == {"graveyard"}:
            if verb == "return":
                whose = {s.objects.controller for s in specs}
                returned = _returned(p, whose.pop() if len(whose) == 1 else None)
            elif verb != "exile":
                p.fail()
        elif zones != {""}:
            p.fail()
        elif verb == "return":
            p.expect("to", "their", "owners", "'s", "hands")
    if len(p.scope.targets) != first + len(indices):
        if verb in ("tap", "untap") and cards is None:
            return _counted_taps(p, verb, indices)
        p.fail()                             # a counted phrase in the list: not read here
    grave = p.scope.targets[indices[0]].objects.zone == "graveyard"
    op = {"destroy": "destroy", "exile": "exile_card" if grave else "exile", "tap": "tap",
          "untap": "untap", "return": returned[0]}[verb]
    extra: tuple[tuple[str, Any], ...] = returned[1] if verb == "return" else ()
    if op == "destroy":
        extra = (("no_regenerate", False),)
    elif op == "exile_card":
        extra = (("zone", "graveyard"),)
    p.scope.it = None
    p.mark(C_LIST)
    each = [Effect(op, tuple(sorted(extra + (("target", i),)))) for i in indices]
    batch = _at_once(p, each[0], indices[0], tuple(indices))
    return [batch] if batch is not None else each        # zone changes: all at once


C_COUNTED_LIST = construct("target.counted_list", "tap/untap a list of target phrases, some "
                           "counted: \"Untap up to two target creatures and up to two target "
                           "lands\": each chosen target (CR 115.1, 601.2c, 701.21)")


def _counted_taps(p: Parser, verb: str, indices: list[int]) -> list[Effect]:
    """"Untap up to two target creatures and up to two target lands": the instruction for
    each phrase, spread over its targets (`spread`); no zone changes, so no batch."""
    p.scope.it = None
    p.mark(C_COUNTED_LIST)
    return [Effect(verb, (("target", i),)) for i in indices]


def _items(p: Parser, item: Any) -> list[Any]:
    """Two or more items: "A and B", "A, B, and C", "A, B, and/or C"."""
    found = [item()]
    while True:
        if p.accept(",", "and", "/", "or") or p.accept(",", "and") or p.accept(
                "and", "/", "or") or p.accept("and"):
            found.append(item())
            break
        if p.accept(","):
            found.append(item())
            continue
        break
    if len(found) < 2:
        p.fail()
    return found


def _card_items(p: Parser, verb: str) -> list[int]:
    """"[up to one] target instant card and [up to one] target sorcery card from your
    graveyard to your hand": cards in one graveyard, said once at the end."""
    from tolaria.cards.oracle import phrases
    if verb not in ("return", "exile"):
        p.fail()
    start = p.i

    def card() -> tuple[ObjectFilter, bool, int]:
        begin = p.i
        optional = p.accept("up", "to", "one")
        p.expect("target")
        flt, plural = phrases.description(p, cards=True)
        if plural or phrases.status_in(flt) or flt.controller is not None or flt.other:
            p.fail()
        return flt, optional, begin

    found = _items(p, card)
    p.expect("from")
    if p.accept("your", "graveyard"):
        whose: str | None = "you"
    elif p.accept("a", "graveyard"):
        whose = None
    else:
        p.fail()
    text = p.text_from(start)
    out = []
    for flt, optional, _ in found:
        spec = TargetSpec(objects=replace(flt, zone="graveyard", controller=whose),
                          text=text[:1].lower() + text[1:], optional=optional)
        out.append(p.add_target(spec))
    p.mark(phrases.C_GRAVEYARD)
    return out


def _returned(p: Parser, whose: str | None) -> tuple[str, tuple[tuple[str, Any], ...]]:
    """Where "return <cards from a graveyard>" puts them: "to your hand", or "to the
    battlefield [tapped] [under your control]" (yours, or said to be under your control)."""
    if p.accept("to", "your", "hand"):
        return "bounce", ()
    p.expect("to", "the", "battlefield")
    tapped = p.accept("tapped")
    yours = p.accept("under", "your", "control")
    if whose != "you" and not yours:
        p.fail()
    return "to_battlefield", (("tapped", tapped), ("yours", yours))


# Clauses read here before the usual ones (`instructions.clause`), by their first word.
CLAUSES = {**{verb: listed_objects for verb in LIST_VERBS}, "distribute": distribute}


def either(fields: dict[str, Any]) -> None:
    """"creature or Vehicle": the nouns' card types OR their subtypes (`any_of`)."""
    types, subtypes = fields.pop("types"), fields.pop("subtypes")
    fields["any_of"] = (ObjectFilter(types=types), ObjectFilter(subtypes=subtypes))


C_ONE_GRAVEYARD = construct("target.one_graveyard", "up to N target cards from a single "
                            "graveyard: all of them owned by one player (CR 115.1, 404.2)")


def single_graveyard(p: Parser) -> bool:
    """"from a single graveyard" (after "from")."""
    if p.accept("a", "single", "graveyard"):
        p.mark(C_ONE_GRAVEYARD)
        return True
    return False


C_ABILITY = construct("target.ability", "target activated / triggered ability, target spell, "
                      "activated ability, or triggered ability, target spell or ability "
                      "[you don't control]: abilities "
                      "on the stack (CR 113.1, 115.1)")
ABILITY_LEADS = frozenset({"activated", "triggered", "spell"})


def stack_abilities(p: Parser, start: int) -> TargetSpec:
    """After "target": "activated ability", "triggered ability", "activated or triggered
    ability", "spell, activated ability, or triggered ability", "spell or ability"; then "you control" / "you
    don't control" / "an opponent controls"."""
    spell = p.accept("spell", ",")
    kinds: set[str] = set()
    if p.accept("spell", "or", "ability"):                   # CR 113.1, 605.3b
        spell, kinds = True, {"activated", "triggered"}
    elif p.accept("activated", "or", "triggered", "ability"):
        kinds = {"activated", "triggered"}
    elif p.accept("activated", "ability", ",", "or", "triggered", "ability"):
        kinds = {"activated", "triggered"}
    elif p.accept("activated", "ability"):
        kinds = {"activated"}
    elif p.accept("triggered", "ability"):
        kinds = {"triggered"}
    if not kinds or spell and kinds != {"activated", "triggered"}:
        p.fail()
    controller = None
    if p.accept("you", "control"):
        controller = "you"
    elif p.accept("you", "don't", "control"):
        controller = NOT_YOURS                                 # a teammate's too (102.3)
    elif p.accept("an", "opponent", "controls"):
        controller = "opponent"
    if spell and controller is not None:
        p.fail()
    single = controller is None and p.accept("with", "a", "single", "target")   # CR 115.7
    origin = ObjectFilter() if spell or single else _from_source(p)
    found = ObjectFilter(abilities=frozenset(kinds), spell=spell, controller=controller,
                         single_target=single, types=origin.types, colorless=origin.colorless)
    if p.at("that", "targets") and not p.at("that", "targets", "only") and not single:
        found = _spell_targeting(p, found)               # "spell or ability that targets you"
    text = p.text_from(start)
    p.mark(C_ABILITY)
    return TargetSpec(objects=found, text=text[:1].lower() + text[1:])


C_FROM_SOURCE = construct("target.ability_from_source", "target activated / triggered ability "
                          "from an artifact / a creature / an enchantment / a colorless "
                          "source: of a source with that characteristic (CR 113.7, 115.1)")
_SOURCE_KINDS = {"artifact": "Artifact", "creature": "Creature", "enchantment": "Enchantment",
                 "land": "Land", "planeswalker": "Planeswalker"}


def _from_source(p: Parser) -> ObjectFilter:
    """"... from an artifact source" after an ability target; the empty filter without it."""
    if not (p.at("from", "a") or p.at("from", "an")) or p.peek(3) != "source":
        return ObjectFilter()
    word = p.peek(2) or ""
    if word == "colorless":
        found = ObjectFilter(colorless=True)
    elif word in _SOURCE_KINDS:
        found = ObjectFilter(types=frozenset({_SOURCE_KINDS[word]}))
    else:
        return ObjectFilter()
    p.i += 4
    p.mark(C_FROM_SOURCE)
    return found


C_THOSE = construct("target.those", "those creatures / they / them / each of them: the "
                    "targets of the phrase of several targets just named (CR 608.2c)")
_THOSE = (("each", "of", "those", "creatures"), ("each", "of", "those", "permanents"),
          ("each", "of", "them"), ("those", "creatures"), ("those", "permanents"),
          ("those", "cards"), ("they",), ("them",))


def those_lead(p: Parser) -> bool:
    """Is "those creatures" / "they" here, naming a phrase of several targets?"""
    return isinstance(p.scope.them, Phrase) and p.peek() in ("each", "those", "they", "them")


def those(p: Parser) -> int:
    """"those creatures", "they", "them", "each of them": the phrase's first target (its
    instructions are spread over all of them, `spread`)."""
    them = p.scope.them
    if not isinstance(them, Phrase) or not any(p.accept(*words) for words in _THOSE):
        p.fail()
    p.mark(C_THOSE)
    return them.index


def no_next_untap(p: Parser, subject: Any) -> list[Effect]:
    """"Those creatures don't untap during their controller's next untap step" (CR 502.3):
    each of them, as "it doesn't untap during its controller's next untap step"."""
    from tolaria.cards.oracle.restrictions import C_NEXT_UNTAP, NEXT_UNTAP
    from tolaria.data.ir import StaticAbility, effect, layer_effect
    if size(p, subject) < 2:
        p.fail()
    p.expect("don't", "untap", "during", "their")
    if not (p.accept("controller", "'s", "next", "untap", "step")
            or p.accept("controllers", "'s", "next", "untap", "steps")):
        p.fail()
    p.mark(C_NEXT_UNTAP)
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({"doesnt_untap"}))
    return [effect("continuous", target=subject, until=NEXT_UNTAP, parts=(
        layer_effect("6", "add_abilities", abilities=(restrict,)),))]


def after_description(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """What a target phrase may add after its description: "that player controls",
    "that was dealt damage this turn", "other than this creature", a spell's "that targets
    you"."""
    flt = damage_status(p, named_controller(p, flt))
    if flt.spell and p.at("that", "targets") and not p.at("that", "targets", "only"):
        return _spell_targeting(p, flt)
    if p.at("other", "than") and p.scope.kind != "spell" and not flt.zone and not flt.spell:
        start = p.i
        p.i += 2
        from tolaria.cards.oracle.phrases import self_ref
        if not self_ref(p):
            p.i = start
            return flt
        return replace(flt, other=True)       # not the source itself (CR 109.5)
    return flt


C_SPELL_TARGETING = construct("target.spell_that_targets", "target <spell> that targets you / "
                              "a player / this creature / <a permanent> [or ...]: one of "
                              "its targets is one of these, checked as it's chosen and as "
                              "the ability resolves (CR 115.1, 608.2b)")


def _spell_targeting(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """"... spell that targets you or a permanent you control" (Hindering Light)."""
    from tolaria.cards.oracle.phrases import description, self_ref
    p.expect("that", "targets")
    kinds: list[Any] = []
    while True:
        if p.accept("you"):
            kinds.append(TARGETS_YOU)
        elif p.accept("a", "player"):
            kinds.append(TARGETS_A_PLAYER)
        elif self_ref(p):
            kinds.append(TARGETS_SELF)
        else:
            if not (p.accept("a") or p.accept("an")):
                p.fail()
            found, plural = description(p)
            if plural or found.spell or found.zone or found.owned:
                p.fail()
            kinds.append(found)
        if not p.accept("or"):
            break
    p.mark(C_SPELL_TARGETING)
    return replace(flt, targeting=tuple(kinds))


def color_alternatives(p: Parser) -> list[str]:
    """After a colour word: "or blue", "and/or red", ", blue, or black": the other colours
    of "white or blue creature" (one of them, CR 105.2); the position stays on the first
    colour word (the caller consumes it)."""
    from tolaria.cards.oracle.phrases import COLOR_WORDS
    start, found = p.i, []
    p.i += 1
    while True:
        for sep in ((",", "or"), (",", "and", "/", "or"), ("or",), ("and", "/", "or"), (",",)):
            if p.at(*sep) and p.peek(len(sep)) in COLOR_WORDS:
                p.i += len(sep)
                found.append(COLOR_WORDS[p.next().key])
                break
        else:
            break
    if not found or p.tokens[p.i - 1].key not in COLOR_WORDS:
        p.i = start
        return []
    p.i -= 1                                   # the caller steps over the last colour word
    return found


C_COUNTED_BOUND = construct("target.counted_bound", "target <description> with power / mana "
                            "value less than or equal to / greater than or equal to <counted "
                            "quantity>: counted as targets are chosen and checked again as it "
                            "resolves (CR 115.1, 608.2b); \"destroy / exile each <description> "
                            "with mana value equal to <counted quantity>\", \"search your "
                            "library for a <card> with mana value less than or equal to "
                            "<counted quantity>\": counted as it resolves (CR 608.2h)")
# Quantities `tolaria.rules.quantities.evaluate` counts without the resolving object.
_BOUNDS = frozenset({"count", "devotion", "domain", "cards", "party", "colors_among",
                     "greatest", "counters", "hand", "life", "opponents", "died_this_turn",
                     "life_this_turn"})


# A static ability counts these each time the layers are applied (CR 611.3a,
# `quantities.evaluate_in_layers`); it reads no bound that needs the finished world.
_LAYER_BOUNDS = frozenset({"count", "domain", "party", "colors_among", "hand", "life",
                           "opponents"})


def counted_bound(p: Parser) -> tuple[str, Any] | None:
    """"less than or equal to the number of Plains you control" / "equal to the number of
    charge counters on this artifact" (after "with power" / "with mana value"): the
    comparison and the quantity; None if not there."""
    strict = 0
    if p.accept("less", "than", "or", "equal", "to"):
        op = "<="
    elif p.accept("greater", "than", "or", "equal", "to"):
        op = ">="
    elif p.accept("equal", "to"):
        op = "=="
    elif p.accept("greater", "than"):              # integers: more than N is N + 1 or more
        op, strict = ">=", 1
    elif p.accept("less", "than"):
        op, strict = "<=", -1
    else:
        return None
    op, found = _counted(p, op, C_COUNTED_BOUND)
    return op, ("plus", strict, found) if strict else found


C_WHERE_X_BOUND = construct("target.where_x_bound", "target <description> with power / mana "
                             "value X or less / or greater, where X is <quantity>: counted "
                             "each time the target is checked (CR 601.2c, 608.2b)")


def where_x_bound(p: Parser) -> tuple[str, Any] | None:
    """"X or less, where X is the number of Faeries you control" (after "with mana value",
    Spellstutter Sprite): the comparison and the quantity; None if not there."""
    if not p.at("x", "or") or spell_x_here(p):
        return None
    start = p.i
    p.i += 1
    if p.accept("or", "less"):
        op = "<="
    elif p.accept("or", "greater"):
        op = ">="
    else:
        p.i = start
        return None
    if not p.accept(",", "where", "x", "is"):
        p.i = start
        return None
    return _counted(p, op, C_WHERE_X_BOUND)


def _counted(p: Parser, op: str, used: str) -> tuple[str, Any]:
    """The quantity a bound compares with, read here: one counted for the controller and
    source alone, in an ability that can count it (`_bounded`)."""
    from tolaria.cards.oracle.phrases import quantity
    found = quantity(p)
    if not _bounded(found) or p.scope.kind not in ("spell", "activated", "triggered") and not (
            p.scope.kind == "static" and found[0] in _LAYER_BOUNDS):
        p.fail()
    p.mark(used)
    return op, found


C_ENTERING_X = construct("trigger.entering_x", "When this <permanent> enters, ... X ... (a "
                         "permanent with {X} in its mana cost): X is the X of the spell it "
                         "entered from, 0 if it wasn't cast (CR 107.3m)")


def spell_x_here(p: Parser) -> bool:
    """Is "X" here the spell's own X: a spell with {X} in its cost (`spell_x`), or the
    spell a permanent with {X} in its cost entered from, in its enters trigger (CR 107.3m)?"""
    if p.scope.entering_x and not p.scope.x_cost:
        p.mark(C_ENTERING_X)
        return True
    return p.scope.kind == "spell" and p.card.x_cost


def _bounded(q: Any) -> bool:
    """Can the quantity be counted for the controller and source alone?"""
    if not isinstance(q, tuple) or not q:
        return False
    if q[0] in ("times", "plus"):
        return _bounded(q[2])
    if q[0] in ("power", "toughness"):
        return q[1:] == ("self",)                  # "this creature's power"
    return q[0] in _BOUNDS and not (q[0] == "counters" and len(q) > 2 and q[2] != "self")


C_SPELL_X = construct("target.spell_x", "target <description> with power / mana value X [or "
                      "less / or greater]: X of the spell, announced before its targets "
                      "(CR 601.2b-c, 107.3)")


def spell_x(p: Parser) -> str | None:
    """"X" in "with mana value X or less", in a spell with {X} in its cost: "X" (set to the
    announced value by `targets.with_x`); None if not that."""
    if p.at("x") and spell_x_here(p):
        p.i += 1
        p.mark(C_SPELL_X)
        return "X"
    if p.at("x") and p.scope.group_x:
        p.i += 1
        return "X"                         # (`instructions.group_with_x`, C_ALL_WITH_X)
    if p.at("x") and p.scope.kind == "activated" and p.scope.x_cost and p.tokens and \
            p.tokens[0].kind == "loyalty":
        p.i += 1
        p.mark(C_LOYALTY_X_TARGET)
        return "X"
    if p.at("x") and p.scope.kind == "activated" and p.scope.x_cost and _cost_x(p):
        from tolaria.cards.oracle.quantities import where_x_ahead
        if where_x_ahead(p):
            return None
        p.i += 1
        p.mark(C_ACTIVATED_X_TARGET)
        return "X"
    return None


C_ACTIVATED_X_TARGET = construct("target.activated_x", "{X}[, ...]: ... target <description> "
                                 "with mana value / power X [or less]: X announced as it's "
                                 "activated, before its targets (CR 601.2b-c, 602.2b, 107.3)")


def _cost_x(p: Parser) -> bool:
    """Does the activation cost before the colon have {X} or "Remove X ... counters" (X
    announced with the activation, CR 601.2b, 602.2b)?"""
    keys = p.keys
    end = keys.index(":") if ":" in keys else 0
    return "{X}" in [t.key for t in p.tokens[:end]] or any(
        keys[k:k + 2] == ["remove", "x"] for k in range(end)) or any(
        keys[k] in _OBJECTS_X_VERBS and keys[k + 1] == "x" for k in range(end - 1))


_OBJECTS_X_VERBS = frozenset({"sacrifice", "tap", "exile", "reveal", "discard"})


C_LOYALTY_X_TARGET = construct("target.loyalty_x", "[−X]: ... target <description> with mana "
                               "value X [or less]: X chosen as it's activated, before its "
                               "targets (CR 601.2b-c, 602.2b, 107.3)")


def creature_last(d: Any) -> bool:
    """"artifact, enchantment, or creature with flying / with power 4 or greater": the
    ability or power describes the creature only (only creatures have power; CR 208.3):
    any artifact, any enchantment, or such a creature (`any_of`). False (nothing changed)
    for any other list."""
    fields = d.f
    if d.last != frozenset({"Creature"}) or fields.get("subtypes") or fields.get("all_types") \
            or fields.get("any_of") or len(fields.get("types", ())) < 2:
        return False
    compare = fields.get("compare", ())
    creature = ObjectFilter(types=frozenset({"Creature"}),
                            keywords=fields.pop("keywords", frozenset()),
                            not_keywords=fields.pop("not_keywords", frozenset()),
                            compare=tuple(c for c in compare if c[0] != "mana_value"))
    fields["compare"] = tuple(c for c in compare if c[0] == "mana_value")
    fields["any_of"] = (ObjectFilter(types=fields.pop("types") - {"Creature"}), creature)
    return True


_INVARIANT = frozenset({"merfolk", "kithkin", "sheep", "fish", "moonfolk", "plains"})


def invariant(p: Parser, start: int) -> bool:
    """Is the description just read (from `start`) singular though its noun reads as a
    plural, "Merfolk" or "Plains" being both (no other noun plural)?"""
    from tolaria.cards.oracle.phrases import PLURAL_NOUNS, SUBTYPE_WORDS
    keys = p.keys[start:p.i]
    if any(k in PLURAL_NOUNS or k in ("cards", "tokens", "permanents", "spells") or (
            k in SUBTYPE_WORDS and k != SUBTYPE_WORDS[k].lower() and k not in _INVARIANT)
            for k in keys):
        return False
    return any(k in _INVARIANT for k in keys)


C_TOTAL = construct("target.total_mana_value", "up to N target <cards> with total mana value "
                    "M or less: the chosen cards' mana values add up to at most M (CR 202.3)")


def total_mana_value(p: Parser) -> int:
    """"with total mana value 3 or less" after plural cards: 3 (-1 if not there)."""
    start = p.i
    if not p.accept("with", "total", "mana", "value"):
        return -1
    tok = p.next()
    if tok.kind != "num" or not p.accept("or", "less"):
        p.i = start
        return -1
    p.mark(C_TOTAL)
    return int(tok.key)


C_CREATURE_OR_PLAYER = construct("target.creature_or_player", "target creature or player: a "
                                 "creature or a player, not a planeswalker (older wording "
                                 "kept on some cards; CR 115.1, 115.4)")


def creature_or_player(p: Parser) -> TargetSpec:
    """"target creature or player" (after "target"): either a creature or a player; as
    written, never a planeswalker (the old redirection rule is gone, CR 306.7)."""
    p.expect("creature", "or", "player")
    p.mark(C_CREATURE_OR_PLAYER)
    return TargetSpec(players="any", objects=ObjectFilter(types=frozenset({"Creature"})),
                      text="target creature or player")


C_OPPONENTS_CHOICE = construct("target.opponents_choice", "{T}: ... any target of an "
                               "opponent's choice: an opponent (the controller picks which, "
                               "with several) chooses that target as the ability is "
                               "activated (CR 601.2c, 602.2b, 801.5a)")


def opponents_choice(p: Parser, spec: TargetSpec) -> TargetSpec:
    """"any target of an opponent's choice" (Cuombajj Witches) in an activated ability:
    the target an opponent chooses. `compiler` keeps it only in an ability whose cost is
    {T} alone, so nothing paid after the targets are chosen could change them (CR 601.2c,
    601.2g-h)."""
    p.expect("of", "an", "opponent", "'s", "choice")
    if p.scope.kind != "activated":
        p.fail()
    p.mark(C_OPPONENTS_CHOICE)
    return replace(spec, chooser="opponent", text=f"{spec.text} of an opponent's choice")

