"""Play tests for cards the corpus decks needed (issue 17): a power/toughness filter ("1/1
creature", CR 208.1); an Equipment's graveyard trigger that returns it, then attaches it
(CR 113.6k, 301.5c); "you may exile it. If you do" from the graveyard (CR 603.6a, 608.2c);
a spell's X damage divided among any number of targets (CR 601.2b-d); prevention from
sources of a chosen color (CR 615.1, 608.2d); "the artifact with the greatest mana value or
tied" (CR 603.4); revealing a card from the hand, or paying more, as an additional cost
(CR 601.2b, 601.2f-h, 701.16a)."""

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Pendelhaven", "phrase.pt_creature", "effect.pump")
def test_208_1_pendelhaven_targets_only_a_creature_with_power_1_and_toughness_1():
    game = board(["Pendelhaven", "Llanowar Elves", "Grizzly Bears", "Birds of Paradise"])
    haven = obj(game, "Pendelhaven")
    for other in ("Grizzly Bears", "Birds of Paradise"):        # 2/2 and 0/1: not 1/1
        with pytest.raises(IllegalAction):
            activate(game, haven, obj(game, other), index=1)
    elves = obj(game, "Llanowar Elves")
    activate(game, haven, elves, index=1)
    resolve(game)
    assert (chars(game, elves).power, chars(game, elves).toughness) == (1 + 1, 1 + 2)


@plays("Lovestruck Beast // Heart's Desire", "phrase.pt_creature", "condition.control")
def test_208_1_lovestruck_beast_attacks_only_while_you_control_a_1_1_creature():
    for beside, legal in (("Grizzly Bears", False), ("Llanowar Elves", True)):
        game = board(["Lovestruck Beast // Heart's Desire", beside], [],
                     step="declare attackers")
        attack = Action("attack", 0, choice=((obj(game, "Lovestruck Beast"), BOB),))
        assert game.is_legal(attack) is legal


@plays("Pendelhaven Elder", "phrase.pt_creature")
def test_611_2c_pendelhaven_elder_pumps_the_1_1_creatures_and_they_stay_pumped():
    game = board(["Pendelhaven Elder", "Llanowar Elves", "Grizzly Bears"])
    activate(game, obj(game, "Pendelhaven Elder"))
    resolve(game)
    elves, bears = obj(game, "Llanowar Elves"), obj(game, "Grizzly Bears")
    assert (chars(game, elves).power, chars(game, elves).toughness) == (2, 3)   # no longer 1/1
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 2)


