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

Rule citations of the old rules carry "(2008)". The classic-2008 log cites
the 2008 number of every rule it cites that has one in the seed documents
(`CLASSIC_RULES`, applied by `era_rules`); the rest cite today's CR.
The engine asks `ruleset(state)` for a switch where the rules differ; the
modern ruleset's paths are the engine's ordinary code.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
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
    rule_numbers: tuple[tuple[str, str], ...] = ()  # today's rule -> the era's (`era_rules`)


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

# Today's rules that the log cites -> their numbers in the 2008 Comprehensive Rules, as the
# seed documents (shared/seeds/: the 2008 glossary and the March 2008 rulings) give them; the
# comment says where. A key "N.*" stands for every rule of section N, "N.M*" for rule N.M
# and its lettered subrules; the most precise key wins. Every other rule the log cites has
# no 2008 number in the seeds, so the classic-2008 log keeps today's number for it: the
# start of the game and of each turn (103.1, 103.8, 500.1, 502.3 untap), mana and the pool
# (106.3, 106.4, 106.12a), special actions (116.2a-f), damage (120.3), drawing (121.1),
# counters (122), declare blockers (509), triggered abilities (603), continuous, text-changing,
# replacement and prevention effects (611, 612, 614, 615), modes (700.2), keyword actions
# (701), the keywords not listed below (702), face-down objects (708), the monarch and the
# Ring (722, 701.52), and players leaving a multiplayer game other than 800.4a.
CLASSIC_RULES: tuple[tuple[str, str], ...] = (
    ("103.5*", "101.4"),      # Mulligan: "See rule 101.4."
    ("104.*", "102"),         # Lose the Game: "See rule 102, 'Winning and Losing.'"
    ("107.3*", "104.3c"),     # Mana Symbol: {X}, {Y}, {Z}, "See rule 104.3c."
    ("107.4", "104.3"),       # Mana Symbol: "See rule 104.3."
    ("107.4a", "104.3a"),     # coloured mana symbols
    ("107.4b", "104.3b"),     # numeral (generic) symbols
    ("107.4d", "104.3e"),     # {0}
    ("107.4e", "104.3f"),     # hybrid symbols
    ("107.4h", "104.3h"),     # {S}
    ("118.9*", "409"),        # Alternative Cost: "See rule 409."
    ("119.*", "215"),         # Life, Life Total: "Also see Rule 215, 'Life.'"
    ("305.*", "212.6"),       # Land: "Also see Rule 212.6, 'Lands.'"
    ("401.*", "217.2"),       # Library: "See rule 217.2, 'Library.'"
    ("407.*", "217.9"),       # Ante: "See rule 217.9, 'Ante.'"
    ("500.4", "300.3"),      # Mana Burn: unused mana is lost as a phase ends, "rule 300.3"
    ("506.5*", "306.4"),      # Attack Alone: "See rule 306.4."
    ("508.*", "308"),         # Attack: "See rule 308, 'Declare Attackers Step.'"
    ("510.*", "310"),         # Assign Combat Damage: "See rule 310, 'Combat Damage Step.'"
    ("514.*", "314"),         # Maximum Hand Size: "See rule 314, 'Cleanup Step.'"
    ("601.*", "409"),         # LIFO: "rule 409, 'Playing Spells and Activated Abilities'"
    ("601.2b", "409.1b"),    # Modal, Mode: the mode is chosen as it is played, "rule 409.1b"
    ("602.*", "409"),         # the same rule 409 for activated abilities
    ("603.6c", "410.10c"),   # Leaves Play: "(see rule 410.10c)"
    ("605.*", "406"),         # Mana Ability: played while paying, "See rule 406."
    ("605.3b", "411"),       # Mana Ability: doesn't use the stack, "See rule 411."
    ("608.*", "413"),         # LIFO: "rule 413, 'Resolving Spells and Abilities'"
    ("608.2h", "413.2f"),    # Last Known Information: "See rule 413.2f."
    ("613.*", "418.5"),       # Layer: "See rule 418.5, 'Interaction of Continuous Effects.'"
    ("702.14*", "502.6"),     # Landwalk: "See rule 502.6."
    ("702.15*", "502.68"),    # Lifelink: "Also see Rule 502.68."
    ("702.29*", "502.18"),    # Landcycling: "See rule 502.18, 'Cycling.'"
    ("702.35*", "502.24"),    # Madness: "See rule 502.24."
    ("702.37*", "502.26"),    # Morph: "See rule 502.26."
    ("702.38*", "502.27"),    # Amplify: "See rule 502.27."
    ("702.43*", "502.35"),    # Modular: "See rule 502.35."
    ("702.49*", "502.43"),    # Ninjutsu: "See rule 502.43."
    ("704.*", "420"),         # Lose the Game: "a state-based effect; see rule 420"
    ("704.5*", "420.5"),      # Lethal Damage, Legendary, Life: "See rule 420.5."
    ("707.*", "503"),         # Layer: copy effects, "see rule 503, 'Copying Objects'"
    ("726.*", "506"),         # Main Game: "See rule 506, 'Subgames.'"
    ("800.4a", "600.4a"),     # Leaves Play: "when its owner leaves the game (see rule 600.4a)"
    ("801.*", "601"),         # Limited Range of Influence: "See rule 601."
    ("802.*", "602"),         # Attack Multiple Players Option: "See rule 602."
    ("803.*", "604"),         # Attack Left Option: "See rule 604."
    ("807.*", "608"),         # Limited Range of Influence: "Grand Melee variant (see Rule 608)"
    ("809.*", "607"),         # Limited Range of Influence: "the Emperor variant (see rule 607)"
)

RULESETS: dict[str, Ruleset] = {
    "modern": Ruleset("modern"),
    "classic-2008": Ruleset(
        "classic-2008", mana_burn=True, pools_empty_per_phase=True,
        combat_damage_on_stack=True, legend_rule="classic", planeswalker_uniqueness=True,
        lifelink_triggered=True, mulligan="classic", log_words=CLASSIC_WORDS,
        rule_numbers=CLASSIC_RULES),
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


_NUMBERS: dict[str, dict[str, str]] = {name: dict(rules.rule_numbers)
                                       for name, rules in RULESETS.items()}


def era_rule(name: str, rule: str) -> str | None:
    """The number of today's `rule` in ruleset `name`'s era, with "(2008)"; None if the
    ruleset's table has none (`Ruleset.rule_numbers`): the rule itself, then the rule and
    its lettered subrules ("704.5*"), then its whole section ("704.*")."""
    table = _NUMBERS.get(name)
    if not table or " " in rule:
        return None                          # no table, or already an era's number
    base = rule.rstrip("abcdefghijklmnopqrstuvwxyz")
    found = table.get(rule) or table.get(rule + "*") or table.get(base + "*") or \
        table.get(rule.split(".")[0] + ".*")
    return f"{found} ({name.split('-')[-1]})" if found else None


@lru_cache(maxsize=1024)
def era_rules(name: str, rules: tuple[str, ...]) -> tuple[str, ...]:
    """A log line's rules as ruleset `name` cites them: each with its era's number where the
    table has one, once each (unchanged for the modern rules)."""
    return tuple(dict.fromkeys(era_rule(name, r) or r for r in rules))
