"""Gift (CR 702.174).

"Gift a card" on an instant or sorcery is an optional additional cost: as it is cast, its
controller may choose an opponent, "promising a gift" (CR 702.174a). It is of kind "gift"
(`tolaria.rules.costs.OPTIONAL_EXTRAS`, announced `cast NAME for gift`; with several
opponents, `for gift to <player>` names the one chosen). The spell remembers it
(`GameObject.cast_for`, read by "if the gift was promised") and the opponent, under
`GIFT_RECIPIENT` in `GameObject.chosen`, read by `tolaria.rules.effects.players_of`. The
Oracle compiler puts the gift first among the spell's instructions
(`tolaria.cards.oracle.keyword_lines.gift_effect`): that opponent draws a card, creates the
token or takes the extra turn before its other effects. A target of an "if the gift was
promised" sentence is chosen only with the gift promised (`TargetSpec.kicked_only`, as for
kicker, CR 601.2c).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.data.actions import Action
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import GIFT, GIFT_RECIPIENT

NAME = GIFT
_TO = f"{GIFT} to "


def is_gift(name: str) -> bool:
    """Does the announced cost name promise a gift ("gift", "gift to carol")?"""
    return name == NAME or name.startswith(_TO)


def announcements(state: GameState, player: int) -> list[str]:
    """How the gift may be announced: "gift" with one opponent, else "gift to <name>" for
    each opponent the player may choose (CR 702.174a)."""
    opponents = state.opponents(player)
    if len(opponents) == 1:
        return [NAME]
    return [f"{_TO}{state.players[p].name.lower()}" for p in opponents]


def variants(state: GameState, player: int, actions: list[Action]) -> list[Action]:
    """The cast actions announcing the gift, one for each opponent it may be promised to."""
    names = announcements(state, player)
    if names == [NAME]:
        return actions
    out: list[Action] = []
    for action in actions:
        if NAME not in action.costs:
            out.append(action)
            continue
        out.extend(replace(action, costs=tuple(n if c == NAME else c for c in action.costs))
                   for n in names)
    return out


def recipient(state: GameState, player: int, names: tuple[str, ...]) -> int | None:
    """The opponent the announced names choose, None if none is (or no gift is)."""
    named = [n for n in names if is_gift(n)]
    if not named:
        return None
    opponents = state.opponents(player)
    if named[0] == NAME:
        return opponents[0] if len(opponents) == 1 else None
    return next((p for p in opponents if state.players[p].name.lower()
                 == named[0][len(_TO):].strip()), None)


def why_not(state: GameState, player: int, names: tuple[str, ...]) -> str | None:
    """Why the announced gift names no opponent of the caster's."""
    if any(is_gift(n) for n in names) and recipient(state, player, names) is None:
        choices = " or ".join(f"'for {n}'" for n in announcements(state, player))
        return f"promise the gift to one opponent: {choices} (CR 702.174a)"
    return None


def promise(spell: GameObject, recipient_index: Any) -> None:
    """The spell remembers the opponent chosen (CR 702.174a)."""
    spell.chosen += ((GIFT_RECIPIENT, recipient_index),)


def promised(item: GameObject) -> bool:
    """Was the spell's gift promised (CR 702.174a)?"""
    return bool(item.cast_for) and NAME in item.cast_for.split("+")
