"""Auras that enchant a player (curses, CR 303.4, 702.5d): "enchanted player" in their
abilities. Read only on a card with "Enchant player" (`Card.enchant_player`).

- "At the beginning of enchanted player's upkeep / draw step / end step": a step trigger
  whose `whose` is "enchanted_player", at that step of the turn of the player the Aura is
  attached to (CR 303.4b, 603.2b); "that player" is the active player, who is that player.
- "Creatures enchanted player controls get -1/-1 / attack each combat if able": a static
  ability whose `affects` is "enchanted_player" (the layers find the group).
- "Whenever a creature attacks enchanted player": event "attacks_you" with that `whose`.
- "deals N damage to that player or a planeswalker that player controls" and "the number
  of Curses attached to them": an effect and a quantity about the trigger's player.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import Effect, ObjectFilter, effect

C_STEP = construct("trigger.enchanted_player_step", "At the beginning of enchanted player's "
                   "upkeep / draw step / end step: that player's step (CR 303.4b, 603.2b)")

C_CONTROLS = construct("static.enchanted_player_controls", "<Creatures> enchanted player "
                       "controls get +N/+N / lose all abilities and have base power and "
                       "toughness N/N / attack each combat if able / can't ... (CR 303.4b, "
                       "613.4c, 508.1d)")

C_ATTACKS = construct("trigger.attacks_enchanted_player", "Whenever a creature attacks "
                      "enchanted player (CR 508.3a, 303.4b)")

C_DAMAGE = construct("effect.damage_player_or_planeswalker", "deals N damage to that player or "
                     "a planeswalker that player controls: the controller chooses which as it "
                     "resolves (CR 120.3, 608.2d)")

C_ATTACHED = construct("quantity.attached_to_player", "the number of <Curses> attached to them / "
                       "that player: counted for the player the instruction is about "
                       "(CR 303.4b, 608.2h)")

_STEPS = ((("upkeep",), "upkeep"), (("draw", "step"), "draw"), (("end", "step"), "end"))


def enchanted_player(p: Parser) -> None:
    """"enchanted player": only on an Aura with enchant player (CR 303.4b, 702.5d)."""
    if not p.card.enchant_player:
        p.fail()
    p.expect("enchanted", "player")


def enchanted_player_step(p: Parser) -> dict[str, Any]:
    """"enchanted player's upkeep" after "At the beginning of"."""
    enchanted_player(p)
    p.expect("'s")
    for words, step in _STEPS:
        if p.accept(*words):
            p.scope.event_subject = "player"
            p.mark(C_STEP)
            return {"event": "step", "step": step, "whose": "enchanted_player"}
    p.fail()


def enchanted_player_controls(p: Parser, plural: bool) -> bool:
    """"Creatures enchanted player controls get -1/-1 / attack each combat if able": the
    group is the permanents the enchanted player controls (CR 303.4b, 613.4c). The anthem,
    "lose all abilities and have base power and toughness" and the restrictions follow
    (the layers read `affects`)."""
    if not plural or not p.at("enchanted", "player", "controls"):
        return False
    enchanted_player(p)
    p.expect("controls")
    if not (p.at("get") or p.at("lose", "all", "abilities") or p.at("attack", "each")
            or p.at("can't")):
        p.fail()
    p.mark(C_CONTROLS)
    return True


def attacks_enchanted_player(p: Parser, flt: ObjectFilter) -> list[dict[str, Any]]:
    """"Whenever a creature attacks enchanted player": as it is declared attacking that
    player (CR 508.3a, 506.2); "it" is the attacking creature."""
    p.expect("attacks")
    enchanted_player(p)
    p.scope.it, p.scope.event_subject = "event", "object"
    p.mark(C_ATTACKS)
    return [{"event": "attacks_you", "whose": "enchanted_player", "filter": flt}]


def damage_player_or_planeswalker(p: Parser, n: Any) -> list[Effect]:
    """"deals N damage to that player or a planeswalker that player controls", "that
    player" being the player the event names (a trigger's)."""
    if p.scope.event_subject != "player":
        p.fail()
    p.expect("that", "player", "or", "a", "planeswalker", "that", "player", "controls")
    p.mark(C_DAMAGE)
    return [effect("damage_player_or_planeswalker", amount=n, who="event")]


def attached_to_them(p: Parser, flt: ObjectFilter) -> tuple[Any, ...]:
    """"Curses attached to them" after "the number of", in an instruction about the player
    a trigger names ("deals damage to that player equal to ..."): counted for that player
    as it resolves (`quantities.resolved`)."""
    if p.scope.event_subject != "player" or p.scope.them is not None:
        p.fail()
    if not (p.accept("them") or p.accept("that", "player")):
        p.fail()
    p.mark(C_ATTACHED)
    return ("theirs", ("attached_player", flt))


C_IS_ATTACKED = construct("trigger.enchanted_player_attacked", "Whenever enchanted player is "
                          "attacked: once for a declaration of attackers with one or more "
                          "attacking that player (CR 508.3b, 303.4b)")


def is_attacked(p: Parser) -> list[dict[str, Any]]:
    """"Whenever enchanted player is attacked": any player's declaration of attackers with
    one or more creatures attacking the player the Aura is attached to (CR 508.3b); the
    trigger's player is the attacking player (CR 506.2)."""
    from tolaria.data.vocabulary import ATTACKS_ENCHANTED
    enchanted_player(p)
    p.expect("is", "attacked")
    p.scope.it, p.scope.event = None, ATTACKS_ENCHANTED
    p.mark(C_IS_ATTACKED)
    return [{"event": "you_attack", "whose": "each", "count": 1, "about": ATTACKS_ENCHANTED}]


C_SAME = construct("effect.attacker_does_the_same", "Each opponent attacking that player does "
                   "the same.: after a \"Whenever enchanted player is attacked\" trigger's "
                   "instructions, the attacking player, if your opponent, follows them as "
                   "their own (CR 508.3b, 506.2)")
# What the attacking player can do "the same" of: instructions about "you" only
_SAME_OPS = frozenset({"create_tokens", "draw", "gain_life"})


def attacker_does_the_same(p: Parser, before: list[Effect]) -> list[Effect]:
    """"Each opponent attacking that player does the same." after the instructions of a
    "Whenever enchanted player is attacked" trigger (Curse of Opulence): each again, for
    the player who declared the attackers, if your opponent (CR 506.2: the attacking
    player, fixed as it triggered)."""
    from tolaria.data.vocabulary import ATTACKING_OPPONENT, ATTACKS_ENCHANTED
    if p.scope.event != ATTACKS_ENCHANTED or p.scope.targets or not before or any(
            e.op not in _SAME_OPS or e.get("who", "you") != "you" or e.get("attacking")
            for e in before):
        p.fail()
    p.expect("each", "opponent", "attacking", "that", "player", "does", "the", "same", ".")
    p.mark(C_SAME)
    return before + [effect(e.op, **{**dict(e.params), "who": ATTACKING_OPPONENT})
                     for e in before]
