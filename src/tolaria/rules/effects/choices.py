"""Choices an instruction names, and instructions about names (CR 608.2d, 201.2).

- `choose_value`: "Choose a creature type." / "Choose a color." / "Choose a nonland card
  name." / "your choice of flying or lifelink". The player announces the choice as the
  instruction happens (CR 608.2d) — a creature type from CR 205.3m, a colour from CR
  105.1, a card's name (CR 201.3) — and the resolving spell or ability remembers it
  (`GameObject.chosen`, under `KEYS`). Its later instructions read "the chosen type",
  "of that color": `bind` gives them the chosen value before each instruction runs
  (`tolaria.rules.resolve.run_frame`; the marks are `tolaria.rules.choices`'), so every other effect
  sees plain filters.
- `same_name`: "<target> and all other <objects> with the same name as that <object>".
- `exile_same_name`: search a player's graveyard, hand and library for the cards with a
  name and exile them (CR 701.19b).
- `pump_choice`: "gets +1/-1 or -1/+1 until end of turn": which, chosen as it resolves.
- `discard_all`: "<player> reveals their hand and discards all cards of that color".
- `either`: "Target creature gets +X/+X or -X/-X until end of turn": its controller
  chooses one of the instructions as it resolves (CR 608.2d), which then happens.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules import restrictions, zones
from tolaria.rules.choices import bound, options
from tolaria.rules.effects import HANDLERS, handler, run, target_ref
from tolaria.rules.layers import current_name

# what is chosen -> the key the resolving object keeps it under
KEYS = {"creature type": "chosen creature type", "color": "chosen color",
        "basic land type": "chosen basic land type", "keyword": "chosen keyword",
        "card name": "chosen card name"}


@handler("pump_either")
def _pump_either(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"Target creature gets +X/+X or -X/-X until end of turn": its controller chooses
    which as it resolves (CR 608.2d), then that change applies (CR 611.2, 613.4c)."""
    options = eff.get("options")
    if answer is None:
        return Decision("choose", item.controller, options=options,
                        prompt=f"{current_name(state, item)}: which does it get?")
    chosen = eff.get("pumps")[options.index(answer[0])]
    return HANDLERS[chosen.op](state, item, chosen, None)


@handler("choose_value")
def _choose_value(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"Choose a creature type." / "Choose a color.": its controller chooses (CR 608.2d)."""
    what = eff.get("what")
    if answer is None:
        found = eff.get("options") or tuple(o for o in options(what, eff.get("filter"))
                                            if o not in eff.get("exclude", ()))
        return Decision("choose", item.controller, options=found,
                        prompt=f"{current_name(state, item)}: choose a {what} (CR 608.2d)")
    key = KEYS[what]
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != key) + ((key, answer[0]),)
    state.say(f"{state.players[item.controller].name} chooses {answer[0]} for "
              f"{current_name(state, item)}",
              "608.2d")
    state.changed()
    return None


@handler("either")
def _either(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"<A> or <B>": the controller chooses which happens (CR 608.2d); the answers after
    the choice are the chosen instruction's."""
    labels: tuple[str, ...] = eff.get("labels")
    if eff.get("doable"):      # "You may sacrifice an artifact or discard a card": one
        from tolaria.rules.effects.conditional import can_do  # that can be done
        labels = tuple(label for label, o in zip(labels, eff.get("options"), strict=True)
                       if can_do(state, item, o))
    if answer is None:
        return Decision("choose", item.controller, options=labels,
                        prompt=f"{current_name(state, item)}: choose {' or '.join(labels)} "
                               "(CR 608.2d)")
    if answer[0] not in labels:
        return None
    if len(answer) == 1:
        state.say(f"{state.players[item.controller].name} chooses {answer[0]} for "
                  f"{current_name(state, item)}", "608.2d")
    return run(state, item, eff.get("options")[eff.get("labels").index(answer[0])],
               tuple(answer[1:]) or None)


@handler("same_name")
def _same_name(state: GameState, item: GameObject, eff: Effect, answer: Any
               ) -> Decision | None:
    """"<target> and all other <objects> with the same name as that <object>": the group
    is the objects with the target's name as the instruction happens (CR 201.2, 608.2h)."""
    from tolaria.rules.layers import characteristics
    ref = target_ref(item, eff.get("target"))
    if ref is None or ref[0] != "object" or ref[1] not in state.objects:
        return None                                   # an illegal target (CR 608.2b)
    target = characteristics(state, state.objects[ref[1]])
    name = target.name
    step = bound(eff.get("effect"), {"name": name}) if name else \
        alone(eff.get("effect"), eff.get("target"))  # face down: no other shares "its name"
    if eff.get("clues") is None:
        return run(state, item, step, answer)
    nontoken = [oid for oid in state.battlefield              # as they last existed (608.2h)
                if not state.objects[oid].is_token
                and "Creature" in (c := characteristics(state, state.objects[oid])).types
                and c.controller == target.controller and (c.name == name if name
                                                           else oid == ref[1])]
    done = run(state, item, step, answer)
    if isinstance(done, Decision):
        return done
    exiled = sum(1 for oid in nontoken if (new := state.objects.get(
        state.objects[oid].successor or -1)) is not None and new.zone == "exile")
    if not exiled:
        return None
    return run(state, item, effect("create_tokens", count=exiled, card=eff.get("clues"),
                                   who=("controller", eff.get("target"))), None)  # 701.16a


@handler("cant_cast_same_name")
def _cant_cast_same_name(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> None:
    """"That creature's owner can't cast spells with the same name as that creature until
    your next turn." (Reflector Mage): the name it had as it last existed (CR 608.2h, 201.2),
    forbidden to its owner (CR 101.2, 601.3) until this controller's next turn begins (CR
    611.2b): an effect of no layer (`restrictions.why_spell_forbidden` reads it)."""
    from tolaria.data.ir import LayerEffect
    from tolaria.data.state import ContinuousEffect
    from tolaria.data.vocabulary import PLAYER_RULES, SPELLS_FORBIDDEN
    from tolaria.rules.effects import referenced
    ref = target_ref(item, eff.get("target"))
    if ref is None or ref[0] != "object" or ref[1] not in state.objects:
        return None
    chars = referenced(state, item, eff.get("target"))
    if chars is None or not chars.name:          # face down: no name to share (CR 708.2)
        return None
    owner = state.objects[ref[1]].owner
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item), affected=(),
        parts=(LayerEffect(PLAYER_RULES, SPELLS_FORBIDDEN, (("name", chars.name),
                                                        ("player", owner))),),
        until=eff.get("until", "your next turn"), source_id=item.source_id,
        controller=item.controller))
    state.say(f"{state.players[owner].name} can't cast spells named {chars.name} until "
              f"{state.players[item.controller].name}'s next turn", "101.2", "611.2b")
    state.changed()
    return None


