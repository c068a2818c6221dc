"""More planeswalker lines played (issue 17 item 3): the loyalty-ability shapes that
blocked the most planeswalker cards (CR 606, 306)."""

from __future__ import annotations

from boards import ids
from test_oracle_play import BOB, activate, cast, choose, life, plays, resolve
from test_oracle_play_planeswalkers import _walker

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _names(game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.battlefield]


def _bob_walker(game, name: str, loyalty: int) -> int:
    """Bob's planeswalker `name` on the battlefield with `loyalty` counters (CR 306.5b)."""
    new = create_object(game.state, card_def(name), 1, "battlefield")
    new.counters["loyalty"] = loyalty
    game.state.changed()
    return new.id


@plays("Chandra, Pyrogenius", "effect.damage", "effect.damage_each", "target.player_group")
def test_115_4_damage_to_target_planeswalker_and_each_creature_its_controller_controls():
    """"6 damage to target player or planeswalker and each creature that player or that
    planeswalker's controller controls": with a planeswalker target, the group is its
    controller's creatures (CR 115.4, 120.3c); Alice's own creature is untouched."""
    game, chandra = _walker(["Hill Giant"], ["Grizzly Bears", "Serra Angel"],
                            "Chandra, Pyrogenius", 10)
    jace = _bob_walker(game, "Jace Beleren", 7)
    activate(game, chandra, jace, index=2)
    resolve(game)
    names = _names(game)
    assert "Jace Beleren" in names and game.state.objects[jace].counters["loyalty"] == 1
    assert "Grizzly Bears" not in names and "Serra Angel" not in names
    assert "Hill Giant" in names and life(game, 1) == 20


@plays("Flame Wave", "effect.damage", "effect.damage_each", "target.player_group")
def test_115_4_damage_to_target_player_and_each_creature_that_player_controls():
    """The same words with a player target: that player and their creatures (CR 120.3)."""
    from boards import board
    game = board(["Mountain"] * 7, ["Hill Giant"], hands=(["Flame Wave"], []))
    jace = _bob_walker(game, "Jace Beleren", 3)
    cast(game, "Flame Wave", BOB)
    resolve(game)
    names = _names(game)
    assert life(game, 1) == 16 and "Hill Giant" not in names
    assert "Jace Beleren" in names and game.state.objects[jace].counters["loyalty"] == 3


@plays("Sarkhan, Dragonsoul", "effect.damage_each", "effect.damage_players_and_each")
def test_120_3_damage_to_each_opponent_and_each_creature_your_opponents_control():
    """"+2: Sarkhan deals 1 damage to each opponent and each creature your opponents
    control": Bob and his creature are dealt damage at once; Alice's creature and Bob's
    planeswalker are not (CR 120.3, 102.3)."""
    game, sarkhan = _walker(["Llanowar Elves"], ["Birds of Paradise", "Hill Giant"],
                            "Sarkhan, Dragonsoul", 5)
    jace = _bob_walker(game, "Jace Beleren", 3)
    activate(game, sarkhan, index=0)
    resolve(game)
    names = _names(game)
    assert life(game, 1) == 19 and life(game, 0) == 20
    assert "Birds of Paradise" not in names and "Llanowar Elves" in names
    assert game.state.objects[jace].counters["loyalty"] == 3
    assert game.state.objects[sarkhan].counters["loyalty"] == 7


@plays("Goblin Chainwhirler", "effect.damage_each", "effect.damage_players_and_each",
       "mass.damage_also")
def test_120_3_each_opponent_and_each_creature_and_planeswalker_they_control():
    """"deals 1 damage to each opponent and each creature and planeswalker they control":
    "they" are the opponents (CR 102.3); Alice's own creature is spared."""
    from boards import board
    game = board(["Mountain"] * 3, ["Birds of Paradise"],
                 hands=(["Goblin Chainwhirler", "Llanowar Elves"], []))
    jace = _bob_walker(game, "Jace Beleren", 3)
    elves = create_object(game.state, card_def("Llanowar Elves"), 0, "battlefield").id
    game.state.changed()
    cast(game, "Goblin Chainwhirler")
    resolve(game)
    names = _names(game)
    assert life(game, 1) == 19 and life(game, 0) == 20
    assert "Birds of Paradise" not in names and elves in game.state.battlefield
    assert game.state.objects[jace].counters["loyalty"] == 2


