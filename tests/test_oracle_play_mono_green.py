"""Play tests for the Pioneer Mono-Green Devotion deck of 2023 (benchmarks/decks/
pioneer-mono-green-2023.txt): Polukranos Reborn // Polukranos, Engine of Ruin ("Whenever
Polukranos or another nontoken Hydra you control dies, create a 3/3 ... token with reach
and a 3/3 ... token with lifelink", CR 111.1, 603.10a); Nykthos, Shrine to Nyx ("Choose a
color. Add an amount of mana of that color equal to your devotion to that color.", CR 700.5,
605.3b); Boseiju, Who Endures (channel: "Destroy target artifact, enchantment, or nonbasic land
an opponent controls. That player may search ...", CR 207.2c, 115.1, 701.19, 601.2f)."""

import pytest
from boards import add_mana, board, ids
from test_oracle_play import activate, cast, chars, grave, in_hand, life, names, obj, plays, resolve

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.mana_abilities import options
from tolaria.rules.zones import create_object

POLUKRANOS = "Polukranos Reborn // Polukranos, Engine of Ruin"


def _hydra_tokens(game, player: int = 0) -> list[tuple[str, ...]]:  # noqa: ANN001
    """The keywords of each 3/3 green and white Phyrexian Hydra token `player` controls."""
    out = []
    for oid in ids(game, "Phyrexian Hydra"):
        c = chars(game, oid)
        if c.controller == player:
            assert game.state.objects[oid].card.token
            assert (c.power, c.toughness, c.colors, c.subtypes) == (
                3, 3, frozenset({"G", "W"}), frozenset({"Phyrexian", "Hydra"}))
            out.append(tuple(sorted(c.keywords)))
    return sorted(out)


def _engine_of_ruin(game) -> int:  # noqa: ANN001
    """Alice transforms Polukranos Reborn ({6}{W/P}, the {W/P} paid with 2 life, CR 107.4f)."""
    oid = obj(game, "Polukranos Reborn")
    add_mana(game, "{G}{G}{G}{G}{G}{G}")
    activate(game, oid)
    resolve(game)
    assert chars(game, oid).name == "Polukranos, Engine of Ruin" and life(game, 0) == 18
    return oid


@plays(POLUKRANOS, "trigger.or_another", "tokens.and", "effect.transform")
def test_111_1_polukranos_dying_creates_one_hydra_with_reach_and_one_with_lifelink():
    """CR 111.1, 603.10a: the back face dies; its leaves-the-battlefield ability looks back
    and creates two different tokens: a 3/3 green and white Phyrexian Hydra with reach and
    another with lifelink."""
    game = board([POLUKRANOS, "Swamp"], [], hands=(["Murder"], []))
    oid = _engine_of_ruin(game)
    add_mana(game, "{B}{B}")
    cast(game, "Murder", oid)
    resolve(game)                                   # Murder, then the dies trigger
    assert _hydra_tokens(game) == [("lifelink",), ("reach",)]


@plays(POLUKRANOS, "trigger.or_another", "phrase.status")
def test_603_10a_polukranos_sees_another_nontoken_hydra_die_not_a_token_nor_bobs():
    """CR 603.2, 603.10a, 111.1: Bob's Hydra dying triggers nothing; Alice's nontoken Briar
    Hydra dying makes two tokens; then a Wrath of God kills Polukranos with those two Hydra
    tokens: Polukranos's own death (seen looking back) makes two more, the tokens none."""
    game = board([POLUKRANOS, "Briar Hydra"], ["Briar Hydra"],
                 hands=(["Murder", "Murder", "Wrath of God"], []))
    _engine_of_ruin(game)
    add_mana(game, "{B}{B}{B}")
    cast(game, "Murder", ids(game, "Briar Hydra")[1])     # Bob's
    resolve(game)
    assert _hydra_tokens(game) == [] and not game.state.stack
    add_mana(game, "{B}{B}{B}")
    cast(game, "Murder", ids(game, "Briar Hydra")[0])     # Alice's
    resolve(game)
    assert _hydra_tokens(game) == [("lifelink",), ("reach",)]
    add_mana(game, "{W}{W}{W}{W}")
    cast(game, "Wrath of God")
    resolve(game)                                   # Polukranos's own trigger only
    assert _hydra_tokens(game) == [("lifelink",), ("reach",)]
    assert "Polukranos Reborn" in [game.state.objects[i].name
                                   for i in game.state.players[0].graveyard]


