"""Enters triggers and statics whose descriptions require a keyword ability a card has in
every zone, played in real games: "target creature card with infect" (CR 702.90a), "target
card with awaken" (CR 702.113a), "creatures you control with infect", "a creature spell with
infect" (CR 603.6a, 115.1, 611.3a)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    life,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _in_graveyard(game, *names: str) -> list[int]:
    """Put these cards into Alice's graveyard; their ids."""
    return [create_object(game.state, card_def(n), 0, "graveyard").id for n in names]


# -- "<card> with infect / awaken" (CR 702.90a, 702.113a, 115.1) ---------------------------


@plays("Corpse Cur", "phrase.card_keyword")
def test_702_90a_corpse_cur_returns_only_a_creature_card_with_infect():
    game = board(["Wastes"] * 4, [], hands=(["Corpse Cur"], []))
    _in_graveyard(game, "Blight Mamba", "Grizzly Bears")
    cast(game, "Corpse Cur")
    resolve(game)                      # the Mamba is the only legal target (CR 115.1)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert "Blight Mamba" in hand(game) and grave(game) == ["Grizzly Bears"]


@plays("Corpse Cur", "phrase.card_keyword")
def test_115_1_corpse_cur_offers_only_creature_cards_with_infect():
    game = board(["Wastes"] * 4, [], hands=(["Corpse Cur"], []))
    bears, mamba, elf = _in_graveyard(game, "Grizzly Bears", "Blight Mamba", "Glistener Elf")
    cast(game, "Corpse Cur")
    resolve(game)                      # two legal targets: Alice picks one
    assert game.decision.kind == "targets"
    legal = {t for a in game.legal_actions() for t in a.targets}
    assert legal == {("object", mamba), ("object", elf)}
    choose_targets(game, elf)
    resolve(game)
    choose(game, "yes")
    assert "Glistener Elf" in hand(game) and "Blight Mamba" in grave(game)


@plays("Halimar Tidecaller", "phrase.card_keyword")
def test_702_113a_halimar_tidecaller_returns_a_card_with_awaken():
    game = board(["Island"] * 3, [], hands=(["Halimar Tidecaller"], []))
    _in_graveyard(game, "Coastal Discovery", "Think Twice")
    cast(game, "Halimar Tidecaller")
    resolve(game)                      # Think Twice has no awaken: not a legal target
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert "Coastal Discovery" in hand(game) and grave(game) == ["Think Twice"]


@plays("Hand of the Praetors", "phrase.card_keyword")
def test_611_3a_hand_of_the_praetors_pumps_only_creatures_with_infect():
    game = board(["Hand of the Praetors", "Blight Mamba", "Grizzly Bears"], [])
    assert chars(game, obj(game, "Blight Mamba")).power == 2          # 1/1, +1/+1
    assert chars(game, obj(game, "Grizzly Bears")).power == 2         # unchanged
    assert chars(game, obj(game, "Hand of the Praetors")).power == 3  # not "other"


