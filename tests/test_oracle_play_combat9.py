"""Combat triggers compiled from Oracle text and played: "Whenever a <description> deals
[combat] damage to a creature" (Toxin Sliver, Quest for the Gemblades, Sosuke, Ohabi Caleria;
CR 603.2, 510.2, 120.3); "Whenever a player / an opponent attacks [you / one of your
opponents / enchanted player] [with N or more creatures]" and "that attacking player"
(Everett K. Ross, Lulu, Jolene; CR 508.3d-e, 506.2); "Whenever your commander / a commander you
control enters or attacks" (CR 903.3); "Whenever an equipped / enchanted creature you control
attacks / becomes blocked / deals combat damage to a player" (CR 301.5, 303.4)."""

from __future__ import annotations

from boards import board, declare_attackers, ids, to_blockers
from test_multiplayer import table
from test_oracle_play import (
    ALICE,
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_combat4 import enchant, equip
from test_oracle_play_combat_triggers import declare_blocks, gone, on_battlefield


def _to_damage_triggers(game) -> None:
    """From the declare blockers step to the combat damage step, its triggers on the stack
    (CR 510.3)."""
    to_step(game, "combat damage")


# -- "Whenever a <description> deals [combat] damage to a creature" (CR 603.2, 510.2) ------


@plays("Toxin Sliver", "trigger.described_damages_creature")
def test_510_2_toxin_sliver_destroys_the_creature_a_sliver_dealt_combat_damage():
    game = board(["Toxin Sliver"], ["Craw Wurm"], step="declare attackers")
    sliver, wurm = obj(game, "Toxin Sliver"), obj(game, "Craw Wurm")
    to_blockers(game, sliver)
    declare_blocks(game, (wurm, sliver))
    _to_damage_triggers(game)
    assert len(game.state.stack) == 1              # once: one creature dealt damage
    resolve(game)
    assert gone(game, wurm) and "Craw Wurm" in grave(game, 1)   # 3 damage to a 6/4: destroyed
    assert gone(game, sliver)                      # the Wurm's 6 killed it (CR 510.2)


@plays("Toxin Sliver", "trigger.described_damages_creature")
def test_603_2_toxin_sliver_not_for_a_non_sliver_nor_for_damage_to_a_player():
    game = board(["Toxin Sliver", "Grizzly Bears"], ["Craw Wurm"], step="declare attackers")
    bears, wurm = obj(game, "Grizzly Bears"), obj(game, "Craw Wurm")
    to_blockers(game, bears, obj(game, "Toxin Sliver"))
    declare_blocks(game, (wurm, bears))            # the Sliver is unblocked: damage to Bob
    _to_damage_triggers(game)
    assert not game.state.stack
    assert on_battlefield(game, wurm) and life(game, 1) == 17


@plays("Quest for the Gemblades", "trigger.described_damages_creature")
def test_510_2_quest_for_the_gemblades_counts_combat_damage_to_creatures():
    game = board(["Quest for the Gemblades", "Grizzly Bears", "Savannah Lions"],
                 ["Hill Giant", "Craw Wurm"], step="declare attackers")
    quest, bears, lions = obj(game, "Quest for the Gemblades"), obj(game, "Grizzly Bears"), \
        obj(game, "Savannah Lions")
    to_blockers(game, bears, lions)
    declare_blocks(game, (obj(game, "Hill Giant"), bears), (obj(game, "Craw Wurm"), lions))
    _to_damage_triggers(game)
    assert len(game.state.stack) == 2              # once for each creature dealing it
    for _ in range(2):
        while game.decision.kind == "priority" and game.state.stack:
            game.act(Action("pass", game.decision.player))
        choose(game, "yes")                        # "you may" (CR 603.5)
    assert dict(game.state.objects[quest].counters).get("quest") == 2


@plays("Sosuke, Son of Seshiro", "trigger.described_damages_creature", "delayed.end_of_combat")
def test_603_7_sosuke_destroys_the_creature_a_warrior_damaged_at_end_of_combat():
    game = board(["Sosuke, Son of Seshiro"], ["Giant Spider"], step="declare attackers")
    sosuke, spider = obj(game, "Sosuke, Son of Seshiro"), obj(game, "Giant Spider")
    to_blockers(game, sosuke)
    declare_blocks(game, (spider, sosuke))
    _to_damage_triggers(game)
    resolve(game)
    assert on_battlefield(game, spider)            # 3 damage to a 2/4: not yet
    to_step(game, "postcombat main")
    assert gone(game, spider)                      # the delayed trigger (CR 603.7, 511.2)
    assert on_battlefield(game, sosuke)


@plays("Ohabi Caleria", "trigger.described_damages_creature")
def test_603_5_ohabi_caleria_pay_two_to_draw_when_an_archer_deals_damage():
    game = board(["Ohabi Caleria", "Forest", "Plains"], ["Grizzly Bears"],
                 step="declare attackers")
    ohabi, bears = obj(game, "Ohabi Caleria"), obj(game, "Grizzly Bears")
    to_blockers(game, ohabi)
    declare_blocks(game, (bears, ohabi))
    _to_damage_triggers(game)
    assert len(game.state.stack) == 1
    before = len(hand(game))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, "yes")                            # pays {2} (CR 603.5, 118.1)
    assert len(hand(game)) == before + 1
    assert game.state.objects[obj(game, "Forest")].tapped


