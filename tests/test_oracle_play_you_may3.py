"""Optional instructions (issue 17, "You may ..." list): keeping one of the cards looked at
on top of the library (CR 401.4, 608.2d); choosing a card from a revealed or looked-at hand
for its player to discard, or none, and what happens if you don't (CR 701.8, 608.2c-d)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    choose_targets,
    grave,
    hand,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _library(game: Game, *names: str, player: int = 0) -> list[int]:
    """New cards on top of `player`'s library, the last named on top; their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


@plays("Gurmag Nightwatch", "library.look_keep_one_on_top")
def test_401_4_keep_one_of_the_top_three_on_top_the_rest_into_the_graveyard():
    """"Look at the top three cards of your library. You may put one of those cards back on
    top of your library. Put the rest into your graveyard.": Alice keeps Shock on top; the
    other two go to her graveyard (CR 401.4, 608.2d); the card under them stays."""
    game = board([], [], hands=(["Gurmag Nightwatch"], []))
    under, shock, giant, bears = _library(game, "Savannah Lions", "Shock", "Hill Giant",
                                          "Grizzly Bears")
    add_mana(game, "{B}{G}{U}{U}{U}{U}")
    cast(game, "Gurmag Nightwatch")
    resolve(game)
    assert set(game.decision.options) == {shock, giant, bears, "nothing"}
    choose(game, shock)
    resolve(game)
    library = game.state.players[0].library
    assert library[-1] == shock and library[-2] == under
    assert sorted(grave(game)) == ["Grizzly Bears", "Hill Giant"]


@plays("Sage of Days", "library.look_keep_one_on_top")
def test_608_2d_keeping_none_puts_all_three_into_the_graveyard():
    """The choice is optional (CR 608.2d): keeping none, all three cards looked at go to
    the graveyard; the fourth card is now on top."""
    game = board([], [], hands=(["Sage of Days"], []))
    under, *_ = _library(game, "Savannah Lions", "Shock", "Hill Giant", "Grizzly Bears")
    add_mana(game, "{2}{U}")
    cast(game, "Sage of Days")
    resolve(game)
    choose(game, "nothing")
    resolve(game)
    assert sorted(grave(game)) == ["Grizzly Bears", "Hill Giant", "Shock"]
    assert game.state.players[0].library[-1] == under


@plays("Voda Sea Scavenger", "library.look_keep_one_on_top")
def test_401_4_domain_x_cards_one_kept_the_rest_to_the_bottom():
    """"look at the top X cards ..., where X is the number of basic land types among lands
    you control. You may put one of those cards on top of your library. Put the rest on the
    bottom of your library in a random order.": two types, two cards; the one not kept goes
    to the very bottom (CR 401.4)."""
    game = board(["Plains", "Island"], [], hands=(["Voda Sea Scavenger"], []))
    under, shock, bears = _library(game, "Savannah Lions", "Shock", "Grizzly Bears")
    add_mana(game, "{2}{U}")
    cast(game, "Voda Sea Scavenger")
    resolve(game)
    assert set(game.decision.options) == {shock, bears, "nothing"}
    choose(game, shock)
    resolve(game)
    library = game.state.players[0].library
    assert library[-1] == shock and library[-2] == under and library[0] == bears
    assert not grave(game)


def _in_hand(game: Game, name: str, player: int = 1) -> int:
    state = game.state
    return next(i for i in state.players[player].hand if state.objects[i].name == name)


@plays("Nightsnare", "effect.may_choose_discard", "phrase.target")
def test_701_8_may_choose_a_nonland_card_and_that_player_discards_it():
    """"Target opponent reveals their hand. You may choose a nonland card from it. If you
    do, that player discards that card. If you don't, that player discards two cards.":
    Alice chooses Shock; Bob discards it and nothing else (CR 701.8, 608.2c)."""
    game = board(["Swamp"], [], hands=(["Nightsnare"], ["Shock", "Grizzly Bears", "Forest"]))
    add_mana(game, "{3}{B}")
    cast(game, "Nightsnare", BOB)
    resolve(game)
    shock, forest = _in_hand(game, "Shock"), _in_hand(game, "Forest")
    assert forest not in game.decision.options and "nothing" in game.decision.options
    choose(game, shock)
    resolve(game)
    assert grave(game, 1) == ["Shock"] and sorted(hand(game, 1)) == ["Forest", "Grizzly Bears"]