@plays("Ajani, the Greathearted", "effect.counters_each", "effect.counters_each_and_each")
def test_122_6_counter_on_each_creature_and_loyalty_counter_on_each_other_planeswalker():
    """"−2: Put a +1/+1 counter on each creature you control and a loyalty counter on each
    other planeswalker you control": Ajani himself gets none (CR 109.5, 122.6)."""
    game, ajani = _walker(["Grizzly Bears"], ["Hill Giant"], "Ajani, the Greathearted", 5)
    jace = create_object(game.state, card_def("Jace Beleren"), 0, "battlefield")
    jace.counters["loyalty"] = 3
    bobs = _bob_walker(game, "Jace Beleren", 3)
    activate(game, ajani, index=1)
    resolve(game)
    objects = game.state.objects
    bears = next(i for i in game.state.battlefield if objects[i].name == "Grizzly Bears")
    giant = next(i for i in game.state.battlefield if objects[i].name == "Hill Giant")
    assert objects[bears].counters.get("+1/+1") == 1 and not objects[giant].counters.get("+1/+1")
    assert jace.counters["loyalty"] == 4 and objects[bobs].counters["loyalty"] == 3
    assert objects[ajani].counters["loyalty"] == 3


@plays("Saheeli, Filigree Master", "effect.emblem", "static.anthem", "static.cost_change")
def test_114_2_emblem_with_two_quoted_abilities_each_without_its_own_period():
    """"an emblem with "Artifact creatures you control get +1/+1" and "Artifact spells you
    cast cost {1} less to cast."": two static abilities of one emblem, working from the
    command zone (CR 114.2, 114.4, 601.2f)."""
    from test_oracle_play import chars, obj
    game, saheeli = _walker(["Ornithopter"], ["Ornithopter"], "Saheeli, Filigree Master", 5,
                            hands=(["Sol Ring"], []))
    activate(game, saheeli, index=2)
    resolve(game)
    mine, theirs = obj(game, "Ornithopter", 0), obj(game, "Ornithopter", 1)
    assert (chars(game, mine).power, chars(game, mine).toughness) == (1, 3)
    assert chars(game, theirs).power == 0
    cast(game, "Sol Ring")                                # {1} less: free with no lands
    resolve(game)
    assert "Sol Ring" in _names(game)


@plays("Koth of the Hammer", "effect.emblem", "static.granted")
def test_114_4_emblem_grants_an_ability_quoted_in_single_quotes():
    """"an emblem with "Mountains you control have '{T}: This land deals 1 damage to any
    target.'"": the ability quoted inside the quote is the Mountains' own, each Mountain
    the source of its damage (CR 114.4, 113.1, 613.1f); Bob's Mountain has none."""
    game, koth = _walker(["Mountain"], ["Mountain"], "Koth of the Hammer", 5)
    activate(game, koth, index=2)
    resolve(game)
    state = game.state
    mine, theirs = (next(i for i in state.battlefield if state.objects[i].name == "Mountain"
                         and state.objects[i].controller == who) for who in (0, 1))
    granted = [a for a in game.legal_actions() if a.kind == "activate" and a.object == mine
               and a.ability != 0]
    assert granted and not [a for a in game.legal_actions() if a.kind == "activate"
                            and a.object == theirs]
    activate(game, mine, BOB, index=granted[0].ability)
    resolve(game)
    assert life(game, 1) == 19 and state.objects[mine].tapped


@plays("Gideon, Ally of Zendikar", "animation.becomes", "effect.prevent_all", "phrase.self")
def test_205_1b_planeswalker_becomes_a_creature_thats_still_a_planeswalker():
    """"+1: Until end of turn, Gideon becomes a 5/5 Human Soldier Ally creature with
    indestructible that's still a planeswalker. Prevent all damage that would be dealt to
    him this turn.": both types (CR 205.1b, 306.4), "him" is Gideon, and the damage is
    prevented so no loyalty counter is removed (CR 615.1, 120.3c); at end of turn he is a
    planeswalker only (CR 514.2)."""
    from test_oracle_play import chars, to_step
    game, gideon = _walker(["Mountain"], [], "Gideon, Ally of Zendikar", 4,
                           hands=(["Lightning Bolt"], []))
    activate(game, gideon, index=0)
    resolve(game)
    now = chars(game, gideon)
    assert {"Creature", "Planeswalker"} <= set(now.types)
    assert (now.power, now.toughness) == (5, 5) and "indestructible" in now.keywords
    assert {"Human", "Soldier", "Ally", "Gideon"} <= set(now.subtypes)
    cast(game, "Lightning Bolt", ("object", gideon))
    resolve(game)
    assert game.state.objects[gideon].counters["loyalty"] == 5
    to_step(game, "upkeep")
    assert "Creature" not in chars(game, gideon).types