# -- "Whenever a player / an opponent attacks [you / one of your opponents]" (508.3d-e) -----


def _bob_attacks(game, *pairs) -> None:
    """Bob (the active player) declares his attackers; the triggers go on the stack."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 1, choice=tuple(pairs)))


@plays("Everett K. Ross, Hapless Attaché", "trigger.player_attacks")
def test_508_3e_everett_draws_when_an_opponent_attacks_you_with_two_or_more():
    game = table([["Everett K. Ross, Hapless Attaché"], ["Grizzly Bears", "Grizzly Bears"]],
                 active=1, step="declare attackers")
    first, second = ids(game, "Grizzly Bears")
    before = len(hand(game))
    _bob_attacks(game, (first, ALICE), (second, ALICE))
    assert len(game.state.stack) == 1
    resolve(game)
    assert len(hand(game)) == before + 1


@plays("Everett K. Ross, Hapless Attaché", "trigger.player_attacks")
def test_508_3e_everett_not_for_one_creature_nor_for_attacks_on_another_player():
    game = table([["Everett K. Ross, Hapless Attaché"], ["Grizzly Bears", "Grizzly Bears"]],
                 active=1, step="declare attackers")
    _bob_attacks(game, (ids(game, "Grizzly Bears")[0], ALICE))
    assert not game.state.stack                    # one creature attacking you
    game = table([["Everett K. Ross, Hapless Attaché"], ["Grizzly Bears", "Grizzly Bears"],
                  []], active=1, step="declare attackers")
    first, second = ids(game, "Grizzly Bears")
    _bob_attacks(game, (first, ALICE), (second, ("player", 2)))
    assert not game.state.stack                    # only one of them attacks you


@plays("Lulu, Stern Guardian", "trigger.player_attacks")
def test_508_3e_lulu_stuns_a_creature_attacking_you():
    game = table([["Lulu, Stern Guardian"], ["Grizzly Bears", "Hill Giant"], []], active=1,
                 step="declare attackers")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    _bob_attacks(game, (bears, ALICE), (giant, ("player", 2)))
    if game.decision.kind == "targets":
        assert not game.is_legal(Action("choose", 0, targets=(("object", giant),)))
        choose_targets(game, bears)                # "target creature attacking you"
    resolve(game)
    assert game.state.objects[bears].counters.get("stun") == 1
    assert not game.state.objects[giant].counters.get("stun")   # attacking Carol


@plays("Jolene, the Plunder Queen", "trigger.player_attacks", "phrase.the_attacking_player")
def test_508_3e_jolene_the_attacking_player_creates_a_treasure():
    game = table([["Jolene, the Plunder Queen"], ["Grizzly Bears"], []], active=1,
                 step="declare attackers")
    _bob_attacks(game, (obj(game, "Grizzly Bears"), ("player", 2)))   # Carol: your opponent
    resolve(game)
    treasures = [i for i in game.state.battlefield if game.state.objects[i].name == "Treasure"]
    assert len(treasures) == 1                     # Bob's, not yours: no extra (CR 614.1a)
    assert game.state.objects[treasures[0]].controller == 1


@plays("Jolene, the Plunder Queen", "trigger.player_attacks", "phrase.the_attacking_player")
def test_508_3e_jolene_not_when_you_are_the_one_attacked():
    game = table([["Jolene, the Plunder Queen"], ["Grizzly Bears"], []], active=1,
                 step="declare attackers")
    _bob_attacks(game, (obj(game, "Grizzly Bears"), ALICE))
    assert not game.state.stack


# -- "Whenever your commander / a commander you control enters or attacks" (CR 903.3) -------


def _commander_game(mine: list[str], theirs: list[str] = (), graveyard: list[str] = ()):
    """A Commander game: Alice's commander Isamaru, Bob's Krenko, both in the command zone."""
    from test_commander import table as commander_table

    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = commander_table(["Isamaru, Hound of Konda", "Krenko, Mob Boss"],
                           [["Plains", "Swamp", "Swamp"] + mine, list(theirs)])
    for name in graveyard:
        create_object(game.state, card_def(name), 0, "graveyard")
    return game


def _cast_commander(game) -> int:
    game.act("cast Isamaru, Hound of Konda")
    while not ids(game, "Isamaru, Hound of Konda"):
        game.act(Action("pass", game.decision.player))     # it resolves and enters
    return ids(game, "Isamaru, Hound of Konda")[0]


def _attack_alone(game, oid: int) -> None:
    game.state.objects[oid].since = 0              # controlled since the turn began (302.6)
    declare_attackers(game, oid)


@plays("Tome of Legends", "trigger.commander")
def test_903_3_tome_of_legends_your_commander_enters_then_attacks():
    game = _commander_game(["Tome of Legends", "Grizzly Bears"])
    tome = obj(game, "Tome of Legends")
    isamaru = _cast_commander(game)
    resolve(game)
    assert game.state.objects[tome].counters.get("page") == 1          # it entered
    _attack_alone(game, isamaru)
    resolve(game)
    assert game.state.objects[tome].counters.get("page") == 2          # it attacked


@plays("Tome of Legends", "trigger.commander")
def test_903_3_tome_of_legends_not_for_a_creature_that_isnt_a_commander():
    game = _commander_game(["Tome of Legends", "Grizzly Bears"])
    _attack_alone(game, obj(game, "Grizzly Bears"))
    assert not game.state.stack
    assert not game.state.objects[obj(game, "Tome of Legends")].counters.get("page")


@plays("Keleth, Sunmane Familiar", "trigger.commander")
def test_903_3d_keleth_counter_on_the_attacking_commander_you_control():
    game = _commander_game(["Keleth, Sunmane Familiar"])
    isamaru = _cast_commander(game)
    keleth = obj(game, "Keleth, Sunmane Familiar")
    game.state.objects[isamaru].since = 0
    declare_attackers(game, isamaru, keleth)
    resolve(game)
    assert game.state.objects[isamaru].counters.get("+1/+1") == 1
    assert not game.state.objects[keleth].counters.get("+1/+1")    # not a commander


@plays("Endless Ranks of HYDRA", "trigger.commander")
def test_903_3_endless_ranks_returns_from_the_graveyard_when_your_commander_enters():
    game = _commander_game([], graveyard=["Endless Ranks of HYDRA"])
    _cast_commander(game)
    while game.decision.kind == "priority" and game.state.stack:
        game.act(Action("pass", game.decision.player))
    choose(game, "yes")                            # pays {1}{B} (CR 603.5)
    assert "Endless Ranks of HYDRA" in hand(game)
    assert "Endless Ranks of HYDRA" not in grave(game, 0)


# -- "Whenever an equipped / enchanted creature you control attacks ..." (CR 301.5, 303.4) ---


@plays("Reyav, Master Smith", "trigger.attached_creature")
def test_508_3a_reyav_double_strike_only_to_enchanted_or_equipped_attackers():
    game = board(["Reyav, Master Smith", "Grizzly Bears", "Savannah Lions", "Hill Giant",
                  "Bonesplitter"], [], step="declare attackers")
    bears, lions, giant = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"), \
        obj(game, "Hill Giant")
    enchant(game, "Holy Strength", bears)
    equip(game, "Bonesplitter", "Savannah Lions")
    declare_attackers(game, bears, lions, giant)
    assert len(game.state.stack) == 2              # not for the Giant: nothing attached
    resolve(game)
    assert "double strike" in chars(game, bears).keywords
    assert "double strike" in chars(game, lions).keywords
    assert "double strike" not in chars(game, giant).keywords


@plays("Ellivere of the Wild Court", "trigger.attached_creature")
def test_510_2_ellivere_draws_when_an_enchanted_creature_deals_combat_damage_to_a_player():
    game = board(["Ellivere of the Wild Court", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    enchant(game, "Holy Strength", bears)
    before = len(hand(game))
    declare_attackers(game, bears, lions)
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1              # the enchanted one only
    resolve(game)
    assert len(hand(game)) == before + 1


@plays("Beastmaster's Magemark", "trigger.attached_creature")
def test_509_5c_magemark_enchanted_creature_blocked_gets_one_for_each_blocker():
    game = board(["Grizzly Bears"], ["Savannah Lions", "Wall of Stone"],
                 step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    enchant(game, "Beastmaster's Magemark", bears)
    assert chars(game, bears).power == 3           # its own +1/+1
    to_blockers(game, bears)
    declare_blocks(game, (obj(game, "Savannah Lions"), bears), (obj(game, "Wall of Stone"),
                                                                bears))
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)


# -- "deals N damage to the player or planeswalker that creature is attacking" (506.2) ------


@plays("Raid Bombardment", "player.that_creature_is_attacking",
       "player.attacked_player_or_planeswalker")
def test_506_2_raid_bombardment_damages_the_player_a_small_attacker_attacks():
    game = board(["Raid Bombardment", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    assert len(game.state.stack) == 1              # the Giant has power 3: not it
    resolve(game)
    assert life(game, 1) == 19


@plays("Cavalcade of Calamity", "player.that_creature_is_attacking",
       "player.attacked_player_or_planeswalker")
def test_506_2_cavalcade_damages_the_planeswalker_that_creature_is_attacking():
    from test_multiplayer import table as multi
    game = multi([["Cavalcade of Calamity", "Llanowar Elves"], ["Jace Beleren"]],
                 step="declare attackers")
    elves, jace = obj(game, "Llanowar Elves"), obj(game, "Jace Beleren")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((elves, ("object", jace)),)))
    resolve(game)
    assert game.state.objects[jace].counters["loyalty"] == 2       # 1 damage (CR 120.3c)
    assert life(game, 1) == 20


@plays("Fathom Fleet Swordjack", "player.attacked_player_or_planeswalker")
def test_506_2_fathom_fleet_swordjack_deals_damage_equal_to_artifacts_you_control():
    game = board(["Fathom Fleet Swordjack", "Bonesplitter", "Ornithopter"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Fathom Fleet Swordjack"))
    resolve(game)
    assert life(game, 1) == 18                     # two artifacts, counted as it resolves


# -- "Whenever this creature attacks, if defending player is poisoned / has ..." (506.2) ----


@plays("Septic Rats", "condition.defending_is")
def test_603_4_septic_rats_pumps_only_if_defending_player_is_poisoned():
    game = board(["Septic Rats"], [], step="declare attackers")
    rats = obj(game, "Septic Rats")
    declare_attackers(game, rats)
    assert not game.state.stack                    # not poisoned: it doesn't trigger
    game = board(["Septic Rats"], [], step="declare attackers")
    rats = obj(game, "Septic Rats")
    game.state.players[1].poison = 1
    declare_attackers(game, rats)
    resolve(game)
    assert chars(game, rats).power == 3            # a 2/2 with +1/+1


@plays("Reaper of Night // Harvest Fear", "condition.defending_is")
def test_603_4_reaper_of_night_flies_if_defending_player_has_two_or_fewer_cards():
    game = board(["Reaper of Night // Harvest Fear"], [], step="declare attackers",
                 hands=([], ["Forest", "Forest", "Forest"]))
    reaper = obj(game, "Reaper of Night")
    declare_attackers(game, reaper)
    assert not game.state.stack                    # three cards in Bob's hand
    game = board(["Reaper of Night // Harvest Fear"], [], step="declare attackers",
                 hands=([], ["Forest", "Forest"]))
    reaper = obj(game, "Reaper of Night")
    declare_attackers(game, reaper)
    resolve(game)
    assert "flying" in chars(game, reaper).keywords


@plays("Aerial Surveyor", "condition.defending_is")
def test_603_4_aerial_surveyor_fetches_a_plains_if_defending_player_has_more_lands():
    from test_oracle_play import activate
    for bobs, fetched in ((["Island"] * 2, True), (["Island"], False)):
        game = board(["Aerial Surveyor", "Hill Giant", "Plains"], bobs,
                     step="beginning of combat")
        card = create_plains(game)
        game.state.players[0].library.append(card)
        surveyor = obj(game, "Aerial Surveyor")
        activate(game, surveyor, costs=(obj(game, "Hill Giant"),))          # crew 2
        resolve(game)
        declare_attackers(game, surveyor)
        assert bool(game.state.stack) == fetched   # two lands to one: more (CR 603.4)
        resolve(game)
        if fetched:
            choose(game, card)                     # the search (CR 701.19)
        plains = [i for i in game.state.battlefield if game.state.objects[i].name == "Plains"]
        assert len(plains) == (2 if fetched else 1)


def create_plains(game) -> int:
    """A Plains card in Alice's library."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    found = create_object(game.state, card_def("Plains"), 0, "library")
    game.state.players[0].library.remove(found.id)
    return found.id


