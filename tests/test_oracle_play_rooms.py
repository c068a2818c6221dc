"""Rooms (`tolaria.rules.rooms`): split cards whose halves, doors, are enchantment
permanents. Newer than the rules file (2024-06-07), they are played from their reminder
text within the split card rules (CR 709): either half is cast (709.3), that door unlocks
on the battlefield, and the other is unlocked as a sorcery (307.1) for its mana cost, a
special action (116.2); a locked door gives the permanent nothing."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import (
    chars,
    choose_targets,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import current_name
from tolaria.rules.zones import create_object

ISLANDS = ["Island"] * 6
PLAINS = ["Plains"] * 6


def _room(game) -> int:
    return next(i for i in game.state.battlefield
                if "Room" in game.state.objects[i].card.subtypes)


@plays("Bottomless Pool // Locker Room", "layout.room", "trigger.door_unlocked")
def test_709_3_a_cast_door_enters_unlocked_and_its_unlock_trigger_triggers():
    game = board(ISLANDS[:1], ["Grizzly Bears"],
                 hands=(["Bottomless Pool // Locker Room"], []))
    texts = [game.notation(a) for a in game.legal_actions() if a.kind == "cast"]
    assert texts == ["cast Bottomless Pool"]          # {U}; Locker Room's {4}{U} isn't paid
    game.act(game.parse("cast Bottomless Pool", 0))
    resolve(game)
    choose_targets(game, obj(game, "Grizzly Bears"))  # "When you unlock this door"
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"]
    room = _room(game)
    assert current_name(game.state, game.state.objects[room]) == "Bottomless Pool"
    assert chars(game, room).mana_value == 1     # only the unlocked door's


def test_709_4_in_the_hand_a_room_has_both_halves_characteristics():
    card = card_def("Bottomless Pool // Locker Room")
    assert card.mana_value == 6 and card.types == frozenset({"Enchantment"})
    assert [face.name for face in card.faces] == ["Bottomless Pool", "Locker Room"]


@plays("Grand Entryway // Elegant Rotunda", "layout.room", "trigger.door_unlocked")
def test_709_unlocking_the_other_door_pays_its_cost_and_triggers_only_that_door():
    game = board(PLAINS[:5], ["Grizzly Bears"], hands=(["Grand Entryway // Elegant Rotunda"],
                                                        []))
    game.act(game.parse("cast Grand Entryway", 0))
    resolve(game)                                     # its trigger: a Glimmer token
    resolve(game)
    assert sum(game.state.objects[i].name == "Glimmer" for i in game.state.battlefield) == 1
    assert "unlock Elegant Rotunda" in [game.notation(a) for a in game.legal_actions()]
    game.act(game.parse("unlock Elegant Rotunda", 0))
    assert sum(game.state.objects[i].tapped for i in game.state.battlefield) == 5  # and {2}{W}
    bears = obj(game, "Grizzly Bears")
    choose_targets(game, bears, None)                 # up to two targets: one chosen
    resolve(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert sum(game.state.objects[i].name == "Glimmer" for i in game.state.battlefield) == 1
    room = game.state.objects[_room(game)]
    assert current_name(game.state, room) == "Grand Entryway // Elegant Rotunda"
    assert chars(game, room.id).mana_value == 5     # both doors' mana costs
    assert "unlock" not in [a.kind for a in game.legal_actions()]     # none left locked


@plays("Glassworks // Shattered Yard", "layout.room")
def test_709_a_locked_doors_abilities_dont_work_until_it_is_unlocked():
    game = board(["Mountain"] * 8, ["Grizzly Bears"],
                 hands=(["Glassworks // Shattered Yard"], []))
    game.act(game.parse("cast Glassworks", 0))
    resolve(game)                                     # the Bears, the only target (603.3d)
    resolve(game)
    assert grave(game, 1) == ["Grizzly Bears"]        # 4 damage
    to_step(game, "end")                              # Shattered Yard is locked: nothing
    assert life(game, 1) == 20 and not game.state.stack
    game = board(["Mountain"] * 8, hands=(["Glassworks // Shattered Yard"], []))
    game.act(game.parse("cast Glassworks", 0))
    resolve(game)
    if game.decision.kind == "targets":               # no creature to target: no trigger
        choose_targets(game)
    resolve(game)
    game.act(game.parse("unlock Shattered Yard", 0))  # {4}{R}
    to_step(game, "end")
    resolve(game)
    assert life(game, 1) == 19                        # at the beginning of your end step


def test_307_1_a_door_is_unlocked_only_at_sorcery_speed_and_when_its_cost_is_paid():
    game = board(ISLANDS[:1], hands=(["Bottomless Pool // Locker Room", "Island"], []))
    game.act(game.parse("cast Bottomless Pool", 0))
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, None)
    resolve(game)
    room = _room(game)
    before = game.to_json()
    with pytest.raises(IllegalAction, match="can't pay Locker Room's mana cost"):
        game.act(Action("unlock", 0, room, choice=(1,)))
    with pytest.raises(IllegalAction, match="isn't a locked door"):
        game.act(Action("unlock", 0, room, choice=(0,)))
    with pytest.raises(IllegalAction, match="no Room Alice controls"):
        game.act(game.parse("unlock Bottomless Pool", 0))
    assert game.to_json() == before                   # nothing changed
    for _ in range(5):
        create_object(game.state, card_def("Island"), 0, "battlefield")
    game.state.changed()
    to_step(game, "beginning of combat")              # not a main phase
    assert "unlock" not in [a.kind for a in game.legal_actions()]
    with pytest.raises(IllegalAction, match="307.1"):
        game.act(Action("unlock", 0, room, choice=(1,)))


@plays("Bottomless Pool // Locker Room", "layout.room")
def test_709_a_room_put_onto_the_battlefield_uncast_has_both_doors_locked():
    game = board(PLAINS[:4] + ISLANDS[:1], ["Grizzly Bears"], hands=(["Replenish"], []))
    create_object(game.state, card_def("Bottomless Pool // Locker Room"), 0, "graveyard")
    game.act(game.parse("cast Replenish", 0))
    resolve(game)
    room = game.state.objects[_room(game)]
    assert current_name(game.state, room) == "locked Room"       # no name, no abilities
    assert chars(game, room.id).mana_cost == "" and not chars(game, room.id).triggered
    assert chars(game, room.id).types == frozenset({"Enchantment"})
    assert not game.state.stack and game.decision.kind == "priority"   # nothing unlocked
    texts = [game.notation(a) for a in game.legal_actions() if a.kind == "unlock"]
    assert texts == ["unlock Bottomless Pool"]        # {U}; Locker Room's {4}{U} can't be
    game.act(game.parse("unlock Bottomless Pool", 0))
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"]
    assert current_name(game.state, room) == "Bottomless Pool"


def test_400_7_a_room_leaving_the_battlefield_is_the_whole_card_again():
    game = board(["Island", "Plains", "Plains"],
                 hands=(["Bottomless Pool // Locker Room", "Disenchant"], []))
    game.act(game.parse("cast Bottomless Pool", 0))
    resolve(game)
    if game.decision.kind == "targets":               # no creature: no target chosen
        choose_targets(game, None)
    resolve(game)
    game.act(game.parse("cast Disenchant targeting Bottomless Pool", 0))
    resolve(game)
    assert sorted(grave(game)) == ["Bottomless Pool // Locker Room", "Disenchant"]
    card = game.state.objects[game.state.players[0].graveyard[0]].card
    assert card.mana_value == 6                       # both halves again (CR 709.4)


def _settle(game) -> None:
    """Resolve the stack; the triggers in the order offered first, no optional targets."""
    while game.state.stack or game.decision.kind != "priority":
        game.act(game.legal_actions()[0])


@plays("Balemurk Leech", "trigger.fully_unlocked")
def test_709_eerie_an_enchantment_entering_and_a_room_fully_unlocked_each_trigger():
    game = board(PLAINS[:5] + ["Balemurk Leech"], hands=(["Grand Entryway // Elegant Rotunda"],
                                                         []))
    game.act(game.parse("cast Grand Entryway", 0))
    _settle(game)                 # the Room enters, then its door's Glimmer: enchantments
    assert life(game, 1) == 18    # two enchantments entered; the Room isn't fully unlocked
    game.act(game.parse("unlock Elegant Rotunda", 0))
    _settle(game)
    assert life(game, 1) == 17    # fully unlocked: once more
