"""Restarting the game (CR 724): Karn Liberated's "Restart the game, leaving in exile all
non-Aura permanent cards exiled with Karn. Then put those cards onto the battlefield under
your control."

The game that is restarted ends with no winner, loser or draw (CR 104.1, 724.1), and the
players still in it begin a new one in the same `GameState` (so the same `tolaria.Game`):

- every Magic card in the game, wherever it is, goes to its owner's new library (CR
  724.2); tokens, copies, emblems, abilities and everything else that isn't a card cease
  to exist, as do the game's effects, counters, designations and turn record;
- the cards the effect exempts stay in exile, out of their owners' decks (CR 724.5); an
  exempted commander stays its owner's commander, but doesn't begin in the command zone
  (724.5a), the others do (CR 103.2c, 903.6);
- the new game starts as any game does (CR 103): starting life totals (103.4), shuffled
  libraries (103.3), opening hands and mulligans (103.5), opening-hand actions (103.6),
  but the starting player is the controller of the restarting ability (CR 724.1a);
- that ability finishes resolving just before the first turn's untap step (CR 724.4):
  the exempted cards enter the battlefield under its controller's control then
  (`GameState.restarting`, `finish`, in the stage "restart"), with no player getting
  priority; what they trigger waits for the first priority, in the upkeep (724.4).

Players who had left the game don't take part (CR 724.1: those in it when it ended). The
log, the actions taken (`Game.history`), the decks `Game.new` was given and the random
generator go on, so `Game.replay` gives the same restart again.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import commander, events, multiplayer, turn, zones
from tolaria.rules.effects import handler
from tolaria.rules.faces import moved_card
from tolaria.rules.keywords.cast_forms import printed
from tolaria.rules.layers import current_name, matches

# The zones a card can be in (CR 400.1); the command zone's cards are commanders.
CARD_ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "ante",
              "command")
# What the new game keeps of the state: its record, replay and identity, not its play.
_KEPT = ("log", "history", "decks", "seed", "rng", "aliases", "actions_taken", "options",
         "commanders", "companions", "sideboards", "transfers", "next_uid", "next_id")


@handler("restart_game")
def _restart_game(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """Karn Liberated's [−14]: the cards exiled with its source that `keep` describes stay
    in exile; `then` "battlefield": they enter under the controller's control as the new
    game's first turn begins (CR 724.4)."""
    keep = eff.get("keep")
    kept = [] if keep is None else [
        state.objects[c] for s, c in state.exiled_with
        if s == item.source_id and c in state.objects and state.objects[c].zone == "exile"
        and matches(state, keep, state.objects[c], item.controller)]
    state.say(f"{current_name(state, item)} restarts the game: it ends with no winner, and "
              "its players begin a new game", "104.1", "724.1")
    exempt = restart(state, item.controller, kept)
    if eff.get("then") == "battlefield":
        state.restarting = tuple((item.controller, oid) for oid in exempt)
    return None


def restart(state: GameState, starter: int, kept: list[GameObject]) -> list[int]:
    """End this game and begin the new one in `state` (CR 724.1-724.5) with `starter` the
    starting player; `kept` stay in exile. Returns the exempted cards' new ids."""
    cards = [o for o in state.objects.values() if _is_card(state, o)]
    exempt = {o.id for o in kept}
    new = GameState([p.name for p in state.players], state.seed, state.options)
    for name in _KEPT:
        setattr(new, name, getattr(state, name))
    new.version = state.version + 1
    for old, p in zip(state.players, new.players, strict=True):
        if old.lost:                                          # not in the game (CR 724.1)
            p.lost, p.won, p.kept, p.left_turn = True, old.won, True, old.left_turn
    kept_ids = []
    for obj in sorted(cards, key=lambda o: o.id):
        if new.players[obj.owner].lost:
            continue
        if obj.id in exempt:                                  # CR 724.5
            kept_ids.append(zones.create_object(new, _card(obj), obj.owner, "exile",
                                                uid=obj.card_uid).id)
        elif obj.card_uid in state.commanders:                # CR 103.2c, 903.6
            zones.create_object(new, _card(obj), obj.owner, "command", uid=obj.card_uid)
        else:
            zones.create_object(new, _card(obj), obj.owner, "library", uid=obj.card_uid)
    _starting_life(new)
    state.__dict__.clear()
    state.__dict__.update(new.__dict__)
    state.say(f"a new game begins: {state.players[starter].name} goes first, having "
              "controlled the ability that restarted the game", "724.1a")
    turn.begin_mulligans(state, starter)                      # CR 103.3-103.5
    state.changed()
    return kept_ids


def finish(state: GameState) -> None:
    """CR 724.4: just before the first untap step, the restarting ability finishes: the
    exempted cards still in exile enter the battlefield at once under its controller's
    control. A replacement choice they need (CR 614.12, 616.1) is asked first: the game
    waits in the stage "restart" until it's answered, then this runs again."""
    batch = [events.entering(state.objects[oid], controller)
             for controller, oid in state.restarting
             if oid in state.objects and state.objects[oid].zone == "exile"]
    if batch:
        made = events.happen_for(state, *batch)
        if isinstance(made, Decision):
            state.decision = made
            return
        state.say("the ability that restarted the game finishes resolving: the cards left "
                  "in exile enter the battlefield", "724.4")
    state.restarting = ()
    state.stage = "begin"
    state.changed()


def _is_card(state: GameState, obj: GameObject) -> bool:
    """A Magic card in the game (CR 724.2): not a token, copy or ability, nor in the
    command zone unless it's a commander (emblems and dungeons aren't cards)."""
    if obj.zone not in CARD_ZONES or obj.card.token or obj.is_ability or obj.is_copy:
        return False
    return obj.zone != "command" or obj.card_uid in state.commanders


def _card(obj: GameObject) -> CardDef:
    """The card itself, front face up (CR 712.8a), not a cast form (CR 702.103)."""
    card = printed(obj.card)
    return moved_card(card, obj.zone, "library") if card.face_of else card


def _starting_life(state: GameState) -> None:
    """CR 103.4: 20; 40 in a Commander game (103.4c, 903.7); 30 shared in Two-Headed Giant
    (103.4a, 810.4)."""
    for index, names in enumerate(state.options.commanders):
        if names:
            state.players[index].life = commander.STARTING_LIFE
    if multiplayer.shared_turns(state):
        for player in state.players:
            player.life = multiplayer.GIANT_LIFE