# -- "When you're dealt combat damage" (CR 510.2, 603.2c) -----------------------------------


@plays("Swarmborn Giant", "trigger.you_dealt_combat_damage")
def test_510_2_swarmborn_giant_sacrificed_once_when_its_controller_is_dealt_combat_damage():
    game = board(["Grizzly Bears", "Savannah Lions"], ["Swarmborn Giant"],
                 step="declare attackers")
    giant = obj(game, "Swarmborn Giant")
    to_blockers(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    declare_blocks(game)
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1              # the damage dealt at once: one event
    resolve(game)
    assert gone(game, giant) and "Swarmborn Giant" in grave(game, 1)


@plays("Swarmborn Giant", "trigger.you_dealt_combat_damage")
def test_510_2_swarmborn_giant_not_for_noncombat_damage():
    game = board(["Mountain"], ["Swarmborn Giant"], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 18 and on_battlefield(game, obj(game, "Swarmborn Giant"))


# -- "unblocked creature(s)": attacking ones no creature was declared to block (509.1h) -----


def _bob_priority_after_blocks(game, *blocks) -> None:
    """Bob declares his blocks, then has priority in the declare blockers step."""
    declare_blocks(game, *blocks)
    while not (game.decision.kind == "priority" and game.decision.player == 1):
        game.act(Action("pass", game.decision.player))


@plays("Snag", "phrase.unblocked_creature")
def test_509_1h_snag_prevents_only_the_unblocked_creatures_combat_damage():
    game = board(["Grizzly Bears", "Hill Giant"], ["Forest"] * 4 + ["Savannah Lions"],
                 step="declare attackers", hands=([], ["Snag"]))
    bears, giant, lions = obj(game, "Grizzly Bears"), obj(game, "Hill Giant"), \
        obj(game, "Savannah Lions")
    to_blockers(game, bears, giant)
    _bob_priority_after_blocks(game, (lions, giant))
    cast(game, "Snag", player=1)
    resolve(game)
    to_step(game, "postcombat main")
    assert life(game, 1) == 20                     # the Bears' 2 prevented (CR 615.1)
    assert gone(game, lions)                       # the blocked Giant's damage is dealt


@plays("Snag", "phrase.unblocked_creature")
def test_509_1h_snag_before_blockers_no_creature_is_unblocked_yet():
    game = board(["Grizzly Bears"], ["Forest"] * 4, step="declare attackers",
                 hands=([], ["Snag"]))
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    while not (game.decision.kind == "priority" and game.decision.player == 1):
        game.act(Action("pass", game.decision.player))
    assert game.state.step == "declare attackers"
    cast(game, "Snag", player=1)
    resolve(game)
    to_step(game, "postcombat main")
    assert life(game, 1) == 20                     # checked as the damage is dealt: unblocked


@plays("Mirror Strike", "phrase.unblocked_creature")
def test_509_1h_mirror_strike_redirects_the_target_unblocked_creatures_damage():
    game = board(["Grizzly Bears", "Hill Giant"], ["Plains"] * 4 + ["Savannah Lions"],
                 step="declare attackers", hands=([], ["Mirror Strike"]))
    bears, giant, lions = obj(game, "Grizzly Bears"), obj(game, "Hill Giant"), \
        obj(game, "Savannah Lions")
    to_blockers(game, bears, giant)
    _bob_priority_after_blocks(game, (lions, giant))
    assert not game.is_legal(Action("cast", 1, in_hand(game, "Mirror Strike", 1),
                                    targets=(("object", giant),), mode=0))   # blocked
    cast(game, "Mirror Strike", bears, player=1)
    resolve(game)
    to_step(game, "postcombat main")
    assert life(game, 1) == 20 and life(game, 0) == 18


@plays("Inkfathom Witch", "phrase.unblocked_creature")
def test_611_2c_inkfathom_witch_makes_each_unblocked_creature_four_one():
    game = board(["Inkfathom Witch", "Island", "Island", "Swamp", "Swamp", "Grizzly Bears",
                  "Hill Giant"], ["Savannah Lions"], step="declare attackers")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    to_blockers(game, bears, giant)
    declare_blocks(game, (obj(game, "Savannah Lions"), giant))
    activate(game, obj(game, "Inkfathom Witch"))
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 1)
    assert chars(game, giant).power == 3           # blocked
    to_step(game, "postcombat main")
    assert life(game, 1) == 16
    assert chars(game, bears).power == 4           # the set was fixed as it resolved (611.2c)


# -- "Whenever this creature attacks a battle" (CR 508.1b, 310.8) ---------------------------


@plays("Thrashing Frontliner", "trigger.attacks_battle")
def test_508_1b_thrashing_frontliner_pumps_only_when_attacking_a_battle():
    from test_oracle_play_battles import _siege
    game = board(["Thrashing Frontliner"], [], step="declare attackers")
    frontliner = obj(game, "Thrashing Frontliner")
    siege = _siege(game)                           # Alice's Siege, Bob protects it
    before = chars(game, frontliner).power
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((frontliner, ("object", siege)),)))
    assert len(game.state.stack) == 1
    resolve(game)
    assert chars(game, frontliner).power == before + 1
    game = board(["Thrashing Frontliner"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Thrashing Frontliner"))
    assert not game.state.stack                    # attacking a player


# -- "Whenever a <creature> you control attacks and isn't blocked" (CR 509.5g) ---------------


@plays("Stinkdrinker Bandit", "trigger.described_unblocked")
def test_509_5g_stinkdrinker_bandit_pumps_each_unblocked_rogue():
    game = board(["Stinkdrinker Bandit", "Stinkdrinker Bandit", "Grizzly Bears"],
                 ["Hill Giant"], step="declare attackers")
    first, second = ids(game, "Stinkdrinker Bandit")
    bears = obj(game, "Grizzly Bears")
    to_blockers(game, first, second, bears)
    declare_blocks(game, (obj(game, "Hill Giant"), second))
    assert len(game.state.stack) == 2              # each Bandit's, for the unblocked Rogue
    resolve(game)
    assert (chars(game, first).power, chars(game, first).toughness) == (6, 3)
    assert chars(game, second).power == 2 and chars(game, bears).power == 2


# -- "<creature> that blocked this turn" (CR 509.1) -----------------------------------------


@plays("Sizzling Barrage", "phrase.blocked_this_turn")
def test_509_1_sizzling_barrage_targets_only_a_creature_that_blocked_this_turn():
    game = board(["Grizzly Bears", "Mountain", "Mountain"], ["Hill Giant", "Craw Wurm"],
                 step="declare attackers", hands=(["Sizzling Barrage"], []))
    bears, giant, wurm = obj(game, "Grizzly Bears"), obj(game, "Hill Giant"), \
        obj(game, "Craw Wurm")
    barrage = in_hand(game, "Sizzling Barrage")
    assert not game.is_legal(Action("cast", 0, barrage, targets=(("object", giant),), mode=0))
    to_blockers(game, bears)
    declare_blocks(game, (giant, bears))
    to_step(game, "postcombat main")
    assert not game.is_legal(Action("cast", 0, barrage, targets=(("object", wurm),), mode=0))
    cast(game, "Sizzling Barrage", giant)
    resolve(game)
    assert gone(game, giant)


# -- "Whenever two or more creatures you control attack a player" (CR 508.3e) ----------------


@plays("Landroval, Horizon Witness", "trigger.several_attack_a_player")
def test_508_3e_landroval_two_attackers_on_one_player_give_flying():
    game = board(["Landroval, Horizon Witness", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    declare_attackers(game, bears, lions)
    assert game.decision.kind == "targets"
    choose_targets(game, bears)
    resolve(game)
    assert "flying" in chars(game, bears).keywords
    assert "flying" not in chars(game, lions).keywords


@plays("Landroval, Horizon Witness", "trigger.several_attack_a_player")
def test_508_3e_landroval_not_for_one_attacker_per_player():
    game = table([["Landroval, Horizon Witness", "Grizzly Bears", "Savannah Lions"], [], []],
                 step="declare attackers")
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB), (lions, ("player", 2)))))
    assert not game.state.stack                    # one creature attacks each player
    game = board(["Landroval, Horizon Witness", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    assert not game.state.stack


# -- "Whenever a creature with a counter on it attacks one of your opponents" (508.3a) -------


@plays("Soulblade Corrupter", "trigger.counter_creature_attacks_opponent")
def test_508_3a_soulblade_corrupter_deathtouch_for_attackers_with_a_counter():
    game = board(["Soulblade Corrupter", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    game.state.objects[bears].counters["+1/+1"] = 1
    game.state.changed()
    declare_attackers(game, bears, lions)
    assert len(game.state.stack) == 1              # the Lions have no counter
    resolve(game)
    assert "deathtouch" in chars(game, bears).keywords
    assert "deathtouch" not in chars(game, lions).keywords


# -- "Whenever two or more creatures attack" (CR 508.1, 508.3a) ------------------------------


@plays("Argent Dais", "trigger.several_attack")
def test_508_1_argent_dais_oil_counter_when_two_or_more_creatures_attack():
    game = board(["Argent Dais", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    dais = obj(game, "Argent Dais")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    resolve(game)
    assert game.state.objects[dais].counters.get("oil") == 1


@plays("Argent Dais", "trigger.several_attack")
def test_508_1_argent_dais_any_players_attack_but_not_one_creature():
    game = board(["Argent Dais", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    assert not game.state.stack
    game = table([["Argent Dais"], ["Grizzly Bears", "Savannah Lions"]], active=1,
                 step="declare attackers")
    _bob_attacks(game, (obj(game, "Grizzly Bears"), ALICE), (obj(game, "Savannah Lions"),
                                                             ALICE))
    resolve(game)
    assert game.state.objects[obj(game, "Argent Dais")].counters.get("oil") == 1


# -- "<object> can't block this combat" (CR 509.1a, 511.3) -----------------------------------


@plays("Flummoxed Cyclops", "trigger.several_attack", "effect.cant_block_this_combat")
def test_509_1a_flummoxed_cyclops_cant_block_when_two_or_more_opponents_creatures_attack():
    game = table([["Flummoxed Cyclops"], ["Grizzly Bears", "Savannah Lions"]], active=1,
                 step="declare attackers")
    cyclops, bears = obj(game, "Flummoxed Cyclops"), obj(game, "Grizzly Bears")
    _bob_attacks(game, (bears, ALICE), (obj(game, "Savannah Lions"), ALICE))
    assert len(game.state.stack) == 1
    resolve(game)
    assert "cant_block" in chars(game, cyclops).restrictions
    game = table([["Flummoxed Cyclops"], ["Grizzly Bears", "Savannah Lions"]], active=1,
                 step="declare attackers")
    _bob_attacks(game, (obj(game, "Grizzly Bears"), ALICE))
    assert not game.state.stack                    # one creature: it may block


@plays("Forgestoker Dragon", "effect.cant_block_this_combat")
def test_511_3_forgestoker_dragon_the_creature_cant_block_this_combat_only():
    game = board(["Forgestoker Dragon", "Mountain", "Mountain"], ["Hill Giant", "Giant Spider"],
                 step="declare attackers")
    dragon, giant = obj(game, "Forgestoker Dragon"), obj(game, "Hill Giant")
    declare_attackers(game, dragon)
    activate(game, dragon, giant)
    resolve(game)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    assert not game.is_legal(Action("block", 1, choice=((giant, dragon),)))
    assert game.is_legal(Action("block", 1, choice=((obj(game, "Giant Spider"), dragon),)))
    game.act(Action("block", 1, choice=()))
    to_step(game, "postcombat main")
    assert "cant_block" not in chars(game, giant).restrictions     # ended with combat


# -- "Whenever a <description> deals [combat] damage to a planeswalker" (CR 120.3, 510.2) ----


@plays("Zagras, Thief of Heartbeats", "trigger.described_damages_planeswalker")
def test_510_2_zagras_destroys_a_planeswalker_dealt_combat_damage():
    from test_multiplayer import table as multi
    game = multi([["Zagras, Thief of Heartbeats", "Grizzly Bears"], ["Garruk Wildspeaker"]],
                 step="declare attackers")
    bears, garruk = obj(game, "Grizzly Bears"), obj(game, "Garruk Wildspeaker")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, ("object", garruk)),)))
    to_step(game, "combat damage")
    assert game.state.objects[garruk].counters["loyalty"] == 1      # 3 - 2 (CR 120.3c)
    assert len(game.state.stack) == 1
    resolve(game)
    assert gone(game, garruk)


@plays("Hooded Blightfang", "trigger.described_damages_planeswalker")
def test_120_3_hooded_blightfang_not_for_a_creature_without_deathtouch():
    from test_multiplayer import table as multi
    game = multi([["Hooded Blightfang", "Hill Giant"], ["Garruk Wildspeaker"]],
                 step="declare attackers")
    giant, garruk = obj(game, "Hill Giant"), obj(game, "Garruk Wildspeaker")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((giant, ("object", garruk)),)))
    to_step(game, "combat damage")
    assert not game.state.stack                    # the Giant has no deathtouch
    assert gone(game, garruk)                      # 3 damage: 0 loyalty (CR 704.5i)


@plays("Hooded Blightfang", "trigger.described_damages_planeswalker")
def test_120_3_hooded_blightfang_destroys_a_planeswalker_its_deathtouch_creature_damaged():
    from test_multiplayer import table as multi
    game = multi([["Hooded Blightfang"], ["Garruk Wildspeaker"]], step="declare attackers")
    fang, garruk = obj(game, "Hooded Blightfang"), obj(game, "Garruk Wildspeaker")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((fang, ("object", garruk)),)))
    resolve(game)                                  # its attack trigger: drain 1
    to_step(game, "combat damage")
    assert game.state.objects[garruk].counters["loyalty"] == 2
    resolve(game)
    assert gone(game, garruk)


# -- "it deals that much damage to each other opponent" (CR 120.3, 102.3) --------------------


@plays("Super State", "effect.that_much_to_each_other_opponent")
def test_120_3_super_state_that_much_damage_to_each_other_opponent():
    game = table([["Grizzly Bears"], [], [], []], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    enchant(game, "Super State", bears)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    to_step(game, "combat damage")
    resolve(game)
    assert [life(game, i) for i in range(4)] == [20, 11, 11, 11]


@plays("Kediss, Emberclaw Familiar", "trigger.commander",
       "effect.that_much_to_each_other_opponent")
def test_903_3d_kediss_your_commanders_combat_damage_to_each_other_opponent():
    from test_commander import table as commander_table
    game = commander_table(["Isamaru, Hound of Konda", "Krenko, Mob Boss",
                            "Talrand, Sky Summoner"], [["Plains", "Kediss, Emberclaw Familiar"]])
    isamaru = _cast_commander(game)
    _attack_alone(game, isamaru)
    to_step(game, "combat damage")
    resolve(game)
    assert [life(game, i) for i in range(3)] == [40, 38, 38]
