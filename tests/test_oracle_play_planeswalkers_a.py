"""Planeswalkers' abilities played, second part (issue 17): quoted abilities granted until
your next turn (CR 611.2a, 613.1f), winning the game (CR 104.2b), exchanging a hand and a
library (CR 701.10d), and more loyalty abilities (CR 606)."""

from __future__ import annotations

from boards import board
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


@plays("Wrenn and One", "effect.gains_quoted", "duration.your_next_turn", "static.granted")
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


@plays("Sorin, Vampire Lord", "effect.gains_quoted", "static.granted")
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


@plays("Garruk, Savage Herald", "effect.gains_quoted", "static.granted")
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





@plays("Jiang Yanggu", "condition.control", "choice.named", "tokens.legendary",
       "quantity.until_prefix", "quantity.where_x")
def test_111_4_jiang_yanggu_creates_mowu_only_if_you_dont_control_one():
    """"If you don't control a creature named Mowu, create Mowu, a legendary 3/3 green Dog
    creature token.": the first time a Mowu is created; the second time there is one, so
    nothing (CR 608.2c, 201.2)."""
    game, jiang = _walker([], [], "Jiang Yanggu", 5)
    activate(game, jiang, index=1)
    resolve(game)
    mowu = [i for i in game.state.battlefield if game.state.objects[i].name == "Mowu"]
    assert len(mowu) == 1
    c = chars(game, mowu[0])
    assert (c.power, c.toughness) == (3, 3) and "Legendary" in c.supertypes
    assert c.subtypes == frozenset({"Dog"}) and c.colors == frozenset({"G"})
    to_step(game, "upkeep")
    to_step(game, "end")
    to_step(game, "precombat main")                        # Alice's next turn
    activate(game, jiang, index=1)
    resolve(game)
    assert sum(game.state.objects[i].name == "Mowu" for i in game.state.battlefield) == 1


def test_608_2h_jiang_yanggu_trample_and_plus_x_where_x_is_your_lands():
    """"Until end of turn, target creature gains trample and gets +X/+X, where X is the
    number of lands you control.": X counted as it resolves (CR 608.2h), until end of
    turn (CR 611.2a)."""
    game, jiang = _walker(["Forest", "Forest", "Mountain", "Grizzly Bears"], ["Forest"],
                          "Jiang Yanggu", 5)
    bears = obj(game, "Grizzly Bears")
    activate(game, jiang, ("object", bears), index=2)
    resolve(game)
    c = chars(game, bears)
    assert (c.power, c.toughness) == (5, 5) and "trample" in c.keywords
    to_step(game, "upkeep")
    assert chars(game, bears).power == 2 and "trample" not in chars(game, bears).keywords


@plays("Elspeth, Undaunted Hero", "graveyard.search_zones", "quantity.until_prefix",
       "quantity.devotion")
def test_701_19_elspeth_puts_sunlit_hoplite_from_library_onto_the_battlefield():
    """"Search your library and/or graveyard for a card named Sunlit Hoplite and put it
    onto the battlefield. If you search your library this way, shuffle." (CR 701.19,
    701.20a)."""
    from test_oracle_play import _on_top, choose
    game, elspeth = _walker([], [], "Elspeth, Undaunted Hero", 5)
    hoplite, = _on_top(game, 0, "Sunlit Hoplite")
    activate(game, elspeth, index=1)
    resolve(game)
    assert game.decision.kind == "choose"
    choose(game, next(o for o in game.decision.options if "library" in str(o)))
    assert hoplite in game.decision.options
    choose(game, hoplite)
    resolve(game)
    on = obj(game, "Sunlit Hoplite")                      # a new object (CR 400.7)
    assert chars(game, on).controller == 0 and "Sunlit Hoplite" not in [
        game.state.objects[i].name for i in game.state.players[0].library]


def test_701_19_elspeth_from_the_graveyard():
    from test_oracle_play import choose
    game, elspeth = _walker([], [], "Elspeth, Undaunted Hero", 5)
    hoplite = create_object(game.state, card_def("Sunlit Hoplite"), 0, "graveyard").id
    game.state.changed()
    activate(game, elspeth, index=1)
    resolve(game)
    choose(game, "graveyard")          # the only Sunlit Hoplite there: no choice left
    resolve(game)
    assert hoplite not in game.state.players[0].graveyard
    assert [game.state.objects[i].name for i in game.state.battlefield].count(
        "Sunlit Hoplite") == 1


