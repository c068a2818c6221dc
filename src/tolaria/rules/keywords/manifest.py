"""Manifest (CR 701.34): a card put onto the battlefield face down as a 2/2 creature.

To manifest a card is to turn it face down and put it onto the battlefield face down under
the manifesting player's control (CR 701.34a): it enters as a face-down permanent
(`tolaria.rules.events.put_onto_battlefield`, CR 708.3), its characteristics those of layer
1b (`tolaria.rules.layers`, CR 708.2a), and it is remembered as manifested
(`GameObject.face_down == MANIFESTED`) for as long as it stays face down. Several cards
are manifested one at a time (CR 701.34e). The effect step "manifest" is "manifest the top
card / the top N cards of your / that player's library", "<player> manifests the top card
of their library" and "<player(s)> manifest N cards from their hand(s)" (remembered for
"for each card manifested this way", CR 608.2c); "manifest_looked" is "Look at the top two
cards of your library. Manifest one of those cards, then put the other on the top or
bottom of your library." (with `rest` "graveyard": "manifest dread", the other into its
owner's graveyard); "manifest_pile" is "Exile ... in a face-down pile, shuffle that
pile, then manifest those cards." (CR 406.3).

Its controller may turn it face up any time they have priority, a special action (CR
116.2b), by showing that its card is a creature card and paying that card's mana cost (CR
701.34b), written `turn face up NAME for its mana cost`. A card without a mana cost or
that isn't a creature card (an instant, a land) can't be turned face up this way. A
manifested card with morph or disguise may also be turned face up for that cost (CR
701.34c-d), the procedure of `tolaria.rules.keywords.morph`. Either way it keeps what
happened to it (CR 708.8), and it is revealed if it leaves the battlefield face down (CR
708.9, `tolaria.rules.events`).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Cost, Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import EXILED_FACE_DOWN, MANIFESTED
from tolaria.rules.effects import handler, players_of, remember_manifested
from tolaria.rules.layers import controller, current_name


def manifest(state: GameState, player: int, card: GameObject) -> GameObject | None:
    """`player` manifests `card` (CR 701.34a): the new face-down permanent, None if it
    didn't enter the battlefield."""
    from tolaria.rules import events
    new = events.put_onto_battlefield(state, card, player, face_down=MANIFESTED)
    return new if new.zone == "battlefield" and new is not card else None


@handler("manifest")
def _manifest(state: GameState, item: GameObject, eff: Effect, answer: Any
              ) -> Decision | None:
    """"Manifest the top N cards of your library", one at a time (CR 701.34a, 701.34e);
    "Manifest a card from your hand": the card its controller chooses."""
    if eff.get("zone") == "hand":
        return _from_hand(state, item, eff, answer)
    for who in players_of(state, item, eff.get("who", "you")):
        owners = players_of(state, item, eff.get("library")) if eff.get("library") else [who]
        if not owners:
            continue
        library = state.players[owners[0]].library                 # "that player's library"
        for _ in range(eff.get("amount", 1)):
            if not library:
                break
            state.say(f"{state.players[who].name} manifests the top card of "
                      f"{state.players[owners[0]].name}'s library", "701.34a")
            manifest(state, who, state.objects[library[-1]])
    return None


