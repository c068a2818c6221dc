"""Library and zone instructions and keyword actions, played (area "library"): searching,
explore, connive, proliferate, revealing and looking at hands, flicker."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    choose,
    choose_targets,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def _on_top(game: Game, player: int, *names: str) -> list[int]:
    """New cards on top of a library (the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


def _hand(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


def _names(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].zone(zone)]


# -- searching (CR 701.19) ---------------------------------------------------------------------

@plays("Demonic Tutor", "library.search")
def test_701_19_demonic_tutor_puts_any_card_into_hand_unrevealed_then_shuffles():
    game = board(["Swamp", "Swamp"], [], hands=(["Demonic Tutor"], []))
    bolt, = _on_top(game, 0, "Lightning Bolt")
    cast(game, "Demonic Tutor")
    resolve(game)
    assert bolt in game.decision.options and "nothing" in game.decision.options
    choose(game, bolt)
    assert _hand(game) == ["Lightning Bolt"]
    assert not any("reveals Lightning Bolt" in e.text for e in game.log)
    assert any("shuffles" in e.text for e in game.log[-2:])


@plays("Vampiric Tutor", "library.search")
def test_701_19_vampiric_tutor_shuffles_then_puts_the_card_on_top():
    game = board(["Swamp"], [], hands=(["Vampiric Tutor"], []))
    bolt, = _on_top(game, 0, "Lightning Bolt")
    game.state.players[0].library.insert(0, game.state.players[0].library.pop())   # bottom
    cast(game, "Vampiric Tutor")
    resolve(game)
    choose(game, bolt)
    assert game.state.players[0].library[-1] == bolt
    assert game.state.players[0].life == 18


@plays("Cultivate", "library.search")
def test_701_19_cultivate_one_land_tapped_onto_the_battlefield_the_other_into_hand():
    game = board(["Forest"] * 3, [], hands=(["Cultivate"], []))
    plains, island, bolt = _on_top(game, 0, "Plains", "Island", "Lightning Bolt")
    cast(game, "Cultivate")
    resolve(game)
    assert bolt not in game.decision.options             # not a basic land card
    choose(game, plains)
    choose(game, island)
    assert set(game.decision.options) == {plains, island}
    choose(game, island)                                  # the one onto the battlefield
    island_now = ids(game, "Island")
    assert len(island_now) == 1 and game.state.objects[island_now[0]].tapped
    assert _hand(game) == ["Plains"]
    assert any("reveals Plains, Island" in e.text for e in game.log)


@plays("Path to Exile", "library.search", "library.search_other")
def test_701_19b_path_to_exile_its_controller_may_search_their_library():
    game = board(["Plains"], ["Grizzly Bears"], hands=(["Path to Exile"], []))
    forest, = _on_top(game, 1, "Forest")
    cast(game, "Path to Exile", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert game.decision.player == 1 and game.decision.options == ("search", "don't search")
    choose(game, "search")
    assert game.decision.player == 1
    choose(game, forest)
    bob_forest = ids(game, "Forest")
    assert len(bob_forest) == 1 and game.state.objects[bob_forest[0]].controller == 1
    assert game.state.objects[bob_forest[0]].tapped
    assert _names(game, "exile", 1) == ["Grizzly Bears"]


def test_701_19b_path_to_exile_declining_to_search_does_not_shuffle():
    game = board(["Plains"], ["Grizzly Bears"], hands=(["Path to Exile"], []))
    _on_top(game, 1, "Forest")
    before = list(game.state.players[1].library)
    cast(game, "Path to Exile", ids(game, "Grizzly Bears")[0])
    resolve(game)
    choose(game, "don't search")
    assert game.state.players[1].library == before
    assert not ids(game, "Forest")


# -- explore, connive (CR 701.40, 701.47) ----------------------------------------------------------

@plays("Merfolk Branchwalker", "library.explore")
def test_701_40a_explore_a_land_goes_to_hand_a_nonland_gives_a_counter():
    game = board(["Forest", "Forest"], [], hands=(["Merfolk Branchwalker"] * 2, []))
    _on_top(game, 0, "Lightning Bolt", "Island")          # Island on top
    cast(game, "Merfolk Branchwalker")
    resolve(game)
    resolve(game)                                         # the enters trigger
    walker = ids(game, "Merfolk Branchwalker")[0]
    assert "Island" in _hand(game)
    assert not game.state.objects[walker].counters
    for land in ids(game, "Forest"):
        game.state.objects[land].tapped = False
    cast(game, "Merfolk Branchwalker")
    resolve(game)
    resolve(game)
    second = ids(game, "Merfolk Branchwalker")[1]
    assert game.state.objects[second].counters == {"+1/+1": 1}
    assert game.decision.options == ("graveyard", "keep")
    choose(game, "graveyard")
    assert _names(game, "graveyard") == ["Lightning Bolt"]


@plays("Raffine's Informant", "library.connive")
def test_701_47a_connive_a_nonland_discard_gives_a_counter():
    game = board(["Plains", "Plains"], [], hands=(["Raffine's Informant", "Shock"], []))
    _on_top(game, 0, "Island")
    cast(game, "Raffine's Informant")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "discard"
    shock = next(i for i in game.state.players[0].hand if game.state.objects[i].name == "Shock")
    game.act(Action("choose", 0, choice=(shock,)))
    informant = ids(game, "Raffine's Informant")[0]
    assert _hand(game) == ["Island"] and _names(game, "graveyard") == ["Shock"]
    assert characteristics(game.state, game.state.objects[informant]).power == 3


def test_701_47a_connive_a_land_discard_gives_no_counter():
    game = board(["Plains", "Plains"], [], hands=(["Raffine's Informant", "Shock"], []))
    _on_top(game, 0, "Island")
    cast(game, "Raffine's Informant")
    resolve(game)
    resolve(game)
    island = next(i for i in game.state.players[0].hand
                  if game.state.objects[i].name == "Island")           # a new object (400.7)
    game.act(Action("choose", 0, choice=(island,)))
    informant = ids(game, "Raffine's Informant")[0]
    assert not game.state.objects[informant].counters and _hand(game) == ["Shock"]


# -- proliferate (CR 701.27) ---------------------------------------------------------------------

@plays("Grim Affliction", "library.proliferate")
def test_701_27a_grim_affliction_proliferates_chosen_permanents_and_players():
    game = board(["Swamp"] * 3, ["Hill Giant", "Grizzly Bears"], hands=(["Grim Affliction"], []))
    giant, bears = ids(game, "Hill Giant")[0], ids(game, "Grizzly Bears")[0]
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.players[1].poison = 2
    cast(game, "Grim Affliction", giant)
    resolve(game)
    options = set(game.decision.options)
    assert options == {("object", giant), ("object", bears), ("player", 1), "done"}
    choose(game, ("object", giant))
    choose(game, ("player", 1))
    choose(game, "done")
    assert game.state.objects[giant].counters == {"-1/-1": 2}
    assert game.state.objects[bears].counters == {"+1/+1": 1}      # not chosen
    assert game.state.players[1].poison == 3


# -- hands (CR 701.16a) -------------------------------------------------------------------------

@plays("Peek", "library.look_hand")
def test_701_16_peek_only_its_controller_looks_at_the_hand():
    game = board(["Island"], [], hands=(["Peek"], ["Shock"]))
    cast(game, "Peek", BOB)
    resolve(game)
    shock = game.state.players[1].hand[0]
    assert (shock, 0) in game.state.looked
    assert any("looks at Bob's hand" in e.text for e in game.log)


# -- flicker (CR 400.7) -------------------------------------------------------------------------

@plays("Cloudshift", "library.flicker")
def test_400_7_cloudshift_returns_a_new_object_untapped_without_counters():
    game = board(["Plains", "Grizzly Bears"], [], hands=(["Cloudshift"], []))
    bears = ids(game, "Grizzly Bears")[0]
    game.state.objects[bears].tapped = True
    game.state.objects[bears].counters["+1/+1"] = 2
    cast(game, "Cloudshift", bears)
    resolve(game)
    new = ids(game, "Grizzly Bears")
    assert len(new) == 1 and new[0] != bears
    back = game.state.objects[new[0]]
    assert not back.tapped and not back.counters and back.controller == 0




# -- exiled until the source leaves (CR 610.3) ----------------------------------------------------

def _banish(game: Game, victim: int) -> None:
    """Cast Banisher Priest and let it resolve; its enters trigger waits on the stack."""
    cast(game, "Banisher Priest")
    while not ids(game, "Banisher Priest"):
        game.act(Action("pass", game.decision.player))
    if game.decision.kind == "targets":
        choose_targets(game, victim)
    assert game.state.stack


@plays("Banisher Priest", "library.exile_until")
def test_610_3_banisher_priest_returns_the_card_when_it_leaves():
    game = board(["Plains"] * 3, ["Grizzly Bears"], hands=(["Banisher Priest"], []))
    bears = ids(game, "Grizzly Bears")[0]
    _banish(game, bears)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and _names(game, "exile", 1) == ["Grizzly Bears"]
    priest = ids(game, "Banisher Priest")[0]
    assert Game.from_json(game.to_json()).state.exiled_until == game.state.exiled_until
    from tolaria.rules import events
    events.destroy(game.state, game.state.objects[priest])
    back = ids(game, "Grizzly Bears")
    assert len(back) == 1 and game.state.objects[back[0]].controller == 1
    assert not game.state.exiled_until


def test_610_3b_banisher_priest_gone_before_its_trigger_resolves_exiles_nothing():
    game = board(["Plains"] * 3, ["Grizzly Bears"], hands=(["Banisher Priest"], []))
    bears = ids(game, "Grizzly Bears")[0]
    _banish(game, bears)
    from tolaria.rules import events
    events.destroy(game.state, game.state.objects[ids(game, "Banisher Priest")[0]])
    resolve(game)
    assert ids(game, "Grizzly Bears") == [bears]
    assert not game.state.exiled_until


# -- extra turns (CR 500.7) ------------------------------------------------------------------------

@plays("Time Warp", "library.extra_turn")
def test_500_7_time_warp_the_target_player_takes_the_next_turn():
    from test_oracle_play import to_step
    game = board(["Island"] * 5, [], hands=(["Time Warp"], []))
    cast(game, "Time Warp", ALICE)
    resolve(game)
    to_step(game, "upkeep")
    assert game.state.turn == 4 and game.state.active == 0     # Alice again
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.turn == 5 and game.state.active == 1     # then Bob, as usual


# -- token copies (CR 707.2) and populate (CR 701.30) ----------------------------------------------

@plays("Cackling Counterpart", "library.token_copy")
def test_707_2_token_copy_copies_printed_values_not_counters_or_status():
    game = board(["Island"] * 3, ["Hill Giant"], hands=(["Cackling Counterpart"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    bears.tapped, bears.counters["+1/+1"] = True, 1
    cast(game, "Cackling Counterpart", bears.id)
    resolve(game)
    copies = [i for i in ids(game, "Grizzly Bears") if i != bears.id]
    assert len(copies) == 1
    token = game.state.objects[copies[0]]
    assert token.card.token and not token.tapped and not token.counters
    chars = characteristics(game.state, token)
    assert (chars.power, chars.toughness, token.controller) == (2, 2, 0)


@plays("Coursers' Accord", "library.populate")
def test_701_30a_populate_copies_a_creature_token_you_control():
    game = board(["Forest"] * 5 + ["Plains"], [], hands=(["Coursers' Accord"], []))
    cast(game, "Coursers' Accord")
    resolve(game)
    centaurs = ids(game, "Centaur")
    assert len(centaurs) == 2 and all(game.state.objects[c].card.token for c in centaurs)
    assert characteristics(game.state, game.state.objects[centaurs[1]]).power == 3


@plays("Thoughtcutter Agent", "library.reveal_hand")
def test_701_16a_thoughtcutter_agent_target_player_reveals_their_hand():
    game = board(["Island", "Swamp", "Thoughtcutter Agent"], [], hands=([], ["Shock"]))
    activate(game, ids(game, "Thoughtcutter Agent")[0], BOB)
    resolve(game)
    assert game.state.players[1].life == 19
    shock = game.state.players[1].hand[0]
    assert (shock, 0) in game.state.looked
    assert any("Bob reveals their hand: Shock" in e.text for e in game.log)


# -- into a library (CR 401.4, 701.20) ------------------------------------------------------------

@plays("Jade-Cast Sentinel", "library.to_library")
def test_401_4_a_card_from_a_graveyard_goes_to_the_bottom_of_its_owners_library():
    game = board(["Plains", "Plains", "Jade-Cast Sentinel"], [])
    bolt = create_object(game.state, card_def("Lightning Bolt"), 1, "graveyard").id
    activate(game, ids(game, "Jade-Cast Sentinel")[0], bolt, index=0)
    resolve(game)
    library = game.state.players[1].library
    assert game.state.objects[library[0]].name == "Lightning Bolt"        # the very bottom
    assert not game.state.players[1].graveyard


@plays("Academy Ruins", "library.to_library")
def test_401_4_academy_ruins_puts_an_artifact_card_on_top_of_your_library():
    game = board(["Island", "Island", "Academy Ruins"], [])
    ornithopter = create_object(game.state, card_def("Ornithopter"), 0, "graveyard").id
    create_object(game.state, card_def("Shock"), 0, "graveyard")
    activate(game, ids(game, "Academy Ruins")[0], ornithopter, index=1)
    resolve(game)
    top = game.state.players[0].library[-1]
    assert game.state.objects[top].name == "Ornithopter"
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == ["Shock"]


@plays("Condemn", "library.to_library")
def test_401_4_condemn_puts_the_attacker_on_the_bottom_its_controller_gains_life():
    game = board(["Plains"], ["Hill Giant"], hands=(["Condemn"], []))
    giant = ids(game, "Hill Giant")[0]
    state = game.state                     # Bob's declare attackers step; Alice has priority
    state.active, state.step, state.stage, state.priority = 1, "declare attackers", \
        "priority", 0
    state.objects[giant].attacking = ("player", 0)
    cast(game, "Condemn", giant)
    resolve(game)
    library = state.players[1].library
    assert state.objects[library[0]].name == "Hill Giant"
    assert state.players[1].life == 23


@plays("Blessed Respite", "library.shuffle_in")
def test_701_20a_target_player_shuffles_their_graveyard_into_their_library():
    game = board(["Forest", "Forest"], [], hands=(["Blessed Respite"], []))
    for name in ("Shock", "Opt"):
        create_object(game.state, card_def(name), 1, "graveyard")
    cast(game, "Blessed Respite", BOB)
    resolve(game)
    assert not game.state.players[1].graveyard
    assert len(game.state.players[1].library) == 12


@plays("Dramatic Accusation", "library.shuffle_in")
def test_701_20a_shuffle_enchanted_creature_into_its_owners_library():
    game = board(["Island"] * 2, ["Hill Giant"])
    giant = ids(game, "Hill Giant")[0]
    aura = create_object(game.state, card_def("Dramatic Accusation"), 0, "battlefield")
    aura.attached_to = giant
    activate(game, aura.id)
    resolve(game)
    assert not ids(game, "Hill Giant") and len(game.state.players[1].library) == 11


@plays("Index", "library.look_back")
def test_401_4_index_puts_the_top_cards_back_in_the_chosen_order():
    game = board(["Island"], [], hands=(["Index"], []))
    a, b, c = _on_top(game, 0, "Shock", "Opt", "Ornithopter")
    cast(game, "Index")
    resolve(game)
    assert set(game.decision.options) >= {a, b, c}
    top_down = [a, b, c]
    while game.decision.kind == "choose":
        choose(game, next((o for o in top_down if o in game.decision.options),
                          game.decision.options[0]))
    library = game.state.players[0].library
    assert library[-1] == a and library[-2] == b and library[-3] == c
    assert (c, 0) in game.state.looked and (c, 1) not in game.state.looked


@plays("Ponder", "library.look_back", "library.may_shuffle")
def test_701_20a_ponder_may_shuffle_after_looking():
    for shuffle in (False, True):
        game = board(["Island"], [], hands=(["Ponder"], []))
        a, b, c = _on_top(game, 0, "Shock", "Opt", "Ornithopter")
        cast(game, "Ponder")
        assert game.state.objects[game.state.players[0].library[-1]].name == "Ornithopter"
        resolve(game)
        top_down = [a, b, c]
        while game.decision.kind == "choose":
            choose(game, next((o for o in top_down if o in game.decision.options),
                              game.decision.options[0]))
        assert game.decision.kind == "yes_no"                 # CR 608.2d: the player chooses
        shuffles = sum("shuffles their library" in e.text for e in game.log)
        choose(game, "yes" if shuffle else "no")
        resolve(game)
        assert sum("shuffles their library" in e.text for e in game.log) == shuffles + shuffle
        if not shuffle:                                # the order kept: Shock was drawn
            assert _hand(game) == ["Shock"]
        assert len(game.state.players[0].hand) == 1


@plays("Goblin Guide", "library.top_card", "phrase.defending_player")
def test_701_16a_goblin_guide_defending_player_reveals_and_takes_a_land():
    for top, taken in (("Forest", True), ("Shock", False)):
        game = board(["Goblin Guide"], [], step="declare attackers")
        card, = _on_top(game, 1, top)
        game.act("attack with Goblin Guide")
        resolve(game)
        assert any(f"Bob reveals {top}" in e.text for e in game.log)
        assert (_hand(game, 1) == [top]) == taken
        library = game.state.players[1].library
        assert (library[-1] == card) != taken                 # a nonland card stays on top
        assert _hand(game, 0) == []                           # never the attacker's


@plays("Delver of Secrets // Insectile Aberration", "library.look_reveal_if",
       "effect.transform")
def test_701_16a_delver_transforms_only_when_an_instant_or_sorcery_is_revealed():
    for top, reveal, flips in (("Opt", "yes", True), ("Opt", "no", False),
                               ("Forest", "yes", False)):
        game = board(["Delver of Secrets // Insectile Aberration"], [], step="upkeep")
        card, = _on_top(game, 0, top)
        resolve(game)
        assert game.decision.kind == "yes_no" and (card, 0) in game.state.looked
        choose(game, reveal)
        resolve(game)
        assert any(f"Alice reveals {top}" in e.text for e in game.log) == (reveal == "yes")
        name = game.state.objects[game.state.battlefield[0]].name
        assert name == ("Insectile Aberration" if flips else "Delver of Secrets")
        assert game.state.players[0].library[-1] == card          # the card stays on top


# -- coin flips (CR 705) --------------------------------------------------------------------------

@plays("Puppet's Verdict", "library.coin")
def test_705_2_puppets_verdict_does_what_the_flip_says_and_only_that():
    outcomes = set()
    for seed in range(8):
        game = board(["Mountain"] * 3, ["Grizzly Bears", "Hill Giant"],
                     hands=(["Puppet's Verdict"], []))
        game.state.rng.seed(seed)
        cast(game, "Puppet's Verdict")
        resolve(game)
        won = any("wins the flip" in e.text for e in game.log)
        assert won != any("loses the flip" in e.text for e in game.log)
        left = [game.state.objects[i].name for i in game.state.battlefield
                if game.state.objects[i].owner == 1]
        assert left == (["Hill Giant"] if won else ["Grizzly Bears"])
        outcomes.add(won)
    assert outcomes == {True, False}


# -- impulse draw: playing exiled cards (CR 601.3, 305.1) -----------------------------------------

@plays("Reckless Impulse", "library.impulse")
def test_601_3_reckless_impulse_exiled_cards_may_be_played_until_your_next_turn_ends():
    from test_oracle_play import to_step
    game = board(["Mountain"] * 3, [], hands=(["Reckless Impulse"], []))
    _on_top(game, 0, "Shock", "Mountain")                  # Mountain on top
    cast(game, "Reckless Impulse")
    resolve(game)
    exiled = game.state.players[0].exile
    assert sorted(game.state.objects[i].name for i in exiled) == ["Mountain", "Shock"]
    mountain = next(i for i in exiled if game.state.objects[i].name == "Mountain")
    shock = next(i for i in exiled if game.state.objects[i].name == "Shock")
    assert Action("play", 0, mountain) in game.legal_actions()
    game.act(Action("play", 0, mountain))                  # a land play from exile (305.1)
    assert len(ids(game, "Mountain")) == 4 and game.state.players[0].lands_played == 1
    to_step(game, "end")
    assert game.is_legal(Action("cast", 0, shock, targets=(BOB,)))   # still this turn
    to_step(game, "upkeep")                                  # Bob's turn: not his card
    assert not game.is_legal(Action("cast", 1, shock, targets=(ALICE,)))
    to_step(game, "end")
    to_step(game, "upkeep")                                  # Alice's next turn
    assert game.state.active == 0 and game.state.may_play
    to_step(game, "end")
    to_step(game, "upkeep")                                  # it has ended
    assert not game.state.may_play and shock in game.state.players[0].exile


@plays("Act on Impulse", "library.impulse")
def test_601_3_act_on_impulse_cast_an_exiled_spell_this_turn_only():
    from test_oracle_play import to_step
    game = board(["Mountain"] * 4, ["Grizzly Bears"], hands=(["Act on Impulse"], []))
    _on_top(game, 0, "Shock", "Opt", "Lightning Bolt")
    cast(game, "Act on Impulse")
    resolve(game)
    bolt = next(i for i in game.state.players[0].exile
                if game.state.objects[i].name == "Lightning Bolt")
    game.act(Action("cast", 0, bolt, targets=(("object", ids(game, "Grizzly Bears")[0]),)))
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    assert "Lightning Bolt" in _names(game, "graveyard")
    to_step(game, "end")
    to_step(game, "upkeep")
    assert not game.state.may_play


@plays("Expressive Iteration", "library.hand_bottom_exile")
def test_401_4_expressive_iteration_hand_bottom_and_a_playable_exiled_card():
    from test_oracle_play import to_step
    game = board(["Volcanic Island"] * 2, [], hands=(["Expressive Iteration"], []))
    opt, bolt, mountain = _on_top(game, 0, "Opt", "Lightning Bolt", "Mountain")
    cast(game, "Expressive Iteration")
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {opt, bolt, mountain}
    choose(game, bolt)                                        # into the hand
    choose(game, opt)                                         # on the bottom
    library = game.state.players[0].library
    assert _hand(game) == ["Lightning Bolt"] and game.state.objects[library[0]].name == "Opt"
    assert _names(game, "exile") == ["Mountain"] and len(library) == 11
    exiled = game.state.players[0].exile[0]
    game.act(Action("play", 0, exiled))                       # a land play from exile (305.1)
    assert len(ids(game, "Mountain")) == 1
    to_step(game, "end")
    to_step(game, "upkeep")
    assert not game.state.may_play                            # "this turn" only


@plays("Turn to Mist", "library.flicker_later")
def test_603_7_turn_to_mist_the_card_returns_at_the_next_end_step():
    from test_oracle_play import to_step
    game = board(["Plains", "Island"], ["Grizzly Bears"], hands=(["Turn to Mist"], []))
    cast(game, "Turn to Mist", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert not ids(game, "Grizzly Bears") and _names(game, "exile", 1) == ["Grizzly Bears"]
    assert Game.from_json(game.to_json()).state.delayed == game.state.delayed
    to_step(game, "end")
    resolve(game)
    back = ids(game, "Grizzly Bears")
    assert len(back) == 1 and game.state.objects[back[0]].controller == 1
    assert not game.state.delayed


# -- from a hand onto the battlefield (CR 305.4) ---------------------------------------------------

@plays("Elvish Piper", "library.from_hand")
def test_305_4_elvish_piper_puts_a_creature_card_onto_the_battlefield_not_cast():
    game = board(["Forest", "Elvish Piper"], [], hands=(["Craw Wurm", "Shock"], []))
    activate(game, ids(game, "Elvish Piper")[0])
    resolve(game)
    wurm = next(i for i in game.state.players[0].hand
                if game.state.objects[i].name == "Craw Wurm")
    assert set(game.decision.options) == {wurm, "nothing"}
    choose(game, wurm)
    assert ids(game, "Craw Wurm") and _hand(game) == ["Shock"]
    assert not any("casts Craw Wurm" in e.text for e in game.log)


@plays("Terrain Generator", "library.from_hand")
def test_305_4_terrain_generator_land_enters_tapped_and_is_no_land_play():
    game = board(["Island", "Island", "Terrain Generator"], [], hands=(["Forest"], []))
    activate(game, ids(game, "Terrain Generator")[0], index=1)
    resolve(game)
    choose(game, game.state.players[0].hand[0])
    forest = ids(game, "Forest")
    assert len(forest) == 1 and game.state.objects[forest[0]].tapped
    assert game.state.players[0].lands_played == 0


@plays("Jungle Wayfinder", "library.search", "library.search_other")
def test_101_4_each_player_may_search_in_apnap_order():
    game = board(["Forest"] * 3, [], hands=(["Jungle Wayfinder"], []))
    alice_forest, = _on_top(game, 0, "Forest")
    bob_island, = _on_top(game, 1, "Island")
    cast(game, "Jungle Wayfinder")
    resolve(game)
    resolve(game)
    assert game.decision.player == 0
    choose(game, "search")
    choose(game, alice_forest)
    assert game.decision.player == 1 and game.decision.options == ("search", "don't search")
    choose(game, "search")
    choose(game, bob_island)
    assert _hand(game, 0) == ["Forest"] and _hand(game, 1) == ["Island"]
    assert any("Bob reveals Island" in e.text for e in game.log)


# -- kinship ------------------------------------------------------------------------------------

@plays("Wandering Graybeard", "library.kinship")
def test_608_2c_kinship_reveal_a_card_sharing_a_creature_type_then_the_rest():
    from test_oracle_play import to_step
    game = board(["Wandering Graybeard"], [], step="untap")
    _on_top(game, 0, "Hill Giant", "Hill Giant")           # Giants, like the Graybeard
    to_step(game, "upkeep")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                                      # "you may look" (CR 603.5)
    assert game.decision.options == ("reveal", "don't reveal")
    choose(game, "reveal")
    assert game.state.players[0].life == 24
    assert any("reveals Hill Giant" in e.text for e in game.log)


def test_608_2c_kinship_no_shared_type_no_reveal_no_life():
    from test_oracle_play import to_step
    game = board(["Wandering Graybeard"], [], step="untap")
    _on_top(game, 0, "Grizzly Bears")
    to_step(game, "upkeep")
    resolve(game)
    choose(game, "yes")
    assert game.decision.kind == "priority" and game.state.players[0].life == 20


# -- revealing until (CR 701.16a) -----------------------------------------------------------------

@plays("Hermit Druid", "library.reveal_until")
def test_701_16a_hermit_druid_reveals_until_a_basic_land_the_rest_to_the_graveyard():
    game = board(["Forest", "Hermit Druid"], [])
    _on_top(game, 0, "Forest", "Shock", "Grizzly Bears")      # Bears on top
    activate(game, ids(game, "Hermit Druid")[0])
    resolve(game)
    assert _hand(game) == ["Forest"]
    assert sorted(_names(game, "graveyard")) == ["Grizzly Bears", "Shock"]
    assert any("reveals Grizzly Bears, Shock, Forest" in e.text for e in game.log)


# -- the monarch (CR 722) -------------------------------------------------------------------------

@plays("Palace Sentinels", "library.monarch")
def test_722_2_the_monarch_draws_at_their_end_step_and_combat_damage_steals_it():
    from test_oracle_play import to_step
    game = board(["Plains"] * 4, ["Grizzly Bears"], hands=(["Palace Sentinels"], []))
    cast(game, "Palace Sentinels")
    resolve(game)
    resolve(game)
    assert game.state.monarch == 0
    hand = len(game.state.players[0].hand)
    to_step(game, "end")
    assert game.state.stack                                   # the monarch's draw trigger
    copy = Game.from_json(game.to_json())
    assert copy.state.monarch == 0
    resolve(copy)
    assert len(copy.state.players[0].hand) == hand + 1
    to_step(game, "upkeep")                                   # Bob's turn
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 1, choice=((bears, ALICE),)))
    while game.state.monarch == 0 and game.state.step != "end":
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        else:
            game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    assert game.state.monarch == 1 and game.state.players[0].life == 18


# -- abilities activated from the graveyard (CR 602.2) -----------------------------------------------

@plays("Abzan Devotee", "library.from_graveyard")
def test_602_2_abzan_devotee_returns_itself_from_the_graveyard_only_from_there():
    game = board(["Swamp"] * 3, [])
    devotee = create_object(game.state, card_def("Abzan Devotee"), 0, "graveyard")
    legal = [a for a in game.legal_actions() if a.kind == "activate" and a.object == devotee.id]
    assert legal
    game.act(legal[0])
    resolve(game)
    assert _hand(game) == ["Abzan Devotee"] and not game.state.players[0].graveyard
    on_field = create_object(game.state, card_def("Abzan Devotee"), 0, "battlefield")
    assert not any(a.kind == "activate" and a.object == on_field.id and a.ability == 1
                   for a in game.legal_actions())


@plays("Advanced Stitchwing", "library.from_graveyard")
def test_602_2_advanced_stitchwing_returns_to_the_battlefield_tapped():
    game = board(["Island"] * 3, [], hands=(["Shock", "Opt"], []))
    stitchwing = create_object(game.state, card_def("Advanced Stitchwing"), 0, "graveyard")
    legal = [a for a in game.legal_actions()
             if a.kind == "activate" and a.object == stitchwing.id]
    game.act(legal[0])
    resolve(game)
    back = ids(game, "Advanced Stitchwing")
    assert len(back) == 1 and game.state.objects[back[0]].tapped
    assert sorted(_names(game, "graveyard")) == ["Opt", "Shock"]


# -- a card's own dies trigger finds the card it became (CR 400.7) ---------------------------------

@plays("Rancor", "library.own_death")
def test_400_7_rancor_returns_to_its_owners_hand_from_the_graveyard():
    game = board(["Mountain", "Grizzly Bears"], [], hands=(["Shock"], []))
    bears = ids(game, "Grizzly Bears")[0]
    create_object(game.state, card_def("Rancor"), 0, "battlefield").attached_to = bears
    cast(game, "Shock", bears)
    resolve(game)
    assert _hand(game) == ["Rancor"]
    assert sorted(_names(game, "graveyard")) == ["Grizzly Bears", "Shock"]


@plays("The Locust God", "library.own_death")
def test_603_7_the_locust_god_returns_to_hand_at_the_next_end_step():
    from test_oracle_play import to_step
    game = board(["Mountain"] * 2, ["The Locust God"], hands=(["Lightning Bolt", "Shock"], []))
    god = ids(game, "The Locust God")[0]
    cast(game, "Lightning Bolt", god)
    resolve(game)
    cast(game, "Shock", god)
    resolve(game)
    assert _names(game, "graveyard", 1) == ["The Locust God"] and game.state.delayed
    to_step(game, "end")
    resolve(game)
    assert _hand(game, 1) == ["The Locust God"]


def test_400_7_a_card_that_left_the_graveyard_is_not_returned():
    game = board(["Mountain", "Grizzly Bears"], [], hands=(["Shock"], []))
    bears = ids(game, "Grizzly Bears")[0]
    create_object(game.state, card_def("Rancor"), 0, "battlefield").attached_to = bears
    cast(game, "Shock", bears)
    while not game.state.objects[game.state.stack[-1]].is_ability:
        game.act(Action("pass", game.decision.player))     # until Rancor's trigger waits
    from tolaria.rules import zones
    card = next(game.state.objects[i] for i in game.state.players[0].graveyard
                if game.state.objects[i].name == "Rancor")
    zones.move(game.state, card, "exile")                  # gone before the trigger resolves
    resolve(game)
    assert _hand(game) == [] and _names(game, "exile") == ["Rancor"]


@plays("Squee's Embrace", "library.dead_card")
def test_400_7_squees_embrace_returns_the_dead_creature_card_to_its_owners_hand():
    game = board(["Swamp"] * 3, ["Grizzly Bears"], hands=(["Murder"], []))
    bears = ids(game, "Grizzly Bears")[0]
    create_object(game.state, card_def("Squee's Embrace"), 0, "battlefield").attached_to = bears
    cast(game, "Murder", bears)
    resolve(game)
    assert _hand(game, 1) == ["Grizzly Bears"]
    assert _names(game, "graveyard", 0) == ["Murder", "Squee's Embrace"]


# -- the top card of a library (CR 401, 701.16a) ---------------------------------------------------

@plays("Coiling Oracle", "library.top_card")
def test_701_16a_coiling_oracle_a_land_onto_the_battlefield_otherwise_into_hand():
    game = board(["Forest", "Island"] * 2, [], hands=(["Coiling Oracle"] * 2, []))
    _on_top(game, 0, "Shock", "Mountain")                  # Mountain on top
    cast(game, "Coiling Oracle")
    resolve(game)
    resolve(game)
    assert ids(game, "Mountain") and _hand(game) == ["Coiling Oracle"]
    cast(game, "Coiling Oracle")
    resolve(game)
    resolve(game)
    assert _hand(game) == ["Shock"]


@plays("Vivien's Grizzly", "library.top_card")
def test_701_16a_viviens_grizzly_a_card_not_taken_goes_to_the_bottom():
    game = board(["Forest"] * 4, [], hands=([], []))
    grizzly = create_object(game.state, card_def("Vivien's Grizzly"), 0, "battlefield")
    hill, bears = _on_top(game, 0, "Hill Giant", "Grizzly Bears")
    activate(game, grizzly.id)
    resolve(game)
    assert game.decision.options == ("yes", "no")
    choose(game, "no")                                     # keep it hidden
    assert game.state.players[0].library[0] == bears       # the bottom
    assert (bears, 0) in game.state.looked and (bears, 1) not in game.state.looked
    for land in ids(game, "Forest"):
        game.state.objects[land].tapped = False
    activate(game, grizzly.id)
    resolve(game)
    choose(game, "yes")
    assert _hand(game) == ["Hill Giant"]
    assert any("reveals Hill Giant" in e.text for e in game.log)


# -- many at once -----------------------------------------------------------------------------------

@plays("Final Judgment", "library.all_leave")
def test_406_2_final_judgment_exiles_all_creatures_at_once():
    game = board(["Plains"] * 6, ["Grizzly Bears", "Hill Giant"], hands=(["Final Judgment"], []))
    cast(game, "Final Judgment")
    resolve(game)
    assert sorted(_names(game, "exile", 1)) == ["Grizzly Bears", "Hill Giant"]
    assert len(ids(game, "Plains")) == 6


@plays("Evacuation", "library.all_leave")
def test_400_3_evacuation_returns_all_creatures_to_their_owners_hands():
    game = board(["Island"] * 5 + ["Grizzly Bears"], ["Hill Giant"], hands=(["Evacuation"], []))
    cast(game, "Evacuation")
    resolve(game)
    assert _hand(game, 0) == ["Grizzly Bears"] and _hand(game, 1) == ["Hill Giant"]


@plays("Timetwister", "library.shuffle")
def test_701_20a_timetwister_hands_and_graveyards_into_libraries_then_seven_cards():
    game = board(["Island"] * 3, [], hands=(["Timetwister", "Shock"], ["Opt"]))
    create_object(game.state, card_def("Lightning Bolt"), 1, "graveyard")
    cast(game, "Timetwister")
    resolve(game)
    assert len(game.state.players[0].hand) == 7 and len(game.state.players[1].hand) == 7
    assert _names(game, "graveyard", 0) == ["Timetwister"]
    assert not game.state.players[1].graveyard
    assert len(game.state.players[1].library) == 10 + 2 - 7


@plays("Replenish", "library.graveyard_all")
def test_303_4g_replenish_auras_enchant_what_their_player_chooses_or_stay():
    game = board(["Plains"] * 4 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Replenish"], []))
    for name in ("Pacifism", "Grizzly Bears"):
        create_object(game.state, card_def(name), 0, "graveyard")
    cast(game, "Replenish")
    resolve(game)
    giant = ids(game, "Hill Giant")[0]
    assert set(game.decision.options) == {giant, ids(game, "Grizzly Bears")[0]}
    choose(game, giant)                         # Pacifism enchants the Hill Giant
    pacifism = ids(game, "Pacifism")[0]
    assert game.state.objects[pacifism].attached_to == giant
    assert "Grizzly Bears" in _names(game, "graveyard")    # not an enchantment card


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_the_graveyard():
    game = board(["Plains"] * 4, [], hands=(["Replenish"], []))
    create_object(game.state, card_def("Pacifism"), 0, "graveyard")
    cast(game, "Replenish")
    resolve(game)
    assert not ids(game, "Pacifism") and "Pacifism" in _names(game, "graveyard")


@plays("Mulch", "library.reveal_top")
def test_701_16a_mulch_all_lands_revealed_into_hand_the_rest_into_the_graveyard():
    game = board(["Forest"] * 2, [], hands=(["Mulch"], []))
    for oid in list(game.state.players[0].library):
        game.state.players[0].library.remove(oid)
        del game.state.objects[oid]
    _on_top(game, 0, "Shock", "Forest", "Opt", "Island", "Grizzly Bears")
    cast(game, "Mulch")
    resolve(game)
    assert sorted(_hand(game)) == ["Forest", "Island"]
    assert sorted(_names(game, "graveyard")) == ["Grizzly Bears", "Mulch", "Opt"]
    assert _names(game, "library") == ["Shock"]


@plays("Satyr Wayfinder", "library.reveal_top")
def test_701_16a_satyr_wayfinder_may_take_one_land_the_rest_to_the_graveyard():
    game = board(["Forest"] * 2, [], hands=(["Satyr Wayfinder"], []))
    shock, forest, opt, bears = _on_top(game, 0, "Shock", "Forest", "Opt", "Grizzly Bears")
    cast(game, "Satyr Wayfinder")
    resolve(game)
    resolve(game)
    assert set(game.decision.options) == {forest, "nothing"}
    choose(game, forest)
    assert _hand(game) == ["Forest"]
    assert sorted(_names(game, "graveyard")) == ["Grizzly Bears", "Opt", "Shock"]


@plays("Oust", "library.to_library")
def test_401_4_oust_puts_the_creature_second_from_the_top():
    game = board(["Plains"], ["Grizzly Bears"], hands=(["Oust"], []))
    top = game.state.players[1].library[-1]
    cast(game, "Oust", ids(game, "Grizzly Bears")[0])
    resolve(game)
    library = game.state.players[1].library
    assert library[-1] == top and game.state.objects[library[-2]].name == "Grizzly Bears"
    assert game.state.players[1].life == 23


@plays("Fungal Fortitude", "library.dead_card")
def test_400_7_fungal_fortitude_returns_the_creature_card_tapped():
    game = board(["Swamp"] * 3, ["Grizzly Bears"], hands=(["Murder"], []))
    bears = ids(game, "Grizzly Bears")[0]
    create_object(game.state, card_def("Fungal Fortitude"), 0, "battlefield").attached_to = bears
    cast(game, "Murder", bears)
    resolve(game)
    back = ids(game, "Grizzly Bears")
    assert len(back) == 1 and back[0] != bears
    assert game.state.objects[back[0]].tapped and game.state.objects[back[0]].controller == 1


@plays("Run Behind", "library.to_library")
def test_401_4_run_behind_the_owner_chooses_top_or_bottom():
    game = board(["Island"] * 4, [], hands=(["Run Behind"], []))
    giant = create_object(game.state, card_def("Hill Giant"), 1, "battlefield")
    giant.attacking = ALICE
    cast(game, "Run Behind", giant.id)
    resolve(game)
    assert game.decision.player == 1 and game.decision.options == ("top", "bottom")
    choose(game, "bottom")
    library = game.state.players[1].library
    assert game.state.objects[library[0]].name == "Hill Giant"


@plays("Journey to Nowhere", "library.exiled_card")
def test_607_2a_journey_to_nowhere_returns_the_card_its_ability_exiled():
    game = board(["Plains"] * 2, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Journey to Nowhere"], []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Journey to Nowhere")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, bears)
    resolve(game)
    assert not ids(game, "Grizzly Bears") and game.state.exiled_with
    other = create_object(game.state, card_def("Shock"), 1, "exile")   # not exiled by it
    from tolaria.rules import events
    events.destroy(game.state, game.state.objects[ids(game, "Journey to Nowhere")[0]])
    game.act(Action("pass", game.decision.player))       # let the game see the trigger
    resolve(game)
    assert len(ids(game, "Grizzly Bears")) == 1
    assert other.id in game.state.players[1].exile


# -- clash (CR 701.23) ----------------------------------------------------------------------------

@plays("Adder-Staff Boggart", "library.clash")
def test_701_23_clash_higher_mana_value_wins_and_each_player_may_bottom_their_card():
    game = board(["Mountain"] * 2, [], hands=(["Adder-Staff Boggart"], []))
    giant, = _on_top(game, 0, "Hill Giant")
    shock, = _on_top(game, 1, "Shock")
    cast(game, "Adder-Staff Boggart")
    resolve(game)
    resolve(game)
    assert game.decision.player == 0 and game.decision.options == ("top", "bottom")
    choose(game, "top")
    assert game.decision.player == 1
    choose(game, "bottom")
    boggart = ids(game, "Adder-Staff Boggart")[0]
    assert game.state.objects[boggart].counters == {"+1/+1": 1}
    assert game.state.players[0].library[-1] == giant
    assert game.state.players[1].library[0] == shock
    assert any("Alice wins the clash" in e.text for e in game.log)


@plays("Brainstorm", "library.hand_to_library")
def test_401_4_brainstorm_draw_three_then_two_on_top_in_the_chosen_order():
    game = board(["Island"], [], hands=(["Brainstorm", "Shock"], []))
    _on_top(game, 0, "Opt", "Hill Giant", "Grizzly Bears")
    cast(game, "Brainstorm")
    resolve(game)
    hand = {game.state.objects[i].name: i for i in game.state.players[0].hand}
    assert sorted(hand) == ["Grizzly Bears", "Hill Giant", "Opt", "Shock"]
    choose(game, hand["Shock"])
    choose(game, hand["Opt"])                              # the last chosen ends on top
    library = game.state.players[0].library
    assert [game.state.objects[i].name for i in library[-2:]] == ["Shock", "Opt"]
    assert sorted(_hand(game)) == ["Grizzly Bears", "Hill Giant"]


@plays("Chord of Calling", "library.search")
def test_107_3_chord_of_calling_finds_a_creature_with_mana_value_x_or_less():
    game = board(["Forest"] * 5, [], hands=(["Chord of Calling"], []))
    bears, giant = _on_top(game, 0, "Grizzly Bears", "Hill Giant")
    cast(game, "Chord of Calling", x=2)
    resolve(game)
    assert bears in game.decision.options and giant not in game.decision.options
    choose(game, bears)
    assert ids(game, "Grizzly Bears")


@plays("Beacon of Destruction", "library.shuffle_self")
def test_608_2n_beacon_of_destruction_shuffles_itself_into_its_owners_library():
    game = board(["Mountain"] * 5, ["Hill Giant"], hands=(["Beacon of Destruction"], []))
    cast(game, "Beacon of Destruction", ids(game, "Hill Giant")[0])
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert "Beacon of Destruction" in _names(game, "library")
    assert "Beacon of Destruction" not in _names(game, "graveyard")


@plays("Pulse of Murasa", "library.grave_to_owner")
def test_400_3_pulse_of_murasa_returns_a_card_to_its_owners_hand():
    game = board(["Forest"] * 3, [], hands=(["Pulse of Murasa"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard")
    cast(game, "Pulse of Murasa", bears.id)
    resolve(game)
    assert _hand(game, 1) == ["Grizzly Bears"] and game.state.players[0].life == 26


@plays("Castigate", "library.reveal_hand")
def test_701_16a_castigate_exiles_the_chosen_nonland_card():
    game = board(["Plains", "Swamp"], [], hands=(["Castigate"], ["Shock", "Opt", "Island"]))
    cast(game, "Castigate", BOB)
    resolve(game)
    hand = {game.state.objects[i].name: i for i in game.state.players[1].hand}
    assert set(game.decision.options) == {hand["Shock"], hand["Opt"]}
    choose(game, hand["Opt"])
    assert _names(game, "exile", 1) == ["Opt"] and sorted(_hand(game, 1)) == ["Island", "Shock"]


@plays("Twiddle", "library.tap_or_untap")
def test_701_21_twiddle_taps_or_untaps_as_its_controller_chooses():
    game = board(["Island"], ["Hill Giant"], hands=(["Twiddle"], []))
    giant = ids(game, "Hill Giant")[0]
    cast(game, "Twiddle", giant)
    resolve(game)
    assert game.decision.options == ("tap", "untap", "neither")
    choose(game, "tap")
    assert game.state.objects[giant].tapped


@plays("Collected Company", "library.reveal_top")
def test_401_4_collected_company_up_to_two_small_creatures_onto_the_battlefield():
    game = board(["Forest"] * 4, [], hands=(["Collected Company"], []))
    for oid in list(game.state.players[0].library):
        game.state.players[0].library.remove(oid)
        del game.state.objects[oid]
    bears, giant, shock, elves = _on_top(game, 0, "Grizzly Bears", "Hill Giant", "Shock",
                                         "Llanowar Elves")
    cast(game, "Collected Company")
    resolve(game)
    assert set(game.decision.options) == {bears, elves, "nothing"}
    choose(game, elves)
    assert set(game.decision.options) == {bears, "done"}
    choose(game, bears)
    while game.decision.kind == "choose":                  # the rest, in any order
        choose(game, game.decision.options[0])
    assert ids(game, "Grizzly Bears") and ids(game, "Llanowar Elves")
    assert sorted(_names(game, "library")) == ["Hill Giant", "Shock"]
    assert (giant, 0) in game.state.looked and (giant, 1) not in game.state.looked


@plays("Meditate", "library.extra_turn")
def test_614_10_meditate_skips_your_next_turn():
    from test_oracle_play import to_step
    game = board(["Island"] * 3, [], hands=(["Meditate"], []))
    cast(game, "Meditate")
    resolve(game)
    assert len(game.state.players[0].hand) == 4
    to_step(game, "upkeep")
    assert (game.state.turn, game.state.active) == (4, 1)
    to_step(game, "end")
    to_step(game, "upkeep")
    assert (game.state.turn, game.state.active) == (5, 1)     # Alice's turn didn't happen
    assert any("Alice skips their turn" in e.text for e in game.log)
    to_step(game, "end")
    to_step(game, "upkeep")
    assert (game.state.turn, game.state.active) == (6, 0)


@plays("Squadron Hawk", "library.search")
def test_701_19_squadron_hawk_finds_cards_with_its_name_only():
    game = board(["Plains"] * 2, [], hands=(["Squadron Hawk"], []))
    hawks = _on_top(game, 0, "Squadron Hawk", "Squadron Hawk")
    bears, = _on_top(game, 0, "Grizzly Bears")
    cast(game, "Squadron Hawk")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                                      # "you may search" (CR 603.5)
    assert set(game.decision.options) == {*hawks, "nothing"} and bears not in hawks
    choose(game, hawks[0])
    choose(game, hawks[1])
    assert _hand(game) == ["Squadron Hawk", "Squadron Hawk"]


@plays("Dark Confidant", "library.top_to_hand")
def test_202_3_dark_confidant_loses_life_equal_to_the_revealed_cards_mana_value():
    from test_oracle_play import to_step
    game = board(["Dark Confidant"], [], step="untap")
    _on_top(game, 0, "Hill Giant")
    to_step(game, "upkeep")
    resolve(game)
    assert _hand(game) == ["Hill Giant"] and game.state.players[0].life == 16
    assert any("Alice reveals Hill Giant" in e.text for e in game.log)


# -- triggered abilities that work from a graveyard (CR 113.6) ----------------------------------------

@plays("Squee, Goblin Nabob", "library.from_graveyard")
def test_113_6_squee_returns_from_the_graveyard_at_your_upkeep():
    from test_oracle_play import to_step
    game = board([], [], step="end")
    create_object(game.state, card_def("Squee, Goblin Nabob"), 0, "graveyard")
    to_step(game, "upkeep")                                   # Bob's upkeep: not "your"
    assert game.state.active == 1 and not game.state.stack
    to_step(game, "end")
    to_step(game, "upkeep")
    assert game.state.active == 0 and game.state.stack
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert _hand(game) == ["Squee, Goblin Nabob"] and not game.state.players[0].graveyard


@plays("Aurora Eidolon", "library.from_graveyard")
def test_113_6_aurora_eidolon_triggers_from_the_graveyard_only():
    game = board(["Plains", "Island", "Aurora Eidolon"], [],
                 hands=(["Azorius Charm", "Azorius Charm"], []))
    cast(game, "Azorius Charm", mode=1)                   # multicolored: draw a card
    assert len(game.state.stack) == 1                     # on the battlefield: no trigger
    resolve(game)
    eidolon = create_object(game.state, card_def("Aurora Eidolon"), 0, "graveyard")
    for land in ids(game, "Plains") + ids(game, "Island"):
        game.state.objects[land].tapped = False
    cast(game, "Azorius Charm", mode=1)
    game.act(Action("pass", game.decision.player))        # the trigger goes on the stack
    assert any(game.state.objects[i].source_id == eidolon.id for i in game.state.stack)
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    resolve(game)
    assert "Aurora Eidolon" in _hand(game)


@plays("Veilborn Ghoul", "library.from_graveyard")
def test_113_6_veilborn_ghoul_returns_when_a_swamp_enters_under_your_control():
    game = board([], [], hands=(["Swamp"], []))
    create_object(game.state, card_def("Veilborn Ghoul"), 0, "graveyard")
    game.act(Action("play", 0, game.state.players[0].hand[0]))
    assert game.state.stack                               # its trigger, from the graveyard
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert _hand(game) == ["Veilborn Ghoul"]


# -- Oath of Druids (CR 603.3d, 701.16a) --------------------------------------------------------

@plays("Oath of Druids", "library.oath")
def test_603_3d_oath_of_druids_the_player_with_fewer_creatures_reveals_until_a_creature():
    from test_oracle_play import to_step
    game = board(["Oath of Druids", "Grizzly Bears"], [], library=2)
    _on_top(game, 1, "Craw Wurm", "Island", "Forest")       # Forest on top of Bob's library
    to_step(game, "upkeep")                                  # Bob's upkeep: fewer creatures
    assert game.state.active == 1 and game.state.stack
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1   # the first player
    choose(game, "yes")
    wurm = ids(game, "Craw Wurm")
    assert wurm and game.state.objects[wurm[0]].controller == 1
    assert sorted(_names(game, "graveyard", 1)) == ["Forest", "Island"]
    assert len(game.state.players[1].library) == 2
    to_step(game, "end")
    to_step(game, "upkeep")                                  # Alice's: Bob has as many
    assert game.state.active == 0 and not game.state.stack   # no legal target: removed
    assert any("no legal targets" in line.text for line in game.state.log[-8:])


@plays("Oath of Druids", "library.oath")
def test_701_16a_oath_of_druids_no_creature_revealed_mills_the_revealed_library():
    """"If the first player does" is the choice to reveal (608.2c): with no creature card
    the whole library is revealed (701.16a) and goes to the graveyard."""
    from test_oracle_play import to_step
    game = board(["Oath of Druids", "Grizzly Bears"], [], library=3)
    to_step(game, "upkeep")
    resolve(game)
    choose(game, "yes")                                      # only Wastes: none revealed
    assert not game.state.players[1].library and len(game.state.players[1].graveyard) == 3


@plays("Gamble", "library.search", "library.search_then_discard_random")
def test_701_8c_gamble_discards_at_random_after_the_search_then_shuffles():
    discarded = set()
    for seed in range(12):
        game = board(["Mountain"], [], hands=(["Gamble", "Shock"], []))
        game.state.rng.seed(seed)
        bolt, = _on_top(game, 0, "Lightning Bolt")
        cast(game, "Gamble")
        resolve(game)
        choose(game, bolt)
        hand = _hand(game)
        assert len(hand) == 1 and hand[0] in ("Lightning Bolt", "Shock")
        grave = {game.state.objects[i].name for i in game.state.players[0].graveyard}
        assert grave == {"Gamble", "Shock", "Lightning Bolt"} - set(hand)
        discarded |= grave - {"Gamble"}
        texts = [e.text for e in game.log]
        shuffled = max(k for k, t in enumerate(texts) if "shuffles" in t)
        assert shuffled > max(k for k, t in enumerate(texts) if "discards" in t)
    assert discarded == {"Lightning Bolt", "Shock"}      # the card found may be discarded


def _sylvan_draw_step(life: int = 20) -> tuple[Game, dict[str, int]]:
    """Alice's upkeep, Sylvan Library out, Giant Growth in hand since before this turn; her
    library's top: Forest (her draw), then Grizzly Bears and Lightning Bolt. Her draw step
    begins and she chooses to draw two additional cards (CR 504.1, 603.5)."""
    game = board(["Sylvan Library"], [], hands=(["Giant Growth"], []), step="upkeep")
    game.state.players[0].life = life
    for name in ("Lightning Bolt", "Grizzly Bears", "Forest"):
        create_object(game.state, card_def(name), 0, "library")
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.state.step == "draw" and game.decision.kind == "yes_no"
    choose(game, "yes")
    hand = {game.state.objects[i].name: i for i in game.state.players[0].hand}
    assert set(hand) == {"Giant Growth", "Forest", "Grizzly Bears", "Lightning Bolt"}
    return game, hand


@plays("Sylvan Library", "library.drawn_for_life", "condition.if_you_do")
def test_119_4_sylvan_library_pay_4_life_or_put_back_cards_drawn_this_turn():
    """Only cards drawn this turn are offered (Forest, from her draw step, too; not Giant
    Growth); she keeps Lightning Bolt for 4 life and puts Grizzly Bears back on top."""
    game, hand = _sylvan_draw_step()
    assert game.decision.kind == "choose"
    assert set(game.decision.options) == {hand["Forest"], hand["Grizzly Bears"],
                                          hand["Lightning Bolt"]}
    choose(game, hand["Lightning Bolt"])
    choose(game, hand["Grizzly Bears"])
    choose(game, "yes")                                   # Lightning Bolt: 4 life
    choose(game, "no")                                    # Grizzly Bears: back on top
    state = game.state
    assert state.players[0].life == 16
    assert sorted(state.objects[i].name for i in state.players[0].hand) == [
        "Forest", "Giant Growth", "Lightning Bolt"]
    assert state.objects[state.players[0].library[-1]].name == "Grizzly Bears"


@plays("Sylvan Library", "library.drawn_for_life")
def test_119_4_sylvan_library_too_little_life_puts_them_back():
    """At 3 life she can't pay 4 (CR 119.4): both chosen cards go on top, the last chosen
    on top (CR 401.4)."""
    game, hand = _sylvan_draw_step(life=3)
    choose(game, hand["Forest"])
    choose(game, hand["Lightning Bolt"])
    state = game.state
    assert game.decision.kind == "priority" and state.players[0].life == 3
    assert [state.objects[i].name for i in state.players[0].library[-2:]] == [
        "Forest", "Lightning Bolt"]
    assert sorted(state.objects[i].name for i in state.players[0].hand) == [
        "Giant Growth", "Grizzly Bears"]


# -- put onto the battlefield attacking (CR 508.4) ---------------------------------------------

def _walker(game: Game) -> tuple[str, int]:
    jace = create_object(game.state, card_def("Jace Beleren"), 1, "battlefield")
    jace.counters["loyalty"] = 3
    return ("object", jace.id)


def _declare(game: Game, *attacks: tuple[str, tuple[str, int]]) -> None:
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple(
        (ids(game, name)[0], target) for name, target in attacks)))


@plays("Kaalia of the Vast", "trigger.attacks_player", "library.from_hand_attacking")
def test_508_4_kaalia_puts_a_dragon_attacking_that_opponent_which_never_attacked():
    game = board(["Kaalia of the Vast"], [], hands=(["Utvara Hellkite", "Craw Wurm"], []),
                 step="beginning of combat")
    _declare(game, ("Kaalia of the Vast", BOB))
    resolve(game)
    assert game.decision.kind == "yes_no"              # "you may" (CR 603.5)
    choose(game, "yes")
    hellkite = ids(game, "Utvara Hellkite")
    assert hellkite and _hand(game) == ["Craw Wurm"]   # only an Angel, Demon or Dragon
    dragon = game.state.objects[hellkite[0]]
    assert dragon.tapped and dragon.attacking == BOB
    resolve(game)                                      # it never attacked: no Dragon token
    assert not ids(game, "Dragon")
    while game.state.step != "postcombat main":
        game.act(Action("pass", game.decision.player) if game.decision.kind == "priority"
                 else Action("block", 1, choice=()))
    assert game.state.players[BOB[1]].life == 20 - 2 - 6


@plays("Kaalia of the Vast", "trigger.attacks_player")
def test_508_1b_kaalia_attacking_a_planeswalker_doesnt_trigger():
    game = board(["Kaalia of the Vast"], [], hands=(["Utvara Hellkite"], []),
                 step="beginning of combat")
    _declare(game, ("Kaalia of the Vast", _walker(game)))
    assert game.decision.kind == "priority" and not game.state.stack
    assert _hand(game) == ["Utvara Hellkite"]


@plays("Preeminent Captain", "library.from_hand_attacking")
def test_508_4_preeminent_captains_soldier_attacks_what_its_controller_chooses():
    game = board(["Preeminent Captain"], [], hands=(["Eager Cadet"], []),
                 step="beginning of combat")
    jace = _walker(game)
    _declare(game, ("Preeminent Captain", BOB))
    resolve(game)
    choose(game, "yes")
    assert set(game.decision.options) == {BOB, jace}
    choose(game, jace)
    cadet = game.state.objects[ids(game, "Eager Cadet")[0]]
    assert cadet.tapped and cadet.attacking == jace


# -- search and cast as the ability resolves (CR 608.2g) ---------------------------------------

def _sunforger(game: Game, library: list[str]) -> int:
    state = game.state
    for name in library:
        create_object(state, card_def(name), 0, "library")
    sunforger = ids(game, "Sunforger")[0]
    state.objects[sunforger].attached_to = ids(game, "Grizzly Bears")[0]
    state.changed()
    return sunforger


@plays("Sunforger", "cost.unattach_self", "library.search_cast")
def test_608_2g_sunforger_casts_the_instant_found_without_paying_its_mana_cost():
    game = board(["Sunforger", "Grizzly Bears", "Mountain", "Plains"], [],
                 hands=([], []))
    sunforger = _sunforger(game, ["Lightning Helix", "Counterspell", "Wrath of God"])
    state = game.state
    activate(game, sunforger)
    assert state.objects[sunforger].attached_to is None          # the cost (CR 701.3d)
    resolve(game)
    helix = next(o for o in state.players[0].library
                 if state.objects[o].name == "Lightning Helix")
    assert set(game.decision.options) == {helix, "nothing"}      # red or white instant
    choose(game, helix)
    assert game.decision.kind == "cast" and game.decision.subject == helix
    actions = game.legal_actions()
    assert actions and all(a.kind == "cast" for a in actions)    # "cast": not "may cast"
    game.act(Action("cast", 0, helix, targets=(BOB,), mode=0,
                    costs=("without paying its mana cost",)))
    resolve(game)
    assert state.players[1].life == 20 - 3 and state.players[0].life == 20 + 3
    assert "Lightning Helix" in _names(game, "graveyard")


@plays("Sunforger", "cost.unattach_self")
def test_118_3_sunforger_unattached_cant_pay_its_unattach_cost():
    game = board(["Sunforger", "Grizzly Bears", "Mountain", "Plains"], [])
    sunforger = ids(game, "Sunforger")[0]
    assert not any(a.kind == "activate" and a.object == sunforger and a.ability == 0
                   for a in game.legal_actions())


@plays("Ilharg, the Raze-Boar", "library.from_hand_attacking", "delayed.return_to_your_hand")
def test_603_7c_ilharg_returns_the_creature_it_put_attacking_at_the_end_step():
    game = board(["Ilharg, the Raze-Boar"], [], hands=(["Craw Wurm"], []),
                 step="beginning of combat")
    _declare(game, ("Ilharg, the Raze-Boar", BOB))
    resolve(game)
    choose(game, "yes")
    wurm = game.state.objects[ids(game, "Craw Wurm")[0]]
    assert wurm.tapped and wurm.attacking == BOB                # the one defender (508.4)
    while game.state.step != "end":
        game.act(Action("pass", game.decision.player) if game.decision.kind == "priority"
                 else Action("block", 1, choice=()))
    assert game.state.players[1].life == 20 - 6 - 6
    resolve(game)
    assert _hand(game) == ["Craw Wurm"] and not ids(game, "Craw Wurm")


def _grind(game: Game, player: int) -> None:
    """Alice activates Grindstone targeting `player` and lets it resolve."""
    activate(game, ids(game, "Grindstone")[0], ("player", player))
    resolve(game)


@plays("Grindstone", "condition.repeat_while_shared_color")
def test_608_2c_grindstone_mills_again_while_the_two_milled_share_a_color():
    """Bob's top cards: Shock and Lightning Bolt (both red: again), then Grizzly Bears and
    Island (green and colorless: no color shared, CR 105.2), so four cards are milled and
    his ten Wastes stay (CR 701.13a)."""
    game = board(["Grindstone"] + ["Island"] * 3, [])
    for name in ("Island", "Grizzly Bears", "Lightning Bolt", "Shock"):
        create_object(game.state, card_def(name), 1, "library")      # the last on top
    _grind(game, 1)
    bob = game.state.players[1]
    assert [game.state.objects[o].name for o in bob.graveyard] == [
        "Shock", "Lightning Bolt", "Grizzly Bears", "Island"]
    assert len(bob.library) == 10


@plays("Grindstone", "condition.repeat_while_shared_color")
@plays("Painter's Servant", "choice.as_enters_color", "choice.everything_chosen_color")
def test_701_13b_grindstone_with_painters_servant_mills_the_whole_library():
    """Every card is blue too (CR 613.1e, 611.3a): each pair milled shares a color, even
    Bob's colorless Wastes, until his eleventh card is milled alone and no pair is
    (CR 701.13b: as many as possible); the process ends with his library empty."""
    game = board(["Grindstone"] + ["Island"] * 5, [], hands=(["Painter's Servant"], []))
    create_object(game.state, card_def("Grizzly Bears"), 1, "library")
    cast(game, "Painter's Servant")
    resolve(game)
    choose(game, "blue")
    _grind(game, 1)
    bob = game.state.players[1]
    assert not bob.library and len(bob.graveyard) == 11
    assert game.decision.kind == "priority"


def _jace(game: Game, loyalty: int) -> int:
    """Jace Beleren on Alice's battlefield with this many loyalty counters."""
    jace = create_object(game.state, card_def("Jace Beleren"), 0, "battlefield")
    jace.counters["loyalty"] = loyalty
    game.state.changed()
    return jace.id


def _loyalty_action(game: Game, oid: int, change: int) -> Action:
    """The legal activation of `oid`'s loyalty ability costing `change` loyalty."""
    abilities = characteristics(game.state, game.state.objects[oid]).activated
    return next(a for a in game.legal_actions() if a.kind == "activate" and a.object == oid
                and abilities[a.ability].cost.loyalty == change)


@plays("Ichormoon Gauntlet", "counters.another_of_chosen_kind", "library.proliferate")
def test_606_3_ichormoon_gauntlet_grants_loyalty_abilities_and_adds_a_counter_of_a_kind():
    """Alice's Shocks (noncreature spells) trigger the Gauntlet: Jace gets another loyalty
    counter, its only kind; the Bears, with a +1/+1 and a stun counter, another of the kind
    she chooses (CR 122.1). Jace's granted [0] proliferates (CR 701.27a); that is Jace's
    one loyalty ability this turn (CR 606.3)."""
    game = board(["Ichormoon Gauntlet", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Shock", "Shock"], []))
    state = game.state
    jace, bears = _jace(game, 3), ids(game, "Grizzly Bears")[0]
    state.objects[bears].counters.update({"+1/+1": 1, "stun": 1})
    state.changed()
    cast(game, "Shock", BOB)
    choose_targets(game, jace)                              # the Gauntlet's trigger
    resolve(game)                                           # its only kind: loyalty
    assert state.objects[jace].counters["loyalty"] == 4 and state.players[1].life == 18
    cast(game, "Shock", BOB)
    choose_targets(game, bears)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert set(game.decision.options) == {"+1/+1", "stun"}
    choose(game, "+1/+1")
    resolve(game)
    assert state.objects[bears].counters == {"+1/+1": 2, "stun": 1}
    game.act(_loyalty_action(game, jace, 0))
    resolve(game)
    assert set(game.decision.options) == {("object", jace), ("object", bears), "done"}
    choose(game, ("object", jace))
    choose(game, ("object", bears))
    assert state.objects[jace].counters["loyalty"] == 5
    assert state.objects[bears].counters["+1/+1"] == 3
    assert not any(a.kind == "activate" and a.object == jace for a in game.legal_actions())


@plays("Ichormoon Gauntlet", "counters.another_of_chosen_kind", "library.proliferate")
def test_500_7_ichormoon_gauntlet_minus_twelve_takes_an_extra_turn():
    """With twelve loyalty Jace's granted [−12] is legal; Alice takes the next turn too
    (CR 500.7); Jace, with no loyalty left, is put into the graveyard (CR 704.5i)."""
    game = board(["Ichormoon Gauntlet"], [])
    state = game.state
    jace = _jace(game, 11)
    with pytest.raises(StopIteration):
        _loyalty_action(game, jace, -12)                   # not enough loyalty (CR 606.6)
    state.objects[jace].counters["loyalty"] = 12
    state.changed()
    game.act(_loyalty_action(game, jace, -12))
    resolve(game)
    assert not ids(game, "Jace Beleren")
    turn = state.turn
    to_step(game, "upkeep")
    assert state.turn == turn + 1 and state.active == 0


@plays("Fork in the Road", "library.search_one_and_the_other")
def test_701_19a_fork_in_the_road_one_into_hand_the_other_into_graveyard():
    game = board(["Forest"] * 2, [], hands=(["Fork in the Road"], []))
    plains, forest, bolt = _on_top(game, 0, "Plains", "Forest", "Lightning Bolt")
    cast(game, "Fork in the Road")
    resolve(game)
    assert bolt not in game.decision.options             # not a basic land card
    choose(game, plains)
    choose(game, forest)
    assert set(game.decision.options) == {plains, forest}
    assert "into your hand" in game.decision.prompt
    choose(game, forest)                                  # the one into the hand
    assert _hand(game) == ["Forest"]
    assert _names(game, "graveyard") == ["Plains", "Fork in the Road"]
    assert any("reveals Plains, Forest" in e.text for e in game.log)


@plays("Jarad's Orders", "library.search_one_and_the_other")
def test_701_19a_jarads_orders_with_one_found_the_searcher_chooses_where_it_goes():
    game = board(["Forest", "Forest", "Swamp", "Swamp"], [], hands=(["Jarad's Orders"], []))
    bears, = _on_top(game, 0, "Grizzly Bears")
    cast(game, "Jarad's Orders")
    resolve(game)
    choose(game, bears)                            # the only creature card there
    assert game.decision.options == ("hand", "graveyard")
    choose(game, "graveyard")
    assert "Grizzly Bears" in _names(game, "graveyard") and _hand(game) == []
