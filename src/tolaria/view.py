"""What one seat may see of the game (CR 400.2): public zones, counts of hidden ones.

The library and the hand are hidden zones; a player sees their own hand but
no one sees a library's order (CR 400.2, 401.2, 402.3). `view` returns plain
JSON and is built only from public information plus the viewer's own hand:
no library cards, no other player's hand cards or their ids, no card_uid
(which follows a card through hidden zones), no seed or random state.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Action
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import PHASE_OF, STEPS, GameState, Player
from tolaria.rules.layers import characteristics, controller, current_name, is_sick

LOG_LINES = 50


def view(state: GameState, player: int) -> dict[str, Any]:
    """The game as seat `player` sees it, as plain JSON."""
    return {
        "viewer": player,
        "turn": state.turn,
        "active": state.active,
        "phase": PHASE_OF.get(state.step, ""),
        "step": state.step,
        "priority": state.priority,
        "players": [_player(state, p, player) for p in state.players],
        "stack": [_stack_item(state, state.objects[i], player) for i in state.stack],
        "ante": [dict(_card(state, i), owner=state.objects[i].owner)      # public (CR 407.2)
                 for i in getattr(state, "ante", ())],
        "decision": _decision(state, player),
        "log": [str(entry) for entry in state.log[-LOG_LINES:]],
        "over": state.over,
        "winner": state.winner,
    }


def _card(state: GameState, oid: int) -> dict[str, Any]:
    return {"id": oid, "name": state.objects[oid].name}


def _exiled(state: GameState, oid: int, viewer: int) -> dict[str, Any]:
    """CR 702.143a, 406.3: a foretold card is exiled face down; only its owner sees it."""
    if _face_down_in_exile(state.objects[oid], viewer):
        return {"id": oid, "name": "face-down card"}
    return _card(state, oid)


def _face_down_in_exile(obj: GameObject, viewer: int) -> bool:
    """A card exiled face down that `viewer` may not look at (CR 406.3): another
    player's foretold card (CR 702.143a)."""
    return obj.owner != viewer and (obj.face_down or any(
        key == "foretold" for key, _ in obj.chosen))


def _player(state: GameState, p: Player, viewer: int) -> dict[str, Any]:
    out: dict[str, Any] = {
        "index": p.index,
        "name": p.name,
        "life": p.life,
        "poison": p.poison,
        "lost": p.lost,
        "mana_pool": str(p.pool),
        "library_count": len(p.library),               # CR 400.2: only the count is public
        "hand_count": len(p.hand),
    }
    if p.index == viewer:
        out["hand"] = [_card(state, i) for i in p.hand]  # a player sees their own hand
    else:                                                # cards this seat has looked at
        seen = {oid for oid, who in state.looked if who == viewer}
        out["hand_known"] = [_card(state, i) for i in p.hand if i in seen]
    out["graveyard"] = [_card(state, i) for i in p.graveyard]   # top last
    out["exile"] = [_exiled(state, i, viewer) for i in p.exile]
    out["battlefield"] = [_permanent(state, state.objects[i], viewer) for i in state.battlefield
                          if controller(state, state.objects[i]) == p.index]
    return out


def visible_name(state: GameState, obj: GameObject, viewer: int) -> str:
    """Its name as `viewer` sees it: its current name (a copy's is the copied one, CR 707.2);
    only a face-down object's controller may look at it (CR 708.5-708.6)."""
    if obj.face_down and controller(state, obj) == viewer:
        return obj.card.name
    return current_name(state, obj)


PUBLIC_ZONES = frozenset({"battlefield", "stack", "graveyard", "exile", "ante", "command"})


def sees(state: GameState, obj: GameObject, viewer: int) -> bool:
    """May seat `viewer` see this object, so name it? Public zones are seen by all but a
    card exiled face down by someone else (CR 400.2, 406.3); a hand by its owner and by
    those who looked at its cards (CR 402.3); no library card but those looked at (CR 401.2)."""
    zone = obj.zone
    if zone in PUBLIC_ZONES:
        return zone != "exile" or not _face_down_in_exile(obj, viewer)
    if zone == "hand" and obj.owner == viewer:
        return True
    return (obj.id, viewer) in state.looked


