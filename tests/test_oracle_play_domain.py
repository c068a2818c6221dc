"""The 2024 Standard domain deck's cards, played: lands that choose a colour as they enter
(CR 614.12, 607.2, 106.1)."""

from __future__ import annotations

import pytest
from boards import add_mana, board
from test_oracle_play import cast, choose, in_hand, obj, plays, resolve

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.data.actions import IllegalAction
from tolaria.rules.layers import characteristics
from tolaria.rules.mana_abilities import own_options
from tolaria.rules.zones import create_object


def _chars(game, name, n=0):
    return characteristics(game.state, game.state.objects[obj(game, name, n)])


def _play(game, name, player=0):
    game.act(Action("play", player, in_hand(game, name, player)))


@plays("Thriving Heath", "choice.as_enters_color", "choice.chosen_mana",
       "static.enters_tapped")
def test_614_12_105_1_thriving_land_chooses_a_color_other_than_its_own():
    game = board([], [], hands=(["Thriving Heath", "Opt"], []))
    _play(game, "Thriving Heath")
    d = game.decision
    assert d.kind == "replacement" and "white" not in d.options
    assert set(d.options) == {"blue", "black", "red", "green"}
    choose(game, "blue")
    heath = game.state.objects[obj(game, "Thriving Heath")]
    assert heath.tapped and dict(heath.chosen)["color"] == "blue"
    assert _chars(game, "Thriving Heath").activated[0].mana == ("W", "U")
    heath.tapped = False
    cast(game, "Opt")                                  # {U}: the chosen colour pays it
    assert heath.tapped and game.state.stack


@plays("Plaza of Heroes", "mana.any_color_among")
def test_105_2_plaza_of_heroes_adds_a_color_among_legendary_permanents():
    game = board(["Plaza of Heroes", "Isamaru, Hound of Konda"], [],
                 hands=(["Savannah Lions"], []))
    state = game.state
    plaza = state.objects[obj(game, "Plaza of Heroes")]
    assert own_options(state, plaza, _chars(game, "Plaza of Heroes").activated[2]) == ("W",)
    cast(game, "Savannah Lions")                  # {W}, not legendary: the third ability
    assert plaza.tapped and state.objects[state.stack[-1]].name == "Savannah Lions"
    alone = board(["Plaza of Heroes", "Savannah Lions"], [])      # no legendary permanent
    plaza = alone.state.objects[obj(alone, "Plaza of Heroes")]
    assert own_options(alone.state, plaza, _chars(alone, "Plaza of Heroes").activated[2]) == ()


@plays("Sunken Citadel", "choice.as_enters_color", "choice.chosen_mana", "mana.spend_only")
def test_106_1_607_2_sunken_citadel_adds_two_mana_of_the_color_chosen_as_it_entered():
    game = board([], [], hands=(["Sunken Citadel", "Grizzly Bears"], []))
    _play(game, "Sunken Citadel")
    assert set(game.decision.options) == {"white", "blue", "black", "red", "green"}
    choose(game, "green")
    citadel = game.state.objects[obj(game, "Sunken Citadel")]
    assert citadel.tapped                                     # it enters tapped
    assert [a.mana for a in _chars(game, "Sunken Citadel").activated] == [("G",), ("GG",)]
    citadel.tapped = False
    game.act(Action("activate", 0, citadel.id, ability=1))
    assert str(game.state.players[0].pool) == "{G}{G}"
    with pytest.raises(IllegalAction):                # only for abilities of land sources
        cast(game, "Grizzly Bears")


ZENDIKAR = "Invasion of Zendikar"


@plays(ZENDIKAR, "condition.while_on_battlefield")
def test_310_11b_205_1b_awakened_skyclave_is_a_land_creature_on_the_battlefield():
    """Defeated, the Siege is cast transformed (CR 310.11b, 712.11a); Awakened Skyclave's
    static ability makes it a land in addition to its other types there (CR 205.1b,
    613.1d): a land creature that taps for mana (CR 113.6)."""
    game = board(["Mountain"] * 4, hands=(["Shock", "Shock"], []))
    siege = create_object(game.state, card_def(ZENDIKAR), 0, "battlefield")
    siege.counters["defense"] = 3
    siege.protector = 1
    game.state.changed()
    for _ in range(2):
        cast(game, "Shock", ("object", siege.id))
        resolve(game)
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    sky = _chars(game, "Awakened Skyclave")
    assert {"Land", "Creature"} <= set(sky.types) and "Elemental" in sky.subtypes
    assert (sky.power, sky.toughness) == (4, 4)
    skyclave = obj(game, "Awakened Skyclave")
    game.act(Action("activate", 0, skyclave, ability=0, choice=(4,)))     # haste: it taps
    assert game.state.objects[skyclave].tapped and str(game.state.players[0].pool) == "{G}"


