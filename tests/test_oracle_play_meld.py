"""Meld (CR 701.37, 712.4): meld cards played in games."""

from __future__ import annotations

from dataclasses import replace

from boards import board, ids
from test_oracle_play import chars, grave, move_on, plays, resolve, to_step

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.data.actions import Action
from tolaria.rules import zones


def _exiled(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


def _to_combat(game: Game) -> None:
    """Alice's beginning of combat: Graf Rats' trigger put on the stack and resolved."""
    to_step(game, "beginning of combat")
    while game.state.stack:
        move_on(game)


@plays("Graf Rats", "card.meld", "condition.meld_pair", "effect.meld", "trigger.if")
@plays("Midnight Scavengers", "card.meld")
def test_701_37a_712_8g_graf_rats_melds_with_midnight_scavengers_into_chittering_host():
    game = board(["Graf Rats", "Midnight Scavengers"])
    _to_combat(game)
    (host,) = ids(game, "Chittering Host")
    assert game.state.battlefield == [host] and _exiled(game) == []     # one object (712.4a)
    seen = chars(game, host)
    assert (seen.power, seen.toughness) == (5, 6)                       # CR 712.8g
    assert {"haste", "menace"} <= seen.keywords
    assert seen.mana_value == 7                           # {1}{B} + {4}{B} (CR 202.3c)
    assert "Graf Rats and Midnight Scavengers meld into Chittering Host" in [
        e.text for e in game.log]


def test_701_37c_nothing_melds_without_the_other_card():
    game = board(["Graf Rats", "Grizzly Bears"])
    _to_combat(game)
    assert "Graf Rats" in [game.state.objects[i].name for i in game.state.battlefield]
    assert _exiled(game) == []                   # the condition isn't met (CR 603.4)


def test_712_4a_a_partner_alice_doesnt_own_isnt_melded():
    game = board(["Graf Rats"], ["Midnight Scavengers"])
    scavengers = game.state.objects[ids(game, "Midnight Scavengers")[0]]
    scavengers.controller = 0                    # Alice controls it; Bob owns it
    _to_combat(game)
    assert ids(game, "Chittering Host") == [] and _exiled(game) == []
    assert ids(game, "Graf Rats") and ids(game, "Midnight Scavengers")


def test_701_37c_a_token_copy_of_graf_rats_is_exiled_and_nothing_melds():
    """The CR's example: Midnight Scavengers and a token that's a copy of Graf Rats are
    exiled but can't be melded; Midnight Scavengers stays exiled, the token ceases to
    exist (CR 701.37b-c, 704.5d)."""
    token = replace(card_def("Graf Rats"), token=True)
    game = board([token, "Midnight Scavengers"])
    _to_combat(game)
    assert game.state.battlefield == []
    assert _exiled(game) == ["Midnight Scavengers"]
    log = [(e.text, e.rules) for e in game.log]
    assert ("Graf Rats and Midnight Scavengers can't be melded into Chittering Host: they "
            "stay where they are", ("701.37c",)) in log


def test_701_37c_cards_of_no_meld_pair_stay_in_exile():
    from tolaria.rules import faces
    game = board(["Graf Rats", "Grizzly Bears"])
    state = game.state
    cards = [zones.move(state, state.objects[i], "exile") for i in list(state.battlefield)]
    assert faces.meld(state, cards, "Chittering Host", 0) is None
    assert sorted(_exiled(game)) == ["Graf Rats", "Grizzly Bears"] and not state.battlefield


def test_712_21_a_melded_permanent_that_dies_is_two_cards_in_the_graveyard():
    game = board(["Graf Rats", "Midnight Scavengers"])
    _to_combat(game)
    (host,) = ids(game, "Chittering Host")
    zones.move(game.state, game.state.objects[host], "graveyard")
    assert sorted(grave(game)) == ["Graf Rats", "Midnight Scavengers"]
    assert not game.state.battlefield


def test_712_4a_a_game_with_a_melded_permanent_saves_and_reloads():
    game = board(["Graf Rats", "Midnight Scavengers"])
    _to_combat(game)
    saved = game.to_json()
    again = Game.from_json(saved)
    assert again.to_json() == saved
    (host,) = ids(again, "Chittering Host")
    zones.move(again.state, again.state.objects[host], "hand")            # CR 712.21
    assert sorted(again.state.objects[i].name for i in again.state.players[0].hand) == [
        "Graf Rats", "Midnight Scavengers"]


def test_701_37a_with_two_partners_the_player_chooses_the_one_melded():
    game = board(["Graf Rats", "Midnight Scavengers", "Midnight Scavengers"])
    second = ids(game, "Midnight Scavengers")[1]
    to_step(game, "beginning of combat")
    while game.decision.kind != "choose":
        move_on(game)
    assert set(game.decision.options) == set(ids(game, "Midnight Scavengers"))
    game.act(Action("choose", 0, choice=(second,)))
    assert ids(game, "Chittering Host") and game.state.objects[second].zone == "gone:battlefield"
    assert len(ids(game, "Midnight Scavengers")) == 1


def test_202_3c_707_8_a_clone_of_a_melded_permanent_has_mana_value_0():
    game = board(["Graf Rats", "Midnight Scavengers"] + ["Island"] * 4,
                 hands=(["Clone"], []))
    _to_combat(game)
    to_step(game, "postcombat main")
    game.act("cast Clone")
    resolve(game)
    game.act(game.legal_actions()[[game.notation(a) for a in game.legal_actions()].index(
        "choose Chittering Host")])
    resolve(game)
    (host,), (clone,) = ids(game, "Chittering Host"), ids(game, "Clone")
    copied = chars(game, clone)
    assert copied.name == "Chittering Host"
    assert (copied.power, copied.toughness) == (5, 6)                          # CR 707.8
    assert copied.mana_value == 0 and chars(game, host).mana_value == 7         # CR 202.3c


def test_712_8b_a_meld_card_is_cast_with_its_front_face_only():
    game = board(["Swamp"] * 5, hands=(["Midnight Scavengers"], []))
    texts = [game.notation(a) for a in game.legal_actions()]
    assert "cast Midnight Scavengers" in texts and not any("Chittering" in t for t in texts)


@plays("Gisela, the Broken Blade", "card.meld", "condition.meld_pair", "effect.meld")
@plays("Bruna, the Fading Light", "card.meld")
def test_701_37a_gisela_and_bruna_meld_into_brisela_at_the_end_step():
    game = board(["Gisela, the Broken Blade", "Bruna, the Fading Light"],
                 hands=((), ["Shock"]))
    to_step(game, "end")
    while game.state.stack:
        move_on(game)
    (brisela,) = ids(game, "Brisela, Voice of Nightmares")
    seen = chars(game, brisela)
    assert (seen.power, seen.toughness, seen.mana_value) == (9, 10, 11)   # CR 712.8g, 202.3c
    assert "Legendary" in seen.supertypes


def test_903_3b_the_melded_permanent_of_a_commander_is_that_commander():
    from tolaria.rules.commander import is_commander
    game = board(["Gisela, the Broken Blade", "Bruna, the Fading Light"])
    state = game.state
    bruna = state.objects[ids(game, "Bruna, the Fading Light")[0]]
    state.commanders.append(bruna.card_uid)
    to_step(game, "end")
    while state.stack:
        move_on(game)
    (brisela,) = ids(game, "Brisela, Voice of Nightmares")
    assert is_commander(state, state.objects[brisela])
    dead = zones.move(state, state.objects[brisela], "graveyard")
    assert dead.card.name == "Bruna, the Fading Light" and is_commander(state, dead)


def test_603_4_the_meld_condition_is_checked_again_as_the_trigger_resolves():
    game = board(["Graf Rats", "Midnight Scavengers"])
    to_step(game, "beginning of combat")
    while not game.state.stack:
        move_on(game)
    state = game.state
    zones.move(state, state.objects[ids(game, "Midnight Scavengers")[0]], "graveyard")
    resolve(game)
    assert ids(game, "Graf Rats") and _exiled(game) == []
    assert grave(game) == ["Midnight Scavengers"]


def test_712_4b_a_back_face_alone_is_no_card():
    from tolaria.cards.registry import UnsupportedCard
    try:
        card_def("Chittering Host")
    except UnsupportedCard as exc:
        assert "712.4b" in str(exc)
    else:
        raise AssertionError("Chittering Host is half of a card")


@plays("Hanweir Battlements", "card.meld", "condition.meld_pair", "effect.meld")
def test_701_37a_hanweir_battlements_without_its_garrison_exiles_nothing():
    game = board(["Hanweir Battlements", "Grizzly Bears"] + ["Mountain"] * 5)
    game.act("activate Hanweir Battlements:3")
    resolve(game)
    assert ids(game, "Hanweir Battlements") and _exiled(game) == []
    assert game.state.objects[ids(game, "Hanweir Battlements")[0]].tapped


# -- a melded permanent leaving the battlefield: both cards found (CR 712.21a-c) -------------

def _melded(game: Game, names: tuple[str, str], into: str) -> int:
    """The two named permanents exiled and melded into `into` (CR 701.37a); its id."""
    from tolaria.rules import faces
    state = game.state
    cards = [zones.move(state, state.objects[ids(game, n)[0]], "exile") for n in names]
    melded = faces.meld(state, cards, into, cards[0].owner)
    assert melded is not None and melded.zone == "battlefield"
    return melded.id


def _names(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].zone(zone)]


