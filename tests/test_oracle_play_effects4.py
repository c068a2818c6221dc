"""Spell and ability effect sentences played (fourth list): "<permanents> destroyed this
way" after "Destroy all <permanents>." — each permanent that instruction destroyed, as it
last existed on the battlefield (CR 608.2c, 608.2h)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


@plays("Fumigate", "quantity.destroyed_all_this_way")
def test_608_2c_fumigate_gains_life_for_each_creature_destroyed_this_way():
    """"Destroy all creatures. You gain 1 life for each creature destroyed this way.":
    Grizzly Bears and Hill Giant are destroyed; Darksteel Colossus is indestructible, isn't
    destroyed (CR 702.12b) and doesn't count: 2 life."""
    game = board(["Plains"] * 5 + ["Grizzly Bears"], ["Hill Giant", "Darksteel Colossus"],
                 hands=(["Fumigate"], []))
    cast(game, "Fumigate")
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"] and ids(game, "Darksteel Colossus")
    assert life(game, 0) == 22


@plays("Fumigate", "quantity.destroyed_all_this_way")
def test_701_15a_fumigate_a_regenerated_creature_isnt_destroyed_this_way():
    """Bob regenerates Drudge Skeletons in response: its destruction is replaced (CR
    701.15a), so only Hill Giant was destroyed this way: 1 life (CR 608.2c)."""
    game = board(["Plains"] * 5, ["Drudge Skeletons", "Hill Giant", "Swamp"],
                 hands=(["Fumigate"], []))
    skeletons = obj(game, "Drudge Skeletons")
    cast(game, "Fumigate")
    game.act(Action("pass", 0))
    activate(game, skeletons, player=1)
    resolve(game)
    assert ids(game, "Drudge Skeletons") == [skeletons] and grave(game, 1) == ["Hill Giant"]
    assert life(game, 0) == 21


@plays("Kaya's Wrath", "quantity.destroyed_all_this_way")
def test_608_2h_kayas_wrath_counts_the_creatures_you_controlled_as_they_last_existed():
    """"You gain life equal to the number of creatures you controlled that were destroyed
    this way.": Alice controls Bob's Hill Giant (Act of Treason) and Grizzly Bears; both
    count, as they last existed on the battlefield (CR 608.2h), though the Giant goes to
    Bob's graveyard (CR 404.2); Bob's Savannah Lions doesn't: 2 life."""
    game = board(["Mountain"] * 3 + ["Plains"] * 2 + ["Swamp"] * 2 + ["Grizzly Bears"],
                 ["Hill Giant", "Savannah Lions"], hands=(["Act of Treason", "Kaya's Wrath"], []))
    cast(game, "Act of Treason", obj(game, "Hill Giant"))
    resolve(game)
    assert chars(game, obj(game, "Hill Giant")).controller == 0
    cast(game, "Kaya's Wrath")
    resolve(game)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Savannah Lions"]
    assert life(game, 0) == 22


@plays("Rain of Daggers", "quantity.destroyed_all_this_way")
def test_608_2c_rain_of_daggers_loses_two_life_for_each_creature_destroyed():
    """"Destroy all creatures target opponent controls. You lose 2 life for each creature
    destroyed this way.": Bob's two creatures: Alice loses 4; her own stays."""
    game = board(["Swamp"] * 6 + ["Grizzly Bears"], ["Hill Giant", "Savannah Lions"],
                 hands=(["Rain of Daggers"], []))
    cast(game, "Rain of Daggers", BOB)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Savannah Lions"]
    assert ids(game, "Grizzly Bears") and life(game, 0) == 16