def _permanent(state: GameState, obj: GameObject, viewer: int) -> dict[str, Any]:
    chars = characteristics(state, obj)
    return {
        "id": obj.id,
        "name": visible_name(state, obj, viewer),
        "face_down": obj.face_down,
        "controller": controller(state, obj),
        "owner": obj.owner,
        "types": sorted(chars.types),
        "keywords": sorted(chars.keywords),
        "token": obj.is_token,
        "tapped": obj.tapped,
        "sick": is_sick(state, obj),
        "damage": obj.damage,
        "counters": dict(obj.counters),
        "attached_to": obj.attached_to,
        "attached_player": obj.attached_player,
        "attacking": _ref(state, obj.attacking) if obj.attacking else None,
        "blocking": list(obj.blocking),
        "power": chars.power,
        "toughness": chars.toughness,
    }


def _stack_item(state: GameState, obj: GameObject, viewer: int) -> dict[str, Any]:
    return {
        "id": obj.id,
        "name": visible_name(state, obj, viewer),
        "controller": obj.controller,
        "is_ability": obj.is_ability,
        "text": obj.ability.text if obj.ability is not None else "",
        "targets": [_ref(state, r) if r else None for r in obj.targets],
        "x": obj.x,
        "mode": obj.mode,
        "modes": [] if obj.face_down or obj.card is None else          # CR 708.2: hidden
        list(_chosen_modes(obj.card.spell, obj.mode)),                 # CR 700.2a: announced
    }


def mode_texts(state: GameState, action: Action) -> tuple[str, ...]:
    """The texts of the modes an action chooses (CR 700.2): a modal spell cast with `mode`,
    or the modes of a modal triggered ability chosen as it goes on the stack (CR 603.3c);
    () for an action that chooses none."""
    d = state.decision
    if action.kind == "choose" and d is not None and d.kind == "mode" and state.pending:
        modes = state.pending[0].ability.modes           # the trigger being put on the stack
        return tuple(modes[i].text for i in action.choice
                     if type(i) is int and 0 <= i < len(modes))
    obj = state.objects.get(action.object) if action.object is not None else None
    if action.kind != "cast" or obj is None or action.mode is None:
        return ()
    return _chosen_modes(obj.card.spell, action.mode)


def _chosen_modes(spell: Any, mode: int | tuple[int, ...] | None) -> tuple[str, ...]:
    """A modal spell's chosen modes, as printed (CR 700.2)."""
    if spell is None or not spell.is_modal or mode is None:
        return ()
    chosen = (mode,) if isinstance(mode, int) else tuple(mode)
    return tuple(spell.modes[i].text for i in chosen if 0 <= i < len(spell.modes))


def _ref(state: GameState, ref: Ref) -> dict[str, Any]:
    kind, ident = ref
    if kind == "player":
        return {"player": ident, "name": state.players[ident].name}
    obj = state.objects.get(ident)
    return {"object": ident, "name": current_name(state, obj) if obj is not None else "?"}


def _decision(state: GameState, viewer: int) -> dict[str, Any] | None:
    """Everyone sees who must decide what; only the decider sees the answers."""
    d = state.decision
    if d is None:
        return None
    out: dict[str, Any] = {"kind": d.kind, "player": d.player, "prompt": d.prompt}
    if d.player != viewer:
        return out
    out["count"] = d.count
    out["subject"] = d.subject
    out["legal_actions"] = _legal_texts(state)
    return out


def _legal_texts(state: GameState) -> list[str]:
    from tolaria.game import Game
    game = Game(state)
    try:
        from tolaria.notation import render
    except ImportError:              # notation not available: fall back to the Action repr
        return [repr(a) for a in game.legal_actions()]
    return [render(state, a) for a in game.legal_actions()]


__all__ = ["LOG_LINES", "PUBLIC_ZONES", "STEPS", "mode_texts", "sees", "view", "visible_name"]
