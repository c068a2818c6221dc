"""What one seat may see of the game (CR 400.2): public zones, counts of hidden ones.

The library and the hand are hidden zones; a player sees their own hand but
no one sees a library's order (CR 400.2, 401.2, 402.3). `view` returns plain
JSON and is built only from public information plus the viewer's own hand:
no library cards (but a top card played revealed, CR 401.5), no other player's hand
cards or their ids, no card_uid
(which follows a card through hidden zones), no seed or random state.

The deciding seat also gets its legal actions, twice: as data (`decision["actions"]`: each
action's kind and the objects, players, numbers and words it names, an object by its id
only where the seat may see it) and in the text notation (`decision["legal_actions"]`).
A player controlled by another this turn (CR 720) has their decisions made by that
player: the decision then names its `decider`, who gets the actions, and whose view
shows what the controlled player sees (their hand, the cards they looked at, CR 720.4).
`legal_actions=False` leaves the notation out and `log=False` the log's last lines, for
programs that render them themselves or read the data alone: the texts are most of the
view's cost.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Action, Decision
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import PHASE_OF, STEPS, GameState, Player
from tolaria.data.vocabulary import EXILED_FACE_DOWN, HIDDEN_AWAY, PHASED_OUT
from tolaria.rules import modes as modal
from tolaria.rules.control import controlled_by
from tolaria.rules.control import decider as controlled_decider
from tolaria.rules.decisions import names_options
from tolaria.rules.faces import melded_with
from tolaria.rules.keywords import hideaway, protection
from tolaria.rules.keywords.goad import goaders
from tolaria.rules.layers import characteristics, controller, current_name, is_sick
from tolaria.rules.zones import face_down_seen_by, hand_revealed, top_seen_by

LOG_LINES = 50


def view(state: GameState, player: int, legal_actions: bool = True, log: bool = True
         ) -> dict[str, Any]:
    """The game as seat `player` sees it, as plain JSON; the decision's legal actions as
    data when it is the seat's, and in the notation unless `legal_actions` is false (a
    client that renders them itself, or reads the data alone, saves the work); the log's
    last lines unless `log` is false."""
    permanents = _permanents_by_controller(state, player)
    out: dict[str, Any] = {
        "viewer": player,
        "turn": state.turn,
        "active": state.active,
        "phase": PHASE_OF.get(state.step, ""),
        "step": state.step,
        "priority": state.priority,
        "players": [_player(state, p, player, permanents) for p in state.players],
        "stack": [_stack_item(state, state.objects[i], player) for i in state.stack],
        "ante": [dict(_card(state, i), owner=state.objects[i].owner)      # public (CR 407.2)
                 for i in getattr(state, "ante", ())],
        "emblems": [dict(_card(state, i), owner=state.objects[i].owner,     # public (CR 114)
                         abilities=state.objects[i].card.text)
                    for i in state.emblems()],
        "decision": _decision(state, player, legal_actions),
        "log": [str(entry) for entry in state.log[-LOG_LINES:]] if log else [],
        "over": state.over,
        "winner": state.winner,
    }
    emblems = set(state.emblems())
    if state.commanders:                                 # a Commander game (CR 903)
        out["command"] = [_commander(state, i) for i in state.command     # public (CR 408)
                          if i not in emblems]
    if state.companions:                         # revealed, outside the game (CR 103.2b)
        out["companions"] = [{"owner": who, "name": name} for who, name in state.companions]
    if getattr(state, "monarch", None) is not None:                  # a designation (722.1)
        out["monarch"] = state.monarch
    if getattr(state, "initiative", None) is not None:               # a designation (723.1)
        out["initiative"] = state.initiative
    if state.day_night is not None:                                  # the game's (728.1)
        out["day_night"] = state.day_night
    return out


def _commander(state: GameState, oid: int) -> dict[str, Any]:
    """A commander in the command zone: its owner and the tax its next cast costs (903.8)."""
    from tolaria.rules.commander import tax
    obj = state.objects[oid]
    return dict(_card(state, oid), owner=obj.owner, tax=tax(state, obj))


def _card(state: GameState, oid: int) -> dict[str, Any]:
    return {"id": oid, "name": state.objects[oid].name}


def _exiled(state: GameState, oid: int, viewer: int) -> dict[str, Any]:
    """CR 702.143a, 406.3: a foretold card is exiled face down; only its owner sees it."""
    if _face_down_in_exile(state, state.objects[oid], viewer):
        return {"id": oid, "name": "face-down card"}
    return _card(state, oid)


def _face_down_in_exile(state: GameState, obj: GameObject, viewer: int) -> bool:
    """A card exiled face down that `viewer` may not look at (CR 406.3): another
    player's foretold card (CR 702.143a); any card an effect exiled face down (406.3a)."""
    if (HIDDEN_AWAY, "yes") in obj.chosen:          # CR 702.75a, 406.3
        return not hideaway.may_look(state, obj, viewer)
    return (not looks_as(state, obj.owner, viewer) and (obj.face_down or any(
        key == "foretold" for key, _ in obj.chosen))) or any(
        key == EXILED_FACE_DOWN for key, _ in obj.chosen)


