"""Emblems (CR 114): "You get an emblem with "<ability>"." and "Target opponent gets an
emblem with "<ability>" and "<ability>"." (CR 114.2).

The quoted abilities are read by the line readers of a printed ability (triggered and
static), for an object with no characteristics (CR 114.3). Only what the engine does from
the command zone is accepted (CR 114.4, `tolaria.rules.effects.emblems`): triggered
abilities about players, steps or other objects (never about the emblem itself), and
continuous static abilities on the permanents of a player or of everyone. Anything else
in the quotes is a gap.

Called by `instructions._player_verb` ("<player> gets an emblem with ...").
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.granted import nested_quotes
from tolaria.cards.oracle.lexer import SELF, Token
from tolaria.cards.oracle.parser import Card, NoParse, Parser, Scope, construct
from tolaria.data.ir import (
    ActivatedAbility,
    CardDef,
    Effect,
    StaticAbility,
    TriggeredAbility,
    effect,
)
from tolaria.data.vocabulary import (
    EMBLEM,
    FREE_CAST,
    GRAVEYARD_SPELLS,
    LOYALTY_AS_INSTANT,
    NO_MAXIMUM_HAND_SIZE,
    SPELLS_FORBIDDEN,
    SPELLS_HAVE,
)

C_EMBLEM = construct("effect.emblem", "<player> get(s) an emblem with \"<ability>\" [and "
                     "\"<ability>\"]: an emblem in the command zone whose triggered and "
                     "continuous static abilities work there (CR 114.2-114.5)")
C_EMBLEM_ACTIVATED = construct("effect.emblem_activated", "an emblem with \"<cost>: "
                               "<effect>\": its owner activates it from the command zone "
                               "(CR 114.4, 602.2)")

# Triggers with no subject filter that are about a player or a step, not about the object
# that has the ability: an emblem may have them.
_PLAYER_EVENTS = frozenset({"step", "upkeep", "cast", "draw", "gain_life", "lose_life",
                            "you_attack", "player_dealt_damage", "discard", "crime", "scry",
                            "surveil", "cycle"})


# Static abilities the engine reads wherever they are (`layers.static_abilities`): the
# layers' continuous effects, cost changes (`rules.costs`), no maximum hand size
# (`keywords.hand_size`); with the objects or players each may affect.
_STATIC_KINDS = {"continuous": ("yours", "all"), "cost_change": ("yours", "all", "opponents"),
                 NO_MAXIMUM_HAND_SIZE: ("self", "you"),
                 LOYALTY_AS_INSTANT: ("yours",),     # `priority.loyalty_as_instant`
                 "cant_lose": ("you",),               # `sba.cant_lose`, its condition too
                 FREE_CAST: ("you",),                 # `costs.alternative_costs` (118.9)
                 # `keywords.graveyard_cast` (CR 305.1, 601.2a)
                 GRAVEYARD_SPELLS: ("self",), "play_lands_from_graveyard": ("self",),
                 SPELLS_HAVE: ("you",),               # `keywords.storm.on_cast`
                 "grant_retrace": ("self",),          # `graveyard_cast.granted_retrace`
                 SPELLS_FORBIDDEN: ("opponents",)}    # `restrictions.why_spell_forbidden`
# Static kinds whose condition the engine judges from the command zone too
_CONDITIONAL_KINDS = frozenset({"cant_lose"})


def emblem(p: Parser, who: Any) -> list[Effect]:
    """"an emblem with "<ability>" [and "<ability>"]" after "<player> get(s)"."""
    p.expect("an", "emblem", "with")
    abilities: list[Any] = []
    texts: list[str] = []
    while True:
        start = p.i
        abilities += _quoted(p)
        texts.append(p.text_from(start + 1, p.i - 1))
        if not (p.at("and", '"')):
            break
        p.accept("and")
    card = CardDef(name=EMBLEM, mana_cost=None, types=frozenset(),
                   activated=tuple(a for a in abilities if isinstance(a, ActivatedAbility)),
                   triggered=tuple(a for a in abilities if isinstance(a, TriggeredAbility)),
                   static=tuple(a for a in abilities if isinstance(a, StaticAbility)),
                   text=" ".join(f'"{t}"' for t in texts))
    p.mark(C_EMBLEM)
    return [effect("emblem", emblem=card, who=who)]


def _quoted(p: Parser) -> list[Any]:
    """One quoted ability, read as a printed one; a gap unless an emblem can have it."""
    from tolaria.cards.oracle import abilities
    p.expect('"')
    start = end = p.i
    while end < p.n and p.keys[end] != '"':
        end += 1
    if end >= p.n or end == start:
        p.fail()
    inner = _walker_types(p.tokens[start:end])
    if any(t.kind == "self" for t in inner):
        p.fail()                  # the planeswalker's name: not the emblem's (a gap)
    inner = nested_quotes(_this_emblem(inner))
    if inner[-1].key not in (".", '"'):  # "A" and "B": the sentence ends after the quote
        last = inner[-1]
        inner.append(Token("punct", ".", ".", last.pos + len(last.text)))
    text = p.text_from(start, end)
    first = inner[0].key
    kind, reader = ("triggered", abilities.triggered_line) if first in (
        "when", "whenever", "at") else ("static", abilities.static_line)
    if _activated_text(inner):
        kind, reader = "activated", abilities.activated_line          # CR 602.1
    if first == "as" and inner[1].key == "long":         # "As long as <condition>, ..."
        from tolaria.cards.oracle.conditions import conditional_static
        reader = conditional_static
    q = Parser(list(inner), Card(name="", types=frozenset(), subtypes=frozenset()),
               Scope(kind), p.line)
    try:
        lines = reader(q, text)
        q.end()
    except NoParse:
        p.i = start + q.furthest
        p.fail()
    lines = lines if isinstance(lines, list) else [lines]
    found = [a for line in lines for a in (
        line.value if isinstance(line.value, list) else [line.value])]   # two on one line
    if not all(_works_from_command(a) for a in found):
        p.fail()
    if kind == "activated":
        p.mark(C_EMBLEM_ACTIVATED)
    p.used.extend(q.used)
    p.i = end + 1
    return found


def _activated_text(tokens: list[Token]) -> bool:
    """"[Cost]: [Effect]": a colon before the first sentence ends."""
    for tok in tokens:
        if tok.key == ":":
            return True
        if tok.key in (".", '"'):
            return False
    return False


def _walker_types(tokens: list[Token]) -> list[Token]:
    """"a Gideon planeswalker" in Gideon of the Trials' emblem: the planeswalker type, not
    the card's name (CR 205.3j); a word, as it is on any other card."""
    from tolaria.cards.oracle.vocabulary import PLANESWALKER_TYPES
    out = list(tokens)
    for k, tok in enumerate(out[:-1]):
        if tok.kind == "self" and tok.text in PLANESWALKER_TYPES and \
                out[k + 1].key in ("planeswalker", "planeswalkers"):
            out[k] = Token("word", tok.text.lower(), tok.text, tok.pos)
    return out


