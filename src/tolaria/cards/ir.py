"""The ability IR: card behaviour as data the engine interprets.

A card's rules text becomes abilities (CR 113): spell abilities (the effect of
an instant or sorcery), activated abilities (CR 602), triggered abilities
(CR 603) and static abilities (CR 604), plus keyword abilities (CR 702) kept
by name. Each ability is a frozen dataclass; effects are `Effect(op, params)`
records whose `op` names a handler in `tolaria.effects`. Hand-written
definitions (`tolaria.cards.dsl`) and the Oracle compiler both produce this.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tolaria.mana import ManaCost, parse_cost

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

# Quantities are ints, "X" (the spell's X, CR 107.3) or small tagged tuples.
Amount = Any


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects qualify, e.g. "nonblack creature an opponent controls"."""

    types: frozenset[str] = frozenset()  # any of these card types
    not_types: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()  # any of these subtypes
    not_subtypes: frozenset[str] = frozenset()
    not_supertypes: frozenset[str] = frozenset()  # "nonbasic" (CR 205.4a)
    controller: str | None = None  # None, "you" or "opponent"
    spell: bool = False  # a spell on the stack (CR 112.1)
    permanent: bool = False  # with `spell`: "spell or permanent"
    other: bool = False  # "another": not the source itself
    tapped: bool | None = None  # "tapped creature" (True) / "untapped" (False): a status (CR 110.5)
    # Read by the Oracle compiler (tolaria.cards.oracle); `more_match` tests them.
    colors: frozenset[str] = frozenset()  # any of these colours ("black creature", CR 105.2)
    colorless: bool = False  # CR 105.2c
    multicolored: bool = False  # CR 105.4
    supertypes: frozenset[str] = frozenset()  # all of these ("legendary", CR 205.4)
    all_types: frozenset[str] = frozenset()  # all of these card types ("artifact creature")
    keywords: frozenset[str] = frozenset()  # has any of these ("creature with flying")
    not_keywords: frozenset[str] = frozenset()  # "creature without flying"
    compare: tuple[tuple[str, str, int], ...] = ()  # ("power", "<=", 2): "with power 2 or less"
    combat: str = ""  # status: "attacking", "blocking" or "attacking or blocking" (CR 506.4)
    token: bool | None = None  # status: a token (True) / "nontoken" (False) (CR 111.1)
    zone: str = ""  # "graveyard": cards in graveyards ("creature card from your graveyard")
    # "of the chosen type": the creature type its source's controller chose as the source
    # entered (CR 614.12, 607.2); set to that type when its static ability applies.
    chosen_type: bool = False
    # Whether any characteristic test above is set: computed, so chars_match stays fast.
    more: bool | None = None

    def __post_init__(self) -> None:
        if self.more is None:
            object.__setattr__(self, "more", bool(
                self.colors or self.colorless or self.multicolored or self.supertypes
                or self.all_types or self.keywords or self.not_keywords or self.compare))

    def more_match(self, chars: Any) -> bool:
        """The compiler's characteristic tests (colours, supertypes, keywords, numbers)."""
        colors = chars.colors
        if self.colors and not colors & self.colors:
            return False
        if (self.colorless and colors) or (self.multicolored and len(colors) < 2):
            return False
        if self.supertypes and not self.supertypes <= chars.supertypes:
            return False
        if self.all_types and not self.all_types <= chars.types:
            return False
        if self.keywords and not self.keywords & chars.keywords:
            return False
        if self.not_keywords and self.not_keywords & chars.keywords:
            return False
        for what, op, n in self.compare:
            value = getattr(chars, what)
            if value is None or not (value <= n if op == "<=" else value >= n):
                return False
        return True

    def status_match(self, obj: Any) -> bool:
        """The compiler's status tests (CR 110.5, 506.4): attacking, blocking, token."""
        if self.token is not None and obj.card.token != self.token:
            return False
        if self.combat == "attacking":
            return obj.attacking is not None
        if self.combat == "blocking":
            return bool(obj.blocking)
        if self.combat == "attacking or blocking":
            return obj.attacking is not None or bool(obj.blocking)
        return True

    def describe(self) -> str:
        words = [f"non{COLOR_NAMES[c]}" for c in sorted(self.not_colors)]
        words += [f"non{t.lower()}" for t in sorted(self.not_types)]
        words += [t.lower() for t in sorted(self.types)] or ["permanent"]
        if self.spell:
            words = words[:-1] + ["spell"] if self.types else ["spell"]
        return " ".join(words)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target ..." phrase (CR 115.1).

    `players` is None (no players), "any", "opponent" or "you"; `objects` is a
    filter over permanents (or spells when `objects.spell`). "Any target" (CR
    115.4) is players="any" with creatures, planeswalkers and battles.
    """

    players: str | None = None
    objects: ObjectFilter | None = None
    text: str = "target"
    # "another target creature": not an object chosen for an earlier target of the same
    # spell or ability (CR 115.3 allows it otherwise).
    distinct: bool = False


def printed_number(value: str | None, cda: bool = False) -> int | None:
    """A printed power, toughness or loyalty; "*" is 0 when a characteristic-defining
    ability sets it (CR 208.2a). ValueError for any other non-number."""
    if value is None:
        return None
    if value == "*" and cda:
        return 0
    return int(value)


def param(params: tuple[tuple[str, Any], ...], key: str, default: Any = None) -> Any:
    """The value of `key` in a sorted (key, value) tuple."""
    for k, v in params:
        if k == key:
            return v
    return default


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of an ability, interpreted by `tolaria.effects`."""

    op: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return param(self.params, key, default)


