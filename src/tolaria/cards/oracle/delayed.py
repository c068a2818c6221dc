"""Delayed triggered abilities created by effects (CR 603.7): "... at end of combat".

"Destroy it at end of combat" in an ability of a permanent ("When this creature attacks or
blocks, ...") creates a delayed trigger at the beginning of the end of combat step
(CR 511.2, 603.7a). Its source is that permanent (CR 603.7d), so "it" is the source: should
the permanent leave the battlefield before then, it is a new object (CR 400.7) and the
delayed trigger does nothing to it (CR 603.7c). Only instructions about the source itself
are read here; one about a target would lose track of its object, so stays a gap.
"""

from __future__ import annotations

from tolaria.cards.ir import Effect, TriggeredAbility, effect
from tolaria.cards.oracle.parser import Parser, construct

END_OF_COMBAT = construct("delayed.end_of_combat", "<instruction about this permanent> at "
                          "end of combat: a delayed trigger (CR 603.7, 511.2)")

# What a delayed trigger may do to the source ("self") or to the object of the event that
# created it ("that creature", "event"): handlers that find only the same object still on
# the battlefield (CR 400.7, 603.7c).
_OPS = {"self": ("destroy", "sacrifice", "bounce", "exile", "put_counters"),
        "event": ("destroy", "exile", "put_counters")}


def end_of_combat(p: Parser, effects: list[Effect]) -> list[Effect]:
    """"... at end of combat" after an instruction about this permanent (CR 603.7)."""
    if p.scope.kind == "spell" or not effects or any(
            e.op not in _OPS.get(e.get("target"), ()) for e in effects):
        p.fail()
    p.expect("at", "end", "of", "combat")
    p.mark(END_OF_COMBAT)
    text = p.text_from(p.sentence) + "."
    return [effect("delayed", ability=TriggeredAbility(
        event="step", effects=tuple(effects), step="end of combat", whose="each", text=text))]


TOKEN_END_STEP = construct("delayed.token_end_step", "create a token. Exile/Sacrifice it (that "
                           "token) at the beginning of the next end step (CR 603.7c)")

_TOKEN_OPS = {"exile": "exile", "sacrifice": "sacrifice_yours"}


def token_then(p: Parser, effects: list[Effect]) -> list[Effect]:
    """After "create a ... token": "Exile it at the beginning of the next end step." is a
    delayed trigger about that token (CR 603.7c); its period is left to the caller."""
    found = p.attempt(_token_then, effects)
    return found if found is not None else effects


def _token_then(p: Parser, effects: list[Effect]) -> list[Effect]:
    if len(effects) != 1 or effects[0].op != "create_tokens":
        p.fail()
    p.expect(".")
    start = p.i
    verb = p.next().key
    if verb not in _TOKEN_OPS or not (_those_tokens(p, effects[0]) if effects[0].get("count") != 1
                                      else p.accept("it") or p.accept("that", "token")):
        p.fail()
    p.expect("at", "the", "beginning", "of", "the", "next", "end", "step")
    text = p.text_from(start) + "."
    p.mark(TOKEN_END_STEP)
    return [effect("token_delayed", create=effects[0], then=_TOKEN_OPS[verb], text=text)]


def _those_tokens(p: Parser, create: Effect) -> bool:
    """"them", "those tokens", "the tokens", "the Devil tokens": the tokens just made."""
    if p.accept("them") or p.accept("those", "tokens"):
        return True
    if not p.accept("the"):
        return False
    card = create.get("card")
    subtypes = card.subtypes if card is not None else dict(create.get("spec")).get("subtypes")
    tok = p.token()
    if tok is not None and tok.text in subtypes:
        p.next()                                    # the tokens' subtype, as created
    return p.accept("tokens")


TARGET_END_STEP = construct("delayed.sacrifice_target", "sacrifice it (that creature), a "
                            "target, at the beginning of the next end step (CR 603.7c)")


def sacrifice_later(p: Parser) -> list[Effect]:
    """"Sacrifice it at the beginning of the next end step", "it" a permanent the ability
    targeted: the delayed trigger refers to that object (CR 603.7c), and its controller
    sacrifices it only if they control it then (CR 701.17a)."""
    p.expect("sacrifice")
    ref = p.scope.it
    if not isinstance(ref, int) or not (p.accept("it") or p.accept("that", "creature")):
        p.fail()
    spec = p.scope.targets[ref].objects
    if spec is None or spec.zone or spec.spell:
        p.fail()                                  # a card, not a permanent: a new object
    start = p.i - 1
    p.expect("at", "the", "beginning", "of", "the", "next", "end", "step")
    text = "Sacrifice " + p.text_from(start) + "."
    p.mark(TARGET_END_STEP)
    return [effect("delayed", bind=ref, ability=TriggeredAbility(
        event="step", step="end", whose="each", text=text,
        effects=(effect("sacrifice_yours", target="event"),)))]
