"""Planeswalkers' abilities played: emblems (CR 114), loyalty abilities (CR 606) and the
lines of planeswalker cards (issue 17 item 3)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    chars,
    choose,
    choose_targets,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _walker(alice: list[str], bob: list[str], walker: str, loyalty: int,
            hands: tuple[list[str], list[str]] = ([], [])) -> tuple[Game, int]:
    """`board(...)` with Alice's planeswalker `walker` on the battlefield with `loyalty`
    loyalty counters (CR 306.5b)."""
    game = board(alice, bob, hands=hands)
    state = game.state
    new = create_object(state, card_def(walker), 0, "battlefield")
    new.counters["loyalty"] = loyalty
    new.since = 0
    state.changed()
    return game, new.id


def _emblems(game: Game, player: int) -> list[int]:
    state = game.state
    return [i for i in state.command if state.objects[i].owner == player]


@plays("Elspeth, Sun's Champion", "effect.emblem", "static.anthem")
def test_114_2_elspeth_emblem_pumps_creatures_now_and_later():
    """CR 114.2, 114.4, 611.3a: the emblem's static ability works from the command zone on
    the creatures its owner controls, including those that come later; not on Bob's."""
    game, elspeth = _walker(["Grizzly Bears"], ["Grizzly Bears"], "Elspeth, Sun's Champion", 7)
    activate(game, elspeth, index=2)
    resolve(game)
    state = game.state
    assert len(_emblems(game, 0)) == 1 and not _emblems(game, 1)
    emblem = state.objects[_emblems(game, 0)[0]]
    assert emblem.zone == "command" and not chars(game, emblem.id).types      # CR 114.3
    mine, theirs = obj(game, "Grizzly Bears", 0), obj(game, "Grizzly Bears", 1)
    assert (chars(game, mine).power, chars(game, mine).toughness) == (4, 4)
    assert "flying" in chars(game, mine).keywords
    assert chars(game, theirs).power == 2
    # Elspeth is gone (0 loyalty, CR 704.5i); the emblem stays (CR 114.1)
    assert "Elspeth, Sun's Champion" not in [state.objects[i].name for i in state.battlefield]
    assert chars(game, mine).power == 4
    again = Game.from_json(game.to_json())                   # saved and loaded with the emblem
    assert again.state.command == state.command
    assert chars(again, mine).power == 4


@plays("Huatli, Radiant Champion", "effect.emblem")
def test_114_4_huatli_emblem_triggers_from_the_command_zone():
    game, huatli = _walker(["Forest", "Forest"], [], "Huatli, Radiant Champion", 8,
                           hands=(["Grizzly Bears"], []))
    activate(game, huatli, index=2)
    resolve(game)
    before = len(game.state.players[0].hand)
    bears = game.state.players[0].hand[0]
    game.act(Action("cast", 0, bears))
    resolve(game)
    assert game.decision.kind == "yes_no"               # "you may draw a card"
    choose(game, "yes")
    resolve(game)
    assert len(game.state.players[0].hand) == before     # cast one, drew one


@plays("Ob Nixilis Reignited", "effect.emblem")
def test_114_2_ob_nixilis_target_opponent_gets_the_emblem():
    """The emblem is Bob's (owned and controlled by the player who gets it, CR 114.2):
    its "you" is Bob, who loses 2 life whenever a player draws a card."""
    game, ob = _walker([], [], "Ob Nixilis Reignited", 8)
    activate(game, ob, BOB, index=2)
    resolve(game)
    assert len(_emblems(game, 1)) == 1 and not _emblems(game, 0)
    to_step(game, "draw")                                  # Bob's turn: he draws
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 18)


@plays("Koth, Fire of Resistance", "effect.emblem")
def test_114_3_koth_emblem_is_the_source_of_its_damage():
    """"this emblem deals 4 damage": the emblem is the source (CR 114.3, 120.3)."""
    game, koth = _walker([], [], "Koth, Fire of Resistance", 7, hands=(["Mountain"], []))
    activate(game, koth, index=2)
    resolve(game)
    emblem = _emblems(game, 0)[0]
    game.act(Action("play", 0, game.state.players[0].hand[0]))
    if game.decision.kind == "targets":
        choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 16
    assert any(f"{game.state.objects[emblem].name}" in str(e) and "4 damage" in str(e)
               for e in game.state.log)