def _on_battlefield(game: Game) -> list[str]:
    return sorted(game.state.objects[i].name for i in game.state.battlefield)


def test_712_21c_cloudshift_returns_chittering_host_as_graf_rats_and_midnight_scavengers():
    from tolaria.cards.registry import card_def
    game = board(["Graf Rats", "Midnight Scavengers", "Plains"], hands=(["Cloudshift"], []))
    bears = zones.create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    _to_combat(game)
    (host,) = ids(game, "Chittering Host")
    game.act("cast Cloudshift targeting Chittering Host")
    resolve(game)
    assert _on_battlefield(game) == ["Graf Rats", "Midnight Scavengers", "Plains"]   # 712.14
    assert _exiled(game) == [] and not ids(game, "Chittering Host")
    assert all(game.state.objects[i].controller == 0 and game.state.objects[i].id != host
               for i in ids(game, "Graf Rats") + ids(game, "Midnight Scavengers"))
    assert game.decision.kind == "yes_no"          # Midnight Scavengers entered (CR 603.6a)
    assert "Midnight Scavengers" in game.decision.prompt
    game.act("choose yes")
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", bears.id),)))
    resolve(game)
    assert _names(game, "hand") == ["Grizzly Bears"]


def test_712_21c_ephemerate_returns_both_cards_under_their_owners_control():
    game = board(["Graf Rats", "Midnight Scavengers", "Plains"], hands=(["Ephemerate"], []))
    _to_combat(game)
    game.act("cast Ephemerate targeting Chittering Host")
    resolve(game)
    while game.state.stack or game.decision.kind != "priority":
        move_on(game)
    assert _on_battlefield(game) == ["Graf Rats", "Midnight Scavengers", "Plains"]
    assert _exiled(game) == ["Ephemerate"]                       # rebound (CR 702.88a)


