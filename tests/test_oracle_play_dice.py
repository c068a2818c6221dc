"""Rolling dice (CR 706): "Roll a d20." with its results table, "Roll a six-sided die."
and "the result" read by the next instruction, on spells, triggered and activated
abilities. Each test reseeds the game's random generator and checks what was done against
the result the log shows."""

from __future__ import annotations

import re

from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose_targets,
    life,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.view import view

ROLLED = re.compile(r"^Alice rolls a d(\d+): (\d+)$")


def _rolls(game: Game) -> list[tuple[int, int]]:
    """The (sides, result) of each die Alice rolled, as the log shows them (CR 706.2)."""
    out = []
    for entry in game.log:
        found = ROLLED.match(entry.text)
        if found is not None:
            assert "706.2" in entry.rules
            out.append((int(found.group(1)), int(found.group(2))))
    return out


def _tokens(game: Game, name: str, player: int = 0) -> list[int]:
    return [i for i in ids(game, name) if game.state.objects[i].controller == player]


@plays("Recruitment Drive", "dice.roll", "dice.results_table")
def test_706_3a_recruitment_drive_makes_the_tokens_of_the_row_rolled():
    rows = set()
    for seed in range(40):
        game = board(["Plains"] * 3, [], hands=(["Recruitment Drive"], []))
        game.state.rng.seed(seed)
        cast(game, "Recruitment Drive")
        resolve(game)
        [(sides, result)] = _rolls(game)
        assert sides == 20 and 1 <= result <= 20
        soldiers, knights = len(_tokens(game, "Soldier")), len(_tokens(game, "Knight"))
        if result <= 9:
            assert (soldiers, knights) == (2, 0)
        elif result <= 19:
            assert (soldiers, knights) == (0, 2)
            assert chars(game, _tokens(game, "Knight")[0]).power == 2
        else:
            assert (soldiers, knights) == (0, 3)
        rows.add(min(result // 10, 2))
        if rows == {0, 1, 2}:
            break
    assert rows == {0, 1, 2}                               # every row was rolled and done


@plays("Herald of Hadar", "dice.roll", "dice.results_table")
def test_706_3b_herald_of_hadar_row_of_several_sentences_is_one_activated_ability():
    rows = set()
    for seed in range(40):
        game = board(["Herald of Hadar"] + ["Swamp"] * 6, [])
        game.state.rng.seed(seed)
        activate(game, obj(game, "Herald of Hadar"))
        resolve(game)
        [(_, result)] = _rolls(game)
        assert life(game, 1) == 18                           # every row: Bob loses 2
        assert life(game, 0) == (20 if result <= 9 else 22)
        assert len(_tokens(game, "Treasure")) == (2 if result == 20 else 0)
        rows.add(0 if result <= 9 else 1 if result <= 19 else 2)
        if rows == {0, 1, 2}:
            break
    assert rows == {0, 1, 2}


@plays("Box of Free-Range Goblins", "dice.roll", "dice.the_result")
def test_706_4_box_of_free_range_goblins_creates_as_many_goblins_as_the_result():
    results = set()
    for seed in range(6):
        game = board(["Mountain"] * 6, [], hands=(["Box of Free-Range Goblins"], []))
        game.state.rng.seed(seed)
        cast(game, "Box of Free-Range Goblins")
        resolve(game)
        [(sides, result)] = _rolls(game)
        assert sides == 6 and 1 <= result <= 6
        assert len(_tokens(game, "Goblin")) == result
        results.add(result)
    assert len(results) > 1


@plays("Growth Spurt", "dice.roll", "dice.the_result", "quantity.where_x")
def test_706_4_growth_spurt_x_is_the_result():
    game = board(["Forest"] * 2 + ["Grizzly Bears"], [], hands=(["Growth Spurt"], []))
    game.state.rng.seed(3)
    bears = obj(game, "Grizzly Bears")
    cast(game, "Growth Spurt", bears)
    resolve(game)
    [(_, result)] = _rolls(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2 + result, 2 + result)


@plays("Ancient Copper Dragon", "dice.roll", "dice.the_result")
def test_706_4_ancient_copper_dragon_combat_damage_trigger_rolls_a_d20_for_treasures():
    game = board(["Ancient Copper Dragon"], [], step="declare attackers")
    game.state.rng.seed(11)
    dragon = obj(game, "Ancient Copper Dragon")
    game.act(Action("attack", 0, choice=((dragon, BOB),)))
    to_step(game, "combat damage")
    resolve(game)
    assert life(game, 1) == 14
    [(sides, result)] = _rolls(game)
    assert sides == 20
    assert len(_tokens(game, "Treasure")) == result


@plays("Sylvan Shepherd", "dice.roll", "dice.results_table")
def test_706_3a_sylvan_shepherd_attack_trigger_gains_the_life_of_its_row():
    for seed in range(4):
        game = board(["Sylvan Shepherd"], [], step="declare attackers")
        game.state.rng.seed(seed)
        game.act(Action("attack", 0, choice=((obj(game, "Sylvan Shepherd"), BOB),)))
        resolve(game)
        [(_, result)] = _rolls(game)
        assert life(game, 0) == 20 + (1 if result <= 9 else 2 if result <= 19 else 5)


@plays("Component Pouch", "dice.roll", "dice.results_table")
def test_706_3a_component_pouch_tap_ability_puts_the_rows_counters():
    game = board(["Component Pouch"], [])
    game.state.rng.seed(5)
    pouch = obj(game, "Component Pouch")
    activate(game, pouch, index=1)
    resolve(game)
    [(_, result)] = _rolls(game)
    assert game.state.objects[pouch].counters.get("component", 0) == (1 if result <= 9 else 2)


@plays("Recruitment Drive", "dice.roll", "dice.results_table")
def test_706_2_the_same_seed_rolls_the_same_and_every_seat_sees_it():
    def play(seed: int) -> Game:
        game = board(["Plains"] * 3, [], hands=(["Recruitment Drive"], []))
        game.state.rng.seed(seed)
        cast(game, "Recruitment Drive")
        resolve(game)
        return game
    first, again = play(7), play(7)
    assert _rolls(first) == _rolls(again)
    assert [str(e) for e in first.log] == [str(e) for e in again.log]
    [(_, result)] = _rolls(first)
    line = f"Alice rolls a d20: {result}"
    for seat in (0, 1):                                    # the result is public
        assert any(line in text for text in view(first.state, seat)["log"])


def test_706_3_tables_and_rolls_the_engine_cant_play_stay_gaps():
    from tolaria.cards.database import CardDatabase
    from tolaria.cards.oracle.compiler import compile_card
    database = CardDatabase.bundled()
    for name in ("Delina, Wild Mage",       # "You may roll again." (CR 706.3c)
                 "Revivify",                # a modifier the engine can't count
                 "Elvish Impersonators",    # two results
                 "Berserker's Frenzy"):     # "roll two d20 and ignore the lower roll"
        assert compile_card(database.get(name)).gaps, name


@plays("Dissatisfied Customer", "dice.roll", "dice.if_result")
def test_706_4_dissatisfied_customer_loses_that_much_life_on_three_or_less():
    seen = set()
    for seed in range(12):
        game = board(["Swamp"] * 3, [], hands=(["Dissatisfied Customer"], []))
        game.state.rng.seed(seed)
        cast(game, "Dissatisfied Customer")
        resolve(game)                                      # the spell, then its trigger
        [(sides, result)] = _rolls(game)
        assert sides == 6
        assert life(game, 0) == 20 - (result if result <= 3 else 0)
        seen.add(result <= 3)
        if seen == {True, False}:
            break
    assert seen == {True, False}


@plays("Chicken Egg", "dice.roll", "dice.if_result")
def test_706_4_chicken_egg_hatches_only_on_a_six():
    seen = set()
    for seed in range(40):
        game = board(["Chicken Egg"], [], step="upkeep")
        game.state.rng.seed(seed)
        resolve(game)
        [(_, result)] = _rolls(game)
        hatched = result == 6
        assert bool(ids(game, "Chicken Egg")) != hatched
        assert len(_tokens(game, "Giant Bird")) == (1 if hatched else 0)
        seen.add(hatched)
        if seen == {True, False}:
            break
    assert seen == {True, False}


@plays("Inhumaniac", "dice.roll", "dice.if_result")
def test_706_4_inhumaniac_on_a_3_or_4_one_counter_on_5_or_higher_two():
    for seed in range(8):
        game = board(["Inhumaniac"], [], step="upkeep")
        maniac = obj(game, "Inhumaniac")
        game.state.objects[maniac].counters["+1/+1"] = 1
        game.state.rng.seed(seed)
        resolve(game)
        [(_, result)] = _rolls(game)
        expected = {1: 0, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}[result]
        assert game.state.objects[maniac].counters.get("+1/+1", 0) == expected


@plays("Poultrygeist", "dice.roll", "dice.if_result")
def test_706_4_poultrygeist_otherwise_is_every_other_result():
    for seed in range(6):
        game = board(["Poultrygeist", "Grizzly Bears"], [], hands=(["Murder"], []))
        game.state.rng.seed(seed)
        bird = obj(game, "Poultrygeist")
        from boards import add_mana
        add_mana(game, "{1}{B}{B}")
        cast(game, "Murder", obj(game, "Grizzly Bears"))
        resolve(game)
        if game.decision.kind != "priority":               # "you may roll" (CR 603.5)
            from test_oracle_play import choose
            choose(game, "yes")
            resolve(game)
        [(_, result)] = _rolls(game)
        if result == 1:
            assert not ids(game, "Poultrygeist")
        else:
            assert game.state.objects[bird].counters.get("+1/+1", 0) == 1


@plays("Brazen Dwarf", "trigger.dice_rolled")
def test_603_2_brazen_dwarf_triggers_when_you_roll_a_die():
    game = board(["Brazen Dwarf"] + ["Plains"] * 3, [], hands=(["Recruitment Drive"], []))
    cast(game, "Recruitment Drive")
    resolve(game)
    assert len(_rolls(game)) == 1
    assert life(game, 1) == 19                             # one roll, one trigger


@plays("Feywild Trickster", "trigger.dice_rolled")
def test_603_2_feywild_trickster_triggers_on_its_controllers_rolls_only():
    game = board(["Plains"] * 3, ["Feywild Trickster"], hands=(["Recruitment Drive"], []))
    cast(game, "Recruitment Drive")
    resolve(game)
    assert not _tokens(game, "Faerie Dragon", 1)           # Alice rolled, not Bob
    game = board(["Feywild Trickster", "Sylvan Shepherd"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Sylvan Shepherd"), BOB),)))
    resolve(game)
    assert len(_tokens(game, "Faerie Dragon")) == 1


def test_706_4_an_it_after_a_roll_is_not_guessed():
    from tolaria.cards.database import CardDatabase
    from tolaria.cards.oracle.compiler import compile_card
    # "untap it": the creature with the ability, not its target player or planeswalker
    assert compile_card(CardDatabase.bundled().get("Lobe Lobber")).gaps


@plays("Atomwheel Acrobats", "dice.roll", "trigger.die_rolled")
def test_603_2_atomwheel_acrobats_triggers_on_a_1_or_2_for_that_many_counters():
    seen = set()
    for seed in range(30):
        game = board(["Atomwheel Acrobats"] + ["Forest"] * 3, [])
        game.state.rng.seed(seed)
        acrobats = obj(game, "Atomwheel Acrobats")
        activate(game, acrobats)
        resolve(game)
        [(_, result)] = _rolls(game)
        counters = game.state.objects[acrobats].counters.get("+1/+1", 0)
        assert counters == (result if result <= 2 else 0)
        seen.add(result <= 2)
        if seen == {True, False}:
            break
    assert seen == {True, False}


@plays("Steel Squirrel", "dice.roll", "trigger.die_rolled", "quantity.where_x")
def test_603_2_steel_squirrel_gets_the_result_on_a_5_or_higher():
    seen = set()
    for seed in range(30):
        game = board(["Steel Squirrel"] + ["Wastes"] * 6, [])
        game.state.rng.seed(seed)
        squirrel = obj(game, "Steel Squirrel")
        activate(game, squirrel)
        resolve(game)
        [(_, result)] = _rolls(game)
        bonus = result if result >= 5 else 0
        assert (chars(game, squirrel).power, chars(game, squirrel).toughness) == \
            (1 + bonus, 1 + bonus)
        seen.add(bonus > 0)
        if seen == {True, False}:
            break
    assert seen == {True, False}


@plays("Chittering Doom", "trigger.die_rolled")
def test_603_2_chittering_doom_counts_any_die_of_its_controller():
    seen = set()
    for seed in range(30):
        game = board(["Chittering Doom"] + ["Plains"] * 3, [],
                     hands=(["Recruitment Drive"], []))
        game.state.rng.seed(seed)
        cast(game, "Recruitment Drive")
        resolve(game)
        [(_, result)] = _rolls(game)
        assert len(_tokens(game, "Squirrel")) == (1 if result >= 4 else 0)
        seen.add(result >= 4)
        if seen == {True, False}:
            break
    assert seen == {True, False}


@plays("Swarming Goblins", "dice.roll", "dice.results_table", "dice.those_tokens")
def test_706_3a_swarming_goblins_those_tokens_are_the_goblins_of_the_first_row():
    rows = set()
    for seed in range(40):
        game = board(["Mountain"] * 5, [], hands=(["Swarming Goblins"], []))
        game.state.rng.seed(seed)
        cast(game, "Swarming Goblins")
        resolve(game)
        [(_, result)] = _rolls(game)
        goblins = _tokens(game, "Goblin")
        assert len(goblins) == (1 if result <= 9 else 2 if result <= 19 else 3)
        assert all((chars(game, g).power, chars(game, g).toughness) == (1, 1) for g in goblins)
        rows.add(len(goblins))
        if len(rows) == 3:
            break
    assert rows == {1, 2, 3}


MODIFIED = re.compile(r"^Alice rolls a d20: (\d+) \+ (\d+) = (\d+)$")


@plays("Diviner's Portent", "dice.roll", "dice.modifier", "dice.results_table")
def test_706_2_diviners_portent_adds_the_cards_in_hand_to_the_natural_result():
    rows = set()
    for seed in range(40):
        game = board(["Island"] * 5, [], hands=(["Diviner's Portent"] + ["Opt"] * 6, []))
        game.state.rng.seed(seed)
        cast(game, "Diviner's Portent", x=2)
        resolve(game)
        [found] = [m for m in (MODIFIED.match(e.text) for e in game.log) if m]
        natural, bonus, result = (int(g) for g in found.groups())
        assert bonus == 6 and result == natural + 6     # the spell itself is on the stack
        if result >= 15:                                 # scry 2, then draw 2
            assert game.decision.kind != "priority"
            while game.decision.kind != "priority":
                move_on(game)
        assert len(game.state.players[0].hand) == 8
        rows.add(result >= 15)
        if rows == {True, False}:
            break
    assert rows == {True, False}


@plays("Farideh, Devil's Chosen", "trigger.dice_rolled", "dice.if_any_result")
def test_603_2_farideh_draws_only_if_a_result_was_10_or_higher():
    seen = set()
    for seed in range(30):
        game = board(["Farideh, Devil's Chosen"] + ["Plains"] * 3, [],
                     hands=(["Recruitment Drive"], []))
        game.state.rng.seed(seed)
        cast(game, "Recruitment Drive")
        resolve(game)
        [(_, result)] = _rolls(game)
        farideh = chars(game, obj(game, "Farideh, Devil's Chosen"))
        assert {"flying", "menace"} <= set(farideh.keywords)
        assert len(game.state.players[0].hand) == (1 if result >= 10 else 0)
        seen.add(result >= 10)
        if seen == {True, False}:
            break
    assert seen == {True, False}


@plays("Goblin Morningstar", "dice.roll", "dice.results_table", "tokens.attach_to_it")
def test_706_3a_goblin_morningstar_attaches_to_its_goblin_only_on_10_or_more():
    seen = set()
    for seed in range(30):
        game = board(["Mountain"] * 2, [], hands=(["Goblin Morningstar"], []))
        game.state.rng.seed(seed)
        cast(game, "Goblin Morningstar")
        resolve(game)
        [(_, result)] = _rolls(game)
        [goblin] = _tokens(game, "Goblin")
        star = game.state.objects[obj(game, "Goblin Morningstar")]
        assert (star.attached_to == goblin) == (result >= 10)
        seen.add(result >= 10)
        if seen == {True, False}:
            break
    assert seen == {True, False}


@plays("Ancient Bronze Dragon", "dice.roll", "dice.when_you_do", "dice.the_result",
       "quantity.where_x")
def test_603_12_ancient_bronze_dragon_reflexive_ability_counts_the_roll():
    game = board(["Ancient Bronze Dragon", "Grizzly Bears"], [], step="declare attackers")
    game.state.rng.seed(4)
    dragon, bears = obj(game, "Ancient Bronze Dragon"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((dragon, BOB),)))
    to_step(game, "combat damage")
    for _ in range(20):
        if game.decision.kind == "targets":
            choose_targets(game, dragon, bears)
        elif game.state.stack or game.state.pending:
            game.act(Action("pass", game.decision.player))
        else:
            break
    [(_, result)] = _rolls(game)
    assert game.state.objects[dragon].counters.get("+1/+1", 0) == result
    assert game.state.objects[bears].counters.get("+1/+1", 0) == result


@plays("Critical Hit", "trigger.die_rolled", "graveyard.card_trigger")
def test_706_2_critical_hit_returns_from_the_graveyard_on_a_natural_20_only():
    import random

    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    twenty = next(s for s in range(500) if random.Random(s).randint(1, 20) == 20)
    for seed, back in ((twenty, True), (twenty + 1, False)):
        game = board(["Plains"] * 3, [], hands=(["Recruitment Drive"], []))
        create_object(game.state, card_def("Critical Hit"), 0, "graveyard")
        game.state.changed()
        game.state.rng.seed(seed)
        cast(game, "Recruitment Drive")
        resolve(game)
        [(_, result)] = _rolls(game)
        assert (result == 20) == back
        assert ("Critical Hit" in [game.state.objects[i].name
                                   for i in game.state.players[0].hand]) == back


@plays("Pixie Guide", "dice.extra_die")
def test_706_6_pixie_guide_rolls_one_more_die_and_ignores_the_lowest():
    import random
    for seed in range(4):
        game = board(["Pixie Guide", "Pixie Guide"] + ["Plains"] * 3, [],
                     hands=(["Recruitment Drive"], []))
        game.state.rng.seed(seed)
        expected = random.Random(seed)
        rolls = [expected.randint(1, 20) for _ in range(3)]   # two Guides: two more dice
        cast(game, "Recruitment Drive")
        resolve(game)
        assert _rolls(game) == [(20, max(rolls))]            # the ignored rolls never happened
        assert any("rolls 3 d20 instead of one" in e.text and "706.6" in e.rules
                   for e in game.log)


@plays("Barbarian Class", "dice.extra_die", "trigger.dice_rolled", "keyword.class_level")
def test_706_6_barbarian_class_level_2_triggers_once_for_the_roll_it_replaced():
    game = board(["Barbarian Class", "Grizzly Bears"] + ["Plains"] * 3, [],
                 hands=(["Recruitment Drive"], []))
    game.state.objects[obj(game, "Barbarian Class")].chosen += (("class_level", "2"),)
    game.state.changed()
    bears = obj(game, "Grizzly Bears")
    cast(game, "Recruitment Drive")
    for _ in range(10):
        if game.decision.kind == "targets":
            choose_targets(game, bears)
        elif game.state.stack or game.state.pending:
            game.act(Action("pass", game.decision.player))
    assert len(_rolls(game)) == 1
    assert chars(game, bears).power == 4                      # one trigger: +2/+0
    assert "menace" in chars(game, bears).keywords
