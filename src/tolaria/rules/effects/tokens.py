"""Creating tokens (CR 111) and the instructions about the tokens just created.

`create` makes the tokens of one "create" instruction: for "you" or for other players
("Its controller creates a Treasure token", CR 111.2: whoever creates a token owns and
controls it), tapped (CR 614.1c), attached to a creature (a Role token, CR 303.7) or
tapped and attacking (CR 508.4). The resolving object remembers which tokens it made
(`item.chosen`, "created"), so a later instruction of the same spell or ability can refer
to them: "Put three +1/+1 counters on it", "It gains haste until end of turn", "then
attach this Equipment to it" (the IR reference "created"). A token that has left the
battlefield is no longer that token (CR 111.7, 400.7), so is no longer found.

Also here: several tokens created together (`create_group`, one event), token copies with
exceptions (`copy_tokens`, CR 707.2, 707.9b), a delayed trigger for each token just made
(`created_delayed`, CR 603.7), "You may attach this Equipment to it" (`may_attach`), and
"for each opponent, ... attacking that player" (CR 508.4). An Incubator token transforms
by turning to its back face, the same object (`transform_incubator`, CR 111.10i, 701.28):
the engine has no other transforming permanents, so only that one is read.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import CardDef, Effect, token_def
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import CREATED_BY, TOKENS_PER_CONTROLLER
from tolaria.rules import events
from tolaria.rules.effects import amount, handler, players_of, run, target_object
from tolaria.rules.layers import characteristics, current_name

CREATED = "created"
ATTACKED = "attacked"
EACH_DONE = "each created done"
# Steps of the combat phase in which creatures are attacking (CR 506.1, 508.1, 511.3).
_ATTACK_STEPS = frozenset({"declare attackers", "declare blockers", "combat damage",
                           "end of combat"})


def create(state: GameState, item: GameObject, eff: Effect, card: CardDef, count: int,
           answer: Any) -> Decision | None:
    """Create `count` tokens for each player `eff` names (CR 111.1-111.2). `answer`:
    what they attack, if their controller was asked (else a replacement's answer)."""
    if eff.get("size") is not None:                   # an X/X token: counted now (608.2h)
        from dataclasses import replace
        n = amount(item, eff.get("size"), state)
        card = replace(card, power=n, toughness=n)
    attach_to = None
    if eff.get("attached") is not None:               # a Role token (CR 303.7, 303.4i)
        host = target_object(state, item, eff.get("attached"))
        if host is None or host.zone != "battlefield" \
                or not characteristics(state, host).is_creature:
            return None                                 # the token isn't created
        attach_to = host.id
    if eff.get("attacking") == "each opponent":
        return _each_opponent(state, item, eff, card, count, answer)
    attacking = None
    players = players_of(state, item, eff.get("who", "you"))
    if eff.get("attacking") == "event" and len(players) == 1:   # "attacking that player"
        attacked = ("player", next(iter(players_of(state, item, "event")), -1))   # (508.4)
        attacking = attacked if attacked in attackable_now(state, players[0]) else None
    elif eff.get("attacking") and len(players) == 1:    # "its controller creates" (Najeela)
        found = _attacked(state, item, answer, players[0])
        if isinstance(found, Decision):
            return found
        attacking = found
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != ATTACKED) + (
            (ATTACKED, "none" if found is None else f"{found[0]} {found[1]}"),)
    counters = (("+1/+1", amount(item, eff.get("counters"), state)),) \
        if eff.get("counters") is not None else ()          # incubate N (CR 701.51a)
    first = state.next_id
    found = happen(state, item, [events.Tokens(
        card, p, count, tapped=bool(eff.get("tapped")), attach_to=attach_to,
        attacking=attacking, counters=counters) for p in players])
    if item.is_ability and item.source_id is not None:
        _created_with(state, item.source_id, first)
    return found


def _created_with(state: GameState, source_id: int, first: int) -> None:
    """The tokens just created remember the object whose ability created them: "tokens
    created with this enchantment", "fade counters on Saproling Burst" (`CREATED_BY`)."""
    for oid in range(first, state.next_id):
        token = state.objects.get(oid)
        if token is not None and token.zone == "battlefield" and token.is_token and \
                CREATED_BY not in dict(token.chosen):
            token.chosen += ((CREATED_BY, str(source_id)),)
            state.changed()                 # its characteristics may count its creator's


def created_with(state: GameState, token: GameObject, source_id: int) -> bool:
    """Was this token created by an ability of the object `source_id` (CR 111.1)?"""
    return (CREATED_BY, str(source_id)) in token.chosen


