"""Values chosen for an object and the text that reads them (CR 607.2, 608.2d, 614.12).

"As this enters, choose a color" (a creature type, a basic land type, a card name, an
opponent or a player: its index) is remembered by the permanent (`GameObject.chosen`, keys
`ENTERING`, CR 614.12, 607.2d); "Choose a
color." in an instruction by the resolving spell or ability (`tolaria.rules.effects.choices`,
CR 608.2d). The compiler marks what reads the choice: filters (`ObjectFilter.chosen`:
"type", "not type", "color", "not color", "name", "card name"), keywords and types
("protection from the chosen color", `PLACEHOLDERS`), colours and mana ("Add one mana
of the chosen color", `CHOSEN_COLOR`) and players ("creatures the chosen player controls":
a filter's `controller`, `CHOSEN_PLAYER`, becomes the player's index; elsewhere, as in
"deals damage to the chosen player" or "cards in the chosen player's hand", ("chosen", index):
`tolaria.rules.effects.players_of`, `tolaria.rules.quantities`). `bound` puts the chosen values in their place:

- a permanent's abilities are bound to its own choices as its characteristics are
  computed (`card_for`, used by `tolaria.rules.layers`), so triggers, static abilities, costs
  and mana abilities see plain filters and keywords;
- an instruction is bound to the choices its spell or ability made so far as it runs.

Unbound marks do nothing: a marked filter matches nothing (`ObjectFilter.more_match`; a
permanent's choice never made, as a copy's, `UNCHOSEN`, binds it to nothing), an unbound
keyword protects from nothing (`tolaria.data.qualities.quality`), an unbound mana option or
colour is left out.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from typing import Any

from tolaria.data.ir import ActivatedAbility, CardDef, ObjectFilter
from tolaria.data.objects import GameObject
from tolaria.data.vocabulary import (
    CHOSEN_COLOR,
    CHOSEN_PLAYER,
    CHOSEN_PLAYER_WORDS,
    COLORS,
    ENTERING_OPS,
    PLACEHOLDERS,
)

LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# what is chosen -> the key a permanent keeps it under as it enters (CR 614.12)
ENTERING = {"color": "color", "creature type": "creature type",
            "basic land type": "basic land type", "card name": "card name",
            "player": "player"}                          # a player's index (CR 607.2d)
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")      # CR 205.3i
# CR 205.3m (2024-06-07): the creature types a player may choose
CREATURE_TYPES = frozenset({
    'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon',
    'Armadillo', 'Army', 'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Atog',
    'Aurochs', 'Avatar', 'Azra', 'Badger', 'Balloon', 'Barbarian', 'Bard', 'Basilisk', 'Bat',
    'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker', 'Bird', 'Blinkmoth', 'Boar',
    'Bringer', 'Brushwagg', 'Camarid', 'Camel', 'Capybara', 'Caribou', 'Carrier', 'Cat',
    'Centaur', 'Child', 'Chimera', 'Citizen', 'Cleric', 'Clown', 'Cockatrice', 'Construct',
    'Coward', 'Coyote', 'Crab', 'Crocodile', 'Custodes', 'Cyberman', 'Cyclops', 'C’tan',
    'Dalek', 'Dauthi', 'Demigod', 'Demon', 'Deserter', 'Detective', 'Devil', 'Dinosaur',
    'Djinn', 'Doctor', 'Dog', 'Dragon', 'Drake', 'Dreadnought', 'Drone', 'Druid', 'Dryad',
    'Dwarf', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk',
    'Employee', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog',
    'Fungus', 'Gamer', 'Gargoyle', 'Germ', 'Giant', 'Gith', 'Gnoll', 'Gnome', 'Goat', 'Goblin',
    'God', 'Golem', 'Gorgon', 'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag', 'Halfling',
    'Hamster', 'Harpy', 'Hellion', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror',
    'Horse', 'Human', 'Hydra', 'Hyena', 'Illusion', 'Imp', 'Incarnation', 'Inkling',
    'Inquisitor', 'Insect', 'Jackal', 'Jellyfish', 'Juggernaut', 'Kavu', 'Kirin', 'Kithkin',
    'Knight', 'Kobold', 'Kor', 'Kraken', 'Lamia', 'Lammasu', 'Leech', 'Leviathan', 'Lhurgoyf',
    'Licid', 'Lizard', 'Llama', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk', 'Metathran',
    'Minion', 'Minotaur', 'Mite', 'Mole', 'Monger', 'Mongoose', 'Monk', 'Monkey', 'Moonfolk',
    'Mount', 'Mouse', 'Mutant', 'Myr', 'Mystic', 'Nautilus', 'Necron', 'Nephilim', 'Nightmare',
    'Nightstalker', 'Ninja', 'Noble', 'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze',
    'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Peasant', 'Pegasus',
    'Pentavite', 'Performer', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot',
    'Pincher', 'Pirate', 'Plant', 'Porcupine', 'Possum', 'Praetor', 'Primarch', 'Prism',
    'Processor', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel', 'Reflection', 'Rhino',
    'Rigger', 'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr',
    'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Serf', 'Serpent',
    'Servo', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Sheep', 'Siren', 'Skeleton', 'Slith',
    'Sliver', 'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier', 'Soltari', 'Spawn', 'Specter',
    'Spellshaper', 'Sphinx', 'Spider', 'Spike', 'Spirit', 'Splinter', 'Sponge', 'Squid',
    'Squirrel', 'Starfish', 'Surrakar', 'Survivor', 'Synth', 'Tentacle', 'Tetravite',
    'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Time Lord', 'Treefolk', 'Trilobite',
    'Triskelavite', 'Troll', 'Turtle', 'Tyranid', 'Unicorn', 'Vampire', 'Varmint', 'Vedalken',
    'Volver', 'Wall', 'Walrus', 'Warlock', 'Warrior', 'Weird', 'Werewolf', 'Whale', 'Wizard',
    'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm', 'Yeti', 'Zombie', 'Zubera'
})


def options(what: str, flt: ObjectFilter | None = None) -> tuple[str, ...]:
    """The legal answers: every creature type (CR 205.3m), basic land type (CR 205.3i),
    colour (CR 105.1) or card name (of the kind `flt` says, CR 201.3)."""
    if what == "creature type":
        return tuple(sorted(CREATURE_TYPES))
    if what == "card name":
        return card_names(flt)
    return BASIC_LAND_TYPES if what == "basic land type" else COLORS


_NAMES: dict[Any, tuple[str, ...]] = {}


def card_names(flt: ObjectFilter | None) -> tuple[str, ...]:
    """The names a player may choose for "Choose a nonland card name" (CR 201.3): those of
    the game's cards (`report.is_playable`) of that kind, from the card database."""
    hit = _NAMES.get(flt)
    if hit is None:
        from tolaria.cards.database import CardDatabase
        from tolaria.cards.oracle.report import is_playable
        found = set()
        for data in CardDatabase.bundled():
            if is_playable(data) and _kind_matches(flt, data):
                found.add(data.name)
        hit = _NAMES[flt] = tuple(sorted(found))
    return hit


