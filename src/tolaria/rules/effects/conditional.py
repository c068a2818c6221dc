"""Instructions with a condition (CR 608.2c) and instructions that depend on an earlier one.

- "if": "[Then] if <condition>, <instruction>" — checked as the instruction would
  happen ("it's a Spider" reads the target permanent then);
- "did" and "if_you_do": "<action>. If you do, <effects>" / "When you do, <reflexive
  ability>" (CR 603.12). The action is wrapped in a "did" step, which checks first
  whether it can be done (a card in hand to discard, the permanent to sacrifice...)
  and then does it; the resolving object remembers the outcome (`chosen` "did":
  "yes"/"no"), and each "if_you_do" step runs only after a "yes". An action that
  can't be done isn't done at all, so "if you do" is false. With `may` ("You may
  discard a card. If you do, ...") the controller is asked first (CR 608.2d);
- "may": "You may <instruction>." alone: asked as it resolves, nothing remembered (608.2d);
- "once" conditions: "<A>. If <condition>, <B> instead." is checked once, as A would
  happen, and remembered (`chosen` "once <key>"), so A can't make B happen too (614.15);
- "unless_do" / "unless_pays": "<instruction> unless you <action>" / "unless <player>
  pays {M}" (CR 118.12): the player chooses as it resolves;
- "repeat_process": "<instruction>. You may repeat this process any number of times." (Ad
  Nauseam): after each time the instruction changed something, its controller chooses
  whether to do it again (CR 608.2c-d); one that did nothing (an empty library) would do
  nothing again, so it isn't offered (CR 101.3);
- REPEAT_WHILE_SHARED_COLOR: "<player> mills two cards. If two cards that share a color
  were milled this way, repeat this process." (Grindstone): the mill again while two of the
  cards it milled share a color (CR 608.2c, 105.2); a round that mills fewer than two ends
  it, so an emptied library does (CR 701.13b);
- "counter_to": a spell countered "this way" goes to exile, the top of its owner's
  library or its owner's hand instead of the graveyard (CR 701.5a, 614.15).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    ANY_OPPONENT,
    ANY_PLAYER,
    CHOSE_TO,
    DIDNT_PAY,
    DOER,
    EVENT_COUNTERS,
    MOST,
    REPEAT_WHILE_MILLED,
    REPEAT_WHILE_SHARED_COLOR,
)
from tolaria.rules import events, multiplayer
from tolaria.rules.effects import (
    MILLED_THIS_WAY,
    amount,
    handler,
    players_of,
    remembered,
    remembered_count,
    run,
    source_of,
    target_object,
    target_ref,
)
from tolaria.rules.layers import characteristics, current_name

DID = "did"
MAY = "may"


@handler("did")
def _did(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Do the action if it can be done; remember whether it was (CR 608.2c)."""
    action: Effect = eff.get("effect")
    if eff.get("who") in (ANY_OPPONENT, ANY_PLAYER):
        return _anyone_did(state, item, eff, answer)
    if answer is None:                       # first time: before the action changes anything
        doer = _doer(state, item, eff)
        done = doer is not None and can_do(state, item, action, doer)
        record_did(item, done and not eff.get("may"))
        if not done:
            return None
        if eff.get("may"):                   # "you may ...": the controller chooses (608.2d)
            return Decision("yes_no", doer, options=("yes", "no"), subject=item.id,
                            prompt=f"{current_name(state, item)}: {_describe(action)}? (CR 608.2d)")
    if eff.get("may"):
        record_did(item, answer[0] == "yes")
        if answer[0] != "yes":
            return None
        answer = answer[1:] or None
    return run(state, item, action, answer)


