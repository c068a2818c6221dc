"""Enters triggers and replacement effects played in real games (eighth list): "If an
instant or sorcery card would be put into a graveyard from anywhere, exile it instead."
(CR 614.1a, 205.2a); "If a permanent would be put into a graveyard, exile it instead."
(CR 614.1a, 110.1); "enters with X +1/+1 counters on it, where X is the total number of cards
in all players' hands" and the same count in a characteristic-defining ability (CR 614.1c,
402.1, 604.3); "where X is the total life lost by your opponents this turn" (CR 119.3);
"the total mana value of instant and sorcery cards in your graveyard" (CR 202.3)."""

from __future__ import annotations

from boards import board
from test_oracle_play import BOB, cast, chars, grave, obj, plays, resolve

# -- "If an instant or sorcery card would be put into a graveyard ..." (CR 614.1a) ------------


def _exiled(game, player: int) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


@plays("Dryad Militant", "static.replacement_kind_of_card", "static.replacement")
def test_614_1a_dryad_militant_exiles_a_resolved_sorcery_and_a_discarded_instant():
    """Alice casts Mind Rot with Dryad Militant out: Mind Rot is exiled as it finishes
    resolving (CR 608.2n), and so is the instant Bob discards (Shock), from his hand; the
    creature card he discards (Grizzly Bears) goes to his graveyard."""
    game = board(["Swamp"] * 3 + ["Dryad Militant"], [],
                 hands=(["Mind Rot"], ["Shock", "Grizzly Bears"]))
    cast(game, "Mind Rot", BOB)
    resolve(game)
    assert _exiled(game, 0) == ["Mind Rot"] and not grave(game, 0)
    assert _exiled(game, 1) == ["Shock"] and grave(game, 1) == ["Grizzly Bears"]


