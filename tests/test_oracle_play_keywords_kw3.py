"""Play tests for keyword abilities real decks use (issue 17): read ahead (CR 702.155,
714.3a), prowl (CR 702.76), demonstrate (CR 702.144), ripple (CR 702.60)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import BOB, cast, choose, grave, in_hand, life, obj, plays, resolve, to_step

from tolaria import Action, Game, IllegalAction

# -- read ahead (CR 702.155) -----------------------------------------------------------------


def _read_ahead(game: Game, name: str, chapter: int) -> None:
    """Cast the Saga `name`; as it enters, choose `chapter` (CR 702.155b)."""
    game.act(f"cast {name}")
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0
    assert game.decision.options == ("1", "2", "3")
    choose(game, str(chapter))


@plays("The Elder Dragon War", "keyword.read_ahead", "saga.chapter")
def test_702_155b_714_3a_read_ahead_enters_on_chapter_three_and_skips_the_others():
    """CR 702.155a-b: chosen III, it enters with three lore counters; only chapter III
    triggers (no damage from chapter I), and it is sacrificed after it (CR 714.4)."""
    game = board(["Mountain"] * 4, ["Grizzly Bears"], hands=(["The Elder Dragon War"], []))
    _read_ahead(game, "The Elder Dragon War", 3)
    assert len(game.state.stack) == 1                       # chapter III alone
    resolve(game)
    assert ids(game, "Dragon") and life(game, 1) == 20 and ids(game, "Grizzly Bears")
    assert "The Elder Dragon War" in grave(game)


@plays("The Elder Dragon War", "keyword.read_ahead")
def test_702_155a_read_ahead_chapter_two_then_three_on_the_next_turn():
    """CR 702.155a, 714.3b: chosen II, chapter I never triggers; the next precombat main
    phase's lore counter triggers chapter III."""
    game = board(["Mountain"] * 4, [], hands=(["The Elder Dragon War"], []))
    _read_ahead(game, "The Elder Dragon War", 2)
    saga = obj(game, "The Elder Dragon War")
    assert game.state.objects[saga].counters == {"lore": 2}
    assert len(game.state.stack) == 1                       # chapter II alone
    resolve(game)                                           # chapter II: discard, draw
    assert life(game, 1) == 20 and not ids(game, "Dragon")
    while True:                                             # Alice's next main phase
        to_step(game, "upkeep")
        to_step(game, "precombat main")
        if game.state.active == 0:
            break
    assert game.state.objects[saga].counters == {"lore": 3}
    resolve(game)
    assert ids(game, "Dragon") and life(game, 1) == 20


@plays("Love Song of Night and Day", "keyword.read_ahead")
def test_702_155b_read_ahead_chapter_one_is_a_saga_as_usual():
    """CR 714.3a: chosen I, chapter I triggers as it would without read ahead."""
    game = board(["Plains"] * 3, [], hands=(["Love Song of Night and Day"], []))
    before = len(game.state.players[0].hand), len(game.state.players[1].hand)
    _read_ahead(game, "Love Song of Night and Day", 1)
    assert len(game.state.stack) == 1 and game.state.stack  # chapter I (its one target)
    resolve(game)
    assert len(game.state.players[0].hand) == before[0] - 1 + 2
    assert len(game.state.players[1].hand) == before[1] + 2


# -- prowl (CR 702.76) ------------------------------------------------------------------------


def _to_attackers(game: Game) -> None:
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))


def _combat_damage_with(game: Game, attacker: str) -> None:
    """Attack Bob with `attacker`, unblocked, and go on to the postcombat main phase."""
    _to_attackers(game)
    game.act(f"attack with {attacker}")
    to_step(game, "postcombat main")


def _prowl_offered(game: Game, name: str, player: int = 0) -> bool:
    card = in_hand(game, name, player)
    return any(a.kind == "cast" and a.object == card and "prowl" in a.costs
               for a in game.legal_actions())


