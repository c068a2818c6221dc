"""Replacement effects played in real games (twelfth list): "If an opponent would mill one
or more cards, they mill twice that many cards / that many cards plus four instead." (CR
614.1a, 616.1, 701.13a)."""

from __future__ import annotations

import random

from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- the number of cards milled (CR 614.1a, 701.13a) -----------------------------------------


@plays("Bruvac the Grandiloquent", "static.mill_mod")
def test_614_1a_bruvac_doubles_what_an_opponent_mills():
    """Tome Scour makes Bob mill ten instead of five; Alice, Bruvac's controller, still
    mills five."""
    game = board(["Bruvac the Grandiloquent", "Island", "Island"], [],
                 hands=(["Tome Scour", "Tome Scour"], []), library=20)
    cast(game, "Tome Scour", BOB)
    resolve(game)
    assert len(game.state.players[1].graveyard) == 10
    assert len(game.state.players[1].library) == 10
    cast(game, "Tome Scour", ALICE)
    resolve(game)
    assert grave(game, 0).count("Wastes") == 5


@plays("The Water Crystal", "static.mill_mod")
def test_614_1a_water_crystal_adds_four_to_what_an_opponent_mills():
    """Each opponent mills cards equal to Alice's hand (two): Bob mills six."""
    game = board(["The Water Crystal"] + ["Island"] * 6, [],
                 hands=(["Opt", "Opt"], []), library=20)
    activate(game, obj(game, "The Water Crystal"))
    resolve(game)
    assert len(game.state.players[1].graveyard) == 6


def test_616_1_the_milling_player_orders_bruvac_and_the_water_crystal():
    """Both apply to Bob's mill of five: Bob chooses. Bruvac first: 5 x 2 + 4 = 14; the
    Crystal first: (5 + 4) x 2 = 18."""
    for first, milled in (("Bruvac the Grandiloquent", 14), ("The Water Crystal", 18)):
        game = board(["Bruvac the Grandiloquent", "The Water Crystal", "Island", "Island"],
                     [], hands=(["Tome Scour"], []), library=30)
        cast(game, "Tome Scour", BOB)
        resolve(game)
        decision = game.decision
        assert decision.kind == "replacement" and decision.player == 1
        assert obj(game, first) in decision.options
        choose(game, obj(game, first))
        resolve(game)
        assert len(game.state.players[1].graveyard) == milled


def test_702_52a_bruvac_doubles_what_an_opponent_mills_to_dredge():
    """Bob dredges Stinkweed Imp (dredge 5) instead of drawing in his draw step: he mills
    ten, and the Imp returns to his hand."""
    game = board(["Bruvac the Grandiloquent"], [], library=20)
    create_object(game.state, card_def("Stinkweed Imp"), 1, "graveyard")
    while not (game.decision.player == 1 and game.decision.kind == "replacement"):
        move_on(game)
    choose(game, "yes")
    assert hand(game, 1) == ["Stinkweed Imp"]
    assert grave(game, 1) == ["Wastes"] * 10 and len(game.state.players[1].library) == 10


# -- scrying (CR 614.1a, 616.1, 701.18a) -------------------------------------------------------

def _top(game, *names: str) -> list[int]:
    """Put these cards on top of Alice's library, the last named topmost."""
    return [create_object(game.state, card_def(n), 0, "library").id for n in names]


@plays("Kenessos, Priest of Thassa", "static.scry_mod")
def test_614_1a_kenessos_scries_one_more():
    """Opt's scry 1 is a scry 2: Alice sees two cards, puts the top one on the bottom and
    keeps the other on top, then draws it."""
    game = board(["Kenessos, Priest of Thassa", "Island"], [], hands=(["Opt"], []))
    forest, mountain = _top(game, "Forest", "Mountain")
    cast(game, "Opt")
    resolve(game)
    assert set(game.decision.options) == {forest, mountain, "done"}
    choose(game, mountain)
    choose(game, "done")
    resolve(game)
    assert game.state.players[0].library[0] == mountain
    assert hand(game) == ["Forest"]