def test_712_21c_otherworldly_journey_returns_both_cards_each_with_a_counter():
    """The CR's example: both return at the next end step, each with a +1/+1 counter."""
    game = board(["Graf Rats", "Midnight Scavengers", "Plains", "Plains"],
                 hands=(["Otherworldly Journey"], []))
    _to_combat(game)
    game.act("cast Otherworldly Journey targeting Chittering Host")
    resolve(game)
    assert sorted(_exiled(game)) == ["Graf Rats", "Midnight Scavengers"]
    to_step(game, "end")
    while game.state.stack:
        move_on(game)
    back = ids(game, "Graf Rats") + ids(game, "Midnight Scavengers")
    assert len(back) == 2 and _exiled(game) == []
    assert all(game.state.objects[i].counters == {"+1/+1": 1} for i in back)


def test_712_21c_oblivion_ring_leaving_returns_both_cards_of_brisela():
    from tolaria.rules import events
    game = board(["Plains"] * 3 + ["Gisela, the Broken Blade", "Bruna, the Fading Light"],
                 hands=(["Oblivion Ring"], []))
    brisela = _melded(game, ("Gisela, the Broken Blade", "Bruna, the Fading Light"),
                      "Brisela, Voice of Nightmares")
    game.act("cast Oblivion Ring")
    while not ids(game, "Oblivion Ring"):
        move_on(game)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", brisela),)))
    resolve(game)
    assert sorted(_exiled(game)) == ["Bruna, the Fading Light", "Gisela, the Broken Blade"]
    events.destroy(game.state, game.state.objects[ids(game, "Oblivion Ring")[0]])
    move_on(game)                                # its leaves trigger goes on the stack
    resolve(game)
    assert _exiled(game) == []
    assert _on_battlefield(game) == ["Bruna, the Fading Light", "Gisela, the Broken Blade",
                                     "Plains", "Plains", "Plains"]          # front faces up


