""""If a spell or ability an opponent controls causes you to discard this card, put it onto
the battlefield instead of putting it into your graveyard." (Obstinate Baloth, Dodecapod):
a replacement effect working from the hand (CR 614.1a, 113.6), only for a discard an
opponent's instruction makes (CR 701.8a), never one paying a cost (CR 118.12a); the card
is still discarded (CR 701.8c)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    ALICE,
    activate,
    cast,
    choose,
    grave,
    in_hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action

ALICE_SEAT, BOB_SEAT = 0, 1


def _bobs_main(game) -> None:
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == BOB_SEAT


def _on_battlefield(game, name: str) -> list[int]:
    return [i for i in game.state.battlefield if game.state.objects[i].name == name]


@plays("Obstinate Baloth", "static.discarded_onto_battlefield")
def test_614_1a_obstinate_baloth_discarded_by_an_opponents_mind_rot_enters():
    """Bob's Mind Rot makes Alice discard the Baloth and a Forest: the Forest goes to her
    graveyard, the Baloth onto the battlefield under her control, and its "When this
    creature enters" ability gains her 4 life (CR 614.1a, 603.6a)."""
    game = board([], ["Swamp", "Swamp", "Swamp"],
                 hands=(["Obstinate Baloth", "Forest"], ["Mind Rot"]))
    _bobs_main(game)
    cast(game, "Mind Rot", ALICE, player=BOB_SEAT)
    resolve(game)
    assert grave(game) == ["Forest"]
    baloth = _on_battlefield(game, "Obstinate Baloth")
    assert len(baloth) == 1 and game.state.objects[baloth[0]].controller == ALICE_SEAT
    assert life(game, ALICE_SEAT) == 24


@plays("Obstinate Baloth", "static.discarded_onto_battlefield")
def test_701_8c_baloth_put_onto_the_battlefield_instead_is_still_discarded():
    """Bob's Liliana's Caress ("Whenever an opponent discards a card, that player loses 2
    life") sees both cards discarded, the Baloth too (CR 701.8c): Alice loses 4 and gains 4."""
    game = board([], ["Swamp", "Swamp", "Swamp", "Liliana's Caress"],
                 hands=(["Obstinate Baloth", "Forest"], ["Mind Rot"]))
    _bobs_main(game)
    cast(game, "Mind Rot", ALICE, player=BOB_SEAT)
    resolve(game)
    assert _on_battlefield(game, "Obstinate Baloth")
    assert life(game, ALICE_SEAT) == 20


def test_701_8a_baloth_discarded_to_pay_her_own_cost_goes_to_the_graveyard():
    """Alice discards the Baloth to pay her Rummaging Goblin's cost: no opponent's spell or
    ability makes her discard it (CR 118.3, 701.8a)."""
    game = board(["Rummaging Goblin"], [], hands=(["Obstinate Baloth"], []))
    activate(game, obj(game, "Rummaging Goblin"), costs=(in_hand(game, "Obstinate Baloth"),))
    resolve(game)
    assert grave(game) == ["Obstinate Baloth"] and not _on_battlefield(game, "Obstinate Baloth")


def test_118_12a_baloth_discarded_for_an_opponents_ward_goes_to_the_graveyard():
    """Bob pays Alice's Sunset Saboteur's "Ward—Discard a card" with the Baloth: her ward
    trigger asks for a cost; paying it is Bob's choice, not its instruction (CR 118.12a,
    702.21a), so the card goes to his graveyard."""
    game = board(["Sunset Saboteur"], ["Mountain"],
                 hands=([], ["Shock", "Obstinate Baloth"]))
    game.act(Action("pass", ALICE_SEAT))
    cast(game, "Shock", obj(game, "Sunset Saboteur"), player=BOB_SEAT)
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    choose(game, "yes")
    if game.decision.kind == "discard":                  # his only card: no choice to make
        game.act(Action("choose", BOB_SEAT, choice=(in_hand(game, "Obstinate Baloth", BOB_SEAT),)))
    resolve(game)
    assert "Obstinate Baloth" in grave(game, BOB_SEAT)
    assert not _on_battlefield(game, "Obstinate Baloth")


def test_514_1_baloth_discarded_in_her_cleanup_step_goes_to_the_graveyard():
    """Alice ends her turn with eight cards and discards the Baloth down to seven: a game
    rule's discard, no opponent's spell or ability (CR 514.1)."""
    game = board([], [], hands=(["Obstinate Baloth"] + ["Forest"] * 7, []))
    to_step(game, "end")
    while game.decision.kind != "discard":
        game.act(Action("pass", game.decision.player))
    game.act(Action("choose", ALICE_SEAT, choice=(in_hand(game, "Obstinate Baloth"),)))
    assert grave(game) == ["Obstinate Baloth"] and not _on_battlefield(game, "Obstinate Baloth")


@plays("Dodecapod", "static.discarded_onto_battlefield")
def test_614_1a_dodecapod_enters_with_two_counters():
    """Discarded by Bob's Mind Rot, Dodecapod enters with two +1/+1 counters (CR 122.6)."""
    game = board([], ["Swamp", "Swamp", "Swamp"],
                 hands=(["Dodecapod", "Forest"], ["Mind Rot"]))
    _bobs_main(game)
    cast(game, "Mind Rot", ALICE, player=BOB_SEAT)
    resolve(game)
    pod = _on_battlefield(game, "Dodecapod")
    assert len(pod) == 1 and game.state.objects[pod[0]].counters == {"+1/+1": 2}