def _kind_matches(flt: Any, data: Any) -> bool:
    types = frozenset(data.card_types)
    if flt is None:
        return True
    if flt.types and not flt.types & types:
        return False
    return not flt.not_types & types


UNCHOSEN = ""                # the value of a choice its permanent never made (a copy...)
_MARKED: dict[int, tuple[CardDef, bool]] = {}
_BOUND: dict[tuple[int, tuple[tuple[str, str], ...]], tuple[CardDef, CardDef]] = {}


def card_for(obj: GameObject, card: CardDef | None = None) -> CardDef:
    """The object's card (or `card`, copied values it has) with its abilities bound to the
    choices the object made as it entered (a copy's are its own, CR 707.2, 607.2)."""
    card = card if card is not None else obj.card
    if not card.static or not _marked(card):          # (no "as it enters" choice: fast)
        return card
    made = tuple((what, value) for what, key in ENTERING.items()
                 for k, value in obj.chosen if k == key)
    hit = _BOUND.get((id(card), made))
    if hit is not None and hit[0] is card:
        return hit[1]
    values: dict[str, str] = dict(made)
    for ability in card.static:                     # its choices never made: no value
        spec = ability.replacement
        if spec is not None and spec.op in ENTERING_OPS:
            values.setdefault(ENTERING_OPS[spec.op], UNCHOSEN)
    new = replace(card, static=bound(card.static, values),
                  triggered=bound(card.triggered, values),
                  activated=bound(card.activated, values))
    _BOUND[(id(card), made)] = (card, new)
    return new


def _marked(card: CardDef) -> bool:
    """Does the card choose as it enters, and do its abilities read the choice?"""
    hit = _MARKED.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    found = any(a.replacement is not None and a.replacement.op in ENTERING_OPS
                for a in card.static) and _has_mark(
        (card.static, card.triggered, card.activated))
    _MARKED[id(card)] = (card, found)
    return found