def test_700_5_elspeth_creatures_gain_flying_and_get_devotion_to_white():
    """"Until end of turn, creatures you control gain flying and get +X/+X, where X is your
    devotion to white." (CR 700.5, 608.2h): counted as it resolves, after Elspeth, with no
    loyalty left, went to the graveyard (CR 704.5i): the two Savannah Lions' {W}, X = 2."""
    game, elspeth = _walker(["Savannah Lions", "Savannah Lions"], ["Grizzly Bears"],
                            "Elspeth, Undaunted Hero", 8)
    activate(game, elspeth, index=2)
    resolve(game)
    lions, bears = obj(game, "Savannah Lions"), obj(game, "Grizzly Bears")
    c = chars(game, lions)
    assert (c.power, c.toughness) == (4, 3) and "flying" in c.keywords
    assert chars(game, bears).power == 2 and "flying" not in chars(game, bears).keywords


@plays("Tibalt, the Fiend-Blooded", "effect.damage", "phrase.it")
def test_608_2h_tibalt_damage_equal_to_cards_in_target_players_hand():
    """"Tibalt deals damage equal to the number of cards in target player's hand to that
    player.": "that player" is the target; the hand counted as it resolves (CR 608.2h)."""
    game, tibalt = _walker([], [], "Tibalt, the Fiend-Blooded", 5,
                           hands=(["Shock"], ["Shock", "Shock", "Lightning Bolt"]))
    activate(game, tibalt, BOB, index=1)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 17)


def test_115_1_tibalt_targets_alice_herself():
    game, tibalt = _walker([], [], "Tibalt, the Fiend-Blooded", 5,
                           hands=(["Shock", "Shock"], ["Shock"]))
    activate(game, tibalt, ("player", 0), index=1)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (18, 20)


@plays("Venser, the Sojourner", "phrase.target_you_own", "library.flicker_later")
def test_108_3_venser_targets_only_a_permanent_alice_owns():
    """"Exile target permanent you own. Return it to the battlefield under your control at
    the beginning of the next end step.": a permanent Alice owns, even one Bob controls,
    is a legal target; one Bob owns isn't (CR 108.3, 115.1); it comes back under Alice's
    control at the end step (CR 603.7)."""
    import pytest

    from tolaria import IllegalAction
    game, venser = _walker([], ["Grizzly Bears"], "Venser, the Sojourner", 3)
    mine = create_object(game.state, card_def("Hill Giant"), 0, "battlefield")
    mine.controller = 1                                  # Bob controls Alice's Hill Giant
    game.state.changed()
    bears = obj(game, "Grizzly Bears")
    targets = {t for a in game.legal_actions() if a.kind == "activate" and a.object == venser
               and a.ability == 0 for t in a.targets}
    assert ("object", mine.id) in targets and ("object", bears) not in targets
    with pytest.raises(IllegalAction):
        activate(game, venser, ("object", bears), index=0)
    activate(game, venser, ("object", mine.id), index=0)
    again = type(game).from_json(game.to_json())          # saved with the owner test
    resolve(again)
    assert "Hill Giant" not in [again.state.objects[i].name for i in again.state.battlefield]
    to_step(again, "end")
    resolve(again)
    giant = obj(again, "Hill Giant")
    assert chars(again, giant).controller == 0


def _castable(game, player: int, name: str) -> bool:
    state = game.state
    return any(a.kind == "cast" and a.player == player and state.objects[a.object].name == name
               for a in game.legal_actions())


