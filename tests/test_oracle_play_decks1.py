"""Constructs that blocked Legacy, Vintage and Modern decks of the deck corpus
(benchmarks/decks/, issue 17), played: each test names the CR rules it checks."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    move_on,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Tectonic Edge", "ability.only_if", "condition.opponent_controls")
def test_602_5b_activate_only_if_an_opponent_controls_four_or_more_lands():
    """Tectonic Edge: one opponent's own lands are counted (CR 602.5b, 102.3)."""
    game = board(["Tectonic Edge", "Mountain"], ["Plains"] * 3 + ["Evolving Wilds"])
    edge, west = ids(game, "Tectonic Edge")[0], ids(game, "Evolving Wilds")[0]
    activate(game, edge, west, index=1)
    resolve(game)
    assert ids(game, "Evolving Wilds") == [] and ids(game, "Tectonic Edge") == []
    game = board(["Tectonic Edge", "Mountain"] + ["Forest"] * 4,
                 ["Plains"] * 2 + ["Evolving Wilds"])
    edge, west = ids(game, "Tectonic Edge")[0], ids(game, "Evolving Wilds")[0]
    with pytest.raises(IllegalAction):          # Bob has three lands; Alice's six don't count
        activate(game, edge, west, index=1)
    assert ids(game, "Evolving Wilds") == [west]


def _clique(answer: str) -> tuple:
    """Alice flashes in Vendilion Clique targeting Bob, whose hand is Lightning Bolt and a
    Mountain; she answers `answer` ("bolt" or "no")."""
    game = board(["Island"] * 3, [], hands=(["Vendilion Clique"], ["Lightning Bolt",
                                                                      "Mountain"]))
    cast(game, "Vendilion Clique")
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    assert game.decision.kind == "choose"
    bolt, mountain = in_hand(game, "Lightning Bolt", 1), in_hand(game, "Mountain", 1)
    assert set(game.decision.options) == {bolt, "no"}       # a nonland card, or none
    choose(game, bolt if answer == "bolt" else "no")
    resolve(game)
    return game, bolt, mountain


@plays("Vendilion Clique", "library.look_hand", "library.hand_to_bottom")
def test_701_16a_clique_puts_the_chosen_card_on_the_bottom_and_its_owner_draws():
    """Vendilion Clique: the Bolt is revealed, goes to the bottom of Bob's library (CR
    401.4), and Bob draws a card (CR 121.1)."""
    game, bolt, _ = _clique("bolt")
    bob = game.state.players[1]
    assert game.state.objects[bob.library[0]].name == "Lightning Bolt"      # a new object
    assert sorted(hand(game, 1)) == ["Mountain", "Wastes"]


def test_608_2d_clique_may_choose_no_card():
    game, bolt, _ = _clique("no")
    assert sorted(hand(game, 1)) == ["Lightning Bolt", "Mountain"]
    assert "Lightning Bolt" not in [game.state.objects[o].name
                                    for o in game.state.players[1].library]


@plays("Deathrite Shaman", "mana.add_effect")
def test_605_1a_an_activated_ability_with_a_target_adds_mana_as_it_resolves():
    """Deathrite Shaman's first ability has a target, so it isn't a mana ability: it uses
    the stack (CR 605.1a), and adds the chosen colour only as it resolves (CR 106.3)."""
    game = board(["Deathrite Shaman"], [])
    land = create_object(game.state, card_def("Forest"), 1, "graveyard").id
    shaman = ids(game, "Deathrite Shaman")[0]
    activate(game, shaman, land)
    assert game.state.stack and game.state.players[0].pool.count("U") == 0
    resolve(game)
    choose(game, "U")
    assert game.state.players[0].pool.count("U") == 1
    assert [game.state.objects[o].name for o in game.state.players[1].exile] == ["Forest"]
    game = board(["Deathrite Shaman"], [])
    with pytest.raises(IllegalAction):             # no land card in a graveyard to target
        activate(game, ids(game, "Deathrite Shaman")[0])


@plays("Glimpse of Nature", "delayed.this_turn")
def test_603_7b_glimpse_of_nature_triggers_for_each_creature_spell_this_turn():
    """"Whenever you cast a creature spell this turn, draw a card.": a delayed trigger with a
    stated duration triggers each time (CR 603.7b), only on creature spells (CR 601.2i), and
    ends with the turn (CR 514.2)."""
    game = board(["Forest"] * 6, [], hands=(["Glimpse of Nature", "Llanowar Elves",
                                             "Giant Growth", "Grizzly Bears"], []))
    cast(game, "Glimpse of Nature")
    resolve(game)
    assert len(game.state.players[0].hand) == 3
    cast(game, "Llanowar Elves")
    resolve(game)                                  # the trigger, then the Elves
    assert "Wastes" in hand(game) and len(game.state.players[0].hand) == 3
    cast(game, "Giant Growth", ids(game, "Llanowar Elves")[0])
    resolve(game)
    assert len(game.state.players[0].hand) == 2    # a noncreature spell: no trigger
    to_step(game, "upkeep")                        # Bob's turn: the ability has ended
    assert game.state.delayed == []


