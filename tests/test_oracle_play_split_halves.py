"""Split cards whose halves have rules of their own: aftermath (CR 702.127), a second
half cast only from its owner's graveyard and exiled as it leaves the stack (the first
half is cast from the hand as any split card's half is, CR 709.3); and fuse (CR 702.102),
both halves cast from the hand as one spell."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import grave, life, obj, plays, resolve

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object

LANDS = ["Swamp", "Swamp", "Swamp", "Mountain", "Mountain"]


def _exiled(game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[0].exile]


@plays("Cut // Ribbons", "keyword.aftermath")
def test_702_127a_cut_from_the_hand_then_ribbons_from_the_graveyard_then_exile():
    game = board(LANDS, ["Grizzly Bears"], hands=(["Cut // Ribbons"], []))
    bears = obj(game, "Grizzly Bears")
    texts = [game.notation(a) for a in game.legal_actions() if a.kind == "cast"]
    assert texts == ["cast Cut targeting Grizzly Bears"]             # not Ribbons (702.127a)
    game.act(game.parse("cast Cut targeting Grizzly Bears", 0))
    resolve(game)
    assert bears not in game.state.battlefield and grave(game) == ["Cut // Ribbons"]
    casts = {game.notation(a) for a in game.legal_actions() if a.kind == "cast"}
    assert "cast Ribbons x=1" in casts and not any("Cut" in t for t in casts)
    game.act(game.parse("cast Ribbons x=1", 0))
    resolve(game)
    assert life(game, 1) == 19
    assert grave(game) == [] and _exiled(game) == ["Cut // Ribbons"]    # then exiled


def test_702_127a_the_aftermath_half_is_refused_from_the_hand_and_the_other_from_a_graveyard():
    game = board(LANDS, ["Grizzly Bears"], hands=(["Cut // Ribbons"], []))
    with pytest.raises(IllegalAction, match="702.127a"):
        game.act(game.parse("cast Ribbons x=1", 0))
    card = create_object(game.state, card_def("Cut // Ribbons"), 0, "graveyard")
    cut = [a for a in game.legal_actions() if a.object == card.id and a.face == 1]
    assert cut == []
    from tolaria.data.actions import Action
    before = game.to_json()
    with pytest.raises(IllegalAction, match="isn't in"):
        game.act(Action("cast", 0, card.id, face=1, mode=0,
                        targets=(("object", obj(game, "Grizzly Bears")),)))
    assert game.to_json() == before                                  # nothing changed


@plays("Wear // Tear", "keyword.fuse")
def test_702_102_wear_tear_fused_destroys_both_targets_for_both_costs():
    game = board(["Mountain", "Mountain", "Plains"], ["Ornithopter", "Glorious Anthem"],
                 hands=(["Wear // Tear"], []))
    texts = [game.notation(a) for a in game.legal_actions() if a.kind == "cast"]
    assert "cast Wear // Tear targeting Ornithopter, Glorious Anthem" in texts
    game.act(game.parse("cast Wear // Tear targeting Ornithopter, Glorious Anthem", 0))
    spell = game.state.objects[game.state.stack[-1]]
    chars = characteristics(game.state, spell)
    assert chars.colors == frozenset({"R", "W"}) and spell.card.mana_value == 3   # 702.102b-c
    assert all(game.state.objects[i].tapped for i in game.state.battlefield
               if game.state.objects[i].controller == 0)              # {1}{R} and {W}
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.battlefield
            if game.state.objects[i].controller == 1] == []
    assert grave(game) == ["Wear // Tear"]


def test_702_102d_turn_burn_fused_follows_the_left_half_then_the_right():
    # Turn makes the Bears a 0/1 Weird, then Burn's 2 damage kills it (left half first).
    game = board(["Mountain", "Mountain", "Mountain", "Island", "Island"], ["Grizzly Bears"],
                 hands=(["Turn // Burn"], []))
    bears = obj(game, "Grizzly Bears")
    game.act(game.parse("cast Turn // Burn targeting Grizzly Bears, Grizzly Bears", 0))
    resolve(game)
    assert bears not in game.state.battlefield


def test_702_102a_fuse_only_from_the_hand():
    game = board(["Mountain", "Mountain", "Plains"], ["Ornithopter", "Glorious Anthem"])
    card = create_object(game.state, card_def("Wear // Tear"), 0, "graveyard")
    assert not [a for a in game.legal_actions() if a.object == card.id]
