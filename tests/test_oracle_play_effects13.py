"""Play tests: instant and sorcery instructions (area "effects", round 13): an amount divided
among any number of targets, "where X is <quantity> as you cast this spell", counted as the
spell is cast, before the division is announced (CR 601.2d)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import cast, chars, plays, resolve

from tolaria.cards.registry import card_def
from tolaria.data.actions import IllegalAction
from tolaria.rules.zones import create_object

_SLOTS = 30                      # "any number of targets": one slot per target


def _cast(name: str, *parts: str) -> str:
    """The notation of casting `name` with the division, the unchosen slots after."""
    rest = ["no target"] * (_SLOTS - len(parts))
    return f"cast {name} targeting " + ", ".join([*parts, *rest])


# -- "where X is ... as you cast this spell" (CR 601.2d) -----------------------------------

@plays("Volcanic Wind", "target.divided", "quantity.on_cast")
def test_601_2d_volcanic_wind_divides_the_creatures_counted_as_it_is_cast():
    """"Volcanic Wind deals X damage divided as you choose among any number of target
    creatures, where X is the number of creatures on the battlefield as you cast this
    spell.": three creatures make X = 3, divided 2 to Bob's Grizzly Bears (lethal, CR
    704.5g) and 1 to his Serra Angel; dividing 2 or 4 is refused (CR 601.2d)."""
    game = board(["Mountain"] * 6 + ["Hill Giant"], ["Grizzly Bears", "Serra Angel"],
                 hands=(["Volcanic Wind"], []))
    for text in (_cast("Volcanic Wind", "Grizzly Bears 2"),
                 _cast("Volcanic Wind", "Grizzly Bears 2", "Serra Angel 2")):
        with pytest.raises(IllegalAction):
            game.act(game.parse(text))
        assert not game.state.stack
    angel = ids(game, "Serra Angel")[0]
    game.act(game.parse(_cast("Volcanic Wind", "Grizzly Bears 2", "Serra Angel 1")))
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    assert game.state.objects[angel].damage == 1
    assert ids(game, "Hill Giant")


@plays("Volcanic Wind", "quantity.on_cast")
def test_601_2d_volcanic_wind_x_is_fixed_as_cast_not_as_it_resolves():
    """X is counted as the spell is cast: Bob's Lightning Bolt killing Hill Giant in
    response leaves two creatures, yet Serra Angel is still dealt all 3 (CR 601.2d,
    608.2h)."""
    game = board(["Mountain"] * 6 + ["Hill Giant"], ["Serra Angel", "Grizzly Bears", "Mountain"],
                 hands=(["Volcanic Wind"], ["Lightning Bolt"]))
    angel = ids(game, "Serra Angel")[0]
    game.act(game.parse(_cast("Volcanic Wind", "Serra Angel 3")))
    game.act(game.parse("pass"))
    cast(game, "Lightning Bolt", ids(game, "Hill Giant")[0], player=1)
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert game.state.objects[angel].damage == 3


@plays("Jaws of Stone", "target.divided", "quantity.on_cast")
def test_601_2d_jaws_of_stone_divides_the_mountains_among_players_and_creatures():
    """"..., where X is the number of Mountains you control as you cast this spell.": six
    Mountains (tapped to pay for it, still controlled) make X = 6: 4 to Bob and 2 to his
    Grizzly Bears (CR 601.2d, 120.3)."""
    game = board(["Mountain"] * 6, ["Grizzly Bears"], hands=(["Jaws of Stone"], []))
    game.act(game.parse(_cast("Jaws of Stone", "Bob 4", "Grizzly Bears 2")))
    resolve(game)
    assert game.state.players[1].life == 16
    assert not ids(game, "Grizzly Bears")


@plays("Monstrous Onslaught", "target.divided", "quantity.on_cast", "quantity.greatest")
def test_601_2d_monstrous_onslaught_divides_the_greatest_power():
    """"..., where X is the greatest power among creatures you control as you cast this
    spell.": Alice's Hill Giant (3) beats her Grizzly Bears, X = 3 — all of it to Bob's
    Hill Giant, which dies (CR 601.2d, 704.5g); Bob's larger Serra Angel isn't counted."""
    game = board(["Forest"] * 5 + ["Hill Giant", "Grizzly Bears"], ["Hill Giant", "Serra Angel"],
                 hands=(["Monstrous Onslaught"], []))
    bob_giant = ids(game, "Hill Giant")[1]
    with pytest.raises(IllegalAction):
        game.act(game.parse(_cast("Monstrous Onslaught", "Bob's Hill Giant 4")))
    game.act(game.parse(_cast("Monstrous Onslaught", "Bob's Hill Giant 3")))
    resolve(game)
    assert bob_giant not in game.state.battlefield
    assert len(ids(game, "Hill Giant")) == 1


@plays("Undercity Upheaval", "target.divided", "quantity.on_cast")
def test_601_2d_undercity_upheaval_distributes_creature_cards_in_graveyard():
    """"Distribute X +1/+1 counters among any number of target creatures you control, where
    X is the number of creature cards in your graveyard as you cast this spell. Creatures
    you control gain vigilance until end of turn.": two creature cards (the land not
    counted) make X = 2, one counter each on Grizzly Bears and Hill Giant (CR 601.2d,
    122.6), and both have vigilance."""
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Hill Giant"], [],
                 hands=(["Undercity Upheaval"], []))
    for name in ("Serra Angel", "Llanowar Elves", "Forest"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    with pytest.raises(IllegalAction):
        game.act(game.parse(_cast("Undercity Upheaval", "Grizzly Bears 3")))
    game.act(game.parse(_cast("Undercity Upheaval", "Grizzly Bears 1", "Hill Giant 1")))
    resolve(game)
    state = game.state
    for name in ("Grizzly Bears", "Hill Giant"):
        obj = state.objects[ids(game, name)[0]]
        assert obj.counters["+1/+1"] == 1
        assert "vigilance" in chars(game, obj.id).keywords
