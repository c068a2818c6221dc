"""Spell effect sentences played (eighth list): "Its owner gains N life / creates <token>"
after an instruction about a target object: the target's owner, not its controller
(CR 108.3)."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import activate, cast, life, plays, resolve

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _tokens(game, name: str, player: int) -> list[int]:
    return [i for i in ids(game, name) if game.state.objects[i].controller == player]


# -- "Its owner ..." (CR 108.3) ---------------------------------------------------------------

@plays("Path of Peace", "phrase.its_owner")
def test_108_3_path_of_peace_owner_gains_life_not_controller():
    """Alice controls Bob's Hill Giant; Path of Peace destroys it: Bob, its owner, gains 4
    life, Alice doesn't (CR 108.3)."""
    game = board(["Plains"] * 4, ["Hill Giant"], hands=(["Path of Peace"], []))
    giant = ids(game, "Hill Giant")[0]
    game.state.objects[giant].controller = 0
    game.state.changed()
    cast(game, "Path of Peace", giant)
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert (life(game, 0), life(game, 1)) == (20, 24)


@plays("Misfortune's Gain", "phrase.its_owner")
def test_108_3_misfortunes_gain_owner_of_own_creature():
    game = board(["Plains"] * 4, ["Grizzly Bears"], hands=(["Misfortune's Gain"], []))
    cast(game, "Misfortune's Gain", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 24)


@plays("Funeral Pyre", "phrase.its_owner", "tokens.player_creates")
def test_108_3_funeral_pyre_card_owner_creates_the_spirit():
    """Exile a card from Bob's graveyard: Bob creates the 1/1 flying Spirit (CR 108.3)."""
    game = board(["Plains"], [], hands=(["Funeral Pyre"], []))
    card = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard").id
    game.state.changed()
    cast(game, "Funeral Pyre", card)
    resolve(game)
    assert game.state.objects[card].zone != "graveyard"
    assert len(_tokens(game, "Spirit", 1)) == 1 and not _tokens(game, "Spirit", 0)


@plays("Pharika, God of Affliction", "phrase.its_owner", "tokens.player_creates")
def test_108_3_pharika_owner_of_exiled_creature_card_gets_the_snake():
    game = board(["Pharika, God of Affliction"], [])
    own = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    theirs = create_object(game.state, card_def("Hill Giant"), 1, "graveyard").id
    game.state.changed()
    pharika = ids(game, "Pharika, God of Affliction")[0]
    add_mana(game, "{B}{G}")
    activate(game, pharika, theirs)
    resolve(game)
    add_mana(game, "{B}{G}")
    activate(game, pharika, own)
    resolve(game)
    assert len(_tokens(game, "Snake", 1)) == 1 and len(_tokens(game, "Snake", 0)) == 1
