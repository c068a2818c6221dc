"""Play tests: instant and sorcery instructions (area "effects", round 11): searching a
target player's library (CR 701.19a, 701.20a, 110.2a)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, cast, choose, plays, resolve, to_step

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.restrictions import may_target_player
from tolaria.rules.zones import create_object


def _library(game, player: int, *names: str) -> list[int]:
    """New cards in a library (the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


# -- "Search target opponent's library for ..." (CR 701.19a) --------------------------------

@plays("Bribery", "library.search_target_library")
def test_701_19a_bribery_puts_the_opponents_creature_onto_the_battlefield_under_your_control():
    """CR 701.19a, 110.2a, 701.20a: "Search target opponent's library for a creature card and
    put that card onto the battlefield under your control. Then that player shuffles." Alice
    searches Bob's library: only his Hill Giant is a creature card; it enters under her
    control (Bob still owns it), and his library is shuffled with the rest."""
    game = board(["Island"] * 5, [], hands=(["Bribery"], []), library=0)
    giant, shock, _ = _library(game, 1, "Hill Giant", "Shock", "Island")
    cast(game, "Bribery", BOB)
    resolve(game)
    assert game.decision.player == 0
    assert set(game.decision.options) == {giant, "nothing"}
    choose(game, giant)
    state = game.state
    new = ids(game, "Hill Giant")[0]
    assert new in state.battlefield
    assert state.objects[new].controller == 0 and state.objects[new].owner == 1
    assert len(state.players[1].library) == 2 and giant not in state.players[1].library
    assert any(e.text == "Bob shuffles their library" for e in state.log[-4:])


@plays("Extract", "library.search_target_library")
def test_701_19a_extract_exiles_any_card_of_the_target_players_library():
    """CR 701.19a, 406.2: "Search target player's library for a card and exile it. Then that
    player shuffles." No quality: any card may be found, an instant too; it goes to exile
    (its owner's), the rest of Bob's library stays."""
    game = board(["Island"], [], hands=(["Extract"], []), library=0)
    shock, giant = _library(game, 1, "Shock", "Hill Giant")
    cast(game, "Extract", BOB)
    resolve(game)
    assert set(game.decision.options) >= {shock, giant}
    choose(game, shock)
    state = game.state
    assert [o.name for o in state.objects.values() if o.zone == "exile"] == ["Shock"]
    assert [state.objects[o].name for o in state.players[1].library] == ["Hill Giant"]


# -- "<several target creatures> each deal damage equal to their power to ..." (CR 120.3) ---

@plays("Allies at Last", "effect.each_bite", "target.up_to")
def test_120_3_allies_at_last_two_creatures_each_deal_damage_equal_to_their_power():
    """CR 120.3, 608.2h: "Up to two target creatures you control each deal damage equal to
    their power to target creature an opponent controls." Grizzly Bears (2) and Hill Giant
    (3) deal 5 damage, all at once, to Bob's Craw Wurm (6/4): it dies; neither of Alice's
    creatures is dealt damage back (not a fight)."""
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Hill Giant"], ["Craw Wurm"],
                 hands=(["Allies at Last"], []))
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    cast(game, "Allies at Last", bears, giant, ids(game, "Craw Wurm")[0])
    resolve(game)
    state = game.state
    assert not ids(game, "Craw Wurm")
    assert state.objects[bears].damage == 0 and state.objects[giant].damage == 0


@plays("Allies at Last", "effect.each_bite", "target.up_to")
def test_608_2b_allies_at_last_a_source_no_longer_there_deals_no_damage():
    """CR 608.2b: with one chosen source gone before it resolves (Bob bolts Grizzly Bears),
    only Hill Giant deals its 3 damage: Craw Wurm (6/4) survives with 3 damage."""
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Hill Giant"], ["Craw Wurm", "Mountain"],
                 hands=(["Allies at Last"], ["Lightning Bolt"]))
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    wurm = ids(game, "Craw Wurm")[0]
    cast(game, "Allies at Last", bears, giant, wurm)
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", bears, player=1)
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    assert game.state.objects[wurm].damage == 3