@plays("Ajani Vengeant", "effect.damage", "phrase.self")
def test_201_5_planeswalker_called_by_its_planeswalker_type():
    """"−2: Ajani deals 3 damage to any target and you gain 3 life": "Ajani" is Ajani
    Vengeant itself, the source of the damage (CR 201.5, 205.3j)."""
    game, ajani = _walker([], ["Grizzly Bears"], "Ajani Vengeant", 3)
    activate(game, ajani, BOB, index=1)
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 23


def test_201_2_reversible_card_is_the_card_printed_on_both_sides():
    """"Garruk Wildspeaker // Garruk Wildspeaker" (a reversible card, the same card on
    each side) is Garruk Wildspeaker: its name (CR 201.2) and its abilities; with the
    ordinary printing both are legendary with one name, so one goes (CR 704.5j)."""
    from test_oracle_play import choose
    reversible = card_def("Garruk Wildspeaker // Garruk Wildspeaker")
    assert reversible.name == "Garruk Wildspeaker"
    assert len(reversible.activated) == len(card_def("Garruk Wildspeaker").activated) == 3
    game, garruk = _walker(["Forest", "Forest"], [], "Garruk Wildspeaker // Garruk Wildspeaker",
                           3)
    create_object(game.state, card_def("Garruk Wildspeaker"), 0, "battlefield")
    game.state.changed()
    from tolaria import Action
    game.act(Action("pass", 0))                  # state-based actions: the legend rule
    if game.decision.kind != "priority":
        choose(game, garruk)
    names = _names(game)
    assert names.count("Garruk Wildspeaker") == 1


@plays("Vraska, Relic Seeker", "effect.set_life")
def test_119_5_target_players_life_total_becomes_1():
    """"−10: Target player's life total becomes 1.": Bob loses 19 life (CR 119.5)."""
    game, vraska = _walker([], [], "Vraska, Relic Seeker", 10)
    activate(game, vraska, BOB, index=2)
    resolve(game)
    assert life(game, 1) == 1 and life(game, 0) == 20


@plays("Blessed Wind", "effect.set_life")
def test_119_5_life_total_set_higher_is_a_life_gain():
    """"Target player's life total becomes 20." with Alice at 5: she gains 15 life, so
    Ajani's Pridemate's "whenever you gain life" triggers (CR 119.5, 603.2)."""
    from boards import board
    from test_oracle_play import ALICE, obj
    game = board(["Plains"] * 9 + ["Ajani's Pridemate"], [], hands=(["Blessed Wind"], []))
    game.state.players[0].life = 5
    cast(game, "Blessed Wind", ALICE)
    resolve(game)
    assert life(game, 0) == 20
    assert game.state.objects[obj(game, "Ajani's Pridemate")].counters.get("+1/+1") == 1


@plays("Domri Rade", "effect.fight", "phrase.target")
def test_115_3_another_target_creature_after_a_first_target_on_a_planeswalker():
    """"−2: Target creature you control fights another target creature.": the second
    target can't be the first (CR 115.3, 701.14a); the two deal damage to each other."""
    import pytest
    from test_oracle_play import obj

    from tolaria import IllegalAction
    game, domri = _walker(["Hill Giant"], ["Grizzly Bears"], "Domri Rade", 3)
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        activate(game, domri, ("object", giant), ("object", giant), index=1)
    activate(game, domri, ("object", giant), ("object", bears), index=1)
    resolve(game)
    assert "Grizzly Bears" not in _names(game)
    assert game.state.objects[giant].damage == 2


@plays("Gideon, Martial Paragon", "effect.tap_all", "effect.those_group", "effect.group_pump")
def test_611_2c_those_creatures_are_the_ones_just_untapped():
    """"+2: Untap all creatures you control. Those creatures get +1/+1 until end of turn.":
    Alice's creatures, untapped and pumped; the set is locked in as it resolves, so a
    creature arriving later isn't pumped (CR 608.2c, 611.2c); Bob's is untouched."""
    from test_oracle_play import chars, obj
    game, gideon = _walker(["Grizzly Bears"], ["Hill Giant"], "Gideon, Martial Paragon", 4)
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].tapped = True
    game.state.changed()
    activate(game, gideon, index=0)
    resolve(game)
    assert not game.state.objects[bears].tapped
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)
    assert chars(game, obj(game, "Hill Giant")).power == 3
    later = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield").id
    game.state.changed()
    assert chars(game, later).power == 2


