"""What a change keeps and what it refreshes (README "Performance"): a change off the board
(mana emptying, untapping, leaving combat) keeps the board's characteristics when no
ability reads those, refreshes the legal actions always, and rebuilds the characteristics
when some ability does read them."""

from __future__ import annotations

import pytest
from boards import board, ids

from tolaria.rules import layers
from tolaria.rules.layers import characteristics


@pytest.fixture
def builds(monkeypatch) -> list[int]:
    """One entry each time the board's characteristics are built (a world with no
    continuous effect: `layers._simple_world`)."""
    made: list[int] = []
    real = layers._simple_world
    monkeypatch.setattr(layers, "_simple_world", lambda state: (made.append(1),
                                                                 real(state))[1])
    return made


def _pass_until(game, step: str) -> None:
    while game.state.step != step:
        game.act("pass")


def _casts(game) -> set[str]:
    return {game.notation(a) for a in game.legal_actions() if a.kind == "cast"}


def test_500_4_mana_emptied_as_a_step_ends_is_not_offered_and_the_board_is_kept(builds):
    """CR 500.4, 106.4: the {R} made in the main phase empties as the step ends, so Lightning
    Bolt isn't listed in the beginning of combat step (the Mountain stays tapped). Nothing
    on the board reads mana: the characteristics aren't built again."""
    game = board(["Mountain", "Grizzly Bears"], hands=(["Lightning Bolt"], ()))
    state = game.state
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    game.act("activate Mountain")
    assert state.players[0].pool.total() == 1
    assert "cast Lightning Bolt targeting Bob" in _casts(game)
    characteristics(state, bears)
    builds.clear()
    _pass_until(game, "beginning of combat")
    assert state.players[0].pool.total() == 0
    assert game.decision.player == 0 and _casts(game) == set()
    assert characteristics(state, bears).power == 2 and builds == []


def test_502_3_untapping_refreshes_the_listing_and_keeps_the_board(builds):
    """CR 502.3: Alice's tapped Mountain untaps in her untap step, and Lightning Bolt is
    listed in her upkeep; nothing on the board reads tapped permanents, so the untap step
    doesn't build the characteristics again."""
    game = board(["Mountain", "Grizzly Bears"], hands=(["Lightning Bolt"], ()))
    state = game.state
    mountain, bears = (state.objects[ids(game, name)[0]] for name in ("Mountain",
                                                                       "Grizzly Bears"))
    mountain.tapped = True                           # as Alice's previous turn left it
    state.step, state.stage, state.decision = "untap", "begin", None
    state.changed()
    assert characteristics(state, bears).power == 2
    builds.clear()
    game._advance()
    assert state.step == "upkeep" and not mountain.tapped
    assert "cast Lightning Bolt targeting Bob" in _casts(game)
    assert characteristics(state, bears).power == 2 and builds == []


def test_502_3_613_a_static_that_reads_tapped_creatures_sees_the_untap():
    """CR 502.3, 613.4c: Castle gives untapped creatures +0/+2, so untapping the Grizzly
    Bears changes their toughness: the untap step rebuilds the characteristics."""
    game = board(["Castle", "Grizzly Bears"], ["Forest"])
    state = game.state
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    assert characteristics(state, bears).toughness == 4
    _pass_until(game, "declare attackers")
    game.act(next(a for a in game.legal_actions() if a.choice))    # the Bears attack
    assert bears.tapped and characteristics(state, bears).toughness == 2
    while not (state.active == 0 and state.step == "upkeep"):
        game.act(game.legal_actions()[0])
    assert not bears.tapped and characteristics(state, bears).toughness == 4


def test_511_3_a_static_that_reads_attacking_creatures_sees_combat_end():
    """CR 511.3, 613.4c: Goblin Oriflamme gives attacking creatures +1/+0; as combat ends
    the Grizzly Bears stop attacking and are 2/2 again."""
    game = board(["Goblin Oriflamme", "Grizzly Bears"], ["Forest"])
    state = game.state
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    _pass_until(game, "declare attackers")
    game.act(next(a for a in game.legal_actions() if a.choice))
    assert characteristics(state, bears).power == 3
    _pass_until(game, "postcombat main")
    assert bears.attacking is None and characteristics(state, bears).power == 2


def test_511_3_leaving_combat_keeps_a_board_that_doesnt_read_it(builds):
    """CR 511.3: with nothing reading combat, the characteristics aren't built again as
    combat ends; the creature is no longer attacking."""
    game = board(["Grizzly Bears"], ["Forest"])
    state = game.state
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    _pass_until(game, "declare attackers")
    game.act(next(a for a in game.legal_actions() if a.choice))
    _pass_until(game, "end of combat")
    characteristics(state, bears)
    builds.clear()
    _pass_until(game, "postcombat main")
    assert bears.attacking is None and characteristics(state, bears).power == 2
    assert builds == []