@plays("Terrific Team-Up", "effect.each_bite", "target.any_number", "target.spread")
def test_120_3_terrific_team_up_they_each_deal_damage_after_the_pump():
    """CR 608.2c, 608.2h: "One or two target creatures you control each get +1/+0 until end
    of turn. They each deal damage equal to their power to target creature an opponent
    controls." With one target chosen, Grizzly Bears gets +1/+0 first and deals 3 damage to
    Hill Giant (3/3), which dies."""
    game = board(["Forest"] * 4 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Terrific Team-Up"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Terrific Team-Up", bears, None, ids(game, "Hill Giant")[0])
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert game.state.objects[bears].damage == 0


# -- "You gain hexproof until ..." / "You and permanents you control gain hexproof" --------

def _bolt_targets(game) -> set:
    """The targets the player with priority may cast a spell at."""
    return {a.targets for a in game.legal_actions() if a.kind == "cast"}


@plays("Blossoming Calm", "effect.player_hexproof")
def test_702_11c_blossoming_calm_hexproof_until_your_next_turn():
    """CR 702.11c, 611.2a: "You gain hexproof until your next turn. You gain 2 life." On
    Bob's turn his Lightning Bolt can't target Alice, only her creature; her own spells still
    could (hexproof stops opponents only). When her next turn begins it ends (CR 611.2b)."""
    game = board(["Plains", "Grizzly Bears"], ["Mountain"],
                 hands=(["Blossoming Calm"], ["Lightning Bolt"]))
    cast(game, "Blossoming Calm")
    resolve(game)
    assert game.state.players[0].life == 22
    to_step(game, "upkeep")                                # Bob's turn
    assert game.state.active == 1
    bolts = _bolt_targets(game)
    assert (("player", 0),) not in bolts and (("object", ids(game, "Grizzly Bears")[0]),) in bolts
    assert (("player", 1),) in bolts
    to_step(game, "end")
    assert not may_target_player(game.state, 0, 1)
    to_step(game, "upkeep")                                # Alice's turn: it has ended
    assert game.state.active == 0
    assert may_target_player(game.state, 0, 1)


@plays("Lazotep Plating", "effect.player_hexproof", "keyword.amass")
def test_611_2c_lazotep_plating_you_and_your_permanents_gain_hexproof_until_end_of_turn():
    """CR 702.11b-c, 611.2c: "Amass Zombies 1. You and permanents you control gain hexproof
    until end of turn." In response Bob's Lightning Bolt may target neither Alice, her
    Grizzly Bears nor the Zombie Army just made; a permanent she gets later this turn
    (Llanowar Elves) isn't affected. It ends at the cleanup step (CR 514.2)."""
    game = board(["Island", "Island", "Forest", "Grizzly Bears"], ["Mountain"],
                 hands=(["Lazotep Plating", "Llanowar Elves"], ["Lightning Bolt"]))
    cast(game, "Lazotep Plating")
    resolve(game)
    cast(game, "Llanowar Elves")
    resolve(game)
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    bolts = _bolt_targets(game)
    bears, elves = ids(game, "Grizzly Bears")[0], ids(game, "Llanowar Elves")[0]
    army = ids(game, "Zombie Army")[0]
    assert (("player", 0),) not in bolts and (("object", bears),) not in bolts
    assert (("object", army),) not in bolts and (("object", elves),) in bolts
    to_step(game, "upkeep")                                # Bob's turn: it has ended
    assert game.state.active == 1
    assert {(("player", 0),), (("object", bears),)} <= _bolt_targets(game)