def test_712_21c_banisher_priest_leaving_returns_both_cards_to_their_owner():
    from tolaria.rules import events
    game = board(["Plains"] * 3, ["Graf Rats", "Midnight Scavengers"],
                 hands=(["Banisher Priest"], []))
    host = _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    game.act("cast Banisher Priest")
    while not ids(game, "Banisher Priest"):
        move_on(game)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", host),)))
    resolve(game)
    assert sorted(_names(game, "exile", 1)) == ["Graf Rats", "Midnight Scavengers"]
    assert len(game.state.exiled_until) == 2
    events.destroy(game.state, game.state.objects[ids(game, "Banisher Priest")[0]])
    back = ids(game, "Graf Rats") + ids(game, "Midnight Scavengers")
    assert len(back) == 2 and all(game.state.objects[i].controller == 1 for i in back)
    assert _names(game, "exile", 1) == [] and not game.state.exiled_until


def test_712_21_unsummon_returns_both_cards_to_their_owners_hand():
    game = board(["Graf Rats", "Midnight Scavengers", "Island"], hands=(["Unsummon"], []))
    _to_combat(game)
    game.act("cast Unsummon targeting Chittering Host")
    resolve(game)
    assert sorted(_names(game, "hand")) == ["Graf Rats", "Midnight Scavengers"]
    assert _on_battlefield(game) == ["Island"]


def _top(game: Game, n: int = 2) -> list[str]:
    """The top `n` cards of Alice's library, top first."""
    return _names(game, "library")[::-1][:n]


def test_712_21a_time_ebb_the_owner_arranges_the_two_cards_on_top():
    game = board(["Graf Rats", "Midnight Scavengers", "Island", "Island", "Island"],
                 hands=(["Time Ebb"], []))
    host = _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    game.act("cast Time Ebb targeting Chittering Host")
    resolve(game)
    d = game.decision
    assert d.kind == "replacement" and d.player == 0 and "712.21a" in d.prompt
    assert sorted(game.notation(a) for a in game.legal_actions()) == [
        "choose Graf Rats", "choose Midnight Scavengers"]
    game.act("choose Graf Rats")
    assert _top(game) == ["Graf Rats", "Midnight Scavengers"]
    assert not any("Graf Rats" in e.text and "above" in e.text for e in game.log)  # hidden
    assert game.state.objects[host].zone == "gone:battlefield"


def test_712_21a_the_other_order_and_bobs_melded_permanent():
    game = board(["Island"] * 3, ["Graf Rats", "Midnight Scavengers"],
                 hands=(["Time Ebb"], []))
    _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    game.act("cast Time Ebb targeting Chittering Host")
    resolve(game)
    assert game.decision.player == 1                # its owner arranges them (712.21a)
    game.act("choose Midnight Scavengers")
    assert _names(game, "library", 1)[::-1][:2] == ["Midnight Scavengers", "Graf Rats"]


def test_712_21a_condemn_puts_both_cards_on_the_bottom_in_the_chosen_order():
    game = board(["Graf Rats", "Midnight Scavengers"], ["Plains"], hands=((), ["Condemn"]))
    _to_combat(game)
    while game.decision.kind != "attackers":
        move_on(game)
    game.act("attack with Chittering Host")
    while game.decision.player != 1:
        game.act(Action("pass", game.decision.player))
    game.act("cast Condemn targeting Chittering Host")
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0   # the owner
    game.act("choose Midnight Scavengers")
    assert _names(game, "library")[:2] == ["Graf Rats", "Midnight Scavengers"]  # bottom first
    assert game.state.players[0].life == 26            # its toughness, as it last existed


