"""Play tests of discover (CR 701.55), a keyword action of The Lost Caverns of Ixalan."""

from __future__ import annotations

from boards import board
from test_oracle_play import activate, cast, choose, hand, names, obj, plays, resolve

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def on_top(game: Game, *names_: str) -> None:
    """Put cards on top of Alice's library (the last named on top)."""
    for name in names_:
        create_object(game.state, card_def(name), 0, "library")


def library_names(game: Game) -> list[str]:
    """Alice's library, bottom first."""
    return [game.state.objects[i].name for i in game.state.players[0].library]


@plays("Hidden Volcano", "library.discover")
def test_701_55a_discover_casts_the_first_nonland_card_with_mana_value_n_or_less():
    game = board(["Hidden Volcano"] + ["Mountain"] * 5, [], library=3)
    on_top(game, "Grizzly Bears", "Hill Giant", "Serra Angel", "Forest")
    activate(game, obj(game, "Hidden Volcano"), index=1)
    resolve(game)
    assert game.decision.kind == "cast"
    free = [a for a in game.legal_actions() if a.kind == "cast"]
    assert [game.state.objects[a.object].name for a in free] == ["Hill Giant"]   # MV 4
    game.act(free[0])
    resolve(game)
    assert "Hill Giant" in names(game) and "Hidden Volcano" not in names(game)
    library = library_names(game)
    assert library[-1] == "Grizzly Bears"                       # never exiled
    assert set(library[:2]) == {"Serra Angel", "Forest"}        # on the bottom
    assert not game.state.players[0].exile


@plays("Trumpeting Carnosaur", "library.discover")
def test_701_55a_discover_not_cast_puts_the_card_into_its_hand():
    game = board(["Mountain"] * 6, [], hands=(["Trumpeting Carnosaur"], []), library=3)
    on_top(game, "Grizzly Bears", "Forest", "Craw Wurm", "Forest")    # Wurm: MV 6
    cast(game, "Trumpeting Carnosaur")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "cast"
    choose(game, "no")
    assert hand(game) == ["Grizzly Bears"]
    assert sorted(library_names(game)[:3]) == ["Craw Wurm", "Forest", "Forest"]
    assert not game.state.players[0].exile


@plays("Hidden Courtyard", "library.discover")
def test_701_55b_discover_with_no_card_found_still_puts_the_rest_on_the_bottom():
    game = board(["Hidden Courtyard"] + ["Plains"] * 5, [], library=0)
    on_top(game, "Serra Angel", "Forest")
    activate(game, obj(game, "Hidden Courtyard"), index=1)
    resolve(game)
    assert set(library_names(game)) == {"Serra Angel", "Forest"}
    assert not game.state.players[0].exile and game.decision.kind == "priority"


@plays("Digsite Conservator", "library.discover")
def test_701_55a_discover_after_if_you_do_casts_the_card_as_the_trigger_resolves():
    game = board(["Digsite Conservator"] + ["Mountain"] * 5, [], hands=(["Shock"], []),
                 library=3)
    on_top(game, "Grizzly Bears", "Hill Giant", "Forest")
    cast(game, "Shock", obj(game, "Digsite Conservator"))
    resolve(game)
    choose(game, "yes")                                  # pay {4}: discover 4
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    assert "Hill Giant" in names(game) and hand(game) == []
    assert library_names(game)[0] == "Forest" and library_names(game)[-1] == "Grizzly Bears"
