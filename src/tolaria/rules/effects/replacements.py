"""Replacement and prevention effects that change an event (CR 614, 615), and the effects
that set them up; counters (CR 122, 701.9e).

Static abilities compiled by `tolaria.cards.oracle.replacements` carry a
`ReplacementSpec` whose `scope` (an `EventScope`) says which events they watch; a resolved
spell or ability can set up the same for the turn (`TurnReplacement` in `state.shields`):

- "damage_mod": damage from some sources to some recipients — ops "multiply", "plus",
  "minus", "half_down" (CR 614.1a), "prevent_n", "prevent_all_but", "prevent_half_up", "prevent_all"
  (CR 615),
  "to_counters" / "prevent_to_counters" (counters instead, CR 615.5), "redirect" (CR
  614.9), "phantom" (prevent and remove a counter), "unpreventable" (CR 615.12);
- "counters_mod" / "enter_mod": counters put on permanents or that they enter with;
- "dies_mod": permanents that would die are exiled instead (CR 700.4);
- "draw_mod": one draw becomes several (CR 614.11); "gain_mod": a player can't gain life
  (CR 119.7); "life_floor": damage can't reduce a life total below N;
- "gain_life" (the engine's own event): "plus", "to_loss".

`candidates` lists the ones that apply to an event; `tolaria.rules.replacement.applicable` adds
them to the others, so the affected player orders them as usual (CR 616.1); `modify`
applies one. Redirection shields (`RedirectShield`) move all, the next time's or the next
N damage (a `Split` event: part redirected, CR 614.9). Handlers: "double_counters"
(CR 701.9e), "redirect_damage", "replacement_this_turn", "exile_if_damaged_dies",
"damage_excess" (CR 120.4a), "measure" / "gain_this_way", "prevent_then" (CR 615.5)...
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import Effect, EventScope
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    DAMAGE_TO_PLAYER,
    DAMAGED_BY_YOUR_SOURCE,
    ENCHANTED_PLAYER,
    EXCESS_DAMAGE,
    MEASURE_EXCESS,
    NOT_YOURS,
    PREVENT_GAIN,
    TO_OWN_COUNTERS,
)
from tolaria.rules import events
from tolaria.rules.effects import handler, source_of, target_object
from tolaria.rules.layers import characteristics, current_name, matches, ref_name

_NOBODY = GameObject(-1, None, 0, "none", 0)    # a turn effect's source that is gone
# Prevention effects with an additional effect: still applied to damage that can't be
# prevented, preventing none of it (CR 615.12).
_STILL_APPLY = frozenset({"prevent_to_counters", "prevent_remove"})

OPS = frozenset({"multiply", "plus", "minus", "prevent_n", "prevent_all_but",
                 "prevent_half_up", "to_loss",
                 "redirect", "redirect_shield", "draw_n", "win_instead", "to_counters",
                 "prevent_to_counters", "cant_gain", "cant_change", "phantom", "prevent_remove",
                 "set_amount", "skip_counters", "half_down"})
OPS = OPS | frozenset({"draw_yours", "draw_to_token"})       # an opponent's draw (614.11)
OPS = OPS | frozenset({TO_OWN_COUNTERS})            # counters on its source instead (614.1a)
OPS = OPS | frozenset({PREVENT_GAIN})               # prevented damage as life (615.5)


# -- which effects apply ------------------------------------------------------------------

def candidates(state: GameState, event: Any, shields: tuple) -> list:
    """This module's effects that apply to `event` now: static abilities and turn effects
    (`_EVENTS`), redirection and group exile shields, "can't gain life" (CR 616.1)."""
    from tolaria.rules.replacement import (
        Candidate,
        Counters,
        Damage,
        Draw,
        Enter,
        LifeGain,
        ZoneChange,
    )
    no_prevention = False
    if isinstance(event, Damage):
        kind, checks = "damage_mod", {"damage_mod": _damage_applies}
        if event.amount <= 0:
            return []
        no_prevention = not event.preventable or any(
            getattr(s, "stops_prevention", False) for s in shields) or unpreventable(
            state, event, shields)                                     # CR 615.12
    elif isinstance(event, LifeGain):
        return _cant_gain(state, event, shields)
    elif isinstance(event, Enter):
        kind, checks = "enter_mod", {"counters_mod": _counters_apply, "enter_mod": _enter_applies}
    elif isinstance(event, Counters):
        kind, checks = "counters_mod", {"counters_mod": _counters_apply}
    elif isinstance(event, ZoneChange) and event.to_zone == "graveyard":
        kind, checks = "dies_mod", {"dies_mod": _dies_applies}
    elif isinstance(event, ZoneChange) and event.to_zone != "exile":
        return _leaving_shields(state, event, shields)
    elif isinstance(event, Draw):
        kind, checks = "draw_mod", {"draw_mod": _draw_applies}
    else:
        return []
    found = _group_exile_shields(state, event, shields) if kind == "dies_mod" else \
        _redirect_shields(state, event, shields) if kind == "damage_mod" else []
    for src, spec, you, key, name in _statics_and_turn_effects(state, shields):
        check = checks.get(spec.event)
        if check is None or spec.scope is None or spec.op == "unpreventable":
            continue
        if no_prevention and spec.op.startswith("prevent") and spec.op not in _STILL_APPLY:
            continue
        if check(state, spec, src, you, event):
            n = spec.amount
            if isinstance(n, tuple):             # "equal to Arwen's toughness": counted now
                from tolaria.rules.quantities import evaluate
                n = max(0, evaluate(state, you, src, n))                   # (CR 608.2h)
                if not n:
                    continue
            found.append(Candidate(key, spec.op, name, src.id if src.id >= 0 else None,
                                   amount=n, counter=spec.counter,
                                   self_replacement=spec.op == "skip_counters"))
    return found


_EVENTS = frozenset({"damage_mod", "counters_mod", "enter_mod", "dies_mod", "draw_mod",
                     "gain_mod", "life_floor"})


def _mine(state: GameState) -> list:
    """(source, spec, controller) of the static abilities with this module's events whose
    condition, if any, holds now ("As long as this creature is untapped, ...", CR 611.3a)."""
    found = state.cache.get("replacements_mod")
    if found is None:
        from tolaria.rules.conditions import holds
        from tolaria.rules.layers import controller, static_abilities
        found = []
        for src, ability in static_abilities(state):
            spec = ability.replacement
            if ability.kind != "replacement" or spec is None or spec.event not in _EVENTS:
                continue
            you = controller(state, src)
            if ability.condition is None or holds(state, ability.condition, src, you):
                found.append((src, spec, you))
        state.cache["replacements_mod"] = found
    return found


def unpreventable(state: GameState, event: Any, shields: tuple) -> bool:
    """"Damage can't be prevented.", "Damage that would be dealt by this creature can't be
    prevented." (CR 615.12): static abilities, and the same for the turn."""
    for src, spec, you, _, _ in _statics_and_turn_effects(state, shields):
        if spec.event == "damage_mod" and spec.op == "unpreventable" and \
                _damage_applies(state, spec, src, you, event):
            return True
    return False


def _cant_gain(state: GameState, event: Any, shields: tuple) -> list:
    """"Players can't gain life [this turn]." (CR 119.7): the life gain can't happen, so it
    is dropped before any replacement effect could apply to it (hence applied first)."""
    from tolaria.rules.replacement import Candidate, _whose
    if event.amount <= 0:
        return []
    return [Candidate(key, "cant_gain", name, src.id if src.id >= 0 else None,
                      self_replacement=True)
            for src, spec, you, key, name in _statics_and_turn_effects(state, shields)
            if spec.event == "gain_mod" and _whose(spec.who, you, event.player)]


