"""Undercity, the dungeon the initiative ventures into (CR 309, 723.2), as data.

Each room: its name, the effect printed in it and the rooms its arrows point to (CR 309.4).
A room's effect is compiled by the Oracle compiler as the text of a sorcery, so it runs
through the engine's effect steps (`tolaria.rules.dungeon`); a room whose text the compiler
can't read is a gap (`undercity_gaps`), and while Undercity has one the compiler refuses
"take the initiative" rather than play the dungeon with a room missing.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tolaria.data.ir import CardDef, TriggeredAbility

NAME = "Undercity"
# (room, the effect printed in it, the rooms its arrows point to); topmost first.
UNDERCITY: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("Secret Entrance", "Search your library for a basic land card, reveal it, put it into "
     "your hand, then shuffle.", ("Forge", "Lost Well")),
    ("Forge", "Put two +1/+1 counters on target creature.", ("Trap!", "Arena")),
    ("Lost Well", "Scry 2.", ("Arena", "Stash")),
    ("Trap!", "Target player loses 5 life.", ("Archives",)),
    ("Arena", "Goad target creature.", ("Archives", "Catacombs")),
    ("Stash", "Create a Treasure token.", ("Catacombs",)),
    ("Archives", "Draw a card.", ("Throne of the Dead Three",)),
    ("Catacombs", "Create a 4/1 black Skeleton creature token with menace.",
     ("Throne of the Dead Three",)),
    ("Throne of the Dead Three", "Reveal the top ten cards of your library. Put a creature "
     "card from among them onto the battlefield with three +1/+1 counters on it. It gains "
     "hexproof until your next turn. Then shuffle.", ()),
)
ROOMS = {room: (text, after) for room, text, after in UNDERCITY}
TOP = UNDERCITY[0][0]
CARD = CardDef(name=NAME, mana_cost=None, types=frozenset({"Dungeon"}))


@cache
def _compiled(room: str) -> tuple[Any, list[str]]:
    """The room's effect compiled as a sorcery's text: (its SpellAbility or None, gaps)."""
    from tolaria.cards.database import CardData
    from tolaria.cards.oracle.compiler import compile_card
    data = CardData(name=NAME, mana_cost=None, type_line="Sorcery", card_types=("Sorcery",),
                    subtypes=(), supertypes=(), power=None, toughness=None, loyalty=None,
                    text=ROOMS[room][0], layout="normal", color_identity=(), keywords=())
    found = compile_card(data)
    if not found.ok or found.card is None or found.card.spell is None \
            or len(found.card.spell.modes) != 1:
        return None, found.gaps or [ROOMS[room][0]]
    return found.card.spell, []


def undercity_gaps() -> list[str]:
    """The rooms of Undercity whose effect the engine can't do, as "room: sentence"."""
    return [f"{room}: {gap}" for room, _text, _after in UNDERCITY
            for gap in _compiled(room)[1]]


def room_ability(room: str) -> TriggeredAbility:
    """"When you move your venture marker into this room, [effect]" (CR 309.4c)."""
    spell, gaps = _compiled(room)
    if gaps:
        raise ValueError(f"Undercity's room {room} can't be done: {gaps}")
    mode = spell.modes[0]
    return TriggeredAbility(event="room", effects=mode.effects, targets=mode.targets,
                            text=f"{room} — {ROOMS[room][0]}")