def _from_hand(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """Each player chooses that many cards of their hand, one at a time (all of them if
    they have no more); then those cards are manifested one at a time (CR 701.34e)."""
    replies = list(answer or ())
    picks: list[tuple[int, list[int]]] = []
    for who in players_of(state, item, eff.get("who", "you")):
        hand = state.players[who].hand
        n = min(eff.get("amount", 1), len(hand))
        chosen: list[int] = []
        while len(chosen) < n:
            options = tuple(o for o in hand if o not in chosen)
            if len(options) <= n - len(chosen):
                chosen += options
            elif replies:
                chosen.append(replies.pop(0))
            else:
                return Decision("choose", who, options=options,
                                prompt=f"{current_name(state, item)}: choose a card to "
                                       "manifest")
        picks.append((who, chosen))
    made = []
    for who, chosen in picks:
        for oid in chosen:
            if state.objects[oid].zone == "hand":
                state.say(f"{state.players[who].name} manifests a card from their hand",
                          "701.34a")
                made.append(manifest(state, who, state.objects[oid]))
    if eff.get("remember"):
        remember_manifested(state, item, made)                              # CR 608.2c
    return None


@handler("manifest_looked")
def _manifest_looked(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Look at the top two cards of your library. Manifest one of those cards, then put
    the other on the top or bottom of your library." (CR 701.34a, 401.4): both choices
    are made as it resolves, then done in that order. "Manifest dread": the other goes
    into your graveyard (with one card in the library, that one is manifested)."""
    who = item.controller
    player = state.players[who]
    looked = tuple(reversed(player.library[-eff.get("amount"):]))          # top first
    if not looked:
        return None
    replies = list(answer or ())
    if answer is None:
        for oid in looked:
            if (oid, who) not in state.looked:
                state.looked.append((oid, who))
        state.say(f"{player.name} looks at the top {len(looked)} cards of their library")
    if len(looked) > 1 and not replies:
        return Decision("choose", who, options=looked,
                        prompt=f"{current_name(state, item)}: choose the card to manifest")
    chosen = replies[0] if len(looked) > 1 else looked[0]
    others = [o for o in looked if o != chosen]
    if eff.get("rest") == "graveyard":
        return _manifest_dread(state, item, chosen, others)
    if others and len(replies) < 2:
        return Decision("choose", who, options=("top", "bottom"), subject=others[0],
                        prompt=f"{current_name(state, item)}: put the other card on the top "
                               "or bottom of your library")
    state.say(f"{player.name} manifests one of them", "701.34a")
    manifest(state, who, state.objects[chosen])
    for oid in others:
        if replies[1] == "bottom" and oid in player.library:
            player.library.remove(oid)
            player.library.insert(0, oid)
            state.changed()
        state.say(f"{player.name} puts the other on the {replies[1]} of their library",
                  "401.4")
    return None


def _manifest_dread(state: GameState, item: GameObject, chosen: int, others: list[int]
                    ) -> Decision | None:
    """Manifest the card chosen, then put the other into its owner's graveyard."""
    from tolaria.rules import events
    player = state.players[item.controller]
    state.say(f"{player.name} manifests dread", "701.34a")
    manifest(state, item.controller, state.objects[chosen])
    moving = [oid for oid in others if oid in player.library]
    if not moving:
        return None
    return events.happen(state, *(events.ZoneChange(
        oid, "graveyard", text=f"{player.name} puts {state.objects[oid].name} into their "
        "graveyard", rules=("400.3",)) for oid in moving))


@handler("manifest_pile")
def _manifest_pile(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Exile all creature cards from target player's graveyard in a face-down pile,
    shuffle that pile, then manifest those cards." / "exile it and the top card of your
    library in a face-down pile, ...": exiled face down (CR 406.3), put in a random order,
    then manifested one at a time (CR 701.34a, 701.34e)."""
    from tolaria.rules import events
    found = events.happen_for(state, *_into_pile(state, item, eff))
    if isinstance(found, Decision):
        return found
    pile = [o for o in found if o is not None and o.zone == "exile"]
    for card in pile:
        card.chosen += ((EXILED_FACE_DOWN, "yes"),)                        # CR 406.3a
    state.rng.shuffle(pile)
    if pile:
        state.say(f"{state.players[item.controller].name} shuffles the face-down pile and "
                  "manifests "
                  f"those cards", "701.34a", "701.34e")
    for card in pile:
        manifest(state, item.controller, card)
    return None


def _into_pile(state: GameState, item: GameObject, eff: Effect) -> list[Any]:
    """The moves to exile that make the pile: the graveyard's matching cards, or the
    source and the top card of its controller's library (that one unnamed, CR 401.2)."""
    from tolaria.rules.effects import source_of
    from tolaria.rules.events import ZoneChange
    from tolaria.rules.layers import matches
    who = item.controller
    if eff.get("whose") is not None:
        return [ZoneChange(o, "exile", rules=("406.2",))
                for p in players_of(state, item, eff.get("whose"))
                for o in state.players[p].graveyard
                if matches(state, eff.get("filter"), state.objects[o], who)]
    moves = []
    source = source_of(state, item)
    if source is not None and source.zone == "battlefield":
        moves.append(ZoneChange(source.id, "exile", rules=("406.2",)))
    library = state.players[who].library
    if library:
        moves.append(ZoneChange(library[-1], "exile", rules=("406.2", "406.3"), text=(
            f"{state.players[who].name} exiles the top card of their library face down")))
    return moves


def mana_cost(obj: GameObject) -> Cost | None:
    """What turning a manifested permanent face up costs: its card's mana cost, if that is
    a creature card with a mana cost (CR 701.34b); else None, it can't be turned up so."""
    card = obj.card
    if obj.face_down != MANIFESTED or "Creature" not in card.types or card.mana_cost is None:
        return None
    return Cost(mana=card.mana_cost)


def why_cant(state: GameState, player: int, obj: GameObject) -> str | None:
    """Can `player` turn `obj` face up for its mana cost now (CR 701.34b)?"""
    from tolaria.rules.priority import plan_payment
    if obj.zone != "battlefield" or obj.face_down != MANIFESTED or controller(
            state, obj) != player:
        return (f"{state.players[player].name} controls no such manifested permanent "
                "(CR 701.34b)")
    cost = mana_cost(obj)
    if cost is None:
        return ("its card isn't a creature card with a mana cost: it can't be turned face up "
                "for its mana cost (CR 701.34b)")
    if plan_payment(state, player, cost.mana, 0) is None:
        return f"{state.players[player].name} can't pay its mana cost {cost.mana} (CR 701.34b)"
    return None