def _permanents_by_controller(state: GameState, viewer: int) -> list[list[dict[str, Any]]]:
    """Each player's permanents as the viewer sees them, in the battlefield's order: one
    pass over the battlefield for all the players (CR 108.4: a permanent is on its
    controller's side)."""
    out: list[list[dict[str, Any]]] = [[] for _ in state.players]
    objects = state.objects
    for oid in state.battlefield:
        row = _permanent(state, objects[oid], viewer)
        out[row["controller"]].append(row)
    return out


def _player(state: GameState, p: Player, viewer: int,
            permanents: list[list[dict[str, Any]]]) -> dict[str, Any]:
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
    if p.room is not None or p.dungeons:    # the dungeon in the command zone (CR 309.2b, 309.4)
        from tolaria.cards.dungeons import dungeon_of
        out["dungeon"] = {"name": dungeon_of(p.room) if p.room is not None else None,
                          "room": p.room, "completed": p.dungeons,          # CR 309.7
                          "completed_names": list(p.completed)}
    if state.commanders:                     # combat damage from each commander (903.10a)
        from tolaria.rules.commander import commander_name, damage_to
        out["commander_damage"] = [{"commander": commander_name(state, uid), "damage": n}
                                   for uid, n in damage_to(state, p.index)]
    if looks_as(state, p.index, viewer) or _teammate_sees(state, p.index, viewer):
        out["hand"] = [_card(state, i) for i in p.hand]  # a player sees their own hand
    else:                                                # cards this seat has looked at
        seen = {oid for oid, who in state.looked if looks_as(state, who, viewer)}
        revealed = hand_revealed(state, p.index)       # played revealed (CR 701.14c)
        out["hand_known"] = [_card(state, i) for i in p.hand if revealed or i in seen]
    if p.index == viewer and any(who == viewer for who, _ in state.sideboards):
        # the cards this player owns outside the game (CR 400.11a): theirs alone to see
        out["sideboard"] = [name for who, name in state.sideboards if who == viewer]
    if p.library and top_seen_by(state, state.objects[p.library[-1]], viewer):
        out["library_top"] = _card(state, p.library[-1])          # CR 401.5
    out["graveyard"] = [_card(state, i) for i in p.graveyard]   # top last
    out["exile"] = [_exiled(state, i, viewer) for i in p.exile]
    out["battlefield"] = permanents[p.index]
    if state.phased_out:                  # still there, treated as though not (CR 702.26b)
        out["phased_out"] = [{"id": oid, "name": visible_name(state, state.objects[oid], viewer)}
                             for oid, who, _, _ in state.phased_out if who == p.index]
    return out


def _teammate_sees(state: GameState, owner: int, viewer: int) -> bool:
    """CR 810.5: Two-Headed Giant teammates may review each other's hands."""
    from tolaria.rules.multiplayer import on_side_of, shared_turns
    return shared_turns(state) and on_side_of(state, viewer, owner)


def looks_as(state: GameState, player: int, viewer: int) -> bool:
    """Does `viewer` see what `player` sees? Themselves, and a player they control this
    turn (CR 720.4)."""
    if player == viewer:
        return True
    return bool(state.player_control) and player in controlled_by(state, viewer)


def visible_name(state: GameState, obj: GameObject, viewer: int) -> str:
    """Its name as `viewer` sees it: its current name (a copy's is the copied one, CR 707.2);
    only a face-down object's controller may look at it (CR 708.5-708.6)."""
    if obj.face_down and (looks_as(state, controller(state, obj), viewer)
                          or face_down_seen_by(state, obj, viewer)):
        return obj.card.name
    return current_name(state, obj)