def _in_graveyard(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


@plays("Sword of the Meek", "graveyard.then_attach_to_event", "phrase.pt_creature",
       "library.from_graveyard")
def test_301_5c_sword_of_the_meek_returns_from_the_graveyard_onto_the_1_1_creature():
    """CR 113.6k, 603.6a: the trigger works from the graveyard; the Sword returns, then is
    attached to the 1/1 creature that entered (CR 301.5c, 701.3a)."""
    game = board(["Forest", "Forest"], [], hands=(["Grizzly Bears", "Llanowar Elves"], []))
    _in_graveyard(game, "Sword of the Meek")
    cast(game, "Grizzly Bears")                          # a 2/2: no trigger
    resolve(game)
    assert not game.state.stack and "Sword of the Meek" in grave(game)
    game.state.players[0].pool.add_text("{G}")
    cast(game, "Llanowar Elves")
    resolve(game)
    assert game.decision.kind == "yes_no"                # "you may"
    choose(game, "yes")
    sword, elves = obj(game, "Sword of the Meek"), obj(game, "Llanowar Elves")
    assert game.state.objects[sword].attached_to == elves
    assert (chars(game, elves).power, chars(game, elves).toughness) == (2, 3)


@plays("Sword of the Meek", "graveyard.then_attach_to_event")
def test_301_5c_sword_of_the_meek_returns_unattached_if_the_creature_is_gone():
    """CR 701.3b, 400.7: the creature left the battlefield before the trigger resolved; the
    Sword still returns, attached to nothing."""
    game = board(["Forest", "Mountain"], [], hands=(["Llanowar Elves", "Shock"], []))
    _in_graveyard(game, "Sword of the Meek")
    cast(game, "Llanowar Elves")
    game.act("pass")
    game.act(Action("pass", 1))                          # the Elves resolve
    assert game.decision.kind == "priority" and game.state.stack    # the trigger waits
    cast(game, "Shock", obj(game, "Llanowar Elves"))
    resolve(game)
    choose(game, "yes")
    sword = obj(game, "Sword of the Meek")
    assert not ids(game, "Llanowar Elves") and game.state.objects[sword].attached_to is None


@plays("Creeping Chill", "condition.if_you_do", "trigger.into_graveyard")
def test_603_6a_creeping_chill_milled_may_be_exiled_to_drain_3():
    """CR 113.6k, 603.6a: milled, its trigger works from the graveyard; exiling it is
    "if you do" (CR 608.2c); declining keeps it there and does nothing."""
    for answer in ("yes", "no"):
        game = board(["Island"], [], hands=(["Tome Scour"], []))
        chill = create_object(game.state, card_def("Creeping Chill"), 0, "library").id
        game.state.changed()
        cast(game, "Tome Scour", ALICE)
        resolve(game)
        assert game.decision.kind == "yes_no"
        choose(game, answer)
        resolve(game)
        exiled = [game.state.objects[o].name for o in game.state.players[0].exile]
        if answer == "yes":
            assert exiled == ["Creeping Chill"] and "Creeping Chill" not in grave(game)
            assert (life(game, 0), life(game, 1)) == (23, 17)
        else:
            assert not exiled and "Creeping Chill" in grave(game)
            assert (life(game, 0), life(game, 1)) == (20, 20)
        assert game.state.objects[chill].zone != "library"


_SLOTS = 30                      # "any number of targets": one slot per target


def _divided(line: str, *parts: str) -> str:
    """A cast line with the amounts after its targets, the unchosen slots after them."""
    rest = ["no target"] * (_SLOTS - len(parts))
    return f"{line} targeting " + ", ".join(list(parts) + rest)


@plays("Conflagrate", "target.divided", "target.divided_x")
def test_601_2d_conflagrate_divides_its_x_among_any_number_of_targets():
    """X is announced first (CR 601.2b), then the targets and the division, at least 1 to
    each target (CR 601.2c-d): with X = 2, 1 to the Elves and 1 to Bob."""
    game = board(["Mountain"] * 5, ["Llanowar Elves", "Grizzly Bears"],
                 hands=(["Conflagrate"], []))
    for wrong in (_divided("cast Conflagrate x=2", "Llanowar Elves 2", "Bob 1"),
                  _divided("cast Conflagrate x=2", "Llanowar Elves 1", "Bob 1",
                           "Grizzly Bears 1"),                  # three targets: 1 each is 3
                  _divided("cast Conflagrate x=2", "Llanowar Elves 1")):
        with pytest.raises(IllegalAction):
            game.act(wrong)
    action = game.parse(_divided("cast Conflagrate x=2", "Bob 1", "Llanowar Elves 1"))
    assert action in game.legal_actions()                  # listed in candidate order
    game.act(action)
    resolve(game)
    assert life(game, 1) == 19 and not ids(game, "Llanowar Elves")
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 0


@plays("Conflagrate", "target.divided_x", "cost.discard_x")
def test_702_34a_conflagrate_flashback_discards_x_cards_and_divides_x():
    """Flashback {R}{R}, Discard X cards (CR 702.34a, 601.2b): X = 3 discards three cards,
    then 3 damage is divided: 2 to the Bears, 1 to Bob; then it is exiled."""
    game = board(["Mountain"] * 2, ["Grizzly Bears"], hands=(["Forest"] * 3, []))
    _in_graveyard(game, "Conflagrate")
    game.act(_divided("cast Conflagrate for flashback x=3 discarding Forest, Forest, Forest",
                      "Grizzly Bears 2", "Bob 1"))
    resolve(game)
    assert life(game, 1) == 19 and not ids(game, "Grizzly Bears")
    assert grave(game).count("Forest") == 3 and not game.state.players[0].hand
    assert [game.state.objects[o].name for o in game.state.players[0].exile] == ["Conflagrate"]


@plays("Hail of Arrows", "target.divided_x")
def test_601_2d_hail_of_arrows_divides_x_among_attacking_creatures_only():
    """CR 601.2c-d: only attacking creatures may be chosen; X = 3 as 2 and 1."""
    game = board(["Plains"] * 4, ["Grizzly Bears", "Llanowar Elves", "Hill Giant"],
                 hands=(["Hail of Arrows"], []))
    while not (game.decision.kind == "attackers" and game.decision.player == 1):
        move_on(game)                                      # to Bob's attack
    game.act(Action("attack", 1, choice=((obj(game, "Grizzly Bears"), ALICE),
                                         (obj(game, "Llanowar Elves"), ALICE))))
    while game.decision.player != 0:
        game.act(Action("pass", game.decision.player))
    with pytest.raises(IllegalAction):                     # Hill Giant isn't attacking
        game.act(_divided("cast Hail of Arrows x=3", "Grizzly Bears 2", "Hill Giant 1"))
    game.act(_divided("cast Hail of Arrows x=3", "Grizzly Bears 2", "Llanowar Elves 1"))
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Llanowar Elves")
    assert ids(game, "Hill Giant")


@plays("Fire Covenant", "target.divided_x")
def test_601_2d_fire_covenant_pays_x_life_and_divides_x():
    """"As an additional cost to cast this spell, pay X life": X announced with the cost
    (CR 601.2b, 601.2f), then divided among target creatures (CR 601.2d)."""
    game = board(["Swamp", "Mountain", "Mountain"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Fire Covenant"], []))
    game.act(_divided("cast Fire Covenant x=5", "Grizzly Bears 2", "Hill Giant 3"))
    resolve(game)
    assert life(game, 0) == 15
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")


@plays("Prismatic Strands", "effect.prevent_chosen_color_sources")
def test_615_1_prismatic_strands_prevents_damage_from_sources_of_the_chosen_color():
    """The color is chosen as it resolves (CR 608.2d); damage a red source would deal this
    turn is prevented (CR 615.1)."""
    game = board(["Plains"] * 3, ["Mountain"], hands=(["Prismatic Strands"],
                                                      ["Lightning Bolt"]))
    cast(game, "Prismatic Strands")
    resolve(game)
    assert game.decision.kind == "choose"
    choose(game, "red")
    resolve(game)
    game.act("pass")
    cast(game, "Lightning Bolt", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 20


@plays("Prismatic Strands", "effect.prevent_chosen_color_sources")
def test_702_34a_prismatic_strands_flashback_taps_a_white_creature_other_colors_still_hurt():
    """Flashback by tapping an untapped white creature (CR 702.34a, 118.3); white chosen, a
    red Shock still deals its damage."""
    game = board(["Savannah Lions"], ["Mountain"], hands=([], ["Shock"]))
    _in_graveyard(game, "Prismatic Strands")
    game.act("cast Prismatic Strands for flashback tapping Savannah Lions")
    resolve(game)
    choose(game, "white")
    resolve(game)
    assert game.state.objects[obj(game, "Savannah Lions")].tapped
    assert [game.state.objects[o].name for o in game.state.players[0].exile] == \
        ["Prismatic Strands"]
    game.act("pass")
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 18


@plays("Padeem, Consul of Innovation", "condition.control_greatest")
def test_603_4_padeem_draws_only_while_you_control_the_greatest_mana_value_artifact():
    """An intervening "if" (CR 603.4): checked as the upkeep begins; tied counts. Bob's
    4-mana Icy Manipulator beats Alice's Sol Ring: no draw; with her own, tied: a draw."""
    for mine, drawn in ((["Sol Ring"], 0), (["Sol Ring", "Icy Manipulator"], 1)):
        game = board(["Padeem, Consul of Innovation", *mine], ["Icy Manipulator"],
                     step="untap", turn=3)
        before = len(game.state.players[0].hand)
        to_step(game, "draw")
        assert len(game.state.players[0].hand) == before + drawn + 1    # + the draw step's


@plays("Padeem, Consul of Innovation", "condition.control_greatest")
def test_603_4_padeem_no_artifacts_at_all_is_no_greatest():
    game = board(["Padeem, Consul of Innovation"], [], step="untap", turn=3)
    before = len(game.state.players[0].hand)
    to_step(game, "draw")
    assert len(game.state.players[0].hand) == before + 1                # the draw step's only


@plays("Triumph of Ferocity", "condition.control_greatest")
def test_608_2c_triumph_of_ferocity_draws_if_you_control_the_greatest_power_creature():
    """"draw a card if you control the creature with the greatest power or tied ...": checked
    as it resolves (CR 608.2c); Bob's Hill Giant (3) beats the Bears (2)."""
    for bob, drawn in ((["Hill Giant"], 0), (["Grizzly Bears"], 1)):
        game = board(["Triumph of Ferocity", "Grizzly Bears"], bob, step="untap", turn=3)
        before = len(game.state.players[0].hand)
        to_step(game, "draw")
        assert len(game.state.players[0].hand) == before + drawn + 1


@plays("Silvergill Adept", "cost.reveal_from_hand", "spell.permanent_additional_cost",
       "spell.additional_or")
def test_601_2f_silvergill_adept_reveals_a_merfolk_card_or_pays_3_more():
    """"As an additional cost to cast this spell, reveal a Merfolk card from your hand or
    pay {3}." (CR 601.2b, 601.2f-h): revealing, it costs {1}{U} and the card stays in the
    hand; without a Merfolk card to reveal, {3} more, announced as the other cost."""
    game = board(["Island", "Island"], [], hands=(["Silvergill Adept", "Lord of Atlantis",
                                                   "Grizzly Bears"], []))
    with pytest.raises(IllegalAction):                     # not a Merfolk card
        game.act("cast Silvergill Adept revealing Grizzly Bears")
    game.act("cast Silvergill Adept revealing Lord of Atlantis")
    resolve(game)
    assert ids(game, "Silvergill Adept") and "Lord of Atlantis" in hand(game)
    assert len(hand(game)) == 3                            # + the card drawn
    game = board(["Island"] * 5, [], hands=(["Silvergill Adept", "Grizzly Bears"], []))
    assert not any(a.kind == "cast" and not a.costs for a in game.legal_actions())
    with pytest.raises(IllegalAction):                     # nothing to reveal
        game.act("cast Silvergill Adept")
    game.act("cast Silvergill Adept for other additional cost")
    resolve(game)
    assert ids(game, "Silvergill Adept")
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))   # {1}{U} + {3}


@plays("Silvergill Adept", "cost.reveal_from_hand")
def test_601_2a_silvergill_adept_cant_reveal_itself():
    """The spell is on the stack as its costs are paid (CR 601.2a): a second Silvergill
    Adept may be revealed, the one cast may not."""
    game = board(["Island", "Island"], [], hands=(["Silvergill Adept"], []))
    with pytest.raises(IllegalAction):
        game.act("cast Silvergill Adept revealing Silvergill Adept")
    game = board(["Island", "Island"], [], hands=(["Silvergill Adept", "Silvergill Adept"], []))
    game.act("cast Silvergill Adept revealing Silvergill Adept")
    resolve(game)
    assert len(ids(game, "Silvergill Adept")) == 1 and hand(game).count("Silvergill Adept") == 1


@plays("Bayou Groff", "spell.permanent_additional_cost", "spell.additional_or")
def test_601_2b_bayou_groff_sacrifices_a_creature_or_pays_3_more():
    """"sacrifice a creature or pay {3}" on a creature card: one of the two is announced
    (CR 601.2b) and paid with its mana cost (CR 601.2f-h)."""
    game = board(["Forest", "Forest", "Grizzly Bears"], [], hands=(["Bayou Groff"], []))
    with pytest.raises(IllegalAction):                      # two lands can't pay {1}{G}{3}
        game.act("cast Bayou Groff for other additional cost")
    game.act("cast Bayou Groff sacrificing Grizzly Bears")
    resolve(game)
    assert ids(game, "Bayou Groff") and "Grizzly Bears" in grave(game)
    game = board(["Forest"] * 5, ["Grizzly Bears"], hands=(["Bayou Groff"], []))
    game.act("cast Bayou Groff for other additional cost")
    resolve(game)
    assert ids(game, "Bayou Groff") and all(
        game.state.objects[i].tapped for i in ids(game, "Forest"))


@plays("Thunderherd Migration", "cost.reveal_from_hand", "spell.additional_or")
def test_701_16a_thunderherd_migration_reveals_a_dinosaur_card_that_stays_in_hand():
    game = board(["Forest", "Forest"], [], hands=(["Thunderherd Migration",
                                                   "Colossal Dreadmaw"], []))
    with pytest.raises(IllegalAction):                     # {1}{G} + {1}: three mana
        game.act("cast Thunderherd Migration for other additional cost")
    game.act("cast Thunderherd Migration revealing Colossal Dreadmaw")
    assert hand(game) == ["Colossal Dreadmaw"]


@plays("Avacyn, Guardian Angel", "effect.prevent_chosen_color_sources", "effect.prevent_all")
def test_615_1_avacyn_prevents_damage_to_a_target_by_sources_of_the_chosen_color():
    """The target first (CR 601.2c, 602.2b), the color as it resolves (CR 608.2d): damage
    by red sources to the Bears and to Alice is prevented (CR 615.1)."""
    game = board(["Avacyn, Guardian Angel", "Grizzly Bears"] + ["Plains"] * 9,
                 ["Mountain", "Mountain"], hands=([], ["Lightning Bolt", "Shock"]))
    avacyn, bears = obj(game, "Avacyn, Guardian Angel"), obj(game, "Grizzly Bears")
    activate(game, avacyn, bears, index=0)
    resolve(game)
    choose(game, "red")
    activate(game, avacyn, ALICE, index=1)
    resolve(game)
    choose(game, "red")
    resolve(game)
    game.act("pass")
    cast(game, "Lightning Bolt", bears, player=1)
    resolve(game)
    game.act("pass")                                       # Alice, after it resolved
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert not game.state.players[1].hand
    assert ids(game, "Grizzly Bears") and game.state.objects[bears].damage == 0
    assert life(game, 0) == 20


@plays("Soaring Stoneglider", "spell.permanent_additional_cost", "spell.additional_or")
def test_601_2f_soaring_stoneglider_exiles_two_graveyard_cards_or_pays_more():
    game = board(["Plains"] * 3, [], hands=(["Soaring Stoneglider"], []))
    for name in ("Forest", "Island"):
        _in_graveyard(game, name)
    game.act("cast Soaring Stoneglider exiling Forest, Island")
    resolve(game)
    assert ids(game, "Soaring Stoneglider") and not grave(game)
    game = board(["Plains"] * 5, [], hands=(["Soaring Stoneglider"], []))
    with pytest.raises(IllegalAction):                     # an empty graveyard
        game.act("cast Soaring Stoneglider")
    game.act("cast Soaring Stoneglider for other additional cost")
    resolve(game)
    assert ids(game, "Soaring Stoneglider")