@plays("Dryad Militant", "static.replacement_kind_of_card")
def test_614_1a_dryad_militant_exiles_the_shock_that_kills_it_and_dies_to_the_graveyard():
    """Alice's Shock at her own Dryad Militant (2/1): Shock is put into the graveyard as
    the last step of its resolution (CR 608.2n), while the Militant is still on the
    battlefield: exiled instead. The Militant then dies as a state-based action (CR
    704.5g): a creature card, it goes to the graveyard."""
    game = board(["Mountain", "Dryad Militant"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Dryad Militant"))
    resolve(game)
    assert _exiled(game, 0) == ["Shock"] and grave(game, 0) == ["Dryad Militant"]


# -- "If a permanent would be put into a graveyard, exile it instead." (CR 614.1a, 110.1) -----


@plays("Samurai of the Pale Curtain", "static.permanent_buried_exile")
def test_614_1a_samurai_of_the_pale_curtain_exiles_a_dying_creature_not_the_spell():
    """Alice's Shock kills Bob's Grizzly Bears with Samurai of the Pale Curtain out: the
    Bears, a permanent, is exiled instead; Shock, a spell and not a permanent, goes to
    Alice's graveyard."""
    game = board(["Mountain", "Samurai of the Pale Curtain"], ["Grizzly Bears"],
                 hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert not obj_names(game, "Grizzly Bears")
    assert _exiled(game, 1) == ["Grizzly Bears"] and not grave(game, 1)
    assert grave(game, 0) == ["Shock"]


def obj_names(game, name: str) -> list[int]:
    return [i for i in game.state.battlefield if game.state.objects[i].name == name]


@plays("Samurai of the Pale Curtain", "static.permanent_buried_exile")
def test_614_1a_samurai_of_the_pale_curtain_exiles_a_destroyed_artifact():
    """Any permanent, not only creatures (CR 110.1): Alice's Shatter destroys Bob's
    Ornithopter, which is exiled instead of going to his graveyard."""
    game = board(["Mountain", "Mountain", "Samurai of the Pale Curtain"], ["Ornithopter"],
                 hands=(["Shatter"], []))
    cast(game, "Shatter", obj(game, "Ornithopter"))
    resolve(game)
    assert not obj_names(game, "Ornithopter") and _exiled(game, 1) == ["Ornithopter"]
    assert grave(game, 0) == ["Shatter"]


# -- "the total number of cards in all players' hands" (CR 402.1) ----------------------------


@plays("Realm Seekers", "quantity.cards_in_all_hands")
def test_614_1c_realm_seekers_enters_with_a_counter_for_each_card_in_all_hands():
    """Alice casts Realm Seekers with two other cards in her hand; Bob has three: as it
    enters (CR 614.1c) the hands hold five cards (the spell itself is on the stack, not in
    her hand): five +1/+1 counters on the 0/0, a 5/5."""
    game = board(["Forest"] * 6, [], hands=(["Realm Seekers", "Shock", "Opt"],
                                            ["Shock", "Opt", "Duress"]))
    cast(game, "Realm Seekers")
    resolve(game)
    seekers = obj(game, "Realm Seekers")
    assert game.state.objects[seekers].counters.get("+1/+1") == 5
    assert (chars(game, seekers).power, chars(game, seekers).toughness) == (5, 5)


@plays("Multani, Maro-Sorcerer", "quantity.cards_in_all_hands")
def test_604_3_multani_counts_the_cards_in_every_players_hand():
    """Multani's power and toughness are each the number of cards in all hands (CR 604.3,
    402.1): two in Alice's and three in Bob's, a 5/5; when Alice casts Opt it is 4/4 while
    Opt is on the stack."""
    game = board(["Island", "Multani, Maro-Sorcerer"], [],
                 hands=(["Opt", "Shock"], ["Shock", "Opt", "Duress"]))
    multani = obj(game, "Multani, Maro-Sorcerer")
    assert (chars(game, multani).power, chars(game, multani).toughness) == (5, 5)
    cast(game, "Opt")
    assert (chars(game, multani).power, chars(game, multani).toughness) == (4, 4)


# -- "the total life lost by your opponents this turn" (CR 119.3) -----------------------------


@plays("Cryptborn Horror", "quantity.opponents_life_lost")
def test_614_1c_cryptborn_horror_counts_only_the_life_opponents_lost_this_turn():
    """Alice's Shock makes Bob lose 2 life; her Night's Whisper makes her lose 2. Cryptborn
    Horror (0/0) then enters with X +1/+1 counters, X the life her opponents lost this turn
    (CR 119.3, 614.1c): 2, not 4."""
    game = board(["Mountain"] * 3 + ["Swamp"] * 3, [],
                 hands=(["Shock", "Night's Whisper", "Cryptborn Horror"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Night's Whisper")
    resolve(game)
    assert game.state.players[0].life == 18 and game.state.players[1].life == 18
    cast(game, "Cryptborn Horror")
    resolve(game)
    horror = obj(game, "Cryptborn Horror")
    assert game.state.objects[horror].counters.get("+1/+1") == 2
    assert (chars(game, horror).power, chars(game, horror).toughness) == (2, 2)


# -- "the total mana value of instant and sorcery cards in your graveyard" (CR 202.3) ---------


@plays("Inferno Project", "quantity.total_of_graveyard_cards")
def test_614_1c_inferno_project_adds_the_mana_values_of_instants_and_sorceries():
    """Alice's graveyard holds Lightning Bolt (mana value 1), Divination (3) and Grizzly
    Bears (2, a creature card); Bob's holds Shock. Inferno Project enters with 1 + 3 = 4
    +1/+1 counters (CR 202.3, 614.1c): only her instant and sorcery cards count."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Mountain"] * 7, [], hands=(["Inferno Project"], []))
    for name in ("Lightning Bolt", "Divination", "Grizzly Bears"):
        create_object(game.state, card_def(name), 0, "graveyard")
    create_object(game.state, card_def("Shock"), 1, "graveyard")
    cast(game, "Inferno Project")
    resolve(game)
    project = obj(game, "Inferno Project")
    assert game.state.objects[project].counters.get("+1/+1") == 4
