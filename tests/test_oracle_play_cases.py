"""Case cards (CR 719: "To solve" and "Solved", CR 702.169) and hideaway (CR 702.75),
read from Oracle text and played."""

from __future__ import annotations

from boards import board
from test_oracle_play import BOB, activate, cast, hand, obj, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.view import view


def solved(game: Game, name: str) -> bool:
    return "solved" in game.state.objects[obj(game, name)].designations()


def alices_next_main(game: Game) -> None:
    to_step(game, "upkeep")                                   # Bob's turn
    to_step(game, "draw")
    to_step(game, "precombat main")
    to_step(game, "upkeep")                                   # Alice's
    to_step(game, "precombat main")
    assert game.state.active == 0


def to_end_step(game: Game) -> None:
    to_step(game, "end")
    resolve(game)


@plays("Case of the Crimson Pulse", "case.to_solve", "case.solved", "condition.hand")
def test_719_3a_a_case_becomes_solved_at_your_end_step_if_its_condition_holds():
    game = board(["Case of the Crimson Pulse"], [], library=20)
    to_end_step(game)                                         # no cards in hand
    assert solved(game, "Case of the Crimson Pulse")          # CR 719.3a-b
    row = next(p for p in view(game.state, 0)["players"][0]["battlefield"]
               if p["name"] == "Case of the Crimson Pulse")
    assert row["designations"] == ["solved"]                  # public (CR 719.3b)
    game = Game.from_json(game.to_json())                     # kept by serialization
    assert solved(game, "Case of the Crimson Pulse")
    to_step(game, "upkeep")                                   # Bob's turn: not "your upkeep"
    to_step(game, "draw")
    to_step(game, "upkeep")                                   # Alice's upkeep: solved trigger
    resolve(game)
    assert len(game.state.players[0].hand) == 2               # discard none, draw two


@plays("Case of the Crimson Pulse", "case.to_solve")
def test_719_3a_an_unsolved_case_stays_unsolved_while_its_condition_is_false():
    game = board(["Case of the Crimson Pulse"], [], hands=(["Forest"], []), library=20)
    to_end_step(game)                                         # a card in hand
    assert not solved(game, "Case of the Crimson Pulse")
    assert not game.state.stack
    to_step(game, "draw")                                     # Bob's turn
    to_step(game, "upkeep")                                   # Alice's: no solved trigger
    assert not game.state.stack and hand(game) == ["Forest"]


@plays("Case of the Ransacked Lab", "case.to_solve", "case.solved", "condition.this_turn")
def test_702_169c_a_solved_triggered_ability_triggers_only_once_the_case_is_solved():
    game = board(["Case of the Ransacked Lab"] + ["Mountain"] * 5, [],
                 hands=(["Shock"] * 5, []), library=20)
    cast(game, "Shock", BOB)
    resolve(game)
    assert len(game.state.players[0].hand) == 4               # unsolved: no draw
    for _ in range(3):
        cast(game, "Shock", BOB)
        resolve(game)
    to_end_step(game)                                         # four instants cast this turn
    assert solved(game, "Case of the Ransacked Lab")
    alices_next_main(game)
    before = len(game.state.players[0].hand)
    cast(game, "Shock", BOB)
    resolve(game)
    assert len(game.state.players[0].hand) == before          # Shock gone, a card drawn


@plays("Case of the Filched Falcon", "case.to_solve", "case.solved", "condition.control")
def test_702_169d_a_solved_activated_ability_only_once_the_case_is_solved():
    game = board(["Case of the Filched Falcon", "Island", "Island", "Island", "Ornithopter",
                  "Millstone"], [], library=20)
    case = obj(game, "Case of the Filched Falcon")
    falcon = Action("activate", 0, case, ability=0, targets=(("object", obj(game, "Millstone")),))
    assert not game.is_legal(falcon)                          # unsolved (CR 702.169d)
    to_end_step(game)                                         # two artifacts: not yet
    assert not solved(game, "Case of the Filched Falcon")
    game = board(["Case of the Filched Falcon", "Island", "Island", "Island", "Ornithopter",
                  "Millstone", "Sol Ring"], [], library=20)
    to_end_step(game)                                         # three artifacts
    assert solved(game, "Case of the Filched Falcon")
    alices_next_main(game)
    case, mill = obj(game, "Case of the Filched Falcon"), obj(game, "Millstone")
    activate(game, case, mill)                                # {2}{U}, sacrifice this Case
    resolve(game)
    assert game.state.objects[mill].counters == {"+1/+1": 4}
    found = game.state.objects[mill]
    from tolaria.rules.layers import characteristics
    chars = characteristics(game.state, found)
    assert "Creature" in chars.types and (chars.power, chars.toughness) == (4, 4)
    assert "flying" in chars.keywords
