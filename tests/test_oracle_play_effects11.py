"""Play tests: instant and sorcery instructions (area "effects", round 11): searching a
target player's library (CR 701.19a, 701.20a, 110.2a)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, cast, choose, plays, resolve

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _library(game, player: int, *names: str) -> list[int]:
    """New cards in a library (the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


# -- "Search target opponent's library for ..." (CR 701.19a) --------------------------------

@plays("Bribery", "library.search_target_library")
def test_701_19a_bribery_puts_the_opponents_creature_onto_the_battlefield_under_your_control():
    """CR 701.19a, 110.2a, 701.20a: "Search target opponent's library for a creature card and
    put that card onto the battlefield under your control. Then that player shuffles." Alice
    searches Bob's library: only his Hill Giant is a creature card; it enters under her
    control (Bob still owns it), and his library is shuffled with the rest."""
    game = board(["Island"] * 5, [], hands=(["Bribery"], []), library=0)
    giant, shock, _ = _library(game, 1, "Hill Giant", "Shock", "Island")
    cast(game, "Bribery", BOB)
    resolve(game)
    assert game.decision.player == 0
    assert set(game.decision.options) == {giant, "nothing"}
    choose(game, giant)
    state = game.state
    new = ids(game, "Hill Giant")[0]
    assert new in state.battlefield
    assert state.objects[new].controller == 0 and state.objects[new].owner == 1
    assert len(state.players[1].library) == 2 and giant not in state.players[1].library
    assert any(e.text == "Bob shuffles their library" for e in state.log[-4:])


@plays("Extract", "library.search_target_library")
def test_701_19a_extract_exiles_any_card_of_the_target_players_library():
    """CR 701.19a, 406.2: "Search target player's library for a card and exile it. Then that
    player shuffles." No quality: any card may be found, an instant too; it goes to exile
    (its owner's), the rest of Bob's library stays."""
    game = board(["Island"], [], hands=(["Extract"], []), library=0)
    shock, giant = _library(game, 1, "Shock", "Hill Giant")
    cast(game, "Extract", BOB)
    resolve(game)
    assert set(game.decision.options) >= {shock, giant}
    choose(game, shock)
    state = game.state
    assert [o.name for o in state.objects.values() if o.zone == "exile"] == ["Shock"]
    assert [state.objects[o].name for o in state.players[1].library] == ["Hill Giant"]
