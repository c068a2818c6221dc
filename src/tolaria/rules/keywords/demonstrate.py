"""Demonstrate (CR 702.144).

"Demonstrate" means "When you cast this spell, you may copy it and you may choose new
targets for the copy. If you copy the spell, choose an opponent. That player copies the
spell and may choose new targets for that copy." (CR 702.144a). The compiler makes the
"When you cast this spell" trigger (event "cast_self", `tolaria.rules.triggers.on_cast`)
with the one step "demonstrate" here; the copies are made by `storm.put_copy`, each
player choosing their copy's targets (`storm.new_targets`, CR 707.10c). All the choices
are made before the copies are put on the stack, yours first, so the opponent's copy is
on top.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.rules.effects import handler
from tolaria.rules.keywords import storm
from tolaria.rules.layers import current_name

NAME = "demonstrate"
RULE = "702.144a"


@handler(NAME)
def _demonstrate(state: GameState, item: GameObject, eff: Effect, answer: Any
                 ) -> Decision | None:
    """CR 702.144a: copy it or not; then an opponent chosen copies it too."""
    spell = state.objects.get(item.source_id) if item.source_id is not None else None
    if spell is None:
        return None
    you = item.controller
    replies = list(answer or ())
    if not replies:
        return Decision("yes_no", you, options=("yes", "no"), subject=item.id,
                        prompt=f"{current_name(state, spell)}: copy it (demonstrate)? "
                               "(CR 702.144a)")
    if replies.pop(0) != "yes":
        return None
    mine = storm.new_targets(state, spell, you, replies)
    if isinstance(mine, Decision):
        return mine
    opponent = _opponent(state, you, replies)
    if isinstance(opponent, Decision):
        return opponent
    theirs = storm.new_targets(state, spell, opponent, replies) if opponent is not None \
        else ()
    if isinstance(theirs, Decision):
        return theirs
    storm.put_copy(state, spell, you, mine, NAME, RULE)
    if opponent is not None:
        storm.put_copy(state, spell, opponent, theirs, NAME, RULE)
    return None


def _opponent(state: GameState, you: int, replies: list[Any]) -> int | Decision | None:
    """The opponent `you` choose (the next of `replies`), the Decision to ask, or None if
    none is left in the game."""
    options = tuple(p for p in state.opponents(you) if not state.players[p].lost)
    if len(options) <= 1:
        return options[0] if options else None
    if not replies:
        return Decision("choose", you, options=tuple(("player", p) for p in options),
                        prompt="choose an opponent to copy the spell (demonstrate, CR "
                               "702.144a)")
    return replies.pop(0)[1]