@plays("Eligeth, Crossroads Augur", "static.scry_mod")
def test_614_1a_eligeth_draws_instead_of_scrying():
    """Opt's scry 1 becomes a draw: no scry decision; Alice draws two in all."""
    game = board(["Eligeth, Crossroads Augur", "Island"], [], hands=(["Opt"], []))
    _top(game, "Forest", "Mountain")
    cast(game, "Opt")
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert sorted(hand(game)) == ["Forest", "Mountain"]


def test_616_1_the_scrying_player_orders_kenessos_and_eligeth():
    """Kenessos first: scry 2 becomes draw 2 (three cards with Opt's draw); Eligeth first:
    a draw of one, which Kenessos no longer changes (two cards)."""
    for first, drawn in (("Kenessos, Priest of Thassa", 3), ("Eligeth, Crossroads Augur", 2)):
        game = board(["Kenessos, Priest of Thassa", "Eligeth, Crossroads Augur", "Island"], [],
                     hands=(["Opt"], []))
        cast(game, "Opt")
        resolve(game)
        assert game.decision.kind == "replacement" and game.decision.player == 0
        choose(game, obj(game, first))
        resolve(game)
        assert len(hand(game)) == drawn


# -- "If you would lose the game, instead ..." (CR 614.1a, 104.3, 119.5) -----------------------

def _exiled(game, name: str) -> bool:
    return any(o.name == name and o.zone == "exile" for o in game.state.objects.values())


@plays("Exquisite Archangel", "static.lose_game_instead")
def test_614_1a_exquisite_archangel_replaces_losing_at_zero_life():
    """Alice at 1 life casts Sign in Blood on herself: she would lose for 0 or less life
    (CR 704.5a); instead the Archangel is exiled and her life becomes 20, her starting
    life total."""
    game = board(["Exquisite Archangel", "Swamp", "Swamp"], [], hands=(["Sign in Blood"], []))
    game.state.players[0].life = 1
    cast(game, "Sign in Blood", ALICE)
    resolve(game)
    assert not game.state.players[0].lost and not game.state.over
    assert game.state.players[0].life == 20 and _exiled(game, "Exquisite Archangel")


def test_614_1a_exquisite_archangel_poison_loses_at_the_next_check():
    """Ten poison counters: the Archangel replaces that loss, but the poison is still there,
    so Alice loses when state-based actions are checked again (CR 704.5c)."""
    game = board(["Exquisite Archangel", "Swamp", "Swamp"], [], hands=(["Sign in Blood"], []))
    game.state.players[0].poison = 10
    cast(game, "Sign in Blood", ALICE)              # state-based actions checked after it
    assert _exiled(game, "Exquisite Archangel")
    assert game.state.players[0].lost and game.state.over


@plays("The Golden Throne", "static.lose_game_instead")
def test_614_1a_golden_throne_replaces_a_draw_from_an_empty_library():
    """Alice draws from an empty library (CR 704.5b): the Throne is exiled and her life
    total becomes 1; she keeps playing."""
    game = board(["The Golden Throne", "Island", "Island", "Island"], [],
                 hands=(["Divination"], []), library=0)
    cast(game, "Divination")
    resolve(game)
    assert not game.state.players[0].lost and not game.state.over
    assert game.state.players[0].life == 1 and _exiled(game, "The Golden Throne")
    assert not game.state.players[0].drew_from_empty


def test_614_1a_exquisite_archangel_replaces_you_lose_the_game():
    """One with Death's "You lose the game." (CR 104.3e) is replaced the same way."""
    game = board(["Exquisite Archangel", "Swamp"], [], hands=(["One with Death"], []))
    game.state.players[0].life = 7
    cast(game, "One with Death")
    resolve(game)
    assert not game.state.players[0].lost and game.state.players[0].life == 20
    assert _exiled(game, "Exquisite Archangel")


