"""The shortcuts that keep listing legal actions cheap (README "Performance") list exactly
what the full checks list: each test compares the quick listing with the slow one."""

from __future__ import annotations

from boards import board

from tolaria.rules import priority

HAND = ("Lightning Bolt", "Grizzly Bears", "Ambush Viper", "Divination", "Exalted Angel")
LANDS = ("Mountain", "Mountain", "Forest", "Forest", "Island", "Island")


def _every_cast(game, player: int = 0) -> set:
    """The cast actions `cast_actions` gives for each card in hand, none skipped."""
    state = game.state
    return {a for oid in state.players[player].hand
            for a in priority.cast_actions(state, player, state.objects[oid])}


def _listed_casts(game, player: int = 0) -> set:
    return {a for a in priority.priority_actions(game.state, player) if a.kind == "cast"}


def _names(game, actions: set) -> set[str]:
    return {game.state.objects[a.object].name for a in actions}


def test_307_1_outside_a_main_phase_only_instant_speed_cards_are_listed():
    """CR 307.1, 702.8a: in the upkeep an instant and a flash creature may be cast; a
    sorcery, a creature and a morph card (cast face down only at sorcery speed, CR 702.37c)
    may not. The listing skips those cards without asking, and lists what the full check
    lists."""
    game = board(LANDS, hands=(HAND, ()), step="upkeep")
    assert game.state.step == "upkeep" and not game.state.stack
    listed = _listed_casts(game)
    assert listed == _every_cast(game)
    assert _names(game, listed) == {"Lightning Bolt", "Ambush Viper"}


def test_307_1_in_a_main_phase_every_card_in_hand_is_listed():
    """CR 307.1: with sorcery timing every affordable card is listed, the morph card both
    face up and face down (CR 702.37c)."""
    game = board(LANDS, hands=(HAND, ()))
    listed = _listed_casts(game)
    assert listed == _every_cast(game)
    assert _names(game, listed) == set(HAND)
    angel = [a for a in listed if game.state.objects[a.object].name == "Exalted Angel"]
    assert any(a.costs for a in angel)                     # face down, announced "morph"


def test_116_2b_turning_face_up_is_listed_while_the_permanent_is_face_down():
    """CR 116.2b, 702.37e: the face-down permanents are remembered with the board; the
    listing offers turning one face up after it entered face down, through a step change
    (the upkeep's untap and draw keep the board), and not once it is face up."""
    game = board(["Plains"] * 7, hands=(["Exalted Angel"], ()), library=3)
    assert not any(a.kind == "turn_face_up" for a in game.legal_actions())
    game.act("cast Exalted Angel for morph")
    while game.state.stack:
        game.act("pass")
    turn_up = [a for a in game.legal_actions() if a.kind == "turn_face_up"]
    assert [game.state.objects[a.object].face_down for a in turn_up] == [True]
    game.act("pass")
    game.act("pass")                                        # the next step: off the board
    assert game.state.step != "precombat main"
    assert [a.object for a in game.legal_actions() if a.kind == "turn_face_up"] == \
        [turn_up[0].object]
    game.act(turn_up[0])
    assert not any(a.kind == "turn_face_up" for a in game.legal_actions())


def test_602_2b_a_mana_ability_lists_its_cost_choices_and_a_tap_only_one_none():
    """CR 602.2b, 605.1a: "Sacrifice a creature: Add {C}{C}" is listed once per distinct
    creature to sacrifice (identical ones once); "{T}: Add {G}" has no cost choice, and the
    listing doesn't look for any."""
    game = board(["Ashnod's Altar", "Grizzly Bears", "Grizzly Bears", "Hill Giant",
                  "Llanowar Elves"])
    state = game.state
    altar = [a for a in game.legal_actions()
             if a.kind == "activate" and state.objects[a.object].name == "Ashnod's Altar"]
    sacrificed = sorted(state.objects[a.costs[0]].name for a in altar)
    assert sacrificed == ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]
    elves = [a for a in game.legal_actions()
             if a.kind == "activate" and state.objects[a.object].name == "Llanowar Elves"]
    assert [a.costs for a in elves] == [()]


def test_609_4_casting_as_though_with_flash_lasts_as_long_as_the_permanent():
    """CR 609.4, 702.8a: Vedalken Orrery's permission is kept with the board: a new step
    (off the board) keeps it; the Orrery leaving the battlefield ends it."""
    game = board(["Vedalken Orrery", "Mountain", "Mountain", "Forest", "Forest"],
                 hands=(["Grizzly Bears", "Shatter"], ()), step="upkeep")

    def castable() -> set[str]:
        return _names(game, _listed_casts(game))

    assert castable() == {"Grizzly Bears", "Shatter"}
    game.act("pass")
    game.act("pass")                                        # the draw step: off the board
    assert game.state.step == "draw" and castable() == {"Grizzly Bears", "Shatter"}
    game.act("cast Shatter targeting Vedalken Orrery")
    while game.state.stack:
        game.act("pass")
    assert "Vedalken Orrery" in [game.state.objects[i].name
                                 for i in game.state.players[0].graveyard]
    assert game.state.step == "draw" and castable() == set()