@plays("Hand of the Praetors", "phrase.card_keyword")
def test_702_90a_hand_of_the_praetors_a_creature_spell_with_infect_poisons():
    game = board(["Hand of the Praetors", "Forest", "Forest", "Forest"], [],
                 hands=(["Glistener Elf", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")                           # no infect: no trigger
    assert game.decision.kind == "priority" and len(game.state.stack) == 1
    resolve(game)
    cast(game, "Glistener Elf")
    if game.decision.kind == "targets":
        choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].poison == 1 and game.state.players[0].poison == 0


# -- "<objects> with <keyword> or <keyword>": either (CR 702.1) ----------------------------


@plays("Sonic the Hedgehog", "phrase.with_keyword_or")
def test_702_1_sonic_counters_each_creature_with_flash_or_haste():
    game = board(["Sonic the Hedgehog", "Ambush Viper", "Grizzly Bears"], [],
                 step="declare attackers")
    game.act("attack with Sonic the Hedgehog")
    resolve(game)
    counters = {n: game.state.objects[obj(game, n)].counters.get("+1/+1", 0)
                for n in ("Sonic the Hedgehog", "Ambush Viper", "Grizzly Bears")}
    assert counters == {"Sonic the Hedgehog": 1, "Ambush Viper": 1, "Grizzly Bears": 0}


# -- "a card with flashback" in a library or in exile (CR 702.34a, 702.146a) ---------------


@plays("Phantom Carriage", "phrase.card_keyword", "phrase.with_keyword_or")
def test_702_34a_phantom_carriage_finds_a_card_with_flashback_or_disturb():
    game = board(["Island"] * 6, [], hands=(["Phantom Carriage"], []))
    state = game.state
    twice, beggar, bears = (create_object(state, card_def(n), 0, "library").id
                            for n in ("Think Twice", "Beloved Beggar", "Grizzly Bears"))
    cast(game, "Phantom Carriage")
    resolve(game)
    if game.decision.kind == "yes_no":
        choose(game, "yes")
    assert game.decision.kind != "priority"
    offered = set(game.decision.options)
    assert twice in offered and beggar in offered and bears not in offered
    choose(game, twice)
    assert grave(game) == ["Think Twice"]
    assert state.objects[bears].zone == "library" and state.objects[beggar].zone == "library"


@plays("Seize the Storm")
def test_702_34a_seize_the_storm_counts_cards_with_flashback_you_own_in_exile():
    game = board(["Mountain"] * 5, [], hands=(["Seize the Storm"], []))
    state = game.state
    _in_graveyard(game, "Shock")
    for n in ("Think Twice", "Grizzly Bears"):
        create_object(state, card_def(n), 0, "exile")
    cast(game, "Seize the Storm")
    resolve(game)
    token = obj(game, "Elemental")      # Shock and Seize the Storm itself, Think Twice
    assert (chars(game, token).power, chars(game, token).toughness) == (3, 3)
    assert grave(game) == ["Shock", "Seize the Storm"]


# -- "the greatest power among other creatures you control" (CR 109.5, 614.1c, 608.2h) ------


@plays("Prime Speaker Zegana", "quantity.greatest", "quantity.enters_with")
def test_614_1c_prime_speaker_zegana_enters_with_the_greatest_other_power():
    game = board(["Forest", "Forest", "Island", "Island", "Forest", "Island", "Hill Giant",
                  "Grizzly Bears"], [], hands=(["Prime Speaker Zegana"], []))
    before = len(hand(game))
    cast(game, "Prime Speaker Zegana")
    resolve(game)
    zegana = obj(game, "Prime Speaker Zegana")
    assert game.state.objects[zegana].counters.get("+1/+1") == 3        # the Giant's 3
    assert chars(game, zegana).power == 4
    assert len(hand(game)) == before - 1 + 4       # draws cards equal to its power


@plays("Tuya Bearclaw", "quantity.greatest")
def test_109_5_tuya_bearclaw_counts_other_creatures_not_itself():
    game = board(["Tuya Bearclaw", "Grizzly Bears"], [], step="declare attackers")
    tuya = obj(game, "Tuya Bearclaw")
    base = chars(game, tuya).power
    game.act("attack with Tuya Bearclaw")
    resolve(game)
    assert chars(game, tuya).power == base + 2       # the Bears' 2, not its own power



@plays("Flourishing Hunter", "quantity.greatest")
def test_109_5_flourishing_hunter_gains_the_greatest_other_toughness():
    game = board(["Forest"] * 6 + ["Hill Giant", "Grizzly Bears"], [],
                 hands=(["Flourishing Hunter"], []))
    cast(game, "Flourishing Hunter")
    resolve(game)
    assert life(game, 0) == 23               # the Giant's 3, not the Hunter's own 6

# -- "for each creature it devoured" (CR 702.82b) ------------------------------------------


def _devour(game, *victims: int) -> None:
    """Answer the devour choice (CR 702.82a): these creatures, then done."""
    for oid in victims:
        assert game.decision.kind == "replacement"
        choose(game, oid)
    if game.decision.kind == "replacement":          # not asked once none is left
        choose(game, "done")


@plays("Marrow Chomper", "quantity.devoured", "keyword.devour")
def test_702_82b_marrow_chomper_gains_2_life_for_each_creature_it_devoured():
    game = board(["Swamp", "Swamp", "Forest", "Forest", "Forest", "Grizzly Bears",
                  "Llanowar Elves", "Hill Giant"], [], hands=(["Marrow Chomper"], []))
    cast(game, "Marrow Chomper")
    resolve(game)
    _devour(game, obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves"))
    resolve(game)
    chomper = obj(game, "Marrow Chomper")
    assert game.state.objects[chomper].counters.get("+1/+1") == 4       # devour 2, twice
    assert life(game, 0) == 24 and names(game).count("Hill Giant") == 1


@plays("Skullmulcher", "quantity.devoured", "keyword.devour")
def test_702_82b_skullmulcher_devouring_nothing_draws_nothing():
    game = board(["Forest"] * 5 + ["Grizzly Bears"], [], hands=(["Skullmulcher"], []))
    before = len(hand(game))
    cast(game, "Skullmulcher")
    resolve(game)
    _devour(game)
    resolve(game)
    assert len(hand(game)) == before - 1 and "Grizzly Bears" in names(game)


@plays("Skullmulcher", "quantity.devoured", "keyword.devour")
def test_702_82b_skullmulcher_draws_for_each_creature_it_devoured_even_if_bounced():
    game = board(["Forest"] * 5 + ["Grizzly Bears", "Llanowar Elves"], ["Island"],
                 hands=(["Skullmulcher"], ["Unsummon"]))
    before = len(hand(game))
    cast(game, "Skullmulcher")
    resolve(game)
    _devour(game, obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves"))
    assert len(game.state.stack) == 1                  # the enters trigger
    game.act(Action("pass", 0))
    cast(game, "Unsummon", obj(game, "Skullmulcher"), player=1)
    resolve(game)                                      # as it last existed (CR 608.2h)
    assert hand(game).count("Skullmulcher") == 1
    assert len(hand(game)) == before + 2


@plays("Bighorner Rancher", "quantity.greatest")
def test_109_5_bighorner_rancher_sacrificed_gains_the_greatest_other_toughness():
    game = board(["Bighorner Rancher", "Hill Giant", "Grizzly Bears"], [])
    rancher = obj(game, "Bighorner Rancher")
    game.act(Action("activate", 0, rancher, ability=1))     # Sacrifice this creature: ...
    resolve(game)
    assert life(game, 0) == 23 and "Bighorner Rancher" in grave(game)


@plays("Hellkite Hatchling", "condition.devoured", "keyword.devour")
def test_702_82b_hellkite_hatchling_has_flying_and_trample_if_it_devoured():
    game = board(["Mountain", "Mountain", "Forest", "Forest", "Grizzly Bears"], [],
                 hands=(["Hellkite Hatchling"], []))
    cast(game, "Hellkite Hatchling")
    resolve(game)
    _devour(game, obj(game, "Grizzly Bears"))
    keywords = chars(game, obj(game, "Hellkite Hatchling")).keywords
    assert {"flying", "trample"} <= keywords


@plays("Hellkite Hatchling", "condition.devoured", "keyword.devour")
def test_702_82b_hellkite_hatchling_devouring_nothing_has_neither():
    game = board(["Mountain", "Mountain", "Forest", "Forest", "Grizzly Bears"], [],
                 hands=(["Hellkite Hatchling"], []))
    cast(game, "Hellkite Hatchling")
    resolve(game)
    _devour(game)
    keywords = chars(game, obj(game, "Hellkite Hatchling")).keywords
    assert not {"flying", "trample"} & keywords