def test_616_1_the_losing_player_chooses_archangel_or_throne():
    """Both would replace Alice's loss: she chooses; the other stays on the battlefield."""
    game = board(["Exquisite Archangel", "The Golden Throne", "Swamp"], [],
                 hands=(["One with Death"], []))
    cast(game, "One with Death")
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0
    choose(game, obj(game, "The Golden Throne"))
    resolve(game)
    assert game.state.players[0].life == 1 and ids(game, "Exquisite Archangel")
    assert not game.state.players[0].lost


# -- "As this enters, sacrifice any number of <permanents>" (CR 614.12, 614.1c) --------------

@plays("Shimatsu the Bloodcloaked", "static.as_enters_sacrifice")
def test_614_12_shimatsu_sacrifices_any_permanents_as_it_enters():
    """Alice sacrifices a Grizzly Bears and a Swamp as Shimatsu enters: it enters
    with two +1/+1 counters; the other permanents stay."""
    game = board(["Grizzly Bears", "Memnite"] + ["Swamp"] * 4, [],
                 hands=(["Shimatsu the Bloodcloaked"], []))
    bears, swamp = obj(game, "Grizzly Bears"), obj(game, "Swamp")
    game.state.players[0].pool.add_text("{3}{R}")
    cast(game, "Shimatsu the Bloodcloaked")
    resolve(game)
    assert game.decision.kind == "replacement"
    assert bears in game.decision.options and swamp in game.decision.options
    choose(game, bears)
    choose(game, swamp)
    choose(game, "done")
    resolve(game)
    shimatsu = obj(game, "Shimatsu the Bloodcloaked")
    assert game.state.objects[shimatsu].counters.get("+1/+1") == 2
    assert chars(game, shimatsu).power == 2
    assert sorted(grave(game)) == ["Grizzly Bears", "Swamp"] and ids(game, "Memnite")


@plays("Devouring Hellion", "static.as_enters_sacrifice")
def test_614_12_devouring_hellion_twice_that_many_for_creatures_and_planeswalkers():
    """Only creatures and planeswalkers may be sacrificed; two of them: four counters."""
    game = board(["Grizzly Bears", "Memnite", "Mountain"], [],
                 hands=(["Devouring Hellion"], []))
    game.state.players[0].pool.add_text("{2}{R}{R}")
    cast(game, "Devouring Hellion")
    resolve(game)
    assert set(game.decision.options) == {obj(game, "Grizzly Bears"), obj(game, "Memnite"),
                                          "done"}
    choose(game, obj(game, "Grizzly Bears"))
    choose(game, obj(game, "Memnite"))
    resolve(game)
    hellion = obj(game, "Devouring Hellion")
    assert game.state.objects[hellion].counters.get("+1/+1") == 4
    assert chars(game, hellion).power == 6


# -- "As this enters, pay any amount of life." (CR 614.12, 119.4) ------------------------------

@plays("Minion of the Wastes", "static.as_enters_pay_any_life",
       "quantity.life_paid_as_it_entered")
def test_614_12_minion_of_the_wastes_is_as_big_as_the_life_paid():
    """Alice pays 7 of her 20 life as it enters: it is a 7/7 and she has 13 life. Only the
    amounts 0 to her life total are offered (CR 119.4)."""
    game = board(["Swamp"] * 6, [], hands=(["Minion of the Wastes"], []))
    card = in_hand(game, "Minion of the Wastes")
    assert chars(game, card).power == 0                # "*": 0 off the battlefield
    cast(game, "Minion of the Wastes")
    resolve(game)
    assert game.decision.kind == "replacement"
    assert game.decision.options == tuple(str(n) for n in range(21))
    choose(game, "7")
    resolve(game)
    minion = obj(game, "Minion of the Wastes")
    assert (chars(game, minion).power, chars(game, minion).toughness) == (7, 7)
    assert game.state.players[0].life == 13


@plays("Phyrexian Processor", "static.as_enters_pay_any_life",
       "quantity.life_paid_as_it_entered")
