"""The ability IR: card behaviour as data the engine interprets.

A card's rules text becomes abilities (CR 113): spell abilities (the effect of
an instant or sorcery), activated abilities (CR 602), triggered abilities
(CR 603) and static abilities (CR 604), plus keyword abilities (CR 702) kept
by name. Each ability is a frozen dataclass; effects are `Effect(op, params)`
records whose `op` names a handler in `tolaria.rules.effects`. Hand-written
definitions (`tolaria.cards.dsl`) and the Oracle compiler both produce this.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from tolaria.data.mana import ManaCost, parse_cost

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}

# Quantities are ints, "X" (the spell's X, CR 107.3) or small tagged tuples.
Amount = Any


# how a filter's `controller` reads ("team": CR 102.4)
_CONTROLS = {"you": " you control", "opponent": " an opponent controls",
             "team": " your team controls", "not you": " you don't control"}


# `ObjectFilter.compare` bound ("toughness", ">", ITS_POWER): "with toughness greater than its
# power", each object's own (CR 208.1).
ITS_POWER = "its power"


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """Which objects qualify, e.g. "nonblack creature an opponent controls"."""

    types: frozenset[str] = frozenset()  # any of these card types
    not_types: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()  # any of these subtypes
    not_subtypes: frozenset[str] = frozenset()
    not_supertypes: frozenset[str] = frozenset()  # "nonbasic" (CR 205.4a)
    controller: str | None = None  # None, "you", "opponent" or "team" (your team, CR 102.4)
    spell: bool = False  # a spell on the stack (CR 112.1)
    permanent: bool = False  # with `spell`: "spell or permanent"
    other: bool = False  # "another": not the source itself
    tapped: bool | None = None  # "tapped creature" (True) / "untapped" (False): a status (CR 110.5)
    # Read by the Oracle compiler (tolaria.cards.oracle); `more_match` tests them.
    colors: frozenset[str] = frozenset()  # any of these colours ("black creature", CR 105.2)
    colorless: bool = False  # CR 105.2c
    multicolored: bool = False  # CR 105.4
    monocolored: bool = False  # exactly one colour (CR 105.2a)
    supertypes: frozenset[str] = frozenset()  # all of these ("legendary", CR 205.4)
    all_types: frozenset[str] = frozenset()  # all of these card types ("artifact creature")
    keywords: frozenset[str] = frozenset()  # has any of these ("creature with flying")
    not_keywords: frozenset[str] = frozenset()  # "creature without flying"
    compare: tuple[tuple[str, str, int], ...] = ()  # ("power", "<=", 2): "with power 2 or less"
    combat: str = ""  # status: "attacking", "blocking" or "attacking or blocking" (CR 506.4)
    token: bool | None = None  # status: a token (True) / "nontoken" (False) (CR 111.1)
    # "artifact, enchantment, or token" (bargain, CR 702.166a): any token matches too.
    or_token: bool = False
    zone: str = ""  # "graveyard": cards in graveyards ("creature card from your graveyard")
    # "target permanent you own": its owner is the player looking (CR 108.3); not a
    # characteristic, so only `layers.matches`, which has the object, tests it.
    owned: bool = False
    # "of the chosen type": the creature type its source's controller chose as the source
    # entered (CR 614.12, 607.2); set to that type when its static ability applies.
    chosen_type: bool = False
    # status: "damaged" (it was dealt damage this turn) or "dealt" (it dealt damage this
    # turn), from the turn's record (`GameState.this_turn`, CR 120.3).
    this_turn: str = ""
    # status: a counter of this kind on it ("with a +1/+1 counter on it"); "any": any
    # counter (CR 122.1).
    counter: str = ""
    # "without a fate counter on it": `counter` is a kind it must not have (CR 122.1)
    counter_absent: bool = False
    # "creature or Vehicle": it matches one of these (each a card type, a subtype or a
    # supertype test: "historic", CR 700.6); the rest of this filter applies to all of them.
    # With `spell` and `permanent` ("spell or creature"), the one with `spell` is for an
    # object on the stack, the other for a permanent (`layers.matches`).
    any_of: tuple[ObjectFilter, ...] = ()
    # "target activated or triggered ability": abilities on the stack of these kinds
    # ("activated", "triggered"; CR 113.1, 115.1); with `spell`, spells too.
    abilities: frozenset[str] = frozenset()
    # "of the chosen type/color" after "Choose a creature type/color." in the same ability
    # (CR 608.2d): "type", "not type", "color" or "not color"; bound to the choice as the
    # ability resolves (`tolaria.rules.effects.choices.bind`). Unbound, nothing matches.
    chosen: str = ""
    # status: "spell with a single target": a spell or ability on the stack with exactly one
    # target (CR 115.1, 115.7)
    single_target: bool = False
    # this name (CR 201.2): "named Festering Newt", or "with the same name as that
    # creature" (bound as it resolves, `tolaria.rules.choices`)
    name: str = ""
    # "with mana cost {0} or {1}": its mana cost is exactly one of these texts (CR 202.1);
    # an object with no mana cost has none of them (CR 202.1b), even one with mana value 0.
    mana_costs: frozenset[str] = frozenset()
    # "with {X} in its mana cost": its mana cost has an {X} (CR 107.3, 202.1)
    x_cost: bool = False
    # "spell that targets you / a player / this creature / a creature you control": one of
    # the spell's targets (CR 115.1) is one of these: TARGETS_YOU, TARGETS_A_PLAYER,
    # TARGETS_SELF or a filter for objects (`tolaria.rules.layers.matches` tests them)
    targeting: tuple[Any, ...] = ()
    # status: "modified creature": it has a counter, is equipped, or is enchanted by an Aura
    # its controller controls (CR 700.9); only `layers.matches` tests it
    modified: bool = False
    # status: "enchanted" / "equipped" creatures: an Aura / an Equipment (either, with both)
    # is attached to it (CR 303.4, 301.5); only a static ability's layers test it
    # (`tolaria.rules.layers._affected`)
    attached: frozenset[str] = frozenset()
    # status: "commander creatures" / "commanders": its card is a commander (CR 903.3);
    # only a static ability's layers test it (`tolaria.rules.layers._affected`)
    commander: bool = False
    # "permanents you don't own": its owner isn't the player looking (CR 108.3); only
    # `layers.matches` and the "you control N or more ..." count test it
    unowned: bool = False
    # status: "Aura attached to a creature / a land": the permanent it is attached to
    # matches this (CR 303.4, 301.5); only `layers.matches` tests it
    attached_to: ObjectFilter | None = None
    # Whether any characteristic test above is set: computed, so chars_match stays fast.
    more: bool | None = None

    def __post_init__(self) -> None:
        if self.more is None:
            object.__setattr__(self, "more", bool(
                self.colors or self.colorless or self.multicolored or self.monocolored
                or self.supertypes
                or self.all_types or self.keywords or self.not_keywords or self.compare
                or self.any_of or self.chosen or self.name or self.mana_costs or self.x_cost))

    def more_match(self, chars: Any) -> bool:
        """The compiler's characteristic tests (colours, supertypes, keywords, numbers)."""
        if self.chosen:
            return False                              # a choice never made: nothing matches
        if self.name and getattr(chars, "name", None) != self.name:
            return False
        if self.mana_costs and getattr(chars, "mana_cost", "") not in self.mana_costs:
            return False                              # CR 202.1, 202.1b
        if self.x_cost and "{X}" not in (getattr(chars, "mana_cost", "") or ""):
            return False                              # CR 107.3
        colors = chars.colors
        if self.colors and not colors & self.colors:
            return False
        if self.any_of and not any(
                (chars.types & f.types or chars.subtypes & f.subtypes
                 or chars.supertypes & f.supertypes
                 or not (f.types or f.subtypes or f.supertypes))   # "a card with flash"
                and not chars.supertypes & f.not_supertypes   # "or nonbasic land" (205.4a)
                and not chars.types & f.not_types             # "noncreature or Dragon spell"
                and not colors & f.not_colors                 # "land or nonblack creature"
                and (not f.more or f.more_match(chars)) for f in self.any_of):
            return False
        if (self.colorless and colors) or (self.multicolored and len(colors) < 2):
            return False
        if self.monocolored and len(colors) != 1:                # CR 105.2a
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
            if n == ITS_POWER:                  # "with toughness greater than its power"
                if value is None or chars.power is None or not value > chars.power:
                    return False
                continue
            if value is None or n == "X" or type(n) is tuple:   # an X never announced, a
                return False                    # count never made (`targets`): none qualifies
            if not (value <= n if op == "<=" else value >= n if op == ">=" else value == n):
                return False
        return True

    def status_match(self, obj: Any) -> bool:
        """The compiler's status tests (CR 110.5, 506.4): attacking, blocking, token."""
        if self.token is not None and obj.card.token != self.token:
            return False
        if self.counter and (any(obj.counters.values()) if self.counter == "any" else obj.counters
                             .get(self.counter, 0) > 0) == self.counter_absent:
            return False
        if self.single_target and not (len(obj.targets) == 1 and obj.targets[0] is not None):
            return False
        if self.combat == "attacking":
            return obj.attacking is not None
        if self.combat == "blocking":
            return bool(obj.blocking)
        if self.combat == "attacking or blocking":
            return obj.attacking is not None or bool(obj.blocking)
        if self.combat == "unblocked attacking":         # after blockers (`layers.matches`)
            return obj.attacking is not None and not obj.blocked
        if self.combat == "blocked":                     # CR 509.1h
            return obj.attacking is not None and obj.blocked
        if self.combat == "blocking or blocked":
            return bool(obj.blocking) or obj.attacking is not None and obj.blocked
        if self.combat == "nonattacking":                  # CR 506.4
            return obj.attacking is None
        if self.combat == "nonblocking":
            return not obj.blocking
        if self.combat == "nonattacking nonblocking":
            return obj.attacking is None and not obj.blocking
        return not self.combat      # a relation to a source: `layers.matches` (CR 506.4)

    def describe(self, noun: str = "permanent") -> str:
        """The filter as a noun phrase, for logs and `cards show`: "another untapped
        nonblack creature you control"; `noun` "card" for cards in hands, libraries and
        graveyards ("red card")."""
        if self.zone and noun == "permanent":
            noun = "card"                                  # cards in a graveyard, hand, library
        words: list[str] = ["another"] if self.other else []
        if self.tapped is not None:
            words.append("tapped" if self.tapped else "untapped")
        if self.combat:
            words.append(self.combat)
        if self.token is False:
            words.append("nontoken")
        if self.modified:
            words.append("modified")
        if self.commander:                                 # CR 903.3
            words.append("commander")
        if self.attached:                                  # CR 303.4, 301.5
            words.append(" or ".join(sorted({"Aura": "enchanted", "Equipment": "equipped"}[k]
                                            for k in self.attached)))
        words += [s.lower() for s in sorted(self.supertypes)]
        words += [f"non{s.lower()}" for s in sorted(self.not_supertypes)]
        if self.colors:                                    # any of them (CR 105.2)
            words.append(" or ".join(COLOR_NAMES.get(c, c) for c in sorted(self.colors)))
        words += ["colorless"] if self.colorless else []
        words += ["multicolored"] if self.multicolored else []
        words += ["monocolored"] if self.monocolored else []
        words += [f"non{COLOR_NAMES.get(c, c)}" for c in sorted(self.not_colors)]
        words += [f"non-{s}" for s in sorted(self.not_subtypes)]
        words += [f"non{t.lower()}" for t in sorted(self.not_types)]
        words += [t.lower() for t in sorted(self.all_types)]
        if self.subtypes:
            words.append(" or ".join(sorted(self.subtypes)))
        kinds = " or ".join([t.lower() for t in sorted(self.types)] + [
            f.describe().removesuffix(" permanent") for f in self.any_of])   # "or Vehicle"
        if self.abilities and not self.spell and (self.types or self.colorless):
            origin = "colorless" if self.colorless else kinds      # "from an artifact source"
            words = [w for w in words if w != "colorless"]
            kinds = " or ".join(f"{k} ability" for k in sorted(self.abilities)) + \
                f" from {'an' if origin[:1] in 'aeiou' else 'a'} {origin} source"
        elif self.abilities:                               # abilities on the stack (CR 113.1)
            kinds = " or ".join(([kinds] if kinds else []) + [
                f"{k} ability" for k in sorted(self.abilities)])
        if self.spell and self.permanent and self.any_of:      # "spell or creature"
            kinds = " or ".join(f.describe() for f in self.any_of)
        elif self.spell:
            kinds = f"{kinds} spell" if kinds else "spell"
            kinds += " or permanent" if self.permanent else ""
        elif noun != "permanent":                          # "red card", "creature spell"
            kinds = f"{kinds} {noun}" if kinds else noun
        words.append(kinds or ("" if self.subtypes or self.all_types else noun))
        if self.token:
            words.append("token")
        if self.or_token:
            words.append("or token")
        text = " ".join(w for w in words if w)
        if self.keywords:
            text += " with " + " or ".join(sorted(self.keywords))
        if self.not_keywords:
            text += " without " + " or ".join(sorted(self.not_keywords))
        for what, op, n in self.compare:
            text += f" with {what} {op} {n}"
        if self.mana_costs:
            text += " with mana cost " + " or ".join(sorted(self.mana_costs))
        if self.x_cost:
            text += " with {X} in its mana cost"
        if self.controller in _CONTROLS:
            text += _CONTROLS[self.controller]
        elif self.controller is not None:                  # a named player (`targeting`)
            text += " that player controls"
        if self.name:
            text += f" named {self.name}"
        if self.owned:
            text += " you own"
        if self.counter:
            text += (" without" if self.counter_absent else " with") + (
                f" {'a' if self.counter == 'any' else 'a ' + self.counter} counter on it")
        if self.single_target:
            text += " with a single target"
        if self.targeting:
            text += " that targets " + " or ".join(
                t.describe() if isinstance(t, ObjectFilter) else t for t in self.targeting)
        if self.this_turn:
            text += f" ({self.this_turn} this turn)"
        if self.attached_to is not None:
            text += f" attached to a {self.attached_to.describe()}"
        if self.chosen_type:
            text += " of the chosen type"
        elif self.chosen:
            text += f" of the chosen {self.chosen}"
        if self.zone:
            text += f" in a {self.zone}"
        return text