def cant_lose_life(state: GameState, player: int) -> bool:
    """"Your life total can't change." (CR 119.8): this player can't lose life."""
    from tolaria.rules.replacement import _whose
    return any(spec.op == "cant_change" and _whose(spec.who, you, player)
               for spec, you in _life_locks(state))


def cant_gain_life(state: GameState, player: int) -> bool:
    """"Players can't gain life", "Your life total can't change." (CR 119.7)."""
    from tolaria.rules.replacement import _whose
    return any(_whose(spec.who, you, player) for spec, you in _life_locks(state))


def _life_locks(state: GameState) -> list:
    """(spec, controller) of the "gain_mod" effects: static abilities and the turn's."""
    from tolaria.data.state import TurnReplacement
    found = [(spec, you) for _, spec, you in _mine(state) if spec.event == "gain_mod"]
    return found + [(s.spec, s.controller) for s in state.shields
                    if isinstance(s, TurnReplacement) and s.spec.event == "gain_mod"]


def payable_life(state: GameState, player: int) -> int:
    """The most life this player can pay (CR 119.4): none if they can't lose life (CR
    119.8)."""
    return 0 if cant_lose_life(state, player) else state.players[player].life


def life_lost(state: GameState, player: int, amount: int) -> int:
    """The life `amount` damage makes this player lose: "Damage that would reduce your life
    total to less than 1 reduces it to 1 instead." (CR 614.1a) changes only that — the
    damage is still dealt in full (lifelink, "whenever ... is dealt damage", CR 120.3)."""
    from tolaria.rules.replacement import _whose
    if cant_lose_life(state, player):                                # CR 119.8
        state.say(f"{state.players[player].name} can't lose life", "119.8")
        return 0
    life = state.players[player].life
    for _, spec, you, _, _ in _statics_and_turn_effects(state, tuple(state.shields)):
        if spec.event == "life_floor" and _whose(spec.who, you, player) and \
                life - amount < spec.amount:
            amount = max(0, min(amount, life - spec.amount))
            state.say(f"{state.players[player].name}'s life total can't go below "
                      f"{spec.amount} this way", "614.1a")
    return amount


def _statics_and_turn_effects(state: GameState, shields: tuple) -> list:
    """(source, spec, controller) of the static replacement abilities and of the ones
    resolved spells and abilities set up for the turn (`TurnReplacement`)."""
    from tolaria.data.state import TurnReplacement
    found = [(src, spec, you, ("static", src.id, spec), current_name(state, src))
             for src, spec, you in _mine(state)]
    for s in shields:
        if isinstance(s, TurnReplacement):
            src = state.objects.get(s.source_id) if s.source_id is not None else None
            found.append((src if src is not None else _NOBODY, s.spec, s.controller,
                          ("turn", s.sid), s.source_name))
    return found


def _leaving_shields(state: GameState, event: Any, shields: tuple) -> list:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else."
    to a zone other than a graveyard (the graveyard: `tolaria.rules.replacement`, CR 614.1a)."""
    from tolaria.data.state import ExileShield
    from tolaria.rules.replacement import Candidate
    if state.objects[event.obj].zone != "battlefield":
        return []
    return [Candidate(("shield", s.sid), "exile", s.source_name, s.source_id, shield=s.sid)
            for s in shields if isinstance(s, ExileShield) and s.leaving
            and s.obj == event.obj]


def _group_exile_shields(state: GameState, event: Any, shields: tuple) -> list:
    """"If a creature would die this turn, exile it instead": shields for a group, each
    permanent checked as it would die (CR 614.1a, 700.4)."""
    from tolaria.data.state import ExileShield
    from tolaria.rules.replacement import Candidate
    obj = state.objects[event.obj]
    if obj.zone != "battlefield":
        return []
    return [Candidate(("shield", s.sid), "exile", s.source_name, s.source_id, shield=s.sid)
            for s in shields if isinstance(s, ExileShield) and s.obj is None
            and matches(state, s.filter, obj, s.controller)]


def _redirect_shields(state: GameState, event: Any, shields: tuple) -> list:
    """Redirection shields of resolved spells and abilities that apply (CR 614.9)."""
    from tolaria.data.state import RedirectShield
    from tolaria.rules.replacement import Candidate
    return [Candidate(("shield", s.sid), "redirect_shield", s.source_name, s.source_id,
                      shield=s.sid)
            for s in shields if isinstance(s, RedirectShield)
            and (s.target is None or s.target == event.target)
            and (s.yours is None or _yours(state, s.yours, event.target))
            and (event.combat or not s.combat_only)
            and (s.from_source is None or s.from_source == event.source)
            and (s.amount > 0 or s.next_instance or s.every)]


def _yours(state: GameState, player: int, ref: Any) -> bool:
    """Is `ref` this player or a permanent they control?"""
    if ref[0] == "player":
        return ref[1] == player
    from tolaria.rules.layers import controller
    return controller(state, state.objects[ref[1]]) == player


def redirect_contested(state: GameState, shields: tuple, group: list) -> bool:
    """Would it matter which of these simultaneous damage events to one recipient a "next
    N damage" redirection meets first (CR 615.7's choice, as for prevention shields)?"""
    from tolaria.data.state import RedirectShield
    from tolaria.rules.replacement import _damage_signature
    for s in shields:
        if not isinstance(s, RedirectShield) or s.every or s.from_source is not None:
            continue
        hit = [e for e in group if s.target is None or s.target == e.target]
        if len(hit) >= 2 and len({_damage_signature(state, e) for e in hit}) >= 2 and (
                s.next_instance or s.amount < sum(e.amount for e in hit)):
            return True
    return False


def _attached(src: GameObject, ref: str) -> int | None:
    """The object "this creature" / "enchanted creature" / "equipped creature" is."""
    if ref == "self":
        return src.id
    return src.attached_to


def _damage_applies(state: GameState, spec: Any, src: GameObject, you: int, event: Any
                    ) -> bool:
    scope: EventScope = spec.scope
    if scope.combat and not event.combat or scope.noncombat and event.combat:
        return False
    if scope.amount_is is not None:                     # "would deal 3 or less damage"
        how, n = scope.amount_is
        if not (event.amount >= n if how == ">=" else event.amount <= n if how == "<="
                else event.amount == n):
            return False
    if scope.source_ref in _RELATIONS:
        dealer = state.objects.get(event.source)
        if dealer is None or not _RELATIONS[scope.source_ref](state, src, dealer):
            return False
    elif scope.source_ref:
        if event.source != _attached(src, scope.source_ref):
            return False
    elif scope.source is not None:
        dealer = state.objects.get(event.source)
        if dealer is None or not _source_matches(state, scope.source, dealer, you, src):
            return False
    kind, ident = event.target
    if scope.while_counter and (kind != "object" or not state.objects[ident].counters.get(
            scope.while_counter)):
        return False                          # "while it has a +1/+1 counter on it"
    if scope.recipient_ref:
        return kind == "object" and ident == _attached(src, scope.recipient_ref)
    if scope.players == ENCHANTED_PLAYER:                        # CR 303.4b
        return kind == "player" and ident == src.attached_player
    if kind == "player":
        from tolaria.rules.replacement import _whose
        return bool(scope.players) and _whose(scope.players, you, ident)
    return scope.permanents is not None and matches(state, scope.permanents,
                                                    state.objects[ident], you, src)


def _enchanted(state: GameState, src: GameObject, dealer: GameObject) -> bool:
    """"enchanted creatures": a creature with an Aura attached to it (CR 303.4)."""
    from tolaria.rules.layers import characteristics
    return dealer.zone == "battlefield" and characteristics(state, dealer).is_creature and any(
        state.objects[oid].attached_to == dealer.id
        and "Aura" in characteristics(state, state.objects[oid]).subtypes
        for oid in state.battlefield)