def _this_emblem(tokens: list[Token]) -> list[Token]:
    """"this emblem" is the object that has the ability (CR 114.3, 201.5): a SELF token, as
    a card's name is (a source of damage; `_mentions_self` refuses any other use)."""
    out: list[Token] = []
    for tok in tokens:
        if tok.key == "emblem" and out and out[-1].key == "this":
            this = out.pop()
            out.append(Token("self", SELF, f"{this.text} {tok.text}", this.pos))
        else:
            out.append(tok)
    return out


def _works_from_command(ability: Any) -> bool:
    """Can the engine play this ability of an emblem (CR 114.4)?"""
    if isinstance(ability, ActivatedAbility):    # `priority.why_cant_activate`: an emblem
        cost = ability.cost                      # can't be tapped, sacrificed or exiled
        return ability.zone == "battlefield" and ability.mana is None and \
            cost.loyalty is None and not (cost.tap or cost.untap or cost.sacrifice_self or
                                          cost.exile_self or cost.remove_counters or
                                          cost.return_self) and \
            not ability.modes and not ability.keyword and not _mentions_self(ability.effects)
    if isinstance(ability, TriggeredAbility):
        return (ability.filter is not None or ability.event in _PLAYER_EVENTS) and \
            not ability.about and ability.zone == "battlefield" and not ability.modes and \
            not _mentions_self(ability.effects)
    if isinstance(ability, StaticAbility) and ability.kind == "replacement":
        return _replacement_works(ability)
    if isinstance(ability, StaticAbility):
        return ability.affects in _STATIC_KINDS.get(ability.kind, ()) and (
            ability.condition is None or ability.kind in _CONDITIONAL_KINDS) and \
            not ability.cda

    return False


# Replacement and prevention effects about players and the permanents of a description,
# which `tolaria.rules.effects.replacements` applies from any static ability in play,
# the command zone's too (CR 114.4, 614.1, 615.1): damage ("prevent all but 1 of that
# damage"), a life total's floor ("reduces it to 1 instead"), draws, life gained.
_REPLACEMENT_EVENTS = frozenset({"damage_mod", "life_floor", "draw_mod", "gain_mod"})


def _replacement_works(ability: StaticAbility) -> bool:
    """A replacement effect of an emblem: one of `_REPLACEMENT_EVENTS`, naming no object
    by reference ("this", "enchanted"), with a condition, if any, about its controller."""
    spec = ability.replacement
    if spec is None or spec.event not in _REPLACEMENT_EVENTS or ability.affects != "all":
        return False
    scope = spec.scope
    if scope.source_ref or scope.recipient_ref or scope.damaged_by or scope.to_ref or \
            spec.unless is not None:
        return False
    return ability.condition is None or (
        ability.condition.op == "control" and not _mentions_self(ability.condition.params))


def _mentions_self(value: Any) -> bool:
    """Does an effect refer to "this" object (the emblem, which no effect here can use)?"""
    if isinstance(value, str):
        return value == "self"
    if isinstance(value, tuple | list):
        return any(_mentions_self(v) for v in value)
    if isinstance(value, Effect):
        return any(_mentions_self(v) for _, v in value.params)
    return False