def _blaze_board(land: bool) -> Game:
    """Alice (two Mountains, and a Mountain played this turn if `land`) holds Searing Blaze;
    Bob controls Grizzly Bears and Ajani, Valiant Protector; Alice controls Hill Giant."""
    alice = ["Mountain", "Mountain", "Hill Giant"]
    game = board(alice, ["Grizzly Bears"], hands=(["Searing Blaze", "Mountain"], []))
    ajani = create_object(game.state, card_def("Ajani, Valiant Protector"), 1, "battlefield")
    ajani.counters["loyalty"] = 4                                      # CR 306.5b
    game.state.changed()
    if land:
        game.act(Action("play", 0, in_hand(game, "Mountain")))
    return game


@plays("Searing Blaze", "target.controlled_by_target", "condition.this_turn",
       "condition.instead")
def test_115_1_searing_blaze_deals_1_to_the_player_and_1_to_their_creature():
    """Searing Blaze without landfall: 1 damage to Bob and 1 to his Bears (CR 120.3)."""
    game = _blaze_board(land=False)
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Searing Blaze", BOB, bears)
    resolve(game)
    assert life(game, 1) == 19 and game.state.objects[bears].damage == 1


def test_614_15_searing_blaze_with_landfall_deals_3_to_each_instead():
    """A land entered under Alice's control this turn: 3 damage to each instead."""
    game = _blaze_board(land=True)
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Searing Blaze", BOB, bears)
    resolve(game)
    assert life(game, 1) == 17 and ids(game, "Grizzly Bears") == []


def test_115_1_searing_blaze_creature_must_be_that_players_or_that_planeswalkers_controllers():
    """The creature must be controlled by the player chosen, or by the chosen planeswalker's
    controller (CR 115.1, 601.2c); the refusal leaves the game unchanged."""
    game = _blaze_board(land=False)
    giant, bears = ids(game, "Hill Giant")[0], ids(game, "Grizzly Bears")[0]
    ajani = ids(game, "Ajani, Valiant Protector")[0]
    with pytest.raises(IllegalAction, match="controlled by the player chosen"):
        cast(game, "Searing Blaze", BOB, giant)
    with pytest.raises(IllegalAction):
        cast(game, "Searing Blaze", ajani, giant)
    assert in_hand(game, "Searing Blaze") and not game.state.stack
    cast(game, "Searing Blaze", ajani, bears)               # Ajani's controller's creature
    resolve(game)
    assert game.state.objects[bears].damage == 1
    assert game.state.objects[ajani].counters.get("loyalty") == 3


@plays("Inquisition of Kozilek", "effect.reveal_discard")
def test_701_8_inquisition_chooses_a_nonland_card_with_mana_value_3_or_less():
    """Inquisition of Kozilek: of Bob's Lightning Bolt, Grizzly Bears, Hill Giant and
    Mountain, the nonland cards with mana value 3 or less (CR 202.3) may be chosen."""
    game = board(["Swamp"], [], hands=(["Inquisition of Kozilek"], [
        "Lightning Bolt", "Grizzly Bears", "Hill Giant", "Mountain"]))
    cast(game, "Inquisition of Kozilek", BOB)
    resolve(game)
    bolt, bears = in_hand(game, "Lightning Bolt", 1), in_hand(game, "Grizzly Bears", 1)
    assert set(game.decision.options) == {bolt, bears}
    choose(game, bears)
    assert sorted(hand(game, 1)) == ["Hill Giant", "Lightning Bolt", "Mountain"]
    assert grave(game, 1) == ["Grizzly Bears"]


@plays("Scavenging Ooze", "condition.it_was_card")
def test_608_2h_scavenging_ooze_grows_only_for_a_creature_card():
    """"If it was a creature card": the exiled card as it last existed in the graveyard
    (CR 608.2h); a land card exiled gives nothing."""
    game = board(["Scavenging Ooze", "Forest", "Forest"], [])
    ooze = ids(game, "Scavenging Ooze")[0]
    bears = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard").id
    land = create_object(game.state, card_def("Mountain"), 1, "graveyard").id
    activate(game, ooze, land)
    resolve(game)
    assert life(game, 0) == 20 and chars(game, ooze).power == 2
    activate(game, ooze, bears)
    resolve(game)
    assert life(game, 0) == 21 and chars(game, ooze).power == 3
    assert sorted(game.state.objects[o].name for o in game.state.players[1].exile) == [
        "Grizzly Bears", "Mountain"]