@plays("Gilded Light", "effect.player_hexproof")
def test_702_18c_gilded_light_shroud_until_end_of_turn():
    """CR 702.18c, 611.2a: "You gain shroud until end of turn." Neither Bob's Lightning Bolt
    nor Alice's own can target her (shroud stops every player, unlike hexproof); Bob is
    still a legal target. It ends at the cleanup step (CR 514.2)."""
    game = board(["Plains", "Plains", "Mountain"], ["Mountain"],
                 hands=(["Gilded Light", "Lightning Bolt"], ["Lightning Bolt"]))
    cast(game, "Gilded Light")
    resolve(game)
    bolts = _bolt_targets(game)
    assert (("player", 0),) not in bolts and (("player", 1),) in bolts
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    assert (("player", 0),) not in _bolt_targets(game)
    to_step(game, "upkeep")                                # Bob's turn: it has ended
    assert game.state.active == 1
    assert (("player", 0),) in _bolt_targets(game)


@plays("Life's Finale", "library.search_target_library")
def test_701_19b_lifes_finale_finds_up_to_three_creature_cards_for_their_graveyard():
    """CR 701.19b, 701.20a: "Destroy all creatures, then search target opponent's library
    for up to three creature cards and put them into their graveyard. Then that player
    shuffles." Every creature dies; then Alice may stop after two of Bob's creature cards
    (up to three: she may find fewer); Shock is never offered. Both go to Bob's graveyard."""
    game = board(["Swamp"] * 6 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Life's Finale"], []), library=0)
    giant, wurm, shock, elves = _library(game, 1, "Hill Giant", "Craw Wurm", "Shock",
                                         "Llanowar Elves")
    cast(game, "Life's Finale", BOB)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert shock not in game.decision.options and "nothing" in game.decision.options
    choose(game, giant)
    choose(game, wurm)
    choose(game, "nothing")
    state = game.state
    assert sorted(state.objects[o].name for o in state.players[1].graveyard) == [
        "Craw Wurm", "Hill Giant", "Hill Giant"]
    assert sorted(state.objects[o].name for o in state.players[1].library) == [
        "Llanowar Elves", "Shock"]
    assert elves in state.players[1].library


@plays("Band Together", "effect.each_bite", "target.up_to")
def test_115_3_band_together_another_target_creature_is_not_one_of_the_sources():
    """CR 115.3, 120.3: "Up to two target creatures you control each deal damage equal to
    their power to another target creature." Grizzly Bears can't be both a source and the
    creature dealt damage; with Bears and Llanowar Elves as sources, Bob's Hill Giant (3/3)
    is dealt 2 + 1 damage and dies."""
    import pytest

    from tolaria.data.actions import IllegalAction
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Llanowar Elves"], ["Hill Giant"],
                 hands=(["Band Together"], []))
    bears, elves = ids(game, "Grizzly Bears")[0], ids(game, "Llanowar Elves")[0]
    with pytest.raises(IllegalAction):
        cast(game, "Band Together", bears, elves, bears)
    cast(game, "Band Together", bears, elves, ids(game, "Hill Giant")[0])
    resolve(game)
    assert not ids(game, "Hill Giant")


@plays("Jester's Cap", "library.search_target_library")
def test_701_19b_jesters_cap_must_find_three_cards_when_there_are():
    """CR 701.19b: "Search target player's library for three cards and exile them. Then
    that player shuffles." No quality is stated, so Alice must find three when Bob's library
    holds them: "nothing" isn't offered; the three go to exile, one card stays."""
    from test_oracle_play import activate
    game = board(["Island", "Island", "Jester's Cap"], [], library=0)
    shock, giant, wurm, elves = _library(game, 1, "Shock", "Hill Giant", "Craw Wurm",
                                         "Llanowar Elves")
    activate(game, ids(game, "Jester's Cap")[0], BOB)
    resolve(game)
    assert "nothing" not in game.decision.options
    for card in (shock, giant, wurm):
        choose(game, card)
    state = game.state
    assert sorted(o.name for o in state.objects.values() if o.zone == "exile") == [
        "Craw Wurm", "Hill Giant", "Shock"]
    assert state.players[1].library == [elves]
