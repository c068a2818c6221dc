"""Replacement and prevention effects (CR 614-616).

An event that can be replaced is first described as data: `Damage`,
`ZoneChange` (would be destroyed, would be put into a graveyard, would leave
the battlefield...), `Enter` (would enter the battlefield), `Counters`,
`Tokens`, `Draw`, `LifeGain`, `LifeLoss`. `process` offers a batch of
simultaneous events to the replacement and prevention effects that apply:

- static abilities of permanents, after the layers (`StaticAbility` of kind
  "replacement", `layers.static_abilities`), and protection (CR 702.16e);
- shields left by resolved spells and abilities (`state.shields`): prevention
  shields (CR 615.7-615.9) and regeneration shields (CR 701.15a);
- the entering permanent's own "enters tapped" / "enters with" abilities and
  a planeswalker's loyalty (CR 614.1c, 614.12, 306.5b);
- self-replacement effects an event carries from its own spell (CR 614.15).

They are applied one at a time, each at most once to an event (CR 614.5),
checking again after each which ones apply to the modified event (CR 616.1f,
616.2); self-replacement effects first (CR 616.1a). When two or more could
be applied next and the order changes the result, the affected player, or
the controller of the affected object, chooses (CR 616.1): a `Decision`
("choose", one option per effect: its source's object id). The choices for
the events of one batch are made in APNAP order of the players making them
(CR 616.1, 101.4). When a prevention shield could prevent damage from two
or more sources dealt at once and it matters which, the shielded player (or
the shielded permanent's controller) chooses the damage it prevents first
(CR 615.7).

`process` is a pure function of the state, the batch and the answers given
so far: it never changes the state. When it needs an answer it returns the
Decision; `tolaria.rules.events.happen` keeps the answers in `state.replacing` and
runs it again once the answer is there. A pending replacement choice is
data, copied and saved like any other decision, never a paused call stack.

Not modelled, because no supported effect needs it: effects that change who
controls a permanent, or make it a copy or turn it face up, as it enters
(CR 616.1b-d: Clone's copy is chosen before it enters, CR 614.12a); events
contained in other events (CR 616.1g); and splitting one prevention shield
among simultaneous damage events other than by the order they meet it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.ir import (
    CardDef,
    LayerEffect,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    layer_effect,
)
from tolaria.data.objects import GameObject, Ref
from tolaria.data.state import (
    ExileShield,
    GameState,
    PreventionShield,
    RegenerationShield,
    TurnReplacement,
)
from tolaria.data.vocabulary import (
    CHOOSE_WORD,
    CHOSEN_WORD,
    COMPLEATED,
    DISCARDED_ONTO_BATTLEFIELD,
    ENTERING_OPS,
    EXILED_NOT_BURIED,
    LIFE_PAID,
    LOSE_INSTEAD,
    PAY_ANY_LIFE,
    PROTECTOR,
    SCRY_TO_DRAW,
    SHUFFLED_NOT_BURIED,
)
from tolaria.rules.keywords import protection, read_ahead
from tolaria.rules.layers import (
    characteristics,
    controller,
    current_name,
    matches,
    ref_name,
    static_abilities,
)

Shield = PreventionShield | RegenerationShield | ExileShield

# -- events as data ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Damage:
    """A source would deal `amount` damage to a player or permanent (CR 120.1).

    `preventable` is False for damage that "can't be prevented" (CR 615.12);
    `instead` holds the self-replacement effects of the spell or ability that
    deals it (CR 614.15).
    """

    source: int
    target: Ref
    amount: int
    combat: bool = False
    preventable: bool = True
    instead: tuple[ReplacementSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class ZoneChange:
    """An object would move to `to_zone` (its owner's, CR 400.3).

    `destroy` marks destruction (CR 701.7a), which regeneration can replace unless
    `regenerable` is False ("can't be regenerated", CR 701.15c). `text` and `rules`
    are for the log ("Grizzly Bears is destroyed", 701.7a).
    """

    obj: int
    to_zone: str
    destroy: bool = False
    regenerable: bool = True
    text: str = ""
    rules: tuple[str, ...] = ()
    # "exile it with a void counter on it" (Dauthi Voidwalker): counters put on the new
    # object in its new zone as it arrives (CR 122.6 by analogy, 614.1a)
    counters: tuple[tuple[str, int], ...] = ()
    # "shuffle it into its owner's library instead": that library is shuffled as it
    # arrives (CR 701.20a)
    shuffle: bool = False
    # A melded commander put into the command zone instead: where its other card goes, the
    # hand or library it would have gone to (CR 903.9c)
    others_to: str = ""
    # A melded or merged permanent put into its owner's library: the names of its cards in
    # the order its owner puts them, top first (CR 712.21a, 727.3a)
    upper: tuple[str, ...] = ()
    # A discard (CR 701.8a) an instruction of a resolving spell or ability makes: the player
    # who controls that spell or ability; None for a discard paying a cost (CR 118.12a)
    by: int | None = None
    # Put on the bottom of its owner's library, not on top (CR 401.4)
    bottom: bool = False


@dataclass(frozen=True, slots=True)
class Regenerate:
    """What a regeneration shield puts instead of destruction (CR 701.15a)."""

    obj: int


@dataclass(frozen=True, slots=True)
class UmbraArmor:
    """What umbra armor puts instead of destruction: remove the damage marked on `obj` and
    destroy the Aura `aura` (CR 702.89a)."""

    obj: int
    aura: int


@dataclass(frozen=True, slots=True)
class Enter:
    """A permanent would enter the battlefield (CR 614.1c-d, 614.12).

    `obj` is the card or spell that enters (None for a token being created, CR
    111.1); `card` its printed card (the token's); `copy_of` the copiable values it
    enters as a copy of (CR 707.9). `tapped` and `counters` are how it enters.
    """

    obj: int | None
    card: CardDef
    controller: int
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attach_to: int | None = None
    attach_player: int | None = None           # an Aura with enchant player (CR 303.4b)
    copy_of: CardDef | None = None
    chosen: tuple[tuple[str, str], ...] = ()   # ("creature type", "Elf"): CR 614.12
    life: int = 0                              # life its controller pays as it enters (614.12)
    transformed: bool = False                  # `card` is its back face, up (CR 712.14a)
    # "Return it to the battlefield. It's an Aura enchantment with ...": the effect of the
    # instruction that applies to it from the moment it enters (CR 611.2, 613.1d, 613.1f)
    becomes: tuple[LayerEffect, ...] = ()
    # It is put onto the battlefield face down, turned face down first (CR 708.3): the
    # `GameObject.face_down` it enters with ("manifest": manifested, CR 701.34a)
    face_down: bool | str = False
    # A card discarded onto the battlefield instead of into a graveyard: it is still
    # discarded (CR 701.8c)
    discarded: bool = False

    @property
    def as_it_enters(self) -> CardDef:
        """The card whose abilities apply to it entering (CR 614.12), with the card types
        and subtypes it enters with: a face-down one is a 2/2 creature with no text (CR
        708.2a, 708.3)."""
        if self.face_down:
            from tolaria.rules.keywords.morph import FACE_DOWN_CARD
            return FACE_DOWN_CARD
        card = self.copy_of if self.copy_of is not None else self.card
        for part in self.becomes:
            if part.op == "set_types":                                # CR 205.1a
                card = replace(card, types=frozenset(part.get("types")),
                               subtypes=tuple(part.get("subtypes", ())))
        return card


@dataclass(frozen=True, slots=True)
class Counters:
    """An effect would put `amount` `kind` counters on a permanent (CR 122.6, 614.16)."""

    obj: int
    kind: str
    amount: int


@dataclass(frozen=True, slots=True)
class Tokens:
    """An effect would create `count` tokens under `controller`'s control (CR 111.2, 614.16)."""

    card: CardDef
    controller: int
    count: int
    tapped: bool = False                       # "create a tapped ... token" (CR 614.1c)
    attach_to: int | None = None               # a Role token attached to a creature (303.7)
    attacking: tuple[str, int] | None = None   # "tapped and attacking" what (CR 508.4)
    counters: tuple[tuple[str, int], ...] = ()   # incubate: enters with them (CR 701.51a)
    # "those tokens plus an additional Food token are created instead": (token, how many)
    # created with them, by replacement effects (CR 614.1a)
    plus: tuple[tuple[CardDef, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Draw:
    """A player would draw a card (CR 121.2, 614.11)."""

    player: int


@dataclass(frozen=True, slots=True)
class Mill:
    """A player would mill `amount` cards (CR 701.13a, 614.1a): only the number is replaced;
    the cards then move as `ZoneChange` events (`tolaria.rules.events.mill_counts`)."""

    player: int
    amount: int


@dataclass(frozen=True, slots=True)
class Scry:
    """A player would scry `amount` cards (CR 701.18a, 614.1a); `draw`: replaced by drawing
    that many cards instead (a scry no more: CR 614.6), each draw then its own event."""

    player: int
    amount: int
    draw: bool = False


@dataclass(frozen=True, slots=True)
class Loss:
    """A player would lose the game (CR 104.3, 614.1a); `why` and `rules` say how, for the
    log."""

    player: int
    why: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Dredge:
    """What dredge puts instead of a draw: `player` mills `amount` cards and returns `card`
    from their graveyard to their hand (CR 702.52a)."""

    player: int
    card: int
    amount: int


@dataclass(frozen=True, slots=True)
class LifeGain:
    """A player would gain life (CR 119.3); `source`: the object causing it, when one source
    gives life several times at once (lifelink damage to several recipients, CR 119.9)."""

    player: int
    amount: int
    rules: tuple[str, ...] = ()
    source: int | None = None


@dataclass(frozen=True, slots=True)
class LifeLoss:
    """A player would lose life (CR 119.3)."""

    player: int
    amount: int
    rules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CounterRemoval:
    """Counters removed as part of a replacement effect ("prevent that damage. Remove a
    +1/+1 counter from this creature."); `mark`: the sid of the shield-list marker that
    lets simultaneous damage remove only one (`tolaria.rules.effects.replacements`)."""

    obj: int
    kind: str
    amount: int
    mark: int = 0


@dataclass(frozen=True, slots=True)
class Split:
    """One event become several: damage partly redirected (the next N damage, CR 614.9);
    each part is then modified and performed on its own (`tolaria.rules.events`).
    `first_is_it`: the first part is the original event, modified (a permanent exiled
    instead of dying, tokens created too): what it moved is the event's result."""

    parts: tuple[Any, ...]
    first_is_it: bool = False


Event = (Damage | ZoneChange | Regenerate | UmbraArmor | Enter | Counters | Tokens | Draw
         | LifeGain | LifeLoss | Mill | Scry | Loss)
EVENT_CLASSES = (Damage, ZoneChange, Regenerate, UmbraArmor, Enter, Counters, Tokens, Draw,
                 LifeGain, LifeLoss, Dredge, Mill, Scry, Loss)


# -- the effects that apply to an event --------------------------------------------------


@dataclass(frozen=True, slots=True)
class Candidate:
    """A replacement or prevention effect that applies to an event now (CR 616.1).

    `key` says which effect it is: each applies at most once to an event (CR 614.5).
    ops: "double", "set", "skip", "exile", "tapped", "counters" (see ReplacementSpec),
    "prevent" (a prevention shield: as much as it has left, CR 615.7), "prevent_all"
    (all of it: protection, "the next time ... prevent that damage", CR 615.8),
    "regenerate" (CR 701.15a), "exile_leaving" (flashback, unearth: CR 702.34a, 702.84a).
    """

    key: tuple[Any, ...]
    op: str
    name: str
    source: int | None = None        # the object that names it in a choice
    amount: int = 0
    counter: str = ""
    shield: int | None = None        # the shield it is (its `sid`)
    self_replacement: bool = False   # CR 614.15, 616.1a
    grants: tuple[Any, ...] = ()     # "enters with ... and with haste" (CR 614.1c, 613.1f)
    more: tuple[tuple[str, int], ...] = ()   # "... and a trample counter" (CR 614.1c)


def replacement_statics(state: GameState) -> list[tuple[GameObject, ReplacementSpec, int]]:
    """(source, what it replaces, its controller) for each replacement static ability now."""
    found = state.cache.get("replacements")
    if found is None:
        found = [(src, ability.replacement, controller(state, src))
                 for src, ability in static_abilities(state)
                 if ability.kind == "replacement" and ability.replacement is not None
                 and not (ability.affects == "self" and ability.replacement.event == "enter")]
        state.cache["replacements"] = found
    return found


def statics_replace(state: GameState, event: str) -> bool:
    """Does a static ability replace events of this kind ("mill": how many cards players mill,
    CR 701.13a; "scry", CR 701.18a; "lose_game", CR 104.3; CR 614.1a)?"""
    return any(spec.event == event for _, spec, _ in replacement_statics(state))


def could_apply(state: GameState, batch: tuple[Event, ...]) -> bool:
    """Cheap test: might any replacement or prevention effect apply to these events?"""
    if state.shields or replacement_statics(state):
        return True
    for event in batch:
        if isinstance(event, Enter) and _own_entering_effects(state, event):
            return True
        if isinstance(event, Damage) and (event.instead or _protection(state, event)):
            return True
        if isinstance(event, ZoneChange) and event.to_zone == "graveyard" and \
                "madness" in state.objects[event.obj].card.keywords:        # CR 702.35a
            return True
        if isinstance(event, ZoneChange) and event.to_zone == "graveyard" and \
                _shuffled_not_buried(state.objects[event.obj].card):
            return True                                       # CR 614.1a, 113.6b
        if isinstance(event, ZoneChange) and event.by is not None and \
                _discarded_onto_battlefield(state, event) is not None:
            return True                                       # CR 614.1a, 113.6
        if isinstance(event, ZoneChange) and state.objects[event.obj].exile_on_leave:
            return True                                       # CR 702.34a, 702.84a
        if isinstance(event, ZoneChange) and event.to_zone == "graveyard" and \
                _exiled_not_buried(state.objects[event.obj].card):          # CR 614.1a
            return True
        if isinstance(event, ZoneChange) and event.destroy and _umbra(state, event.obj):
            return True                                       # CR 702.89a
        if isinstance(event, ZoneChange) and event.to_zone == "graveyard" and \
                state.objects[event.obj].counters.get("finality"):             # CR 122.1h
            return True
        if isinstance(event, ZoneChange | Damage) and _shield_counter(state, event):
            return True                                       # CR 122.1c
        if isinstance(event, Draw) and _dredges(state, event):
            return True                                       # CR 702.52a
        if isinstance(event, ZoneChange) and state.commanders and \
                _to_command_zone(state, event):
            return True                                       # CR 903.9b
        if isinstance(event, ZoneChange) and _arranged(state, event):
            return True                                       # CR 712.21a, 727.3a
    return False


def _arranged(state: GameState, event: ZoneChange) -> tuple[tuple[str, ...], str] | None:
    """A melded or merged permanent put into its owner's library, not shuffled into it
    (`shuffle`, or an instruction citing CR 701.20a that shuffles it next): the names of the
    cards (not tokens) it becomes, for the owner to arrange, and the rule (CR 712.21a,
    727.3a); else None."""
    obj = state.objects[event.obj]
    if event.to_zone != "library" or event.shuffle or event.upper or \
            not (obj.chosen or obj.merged) or "701.20a" in event.rules or \
            obj.zone != "battlefield":
        return None
    if obj.merged:
        names = tuple(card.name for card, _ in obj.merged if not card.token)
        return (names, "727.3a") if len(names) > 1 else None
    from tolaria.rules.faces import melded_with
    other = melded_with(obj) if obj.card.face_of else None
    return ((obj.card.face_of, other[1]), "712.21a") if other is not None else None


def _to_command_zone(state: GameState, event: ZoneChange) -> bool:
    """CR 903.9b: a commander would be put into its owner's hand or library."""
    return event.to_zone in ("hand", "library") and \
        state.objects[event.obj].card_uid in state.commanders


def _shield_counter(state: GameState, event: ZoneChange | Damage) -> bool:
    if isinstance(event, ZoneChange):
        return event.destroy and bool(state.objects[event.obj].counters.get("shield"))
    return event.target[0] == "object" and bool(
        state.objects[event.target[1]].counters.get("shield"))


def _umbra(state: GameState, oid: int) -> bool:
    """Is an Aura with umbra armor attached to this permanent? (CR 702.89a)"""
    from tolaria.rules.keywords import umbra_armor
    return bool(umbra_armor.candidates(state, state.objects[oid]))


def applicable(state: GameState, event: Event, shields: tuple[Shield, ...]) -> list[Candidate]:
    """Every replacement and prevention effect that would modify `event` now."""
    finder = _FINDERS.get(type(event))
    found = finder(state, event, shields) if finder is not None else []
    from tolaria.rules.effects import replacements  # "damage_mod", "counters_mod"
    return found + replacements.candidates(state, event, shields)


def _whose(who: Any, you: int, player: int) -> bool:
    if type(who) is tuple:            # the chosen player (CR 607.2d); never chosen: nobody
        return type(who[1]) is int and player == who[1]
    if who == "you":
        return player == you
    if who == "opponent":
        return player != you
    return True


def affected_player(state: GameState, event: Event) -> int:
    """Who chooses the order (CR 616.1): the affected player, or the affected object's
    controller (its owner if it has none)."""
    if isinstance(event, Damage):
        kind, ident = event.target
        return ident if kind == "player" else controller(state, state.objects[ident])
    if isinstance(event, (ZoneChange, Counters, Regenerate, UmbraArmor, CounterRemoval)):
        obj = state.objects[event.obj]
        if obj.zone in ("battlefield", "stack"):
            return controller(state, obj)
        return obj.owner
    if isinstance(event, (Enter, Tokens)):
        return event.controller
    return event.player


def _statics_for(state: GameState, kind: str, player: int) -> list[Candidate]:
    return [Candidate(("static", src.id, spec), spec.op, current_name(state, src), src.id,
                      amount=spec.amount, counter=spec.counter)
            for src, spec, you in replacement_statics(state)
            if spec.event == kind and _whose(spec.who, you, player)]


def _damage_effects(state: GameState, event: Damage,
                    shields: tuple[Shield, ...]) -> list[Candidate]:
    if event.amount <= 0:
        return []                                       # CR 614.7a, 120.8: no event
    found = [Candidate(("self", i), spec.op, _name(state, event.source), event.source,
                       amount=spec.amount, self_replacement=True)
             for i, spec in enumerate(event.instead)]
    kind, ident = event.target
    recipient = ident if kind == "player" else controller(state, state.objects[ident])
    found += _statics_for(state, "damage", recipient)
    if kind == "object" and state.objects[ident].counters.get("shield"):      # CR 122.1c
        # prevent it and remove one shield counter (one per batch of simultaneous damage;
        # still removed if the damage can't be prevented, CR 615.12)
        found.append(Candidate(("shield counter",), "phantom",
                               f"{current_name(state, state.objects[ident])}'s shield "
                               "counter", ident,
                               counter="shield"))
    from tolaria.rules.effects import replacements  # "Damage can't be prevented." (static)
    if not event.preventable or any(getattr(s, "stops_prevention", False) for s in shields) \
            or replacements.unpreventable(state, event, shields):
        # CR 615.12: prevention effects still apply but prevent nothing, and shields
        # aren't reduced; none of the engine's prevention effects does anything else.
        return found
    found += _static_prevention(state, event)                               # CR 615.1
    if _protection(state, event):                                          # CR 702.16e
        found.append(Candidate(("protection",), "prevent_all", (
            f"{current_name(state, state.objects[ident])}'s protection" if kind == "object"
            else f"{state.players[ident].name}'s protection"), ident if kind == "object"
            else None))
    for shield in shields:
        if isinstance(shield, PreventionShield) and _prevents(state, shield, event):
            found.append(Candidate(("shield", shield.sid),
                                   "prevent_all" if shield.next_instance or shield.every
                                   else "prevent",
                                   shield.source_name, _shield_source(state, shield),
                                   shield=shield.sid))
    return found


def _in_groups(state: GameState, shield: PreventionShield, event: Damage) -> bool:
    """"to players", "to creatures", "by creatures": the groups a shield names (CR 615.1)."""
    kind, ident = event.target
    viewer = shield.controller if shield.controller is not None else 0
    if shield.to_players and kind != "player":
        return False
    if shield.to_filter is not None and (kind != "object" or not matches(
            state, shield.to_filter, state.objects[ident], viewer)):
        return False
    if shield.by_filter is not None:
        source = state.objects.get(event.source)
        if source is None or not matches(state, shield.by_filter, source, viewer):
            return False
    return True


def _static_prevention(state: GameState, event: Damage) -> list[Candidate]:
    """Static abilities preventing the damage dealt to and/or by one object: "Prevent all
    combat damage that would be dealt to this creature" (CR 615.1)."""
    found = []
    for src, spec, you in replacement_statics(state):
        if spec.event != "prevent_damage" or (spec.combat and not event.combat):
            continue
        ability = next((a for a in characteristics(state, src).static
                        if a.replacement == spec), None)
        whom = _prevented_ref(src, ability, you) if ability is not None else None
        if whom is None or not _static_applies(state, ability, src, you):
            continue
        if ability.filter is not None and spec.op == "by":  # "... would deal to red
            if not _recipient_matches(state, ability.filter, event, you):      # creatures"
                continue
        elif ability.filter is not None:                   # "... by artifact creatures"
            dealer = state.objects.get(event.source)
            if dealer is None or not matches(state, ability.filter, dealer, you):
                continue
        if (spec.op in ("to", "to_by") and event.target == whom) or (
                spec.op in ("by", "to_by") and whom == ("object", event.source)):
            found.append(Candidate(("static", src.id, spec), "prevent_all",
                                   current_name(state, src), src.id))
    return found


def _recipient_matches(state: GameState, flt: ObjectFilter, event: Damage, you: int) -> bool:
    """The permanent the damage would be dealt to matches the description, now (CR 615.1)."""
    kind, ident = event.target
    return kind == "object" and matches(state, flt, state.objects[ident], you)


def _static_applies(state: GameState, ability: StaticAbility, src: GameObject,
                    you: int) -> bool:
    """"... during your turn": a static ability whose condition is false does nothing
    (CR 611.3a)."""
    from tolaria.rules.triggers import holds
    return ability.condition is None or holds(state, ability.condition, src, you)


def _prevented_ref(src: GameObject, ability: StaticAbility, you: int) -> Ref | None:
    """What a prevention static ability is about: its source, what it's attached to, or
    its controller ("you")."""
    if ability.affects == "self":
        return ("object", src.id)
    if ability.affects in ("enchanted", "equipped"):
        return ("object", src.attached_to) if src.attached_to is not None else None
    if ability.affects == "you":
        return ("player", you)
    return None


def _protection(state: GameState, event: Damage) -> bool:
    source = state.objects.get(event.source)
    return source is not None and protection.prevents_damage(state, source, event.target)


def _prevents(state: GameState, shield: PreventionShield, event: Damage) -> bool:
    """Does this shield apply to this damage? (CR 615.7-615.9, 609.7)"""
    if shield.stops_prevention:
        return False
    if (shield.target is not None and shield.target != event.target) or (
            shield.combat_only and not event.combat):
        return False
    if shield.every and not _in_groups(state, shield, event):
        return False
    if shield.from_source is None:
        return shield.amount > 0 or shield.every
    source = state.objects.get(event.source)
    if source is None:
        return False
    if event.source != shield.from_source and not (
            shield.from_uid is not None and source.card_uid == shield.from_uid
            and source.zone == "battlefield"):      # the permanent a chosen spell became (609.7a)
        return False
    # CR 609.7b, 615.9: the source's properties are checked again as it would deal damage.
    if shield.by_filter is not None and not matches(state, shield.by_filter, source,
                                                    shield.controller or 0):
        return False
    return not shield.colors or bool(characteristics(state, source).colors & shield.colors)


def _zone_change_effects(state: GameState, event: ZoneChange,
                         shields: tuple[Shield, ...]) -> list[Candidate]:
    found: list[Candidate] = []
    obj = state.objects[event.obj]
    # flashback, unearth (CR 702.34a, 702.84a); "614.1a": "if that spell would be put into
    # your graveyard, exile it instead" (tolaria.rules.effects.graveyard): only into a graveyard
    if obj.exile_on_leave and event.to_zone != "exile" and obj.zone in (
            "stack", "battlefield") and (obj.exile_on_leave != "614.1a"
                                          or event.to_zone == "graveyard"):
        found.append(Candidate(("leaves",), "exile_leaving", current_name(state, obj), obj.id))
    if state.commanders and _to_command_zone(state, event):                 # CR 903.9b
        found.append(Candidate(("commander",), "command_zone", current_name(state, obj),
                               obj.id))
    if event.to_zone != "graveyard":
        return found
    if obj.zone == "hand" and "madness" in obj.card.keywords:             # CR 702.35a
        from tolaria.rules.keywords import madness
        if madness.applies(state, event):
            # Applied before other effects that would exile the card (Rest in Peace): the
            # owner loses nothing by it, since declining to cast still puts the card into
            # the graveyard where those apply (CR 616.1); discards paying costs can't stop.
            found.append(Candidate(("madness",), "madness", f"{current_name(state, obj)}'s "
                                                            "madness", obj.id,
                                   self_replacement=True))
    if event.by is not None and _discarded_onto_battlefield(state, event) is not None:
        found.append(Candidate(("discarded",), "discarded_onto_battlefield",
                               current_name(state, obj), obj.id))         # CR 614.1a, 113.6
    if obj.zone in ("stack", "battlefield") and _exiled_not_buried(obj.card) and any(
            a.kind == EXILED_NOT_BURIED for a in characteristics(state, obj).static):
        found.append(Candidate(("not buried",), "exile", current_name(state, obj), obj.id))
    if _shuffled_not_buried(obj.card) and (obj.zone not in ("stack", "battlefield") or any(
            a.kind == SHUFFLED_NOT_BURIED for a in characteristics(state, obj).static)):
        found.append(Candidate(("shuffled",), "shuffle_instead", current_name(state, obj),
                               obj.id))                                  # CR 614.1a, 113.6b
    if obj.zone == "battlefield" and obj.counters.get("finality"):          # CR 122.1h
        found.append(Candidate(("finality",), "exile", "its finality counter", obj.id))
    if obj.zone == "battlefield":                     # "if it would die, exile it instead"
        found += [Candidate(("shield", s.sid), "exile", s.source_name,
                            _shield_source(state, s), shield=s.sid)
                  for s in shields if isinstance(s, ExileShield) and s.obj == event.obj]
    if event.destroy and obj.zone == "battlefield":                       # CR 702.89a
        from tolaria.rules.keywords import umbra_armor
        found += [Candidate(("umbra", aura), "umbra_armor", f"{name}'s umbra armor", aura)
                  for aura, name in umbra_armor.candidates(state, obj)]
    if event.destroy and obj.zone == "battlefield" and obj.counters.get("shield") and not \
            any(r.startswith("704.5") for r in event.rules):     # destroyed by an effect
        found.append(Candidate(("shield counter",), "shield_counter",
                               f"{current_name(state, obj)}'s shield "
                               "counter", obj.id))          # CR 122.1c
    if event.destroy and event.regenerable and "cant_regenerate" not in characteristics(
            state, obj).restrictions:                                     # CR 701.15a, c
        found += [Candidate(("shield", s.sid), "regenerate", s.source_name,
                            _shield_source(state, s), shield=s.sid)
                  for s in shields if isinstance(s, RegenerationShield) and s.obj == event.obj]
    for src, spec, you in replacement_statics(state):
        if spec.event == "graveyard" and _whose(spec.who, you, obj.owner) \
                and not getattr(obj, "is_copy", False) \
                and not (spec.cards_only and obj.is_token) \
                and (spec.cards_of is None or matches(state, spec.cards_of, obj, you)):
            found.append(Candidate(("static", src.id, spec), spec.op, current_name(state, src),
                                   src.id))
    for s in shields:                     # the same, set up for the turn (Yawgmoth's Will)
        if isinstance(s, TurnReplacement) and s.spec.event == "graveyard" and _whose(
                s.spec.who, s.controller, obj.owner) and not getattr(obj, "is_copy", False) \
                and not (s.spec.cards_only and obj.is_token):
            found.append(Candidate(("turn", s.sid), s.spec.op, s.source_name, s.source_id))
    return found


def _own_entering_effects(state: GameState, event: Enter) -> list[Candidate]:
    """The entering permanent's own "enters ..." abilities (CR 614.1c, 614.12, 306.5b).

    A face-down permanent has none (CR 708.3)."""
    if event.face_down or event.obj is not None and state.objects[event.obj].face_down:
        return []
    card = event.as_it_enters
    found = []
    for i, ability in enumerate(_abilities_as_it_enters(state, event)):
        if _enters_ability(ability):
            spec = ability.replacement
            if spec.unless is not None and _unless(state, spec, event):
                continue                     # "enters tapped unless ..." (CR 614.1c)
            amount = _x_entering(state, event) * (spec.amount or 1) if spec.x else \
                spec.amount                              # "[twice] X" (CR 107.3m)
            if isinstance(amount, tuple):               # "for each ...": counted now
                from tolaria.rules.choices import bound
                from tolaria.rules.quantities import evaluate
                if event.chosen:                # "that player" chosen as it enters (607.2d)
                    amount = bound(amount, dict(event.chosen))
                amount = evaluate(state, event.controller, state.objects.get(  # the spell
                    event.obj) if event.obj is not None else None, amount)       # (601.2h)
            counter = spec.counter
            if counter == "sunburst":                                     # CR 702.44a
                amount, counter = _sunburst(state, event)
            if spec.op == "copy":          # a copy effect as it enters: chosen before the
                found.append(Candidate(("copy", i), "copy", card.name, event.obj,  # others
                                       self_replacement=True))          # (CR 616.1c)
                continue
            found.append(Candidate(("own", i), spec.op, card.name, event.obj,
                                   amount=amount, counter=counter, grants=spec.grants,
                                   more=spec.more_counters,
                                   # a choice that changes nothing else: made first
                                   self_replacement=spec.op in ENTERING_OPS
                                   or spec.op in ("discard_instead",
                                                  "sacrifice_instead")))           # 614.15
    riders = _mana_riders(state, event)     # "that creature enters with an additional
    if riders:                               # +1/+1 counter on it": mana spent (CR 106.6)
        found.append(Candidate(("mana rider",), "counters", card.name, event.obj,
                               amount=riders, counter="+1/+1"))
    if card.loyalty is not None and "Planeswalker" in card.types:          # CR 306.5b
        found.append(Candidate(("loyalty",), "counters", card.name, event.obj,
                               amount=max(0, card.loyalty - 2 * _compleated(state, event)),
                               counter="loyalty"))
    if card.defense is not None and "Battle" in card.types:               # CR 310.4b
        found.append(Candidate(("defense",), "counters", card.name, event.obj,
                               amount=card.defense, counter="defense"))
    if "Battle" in card.types:                                            # CR 310.8a
        found.append(Candidate(("protector",), "protector", card.name, event.obj,
                               self_replacement=True))
    if "Saga" in card.subtypes and any(t.event == "chapter" for t in card.triggered):
        ahead = read_ahead.NAME in card.keywords                          # CR 702.155b
        found.append(Candidate(("lore",), "read_ahead" if ahead else "counters", card.name,
                               event.obj, amount=1, counter="lore",       # CR 714.3a
                               self_replacement=ahead))
    return found


def _mana_riders(state: GameState, event: Enter) -> int:
    """The additional +1/+1 counters mana spent on the entering spell gives it."""
    obj = state.objects.get(event.obj) if event.obj is not None else None
    if obj is None or obj.zone != "stack" or not obj.chosen:
        return 0
    from tolaria.rules.mana_spent import RIDER
    return sum(1 for key, rider in obj.chosen if key == RIDER and rider == "counter")


def _unless(state: GameState, spec: ReplacementSpec, event: Enter) -> bool:
    """Does the condition of "enters tapped unless <condition>" hold as it would enter?
    (For its controller; a token, with no object yet, never meets it.)"""
    from tolaria.rules.triggers import holds
    obj = state.objects.get(event.obj) if event.obj is not None else None
    if obj is None and spec.unless.op == "not":        # "enters with ... if <condition>":
        obj = GameObject(0, event.as_it_enters, event.controller, "none", 0)  # a token, never
    return obj is not None and holds(state, spec.unless, obj, event.controller)  # cast/kicked


def _sunburst(state: GameState, event: Enter) -> tuple[int, str]:
    """CR 702.44a: a +1/+1 counter (a charge counter if it isn't entering as a creature) for
    each color of mana spent to cast it; none if it wasn't cast (CR 702.44b)."""
    obj = state.objects.get(event.obj) if event.obj is not None else None
    colors = next((v for k, v in obj.chosen if k == "sunburst"), "") \
        if obj is not None and obj.zone == "stack" else ""
    return len(colors), "+1/+1" if "Creature" in event.as_it_enters.types else "charge"


def _compleated(state: GameState, event: Enter) -> int:
    """CR 702.150a: with compleated, the Phyrexian symbols its caster paid with life (two
    fewer loyalty counters each); none if it wasn't cast."""
    if COMPLEATED not in event.as_it_enters.keywords:
        return 0
    obj = state.objects.get(event.obj) if event.obj is not None else None
    return next((int(v) for k, v in obj.chosen if k == COMPLEATED), 0) \
        if obj is not None and obj.zone == "stack" else 0


def _x_entering(state: GameState, event: Enter) -> int:
    """The X of the spell that is entering; 0 if it enters from elsewhere (CR 107.3m)."""
    obj = state.objects.get(event.obj) if event.obj is not None else None
    return (obj.x or 0) if obj is not None and obj.zone == "stack" else 0


def _abilities_as_it_enters(state: GameState, event: Enter) -> tuple[StaticAbility, ...]:
    """CR 614.12: its static abilities as it would exist on the battlefield, continuous
    effects that would apply to it included (Humility would take them away)."""
    card = event.as_it_enters
    granting = _grants_entering(state)
    if not granting and not any(_enters_ability(a) for a in card.static):
        return ()
    if not state.effects and not any(a.kind == "continuous" for oid in state.battlefield
                                     for a in state.objects[oid].card.static):
        return card.static                       # nothing could change its abilities
    key = ("as it enters", event)
    found = state.cache.get(key)
    if found is None:
        from tolaria.rules.zones import create_object
        trial = state.copy()
        if card.token != event.card.token:       # a token copy is still a token (CR 111.1)
            card = replace(card, token=event.card.token)
        there = create_object(trial, card, event.controller, "battlefield")
        there.controller = event.controller
        found = state.cache[key] = characteristics(trial, there).static
    return found


def _grants_entering(state: GameState) -> bool:
    """Does a static ability on the battlefield grant an "enters with ..." ability
    ("Nontoken creatures you control have riot."), which applies to a permanent entering
    under it (CR 614.12)?"""
    found = state.cache.get("grants entering")
    if found is None:
        found = state.cache["grants entering"] = any(
            part.op == "add_abilities" and any(
                isinstance(a, StaticAbility) and _enters_ability(a)
                for a in part.get("abilities", ()))
            for _, ability in static_abilities(state) if ability.kind == "continuous"
            for part in ability.parts)
    return found


def _abilities_spec(state: GameState, event: Enter, effect: Candidate) -> ReplacementSpec:
    """The entering permanent's own replacement effect a candidate ("own", i) stands for."""
    return _abilities_as_it_enters(state, event)[effect.key[1]].replacement


def _copy_choices(state: GameState, event: Enter, spec: ReplacementSpec) -> tuple[int, ...]:
    """The permanents an entering permanent may copy (CR 707.9): those on the battlefield
    matching the ability's `copy_of`, from its controller's view (not itself: it isn't
    there yet, CR 614.12)."""
    return tuple(oid for oid in state.battlefield if oid != event.obj and matches(
        state, spec.copy_of, state.objects[oid], event.controller))


def _enters_ability(ability: StaticAbility) -> bool:
    spec = ability.replacement
    return (ability.kind == "replacement" and ability.affects == "self" and spec is not None
            and spec.event == "enter")


def _enter_effects(state: GameState, event: Enter,
                   shields: tuple[Shield, ...]) -> list[Candidate]:
    found = _own_entering_effects(state, event)
    found += _statics_for(state, "enter", event.controller)
    if event.counters:                   # CR 614.16, 122.6: counters it enters with
        found += _statics_for(state, "counters", event.controller)
    return found


def _counters_effects(state: GameState, event: Counters,
                      shields: tuple[Shield, ...]) -> list[Candidate]:
    if event.amount <= 0:
        return []
    return _statics_for(state, "counters", controller(state, state.objects[event.obj]))


def _tokens_effects(state: GameState, event: Tokens,
                    shields: tuple[Shield, ...]) -> list[Candidate]:
    if event.count <= 0:
        return []
    found = [c for c in _statics_for(state, "tokens", event.controller)
             if c.op != "plus_token" or _tokens_of(c.key[2].tokens_of, event)]
    for s in shields:                     # the same, set up for the turn (Kaya, Geist Hunter)
        if isinstance(s, TurnReplacement) and s.spec.event == "tokens" and _whose(
                s.spec.who, s.controller, event.controller):
            found.append(Candidate(("turn", s.sid), s.spec.op, s.source_name, s.source_id,
                                   amount=s.spec.amount, counter=s.spec.counter))
    return found


def _tokens_of(flt: ObjectFilter | None, event: Tokens) -> bool:
    """"If one or more artifact tokens would be created": a token of the event, those other
    replacement effects added included, is of that type (CR 614.1a, 616.1)."""
    cards = (event.card, *(card for card, _ in event.plus))
    return flt is None or any(flt.types <= card.types and flt.subtypes <= set(card.subtypes)
                              for card in cards)


def _dredges(state: GameState, event: Draw) -> list[Candidate]:
    """Dredge, a replacement effect of each dredge card in the drawing player's graveyard
    they can use now (CR 702.52a-b): optional, asked as it is applied (`_Run._dredge`)."""
    from tolaria.rules.keywords import dredge
    return [Candidate(("dredge", oid), "dredge", state.objects[oid].name, oid, amount=n)
            for oid, n in dredge.candidates(state, event.player)]


def _draw_effects(state: GameState, event: Draw, shields: tuple[Shield, ...]
                  ) -> list[Candidate]:
    return _statics_for(state, "draw", event.player) + _dredges(state, event)


def _scry_effects(state: GameState, event: Scry, shields: tuple[Shield, ...]
                  ) -> list[Candidate]:
    """Those that change a scry; none once it is a draw instead (CR 614.6, 701.18b)."""
    if event.draw or event.amount <= 0:
        return []
    return _statics_for(state, "scry", event.player)


def _player_effects(kind: str):
    def find(state: GameState, event: Any, shields: tuple[Shield, ...]) -> list[Candidate]:
        if getattr(event, "amount", 1) <= 0:
            return []
        return _statics_for(state, kind, event.player)
    return find


_FINDERS = {
    Damage: _damage_effects, ZoneChange: _zone_change_effects, Enter: _enter_effects,
    Counters: _counters_effects, Tokens: _tokens_effects, Draw: _draw_effects,
    LifeGain: _player_effects("gain_life"), LifeLoss: _player_effects("lose_life"),
    Mill: _player_effects("mill"), Scry: _scry_effects, Loss: _player_effects("lose_game"),
}


def _name(state: GameState, oid: int | None) -> str:
    obj = state.objects.get(oid) if oid is not None else None
    return current_name(state, obj) if obj is not None else "?"


def _shield_source(state: GameState, shield: Shield) -> int | None:
    """The object that names a shield in a choice: its source, or what that card is now."""
    obj = state.objects.get(shield.source_id) if shield.source_id is not None else None
    if obj is not None and not _departed(obj):
        return obj.id
    if shield.uid is not None:
        for other in state.objects.values():
            if other.card_uid == shield.uid and not _departed(other) and not other.is_ability:
                return other.id
    return obj.id if obj is not None else None


def _departed(obj: GameObject) -> bool:
    return obj.zone.startswith("gone:") or obj.zone == "none"


# -- applying one effect ------------------------------------------------------------------

# "If this creature would die, <put it elsewhere> instead" (CR 614.1a, 700.4): where it goes
DIES_INSTEAD = {"library_top": "on top of its owner's library",
                "library_bottom": "on the bottom of its owner's library",
                "hand": "into its owner's hand"}


def _dies_instead(state: GameState, effect: Candidate, event: ZoneChange) -> ZoneChange:
    """The permanent goes to its owner's library or hand instead of the graveyard."""
    where = DIES_INSTEAD[effect.op]
    return replace(event, to_zone="hand" if effect.op == "hand" else "library",
                   bottom=effect.op == "library_bottom", destroy=False,
                   text=f"{_name(state, event.obj)} is put {where}", rules=("614.1a",))


def apply(state: GameState, effect: Candidate, event: Event, shields: tuple[Shield, ...]
          ) -> tuple[Event | None, tuple[Shield, ...], tuple[str, tuple[str, ...]]]:
    """Apply one effect: the modified event (None: nothing happens), the shields, a log line."""
    op = effect.op
    if op == "double":
        return _doubled(state, effect, event), shields, (
            f"{effect.name} doubles {_describe(state, event)}", ("614.1a",))
    if op == "plus_token":
        spec = effect.key[2]
        return replace(event, plus=event.plus + ((spec.token, spec.token_count),)), shields, (
            f"{effect.name}: {spec.token_count} {spec.token.name} token(s) are created too",
            ("614.1a",))
    if op == "set":
        return replace(event, amount=effect.amount), shields, (
            f"{effect.name}: instead of {_describe(state, event)}, {effect.amount}",
            ("614.15",))
    if op == LOSE_INSTEAD:
        return _lose_instead(state, effect, event), shields, (
            f"{effect.name}: instead of {_describe(state, event)} ({event.why}), "
            f"{effect.name} is exiled and {state.players[event.player].name}'s life total "
            "changes", ("614.1a", "104.3"))
    if op == SCRY_TO_DRAW:
        return replace(event, draw=True), shields, (
            f"{effect.name}: instead of {_describe(state, event)}, "
            f"{state.players[event.player].name} draws {event.amount} card(s)", ("614.1a",))
    if op == "skip":
        return None, shields, (f"{effect.name}: {_describe(state, event)} doesn't happen",
                               ("614.1b",))
    if op == "exile":
        name = _name(state, event.obj)
        spec = effect.key[2] if effect.key[0] == "static" else None
        counters = ((spec.counter, spec.amount),) if spec is not None and spec.counter \
            else ()                                  # "with a void counter on it"
        exiled = replace(event, to_zone="exile", text=f"{name} is exiled", rules=("406.2",),
                         counters=counters)
        if spec is not None and spec.token is not None:    # "and create ..." (CR 614.6)
            made = Tokens(spec.token, controller(state, state.objects[effect.source]),
                          spec.token_count)
            who = state.players[made.controller].name
            return Split((exiled, made), first_is_it=True), shields, (
                f"{effect.name}: {name} would die; instead it is exiled and {who} creates "
                f"{made.count} {made.card.name} token(s)", ("614.1a", "614.6"))
        return exiled, \
            shields, (f"{effect.name}: {name} would be put into a graveyard; it is exiled "
                      "instead", ("614.1a",))
    if op in DIES_INSTEAD:                 # "put it on top of its owner's library instead"
        return _dies_instead(state, effect, event), shields, (
            f"{effect.name}: {_name(state, event.obj)} would die; it is put "
            f"{DIES_INSTEAD[op]} instead", ("614.1a", "700.4"))
    if op == "shuffle_instead":
        name = _name(state, event.obj)
        return replace(event, to_zone="library", shuffle=True, destroy=False, text=(
            f"{name} is revealed and shuffled into its owner's library"),
            rules=("701.16a", "701.20a")), shields, (
            f"{effect.name} would be put into a graveyard; it is revealed and shuffled into "
            "its owner's library instead", ("614.1a",))
    if op == "exile_leaving":
        name = _name(state, event.obj)
        rule = state.objects[event.obj].exile_on_leave
        return replace(event, to_zone="exile", text=f"{name} is exiled", rules=(rule,)), \
            shields, (f"{name} would leave the {state.objects[event.obj].zone}; it is exiled "
                      "instead", (rule, "614.1a"))
    if op == "discarded_onto_battlefield":
        return _discarded_entering(state, event), shields, (
            f"{effect.name} is discarded; it is put onto the battlefield instead of into a "
            "graveyard", ("701.8c", "614.1a"))
    if op == "madness":
        from tolaria.rules.keywords import madness
        return madness.discard_into_exile(state, event), shields, (
            f"{effect.name}: {_name(state, event.obj)} is exiled instead of put into a "
            "graveyard", ("702.35a", "614.1a"))
    if op == "tapped":
        return replace(event, tapped=True), shields, (
            f"{event.as_it_enters.name} enters tapped", ("614.1c",))
    if op == "counters":
        counters = _plus(event.counters, effect.counter, effect.amount)
        for kind, n in effect.more:                  # "... and a trample counter"
            counters = _plus(counters, kind, n)
        return replace(event, counters=counters, becomes=event.becomes + effect.grants), \
            shields, (f"{event.as_it_enters.name} enters with {effect.amount} "
                      f"{effect.counter} counter{'s' if effect.amount != 1 else ''}"
                      + (" and the abilities it gains" if effect.grants else ""), ("614.1c",))
    if op in ("prevent", "prevent_all"):
        return _prevent(state, effect, event, shields)
    if op in ENTERING_OPS or op in ("protector", "may_counters", "riot", "devour",  # asked
                                    "tribute", "pay_life", "reveal", "discard_instead",
                                    "copy", "sacrifice_instead", "choose_counter",
                                    PAY_ANY_LIFE,
                                    CHOOSE_WORD, "choose_becomes"):
        return event, shields, ("", ())
    if op == "dredge":                    # if its owner chooses to (`_Run._dredge`)
        return Dredge(event.player, effect.source, effect.amount), shields, ("", ())
    if op == "umbra_armor":
        return UmbraArmor(event.obj, effect.source), shields, (
            f"{effect.name} replaces the destruction of {_name(state, event.obj)}",
            ("702.89a", "614.8"))
    if op == "shield_counter":
        return CounterRemoval(event.obj, "shield", 1), shields, (
            f"{effect.name} replaces the destruction of {_name(state, event.obj)}",
            ("122.1c", "614.8"))
    if op == "regenerate":
        return Regenerate(event.obj), _without(shields, effect.shield), (
            f"{effect.name}'s regeneration shield replaces the destruction of "
            f"{_name(state, event.obj)}", ("701.15a", "614.8"))
    from tolaria.rules.effects import replacements  # amounts changed (CR 614.1a, 615)
    if op in replacements.OPS:
        return replacements.modify(state, effect, event, shields)
    raise ValueError(f"unknown replacement op {op!r}")


def _lose_instead(state: GameState, effect: Candidate, event: Loss) -> Split:
    """"instead exile this creature and your life total becomes N / equal to your starting
    life total": the exile, and the life gained or lost to reach N (CR 119.5)."""
    from tolaria.rules.multiplayer import starting_life
    spec = effect.key[2]
    player = event.player
    goal = starting_life(state, player) if spec.starting else spec.amount
    change = goal - state.players[player].life
    src = state.objects[effect.source]
    parts: list[Any] = []
    if src.zone == "battlefield":
        parts.append(ZoneChange(src.id, "exile", text=f"{current_name(state, src)} is exiled",
                                rules=("406.2",)))
    if change > 0:
        parts.append(LifeGain(player, change, rules=("119.5",)))
    elif change < 0:
        parts.append(LifeLoss(player, -change, rules=("119.5",)))
    return Split(tuple(parts))


def _doubled(state: GameState, effect: Candidate, event: Event) -> Event:
    if isinstance(event, Tokens):                   # "twice that many of those tokens"
        return replace(event, count=event.count * 2,
                       plus=tuple((card, n * 2) for card, n in event.plus))
    if isinstance(event, Enter):
        return replace(event, counters=tuple((k, n * 2) for k, n in event.counters))
    return replace(event, amount=event.amount * 2)


def _plus(counters: tuple[tuple[str, int], ...], kind: str, n: int
          ) -> tuple[tuple[str, int], ...]:
    merged = dict(counters)
    merged[kind] = merged.get(kind, 0) + n
    return tuple(merged.items())


def _prevent(state: GameState, effect: Candidate, event: Damage, shields: tuple[Shield, ...]
             ) -> tuple[Damage | None, tuple[Shield, ...], tuple[str, tuple[str, ...]]]:
    prevented = event.amount
    rules: tuple[str, ...] = ("615.8",) if effect.shield is not None else ("702.16e", "615.1")
    before = shields
    if effect.op == "prevent":
        shield = next(s for s in shields if s.sid == effect.shield)
        prevented = min(event.amount, shield.amount)
        left = shield.amount - prevented
        shields = tuple((replace(s, amount=left) if left else None) if s.sid == shield.sid
                        else s for s in shields)
        shields = tuple(s for s in shields if s is not None)
        rules = ("615.7",)
    elif effect.shield is not None and not _lasting(shields, effect.shield):
        shields = _without(shields, effect.shield)              # used up (CR 615.8)
    left_over = event.amount - prevented
    text = (f"{effect.name} prevents {prevented} damage {_name(state, event.source)} would "
            f"deal to {ref_name(state, event.target)}")
    rest = replace(event, amount=left_over) if left_over > 0 else None
    from tolaria.rules.effects import replacements  # "You gain life equal to the damage prevented
    extra = replacements.prevented_extra(before, effect.shield, prevented)   # this way."
    if extra is not None:                                                    # (CR 615.5)
        return Split(tuple(e for e in (rest, extra) if e is not None)), shields, (text, rules)
    return rest, shields, (text, rules)


def _lasting(shields: tuple[Shield, ...], sid: int) -> bool:
    """Is this a shield preventing all such damage this turn, never used up (CR 615.1)?"""
    return any(getattr(s, "every", False) for s in shields if s.sid == sid)


def _without(shields: tuple[Shield, ...], sid: int | None) -> tuple[Shield, ...]:
    return tuple(s for s in shields if s.sid != sid)


def _describe(state: GameState, event: Event) -> str:
    if isinstance(event, Damage):
        return (f"the {event.amount} damage {_name(state, event.source)} would deal to "
                f"{ref_name(state, event.target)}")
    if isinstance(event, Tokens):
        return f"the {event.count} {event.card.name} token(s) being created"
    if isinstance(event, Enter):
        return f"the counters {event.as_it_enters.name} enters with"
    if isinstance(event, Counters):
        return f"the {event.amount} {event.kind} counter(s) put on {_name(state, event.obj)}"
    if isinstance(event, Draw):
        return f"{state.players[event.player].name}'s draw"
    if isinstance(event, LifeGain):
        return f"the {event.amount} life {state.players[event.player].name} would gain"
    if isinstance(event, LifeLoss):
        return f"the {event.amount} life {state.players[event.player].name} would lose"
    if isinstance(event, Mill):
        return f"the {event.amount} card(s) {state.players[event.player].name} would mill"
    if isinstance(event, Scry):
        return f"{state.players[event.player].name}'s scry {event.amount}"
    if isinstance(event, Loss):
        return f"{state.players[event.player].name}'s loss of the game"
    return type(event).__name__


# -- the whole process (CR 616) ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    """What `process` decided: the events that happen (None: replaced by nothing), in
    the batch's order, the shields left, and what to log."""

    events: tuple[Event | None, ...]
    shields: tuple[Shield, ...]
    log: tuple[tuple[str, tuple[str, ...]], ...]


class _Ask(Exception):
    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


def process(state: GameState, batch: tuple[Event, ...], answers: tuple[Any, ...] = ()
            ) -> Outcome | Decision:
    """The events that really happen, or the next Decision needed (answers replayed)."""
    run = _Run(state, answers)
    try:
        finals = run.batch(batch)
    except _Ask as ask:
        return ask.decision
    return Outcome(finals, run.shields, tuple(run.log))


class _Run:
    """One pass of the process over a batch, with the answers given so far."""

    def __init__(self, state: GameState, answers: tuple[Any, ...]) -> None:
        self.state = state
        self.answers = answers
        self.used = 0
        self.shields: tuple[Shield, ...] = tuple(state.shields)
        self.log: list[tuple[str, tuple[str, ...]]] = []

    def ask(self, decision: Decision) -> Any:
        if self.used < len(self.answers):
            self.used += 1
            return self.answers[self.used - 1]
        raise _Ask(decision)

    def batch(self, batch: tuple[Event, ...]) -> tuple[Event | None, ...]:
        state = self.state
        seats = {p: i for i, p in enumerate(state.apnap())}
        choosers = [affected_player(state, e) for e in batch]
        remaining = sorted(range(len(batch)), key=lambda i: seats.get(choosers[i], len(seats)))
        finals: list[Event | None] = list(batch)
        while remaining:
            index = self._next(batch, remaining, choosers)
            remaining.remove(index)
            finals[index] = self.one(batch[index], choosers[index])
        return tuple(self._arrange(e) if isinstance(e, ZoneChange) else e for e in finals)

    def _arrange(self, event: ZoneChange) -> ZoneChange:
        """CR 712.21a, 727.3a: a melded or merged permanent put into its owner's library: the
        owner arranges its cards, the uppermost of those left first, not revealing the order
        (nothing is logged)."""
        found = _arranged(self.state, event)
        if found is None:
            return event
        names, rule = found
        owner = self.state.objects[event.obj].owner
        left, order = list(names), []
        while len(set(left)) > 1:
            prompt = ("choose the one to put above the other" if len(left) == 2
                      else "choose the one to put uppermost of them")
            upper = self.ask(Decision(
                "replacement", owner, options=tuple(dict.fromkeys(left)), subject=event.obj,
                prompt=f"{' and '.join(left)} are put into your library: {prompt} (CR {rule})"))
            order.append(upper)
            left.remove(upper)
        return replace(event, upper=tuple(order + left))

    def one(self, event: Event, chooser: int,
            applied: frozenset[tuple[Any, ...]] = frozenset()) -> Event | None:
        """CR 616.1: apply the effects to one event until none is left to apply."""
        state = self.state
        while event is not None:
            found = [c for c in applicable(state, event, self.shields) if c.key not in applied]
            if not found:
                break
            first = [c for c in found if c.self_replacement] or found          # CR 616.1a
            chosen = first[0] if len(first) == 1 else self._choose(event, applied, first,
                                                                   chooser)
            if chosen.op in ENTERING_OPS and isinstance(event, Enter):
                event, line = self._choose_player(event, chosen) if ENTERING_OPS[
                    chosen.op] == "player" else self._choose_type(event, chosen)
            elif chosen.op == CHOOSE_WORD and isinstance(event, Enter):
                event, line = self._choose_word(event, chosen)
            elif chosen.op == "read_ahead" and isinstance(event, Enter):
                event, line = self._read_ahead(event, chosen)
            elif chosen.op == "protector" and isinstance(event, Enter):
                event, line = self._protector(event, chosen)
            elif chosen.op in ("may_counters", "riot") and isinstance(event, Enter):
                event, line = self._may_counters(event, chosen)
            elif chosen.op == "choose_counter" and isinstance(event, Enter):
                event, line = self._choose_counter(event, chosen)
            elif chosen.op == "choose_becomes" and isinstance(event, Enter):
                event, line = self._choose_becomes(event, chosen)
            elif chosen.op == "devour" and isinstance(event, Enter):
                event, line = self._devour(event, chosen)
            elif chosen.op == "tribute" and isinstance(event, Enter):
                event, line = self._tribute(event, chosen)
            elif chosen.op == "pay_life" and isinstance(event, Enter):
                event, line = self._pay_life(event, chosen)
            elif chosen.op == PAY_ANY_LIFE and isinstance(event, Enter):
                event, line = self._pay_any_life(event, chosen)
            elif chosen.op == "reveal" and isinstance(event, Enter):
                event, line = self._reveal(event, chosen)
            elif chosen.op == "copy" and isinstance(event, Enter):
                event, line = self._copy(event, chosen)
            elif chosen.op == "discard_instead" and isinstance(event, Enter):
                event, line = self._discard_instead(event, chosen)
            elif chosen.op == "sacrifice_instead" and isinstance(event, Enter):
                event, line = self._sacrifice_instead(event, chosen)
            elif chosen.op == "dredge" and isinstance(event, Draw):
                event, line = self._dredge(event, chosen)
            elif chosen.op == "may_skip" and isinstance(event, Draw):
                event, line = self._may_skip(event, chosen)
            elif chosen.op == "command_zone" and isinstance(event, ZoneChange):
                event, line = self._command_zone(event, chosen)
            else:
                event, self.shields, line = apply(state, chosen, event, self.shields)
            self.log.append(line)
            applied = applied | {chosen.key}                                   # CR 614.5
            if isinstance(event, Split):          # part of the damage redirected (614.9)
                # or one draw become several: a dredge declined may replace each (702.52a)
                kept = frozenset(k for k in applied if k[:1] != ("dredge",))
                parts = [self.one(e, affected_player(state, e), kept) for e in event.parts]
                return Split(tuple(e for e in parts if e is not None),
                             first_is_it=event.first_is_it and parts[0] is not None)
        if isinstance(event, Enter) and event.counters:                   # CR 122.6
            from tolaria.rules.effects import replacements
            event, line = replacements.forbidden_counters(state, event, self.shields)
            if line is not None:
                self.log.append(line)
        return event

    def _choose_word(self, event: Enter, effect: Candidate
                     ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"As this enchantment enters, choose Khans or Dragons." (CR 614.12): its
        controller chooses as it enters; the permanent remembers the word (CR 607.2)."""
        words = _abilities_spec(self.state, event, effect).kinds
        answer = self.ask(Decision("replacement", event.controller, options=words,
                                   prompt=f"{effect.name}: choose {' or '.join(words)} "
                                          "(CR 614.12)"))
        return replace(event, chosen=event.chosen + ((CHOSEN_WORD, answer),)), (
            f"{self.state.players[event.controller].name} chooses {answer} for "
            f"{effect.name}", ("614.12",))

    def _choose_type(self, event: Enter, effect: Candidate
                     ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """CR 614.12: "As this enters, choose a creature type": its controller chooses
        as it enters; the permanent remembers the choice (CR 607.2)."""
        from tolaria.rules.choices import options
        who = event.controller
        what = ENTERING_OPS[effect.op]
        kind = ObjectFilter(not_types=frozenset({"Land"})) if effect.op == \
            "choose_nonland_card_name" else None                         # CR 201.3
        exclude = _abilities_spec(self.state, event, effect).exclude \
            if effect.key[0] == "own" else ()              # "a color other than white"
        looked = self._look_at_opponent_hand(event, effect) \
            if effect.op == "look_hand_choose_card_name" else ""
        allowed = tuple(o for o in options(what, kind) if o not in exclude)
        answer = self.ask(Decision("replacement", who, options=allowed,
                                   prompt=f"{effect.name}: choose a {what} (CR 614.12)"))
        return replace(event, chosen=event.chosen + ((what, answer),)), (
            f"{looked}{self.state.players[who].name} chooses {answer} for {effect.name}",
            ("614.12",))

    def _look_at_opponent_hand(self, event: Enter, effect: Candidate) -> str:
        """"As this enters, look at an opponent's hand, then ...": its controller chooses
        an opponent and alone sees the cards of that hand (CR 614.12, 402.3); the words for
        the log."""
        who, state = event.controller, self.state
        players = tuple(("player", p) for p in state.opponents(who)
                        if not state.players[p].lost)
        if not players:
            return ""
        seen = players[0][1] if len(players) == 1 else self.ask(Decision(
            "replacement", who, options=players, subject=event.obj,
            prompt=f"{effect.name}: choose an opponent whose hand you look at (CR 614.12)"))[1]
        for oid in state.players[seen].hand:        # seen while they stay those objects
            if (oid, who) not in state.looked:
                state.looked.append((oid, who))
        state.changed()
        return f"{state.players[who].name} looks at {state.players[seen].name}'s hand; "

    def _read_ahead(self, event: Enter, effect: Candidate
                    ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """CR 702.155b, 714.3a: as a Saga with read ahead enters, its controller chooses a
        number from one to its final chapter; it enters with that many lore counters."""
        options = read_ahead.chapters(event.as_it_enters)
        n = options[0] if len(options) == 1 else int(self.ask(Decision(
            "replacement", event.controller, options=tuple(str(o) for o in options),
            subject=event.obj,
            prompt=f"{effect.name}: choose the number of lore counters it enters with "
                   "(read ahead, CR 702.155b)")))
        return replace(event, counters=_plus(event.counters, "lore", n)), (
            f"{self.state.players[event.controller].name} chooses {n} for {effect.name}: it "
            f"enters with {n} lore counter{'s' if n != 1 else ''}", (read_ahead.RULE, "714.3a"))

    def _choose_player(self, event: Enter, effect: Candidate
                       ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """CR 614.12, 607.2d: "As this enters, choose an opponent / a player": its
        controller chooses one still in the game (CR 800.4a); the permanent remembers the
        index. With no opponent, none is chosen."""
        who, state = event.controller, self.state
        players = state.opponents(who) if effect.op == "choose_opponent" else state.living()
        options = tuple(("player", p) for p in players if not state.players[p].lost)
        if not options:
            return event, ("", ())
        what = "an opponent" if effect.op == "choose_opponent" else "a player"
        answer = options[0][1] if len(options) == 1 else self.ask(Decision(
            "replacement", who, options=options, subject=event.obj,
            prompt=f"{effect.name}: choose {what} (CR 614.12)"))[1]
        return replace(event, chosen=event.chosen + (("player", str(answer)),)), (
            f"{state.players[who].name} chooses {state.players[answer].name} for "
            f"{effect.name}", ("614.12", "607.2d"))

    def _protector(self, event: Enter, effect: Candidate
                   ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """CR 310.8a, 310.11a: as a Siege enters, its controller chooses one of their
        opponents to protect it; with one opponent there is nothing to ask. With none it
        has no protector and goes at once (CR 704.5w)."""
        who = event.controller
        state = self.state
        options = tuple(p for p in state.opponents(who) if not state.players[p].lost)
        if not options:
            return event, ("", ())
        answer = options[0] if len(options) == 1 else self.ask(Decision(
            "replacement", who, options=tuple(("player", p) for p in options),
            subject=event.obj,
            prompt=f"{effect.name}: choose an opponent to protect it (CR 310.11a)"))[1]
        return replace(event, chosen=event.chosen + ((PROTECTOR, str(answer)),)), (
            f"{state.players[who].name} chooses {state.players[answer].name} to protect "
            f"{effect.name}", ("310.8a", "310.11a"))

    def _pay_life(self, event: Enter, effect: Candidate
                  ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"As this land enters, you may pay 2 life. If you don't, it enters tapped." (CR
        614.12, 614.1c): its controller chooses as it enters; they may pay only if their
        life total is at least the amount (CR 119.4: paying 0 is always possible). The life
        is paid as it enters (`Enter.life`, `tolaria.rules.events`)."""
        who = event.controller
        name = self.state.players[who].name
        n = effect.amount
        life = self.state.players[who].life
        if n > 0 and life < n:
            return replace(event, tapped=True), (
                f"{name} can't pay {n} life with {life}: {effect.name} enters tapped",
                ("119.4", "614.12", "614.1c"))
        answer = self.ask(Decision("replacement", who, options=("yes", "no"),
                                   subject=event.obj,
                                   prompt=f"{effect.name}: pay {n} life, or it enters tapped? "
                                          "(CR 614.12)"))
        if answer != "yes":
            return replace(event, tapped=True), (
                f"{name} doesn't pay {n} life: {effect.name} enters tapped",
                ("614.12", "614.1c"))
        return replace(event, life=event.life + n), (
            f"{name} pays {n} life as {effect.name} enters", ("614.12", "119.4"))

    def _pay_any_life(self, event: Enter, effect: Candidate
                      ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"As this creature enters, pay any amount of life." (CR 614.12): its controller
        chooses a number from 0 to their life total (CR 119.4; only 0 at 0 or less life),
        paid as it enters (`Enter.life`); the permanent remembers it (CR 607.2a)."""
        from tolaria.rules.effects.replacements import payable_life
        who = event.controller
        most = max(0, payable_life(self.state, who) - event.life)          # CR 119.8
        n = 0 if not most else int(self.ask(Decision(
            "replacement", who, options=tuple(str(k) for k in range(most + 1)),
            subject=event.obj,
            prompt=f"{effect.name}: choose the amount of life to pay as it enters (CR "
                   "614.12, 119.4)")))
        return replace(event, life=event.life + n,
                       chosen=event.chosen + ((LIFE_PAID, str(n)),)), (
            f"{self.state.players[who].name} pays {n} life as {effect.name} enters",
            ("614.12", "119.4"))

    def _hand_card(self, event: Enter, effect: Candidate, prompt: str) -> int | None:
        """The card of its controller's hand (the ability's `reveal` kind) chosen as the
        permanent enters, or None: none chosen, or none to choose (no question then)."""
        state, who = self.state, event.controller
        flt = _abilities_spec(state, event, effect).reveal
        cards = tuple(oid for oid in state.players[who].hand if oid != event.obj
                      and matches(state, flt, state.objects[oid], who))
        if not cards:
            return None
        answer = self.ask(Decision("replacement", who, options=cards + ("no",),
                                   subject=event.obj, prompt=prompt))
        return answer if answer in cards else None

    def _reveal(self, event: Enter, effect: Candidate
                ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"As this land enters, you may reveal an Elf card from your hand. If you don't, this
        land enters tapped." (CR 614.12, 614.1c, 701.16a): its controller chooses a card to
        reveal, or none; with none to reveal it enters tapped without a question."""
        state = self.state
        name = state.players[event.controller].name
        answer = self._hand_card(event, effect, f"{effect.name}: reveal a card from your "
                                                "hand, or it enters tapped? (CR 614.12)")
        if answer is None:
            return replace(event, tapped=True), (
                f"{name} reveals nothing: {effect.name} enters tapped", ("614.12", "614.1c"))
        return event, (f"{name} reveals {current_name(state, state.objects[answer])} from "
                       f"their hand as {effect.name} enters", ("614.12", "701.16a"))

    def _copy(self, event: Enter, effect: Candidate
              ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"You may have this land enter tapped as a copy of any land on the battlefield."
        (Vesuva; CR 707.9, 614.1c, 616.1c): its controller chooses a land or none as it
        enters; copying, it enters with that land's copiable values (CR 707.2) and tapped,
        and the copied land's own "enters" abilities then apply to it (CR 614.12)."""
        from tolaria.rules.resolve import copiable_values
        state, who = self.state, event.controller
        spec = _abilities_as_it_enters(state, event)[effect.key[1]].replacement
        name = state.players[who].name
        options = _copy_choices(state, event, spec)
        if not options:
            return event, (f"{effect.name} has nothing to copy", ("707.9",))
        answer = self.ask(Decision("replacement", who, options=options + ("no",),
                                   subject=event.obj,
                                   prompt=f"{effect.name}: choose a "
                                          f"{spec.copy_of.describe()} for it to enter as a "
                                          "copy of, or no (CR 707.9)"))
        if answer not in options:
            return event, (f"{name} doesn't have {effect.name} enter as a copy", ("707.9",))
        copied = state.objects[answer]
        tapped = " tapped" if spec.tapped else ""
        return replace(event, copy_of=copiable_values(state, copied),
                       tapped=event.tapped or spec.tapped), (
            f"{name} has {effect.name} enter{tapped} as a copy of "
            f"{current_name(state, copied)}", ("707.9", "614.1c"))

    def _discard_instead(self, event: Enter, effect: Candidate
                         ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
        """"If this artifact would enter, you may discard a land card instead. If you do, put
        this artifact onto the battlefield. If you don't, put it into its owner's graveyard."
        (Mox Diamond; CR 614.1a, 614.15): the card discarded (CR 701.8a) and the permanent
        entering, or it goes to the graveyard instead; with no such card, no question."""
        state = self.state
        name = state.players[event.controller].name
        answer = self._hand_card(event, effect, f"{effect.name}: discard a card as it enters, "
                                                "or it goes to the graveyard? (CR 614.1a)")
        if answer is None or event.obj is None:
            return ZoneChange(event.obj, "graveyard", rules=("614.1a",),
                              text=f"{effect.name} is put into its owner's graveyard"), (
                f"{name} discards no card: {effect.name} goes to the graveyard instead",
                ("614.1a",))
        card = state.objects[answer]
        discard = ZoneChange(card.id, "graveyard", rules=("701.8a",),
                             text=f"{name} discards {current_name(state, card)}")
        return Split((discard, event)), (
            f"{name} discards {current_name(state, card)} as {effect.name} enters",
            ("614.1a", "701.8a"))

    def _sacrifice_instead(self, event: Enter, effect: Candidate
                           ) -> tuple[Any, tuple[str, tuple[str, ...]]]:
        """"If this land would enter, sacrifice two untapped lands instead. If you do, put
        this land onto the battlefield. If you don't, put it into its owner's graveyard."
        (Lotus Vale; CR 614.1a, 614.15): its controller sacrifices that many of their
        permanents matching the ability's filter, chosen one at a time (no question when
        there is no choice), and it enters; with too few, it goes to the graveyard."""
        state, who = self.state, event.controller
        spec = _abilities_spec(state, event, effect)
        name = state.players[who].name
        left = [oid for oid in state.battlefield if oid != event.obj
                and characteristics(state, state.objects[oid]).controller == who
                and matches(state, spec.reveal, state.objects[oid], who)]
        if len(left) < spec.amount or event.obj is None:
            return ZoneChange(event.obj, "graveyard", rules=("614.1a",),
                              text=f"{effect.name} is put into its owner's graveyard"), (
                f"{name} can't sacrifice what {effect.name} asks: it goes to the graveyard "
                "instead", ("614.1a",))
        picked: list[int] = []
        while len(picked) < spec.amount:
            if len(left) == spec.amount - len(picked):
                picked += left
                break
            answer = self.ask(Decision("replacement", who, options=tuple(left),
                                       subject=event.obj,
                                       prompt=f"{effect.name}: sacrifice which as it enters? "
                                              "(CR 614.1a, 701.17a)"))
            picked.append(answer)
            left.remove(answer)
        sacrifices = tuple(ZoneChange(oid, "graveyard", rules=("701.17a",),
                                      text=f"{current_name(state, state.objects[oid])} is "
                                           "sacrificed") for oid in picked)
        return Split(sacrifices + (event,)), (
            f"{name} sacrifices "
            f"{' and '.join(current_name(state, state.objects[o]) for o in picked)} as "
            f"{effect.name} enters", ("614.1a", "701.17a"))

    def _tribute(self, event: Enter, effect: Candidate
                 ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"Tribute N" (CR 702.104a): its controller chooses an opponent, who may put N
        more +1/+1 counters on it as it enters; a paid tribute is remembered (702.104b)."""
        names = self.state.players
        opponents = self.state.opponents(event.controller)
        if not opponents:
            return event, ("", ())
        opponent = opponents[0] if len(opponents) == 1 else self.ask(Decision(
            "replacement", event.controller, options=tuple(("player", p) for p in opponents),
            prompt=f"{effect.name}: choose an opponent for its tribute (CR 702.104a)"))[1]
        answer = self.ask(Decision("replacement", opponent, options=("yes", "no"),
                                   prompt=f"{effect.name}: put {effect.amount} +1/+1 counters "
                                          "on it (tribute)? (CR 702.104a)"))
        if answer != "yes":
            return event, (f"{names[opponent].name} doesn't pay {effect.name}'s tribute",
                           ("702.104a",))
        return replace(event, counters=_plus(event.counters, effect.counter, effect.amount),
                       chosen=event.chosen + (("tribute", "paid"),)), (
            f"{names[opponent].name} pays {effect.name}'s tribute: it enters with "
            f"{effect.amount} more +1/+1 counters", ("702.104a",))

    def _dredge(self, event: Draw, effect: Candidate
                ) -> tuple[Draw | Dredge, tuple[str, tuple[str, ...]]]:
        """Dredge N (CR 702.52a): the drawing player may mill N cards and return the card to
        their hand instead; if they don't, the draw stays as it is (another dredge card
        may still replace it: each applies at most once, CR 614.5)."""
        who = event.player
        answer = self.ask(Decision("replacement", who, options=("yes", "no"), subject=effect.source,
                                   prompt=f"dredge {effect.name}: mill {effect.amount} cards "
                                          "and return it to your hand instead of drawing? "
                                          "(CR 702.52a)"))
        if answer != "yes":
            return event, (f"{self.state.players[who].name} doesn't dredge {effect.name}",
                           ("702.52a",))
        return Dredge(who, effect.source, effect.amount), (
            f"{self.state.players[who].name} dredges {effect.name} instead of drawing",
            ("702.52a", "614.1a"))

    def _may_skip(self, event: Draw, effect: Candidate
                  ) -> tuple[Draw | None, tuple[str, tuple[str, ...]]]:
        """"If you would draw a card, you may skip that draw instead." (CR 614.1a, 614.11):
        the drawing player chooses as it is applied; if they don't, the draw stays."""
        who = self.state.players[event.player].name
        answer = self.ask(Decision("replacement", event.player, options=("yes", "no"),
                                   subject=effect.source,
                                   prompt=f"{effect.name}: skip this draw? (CR 614.11)"))
        if answer != "yes":
            return event, (f"{who} doesn't skip the draw ({effect.name})", ("614.11",))
        return None, (f"{who} skips a draw ({effect.name})", ("614.1a", "614.11"))

    def _command_zone(self, event: ZoneChange, effect: Candidate
                      ) -> tuple[ZoneChange, tuple[str, tuple[str, ...]]]:
        """CR 903.9b: a commander's owner may put it into the command zone instead of their
        hand or library."""
        owner = self.state.objects[event.obj].owner
        who = self.state.players[owner].name
        answer = self.ask(Decision("replacement", owner, options=("yes", "no"),
                                   subject=effect.source,
                                   prompt=f"put {effect.name} into the command zone instead "
                                          f"of your {event.to_zone}? (CR 903.9b)"))
        if answer != "yes":
            return event, (f"{who} lets {effect.name} go to their {event.to_zone}",
                           ("903.9b",))
        return replace(event, to_zone="command", destroy=False, others_to=event.to_zone,
                       text=f"{effect.name} is put into the command zone instead",
                       rules=event.rules + ("903.9b",)), (
            f"{who} puts {effect.name} into the command zone instead of their "
            f"{event.to_zone}", ("903.9b", "614.1a"))

    def _may_counters(self, event: Enter, effect: Candidate
                      ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"You may have this creature enter with a +1/+1 counter on it" (unleash, CR
        702.98a): its controller chooses as it enters (CR 614.1c)."""
        who = event.controller
        answer = self.ask(Decision("replacement", who, options=("yes", "no"),
                                   prompt=f"{effect.name}: enter with {effect.amount} "
                                          f"{effect.counter} counter? (CR 614.1c)"))
        if answer != "yes" and effect.op == "riot":             # haste instead (702.136a)
            return replace(event, chosen=event.chosen + (("riot", "haste"),)), (
                f"{self.state.players[who].name} chooses haste for {effect.name}",
                ("702.136a",))
        if answer != "yes":
            return event, (f"{self.state.players[who].name} chooses no counter for "
                           f"{effect.name}", ("614.1c",))
        return replace(event, counters=_plus(event.counters, effect.counter, effect.amount)), (
            f"{effect.name} enters with {effect.amount} {effect.counter} counter"
            f"{'s' if effect.amount != 1 else ''}", ("614.1c",))

    def _choose_counter(self, event: Enter, effect: Candidate
                        ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"This creature enters with your choice of a flying counter or a reach counter on
        it": its controller chooses the kind as it enters (CR 614.1c, 122.1b)."""
        who = event.controller
        spec = _abilities_spec(self.state, event, effect)
        kinds, counters, chosen = spec.kinds, event.counters, []
        for _ in range(spec.picks):            # "two different counters" (CR 614.1c)
            answer = self.ask(Decision("replacement", who, options=tuple(
                k for k in kinds if k not in chosen), prompt=f"{effect.name}: enter with "
                "which counter? (CR 614.1c)"))
            chosen.append(answer)
            counters = _plus(counters, answer, effect.amount)
        return replace(event, counters=counters), (
            f"{effect.name} enters with a {' and a '.join(chosen)} counter", ("614.1c",))

    def _choose_becomes(self, event: Enter, effect: Candidate
                        ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"As this creature enters, it becomes your choice of a 3/3 creature, a 2/2
        creature with flying, or ...": its controller chooses before it enters (CR
        614.12a); what was chosen is part of its copiable values (CR 208.2b, 707.2)."""
        spec = _abilities_spec(self.state, event, effect)
        answer = self.ask(Decision("replacement", event.controller, options=spec.kinds,
                                   subject=event.obj,
                                   prompt=f"{effect.name}: it becomes your choice of "
                                          f"{', '.join(spec.kinds)} (CR 614.12a)"))
        card = chosen_characteristics(event.as_it_enters, spec.options[
            spec.kinds.index(answer)])
        return replace(event, becomes=event.becomes + (
            layer_effect("1a", "copy", card=card),)), (
            f"{self.state.players[event.controller].name} chooses {answer} for "
            f"{effect.name}", ("614.12a", "208.2b"))

    def _devour(self, event: Enter, effect: Candidate
                ) -> tuple[Enter, tuple[str, tuple[str, ...]]]:
        """"Devour N" (CR 702.82a): as it enters, its controller chooses any number of
        creatures they control to sacrifice (one at a time, then "done"); it enters with N
        +1/+1 counters for each. The sacrifices happen as it enters (`tolaria.rules.events`)."""
        from tolaria.rules.layers import characteristics
        state, who = self.state, event.controller
        flt = _abilities_spec(state, event, effect).sacrifice if effect.key[0] == "own" \
            else None                         # "sacrifice any number of permanents" (614.12)
        rule = "702.82a" if flt is None else "614.12"
        mine = [oid for oid in state.battlefield if oid != event.obj
                and characteristics(state, state.objects[oid]).controller == who
                and (characteristics(state, state.objects[oid]).is_creature if flt is None
                     else matches(state, flt, state.objects[oid], who))]
        picked: list[int] = []
        while len(picked) < len(mine):
            answer = self.ask(Decision(
                "replacement", who, options=tuple(o for o in mine if o not in picked) + ("done",),
                prompt=f"{effect.name}: choose a {'creature' if flt is None else 'permanent'} "
                       f"to sacrifice, or done (CR {rule})"))
            if answer == "done":
                break
            picked.append(answer)
        if not picked:
            return event, (f"{state.players[who].name} sacrifices nothing for {effect.name}",
                           (rule,))
        n = effect.amount * len(picked)
        return replace(event, counters=_plus(event.counters, "+1/+1", n) if n else
                       event.counters,
                       chosen=event.chosen + (("devour", ",".join(map(str, picked))),)), (
            f"{effect.name}: {len(picked)} permanent{'s' if len(picked) != 1 else ''} "
            f"sacrificed as it enters" + (f", {n} +1/+1 counter{'s' if n != 1 else ''}"
                                          if n else ""), (rule,))

    def _choose(self, event: Event, applied: frozenset, first: list[Candidate],
                chooser: int) -> Candidate:
        """CR 616.1e: the chooser picks one, unless every pick leads to the same results."""
        state = self.state
        by_result: dict[frozenset, Candidate] = {}
        memo: dict = {}
        for candidate in _distinct(first, self.shields):
            after, shields, _ = apply(state, candidate, event, self.shields)
            reach = _reachable(state, after, applied | {candidate.key}, shields, memo)
            by_result.setdefault(reach, candidate)
        if len(by_result) == 1:
            return first[0]
        distinct = list(by_result.values())
        options = _labels(distinct)
        answer = self.ask(Decision(
            "replacement", chooser, options=tuple(options),
            prompt=f"choose the replacement or prevention effect to apply first to "
                   f"{_describe(state, event)} (CR 616.1)"))
        return distinct[options.index(answer)]

    def _next(self, batch: tuple[Event, ...], remaining: list[int], choosers: list[int]) -> int:
        """CR 615.7: which of several simultaneous damage events a shield meets first."""
        index = remaining[0]
        event = batch[index]
        if not isinstance(event, Damage):
            return index
        group = [i for i in remaining
                 if isinstance(batch[i], Damage) and batch[i].target == event.target]
        if len(group) < 2 or not self._contested([batch[i] for i in group]):
            return index
        sources = [batch[i].source for i in group]
        if len(set(sources)) != len(sources):
            return index
        answer = self.ask(Decision(
            "replacement", choosers[index], options=tuple(sources),
            prompt=f"choose the damage to {ref_name(self.state, event.target)} that "
                   "prevention applies to first (CR 615.7)"))
        return group[sources.index(answer)]

    def _contested(self, group: list[Damage]) -> bool:
        """Would it matter which of these the prevention shields prevent?"""
        state = self.state
        for shield in self.shields:
            if not isinstance(shield, PreventionShield) or shield.from_source is not None \
                    or shield.every:
                continue                     # all such damage is prevented: nothing to choose
            hit = [e for e in group if e.preventable and _prevents(state, shield, e)]
            if len(hit) < 2 or len({_damage_signature(state, e) for e in hit}) < 2:
                continue
            # Other effects may change the amounts first (Furnace of Rath): then it may matter.
            changed = any(e.instead for e in hit) or any(
                spec.event in ("damage", "damage_mod") for _, spec, _ in
                replacement_statics(state))
            if changed or shield.amount < sum(e.amount for e in hit):
                return True
        from tolaria.rules.effects import replacements  # the next N damage redirected (614.9)
        return replacements.redirect_contested(state, self.shields, group)


def _damage_signature(state: GameState, event: Damage) -> tuple[Any, ...]:
    """What makes one source's damage differ from another's in its results (CR 120.3)."""
    source = state.objects[event.source]
    chars = characteristics(state, source)
    return (chars.controller, event.amount, event.combat,
            frozenset(chars.keywords) & {"lifelink", "deathtouch"}, event.instead)


def _reachable(state: GameState, event: Event | None, applied: frozenset,
               shields: tuple[Shield, ...], memo: dict | None = None) -> frozenset:
    """Every final (event, shields) that some order of the remaining effects gives.

    Orders that reach the same point are explored once (`memo`), and of several
    interchangeable effects (identical shields, e.g. one ability activated eight
    times) only one is tried at each step: which one is applied can't change a result.
    """
    memo = {} if memo is None else memo
    point = (event, applied, shields)
    known = memo.get(point)
    if known is not None:
        return known
    signature = tuple(_shield_content(s) for s in shields)
    if event is None:
        results = frozenset({(None, signature)})
    elif not (found := [c for c in applicable(state, event, shields) if c.key not in applied]):
        results = frozenset({(event, signature)})
    else:
        results = frozenset()
        first = [c for c in found if c.self_replacement] or found
        for candidate in _distinct(first, shields):
            after, left, _ = apply(state, candidate, event, shields)
            results |= _reachable(state, after, applied | {candidate.key}, left, memo)
    memo[point] = results
    return results


def _distinct(candidates: list[Candidate], shields: tuple[Shield, ...]) -> list[Candidate]:
    """One candidate of each kind: two whose effects are the same apply the same way."""
    by_sid = {s.sid: s for s in shields}
    kinds: dict[tuple, Candidate] = {}
    for c in candidates:
        shield = by_sid.get(c.shield) if c.shield is not None else None
        content = _shield_content(shield) if shield is not None else c.key
        kinds.setdefault((c.op, c.name, c.source, c.amount, c.counter, content), c)
    return list(kinds.values())


def _shield_content(shield: Shield) -> Shield:
    """A shield without what only names it: two identical shields are interchangeable."""
    return replace(shield, sid=0, source_name="", source_id=None, uid=None)


def _labels(candidates: list[Candidate]) -> list[Any]:
    """How each option is named: its source's object id, or its name if that's ambiguous."""
    ids = [c.source for c in candidates]
    if None not in ids and len(set(ids)) == len(ids):
        return ids
    names = [c.name for c in candidates]
    return [name if names.count(name) == 1 else f"{name} ({k + 1})"
            for k, name in enumerate(names)]


def _shuffled_not_buried(card: Any) -> bool:
    """Does the card say "If <this> would be put into a graveyard from anywhere, reveal
    <this> and shuffle it into its owner's library instead" (CR 614.1a)? In a hand, a
    library or exile the card's own text works (CR 113.6b); on the battlefield or the stack,
    whether the object still has it is its characteristics' question (CR 613.1f)."""
    return bool(card.static) and any(a.kind == SHUFFLED_NOT_BURIED for a in card.static)


def _discarded_onto_battlefield(state: GameState, event: ZoneChange) -> StaticAbility | None:
    """The card's "If a spell or ability an opponent controls causes you to discard this
    card, put it onto the battlefield instead ..." when this event is such a discard: from
    its owner's hand to a graveyard, made by an instruction of another player's spell or
    ability (CR 701.8a, 113.6: the card's own text works in the hand)."""
    obj = state.objects[event.obj]
    if event.by == obj.owner or event.to_zone != "graveyard" or obj.zone != "hand" \
            or "701.8a" not in event.rules or not obj.card.static:
        return None
    return next((a for a in obj.card.static if a.kind == DISCARDED_ONTO_BATTLEFIELD), None)


def _discarded_entering(state: GameState, event: ZoneChange) -> Enter:
    """The discarded card enters under its owner's control instead (CR 701.8c, 110.2), with
    the +1/+1 counters the ability names (CR 122.6)."""
    obj = state.objects[event.obj]
    ability = _discarded_onto_battlefield(state, event)
    counters = (("+1/+1", ability.amount),) if ability is not None and ability.amount else ()
    return Enter(obj.id, obj.card, obj.owner, counters=counters, discarded=True)


def _exiled_not_buried(card: Any) -> bool:
    """Does the card say "If <this> would be put into a graveyard from anywhere, exile it
    instead" (a disturb card's back face, CR 614.1a, 702.146)? Whether the object still
    has the ability is its characteristics' question (CR 613.1f)."""
    return bool(card.static) and any(a.kind == EXILED_NOT_BURIED for a in card.static)


def chosen_characteristics(card: CardDef, parts: tuple[LayerEffect, ...]) -> CardDef:
    """The card as "it becomes your choice of a 2/2 creature with flying" makes it: the
    values chosen as it enters are copiable values (CR 208.2b, 707.2), each part applied
    as its layer would (CR 205.1a-b, 613.1d, 613.1f, 613.4b)."""
    from tolaria.rules.layers import NON_CREATURE_SUBTYPES
    for part in parts:
        named = tuple(part.get("subtypes", ()))
        if part.op == "set_types":
            kept = named or tuple(t for t in card.subtypes if t not in NON_CREATURE_SUBTYPES)
            card = replace(card, types=frozenset(part.get("types")), subtypes=kept)
        elif part.op == "add_types":
            card = replace(card, types=card.types | frozenset(part.get("types")))
        elif part.op == "add_subtypes":
            card = replace(card, subtypes=card.subtypes + tuple(
                t for t in sorted(named) if t not in card.subtypes))
        elif part.op == "set_creature_subtypes":
            card = replace(card, subtypes=tuple(
                t for t in card.subtypes if t in NON_CREATURE_SUBTYPES) + tuple(sorted(named)))
        elif part.op == "set_pt":
            card = replace(card, power=part.get("power"), toughness=part.get("toughness"))
        elif part.op == "add_keywords":
            card = replace(card, keywords=card.keywords | frozenset(part.get("keywords")))
    return card