@plays("Teferi, Time Raveler", "static.opponents_sorcery_timing", "duration.flash_until")
def test_307_1_teferi_opponents_cast_spells_only_as_sorceries():
    """"Each opponent can cast spells only any time they could cast a sorcery.": Bob can't
    cast Lightning Bolt in Alice's turn nor in his upkeep, but can in his main phase with
    an empty stack (CR 307.1, 101.2); Alice's own instants aren't limited."""
    import pytest
    from test_oracle_play import ALICE, cast

    from tolaria import IllegalAction
    game, teferi = _walker(["Mountain"], ["Mountain", "Mountain"], "Teferi, Time Raveler", 4,
                           hands=(["Shock"], ["Lightning Bolt", "Lightning Bolt"]))
    game.act(Action("pass", 0))                       # Bob gets priority in Alice's turn
    assert game.decision.player == 1 and not _castable(game, 1, "Lightning Bolt")
    with pytest.raises(IllegalAction):
        cast(game, "Lightning Bolt", ALICE, player=1)
    to_step(game, "upkeep")                                   # Bob's upkeep
    assert game.state.active == 1 and not _castable(game, 1, "Lightning Bolt")
    game.act(Action("pass", 1))
    cast(game, "Shock", BOB)                                  # Alice, at instant speed
    resolve(game)
    assert life(game, 1) == 18
    to_step(game, "precombat main")                           # Bob's main, stack empty
    assert game.state.active == 1 and _castable(game, 1, "Lightning Bolt")
    cast(game, "Lightning Bolt", ALICE, player=1)
    assert not _castable(game, 1, "Lightning Bolt")           # the stack isn't empty
    resolve(game)
    assert life(game, 0) == 17


def test_609_4_teferi_plus_one_sorceries_as_though_flash_until_your_next_turn():
    """"Until your next turn, you may cast sorcery spells as though they had flash.": Alice
    casts Divination in Bob's upkeep (CR 609.4), even with Teferi gone (CR 611.2a); not an
    instant-speed creature; the permission ends as her next turn begins."""
    from test_oracle_play import cast
    game, teferi = _walker(["Island", "Island", "Island"], [], "Teferi, Time Raveler", 4,
                           hands=(["Divination", "Divination", "Grizzly Bears"], []))
    activate(game, teferi, index=0)
    resolve(game)
    game.state.objects[teferi].counters["loyalty"] = 0      # Teferi dies (CR 704.5i)
    game.state.changed()
    to_step(game, "upkeep")                                   # Bob's turn
    assert game.state.active == 1 and "Teferi, Time Raveler" not in [
        game.state.objects[i].name for i in game.state.battlefield]
    game.act(Action("pass", 1))
    assert game.decision.player == 0 and _castable(game, 0, "Divination")
    assert not _castable(game, 0, "Grizzly Bears")
    before = len(hand(game))
    cast(game, "Divination")
    resolve(game)
    assert len(hand(game)) == before + 1
    again = type(game).from_json(game.to_json())            # saved with the permission
    to_step(again, "end")
    to_step(again, "upkeep")                                  # Alice's next turn
    assert again.state.active == 0
    again.act(Action("pass", 0))
    assert not again.state.effects


def test_101_2_teferi_stops_an_opponents_cascade():
    """Bob's Teferi: Alice's cascade would have her cast Grizzly Bears while the trigger
    resolves, a time she couldn't cast a sorcery: she can't (CR 101.2, 307.1, 702.85a);
    both exiled cards go to the bottom."""
    from test_oracle_play import cast
    from test_oracle_play_keywords import on_top
    game = board(["Forest", "Island", "Island"], [], hands=(["Shardless Agent"], []))
    teferi = create_object(game.state, card_def("Teferi, Time Raveler"), 1, "battlefield")
    teferi.counters["loyalty"] = 4
    game.state.changed()
    on_top(game, "Hill Giant", "Grizzly Bears", "Forest")
    cast(game, "Shardless Agent")                     # in her main phase: allowed
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    state = game.state
    assert [state.objects[i].name for i in state.stack] == ["Shardless Agent"]
    assert {state.objects[i].name for i in state.players[0].library[:2]} == {
        "Forest", "Grizzly Bears"}


