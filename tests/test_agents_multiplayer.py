"""The heuristic agent in games of more than two players (CR 800-810, 903): whom it
attacks, whom it targets, and its commander."""

from __future__ import annotations

from test_commander import table as commander_table
from test_multiplayer import table

from tolaria.agents import HeuristicAgent


def _attack_targets(game) -> dict[str, str]:
    action = HeuristicAgent().choose(game)
    state = game.state
    return {state.objects[a].name: state.players[t[1]].name for a, t in action.choice}


def test_802_heuristic_attacks_the_opponent_with_the_least_life() -> None:
    game = table([["Hill Giant"], [], []], step="declare attackers")
    game.state.players[2].life = 5
    assert game.decision.kind == "attackers"
    assert _attack_targets(game) == {"Hill Giant": "Carol"}


def test_802_heuristic_attacks_around_a_blocker_that_would_kill_its_creature() -> None:
    game = table([["Hill Giant"], [], ["Craw Wurm"]], step="declare attackers")
    game.state.players[2].life = 5                      # Carol is low but holds a Wurm
    assert _attack_targets(game) == {"Hill Giant": "Bob"}


def test_903_10a_heuristic_commander_attacks_the_player_closest_to_21() -> None:
    game = commander_table(["Krenko, Mob Boss", "Talrand, Sky Summoner",
                            "Talrand, Sky Summoner"], step="beginning of combat")
    from test_commander import on_battlefield
    krenko = on_battlefield(game, 0)
    game.state.commander_damage.append((krenko.card_uid, 2, 19))      # Carol: 2 to go
    game.state.changed()
    game.act("pass")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "attackers"
    assert _attack_targets(game) == {"Krenko, Mob Boss": "Carol"}


def test_903_8_heuristic_casts_its_commander_from_the_command_zone() -> None:
    game = commander_table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                           [["Mountain"] * 4, []], [["Goblin Piker"], []])
    action = HeuristicAgent().choose(game)
    assert game.notation(action) == "cast Krenko, Mob Boss from command zone"


def test_800_heuristic_burns_the_opponent_with_the_least_life() -> None:
    game = table([["Mountain"], [], []], [["Lightning Bolt"]], step="postcombat main")
    game.state.players[1].life = 9
    game.state.players[2].life = 7
    game.state.changed()
    action = HeuristicAgent().choose(game)
    assert game.notation(action) == "cast Lightning Bolt targeting Carol"


def test_702_139a_heuristic_puts_its_companion_into_its_hand() -> None:
    from tolaria import Game
    from tolaria.cards.registry import card_def
    from tolaria.decks import parse_deck
    from tolaria.rules.zones import create_object
    deck = parse_deck("Deck\n60 Island\n\nCompanion\n1 Keruga, the Macrosage\n")
    game = Game.new([deck, "red"], seed=2, starting_player=0, skip_mulligans=True)
    while not (game.state.step == "precombat main" and game.decision.player == 0):
        game.act("pass")
    game.state.players[0].lands_played = 1          # its hand of Islands: nothing else to do
    for _ in range(3):
        create_object(game.state, card_def("Island"), 0, "battlefield").since = 0
    game.state.changed()
    action = HeuristicAgent().choose(game)
    assert game.notation(action) == "companion Keruga, the Macrosage"
