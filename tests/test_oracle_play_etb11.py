"""Replacement effects played in real games (eleventh list): "If a red or artifact source
you control would deal damage to an opponent or a permanent an opponent controls, it deals
that much damage plus 1 instead." (CR 609.7b, 614.1a)."""

from __future__ import annotations

from boards import board, declare_attackers
from test_oracle_play import (
    ALICE,
    BOB,
    Action,
    cast,
    chars,
    grave,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

# -- "a <colour> or <card type> source you control" (CR 609.7b, 614.1a) ---------------------


@plays("Mechanized Warfare", "static.damage_mod_color_or_type_source")
def test_614_1a_mechanized_warfare_adds_one_to_red_or_artifact_damage_to_opponents():
    """A colourless artifact creature and a red spell each deal 1 more to Bob; a green
    creature's damage and the red spell's damage to Alice herself are unchanged."""
    game = board(["Mechanized Warfare", "Bronze Sable", "Grizzly Bears", "Mountain",
                  "Mountain"], [], hands=(["Shock", "Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 17                       # 2 + 1 (red source)
    cast(game, "Shock", ALICE)
    resolve(game)
    assert life(game, 0) == 18                       # not to an opponent: unchanged
    declare_attackers(game, obj(game, "Bronze Sable"), obj(game, "Grizzly Bears"))
    to_step(game, "combat damage")
    assert life(game, 1) == 17 - 3 - 2               # artifact: 2 + 1; green: 2


@plays("Mechanized Warfare", "static.damage_mod_color_or_type_source")
def test_614_1a_mechanized_warfare_adds_to_damage_to_an_opponents_creature_only():
    game = board(["Mechanized Warfare", "Mountain"], ["Hill Giant"], hands=(["Shock"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Shock", giant)
    resolve(game)
    assert giant not in game.state.battlefield       # 3 damage to a 3/3
    assert life(game, 1) == 20


# -- "enters with N counters on it if you control a modified creature" (CR 700.9, 614.1c) ----


def _cast_heir(alice: list[str], bob: list[str], setup=None):
    game = board(alice + ["Forest", "Forest", "Forest"], bob,
                 hands=(["Heir of the Ancient Fang"], []))
    if setup is not None:
        setup(game)
    cast(game, "Heir of the Ancient Fang")
    resolve(game)
    return game.state.objects[obj(game, "Heir of the Ancient Fang")].counters.get("+1/+1", 0)


@plays("Heir of the Ancient Fang", "condition.enters_if_modified")
def test_700_9_heir_of_the_ancient_fang_enters_with_a_counter_if_you_control_a_modified_creature():
    def counter_on_bears(game):
        game.state.objects[obj(game, "Grizzly Bears")].counters["+1/+1"] = 1

    def equip_bears(game):
        game.state.objects[obj(game, "Bonesplitter")].attached_to = obj(game, "Grizzly Bears")

    assert _cast_heir(["Grizzly Bears"], []) == 0                      # not modified
    assert _cast_heir(["Grizzly Bears"], [], counter_on_bears) == 1   # a counter on it
    assert _cast_heir(["Grizzly Bears", "Bonesplitter"], [], equip_bears) == 1   # equipped


@plays("Heir of the Ancient Fang", "condition.enters_if_modified")
def test_700_9_heir_of_the_ancient_fang_ignores_an_opponents_modified_creature():
    def counter_on_bobs_bears(game):
        game.state.objects[obj(game, "Grizzly Bears")].counters["+1/+1"] = 1

    assert _cast_heir([], ["Grizzly Bears"], counter_on_bobs_bears) == 0


# -- "If damage would be dealt to you, put that many <kind> counters on this enchantment
# instead." (CR 614.1a) ----------------------------------------------------------------------


def _bubble_counters(game) -> int:
    return game.state.objects[obj(game, "Force Bubble")].counters.get("depletion", 0)


@plays("Force Bubble", "static.damage_to_own_counters")
def test_614_1a_force_bubble_turns_damage_to_you_into_depletion_counters():
    """No damage is dealt to Alice; at four counters its state trigger sacrifices it, and
    damage after that is dealt normally."""
    game = board(["Force Bubble"], ["Mountain", "Mountain", "Mountain"],
                 hands=([], ["Shock", "Shock", "Shock"]))
    for _ in range(2):
        game.act(Action("pass", 0))                  # Bob gets priority
        cast(game, "Shock", ALICE, player=1)
        resolve(game)
        assert life(game, 0) == 20
    assert "Force Bubble" in grave(game, 0)          # four counters: its trigger resolved
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 18


@plays("Force Bubble", "static.damage_to_own_counters")
def test_614_1a_force_bubble_leaves_damage_to_creatures_alone_and_empties_at_end_step():
    game = board(["Force Bubble", "Hill Giant"], ["Mountain", "Mountain"],
                 hands=([], ["Shock", "Shock"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert _bubble_counters(game) == 2
    game.act(Action("pass", 0))
    cast(game, "Shock", obj(game, "Hill Giant"), player=1)
    resolve(game)
    assert _bubble_counters(game) == 2
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2
    to_step(game, "end")
    resolve(game)
    assert _bubble_counters(game) == 0


# -- "If noncombat damage would be dealt to you, prevent that damage. You gain life equal to
# the damage prevented this way." (CR 615.1, 615.5) -----------------------------------------


@plays("Purity", "static.prevent_gain_life")
def test_615_5_purity_turns_noncombat_damage_to_you_into_life():
    """Bob's Shock to Alice is prevented and she gains 2; his Shock to Purity itself is
    dealt."""
    game = board(["Purity"], ["Mountain", "Mountain"], hands=([], ["Shock", "Shock"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 22
    game.act(Action("pass", 0))
    cast(game, "Shock", obj(game, "Purity"), player=1)
    resolve(game)
    assert game.state.objects[obj(game, "Purity")].damage == 2 and life(game, 0) == 22


@plays("Purity", "static.prevent_gain_life")
def test_615_12_purity_prevents_nothing_and_gains_nothing_when_damage_cant_be_prevented():
    game = board(["Purity"], ["Mountain", "Mountain"], hands=([], ["Skullcrack"]))
    game.act(Action("pass", 0))
    cast(game, "Skullcrack", ALICE, player=1)
    resolve(game)
    assert life(game, 0) == 17


# -- "enters with a +1/+1 counter on it for each +1/+1 counter among other creatures you
# control" (CR 122.1, 614.1c) -----------------------------------------------------------------


@plays("Ascendant Acolyte", "quantity.counters_among")
def test_122_1_ascendant_acolyte_counts_the_counters_among_your_other_creatures():
    """Two +1/+1 counters on Alice's Bears and one on her Centaur count; Bob's creature's
    and a shield counter don't."""
    game = board(["Grizzly Bears", "Centaur Courser", "Forest", "Forest", "Forest", "Forest",
                  "Forest"], ["Hill Giant"], hands=(["Ascendant Acolyte"], []))
    game.state.objects[obj(game, "Grizzly Bears")].counters["+1/+1"] = 2
    game.state.objects[obj(game, "Centaur Courser")].counters.update({"+1/+1": 1, "shield": 1})
    game.state.objects[obj(game, "Hill Giant")].counters["+1/+1"] = 3
    cast(game, "Ascendant Acolyte")
    resolve(game)
    assert game.state.objects[obj(game, "Ascendant Acolyte")].counters.get("+1/+1", 0) == 3


@plays("Moira Brown, Guide Author")       # its token's ability: quantity.counters_among
def test_122_1_wasteland_survival_guide_counts_quest_counters_among_your_permanents():
    """The Guide's static ability, applied in layer 7c (CR 613.4c): quest counters on Alice's
    permanents count, on Bob's don't."""
    game = board(["Grizzly Bears", "Mountain", "Plains", "Plains"], ["Hill Giant"],
                 hands=(["Moira Brown, Guide Author"], []))
    cast(game, "Moira Brown, Guide Author")
    resolve(game)
    guide = obj(game, "Wasteland Survival Guide")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[guide].attached_to = bears
    game.state.objects[bears].counters["quest"] = 1
    game.state.objects[obj(game, "Moira Brown, Guide Author")].counters["quest"] = 2
    game.state.objects[obj(game, "Hill Giant")].counters["quest"] = 4
    game.state.changed()
    c = chars(game, bears)
    assert (c.power, c.toughness) == (5, 5)
