"""Play tests: activated abilities whose creature gets or gains something and deals damage
to its controller (CR 611.2a, 120.3); looking at the top card of one's own library
(CR 401.2)."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import activate, chars, life, plays, resolve, to_step


@plays("Firedrinker Satyr", "effect.modified_and_deals")
def test_120_3_firedrinker_satyr_gets_plus_one_and_deals_one_damage_to_you():
    """CR 611.2a, 120.3: "{1}{R}: This creature gets +1/+0 until end of turn and deals 1
    damage to you." Alice's Satyr becomes 3/1 and she loses 1 life; the Satyr is the
    source, not the one dealt damage, so its own trigger doesn't fire."""
    game = board(["Firedrinker Satyr"])
    satyr = ids(game, "Firedrinker Satyr")[0]
    add_mana(game, "{1}{R}")
    activate(game, satyr)
    resolve(game)
    assert chars(game, satyr).power == 3 and life(game, 0) == 19
    assert not game.state.stack and life(game, 1) == 20


@plays("Electric Eel", "effect.modified_and_deals")
def test_611_2a_electric_eel_pumped_twice_until_end_of_turn():
    """CR 611.2a, 514.2: "{R}{R}: This creature gets +2/+0 until end of turn and deals 1
    damage to you." Activated twice: 5/1 and Alice at 18; at cleanup it is 1/1 again."""
    game = board(["Electric Eel"])
    eel = ids(game, "Electric Eel")[0]
    for _ in range(2):
        add_mana(game, "{R}{R}")
        activate(game, eel)
        resolve(game)
    assert chars(game, eel).power == 5 and life(game, 0) == 18
    to_step(game, "upkeep")                              # Bob's turn: the effects ended
    assert game.state.active == 1 and chars(game, eel).power == 1


@plays("Wormwood Dryad", "effect.modified_and_deals")
def test_702_14c_wormwood_dryad_gains_forestwalk_and_deals_damage_to_you():
    """CR 702.14c, 120.3: "{G}: This creature gains forestwalk until end of turn and deals
    1 damage to you." Bob controls a Forest: the Dryad attacks and his Grizzly Bears can't
    block it; Alice paid 1 life for it, and Bob takes 3."""
    game = board(["Wormwood Dryad"], ["Forest", "Grizzly Bears"], step="beginning of combat")
    dryad = ids(game, "Wormwood Dryad")[0]
    add_mana(game, "{G}")
    activate(game, dryad)
    resolve(game)
    assert "forestwalk" in chars(game, dryad).keywords and life(game, 0) == 19
    assert "swampwalk" not in chars(game, dryad).keywords
    game.act("pass")
    game.act("pass")
    game.act("attack with Wormwood Dryad")
    game.act("pass")
    game.act("pass")
    assert game.state.step == "declare blockers" and game.decision.kind == "priority"
    assert not game.state.objects[ids(game, "Grizzly Bears")[0]].blocking   # none was able
    to_step(game, "end")
    assert life(game, 1) == 17


@plays("Brutal Deceiver", "library.look_own_top")
def test_401_2_brutal_deceiver_lets_its_controller_look_at_her_top_card():
    """CR 401.2: "{1}: Look at the top card of your library." Only Alice sees it; it stays
    on top and no card moves."""
    game = board(["Brutal Deceiver"])
    deceiver = ids(game, "Brutal Deceiver")[0]
    top = game.state.players[0].library[-1]
    size = len(game.state.players[0].library)
    add_mana(game, "{1}")
    activate(game, deceiver)
    resolve(game)
    assert (top, 0) in game.state.looked and (top, 1) not in game.state.looked
    assert game.state.players[0].library[-1] == top
    assert len(game.state.players[0].library) == size