@plays("Tezzeret, Master of Metal", "effect.control_all", "mass.type_list", "target.player_group")
def test_613_1b_gain_control_of_all_artifacts_and_creatures_target_opponent_controls():
    """"−8: Gain control of all artifacts and creatures target opponent controls": "target
    opponent controls" is said of both types (CR 608.2h, 613.1b); Bob keeps his land."""
    game, tezzeret = _walker([], ["Ornithopter", "Grizzly Bears", "Forest"],
                             "Tezzeret, Master of Metal", 8)
    activate(game, tezzeret, BOB, index=2)
    resolve(game)
    from tolaria.rules.layers import controller
    state = game.state
    owners = {state.objects[i].name: controller(state, state.objects[i])
              for i in state.battlefield}
    assert owners["Ornithopter"] == 0 and owners["Grizzly Bears"] == 0
    assert owners["Forest"] == 1


@plays("Elspeth, Knight-Errant", "effect.emblem", "static.anthem", "mass.type_list")
def test_114_4_emblem_artifacts_creatures_enchantments_and_lands_have_indestructible():
    """"an emblem with "Artifacts, creatures, enchantments, and lands you control have
    indestructible."": each of those types of Alice's, not her planeswalker, not Bob's
    (CR 114.4, 702.12)."""
    from test_oracle_play import chars, obj
    game, elspeth = _walker(["Ornithopter", "Grizzly Bears", "Forest", "Glorious Anthem"],
                            ["Grizzly Bears"], "Elspeth, Knight-Errant", 8)
    activate(game, elspeth, index=2)
    resolve(game)
    for name in ("Ornithopter", "Grizzly Bears", "Forest", "Glorious Anthem"):
        assert "indestructible" in chars(game, obj(game, name, 0)).keywords, name
    assert "indestructible" not in chars(game, obj(game, "Grizzly Bears", 1)).keywords
    assert "indestructible" not in chars(game, elspeth).keywords


@plays("Teferi, Hero of Dominaria", "effect.untap_up_to", "delayed.about_object", "effect.draw")
def test_701_21b_untap_up_to_two_lands_at_the_next_end_step():
    """"+1: Draw a card. At the beginning of the next end step, untap up to two lands.":
    the lands aren't targets; Alice chooses them as the delayed trigger resolves, any
    lands, at most two (CR 603.7, 608.2d, 701.21b)."""
    from test_oracle_play import choose, to_step
    game, teferi = _walker(["Island", "Island", "Island"], ["Island"],
                           "Teferi, Hero of Dominaria", 4)
    lands = [i for i in game.state.battlefield if game.state.objects[i].name == "Island"]
    for oid in lands:
        game.state.objects[oid].tapped = True
    game.state.changed()
    hand = len(game.state.players[0].hand)
    activate(game, teferi, index=0)
    resolve(game)
    assert len(game.state.players[0].hand) == hand + 1
    assert all(game.state.objects[i].tapped for i in lands)          # not yet
    to_step(game, "end")
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == set(lands) | {
        "done"}
    bobs = next(i for i in lands if game.state.objects[i].controller == 1)
    choose(game, bobs)
    choose(game, lands[0] if lands[0] != bobs else lands[1])
    resolve(game)
    untapped = [i for i in lands if not game.state.objects[i].tapped]
    assert len(untapped) == 2 and bobs in untapped


@plays("Snap", "effect.untap_up_to", "effect.bounce")
def test_701_21b_untap_up_to_may_stop_early():
    """"Untap up to two lands.": "done" after one untaps just that one (CR 701.21b)."""
    from boards import board
    from test_oracle_play import choose, obj
    game = board(["Island", "Island"], ["Grizzly Bears"], hands=(["Snap"], []))
    cast(game, "Snap", ("object", obj(game, "Grizzly Bears")))
    resolve(game)
    lands = [i for i in game.state.battlefield if game.state.objects[i].name == "Island"]
    assert all(game.state.objects[i].tapped for i in lands)
    choose(game, lands[0])
    choose(game, "done")
    resolve(game)
    assert not game.state.objects[lands[0]].tapped and game.state.objects[lands[1]].tapped
    assert "Grizzly Bears" not in _names(game)


