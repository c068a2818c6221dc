"""Playing for ante (CR 407), an optional rule: off unless `Game.new(..., ante=True)`.

- The ante is a zone (CR 400.1) shared by all players and public (CR 407.2):
  `state.ante` holds the ids of the cards in it, in the order they arrived.
- As the game starts, after the starting player is known and before anyone
  draws, each player antes a random card of their deck (CR 407.2): the top
  card of their freshly shuffled library (`ante_at_start`).
- At the end of the game the winner becomes the owner of every card in the
  ante (CR 407.2, 108.3); `settle` records each change in `state.transfers`
  as (card name, card_uid, old owner, new owner). A draw changes nothing.
- Cards that say "Remove this card from your deck before playing if you're not
  playing for ante" have the static ability kind "ante_only": they are the
  only cards that move cards into or out of the ante or change owners, and
  they are refused in decks and sideboards of a game not played for ante
  (CR 407.3, `refused`).
- To ante an object is to put it into the ante from wherever it is; only its
  owner may (CR 407.4).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import ANTE_ONLY
from tolaria.rules import events, zones
from tolaria.rules.effects import handler, players_of, target_object
from tolaria.rules.layers import current_name


def is_ante_card(card: CardDef) -> bool:
    """Does the card say to remove it from decks when not playing for ante (CR 407.3)?"""
    return any(ability.kind == ANTE_ONLY for ability in card.static)


def refused(cards: Iterable[CardDef]) -> list[str]:
    """The names of ante cards among `cards`: not allowed unless playing for ante (CR 407.3)."""
    return sorted({card.name for card in cards if is_ante_card(card)})


def refusal_message(names: list[str], where: str = "deck") -> str:
    return (f"{', '.join(names)}: remove {'it' if len(names) == 1 else 'them'} from the "
            f"{where}, or play for ante (Game.new(..., ante=True)): when not playing for "
            "ante, these cards can't be in decks or sideboards (CR 407.3)")


# -- the start and the end of the game ---------------------------------------------------

def ante_at_start(state: GameState, first: int) -> None:
    """CR 407.2: each player, from the starting player in turn order, antes a random card of
    their deck: the top card of the library just shuffled."""
    n = state.n_players
    for k in range(n):
        p = state.players[(first + k) % n]
        if p.lost or not p.library:
            continue
        card = put_in_ante(state, state.objects[p.library[-1]])
        state.say(f"{p.name} antes {card.name}", "407.2")


def settle(state: GameState) -> None:
    """CR 407.2: at the end of the game, the winner becomes the owner of the ante's cards."""
    winner = state.winner
    if winner is None or not state.options.ante:
        return
    for oid in state.ante:
        obj = state.objects[oid]
        if obj.owner == winner:
            continue
        state.transfers.append((obj.name, obj.card_uid, obj.owner, winner))
        state.say(f"{state.players[winner].name} becomes the owner of "
                  f"{state.players[obj.owner].name}'s {current_name(state, obj)}", "407.2", "108.3")
        obj.owner = winner
    state.changed()


# -- anteing (CR 407.4) --------------------------------------------------------------------

def put_in_ante(state: GameState, obj: GameObject) -> GameObject:
    """Put a card into the ante from a library or hand (a hidden zone: no triggers)."""
    return zones.move(state, obj, "ante")


def _may_ante(state: GameState, obj: GameObject | None, player: int) -> bool:
    """CR 407.3-407.4: only the owner antes an object, and only in a game played for ante."""
    return obj is not None and state.options.ante and obj.owner == player


@handler("ante_top")
def _ante_top(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Ante the top card of your library" (Contract from Below, CR 407.4)."""
    for player in players_of(state, item, eff.get("who", "you")):
        library = state.players[player].library
        top = state.objects[library[-1]] if library else None
        if not _may_ante(state, top, player):
            continue
        put_in_ante(state, top)
        state.say(f"{state.players[player].name} antes the top card of their library "
                  f"({top.name})", "407.4")


@handler("ante_self")
def _ante_self(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """Jeweled Bird: "Ante this artifact. If you do, put all other cards you own from the ante
    into your graveyard, then draw a card." Only its owner can ante it (CR 407.4), so
    whoever else controls it does nothing at all."""
    if events.DRAWING in dict(item.chosen):           # the draw, waiting for a choice (dredge)
        return events.draw_steps(state, item, [])
    source = target_object(state, item, "self")
    player = item.controller
    if source is None or not _may_ante(state, source, player):
        name = source.name if source is not None else item.source_name
        state.say(f"{state.players[player].name} can't ante {name}: only its owner can, in a "
                  "game played for ante", "407.3", "407.4")
        return None
    moved = events.leave_battlefield(state, source, "ante", "is anted", "407.4")
    if moved.zone != "ante":
        return None                                       # replaced: it wasn't anted
    for oid in [i for i in state.ante if i != moved.id]:
        other = state.objects[oid]
        if other.owner == player:
            events.put_into_graveyard(state, other, f"{current_name(state, other)} is put into "
                                      f"{state.players[player].name}'s graveyard from the ante",
                                      "407.4")
    return events.draw_steps(state, item, [(player, int(eff.get("draw", 1)))])