@plays("Whiptongue Hydra", "quantity.destroyed_all_this_way")
def test_608_2c_whiptongue_hydra_counts_the_fliers_it_destroyed():
    """"When this creature enters, destroy all creatures with flying. Put a +1/+1 counter
    on this creature for each creature destroyed this way.": two fliers (one of them
    Alice's), not Hill Giant: two counters (CR 122.1)."""
    game = board(["Forest"] * 6 + ["Birds of Paradise"], ["Serra Angel", "Hill Giant"],
                 hands=(["Whiptongue Hydra"], []))
    cast(game, "Whiptongue Hydra")
    resolve(game)
    hydra = obj(game, "Whiptongue Hydra")
    assert grave(game, 1) == ["Serra Angel"] and grave(game, 0) == ["Birds of Paradise"]
    assert game.state.objects[hydra].counters["+1/+1"] == 2


# -- "The owner of target <permanent> ..." (CR 108.3, 401.4, 701.20a) --------------------------

def _library(game, player: int) -> list[str]:
    """The library's card names, bottom first."""
    return [game.state.objects[i].name for i in game.state.players[player].library]


@plays("Run Out of Town", "library.owner_of_target")
def test_401_4_run_out_of_town_the_owner_chooses_top_or_bottom():
    """"The owner of target nonland permanent puts it on their choice of the top or bottom
    of their library.": Bob, the owner, chooses; he puts Hill Giant on the bottom."""
    game = board(["Island"] * 4, ["Hill Giant"], hands=(["Run Out of Town"], []))
    cast(game, "Run Out of Town", obj(game, "Hill Giant"))
    resolve(game)
    assert game.decision.player == 1 and set(game.decision.options) == {"top", "bottom"}
    choose(game, "bottom")
    assert not ids(game, "Hill Giant") and _library(game, 1)[0] == "Hill Giant"


@plays("Temporal Cleansing", "library.owner_of_target")
def test_401_4_temporal_cleansing_second_from_the_top_or_on_the_bottom():
    """"The owner of target nonland permanent puts it into their library second from the
    top or on the bottom.": Bob chooses second from the top: one card stays above it."""
    game = board(["Island"] * 4, ["Hill Giant"], hands=(["Temporal Cleansing"], []))
    cast(game, "Temporal Cleansing", obj(game, "Hill Giant"))
    resolve(game)
    assert game.decision.player == 1
    assert set(game.decision.options) == {"second from the top", "bottom"}
    choose(game, "second from the top")
    assert _library(game, 1)[-2:] == ["Hill Giant", "Wastes"]     # the top card last


@plays("Oblation", "library.owner_of_target")
def test_701_20a_oblation_the_owner_shuffles_it_in_then_draws_two():
    """"The owner of target nonland permanent shuffles it into their library, then draws two
    cards.": Bob's Hill Giant goes into his library, which is shuffled (CR 701.20a); Bob,
    its owner, draws two cards (CR 108.3)."""
    game = board(["Plains"] * 3, ["Hill Giant"], hands=(["Oblation"], []))
    cast(game, "Oblation", obj(game, "Hill Giant"))
    resolve(game)
    assert not ids(game, "Hill Giant") and len(game.state.players[1].hand) == 2
    assert len(game.state.players[1].library) == 10 + 1 - 2 and hand(game, 0) == []


# -- "Search your library for N cards / N <cards>, ..." (CR 701.19) ---------------------------

def _on_top(game, player: int, *cards: str) -> list[int]:
    """New cards on top of a library (the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, "library").id for n in cards]


@plays("Behold the Beyond", "library.search")
def test_701_19d_behold_the_beyond_must_find_three_cards():
    """"Discard your hand. Search your library for three cards, put them into your hand,
    then shuffle.": no quality is stated, so Alice must find three (CR 701.19d): "nothing"
    isn't offered; the three go to her hand, unrevealed (CR 701.19e)."""
    game = board(["Swamp"] * 7, [], hands=(["Behold the Beyond", "Grizzly Bears"], []))
    bolt, giant, bears = _on_top(game, 0, "Lightning Bolt", "Hill Giant", "Grizzly Bears")
    cast(game, "Behold the Beyond")
    resolve(game)
    for card in (bolt, giant, bears):
        assert card in game.decision.options and "nothing" not in game.decision.options
        choose(game, card)
    assert sorted(hand(game)) == ["Grizzly Bears", "Hill Giant", "Lightning Bolt"]
    assert grave(game) == ["Grizzly Bears", "Behold the Beyond"]
    assert len(game.state.players[0].library) == 10


