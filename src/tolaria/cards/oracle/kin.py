""""Enchanted creature and other creatures that share a creature type with it get +1/+1
until end of turn." (the Crowns of Onslaught): the enchanted creature and every other
creature with a creature type in common with it as the ability resolves, that set locked
in (CR 205.3m, 611.2c); "enchanted creature" after the Aura was sacrificed is the creature
it was attached to as it last existed (CR 113.7a, 608.2h).
"""

from __future__ import annotations

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, effect, layer_effect

C_KIN = construct("effect.kin_group", "Enchanted creature and other creatures that share a "
                  "creature type with it get +N/+N [and gain K] / gain K until end of turn: "
                  "the set locked in as it resolves (CR 205.3m, 611.2c)")
CONTINUOUS_KIN = "continuous_kin"


def kin_group(p: Parser) -> list[Effect]:
    """The Crowns' instruction (the last period is the caller's)."""
    from tolaria.cards.oracle import phrases
    from tolaria.cards.oracle.instructions import keyword_list
    if "Aura" not in p.card.subtypes:
        p.fail()
    p.expect("enchanted", "creature", "and", "other", "creatures", "that", "share", "a",
             "creature", "type", "with", "it")
    pt, keywords = None, frozenset()
    if p.accept("get"):
        pt = phrases.pt_change(p)
        if p.accept("and", "gain"):
            keywords = keyword_list(p)
    else:
        p.expect("gain")
        keywords = keyword_list(p)
    p.expect("until", "end", "of", "turn")
    if not p.at("."):
        p.fail()
    parts = []
    if keywords:
        parts.append(layer_effect("6", "add_keywords", keywords=keywords))
    if pt is not None:
        parts.append(layer_effect("7c", "add_pt", power=pt[0], toughness=pt[1]))
    p.mark(C_KIN)
    return [effect(CONTINUOUS_KIN, ref="enchanted", parts=tuple(parts), until="end of turn")]