def effect(op: str, **params: Any) -> Effect:
    return Effect(op, tuple(sorted(params.items())))


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal spell or ability (CR 700.2)."""

    targets: tuple[TargetSpec, ...]
    effects: tuple[Effect, ...]
    text: str = ""


@dataclass(frozen=True, slots=True)
class Cost:
    """A cost (CR 118): an activation cost (CR 602.1a), an additional or alternative cost.

    Besides mana: {T} and {Q} (CR 107.5, 107.6), sacrificing this permanent or
    permanents matching filters (one filter per permanent: "two Mountains" is two),
    discarding cards, paying life (CR 119.4), exiling cards from your graveyard and
    removing counters from this permanent. The objects a cost chooses (what to
    sacrifice, discard, exile) are part of the action (`Action.costs`).
    """

    mana: ManaCost = field(default_factory=lambda: parse_cost(""))
    tap: bool = False  # {T} (CR 107.5)
    sacrifice_self: bool = False
    loyalty: int | None = None  # loyalty abilities (CR 606.4)
    untap: bool = False  # {Q} (CR 107.6)
    sacrifice: tuple[ObjectFilter, ...] = ()  # "Sacrifice a creature" (CR 701.17)
    discard: int = 0  # "Discard a card" (CR 701.8)
    life: int = 0  # "Pay N life" (CR 119.4)
    exile_from_graveyard: int = 0  # "Exile a card from your graveyard"
    remove_counters: tuple[tuple[str, int], ...] = ()  # (kind, n) from this permanent
    crew: int = 0  # "Crew N": tap other creatures of total power N or more (CR 702.122a)
    energy: int = 0  # "Pay {E}{E}": energy counters the player removes (CR 107.14)

    @property
    def only_tap(self) -> bool:
        """Just {T} (plus mana): the cost of an ordinary mana source (CR 605.1a)."""
        return self.tap and not (self.sacrifice_self or self.untap or self.sacrifice
                                 or self.discard or self.life or self.exile_from_graveyard
                                 or self.remove_counters or self.loyalty is not None
                                 or self.energy)

    @property
    def chosen_count(self) -> int:
        """How many objects paying it chooses: sacrificed, discarded, exiled (in that order)."""
        return len(self.sacrifice) + self.discard + self.exile_from_graveyard

    def plus(self, other: Cost) -> Cost:
        """Both costs together (CR 601.2f: mana or alternative cost plus additional costs)."""
        loyalty = other.loyalty if self.loyalty is None else self.loyalty
        return Cost(mana=self.mana.plus(other.mana), tap=self.tap or other.tap,
                    sacrifice_self=self.sacrifice_self or other.sacrifice_self,
                    loyalty=loyalty, untap=self.untap or other.untap,
                    sacrifice=self.sacrifice + other.sacrifice,
                    discard=self.discard + other.discard, life=self.life + other.life,
                    exile_from_graveyard=self.exile_from_graveyard + other.exile_from_graveyard,
                    remove_counters=self.remove_counters + other.remove_counters,
                    crew=self.crew + other.crew)

    def describe(self) -> str:
        parts = []
        if self.loyalty is not None:
            parts.append(f"[{self.loyalty:+d}]" if self.loyalty else "[0]")
        if not self.mana.is_empty:
            parts.append(str(self.mana))
        if self.tap:
            parts.append("{T}")
        if self.untap:
            parts.append("{Q}")
        if self.sacrifice_self:
            parts.append("Sacrifice this")
        for flt in self.sacrifice:
            what = " or ".join(sorted(flt.subtypes)) if flt.subtypes else flt.describe()
            parts.append(f"Sacrifice {'another' if flt.other else 'a'} {what}")
        if self.discard:
            parts.append(f"Discard {self.discard} card{'s' if self.discard != 1 else ''}")
        if self.life:
            parts.append(f"Pay {self.life} life")
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.exile_from_graveyard:
            parts.append(f"Exile {self.exile_from_graveyard} card"
                         f"{'s' if self.exile_from_graveyard != 1 else ''} from your graveyard")
        for kind, n in self.remove_counters:
            parts.append(f"Remove {n} {kind} counter{'s' if n != 1 else ''}")
        if self.crew:
            parts.append(f"Tap other creatures with total power {self.crew} or greater")
        return ", ".join(parts)


@dataclass(frozen=True, slots=True)
class AlternativeCost:
    """A cost paid rather than the mana cost (CR 118.9), announced by `name` (CR 601.2b).

    `name` is the keyword ("madness"...) or "alternative cost" for one without a
    keyword, such as Fireblast's "rather than pay this spell's mana cost".
    """

    cost: Cost
    name: str = "alternative cost"
    text: str = ""


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """What an instant or sorcery does when it resolves (CR 113.3a)."""

    modes: tuple[Mode, ...]
    modal: bool = False  # "Choose one —" (CR 700.2)
    additional_cost: Cost | None = None  # "As an additional cost to cast this spell" (CR 118.8)
    alternative_costs: tuple[AlternativeCost, ...] = ()  # "rather than pay" (CR 118.9)
    # "Choose one or both —" / "Choose two —": how many modes may be chosen (CR 700.2d),
    # and for each set of several modes the Mode they make together (targets in order).
    choose: tuple[int, int] = (1, 1)
    combined: tuple[tuple[tuple[int, ...], Mode], ...] = ()

    @property
    def is_modal(self) -> bool:
        return self.modal

    def choices(self) -> list[int | tuple[int, ...]]:
        """The legal mode choices: an index for one mode, a tuple for several (CR 700.2)."""
        single: list[int | tuple[int, ...]] = (
            list(range(len(self.modes))) if self.choose[0] <= 1 else [])
        return single + [chosen for chosen, _ in self.combined]

    def mode_for(self, chosen: Any) -> Mode:
        """The Mode of a choice: one index (None: the first), or several indices."""
        if chosen is None or isinstance(chosen, int):
            return self.modes[chosen or 0]
        key = tuple(chosen)
        if len(key) == 1:
            return self.modes[key[0]]
        for modes, mode in self.combined:
            if modes == key:
                return mode
        raise IndexError(f"no combination of modes {key}")


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """ "[Cost]: [Effect]" (CR 602). Mana abilities (CR 605.1a) carry `mana`."""

    cost: Cost
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()
    mana: tuple[str, ...] | None = None  # options, e.g. ("G",) or ("W", "U"); see mana.ManaSource
    sorcery_speed: bool = False  # "Activate only as a sorcery" (CR 602.5d, 606.3)
    text: str = ""
    # Where it can be activated: "battlefield", or "hand" for abilities that function only
    # while the card is in a hand (cycling CR 702.29a, ninjutsu CR 702.49a).
    zone: str = "battlefield"
    # The keyword it is ("swampcycling", "ninjutsu"): announced as `activate X for KEYWORD`,
    # and naming the costs the keyword adds (discard this card, return an attacker).
    keyword: str = ""
    # "Activate only during your upkeep": the step of its controller's turn it needs (CR 602.5).
    during: str = ""
    # "Activate only once each turn." (CR 602.5b)
    once_each_turn: bool = False
    # A mana ability's own "If [conditions], add [mana] instead" (the Urza lands; a
    # self-replacement effect, CR 614.15): (conditions that must all hold, mana options).
    mana_instead: tuple[tuple[Condition, ...], tuple[str, ...]] | None = None

    @property
    def is_mana_ability(self) -> bool:
        return self.mana is not None

    @property
    def is_loyalty(self) -> bool:
        return self.cost.loyalty is not None


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition on the game, checked by `tolaria.triggers`.

    It is an intervening "if" clause (CR 603.4) or a state trigger's state (CR 603.8).
    ops: "untapped" (the source is an untapped permanent); "count" (the number of
    permanents matching `filter`, from the ability controller's point of view, is
    at least `at_least` and at most `at_most` when given; `filter.other` leaves the
    source out); "life" (the controller's life total is at least `at_least` / at
    most `at_most`); "kicked" (the source was kicked, CR 702.33d).
    """

    op: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return param(self.params, key, default)