@plays("Nightsnare", "effect.may_choose_discard")
def test_608_2c_if_you_dont_choose_that_player_discards_two_cards():
    """Alice chooses none (CR 608.2d): "If you don't" happens; Bob discards two cards of
    his choice (CR 701.8a)."""
    game = board([], [], hands=(["Nightsnare"], ["Shock", "Grizzly Bears", "Forest"]))
    add_mana(game, "{3}{B}")
    cast(game, "Nightsnare", BOB)
    resolve(game)
    choose(game, "nothing")
    assert (game.decision.kind, game.decision.player, game.decision.count) == ("discard", 1, 2)
    choose(game, _in_hand(game, "Grizzly Bears"), _in_hand(game, "Forest"))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Forest", "Grizzly Bears"] and hand(game, 1) == ["Shock"]


@plays("Reckoner Shakedown", "effect.may_choose_discard")
def test_608_2c_no_nonland_card_to_choose_counts_as_you_didnt():
    """Bob's hand has only lands: no card can be chosen, so Alice didn't, and she puts two
    +1/+1 counters on her creature (CR 608.2c, 122.1); Bob keeps his lands."""
    game = board(["Grizzly Bears"], [], hands=(["Reckoner Shakedown"], ["Forest", "Island"]))
    add_mana(game, "{2}{B}")
    cast(game, "Reckoner Shakedown", BOB)
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].counters.get("+1/+1") == 2
    assert sorted(hand(game, 1)) == ["Forest", "Island"]


@plays("Reckoner Shakedown", "effect.may_choose_discard")
def test_608_2c_a_card_chosen_no_counters():
    """Alice chooses Bob's Shock: he discards it, and "If you don't" doesn't happen."""
    game = board(["Grizzly Bears"], [], hands=(["Reckoner Shakedown"], ["Shock", "Island"]))
    add_mana(game, "{2}{B}")
    cast(game, "Reckoner Shakedown", BOB)
    resolve(game)
    choose(game, _in_hand(game, "Shock"))
    resolve(game)
    assert grave(game, 1) == ["Shock"]
    assert not game.state.objects[obj(game, "Grizzly Bears")].counters.get("+1/+1")


@plays("Cracked Skull", "effect.may_choose_discard", "library.look_hand")
def test_701_8_look_at_a_hand_may_choose_a_card_that_player_discards():
    """"When this Aura enters, look at target player's hand. You may choose a nonland card
    from it. That player discards that card.": Alice looks (nothing is revealed), chooses
    Shock, Bob discards it; choosing none leaves his hand alone (CR 608.2d)."""
    for pick in ("Shock", "nothing"):
        game = board(["Grizzly Bears"], [], hands=(["Cracked Skull"], ["Shock", "Forest"]))
        add_mana(game, "{2}{B}")
        cast(game, "Cracked Skull", obj(game, "Grizzly Bears"))
        resolve(game)
        choose_targets(game, BOB)                   # the enters trigger's target
        resolve(game)
        choose(game, _in_hand(game, pick) if pick != "nothing" else pick)
        resolve(game)
        assert grave(game, 1) == ([pick] if pick != "nothing" else [])


@plays("Oildeep Gearhulk", "effect.may_choose_discard", "library.look_hand")
def test_608_2c_if_you_do_that_player_discards_it_then_draws_a_card():
    """"look at target player's hand. You may choose a card from it. If you do, that player
    discards that card, then draws a card.": any card, an instant too; Bob discards Shock
    and draws; choosing none, he draws nothing (CR 608.2c-d, 121.1)."""
    for pick in ("Shock", "nothing"):
        game = board([], [], hands=(["Oildeep Gearhulk"], ["Shock", "Forest"]))
        add_mana(game, "{U}{U}{B}{B}")
        cast(game, "Oildeep Gearhulk")
        resolve(game)
        choose_targets(game, BOB)
        resolve(game)
        assert len(game.decision.options) == 3                  # Shock, Forest, or none
        choose(game, _in_hand(game, pick) if pick != "nothing" else pick)
        resolve(game)
        if pick == "nothing":
            assert sorted(hand(game, 1)) == ["Forest", "Shock"] and not grave(game, 1)
        else:
            assert grave(game, 1) == ["Shock"] and sorted(hand(game, 1)) == ["Forest", "Wastes"]


@plays("Traumatic Revelation", "effect.may_choose_discard")
def test_608_2c_no_creature_or_battle_card_so_incubate_3():
    """"You may choose a creature or battle card from it. If you do, that player discards
    that card. If you don't, incubate 3.": Bob has no such card; Alice creates an
    Incubator token with three +1/+1 counters (CR 701.53a); Bob keeps Shock."""
    game = board([], [], hands=(["Traumatic Revelation"], ["Shock"]))
    add_mana(game, "{1}{B}")
    cast(game, "Traumatic Revelation", BOB)
    resolve(game)
    incubator = obj(game, "Incubator")
    assert game.state.objects[incubator].counters.get("+1/+1") == 3
    assert hand(game, 1) == ["Shock"]