@plays("Jace, the Mind Sculptor", "library.look_target_top")
def test_401_4_jace_looks_at_target_players_top_card_and_may_bottom_it():
    """"+2: Look at the top card of target player's library. You may put that card on the
    bottom of that player's library.": Alice looks (CR 401.4) and chooses (CR 608.2d)."""
    from test_oracle_play import _on_top, choose
    game, jace = _walker([], [], "Jace, the Mind Sculptor", 3)
    bolt, = _on_top(game, 1, "Lightning Bolt")
    activate(game, jace, BOB, index=0)
    resolve(game)
    assert (bolt, 0) in game.state.looked and game.decision.player == 0
    choose(game, "yes")
    resolve(game)
    assert game.state.players[1].library[0] == bolt
    assert game.state.objects[jace].counters["loyalty"] == 5


@plays("Jace, the Mind Sculptor", "library.exile_library")
def test_406_2_exile_target_players_library_then_they_shuffle_their_hand_into_it():
    """"−12: Exile all cards from target player's library, then that player shuffles their
    hand into their library.": Bob's library is his old hand, his old library exiled."""
    from test_oracle_play import _on_top
    game, jace = _walker([], [], "Jace, the Mind Sculptor", 12,
                         hands=([], ["Grizzly Bears", "Shock"]))
    old = list(game.state.players[1].library) + _on_top(game, 1, "Lightning Bolt")
    activate(game, jace, BOB, index=3)
    resolve(game)
    bob, objects = game.state.players[1], game.state.objects
    assert sorted(objects[i].name for i in bob.library) == ["Grizzly Bears", "Shock"]
    assert not bob.hand                      # (new objects in the library, CR 400.7)
    assert len(bob.exile) == len(old)
    assert "Lightning Bolt" in [objects[i].name for i in bob.exile]


@plays("Mu Yanling, Sky Dancer", "effect.gets_and_loses", "duration.your_next_turn",
       "quantity.until_prefix", "target.up_to")
def test_611_2a_gets_minus_two_and_loses_flying_until_your_next_turn():
    """"+2: Until your next turn, up to one target creature gets -2/-0 and loses flying.":
    through Bob's turn, over at Alice's next (CR 611.2a, 613.1f, 613.4c)."""
    from test_oracle_play import chars, obj, to_step
    game, mu = _walker([], ["Serra Angel"], "Mu Yanling, Sky Dancer", 2)
    angel = obj(game, "Serra Angel")
    activate(game, mu, ("object", angel), index=0)
    resolve(game)
    assert chars(game, angel).power == 2 and "flying" not in chars(game, angel).keywords
    to_step(game, "upkeep")                                     # Bob's turn
    assert game.state.active == 1 and "flying" not in chars(game, angel).keywords
    to_step(game, "end")
    to_step(game, "upkeep")                                     # Alice's next turn
    assert game.state.active == 0
    assert chars(game, angel).power == 4 and "flying" in chars(game, angel).keywords


@plays("Oko, the Trickster", "animation.base_pt", "quantity.until_prefix")
def test_613_4b_until_end_of_turn_each_creature_you_control_has_base_10_10():
    """"−7: Until end of turn, each creature you control has base power and toughness 10/10
    and gains trample.": Alice's creatures, set in layer 7b (CR 613.4b, 611.2c); Bob's
    aren't; over at end of turn (CR 514.2)."""
    from test_oracle_play import chars, obj, to_step
    game, oko = _walker(["Llanowar Elves"], ["Grizzly Bears"], "Oko, the Trickster", 7)
    elves, bears = obj(game, "Llanowar Elves"), obj(game, "Grizzly Bears")
    activate(game, oko, index=2)
    resolve(game)
    assert (chars(game, elves).power, chars(game, elves).toughness) == (10, 10)
    assert "trample" in chars(game, elves).keywords and chars(game, bears).power == 2
    to_step(game, "upkeep")
    assert chars(game, elves).power == 1


@plays("Shimmer Myr", "static.flash_for")
def test_609_4_cast_artifact_spells_as_though_they_had_flash_and_no_others():
    """"You may cast artifact spells as though they had flash.": Ornithopter in combat,
    not Grizzly Bears (CR 609.4, 702.8a, 307.1)."""
    import pytest
    from boards import board

    from tolaria import IllegalAction
    game = board(["Shimmer Myr", "Forest", "Forest"], [],
                 hands=(["Ornithopter", "Grizzly Bears"], []), step="beginning of combat")
    with pytest.raises(IllegalAction):
        cast(game, "Grizzly Bears")
    cast(game, "Ornithopter")
    resolve(game)
    assert "Ornithopter" in _names(game)


