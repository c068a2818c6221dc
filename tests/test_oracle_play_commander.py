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
    assert check_deck(deck, "commander").ok
    game = table(["Freyalise, Llanowar's Fury", "Krenko, Mob Boss"],
                 [["Forest"] * 5, []])
    game.act("cast Freyalise, Llanowar's Fury from command zone")
    game.act("pass")
    game.act("pass")
    freyalise = [game.state.objects[i] for i in game.state.battlefield
                 if game.state.objects[i].name == "Freyalise, Llanowar's Fury"]
    assert freyalise and freyalise[0].counters["loyalty"] == 3


@plays("Adeline, Resplendent Cathar", "keyword.list")
def test_903_adeline_makes_a_token_attacking_each_opponent_in_a_commander_game() -> None:
    """"For each opponent, create a 1/1 white Human creature token that's tapped and
    attacking that player" with three opponents (CR 102.2, 506.3, 903.2)."""
    from test_commander import on_battlefield
    game = table(["Adeline, Resplendent Cathar", "Krenko, Mob Boss", "Talrand, Sky Summoner",
                  "Ezuri, Renegade Leader"], step="beginning of combat")
    on_battlefield(game, 0)
    for _ in range(4):
        game.act("pass")
    assert game.decision.kind == "attackers"
    game.act("attack with Adeline, Resplendent Cathar -> Bob")
    for _ in range(12):
        if game.decision.kind != "priority" or not game.state.stack:
            break
        game.act(Action("pass", game.decision.player))
    humans = [game.state.objects[i] for i in game.state.battlefield
              if game.state.objects[i].name == "Human"]
    attacked = sorted(game.state.players[h.attacking[1]].name for h in humans)
    assert attacked == ["Bob", "Carol", "Dave"]


@plays("Palace Sentinels", "library.monarch")
def test_722_2_combat_damage_to_the_monarch_in_a_four_player_game() -> None:
    """A creature dealing combat damage to the monarch makes its controller the monarch
    (CR 722.2); damage to another opponent doesn't (four players)."""
    from test_multiplayer import pass_until
    from test_multiplayer import table as ffa
    for target, monarch in (("Carol", 1), ("Bob", 0)):
        game = ffa([["Grizzly Bears"], ["Palace Sentinels"], [], []],
                   step="beginning of combat")
        game.state.monarch = 1                                      # Bob is the monarch
        pass_until(game, lambda g: g.decision.kind == "attackers")
        game.act(f"attack with Grizzly Bears -> {target}")
        pass_until(game, lambda g: g.state.step == "postcombat main")   # no blocks
        assert game.state.monarch == monarch, target


# -- companions (CR 702.139) --------------------------------------------------------------------

def _keruga_deck(extra: str = "") -> str:
    return ("Deck\n30 Forest\n30 Island\n" + extra + "\nCompanion\n"
            "1 Keruga, the Macrosage\n")


@plays("Keruga, the Macrosage", "keyword.companion")
def test_702_139a_a_companion_revealed_and_put_into_hand_for_3() -> None:
    from tolaria import Game
    from tolaria.decks import parse_deck
    deck = parse_deck(_keruga_deck())
    assert deck.companion == [(1, "Keruga, the Macrosage")]
    game = Game.new([deck, "red"], seed=2, starting_player=0, skip_mulligans=True)
    state = game.state
    assert state.companions == [(0, "Keruga, the Macrosage")]              # CR 103.2b
    assert game.view(1)["companions"] == [{"owner": 0, "name": "Keruga, the Macrosage"}]
    assert any("103.2b" in e.rules for e in game.log)
    while not (state.step == "precombat main" and game.decision.player == 0):
        game.act("pass")
    assert "companion Keruga, the Macrosage" not in [game.notation(a)
                                                     for a in game.legal_actions()]
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for _ in range(3):                                   # three untapped lands to pay {3}
        create_object(state, card_def("Island"), 0, "battlefield").since = 0
    state.changed()
    game.act("companion Keruga, the Macrosage")                            # CR 116.2g
    assert state.companions == []
    assert "Keruga, the Macrosage" in [state.objects[i].name for i in state.players[0].hand]
    assert sum(state.objects[i].tapped for i in state.battlefield) == 3    # paid {3}
    assert game.decision.player == 0 and game.decision.kind == "priority"  # no stack


@plays("Lutri, the Spellchaser", "keyword.companion")
def test_702_139a_a_deck_that_fails_the_condition_cannot_reveal_its_companion() -> None:
    from tolaria import Game
    from tolaria.decks import parse_deck
    from tolaria.game import DeckRefused
    with pytest.raises(DeckRefused, match="702.139a"):
        Game.new([parse_deck(_keruga_deck("1 Lightning Bolt")), "red"], seed=1)
    lutri = parse_deck("Deck\n58 Island\n1 Opt\n1 Brainstorm\n\nCompanion\n"
                       "1 Lutri, the Spellchaser\n")
    assert Game.new([lutri, "red"], seed=1).state.companions == [(0, "Lutri, the Spellchaser")]
    twice = parse_deck("Deck\n56 Island\n2 Opt\n\nCompanion\n1 Lutri, the Spellchaser\n")
    with pytest.raises(DeckRefused, match="702.139a"):
        Game.new([twice, "red"], seed=1)