# Sources named by how they relate to the ability's source: "by creatures it's blocking",
# "by creatures blocking it" (CR 509.1), "by enchanted creatures".
_RELATIONS = {
    "blocked_by_it": lambda state, src, dealer: dealer.id in (src.blocking or ()),
    "blocking_it": lambda state, src, dealer: src.id in (dealer.blocking or ()),
    "enchanted_creatures": _enchanted,
}


def _source_matches(state: GameState, flt: Any, dealer: GameObject, you: int,
                    src: GameObject) -> bool:
    """CR 609.7b: the source's characteristics as it would deal the damage; "spell":
    a spell on the stack (CR 112.1)."""
    if flt.spell and (dealer.zone != "stack" or dealer.is_ability):
        return False
    return matches(state, flt, dealer, you, src)


def _counters_apply(state: GameState, spec: Any, src: GameObject, you: int, event: Any
                    ) -> bool:
    """Counters of the kind `spec.counter` (any kind if "") put on a permanent the scope
    describes, or that a permanent it describes enters with (CR 614.1c, 122.6)."""
    from tolaria.rules.replacement import Enter
    scope: EventScope = spec.scope
    if isinstance(event, Enter):
        if scope.recipient_ref or spec.op == "skip_counters" or not any(
                spec.counter in ("", k) and n > 0 for k, n in event.counters):
            return False                                  # "can't have": `forbidden_counters`
        return _card_matches(scope.permanents, event.as_it_enters, event.controller, you)
    if event.amount <= 0 or spec.counter not in ("", event.kind):
        return False
    obj = state.objects[event.obj]
    if obj.zone != "battlefield":
        return False
    if scope.recipient_ref:
        return obj.id == _attached(src, scope.recipient_ref)
    return matches(state, scope.permanents, obj, you, src)


def can_have_counters(state: GameState, obj: GameObject, kind: str) -> bool:
    """Can counters of this kind be put on the permanent now, or does "can't have counters
    put on it" stop it (CR 122.6, 101.2)? A cost that would put them can't be paid (CR
    118.3); damage that would put them puts none (CR 120.3d)."""
    from tolaria.rules.replacement import Counters
    event = Counters(obj.id, kind, 1)
    return not any(spec.event == "counters_mod" and spec.op == "skip_counters"
                   and spec.scope is not None and _counters_apply(state, spec, src, you, event)
                   for src, spec, you, _, _ in _statics_and_turn_effects(
                       state, tuple(state.shields)))


def forbidden_counters(state: GameState, event: Any, shields: tuple
                       ) -> tuple[Any, tuple[str, tuple[str, ...]] | None]:
    """"Creatures you control can't have -1/-1 counters put on them." (CR 122.6, 101.2): a
    permanent enters without the counters it can't have, whatever replacement effects gave
    them; so it is applied to the event as they leave it, not ordered among them (CR
    616.1f). The event, and the log line if counters were taken away."""
    kept, names = list(event.counters), []
    for _, spec, you, _, name in _statics_and_turn_effects(state, shields):
        if spec.event != "counters_mod" or spec.op != "skip_counters" or \
                spec.scope is None or spec.scope.recipient_ref or not _card_matches(
                spec.scope.permanents, event.as_it_enters, event.controller, you):
            continue
        left = [(k, n) for k, n in kept if spec.counter not in ("", k)]
        if left != kept:
            kept = left
            names.append(name)
    if not names:
        return event, None
    return replace(event, counters=tuple(kept)), (
        f"{' and '.join(names)}: it can't have those counters put on it as it enters",
        ("122.6", "101.2"))


def _dies_applies(state: GameState, spec: Any, src: GameObject, you: int, event: Any
                  ) -> bool:
    """A permanent the scope describes would die (CR 700.4) — and, with `damaged_by`, was
    dealt damage this turn by that object (the turn's record, `GameState.this_turn`)."""
    scope: EventScope = spec.scope
    obj = state.objects[event.obj]
    if obj.zone != "battlefield":
        return False
    if scope.recipient_ref:
        if obj.id != _attached(src, scope.recipient_ref):
            return False
    elif not matches(state, scope.permanents, obj, you, src):
        return False
    if not scope.damaged_by:
        return True
    if scope.damaged_by == DAMAGED_BY_YOUR_SOURCE:          # its controller then (120.3)
        return any(f[0] == "damaged" and f[1] == obj.id and f[3:4] == (you,)
                   for f in state.this_turn)
    by = _attached(src, scope.damaged_by)
    return by is not None and any(f[0] == "damaged" and f[1] == obj.id and f[2:3] == (by,)
                                  for f in state.this_turn)


def _draw_applies(state: GameState, spec: Any, src: GameObject, you: int, event: Any
                  ) -> bool:
    """A player `spec.who` names would draw — but not the first card they draw in their
    draw step, with `not_first_draw` (the draw step leaves a mark in the turn's record as
    it begins: its first draw is the turn-based one, CR 504.1)."""
    from tolaria.rules.replacement import _whose
    if not _whose(spec.who, you, event.player):
        return False
    if spec.scope.empty_library and state.players[event.player].library:
        return False                     # "while your library has no cards in it"
    if not spec.scope.not_first_draw or state.step != "draw" or state.active != event.player:
        return True
    facts = state.this_turn
    mark = max((i for i, f in enumerate(facts) if f == ("draw step",)), default=None)
    return mark is None or any(f[0] == "drew" and f[1] == event.player for f in facts[mark:])


def _enter_applies(state: GameState, spec: Any, src: GameObject, you: int, event: Any
                   ) -> bool:
    """"Each other Warrior creature you control enters with an additional +1/+1 counter on
    it" (CR 614.1c): the permanent entering, as its card shows it (CR 614.12)."""
    if event.obj is not None and event.obj == src.id:
        return False                                   # "other" (the source itself)
    return _card_matches(spec.scope.permanents, event.as_it_enters, event.controller, you)


def _card_matches(flt: Any, card: Any, controller: int, you: int) -> bool:
    """The kinds and control an entering permanent will have (the compiler reads only
    these for "counters_mod"/"enter_mod"): its card's types, subtypes and supertypes."""
    types, subtypes = frozenset(card.types), frozenset(card.subtypes)
    if flt.controller == "you" and controller != you or \
            flt.controller in ("opponent", NOT_YOURS) and controller == you:
        return False
    if flt.types and not flt.types & types or flt.subtypes and not flt.subtypes & subtypes:
        return False
    supertypes = frozenset(getattr(card, "supertypes", ()))
    if flt.not_types & types or flt.not_subtypes & subtypes or \
            flt.supertypes - supertypes or flt.not_supertypes & supertypes:     # "nonbasic"
        return False
    if flt.token is not None and bool(card.token) != flt.token:      # "nontoken"
        return False
    return not flt.any_of or any(
        (f.types & types or f.subtypes & subtypes) and not f.not_supertypes & supertypes
        and not f.supertypes - supertypes for f in flt.any_of)


# -- applying one --------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class RemovalMark:
    """Kept among the shields while one batch of simultaneous damage is replaced: a
    "Remove a +1/+1 counter from this creature" effect already removes one for this batch
    (its `CounterRemoval` deletes the mark as it is performed)."""

    obj: int
    sid: int
    source_name: str = ""
    until: str = "end of turn"
    source_id: int | None = None
    uid: int | None = None


def modify(state: GameState, effect: Any, event: Any, shields: tuple
           ) -> tuple[Any, tuple, tuple[str, tuple[str, ...]]]:
    """The event as `effect` modifies it (None: nothing is left), the shields left, and
    the log line."""
    if effect.op == "redirect_shield":
        return _redirect_by_shield(state, effect, event, shields)
    if effect.op == "phantom":
        return _phantom(state, effect, event, shields)
    after, line = _modified(state, effect, event)
    return after, shields, line