def _has_mark(value: Any) -> bool:
    if value == CHOSEN_PLAYER:
        return True
    if isinstance(value, str):
        return _chosen_mana(value) > 0 or CHOSEN_PLAYER_WORDS in value or any(
            words in value for words in PLACEHOLDERS.values())
    if isinstance(value, (tuple, frozenset)):
        return any(_has_mark(v) for v in value)
    if isinstance(value, ObjectFilter):
        return bool(value.chosen) or value.controller == CHOSEN_PLAYER or any(
            _has_mark(f) for f in value.any_of)
    if is_dataclass(value) and not isinstance(value, type):
        return any(_has_mark(getattr(value, f.name)) for f in fields(value)
                   if f.name != "text")
    return False


def bound(value: Any, made: dict[str, str]) -> Any:
    """`value` with the chosen values of `made` ("color", "creature type", "name") in
    place of the marks that read them."""
    if isinstance(value, str):
        n = _chosen_mana(value)
        if n:                                          # "one / two mana of the chosen color"
            return LETTER[made["color"]] * n if made.get("color") else value
        for what, words in PLACEHOLDERS.items():
            if words in value and made.get(what):
                value = value.replace(words, made[what])
        if CHOSEN_PLAYER_WORDS in value and made.get("player"):        # CR 607.2d
            value = value.replace(CHOSEN_PLAYER_WORDS, f"player {made['player']}")
        return value
    if value == CHOSEN_PLAYER:                    # "the chosen player's hand" (CR 607.2d)
        return (CHOSEN_PLAYER[0], int(made["player"])) if made.get("player") else value
    if isinstance(value, tuple):
        return tuple(bound(v, made) for v in value)
    if isinstance(value, frozenset):                     # (a colour never chosen: none)
        return frozenset(v for v in (bound(v, made) for v in value) if v != CHOSEN_COLOR)
    if isinstance(value, ObjectFilter):
        return _filter(value, made)
    if isinstance(value, ActivatedAbility) and value.mana and any(
            _chosen_mana(m) for m in value.mana):
        value = _mana(value, made)
    if is_dataclass(value) and not isinstance(value, type):
        changes = {}
        for f in fields(value):
            if f.name == "text":
                continue
            old = getattr(value, f.name)
            new = bound(old, made)
            if new is not old and new != old:
                changes[f.name] = new
        return replace(value, **changes) if changes else value
    return value


def _mana(ability: ActivatedAbility, made: dict[str, str]) -> ActivatedAbility:
    """"Add one mana of the chosen color": that colour's mana; none if none was chosen."""
    if made.get("color"):
        return ability                              # (the option is bound as a string)
    keep = [i for i, m in enumerate(ability.mana) if not _chosen_mana(m)]
    return replace(ability, mana=tuple(ability.mana[i] for i in keep),
                   pain=tuple(ability.pain[i] for i in keep) if ability.pain else (),
                   stays_tapped=tuple(ability.stays_tapped[i] for i in keep)
                   if ability.stays_tapped else ())


def _chosen_mana(value: str) -> int:
    """How many mana of the chosen color a mana option is (`CHOSEN_COLOR` once for each,
    as "WW" is two white), or 0."""
    n = len(value) // len(CHOSEN_COLOR)
    return n if n and value == CHOSEN_COLOR * n else 0


def _filter(flt: ObjectFilter, made: dict[str, str]) -> ObjectFilter:
    """The filter with its "chosen" test made concrete."""
    if flt.any_of:
        flt = replace(flt, any_of=tuple(_filter(f, made) for f in flt.any_of))
    if flt.controller == CHOSEN_PLAYER and made.get("player"):       # CR 607.2d
        flt = replace(flt, controller=int(made["player"]))      # (never chosen: nobody's)
    kind = flt.chosen
    if kind in ("name", "card name") and made.get(kind) == UNCHOSEN:
        return replace(flt, types=frozenset({"(none chosen)"}), chosen="", more=None)
    if kind in ("name", "card name"):                  # the same name / the chosen name
        return replace(flt, name=made[kind], chosen="", more=None) if kind in made else flt
    what = "color" if kind.endswith("color") else "creature type"
    if not kind or what not in made:
        return flt
    value = made[what]
    if value == UNCHOSEN:                 # nothing can be of a type never chosen
        return replace(flt, types=frozenset({"(none chosen)"}), chosen="", more=None)
    if kind == "type":
        return replace(flt, subtypes=flt.subtypes | {value}, chosen="", more=None)
    if kind == "not type":
        return replace(flt, not_subtypes=flt.not_subtypes | {value}, chosen="", more=None)
    letter = LETTER[value]
    if kind == "color":
        return replace(flt, colors=frozenset({letter}), chosen="", more=None)
    return replace(flt, not_colors=flt.not_colors | {letter}, chosen="", more=None)