# (a phased-out permanent is still on the battlefield, its status public, CR 110.5, 702.26d)
PUBLIC_ZONES = frozenset({"battlefield", "stack", "graveyard", "exile", "ante", "command",
                          PHASED_OUT})


def sees(state: GameState, obj: GameObject, viewer: int) -> bool:
    """May seat `viewer` see this object, so name it? Public zones are seen by all but a
    card exiled face down by someone else (CR 400.2, 406.3); a hand by its owner and by
    those who looked at its cards (CR 402.3); no library card but those looked at (CR 401.2)
    and a top card played revealed (CR 401.5)."""
    zone = obj.zone
    if zone in PUBLIC_ZONES:
        return zone != "exile" or not _face_down_in_exile(state, obj, viewer)
    if zone == "hand" and (looks_as(state, obj.owner, viewer)
                           or _teammate_sees(state, obj.owner, viewer)
                           or hand_revealed(state, obj.owner)):             # CR 701.14c
        return True
    if (obj.id, viewer) in state.looked or zone == "library" and top_seen_by(state, obj, viewer):
        return True
    return bool(state.player_control) and any(                 # CR 720.4
        (obj.id, p) in state.looked for p in controlled_by(state, viewer))


def cards_of(obj: GameObject) -> tuple[int, ...]:
    """The card uids a permanent is represented by: a merged permanent's cards (CR 727.2), a
    melded permanent's two (CR 712.4a), else its own card's."""
    if obj.merged:
        return tuple(uid for _, uid in obj.merged)
    melded = melded_with(obj) if obj.chosen else None
    return (obj.card_uid,) if melded is None else (obj.card_uid, melded[0])


