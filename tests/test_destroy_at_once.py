"""Permanents destroyed at once (issue 12, item 1): "destroy all", "destroy each", "destroy
two target creatures", "destroy target permanent and all other permanents with the same
name" destroy every one of them simultaneously (CR 608.2h, 701.7a), so whether each is
indestructible (CR 702.12b) or can regenerate (CR 701.15) is read before any of them leaves.

The Walls of Ba Sing Se ("Other permanents you control have indestructible") shows it: the
Walls itself isn't indestructible, and its static ability stops once it has left, but the
permanents it protected were indestructible when they were all destroyed.

`test_608_2h_every_group_destroy_of_the_card_pool_reads_indestructible_first` plays every
group-destroy instruction of the compiled card pool on such a board.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from functools import cache

from boards import board
from test_oracle_play import cast, grave, names, obj, resolve

from tolaria.cards.database import CardDatabase
from tolaria.cards.oracle import is_playable
from tolaria.cards.registry import UnsupportedCard, card_def
from tolaria.data.ir import CardDef, Effect, Mode, SpellAbility, TargetSpec
from tolaria.rules import targets
from tolaria.rules.zones import create_object

WALLS = "The Walls of Ba Sing Se"


def test_702_12b_wrath_of_god_leaves_the_creatures_the_walls_protected():
    game = board([WALLS, "Grizzly Bears"] + ["Plains"] * 4, ["Hill Giant"],
                 hands=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    resolve(game)
    assert "Grizzly Bears" in names(game)                    # indestructible as all were destroyed
    assert WALLS in grave(game, 0) and "Hill Giant" in grave(game, 1)
    assert any(e.rules == ("702.12b",) and e.text.startswith("Grizzly Bears")
               for e in game.log)


def test_608_2h_destroy_two_target_creatures_reads_indestructible_for_both_first():
    game = board(["Swamp"] * 6, [WALLS, "Grizzly Bears"], hands=(["Curtains' Call"], []))
    cast(game, "Curtains' Call", obj(game, WALLS), obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in names(game) and grave(game, 1) == [WALLS]


def test_608_2h_maelstrom_pulse_destroys_the_group_with_the_same_name_at_once():
    game = board(["Swamp", "Forest", "Forest"], [WALLS, "Grizzly Bears", "Grizzly Bears"],
                 hands=(["Maelstrom Pulse"], []))
    cast(game, "Maelstrom Pulse", obj(game, "Grizzly Bears"))
    resolve(game)
    assert names(game).count("Grizzly Bears") == 2 and WALLS in names(game)


# -- every group destroy of the card pool --------------------------------------------------

GROUP_DESTROYS = frozenset({"destroy_all", "destroy_targets", "same_name"})
# one of each kind of permanent, all of them indestructible through the Walls
PROTECTED = ("Grizzly Bears", "Ornithopter", "Sol Ring", "Glorious Anthem", "Forest")
_MENTIONS = re.compile(r"\bdestroy", re.IGNORECASE)


def _abilities(card: CardDef) -> Iterator[tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]]:
    """(targets, instructions) of each spell mode and ability of the card."""
    if card.spell is not None:
        for mode in card.spell.modes + tuple(m for _, m in card.spell.combined):
            yield mode.targets, mode.effects
    for ability in card.activated:
        yield ability.targets, ability.effects
    for trig in card.triggered:
        yield trig.targets, trig.effects
        for mode in trig.modes:
            yield mode.targets, mode.effects


def _steps(value: object) -> Iterator[Effect]:
    """Every instruction in `value`, nested ones too ("if you do, ...")."""
    if isinstance(value, Effect):
        yield value
        for _, param in value.params:
            yield from _steps(param)
    elif isinstance(value, tuple | list | frozenset):
        for item in value:
            yield from _steps(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _steps(getattr(value, f.name))


@cache
def group_destroys() -> tuple[tuple[str, tuple[TargetSpec, ...], Effect], ...]:
    """(card, its targets, the instruction) for each group destroy of a compiled card."""
    found = []
    for data in CardDatabase.bundled():
        if not (is_playable(data) and data.text and _MENTIONS.search(data.text)):
            continue
        try:
            card = card_def(data.name)
        except UnsupportedCard:
            continue
        for specs, effects in _abilities(card):
            found += [(data.name, specs, step) for step in _steps(effects)
                      if step.op in GROUP_DESTROYS]
    return tuple(dict.fromkeys(found))


def _resolve_alone(name: str, specs: tuple[TargetSpec, ...], step: Effect, caster: int):
    """Both players control the Walls and PROTECTED; `caster` resolves a sorcery made of
    `step` alone, aimed at the other player's Walls first, then at what else is legal."""
    game = board([WALLS, *PROTECTED], [WALLS, *PROTECTED])
    state = game.state
    for player in (0, 1):                                  # and a planeswalker each
        create_object(state, card_def("Jace Beleren"), player, "battlefield"
                      ).counters["loyalty"] = 3
    spell = dataclasses.replace(card_def("Wrath of God"), name=f"{name} (alone)", spell=(
        SpellAbility(modes=(Mode(targets=specs, effects=(step,)),))))
    item = create_object(state, spell, caster, "stack")
    other = sorted(state.battlefield, key=lambda i: (state.objects[i].controller == caster,
                                                     state.objects[i].name != WALLS))
    chosen: list = []
    for spec in specs:
        ref = next((("object", i) for i in other if ("object", i) not in chosen
                    and targets.is_legal(state, spec, ("object", i), caster, item)), None)
        chosen.append(ref)
    item.targets = tuple(chosen)
    state.changed()
    resolve(game)
    return game


def test_608_2h_every_group_destroy_of_the_card_pool_reads_indestructible_first():
    """CR 608.2h, 702.12b: each group destroy of the pool (spells, abilities, modes), cast
    by either player on a board where each player's Walls protects one permanent of each
    kind: only Walls may go, whoever they belong to. Most of them destroy a Walls together
    with permanents it protected, the case where reading indestructibility one victim at
    a time goes wrong."""
    found = group_destroys()
    assert len(found) >= 100 and {s.op for _, _, s in found} == GROUP_DESTROYS
    walls_with_others = 0
    for name, specs, step in found:
        for caster in (0, 1):
            game = _resolve_alone(name, specs, step, caster)
            gone = [o.name for o in game.state.objects.values()
                    if o.zone == "graveyard" and o.name != f"{name} (alone)"]
            assert set(gone) <= {WALLS}, (name, step, caster, gone)
            walls_with_others += bool(gone) and any(
                e.rules == ("702.12b",) for e in game.log)
    assert walls_with_others >= 100