@handler(MAY)
def _may(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"You may <instruction>." with nothing depending on it (CR 608.2d): its controller
    chooses as it resolves; declining does nothing, the targets stay chosen (CR 608.2b)."""
    if answer is None:
        return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: {eff.get('label')}? (CR 608.2d)")
    if answer[0] != "yes":
        return None
    return run(state, item, eff.get("effect"), answer[1:] or None)


def _anyone_did(state: GameState, item: GameObject, eff: Effect, answer: Any
                ) -> Decision | None:
    """"Any opponent / any player may <action>. If a player does, ...": each who can do
    it is asked in APNAP order (CR 101.4) until one does; the answers so far are replayed
    (a "no" for each who declined, then "yes" and the action's own answers)."""
    action: Effect = eff.get("effect")
    replies = list(answer or ())
    for player in state.apnap():
        if eff.get("who") == ANY_OPPONENT and not multiplayer.is_opponent(
                state, item.controller, player) or not can_do(state, item, action, player):
            continue
        if not replies:
            record_did(item, False)
            return Decision("yes_no", player, options=("yes", "no"), subject=item.id,
                            prompt=f"{current_name(state, item)}: {_describe(action)}? (CR "
                                   "608.2d)")
        if replies.pop(0) == "yes":
            record_did(item, True)
            item.chosen = tuple(kv for kv in item.chosen if kv[0] != DOER) + ((DOER, player),)
            return run(state, item, action, tuple(replies) or None)
    record_did(item, False)
    return None


def _doer(state: GameState, item: GameObject, eff: Effect) -> int | None:
    """Who does the action: the controller, or `who` ("that player or that permanent's
    controller may pay {R}{R}. If the player does, ...", CR 608.2h)."""
    if eff.get("who") is None:
        return item.controller
    players = players_of(state, item, eff.get("who"))
    return players[0] if len(players) == 1 else None


def record_did(item: GameObject, done: bool) -> None:
    """Remember whether the action was done, for "if you do" (CR 608.2c)."""
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != DID) + (
        (DID, "yes" if done else "no"),)


REPEAT_FROM = "repeat answers from"       # `chosen`: where the current round's replies start
REPEAT_ASKED = "repeat asked"            # `chosen`: the "again?" question is open


@handler("repeat_process")
def _repeat_process(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """The instruction, then "again?" until its controller says no (CR 608.2d). The replies
    to this step accumulate (`resolve.answer`): those of the current round start at
    `chosen` REPEAT_FROM."""
    action: Effect = eff.get("effect")
    chosen = dict(item.chosen)
    start = chosen.get(REPEAT_FROM, 0)
    replies = tuple(answer or ())[start:]
    if chosen.get(REPEAT_ASKED):
        if replies[0] != "yes":
            _forget_repeat(item)
            return None
        start += 1
        replies = replies[1:]
    before = state.version
    decision = run(state, item, action, replies or None)
    if decision is not None:
        _remember_repeat(item, start, False)
        return decision
    if state.version == before and not replies:
        _forget_repeat(item)                   # it did nothing; again would too (101.3)
        return None
    _remember_repeat(item, len(answer or ()), True)
    return Decision("yes_no", item.controller, options=("yes", "no"), subject=item.id,
                    prompt=f"{current_name(state, item)}: repeat this process? (CR 608.2d)")


@handler(REPEAT_WHILE_SHARED_COLOR)
def _repeat_while_shared_color(state: GameState, item: GameObject, eff: Effect, answer: Any
                               ) -> Decision | None:
    """The mill, then again while two of the cards it milled share a color (CR 608.2c).
    The replies of the current round start at `chosen` REPEAT_FROM, as for
    "repeat_process"."""
    action: Effect = eff.get("effect")
    start = dict(item.chosen).get(REPEAT_FROM, 0)
    replies = tuple(answer or ())[start:]
    while True:
        decision = run(state, item, action, replies or None)
        if decision is not None:
            _remember_repeat(item, start, False)
            return decision
        if not _share_a_color(state, remembered(state, item, MILLED_THIS_WAY)):
            _forget_repeat(item)
            return None
        start, replies = len(answer or ()), ()


REPEAT_STEP = "repeat step"              # `chosen`: the step of the process being done


@handler(REPEAT_WHILE_MILLED)
def _repeat_while_milled(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """Its `effects` (the last a mill), then, while a card milled this way matches
    `filter` as it is now, its `then` and the whole process again (CR 701.13b, 608.2c).
    The step being done is `chosen` REPEAT_STEP, the replies of that step start at
    REPEAT_FROM (as for "repeat_process")."""
    body, then = eff.get("effects"), eff.get("then")
    chosen = dict(item.chosen)
    step, start = chosen.get(REPEAT_STEP, 0), chosen.get(REPEAT_FROM, 0)
    replies = tuple(answer or ())[start:]
    while True:
        if step == len(body):
            if not remembered_count(state, item, MILLED_THIS_WAY, eff.get("filter")):
                _forget_step(item)
                return None
            step += 1
            continue
        action = body[step] if step < len(body) else then[step - len(body) - 1]
        decision = run(state, item, action, replies or None)
        if decision is not None:
            _forget_step(item)
            item.chosen += ((REPEAT_STEP, step), (REPEAT_FROM, start))
            return decision
        step = (step + 1) % (len(body) + 1 + len(then))
        start, replies = len(answer or ()), ()


def _forget_step(item: GameObject) -> None:
    item.chosen = tuple(kv for kv in item.chosen if kv[0] not in (REPEAT_STEP, REPEAT_FROM))


def _share_a_color(state: GameState, cards: list[int]) -> bool:
    """Do two of these cards share a color, as they are now (CR 105.2; colorless is none)?"""
    seen: set[str] = set()
    for oid in cards:
        colors = characteristics(state, state.objects[oid]).colors
        if colors & seen:
            return True
        seen |= colors
    return False


def _remember_repeat(item: GameObject, start: int, asked: bool) -> None:
    _forget_repeat(item)
    item.chosen += ((REPEAT_FROM, start), (REPEAT_ASKED, asked))


def _forget_repeat(item: GameObject) -> None:
    item.chosen = tuple(kv for kv in item.chosen if kv[0] not in (REPEAT_FROM, REPEAT_ASKED))


@handler("if_you_do")
def _if_you_do(state: GameState, item: GameObject, eff: Effect,
               answer: Any) -> Decision | None:
    """"If you do, ..." / "When you do, ...": only after the action was done."""
    if dict(item.chosen).get(DID) != "yes":
        return None
    return run(state, item, eff.get("effect"), answer)


@handler("if_you_dont")
def _if_you_dont(state: GameState, item: GameObject, eff: Effect,
                 answer: Any) -> Decision | None:
    """"If you don't, ...": only after the action wasn't done (declined or impossible)."""
    if dict(item.chosen).get(DID) != "no":
        return None
    return run(state, item, eff.get("effect"), answer)


@handler("if")
def _if(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """"If <condition>, <instruction>" (CR 608.2c): checked as the instruction would
    happen, for the spell or the ability's source and controller."""
    if answer is None and events.DRAWING not in dict(item.chosen) and \
            not _holds(state, item, eff.get("condition")):
        return None                       # (draws begin: checked then, CR 608.2c)
    return run(state, item, eff.get("effect"), answer)


def _holds(state: GameState, item: GameObject, cond: Any) -> bool:
    """A condition of a resolving spell or ability; "it's a ..." reads its target."""
    from tolaria.rules.triggers import holds
    if cond.op == "not":
        return not _holds(state, item, cond.get("part"))
    if cond.op == "once":                # "... instead": checked once, as the first would
        key = f"once {cond.get('key')}"  # happen (CR 614.15), then remembered
        found = dict(item.chosen).get(key)
        if found is None:
            found = "yes" if _holds(state, item, cond.get("part")) else "no"
            item.chosen = item.chosen + ((key, found),)
        return found == "yes"
    if cond.op == "chose":               # a way chosen earlier as it resolves (learn)
        return dict(item.chosen).get(cond.get("key")) == cond.get("value")
    if cond.op == "nth_resolution":
        return _nth_resolution(state, item) in cond.get("n")
    if cond.op == "activated_times":
        return _activations(state, item) >= cond.get("at_least")
    if cond.op == "it_is":
        return _it_is(state, item, cond)
    if cond.op == EVENT_COUNTERS:
        return _event_counters(state, item, cond)
    if cond.op == "it_enchanted":
        return _it_enchanted(state, item, cond)
    if cond.op == "it_was":
        return _it_was(state, item, cond)
    if cond.op == "it_was_there":
        return _it_was_there(state, item, cond)
    if cond.op == "compared":                # two quantities, counted now (CR 608.2h)
        left, right = (amount(item, cond.get(k), state) for k in ("left", "right"))
        return left <= right if cond.get("compare") == "<=" else left >= right
    if cond.op in ("all", "any") and _about_event_spell(cond):     # parts read the event
        test = all if cond.op == "all" else any
        return test(_holds(state, item, part) for part in cond.get("parts"))
    if cond.get("who") == "event" and cond.op in ("hand", "this_turn", "life", "control",
                                                  MOST):
        return holds(state, cond, source_of(state, item), item.controller,   # "if that
                     item.trigger_data)                                      # player has"
    if cond.op == "spent":                   # "if {U} was spent to cast ..." (CR 601.2h)
        from tolaria.rules import mana_spent
        return mana_spent.holds(state, cond, source_of(state, item),
                                mana_spent.event_spell(state, item.trigger_data))
    return holds(state, cond, source_of(state, item), item.controller)


def _about_event_spell(cond: Any) -> bool:
    from tolaria.rules.triggers import reads_event
    return reads_event(cond)


def _it_is(state: GameState, item: GameObject, cond: Any) -> bool:
    """"If it's a Spider": the target permanent (or, "if it's blue", spell), as it is now
    (CR 608.2h)."""
    from tolaria.rules.layers import matches
    victim = target_object(state, item, cond.get("ref"))
    return victim is not None and victim.zone in ("battlefield", "stack") and matches(
        state, cond.get("filter"), victim, item.controller)


def _event_counters(state: GameState, item: GameObject, cond: Any) -> bool:
    """"Then if it has three or more +1/+1 counters on it" (it: the object the trigger event
    was about): its counters of that kind now, or as it last existed (CR 608.2c, 608.2h)."""
    from tolaria.rules.conditions import between
    found = target_object(state, item, "event")
    return found is not None and between(found.counters.get(cond.get("kind"), 0), cond)


def _it_enchanted(state: GameState, item: GameObject, cond: Any) -> bool:
    """"If it's an enchanted creature or enchantment creature": the target permanent has an
    Aura attached (CR 303.4), or matches the description, as it is now (CR 608.2h)."""
    from tolaria.rules.layers import characteristics, matches
    victim = target_object(state, item, cond.get("ref"))
    if victim is None or victim.zone != "battlefield":
        return False
    return any(state.objects[o].attached_to == victim.id and "Aura" in characteristics(
        state, state.objects[o]).subtypes for o in state.battlefield) or matches(
        state, cond.get("also"), victim, item.controller)


def _it_was(state: GameState, item: GameObject, cond: Any) -> bool:
    """"If it was a creature card": the target card as it last existed in the graveyard it
    was moved from (last known information, CR 608.2h, 400.7)."""
    from tolaria.rules.effects import target_ref
    from tolaria.rules.layers import matches
    ref = target_ref(item, cond.get("ref"))
    card = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    return card is not None and card.zone in ("graveyard", "gone:graveyard") and matches(
        state, cond.get("filter"), card, item.controller)


def _nth_resolution(state: GameState, item: GameObject) -> int:
    """How many times this object's ability has resolved this turn, this time included
    ("if this is the second time this ability has resolved this turn"; a new object's
    ability counts afresh, CR 400.7): counted once as it resolves, then remembered."""
    from tolaria.rules.conditions import record
    key = "nth resolution"
    found = dict(item.chosen).get(key)
    if found is None:
        fact = ("resolved", item.source_id, item.ability.text if item.ability else "")
        found = str(1 + state.this_turn.count(fact))
        record(state, *fact)
        item.chosen = item.chosen + ((key, found),)
    return int(found)


def _activations(state: GameState, item: GameObject) -> int:
    """How many times this object's ability has been activated this turn, this activation
    included (recorded as each is activated, CR 602.2; a new object's count afresh, 400.7),
    read from the source as it last existed if it has left (CR 608.2h)."""
    source = state.objects.get(item.source_id) if item.source_id is not None else None
    if source is None or item.ability is None:
        return 0
    return source.activations.count((state.turn, item.ability.text))


def _it_was_there(state: GameState, item: GameObject, cond: Any) -> bool:
    """"If its mana value was 3 or less" after an instruction moved the target permanent:
    as it is if still there, else as it last existed on the battlefield (CR 608.2h)."""
    from tolaria.rules.effects import referenced
    from tolaria.rules.layers import chars_match
    chars = referenced(state, item, cond.get("ref"))
    return chars is not None and chars_match(chars, cond.get("filter"), item.controller,
                                             state.options.teams)


@handler("counter_to")
def _counter_to(state: GameState, item: GameObject, eff: Effect,
                answer: Any) -> Decision | None:
    """"Counter target spell. If that spell is countered this way, exile it instead of
    putting it into its owner's graveyard." (CR 701.5a, 614.15): the spell's own
    replacement of where the countered card goes; a countered ability just ceases."""
    from tolaria.rules import events
    from tolaria.rules.effects import _uncounterable, countered_by
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "stack" or victim.is_ability or _uncounterable(
            state, victim):
        return run(state, item, Effect("counter", (("target", eff.get("target")),)), answer)
    to = eff.get("to")
    if to == "library_top_or_bottom":           # "on your choice of the top or bottom"
        if answer is None:
            return Decision("choose", item.controller, options=("top", "bottom"),
                            subject=victim.id,
                            prompt=f"put {current_name(state, victim)} on the top or the "
                                   "bottom of its owner's library? (CR 614.15)")
        to = "library_bottom" if answer[0] == "bottom" else "library"
    where = {"exile": "is exiled", "library": "is put on top of its owner's library",
             "library_bottom": "is put on the bottom of its owner's library",
             "hand": "is put into its owner's hand"}[to]
    return countered_by(state, item, events.happen(state, events.ZoneChange(
        victim.id, "library" if to == "library_bottom" else to,
        text=f"{current_name(state, victim)} is countered by "
             f"{current_name(state, item)} and {where}",
        rules=("701.5a", "614.15"), bottom=to == "library_bottom")))


@handler("unless_do")
def _unless_do(state: GameState, item: GameObject, eff: Effect,
               answer: Any) -> Decision | None:
    """"<instruction> unless you <action>" (CR 118.12): the controller chooses whether to
    do the action, if it can be done; if they don't, the instruction happens."""
    action: Effect = eff.get("action")
    doer = item.controller
    if eff.get("doer") is not None:               # "unless they sacrifice a creature"
        from tolaria.rules.effects import players_of
        found = players_of(state, item, eff.get("doer"))
        if len(found) != 1:
            return run(state, item, eff.get("effect"), answer)
        doer = found[0]
    if not can_do(state, item, action, doer):     # nothing to choose (the state is as it
        return run(state, item, eff.get("effect"), answer)   # was when this first ran)
    if answer is None:
        return Decision("yes_no", doer, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: {_describe(action)} instead? (CR "
                               "118.12)")
    rest = answer[1:] or None
    if answer[0] == "yes":
        return run(state, item, action, rest)
    return run(state, item, eff.get("effect"), rest)


@handler("unless_pays")
def _unless_pays(state: GameState, item: GameObject, eff: Effect,
                 answer: Any) -> Decision | None:
    """"<instruction> unless <player> pays {M}" (CR 118.12): that player chooses as it
    resolves whether to pay (mana abilities may be activated, CR 608.2g); if they pay,
    the instruction doesn't happen."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    from tolaria.rules.effects import players_of
    payers = players_of(state, item, eff.get("payer"))
    if len(payers) != 1:
        return run(state, item, eff.get("effect"), answer)
    mana = eff.get("mana")
    if eff.get("per") is not None:                 # "{1} for each ...", counted now (608.2h)
        from tolaria.rules.effects import amount
        times = max(0, amount(item, eff.get("per"), state))
        mana = f"{{{int(mana[1:-1]) * times}}}" if mana[1:-1].isdigit() else mana * times
    payer, cost = payers[0], parse_cost(mana)
    x = (item.x or 0) if "{X}" in eff.get("mana") else 0                # CR 107.3
    payment = priority.plan_payment(state, payer, cost, x)
    if payment is None:                            # can't pay: no choice was asked
        return run(state, item, eff.get("effect"), answer)
    if answer is None:
        return Decision("yes_no", payer, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, item)}: pay {cost}? (CR 118.12)")
    if answer[0] == "yes":
        priority.pay(state, payer, payment)
        state.say(f"{state.players[payer].name} pays {cost}", "118.12")
        return None
    return run(state, item, eff.get("effect"), answer[1:] or None)


# How many of the resolving object's answers the payment choices of `each_unless_pays` took.
_ASKED = "unless pays asked"


@handler("each_unless_pays")
def _each_unless_pays(state: GameState, item: GameObject, eff: Effect,
                      answer: Any) -> Decision | None:
    """"Each opponent sacrifices a permanent of their choice unless they pay {3}" (CR
    118.12, 101.4): in turn order each of them who can pay chooses whether to; those who
    do pay, then the instruction happens to the others (`DIDNT_PAY`)."""
    from tolaria.data.mana import parse_cost
    from tolaria.rules import priority
    replies = list(answer or ())
    done = dict(item.chosen)
    if DIDNT_PAY not in done:
        cost = parse_cost(eff.get("mana"))
        order = multiplayer.players_in_range(state, item.controller, state.apnap())
        players = [p for p in order if p in players_of(state, item, eff.get("who"))]
        able = [p for p in players if priority.plan_payment(state, p, cost, 0) is not None]
        if len(replies) < len(able):
            return Decision("yes_no", able[len(replies)], options=("yes", "no"),
                            subject=item.id, prompt=f"{current_name(state, item)}: pay "
                                                    f"{cost}? (CR 118.12)")
        payers = [p for p, reply in zip(able, replies, strict=False) if reply == "yes"]
        for p in payers:
            payment = priority.plan_payment(state, p, cost, 0)
            if payment is not None:
                priority.pay(state, p, payment)
                state.say(f"{state.players[p].name} pays {cost}", "118.12")
        item.chosen = item.chosen + ((DIDNT_PAY, tuple(p for p in players if p not in payers)),
                                     (_ASKED, len(able)))
        done = dict(item.chosen)
    return run(state, item, eff.get("effect"), tuple(replies[done[_ASKED]:]) or None)


@handler("each_may")
def _each_may(state: GameState, item: GameObject, eff: Effect, answer: Any
              ) -> Decision | None:
    """"Each player may <instructions>": in APNAP order each player chooses whether to
    (CR 101.4, 608.2d); those who chose to are kept (`CHOSE_TO`) for the instructions that
    follow, done by all of them at once."""
    replies = list(answer or ())
    players = players_of(state, item, eff.get("who"))
    if len(replies) < len(players):
        return Decision("yes_no", players[len(replies)], options=("yes", "no"),
                        subject=item.id, prompt=f"{current_name(state, item)}: "
                                                f"{eff.get('label')}? (CR 608.2d)")
    item.chosen = tuple(kv for kv in item.chosen if kv[0] != CHOSE_TO) + ((CHOSE_TO, tuple(
        p for p, reply in zip(players, replies, strict=False) if reply == "yes")),)
    return None


def _describe(action: Effect) -> str:
    if action.op == "either":
        return " or ".join(action.get("labels"))
    if action.op == "shuffle_library" and action.get("who") != "you":
        return "have that player shuffle their library"
    return {"discard": "discard a card", "discard_random": "discard at random",
            "discard_kind": "discard a card of that kind", "tap_choice": "tap them",
            "hand_to_library": "put a card from your hand into your library",
            "put_counters": "put the counters", "create_tokens": "create the tokens",
            "remove_counters": f"remove {action.get('amount')} {action.get('kind')} counter(s)",
            "bounce_choice": "return a permanent to its owner's hand", "draw": "draw a card", "mill": "mill a card", "pay_life": "pay life",
            "exile": "exile it", "exile_card": "exile that card", "own_card": "exile it",
            "dead_card": "exile it", "shuffle_library": "shuffle your library",
            "discard_hand": "discard your hand", "tap": "tap it",
            "pay_mana": f"pay {action.get('mana')}", "pay_energy": "pay the energy",
            "damage_players": f"be dealt {action.get('amount')} damage",
            }.get(action.op, "sacrifice a permanent")


def can_do(state: GameState, item: GameObject, action: Effect, you: int | None = None
            ) -> bool:
    """Can the controller (or `you`, the player who does it) do this action now (the
    actions the compiler wraps)?"""
    from tolaria.rules.layers import controller, matches
    you = item.controller if you is None else you
    player = state.players[you]
    op = action.op
    if op == "either":                                          # one of them (608.2d)
        return any(can_do(state, item, o, you) for o in action.get("options"))
    if op == "draw":
        return bool(player.library)                             # CR 121.3
    if op in ("discard", "discard_random"):                     # CR 701.8a: all N
        return len(player.hand) >= max(1, action.get("amount", 1))
    if op == "mill":
        return bool(player.library)                             # CR 701.13a
    if op == "sacrifice":                                       # CR 701.17a: your own
        victim = target_object(state, item, action.get("target", "self"))
        return victim is not None and controller(state, victim) == you
    if op in ("sacrifice_choice", "bounce_choice"):             # all N of them (701.17a)
        source = source_of(state, item)
        return sum(controller(state, state.objects[oid]) == you and matches(
            state, action.get("filter"), state.objects[oid], you, source)
            for oid in state.battlefield) >= action.get("count", 1)
    if op == "counters_chosen":                                 # a permanent to get them
        source = source_of(state, item)
        return any(controller(state, state.objects[oid]) == you and matches(
            state, action.get("filter"), state.objects[oid], you, source)
            for oid in state.battlefield)
    if op == "exiled_to_graveyard":                             # all N of them
        from tolaria.rules.effects.graveyard import opponents_exiled
        return len(opponents_exiled(state, you)) >= action.get("count", 1)
    if op == "exile_card":
        card = target_object(state, item, action.get("target"))
        return card is not None and card.zone == action.get("zone", "graveyard")
    if op == "discard_kind":                                    # "a creature card"
        from tolaria.rules.effects.discards import matching_cards
        return bool(matching_cards(state, item, action))
    if op == "remove_counters":                                 # all N of them (122.1)
        victim = target_object(state, item, action.get("target"))
        return victim is not None and victim.zone == "battlefield" and victim.counters.get(
            action.get("kind"), 0) >= action.get("amount")
    if op == "remove_a_counter":                                # one of any kind (122.1)
        if action.get("filter") is not None:
            from tolaria.rules.effects.replacements import counter_holders
            return bool(counter_holders(state, item, action.get("filter")))
        victim = target_object(state, item, action.get("target"))
        return victim is not None and victim.zone == "battlefield" and any(
            have > 0 for have in victim.counters.values())
    if op == "tap_choice":                                      # all N of them
        from tolaria.rules.effects.paying import tappable
        return len(tappable(state, item, action)) >= action.get("count", 1)
    if op == "pay_energy":                                      # CR 107.14
        from tolaria.rules.effects.paying import can_pay_energy
        return can_pay_energy(state, item, action)
    if op == "pay_life":                                        # CR 119.4
        from tolaria.rules.effects.paying import can_pay_life
        return can_pay_life(state, item, action)
    if op == "self_from_graveyard" and action.get("to") == "exile":   # "exile this card from
        card = state.objects.get(item.source_id) if item.source_id is not None else None
        return card is not None and card.zone == "graveyard"        # your graveyard" (400.7)
    if op == "itself_to":                        # the card, still in that graveyard (400.7)
        card = state.objects.get(item.source_id) if item.source_id is not None else None
        return card is not None and card.zone == "graveyard"
    if op in ("own_card", "dead_card"):                         # the card that died (400.7)
        return _dead_card(state, item, op) is not None
    if op in ("exile", "transform"):            # "exile this creature / target creature"
        victim = target_object(state, item, action.get("target", "self"))
        return victim is not None and victim.zone == "battlefield"
    if op == "hand_to_library":                                 # a card to put there
        return bool(player.hand)
    if op in ("create_tokens", "shuffle_library", "discard_hand"):   # CR 111.1, 701.20e,
        return True                                             # 701.8a: always
    if op == "either":                                          # one of them (608.2d)
        return any(can_do(state, item, o, you) for o in action.get("options"))
    if op == "damage_players":              # being dealt damage: always chosen (608.2d)
        return True
    if op == "put_counters":                                    # CR 122.6: it's there
        victim = target_object(state, item, action.get("target"))
        return victim is not None and victim.zone == "battlefield"
    if op == "tap":                                             # CR 701.26a: untapped
        victim = target_object(state, item, action.get("target"))
        return victim is not None and victim.zone == "battlefield" and not victim.tapped
    if op == "remove_counters":                                 # CR 122.1: all N are there
        victim = target_object(state, item, action.get("target"))
        return victim is not None and victim.zone == "battlefield" and victim.counters.get(
            action.get("kind"), 0) >= action.get("amount")
    if op == "pay_mana":                                        # CR 118.3: can pay it all
        from tolaria.rules.effects.paying import mana_payment
        return mana_payment(state, you, action) is not None
    if op == "milled_to_hand":                                  # one of them (701.13b)
        from tolaria.rules.effects.library import milled_options
        return bool(milled_options(state, item, action))
    if op == "graveyard_exile":                                 # all N matching cards
        from tolaria.rules.effects.graveyard import graveyard_cards
        return len(graveyard_cards(state, item, action, you)) >= action.get("count", 1)
    if op in ("damage", "destroy", "continuous", "continuous_while"):   # on its target,
        # chosen by the ability's own "you may" (CR 118.12)
        return target_ref(item, action.get("target")) is not None
    raise ValueError(f"\"if you do\" after {op!r}")


def _dead_card(state: GameState, item: GameObject, op: str) -> GameObject | None:
    """The card a dying permanent became, if it is still where it went (CR 400.7): the
    source's own ("own_card") or the event's ("dead_card"), as those handlers find it."""
    data = item.trigger_data
    if op == "own_card":
        old = state.objects.get(item.source_id) if item.source_id is not None else None
        went = data[1] if len(data) > 1 and data[1] in ("graveyard", "exile") else "graveyard"
    else:
        ref = data[0] if data and isinstance(data[0], tuple) else None
        old = state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
        went = "exile" if len(data) > 1 and data[1] == "exile" else "graveyard"
    card = state.objects.get(old.successor) if old is not None and old.successor else None
    return card if card is not None and card.zone == went else None