def _permanent(state: GameState, obj: GameObject, viewer: int) -> dict[str, Any]:
    chars = characteristics(state, obj)
    out = {
        "id": obj.id,
        "name": visible_name(state, obj, viewer),
        "face_down": obj.face_down,
        "controller": chars.controller,               # a permanent's (CR 108.4, 613.1b)
        "owner": obj.owner,
        "types": sorted(chars.types),
        "keywords": sorted(protection.keyword_text(state, k) for k in chars.keywords),
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
    if goaded := goaders(state, obj):                      # a designation, public (CR 701.38b)
        out["goaded_by"] = goaded
    if obj.chosen and (marks := obj.designations()):   # CR 701.31b, 702.112b, 719.3b, 701.58b
        out["designations"] = marks
    if obj.protector is not None:                          # a battle's (CR 310.8), public
        out["protector"] = _ref(state, ("player", obj.protector))
    if obj.merged:                                  # a merged permanent's cards (CR 727.2)
        out["merged"] = [card.name for card, _ in obj.merged]
    chosen = dict(obj.chosen).get("player") if obj.chosen else None
    if chosen:                             # "As this enters, choose a player" (CR 607.2d)
        out["chosen_player"] = _ref(state, ("player", int(chosen)))
    return out


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
    a modal activated ability activated with `mode` (CR 602.2b), or the modes of a modal
    triggered ability chosen as it goes on the stack (CR 603.3c); () for an action that
    chooses none."""
    d = state.decision
    if action.kind == "choose" and d is not None and d.kind == "mode" and \
            modal.is_spell_mode(state, d):                          # CR 700.2e
        spell = state.objects[d.subject].card.spell
        return tuple(spell.modes[i].text for i in action.choice if type(i) is int) \
            if spell is not None else ()
    if action.kind == "choose" and d is not None and d.kind == "mode" and state.pending:
        modes = state.pending[0].ability.modes           # the trigger being put on the stack
        return tuple(modes[i].text for i in action.choice
                     if type(i) is int and 0 <= i < len(modes))
    obj = state.objects.get(action.object) if action.object is not None else None
    if action.kind == "activate" and obj is not None and isinstance(action.mode, int):
        abilities = characteristics(state, obj).activated                  # CR 602.2b
        modes = abilities[action.ability or 0].modes if (action.ability or 0) < len(
            abilities) else ()
        return (modes[action.mode].text,) if 0 <= action.mode < len(modes) else ()
    if action.kind != "cast" or obj is None or action.mode is None:
        return ()
    card = obj.card.faces[action.face - 1] if 0 < action.face <= len(obj.card.faces) \
        else obj.card                                     # the face cast (CR 712.11b, 709.3)
    return _chosen_modes(card.spell, action.mode)


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


def _decision(state: GameState, viewer: int, texts: bool = True) -> dict[str, Any] | None:
    """Everyone sees who must decide what; only the decider sees the answers."""
    d = state.decision
    if d is None:
        return None
    out: dict[str, Any] = {"kind": d.kind, "player": d.player, "prompt": d.prompt}
    decider = controlled_decider(state, d.player) if state.player_control else d.player
    if decider != d.player:
        out["decider"] = decider             # the player controlling them (CR 720.5)
    if decider != viewer:
        return out
    out["count"] = d.count
    out["subject"] = d.subject
    from tolaria.game import Game
    legal = Game(state).legal_actions()
    out["actions"] = [_action(state, d, a, viewer) for a in legal]
    if texts:
        out["legal_actions"] = _legal_texts(state, legal)
    return out


def _legal_texts(state: GameState, legal: list[Action]) -> list[str]:
    try:
        from tolaria.notation import render
    except ImportError:              # notation not available: fall back to the Action repr
        return [repr(a) for a in legal]
    return [render(state, a) for a in legal]


def _action(state: GameState, d: Decision, action: Action, viewer: int) -> dict[str, Any]:
    """A legal action as data, in the words of `Action.to_json`, each object named as
    `viewer` sees it (`_seen_ref`): "choice" holds refs for objects and players, pairs for
    attacks and blocks (CR 508.1, 509.1) and damage assignments (CR 510.1), triggered
    abilities to order by their place among the player's (CR 603.3b) and source's name, and
    numbers or words as they are (modes, divisions, "yes", colours)."""
    out: dict[str, Any] = {"kind": action.kind}
    if action.object is not None:
        out.update(_seen_ref(state, ("object", action.object), viewer))
    for key in ("ability", "x", "mode"):
        value = getattr(action, key)
        if value is not None:
            out[key] = list(value) if isinstance(value, tuple) else value
    if action.targets:
        out["targets"] = [_seen_ref(state, t, viewer) if t else None for t in action.targets]
    if action.choice:
        out["choice"] = _choice(state, d, action, viewer)
    if action.costs:
        out["costs"] = [c if isinstance(c, str) else _seen_ref(state, ("object", c), viewer)
                        for c in action.costs]
    return out


def _choice(state: GameState, d: Decision, action: Action, viewer: int) -> list[Any]:
    """`action.choice` with its objects and players named (see `_action`)."""
    kind = action.kind

    def obj(oid: int) -> dict[str, Any]:
        return _seen_ref(state, ("object", oid), viewer)

    def ref(r: Any) -> Any:
        return _seen_ref(state, r, viewer) if _is_ref(r) else r

    if kind == "attack":                                  # (attacker, what it attacks)
        return [[obj(a), ref(what)] for a, what in action.choice]
    if kind == "block":                                   # (blocker, attacker)
        return [[obj(b), obj(a)] for b, a in action.choice]
    if kind == "assign":                                  # (who is dealt damage, amount)
        return [[ref(who), n] for who, n in action.choice]
    if kind == "order" and action.object is not None:     # blockers to deal damage to
        return [obj(oid) for oid in action.choice]        # (CR 509.2)
    if kind == "order":                                   # one's triggers (CR 603.3b)
        mine = [t for t in state.pending if t.controller == action.player]
        return [{"trigger": i, "name": mine[i].source_name if i < len(mine) else "?"}
                for i in action.choice]
    by_id = not action.targets and d.kind != "mode" and names_options(d.kind)
    return [obj(c) if by_id and type(c) is int and c in state.objects else ref(c)
            for c in action.choice]


def _is_ref(value: Any) -> bool:
    return type(value) is tuple and len(value) == 2 and value[0] in ("player", "object") \
        and type(value[1]) is int


def _seen_ref(state: GameState, ref: Ref, viewer: int) -> dict[str, Any]:
    """A player, or an object by the name `viewer` sees and, only if `viewer` may see it
    (`sees`), its id: a card of a library the seat searches is named, never numbered
    (CR 400.2, 401.2)."""
    kind, ident = ref
    if kind == "player":
        return {"player": ident, "name": state.players[ident].name}
    obj = state.objects.get(ident)
    if obj is None:
        return {"name": "?"}
    name = visible_name(state, obj, viewer)
    return {"object": ident, "name": name} if sees(state, obj, viewer) else {"name": name}


__all__ = ["LOG_LINES", "PUBLIC_ZONES", "STEPS", "mode_texts", "sees", "view", "visible_name"]