def condition(op: str, **params: Any) -> Condition:
    return Condition(op, tuple(sorted(params.items())))


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """ "When/Whenever/At [event], [effect]" (CR 603.1).

    `event`: "enters" (CR 603.6a), "leaves" (leaves the battlefield, CR 603.6c),
    "dies" (put into a graveyard from the battlefield, CR 700.4), "attacks"
    (CR 508.3a), "blocks", "becomes_blocked" (CR 509.3c-d), "combat_damage_player"
    (deals combat damage to a player, CR 510.3a): about this object when `filter`
    is None, else about any object matching `filter` (seen by the ability's
    controller; `filter.other` excludes this object). "cast": a player (`whose`)
    casts a spell matching `filter` (CR 601.2i). "step": at the beginning of
    `step` of `whose` turn (CR 603.2b); "upkeep" is "at the beginning of your
    upkeep" (CR 503.1a). "state": a state trigger, true when `condition` is
    (CR 603.8). "reflexive" / "delayed": created by an effect (CR 603.12, 603.7).
    `whose` is "you", "opponent" or "each". `condition` is an intervening "if"
    (CR 603.4), except for a state trigger, where it is the trigger condition.
    """

    event: str
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    optional: bool = False  # "you may" (CR 603.5)
    text: str = ""
    filter: ObjectFilter | None = None
    step: str = ""
    whose: str = "you"
    condition: Condition | None = None
    # "When this creature enters, choose one —": the modes, one chosen as the ability is
    # put on the stack (CR 603.3c, 700.2); the chosen one's targets and effects replace
    # `targets` and `effects` then.
    modes: tuple[Mode, ...] = ()
    # "you may pay {M}. If you do, ...": with `optional`, the mana paid as it resolves if the
    # controller chooses to (CR 603.5, 118.1); the effects happen only if it was paid.
    optional_cost: str = ""
    # event "chapter": a Saga's chapter ability, triggering when its lore counters go from
    # fewer than `chapter` to at least `chapter` (CR 714.2b).
    chapter: int = 0