@plays("Planar Engineering", "library.search")
def test_701_19b_planar_engineering_may_find_fewer_basic_lands():
    """"Sacrifice two lands. Search your library for four basic land cards, put them onto
    the battlefield tapped, then shuffle.": a quality is stated, so Alice may stop after
    one (CR 701.19b); it enters tapped."""
    game = board(["Forest"] * 4, [], hands=(["Planar Engineering"], []))
    forest, = _on_top(game, 0, "Forest")
    cast(game, "Planar Engineering")
    resolve(game)
    choose(game, ids(game, "Forest")[0])            # the two lands sacrificed
    choose(game, ids(game, "Forest")[1])
    assert forest in game.decision.options and "nothing" in game.decision.options
    choose(game, forest)
    choose(game, "nothing")
    found = ids(game, "Forest")[-1]                 # a new object (CR 400.7)
    assert game.state.objects[found].tapped and game.state.objects[forest].zone != "library"
    assert len(ids(game, "Forest")) == 3 and grave(game) == ["Forest", "Forest",
                                                              "Planar Engineering"]


# -- "Each player chooses [up to] N <permanents> they control, then sacrifices the rest." -----

@plays("Razia's Purification", "mass.keep_chosen")
def test_701_17a_razias_purification_each_player_keeps_three_permanents():
    """"Each player chooses three permanents they control, then sacrifices the rest.": Alice
    chooses first (CR 101.4), then Bob; every other permanent of theirs is sacrificed at
    once (CR 701.17a)."""
    game = board(["Mountain"] * 5 + ["Plains", "Grizzly Bears"],
                 ["Hill Giant", "Savannah Lions", "Forest", "Mountain"],
                 hands=(["Razia's Purification"], []))
    keep = [obj(game, "Grizzly Bears"), obj(game, "Plains"), obj(game, "Mountain")]
    bobs = [obj(game, "Hill Giant"), obj(game, "Forest"), obj(game, "Mountain", 5)]
    cast(game, "Razia's Purification")
    resolve(game)
    for oid in keep:
        assert game.decision.player == 0
        choose(game, oid)
    for oid in bobs:
        assert game.decision.player == 1 and "done" not in game.decision.options
        choose(game, oid)
    assert sorted(game.state.battlefield) == sorted(keep + bobs)
    assert grave(game, 1) == ["Savannah Lions"] and grave(game, 0).count("Mountain") == 4


@plays("Covetous Elegy", "mass.keep_chosen")
def test_701_17a_covetous_elegy_up_to_two_creatures_kept():
    """"Each player chooses up to two creatures they control, then sacrifices the rest.
    Then you create a tapped Treasure token for each creature your opponents control.":
    "up to" lets Alice keep none (CR 701.17a); Bob keeps two of his three creatures; only
    creatures are sacrificed, and Alice creates two tapped Treasures."""
    game = board(["Plains"] * 5 + ["Swamp", "Grizzly Bears"],
                 ["Hill Giant", "Savannah Lions", "Serra Angel", "Forest"],
                 hands=(["Covetous Elegy"], []))
    cast(game, "Covetous Elegy")
    resolve(game)
    assert game.decision.player == 0 and "done" in game.decision.options
    choose(game, "done")
    choose(game, obj(game, "Hill Giant"))
    choose(game, obj(game, "Serra Angel"))
    assert grave(game, 0) == ["Grizzly Bears", "Covetous Elegy"]
    assert grave(game, 1) == ["Savannah Lions"] and ids(game, "Forest")
    treasures = ids(game, "Treasure")
    assert len(treasures) == 2 and all(game.state.objects[t].tapped for t in treasures)