@plays("Narset, Parter of Veils", "static.draw_limit")
def test_101_2_narset_opponents_cant_draw_more_than_one_card_each_turn():
    """Bob draws in his draw step; his Divination then draws nothing (CR 101.2), and with
    an empty library he doesn't lose: no draw happens (CR 121.4 needs one). Alice's draws
    aren't limited."""
    from test_oracle_play import cast
    game, narset = _walker(["Island"] * 3, ["Island"] * 6, "Narset, Parter of Veils", 5,
                           hands=(["Divination"], ["Divination"]))
    state = game.state
    to_step(game, "upkeep")
    to_step(game, "precombat main")                          # Bob's main, after his draw
    assert state.active == 1 and state.this_turn.count(("drew", 1)) == 1
    before = len(hand(game, 1))
    cast(game, "Divination", player=1)
    resolve(game)
    assert len(hand(game, 1)) == before - 1                   # cast, drew nothing
    del state.players[1].library[:]
    cast_again = create_object(state, card_def("Divination"), 1, "hand")
    state.changed()
    game.act(Action("cast", 1, cast_again.id, mode=0))
    resolve(game)
    assert not state.players[1].drew_from_empty
    to_step(game, "upkeep")
    to_step(game, "precombat main")                           # Alice's turn
    assert state.active == 0 and not state.over
    before = len(hand(game))
    cast(game, "Divination")
    resolve(game)
    assert len(hand(game)) == before + 1                      # one in the draw step too


@plays("Spirit of the Labyrinth", "static.draw_limit")
def test_101_2_spirit_of_the_labyrinth_limits_its_controller_too():
    from test_oracle_play import cast
    game = board(["Spirit of the Labyrinth", "Island", "Island", "Island"], [],
                 hands=(["Divination"], []))
    cast(game, "Divination")
    resolve(game)
    assert len(hand(game)) == 1                                # the first card only


@plays("Kaya, Bane of the Dead", "static.despite_hexproof")
def test_702_11e_kaya_targets_hexproof_opponents_and_their_permanents():
    """Alice's Kaya: her −3 and her Shock may target Bob's hexproof creature, his "hexproof
    from" creature and Bob under Leyline of Sanctity (CR 702.11e); shroud still stops them
    (CR 702.18a); Bob's spells get nothing from Alice's Kaya."""
    from test_oracle_play import cast
    game, kaya = _walker(["Mountain", "Mountain"], ["Gladecover Scout", "Leyline of Sanctity",
                                                    "Troll Ascetic"],
                         "Kaya, Bane of the Dead", 7, hands=(["Shock", "Shock"], []))
    scout = obj(game, "Gladecover Scout")                                    # hexproof
    troll = obj(game, "Troll Ascetic")
    legal = {t for a in game.legal_actions() if a.kind == "cast" for t in a.targets}
    assert {("object", scout), ("object", troll), BOB} <= legal
    activate(game, kaya, ("object", scout), index=0)
    resolve(game)
    assert "Gladecover Scout" not in [game.state.objects[i].name for i in game.state.battlefield]
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 18
    game.state.objects[kaya].counters["loyalty"] = 0        # Kaya gone: hexproof again
    game.state.changed()
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                        # state-based actions: Kaya is gone
    assert "Kaya, Bane of the Dead" not in [
        game.state.objects[i].name for i in game.state.battlefield]
    legal = {t for a in game.legal_actions() if a.kind == "cast" for t in a.targets}
    assert legal and ("object", troll) not in legal and BOB not in legal


def test_702_11e_kaya_hexproof_from_black_but_not_shroud():
    """"As though they didn't have hexproof" covers "hexproof from black" against Kaya's own
    black ability (CR 702.11e), not shroud (CR 702.18a); Alice's own creature doesn't
    matter (hexproof never stopped her)."""
    from test_keywords import with_keywords
    guarded = with_keywords("Grizzly Bears", "hexproof from black")
    game, kaya = _walker(["Troll Ascetic"], [guarded, "Argothian Enchantress"],
                         "Kaya, Bane of the Dead", 7)
    targets = {t for a in game.legal_actions() if a.kind == "activate" and a.object == kaya
               and a.ability == 0 for t in a.targets}
    bears, enchantress = obj(game, guarded.name), obj(game, "Argothian Enchantress")
    assert ("object", bears) in targets and ("object", enchantress) not in targets
    assert ("object", obj(game, "Troll Ascetic")) in targets


