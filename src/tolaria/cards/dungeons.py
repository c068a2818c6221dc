"""The dungeons (CR 309), as data: Undercity, the dungeon the initiative ventures into (CR
723.2), and the three "venture into the dungeon" chooses from (CR 701.46a): Lost Mine of
Phandelver, Dungeon of the Mad Mage and Tomb of Annihilation.

Each room: its name, the effect printed in it and the rooms its arrows point to (CR 309.4).
No two rooms of these dungeons share a name, so a venture marker's room names its dungeon
(`dungeon_of`). A room's effect is compiled by the Oracle compiler as the text of a sorcery,
so it runs through the engine's effect steps (`tolaria.rules.dungeon`); a room whose text
the compiler can't read is a gap (`gaps`), and while a dungeon has one the compiler refuses
the instructions that could lead into it ("take the initiative", "venture into the
dungeon") rather than play the dungeon with a room missing.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from tolaria.data.ir import CardDef, TriggeredAbility

Room = tuple[str, str, tuple[str, ...]]

NAME = "Undercity"
LOST_MINE = "Lost Mine of Phandelver"
MAD_MAGE = "Dungeon of the Mad Mage"
TOMB = "Tomb of Annihilation"
# (room, the effect printed in it, the rooms its arrows point to); topmost first.
UNDERCITY: tuple[Room, ...] = (
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
LOST_MINE_ROOMS: tuple[Room, ...] = (
    ("Cave Entrance", "Scry 1.", ("Goblin Lair", "Mine Tunnels")),
    ("Goblin Lair", "Create a 1/1 red Goblin creature token.", ("Storeroom", "Dark Pool")),
    ("Mine Tunnels", "Create a Treasure token.", ("Dark Pool", "Fungi Cavern")),
    ("Storeroom", "Put a +1/+1 counter on target creature.", ("Temple of Dumathoin",)),
    ("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", ("Temple of Dumathoin",)),
    ("Fungi Cavern", "Target creature gets -4/-0 until your next turn.",
     ("Temple of Dumathoin",)),
    ("Temple of Dumathoin", "Draw a card.", ()),
)
MAD_MAGE_ROOMS: tuple[Room, ...] = (
    ("Yawning Portal", "You gain 1 life.", ("Dungeon Level",)),
    ("Dungeon Level", "Scry 1.", ("Goblin Bazaar", "Twisted Caverns")),
    ("Goblin Bazaar", "Create a Treasure token.", ("Lost Level",)),
    ("Twisted Caverns", "Target creature can't attack until your next turn.", ("Lost Level",)),
    ("Lost Level", "Scry 2.", ("Runestone Caverns", "Muiral's Graveyard")),
    ("Runestone Caverns", "Exile the top two cards of your library. You may play them.",
     ("Deep Mines",)),
    ("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.", ("Deep Mines",)),
    ("Deep Mines", "Scry 3.", ("Mad Wizard's Lair",)),
    ("Mad Wizard's Lair", "Draw three cards and reveal them. You may cast one of them without "
     "paying its mana cost.", ()),
)
TOMB_ROOMS: tuple[Room, ...] = (
    ("Trapped Entry", "Each player loses 1 life.", ("Veils of Fear", "Oubliette")),
    ("Veils of Fear", "Each player loses 2 life unless they discard a card.",
     ("Sandfall Cell",)),
    ("Sandfall Cell", "Each player loses 2 life unless they sacrifice a creature, artifact, or "
     "land.", ("Cradle of the Death God",)),
    ("Oubliette", "Discard a card and sacrifice a creature, an artifact, and a land.",
     ("Cradle of the Death God",)),
    ("Cradle of the Death God", "Create The Atropal, a legendary 4/4 black God Horror "
     "creature token with deathtouch.", ()),
)
DUNGEONS: dict[str, tuple[Room, ...]] = {
    NAME: UNDERCITY, LOST_MINE: LOST_MINE_ROOMS, MAD_MAGE: MAD_MAGE_ROOMS, TOMB: TOMB_ROOMS}
# The dungeons "venture into the dungeon" chooses from: not Undercity (CR 701.46a, 309.2d).
VENTURE = (LOST_MINE, MAD_MAGE, TOMB)
ROOMS = {room: (text, after) for rooms in DUNGEONS.values() for room, text, after in rooms}
_OF = {room: name for name, rooms in DUNGEONS.items() for room, _text, _after in rooms}
TOP = UNDERCITY[0][0]
CARDS = {name: CardDef(name=name, mana_cost=None, types=frozenset({"Dungeon"}))
         for name in DUNGEONS}
CARD = CARDS[NAME]


def dungeon_of(room: str) -> str:
    """The dungeon a room is in."""
    return _OF[room]


def topmost(name: str) -> str:
    """The topmost room of a dungeon (CR 309.4a)."""
    return DUNGEONS[name][0][0]


@cache
def _compiled(room: str) -> tuple[Any, list[str], frozenset[str]]:
    """The room's effect compiled as a sorcery's text: (its SpellAbility or None, gaps, the
    grammar's constructs it uses)."""
    from tolaria.cards.database import CardData
    from tolaria.cards.oracle.compiler import compile_card
    data = CardData(name=dungeon_of(room), mana_cost=None, type_line="Sorcery",
                    card_types=("Sorcery",), subtypes=(), supertypes=(), power=None,
                    toughness=None, loyalty=None, text=ROOMS[room][0], layout="normal",
                    color_identity=(), keywords=())
    found = compile_card(data)
    if not found.ok or found.card is None or found.card.spell is None \
            or len(found.card.spell.modes) != 1:
        return None, found.gaps or [ROOMS[room][0]], frozenset()
    return found.card.spell, [], frozenset(found.constructs)


def gaps(name: str) -> list[str]:
    """The rooms of a dungeon whose effect the engine can't do, as "room: sentence"."""
    return [f"{room}: {gap}" for room, _text, _after in DUNGEONS[name]
            for gap in _compiled(room)[1]]


def undercity_gaps() -> list[str]:
    """The rooms of Undercity whose effect the engine can't do."""
    return gaps(NAME)


def venture_gaps() -> list[str]:
    """The rooms "venture into the dungeon" could lead into that the engine can't do."""
    return [gap for name in VENTURE for gap in gaps(name)]


def venture_constructs() -> frozenset[str]:
    """The grammar's constructs the rooms "venture into the dungeon" could lead into use: a
    card that ventures plays them (`tests/test_oracle_constructs.py`)."""
    return frozenset().union(*(_compiled(room)[2] for name in VENTURE
                               for room, _text, _after in DUNGEONS[name]))


def room_ability(room: str) -> TriggeredAbility:
    """"When you move your venture marker into this room, [effect]" (CR 309.4c)."""
    spell, missing, _constructs = _compiled(room)
    if missing:
        raise ValueError(f"{dungeon_of(room)}'s room {room} can't be done: {missing}")
    mode = spell.modes[0]
    return TriggeredAbility(event="room", effects=mode.effects, targets=mode.targets,
                            text=f"{room} — {ROOMS[room][0]}")