@plays("Freyalise, Llanowar's Fury", "commander.can_be_commander", "ability.loyalty")
def test_903_3a_can_be_your_commander_does_nothing_in_a_game():
    """CR 903.3a: a deck-construction rule; the planeswalker plays as printed (CR 606)."""
    game, freyalise = _walker([], [], "Freyalise, Llanowar's Fury", 3)
    assert not chars(game, freyalise).static
    activate(game, freyalise, index=0)
    resolve(game)
    assert game.state.objects[freyalise].counters["loyalty"] == 5          # CR 606.4
    assert "Elf Druid" in [game.state.objects[i].name for i in game.state.battlefield]


@plays("Ashiok, Sculptor of Fears", "effect.control_all")
def test_611_2c_gain_control_of_all_creatures_target_opponent_controls():
    """The creatures Bob controls as it resolves become Alice's for good; a creature that
    comes later stays Bob's (CR 611.2c, 613.1b)."""
    game, ashiok = _walker([], ["Grizzly Bears", "Hill Giant", "Forest"],
                           "Ashiok, Sculptor of Fears", 11)
    activate(game, ashiok, BOB, index=2)
    resolve(game)
    bears, giant, forest = (obj(game, n) for n in ("Grizzly Bears", "Hill Giant", "Forest"))
    assert chars(game, bears).controller == chars(game, giant).controller == 0
    assert chars(game, forest).controller == 1
    later = create_object(game.state, card_def("Savannah Lions"), 1, "battlefield")
    game.state.changed()
    assert chars(game, later.id).controller == 1
    to_step(game, "end")
    assert chars(game, bears).controller == 0                     # no duration: it lasts


@plays("Sorin, Solemn Visitor", "quantity.until_prefix", "duration.your_next_turn")
def test_611_2a_until_your_next_turn_creatures_you_control_get_and_gain():
    """"Until your next turn, creatures you control get +1/+0 and gain lifelink": the
    creatures there as it resolves (CR 611.2c), through Bob's turn, until Alice's next
    turn begins (CR 611.2a)."""
    game, sorin = _walker(["Grizzly Bears"], [], "Sorin, Solemn Visitor", 4)
    activate(game, sorin, index=0)
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    later = create_object(game.state, card_def("Savannah Lions"), 0, "battlefield")
    game.state.changed()
    assert chars(game, bears).power == 3 and "lifelink" in chars(game, bears).keywords
    assert chars(game, later.id).power == 2
    to_step(game, "upkeep")                                  # Bob's turn
    assert game.state.active == 1 and chars(game, bears).power == 3
    to_step(game, "end")
    to_step(game, "upkeep")                                  # Alice's next turn
    assert game.state.active == 0 and chars(game, bears).power == 2
    assert "lifelink" not in chars(game, bears).keywords


@plays("Nissa Revane", "library.search", "library.search_any")
def test_701_19b_search_for_any_number_of_elf_cards():
    game, nissa = _walker([], [], "Nissa Revane", 7)
    from test_oracle_play import _on_top
    elves = _on_top(game, 0, "Llanowar Elves", "Grizzly Bears", "Elvish Mystic",
                    "Llanowar Elves")
    activate(game, nissa, index=2)
    resolve(game)
    for _ in range(3):
        assert "nothing" in game.decision.options
        choose(game, next(o for o in game.decision.options if o in elves))
    resolve(game)                                  # no Elf left: the search ends
    battlefield = [game.state.objects[i].name for i in game.state.battlefield]
    assert sorted(n for n in battlefield if n != "Nissa Revane") == [
        "Elvish Mystic", "Llanowar Elves", "Llanowar Elves"]