def _modified(state: GameState, effect: Any, event: Any
              ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
    from tolaria.rules.replacement import Enter, LifeLoss, Split, _describe
    op, n = effect.op, effect.amount
    what = _describe(state, event)
    if op == "skip_counters":                 # it can't have counters: first (CR 122.6)
        return None, (f"{effect.name} can't have counters put on it", ("122.6",))
    if op == "set_amount":                             # "it deals 2 damage instead"
        return replace(event, amount=n), (f"{effect.name}: instead of {what}, {n}",
                                          ("614.1a",))
    if op == "cant_gain":
        return None, (f"{effect.name}: {state.players[event.player].name} can't gain life",
                      ("119.7",))
    if op == "win_instead":                                     # CR 614.11, 104.2b
        from tolaria.rules.sba import win
        name = state.players[event.player].name
        if win(state, event.player):
            return None, (f"{effect.name}: instead of {what}, {name} wins the game",
                          ("614.11", "104.2b"))
        return None, (f"{effect.name}: instead of {what}, {name} would win the game, but "
                      "can't", ("614.11", "101.2"))
    if op in ("draw_yours", "draw_to_token"):                   # CR 614.11
        return _draw_replaced(state, effect, event)
    if op == "draw_n":                                          # CR 614.11, 121.2
        return Split((event,) * n), (f"{effect.name}: {what} becomes {n} draws",
                                     ("614.11",))
    if op in ("to_counters", "prevent_to_counters", "prevent_remove"):
        return _damage_to_counters(state, effect, event)
    if op == TO_OWN_COUNTERS:
        return _to_own_counters(state, effect, event)
    if op == PREVENT_GAIN:
        return _prevented_as_life(state, effect, event)
    if op == "redirect":                                      # a static ability's only
        _, src_id, spec = effect.key
        dest = _static_destination(state, state.objects[src_id], spec.scope.to_ref, event)
        return _redirected(state, effect.name, event, dest)
    if op == "to_loss":
        return LifeLoss(event.player, event.amount, rules=("614.1a",)), (
            f"{effect.name}: instead of gaining {event.amount} life, "
            f"{state.players[event.player].name} loses it", ("614.1a",))
    if isinstance(event, Enter):
        changed = tuple((k, _changed(op, m, n) if effect.counter in ("", k) else m)
                        for k, m in event.counters)
        return replace(event, counters=changed), (
            f"{effect.name} changes {what}", ("614.1c", "614.1a"))
    after = _changed(op, event.amount, n)
    if op.startswith("prevent"):
        prevented = event.amount - after
        return (replace(event, amount=after) if after > 0 else None), (
            f"{effect.name} prevents {prevented} of {what}", ("615.1",))
    return (replace(event, amount=after) if after > 0 else None), (
        f"{effect.name}: instead of {what}, {after}", ("614.1a",))


def _draw_replaced(state: GameState, effect: Any, event: Any
                   ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
    """"instead that player skips that draw and you draw a card" (Notion Thief), "instead
    you create a Treasure token" (Hullbreacher): the new event, which other replacement
    effects may modify in turn (CR 614.11, 616.1)."""
    from tolaria.rules.layers import controller
    from tolaria.rules.replacement import Draw, Tokens, _describe
    you = controller(state, state.objects[effect.source])
    what = _describe(state, event)
    if effect.op == "draw_yours":
        return Draw(you), (f"{effect.name}: instead of {what}, "
                           f"{state.players[you].name} draws a card", ("614.11",))
    spec = effect.key[2]
    return Tokens(spec.token, you, spec.token_count), (
        f"{effect.name}: instead of {what}, {state.players[you].name} creates "
        f"{spec.token_count} {spec.token.name} token(s)", ("614.11", "111.1"))


def _phantom(state: GameState, effect: Any, event: Any, shields: tuple
             ) -> tuple[Any, tuple, tuple[str, tuple[str, ...]]]:
    """"If damage would be dealt to this creature, prevent that damage. Remove a +1/+1
    counter from this creature." (CR 615.5, 614.1a): the damage is prevented if it can be
    (CR 615.12), and one counter is removed either way — only one for damage from several
    sources at once (one batch)."""
    from tolaria.rules.replacement import CounterRemoval, Split, _describe
    ident = event.target[1]
    preventable = event.preventable and not any(
        getattr(s, "stops_prevention", False) for s in shields) and not unpreventable(
        state, event, shields)
    parts: list[Any] = [] if preventable else [event]
    if not any(isinstance(s, RemovalMark) and s.obj == ident for s in shields):
        mark = RemovalMark(ident, -1 - ident, effect.name)
        shields = (*shields, mark)
        parts.append(CounterRemoval(ident, effect.counter or "+1/+1", 1, mark=mark.sid))
    what = "prevents" if preventable else "can't prevent"
    return (Split(tuple(parts)) if parts else None), shields, (
        f"{effect.name} {what} {_describe(state, event)}", ("615.5", "615.12"))


def _damage_to_counters(state: GameState, effect: Any, event: Any
                        ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
    """"put that many -1/-1 counters on it instead" (CR 614.1a) / "prevent that damage and
    put that many +1/+1 counters on it" (CR 615.5): counters put on the permanent instead,
    an event other effects may modify in turn (CR 616.1)."""
    from tolaria.rules.replacement import CounterRemoval, Counters, Split, _describe
    kind, ident = event.target
    if kind != "object":
        return event, (f"{effect.name}: nothing to put counters on", ("614.1a",))
    rule = "615.5" if effect.op.startswith("prevent") else "614.1a"
    after: Any = Counters(ident, effect.counter, event.amount)
    if effect.op == "prevent_remove":                  # "... and remove that many"
        after = CounterRemoval(ident, effect.counter, event.amount)
    if effect.op.startswith("prevent") and (not event.preventable or any(
            getattr(s, "stops_prevention", False) for s in state.shields) or unpreventable(
            state, event, tuple(state.shields))):
        after = Split((event, after))                  # nothing prevented (CR 615.12)
    return after, (f"{effect.name}: instead of {_describe(state, event)}, "
                   f"{event.amount} {effect.counter} counter(s)", (rule,))


def _to_own_counters(state: GameState, effect: Any, event: Any
                     ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
    """"put that many depletion counters on this enchantment instead" (Force Bubble): no
    damage is dealt; the counters are an event other effects may modify (CR 614.1a, 616.1)."""
    from tolaria.rules.replacement import Counters, _describe
    return Counters(effect.source, effect.counter, event.amount), (
        f"{effect.name}: instead of {_describe(state, event)}, {event.amount} "
        f"{effect.counter} counter(s) on it", ("614.1a",))


def _prevented_as_life(state: GameState, effect: Any, event: Any
                       ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
    """"prevent that damage. You gain life equal to the damage prevented this way." (Purity):
    all of it prevented, and its controller gains that much, an event other effects may
    modify (CR 615.1, 615.5, 616.1). Damage that can't be prevented never gets here."""
    from tolaria.rules.layers import controller
    from tolaria.rules.replacement import LifeGain, _describe
    you = controller(state, state.objects[effect.source])
    return LifeGain(you, event.amount, rules=("615.5",), source=effect.source), (
        f"{effect.name} prevents {_describe(state, event)}", ("615.1", "615.5"))


def _static_destination(state: GameState, src: GameObject, to: str, event: Any) -> Any:
    """Where a static redirection sends the damage: its source, what that's attached to,
    or the controller of the permanent the damage would be dealt to."""
    if to == "controller":
        from tolaria.rules.layers import controller
        kind, ident = event.target
        return ("player", controller(state, state.objects[ident])) if kind == "object" \
            else None
    ident = _attached(src, to)
    return ("object", ident) if ident is not None else None


def _can_receive(state: GameState, ref: Any) -> bool:
    """CR 614.9: a permanent still on the battlefield and still a battle, creature or
    planeswalker; a player."""
    if ref is None:
        return False
    if ref[0] == "player":
        return True
    from tolaria.rules.layers import characteristics
    obj = state.objects.get(ref[1])
    return obj is not None and obj.zone == "battlefield" and bool(
        characteristics(state, obj).types & {"Battle", "Creature", "Planeswalker"})


def _redirected(state: GameState, name: str, event: Any, dest: Any
                ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
    from tolaria.rules.replacement import _describe
    if not _can_receive(state, dest) or dest == event.target:
        return event, (f"{name}: the damage can't be redirected", ("614.9",))
    return replace(event, target=dest), (
        f"{name}: {_describe(state, event)} is dealt to {ref_name(state, dest)} instead",
        ("614.9",))


def _redirect_by_shield(state: GameState, effect: Any, event: Any, shields: tuple
                        ) -> tuple[Any, tuple, tuple[str, tuple[str, ...]]]:
    """A redirection shield: all of the damage, the next time, or the next N damage (the
    rest is still dealt to the first recipient, CR 614.9)."""
    from tolaria.rules.replacement import Split
    shield = next(s for s in shields if s.sid == effect.shield)
    dest = shield.dest
    if dest[0] == "source controller":                # "that source's controller"
        from tolaria.rules.layers import controller
        dealer = state.objects.get(event.source)
        dest = ("player", controller(state, dealer)) if dealer is not None else None
    after, line = _redirected(state, effect.name, event, dest)
    if after is event:
        return event, shields, line                    # not used up (CR 609.7b)
    others = tuple(s for s in shields if s.sid != shield.sid)
    if shield.every:
        return after, shields, line
    if shield.next_instance:
        return after, others, line
    if event.amount <= shield.amount:
        left = shield.amount - event.amount
        kept = others + ((replace(shield, amount=left),) if left else ())
        return after, kept, line
    moved = replace(after, amount=shield.amount)
    rest = replace(event, amount=event.amount - shield.amount)
    return Split((moved, rest)), others, (
        f"{effect.name}: {shield.amount} of that damage is dealt to "
        f"{ref_name(state, dest)} instead", ("614.9",))


def _changed(op: str, amount: int, n: int) -> int:
    if op == "multiply":
        return amount * n
    if op == "plus":
        return amount + n
    if op == "prevent_all_but":
        return min(amount, n)
    if op in ("prevent_half_up", "half_down"):   # half prevented, rounded up / dealt, down
        return amount // 2
    return max(0, amount - n)                                   # "minus", "prevent_n"


# -- "If a creature dealt damage this way would die this turn, exile it instead." --------

@handler("exile_if_damaged_dies")
def _exile_if_damaged_dies(state: GameState, item: GameObject, eff: Effect, answer: Any
                           ) -> None:
    """Each creature (or permanent) this spell dealt damage to as it resolved gets a
    replacement effect for the turn: if it would die, it's exiled instead (CR 614.1a,
    700.4). A spell deals damage only as it resolves, so the turn's record of what it dealt
    damage to is what it dealt "this way"."""
    source = source_of(state, item)
    hit = {f[1] for f in state.this_turn if f[0] == "damaged" and f[2:3] == (source.id,)}
    _shield_dealt(state, item, hit, eff.get("filter"))


@handler("exile_if_dealt_dies")
def _exile_if_dealt_dies(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """An ability's damage, then "If a permanent dealt damage this way would die this turn,
    exile it instead.": each permanent that damage was dealt to (CR 608.2c) gets a
    replacement effect for the turn (CR 614.1a, 700.4); a planeswalker put into a graveyard
    with no loyalty counters (CR 704.5i) dies too."""
    hit = _damaged_by_running(state, item, eff.get("inner"), answer)
    if isinstance(hit, Decision):
        return hit
    _shield_dealt(state, item, set(hit), eff.get("filter"))
    return None


def _shield_dealt(state: GameState, item: GameObject, hit: set[int], flt: Any) -> None:
    """An `ExileShield` for the turn on each of `hit` still on the battlefield that matches
    `flt` (CR 614.1a): a new object if it left and came back (CR 400.7)."""
    from tolaria.data.state import ExileShield
    source = source_of(state, item)
    for oid in sorted(hit):
        victim = state.objects.get(oid)
        if victim is None or victim.zone != "battlefield" or \
                not matches(state, flt, victim, item.controller):
            continue
        state.shields.append(ExileShield(victim.id, current_name(state, item),
                                         sid=state.timestamp(), source_id=source.id,
                                         uid=source.card_uid))
        state.say(f"if {current_name(state, victim)} would die this turn, it is exiled "
                  "instead", "614.1a")
    state.changed()


@handler("exile_if_leaves")
def _exile_if_leaves(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"If it would leave the battlefield, exile it instead of putting it anywhere else."
    (CR 614.1a): for as long as it is that object (CR 400.7)."""
    from tolaria.data.state import ExileShield
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield":
        return
    state.shields = [s for s in state.shields if not (          # ones about objects gone
        isinstance(s, ExileShield) and s.leaving and state.objects[s.obj].zone != "battlefield")]
    source = source_of(state, item)
    state.shields.append(ExileShield(victim.id, current_name(state, item), until="permanent",
                                     sid=state.timestamp(), source_id=source.id,
                                     uid=source.card_uid, leaving=True))
    state.say(f"if {current_name(state, victim)} would leave the battlefield, it is exiled "
              "instead", "614.1a")
    state.changed()


@handler("exile_if_any_dies")
def _exile_if_any_dies(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"If a creature [an opponent controls] would die this turn, exile it instead": one
    shield for the group, for the turn (CR 614.1a, 700.4)."""
    from tolaria.data.state import ExileShield
    source = source_of(state, item)
    state.shields.append(ExileShield(None, current_name(state, item), sid=state.timestamp(),
                                     source_id=source.id, uid=source.card_uid,
                                     filter=eff.get("filter"), controller=item.controller))
    state.say("this turn, each such permanent that would die is exiled instead", "614.1a")
    state.changed()


@handler("replacement_this_turn")
def _replacement_this_turn(state: GameState, item: GameObject, eff: Effect, answer: Any
                           ) -> None:
    """"If a source you control would deal damage this turn, it deals double that damage
    instead.": a replacement effect until end of turn, or until its controller's next turn
    ("Until your next turn, your life total can't change", CR 614.1a, 611.2a)."""
    from tolaria.data.state import TurnReplacement
    source = source_of(state, item)
    until = eff.get("until", "end of turn")
    state.shields.append(TurnReplacement(eff.get("spec"), item.controller, item.name,
                                         until=until, sid=state.timestamp(),
                                         source_id=source.id, uid=source.card_uid))
    state.say(f"{current_name(state, item)}: a replacement effect applies "
              f"{'this turn' if until == 'end of turn' else 'until ' + until}", "614.1a",
              "611.2a")
    state.changed()


# -- redirection shields (CR 614.9) ----------------------------------------------------------

@handler("redirect_damage")
def _redirect_damage(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"The next 1 damage that would be dealt to this creature this turn is dealt to target
    creature you control instead", "The next time a source of your choice would deal damage
    to you this turn, that damage is dealt to this creature instead", "All damage that would
    be dealt to target creature this turn is dealt to you instead": a `RedirectShield`."""
    from tolaria.data.state import RedirectShield
    from tolaria.rules.effects import amount, chosen_source
    from tolaria.rules.effects.prevention import _GONE, _ref
    to = eff.get("to")
    recipient = None if to == "yours" else _ref(state, item, to)     # "you and/or permanents
    dest = _destination(state, item, eff.get("dest"))                 # you control": `yours`
    dealer = _ref(state, item, eff.get("from")) if eff.get("from") is not None else None
    if _GONE in (recipient, dest, dealer) or dest is None:
        return None                        # an illegal target (CR 608.2b): nothing to do
    chosen = state.objects[dealer[1]] if dealer is not None else None
    if eff.get("chosen"):
        chosen = chosen_source(state, item, frozenset(), answer)
        if not isinstance(chosen, GameObject):
            return chosen
    source = source_of(state, item)
    n = amount(item, eff.get("amount"), state) if eff.get("amount") is not None else 0
    state.shields.append(RedirectShield(
        recipient, dest, current_name(state, item), amount=n, sid=state.timestamp(),
        source_id=source.id, uid=source.card_uid,
        from_source=chosen.id if chosen is not None else None,
        next_instance=bool(eff.get("next_instance")), every=bool(eff.get("every")),
        combat_only=bool(eff.get("combat")),
        yours=item.controller if eff.get("to") == "yours" else None))
    what = "all damage" if eff.get("every") else "the next time damage" if eff.get(
        "next_instance") else f"the next {n} damage"
    by = f" by {chosen.name}" if chosen is not None else ""
    to = f" to {ref_name(state, recipient)}" if recipient is not None else \
        f" to {state.players[item.controller].name} and their permanents" \
        if eff.get("to") == "yours" else ""
    where = "that source's controller" if dest[0] == "source controller" else \
        ref_name(state, dest)
    state.say(f"{what} that would be dealt{by}{to} this turn is dealt to {where} instead",
              "614.9")
    state.changed()
    return None


def _destination(state: GameState, item: GameObject, which: Any) -> Any:
    """Where a redirection shield sends damage: "its owner" (the source's), "its
    controller" (a target's, as the effect resolves), or a reference."""
    from tolaria.rules.effects.prevention import _GONE, _ref
    if which == "owner":
        return ("player", source_of(state, item).owner)
    if which == "source controller":
        return ("source controller", 0)
    if isinstance(which, tuple) and which[0] == "controller":
        obj = target_object(state, item, which[1])
        if obj is None:
            return _GONE
        from tolaria.rules.layers import controller
        return ("player", controller(state, obj))
    return _ref(state, item, which)


@handler("put_counters_of_self")
def _put_counters_of_self(state: GameState, item: GameObject, eff: Effect, answer: Any
                          ) -> Decision | None:
    """"When this creature dies, put its counters on target creature you control.": the
    counters it had as it left the battlefield (CR 122.8, 608.2h), one event (CR 122.6)."""
    gone = state.objects.get(item.source_id) if item.source_id is not None else None
    if eff.get("of") == "event":                     # another one that died (CR 122.8)
        gone = target_object(state, item, "event")
    victim = target_object(state, item, eff.get("target"))
    if gone is None or victim is None or victim.zone != "battlefield":
        return None
    batch = [events.Counters(victim.id, k, n) for k, n in sorted(gone.counters.items())
             if n > 0]
    if not batch:
        state.say(f"{current_name(state, item)}: no counters to put", "608.2h")
        return None
    return events.happen(state, *batch)


@handler("damage_excess")
def _damage_excess(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"... deals 4 damage to target creature. Excess damage is dealt to that creature's
    controller instead.": the damage event is split first (CR 120.4a) — lethal damage to
    the creature (taking into account damage already marked and deathtouch, CR 120.6),
    the rest to its controller, dealt at once; then other effects apply to each part."""
    from tolaria.rules.effects import amount, target_ref
    from tolaria.rules.layers import characteristics, controller
    ref = target_ref(item, eff.get("target"))
    if ref is None or ref[0] != "object":
        return None
    victim = state.objects[ref[1]]
    source = source_of(state, item)
    n = amount(item, eff.get("amount"), state)
    lethal = max(0, (characteristics(state, victim).toughness or 0) - victim.damage)
    if "deathtouch" in characteristics(state, source).keywords:
        lethal = min(lethal, 1)
    to_it = min(n, lethal)
    batch = [events.Damage(source.id, ref, to_it)] if to_it > 0 else []
    if n > to_it:
        batch.append(events.Damage(source.id, ("player", controller(state, victim)),
                                   n - to_it))
    return events.happen(state, *batch) if batch else None


@handler("damage_self_each")
def _damage_self_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Each creature deals damage to itself equal to its power.": one event each, dealt
    at once (CR 120.3); a creature with 0 or less power deals none (CR 120.8)."""
    from tolaria.rules.layers import characteristics
    source = source_of(state, item)
    batch = []
    for oid in state.battlefield:
        obj = state.objects[oid]
        if matches(state, eff.get("filter"), obj, item.controller, source):
            power = characteristics(state, obj).power or 0
            if power > 0:
                batch.append(events.Damage(oid, ("object", oid), power))
    return events.happen(state, *batch) if batch else None


@handler("damage_each_controller")
def _damage_each_controller(state: GameState, item: GameObject, eff: Effect, answer: Any
                            ) -> Decision | None:
    """"Each creature deals 1 damage to its controller.": one event each, every creature
    the source of its own, dealt at once (CR 120.3)."""
    from tolaria.rules.layers import controller
    source = source_of(state, item)
    n = eff.get("amount")
    batch = [events.Damage(oid, ("player", controller(state, state.objects[oid])), n)
             for oid in state.battlefield
             if matches(state, eff.get("filter"), state.objects[oid], item.controller, source)]
    return events.happen(state, *batch) if batch and n > 0 else None


@handler("damage_each_to")
def _damage_each_to(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """"Each creature you control deals 1 damage to that creature": one event each, dealt
    at once (CR 120.3); nothing if the target is illegal now (CR 608.2b)."""
    from tolaria.rules.effects import amount, target_ref
    ref = target_ref(item, eff.get("target"))
    n = amount(item, eff.get("amount"), state)
    if ref is None or n <= 0:
        return None
    source = source_of(state, item)
    batch = [events.Damage(oid, ref, n) for oid in state.battlefield
             if matches(state, eff.get("filter"), state.objects[oid], item.controller, source)]
    return events.happen(state, *batch) if batch else None


def _dealer(state: GameState, item: GameObject, which: Any) -> GameObject | None:
    """The creature that deals the damage: a target still on the battlefield (CR 608.2b),
    or the one the trigger is about ("event"; "event_source": the one that dealt its combat
    damage), as it last existed if it has left (CR 608.2h)."""
    if which in ("event", "event_source"):
        data = item.trigger_data
        at = 2 if which == "event_source" else 0
        ref = data[at] if len(data) > at and isinstance(data[at], tuple) else None
        return state.objects.get(ref[1]) if ref is not None and ref[0] == "object" else None
    found = target_object(state, item, which)
    return found if found is not None and found.zone == "battlefield" else None


@handler("damage_from_target")
def _damage_from_target(state: GameState, item: GameObject, eff: Effect, answer: Any
                        ) -> Decision | None:
    """"Target creature you control deals damage equal to its power to any target": the
    first target is the source (CR 120.3); an illegal target does nothing (CR 608.2b)."""
    from tolaria.rules.effects import amount, target_ref
    source = _dealer(state, item, eff.get("source"))
    ref = target_ref(item, eff.get("target"))
    if source is None or ref is None:
        return None
    return events.happen(state, events.Damage(source.id, ref,
                                              amount(item, eff.get("amount"), state)))


@handler("damage_from_each")
def _damage_from_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Target creature you control deals damage equal to its power to each other creature
    [and each opponent]": one event each, dealt at once (CR 120.3); "other" is relative to
    the creature dealing it."""
    from tolaria.rules.effects import amount, players_of
    source = _dealer(state, item, eff.get("source"))
    if source is None:
        return None
    n = amount(item, eff.get("amount"), state)
    flt = eff.get("filter")
    refs: list = [("object", oid) for oid in state.battlefield if flt is not None
                  and matches(state, flt, state.objects[oid], item.controller, source)]
    if eff.get("players"):
        refs += [("player", p) for p in players_of(state, item, eff.get("players"))]
    return events.happen(state, *(events.Damage(source.id, ref, n) for ref in refs)) \
        if refs else None


@handler("prevent_then")
def _prevent_then(state: GameState, item: GameObject, eff: Effect, answer: Any
                  ) -> Decision | None:
    """A prevention effect with something more for the damage it prevents (CR 615.5): the
    shields it makes carry it (`PreventionShield.then`), done as damage is prevented."""
    from tolaria.data.state import PreventionShield
    from tolaria.rules.effects import run
    inner = eff.get("inner")
    made = len(state.shields)
    found = run(state, item, inner, answer)
    if found is not None:
        return found                                   # a source to choose: asked again
    then = eff.get("then")
    if then[0] == "gain_life":
        then = ("gain_life", item.controller)
    else:
        creature = target_object(state, item, then[2])
        if creature is None:
            return None
        then = ("counters", then[1], creature.id)
    state.shields[made:] = [replace(s, then=then) if isinstance(s, PreventionShield) else s
                            for s in state.shields[made:]]
    return None


def prevented_extra(shields: tuple, sid: int | None, prevented: int) -> Any:
    """What a shield that prevented `prevented` damage does besides (CR 615.5): a life
    gain or counters, an event of its own (None: nothing)."""
    from tolaria.rules.replacement import Counters, LifeGain
    shield = next((s for s in shields if s.sid == sid), None) if sid is not None else None
    then = getattr(shield, "then", ()) if shield is not None else ()
    if not then or prevented <= 0:
        return None
    if then[0] == "gain_life":
        return LifeGain(then[1], prevented, rules=("615.5",))
    return Counters(then[2], then[1], prevented)


def _no_regenerate(state: GameState, item: GameObject, objs: list[GameObject]) -> None:
    """These creatures can't be regenerated this turn (CR 701.15c): a restriction granted
    until end of turn (CR 611.2a)."""
    if objs and _restrict_this_turn(state, item, objs, "cant_regenerate"):
        state.say(", ".join(current_name(state, o) for o in objs) +
                  " can't be regenerated this turn", "701.15c")


def _restrict_this_turn(state: GameState, item: GameObject, objs: list[GameObject],
                        restriction: str) -> bool:
    """A restriction granted to these creatures until end of turn (CR 611.2a); False if
    there are none."""
    from tolaria.data.ir import StaticAbility, layer_effect
    from tolaria.data.state import ContinuousEffect
    if not objs:
        return False
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({restriction}))
    state.effects.append(ContinuousEffect(
        timestamp=state.timestamp(), source_name=current_name(state, item),
        affected=tuple(o.id for o in objs),
        parts=(layer_effect("6", "add_abilities", abilities=(restrict,)),),
        until="end of turn", source_id=item.source_id, controller=item.controller))
    state.changed()
    return True


def _damaged_by_running(state: GameState, item: GameObject, inner: Effect, answer: Any
                       ) -> Decision | list[int]:
    """Deal the damage; the ids of the objects it was dealt to, "dealt damage this way"
    (CR 120.3, 608.2c), or the decision the damage asks for first."""
    from tolaria.rules.effects import run
    facts = len(state.this_turn)
    found = run(state, item, inner, answer)
    if found is not None:
        return found
    return sorted({f[1] for f in state.this_turn[facts:] if f[0] == "damaged" and len(f) > 2})


def _dealt_damage_by(state: GameState, item: GameObject, inner: Effect, answer: Any
                     ) -> Decision | list[GameObject]:
    """Deal the damage; the creatures on the battlefield it was dealt to (CR 120.3), or the
    decision the damage asks for first."""
    from tolaria.rules.layers import characteristics
    hit = _damaged_by_running(state, item, inner, answer)
    if isinstance(hit, Decision):
        return hit
    return [state.objects[i] for i in hit if state.objects[i].zone == "battlefield"
            and characteristics(state, state.objects[i]).is_creature]


@handler("no_regenerate_this_way")
def _no_regenerate_this_way(state: GameState, item: GameObject, eff: Effect, answer: Any
                            ) -> Decision | None:
    """Deal the damage, then each creature it was dealt to can't be regenerated this turn."""
    hit = _dealt_damage_by(state, item, eff.get("inner"), answer)
    if isinstance(hit, Decision):
        return hit
    _no_regenerate(state, item, hit)
    return None


@handler("cant_block_this_way")
def _cant_block_this_way(state: GameState, item: GameObject, eff: Effect, answer: Any
                         ) -> Decision | None:
    """Deal the damage, then each creature it was dealt to can't block this turn (CR
    509.1a, 611.2a)."""
    hit = _dealt_damage_by(state, item, eff.get("inner"), answer)
    if isinstance(hit, Decision):
        return hit
    if _restrict_this_turn(state, item, hit, "cant_block"):
        state.say(", ".join(current_name(state, o) for o in hit) + " can't block this turn",
                  "509.1a")
    return None


@handler("no_regenerate_exile")
def _no_regenerate_exile(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"If it's a creature, it can't be regenerated this turn, and if it would die this turn,
    exile it instead." (CR 701.15c, 614.1a)"""
    from tolaria.data.state import ExileShield
    from tolaria.rules.layers import characteristics
    victim = target_object(state, item, eff.get("target"))
    if victim is None or victim.zone != "battlefield" or \
            not characteristics(state, victim).is_creature:
        return
    _no_regenerate(state, item, [victim])
    source = source_of(state, item)
    state.shields.append(ExileShield(victim.id, current_name(state, item),
                                     sid=state.timestamp(), source_id=source.id,
                                     uid=source.card_uid))
    state.say(f"if {current_name(state, victim)} would die this turn, it is exiled "
              "instead", "614.1a")
    state.changed()


@handler("damage_if_kicked")
def _damage_if_kicked(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"... deals 2 damage to any target. If this spell was kicked, it deals 4 damage
    instead.": the spell's own replacement of the amount (CR 614.15, 702.33d)."""
    from tolaria.rules.effects import run
    damage = eff.get("damage")
    if item.kicked:
        damage = Effect(damage.op, tuple((k, eff.get("kicked") if k == "amount" else v)
                                         for k, v in damage.params))
    return run(state, item, damage, answer)


_THIS_WAY = "this way"


@handler("measure")
def _measure(state: GameState, item: GameObject, eff: Effect, answer: Any) -> Decision | None:
    """Do the instruction `inner` and keep what it did (the damage it dealt or the life it
    made players lose) in the resolving object's record, for "... this way" after it."""
    from tolaria.rules.effects import run
    lives = [p.life for p in state.players]
    facts = len(state.this_turn)
    cap = _cap(state, item, eff.get("inner").get("target")) if eff.get("capped") else None
    found = run(state, item, eff.get("inner"), answer)
    if found is not None:
        return found                        # a choice first: nothing happened yet (616.1)
    if eff.get("what") == "life":
        n = sum(max(0, before - p.life) for before, p in zip(lives, state.players,
                                                                strict=True))
    elif eff.get("what") == "player_damage":        # "If a player is dealt damage this way"
        n = sum(f[2] for f in state.this_turn[facts:] if f[0] == DAMAGE_TO_PLAYER)
    else:
        n = sum(f[2] for f in state.this_turn[facts:] if f[0] == "dealt_amount")
    if cap is not None:
        n = min(n, cap)
    item.chosen = tuple(c for c in item.chosen if c[0] != _THIS_WAY) + ((_THIS_WAY, n),)
    return None


def measured(item: GameObject) -> int:
    """What the resolving object's "measure" step recorded (CR 608.2c)."""
    return dict(item.chosen).get(_THIS_WAY, 0)


def _cap(state: GameState, item: GameObject, target: Any) -> int | None:
    """Drain Life's "but not more life than the player's life total before the damage was
    dealt, the planeswalker's loyalty before the damage was dealt, or the creature's
    toughness": read before the damage, of its one target (None: no cap, a battle)."""
    from tolaria.rules.effects import target_ref
    ref = target_ref(item, target)
    if ref is None:
        return 0
    if ref[0] == "player":
        return max(0, state.players[ref[1]].life)
    victim = state.objects.get(ref[1])
    if victim is None or victim.zone != "battlefield":
        return 0
    chars = characteristics(state, victim)
    if "Planeswalker" in chars.types:
        return victim.counters.get("loyalty", 0)
    if "Creature" in chars.types:
        return max(0, chars.toughness or 0)
    return None


@handler("gain_this_way")
def _gain_this_way(state: GameState, item: GameObject, eff: Effect, answer: Any
                   ) -> Decision | None:
    """"You gain life equal to the damage dealt / the life lost this way." (CR 119.3)"""
    from tolaria.data.ir import effect as make
    from tolaria.rules.effects import run
    n = dict(item.chosen).get(_THIS_WAY, 0)
    if n <= 0:
        return None
    return run(state, item, make("gain_life", amount=n, who="you"), answer)


@handler("remove_counters")
def _remove_counters(state: GameState, item: GameObject, eff: Effect, answer: Any) -> None:
    """"Remove two loyalty counters from target planeswalker." (CR 122.1)"""
    victim = target_object(state, item, eff.get("target", "self"))
    if victim is not None and victim.zone == "battlefield":
        _remove(state, item, [victim], eff)


@handler("remove_a_counter")
def _remove_a_counter(state: GameState, item: GameObject, eff: Effect, answer: Any
                      ) -> Decision | None:
    """"Remove a counter from target permanent.": one counter; its kind chosen by the
    controller as it resolves when there are several (CR 122.1, 608.2d). "... from a
    creature you control": first the permanent, among theirs with a counter (608.2d)."""
    replies = list(answer or ())
    if eff.get("filter") is None:
        victim = target_object(state, item, eff.get("target", "self"))
        if victim is None or victim.zone != "battlefield":
            return None
    else:
        found = counter_holders(state, item, eff.get("filter"))
        if len(found) > 1 and not replies:
            return Decision("choose", item.controller, options=tuple(found),
                            prompt=f"{current_name(state, item)}: choose a permanent to "
                                   "remove a counter from (CR 608.2d)")
        pick = replies.pop(0) if len(found) > 1 else found[0] if found else None
        if pick not in found:
            return None
        victim = state.objects[pick]
    kinds = tuple(sorted(k for k, have in victim.counters.items() if have > 0))
    if len(kinds) > 1 and not replies:
        return Decision("choose", item.controller, options=kinds,
                        prompt=f"{current_name(state, item)}: the kind of counter to remove "
                               f"from {current_name(state, victim)} (CR 122.1, 608.2d)")
    kind = kinds[0] if len(kinds) == 1 else replies[0] if replies and replies[0] in kinds \
        else None
    if kind is not None:
        events.remove_counters(state, victim, kind, 1)
        state.say(f"{current_name(state, item)} removes a {kind} counter from "
                  f"{current_name(state, victim)}", "122.1")
    return None


def counter_holders(state: GameState, item: GameObject, flt: Any) -> list[int]:
    """The permanents matching `flt` that its controller controls with a counter on them:
    those "a counter from a <permanent> you control" can be removed from (CR 122.1)."""
    source = source_of(state, item)
    return [oid for oid in state.battlefield
            if matches(state, flt, state.objects[oid], item.controller, source)
            and any(n > 0 for n in state.objects[oid].counters.values())]


@handler("remove_counters_each")
def _remove_counters_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                          ) -> None:
    """"Remove two loyalty counters from each planeswalker." (CR 122.1)"""
    source = source_of(state, item)
    _remove(state, item, [state.objects[oid] for oid in state.battlefield if matches(
        state, eff.get("filter"), state.objects[oid], item.controller, source)], eff)


def _remove(state: GameState, item: GameObject, objs: list[GameObject], eff: Effect) -> None:
    from tolaria.rules.effects import amount
    kind, n = eff.get("kind"), eff.get("amount")
    count = None if n == "all" else amount(item, n, state)
    for obj in objs:
        for k, have in sorted(obj.counters.items()):
            if kind in (None, k) and have > 0:
                gone = have if count is None else min(have, count)
                events.remove_counters(state, obj, k, gone)
                state.say(f"{current_name(state, item)} removes {gone} {k} counter(s) from "
                          f"{current_name(state, obj)}",
                          "122.1")


# -- doubling counters (CR 701.9e) ---------------------------------------------------------

@handler("double_counters")
def _double_counters(state: GameState, item: GameObject, eff: Effect, answer: Any
                     ) -> Decision | None:
    """"Double the number of +1/+1 counters / each kind of counter on <object>": it gets as
    many of those counters as it already has (CR 701.9e), an event replacement effects can
    modify (CR 614.16); "... on any number of target permanents": each of them, in one
    event (CR 608.2c)."""
    refs = eff.get("targets") or (eff.get("target", "self"),)
    victims = [obj for obj in (target_object(state, item, ref) for ref in refs)
               if obj is not None and obj.zone == "battlefield"]
    return _double(state, victims, eff.get("kind")) if victims else None


@handler("double_counters_each")
def _double_counters_each(state: GameState, item: GameObject, eff: Effect, answer: Any
                          ) -> Decision | None:
    """"Double the number of +1/+1 counters on each creature you control" (CR 701.9e)."""
    source = source_of(state, item)
    chosen = [state.objects[oid] for oid in state.battlefield
              if matches(state, eff.get("filter"), state.objects[oid], item.controller, source)]
    return _double(state, chosen, eff.get("kind"))


def _double(state: GameState, objs: list[GameObject], kind: str | None) -> Decision | None:
    batch = [events.Counters(obj.id, k, n) for obj in objs
             for k, n in sorted(obj.counters.items()) if n > 0 and kind in (None, k)]
    if not batch:
        state.say("no counters to double", "701.9e")
        return None
    return events.happen(state, *batch)


@handler(MEASURE_EXCESS)
def _measure_excess(state: GameState, item: GameObject, eff: Effect, answer: Any
                    ) -> Decision | None:
    """Do the damage instruction `inner` and keep the excess damage it dealt to its target
    creature `victim`: the damage dealt beyond lethal damage, its toughness less the damage
    already marked on it (CR 120.10, 120.6); damage as -1/-1 counters counts too (CR
    120.3d); 0 if it was no creature on the battlefield (CR 608.2b)."""
    from tolaria.rules.effects import run
    victim = target_object(state, item, eff.get("victim"))
    before = None
    if victim is not None and victim.zone == "battlefield":
        chars = characteristics(state, victim)
        if chars.is_creature:
            before = (victim.damage + victim.counters.get("-1/-1", 0),
                      max(0, (chars.toughness or 0) - victim.damage))
    found = run(state, item, eff.get("inner"), answer)
    if found is not None:
        return found                        # a choice first: nothing happened yet (616.1)
    excess = 0
    if before is not None and victim.zone == "battlefield":
        dealt = victim.damage + victim.counters.get("-1/-1", 0) - before[0]
        excess = max(0, dealt - before[1])
    item.chosen = tuple(c for c in item.chosen if c[0] != EXCESS_DAMAGE) + (
        (EXCESS_DAMAGE, excess),)
    return None