@handler("shares_color")
def _shares_color(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """"<target creature> and each other creature that shares a color with it": the group
    is the creatures with one of the target's colours as the instruction happens (CR 105.2,
    608.2h, 611.2c); a colorless target shares a colour with none, so it alone."""
    from dataclasses import replace

    from tolaria.rules.layers import characteristics
    ref = target_ref(item, eff.get("target"))
    if ref is None or ref[0] != "object" or ref[1] not in state.objects:
        return None                                   # an illegal target (CR 608.2b)
    colors = characteristics(state, state.objects[ref[1]]).colors
    step: Effect = eff.get("effect")
    if not colors:
        return run(state, item, alone(step, eff.get("target")), answer)
    return run(state, item, Effect(step.op, tuple(
        (k, replace(v, colors=frozenset(colors), more=None) if k == "filter" else v)
        for k, v in step.params)), answer)


def alone(step: Effect, target: int) -> Effect:
    """The group instruction done to the target only (a nameless one, CR 201.2, 708.2)."""
    from tolaria.data.ir import effect
    if step.op == "for_player":                   # "... its controller controls" (CR 201.2)
        return alone(step.get("effect"), target)
    if step.op == "destroy_all":
        return effect("destroy", target=target, no_regenerate=step.get("no_regenerate"))
    if step.op == "all_leave":
        return effect("exile" if step.get("to") == "exile" else "bounce", target=target)
    if step.op == "continuous_all":
        return effect("continuous", parts=step.get("parts"), target=target,
                      until=step.get("until"))
    return effect("damage", amount=step.get("amount"), target=target)


def bind(item: GameObject, step: Effect) -> Effect:
    """The instruction with the choices made so far in place of "the chosen ..."."""
    made = {what: value for what, key in KEYS.items()
            for k, value in item.chosen if k == key}
    return bound(step, made) if made else step


@handler("exile_same_name")
def _exile_same_name(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """Search the target's controller's (owner's) graveyard, hand and library for the cards
    with its name (as it last existed, CR 608.2h) — or the target player's for the chosen
    name — and exile them, then that player shuffles. All of the graveyard's are found; of
    the hidden zones', those the searcher chooses, one at a time, then "done" (CR 701.19b);
    "up to four": any of them, from any zone. "draws": that player then draws a card for
    each card exiled from their hand."""
    from tolaria.rules import events
    from tolaria.rules.layers import characteristics
    if events.DRAWING in dict(item.chosen):          # the draws, waiting for a choice
        return events.draw_steps(state, item, [])
    if eff.get("player") is not None:                 # "target player's ... that name"
        ref = target_ref(item, eff.get("player"))
        name = dict(item.chosen).get(KEYS["card name"], "")
        if ref is None or ref[0] != "player" or not name:
            return None
        player = state.players[ref[1]]
    else:
        ref = target_ref(item, eff.get("target"))
        if ref is None or ref[0] != "object" or ref[1] not in state.objects:
            return None
        target = state.objects[ref[1]]
        chars = characteristics(state, target)
        name = chars.name
        player = state.players[target.owner if eff.get("owner") else chars.controller]
    if not name:
        return None
    named = [o for o in player.graveyard if state.objects[o].name == name]
    barred = restrictions.why_cant_search(state, item.controller, item.controller,
                                          player.index)          # CR 701.19, 101.2:
    searched = player.hand if barred else player.hand + player.library   # not the library
    hidden = [o for o in searched if state.objects[o].name == name]
    limit = eff.get("limit", 0)
    if limit:                                   # "up to four": chosen from every zone
        hidden, named = named + hidden, []
    found: list[int] = []
    for reply in answer or ():
        if reply == "done":
            hidden = []
            break
        found.append(reply)
    rest = [o for o in hidden if o not in found] if not limit or len(found) < limit else []
    if rest:
        return Decision("choose", item.controller, options=tuple(rest) + ("done",),
                        prompt=f"{current_name(state, item)}: find a card named {name} to exile, "
                               "or done "
                               "(CR 701.19b)")
    if barred:
        state.say(barred, "701.19", "101.2")
    state.say(f"{state.players[item.controller].name} searches {player.name}'s graveyard, "
              f"hand{'' if barred else ' and library'} for cards named {name}", "701.19b")
    if not barred:
        from tolaria.rules import triggers
        triggers.on_searched(state, item.controller, player.index)
    from_hand = sum(1 for o in found if o in player.hand)
    decision = events.happen(state, *(events.ZoneChange(o, "exile", rules=("406.2",))
                                      for o in named + found))
    if decision is not None:
        return decision
    zones.shuffle(state, player.index)
    if eff.get("draws") and from_hand:         # "draws a card for each card exiled from
        return events.draw_steps(state, item, [(player.index, from_hand)])   # their hand"
    return None


@handler("discard_all")
def _discard_all(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """"<player> reveals their hand and discards all cards of that color" (CR 701.16a,
    701.8): every matching card, at once."""
    from tolaria.rules import events
    from tolaria.rules.effects import players_of
    from tolaria.rules.layers import matches
    flt = eff.get("filter")
    found = []
    for player in players_of(state, item, eff.get("who")):
        hand = state.players[player].hand
        names = ", ".join(state.objects[o].name for o in hand) or "no cards"
        state.say(f"{state.players[player].name} reveals their hand: {names}", "701.16a")
        found += [state.objects[o] for o in hand
                  if matches(state, flt, state.objects[o], item.controller)]
    return events.happen(state, *(events.discarded(state, card) for card in found))


@handler("vote_words")
def _vote_words(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Starting with you, each player votes for death or torture.": each player, starting
    with the controller and in turn order, chooses one of the words (CR 701.32a-b); the
    resolving object keeps how many votes each got ("votes for <word>")."""
    you, words = item.controller, eff.get("words")
    order = state.apnap()
    voters = [p for p in order[order.index(you):] + order[:order.index(you)]
              if p in state.living()]
    votes = list(answer or ())
    if len(votes) < len(voters):
        return Decision("choose", voters[len(votes)], options=tuple(words), subject=item.id,
                        prompt=f"{current_name(state, item)}: vote for {' or '.join(words)} "
                               "(CR 701.32a)")
    for voter, word in zip(voters, votes, strict=True):
        state.say(f"{state.players[voter].name} votes for {word}", "701.32a")
    item.chosen = tuple(kv for kv in item.chosen if not str(kv[0]).startswith("votes for ")) \
        + tuple((f"votes for {w}", str(votes.count(w))) for w in words)
    return None


@handler("vote_exile")
def _vote_exile(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """Each player, starting with the controller and in turn order, votes for a permanent
    matching the filter (from the controller's point of view); each permanent with the most
    votes or tied for most is exiled (CR 701.32a). Votes aren't targets (CR 115.10)."""
    from tolaria.rules import events
    from tolaria.rules.layers import matches
    you = item.controller
    options = tuple(oid for oid in state.battlefield
                    if matches(state, eff.get("filter"), state.objects[oid], you))
    if not options:
        return None
    voters = [p for p in state.apnap()[state.apnap().index(you):] + state.apnap()[
        :state.apnap().index(you)] if p in state.living()]
    votes = list(answer or ())
    if len(votes) < len(voters):
        voter = voters[len(votes)]
        return Decision("choose", voter, options=options, subject=item.id,
                        prompt=f"{current_name(state, item)}: vote for a permanent (CR "
                               "701.32a)")
    counts = {oid: votes.count(oid) for oid in options}
    for voter, oid in zip(voters, votes, strict=True):
        state.say(f"{state.players[voter].name} votes for "
                  f"{current_name(state, state.objects[oid])}", "701.32a")
    most = max(counts.values())
    chosen = [oid for oid in options if counts[oid] == most and most > 0
              and state.objects[oid].zone == "battlefield"]
    return events.happen(state, *(events.leaving(
        state.objects[oid], "exile", f"{current_name(state, state.objects[oid])} is exiled",
        "406.2") for oid in chosen))
