"""Triggered abilities that work from the command zone too (CR 113.6b): "Whenever <event>,
if <this> is in the command zone or on the battlefield, ..." (the eminence cards, a
commander's ability). The intervening "if" names the zones the ability works in; it is
checked as the event happens and again as it resolves (CR 603.4). Played by
`tolaria.rules.triggers` (its watchers in the command zone) and `tolaria.rules.conditions`
("source_zone")."""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import self_ref
from tolaria.data.ir import Condition, condition
from tolaria.data.vocabulary import COMMAND_OR_BATTLEFIELD

C_COMMAND_ZONE_IF = construct("trigger.command_zone_if", "When/Whenever <event>, if <this> is in "
                              "the command zone or on the battlefield, ...: works from both "
                              "zones (CR 113.6b, 603.4, 903)")

# Events `tolaria.rules.triggers` fires for every watcher, an object in the command zone
# included: about a player or a spell, never about this object itself.
_WATCHED_EVENTS = frozenset({"cast"})


def in_command_zone_if(p: Parser) -> Condition | None:
    """"if SELF is in the command zone or on the battlefield," after the trigger event: the
    condition, or None (nothing read)."""
    start = p.i
    if p.accept("if") and self_ref(p) and p.accept("is", "in", "the", "command", "zone", "or",
                                                   "on", "the", "battlefield", ","):
        return condition("source_zone", zones=("command", "battlefield"))
    p.i = start
    return None


def works_from_command_zone(p: Parser, cond: Any, events: list[dict[str, Any]]) -> bool:
    """With that condition, the trigger works from the command zone too: its events must be
    ones an object there sees (else a parse failure, a gap)."""
    if cond is None or cond.op != "source_zone":
        return False
    if not all(ev["event"] in _WATCHED_EVENTS and not ev.get("about") for ev in events):
        p.fail()
    p.mark(C_COMMAND_ZONE_IF)
    return True


def zoned(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [dict(ev, zone=COMMAND_OR_BATTLEFIELD) for ev in events]
