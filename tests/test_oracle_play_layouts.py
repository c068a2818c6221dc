"""The constructs of card layouts with several faces, played (tests/test_oracle_play.py
says how `plays` is read): prototype (CR 718) and transform (CR 701.28a). The layouts'
rules are tested in tests/test_layouts.py."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, activate, cast, choose, life, obj, plays, resolve, to_step

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.game import Game
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


@plays("Blitz Automaton", "card.prototype")
def test_718_3b_a_prototyped_spell_has_the_prototype_cost_power_toughness_and_colour():
    game = board(["Mountain"] * 3, hands=(["Blitz Automaton"], []))
    game.act("cast Blitz Automaton for prototype")
    game.act("pass")
    game.act("pass")
    (automaton,) = [o for o in game.state.objects.values()
                    if o.zone == "battlefield" and o.name == "Blitz Automaton"]
    chars = characteristics(game.state, automaton)
    assert (chars.power, chars.toughness, chars.colors) == (3, 2, {"R"})


@plays("Thraben Gargoyle", "effect.transform")
def test_701_28a_transform_this_creature_turns_it_over():
    game = board(["Thraben Gargoyle"] + ["Plains"] * 6)
    game.act("activate Thraben Gargoyle")
    game.act("pass")
    game.act("pass")
    assert [game.state.objects[i].name for i in game.state.battlefield][0] == \
        "Stonewing Antagonizer"


@plays("Jushi Apprentice", "effect.flip")
def test_710_2_a_flip_card_flips_once_and_keeps_its_colour_and_mana_cost():
    game = board(["Jushi Apprentice", "Island", "Island", "Island"],
                 hands=(["Island"] * 8, []))
    game.act("activate Jushi Apprentice")
    game.act("pass")
    game.act("pass")
    (jushi,) = [o for o in game.state.objects.values()
                if o.zone == "battlefield" and o.card.face_of]
    assert jushi.name == "Tomoya the Revealer"                       # CR 710.2
    chars = characteristics(game.state, jushi)
    assert chars.colors == {"U"} and jushi.card.mana_value == 2      # CR 710.1c
    assert any(e.text == "Jushi Apprentice flips: it is Tomoya the Revealer" for e in game.log)


def _resolve_saying_yes(game: Game) -> None:
    """Pass until the stack is empty, answering "yes" to each "you may"."""
    while game.decision.kind != "priority" or game.state.stack:
        if game.decision.kind == "priority":
            game.act("pass")
        else:
            choose(game, "yes")


def _cast_arcane_and_take_a_ki_counter(game: Game) -> None:
    game.act("cast Reach Through Mists")
    _resolve_saying_yes(game)                        # "you may put a ki counter"


@plays("Callow Jushi", "condition.source", "effect.flip")
def test_710_2_callow_jushi_flips_at_the_end_step_with_two_ki_counters():
    game = board(["Callow Jushi", "Island", "Island"],
                 hands=(["Reach Through Mists", "Reach Through Mists"], []))
    jushi = obj(game, "Callow Jushi")
    _cast_arcane_and_take_a_ki_counter(game)
    _cast_arcane_and_take_a_ki_counter(game)
    assert game.state.objects[jushi].counters == {"ki": 2}
    to_step(game, "end")
    _resolve_saying_yes(game)                        # "you may flip it"
    jaraku = game.state.objects[jushi]
    assert jaraku.name == "Jaraku the Interloper"                    # CR 710.2
    assert jaraku.counters == {"ki": 2}              # CR 710.4: the same permanent
    chars = characteristics(game.state, jaraku)
    assert chars.colors == {"U"} and jaraku.card.mana_value == 3     # CR 710.1c
    assert (chars.power, chars.toughness) == (3, 4)                  # CR 710.1b


@plays("Hired Muscle", "condition.source", "effect.flip")
def test_603_4_one_ki_counter_doesnt_flip_hired_muscle():
    game = board(["Hired Muscle", "Island"], hands=(["Reach Through Mists"], []))
    muscle = obj(game, "Hired Muscle")
    _cast_arcane_and_take_a_ki_counter(game)
    assert game.state.objects[muscle].counters == {"ki": 1}
    to_step(game, "end")
    assert not game.state.stack                      # CR 603.4: the condition is false
    assert game.state.objects[muscle].name == "Hired Muscle"


@plays("Akki Lavarunner", "trigger.damage", "effect.flip")
def test_710_2_akki_lavarunner_flips_when_it_deals_damage_to_an_opponent():
    game = board(["Akki Lavarunner"], step="declare attackers")
    runner = obj(game, "Akki Lavarunner")
    game.act("attack with Akki Lavarunner")
    to_step(game, "end of combat")
    tok_tok = game.state.objects[runner]
    assert life(game, 1) == 19
    assert tok_tok.name == "Tok-Tok, Volcano Born"                   # CR 710.2
    chars = characteristics(game.state, tok_tok)
    assert chars.colors == {"R"} and tok_tok.card.mana_value == 4    # CR 710.1c
    assert "protection from red" in chars.keywords


@plays("Nezumi Graverobber", "condition.that_graveyard", "effect.flip")
def test_608_2c_nezumi_graverobber_flips_once_that_graveyard_is_empty():
    game = board(["Nezumi Graverobber"] + ["Swamp"] * 4)
    shock = create_object(game.state, card_def("Shock"), 1, "graveyard").id
    bears = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard").id
    robber = obj(game, "Nezumi Graverobber")
    activate(game, robber, shock)
    resolve(game)
    assert game.state.objects[robber].name == "Nezumi Graverobber"   # a card is left there
    activate(game, robber, bears)
    resolve(game)
    assert not game.state.players[1].graveyard
    nighteyes = game.state.objects[robber]
    assert nighteyes.name == "Nighteyes the Desecrator"              # CR 710.2
    assert characteristics(game.state, nighteyes).colors == {"B"}    # CR 710.1c


@plays("Kuon, Ogre Ascendant", "condition.this_turn", "effect.flip")
def test_603_4_kuon_flips_at_the_end_step_once_three_creatures_died_this_turn():
    game = board(["Kuon, Ogre Ascendant"] + ["Mountain"] * 3,
                 ["Llanowar Elves"] * 3 + ["Grizzly Bears"], hands=(["Shock"] * 3, []))
    kuon = obj(game, "Kuon, Ogre Ascendant")
    for _ in range(3):
        cast(game, "Shock", obj(game, "Llanowar Elves"))
        resolve(game)
    to_step(game, "end")
    resolve(game)
    essence = game.state.objects[kuon]
    assert essence.name == "Kuon's Essence"                          # CR 710.2
    chars = characteristics(game.state, essence)
    assert chars.types == {"Enchantment"} and chars.colors == {"B"}  # CR 710.1b, 710.1c
    to_step(game, "draw")                                            # Bob's upkeep passed
    assert not ids(game, "Grizzly Bears")            # the flipped face's ability


@plays("Kuon, Ogre Ascendant", "condition.this_turn", "effect.flip")
def test_603_4_two_creatures_dying_doesnt_flip_kuon():
    game = board(["Kuon, Ogre Ascendant"] + ["Mountain"] * 2, ["Llanowar Elves"] * 2,
                 hands=(["Shock"] * 2, []))
    kuon = obj(game, "Kuon, Ogre Ascendant")
    for _ in range(2):
        cast(game, "Shock", obj(game, "Llanowar Elves"))
        resolve(game)
    to_step(game, "end")
    assert not game.state.stack and game.state.objects[kuon].name == "Kuon, Ogre Ascendant"


@plays("Bushi Tenderfoot", "trigger.damaged_by", "effect.flip", "keyword.list")
def test_710_2_bushi_tenderfoot_flips_into_kenzo_with_double_strike_and_bushido():
    game = board(["Bushi Tenderfoot", "Forest"], ["Savannah Lions"],
                 step="declare attackers", hands=(["Giant Growth"], []))
    tenderfoot = obj(game, "Bushi Tenderfoot")
    game.act("attack with Bushi Tenderfoot")
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((obj(game, "Savannah Lions"), tenderfoot),)))
    while game.state.step != "declare blockers" or game.decision.kind != "priority":
        game.act(Action("pass", game.decision.player))
    cast(game, "Giant Growth", tenderfoot)
    resolve(game)
    to_step(game, "end of combat")
    kenzo = game.state.objects[tenderfoot]
    assert kenzo.name == "Kenzo the Hardhearted"                    # CR 710.2
    chars = characteristics(game.state, kenzo)
    assert chars.colors == {"W"} and kenzo.card.mana_value == 1      # CR 710.1c
    assert (chars.power, chars.toughness) == (6, 7)                  # 3/4 and Giant Growth
    assert {"double strike", "bushido 2"} <= chars.keywords          # "Double strike; bushido 2"


@plays("Erayo, Soratami Ascendant", "trigger.nth_of_turn", "effect.flip")
def test_601_2i_erayo_flips_when_the_fourth_spell_of_a_turn_is_cast_by_anyone():
    game = board(["Erayo, Soratami Ascendant"] + ["Island"] * 3, ["Island"],
                 hands=(["Reach Through Mists"] * 3, ["Reach Through Mists"]))
    erayo = obj(game, "Erayo, Soratami Ascendant")
    for _ in range(2):
        cast(game, "Reach Through Mists")
        resolve(game)
    cast(game, "Reach Through Mists")                    # the third spell of the turn
    assert len(game.state.stack) == 1
    game.act(Action("pass", 0))
    cast(game, "Reach Through Mists", player=1)           # the fourth: Bob's
    resolve(game)
    essence = game.state.objects[erayo]
    assert essence.name == "Erayo's Essence"                         # CR 710.2
    chars = characteristics(game.state, essence)
    assert chars.types == {"Enchantment"} and chars.colors == {"U"}  # CR 710.1b, 710.1c


@plays("Rune-Tail, Kitsune Ascendant", "trigger.state", "effect.flip")
def test_603_8_rune_tail_flips_when_you_have_30_or_more_life():
    game = board(["Rune-Tail, Kitsune Ascendant"] + ["Plains"] * 4,
                 hands=(["Sacred Nectar", "Sacred Nectar"], []))
    game.state.players[0].life = 22
    rune_tail = obj(game, "Rune-Tail, Kitsune Ascendant")
    cast(game, "Sacred Nectar")
    resolve(game)
    assert life(game, 0) == 26 and not game.state.stack
    assert game.state.objects[rune_tail].name == "Rune-Tail, Kitsune Ascendant"
    cast(game, "Sacred Nectar")
    resolve(game)                                    # 30 life: the state trigger (CR 603.8)
    resolve(game)
    essence = game.state.objects[rune_tail]
    assert essence.name == "Rune-Tail's Essence"                     # CR 710.2
    chars = characteristics(game.state, essence)
    assert chars.types == {"Enchantment"} and chars.colors == {"W"}  # CR 710.1b, 710.1c


@plays("Student of Elements", "trigger.state", "effect.flip")
def test_603_8_student_of_elements_flips_when_it_has_flying():
    game = board(["Student of Elements", "Island"], hands=(["Jump"], []))
    student = obj(game, "Student of Elements")
    resolve(game)
    assert game.state.objects[student].name == "Student of Elements" and not game.state.stack
    cast(game, "Jump", student)
    resolve(game)                                    # it has flying: the state trigger
    resolve(game)
    tobita = game.state.objects[student]
    assert tobita.name == "Tobita, Master of Winds"                  # CR 710.2
    chars = characteristics(game.state, tobita)
    assert (chars.power, chars.toughness) == (3, 3) and chars.colors == {"U"}   # 710.1c
    assert "flying" in chars.keywords                # Jump's effect still applies (710.1c)


@plays("Homura, Human Ascendant", "library.return_flipped")
def test_710_2_homura_returns_to_the_battlefield_flipped_when_it_dies():
    game = board(["Homura, Human Ascendant", "Grizzly Bears"] + ["Mountain"] * 2,
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    homura = obj(game, "Homura, Human Ascendant")
    for _ in range(2):
        cast(game, "Lightning Bolt", homura)
        resolve(game)
    resolve(game)                                    # the dies trigger
    (essence,) = ids(game, "Homura's Essence")
    assert essence != homura                         # a new object (CR 400.7)
    chars = characteristics(game.state, game.state.objects[essence])
    assert chars.types == {"Enchantment"} and chars.colors == {"R"}  # CR 710.1b, 710.1c
    assert game.state.objects[essence].controller == 0               # CR 110.2a
    bears = characteristics(game.state, game.state.objects[obj(game, "Grizzly Bears")])
    assert (bears.power, bears.toughness) == (4, 4) and "flying" in bears.keywords


@plays("Nezumi Shortfang", "condition.target_player_hand", "quantity.fewer_than_in_hand",
       "effect.flip")
def test_710_2_nezumi_shortfang_flips_when_that_player_has_no_cards_in_hand():
    game = board(["Nezumi Shortfang", "Swamp", "Swamp"], hands=([], ["Grizzly Bears"]))
    shortfang = obj(game, "Nezumi Shortfang")
    activate(game, shortfang, BOB)
    _resolve_saying_yes(game)                        # Bob discards his one card
    assert game.state.players[1].hand == []
    stabwhisker = game.state.objects[shortfang]
    assert stabwhisker.name == "Stabwhisker the Odious"              # CR 710.2
    assert characteristics(game.state, stabwhisker).colors == {"B"}  # CR 710.1c
    to_step(game, "draw")                            # Bob's upkeep: three fewer than three
    assert game.state.active == 1 and life(game, 1) == 17


@plays("Nezumi Shortfang", "condition.target_player_hand", "effect.flip")
def test_608_2c_nezumi_shortfang_doesnt_flip_while_that_player_has_cards():
    game = board(["Nezumi Shortfang", "Swamp", "Swamp"],
                 hands=([], ["Grizzly Bears", "Grizzly Bears"]))
    shortfang = obj(game, "Nezumi Shortfang")
    activate(game, shortfang, BOB)
    _resolve_saying_yes(game)
    assert len(game.state.players[1].hand) == 1
    assert game.state.objects[shortfang].name == "Nezumi Shortfang"
