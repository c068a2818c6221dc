"""References to the triggering event's player inside a triggered ability (CR 603.7c,
608.2h): "that player" after "Whenever an opponent casts a spell" (the caster, who
controls the spell, CR 601.2), and "that land's controller" / "that creature's
controller" (the controller of an object the ability already refers to).

Both read back as `("controller", ref)`, which `effects.players_of` resolves through the
object's current characteristics or its last known information (CR 608.2h). Where the
event has no such player (a dies trigger whose object is gone, a step trigger) the
phrase isn't read and stays a gap.
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import possessive_ref, readable_ref
from tolaria.data.vocabulary import EVENT_SPELL

C_CASTER = construct("player.event_caster", "that player: the one who cast the spell a cast "
                     "trigger is about (CR 601.2, 603.7c)")
C_CONTROLLER = construct("player.that_controller", "that land's / that creature's "
                         "controller: whoever controls the object referred to (CR 608.2h)")
C_SPELL_CONTROLLER = construct("player.targeting_spell_controller", "that spell's controller, "
                               "in a \"becomes the target of a spell\" trigger: who controls "
                               "the spell (CR 603.2, 608.2h)")
C_TARGET_SPELL_CONTROLLER = construct(
    "player.target_spell_controller", "that spell's controller, after \"target spell\": "
    "who controlled the one target spell, as it last existed on the stack (CR 608.2h)")
C_SOURCE_CONTROLLER = construct(
    "player.that_source_controller", "that source's controller, in a trigger about a source "
    "dealing damage: who controls it, or controlled it as it last existed (CR 120.2, 608.2h)")
C_PLAYER_OR_CONTROLLER = construct(
    "player.player_or_controller", "that player or that planeswalker's controller: the "
    "target player, or the target planeswalker's controller, of a \"target player / "
    "opponent or planeswalker\" (CR 115.1, 608.2h)")


_TARGETED_SELF = ("becomes", "the", "target", "of", "a", "spell", "or", "ability")
C_TARGETING_CONTROLLER = construct("player.targeting_controller", "that spell or ability's "
                                   "controller, after \"Whenever this creature becomes the "
                                   "target of a spell or ability\": whoever controls the one "
                                   "that targeted it (CR 603.2, 113.8)")


def targeted_self(p: Parser) -> bool:
    """Is this "Whenever this creature becomes the target of a spell or ability ..."? (the
    event is about the spell or ability: `tolaria.rules.triggers.on_targeted`)"""
    head = p.keys[:p.keys.index(",")] if "," in p.keys else []
    return p.scope.kind == "triggered" and p.scope.event_subject == "self" and \
        head[:1] == ["whenever"] and any(
            tuple(head[i:i + 8]) == _TARGETED_SELF for i in range(len(head)))


C_TARGETING_OPPONENT = construct(
    "player.targeting_opponent", "that player, after \"Whenever <this / a <permanent> you "
    "control / you or a permanent you control> becomes the target of a spell or ability an "
    "opponent controls\": that spell or ability's controller (CR 603.2, 608.2h)")
_BY_OPPONENT = ("becomes", "the", "target", "of", "a", "spell", "or", "ability", "an",
                "opponent", "controls")


def targeting_ref(p: Parser) -> Any:
    """In a trigger about becoming the target of a spell or ability an opponent controls,
    the event's datum that is that spell or ability: "event" (this permanent's trigger, or
    "you or a permanent you control") or `EVENT_SPELL` (a described permanent's); else None."""
    head = p.keys[:p.keys.index(",")] if "," in p.keys else []
    if p.scope.kind != "triggered" or head[:1] != ["whenever"] or \
            tuple(head[-len(_BY_OPPONENT):]) != _BY_OPPONENT:
        return None
    if targeted_self(p) or head[1:3] in (["you", "or"], ["you", "and"]):
        return "event"
    return EVENT_SPELL if p.scope.event_subject == "object" else None


def event_player(p: Parser) -> Any:
    """"that player" (a cast trigger) or "that <object>'s controller"."""
    if p.at("that", "player") and p.peek(2) != "'s" and not any(
            t.players for t in p.scope.targets) and targeting_ref(p) is not None:
        p.i += 2
        p.mark(C_TARGETING_OPPONENT)
        return ("controller", targeting_ref(p))
    if p.at("that", "spell", "or", "ability", "'s", "controller") and targeted_self(p):
        p.i += 6
        p.mark(C_TARGETING_CONTROLLER)
        return ("controller", "event")
    if p.at("that", "player") and p.peek(2) != "'s" and p.scope.kind == "triggered" \
            and p.scope.event == "cast" and p.scope.event_subject in ("", "object") \
            and not any(t.players for t in p.scope.targets):   # else: the target player?
        p.i += 2
        p.mark(C_CASTER)
        return ("controller", "event")
    if p.at("that", "player", "or", "that", "planeswalker", "'s", "controller"):
        return player_or_controller(p)
    if p.scope.kind == "triggered" and p.scope.it == "event" and \
            p.scope.event_subject == "object" and p.accept("that", "source", "'s", "controller"):
        p.mark(C_SOURCE_CONTROLLER)                # the source the event names (CR 120.2)
        return ("controller", "event")
    if p.scope.event == EVENT_SPELL and p.accept("that", "spell", "'s", "controller"):
        p.mark(C_SPELL_CONTROLLER)                 # "becomes the target of a spell"
        return ("controller", EVENT_SPELL)
    if p.at("that", "spell", "'s", "controller"):
        return target_spell_controller(p)
    if p.peek() != "that":
        p.fail()
    whose = possessive_ref(p)
    if not readable_ref(p, whose) or whose == "self":
        p.fail()
    p.expect("controller")
    p.mark(C_CONTROLLER)
    return ("controller", whose)


C_CASTER_THEY = construct("player.event_caster_they", "they / them: the one who cast the spell a "
                          "\"whenever a player / an opponent casts\" trigger is about "
                          "(\"they lose 2 life\", \"deals 4 damage to them\"; CR 601.2, "
                          "603.7c)")


def caster_they(p: Parser, word: str = "they") -> bool:
    """Is "they" (or "them", `word`) here the caster of the spell a cast trigger is about,
    with no other player or group named that it could mean? Consumes it if so."""
    if p.peek() != word or p.scope.kind != "triggered" or p.scope.event != "cast" or \
            p.scope.event_subject not in ("", "object") or p.scope.them is not None or \
            p.scope.targets or isinstance(p.scope.it, int) or "you" in p.keys[:2]:
        return False
    p.i += 1
    p.mark(C_CASTER_THEY)
    return True


def target_spell_controller(p: Parser) -> Any:
    """"Counter target spell. Ionize deals 2 damage to that spell's controller.": the one
    target spell's controller, as it last existed on the stack once it is countered
    (CR 608.2h)."""
    spells = [i for i, spec in enumerate(p.scope.targets)
              if spec.objects is not None and spec.objects.spell and spec.players is None]
    if p.scope.kind == "triggered" or len(spells) != 1:
        p.fail()
    p.expect("that", "spell", "'s", "controller")
    p.mark(C_TARGET_SPELL_CONTROLLER)
    return ("controller", spells[0])


def player_or_controller(p: Parser) -> Any:
    """"that player or that planeswalker's controller" after the one "target player or
    planeswalker" (or "target opponent or planeswalker") named: `("controller", index)`,
    which `effects.players_of` reads as the player if a player was chosen, else as the
    planeswalker's controller (CR 608.2h)."""
    p.expect("that", "player", "or", "that", "planeswalker", "'s", "controller")
    either = [i for i, spec in enumerate(p.scope.targets)
              if spec.players is not None and spec.objects is not None
              and spec.objects.types == frozenset({"Planeswalker"})]
    if len(either) != 1 or any(spec.players is not None for i, spec in enumerate(
            p.scope.targets) if i != either[0]):
        p.fail()
    p.mark(C_PLAYER_OR_CONTROLLER)
    return ("controller", either[0])


C_ATTACKED = construct(
    "player.attacked_player_or_planeswalker", "deals N damage to the player or planeswalker "
    "it's attacking, in an attack or becomes-blocked trigger: what the attacking creature the "
    "event names attacks as the ability resolves (CR 506.2, 508.1b, 509.1h, 506.4c)")


C_THAT_CREATURE_ATTACKS = construct(
    "player.that_creature_is_attacking", "deals N damage to the player or planeswalker that "
    "creature is attacking, in a \"Whenever a <creature> attacks\" trigger of another "
    "permanent: what that attacking creature attacks as the ability resolves (CR 506.2, "
    "508.1b, 506.4c)")


def attacked_recipient(p: Parser, n: Any) -> list[Any]:
    """"... deals N damage to the player or planeswalker it's attacking" (Hellrider, Scorch
    Spitter, Rakdos Roustabout): "it" is the attacking creature of the trigger's event."""
    from tolaria.data.ir import effect
    if p.scope.kind != "triggered" or p.scope.event not in ("attacks", "becomes_blocked") or \
            p.scope.event_subject not in ("self", "object"):
        p.fail()
    p.expect("the", "player", "or", "planeswalker")
    if p.accept("that", "creature", "is", "attacking"):
        if p.scope.event_subject != "object":
            p.fail()                       # another creature's attack: "that creature"
        p.mark(C_THAT_CREATURE_ATTACKS)
    else:
        p.expect("it", "'s", "attacking")
    p.mark(C_ATTACKED)
    return [effect("damage_attacked", amount=n)]


C_THE_LAND_CONTROLLER = construct("player.the_land_controller", "the land's controller, after "
                                  "\"target land\": the one target land's controller, as it "
                                  "last existed once destroyed (CR 608.2h)")


def the_land_controller(p: Parser) -> Any:
    """"Destroy target land. If that land was nonbasic, Molten Rain deals 2 damage to the
    land's controller.": the spell's one target, a land."""
    ref = p.scope.it
    if not isinstance(ref, int) or len(p.scope.targets) != 1:
        p.fail()
    spec = p.scope.targets[ref]
    if spec.objects is None or spec.players is not None or \
            spec.objects.types != frozenset({"Land"}):
        p.fail()
    p.expect("the", "land", "'s", "controller")
    p.mark(C_THE_LAND_CONTROLLER)
    return ("controller", ref)