@plays("Auntie's Snitch", "keyword.prowl")
def test_702_76a_prowl_after_combat_damage_by_a_creature_sharing_a_type():
    """CR 702.76a: Raging Goblin (a Goblin) dealt Bob combat damage: Auntie's Snitch (a
    Goblin Rogue) may be cast for {1}{B}; before that it may not."""
    game = board(["Raging Goblin", "Swamp", "Swamp"], [], hands=(["Auntie's Snitch"], []))
    assert not _prowl_offered(game, "Auntie's Snitch")
    with pytest.raises(IllegalAction):
        cast(game, "Auntie's Snitch", costs=("prowl",))
    _combat_damage_with(game, "Raging Goblin")
    assert life(game, 1) == 19 and _prowl_offered(game, "Auntie's Snitch")
    cast(game, "Auntie's Snitch", costs=("prowl",))                      # {1}{B}
    resolve(game)
    assert ids(game, "Auntie's Snitch")


@plays("Auntie's Snitch", "keyword.prowl")
def test_702_76a_prowl_not_after_other_types_or_another_players_creature_and_changeling():
    """CR 702.76a: a Bear's combat damage doesn't allow a Goblin Rogue's prowl, nor
    Alice's Rogue's damage Bob's; a changeling has every creature type (CR 702.73a)."""
    game = board(["Grizzly Bears", "Swamp", "Swamp"], [], hands=(["Auntie's Snitch"], []))
    _combat_damage_with(game, "Grizzly Bears")
    assert life(game, 1) == 18 and not _prowl_offered(game, "Auntie's Snitch")
    game = board(["Latchkey Faerie"], ["Island"], hands=([], ["Thieves' Fortune"]))
    _to_attackers(game)
    game.act("attack with Latchkey Faerie")
    to_step(game, "combat damage")
    game.act(Action("pass", 0))
    assert life(game, 1) == 17 and game.decision.player == 1      # Bob may cast instants
    assert not _prowl_offered(game, "Thieves' Fortune", 1)        # not his Rogue's damage
    game = board(["Changeling Outcast", "Swamp", "Swamp"], [], hands=(["Auntie's Snitch"], []))
    _combat_damage_with(game, "Changeling Outcast")
    assert _prowl_offered(game, "Auntie's Snitch")


@plays("Morsel Theft", "keyword.prowl", "keyword.alternative_cost_paid")
def test_702_76a_morsel_theft_draws_only_if_its_prowl_cost_was_paid():
    """"If this spell's prowl cost was paid, draw a card.": Latchkey Faerie (a Rogue) dealt
    combat damage; cast for prowl, Morsel Theft draws; cast for its mana cost, it doesn't."""
    for prowled in (True, False):
        game = board(["Latchkey Faerie"] + ["Swamp"] * 4, [], hands=(["Morsel Theft"], []))
        _combat_damage_with(game, "Latchkey Faerie")
        cards = len(game.state.players[0].hand)
        cast(game, "Morsel Theft", BOB, costs=("prowl",) if prowled else ())
        resolve(game)
        assert life(game, 1) == 20 - 3 - 3 and life(game, 0) == 23
        assert len(game.state.players[0].hand) == cards - 1 + (1 if prowled else 0)
        assert sum(game.state.objects[i].tapped for i in ids(game, "Swamp")) == (
            2 if prowled else 4)


@plays("Latchkey Faerie", "keyword.prowl", "keyword.alternative_cost_paid")
def test_702_76a_latchkey_faerie_enters_and_draws_if_its_prowl_cost_was_paid():
    """"When this creature enters, if its prowl cost was paid, draw a card." (CR 603.4)."""
    game = board(["Auntie's Snitch", "Island", "Island", "Island"], [],
                 hands=(["Latchkey Faerie"], []))
    _combat_damage_with(game, "Auntie's Snitch")                     # a Rogue
    cards = len(game.state.players[0].hand)
    cast(game, "Latchkey Faerie", costs=("prowl",))                  # {2}{U}
    resolve(game)
    resolve(game)
    assert ids(game, "Latchkey Faerie") and len(game.state.players[0].hand) == cards


# -- demonstrate (CR 702.144) -----------------------------------------------------------------


def _new_targets(game: Game, player: int, name: str) -> None:
    """Answer a copy's new targets with the permanent `name` (CR 707.10c)."""
    assert game.decision.kind == "new_targets" and game.decision.player == player
    game.act(Action("choose", player, targets=(("object", obj(game, name)),)))