@plays("Eye Spy", "library.look_target_top_graveyard")
def test_401_4_look_at_the_top_card_of_a_library_may_put_it_into_the_graveyard():
    """"Look at the top card of target player's library. You may put that card into their
    graveyard.": yes, Bob's Shock goes to his graveyard; no, it stays on top (CR 608.2d)."""
    for yes in (True, False):
        game = board([], [], hands=(["Eye Spy"], []))
        shock, = _library(game, "Shock", player=1)
        add_mana(game, "{U}")
        cast(game, "Eye Spy", BOB)
        resolve(game)
        assert game.decision.subject == shock
        choose(game, "yes" if yes else "no")
        resolve(game)
        assert grave(game, 1) == (["Shock"] if yes else [])
        assert (game.state.players[1].library[-1] == shock) is not yes


@plays("Lurking Informant", "library.look_target_top_graveyard")
def test_401_4_activated_look_and_put_into_that_players_graveyard():
    """"{2}, {T}: Look at the top card of target player's library. You may put that card
    into that player's graveyard.": Alice mills her own top card this way."""
    game = board(["Lurking Informant"], [])
    _library(game, "Hill Giant")
    add_mana(game, "{2}")
    activate(game, obj(game, "Lurking Informant"), ALICE)
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert grave(game) == ["Hill Giant"]


# -- "You may cast <A> spells and <B> spells from the top of your library / as though they
# had flash" (CR 601.3, 609.4, 702.8a) ------------------------------------------------------


def _castable(game: Game, oid: int) -> bool:
    return any(a.kind == "cast" and a.object == oid for a in game.legal_actions())


@plays("Mystic Forge", "spells.union", "static.cast_from_library_top")
def test_601_3_artifact_spells_and_colorless_spells_from_the_top_of_the_library():
    """"You may cast artifact spells and colorless spells from the top of your library.":
    an artifact (Ornithopter) or a colorless non-artifact spell (Eldrazi Devastator) on
    top can be cast; a coloured non-artifact one (Grizzly Bears) can't."""
    lands = ["Forest"] * 8
    for name, allowed in (("Ornithopter", True), ("Eldrazi Devastator", True),
                          ("Grizzly Bears", False)):
        game = board(["Mystic Forge", *lands], [])
        top, = _library(game, name)
        assert _castable(game, top) is allowed, name
    game = board(["Mystic Forge", *lands], [])
    top, = _library(game, "Eldrazi Devastator")
    game.act(Action("cast", 0, top))
    resolve(game)
    assert obj(game, "Eldrazi Devastator") and top not in game.state.players[0].library


@plays("Madame Web, Clairvoyant", "spells.union", "static.cast_from_library_top")
def test_601_3_spider_spells_and_noncreature_spells_from_the_top():
    """"You may cast Spider spells and noncreature spells from the top of your library.":
    a Spider creature or a noncreature spell, not another creature spell."""
    for name, allowed in (("Giant Growth", True), ("Sol Ring", True),
                          ("Grizzly Bears", False)):
        game = board(["Madame Web, Clairvoyant", "Forest", "Forest"], [])
        top, = _library(game, name)
        assert _castable(game, top) is allowed, name


@plays("Renari, Merchant of Marvels", "spells.union", "static.flash_for")
def test_609_4_dragon_spells_and_artifact_spells_as_though_they_had_flash():
    """"You may cast Dragon spells and artifact spells as though they had flash.": at the
    end step Alice may cast Sol Ring (an artifact) and Shivan Dragon (a Dragon), not
    Grizzly Bears (CR 702.8a)."""
    lands = ["Mountain"] * 6
    game = board(["Renari, Merchant of Marvels", *lands], [],
                 hands=(["Sol Ring", "Shivan Dragon", "Grizzly Bears"], []), step="end")
    offered = [game.notation(a) for a in game.legal_actions()]
    assert "cast Sol Ring" in offered and "cast Shivan Dragon" in offered
    assert "cast Grizzly Bears" not in offered
    game.act("cast Shivan Dragon")
    resolve(game)
    assert obj(game, "Shivan Dragon")


@plays("Whirlwing Stormbrood // Dynamic Soar", "spells.union", "static.flash_for")
def test_609_4_sorcery_spells_and_dragon_spells_as_though_they_had_flash():
    """"You may cast sorcery spells and Dragon spells as though they had flash.": a sorcery
    on Bob's turn; an instant-speed creature that isn't a Dragon still can't be."""
    game = board(["Whirlwing Stormbrood // Dynamic Soar", "Forest", "Forest", "Forest"], [],
                 hands=(["Rampant Growth", "Grizzly Bears"], []), step="end")
    offered = [game.notation(a) for a in game.legal_actions()]
    assert "cast Rampant Growth" in offered and "cast Grizzly Bears" not in offered