# -- "Exile all <cards> from <graveyards>. ... for each card exiled this way" (CR 608.2c) ----

@plays("Honor the Fallen", "quantity.exiled_this_way", "library.graveyard_all")
def test_608_2c_honor_the_fallen_gains_life_for_each_card_exiled_this_way():
    """"Exile all creature cards from all graveyards. You gain 1 life for each card exiled
    this way.": two of Alice's creature cards and one of Bob's are exiled, Lightning Bolt
    stays: 3 life."""
    game = board(["Plains", "Plains"], [], hands=(["Honor the Fallen"], []))
    for owner, name in ((0, "Grizzly Bears"), (0, "Hill Giant"), (1, "Savannah Lions"),
                        (1, "Lightning Bolt")):
        create_object(game.state, card_def(name), owner, "graveyard")
    cast(game, "Honor the Fallen")
    resolve(game)
    assert grave(game, 0) == ["Honor the Fallen"] and grave(game, 1) == ["Lightning Bolt"]
    assert life(game, 0) == 23


# -- "If X is N or more, ..." (CR 107.3, 608.2c) -----------------------------------------------

@plays("Subterranean Tremors", "condition.x_is", "condition.if_rider")
def test_107_3_subterranean_tremors_with_x_4_destroys_artifacts_but_makes_no_lizard():
    """X is 4: "If X is 4 or more, destroy all artifacts." happens, "If X is 8 or more,
    create an 8/8 red Lizard creature token." doesn't (CR 608.2c)."""
    game = board(["Mountain"] * 5 + ["Sol Ring"], ["Hill Giant", "Serra Angel", "Ornithopter"],
                 hands=(["Subterranean Tremors"], []))
    cast(game, "Subterranean Tremors", x=4)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Ornithopter"]
    assert grave(game, 0) == ["Sol Ring", "Subterranean Tremors"]
    assert ids(game, "Serra Angel") and not ids(game, "Lizard")


@plays("Subterranean Tremors", "condition.x_is", "condition.if_rider")
def test_107_3_subterranean_tremors_with_x_3_leaves_artifacts():
    """X is 3: neither rider happens; Hill Giant still takes 3 damage and dies."""
    game = board(["Mountain"] * 4 + ["Sol Ring"], ["Hill Giant", "Ornithopter"],
                 hands=(["Subterranean Tremors"], []))
    cast(game, "Subterranean Tremors", x=3)
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"] and ids(game, "Sol Ring")
    assert ids(game, "Ornithopter")


# -- "Starting with you, each player votes for <word> or <word>." (CR 701.32a-b) --------------

@plays("Tyrant's Choice", "choice.vote_words", "condition.if_rider")
def test_701_32a_tyrants_choice_a_tied_vote_is_torture():
    """"Will of the council — Starting with you, each player votes for death or torture. If
    death gets more votes, each opponent sacrifices a creature of their choice. If torture
    gets more votes or the vote is tied, each opponent loses 4 life.": Alice votes first,
    then Bob (CR 701.32a); one vote each is a tie: Bob loses 4 life, keeps his creature."""
    game = board(["Swamp", "Swamp"], ["Hill Giant"], hands=(["Tyrant's Choice"], []))
    cast(game, "Tyrant's Choice")
    resolve(game)
    assert game.decision.player == 0 and set(game.decision.options) == {"death", "torture"}
    choose(game, "death")
    assert game.decision.player == 1
    choose(game, "torture")
    assert life(game, 1) == 16 and ids(game, "Hill Giant")


@plays("Tyrant's Choice", "choice.vote_words", "condition.if_rider")
def test_701_32a_tyrants_choice_death_gets_more_votes():
    """Both vote for death: Bob sacrifices his creature and loses no life."""
    game = board(["Swamp", "Swamp"], ["Hill Giant"], hands=(["Tyrant's Choice"], []))
    cast(game, "Tyrant's Choice")
    resolve(game)
    choose(game, "death")
    choose(game, "death")
    assert life(game, 1) == 20 and grave(game, 1) == ["Hill Giant"]