@plays("Sorin, Grim Nemesis", "effect.tokens", "quantity.a_number_of", "quantity.life_total")
def test_119_1_tokens_equal_to_the_highest_life_total_among_all_players():
    """"−9: Create a number of 1/1 black Vampire Knight creature tokens with lifelink equal
    to the highest life total among all players.": Bob's 25, not Alice's 20 (CR 119.1)."""
    from boards import ids
    game, sorin = _walker([], [], "Sorin, Grim Nemesis", 9)
    game.state.players[1].life = 25
    activate(game, sorin, index=2)
    resolve(game)
    assert len(ids(game, "Vampire Knight")) == 25


@plays("Kiora, the Crashing Wave", "effect.prevent_all", "effect.prevent_until_next_turn")
def test_611_2a_prevent_damage_to_and_by_target_permanent_until_your_next_turn():
    """"+1: Until your next turn, prevent all damage that would be dealt to and dealt by
    target permanent an opponent controls.": through Bob's turn, gone at Alice's next
    (CR 611.2a, 615.1)."""
    from test_oracle_play import obj, to_step
    game, kiora = _walker(["Mountain"] * 3, ["Hill Giant"], "Kiora, the Crashing Wave", 2,
                          hands=(["Lightning Bolt"] * 3, []))
    giant = obj(game, "Hill Giant")
    activate(game, kiora, ("object", giant), index=0)
    resolve(game)
    cast(game, "Lightning Bolt", ("object", giant))
    resolve(game)
    assert game.state.objects[giant].damage == 0
    to_step(game, "upkeep")                                      # Bob's turn
    assert game.state.active == 1
    from tolaria import Action
    game.act(Action("pass", 1))                                  # Alice gets priority
    cast(game, "Lightning Bolt", ("object", giant))
    resolve(game)
    assert game.state.objects[giant].damage == 0
    to_step(game, "end")
    to_step(game, "upkeep")                                      # Alice's next turn
    assert game.state.active == 0
    cast(game, "Lightning Bolt", ("object", giant))
    resolve(game)
    assert "Hill Giant" not in _names(game)


@plays("Dovin, Hand of Control", "static.cost_change", "mass.type_list")
def test_601_2f_artifact_instant_and_sorcery_spells_your_opponents_cast_cost_more():
    """"Artifact, instant, and sorcery spells your opponents cast cost {1} more to cast.":
    Bob's Lightning Bolt needs two lands; Alice's doesn't (CR 601.2f)."""
    from test_oracle_play import in_hand, to_step
    game, _ = _walker(["Mountain"], ["Mountain"], "Dovin, Hand of Control", 5,
                      hands=(["Lightning Bolt"], ["Lightning Bolt"]))
    bobs = in_hand(game, "Lightning Bolt", 1)
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert life(game, 1) == 17
    to_step(game, "upkeep")                                     # Bob's turn
    assert game.state.active == 1 and game.decision.player == 1
    assert not [a for a in game.legal_actions() if a.kind == "cast" and a.object == bobs]


@plays("Liliana of the Veil", "effect.piles_sacrifice")
def test_700_3_liliana_of_the_veil_separates_piles_and_the_player_sacrifices_one():
    game, liliana = _walker([], ["Grizzly Bears", "Hill Giant", "Mountain"],
                            "Liliana of the Veil", 6)
    bears, giant, mountain = (ids(game, n)[0] for n in ("Grizzly Bears", "Hill Giant",
                                                        "Mountain"))
    activate(game, liliana, BOB, index=2)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert set(game.decision.options) == {bears, giant, mountain, "done"}
    choose(game, giant)                                            # the first pile: the Giant
    choose(game, "done")                                           # the second: the rest
    assert game.decision.player == 1 and "first pile" in game.decision.options
    choose(game, "second pile")                                    # Bob keeps the Giant
    resolve(game)
    state = game.state
    assert giant in state.battlefield and bears not in state.battlefield
    assert mountain not in state.battlefield
    assert liliana not in state.battlefield                       # 6 - 6 loyalty (CR 704.5i)