# `ObjectFilter.targeting`: what a spell's targets may be ("a spell that targets you")
TARGETS_YOU, TARGETS_A_PLAYER, TARGETS_SELF = "you", "a player", "this permanent"


# "any number of target ...", "one or more", "X target ...": at most this many targets, one
# `TargetSpec` each (a board with more legal choices than this is beyond the engine;
# listing stays short, `targets.choices`).
ANY_NUMBER = 30


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
    # "up to N target ...": this target may be left unchosen (CR 601.2c: the number of
    # targets is announced; zero is allowed); the effect then does nothing to it.
    optional: bool = False
    # "two target creatures": one more target of the previous spec's phrase, so not an
    # object or player chosen for another target of that same phrase (CR 115.3, 601.2c).
    same_phrase: bool = False
    # "target cards from a single graveyard": the phrase's cards all have one owner.
    one_graveyard: bool = False
    # "target creature cards with total mana value 3 or less": the phrase's chosen cards'
    # mana values add up to at most this (-1: no such limit).
    total_mana_value: int = -1
    # "for each opponent, ... up to one target creature that player controls": the
    # phrase's chosen permanents all have different controllers.
    each_controller: bool = False
    # "target creature that player [or that planeswalker's controller] controls" after a
    # target player (or planeswalker): the index of that earlier target, whose player (or
    # permanent's controller) must control this one (CR 115.1, 601.2c); -1: none.
    controlled_by: int = -1
    # players MORE_CREATURES: the player the trigger is about, who chooses this target
    # (-1 until the trigger goes on the stack, `tolaria.rules.targets.for_trigger`).
    of_player: int = -1
    # "X target creatures" / "up to X target ...": one of the phrase's targets, whose number
    # is the X announced (CR 601.2b-c, 107.3); `tolaria.rules.targets.with_x` keeps the
    # phrase's first X (required unless `optional`) and closes the others.
    x_count: bool = False
    # "If this spell was kicked, ... target ...": chosen only if the spell is cast with its
    # kicker announced (CR 601.2b-c, 702.33d); otherwise closed (`targets.with_kicker`).
    kicked_only: bool = False
    # "Destroy target creature with mana value 2 or less. If this spell was kicked, instead
    # destroy target creature.": chosen only if the spell is cast without its kicker; closed
    # when kicked (the other target replaces it, CR 601.2b-c, 702.33d; `targets.with_kicker`)
    unkicked_only: bool = False
    # "any target of an opponent's choice": "opponent", an opponent of the controller
    # chooses this target as the ability is activated (CR 601.2c, 602.2b, 801.5a;
    # `tolaria.rules.opponent_targets`); "": the controller chooses it
    chooser: str = ""
    # "up to X target ..., where X is <quantity>" in an activated ability: with `x_count`, X
    # is that quantity counted as the targets are chosen (CR 601.2c, 602.2b;
    # `tolaria.rules.priority` counts it)
    count: Any = None