@plays("Plea for Power", "choice.vote_words", "condition.if_rider")
def test_701_32a_plea_for_power_knowledge_draws_three():
    """"If time gets more votes, take an extra turn after this one. If knowledge gets more
    votes or the vote is tied, draw three cards.": two knowledge votes: Alice draws three
    and takes no extra turn."""
    game = board(["Island"] * 5, [], hands=(["Plea for Power"], []))
    cast(game, "Plea for Power")
    resolve(game)
    choose(game, "knowledge")
    choose(game, "knowledge")
    assert len(hand(game)) == 3 and not game.state.extra_turns


# -- Join forces: "Starting with you, each player may pay any amount of mana." (CR 107.1c) ----

@plays("Minds Aglow", "effect.join_forces")
def test_107_1c_minds_aglow_each_player_draws_the_total_paid():
    """"Join forces — Starting with you, each player may pay any amount of mana. Each player
    draws X cards, where X is the total amount of mana paid this way.": Alice chooses
    first (up to the 3 mana her untapped Islands make), then Bob; 2 + 1 = 3: each draws 3."""
    game = board(["Island"] * 4, ["Mountain", "Mountain"], hands=(["Minds Aglow"], []))
    cast(game, "Minds Aglow")
    resolve(game)
    assert game.decision.player == 0 and game.decision.options[-1] == "3 mana"
    choose(game, "2 mana")
    assert game.decision.player == 1 and game.decision.options[-1] == "2 mana"
    choose(game, "1 mana")
    assert len(hand(game, 0)) == 3 and len(hand(game, 1)) == 3
    assert sum(game.state.objects[i].tapped for i in ids(game, "Mountain")) == 1


@plays("Minds Aglow", "effect.join_forces")
def test_107_1c_minds_aglow_nobody_pays_nobody_draws():
    """Paying none is allowed (CR 107.1c): with 0 paid, X is 0 and no one draws."""
    game = board(["Island"] * 2, ["Mountain"], hands=(["Minds Aglow"], []))
    cast(game, "Minds Aglow")
    resolve(game)
    choose(game, "0 mana")
    choose(game, "0 mana")
    assert hand(game, 0) == [] and hand(game, 1) == []


# -- "for each different power / mana value among ..." (CR 608.2h) ---------------------------

@plays("Golden Ratio", "quantity.different")
def test_608_2h_golden_ratio_draws_for_each_different_power():
    """"Draw a card for each different power among creatures you control.": Grizzly Bears
    and Runeclaw Bear are both 2, Hill Giant 3: two different powers, two cards; Bob's
    creature doesn't count."""
    game = board(["Forest", "Island", "Island", "Grizzly Bears", "Runeclaw Bear", "Hill Giant"],
                 ["Serra Angel"], hands=(["Golden Ratio"], []))
    cast(game, "Golden Ratio")
    resolve(game)
    assert len(hand(game)) == 2


@plays("Sudden Insight", "quantity.different")
def test_608_2h_sudden_insight_counts_mana_values_among_nonland_cards_in_graveyard():
    """"Draw a card for each different mana value among nonland cards in your graveyard.":
    Lightning Bolt and Shock (1), Hill Giant (4), a Forest (a land, not counted), Bob's
    Grizzly Bears (not in Alice's graveyard): two cards."""
    game = board(["Island"] * 6, [], hands=(["Sudden Insight"], []))
    for owner, name in ((0, "Lightning Bolt"), (0, "Shock"), (0, "Hill Giant"), (0, "Forest"),
                        (1, "Grizzly Bears")):
        create_object(game.state, card_def(name), owner, "graveyard")
    cast(game, "Sudden Insight")
    resolve(game)
    assert len(hand(game)) == 2