@plays(POLUKRANOS, "trigger.or_another")
def test_603_10a_polukranos_and_another_hydra_dying_together_trigger_twice():
    """CR 603.10a: Polukranos and a nontoken Hydra destroyed at once: the ability triggers
    for each of them (it looks back), four tokens in all."""
    game = board([POLUKRANOS, "Briar Hydra"], [], hands=(["Wrath of God"], []))
    _engine_of_ruin(game)
    add_mana(game, "{W}{W}{W}{W}")
    cast(game, "Wrath of God")
    resolve(game)
    assert game.decision.kind == "order_triggers" and len(game.decision.options) == 2
    game.act(game.legal_actions()[0])
    resolve(game)
    assert _hydra_tokens(game) == [("lifelink",), ("lifelink",), ("reach",), ("reach",)]


# -- Nykthos, Shrine to Nyx: devotion as mana (CR 700.5, 605) -------------------------------

NYKTHOS = "Nykthos, Shrine to Nyx"


def _nykthos_options(game) -> tuple[str, ...]:  # noqa: ANN001
    """What Nykthos's "{2}, {T}: Choose a color. ..." ability would add now, colour by colour."""
    nykthos = game.state.objects[obj(game, NYKTHOS)]
    return options(game.state, nykthos, chars(game, nykthos.id).activated[1])


@plays(NYKTHOS, "mana.devotion_color", "ability.mana_cost")
def test_700_5_nykthos_adds_green_equal_to_devotion_counting_hybrid_and_phyrexian_symbols():
    """CR 700.5, 107.4e-f, 605.3b: Alice's devotion to green is 7: Polukranos Reborn
    ({G}{G}{G}), Kitchen Finks ({1}{G/W}{G/W}: each hybrid symbol counts) and Thundering
    Tanadon ({4}{G/P}{G/P}: Phyrexian symbols are green); not Bob's Grizzly Bears nor her
    lands, which have no mana cost. Alice pays {2} with her Forests, chooses green and has
    seven {G} at once, the stack untouched."""
    game = board([NYKTHOS, "Forest", "Forest", POLUKRANOS, "Kitchen Finks",
                  "Thundering Tanadon"], ["Grizzly Bears"])
    assert _nykthos_options(game) == ("WW", "GGGGGGG")      # white: the two hybrid symbols
    activate(game, obj(game, NYKTHOS), index=1, choice=(1,))
    assert str(game.state.players[0].pool) == "{G}" * 7 and not game.state.stack
    assert all(game.state.objects[i].tapped for i in ids(game, "Forest") + ids(game, NYKTHOS))


@plays(NYKTHOS, "mana.devotion_color")
def test_700_5_nykthos_choosing_white_adds_one_white_for_each_hybrid_symbol():
    """CR 700.5, 106.1: a hybrid {G/W} symbol counts toward devotion to white too: choosing
    white, Alice adds {W}{W} from Kitchen Finks."""
    game = board([NYKTHOS, "Forest", "Forest", "Kitchen Finks"], [])
    activate(game, obj(game, NYKTHOS), index=1, choice=(0,))
    assert str(game.state.players[0].pool) == "{W}{W}"


@plays(NYKTHOS, "mana.devotion_color")
def test_712_8e_a_transformed_polukranos_gives_no_devotion_to_nykthos():
    """CR 712.8e, 700.5: Polukranos, Engine of Ruin (its back face up) has no mana cost:
    only Elvish Mystic's {G} counts, and Nykthos adds {G}."""
    game = board([NYKTHOS, "Forest", "Forest", POLUKRANOS, "Elvish Mystic"], [])
    assert _nykthos_options(game) == ("GGGG",)
    _engine_of_ruin(game)
    assert _nykthos_options(game) == ("G",)