@plays("Street Wraith", "keyword.cycling_life")
def test_702_29a_cycling_by_paying_life():
    """Street Wraith: "Cycling—Pay 2 life." with no mana: Alice pays 2 life, discards it and
    draws a card (CR 702.29a, 119.4); with 1 life she can't pay 2 (CR 119.4)."""
    game = board([], [], hands=(["Street Wraith"], []))
    activate(game, in_hand(game, "Street Wraith"))
    resolve(game)
    assert life(game, 0) == 18 and hand(game) == ["Wastes"]
    assert grave(game) == ["Street Wraith"]
    game = board([], [], hands=(["Street Wraith"], []))
    game.state.players[0].life = 1
    with pytest.raises(IllegalAction):
        activate(game, in_hand(game, "Street Wraith"))
    assert hand(game) == ["Street Wraith"]


@plays("Grief", "keyword.evoke_cost", "cost.cards")
def test_702_74a_evoke_by_exiling_a_black_card_from_hand():
    """Grief cast for "Evoke—Exile a black card from your hand." with no land: the black
    card is exiled (a red one can't be, CR 118.9); Grief enters, Bob discards the chosen
    card, and Grief is sacrificed (CR 702.74a)."""
    game = board([], [], hands=(["Grief", "Dark Ritual", "Shock"], ["Hill Giant", "Island"]))
    grief = in_hand(game, "Grief")
    with pytest.raises(IllegalAction):                      # not a black card
        game.act(Action("cast", 0, grief, costs=("evoke", in_hand(game, "Shock"))))
    action = Action("cast", 0, grief, costs=("evoke", in_hand(game, "Dark Ritual")))
    assert game.parse(game.notation(action)) == action
    game.act(action)
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Dark Ritual"]
    for _ in range(6):
        if game.decision.kind == "order_triggers":
            game.act(game.legal_actions()[0])
        elif game.decision.kind == "targets":
            choose_targets(game, BOB)
        elif game.decision.kind == "choose":
            choose(game, in_hand(game, "Hill Giant", 1))
        resolve(game)
    assert grave(game, 1) == ["Hill Giant"] and "Grief" in grave(game)
    assert hand(game) == ["Shock"]


@plays("Subtlety", "keyword.evoke_cost", "library.to_library")
def test_401_4_subtlety_puts_a_creature_spell_on_top_of_its_owners_library():
    """Bob flashes in Ambush Viper; Alice evokes Subtlety by exiling Opt (CR 702.74a) and
    targets the spell; Bob, its owner, puts it on top of his library (CR 401.4); Subtlety
    is sacrificed."""
    game = board([], ["Forest"] * 2, hands=(["Subtlety", "Opt"], ["Ambush Viper"]))
    game.act(Action("pass", 0))                            # Bob gets priority (CR 117.3d)
    cast(game, "Ambush Viper", player=1)
    game.act(Action("pass", 1))
    game.act(Action("cast", 0, in_hand(game, "Subtlety"),
                    costs=("evoke", in_hand(game, "Opt"))))
    for _ in range(16):
        if game.decision.kind == "order_triggers":
            game.act(game.legal_actions()[0])
        elif game.decision.kind == "targets":
            viper = next(o for o in game.state.stack
                         if game.state.objects[o].name == "Ambush Viper")
            choose_targets(game, viper)
        elif game.decision.kind == "choose":
            assert game.decision.player == 1 and set(game.decision.options) == {"top",
                                                                                "bottom"}
            choose(game, "top")
        elif not game.state.stack:
            break
        else:
            game.act(Action("pass", game.decision.player))
    bob = game.state.players[1]
    assert game.state.objects[bob.library[-1]].name == "Ambush Viper"   # the top
    assert "Subtlety" in grave(game) and ids(game, "Ambush Viper") == []