def happen(state: GameState, item: GameObject, made: list[events.Tokens]) -> Decision | None:
    """The tokens are created in one event (CR 111.1); the resolving object remembers them."""
    first = state.next_id
    decision = events.happen(state, *made)
    if decision is None:
        ids = [oid for oid in range(first, state.next_id)
               if oid in state.objects and state.objects[oid].is_token]
        item.chosen = tuple(kv for kv in item.chosen if kv[0] not in (CREATED, ATTACKED)) + (
            (CREATED, " ".join(str(oid) for oid in ids)),)
    return decision


@handler("create_either")
def _create_either(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"Create a Food token or a Treasure token": the controller chooses as it resolves
    (CR 608.2d), then the chosen one is created."""
    options = eff.get("effects")
    names = tuple((one.get("card") or token_def(dict(one.get("spec")))).name
                  for one in options)
    chosen = dict(item.chosen).get("token choice")
    if chosen is None:
        if not answer or answer[0] not in names:
            return Decision("choose", item.controller, options=names,
                            prompt=f"{current_name(state, item)}: choose the token to create (CR "
                                   "608.2d)")
        chosen = answer[0]
        item.chosen += (("token choice", chosen),)
        answer = None
    one = options[names.index(chosen)]
    decision = run(state, item, one, answer)
    if decision is None:
        item.chosen = tuple(kv for kv in item.chosen if kv[0] != "token choice")
    return decision


@handler("create_group")
def _create_group(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3
    green Elephant creature token": all of them at once (CR 111.1)."""
    made = []
    for one in eff.get("effects"):
        spec = dict(one.get("spec") or ())
        card = one.get("card") or token_def(spec)
        for p in players_of(state, item, one.get("who", "you")):
            made.append(events.Tokens(card, p, amount(item, one.get("count"), state),
                                      tapped=bool(one.get("tapped"))))
    return happen(state, item, made)


def created(state: GameState, item: GameObject) -> list[GameObject]:
    """The tokens the resolving object created last that are still on the battlefield."""
    ids = dict(item.chosen).get(CREATED, "")
    found = (state.objects.get(int(oid)) for oid in ids.split())
    return [obj for obj in found if obj is not None and obj.zone == "battlefield"]


def created_object(state: GameState, item: GameObject, which: Any) -> GameObject | None:
    """"it" (`which` "created": the first of them) or ("created", k): the k-th token made."""
    made = created(state, item)
    k = which[1] if isinstance(which, tuple) else 0
    return made[k] if k < len(made) else None


@handler("copy_tokens")
def _copy_tokens(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Create a token that's a copy of <object>, except ...": tokens with its copiable
    values (CR 707.2) and the exceptions (CR 707.9b); "self" is the source as it last
    existed (CR 608.2h). Nothing to copy: no token (CR 111.12)."""
    from dataclasses import replace

    from tolaria.rules.keywords.morph import FACE_DOWN_CARD
    from tolaria.rules.resolve import copiable_values, with_exceptions
    which = eff.get("target")
    if which == "self":
        original = state.objects.get(item.source_id) if item.source_id is not None else None
    else:                                 # "that creature": as it last existed (CR 111.12)
        original = target_object(state, item, which)
        if isinstance(which, int) and original is not None and original.zone not in (
                "battlefield", "graveyard", "gone:battlefield", "gone:graveyard"):
            original = None               # moved by this very effect: as it last existed
    if original is None:
        return None
    card = FACE_DOWN_CARD if original.face_down else copiable_values(state, original)
    exceptions = eff.get("exceptions", ())
    if ("not_legendary", True) in exceptions:                       # CR 707.9b
        card = replace(card, supertypes=card.supertypes - {"Legendary"})
    card = replace(with_exceptions(card, exceptions), token=True)
    return create(state, item, eff, card, amount(item, eff.get("count"), state), answer)


# CR 111.10i, 701.51b: an Incubator token's back face.
PHYREXIAN_TOKEN = token_def({"name": "Phyrexian Token", "types": ("Artifact", "Creature"),
                             "subtypes": ("Phyrexian",), "colors": (), "power": 0,
                             "toughness": 0, "keywords": ()})


@handler("transform_incubator")
def _transform_incubator(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> None:
    """"{2}: Transform this artifact." of an Incubator token: it turns over to its back face,
    the same object with its counters (CR 701.28a, 712.8e). It transforms only if it
    hasn't since the ability was activated (CR 701.28f): then its front face is still up."""
    if eff.get("all"):                                 # "Transform all Incubator tokens"
        from tolaria.rules.layers import controller
        tokens = [state.objects[oid] for oid in state.battlefield
                  if controller(state, state.objects[oid]) == item.controller]
    else:
        tokens = [target_object(state, item, eff.get("target", "self"))]
    for token in tokens:
        if token is None or not token.is_token or token.card.name != "Incubator" \
                or token.zone != "battlefield":
            continue
        token.card = PHYREXIAN_TOKEN
        state.say(f"the Incubator token transforms into a {PHYREXIAN_TOKEN.name}", "701.28a")
        state.changed()


@handler("for_created")
def _for_created(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"They gain haste until end of turn", "Put a +1/+1 counter on each of them": the
    instruction for each token just created."""
    inner: Effect = eff.get("effect")
    done = int(dict(item.chosen).get(EACH_DONE, "0"))   # tokens done before a question
    for k in range(done, len(created(state, item))):
        params = tuple((key, (CREATED, k) if value == CREATED else value)
                       for key, value in inner.params)
        decision = run(state, item, Effect(inner.op, params), answer if k == done else None)
        if decision is not None:                      # a replacement's choice (CR 616.1)
            item.chosen = tuple(kv for kv in item.chosen if kv[0] != EACH_DONE) + (
                (EACH_DONE, str(k)),)
            return decision
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != EACH_DONE)
    return None


@handler("may_attach")
def _may_attach(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"You may attach this Equipment to it": its controller chooses as it resolves
    (CR 608.2d); nothing to ask if the Equipment or the token is gone."""
    inner: Effect = eff.get("effect")
    if target_object(state, item, inner.get("what")) is None \
            or target_object(state, item, inner.get("target")) is None:
        return None
    if answer is None:
        return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: attach it to the token? (CR 608.2d)")
    return run(state, item, inner, None) if answer[0] == "yes" else None


@handler("attach_chosen")
def _attach_chosen(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"You may attach an Equipment you control to it": its controller chooses one of
    their Equipment, or none (CR 608.2d, 701.3a)."""
    from tolaria.rules.keywords import attach
    from tolaria.rules.layers import controller
    host = target_object(state, item, eff.get("target"))
    gear = tuple(oid for oid in state.battlefield
                 if controller(state, state.objects[oid]) == item.controller
                 and "Equipment" in characteristics(state, state.objects[oid]).subtypes)
    if host is None or not gear:
        return None
    if answer is None:
        return Decision("choose", item.controller, options=gear + ("done",),
                        prompt=f"{current_name(state, item)}: attach an Equipment to the token? "
                               "(CR 608.2d)")
    if answer[0] in gear:
        attach.attach(state, state.objects[answer[0]], host)
    return None


@handler("created_delayed")
def _created_delayed(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Exile that token at end of combat": one delayed trigger for each token just
    created, naming it as its event's object (CR 603.7a, 603.7c)."""
    from tolaria.data.ir import TriggeredAbility, effect
    from tolaria.data.state import DelayedTrigger
    ability = TriggeredAbility(event="step", step=eff.get("step"), whose=eff.get("whose", "each"),
                               text=eff.get("text"),
                               effects=(effect(eff.get("then"), target="event"),))
    source_id, source_name = (item.source_id, item.source_name or item.name) \
        if item.is_ability and item.source_id is not None else (item.id,
                                                                 current_name(state, item))
    for token in created(state, item):
        state.delayed.append(DelayedTrigger(
            ability=ability, controller=item.controller, source_id=source_id,
            source_name=source_name, card=item.card, data=(("object", token.id),)))
        state.say(f"{source_name} creates a delayed triggered ability: {ability.text}", "603.7")


# -- tapped and attacking (CR 508.4) ----------------------------------------------------

def _each_opponent(state: GameState, item: GameObject, eff: Effect, card: CardDef, count: int,
                   answer: Any) -> Decision | None:
    """"For each opponent, create ... attacking that player [or a planeswalker they
    control]": the controller chooses, opponent by opponent, what each group attacks."""
    options = attackable_now(state, item.controller)
    made = []
    for opponent in players_of(state, item, "opponents"):
        mine = [ref for ref in options if ref == ("player", opponent) or eff.get(
            "planeswalkers") and ref[0] == "object"
            and characteristics(state, state.objects[ref[1]]).controller == opponent]
        key = f"{ATTACKED} {opponent}"
        chosen = dict(item.chosen).get(key)
        if chosen is None and len(mine) > 1:
            if not answer or answer[0] not in mine:
                return Decision("choose", item.controller, options=tuple(mine),
                                prompt="choose what these tokens attack (CR 508.4)")
            chosen = f"{answer[0][0]} {answer[0][1]}"
            item.chosen += ((key, chosen),)
            answer = None
        target = (chosen.split()[0], int(chosen.split()[1])) if chosen else (
            mine[0] if mine else None)
        made.append(events.Tokens(card, item.controller, count, tapped=True,
                                  attacking=target))
    decision = happen(state, item, made)
    if decision is None:
        item.chosen = tuple(kv for kv in item.chosen if not kv[0].startswith(ATTACKED + " "))
    return decision


def _attacked(state: GameState, item: GameObject, answer: Any, player: int
              ) -> Ref | Decision | None:
    """What the tokens `player` creates attack: the one defender there is, or the one
    `player`, their controller, chooses as they enter (CR 508.4); None outside combat or if
    `player` isn't an attacking player (CR 506.3b)."""
    chosen = dict(item.chosen).get(ATTACKED)
    if chosen is not None:                        # chosen before a replacement's question
        kind, _, ident = chosen.partition(" ")
        return None if kind == "none" else (kind, int(ident))
    options = attackable_now(state, player)
    if answer and answer[0] in options:
        return answer[0]
    if len(options) <= 1:
        return options[0] if options else None
    return Decision("choose", player, options=tuple(options),
                    prompt="choose what the tokens are attacking (CR 508.4)")


def attackable_now(state: GameState, player: int) -> list[Ref]:
    """What a creature `player` puts onto the battlefield attacking may attack (CR 508.4):
    nothing outside combat, or if `player` isn't the attacking player (CR 506.3b)."""
    from tolaria.rules.combat import defenders
    from tolaria.rules.multiplayer import is_active
    if state.step not in _ATTACK_STEPS or not is_active(state, player):
        return []
    return defenders(state, player)


def enter_attacking(state: GameState, made: list[GameObject], target: Ref) -> None:
    """The creatures put onto the battlefield are attacking `target` though they were never
    declared as attackers (CR 508.4, 506.3a-c): only creatures, only while that player or
    permanent is still there to be attacked (CR 508.4a)."""
    if state.step not in _ATTACK_STEPS:
        return
    kind, ident = target
    if kind == "player" and state.players[ident].lost:
        return                                                       # CR 506.3c
    if kind == "object" and (ident not in state.battlefield or not {
            "Planeswalker", "Battle"} & characteristics(state, state.objects[ident]).types):
        return
    for obj in made:
        if obj.zone == "battlefield" and characteristics(state, obj).is_creature:
            obj.attacking = target
            state.changed()
            state.say(f"{current_name(state, obj)} is attacking "
                      f"{events.name_of(state, target)}", "508.4")


@handler(TOKENS_PER_CONTROLLER)
def _tokens_per_controller(state: GameState, item: GameObject, eff: Effect, answer: Any
                           ) -> Decision | None:
    """"For each creature destroyed / exiled this way, its controller creates a 4/4 red
    Dragon creature token with flying.": each player creates as many as they controlled of
    those permanents (matching `filter`), each as it last existed on the battlefield (CR
    608.2c, 608.2h); all in one event (CR 111.1, 111.2)."""
    controllers = left_controllers(state, item, eff.get("how"), eff.get("filter"))
    inner = eff.get("effect")
    card = inner.get("card") or token_def(dict(inner.get("spec") or ()))
    each = amount(item, inner.get("count"), state)
    made = [events.Tokens(card, p, controllers.count(p) * each, tapped=bool(inner.get("tapped")))
            for p in state.apnap() if p in controllers]
    return happen(state, item, made) if made else None


def left_controllers(state: GameState, item: GameObject, how: str, flt: Any) -> list[int]:
    """The controllers, as they last existed on the battlefield (CR 608.2h), of the
    permanents the instruction before destroyed (kept under `DESTROYED_POWER`) or exiled
    (kept under `EXILED_PERMANENTS`), one entry for each that matches `flt`."""
    from tolaria.data.vocabulary import DESTROYED_POWER
    from tolaria.rules.effects import EXILED_PERMANENTS, remembered
    from tolaria.rules.layers import matches
    gone = remembered(state, item, DESTROYED_POWER if how == "destroyed" else EXILED_PERMANENTS)
    return [characteristics(state, state.objects[oid]).controller for oid in gone
            if flt is None or matches(state, flt, state.objects[oid], item.controller)]