def test_712_21a_terminus_puts_both_cards_on_the_bottom_in_the_chosen_order():
    game = board(["Graf Rats", "Midnight Scavengers"] + ["Plains"] * 6,
                 hands=(["Terminus"], []))
    _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    top_before = game.state.players[0].library[-1]
    game.act("cast Terminus")
    resolve(game)
    assert game.decision.kind == "replacement" and "712.21a" in game.decision.prompt
    game.act("choose Graf Rats")
    assert _names(game, "library")[:2] == ["Midnight Scavengers", "Graf Rats"]  # bottom first
    assert game.state.players[0].library[-1] == top_before


def test_712_21a_shuffled_into_a_library_nothing_to_arrange():
    from tolaria.rules import events
    game = board(["Graf Rats", "Midnight Scavengers"])
    host = _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    assert events.happen(game.state, replace(events.leaving(
        game.state.objects[host], "library", "Chittering Host is shuffled into its owner's "
        "library", "401.4"), shuffle=True)) is None
    assert sorted(n for n in _names(game, "library") if n != "Wastes") == [
        "Graf Rats", "Midnight Scavengers"]


def test_712_21c_false_demise_returns_both_cards_of_a_chittering_host_that_died():
    """The CR's example: False Demise's trigger returns Midnight Scavengers and Graf Rats."""
    from tolaria.rules import events
    game = board(["Graf Rats", "Midnight Scavengers"] + ["Island"] * 3,
                 hands=(["False Demise"], []))
    _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    game.act("cast False Demise targeting Chittering Host")
    resolve(game)
    (host,) = ids(game, "Chittering Host")
    events.destroy(game.state, game.state.objects[host])
    assert sorted(grave(game)) == ["Graf Rats", "Midnight Scavengers"]
    move_on(game)                                 # its trigger goes on the stack
    resolve(game)
    assert sorted(grave(game)) == ["False Demise"]
    assert len(ids(game, "Graf Rats")) == 1 and len(ids(game, "Midnight Scavengers")) == 1


def test_712_21c_a_championed_chittering_host_returns_as_both_cards():
    from tolaria.rules import events
    game = board(["Graf Rats", "Midnight Scavengers"] + ["Plains"] * 5,
                 hands=(["Changeling Hero"], []))
    host = _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    game.act("cast Changeling Hero")
    resolve(game)
    assert game.decision.kind == "choose" and host in game.decision.options
    game.act(Action("choose", 0, choice=(host,)))
    resolve(game)
    assert sorted(_exiled(game)) == ["Graf Rats", "Midnight Scavengers"]
    events.destroy(game.state, game.state.objects[ids(game, "Changeling Hero")[0]])
    move_on(game)                                 # its leaves trigger goes on the stack
    resolve(game)
    assert _exiled(game) == []
    assert len(ids(game, "Graf Rats")) == 1 and len(ids(game, "Midnight Scavengers")) == 1


def test_712_21a_shuffled_in_by_teferi_nothing_to_arrange():
    """Teferi, Temporal Pilgrim's −12: Bob returns Grizzly Bears, then shuffles Chittering
    Host into his library: both cards go there and no order is asked (701.20a, 712.21a)."""
    from test_oracle_play import activate
    from test_oracle_play_planeswalkers import _walker
    game, teferi = _walker([], ["Graf Rats", "Midnight Scavengers", "Grizzly Bears"],
                           "Teferi, Temporal Pilgrim", 12)
    _melded(game, ("Graf Rats", "Midnight Scavengers"), "Chittering Host")
    activate(game, teferi, ("player", 1), index=2)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    game.act(Action("choose", 1, choice=(ids(game, "Grizzly Bears")[0],)))
    assert game.decision.kind == "priority"
    assert {"Graf Rats", "Midnight Scavengers"} <= set(_names(game, "library", 1))
    assert not ids(game, "Chittering Host")


def test_712_4a_both_cards_of_a_melded_permanent_are_on_the_battlefield_for_the_fuzz_check():
    """CR 712.4a, 400.1: the random-play checks (`tolaria.fuzz.zones`) find both cards of
    Chittering Host on the battlefield, each in exactly one zone."""
    from tolaria import fuzz
    game = board(["Graf Rats", "Midnight Scavengers"])
    owned = fuzz.owned_cards(game)
    _to_combat(game)
    assert ids(game, "Chittering Host")
    fuzz.zones(game, owned)                             # raises if a card is in no zone
