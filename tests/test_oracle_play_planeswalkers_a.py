"""Planeswalkers' abilities played, second part (issue 17): quoted abilities granted until
your next turn (CR 611.2a, 613.1f), winning the game (CR 104.2b), exchanging a hand and a
library (CR 701.10d), and more loyalty abilities (CR 606)."""

from __future__ import annotations

from test_oracle_play import (
    BOB,
    activate,
    chars,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_planeswalkers import _walker

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _attack(game, *pairs) -> None:
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple(pairs)))
    while game.decision.kind == "priority" and game.state.step == "declare attackers":
        game.act(Action("pass", game.decision.player))


@plays("Wrenn and One", "effect.gains_quoted", "duration.your_next_turn", "granted.quoted")
def test_611_2a_wrenn_and_one_gains_a_mana_ability_until_your_next_turn():
    """"Wrenn and One gains "{T}: Add {G}" until your next turn": the planeswalker taps
    for {G} (CR 113.1, 613.1f), through Bob's turn, and loses it as Alice's next turn
    begins (CR 611.2a)."""
    game, wrenn = _walker([], [], "Wrenn and One", 3)
    before = len(chars(game, wrenn).activated)
    activate(game, wrenn, index=0)
    resolve(game)
    assert game.state.objects[wrenn].counters["loyalty"] == 4
    assert [a.mana for a in chars(game, wrenn).activated[before:]] == [("G",)]
    activate(game, wrenn, index=before)
    assert game.state.players[0].pool.total() == 1 and game.state.objects[wrenn].tapped
    to_step(game, "upkeep")                                   # Bob's turn: still has it
    assert game.state.active == 1 and len(chars(game, wrenn).activated) == before + 1
    to_step(game, "end")
    to_step(game, "upkeep")                                   # Alice's next turn: gone
    assert game.state.active == 0 and len(chars(game, wrenn).activated) == before


@plays("Sorin, Vampire Lord", "effect.gains_quoted", "granted.quoted")
def test_613_1f_sorin_each_vampire_gains_a_control_ability_until_end_of_turn():
    """"Until end of turn, each Vampire you control gains "{T}: Gain control of target
    creature."": a Vampire taps to steal a creature for good (no duration, CR 611.2a);
    the ability is gone at end of turn (CR 514.2), the control stays; a non-Vampire
    doesn't get it."""
    game, sorin = _walker(["Vampire Nighthawk", "Grizzly Bears"], ["Hill Giant"],
                          "Sorin, Vampire Lord", 8)
    vampire, bears, giant = (obj(game, n) for n in ("Vampire Nighthawk", "Grizzly Bears",
                                                    "Hill Giant"))
    assert not chars(game, vampire).activated
    activate(game, sorin, index=2)
    resolve(game)
    assert len(chars(game, vampire).activated) == 1 and not chars(game, bears).activated
    activate(game, vampire, ("object", giant))
    resolve(game)
    assert chars(game, giant).controller == 0 and game.state.objects[vampire].tapped
    to_step(game, "upkeep")                                    # Bob's turn
    assert chars(game, giant).controller == 0 and not chars(game, vampire).activated


@plays("Garruk, Savage Herald", "effect.gains_quoted", "granted.quoted")
def test_510_1c_garruk_creatures_gain_assign_damage_as_though_unblocked():
    """"Until end of turn, creatures you control gain "You may have this creature assign
    its combat damage as though it weren't blocked."": Alice's blocked creature deals its
    damage to Bob (CR 510.1c)."""
    game, garruk = _walker(["Hill Giant"], ["Grizzly Bears"], "Garruk, Savage Herald", 7)
    activate(game, garruk, index=2)
    resolve(game)
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    _attack(game, (giant, BOB))
    assert game.decision.kind == "blockers"
    game.act(Action("block", 1, choice=((bears, giant),)))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "assign_damage"
    game.act(Action("assign", 0, giant, choice=((BOB, 3),)))
    to_step(game, "end of combat")
    assert life(game, 1) == 17 and bears in game.state.battlefield


@plays("Jace, Wielder of Mysteries", "effect.win_game", "condition.hand")
def test_104_2b_jace_wins_if_the_library_is_empty_after_drawing_seven():
    """"Draw seven cards. Then if your library has no cards in it, you win the game.": the
    library checked after the draws (CR 608.2c, 104.2b)."""
    game, jace = _walker([], [], "Jace, Wielder of Mysteries", 8)
    library = game.state.players[0].library
    del library[7:]                                          # seven cards left
    activate(game, jace, index=1)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.over and game.state.winner == 0


def test_104_2b_jace_doesnt_win_with_cards_left():
    game, jace = _walker([], [], "Jace, Wielder of Mysteries", 8)
    activate(game, jace, index=1)
    resolve(game)
    assert not game.state.over and len(game.state.players[0].library) == 3


def test_104_2b_jace_cant_win_against_platinum_angel():
    """Bob's Platinum Angel: "your opponents can't win the game" (CR 101.2)."""
    game, jace = _walker([], ["Platinum Angel"], "Jace, Wielder of Mysteries", 8)
    del game.state.players[0].library[7:]
    activate(game, jace, index=1)
    resolve(game)
    assert not game.state.over


@plays("Mordenkainen", "library.exchange_hand", "effect.emblem")
def test_701_10d_mordenkainen_exchanges_hand_and_library():
    """"Exchange your hand and library, then shuffle.": the two cards in hand go to the
    library and the ten library cards to the hand, at once (CR 701.10d); that isn't
    drawing (CR 121.1): no draw trigger; then the emblem (no maximum hand size)."""
    game, mk = _walker([], [], "Mordenkainen", 10,
                       hands=(["Lightning Bolt", "Shock"], []))
    create_object(game.state, card_def("Underworld Dreams"), 1, "battlefield")
    game.state.changed()
    activate(game, mk, index=2)
    resolve(game)
    state = game.state
    assert sorted(hand(game)) == ["Wastes"] * 10
    assert sorted(state.objects[i].name for i in state.players[0].library) == [
        "Lightning Bolt", "Shock"]
    assert life(game, 0) == 20                          # Underworld Dreams: no draw
    assert any(state.objects[i].owner == 0 for i in state.command)


def test_701_10f_exchange_with_an_empty_hand():
    """CR 701.10f: an empty zone is still exchanged: the library goes to the hand."""
    game, mk = _walker([], [], "Mordenkainen", 10)
    activate(game, mk, index=2)
    resolve(game)
    assert len(hand(game)) == 10 and not game.state.players[0].library



