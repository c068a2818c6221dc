"""Cards that blocked published decks of the corpus (benchmarks/decks/), played."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import cast, chars, choose, grave, hand, in_hand, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _attach_obsession(attack: bool) -> Game:
    game = board(["Grizzly Bears", "Island"], [], hands=(["Curious Obsession"], []))
    cast(game, "Curious Obsession", ids(game, "Grizzly Bears")[0])
    resolve(game)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=((bears, ("player", 1)),) if attack else ()))
    return game


@plays("Curious Obsession", "condition.this_turn")
def test_603_4_curious_obsession_is_sacrificed_at_the_end_step_if_you_didnt_attack():
    game = _attach_obsession(attack=False)
    to_step(game, "end")
    while game.state.stack:
        resolve(game)
    assert "Curious Obsession" in grave(game)                 # intervening if: true (603.4)
    assert not ids(game, "Curious Obsession")


@plays("Curious Obsession", "condition.this_turn")
def test_603_4_curious_obsession_stays_when_you_attacked_and_draws_on_damage():
    game = _attach_obsession(attack=True)
    before = len(hand(game))
    to_step(game, "end")
    assert ids(game, "Curious Obsession")                     # no trigger: it didn't hold
    assert game.state.players[1].life == 17                   # a 3/3 with the Aura
    assert len(hand(game)) == before + 1                      # "you may draw a card"


def _swipe(attacker: str) -> Game:
    game = board([attacker, "Forest"], ["Hill Giant"], hands=(["Savage Swipe"], []))
    cast(game, "Savage Swipe", ids(game, attacker)[0], ids(game, "Hill Giant")[0])
    resolve(game)
    return game


@plays("Savage Swipe", "condition.if_rider", "effect.fight")
def test_608_2c_savage_swipe_pumps_only_a_creature_with_power_exactly_2():
    game = _swipe("Grizzly Bears")                 # power 2: a 4/4 fights the 3/3 (CR 701.14)
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert game.state.objects[ids(game, "Grizzly Bears")[0]].damage == 3
    game = _swipe("Trained Armodon")               # power 3: no pump, a 3/3 fights a 3/3
    assert not ids(game, "Trained Armodon") and not ids(game, "Hill Giant")
    game = _swipe("Savannah Lions")                # a 2/1 pumped: a 4/3 and the 3/3 trade
    assert not ids(game, "Savannah Lions") and not ids(game, "Hill Giant")
    game = _swipe("Llanowar Elves")                # power 1: no pump, the 1/1 dies alone
    assert not ids(game, "Llanowar Elves") and ids(game, "Hill Giant")


@plays("Paradoxical Outcome", "quantity.returned_this_way")
def test_608_2c_paradoxical_outcome_draws_for_each_card_returned_to_your_hand():
    game = board(["Ornithopter", "Grizzly Bears"] + ["Island"] * 4, ["Hill Giant"],
                 hands=(["Paradoxical Outcome"], []))
    giant = ids(game, "Hill Giant")[0]
    game.state.objects[giant].controller = 0             # Alice controls Bob's Hill Giant
    game.state.changed()
    targets = [ids(game, "Ornithopter")[0], ids(game, "Grizzly Bears")[0], giant]
    cast(game, "Paradoxical Outcome", *targets, *[None] * 27)   # 30 slots (CR 601.2c)
    resolve(game)
    assert not ids(game, "Ornithopter") and not ids(game, "Grizzly Bears")
    assert [game.state.objects[i].name for i in game.state.players[1].hand] == ["Hill Giant"]
    assert sorted(hand(game)) == ["Grizzly Bears", "Ornithopter", "Wastes", "Wastes"]


@plays("Wildgrowth Walker", "trigger.explores")
def test_701_40b_wildgrowth_walker_triggers_each_time_a_creature_explores():
    game = board(["Wildgrowth Walker", "Forest", "Forest", "Forest"], [],
                 hands=(["Jadelight Ranger"], []))
    walker = ids(game, "Wildgrowth Walker")[0]
    cast(game, "Jadelight Ranger")
    for _ in range(20):                       # the spell, its trigger, then the Walker's two
        if not game.state.stack:
            break
        resolve(game)
        while game.decision.kind != "priority":
            game.act(game.legal_actions()[0])
    assert game.state.objects[walker].counters.get("+1/+1") == 2   # it explored twice
    assert game.state.players[0].life == 26
    assert hand(game).count("Wastes") == 2                 # two lands revealed (CR 701.40a)


@plays("Blood Curdle", "effect.counters_chosen")
def test_608_2d_a_counter_on_a_creature_you_control_chosen_as_it_resolves():
    """Not a target (CR 115.1): chosen as the spell resolves (608.2d), among the creatures
    its controller controls then; a menace counter gives menace (CR 122.1b)."""
    game = board(["Grizzly Bears", "Hill Giant"] + ["Swamp"] * 4, ["Serra Angel"],
                 hands=(["Blood Curdle"], []))
    cast(game, "Blood Curdle", ids(game, "Serra Angel")[0])
    resolve(game)
    assert game.decision.kind == "choose"
    assert set(game.decision.options) == set(ids(game, "Grizzly Bears") + ids(game, "Hill Giant"))
    game.act(Action("choose", 0, choice=(ids(game, "Hill Giant")[0],)))
    giant = game.state.objects[ids(game, "Hill Giant")[0]]
    assert giant.counters == {"menace": 1} and not ids(game, "Serra Angel")
    assert "menace" in game.seat(0).characteristics(giant).keywords


@plays("Settle the Score", "effect.counters_chosen")
def test_608_2d_loyalty_counters_on_the_one_planeswalker_you_control():
    game = board(["Swamp"] * 4, ["Grizzly Bears"], hands=(["Settle the Score"], []))
    liliana = create_object(game.state, card_def("Liliana of the Veil"), 0, "battlefield")
    liliana.counters["loyalty"] = before = 3
    game.state.changed()
    cast(game, "Settle the Score", ids(game, "Grizzly Bears")[0])
    resolve(game)                                       # one planeswalker: no choice to make
    assert liliana.counters.get("loyalty", 0) == before + 2
    assert not ids(game, "Grizzly Bears")


def _passage(lands: int) -> tuple[Game, bool]:
    game = board(["Fabled Passage"] + ["Plains"] * lands, [])
    before = set(game.state.battlefield)
    game.act("activate Fabled Passage")
    resolve(game)
    game.act(Action("choose", 0, choice=(game.decision.options[0],)))    # a Wastes
    found = [i for i in game.state.battlefield if i not in before]
    assert [game.state.objects[i].name for i in found] == ["Wastes"]
    return game, game.state.objects[found[0]].tapped


@plays("Fabled Passage", "library.found_land_untap")
def test_608_2c_fabled_passage_untaps_the_land_it_found_with_four_lands():
    assert _passage(3)[1] is False              # three Plains and the Wastes: untapped
    assert _passage(2)[1] is True               # three lands: it stays tapped (CR 608.2c)


@plays("Go Blank", "effect.exile_graveyards")
def test_608_2c_go_blank_then_exiles_that_players_graveyard():
    game = board(["Swamp"] * 4, [], hands=(["Go Blank"], ["Shock", "Shock", "Giant Growth"]))
    create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard")
    cast(game, "Go Blank", ("player", 1))
    resolve(game)
    if game.decision.kind == "discard":
        game.act(game.legal_actions()[0])                       # Bob chooses two
    assert len(game.state.players[1].hand) == 1
    assert game.state.players[1].graveyard == []                # the two and the Bears
    assert sorted(game.state.objects[i].name for i in game.state.players[1].exile) == sorted(
        ["Grizzly Bears"] + [n for n in ("Shock", "Shock", "Giant Growth")
                             if n not in hand(game, 1)])
    assert grave(game) == ["Go Blank"]


@plays("Witch's Oven", "condition.sacrificed_number")
def test_118_8_witchs_oven_two_foods_for_a_creature_with_toughness_4_or_greater():
    for victim, foods in (("Grizzly Bears", 1), ("Serra Angel", 2)):
        game = board(["Witch's Oven", victim], [])
        game.act(f"activate Witch's Oven sacrificing {victim}")
        resolve(game)
        assert not ids(game, victim) and len(ids(game, "Food")) == foods     # CR 608.2h


def _bolt_countered_by(counterer: int) -> Game:
    """Bob casts Lightning Bolt at Alice; `counterer` counters it with Counterspell."""
    game = board(["Baral, Chief of Compliance", "Island", "Island"], ["Mountain", "Island",
                 "Island"], hands=(["Counterspell"], ["Lightning Bolt", "Counterspell"]))
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    bolt = game.state.stack[-1]
    if counterer == 0:
        game.act(Action("pass", 1))
    cast(game, "Counterspell", bolt, player=counterer)
    resolve(game)
    return game


@plays("Baral, Chief of Compliance", "trigger.counters_spell")
def test_701_5a_baral_loots_when_a_spell_you_control_counters_a_spell():
    game = _bolt_countered_by(0)
    assert game.state.players[0].life == 20
    assert game.decision.kind == "yes_no"                      # "you may draw" (CR 603.5)
    choose(game, "yes")
    resolve(game)                       # drew a Wastes, then discarded the only card in hand
    assert grave(game) == ["Counterspell", "Wastes"] and hand(game) == []
    assert len(game.state.players[0].library) == 9


@plays("Baral, Chief of Compliance", "trigger.counters_spell")
def test_603_2_baral_ignores_a_spell_an_opponent_counters():
    game = _bolt_countered_by(1)
    assert game.state.players[0].life == 20 and not game.state.stack
    assert game.decision.kind == "priority" and hand(game) == ["Counterspell"]


def _finality(answer: str) -> Game:
    game = board(["Hill Giant", "Grizzly Bears", "Swamp", "Swamp", "Swamp", "Swamp", "Forest",
                  "Forest"], ["Serra Angel"], hands=(["Find // Finality"], []))
    game.act(game.parse("cast Finality", 0))
    resolve(game)
    assert game.decision.kind == "yes_no"                    # chosen as it resolves (608.2d)
    choose(game, answer)
    if answer == "yes":
        assert game.decision.kind == "choose"
        choose(game, ids(game, "Hill Giant")[0])
    resolve(game)
    return game


@plays("Find // Finality", "condition.may", "effect.then_sentence")
def test_608_2d_finality_may_put_counters_then_all_creatures_get_minus_4():
    game = _finality("yes")
    giant = ids(game, "Hill Giant")
    assert giant and game.state.objects[giant[0]].counters == {"+1/+1": 2}   # 5/5, then 1/1
    assert not ids(game, "Grizzly Bears") and not ids(game, "Serra Angel")
    game = _finality("no")                   # declined: the -4/-4 still happens (CR 608.2c)
    assert not ids(game, "Hill Giant") and not ids(game, "Serra Angel")


@plays("Put Away", "condition.may")
def test_608_2d_put_away_declining_the_shuffle_leaves_the_card_counter_still_done():
    """The optional instruction's target was chosen as the spell was cast (CR 601.2c);
    declining it changes nothing else (CR 608.2d)."""
    for answer, in_graveyard in (("yes", False), ("no", True)):
        game = board(["Island"] * 4, ["Mountain"], hands=(["Put Away"], ["Lightning Bolt"]))
        card = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
        game.act(Action("pass", 0))
        cast(game, "Lightning Bolt", ("player", 0), player=1)
        game.act(Action("pass", 1))
        cast(game, "Put Away", game.state.stack[-1], card.id)
        resolve(game)
        assert game.decision.kind == "yes_no"
        choose(game, answer)
        resolve(game)
        assert game.state.players[0].life == 20                 # the Bolt was countered
        assert ("Grizzly Bears" in grave(game)) == in_graveyard
        assert len(game.state.players[0].library) == (10 if in_graveyard else 11)


@plays("Unsubstantiate", "phrase.spell_or_type")
def test_115_1_unsubstantiate_returns_a_spell_or_a_creature_to_its_owners_hand():
    game = board(["Island", "Island"], ["Mountain", "Hill Giant"],
                 hands=(["Unsubstantiate"], ["Lightning Bolt"]))
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    bolt = game.state.stack[-1]
    game.act(Action("pass", 1))
    spell = in_hand(game, "Unsubstantiate")
    legal = {t for a in game.legal_actions() if a.kind == "cast" and a.object == spell
             for t in a.targets}
    giant = ids(game, "Hill Giant")[0]
    mountain = ids(game, "Mountain")[0]
    assert ("object", bolt) in legal and ("object", giant) in legal    # any spell, a creature
    assert ("object", mountain) not in legal                           # not another permanent
    cast(game, "Unsubstantiate", bolt)
    resolve(game)
    assert game.state.players[0].life == 20 and hand(game, 1) == ["Lightning Bolt"]
    game = board(["Island", "Island"], ["Hill Giant"], hands=(["Unsubstantiate"], []))
    cast(game, "Unsubstantiate", ids(game, "Hill Giant")[0])
    resolve(game)
    assert not ids(game, "Hill Giant") and hand(game, 1) == ["Hill Giant"]


@plays("Brutal Expulsion", "phrase.spell_or_type")
def test_601_2c_brutal_expulsion_returns_a_spell_to_its_owners_hand():
    game = board(["Island", "Island", "Mountain", "Mountain"], ["Mountain"],
                 hands=(["Brutal Expulsion"], ["Lightning Bolt"]))
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    bolt = game.state.stack[-1]
    game.act(Action("pass", 1))
    cast(game, "Brutal Expulsion", bolt, mode=0)
    resolve(game)
    assert hand(game, 1) == ["Lightning Bolt"] and game.state.players[0].life == 20


def _duplicant(victim: str, graveyard: tuple[str, ...] = (), answer: str = "yes"
               ) -> tuple[Game, int]:
    game = board(["Island"] * 6, [victim], hands=(["Duplicant"], []))
    for name in graveyard:
        create_object(game.state, card_def(name), 1, "graveyard")
    cast(game, "Duplicant")
    resolve(game)                                    # the spell, then its trigger's target
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", ids(game, victim)[0]),)))
    resolve(game)
    assert game.decision.kind == "yes_no"                      # "you may exile"
    choose(game, answer)
    resolve(game)
    return game, ids(game, "Duplicant")[0]


@plays("Duplicant", "library.exiled_creature_traits")
def test_613_4b_duplicant_has_the_exiled_creatures_power_toughness_and_types():
    game, duplicant = _duplicant("Serra Angel")
    assert not ids(game, "Serra Angel")
    chars = game.seat(0).characteristics(game.state.objects[duplicant])
    assert (chars.power, chars.toughness) == (4, 4)                    # layer 7b
    assert chars.subtypes == {"Angel", "Shapeshifter"}                 # layer 4, still one
    assert "flying" not in chars.keywords                              # not its abilities
    game, duplicant = _duplicant("Serra Angel", answer="no")           # nothing exiled
    chars = game.seat(0).characteristics(game.state.objects[duplicant])
    assert (chars.power, chars.toughness, chars.subtypes) == (2, 4, {"Shapeshifter"})


@plays("Duplicant", "library.exiled_creature_traits")
def test_604_3_duplicant_reads_an_exiled_cards_characteristic_defining_ability():
    game, duplicant = _duplicant("Tarmogoyf", ("Lightning Bolt", "Grizzly Bears"))
    chars = game.seat(0).characteristics(game.state.objects[duplicant])
    assert (chars.power, chars.toughness) == (2, 3)      # instant and creature: 2/2+1
    angel = create_object(game.state, card_def("Serra Angel"), 1, "exile")
    game.state.changed()                      # a card exiled some other way: not linked
    assert angel.zone == "exile"
    assert game.seat(0).characteristics(game.state.objects[duplicant]).power == 2


def _apparition(exile: bool) -> Game:
    game = board(["Plains"] * 3, ["Hill Giant", "Mountain"],
                 hands=(["Skyclave Apparition"], ["Shock"]))
    cast(game, "Skyclave Apparition")
    resolve(game)                                         # the spell, then its trigger
    if game.decision.kind == "targets":
        giant = ids(game, "Hill Giant")[0]
        game.act(Action("choose", 0, targets=(("object", giant) if exile else None,)))
    resolve(game)
    game.act(Action("pass", 0))
    cast(game, "Shock", ids(game, "Skyclave Apparition")[0], player=1)
    resolve(game)
    return game


@plays("Skyclave Apparition", "library.exiled_owner_creates")
def test_607_2a_skyclave_apparition_the_exiled_cards_owner_gets_an_x_x_illusion():
    game = _apparition(exile=True)
    assert not ids(game, "Hill Giant") and not ids(game, "Skyclave Apparition")
    illusion = ids(game, "Illusion")
    assert len(illusion) == 1 and game.state.objects[illusion[0]].controller == 1
    assert (chars(game, illusion[0]).power, chars(game, illusion[0]).toughness) == (4, 4)
    game = _apparition(exile=False)                       # no exiled card: no token (607.2a)
    assert not ids(game, "Illusion") and ids(game, "Hill Giant")


@plays("Harsh Mentor", "trigger.activates")
def test_602_2i_harsh_mentor_punishes_an_opponents_ability_but_not_a_mana_ability():
    game = board(["Harsh Mentor"], ["Prodigal Pyromancer", "Llanowar Elves"])
    game.act(Action("pass", 0))
    game.act("activate Llanowar Elves")                   # a mana ability (CR 605.3a)
    assert not game.state.stack and game.state.players[1].life == 20
    game.act("activate Prodigal Pyromancer targeting Alice")
    assert len(game.state.stack) == 2                     # the ability, then the trigger
    resolve(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 19


@plays("Burning-Tree Shaman", "trigger.activates")
def test_602_2i_burning_tree_shaman_sees_cycling_from_the_hand():
    game = board(["Burning-Tree Shaman", "Mountain"], [], hands=(["Forgotten Cave"], []))
    game.act("activate Forgotten Cave:2")                 # cycling (CR 702.29a)
    resolve(game)
    assert game.state.players[0].life == 19 and hand(game) == ["Wastes"]


@plays("Keral Keep Disciples", "trigger.activates")
def test_606_3_keral_keep_disciples_on_a_chandra_loyalty_ability():
    game = board(["Keral Keep Disciples"], [])
    chandra = create_object(game.state, card_def("Chandra Nalaar"), 0, "battlefield")
    chandra.counters["loyalty"] = 6
    game.state.changed()
    game.act("activate Chandra Nalaar:1 targeting Bob")   # +1: 1 damage to Bob
    resolve(game)
    assert game.state.players[1].life == 18               # and 1 from the Disciples


@plays("Ghostfire Blade", "ability.keyword_cost_change")
def test_601_2f_ghostfire_blade_equips_a_colorless_creature_for_2_less():
    game = board(["Ghostfire Blade", "Ornithopter", "Grizzly Bears", "Mountain"], [])
    blade = ids(game, "Ghostfire Blade")[0]
    legal = {a.targets for a in game.legal_actions() if a.kind == "activate"
             and a.object == blade}
    assert legal == {(("object", ids(game, "Ornithopter")[0]),)}      # {1}; the Bears {3}
    game.act("activate Ghostfire Blade targeting Ornithopter")
    resolve(game)
    assert (chars(game, ids(game, "Ornithopter")[0]).power,
            chars(game, ids(game, "Ornithopter")[0]).toughness) == (2, 4)


@plays("Soul-Scar Mage", "static.damage_mod")
def test_614_1a_soul_scar_mage_noncombat_damage_to_an_opponents_creature_is_counters():
    game = board(["Soul-Scar Mage", "Mountain", "Mountain"], ["Craw Wurm"],
                 hands=(["Lightning Bolt", "Shock"], []))
    wurm = ids(game, "Craw Wurm")[0]
    cast(game, "Lightning Bolt", wurm)
    resolve(game)
    assert game.state.objects[wurm].counters == {"-1/-1": 3}     # not damage (CR 614.1a)
    assert game.state.objects[wurm].damage == 0
    assert (chars(game, wurm).power, chars(game, wurm).toughness) == (3, 1)
    cast(game, "Shock", ("player", 1))                          # a player: damage as usual
    resolve(game)
    assert game.state.players[1].life == 18
