"""An Aura an instruction makes of a card it returns (CR 303.4): "return it to the
battlefield. It's an Aura enchantment with enchant Forest you control and "Enchanted Forest
has '{T}: Add {G}{G}' and '...'"" (Old-Growth Troll). The card enters as that Aura: its card
types become Enchantment — Aura (CR 205.1a, 613.1d), it gains the enchant ability and the
quoted static ability (CR 702.5a, 613.1f), and it is attached to a permanent it could
enchant, chosen as it enters (CR 303.4g; `tolaria.rules.effects.library`)."""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.granted import nested_quotes
from tolaria.cards.oracle.parser import Card, NoParse, Parser, Scope, construct
from tolaria.cards.oracle.phrases import permanent_description
from tolaria.data.ir import LayerEffect, ObjectFilter, StaticAbility, layer_effect
from tolaria.data.vocabulary import ENCHANT

C_RETURNS_AS_AURA = construct(
    "aura.returns_as_aura", "return it to the battlefield. It's an Aura enchantment with "
    "enchant <one subtype> you control and \"Enchanted <subtype> has '<ability>' [and "
    "'<ability>']\": it enters as that Aura (card types, enchant, the quoted ability: CR "
    "205.1a, 613.1d, 613.1f, 702.5a), attached to one of those it could enchant, or stays "
    "where it is (CR 303.4g)")

def returns_as_aura(p: Parser) -> dict[str, Any]:
    """After "return it to the battlefield": ". It's an Aura enchantment with enchant <X>
    you control and "<static ability>"": what it enters as (`becomes`) and what it may
    enchant (`enchant`)."""
    p.expect(".", "it", "'s", "an", "aura", "enchantment", "with", "enchant")
    start = p.i
    flt, plural = permanent_description(p)
    if plural or flt.controller != "you" or len(flt.subtypes) != 1 or flt.types or \
            flt != ObjectFilter(subtypes=flt.subtypes, controller="you"):
        p.fail()
    enchant_text = "Enchant " + p.text_from(start)
    p.expect("and", '"')
    end = p.keys.index('"', p.i) if '"' in p.keys[p.i:] else p.n
    if end >= p.n or end == p.i:
        p.fail()
    static = _granted_static(p, p.tokens[p.i:end], next(iter(flt.subtypes)).lower())
    p.i = end + 1
    p.mark(C_RETURNS_AS_AURA)
    parts: tuple[LayerEffect, ...] = (
        layer_effect("4", "set_types", types=("Enchantment",), subtypes=("Aura",)),
        layer_effect("6", "add_abilities", abilities=(
            StaticAbility(kind=ENCHANT, filter=flt, text=enchant_text), static)))
    return {"becomes": parts, "enchant": flt}


def _granted_static(p: Parser, tokens: list[Any], noun: str) -> StaticAbility:
    """The quoted "Enchanted Forest has '...'": a static ability of the Aura it becomes,
    read as that Aura's own line."""
    from tolaria.cards.oracle.abilities import static_line
    inner = nested_quotes(tokens)
    card = Card(name="", types=frozenset({"Enchantment"}), subtypes=frozenset({"Aura"}),
                enchanted=noun)
    q = Parser(list(inner), card, Scope("static"), p.line)
    text = p.line[inner[0].pos:inner[-1].pos + len(inner[-1].text)] if p.line else ""
    try:
        line = static_line(q, text)
        q.end()
    except NoParse:
        p.fail()
    ability = line.value
    if line.kind != "static" or ability.kind != "continuous" or ability.affects != "enchanted" \
            or ability.condition is not None or any(
            part.op != "add_abilities" for part in ability.parts):
        p.fail()
    p.used.extend(q.used)
    return ability
