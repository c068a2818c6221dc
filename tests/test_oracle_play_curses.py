"""Auras with enchant player (curses), played (CR 303.4, 702.5d, 704.5m).

An Aura spell with enchant player targets a player as it is cast and enters attached to
them; "enchanted player" in its abilities is that player; it is put into its owner's
graveyard when that player leaves the game.
"""

from __future__ import annotations

from boards import board
from test_multiplayer import table
from test_oracle_play import (
    ALICE,
    BOB,
    cast,
    chars,
    choose,
    grave,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.data.actions import Decision
from tolaria.rules import events
from tolaria.rules.effects.library import entering


def curse(game: Game, name: str) -> int:
    return obj(game, name)


def to_attackers(game: Game) -> None:
    """Pass priority until Alice declares attackers."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))


def to_step_once(game: Game) -> None:
    """One answer: pass priority, or the first legal answer to anything else."""
    d = game.decision
    game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])


@plays("Curse of the Bloody Tome", "keyword.enchant_player")
def test_303_4a_curse_targets_a_player_and_enters_attached_to_them():
    game = board(["Island", "Island", "Island"], [], hands=(["Curse of the Bloody Tome"], []))
    spell = in_hand(game, "Curse of the Bloody Tome")
    casts = [a for a in game.legal_actions() if a.kind == "cast" and a.object == spell]
    assert {a.targets for a in casts} == {(ALICE,), (BOB,)}           # CR 702.5d: players
    cast(game, "Curse of the Bloody Tome", BOB)
    resolve(game)
    aura = game.state.objects[curse(game, "Curse of the Bloody Tome")]
    assert aura.attached_player == 1 and aura.attached_to is None     # CR 303.4b
    assert aura.controller == 0                                       # CR 303.4e
    copied = game.copy().state.objects[aura.id]
    assert copied.attached_player == 1
    restored = Game.from_json(game.to_json()).state.objects[aura.id]
    assert restored.attached_player == 1


def test_702_5d_curse_cant_target_a_permanent():
    game = board(["Island", "Island", "Island", "Grizzly Bears"], [],
                 hands=(["Curse of the Bloody Tome"], []))
    spell = in_hand(game, "Curse of the Bloody Tome")
    bears = obj(game, "Grizzly Bears")
    assert not game.is_legal(Action("cast", 0, spell, targets=(("object", bears),)))
    assert not game.is_legal(Action("cast", 0, spell, targets=()))   # CR 303.4a


def test_702_11c_curse_cant_target_a_player_with_hexproof():
    game = board(["Island", "Island", "Island"], ["Leyline of Sanctity"],
                 hands=(["Curse of the Bloody Tome"], []))
    spell = in_hand(game, "Curse of the Bloody Tome")
    assert not game.is_legal(Action("cast", 0, spell, targets=(BOB,)))
    assert game.is_legal(Action("cast", 0, spell, targets=(ALICE,)))


@plays("Curse of the Bloody Tome", "trigger.enchanted_player_step")
def test_603_2b_curse_triggers_at_the_enchanted_players_upkeep_only():
    game = board(["Island", "Island", "Island"], [], hands=(["Curse of the Bloody Tome"], []),
                 library=20)
    cast(game, "Curse of the Bloody Tome", BOB)
    resolve(game)
    alice_library = len(game.state.players[0].library)
    bob_library = len(game.state.players[1].library)
    to_step(game, "draw")                     # through Bob's upkeep: he mills two
    assert game.state.active == 1
    assert len(grave(game, 1)) == 2 and grave(game, 1) == ["Wastes", "Wastes"]
    assert len(game.state.players[1].library) == bob_library - 2 - 1      # and draws one
    assert len(game.state.players[0].library) == alice_library        # not the caster


def test_603_2b_curse_on_its_controller_triggers_on_their_upkeep():
    game = board(["Island", "Island", "Island"], [], hands=(["Curse of the Bloody Tome"], []),
                 library=20)
    cast(game, "Curse of the Bloody Tome", ALICE)
    resolve(game)
    to_step(game, "draw")                     # Bob's turn: nothing happens
    assert grave(game, 0) == [] and grave(game, 1) == []
    to_step(game, "end")
    to_step(game, "draw")                     # Alice's next turn
    assert game.state.active == 0 and grave(game, 0) == ["Wastes", "Wastes"]


@plays("Curse of Death's Hold", "static.enchanted_player_controls")
def test_613_4c_creatures_enchanted_player_controls_get_minus_one():
    game = board(["Swamp"] * 5 + ["Grizzly Bears"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Curse of Death's Hold"], []))
    cast(game, "Curse of Death's Hold", BOB)
    resolve(game)
    mine = obj(game, "Grizzly Bears", 0)
    bears, giant = obj(game, "Grizzly Bears", 1), obj(game, "Hill Giant")
    assert game.state.objects[mine].controller == 0 and game.state.objects[bears].controller == 1
    assert (chars(game, mine).power, chars(game, mine).toughness) == (2, 2)     # not Alice's
    assert (chars(game, bears).power, chars(game, bears).toughness) == (1, 1)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (2, 2)


def test_303_4f_curse_put_onto_the_battlefield_enchants_a_chosen_player():
    game = board([], [], hands=(["Curse of the Bloody Tome"], []))
    card = game.state.objects[in_hand(game, "Curse of the Bloody Tome")]
    asked = entering(game.state, card, 0, False, [])
    assert isinstance(asked, Decision) and asked.options == (ALICE, BOB)
    event = entering(game.state, card, 0, False, [BOB])
    assert event.attach_player == 1 and event.attach_to is None
    events.happen(game.state, event)
    aura = game.state.objects[curse(game, "Curse of the Bloody Tome")]
    assert aura.attached_player == 1


def test_704_5m_curse_goes_to_the_graveyard_when_its_player_leaves():
    game = table([["Island", "Island", "Island"], [], []],
                 [["Curse of the Bloody Tome"]])
    cast(game, "Curse of the Bloody Tome", ("player", 2))
    resolve(game)
    aura = curse(game, "Curse of the Bloody Tome")
    assert game.state.objects[aura].attached_player == 2
    game.act(Action("concede", 2))                                    # CR 800.4a
    game.act(Action("pass", 0))               # checked as Bob would receive priority (704.3)
    assert "Curse of the Bloody Tome" not in names(game)
    assert grave(game, 0) == ["Curse of the Bloody Tome"]             # CR 704.5m, 303.4c
    assert not game.over


def test_704_5m_curse_on_a_player_who_stays_stays():
    game = table([["Island", "Island", "Island"], [], []],
                 [["Curse of the Bloody Tome"]])
    cast(game, "Curse of the Bloody Tome", ("player", 2))
    resolve(game)
    game.act(Action("concede", 1))
    game.act(Action("pass", 0))
    assert "Curse of the Bloody Tome" in names(game)


@plays("Curse of the Pierced Heart", "effect.damage_player_or_planeswalker")
def test_120_3_pierced_heart_deals_one_damage_to_the_enchanted_player_at_their_upkeep():
    game = board(["Mountain", "Mountain"], [], hands=(["Curse of the Pierced Heart"], []))
    cast(game, "Curse of the Pierced Heart", BOB)
    resolve(game)
    to_step(game, "draw")                                    # Bob's upkeep has passed
    assert game.state.active == 1
    assert life(game, 1) == 19 and life(game, 0) == 20       # not the caster
    to_step(game, "end")
    to_step(game, "draw")                                    # Alice's upkeep: nothing
    assert game.state.active == 0 and life(game, 1) == 19 and life(game, 0) == 20


def test_608_2d_pierced_heart_controller_may_choose_a_planeswalker_of_that_player():
    game = table([["Mountain", "Mountain"], ["Jace Beleren"]], [["Curse of the Pierced Heart"]])
    jace = obj(game, "Jace Beleren")
    cast(game, "Curse of the Pierced Heart", BOB)
    resolve(game)
    for _ in range(40):
        if game.decision.kind == "choose":
            break
        to_step_once(game)
    assert game.decision.kind == "choose" and game.decision.player == 0   # the controller
    assert set(game.decision.options) == {BOB, ("object", jace)}
    choose(game, ("object", jace))
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 2 and life(game, 1) == 20


@plays("Curse of Predation", "trigger.attacks_enchanted_player")
def test_508_3a_predation_counter_only_on_creatures_attacking_the_enchanted_player():
    game = table([["Forest", "Forest", "Forest", "Grizzly Bears", "Hill Giant"], [], []],
                 [["Curse of Predation"]])
    cast(game, "Curse of Predation", ("player", 2))
    resolve(game)
    to_attackers(game)
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    game.act(Action("attack", 0, choice=((bears, ("player", 2)), (giant, ("player", 1)))))
    resolve(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert not game.state.objects[giant].counters.get("+1/+1")


@plays("Curse of the Forsaken", "trigger.attacks_enchanted_player")
def test_508_3a_forsaken_attacking_creatures_controller_gains_life():
    game = board(["Plains", "Plains", "Plains", "Grizzly Bears"], [],
                 hands=(["Curse of the Forsaken"], []))
    cast(game, "Curse of the Forsaken", BOB)
    resolve(game)
    to_attackers(game)
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), BOB),)))
    resolve(game)
    assert life(game, 0) == 21


@plays("Curse of the Nightly Hunt", "static.enchanted_player_controls")
def test_508_1d_creatures_enchanted_player_controls_attack_each_combat():
    game = board(["Mountain", "Mountain", "Mountain", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Curse of the Nightly Hunt"], []))
    cast(game, "Curse of the Nightly Hunt", BOB)
    resolve(game)
    to_attackers(game)
    assert game.is_legal(Action("attack", 0, choice=()))    # Alice's creatures: no requirement
    game.act(Action("attack", 0, choice=()))
    while not (game.decision.kind == "attackers" and game.decision.player == 1):
        to_step_once(game)
    giant = obj(game, "Hill Giant")
    assert not game.is_legal(Action("attack", 1, choice=()))
    assert game.is_legal(Action("attack", 1, choice=((giant, ALICE),)))


@plays("Curse of Thirst", "quantity.attached_to_player")
def test_608_2h_thirst_counts_the_curses_attached_to_that_player():
    game = board(["Swamp"] * 5 + ["Mountain"] * 2, [],
                 hands=(["Curse of Thirst", "Curse of the Pierced Heart"], []))
    cast(game, "Curse of Thirst", BOB)
    resolve(game)
    cast(game, "Curse of the Pierced Heart", BOB)
    resolve(game)
    to_step(game, "draw")                  # Bob's upkeep: 2 (Thirst) + 1 (Pierced Heart)
    assert game.state.active == 1 and life(game, 1) == 17 and life(game, 0) == 20
