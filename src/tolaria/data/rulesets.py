"""Rulesets: the rules a game plays by, as a set of switches.

"modern" is the Comprehensive Rules effective 2024-06-07. "classic-2008" is the
rules of early 2008 (the seed documents: the Comprehensive Rules and the
Rulings of that spring) where they differ from today's:

- mana burn: unused mana lost as a phase ends costs its player 1 life per mana
  (2008 CR 300.3), and mana pools empty only as each phase ends, not each step;
- combat damage uses the stack: it is assigned, put on the stack as one object,
  players get priority, and it is dealt as that object resolves, even by
  creatures that have left play since (2008 CR 310, "Assign Combat Damage");
- the legend rule puts every legendary permanent of a name into the graveyard,
  whoever controls them, and the planeswalker uniqueness rule does the same to
  planeswalkers sharing a planeswalker type (2008 CR 420.5);
- lifelink is a triggered ability: "Whenever this deals damage, you gain that
  much life" (2008 CR 502.68);
- a mulligan shuffles the hand away and draws one card fewer (2008 CR 101.4);
- the log uses the era's words: "in play", "comes into play", "removed from
  the game", "play" a spell.

Rule citations of the old rules carry "(2008)"; the rest cite today's CR.
The engine asks `ruleset(state)` for a switch where the rules differ; the
modern ruleset's paths are the engine's ordinary code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The switches where the supported rulesets differ."""

    name: str
    mana_burn: bool = False                 # 2008 CR 300.3
    pools_empty_per_phase: bool = False     # 2008 CR 300.3; today each step (CR 500.4)
    combat_damage_on_stack: bool = False    # 2008 CR 310; today CR 510.2
    legend_rule: str = "modern"             # "modern" (CR 704.5j) or "classic" (2008 CR 420.5)
    planeswalker_uniqueness: bool = False   # 2008 CR 420.5
    lifelink_triggered: bool = False        # 2008 CR 502.68; today static (CR 702.15b)
    mulligan: str = "london"                # "london" (CR 103.5) or "classic" (2008 CR 101.4)
    log_words: tuple[tuple[str, str], ...] = ()   # (regex, replacement), applied in order


# Today's words -> the 2008 words, most specific first.
CLASSIC_WORDS: tuple[tuple[str, str], ...] = (
    (r"\benters the battlefield\b", "comes into play"),
    (r"\benter the battlefield\b", "come into play"),
    (r"\bentered the battlefield\b", "came into play"),
    (r"\bentering the battlefield\b", "coming into play"),
    (r"\benters\b", "comes into play"),
    (r"\benter\b", "come into play"),
    (r"\bleaves the battlefield\b", "leaves play"),
    (r"\bonto the battlefield\b", "into play"),
    (r"\bon the battlefield\b", "in play"),
    (r"\bfrom the battlefield\b", "from play"),
    (r"\bthe battlefield\b", "play"),
    (r"\bexiles (.+?) from (their|its owner's|your) graveyard\b",
     r"removes \1 in \2 graveyard from the game"),
    (r"\bis put into exile\b", "is removed from the game"),
    (r"\bis exiled\b", "is removed from the game"),
    (r"\bexile ([^.,;:]+)", r"remove \1 from the game"),
    (r"\bin exile\b", "removed from the game"),
    (r"\bexile\b", "the removed-from-the-game zone"),
    (r"\bcasts\b", "plays"),
    (r"\bcast\b", "play"),
)

RULESETS: dict[str, Ruleset] = {
    "modern": Ruleset("modern"),
    "classic-2008": Ruleset(
        "classic-2008", mana_burn=True, pools_empty_per_phase=True,
        combat_damage_on_stack=True, legend_rule="classic", planeswalker_uniqueness=True,
        lifelink_triggered=True, mulligan="classic", log_words=CLASSIC_WORDS),
}

_COMPILED: dict[str, tuple[tuple[re.Pattern[str], str], ...]] = {
    name: tuple((re.compile(pattern), new) for pattern, new in rules.log_words)
    for name, rules in RULESETS.items()
}


def ruleset(state: Any) -> Ruleset:
    """The ruleset `state` plays by (its `options.rules`)."""
    return RULESETS[state.options.rules]


def check_name(name: str) -> str:
    """`name` if it is a known ruleset; ValueError listing the known ones if not."""
    if name not in RULESETS:
        raise ValueError(f"unknown ruleset {name!r} (known: {', '.join(RULESETS)})")
    return name


def era_text(name: str, text: str) -> str:
    """A log line in the words of ruleset `name` (unchanged for the modern rules)."""
    for pattern, new in _COMPILED.get(name, ()):
        text = pattern.sub(new, text)
    return text
