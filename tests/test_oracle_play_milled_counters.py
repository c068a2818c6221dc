"""Mill three cards, then "You may put a <card> from among them into your hand. If you don't,
put a +1/+1 counter on this creature." played (issue 17): the counter comes when no card
was put there, declined or with none of that kind milled (CR 701.13b, 608.2c)."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, choose, grave, hand, obj, plays, resolve
from test_oracle_play_planeswalkers_b import _in, obj_in_options

from tolaria import Game


def _enter(creature: str, *library: str) -> Game:
    """Alice casts `creature` ({1}{G}) over `library` (the last named on top) and its
    enters trigger goes on the stack and begins resolving."""
    game = board(["Forest", "Forest", "Forest"], [], hands=([creature], []))
    _in(game, "library", *library)
    cast(game, creature)
    resolve(game)
    return game


def _counters(game: Game, name: str) -> int:
    return game.state.objects[obj(game, name)].counters.get("+1/+1", 0)


@plays("Ainok Wayfarer", "library.from_among_milled_if_you_dont", "condition.may_if_you_do")
def test_608_2c_a_land_put_into_your_hand_no_counter():
    """Ainok Wayfarer: Alice puts the one milled land into her hand, so she did: no counter
    (CR 608.2c); the others stay in the graveyard (CR 701.13b)."""
    game = _enter("Ainok Wayfarer", "Hill Giant", "Shock", "Mountain")
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    resolve(game)
    assert hand(game) == ["Mountain"]
    assert sorted(grave(game)) == ["Hill Giant", "Shock"]
    assert _counters(game, "Ainok Wayfarer") == 0


@plays("Ainok Wayfarer", "library.from_among_milled_if_you_dont")
def test_608_2c_declined_so_a_counter():
    """Alice declines to put the land into her hand: she didn't, so the +1/+1 counter."""
    game = _enter("Ainok Wayfarer", "Hill Giant", "Shock", "Mountain")
    choose(game, "no")
    resolve(game)
    assert hand(game) == []
    assert sorted(grave(game)) == ["Hill Giant", "Mountain", "Shock"]
    assert _counters(game, "Ainok Wayfarer") == 1


@plays("Blanchwood Prowler", "library.from_among_milled_if_you_dont")
def test_701_13b_no_land_milled_so_a_counter():
    """Blanchwood Prowler: no land among the cards milled this way (one already in the
    graveyard doesn't count, CR 701.13b): nothing can be put into her hand, so nothing is
    asked and the counter comes (CR 608.2c)."""
    game = board(["Forest", "Forest"], [], hands=(["Blanchwood Prowler"], []))
    _in(game, "graveyard", "Forest")
    _in(game, "library", "Hill Giant", "Shock", "Grizzly Bears")
    cast(game, "Blanchwood Prowler")
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert hand(game) == []
    assert _counters(game, "Blanchwood Prowler") == 1


@plays("Ravenous Gigamole", "library.from_among_milled_if_you_dont")
def test_608_2d_one_of_two_creature_cards_chosen():
    """Ravenous Gigamole ({3}{B}): two creature cards milled, Alice chooses which one (CR
    608.2d); she put one there, so no counter."""
    game = board(["Swamp"] * 4, [], hands=(["Ravenous Gigamole"], []))
    _in(game, "library", "Hill Giant", "Shock", "Grizzly Bears")
    cast(game, "Ravenous Gigamole")
    resolve(game)
    choose(game, "yes")
    offered = {game.state.objects[o].name for o in game.decision.options}
    assert offered == {"Hill Giant", "Grizzly Bears"}
    choose(game, obj_in_options(game, "Hill Giant"))
    resolve(game)
    assert hand(game) == ["Hill Giant"]
    assert sorted(grave(game)) == ["Grizzly Bears", "Shock"]
    assert _counters(game, "Ravenous Gigamole") == 0