def printed_number(value: str | None, cda: bool = False) -> int | None:
    """A printed power, toughness or loyalty; "*" is 0 when a characteristic-defining
    ability sets it (CR 208.2a). ValueError for any other non-number."""
    if value is None:
        return None
    if value == "*" and cda:
        return 0
    if cda and value.endswith("+*") and value[:-2].isdigit():
        return int(value[:-2])                 # "1+*": the ability sets it (Tarmogoyf)
    return int(value)


def param(params: tuple[tuple[str, Any], ...], key: str, default: Any = None) -> Any:
    """The value of `key` in a sorted (key, value) tuple."""
    for k, v in params:
        if k == key:
            return v
    return default


@dataclass(frozen=True, slots=True)
class Effect:
    """One instruction of an ability, interpreted by `tolaria.rules.effects`."""

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
    # "Collect evidence N": exile cards from your graveyard of total mana value N or more
    # (CR 701.57a)
    evidence: int = 0
    energy: int = 0  # "Pay {E}{E}": energy counters the player removes (CR 107.14)
    # Exile this object from "graveyard" ("Exile this card from your graveyard": an ability
    # that works from there, CR 602.2) or from the "battlefield" ("Exile this artifact")
    exile_self: str = ""
    # "Tap an untapped creature you control": one filter per permanent tapped (CR 118.3)
    tap_untapped: tuple[ObjectFilter, ...] = ()
    # "Discard a creature card", "Exile a creature card from your graveyard": what every
    # card discarded / exiled from the graveyard must be (printed characteristics)
    discard_filter: ObjectFilter | None = None
    exile_filter: ObjectFilter | None = None
    # "Discard a card at random" (CR 701.8c): cards the game picks as the cost is paid
    discard_random: int = 0
    # "Discard this card": an ability that works from the hand (CR 113.6k, 602.2)
    discard_self: bool = False
    # "Reveal this card from your hand": forecast (CR 702.57a)
    reveal_self: bool = False
    # "Return a land you control to its owner's hand": one filter per permanent returned
    return_to_hand: tuple[ObjectFilter, ...] = ()
    # "Return this enchantment to its owner's hand"
    return_self: bool = False
    # "Exile a blue card from your hand": how many, and what each must be (CR 118.3)
    exile_from_hand: int = 0
    exile_hand_filter: ObjectFilter | None = None
    # "Put a -1/-1 counter on this creature": (kind, n) put on this permanent (CR 122.1)
    put_counters: tuple[tuple[str, int], ...] = ()
    # "Mill a card" (CR 701.13): cards milled from its payer's library
    mill: int = 0
    # "Remove a +1/+1 counter from a creature you control" (delta -1), "Put a -1/-1 counter
    # on a creature you control" (+1): (kind, delta, filter), one chosen permanent each
    counter_on: tuple[tuple[str, int, ObjectFilter], ...] = ()
    # "Exert this creature" (CR 701.39a): it won't untap during your next untap step
    exert: bool = False
    # "Discard your hand" (CR 701.8a): payable with any number of cards, none included
    discard_hand: bool = False
    # "Reveal your hand" (CR 701.16a): a spell's cost (Land Grant's alternative cost)
    reveal_hand: bool = False
    # "As an additional cost to cast this spell, pay X life": X life more, X announced as
    # the spell is cast (CR 601.2b, 119.4; `tolaria.rules.costs.with_announced_x`)
    life_x: bool = False
    # "As an additional cost to cast this spell, discard X cards": X cards more, X
    # announced as the spell is cast (CR 601.2b, 107.3; `tolaria.rules.costs.with_announced_x`)
    discard_x: bool = False
    # "Pay life equal to <quantity>": that many life more, counted as the total cost is
    # determined (CR 601.2f, 602.2b, 119.4; `tolaria.rules.costs.determined`)
    life_per: tuple[Any, ...] = ()
    # "[−X]": a loyalty cost of X loyalty counters removed, X chosen as the ability is
    # activated (CR 107.3, 606.4); `loyalty` is then 0
    loyalty_x: bool = False
    # "Remove X storage counters from this land", "Remove any number of charge counters from
    # this artifact": the kind of the counters removed, X chosen as the cost is paid (CR
    # 107.3, 601.2f; a mana ability's, `tolaria.rules.mana_abilities.with_counters_x`)
    remove_counters_x: str = ""
    # Craft's "Exile [materials] from among permanents you control and/or cards in your
    # graveyard": one filter per object exiled, each another permanent you control or a card
    # in your graveyard (CR 702.167a-b)
    craft: tuple[ObjectFilter, ...] = ()
    # "Reveal a Merfolk card from your hand": how many, and what each must be; the cards
    # stay in the hand (CR 701.16a, 601.2h)
    reveal_from_hand: int = 0
    reveal_filter: ObjectFilter | None = None
    # "Unattach this Equipment" (CR 701.3d): payable only while it is attached (CR 118.3)
    unattach_self: bool = False
    # "Waterbend {N}" (its reminder text): while paying it, its controller may tap their
    # untapped artifacts and creatures, each paying for {1} (`tolaria.rules.priority`)
    waterbend: bool = False
    # "Tap enchanted creature" / "Tap enchanted land" on an Aura: its host tapped, payable
    # only while it is attached to an untapped permanent (CR 118.3, 701.21a)
    tap_host: bool = False
    # "Sacrifice enchanted creature" on an Aura: its host sacrificed, payable only while it
    # is attached to a creature its payer controls (CR 118.3, 701.17a)
    sacrifice_host: bool = False
    # "Sacrifice X Goats", "Tap X untapped artifacts you control", "Exile X cards from your
    # graveyard", "Reveal X red cards from your hand": which objects X of are chosen
    # ("sacrifice", "tap", "exile", "reveal") and what each must be, X announced as the
    # ability is activated (CR 107.3, 601.2b, 602.2b; `tolaria.rules.costs.with_objects_x`)
    objects_x: str = ""
    objects_x_filter: ObjectFilter | None = None
    # "Exile the top N cards of your library": payable only with N cards there (CR 118.3)
    exile_top: int = 0
    # "Put a card an opponent owns from exile into that player's graveyard": how many cards
    # in exile its opponents own are chosen, each put into its owner's graveyard (CR 118.3,
    # 400.3)
    exiled_to_graveyard: int = 0
    # "Put a card from your hand on top of your library": how many cards from the hand, each
    # chosen as it is paid (CR 118.3, 401.1)
    hand_to_top: int = 0

    @property
    def only_tap(self) -> bool:
        """Just {T} (plus mana): the cost of an ordinary mana source (CR 605.1a)."""
        return self.tap and not (self.sacrifice_self or self.untap or self.sacrifice
                                 or self.discard or self.life or self.exile_from_graveyard
                                 or self.remove_counters or self.loyalty is not None
                                 or self.energy or self.exile_self or self.tap_untapped
                                 or self.discard_random or self.return_to_hand
                                 or self.return_self or self.exile_from_hand
                                 or self.put_counters or self.mill or self.counter_on
                                 or self.exert or self.discard_hand or self.life_per
                                 or self.remove_counters_x or self.craft
                                 or self.reveal_from_hand
                                 or self.unattach_self or self.tap_host or self.objects_x
                                 or self.sacrifice_host
                                 or self.exile_top or self.exiled_to_graveyard
                                 or self.hand_to_top)

    @property
    def chosen_count(self) -> int:
        """How many objects paying it chooses: sacrificed, discarded, exiled, tapped (in
        that order)."""
        return len(self.sacrifice) + self.discard + self.exile_from_graveyard + len(
            self.tap_untapped) + len(self.return_to_hand) + self.exile_from_hand + len(
            self.counter_on) + len(self.craft) + self.reveal_from_hand + \
            self.exiled_to_graveyard + self.hand_to_top

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
                    crew=self.crew + other.crew, evidence=self.evidence or other.evidence,
                    exile_self=self.exile_self or other.exile_self,
                    tap_untapped=self.tap_untapped + other.tap_untapped,
                    discard_filter=self.discard_filter or other.discard_filter,
                    exile_filter=self.exile_filter or other.exile_filter,
                    discard_random=self.discard_random + other.discard_random,
                    discard_self=self.discard_self or other.discard_self,
                    reveal_self=self.reveal_self or other.reveal_self,
                    return_to_hand=self.return_to_hand + other.return_to_hand,
                    return_self=self.return_self or other.return_self,
                    exile_from_hand=self.exile_from_hand + other.exile_from_hand,
                    exile_hand_filter=self.exile_hand_filter or other.exile_hand_filter,
                    put_counters=self.put_counters + other.put_counters,
                    mill=self.mill + other.mill,
                    counter_on=self.counter_on + other.counter_on,
                    exert=self.exert or other.exert,
                    discard_hand=self.discard_hand or other.discard_hand,
                    reveal_hand=self.reveal_hand or other.reveal_hand,
                    life_x=self.life_x or other.life_x,
                    discard_x=self.discard_x or other.discard_x,
                    craft=self.craft + other.craft,
                    reveal_from_hand=self.reveal_from_hand + other.reveal_from_hand,
                    reveal_filter=self.reveal_filter or other.reveal_filter,
                    unattach_self=self.unattach_self or other.unattach_self,
                    tap_host=self.tap_host or other.tap_host,
                    sacrifice_host=self.sacrifice_host or other.sacrifice_host,
                    objects_x=self.objects_x or other.objects_x,
                    objects_x_filter=self.objects_x_filter or other.objects_x_filter,
                    exile_top=self.exile_top + other.exile_top,
                    exiled_to_graveyard=self.exiled_to_graveyard + other.exiled_to_graveyard,
                    hand_to_top=self.hand_to_top + other.hand_to_top)

    def describe(self) -> str:
        parts = []
        if self.loyalty_x:
            parts.append("[-X]")
        elif self.loyalty is not None:
            parts.append(f"[{self.loyalty:+d}]" if self.loyalty else "[0]")
        if not self.mana.is_empty:
            parts.append(f"Waterbend {self.mana}" if self.waterbend else str(self.mana))
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
        if self.life_x:
            parts.append("Pay X life")
        if self.discard_x:
            parts.append("Discard X cards")
        if self.life_per:
            parts.append("Pay life equal to a number")
        if self.energy:
            parts.append("Pay " + "{E}" * self.energy)
        if self.exile_from_graveyard:
            parts.append(f"Exile {self.exile_from_graveyard} card"
                         f"{'s' if self.exile_from_graveyard != 1 else ''} from your graveyard")
        for kind, n in self.remove_counters:
            what = "" if kind == "any" else f" {kind}"      # of any kind (CR 122.1)
            parts.append(f"Remove {n}{what} counter{'s' if n != 1 else ''}")
        if self.remove_counters_x:
            parts.append(f"Remove X {self.remove_counters_x} counters")
        if self.crew:
            parts.append(f"Tap other creatures with total power {self.crew} or greater")
        if self.evidence:
            parts.append(f"Collect evidence {self.evidence}")
        for flt in self.tap_untapped:
            parts.append(f"Tap an untapped {flt.describe()} you control")
        if self.exile_self:
            parts.append(f"Exile this from the {self.exile_self}")
        for flt in self.craft:
            parts.append(f"Exile another {flt.describe()} you control or from your graveyard")
        if self.discard_self:
            parts.append("Discard this card")
        if self.reveal_self:
            parts.append("Reveal this card from your hand")
        for flt in self.return_to_hand:
            noun = flt.describe()
            parts.append(f"Return {'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun} you "
                         "control to its owner's hand")
        if self.return_self:
            parts.append("Return this to its owner's hand")
        for kind, n in self.put_counters:
            parts.append(f"Put {n} {kind} counter(s) on this")
        if self.mill:
            parts.append(f"Mill {self.mill}")
        if self.exert:
            parts.append("Exert this")
        if self.unattach_self:
            parts.append("Unattach this")
        if self.tap_host:
            parts.append("Tap the permanent this is attached to")
        if self.sacrifice_host:
            parts.append("Sacrifice the creature this is attached to")
        if self.discard_hand:
            parts.append("Discard your hand")
        if self.reveal_hand:
            parts.append("Reveal your hand")
        for kind, delta, flt in self.counter_on:
            verb = "Remove a {} counter from" if delta < 0 else "Put a {} counter on" \
                if delta == 1 else f"Put {delta} {{}} counters on"
            what = verb.format(kind).replace("a any counter", "a counter")   # CR 122.1
            parts.append(f"{what} a {flt.describe()} you control")
        if self.exile_from_hand:
            what = self.exile_hand_filter.describe("card") if self.exile_hand_filter else "card"
            parts.append(f"Exile {self.exile_from_hand} {what}(s) from your hand")
        if self.reveal_from_hand:
            what = self.reveal_filter.describe("card") if self.reveal_filter else "card"
            parts.append(f"Reveal {self.reveal_from_hand} {what}(s) from your hand")
        if self.discard_random:
            parts.append(f"Discard {self.discard_random} card(s) at random")
        if self.exile_top:
            parts.append(f"Exile the top {self.exile_top} card(s) of your library")
        if self.hand_to_top:
            parts.append(f"Put {self.hand_to_top} card(s) from your hand on top of your "
                         "library")
        if self.exiled_to_graveyard:
            parts.append(f"Put {self.exiled_to_graveyard} card(s) an opponent owns from exile "
                         "into its owner's graveyard")
        if self.objects_x:
            what = self.objects_x_filter.describe() if self.objects_x_filter else "card"
            parts.append(f"{self.objects_x.capitalize()} X {what}(s)")
        for what, flt in (("discarded", self.discard_filter), ("exiled", self.exile_filter)):
            if flt is not None:
                parts.append(f"(each {what} card: {flt.describe('card')})")
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
    # "If you control a Plains, you may ... rather than pay": it may be chosen only while
    # this holds (checked as the spell is cast, CR 601.2b)
    condition: Condition | None = None


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
    # Spree: each mode's additional cost, paid if that mode is chosen (CR 700.2h, 702.172a).
    mode_costs: tuple[Cost, ...] = ()
    # "You may choose the same mode more than once." (CR 700.2d): `combined` has each
    # multiset of modes, a mode chosen twice read twice in sequence.
    repeat: bool = False
    # "Choose one. If you control a commander as you cast this spell, you may choose both
    # instead.": several modes only while this holds as the spell is cast (CR 601.2b).
    several_if: Condition | None = None
    # "An opponent chooses one —": "opponent", the player who chooses the mode (CR 700.2e);
    # it is cast without one (`tolaria.rules.modes.ask_spell_mode`).
    mode_chooser: str = ""

    @property
    def is_modal(self) -> bool:
        return self.modal

    def choices(self) -> list[int | tuple[int, ...] | None]:
        """The legal mode choices as it is cast: an index for one mode, a tuple for several
        (CR 700.2); None when another player chooses (CR 700.2e)."""
        if self.mode_chooser:
            return [None]                         # another player chooses (CR 700.2e)
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
    # Exhaust: "Activate each exhaust ability only once." (its reminder text): once for the
    # object's whole existence (a new object after a zone change may again, CR 400.7)
    once_ever: bool = False
    # "Activate no more than twice each turn.": the most activations a turn (0: no limit)
    times_each_turn: int = 0
    # "If this ability has been activated four or more times this turn": its activations
    # this turn are recorded for the object, as a limit's are (CR 602.2)
    counted: bool = False
    # A mana ability's own "If [conditions], add [mana] instead" (the Urza lands; a
    # self-replacement effect, CR 614.15): (conditions that must all hold, mana options).
    mana_instead: tuple[tuple[Condition, ...], tuple[str, ...]] | None = None
    # "Add {G} for each creature you control": each mana option that many times, counted
    # as it is activated (a quantity of tolaria.rules.quantities).
    mana_per: Any = None
    # With `mana_per`: "Add X mana in any combination of colors, where X is <count>": the
    # X mana each any of `mana`'s types, every combination one option (CR 106.1a, 605.3a)
    mana_combination: bool = False
    # "Activate only if <condition>." (CR 602.5b): checked as it is activated.
    condition: Condition | None = None
    # "Activate only during your turn." (CR 602.5b)
    your_turn: bool = False
    # "before attackers are declared", "during combat": the steps it may be activated in.
    steps: tuple[str, ...] = ()
    # "Any player may activate this ability." (CR 602.2): its activator controls it.
    any_player: bool = False
    # "This ability costs {1} less to activate for each ...": a StaticAbility of kind
    # "self_cost_change" changing its generic mana (CR 601.2f, 602.2b)
    cost_change: Any = None
    # A mana ability's "This land deals 1 damage to you.": the damage its source deals to
    # the player for each of its `mana` options (0: none; CR 605.3a, 120.3)
    pain: tuple[int, ...] = ()
    # A mana ability's "This land doesn't untap during your next untap step.": for each of
    # its `mana` options, whether it does that (CR 502.3, 605.3a)
    stays_tapped: tuple[bool, ...] = ()
    # A mana ability's "Draw a card." after its "Add ...": the cards its controller draws
    # as it resolves, right after the mana is added (Chromatic Sphere; CR 605.1a, 605.3a)
    mana_draws: int = 0
    # A mana ability's "Each opponent gains 1 life." / "You gain 1 life." after its "Add
    # ...": for each of its `mana` options, ("opponents" | "you", amount) or () (CR 605.3a)
    mana_life: tuple[Any, ...] = ()
    # A mana ability's "If there are no mining counters on this land, sacrifice it." after
    # its "Add ...": the counter kind; as it resolves, right after the mana is added, its
    # source is sacrificed if it has none left (Gemstone Mine; CR 605.3b, 701.17a)
    mana_sacrifice_without: str = ""
    # A mana ability's "Put a depletion counter on this land." after its "Add ...": the kind
    # of the counter an effect puts on its source as it resolves, right after the mana is
    # added (Land Cap; CR 605.3a, 122.6)
    mana_counter: str = ""
    # "Spend this mana only to cast ...": how its mana may be spent (CR 106.6)
    mana_only: ManaRestriction | None = None
    # "Add one mana of any type/color that a land you control could produce": ("type" or
    # "color", the permanents looked at); the options are what they could produce now
    # (CR 106.7), read by `tolaria.rules.mana_abilities`; `mana` is then ().
    mana_could: tuple[str, ObjectFilter] | None = None
    # "[Cost]: Choose one —" and its bullet lines: the modes, one chosen as the ability is
    # activated (CR 602.2b, 601.2b, 700.2); the chosen one's targets and effects replace
    # `targets` and `effects` then (`with_mode`).
    modes: tuple[Mode, ...] = ()
    # "[Cost]: Choose one that hasn't been chosen [this turn] —": as TriggeredAbility's.
    unchosen: str = ""
    # With a `Cost.remove_counters_x`: the types of the X mana it adds besides `mana[0]`
    # ("Add {B} for each storage counter removed this way": "B" after ""; "X mana in any
    # combination of {W} and/or {U}": "WU"; CR 106.1a, 107.3)
    mana_x: str = ""
    # With `mana_x`: "Add X mana of any one color": the X mana all of one of its types
    # (CR 106.1a, 107.3)
    mana_x_one: bool = False

    @property
    def is_mana_ability(self) -> bool:
        return self.mana is not None

    def with_mode(self, chosen: int | None) -> ActivatedAbility:
        """The ability as activated with mode `chosen` (CR 602.2b): that mode's targets and
        effects; itself if it isn't modal. Its text (which limits like "only once each
        turn" count by, CR 602.5b) stays the whole ability's."""
        if not self.modes or chosen is None or not 0 <= chosen < len(self.modes):
            return self
        mode = self.modes[chosen]
        return replace(self, modes=(), targets=mode.targets, effects=mode.effects)

    @property
    def is_loyalty(self) -> bool:
        return self.cost.loyalty is not None