@plays("Elspeth Resplendent", "effect.counter_among", "target.choose")
def test_122_1b_elspeth_resplendent_a_counter_from_among_keywords():
    """"Put a +1/+1 counter and a counter from among flying, first strike, lifelink, or
    vigilance on it.": Alice chooses the kind as it resolves (CR 608.2d); a first strike
    counter gives first strike (CR 122.1b, 613.1f)."""
    from test_oracle_play import choose
    game, elspeth = _walker(["Grizzly Bears"], [], "Elspeth Resplendent", 5)
    bears = obj(game, "Grizzly Bears")
    activate(game, elspeth, ("object", bears), index=0)
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {
        "flying", "first strike", "lifelink", "vigilance"}
    choose(game, "first strike")
    resolve(game)
    c = chars(game, bears)
    assert (c.power, c.toughness) == (3, 3) and "first strike" in c.keywords
    assert game.state.objects[bears].counters == {"+1/+1": 1, "first strike": 1}


def test_122_1b_elspeth_resplendent_up_to_one_target_none_chosen():
    """"Choose up to one target creature": with none chosen, nothing is put and nothing is
    asked (CR 115.1)."""
    game, elspeth = _walker(["Grizzly Bears"], [], "Elspeth Resplendent", 5)
    activate(game, elspeth, None, index=0)
    resolve(game)
    assert game.decision.kind == "priority" and game.state.objects[elspeth].counters[
        "loyalty"] == 6
    assert not game.state.objects[obj(game, "Grizzly Bears")].counters


@plays("Liliana, the Necromancer", "graveyard.put_from_graveyards", "target.up_to")
def test_608_2d_liliana_the_necromancer_two_creature_cards_from_graveyards():
    """"Destroy up to two target creatures. Put up to two creature cards from graveyards
    onto the battlefield under your control.": chosen as it resolves, the creatures just
    destroyed among them (CR 608.2c-d); both enter under Alice's control."""
    from test_oracle_play import choose
    game, liliana = _walker([], ["Serra Angel", "Hill Giant"], "Liliana, the Necromancer", 7)
    angel, giant = obj(game, "Serra Angel"), obj(game, "Hill Giant")
    create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    create_object(game.state, card_def("Lightning Bolt"), 1, "graveyard")
    game.state.changed()
    activate(game, liliana, ("object", angel), ("object", giant), index=2)
    resolve(game)
    state = game.state
    assert game.decision.kind == "choose" and "done" in game.decision.options
    names_ = {state.objects[o].name for o in game.decision.options if o != "done"}
    assert names_ == {"Serra Angel", "Hill Giant", "Grizzly Bears"}     # no Lightning Bolt
    choose(game, next(o for o in game.decision.options
                      if o != "done" and state.objects[o].name == "Serra Angel"))
    choose(game, next(o for o in game.decision.options
                      if o != "done" and state.objects[o].name == "Hill Giant"))
    resolve(game)
    for name in ("Serra Angel", "Hill Giant"):
        assert chars(game, obj(game, name)).controller == 0
    assert "Grizzly Bears" in [state.objects[i].name for i in state.players[0].graveyard]


def test_608_2d_liliana_the_necromancer_may_stop_after_none():
    from test_oracle_play import choose
    game, liliana = _walker([], ["Serra Angel"], "Liliana, the Necromancer", 7)
    activate(game, liliana, ("object", obj(game, "Serra Angel")), None, index=2)
    resolve(game)
    choose(game, "done")
    resolve(game)
    assert "Serra Angel" in [game.state.objects[i].name for i in game.state.players[1].graveyard]


@plays("Inquisition", "effect.damage", "phrase.it")
def test_608_2c_inquisition_damage_to_that_player_counts_their_white_cards():
    """"Target player reveals their hand. Inquisition deals damage to that player equal to
    the number of white cards in their hand.": the target player's white cards."""
    from test_oracle_play import cast
    game = board(["Swamp", "Swamp", "Swamp"], [], hands=(
        ["Inquisition", "Swords to Plowshares", "Swords to Plowshares", "Savannah Lions"],
        ["Swords to Plowshares", "Savannah Lions", "Lightning Bolt"]))
    cast(game, "Inquisition", BOB)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 18)


