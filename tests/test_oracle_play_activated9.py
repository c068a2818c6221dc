"""Activated abilities, round 9: a cost of one kind or another ("{3}, {T} or {R}, {T}:",
the Mirrodin Shards; CR 601.2b, 602.2b)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import ALICE, activate, names, obj, plays, resolve

from tolaria import Action, IllegalAction

# -- <mana>, {T} or <mana>, {T}: <effect> (CR 601.2b, 602.2b) ----------------------------------


@plays("Granite Shard", "ability.either_cost")
def test_602_2b_granite_shard_pays_either_cost():
    """CR 601.2b, 602.2b: "{3}, {T} or {R}, {T}: This artifact deals 1 damage to any
    target." With only a Mountain, the {R} cost is paid (the {3} one can't be); the
    damage is dealt to Bob. Tapped, it can't be activated again with either cost."""
    game = board(["Granite Shard", "Mountain"], [])
    shard = obj(game, "Granite Shard")
    with pytest.raises(IllegalAction):
        activate(game, shard, ("player", 1), index=0)        # {3}: one land only
    activate(game, shard, ("player", 1), index=1)            # {R}, {T}
    assert game.state.objects[shard].tapped
    resolve(game)
    assert game.state.players[1].life == 19
    assert not any(a.kind == "activate" and a.object == shard for a in game.legal_actions())


@plays("Pearl Shard", "ability.either_cost")
def test_601_2b_pearl_shard_generic_cost_with_three_lands():
    """CR 601.2b, 615.7: "{3}, {T} or {W}, {T}: Prevent the next 2 damage that would be
    dealt to any target this turn." Paid with {3} from three Mountains (no {W} to pay the
    other cost); Granite Shard's 1 damage to Alice is then prevented."""
    game = board(["Pearl Shard", "Granite Shard", "Mountain", "Mountain", "Mountain",
                  "Mountain"], [])
    pearl = obj(game, "Pearl Shard")
    with pytest.raises(IllegalAction):
        activate(game, pearl, ALICE, index=1)                # {W}: no white source
    activate(game, pearl, ALICE, index=0)
    resolve(game)
    activate(game, obj(game, "Granite Shard"), ALICE, index=1)
    resolve(game)
    assert game.state.players[0].life == 20


@plays("Heartwood Shard", "ability.either_cost")
def test_602_2b_heartwood_shard_green_cost_gives_trample():
    """CR 602.2b, 702.19: "{3}, {T} or {G}, {T}: Target creature gains trample until end of
    turn." Paid with {G}; Alice's Grizzly Bears has trample."""
    game = board(["Heartwood Shard", "Forest", "Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    game.act(Action("activate", 0, obj(game, "Heartwood Shard"), ability=1,
                    targets=(("object", bears),)))
    resolve(game)
    assert "trample" in game.characteristics(bears).keywords
    assert "Grizzly Bears" in names(game)


# -- Add N mana in any combination of {R} and/or {G} (CR 106.1a, 605.3b) -----------------------

@plays("Orcish Lumberjack", "mana.two_color_combination")
def test_106_1a_orcish_lumberjack_three_mana_of_red_and_or_green():
    """CR 106.1a, 605.3b: "{T}, Sacrifice a Forest: Add three mana in any combination of
    {R} and/or {G}." Four options (RRR, RRG, RGG, GGG), chosen as it resolves; RGG adds
    one {R} and two {G} at once (no stack, CR 605.3a) and the Forest is sacrificed."""
    game = board(["Orcish Lumberjack", "Forest"], [])
    jack = obj(game, "Orcish Lumberjack")
    options = game.state.objects[jack].card.activated[0].mana
    assert sorted(options) == ["GGG", "RGG", "RRG", "RRR"]
    activate(game, jack, costs=(obj(game, "Forest"),), choice=(options.index("RGG"),))
    pool = str(game.state.players[0].pool)
    assert game.state.players[0].pool.total() == 3
    assert pool.count("{G}") == 2 and pool.count("{R}") == 1
    assert "Forest" not in names(game) and not game.state.stack