LAYERS = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")   # CR 613.1-613.4


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """What one continuous effect does in one layer (CR 613.1).

    ops by layer: 1a "copy" (card: the copiable values, CR 707.2); 1b "face_down"
    (CR 708.2); 2 "control" (controller: "source" = the source's controller);
    3 "text" (old, new: a colour word or basic land type, CR 612.2); 4 "add_types",
    "add_subtypes", "set_creature_subtypes" (CR 205.1b), "set_land_subtypes" (CR 305.7);
    5 "set_colors", "add_colors"; 6 "add_keywords", "add_abilities", "remove_all_abilities";
    7b "set_pt", "set_pt_to_mana_value"; 7c "add_pt"; 7d "switch_pt".
    """

    layer: str
    op: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        return param(self.params, key, default)


def layer_effect(layer: str, op: str, **params: Any) -> LayerEffect:
    if layer not in LAYERS:
        raise ValueError(f"no layer {layer!r} (CR 613.1)")
    return LayerEffect(layer, op, tuple(sorted(params.items())))


@dataclass(frozen=True, slots=True)
class ReplacementSpec:
    """What a replacement or prevention effect does (CR 614, 615), as data.

    `event` is what it watches for: "damage" (a source would deal damage, CR 120),
    "graveyard" (a card or token would be put into a graveyard from anywhere),
    "enter" (a permanent would enter the battlefield, CR 614.1c-d), "counters" (an
    effect would put counters on a permanent, CR 614.16), "tokens" (an effect would
    create tokens), "draw" (CR 614.11), "gain_life", "lose_life".
    `op` is what happens instead: "double" (twice that much or that many), "exile"
    (it's exiled instead), "tapped" (it enters tapped), "counters" (it enters with
    `amount` `counter` counters), "skip" (nothing happens, CR 614.1b), "set" (it's
    `amount` instead: a self-replacement effect's usual shape, CR 614.15),
    "choose_type" (as it enters, its controller chooses a creature type, CR 614.12).
    `who` says whose players or objects it affects, relative to the controller of
    its source: "any", "you" or "opponent". `cards_only`: cards, not tokens.
    """

    event: str
    op: str
    who: str = "any"
    amount: int = 0
    counter: str = ""
    cards_only: bool = False
    # "enters with X counters": the amount is the X of the spell it entered from, 0 if it
    # entered from anywhere else (CR 107.3m).
    x: bool = False


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability (CR 604) as data.

    kinds: "continuous" (a continuous effect: `parts` applied in their layers to the
    objects `affects`/`filter` describe, CR 611.3), "restrict" (the affected objects
    gain `restrictions` such as "cant_block", CR 508.1c, 509.1b), "extra_land" (its
    controller may play `amount` additional lands each turn, CR 305.2), "replacement"
    (a replacement or prevention effect described by `replacement`, CR 614.1; with
    `affects` "self" and event "enter", about this permanent entering), "cost_change"
    (spells matching `filter` cost `amount` generic mana more, or less if negative, to
    cast, CR 601.2f; `affects` "all", "yours" or "opponents" says whose spells),
    "cast_as_though_flash" (its controller may cast spells as though they had flash,
    CR 609.4, 702.8a), "no_max_hand_size" (its controller has no maximum hand size,
    CR 402.2), "morph" (it may be cast face down for {3}; `cost` turns it face up,
    CR 702.37), "amplify" (as it enters, reveal cards sharing a creature type: `amount`
    +1/+1 counters each, CR 702.38), "cant_be_countered" (CR 101.2, 701.5).
    `affects` is "self", "enchanted", "equipped", "yours" (objects you control
    matching `filter`) or "all" (every permanent matching `filter`).
    `cda` marks a characteristic-defining ability (CR 604.3, 613.3).
    """

    kind: str
    affects: str = "self"
    filter: ObjectFilter | None = None
    parts: tuple[LayerEffect, ...] = ()
    restrictions: frozenset[str] = frozenset()
    amount: int = 0
    cda: bool = False
    text: str = ""
    replacement: ReplacementSpec | None = None  # kind "replacement" (CR 614, 615)
    cost: Cost | None = None  # kind "morph": the morph cost (CR 702.37a)


Ability = SpellAbility | ActivatedAbility | TriggeredAbility | StaticAbility


@dataclass(frozen=True, slots=True)
class CardDef:
    """A card's printed characteristics plus its abilities as IR (CR 109.3)."""

    name: str
    mana_cost: ManaCost | None
    types: frozenset[str]
    subtypes: tuple[str, ...] = ()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    keywords: frozenset[str] = frozenset()
    spell: SpellAbility | None = None
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    enchant: ObjectFilter | None = None  # "Enchant creature" (CR 303.4a, 702.5)
    enters_as_copy: ObjectFilter | None = None  # "enter as a copy of" (CR 707.9)
    text: str = ""
    token: bool = False
    kicker: Cost | None = None  # "Kicker {2}{G}": an optional additional cost (CR 702.33a)

    @property
    def is_permanent_card(self) -> bool:
        return not self.types & {"Instant", "Sorcery"}

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value if self.mana_cost else 0

    def __hash__(self) -> int:
        # Hashing every ability on each cache lookup is costly (DESIGN "Performance"); equal
        # CardDefs share these fields, so this is a valid hash and equality settles the rest.
        return hash((self.name, self.token, self.power, self.toughness))

    def token_spec(self) -> dict[str, Any]:
        """The printed characteristics of a token, as JSON (tokens have no card)."""
        return {
            "name": self.name,
            "types": sorted(self.types),
            "subtypes": list(self.subtypes),
            "colors": sorted(self.colors),
            "power": self.power,
            "toughness": self.toughness,
            "keywords": sorted(self.keywords),
        }


def token_def(spec: dict[str, Any]) -> CardDef:
    """Rebuild a token's CardDef from `CardDef.token_spec()` (CR 111.4)."""
    return CardDef(
        name=spec["name"],
        mana_cost=None,
        types=frozenset(spec["types"]),
        subtypes=tuple(spec["subtypes"]),
        colors=frozenset(spec["colors"]),
        power=spec["power"],
        toughness=spec["toughness"],
        keywords=frozenset(spec["keywords"]),
        token=True,
    )