@plays("All-Fates Scroll", "quantity.different")
def test_201_2_all_fates_scroll_counts_differently_named_lands():
    """"{7}, {T}, Sacrifice this artifact: Draw X cards, where X is the number of differently
    named lands you control.": seven lands, three names (two Forests count once): 3."""
    game = board(["All-Fates Scroll", "Forest", "Forest", "Island", "Island", "Island",
                  "Mountain", "Mountain"], [])
    activate(game, obj(game, "All-Fates Scroll"), index=1)
    resolve(game)
    assert len(hand(game)) == 3 and grave(game) == ["All-Fates Scroll"]


@plays("Treasure Hunt", "library.reveal_until")
def test_701_16a_treasure_hunt_puts_every_revealed_card_into_hand():
    """"Reveal cards from the top of your library until you reveal a nonland card, then put
    all cards revealed this way into your hand.": the two lands above Lightning Bolt and
    the Bolt go to Alice's hand; the rest of the library stays."""
    game = board(["Island", "Island"], [], hands=(["Treasure Hunt"], []))
    _on_top(game, 0, "Lightning Bolt", "Forest", "Mountain")
    cast(game, "Treasure Hunt")
    resolve(game)
    assert sorted(hand(game)) == ["Forest", "Lightning Bolt", "Mountain"]
    assert len(game.state.players[0].library) == 10


# -- "Reveal the top card of your library. If it's a <card>, ..." (CR 701.16a, 608.2c) ------

@plays("Iron Lad, Diverging Destiny", "library.reveal_top_if")
def test_701_16a_iron_lad_draws_the_revealed_artifact():
    """"{T}: Reveal the top card of your library. If it's an artifact card, draw a card.":
    Sol Ring on top is revealed, then drawn."""
    game = board(["Iron Lad, Diverging Destiny"], [])
    _on_top(game, 0, "Sol Ring")
    activate(game, obj(game, "Iron Lad, Diverging Destiny"))
    resolve(game)
    assert hand(game) == ["Sol Ring"]
    assert any("reveals Sol Ring" in e.text for e in game.log)


@plays("Iron Lad, Diverging Destiny", "library.reveal_top_if")
def test_608_2c_iron_lad_a_land_on_top_stays():
    """A Forest on top isn't an artifact card: no card is drawn; it stays on top."""
    game = board(["Iron Lad, Diverging Destiny"], [])
    forest, = _on_top(game, 0, "Forest")
    activate(game, obj(game, "Iron Lad, Diverging Destiny"))
    resolve(game)
    assert hand(game) == [] and game.state.players[0].library[-1] == forest


@plays("Track Down", "library.reveal_top_if")
def test_701_16a_track_down_scry_then_reveal_a_creature_and_draw():
    """"Scry 3, then reveal the top card of your library. If it's a creature or land card,
    draw a card.": Alice keeps Grizzly Bears on top; it's revealed and drawn."""
    game = board(["Forest", "Forest"], [], hands=(["Track Down"], []))
    bolt, bears = _on_top(game, 0, "Lightning Bolt", "Grizzly Bears")
    cast(game, "Track Down")
    resolve(game)
    choose(game, bolt)                               # to the bottom (CR 701.22a)
    choose(game, "done")
    assert game.decision.player == 0 and bears in game.decision.options
    choose(game, bears)                              # the top one of the two kept (401.4)
    resolve(game)
    assert hand(game) == ["Grizzly Bears"]
    assert game.state.players[0].library[0] == bolt


@plays("Selvala, Eager Trailblazer", "quantity.different")
def test_605_3a_selvala_adds_one_mana_for_each_different_power():
    """"{T}: Choose a color. Add one mana of that color for each different power among
    creatures you control.": Selvala (4), Grizzly Bears and Runeclaw Bear (2 each): two
    different powers, two green mana, counted as it's activated (CR 605.3a)."""
    game = board(["Selvala, Eager Trailblazer", "Grizzly Bears", "Runeclaw Bear"], [])
    activate(game, obj(game, "Selvala, Eager Trailblazer"), choice=(4,))       # green
    assert game.state.players[0].pool.total() == 2


