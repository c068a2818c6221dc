"""Splice (CR 702.47).

"Splice onto [quality] [cost]" works while the card is in its owner's hand: as they cast a
spell with that quality (Arcane, or instant or sorcery), they may reveal the card and pay
its splice cost as an additional cost; the spell gains the card's rules text (CR 702.47a).
The cards spliced are part of the cast action (`Action.splice`, in the order their effects
happen, after the main spell's, CR 702.47b), announced with the other costs (CR 601.2b);
the targets of the added text are chosen with the spell's, after its own (CR 702.47d). A
card is spliced at most once onto a spell, and never onto itself: the spell is on the
stack by then (CR 702.47b, 601.2a). The spliced cards stay in the hand.

The spell is the card with the added text (`spliced`), a text-changing effect (CR
702.47c, 612): it keeps its name, cost, colors and types. It loses the text once it leaves
the stack (CR 702.47e): `tolaria.rules.keywords.cast_forms.printed` gives the card back.

Card data: a static ability of kind "splice" whose `filter` is the quality and `cost` the
splice cost (`tolaria.cards.oracle.keyword_lines`); the added text is read by the compiler
(`tolaria.cards.oracle.changed_text.spliced_mode`). Callers: `tolaria.rules.priority`
(the cast actions, their check, casting) and `tolaria.rules.costs.total_cost`.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import permutations

from tolaria.data.ir import CardDef, Cost, StaticAbility
from tolaria.data.state import GameState

NAME = "splice"
RULE = "702.47a"
MOST = 3        # cards spliced onto one spell that the legal actions list (every order)


def splice_ability(card: CardDef) -> StaticAbility | None:
    """The card's "Splice onto [quality] [cost]" ability, or None."""
    return next((a for a in card.static if a.kind == NAME), None) if card.static else None


def onto(spell: CardDef, ability: StaticAbility) -> bool:
    """Is a spell cast as `spell` of the ability's quality (CR 702.47a)?"""
    flt = ability.filter
    if flt is None:
        return False
    if flt.subtypes and not set(flt.subtypes) & set(spell.subtypes):
        return False
    return not flt.types or bool(set(flt.types) & set(spell.types))


def cards(state: GameState, player: int, spell: CardDef, cast_id: int) -> list[int]:
    """The cards in the player's hand that may be spliced onto `spell` (CR 702.47a): not
    the card being cast (CR 601.2a)."""
    out = []
    for oid in state.players[player].hand:
        card = state.objects[oid].card
        ability = splice_ability(card)
        if oid != cast_id and ability is not None and onto(spell, ability):
            out.append(oid)
    return out


def choices(state: GameState, player: int, spell: CardDef, cast_id: int
            ) -> list[tuple[int, ...]]:
    """Nothing spliced, then each sequence of distinct cards (every order, CR 702.47b); of
    identical cards, the first in the hand stands for the others."""
    if spell.spell is None:
        return [()]
    found = cards(state, player, spell, cast_id)
    if not found:
        return [()]
    out: list[tuple[int, ...]] = [()]
    seen: set[tuple[str, ...]] = set()
    for size in range(1, min(len(found), MOST) + 1):
        for chosen in permutations(found, size):
            names = tuple(state.objects[i].card.name for i in chosen)
            if names in seen or spliced(spell, names) is None:
                continue                               # CR 702.47b: the text can't be read
            seen.add(names)
            out.append(chosen)
    return out


def costs(state: GameState, chosen: tuple[int, ...]) -> tuple[Cost, ...]:
    """The splice costs of the cards spliced (CR 702.47a, 601.2f)."""
    out = []
    for oid in chosen:
        ability = splice_ability(state.objects[oid].card)
        if ability is not None and ability.cost is not None:
            out.append(ability.cost)
    return tuple(out)


def why_not(state: GameState, player: int, spell: CardDef, cast_id: int,
            chosen: tuple[int, ...]) -> str | None:
    """Why these cards can't be spliced onto the spell, or None."""
    if not chosen:
        return None
    if len(set(chosen)) != len(chosen):
        return "a card is spliced onto a spell only once (CR 702.47b)"
    allowed = cards(state, player, spell, cast_id)
    for oid in chosen:
        if oid not in allowed:
            obj = state.objects.get(oid)
            what = obj.card.name if obj is not None else "that card"
            return (f"{what} can't be spliced onto {spell.name}: a card in your hand with "
                    "splice onto a quality the spell has (CR 702.47a)")
    if spliced(spell, tuple(state.objects[i].card.name for i in chosen)) is None:
        return "the spliced text can't be read on this spell (CR 702.47b)"
    return None


_MADE: dict[tuple[int, tuple[str, ...]], tuple[CardDef, CardDef | None]] = {}


def spliced(card: CardDef, names: tuple[str, ...]) -> CardDef | None:
    """The spell with the rules text of the cards named added, in that order, to each of
    its modes (CR 702.47b-c); None if a text can't be read after it."""
    if not names or card.spell is None:
        return card
    key = (id(card), names)
    hit = _MADE.get(key)
    if hit is not None and hit[0] is card:
        return hit[1]
    from tolaria.cards.oracle.changed_text import spliced_mode
    from tolaria.rules.keywords import cast_forms
    spell = card.spell
    modes = list(spell.modes)
    combined = list(spell.combined)
    made: CardDef | None = None
    for name in names:
        modes = [spliced_mode(m, name) for m in modes]
        combined = [(chosen, spliced_mode(m, name)) for chosen, m in combined]
        if any(m is None for m in modes) or any(m is None for _, m in combined):
            break
    else:
        made = replace(card, spell=replace(spell, modes=tuple(modes),   # type: ignore[arg-type]
                                           combined=tuple(combined)))   # type: ignore[arg-type]
        cast_forms.remember_printed(made, cast_forms.printed(card))     # CR 702.47e
    if len(_MADE) > 4096:
        _MADE.clear()
    _MADE[key] = (card, made)
    return made