@plays("Sunfall", "library.all_leave", "tokens.incubate", "quantity.exiled_all_this_way")
def test_608_2c_701_51a_sunfall_incubates_for_each_creature_it_exiled():
    """"Exile all creatures. Incubate X, where X is the number of creatures exiled this
    way." (CR 608.2c, 608.2h): the Incubator gets a +1/+1 counter for each one exiled."""
    game = board(["Plains"] * 5 + ["Grizzly Bears", "Savannah Lions", "Sol Ring"],
                 ["Elite Vanguard"], hands=(["Sunfall"], []))
    cast(game, "Sunfall")
    resolve(game)
    state = game.state
    names = [state.objects[oid].name for oid in state.battlefield]
    assert "Grizzly Bears" not in names and "Elite Vanguard" not in names
    assert "Sol Ring" in names
    incubator = state.objects[obj(game, "Incubator")]
    assert incubator.counters.get("+1/+1") == 3 and incubator.card.token


ATRAXA = "Atraxa, Grand Unifier"


@plays(ATRAXA, "library.each_card_type", "library.reveal_top")
def test_205_2a_atraxa_takes_one_card_of_each_card_type_from_the_top_ten():
    """Atraxa's enters trigger reveals ten; one card may be taken for each card type, a
    card of two types counting as one of them (CR 205.2a, 608.2d); the rest go to the
    bottom in a random order (CR 401.4)."""
    game = board([], [], hands=([ATRAXA], []))
    state = game.state
    top = ["Ornithopter", "Grizzly Bears", "Hill Giant", "Forest", "Opt", "Divination",
           "Pacifism", "Sol Ring", "Lightning Bolt", "Plains"]
    for name in reversed(top):                   # the last one created is on top
        create_object(state, card_def(name), 0, "library")
    add_mana(game, "{G}{W}{U}{B}{C}{C}{C}")
    cast(game, ATRAXA)
    resolve(game)                                # Atraxa, then its trigger
    resolve(game)
    revealed = {state.objects[o].name: o for o in state.players[0].library[-10:]}
    assert set(revealed) == set(top)
    d = game.decision
    assert d.kind == "choose" and set(d.options) == {*revealed.values(), "nothing"}
    for name in ("Ornithopter", "Grizzly Bears", "Forest", "Divination", "Pacifism"):
        choose(game, revealed[name])
    options = game.decision.options           # the Ornithopter is the artifact now: its
    assert revealed["Sol Ring"] not in options and revealed["Hill Giant"] not in options
    assert {revealed["Lightning Bolt"], revealed["Opt"]} <= set(options)   # an instant
    choose(game, "done")                         # may: no instant taken
    hand = {state.objects[o].name for o in state.players[0].hand}
    assert hand == {"Ornithopter", "Grizzly Bears", "Forest", "Divination", "Pacifism"}
    bottom = {state.objects[o].name for o in state.players[0].library[:5]}
    assert bottom == {"Hill Giant", "Lightning Bolt", "Opt", "Plains", "Sol Ring"}


def _beseech(bargained: bool, target: str):
    """Alice casts Beseech the Mirror (bargained: an Ornithopter sacrificed) and finds
    `target` in her library; the game as the card is exiled face down."""
    game = board(["Swamp"] * 4 + ["Ornithopter"], [], hands=(["Beseech the Mirror"], []))
    state = game.state
    card = create_object(state, card_def(target), 0, "library")
    bargain = ("bargain", obj(game, "Ornithopter")) if bargained else ()
    cast(game, "Beseech the Mirror", costs=bargain)
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and card.id in d.options      # any card of the library
    choose(game, card.id)
    return game, card


@plays("Beseech the Mirror", "library.search_exile_face_down", "keyword.bargained",
       "keyword.bargain")
def test_608_2g_702_166b_bargained_beseech_casts_the_found_card_free():
    game, card = _beseech(True, "Hill Giant")                  # mana value 4
    state = game.state
    exiled = state.objects[card.successor]
    assert exiled.zone == "exile"
    exile = [p["exile"] for p in game.view(1)["players"]][0]
    assert exile == [{"id": exiled.id, "name": "face-down card"}]        # hidden from Bob
    assert game.decision.kind == "cast" and game.decision.subject == exiled.id
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    assert obj(game, "Hill Giant") in state.battlefield
    assert not state.players[0].hand                       # it was cast: not put in hand
    assert "exiles a card face down" in " ".join(e.text for e in state.log)


@plays("Beseech the Mirror", "library.search_exile_face_down")
def test_406_3a_702_166b_beseech_puts_the_card_into_the_hand_if_not_cast():
    for bargained, target in ((False, "Hill Giant"), (True, "Craw Wurm"),   # mana value 6
                              (True, "Forest")):                           # can't be cast
        game, card = _beseech(bargained, target)
        state = game.state
        assert game.decision.kind == "priority"                         # nothing offered
        hand = [state.objects[o].name for o in state.players[0].hand]
        assert hand == [target]