@plays("Emil, Vastlands Roamer", "quantity.different")
def test_201_2_emil_puts_a_counter_for_each_differently_named_land():
    """"{4}{G}, {T}: Create a 0/0 green and blue Fractal creature token. Put X +1/+1
    counters on it, where X is the number of differently named lands you control.": three
    Forests, an Island and a Mountain are three names: a 3/3 Fractal."""
    game = board(["Emil, Vastlands Roamer", "Forest", "Forest", "Forest", "Island",
                  "Mountain"], [])
    activate(game, obj(game, "Emil, Vastlands Roamer"))
    resolve(game)
    fractal = obj(game, "Fractal")
    assert game.state.objects[fractal].counters["+1/+1"] == 3 and chars(game, fractal).power == 3


# -- "<group> gain(s) ... until end of turn. Put a counter on each of them." (CR 608.2c) -----

@plays("Age of Ultron", "effect.those_group")
def test_608_2c_age_of_ultron_counters_on_each_of_the_artifact_creatures():
    """"III — Artifact creatures you control gain deathtouch until end of turn. Put a +1/+1
    counter on each of them.": "them" are the artifact creatures the first instruction
    affected: Ornithopter gets deathtouch and a counter; Grizzly Bears neither; Bob's
    Ornithopter neither (CR 608.2c, 611.2c)."""
    game = board(["Age of Ultron", "Ornithopter", "Grizzly Bears"], ["Ornithopter"],
                 step="upkeep")
    saga = obj(game, "Age of Ultron")
    game.state.objects[saga].counters["lore"] = 2
    mine, bobs = ids(game, "Ornithopter")
    to_step(game, "precombat main")                  # the third lore counter (CR 714.3b)
    resolve(game)
    assert game.state.objects[mine].counters["+1/+1"] == 1 and chars(game, mine).has(
        "deathtouch")
    bears = obj(game, "Grizzly Bears")
    assert not game.state.objects[bears].counters.get("+1/+1")
    assert not game.state.objects[bobs].counters.get("+1/+1")
    assert not chars(game, bears).has("deathtouch")


# -- "Then if there are N or more <kind> counters on it, remove those counters ..." ----------

@plays("Prize Pig", "effect.remove_those_counters")
def test_122_1_prize_pig_removes_those_counters_and_untaps():
    """"Whenever you gain life, put that many ribbon counters on this creature. Then if there
    are three or more ribbon counters on this creature, remove those counters and untap
    it.": Alice gains 5 life: five counters, all removed, and the tapped Pig untaps."""
    game = board(["Prize Pig", "Plains"], [], hands=(["Chaplain's Blessing"], []))
    pig = obj(game, "Prize Pig")
    game.state.objects[pig].tapped = True
    cast(game, "Chaplain's Blessing")
    resolve(game)
    assert life(game, 0) == 25
    assert not game.state.objects[pig].counters.get("ribbon")
    assert not game.state.objects[pig].tapped


@plays("Cursed Recording", "effect.remove_those_counters")
def test_608_2c_cursed_recording_below_seven_keeps_its_counters():
    """"Then if there are seven or more time counters on it, remove those counters and it
    deals 20 damage to you.": the sixth time counter does nothing else; the seventh removes
    them all and deals 20 damage to Alice, who loses."""
    game = board(["Cursed Recording", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    recording = obj(game, "Cursed Recording")
    game.state.objects[recording].counters["time"] = 5
    cast(game, "Shock", BOB)
    resolve(game)
    assert game.state.objects[recording].counters["time"] == 6 and life(game, 0) == 20
    cast(game, "Shock", BOB)
    while not game.state.over:                       # the trigger resolves first (CR 603.3)
        game.act(Action("pass", game.decision.player))
    assert not game.state.objects[recording].counters.get("time") and life(game, 0) == 0
    assert game.state.players[0].lost                # (CR 704.5a)
