"""Cards that name the Commander variant (CR 903): "your commander's color identity"
(Command Tower, Arcane Signet, Commander's Sphere), played in Commander games."""

from __future__ import annotations

import pytest
from test_commander import table
from test_oracle_play import plays

from tolaria import Action, IllegalAction
from tolaria.rules.commander import identity


def _mana_options(game, name: str) -> set[str]:
    """The mana the permanent named `name`'s ability offers (CR 605.3b)."""
    return {game.notation(a).split(" for ")[-1] for a in game.legal_actions()
            if a.kind == "activate" and game.notation(a).startswith(f"activate {name}")}


@plays("Command Tower", "mana.commander_identity", "ability.mana")
def test_903_4_command_tower_adds_a_color_of_the_commanders_identity() -> None:
    game = table(["Atraxa, Praetors' Voice", "Krenko, Mob Boss"], [["Command Tower"], []])
    assert identity(game.state, 0) == frozenset("WUBG")
    assert _mana_options(game, "Command Tower") == {"{W}", "{U}", "{B}", "{G}"}
    game.act("activate Command Tower for {G}")
    assert str(game.state.players[0].pool) == "{G}"
    with pytest.raises(IllegalAction):
        game.act(Action("activate", 0, game.state.battlefield[0], choice=(4,)))


@plays("Arcane Signet", "mana.commander_identity")
def test_903_4_arcane_signet_pays_for_a_spell_of_the_commanders_color() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [["Arcane Signet"], []],
                 [["Lightning Bolt"], []])
    game.act("activate Arcane Signet")                            # its one choice: {R}
    assert str(game.state.players[0].pool) == "{R}"
    game.act("cast Lightning Bolt targeting Bob")
    game.act("pass")
    game.act("pass")
    assert game.state.players[1].life == 37


@plays("Commander's Sphere", "mana.commander_identity")
def test_903_4f_without_a_commander_the_sphere_adds_no_mana() -> None:
    from boards import board
    game = board(["Commander's Sphere"], [])                 # not a Commander game
    offered = [a for a in game.legal_actions() if a.kind == "activate"]
    assert [a.ability for a in offered] == [1]               # only "Sacrifice ...: Draw"
    hand = len(game.state.players[0].hand)
    game.act(offered[0])
    assert game.state.players[0].pool.total() == 0                # no mana (CR 903.4f)
    game.act("pass")
    game.act("pass")
    assert len(game.state.players[0].hand) == hand + 1


@plays("Freyalise, Llanowar's Fury", "commander.can_be_commander")
def test_903_3a_a_planeswalker_that_can_be_your_commander() -> None:
    from tolaria.decks import check_deck, parse_deck
    deck = parse_deck("Commander\n1 Freyalise, Llanowar's Fury\nDeck\n99 Forest\n")
    assert check_deck(deck, "commander") == []
    game = table(["Freyalise, Llanowar's Fury", "Krenko, Mob Boss"],
                 [["Forest"] * 5, []])
    game.act("cast Freyalise, Llanowar's Fury from command zone")
    game.act("pass")
    game.act("pass")
    freyalise = [game.state.objects[i] for i in game.state.battlefield
                 if game.state.objects[i].name == "Freyalise, Llanowar's Fury"]
    assert freyalise and freyalise[0].counters["loyalty"] == 3