@plays("Chandra, Bold Pyromancer", "effect.damage", "effect.damage_each", "target.player_group")
def test_120_3_damage_to_target_player_and_each_creature_and_planeswalker_they_control():
    game, chandra = _walker(["Hill Giant"], ["Grizzly Bears", "Serra Angel"],
                            "Chandra, Bold Pyromancer", 7)
    jace = create_object(game.state, card_def("Jace Beleren"), 1, "battlefield")
    jace.counters["loyalty"] = 3
    game.state.changed()
    activate(game, chandra, BOB, index=2)
    resolve(game)
    names = [game.state.objects[i].name for i in game.state.battlefield]
    assert life(game, 1) == 10
    assert "Grizzly Bears" not in names and "Serra Angel" not in names
    assert "Jace Beleren" not in names and "Hill Giant" in names


@plays("Ajani, Adversary of Tyrants", "effect.emblem", "trigger.step")
def test_114_4_ajani_emblem_step_trigger_each_end_step_of_its_owner():
    """"At the beginning of your end step, create three 1/1 white Cat creature tokens with
    lifelink": the emblem's owner's end steps only (CR 114.4, 603.2b)."""
    game, ajani = _walker([], [], "Ajani, Adversary of Tyrants", 7)
    activate(game, ajani, index=2)
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert len(ids(game, "Cat")) == 3
    for step in ("upkeep", "end"):                         # Bob's end step: nothing
        to_step(game, step)
    resolve(game)
    assert len(ids(game, "Cat")) == 3


@plays("The Wandering Emperor", "static.loyalty_as_instant", "condition.static_prefix",
       "keyword.list")
def test_606_3_wandering_emperor_loyalty_abilities_at_instant_speed_the_turn_it_entered():
    """CR 606.3 allows loyalty abilities only in a main phase with an empty stack; "as long
    as it entered this turn" she may use one any time Alice could cast an instant, and
    still only one a turn. Jace, without such an ability, waits for a main phase."""
    from test_oracle_play import cast
    game = board(["Plains"] * 4, [], hands=(["The Wandering Emperor"], []),
                 step="beginning of combat")
    jace = create_object(game.state, card_def("Jace Beleren"), 0, "battlefield")
    jace.counters["loyalty"] = 3
    game.state.changed()
    assert "sorcery" in _refused(game, Action("activate", 0, jace.id, ability=0))
    cast(game, "The Wandering Emperor")                     # flash
    resolve(game)
    emperor = obj(game, "The Wandering Emperor")
    activate(game, emperor, index=1)
    resolve(game)
    assert len(ids(game, "Samurai")) == 1
    assert "606.3" in _refused(game, Action("activate", 0, emperor, ability=0))


def _refused(game: Game, action: Action) -> str:
    import pytest

    from tolaria import IllegalAction
    with pytest.raises(IllegalAction) as caught:
        game.act(action)
    return caught.value.reason


@plays("Tezzeret the Seeker", "ability.loyalty_x", "library.search")
def test_606_4_minus_x_loyalty_cost_removes_x_counters_and_x_is_the_value():
    """"[−X]": X chosen as it is activated, X loyalty counters removed (CR 107.3, 606.4);
    no more than it has (CR 606.6); the effect's X is that value."""
    from test_oracle_play import _on_top
    game, tezzeret = _walker([], [], "Tezzeret the Seeker", 4)
    ornithopter, ring, _ = _on_top(game, 0, "Ornithopter", "Sol Ring", "Millstone")  # 0, 1, 2
    xs = {a.x for a in game.legal_actions() if a.kind == "activate" and a.object == tezzeret
          and a.ability == 1}
    assert xs == {0, 1, 2, 3, 4}
    assert "606.6" in _refused(game, Action("activate", 0, tezzeret, ability=1, x=5))
    game.act(Action("activate", 0, tezzeret, ability=1, x=1))
    assert game.state.objects[tezzeret].counters["loyalty"] == 3
    resolve(game)
    assert set(game.decision.options) == {ornithopter, ring, "nothing"}     # not Millstone
    choose(game, ring)
    resolve(game)
    assert "Sol Ring" in [game.state.objects[i].name for i in game.state.battlefield]
