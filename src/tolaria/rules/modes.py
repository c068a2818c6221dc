"""Modal spells whose number of modes isn't fixed (CR 700.2).

"Choose three. You may choose the same mode more than once." (CR 700.2d): the compiler
reads each multiset of modes as one Mode (`SpellAbility.combined`, `SpellAbility.repeat`),
a mode chosen twice read twice in sequence with targets of its own (CR 601.2c).
`target_choices` lists their targets, bounded: the instances of one mode are
interchangeable in the list (their targets listed in candidate order, each instance may
take the same target, CR 700.2d), and at most `targets.SETS_LISTED` choices are listed for
each choice of modes; `act` accepts any legal choice, in any order.

"Choose one. If you control a commander as you cast this spell, you may choose both
instead." and "If this spell was kicked, choose any number instead."
(`SpellAbility.several_if`): several modes may be chosen only if the condition holds as
the spell is cast, or its kicker cost is announced with the modes (CR 601.2b, 702.33d);
`why_not` tells `tolaria.rules.priority`. "Any number" is listed from one mode up.

"Choose one that hasn't been chosen [this turn] —" (`unchosen` of a triggered or activated
ability): the modes chosen for that ability of that object are kept in its
`GameObject.chosen` (a new object remembers none, CR 400.7); `chosen_before` are the ones
that can't be chosen (CR 700.2a-b), read by `tolaria.rules.turn` and
`tolaria.rules.priority`, and `remember` keeps a mode as it is chosen.

"An opponent chooses one —" (`SpellAbility.mode_chooser`, CR 700.2e): the spell is cast
without a mode, and `ask_spell_mode` asks the opponent (its controller first picks which
one, with more than one) before anyone gets priority or its cast triggers are put on the
stack; its modes have no targets, so nothing else in casting it depends on the mode.
"""

from __future__ import annotations

from itertools import combinations_with_replacement, islice, product
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import ActivatedAbility, CardDef, SpellAbility, TriggeredAbility
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import GameState
from tolaria.data.vocabulary import MODES_UNCHOSEN
from tolaria.rules import targets, triggers

# The `GameObject.chosen` key of a mode chosen for an `unchosen` ability: its value is
# "<turn> <mode index> <ability text>".
MODE_CHOSEN = "mode chosen"


def why_not(state: GameState, player: int, obj: GameObject, card: CardDef,
            mode: Any, kicked: bool) -> str | None:
    """Why this choice of several modes can't be made as the spell is cast (CR 601.2b);
    `kicked`: a kicker cost is announced with it (CR 702.33d)."""
    spell = card.spell
    if spell is None or spell.several_if is None or not isinstance(mode, (tuple, list)) \
            or len(mode) < 2:
        return None
    if kicked if spell.several_if.op == "kicked" else triggers.holds(
            state, spell.several_if, obj, player):
        return None
    return (f"{card.name}: one mode only, as its condition for more doesn't hold as it is "
            "cast (CR 601.2b, 700.2)")


def repeats(spell: SpellAbility | None, mode: Any) -> bool:
    """Is a mode chosen more than once (CR 700.2d)?"""
    return spell is not None and spell.repeat and isinstance(mode, tuple) and \
        len(set(mode)) < len(mode)


def target_choices(state: GameState, spell: SpellAbility, mode: tuple[int, ...],
                   specs: Any, player: int, obj: GameObject, xs: Any
                   ) -> list[tuple[Ref | None, ...]]:
    """The listed targets of a choice with a mode chosen more than once (CR 700.2d, 601.2c):
    for each mode, its instances' targets as a multiset of one instance's choices; the
    modes' targets in printed order (`SpellAbility.combined`, whose targets are `specs`)."""
    limit = targets.SETS_LISTED
    groups = []
    for index in sorted(set(mode)):
        single = targets.x_choices(state, spell.modes[index].targets, player, obj, xs, True)
        groups.append(tuple(islice(combinations_with_replacement(single, mode.count(index)),
                                   limit)))
    listed = (tuple(ref for group in pick for instance in group for ref in instance)
              for pick in product(*groups))
    if not targets.uses_x(specs):                    # with X: checked for each X by the caller
        listed = (chosen for chosen in listed
                  if targets.why_bad_choice(state, specs, chosen, player, obj) is None)
    return list(islice(listed, limit))