@dataclass(frozen=True, slots=True)
class ManaRestriction:
    """"Spend this mana only to cast <spells> [or activate abilities of <sources>]"
    (CR 106.6): what the mana may pay for. `spells`: the spells whose total cost it may
    pay (None: none); `abilities`: the sources whose activated abilities' costs it may pay
    (None: none; an empty filter: any source)."""

    spells: ObjectFilter | None = None
    abilities: ObjectFilter | None = None
    # "to cast a spell from your graveyard / from exile": the zone the spell is cast from
    zone: str = ""
    # it may pay any other cost too (mana only kept, not restricted)
    other: bool = False
    # "Until end of turn, you don't lose this mana as steps and phases end." (CR 500.4)
    kept: bool = False
    # where the mana came from, for "if mana from a Treasure was spent to cast it"
    source: str = ""
    # "If that mana is spent on a creature spell, it gains haste [until end of turn]." /
    # "... that spell can't be countered.": what the spell it's spent on gets ("haste",
    # "haste until end of turn", "uncounterable") if it matches `rider_spells`
    rider: str = ""
    rider_spells: ObjectFilter | None = None
    # "When you spend this mana to cast a Dragon creature spell, scry 2.": a delayed
    # triggered ability (CR 603.7a), triggering from `source_id`'s mana spent that way
    rider_trigger: TriggeredAbility | None = None
    source_id: int | None = None
    # "... a creature spell that shares a creature type with your commander" (Path of
    # Ancestry): "commander" (CR 903.3, 205.3m); read by `tolaria.rules.mana_spent`
    rider_kin: str = ""
    # "This mana lasts until end of combat." (firebending's reminder text): kept as the
    # steps of the combat phase end, lost as its end of combat step ends (CR 500.4, 511)
    combat: bool = False


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition on the game, checked by `tolaria.rules.triggers`.

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
    `whose` is "you", "opponent" or "each" ("enchanted_player": the player an Aura with
    enchant player is attached to, CR 303.4b). `condition` is an intervening "if"
    (CR 603.4), except for a state trigger, where it is the trigger condition.
    The other events ("dealt_damage", "gain_life", "draw", "sacrificed"...) are read by
    `tolaria.cards.oracle.trigger_events` and fired by `tolaria.rules.triggers`.
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
    # "choose up to one —": no mode may be chosen, and the ability is then removed from the
    # stack (CR 700.2b, 603.3c).
    up_to_one: bool = False
    # "choose one at random —": the game picks one of the modes that can be chosen, with
    # its random source (CR 700.2b).
    at_random: bool = False
    # "choose one or both / one or more / two —": as SpellAbility's `choose` and `combined`
    # (CR 700.2b, 700.2d); "choose one. If <condition>, [you may] choose both instead.":
    # `choose` only while `several_if` holds as it is put on the stack, else one mode
    # (CR 603.3c).
    choose: tuple[int, int] = (1, 1)
    combined: tuple[tuple[tuple[int, ...], Mode], ...] = ()
    several_if: Condition | None = None
    # "choose one that hasn't been chosen [this turn] —": `MODES_UNCHOSEN`, the modes chosen
    # for this ability of this object (CR 400.7) ever / this turn can't be chosen
    # (`tolaria.rules.modes`).
    unchosen: str = ""
    # "you may pay {M}. If you do, ...": with `optional`, the mana paid as it resolves if the
    # controller chooses to (CR 603.5, 118.1); the effects happen only if it was paid.
    optional_cost: str = ""
    # event "chapter": a Saga's chapter ability, triggering when its lore counters go from
    # fewer than `chapter` to at least `chapter` (CR 714.2b).
    chapter: int = 0
    # "attached": the event is about the permanent the source is attached to ("enchanted
    # creature dies", "equipped creature attacks"), not this object or `filter`; "bound":
    # about one of the objects in `bound`.
    about: str = ""
    # "draw"/"cast": only the `count`th card drawn or spell cast by that player this turn
    # ("your second card each turn"); "gain_life", "becomes_target": 1 is "for the first
    # time each turn"; "you_attack": with at least `count` creatures; "attacks_with": this
    # creature and at least `count` others attack; "exert"/"exert_option": 1 is "if this
    # creature hasn't been exerted this turn" (CR 701.39a).
    count: int = 0
    # "This ability triggers only once each turn." (for the object that has it)
    once: bool = False
    # "you may ... Do this only once each turn.": it triggers each time, but its "may" can be
    # answered yes only once each turn (for the object that has it, CR 603.5)
    do_once: bool = False
    # "cast_targeting": what the spell cast must be ("an instant or sorcery spell that
    # targets ..."); `filter` is then about what it targets. "becomes_target_spell": what the
    # spell targeting it must be ("becomes the target of an Aura spell").
    spell_filter: ObjectFilter | None = None
    # "Whenever one or more creatures die": once for all the objects of one event.
    batch: bool = False
    # "cast": "opponent" = only during an opponent's turn ("you cast a spell during an
    # opponent's turn").
    during: str = ""
    # "graveyard": it works only while its card is in its owner's graveyard ("..., you may
    # return this card from your graveyard to your hand", CR 113.6), not on the battlefield.
    zone: str = "battlefield"
    # With `about` "bound": the objects a delayed trigger ("Until your next turn, whenever
    # either of those creatures deals combat damage, ...") was bound to as it was created,
    # the targets still legal then (CR 603.7c, 608.2b); its event is about one of them.
    bound: tuple[int, ...] = ()
    # "When this creature enters, create X ... tokens." of a permanent with {X} in its mana
    # cost: "X" is the X of the spell it entered from, 0 if it wasn't cast (CR 107.3m), set
    # as the ability is put on the stack (before its targets, "X target creatures").
    entering_x: bool = False