# -- "Mill N cards. You may put a <card> from among them onto the battlefield / into your
# hand" (CR 701.13b, 608.2c-d) ---------------------------------------------------------------


def _to_attackers(game: Game) -> None:
    to_step(game, "beginning of combat")
    game.act(Action("pass", 0))
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))


@plays("Mole Module", "library.from_among_milled_to_battlefield",
       "library.from_among_milled")
def test_701_13b_a_permanent_card_milled_this_way_onto_the_battlefield():
    """"Whenever this Vehicle deals combat damage to a player, mill four cards. You may put
    a permanent card from among them onto the battlefield.": of Shock, Hill Giant, Forest
    and Savannah Lions, Alice puts Hill Giant onto the battlefield (not Shock, not an
    instant); the rest stay in her graveyard."""
    game = board(["Mole Module", "Grizzly Bears"], [])
    _library(game, "Savannah Lions", "Forest", "Hill Giant", "Shock")
    module = obj(game, "Mole Module")
    activate(game, module, costs=(obj(game, "Grizzly Bears"),))              # crew 2
    resolve(game)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((module, BOB),)))
    for _ in range(20):
        if game.decision.kind == "choose":
            break
        game.act(Action("pass", game.decision.player))
    names = {game.state.objects[o].name: o for o in game.decision.options if o != "nothing"}
    assert sorted(names) == ["Forest", "Hill Giant", "Savannah Lions"]
    assert "nothing" in game.decision.options
    choose(game, names["Hill Giant"])
    resolve(game)
    assert obj(game, "Hill Giant")
    assert sorted(grave(game)) == ["Forest", "Savannah Lions", "Shock"]


@plays("Bristlebud Farmer", "library.from_among_milled_if_you_do", "library.from_among_milled")
def test_608_2c_if_you_do_mill_three_then_a_permanent_card_into_your_hand():
    """"Whenever this creature attacks, you may sacrifice a Food. If you do, mill three
    cards. You may put a permanent card from among them into your hand.": with a Food
    sacrificed, Alice mills three and takes Hill Giant; declining, nothing is milled."""
    for sacrifice in (True, False):
        game = board(["Forest"] * 4, [], hands=(["Bristlebud Farmer"], []))
        _library(game, "Shock", "Hill Giant", "Savannah Lions")
        add_mana(game, "{2}{G}{G}")
        cast(game, "Bristlebud Farmer")
        resolve(game)
        resolve(game)                                           # two Food tokens
        farmer = obj(game, "Bristlebud Farmer")
        game.state.objects[farmer].since = 0                    # as if since last turn
        game.state.changed()
        _to_attackers(game)
        game.act(Action("attack", 0, choice=((farmer, BOB),)))
        for _ in range(10):
            if game.decision.kind != "priority":
                break
            game.act(Action("pass", game.decision.player))
        if not sacrifice:
            choose(game, "no")
            resolve(game)
            assert not grave(game)
            continue
        choose(game, "yes")
        while game.decision.kind in ("choose", "sacrifice") and not any(
                isinstance(o, int) and game.state.objects[o].name == "Hill Giant"
                for o in game.decision.options):
            choose(game, game.decision.options[0])             # a Food
        giant = next(o for o in game.decision.options if o != "nothing"
                     and game.state.objects[o].name == "Hill Giant")
        choose(game, giant)
        resolve(game)
        assert "Hill Giant" in hand(game)
        assert sorted(grave(game)) == ["Savannah Lions", "Shock"]


# -- "You may pay {M} rather than pay the mana cost for [<kind>] spells you cast" (CR 118.9) --


@plays("Jodah, Archmage Eternal", "static.spells_alternative_cost")
def test_118_9_pay_wubrg_rather_than_the_mana_cost():
    """"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.":
    Alice casts Shivan Dragon ({4}{R}{R}) with her five lands, one of each colour (CR
    118.9, 601.2b)."""
    lands = ["Plains", "Island", "Swamp", "Mountain", "Forest"]
    game = board(["Jodah, Archmage Eternal", *lands], [], hands=(["Shivan Dragon"], []))
    offered = [game.notation(a) for a in game.legal_actions()]
    assert "cast Shivan Dragon for alternative cost {w}{u}{b}{r}{g}" in offered
    assert "cast Shivan Dragon" not in offered                     # six mana: not enough
    game.act("cast Shivan Dragon for alternative cost {w}{u}{b}{r}{g}")
    resolve(game)
    assert obj(game, "Shivan Dragon")
    assert all(game.state.objects[o].tapped for o in game.state.battlefield
               if game.state.objects[o].name in lands)