@plays("Ashiok, Dream Render", "static.no_self_search", "effect.exile_graveyards")
def test_701_19_ashiok_bobs_own_spell_cant_make_him_search():
    """Alice's Ashiok: Bob's Rampant Growth can't make Bob search his library (CR 101.2,
    701.19): no land; Alice's own search works."""
    from test_oracle_play import cast
    game, ashiok = _walker(["Forest", "Forest"], ["Forest", "Forest"], "Ashiok, Dream Render",
                           5, hands=(["Rampant Growth"], ["Rampant Growth"]))
    cast(game, "Rampant Growth")
    resolve(game)
    if game.decision.kind == "choose":
        from test_oracle_play import choose
        choose(game, next(o for o in game.decision.options if o != "nothing"))
        resolve(game)
    assert sum(game.state.objects[i].name == "Wastes" for i in game.state.battlefield) == 1
    to_step(game, "upkeep")
    to_step(game, "precombat main")                          # Bob's turn
    cast(game, "Rampant Growth", player=1)
    resolve(game)
    assert game.decision.kind == "priority"                   # nothing to choose
    assert sum(game.state.objects[i].name == "Wastes" and chars(game, i).controller == 1
               for i in game.state.battlefield) == 0


def test_701_19_ashiok_alices_path_to_exile_still_lets_bob_search():
    """Path to Exile is Alice's spell: it makes Bob search, which Ashiok allows ("their
    controller" is Alice)."""
    from test_oracle_play import cast, choose
    game, ashiok = _walker(["Plains"], ["Grizzly Bears"], "Ashiok, Dream Render", 5,
                           hands=(["Path to Exile"], []))
    cast(game, "Path to Exile", obj(game, "Grizzly Bears"))
    resolve(game)
    while game.decision.kind != "priority":
        options = [o for o in game.decision.options if o not in ("no", "nothing")]
        choose(game, options[0] if options else game.decision.options[0])
    resolve(game)
    assert sum(game.state.objects[i].name == "Wastes" and chars(game, i).controller == 1
               for i in game.state.battlefield) == 1


def test_406_2_ashiok_mills_then_exiles_each_opponents_graveyard():
    """"Target player mills four cards. Then exile each opponent's graveyard.": Bob's
    graveyard (the milled cards too) goes to exile, Alice's stays."""
    game, ashiok = _walker([], [], "Ashiok, Dream Render", 5)
    create_object(game.state, card_def("Shock"), 0, "graveyard")
    create_object(game.state, card_def("Shock"), 1, "graveyard")
    game.state.changed()
    activate(game, ashiok, BOB, index=0)
    resolve(game)
    state = game.state
    assert not state.players[1].graveyard and len(state.players[1].exile) == 5
    assert [state.objects[i].name for i in state.players[0].graveyard] == ["Shock"]


@plays("Chandra, Chill of Compliance", "library.surveilled_to_hand", "effect.surveil")
def test_608_2c_chandra_surveils_a_noncreature_nonland_card_into_her_hand():
    """"Surveil 1. If you put a noncreature, nonland card into your graveyard this way, put
    that card into your hand.": Lightning Bolt goes to the graveyard, then to the hand
    (CR 701.25a, 608.2c)."""
    from test_oracle_play import _on_top, choose
    game, chandra = _walker([], [], "Chandra, Chill of Compliance", 4)
    bolt, = _on_top(game, 0, "Lightning Bolt")
    activate(game, chandra, index=0)
    resolve(game)
    choose(game, bolt)                                      # into the graveyard
    resolve(game)
    assert hand(game) == ["Lightning Bolt"] and not game.state.players[0].graveyard


def test_608_2c_chandra_a_creature_card_stays_in_the_graveyard():
    from test_oracle_play import _on_top, choose, grave
    game, chandra = _walker([], [], "Chandra, Chill of Compliance", 4)
    bears, = _on_top(game, 0, "Grizzly Bears")
    activate(game, chandra, index=0)
    resolve(game)
    choose(game, bears)
    resolve(game)
    assert not hand(game) and grave(game) == ["Grizzly Bears"]


def test_608_2c_chandra_kept_on_top_nothing_moves():
    """The card kept on top wasn't put into the graveyard: it stays (CR 608.2c)."""
    from test_oracle_play import _on_top, choose
    game, chandra = _walker([], [], "Chandra, Chill of Compliance", 4)
    bolt, = _on_top(game, 0, "Lightning Bolt")
    activate(game, chandra, index=0)
    resolve(game)
    choose(game, "done")                                    # none into the graveyard
    resolve(game)
    assert not hand(game) and game.state.players[0].library[-1] == bolt