@plays("Living End", "graveyard.exiled_this_way")
def test_608_2c_living_end_swaps_graveyards_and_battlefields():
    """Living End, cast by cascade (CR 702.85a): each player exiles the creature cards from
    their graveyard, sacrifices their creatures, then puts the exiled cards onto the
    battlefield (CR 608.2c); the sacrificed ones stay in the graveyards (CR 400.7)."""
    game = board(["Mountain", "Forest", "Forest", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Violent Outburst"], []))
    for name, owner in (("Craw Wurm", 0), ("Shock", 0), ("Serra Angel", 1)):
        create_object(game.state, card_def(name), owner, "graveyard")
    library = game.state.players[0].library
    living = create_object(game.state, card_def("Living End"), 0, "library")
    library.remove(living.id)
    library.append(living.id)                                  # on top
    game.state.changed()
    cast(game, "Violent Outburst")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    assert ids(game, "Craw Wurm") and ids(game, "Serra Angel")
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert sorted(grave(game)) == ["Grizzly Bears", "Living End", "Shock", "Violent Outburst"]
    assert grave(game, 1) == ["Hill Giant"]
    assert game.state.objects[ids(game, "Serra Angel")[0]].controller == 1


@plays("Library of Alexandria", "ability.only_if", "condition.exactly")
def test_602_5b_activate_only_if_you_have_exactly_seven_cards_in_hand():
    """Library of Alexandria draws only with exactly seven cards in hand (CR 602.5b)."""
    for count, legal in ((6, False), (7, True), (8, False)):
        game = board(["Library of Alexandria"], [], hands=(["Island"] * count, []))
        library = ids(game, "Library of Alexandria")[0]
        if not legal:
            with pytest.raises(IllegalAction):
                activate(game, library, index=1)
            continue
        activate(game, library, index=1)
        resolve(game)
        assert len(game.state.players[0].hand) == 8


@plays("Mishra's Bauble", "library.look_top")
def test_401_2_mishras_bauble_looks_at_the_top_card_of_target_players_library():
    """Alice sees the top card of Bob's library, which stays there (CR 401.2); she draws a
    card at the beginning of the next turn's upkeep (CR 603.7)."""
    game = board(["Mishra's Bauble"], [])
    top = game.state.players[1].library[-1]
    activate(game, ids(game, "Mishra's Bauble")[0], BOB)
    resolve(game)
    assert (top, 0) in game.state.looked and (top, 1) not in game.state.looked
    assert game.state.players[1].library[-1] == top
    before = len(game.state.players[0].hand)
    to_step(game, "draw")                                  # Bob's turn, after his upkeep
    assert len(game.state.players[0].hand) == before + 1


def _denial(alice: list[str]) -> Game:
    """Bob casts Lightning Bolt at Alice with Mountain and a spare Mountain; Alice answers
    with Stubborn Denial (her permanents: `alice`); Bob may pay {1}."""
    game = board(alice + ["Island"], ["Mountain", "Mountain"],
                 hands=(["Stubborn Denial"], ["Lightning Bolt"]))
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    game.act(Action("pass", 1))
    bolt = game.state.stack[-1]
    cast(game, "Stubborn Denial", bolt)
    for _ in range(8):
        if not game.state.stack:
            break
        if game.decision.kind == "yes_no":
            game.act(Action("choose", game.decision.player, choice=("yes",)))
        else:
            game.act(Action("pass", game.decision.player))
    return game


@plays("Stubborn Denial", "effect.counter_unless", "condition.instead", "condition.control")
def test_614_15_stubborn_denial_counters_outright_with_a_power_4_creature():
    """With Hill Giant (power 3), Bob pays {1} and the Bolt resolves; with Craw Wurm (power
    6), "counter that spell instead": no payment is offered (CR 614.15, 701.5a)."""
    assert life(_denial(["Hill Giant"]), 0) == 17
    game = _denial(["Craw Wurm"])
    assert life(game, 0) == 20 and grave(game, 1) == ["Lightning Bolt"]


@plays("Arcane Denial", "delayed.controller_may_draw_up_to", "effect.delayed_upkeep")
def test_603_7c_arcane_denial_its_controller_may_draw_up_to_two_at_the_next_upkeep():
    """Bob's Lightning Bolt is countered; at the beginning of the next turn's upkeep (his)
    he chooses how many of up to two cards to draw (CR 608.2d), the player bound as the
    delayed trigger was created (CR 603.7c, 608.2h), and Alice draws one."""
    for chosen in (2, 1, 0):
        game = board(["Island", "Island"], ["Mountain"],
                     hands=(["Arcane Denial"], ["Lightning Bolt"]))
        game.act(Action("pass", 0))
        cast(game, "Lightning Bolt", ("player", 0), player=1)
        game.act(Action("pass", 1))
        cast(game, "Arcane Denial", game.state.stack[-1])
        resolve(game)
        assert life(game, 0) == 20 and grave(game, 1) == ["Lightning Bolt"]
        hands = len(hand(game, 0)), len(hand(game, 1))
        for _ in range(40):
            if game.decision.kind == "choose" and "how many" in game.decision.prompt:
                break
            move_on(game)                        # (Alice orders her two triggers)
        assert game.state.turn == 4 and game.state.step == "upkeep"
        assert game.decision.player == 1
        assert game.decision.options == ("0 cards", "1 card", "2 cards")
        choose(game, game.decision.options[chosen])
        while game.state.stack:
            move_on(game)
        assert len(hand(game, 1)) == hands[1] + chosen
        assert len(hand(game, 0)) == hands[0] + 1