def chosen_before(state: GameState, obj: GameObject | None,
                  ability: TriggeredAbility | ActivatedAbility) -> frozenset[int]:
    """The modes of an "hasn't been chosen [this turn]" ability already chosen for `obj`
    (ever, or this turn), which can't be chosen (CR 700.2a-b); none for other abilities."""
    if not ability.unchosen or obj is None:
        return frozenset()
    found = set()
    for key, value in obj.chosen:
        if key == MODE_CHOSEN:
            turn, index, text = value.split(" ", 2)
            if text == ability.text and (ability.unchosen == MODES_UNCHOSEN[0]
                                         or int(turn) == state.turn):
                found.add(int(index))
    return frozenset(found)


def remember(state: GameState, obj: GameObject | None,
             ability: TriggeredAbility | ActivatedAbility, index: int) -> None:
    """Keep mode `index` as chosen for `obj`'s "hasn't been chosen" ability (a "this turn"
    ability forgets the modes of earlier turns)."""
    if not ability.unchosen or obj is None:
        return
    kept = obj.chosen
    if ability.unchosen == MODES_UNCHOSEN[1]:
        kept = tuple(pair for pair in kept if pair[0] != MODE_CHOSEN
                     or pair[1].startswith(f"{state.turn} ")
                     or pair[1].split(" ", 2)[2] != ability.text)
    obj.chosen = kept + ((MODE_CHOSEN, f"{state.turn} {index} {ability.text}"),)


def ask_spell_mode(state: GameState, spell: GameObject) -> None:
    """A spell whose mode an opponent chooses was just cast: ask its controller which
    opponent chooses, if more than one could, else that opponent (CR 700.2e)."""
    ability = spell.card.spell
    if ability is None or not ability.mode_chooser:
        return
    others = state.opponents(spell.controller)
    if len(others) == 1:
        _ask_opponent(state, spell, others[0])
        return
    state.decision = Decision(
        "mode", spell.controller, options=tuple(("player", p) for p in others),
        subject=spell.id, prompt=f"choose the opponent who chooses the mode of "
                                 f"{spell.name} (CR 700.2e)")


def _ask_opponent(state: GameState, spell: GameObject, player: int) -> None:
    modes = spell.card.spell.modes if spell.card.spell is not None else ()
    state.decision = Decision("mode", player, options=tuple(range(len(modes))),
                              subject=spell.id,
                              prompt=f"choose a mode for {spell.name} (CR 700.2e)")


def is_spell_mode(state: GameState, d: Decision) -> bool:
    """Is this "mode" decision about a spell on the stack (CR 700.2e), not a trigger?"""
    obj = state.objects.get(d.subject) if d.subject is not None else None
    return obj is not None and obj.zone == "stack" and not obj.is_ability and \
        obj.card.spell is not None and bool(obj.card.spell.mode_chooser)


def answer_spell_mode(state: GameState, d: Decision, choice: Any) -> None:
    """The opponent who chooses (a player ref), or the mode chosen (CR 700.2e)."""
    spell = state.objects[d.subject]
    if isinstance(choice, tuple):
        state.say(f"{state.players[d.player].name} chooses {state.players[choice[1]].name} "
                  f"to choose the mode of {spell.name}", "700.2e")
        _ask_opponent(state, spell, choice[1])
        return
    spell.mode = choice
    state.say(f"{state.players[d.player].name} chooses for {spell.name}: "
              f"{spell.card.spell.modes[choice].text}", "700.2e")
