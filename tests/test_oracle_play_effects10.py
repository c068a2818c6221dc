"""Play tests: instant and sorcery instructions (area "effects", round 10): a spell returning
itself to its owner's hand as it resolves (CR 608.2k, 608.2m)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, cast, choose, grave, hand, plays, resolve

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _on_top(game, player: int, *names: str) -> list[int]:
    """New cards on top of a library (the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


# -- "return SELF to its owner's hand" (CR 608.2k, 608.2m) ----------------------------------

@plays("Research the Deep", "graveyard.return_spell_itself", "library.clash")
def test_608_2k_research_the_deep_returns_to_hand_when_its_clash_is_won():
    """CR 608.2k, 608.2m, 701.23: "Draw a card. Clash with an opponent. If you win, return
    Research the Deep to its owner's hand." Alice draws Opt, then reveals Hill Giant (4)
    against Bob's Shock (1): she wins, and the spell goes to her hand, not her graveyard."""
    game = board(["Island"] * 4, [], hands=(["Research the Deep"], []))
    _on_top(game, 0, "Hill Giant", "Opt")
    _on_top(game, 1, "Shock")
    cast(game, "Research the Deep")
    resolve(game)
    choose(game, "top")
    choose(game, "top")
    assert sorted(hand(game)) == ["Opt", "Research the Deep"]
    assert grave(game) == []


@plays("Research the Deep", "graveyard.return_spell_itself", "library.clash")
def test_608_2m_research_the_deep_goes_to_the_graveyard_when_its_clash_is_lost():
    """CR 608.2m: Alice reveals Opt (1) against Bob's Hill Giant (4): she loses, and the
    spell is put into her graveyard as the last part of its resolution."""
    game = board(["Island"] * 4, [], hands=(["Research the Deep"], []))
    _on_top(game, 0, "Opt", "Shock")
    _on_top(game, 1, "Hill Giant")
    cast(game, "Research the Deep")
    resolve(game)
    choose(game, "top")
    choose(game, "top")
    assert hand(game) == ["Shock"]
    assert grave(game) == ["Research the Deep"]


@plays("View from Above", "graveyard.return_spell_itself")
def test_608_2k_view_from_above_returns_only_if_you_control_a_white_permanent():
    """CR 608.2k, 608.2m: "Target creature gains flying until end of turn. If you control a
    white permanent, return View from Above to its owner's hand." With Savannah Lions: back
    to hand; without a white permanent: into the graveyard."""
    for white, where in ((["Savannah Lions"], "hand"), ([], "graveyard")):
        game = board(["Island"] * 2 + ["Grizzly Bears"] + white, [],
                     hands=(["View from Above"], []))
        cast(game, "View from Above", ids(game, "Grizzly Bears")[0])
        resolve(game)
        assert ("View from Above" in hand(game)) == (where == "hand")
        assert ("View from Above" in grave(game)) == (where == "graveyard")


@plays("Hanabi Blast", "graveyard.return_spell_itself")
def test_608_2k_hanabi_blast_is_in_hand_before_the_random_discard():
    """CR 608.2k, 701.9b: "Hanabi Blast deals 2 damage to any target. Return Hanabi Blast to
    its owner's hand, then discard a card at random." With no other card in hand, the card
    discarded at random is Hanabi Blast itself, back in hand by then."""
    game = board(["Mountain"] * 3, [], hands=(["Hanabi Blast"], []))
    cast(game, "Hanabi Blast", BOB)
    resolve(game)
    assert game.state.players[1].life == 18
    assert hand(game) == [] and grave(game) == ["Hanabi Blast"]


@plays("Pulse of the Tangle", "graveyard.return_spell_itself")
def test_608_2k_pulse_of_the_tangle_returns_if_an_opponent_controls_more_creatures():
    """CR 608.2k: "Create a 3/3 green Beast creature token. Then if an opponent controls more
    creatures than you, return Pulse of the Tangle to its owner's hand." Bob has two
    creatures against Alice's one Beast: back to hand."""
    game = board(["Forest"] * 3, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Pulse of the Tangle"], []))
    cast(game, "Pulse of the Tangle")
    resolve(game)
    assert len(ids(game, "Beast")) == 1
    assert hand(game) == ["Pulse of the Tangle"] and grave(game) == []