def test_614_12_phyrexian_processor_makes_tokens_as_big_as_the_life_paid():
    """Alice pays 5 life as it enters; its Minion tokens are 5/5."""
    game = board(["Island"] * 8, [], hands=(["Phyrexian Processor"], []))
    cast(game, "Phyrexian Processor")
    resolve(game)
    choose(game, "5")
    resolve(game)
    assert game.state.players[0].life == 15
    activate(game, obj(game, "Phyrexian Processor"))
    resolve(game)
    token = next(i for i in game.state.battlefield if game.state.objects[i].card.token)
    assert (chars(game, token).power, chars(game, token).toughness) == (5, 5)


@plays("Wood Elemental", "static.as_enters_sacrifice", "quantity.sacrificed_as_it_entered")
def test_614_12_wood_elemental_counts_the_untapped_forests_sacrificed_as_it_entered():
    """Only untapped Forests are offered (the ones tapped for its cost aren't); two
    sacrificed: a 2/2 without counters."""
    game = board(["Forest"] * 6 + ["Grizzly Bears"], [], hands=(["Wood Elemental"], []))
    forests = ids(game, "Forest")
    for oid in forests[:4]:
        game.state.objects[oid].tapped = True
    game.state.players[0].pool.add_text("{3}{G}")
    cast(game, "Wood Elemental")
    resolve(game)
    assert set(game.decision.options) == {forests[4], forests[5], "done"}
    choose(game, forests[4])
    choose(game, forests[5])
    resolve(game)
    elemental = obj(game, "Wood Elemental")
    assert (chars(game, elemental).power, chars(game, elemental).toughness) == (2, 2)
    assert not game.state.objects[elemental].counters.get("+1/+1")
    assert grave(game) == ["Forest", "Forest"]


# -- chroma: mana symbols of a colour in the mana costs of permanents you control ------------

@plays("Outrage Shaman", "quantity.chroma")
def test_700_5_outrage_shaman_counts_red_symbols_like_devotion():
    """Its own {R}{R}, Hill Giant's {R} and Boros Recruit's hybrid {R/W}: 4 damage to the
    Dreadmaw (CR 207.2c, 700.5)."""
    game = board(["Hill Giant", "Boros Recruit"] + ["Mountain"] * 5, ["Colossal Dreadmaw"],
                 hands=(["Outrage Shaman"], []))
    dreadmaw = obj(game, "Colossal Dreadmaw")
    cast(game, "Outrage Shaman")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, dreadmaw)
    resolve(game)
    assert game.state.objects[dreadmaw].damage == 4


@plays("Primalcrux", "quantity.chroma")
def test_700_5_primalcrux_is_as_big_as_the_green_symbols():
    """Its own six {G} and Llanowar Elves' {G}: a 7/7; the Elves gone, a 6/6."""
    game = board(["Primalcrux", "Llanowar Elves"], [])
    crux = obj(game, "Primalcrux")
    assert (chars(game, crux).power, chars(game, crux).toughness) == (7, 7)
    game.state.objects[obj(game, "Llanowar Elves")].damage = 5
    game.state.changed()
    game.act(Action("pass", 0))
    assert chars(game, crux).power == 6


# -- "for each <permanent> you already control" (CR 614.1c, 614.12) ----------------------------

@plays("Giada, Font of Hope", "static.enters_with_additional", "quantity.already_controlled")
def test_614_1c_giada_counts_the_angels_already_there():
    """Giada and a Serra Angel are there: the next Serra Angel enters with two +1/+1
    counters (itself not counted)."""
    game = board(["Giada, Font of Hope", "Serra Angel"] + ["Plains"] * 5, [],
                 hands=(["Serra Angel"], []))
    before = set(ids(game, "Serra Angel"))
    cast(game, "Serra Angel")
    resolve(game)
    new = next(i for i in ids(game, "Serra Angel") if i not in before)
    assert game.state.objects[new].counters.get("+1/+1") == 2
    assert chars(game, new).power == 6