def test_305_1_601_3_a_permission_to_play_from_the_graveyard_is_seen_once_it_enters():
    """CR 305.1, 601.3: a Forest in Alice's graveyard can't be played until Crucible of
    Worlds is on the battlefield; the permissions are kept with the board's
    characteristics, which its entering rebuilds, and the listing then offers the Forest."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp", "Swamp", "Swamp"], hands=(["Crucible of Worlds"], ()))
    state = game.state
    create_object(state, card_def("Forest"), 0, "graveyard")
    state.changed()
    assert "play Forest" not in {game.notation(a) for a in game.legal_actions()}
    game.act("cast Crucible of Worlds")
    while state.stack:
        game.act("pass")
    assert "play Forest" in {game.notation(a) for a in game.legal_actions()}


def test_702_8a_609_4_flash_granted_by_a_permanent_is_seen_once_it_enters():
    """CR 702.8a, 609.4: outside a main phase Grizzly Bears can't be cast; once Vedalken
    Orrery is on the battlefield it may be, as though it had flash (the card's own flash
    is memoized by the card, the granted one is kept with the board)."""
    game = board(["Forest"] * 6, hands=(["Grizzly Bears", "Vedalken Orrery"], ()),
                 step="beginning of combat")
    assert _casts(game) == set()
    game = board(["Forest"] * 6, hands=(["Grizzly Bears", "Vedalken Orrery"], ()))
    state = game.state
    game.act("cast Vedalken Orrery")
    while state.stack:
        game.act("pass")
    assert ids(game, "Vedalken Orrery")
    _pass_until(game, "beginning of combat")
    assert "cast Grizzly Bears" in _casts(game)


def test_106_3_614_a_mana_replacement_is_seen_once_it_enters():
    """CR 106.3, 614.1a: a Forest adds {G}; once Contamination is on the battlefield it
    adds {B} instead. The replacements are kept with the board, so its entering is seen,
    and the Forest's own mana (memoized by the ability) is no longer offered."""
    from tolaria.rules import mana_abilities
    game = board(["Swamp", "Swamp", "Swamp", "Forest"], hands=(["Contamination"], ()))
    state = game.state
    forest = state.objects[ids(game, "Forest")[0]]
    ability = characteristics(state, forest).activated[0]
    assert mana_abilities.options(state, forest, ability) == ("G",)
    game.act("cast Contamination")
    while state.stack:
        game.act("pass")
    assert ids(game, "Contamination")
    assert mana_abilities.options(state, forest, ability) == ("B",)


def _source_ids(state) -> list[int]:
    from tolaria.rules.priority import mana_sources
    return [s.id for s in mana_sources(state, 0)]


def test_106_12_502_3_a_source_tapped_for_mana_or_untapped_is_seen_and_the_board_kept(builds):
    """CR 106.12, 502.3: the permanents that may be tapped for mana are kept with the board;
    whether each is tapped is read at each listing. Tapping a Forest for mana takes it out
    of Alice's sources and her untap step puts it back, with no characteristics built."""
    game = board(["Forest", "Forest", "Grizzly Bears"], hands=(["Grizzly Bears"], ()))
    state = game.state
    first, second = ids(game, "Forest")
    assert _source_ids(state) == [first, second]
    builds.clear()
    game.act("activate Forest")
    tapped = first if state.objects[first].tapped else second
    assert _source_ids(state) == [second if tapped == first else first]
    assert "cast Grizzly Bears" in _casts(game)             # the {G} made and the other
    assert builds == []
    state.step, state.stage, state.decision = "untap", "begin", None
    state.changed_off_board()
    game._advance()
    assert state.step == "upkeep" and _source_ids(state) == [first, second]
    assert builds == []


def test_302_6_a_creature_mana_source_is_a_source_once_it_is_no_longer_sick():
    """CR 302.6: Llanowar Elves that came under Alice's control this turn can't be tapped
    for mana; as her next turn begins it can (the Forest all along)."""
    game = board(["Forest"], ["Forest"], hands=(["Llanowar Elves"], ()))
    state = game.state
    game.act("cast Llanowar Elves")
    while state.stack:
        game.act("pass")
    elves, forest = ids(game, "Llanowar Elves")[0], ids(game, "Forest")[0]
    assert _source_ids(state) == []                  # the Forest paid for the Elves
    while not (state.turn == 5 and state.step == "upkeep"):
        game.act("pass")
    assert _source_ids(state) == [forest, elves]


def test_602_5b_a_conditional_mana_ability_is_read_as_the_board_changes():
    """CR 602.5b: Tainted Wood's "{T}: Add {B} or {G}" may be activated only while Alice
    controls a Swamp: before she plays one it adds only {C}, after it adds any of the three."""
    from tolaria.rules.priority import mana_sources
    game = board(["Tainted Wood"], hands=(["Swamp"], ()))
    state = game.state
    wood = ids(game, "Tainted Wood")[0]
    assert [(s.id, s.options) for s in mana_sources(state, 0)] == [(wood, ("C",))]
    game.act("play Swamp")
    assert [(s.id, set(s.options)) for s in mana_sources(state, 0)] == [
        (wood, {"C", "B", "G"}), (ids(game, "Swamp")[0], {"B"})]


def test_106_12a_605_1b_a_triggered_mana_ability_makes_the_source_add_more():
    """CR 106.12a, 605.1b: a Forest enchanted by Wild Growth adds {G}{G} when tapped for
    mana (the triggered mana ability's {G} with the ability's own), the other Forest {G}:
    while such a trigger is in play a source's options aren't its ability's fixed ones."""
    from dataclasses import replace

    from tolaria.rules.priority import mana_sources
    game = board(["Forest", "Forest", "Forest"], hands=(["Wild Growth"], ()))
    state = game.state
    enchanted, other, payer = ids(game, "Forest")
    cast = next(a for a in game.legal_actions()
                if a.kind == "cast" and a.targets == (("object", enchanted),))
    game.act(replace(cast, payment=(payer,)))
    while state.stack:
        game.act("pass")
    assert state.objects[ids(game, "Wild Growth")[0]].attached_to == enchanted
    assert {s.id: s.options for s in mana_sources(state, 0)} == {enchanted: ("GG",),
                                                                other: ("G",)}
