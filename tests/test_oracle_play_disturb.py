"""Play tests for disturb (CR 702.146): a transforming double-faced card cast transformed
from its owner's graveyard for its disturb cost (CR 712.11a, 712.8e), its back face's "If
<it> would be put into a graveyard from anywhere, exile it instead." (CR 614.1a), and the
rest of Dennick, Pious Apprentice // Dennick, Pious Apparition (the Standard Esper
midrange deck of 2023): "Cards in graveyards can't be the targets of spells or abilities."
(CR 115.1, 101.2) and "Whenever one or more creature cards are put into graveyards from
anywhere, investigate." (CR 603.2, 701.16a)."""

import pytest
from boards import board, ids
from test_oracle_play import cast, chars, grave, plays, resolve

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

GEIST = "Binding Geist // Spectral Binding"
DENNICK = "Dennick, Pious Apprentice // Dennick, Pious Apparition"
DISTURB = "keyword.disturb"


def _in_graveyard(game, name: str, player: int = 0) -> int:  # noqa: ANN001
    return create_object(game.state, card_def(name), player, "graveyard").id


def _casts_of(game, oid: int) -> list[Action]:  # noqa: ANN001
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == oid]


def _names(game, zone: str, player: int = 0) -> list[str]:  # noqa: ANN001
    return [game.state.objects[o].name for o in getattr(game.state.players[player], zone)]


@plays(GEIST, DISTURB, "static.exile_instead_of_graveyard")
def test_702_146a_binding_geist_is_cast_transformed_from_the_graveyard_for_disturb():
    """CR 702.146a, 712.11a, 712.8e: from the graveyard only the disturb cast is offered,
    with the back face up: Spectral Binding, an Aura, on the stack with the front face's
    mana value 3; it resolves attached to Bob's Grizzly Bears, which gets -2/-0
    (702.146b)."""
    game = board(["Island", "Island"], ["Grizzly Bears"])
    geist = _in_graveyard(game, GEIST)
    offered = _casts_of(game, geist)
    assert [game.notation(a) for a in offered] == [
        "cast Spectral Binding for disturb targeting Grizzly Bears"]
    action = game.parse("cast Spectral Binding for disturb targeting Grizzly Bears")
    assert action == offered[0] and action.face == 1
    game.act(action)
    spell = game.state.objects[game.state.stack[-1]]
    assert spell.name == "Spectral Binding" and spell.card.mana_value == 3
    resolve(game)
    bears = ids(game, "Grizzly Bears")[0]
    binding = ids(game, "Spectral Binding")[0]
    assert game.state.objects[binding].attached_to == bears
    assert chars(game, bears).power == 0


@plays(GEIST, DISTURB)
def test_702_146a_disturb_is_never_cast_from_the_hand():
    """CR 702.146a: in the hand Binding Geist is cast for its mana cost, front face up;
    announcing disturb there is refused."""
    game = board(["Island", "Island", "Island"], [], hands=([GEIST], []))
    geist = game.state.players[0].hand[0]
    assert {a.face for a in _casts_of(game, geist)} == {0}
    assert all("disturb" not in a.costs for a in _casts_of(game, geist))
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, geist, face=1, costs=("disturb",),
                        targets=(("object", ids(game, "Island")[0]),)))


@plays(GEIST, DISTURB, "static.exile_instead_of_graveyard")
def test_614_1a_a_disturbed_aura_destroyed_is_exiled_front_face_up():
    """CR 614.1a, 712.8a: Naturalize destroys Spectral Binding: it is exiled instead of
    put into the graveyard, and in exile it is Binding Geist again."""
    game = board(["Island", "Island", "Forest", "Forest"], ["Grizzly Bears"],
                 hands=(["Naturalize"], []))
    geist = _in_graveyard(game, GEIST)
    game.act(_casts_of(game, geist)[0])
    resolve(game)
    cast(game, "Naturalize", ids(game, "Spectral Binding")[0])
    resolve(game)
    assert _names(game, "exile") == ["Binding Geist"]
    assert grave(game) == ["Naturalize"]


@plays(GEIST, DISTURB, "static.exile_instead_of_graveyard")
def test_614_1a_a_countered_disturb_spell_is_exiled():
    """CR 614.1a, 701.5a: countered on the stack, the disturbed spell is exiled rather
    than put into its owner's graveyard."""
    game = board(["Island", "Island"], ["Grizzly Bears", "Island", "Island"],
                 hands=([], ["Counterspell"]))
    geist = _in_graveyard(game, GEIST)
    game.act(_casts_of(game, geist)[0])
    game.act(Action("pass", 0))
    spell = game.state.stack[-1]
    cast(game, "Counterspell", ("object", spell), player=1)
    resolve(game)
    assert _names(game, "exile") == ["Binding Geist"] and grave(game) == []


@plays(DENNICK, "static.graveyard_cards_untargetable", DISTURB)
def test_115_1_dennick_keeps_cards_in_graveyards_from_being_targeted():
    """CR 115.1, 101.2: with Dennick on the battlefield, Raise Dead has no legal target
    (Alice's graveyard holds a creature card), so it can't be cast; without it, it can."""
    game = board(["Swamp"], [DENNICK], hands=(["Raise Dead"], []))
    _in_graveyard(game, "Grizzly Bears")
    raise_dead = game.state.players[0].hand[0]
    assert not _casts_of(game, raise_dead)
    game = board(["Swamp"], [], hands=(["Raise Dead"], []))
    _in_graveyard(game, "Grizzly Bears")
    assert _casts_of(game, game.state.players[0].hand[0])


@plays(DENNICK, "trigger.into_graveyard", DISTURB)
def test_603_2_dennick_apparition_investigates_once_for_creature_cards_put_there_together():
    """CR 603.2, 701.16a: Wrath of God puts three creatures into graveyards at once (one of
    them Bob's, none a token): Dennick, Pious Apparition (cast for disturb) triggers once,
    and its controller investigates once."""
    game = board(["Plains", "Plains", "Plains", "Plains", "Island", "Island", "Island",
                  "Island", "Grizzly Bears"], ["Grizzly Bears", "Savannah Lions"],
                 hands=(["Wrath of God"], []))
    dennick = _in_graveyard(game, DENNICK)
    game.act(_casts_of(game, dennick)[0])
    resolve(game)
    assert ids(game, "Dennick, Pious Apparition")
    cast(game, "Wrath of God")
    resolve(game)
    resolve(game)
    clues = [o for o in game.state.battlefield if chars(game, o).name == "Clue"]
    assert len(clues) == 1
    assert _names(game, "exile") == ["Dennick, Pious Apprentice"]       # exiled, not buried
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Savannah Lions"]
