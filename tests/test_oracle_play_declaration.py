"""Play tests for Declaration in Stone (the Standard Bant Company deck of 2016, issue 17):
"Exile target creature and all other creatures its controller controls with the same name
as that creature. That player investigates for each nontoken creature exiled this way."
(CR 201.2, 608.2c, 701.16a); and "its controller controls" as a group's controller
(Tectonic Instability)."""

from dataclasses import replace

from boards import board, ids
from test_oracle_play import cast, plays, resolve

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _names(game, player: int) -> list[str]:  # noqa: ANN001
    state = game.state
    return sorted(state.objects[i].name for i in state.battlefield
                  if state.objects[i].controller == player)


@plays("Declaration in Stone", "choice.same_name", "choice.same_name_clues")
def test_201_2_declaration_in_stone_exiles_the_targets_namesakes_its_controller_controls():
    """CR 201.2, 608.2c: Bob's two Grizzly Bears are exiled, not Alice's Grizzly Bears nor
    Bob's Llanowar Elves; Bob investigates twice, one Clue for each (CR 701.16a)."""
    game = board(["Plains", "Plains", "Grizzly Bears"],
                 ["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"],
                 hands=(["Declaration in Stone"], []))
    cast(game, "Declaration in Stone", ids(game, "Grizzly Bears")[1])
    resolve(game)
    assert _names(game, 1) == ["Clue", "Clue", "Llanowar Elves"]
    assert _names(game, 0) == ["Grizzly Bears", "Plains", "Plains"]
    assert sorted(game.state.objects[i].name for i in game.state.players[1].exile) == [
        "Grizzly Bears", "Grizzly Bears"]


@plays("Declaration in Stone", "choice.same_name_clues")
def test_701_16a_a_token_exiled_by_declaration_in_stone_gives_no_clue():
    """CR 701.16a, 111.7: a token creature exiled this way is not a nontoken creature: Bob
    gets one Clue for his Grizzly Bears card, none for his Grizzly Bears token."""
    game = board(["Plains", "Plains"], ["Grizzly Bears"],
                 hands=(["Declaration in Stone"], []))
    token = create_object(game.state, replace(card_def("Grizzly Bears"), token=True), 1,
                          "battlefield")
    game.state.changed()
    cast(game, "Declaration in Stone", token.id)
    resolve(game)
    assert _names(game, 1) == ["Clue"]


@plays("Tectonic Instability")
def test_608_2c_its_controller_controls_reads_the_entering_lands_controller():
    """CR 608.2c, 603.2: "tap all lands its controller controls": Alice plays a Forest
    under Tectonic Instability; her lands are tapped, Bob's aren't."""
    game = board(["Tectonic Instability", "Mountain"], ["Island"], hands=(["Forest"], []))
    game.act("play Forest")
    resolve(game)
    tapped = {game.state.objects[i].name: game.state.objects[i].tapped
              for i in game.state.battlefield}
    assert tapped == {"Tectonic Instability": False, "Mountain": True, "Forest": True,
                      "Island": False}
