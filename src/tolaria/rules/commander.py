"""The Commander variant (CR 903) and the command zone (CR 408).

A Commander game (`Options.variant` "commander") starts with each player's commander
in the command zone (CR 903.6, 103.2c) and 40 life (CR 903.7, 103.4c). The commander
designation belongs to the card, not to the object (CR 903.3): `state.commanders` holds
the commanders' card uids, which follow a card through every zone.

- casting a commander from the command zone, with the commander tax (CR 903.8):
  `may_cast`, `tax`, `cast_from_command_zone` (called by `tolaria.rules.priority` and
  `tolaria.rules.costs`);
- a commander put into a graveyard or exile may go to the command zone (CR 903.9a, a
  state-based action its owner chooses): `returning`, `answer_return`, asked by
  `tolaria.rules.sba`; one put into a hand or library may go there instead (CR 903.9b, a
  replacement effect: `tolaria.rules.replacement`);
- 21 combat damage from one commander (CR 903.10a, 704.6c): `dealt_combat_damage`
  (called as damage is dealt, `tolaria.rules.events`) and `losing` (`tolaria.rules.sba`);
  two partner commanders count apart (CR 702.124d).
"""

from __future__ import annotations

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState

STARTING_LIFE = 40            # CR 903.7, 103.4c
TAX = 2                       # CR 903.8: {2} for each previous cast from the command zone
LETHAL = 21                   # CR 903.10a, 704.6c
RETURN = ("command zone", "stay")    # the answers to CR 903.9a


def is_commander(state: GameState, obj: GameObject) -> bool:
    """CR 903.3: is this object's card a commander?"""
    return obj.card_uid in state.commanders


def begin(state: GameState, seat: int, cards: tuple[CardDef, ...]) -> None:
    """CR 903.6, 103.2c: the seat's commanders start the game face up in the command zone,
    and CR 903.7: the player's life total is 40."""
    from tolaria.rules.zones import create_object
    for card in cards:
        obj = create_object(state, card, seat, "command")
        state.commanders.append(obj.card_uid)
    state.players[seat].life = STARTING_LIFE


def commanders_of(state: GameState, player: int) -> list[GameObject]:
    """The objects that are `player`'s commanders now, wherever they are (CR 903.3)."""
    found = {o.card_uid: o for o in state.objects.values()
             if o.card_uid in state.commanders and o.owner == player
             and not o.zone.startswith("gone:") and o.zone != "none"}
    return [found[uid] for uid in state.commanders if uid in found]


def identity(state: GameState, player: int) -> frozenset[str]:
    """CR 903.4, 702.124c: the colour identity of the player's commander (both partners'
    together), fixed before the game (903.4a); empty without a commander (903.4f)."""
    from tolaria.cards.identity import color_identity
    names = state.options.commanders[player] if player < len(state.options.commanders) else ()
    return frozenset().union(*(color_identity(name) for name in names))


# -- casting from the command zone (CR 903.8) ------------------------------------------------

def may_cast(state: GameState, player: int, obj: GameObject) -> bool:
    """CR 903.8: a player may cast a commander they own from the command zone."""
    return obj.zone == "command" and obj.owner == player and is_commander(state, obj)


def tax(state: GameState, obj: GameObject) -> int:
    """CR 903.8: {2} more for each previous time its owner cast it from the command zone;
    each partner commander counts its own casts (CR 702.124d)."""
    return TAX * state.commander_casts.count(obj.card_uid)


def casts(state: GameState, player: int) -> int:
    """"each time you've cast your commander from the command zone this game": the casts
    of the commanders `player` owns (CR 903.8; only its owner casts it from there)."""
    if not state.commander_casts:
        return 0
    owners = {o.card_uid: o.owner for o in state.objects.values()
              if o.card_uid in state.commanders}
    return sum(1 for uid in state.commander_casts if owners.get(uid) == player)


def cast_from_command_zone(state: GameState, obj: GameObject) -> None:
    """Remember the cast for the next one's tax (CR 903.8)."""
    paid = tax(state, obj)
    state.commander_casts.append(obj.card_uid)
    state.say(f"{state.players[obj.owner].name} casts {obj.name} from the command zone"
              + (f", paying {{{paid}}} commander tax" if paid else ""), "903.8")


# -- back to the command zone (CR 903.9) -----------------------------------------------------

def returning(state: GameState) -> Decision | None:
    """CR 903.9a: a commander put into a graveyard or exile since the last check may go to
    the command zone: its owner chooses (a state-based action, CR 704.6d)."""
    if not state.commanders:
        return None
    for player in state.players:
        for zone in (player.graveyard, player.exile):
            for oid in zone:
                obj = state.objects[oid]
                if obj.card_uid in state.commanders and oid not in state.commander_stays:
                    return Decision("command_zone", player.index, options=RETURN, subject=oid,
                                    prompt=f"put {obj.name} into the command zone? "
                                           "(CR 903.9a)")
    return None


def answer_return(state: GameState, decision: Decision, choice: str) -> None:
    """The owner's answer to CR 903.9a: to the command zone, or it stays where it is."""
    from tolaria.rules import zones
    obj = state.objects[decision.subject]
    owner = state.players[obj.owner].name
    if choice == "stay":
        state.commander_stays[:] = [o for o in state.commander_stays      # (a forgotten
                                    if o in state.objects and state.objects[o].zone  # object
                                    in ("graveyard", "exile")]                # left: 400.7)
        state.commander_stays.append(obj.id)
        state.say(f"{owner} leaves {obj.name} in {zones.PUBLIC_NAMES[obj.zone]}", "903.9a")
        state.changed()
        return
    where = zones.PUBLIC_NAMES[obj.zone]
    zones.move(state, obj, "command")
    state.say(f"{owner} puts {obj.name} from {where} into the command zone", "903.9a",
              "704.6d")


# -- commander damage (CR 903.10a, 704.6c) ---------------------------------------------------

def dealt_combat_damage(state: GameState, source: GameObject, player: int, amount: int) -> None:
    """Add combat damage a commander dealt a player to the game's count (CR 903.10a)."""
    uid = source.card_uid
    for i, (who, whom, total) in enumerate(state.commander_damage):
        if who == uid and whom == player:
            state.commander_damage[i] = (uid, player, total + amount)
            return
    state.commander_damage.append((uid, player, amount))


def damage_to(state: GameState, player: int) -> list[tuple[int, int]]:
    """(commander uid, combat damage) for each commander that has dealt `player` combat
    damage this game."""
    return [(uid, total) for uid, whom, total in state.commander_damage if whom == player]


def commander_name(state: GameState, uid: int) -> str:
    """The name of the commander card with this uid."""
    return next((o.card.name for o in state.objects.values() if o.card_uid == uid), "?")


def losing(state: GameState) -> list[tuple[int, str, str]]:
    """CR 704.6c: each player dealt 21 or more combat damage by one commander."""
    out = []
    for uid, whom, total in state.commander_damage:
        if total >= LETHAL and not state.players[whom].lost and \
                all(p != whom for p, _, _ in out):
            out.append((whom, f"has been dealt {total} combat damage by "
                              f"{commander_name(state, uid)}", "704.6c"))
    return out