@plays("Ral Zarek, Guest Lecturer", "quantity.coins_heads", "library.extra_turn",
       "quantity.where_x")
def test_705_1_ral_zarek_bob_skips_a_turn_for_each_heads():
    """"Flip five coins. Target opponent skips their next X turns, where X is the number of
    coins that came up heads.": three heads, Bob skips his next three turns (CR 705.1,
    614.10); Alice's next turn follows hers."""
    game, ral = _walker([], [], "Ral Zarek, Guest Lecturer", 7)
    flips = iter([0.1, 0.9, 0.2, 0.3, 0.8])                  # heads, tails, heads, heads, tails
    game.state.rng.random = lambda: next(flips)
    activate(game, ral, BOB, index=3)
    resolve(game)
    assert game.state.skip_turns == [1, 1, 1]
    turn = game.state.turn
    to_step(game, "upkeep")
    assert game.state.active == 0 and game.state.turn > turn


@plays("Dakkon, Shadow Slayer", "quantity.enters_with", "library.from_hand")
def test_614_1c_dakkon_enters_with_loyalty_equal_to_your_lands():
    """"Dakkon enters with a number of loyalty counters on him equal to the number of lands
    you control." (printed loyalty 0; CR 614.1c, 306.5b): three lands, three counters."""
    from test_oracle_play import cast
    game = board(["Plains", "Island", "Swamp"], [], hands=(["Dakkon, Shadow Slayer"], []))
    cast(game, "Dakkon, Shadow Slayer")
    resolve(game)
    dakkon = obj(game, "Dakkon, Shadow Slayer")
    assert game.state.objects[dakkon].counters["loyalty"] == 3


def test_110_2_dakkon_puts_an_artifact_card_from_hand_or_graveyard():
    """"You may put an artifact card from your hand or graveyard onto the battlefield.":
    the artifact cards of both zones are the choices (not a creature card); it enters under
    Alice's control (CR 110.2)."""
    from test_oracle_play import choose
    game, dakkon = _walker([], [], "Dakkon, Shadow Slayer", 6,
                           hands=(["Sol Ring", "Grizzly Bears"], []))
    ring = game.state.players[0].hand[0]
    wall = create_object(game.state, card_def("Ornithopter"), 0, "graveyard").id
    game.state.changed()
    activate(game, dakkon, index=2)
    resolve(game)
    assert set(game.decision.options) == {ring, wall, "nothing"}
    choose(game, wall)
    resolve(game)
    assert chars(game, obj(game, "Ornithopter")).controller == 0
    assert hand(game) == ["Sol Ring", "Grizzly Bears"]


@plays("Nahiri, the Lithomancer", "tokens.noncreature_artifact", "library.from_hand")
def test_111_4_nahiri_stoneforged_blade_token():
    """"Create a colorless Equipment artifact token named Stoneforged Blade. It has
    indestructible, "Equipped creature gets +5/+5 and has double strike," and equip {0}."
    (CR 111.4): equipped for {0}, Grizzly Bears is a 7/7 with double strike."""
    game, nahiri = _walker(["Grizzly Bears"], [], "Nahiri, the Lithomancer", 10)
    activate(game, nahiri, index=2)
    resolve(game)
    blade = obj(game, "Stoneforged Blade")
    c = chars(game, blade)
    assert "indestructible" in c.keywords and c.subtypes == frozenset({"Equipment"})
    assert not c.colors and "Creature" not in c.types
    bears = obj(game, "Grizzly Bears")
    equip = next(a for a in game.legal_actions() if a.kind == "activate" and a.object == blade)
    activate(game, blade, ("object", bears), index=equip.ability)        # equip {0}
    resolve(game)
    c = chars(game, bears)
    assert (c.power, c.toughness) == (7, 7) and "double strike" in c.keywords


def test_110_2_nahiri_puts_an_equipment_card_from_the_graveyard():
    from test_oracle_play import choose
    game, nahiri = _walker([], [], "Nahiri, the Lithomancer", 5)
    create_object(game.state, card_def("Bonesplitter"), 0, "graveyard")
    game.state.changed()
    activate(game, nahiri, index=1)
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, next(o for o in game.decision.options if o != "nothing"))
        resolve(game)
    assert chars(game, obj(game, "Bonesplitter")).controller == 0