@plays(NYKTHOS, "mana.devotion_color")
def test_605_3a_nykthos_mana_casts_a_big_spell():
    """CR 605.3a, 106.4: the mana Nykthos adds stays in the pool and pays for a spell: with
    devotion 6 Alice casts Briar Hydra ({5}{G}) from it alone."""
    game = board([NYKTHOS, "Forest", "Forest", POLUKRANOS, "Kitchen Finks", "Elvish Mystic"],
                 [], hands=(["Briar Hydra"], []))
    activate(game, obj(game, NYKTHOS), index=1, choice=(1,))
    assert str(game.state.players[0].pool) == "{G}" * 6
    cast(game, "Briar Hydra")
    resolve(game)
    assert "Briar Hydra" in names(game) and str(game.state.players[0].pool) == ""
    assert not game.state.objects[obj(game, "Elvish Mystic")].tapped


# -- Boseiju, Who Endures: channel (CR 207.2c, 602.2) ---------------------------------------

BOSEIJU = "Boseiju, Who Endures"


def _channels(game) -> list[Action]:  # noqa: ANN001
    """Alice's legal activations of Boseiju's channel ability from her hand."""
    boseiju = in_hand(game, BOSEIJU)
    return [a for a in game.legal_actions() if a.kind == "activate" and a.object == boseiju]


def _bobs_library(game, *cards: str) -> None:  # noqa: ANN001
    for name in cards:
        create_object(game.state, card_def(name), 1, "library")


def _bob_searches(game, name: str | None) -> None:  # noqa: ANN001
    """Bob answers "That player may search ...": for `name`, or declining (None)."""
    assert game.decision.kind == "choose" and game.decision.player == 1
    if name is None:
        game.act(Action("choose", 1, choice=("don't search",)))
        return
    game.act(Action("choose", 1, choice=("search",)))
    found = [i for i in game.decision.options if i in game.state.objects
             and game.state.objects[i].name == name]
    game.act(Action("choose", 1, choice=(found[0],)))


@plays(BOSEIJU, "phrase.listed_nonbasic", "ability.cost_change")
def test_115_1_boseiju_targets_an_opponents_artifact_enchantment_or_nonbasic_land():
    """CR 115.1, 205.4a, 602.2: from Alice's hand, Boseiju's channel ability may target Bob's
    Ornithopter, Glorious Anthem, Savannah and Darksteel Citadel (an artifact land), not his
    Forest (basic) nor his Grizzly Bears, nor Alice's own Ornithopter."""
    game = board(["Forest", "Forest", "Ornithopter"],
                 ["Ornithopter", "Glorious Anthem", "Savannah", "Forest", "Grizzly Bears",
                  "Darksteel Citadel"], hands=([BOSEIJU], []))
    targets = {game.state.objects[a.targets[0][1]].name for a in _channels(game)}
    assert targets == {"Ornithopter", "Glorious Anthem", "Savannah", "Darksteel Citadel"}
    assert all(game.state.objects[a.targets[0][1]].controller == 1 for a in _channels(game))


@plays(BOSEIJU, "phrase.that_player_controller", "phrase.with_basic_land_type",
       "cost.discard_self", "library.search_other")
def test_701_19_boseiju_destroys_and_that_player_searches_for_a_land_with_a_basic_land_type():
    """CR 701.19a, 205.3i, 608.2c: Alice discards Boseiju ({1}{G}: both Forests) to destroy
    Bob's Savannah; Bob, its controller, may search: Savannah (Forest Plains, nonbasic) and
    Forest qualify, his Wastes (basic but with no basic land type) don't. He puts Savannah
    onto the battlefield under his control."""
    game = board(["Forest", "Forest"], ["Savannah"], hands=([BOSEIJU], []))
    _bobs_library(game, "Savannah", "Forest")
    activate(game, in_hand(game, BOSEIJU), obj(game, "Savannah"), index=1)
    assert grave(game) == [BOSEIJU] and all(game.state.objects[i].tapped
                                            for i in ids(game, "Forest"))
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    game.act(Action("choose", 1, choice=("search",)))
    offered = sorted(game.state.objects[i].name for i in game.decision.options
                     if i in game.state.objects)
    assert offered == ["Forest", "Savannah"]                      # no Wastes
    savannah = next(i for i in game.decision.options if i in game.state.objects
                    and game.state.objects[i].name == "Savannah")
    game.act(Action("choose", 1, choice=(savannah,)))
    resolve(game)
    assert grave(game, 1) == ["Savannah"]
    assert [chars(game, i).controller for i in ids(game, "Savannah")] == [1]