LAYERS = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")   # CR 613.1-613.4


@dataclass(frozen=True, slots=True)
class LayerEffect:
    """What one continuous effect does in one layer (CR 613.1).

    ops by layer: 1a "copy" (card: the copiable values, CR 707.2); 1b "face_down"
    (CR 708.2); 2 "control" (controller: "source" = the source's controller);
    3 "text" (old, new: a colour word or basic land type, CR 612.2); 4 "add_types",
    "add_subtypes", "set_creature_subtypes" (CR 205.1b), "set_land_subtypes" (CR 305.7);
    5 "set_colors", "add_colors"; 6 "add_keywords", "add_abilities", "remove_all_abilities";
    7b "set_pt", "set_power", "set_pt_to_mana_value"; 7c "add_pt"; 7d "switch_pt".
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
class EventScope:
    """Which events a static replacement or prevention effect of `tolaria.rules.effects.replacements`
    watches (CR 614.1a, 615): damage from sources matching `source` (or from the one object
    `source_ref` names: "self", "enchanted", "equipped"), dealt to the players `players`
    names ("any", "you", "opponent", relative to the effect's controller; "enchanted_player":
    the player the Aura is attached to, CR 303.4b) or to permanents
    matching `permanents` (or to the object `recipient_ref` names); counters put on
    permanents matching `permanents`; permanents matching `permanents` (or `recipient_ref`)
    that would die, and were dealt damage this turn by the object `damaged_by` names.
    `combat` / `noncombat`: combat damage only (CR 510.2) / other damage only."""

    source: ObjectFilter | None = None
    source_ref: str = ""
    players: str = ""
    permanents: ObjectFilter | None = None
    recipient_ref: str = ""
    combat: bool = False
    noncombat: bool = False
    damaged_by: str = ""
    # draws: "except the first one you draw in each of your draw steps" (CR 504.1)
    not_first_draw: bool = False
    # draws: "while your library has no cards in it" (CR 614.11: replaced all the same)
    empty_library: bool = False
    # "while it has a +1/+1 counter on it": the recipient must have a counter of this kind
    while_counter: str = ""
    # "would deal 3 or less damage": (">=" | "<=" | "==", N) on the amount
    amount_is: tuple[str, int] | None = None
    # "is dealt to this creature / enchanted creature / its controller instead" (614.9):
    # "self", "enchanted", "equipped" or "controller" (of the permanent it was dealt to).
    to_ref: str = ""


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
    "choose_type" (as it enters, its controller chooses a creature type, CR 614.12),
    "pay_life" (its controller may pay `amount` life as it enters; if they don't, it
    enters tapped, CR 614.12, 119.4), "reveal" (its controller may reveal a card matching
    `reveal` from their hand; if they don't, it enters tapped, CR 614.12, 701.16), "copy"
    (its controller may have it enter as a copy of a permanent matching `copy_of`, CR 707.9).
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
    # entered from anywhere else (CR 107.3m); "twice X": `amount` 2 multiplies it.
    x: bool = False
    # "enters tapped unless <condition>": it doesn't apply while this holds (CR 614.1c).
    unless: Condition | None = None
    # "damage_mod" / "counters_mod" / "dies_mod" events: which ones it modifies.
    scope: EventScope | None = None
    # event "prevent_damage" (op "to", "by" or "to_by": damage dealt to and/or by the
    # object the ability `affects`): only combat damage (CR 615.1, 510.2).
    combat: bool = False
    # op "reveal": "you may reveal <a card matching this> from your hand" (CR 614.12); op
    # "discard_instead": "you may discard <a card matching this> instead" (Mox Diamond)
    reveal: ObjectFilter | None = None
    # op "copy": "you may have this land enter tapped as a copy of any <permanent matching
    # this> on the battlefield" (Vesuva; CR 707.9, 614.1c, 616.1c); `tapped`: copying, it
    # also enters tapped
    copy_of: ObjectFilter | None = None
    tapped: bool = False
    # op "exile" of "dies_mod": "instead exile that card and create a 2/2 black Zombie
    # creature token": the modified event also makes the source's controller create
    # `token_count` of these tokens (CR 614.1a, 614.6)
    token: CardDef | None = None
    token_count: int = 0
    # op "choose_color": the colours it can't be ("choose a color other than white")
    exclude: tuple[str, ...] = ()
    # op "counters" of "enter": "... and with trample" / "and with \"<ability>\"": the layer
    # effects the permanent has from the moment it enters (CR 614.1c, 613.1f)
    grants: tuple[LayerEffect, ...] = ()
    # op "choose_counter" of "enter": "enters with your choice of a <kind> counter or a
    # <kind> counter on it": the kinds its controller chooses from as it enters (614.1c)
    kinds: tuple[str, ...] = ()
    # op "plus_token" of "tokens": "those tokens plus an additional Food token are created
    # instead": the tokens it watches for (None: any), `token` the one added (CR 614.1a)
    tokens_of: ObjectFilter | None = None
    # event "graveyard": "If an instant or sorcery card would be put into a graveyard from
    # anywhere": only the cards matching this (None: any) (CR 614.1a)
    cards_of: ObjectFilter | None = None
    # op "choose_becomes" of "enter": "it becomes your choice of a 3/3 creature, a 2/2
    # creature with flying, or ...": each choice's layer effects (`kinds` their words), the
    # chosen one its own from the moment it enters (CR 614.12a, 614.1c)
    options: tuple[tuple[LayerEffect, ...], ...] = ()
    # op "counters" of "enter": "two +1/+1 counters and a lifelink counter": the other
    # (kind, amount) pairs the same effect puts on it as it enters (CR 614.1c)
    more_counters: tuple[tuple[str, int], ...] = ()
    # op "choose_counter": how many different kinds of `kinds` are chosen ("your choice of
    # two different counters on it from among menace, deathtouch, and lifelink", 614.1c)
    picks: int = 1
    # op LOSE_INSTEAD of "lose_game": "your life total becomes equal to your starting life
    # total" (else it becomes `amount`; CR 103.4, 119.5)
    starting: bool = False
    # op "devour": the permanents its controller may sacrifice as it enters ("As Shimatsu
    # enters, sacrifice any number of permanents"); None: creatures (CR 702.82a, 614.12)
    sacrifice: ObjectFilter | None = None


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
    +1/+1 counters each, CR 702.38), "cant_be_countered" (CR 101.2, 701.5). Working while
    the card is cast (`tolaria.rules.costs`): "self_cost_change" (its own cost changes by
    `amount` generic mana [for each of `per`] [if `condition`] [if it targets `filter`],
    CR 601.2f), "additional_cost" / "alternative_cost" (`cost`, a permanent card's, CR
    118.8-118.9), "cast_only" (`restrictions` and `condition` say when it may be cast,
    CR 601.3).
    `affects` is "self", "enchanted", "equipped", "yours" (objects you control
    matching `filter`), "enchanted_player" (those the player an Aura with enchant player
    is attached to controls, CR 303.4b), "paired" (this creature and the one it is paired
    with, CR 702.95b) or "all" (every permanent matching `filter`).
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
    # kind "morph": the morph cost (CR 702.37a); alternative-cost kinds (evoke, dash,
    # blitz, disturb): that cost (CR 118.9); CANT_SEARCH: the price of ignoring it (116.2d)
    cost: Cost | None = None
    # "as long as <condition>" / "during your turn": the ability's effect applies only while
    # the condition is true (CR 611.3a; kinds "continuous" and "restrict", tolaria.rules.conditions)
    condition: Condition | None = None
    # kind "self_cost_change" ("This spell costs {1} less to cast [if ...] [for each ...]",
    # CR 601.2f): `amount` per each of this quantity (tolaria.rules.quantities), if any.
    per: tuple[Any, ...] = ()
    # kind "ability_cost_change" ("Equip abilities you activate [that target this creature]
    # cost {3} less to activate", CR 602.2b, 601.2f): the keyword of the abilities; with
    # `affects` "self" / "enchanted" only when one targets this / the enchanted permanent.
    # Kind "cast_from_graveyard": the alternative cost it must be cast with from there
    # ("using its blitz ability", CR 702.152a), or "" for any.
    keyword: str = ""
    # kind REVEAL_FROM_OPENING_HAND: the delayed triggered ability revealing the card from
    # the opening hand creates (CR 103.6b, 603.7g)
    delayed: TriggeredAbility | None = None


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
    defense: int | None = None  # a battle's printed defense (CR 310.4)
    keywords: frozenset[str] = frozenset()
    spell: SpellAbility | None = None
    activated: tuple[ActivatedAbility, ...] = ()
    triggered: tuple[TriggeredAbility, ...] = ()
    static: tuple[StaticAbility, ...] = ()
    enchant: ObjectFilter | None = None  # "Enchant creature" (CR 303.4a, 702.5)
    enchant_player: bool = False  # "Enchant player": it targets and enchants a player (702.5d)
    enters_as_copy: ObjectFilter | None = None  # "enter as a copy of" (CR 707.9)
    # its exceptions ("except it has flying"), part of the copiable values (CR 707.9b)
    copy_except: tuple[tuple[str, Any], ...] = ()
    text: str = ""
    token: bool = False
    kicker: Cost | None = None  # "Kicker {2}{G}": an optional additional cost (CR 702.33a)
    # "Kicker {1}{B} and/or {R}": the second kicker cost, `kicker` the first (CR 702.33b, f)
    second_kicker: Cost | None = None
    # A modal double-faced card's front face holds its other faces, each a card face of its
    # own (CR 712.3, 712.8); a face other than the front names the whole card in `face_of`.
    faces: tuple[CardDef, ...] = ()
    face_of: str = ""
    # A split card (CR 709): the whole card combines its halves' characteristics (709.4)
    # and is never cast itself; a half is (709.3).
    halves: bool = False
    # A transforming double-faced card (CR 712.2): its other face is reached by
    # transforming, never cast or played (712.11); a back face's mana value is its front
    # face's (712.8e), kept in `front_mana_value`.
    transforms: bool = False
    front_mana_value: int | None = None
    # A flip card (CR 710): its flipped face, reached only by flipping on the battlefield.
    flips: bool = False
    # A meld card (CR 712.4): the name of the other card of its meld pair (712.5); its face
    # in `faces` is the combined back face, up only on a melded permanent (712.4b, 712.8g).
    meld_partner: str = ""

    @property
    def faces_to_choose(self) -> tuple[CardDef, ...]:
        """The faces a player may choose to cast or play (CR 709.3, 712.11b, 712.12, 715.3,
        718.3): not a transforming card's back face, a flip card's flipped face nor a meld
        card's back face."""
        return () if self.transforms or self.flips or self.meld_partner else self.faces

    @property
    def is_permanent_card(self) -> bool:
        return not self.types & {"Instant", "Sorcery"}

    @property
    def mana_value(self) -> int:
        if self.front_mana_value is not None:
            return self.front_mana_value                   # a back face (CR 712.8e)
        return self.mana_cost.mana_value if self.mana_cost else 0

    def __hash__(self) -> int:
        # Hashing every ability on each cache lookup is costly (docs/design.md "Performance"); equal
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