@plays("Excavation Technique", "keyword.demonstrate")
def test_702_144a_demonstrate_you_copy_it_then_the_opponent_does():
    """CR 702.144a, 707.10c: Alice copies Excavation Technique aiming at Hill Giant; Bob
    then copies it aiming at Alice's Ornithopter. Bob's copy resolves first, then Alice's,
    then the spell: each destroyed permanent's controller gets two Treasures."""
    game = board(["Plains"] * 4 + ["Ornithopter"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Excavation Technique"], []))
    cast(game, "Excavation Technique", obj(game, "Grizzly Bears"))
    assert len(game.state.stack) == 2                       # the demonstrate trigger
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "yes")
    _new_targets(game, 0, "Hill Giant")
    _new_targets(game, 1, "Ornithopter")
    top = game.state.objects[game.state.stack[-1]]
    assert top.is_copy and top.controller == 1
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert not ids(game, "Ornithopter")
    treasures = [game.state.objects[i].controller for i in ids(game, "Treasure")]
    assert sorted(treasures) == [0, 0, 1, 1, 1, 1]


@plays("Excavation Technique", "keyword.demonstrate")
def test_702_144a_demonstrate_declined_no_copies():
    """CR 702.144a: no copy of yours, so no opponent copies it either."""
    game = board(["Plains"] * 4 + ["Ornithopter"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Excavation Technique"], []))
    cast(game, "Excavation Technique", obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "no")
    assert len(game.state.stack) == 1
    resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant") and ids(game, "Ornithopter")


@plays("Excavation Technique", "keyword.demonstrate")
def test_702_144a_demonstrate_in_multiplayer_you_choose_the_opponent():
    """CR 702.144a: with two opponents, Alice chooses Carol, who copies it (targets kept:
    her only other choice would be no different)."""
    from test_multiplayer import table
    game = table([["Plains"] * 4, ["Grizzly Bears"], ["Hill Giant"]],
                 [["Excavation Technique"]])
    game.act(Action("cast", 0, in_hand(game, "Excavation Technique"),
                    targets=(("object", obj(game, "Grizzly Bears")),)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    choose(game, "yes")
    game.act(Action("choose", 0, targets=(("object", obj(game, "Hill Giant")),)))
    assert game.decision.kind == "choose" and game.decision.options == (
        ("player", 1), ("player", 2))
    choose(game, ("player", 2))
    game.act(Action("choose", 2, targets=(("object", obj(game, "Grizzly Bears")),)))
    assert [game.state.objects[i].controller for i in game.state.stack] == [0, 0, 2]


# -- ripple (CR 702.60) -----------------------------------------------------------------------


def _on_top(game: Game, *names: str) -> list[int]:
    """Put cards on top of Alice's library, the last one topmost."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    return [create_object(game.state, card_def(n), 0, "library").id for n in names]


@plays("Surging Flame", "keyword.ripple")
def test_702_60a_ripple_casts_revealed_cards_with_its_name_and_bottoms_the_rest():
    """CR 702.60a, 401.4: the top four are revealed; Alice casts one Surging Flame free and
    declines the other; the three not cast go to the bottom in the order she chooses. The
    copy cast has ripple too (it triggers on its own cast)."""
    game = board(["Mountain", "Mountain"], [], hands=(["Surging Flame"], []))
    first, bears, second = _on_top(game, "Surging Flame", "Grizzly Bears", "Surging Flame")
    wastes = game.state.players[0].library[-4]
    cast(game, "Surging Flame", BOB)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert game.decision.kind == "cast" and game.decision.subject == second     # the top one
    free = [a for a in game.legal_actions() if a.kind == "cast" and a.targets == (BOB,)]
    game.act(free[0])
    assert game.state.objects[game.state.stack[-1]].name == "Surging Flame"
    assert game.decision.kind == "cast" and game.decision.subject == first
    choose(game, "no")
    assert game.decision.kind == "choose" and set(game.decision.options) == {
        bears, first, wastes}
    choose(game, first)                                     # the very bottom
    choose(game, wastes)
    assert game.state.players[0].library[:3] == [first, wastes, bears]
    resolve(game)                                           # the second one's ripple
    assert game.decision.kind == "yes_no"
    choose(game, "no")
    resolve(game)
    assert life(game, 1) == 16


@plays("Surging Flame", "keyword.ripple")
def test_702_60a_ripple_declined_reveals_nothing():
    """CR 702.60a: "you may reveal": declined, the library is unchanged."""
    game = board(["Mountain", "Mountain"], [], hands=(["Surging Flame"], []))
    _on_top(game, "Surging Flame")
    before = list(game.state.players[0].library)
    cast(game, "Surging Flame", BOB)
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert game.state.players[0].library == before and life(game, 1) == 18
