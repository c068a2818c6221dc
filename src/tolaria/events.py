"""Events: the only way rules code changes the game.

Each function here is one kind of event. It offers the event to replacement
and prevention effects (CR 614-616, `tolaria.replacement`), applies it, logs
it with the rules behind it, and tells `tolaria.triggers` so triggered
abilities can see it (CR 603.2).
"""

from __future__ import annotations

from tolaria import replacement, triggers, zones
from tolaria.cards.ir import CardDef, layer_effect
from tolaria.keywords import indestructible, protection
from tolaria.layers import characteristics, controller
from tolaria.objects import GameObject, Ref
from tolaria.state import ContinuousEffect, GameState


def name_of(state: GameState, ref: Ref) -> str:
    kind, ident = ref
    if kind == "player":
        return state.players[ident].name
    return state.objects[ident].name


# -- zone changes ---------------------------------------------------------------------

def draw(state: GameState, player: int, count: int = 1) -> None:
    """CR 121.2: draw the top card; drawing from an empty library is remembered (CR 704.5b)."""
    p = state.players[player]
    for _ in range(count):
        if not p.library:
            p.drew_from_empty = True
            state.say(f"{p.name} can't draw from an empty library", "121.4", "704.5b")
            state.changed()
            continue
        obj = state.objects[p.library[-1]]
        zones.move(state, obj, "hand")
    if count:
        state.say(f"{p.name} draws {count} card{'s' if count != 1 else ''}", "121.1")


def mill(state: GameState, player: int, count: int) -> None:
    """CR 701.13: put the top N cards of the library into the graveyard."""
    p = state.players[player]
    moved = 0
    for _ in range(count):
        if not p.library:
            break
        zones.move(state, state.objects[p.library[-1]], "graveyard")
        moved += 1
    state.say(f"{p.name} mills {moved} card{'s' if moved != 1 else ''}", "701.13a")


def discard(state: GameState, obj: GameObject) -> None:
    """CR 701.8: move a card from its owner's hand to the graveyard."""
    zones.move(state, obj, "graveyard")
    state.say(f"{state.players[obj.owner].name} discards {obj.name}", "701.8a")


def put_onto_battlefield(state: GameState, obj: GameObject, controller: int | None = None,
                         attach_to: int | None = None, copy_of: CardDef | None = None
                         ) -> GameObject:
    """A card or spell enters the battlefield (CR 110.1, 608.3). Not "playing" it (CR 305.4).

    `copy_of`: it enters as a copy of those copiable values (CR 707.9, 613.2a).
    """
    new = zones.move(state, obj, "battlefield", controller=controller)
    new.since = None                                   # CR 302.6
    new.attached_to = attach_to
    card = new.card
    if copy_of is not None:
        state.effects.append(ContinuousEffect(
            timestamp=new.timestamp, source_name=obj.name, affected=(new.id,),
            parts=(layer_effect("1a", "copy", card=copy_of),), until="permanent",
            source_id=new.id, controller=new.controller))
        state.say(f"{obj.name} enters as a copy of {copy_of.name}", "707.9")
        card = copy_of
    if card.loyalty is not None and "Planeswalker" in card.types:
        new.counters["loyalty"] = card.loyalty         # CR 306.5b
    triggers.on_enter(state, new)
    return new


def leave_battlefield(state: GameState, obj: GameObject, to_zone: str, why: str,
                      *rules: str) -> GameObject:
    """A permanent goes to another zone; "dies" if a creature goes to the graveyard (CR 700.4)."""
    was_creature = characteristics(state, obj).is_creature
    new = zones.move(state, obj, to_zone)
    state.say(f"{obj.name} {why}", *rules)
    if to_zone == "graveyard" and was_creature:
        triggers.on_dies(state, obj)
    return new


def destroy(state: GameState, obj: GameObject, *rules: str) -> GameObject:
    """CR 701.7: move a permanent to its owner's graveyard (not an indestructible one)."""
    if indestructible.survives_destroy(state, obj):                   # CR 702.12b
        return obj
    return leave_battlefield(state, obj, "graveyard", "is destroyed", "701.7a", *rules)


def sacrifice(state: GameState, obj: GameObject) -> GameObject:
    """CR 701.17: its controller moves it to its owner's graveyard."""
    return leave_battlefield(state, obj, "graveyard", "is sacrificed", "701.17a")


def create_token(state: GameState, card: CardDef, controller: int) -> GameObject:
    """CR 111.1: create a token on the battlefield."""
    obj = zones.create_object(state, card, controller, "battlefield")
    obj.since = None                                   # CR 302.6
    state.say(f"{state.players[controller].name} creates a {card.name} token", "111.1")
    triggers.on_enter(state, obj)
    return obj


# -- damage and life ------------------------------------------------------------------

def deal_damage(state: GameState, source: GameObject, target: Ref, amount: int,
                combat: bool = False) -> int:
    """CR 120.3: damage to a player, planeswalker or creature. Returns what was dealt."""
    if amount > 0 and protection.prevents_damage(state, source, target):
        state.say(f"protection prevents the damage {source.name} would deal to "
                  f"{name_of(state, target)}", "702.16e", "615.1")
        return 0
    amount = replacement.prevent_damage(state, source, target, amount)
    if amount <= 0:
        return 0
    keywords = characteristics(state, source).keywords          # CR 608.2h if it has left
    kind, ident = target
    rule = "510.2" if combat else "120.3"
    if kind == "player":
        player = state.players[ident]
        player.life -= amount                                    # CR 120.3a
        state.say(f"{source.name} deals {amount} damage to {player.name}", rule, "120.3a")
    else:
        victim = state.objects[ident]
        vchars = characteristics(state, victim)
        if "Planeswalker" in vchars.types:                      # CR 120.3c
            remove_counters(state, victim, "loyalty", amount)
        if vchars.is_creature:                                   # CR 120.3e
            victim.damage += amount
            if "deathtouch" in keywords:
                victim.deathtouched = True
        state.say(f"{source.name} deals {amount} damage to {victim.name}", rule)
    if "lifelink" in keywords:                                   # CR 702.15b
        gain_life(state, controller(state, source), amount, "702.15b")
    state.changed()
    return amount


def gain_life(state: GameState, player: int, amount: int, *rules: str) -> None:
    p = state.players[player]
    p.life += amount
    state.say(f"{p.name} gains {amount} life", "119.3", *rules)
    state.changed()


def lose_life(state: GameState, player: int, amount: int, *rules: str) -> None:
    p = state.players[player]
    p.life -= amount
    state.say(f"{p.name} loses {amount} life", "119.3", *rules)
    state.changed()


# -- permanents' status ---------------------------------------------------------------

def tap(state: GameState, obj: GameObject) -> None:
    obj.tapped = True
    state.changed()


def untap(state: GameState, obj: GameObject) -> None:
    obj.tapped = False
    state.changed()


def add_counters(state: GameState, obj: GameObject, kind: str, n: int) -> None:
    """CR 122.1: put counters on an object."""
    if n <= 0:
        return
    obj.counters[kind] = obj.counters.get(kind, 0) + n
    state.changed()


def remove_counters(state: GameState, obj: GameObject, kind: str, n: int) -> None:
    have = obj.counters.get(kind, 0)
    left = max(0, have - n)
    if left:
        obj.counters[kind] = left
    else:
        obj.counters.pop(kind, None)
    state.changed()


def add_mana(state: GameState, player: int, mana: str, snow: bool = False) -> None:
    """CR 106.4: mana goes into its player's mana pool."""
    pool = state.players[player].pool
    for symbol in mana:
        pool.add(symbol, 1, snow)
    state.changed()
