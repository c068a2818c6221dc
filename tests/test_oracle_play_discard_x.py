"""An additional cost of "discard X cards", X announced as the spell is cast (CR 601.2b,
601.2h, 107.3), played."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import chars, grave, hand, life, obj, plays, resolve

from tolaria import Game, IllegalAction


@plays("Sickening Dreams", "cost.discard_x", "spell.additional_cost")
def test_601_2b_sickening_dreams_discards_x_cards_announced_as_it_is_cast():
    game = board(["Swamp", "Swamp"], ["Hill Giant", "Grizzly Bears"],
                 hands=(["Sickening Dreams", "Forest", "Island", "Plains"], []))
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert sorted({a.x for a in casts}) == [0, 1, 2, 3]      # the other cards in hand
    assert len(casts) == 1 + 3 + 3 + 1                       # which cards: chosen in the action
    with pytest.raises(IllegalAction):
        game.act("cast Sickening Dreams x=2 discarding Forest")      # two cards (CR 601.2h)
    game.act("cast Sickening Dreams x=2 discarding Forest, Island")
    assert sorted(grave(game)) == ["Forest", "Island"] and hand(game) == ["Plains"]
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (18, 18)
    assert not ids(game, "Grizzly Bears") and chars(game, obj(game, "Hill Giant")).toughness == 3
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2


@plays("Sickening Dreams", "cost.discard_x")
def test_107_3_sickening_dreams_x_0_discards_nothing_and_round_trips():
    game = board(["Swamp", "Swamp"], ["Grizzly Bears"],
                 hands=(["Sickening Dreams", "Forest", "Island"], []))
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    texts = {game.notation(a): a for a in casts}
    assert "cast Sickening Dreams x=1 discarding Island" in texts and len(texts) == len(casts)
    assert all(game.parse(text) == action for text, action in texts.items())
    copy = Game.from_json(game.to_json())
    assert copy.legal_actions() == game.legal_actions()
    game.act("cast Sickening Dreams x=0")
    resolve(game)
    assert hand(game) == ["Forest", "Island"] and ids(game, "Grizzly Bears")


@plays("Channeled Force", "cost.discard_x")
def test_601_2b_channeled_force_x_cards_drawn_and_x_damage():
    game = board(["Island", "Island", "Mountain", "Mountain"], ["Hill Giant"],
                 hands=(["Channeled Force", "Forest", "Forest", "Plains"], []))
    game.act("cast Channeled Force x=3 discarding Forest, Forest, Plains targeting Bob, "
             "Hill Giant")
    resolve(game)
    assert len(game.state.players[1].hand) == 3 and not ids(game, "Hill Giant")