# -- "This turn, each creature you control enters with an additional +1/+1 counter" -----------

@plays("Zameck Guildmage", "replacement.enters_with_this_turn")
def test_614_1c_zameck_guildmage_creatures_enter_with_a_counter_this_turn():
    """After the activation Alice's Grizzly Bears enters with a +1/+1 counter; the effect is
    gone by the next turn (CR 611.2a)."""
    game = board(["Zameck Guildmage", "Forest", "Island", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    game.state.players[0].pool.add_text("{G}{U}")
    activate(game, obj(game, "Zameck Guildmage"))
    resolve(game)
    cast(game, "Grizzly Bears")
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    to_step(game, "upkeep")
    assert not game.state.shields or all(
        getattr(s, "spec", None) is None for s in game.state.shields)


# -- Krark's Thumb: "If you would flip a coin, instead flip two coins and ignore one." -------

class _Coins(random.Random):
    """Coin flips in a set order: True wins / comes up heads."""

    def __init__(self, *results: bool) -> None:
        super().__init__(0)
        self.results = list(results)

    def random(self) -> float:
        return 0.1 if self.results.pop(0) else 0.9


@plays("Krark's Thumb", "static.flip_two_ignore_one")
def test_614_1a_krarks_thumb_flips_two_and_the_flipper_keeps_one():
    """Puppet's Verdict: one flip won, one lost; Alice keeps the won one: the creatures
    with power 2 or less are destroyed, the Hill Giant stays."""
    game = board(["Krark's Thumb", "Grizzly Bears", "Hill Giant"] + ["Mountain"] * 3, [],
                 hands=(["Puppet's Verdict"], []))
    game.state.rng = _Coins(False, True)
    cast(game, "Puppet's Verdict")
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {"won", "lost"}
    choose(game, "won")
    resolve(game)
    assert ids(game, "Hill Giant") and not ids(game, "Grizzly Bears")


def test_614_1a_krarks_thumb_two_losses_are_a_loss():
    """Both flips lost: nothing to choose; the flip is lost."""
    game = board(["Krark's Thumb", "Grizzly Bears", "Hill Giant"] + ["Mountain"] * 3, [],
                 hands=(["Puppet's Verdict"], []))
    game.state.rng = _Coins(False, False)
    cast(game, "Puppet's Verdict")
    resolve(game)
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")


def test_614_1a_krarks_thumb_chooses_the_heads_among_several_coins():
    """Ral Zarek's five coins, each flipped twice: two coins heads both times, one heads
    once: Alice may keep two or three heads."""
    game = board(["Krark's Thumb"], [])
    planeswalker = create_object(game.state, card_def("Ral Zarek, Guest Lecturer"), 0,
                                 "battlefield")
    planeswalker.since, planeswalker.counters["loyalty"] = 0, 7
    ral = planeswalker.id
    game.state.rng = _Coins(True, True, True, True, True, False, False, False, False, False)
    abilities = game.state.objects[ral].card.activated
    activate(game, ral, BOB, index=len(abilities) - 1)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.options == ("2", "3")
    choose(game, "3")
    resolve(game)
    assert any("flips 5 coins: 3 heads" in entry.text for entry in game.state.log)


# -- "During your turn, prevent all damage that would be dealt to you." (CR 615.1, 611.3a) ----

@plays("Personal Sanctuary", "static.prevent_during_your_turn", "static.prevent")
def test_615_1_personal_sanctuary_prevents_damage_only_during_your_turn():
    """Bob's Shock to Alice during Alice's turn is prevented; during Bob's turn it isn't."""
    game = board(["Personal Sanctuary"], ["Mountain", "Mountain"],
                 hands=((), ["Shock", "Shock"]))
    game.act(Action("pass", 0))                      # Bob gets priority in Alice's turn
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert game.state.players[0].life == 20
    to_step(game, "upkeep")
    while game.state.active != 1 or game.decision.player != 1:
        move_on(game)
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert game.state.players[0].life == 18