@plays(BOSEIJU, "library.search_other")
def test_701_19b_the_opponent_may_choose_not_to_search():
    """CR 701.19b, 608.2d: Bob declines: no land enters and his library isn't shuffled."""
    game = board(["Forest", "Forest"], ["Ornithopter"], hands=([BOSEIJU], []))
    _bobs_library(game, "Forest")
    library = list(game.state.players[1].library)
    activate(game, in_hand(game, BOSEIJU), obj(game, "Ornithopter"), index=1)
    resolve(game)
    _bob_searches(game, None)
    resolve(game)
    assert grave(game, 1) == ["Ornithopter"]
    assert [chars(game, i).controller for i in ids(game, "Forest")] == [0, 0]
    assert game.state.players[1].library == library


@plays(BOSEIJU, "phrase.that_player_controller")
def test_608_2c_an_indestructible_target_survives_but_its_controller_may_still_search():
    """CR 702.12b, 608.2c: Darksteel Citadel is a legal target but isn't destroyed; the rest
    of the ability still happens: Bob searches and puts a Forest onto the battlefield."""
    game = board(["Forest", "Forest"], ["Darksteel Citadel"], hands=([BOSEIJU], []))
    _bobs_library(game, "Forest")
    activate(game, in_hand(game, BOSEIJU), obj(game, "Darksteel Citadel"), index=1)
    resolve(game)
    _bob_searches(game, "Forest")
    resolve(game)
    assert ids(game, "Darksteel Citadel") and [chars(game, i).controller
                                               for i in ids(game, "Forest")] == [0, 0, 1]


@plays(BOSEIJU, "ability.cost_change", "quantity.permanents")
def test_601_2f_boseiju_costs_1_less_for_each_legendary_creature_you_control():
    """CR 601.2f, 602.2b: with one Forest Alice can't pay {1}{G}; with Isamaru (a legendary
    creature) it costs {G}. Bob's legendary creature and Alice's legendary land don't count."""
    alone = board(["Forest", "Nykthos, Shrine to Nyx"], ["Isamaru, Hound of Konda"],
                  hands=([BOSEIJU], []))
    alone.state.objects[obj(alone, NYKTHOS)].tapped = True
    assert _channels(alone) == []
    with pytest.raises(IllegalAction):
        activate(alone, in_hand(alone, BOSEIJU), obj(alone, "Isamaru, Hound of Konda"),
                 index=1)
    game = board(["Forest", "Isamaru, Hound of Konda"], ["Ornithopter"],
                 hands=([BOSEIJU], []))
    activate(game, in_hand(game, BOSEIJU), obj(game, "Ornithopter"), index=1)
    assert game.state.objects[obj(game, "Forest")].tapped and grave(game) == [BOSEIJU]


@plays(BOSEIJU, "ability.cost_change")
def test_118_7a_several_legendary_creatures_reduce_only_the_generic_part():
    """CR 601.2f, 118.7a (a reduction of generic mana takes away only the generic part):
    with two legendary creatures the cost is still {G}: with no untapped land Alice can't
    activate it; with a Forest she can, and a spare {C} in her pool isn't spent."""
    legends = ["Isamaru, Hound of Konda", "Thalia, Guardian of Thraben"]
    game = board(legends, ["Ornithopter"], hands=([BOSEIJU], []))
    add_mana(game, "{C}{C}")
    assert _channels(game) == []
    game = board(["Forest"] + legends, ["Ornithopter"], hands=([BOSEIJU], []))
    add_mana(game, "{C}")
    activate(game, in_hand(game, BOSEIJU), obj(game, "Ornithopter"), index=1)
    assert str(game.state.players[0].pool) == "{C}"
    assert game.state.objects[obj(game, "Forest")].tapped