@plays("Rooftop Storm", "static.spells_alternative_cost")
def test_118_9_zombie_creature_spells_for_zero_only_zombies():
    """"You may pay {0} rather than pay the mana cost for Zombie creature spells you cast.":
    Diregraf Ghoul for nothing; Grizzly Bears (not a Zombie) has no such cost."""
    game = board(["Rooftop Storm"], [], hands=(["Diregraf Ghoul", "Grizzly Bears"], []))
    offered = [game.notation(a) for a in game.legal_actions()]
    assert "cast Diregraf Ghoul for alternative cost {0}" in offered
    assert not any(o.startswith("cast Grizzly Bears") for o in offered)
    game.act("cast Diregraf Ghoul for alternative cost {0}")
    resolve(game)
    assert obj(game, "Diregraf Ghoul")


@plays("Natural Selection", "library.may_have_shuffle", "library.may_shuffle")
def test_701_20a_you_may_have_that_player_shuffle():
    """"Look at the top three cards of target player's library, then put them back in any
    order. You may have that player shuffle.": Alice orders Bob's top three, then chooses
    (CR 608.2d); "no" keeps her order, "yes" shuffles Bob's library (CR 701.20a)."""
    for shuffle in (False, True):
        game = board([], [], hands=(["Natural Selection"], []))
        shock, giant, bears = _library(game, "Shock", "Hill Giant", "Grizzly Bears", player=1)
        add_mana(game, "{G}")
        cast(game, "Natural Selection", BOB)
        resolve(game)
        choose(game, shock)                                     # Shock on top
        choose(game, giant)
        assert game.decision.kind == "yes_no" and game.decision.player == 0
        assert "that player" in game.decision.prompt
        choose(game, "yes" if shuffle else "no")
        resolve(game)
        top = game.state.players[1].library[-3:]
        assert (top == [bears, giant, shock]) is not shuffle       # (the seeded shuffle)


# -- "You may reveal <cards> from among them and put them into your hand" (CR 701.16a) ------


@plays("Uncovered Clues", "library.look_reveal_taken", "library.reveal_top")
def test_701_16a_reveal_up_to_two_instant_and_sorcery_cards_and_take_them():
    """"Look at the top four cards of your library. You may reveal up to two instant and/or
    sorcery cards from among them and put the revealed cards into your hand. Put the rest on
    the bottom of your library in any order.": Shock and Opt revealed (named to both
    players, CR 701.16a) and taken; the two creatures go to the bottom."""
    game = board([], [], hands=(["Uncovered Clues"], []))
    bears, shock, giant, opt = _library(game, "Grizzly Bears", "Shock", "Hill Giant", "Opt")
    add_mana(game, "{2}{U}")
    cast(game, "Uncovered Clues")
    resolve(game)
    assert set(game.decision.options) == {shock, opt, "nothing"}
    choose(game, opt)
    choose(game, shock)
    while game.decision.kind == "choose":                       # the order at the bottom
        choose(game, game.decision.options[0])
    resolve(game)
    assert sorted(hand(game)) == ["Opt", "Shock"]
    told = [e.text for e in game.state.log]
    assert "Alice reveals Shock and puts it into their hand" in told       # (CR 701.16a)
    assert "Alice reveals Opt and puts it into their hand" in told
    assert set(game.state.players[0].library[:2]) == {bears, giant}


@plays("Gift of the Gargantuan", "library.look_reveal_taken", "library.one_of_each")
def test_608_2d_reveal_a_creature_card_and_or_a_land_card():
    """"You may reveal a creature card and/or a land card from among them and put the
    revealed cards into your hand.": one of each at most; Alice takes Grizzly Bears and
    Forest, not Shock."""
    game = board([], [], hands=(["Gift of the Gargantuan"], []))
    _library(game, "Grizzly Bears", "Shock", "Forest", "Hill Giant")
    add_mana(game, "{2}{G}")
    cast(game, "Gift of the Gargantuan")
    resolve(game)
    for name in ("Grizzly Bears", "Forest"):
        pick = next(o for o in game.decision.options
                    if isinstance(o, int) and game.state.objects[o].name == name)
        choose(game, pick)
    while game.decision.kind == "choose":
        choose(game, game.decision.options[0])
    resolve(game)
    assert sorted(hand(game)) == ["Forest", "Grizzly Bears"]
