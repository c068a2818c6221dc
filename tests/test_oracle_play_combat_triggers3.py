"""Combat triggers compiled from Oracle text and played: "Whenever you attack with one or
more Birds / two or more creatures with flying / five or more Soldiers", "that many",
"twice that much" (CR 508.1, 508.3d, 603.2)."""

from __future__ import annotations

from boards import board, declare_attackers, ids
from test_oracle_play import (
    BOB,
    Action,
    chars,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Game


def stack_size(game: Game) -> int:
    return len(game.state.stack)


# -- "Whenever you attack with N or more <creatures>" (CR 508.3d) -----------------------------

@plays("Hermes, Overseer of Elpis", "trigger.attack_with")
def test_508_3d_hermes_scries_only_when_a_bird_attacks():
    game = board(["Hermes, Overseer of Elpis", "Storm Crow", "Grizzly Bears"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    assert stack_size(game) == 0                      # no Bird among the attackers
    game = board(["Hermes, Overseer of Elpis", "Storm Crow", "Grizzly Bears"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Storm Crow"), obj(game, "Grizzly Bears"))
    assert stack_size(game) == 1
    resolve(game)
    assert game.decision.kind != "priority"           # scry 2: Alice orders the two cards


@plays("Tide Skimmer", "trigger.attack_with")
def test_508_3d_tide_skimmer_needs_two_attackers_with_flying():
    game = board(["Tide Skimmer", "Storm Crow"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Storm Crow"))
    assert stack_size(game) == 0                      # one flier only
    game = board(["Tide Skimmer", "Storm Crow"], [], step="declare attackers")
    before = len(hand(game))
    declare_attackers(game, obj(game, "Storm Crow"), obj(game, "Tide Skimmer"))
    resolve(game)
    assert len(hand(game)) == before + 1


@plays("Lulu, Inspiring Hollyphant", "trigger.attack_with", "quantity.attackers")
def test_508_1_lulu_counts_the_other_fliers_attacking():
    """"one or more other creatures with flying": Lulu herself isn't counted; "that many"
    Soldiers enter tapped and attacking (CR 508.1, 508.4)."""
    game = board(["Lulu, Inspiring Hollyphant"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Lulu, Inspiring Hollyphant"))
    assert stack_size(game) == 0
    game = board(["Lulu, Inspiring Hollyphant", "Storm Crow", "Storm Crow", "Grizzly Bears"],
                 [], step="declare attackers")
    crows = ids(game, "Storm Crow")
    declare_attackers(game, obj(game, "Lulu, Inspiring Hollyphant"), *crows, obj(game, "Grizzly Bears"))
    resolve(game)
    soldiers = ids(game, "Soldier")
    assert len(soldiers) == 2
    assert all(game.state.objects[s].tapped and game.state.objects[s].attacking
               for s in soldiers)


@plays("Lulu, Helpful Hollyphant", "trigger.attack_with", "quantity.attackers")
def test_508_1_lulu_gains_twice_that_much_life():
    game = board(["Lulu, Helpful Hollyphant", "Storm Crow", "Storm Crow", "Storm Crow"], [],
                 step="declare attackers")
    declare_attackers(game, *ids(game, "Storm Crow"))
    resolve(game)
    assert life(game, 0) == 26


@plays("Lulu, Vengeful Hollyphant", "trigger.attack_with", "quantity.attackers")
def test_508_1_lulu_drains_that_much():
    game = board(["Lulu, Vengeful Hollyphant", "Storm Crow", "Storm Crow"], [],
                 step="declare attackers")
    declare_attackers(game, *ids(game, "Storm Crow"), obj(game, "Lulu, Vengeful Hollyphant"))
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 22


@plays("Varina, Lich Queen", "trigger.attack_with", "quantity.attackers")
def test_508_1_varina_draws_discards_and_gains_for_each_zombie():
    game = board(["Varina, Lich Queen", "Walking Corpse", "Walking Corpse", "Grizzly Bears"],
                 [], step="declare attackers")
    before = len(hand(game))
    declare_attackers(game, *ids(game, "Walking Corpse"), obj(game, "Grizzly Bears"))
    resolve(game)
    while game.decision.kind != "priority":           # discard two (CR 701.8a)
        d = game.decision
        game.act(Action("choose", d.player, choice=tuple(d.options[:2])))
    resolve(game)
    assert len(hand(game)) == before and len(grave(game)) == 2
    assert life(game, 0) == 22


@plays("Harbin, Vanguard Aviator", "trigger.attack_with")
def test_508_3d_harbin_needs_five_soldiers():
    game = board(["Harbin, Vanguard Aviator"] + ["Elite Vanguard"] * 4, [],
                 step="declare attackers")
    declare_attackers(game, *ids(game, "Elite Vanguard"))
    assert stack_size(game) == 0                      # four Soldiers
    game = board(["Harbin, Vanguard Aviator"] + ["Elite Vanguard"] * 4, [],
                 step="declare attackers")
    vanguards = ids(game, "Elite Vanguard")
    declare_attackers(game, *vanguards, obj(game, "Harbin, Vanguard Aviator"))   # a Soldier too
    resolve(game)
    c = chars(game, vanguards[0])
    assert (c.power, c.toughness) == (3, 2) and "flying" in c.keywords
    assert "flying" in chars(game, obj(game, "Harbin, Vanguard Aviator")).keywords


@plays("Jolene, Plundering Pugilist", "trigger.attack_with")
def test_508_3d_jolene_counts_attackers_with_power_4_or_greater():
    game = board(["Jolene, Plundering Pugilist", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    assert stack_size(game) == 0
    game = board(["Jolene, Plundering Pugilist", "Craw Wurm"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Craw Wurm"))
    resolve(game)
    assert len(ids(game, "Treasure")) == 1


@plays("Mordor Trebuchet", "trigger.attack_with")
def test_508_3d_mordor_trebuchet_goblins_and_or_orcs():
    game = board(["Mordor Trebuchet", "Raging Goblin"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Raging Goblin"))
    resolve(game)
    boulders = ids(game, "Ballistic Boulder")
    assert len(boulders) == 1 and game.state.objects[boulders[0]].attacking


@plays("Anim Pakal, Thousandth Moon", "trigger.attack_with")
def test_508_3d_anim_pakal_non_gnome_attackers():
    game = board(["Anim Pakal, Thousandth Moon", "Bottle Gnomes"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Bottle Gnomes"))
    assert stack_size(game) == 0                      # a Gnome only
    game = board(["Anim Pakal, Thousandth Moon", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert len(ids(game, "Gnome")) == 1


@plays("Screaming Swarm", "trigger.you_attack", "quantity.attackers")
def test_508_1_screaming_swarm_mills_that_many():
    game = board(["Screaming Swarm", "Grizzly Bears", "Grizzly Bears"], [],
                 step="declare attackers")
    declare_attackers(game, *ids(game, "Grizzly Bears"), obj(game, "Screaming Swarm"))
    d = game.decision
    if d.kind == "targets":
        game.act(Action("choose", d.player, targets=(BOB,)))
    resolve(game)
    assert len(grave(game, 1)) == 3


# -- "defending player" in an attack trigger (CR 506.2) ---------------------------------------

def block(game: Game, *pairs: tuple[int, int]) -> None:
    """Bob declares blockers (after Alice's attack triggers resolved)."""
    resolve(game)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=tuple(pairs)))


@plays("Falkenrath Perforator", "phrase.defending_player", "effect.damage_each")
def test_506_2_falkenrath_perforator_deals_1_to_defending_player():
    game = board(["Falkenrath Perforator"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Falkenrath Perforator"))
    resolve(game)
    assert life(game, 1) == 19


@plays("Swathcutter Giant", "phrase.defending_player", "target.player_group")
def test_506_2_swathcutter_giant_damages_each_creature_defending_player_controls():
    game = board(["Swathcutter Giant", "Savannah Lions"], ["Savannah Lions", "Grizzly Bears"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Swathcutter Giant"))
    resolve(game)
    state = game.state
    assert [state.objects[i].controller for i in ids(game, "Savannah Lions")] == [0]
    assert grave(game, 1) == ["Savannah Lions"]       # Bob's 2/1; Alice's is untouched
    assert state.objects[obj(game, "Grizzly Bears")].damage == 1


@plays("Jangling Automaton", "phrase.defending_player", "target.player_group")
def test_506_2_jangling_automaton_untaps_defending_players_creatures():
    game = board(["Jangling Automaton", "Grizzly Bears"], ["Grizzly Bears"],
                 step="declare attackers")
    mine, theirs = ids(game, "Grizzly Bears")
    game.state.objects[mine].tapped = game.state.objects[theirs].tapped = True
    game.state.changed()
    declare_attackers(game, obj(game, "Jangling Automaton"))
    resolve(game)
    assert not game.state.objects[theirs].tapped and game.state.objects[mine].tapped


@plays("Silumgar, the Drifting Death", "phrase.defending_player", "target.player_group")
def test_506_2_silumgar_shrinks_the_attacked_players_creatures():
    game = board(["Silumgar, the Drifting Death", "Shivan Dragon"], ["Savannah Lions"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Shivan Dragon"))
    resolve(game)
    assert grave(game, 1) == ["Savannah Lions"]       # a 2/1 gets -1/-1 (CR 704.5f)
    assert chars(game, obj(game, "Silumgar, the Drifting Death")).toughness == 7


@plays("Terra Ravager", "phrase.defending_player", "quantity.target_player")
@plays("Coastline Marauders", "phrase.defending_player", "quantity.target_player")
def test_506_2_pump_counts_lands_defending_player_controls():
    for name in ("Terra Ravager", "Coastline Marauders"):
        game = board([name, "Forest"], ["Island", "Island", "Island"], step="declare attackers")
        creature = obj(game, name)
        before = chars(game, creature).power
        declare_attackers(game, creature)
        resolve(game)
        assert chars(game, creature).power == before + 3     # Bob's lands, not Alice's


@plays("Generous Plunderer", "phrase.defending_player")
def test_506_2_generous_plunderer_counts_the_defending_players_artifacts():
    game = board(["Generous Plunderer", "Ornithopter"], ["Ornithopter", "Ornithopter"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Generous Plunderer"))
    resolve(game)
    assert life(game, 1) == 18


@plays("Pretender's Claim", "phrase.defending_player", "target.player_group")
def test_506_2_pretenders_claim_taps_defending_players_lands_when_blocked():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Grizzly Bears", "Forest"], ["Hill Giant", "Island", "Island"],
                 step="declare attackers")
    claim = create_object(game.state, card_def("Pretender's Claim"), 0, "battlefield")
    claim.attached_to = obj(game, "Grizzly Bears")
    game.state.changed()
    declare_attackers(game, obj(game, "Grizzly Bears"))
    block(game, (obj(game, "Hill Giant"), obj(game, "Grizzly Bears")))
    resolve(game)
    state = game.state
    assert all(state.objects[i].tapped for i in ids(game, "Island"))
    assert not state.objects[obj(game, "Forest")].tapped


# -- "deals combat damage to an opponent" (CR 510.2, 603.2) -----------------------------------

def to_damage(game: Game) -> None:
    """On to the combat damage step, the triggers put on the stack (CR 510.2, 510.3)."""
    resolve(game)
    for _ in range(20):
        d = game.decision
        if game.state.step == "combat damage" and d.kind != "blockers":
            return
        game.act(Action("block", d.player, choice=()) if d.kind == "blockers"
                 else Action("pass", d.player))
    raise AssertionError("never reached combat damage")


@plays("Hydra Omnivore", "trigger.combat_damage_opponent", "phrase.each_other_opponent")
def test_510_2_hydra_omnivore_deals_that_much_to_each_other_opponent():
    from test_oracle_play_keywords import three_players
    game = three_players(["Hydra Omnivore"], [], [])
    game.act(Action("attack", 0, choice=((obj(game, "Hydra Omnivore"), BOB),)))
    to_damage(game)
    resolve(game)
    players = game.state.players
    assert (players[0].life, players[1].life, players[2].life) == (20, 12, 12)


@plays("Hydra Omnivore", "trigger.combat_damage_opponent", "phrase.each_other_opponent")
def test_510_2_hydra_omnivore_with_one_opponent_damages_no_one_else():
    game = board(["Hydra Omnivore"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Hydra Omnivore"))
    to_damage(game)
    resolve(game)
    assert life(game, 1) == 12 and life(game, 0) == 20


@plays("Mindscour Dragon", "trigger.combat_damage_opponent")
def test_510_2_mindscour_dragon_target_player_mills_four():
    game = board(["Mindscour Dragon"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Mindscour Dragon"))
    to_damage(game)
    assert game.decision.kind == "targets"
    game.act(Action("choose", 0, targets=(BOB,)))
    resolve(game)
    assert len(grave(game, 1)) == 4 and life(game, 1) == 16


@plays("Joven and Chandler", "trigger.combat_damage_opponent", "target.that_player")
def test_510_2_joven_and_chandler_destroys_an_artifact_that_player_controls():
    game = board(["Joven and Chandler", "Ornithopter"], ["Ornithopter"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Joven and Chandler"))
    to_damage(game)
    d = game.decision
    if d.kind == "targets":                            # Bob's Ornithopter only (CR 115.1)
        mine, theirs = ids(game, "Ornithopter")
        game.act(Action("choose", 0, targets=(("object", theirs),)))
    resolve(game)
    assert grave(game, 1) == ["Ornithopter"] and grave(game, 0) == []


@plays("Coastal Piracy", "trigger.damage")
def test_510_2_coastal_piracy_draws_for_each_creature_damaging_an_opponent():
    game = board(["Coastal Piracy", "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    before = len(hand(game))
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    to_damage(game)
    while game.state.stack or game.decision.kind != "priority":
        d = game.decision
        game.act(Action("choose", d.player, choice=("yes",)) if d.kind == "yes_no"
                 else Action("pass", d.player) if d.kind == "priority"
                 else game.legal_actions()[0])
    assert len(hand(game)) == before + 2               # one trigger per creature


@plays("Sleeper's Robe", "trigger.attached", "trigger.damage")
def test_510_2_sleepers_robe_enchanted_creature_damages_an_opponent():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Grizzly Bears"], [], step="declare attackers")
    robe = create_object(game.state, card_def("Sleeper's Robe"), 0, "battlefield")
    robe.attached_to = obj(game, "Grizzly Bears")
    game.state.changed()
    before = len(hand(game))
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_damage(game)
    resolve(game)
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    resolve(game)
    assert len(hand(game)) == before + 1


# -- "Whenever this creature attacks while <condition>" (CR 603.2) ----------------------------

@plays("Seasoned Warrenguard", "trigger.attacks_while")
def test_603_2_attacks_while_you_control_a_token_is_checked_as_it_attacks_only():
    """A trigger condition, not an intervening "if" (CR 603.4): with no token it doesn't
    trigger; once triggered, the token dying first changes nothing."""
    from dataclasses import replace as changed

    from boards import add_mana
    from test_oracle_play import cast

    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Seasoned Warrenguard"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Seasoned Warrenguard"))
    assert stack_size(game) == 0
    game = board(["Seasoned Warrenguard"], [], hands=([], ["Shock"]), step="declare attackers")
    token = create_object(game.state, changed(card_def("Ornithopter"), token=True), 0,
                          "battlefield")
    token.since = 0
    warrenguard = obj(game, "Seasoned Warrenguard")
    declare_attackers(game, warrenguard)
    assert stack_size(game) == 1
    game.act(Action("pass", 0))
    add_mana(game, "{R}", 1)
    cast(game, "Shock", token.id, player=1)
    resolve(game)
    assert token.id not in game.state.battlefield
    assert chars(game, warrenguard).power == 3


@plays("Brazen Blademaster", "trigger.attacks_while")
def test_603_2_brazen_blademaster_needs_two_artifacts():
    game = board(["Brazen Blademaster", "Ornithopter"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Brazen Blademaster"))
    assert stack_size(game) == 0
    game = board(["Brazen Blademaster", "Ornithopter", "Ornithopter"], [],
                 step="declare attackers")
    blademaster = obj(game, "Brazen Blademaster")
    declare_attackers(game, blademaster)
    resolve(game)
    c = chars(game, blademaster)
    assert (c.power, c.toughness) == (4, 4)


@plays("Burning Sun Cavalry", "trigger.attacks_while")
def test_603_2_burning_sun_cavalry_blocks_while_you_control_a_dinosaur():
    game = board(["Grizzly Bears"], ["Burning Sun Cavalry", "Ancient Brontodon"],
                 step="declare attackers")
    cavalry = obj(game, "Burning Sun Cavalry")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    block(game, (cavalry, obj(game, "Grizzly Bears")))
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])
    resolve(game)
    c = chars(game, cavalry)
    assert (c.power, c.toughness) == (3, 3)


# -- pack tactics: "if you attacked with creatures with total power 6 or greater" -------------

@plays("Gnoll Hunter", "condition.attacked_total_power")
def test_508_1_pack_tactics_counts_the_declared_attackers_power():
    game = board(["Gnoll Hunter", "Grizzly Bears", "Craw Wurm"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Gnoll Hunter"), obj(game, "Grizzly Bears"))
    assert stack_size(game) == 0                      # 2 + 2; the Wurm stays home
    game = board(["Gnoll Hunter", "Craw Wurm"], [], step="declare attackers")
    hunter = obj(game, "Gnoll Hunter")
    declare_attackers(game, hunter, obj(game, "Craw Wurm"))      # 2 + 6
    resolve(game)
    assert game.state.objects[hunter].counters.get("+1/+1") == 1


@plays("Battle Cry Goblin", "condition.attacked_total_power")
def test_508_1_pack_tactics_goblin_token_enters_attacking():
    game = board(["Battle Cry Goblin", "Craw Wurm"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Battle Cry Goblin"), obj(game, "Craw Wurm"))
    resolve(game)
    goblins = [i for i in ids(game, "Goblin") if game.state.objects[i].card.token]
    assert len(goblins) == 1 and game.state.objects[goblins[0]].attacking


# -- "that player" / "that many" after combat damage to a player (CR 510.2, 603.2) ------------

@plays("Diviner Spirit", "target.you_and_player_each")
def test_603_2_diviner_spirit_you_and_that_player_each_draw_that_many():
    game = board(["Diviner Spirit"], [], step="declare attackers")
    mine, theirs = len(hand(game)), len(hand(game, 1))
    declare_attackers(game, obj(game, "Diviner Spirit"))
    to_damage(game)
    resolve(game)
    assert len(hand(game)) == mine + 2 and len(hand(game, 1)) == theirs + 2


@plays("Black Widow, Intel Expert", "trigger.combat_damage_opponent",
       "target.you_and_player_each")
def test_603_2_black_widow_you_and_that_opponent_each_draw_two():
    game = board(["Black Widow, Intel Expert"], [], step="declare attackers")
    mine, theirs = len(hand(game)), len(hand(game, 1))
    declare_attackers(game, obj(game, "Black Widow, Intel Expert"))
    to_damage(game)
    resolve(game)
    assert len(hand(game)) == mine + 2 and len(hand(game, 1)) == theirs + 2


@plays("Empyreal Voyager", "effect.energy_that_many")
def test_107_14_empyreal_voyager_gets_that_many_energy():
    game = board(["Empyreal Voyager"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Empyreal Voyager"))
    to_damage(game)
    resolve(game)
    assert game.state.players[0].energy == 2


# -- "Whenever this creature deals damage to a <creature type>" (CR 603.2) --------------------

@plays("Vampire Slayer", "trigger.damage_described")
def test_603_2_vampire_slayer_destroys_a_vampire_it_damages():
    game = board(["Vampire Slayer"], ["Vampire Nighthawk"], step="declare attackers")
    slayer, hawk = obj(game, "Vampire Slayer"), obj(game, "Vampire Nighthawk")
    declare_attackers(game, slayer)
    block(game, (hawk, slayer))
    to_damage(game)
    assert stack_size(game) == 1                      # 2 damage to a 2/3 Vampire
    resolve(game)
    assert grave(game, 1) == ["Vampire Nighthawk"]
    assert grave(game, 0) == ["Vampire Slayer"]       # deathtouch (CR 704.5h)


@plays("Vampire Slayer", "trigger.damage_described")
def test_603_2_vampire_slayer_ignores_other_creatures():
    game = board(["Vampire Slayer"], ["Hill Giant"], step="declare attackers")
    slayer, giant = obj(game, "Vampire Slayer"), obj(game, "Hill Giant")
    declare_attackers(game, slayer)
    block(game, (giant, slayer))
    to_damage(game)
    assert stack_size(game) == 0
    assert game.state.objects[giant].damage == 2


@plays("East-Mark Cavalier", "trigger.damage_described")
def test_603_2_east_mark_cavalier_goblin_or_orc():
    game = board(["East-Mark Cavalier"], ["Raging Goblin"], step="declare attackers")
    cavalier, goblin = obj(game, "East-Mark Cavalier"), obj(game, "Raging Goblin")
    declare_attackers(game, cavalier)
    block(game, (goblin, cavalier))
    to_damage(game)
    assert stack_size(game) == 1
    resolve(game)
    assert grave(game, 1) == ["Raging Goblin"]


# -- "blocks or becomes blocked by one or more <creatures>" (CR 509.3c-d) ----------------------

@plays("Dwarven Soldier", "trigger.blocks_one_or_more")
def test_509_3c_dwarven_soldier_blocks_an_orc():
    game = board(["Ironclaw Orcs"], ["Dwarven Soldier"], step="declare attackers")
    orcs, soldier = obj(game, "Ironclaw Orcs"), obj(game, "Dwarven Soldier")
    declare_attackers(game, orcs)
    block(game, (soldier, orcs))
    resolve(game)
    assert chars(game, soldier).toughness == 3
    to_damage(game)
    resolve(game)
    assert grave(game, 1) == []                       # 2 damage to a 2/3


@plays("Serra Inquisitors", "trigger.blocks_one_or_more")
def test_509_3d_serra_inquisitors_only_when_a_black_creature_blocks():
    game = board(["Serra Inquisitors"], ["Grizzly Bears", "Walking Corpse"],
                 step="declare attackers")
    inquisitors = obj(game, "Serra Inquisitors")
    declare_attackers(game, inquisitors)
    block(game, (obj(game, "Grizzly Bears"), inquisitors))
    assert stack_size(game) == 0                      # a green blocker
    game = board(["Serra Inquisitors"], ["Grizzly Bears", "Walking Corpse"],
                 step="declare attackers")
    inquisitors = obj(game, "Serra Inquisitors")
    declare_attackers(game, inquisitors)
    block(game, (obj(game, "Grizzly Bears"), inquisitors),
          (obj(game, "Walking Corpse"), inquisitors))
    while game.decision.kind != "priority":           # the damage assignment order
        game.act(game.legal_actions()[0])
    assert stack_size(game) == 1                      # once for both blockers
    resolve(game)
    assert chars(game, inquisitors).power == 5


@plays("Hedron Blade", "trigger.blocks_one_or_more", "trigger.attached")
def test_509_3d_hedron_blade_deathtouch_when_blocked_by_a_colorless_creature():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Grizzly Bears"], ["Ornithopter"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    blade = create_object(game.state, card_def("Hedron Blade"), 0, "battlefield")
    blade.attached_to = bears
    game.state.changed()
    declare_attackers(game, bears)
    block(game, (obj(game, "Ornithopter"), bears))
    resolve(game)
    assert "deathtouch" in chars(game, bears).keywords


# -- "... at end of combat" after an attack or block trigger (CR 603.7, 511.2) -----------------

@plays("Clockwork Beetle", "delayed.end_of_combat")
def test_603_7_clockwork_beetle_loses_a_counter_at_end_of_combat():
    game = board(["Clockwork Beetle"], [], step="declare attackers")
    beetle = obj(game, "Clockwork Beetle")
    game.state.objects[beetle].counters["+1/+1"] = 2
    game.state.changed()
    declare_attackers(game, beetle)
    resolve(game)
    assert game.state.objects[beetle].counters.get("+1/+1") == 2    # not yet
    to_damage(game)
    resolve(game)
    assert life(game, 1) == 18
    while game.state.step != "end of combat" or game.state.stack:
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    resolve(game)
    assert game.state.objects[beetle].counters.get("+1/+1") == 1


# -- "Whenever a creature deals damage to you, destroy it" (CR 603.2, 120.3) -------------------

@plays("No Mercy", "trigger.damage")
def test_603_2_no_mercy_destroys_the_creature_that_dealt_damage():
    game = board(["Grizzly Bears", "Savannah Lions"], ["No Mercy"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    to_damage(game)
    assert stack_size(game) == 1 and life(game, 1) == 18
    resolve(game)
    assert grave(game, 0) == ["Grizzly Bears"]
    assert on_battlefield_named(game, "Savannah Lions")


@plays("Dissipation Field", "trigger.damage")
def test_603_2_dissipation_field_returns_the_source_to_its_owners_hand():
    game = board(["Grizzly Bears"], ["Dissipation Field"], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_damage(game)
    resolve(game)
    assert "Grizzly Bears" in hand(game) and not ids(game, "Grizzly Bears")


def on_battlefield_named(game: Game, name: str) -> bool:
    return bool(ids(game, name))


@plays("Harbor Guardian", "effect.defending_player_may", "phrase.defending_player")
def test_608_2d_harbor_guardian_defending_player_chooses_to_draw():
    for answer, drawn in (("yes", 1), ("no", 0)):
        game = board(["Harbor Guardian"], [], step="declare attackers")
        before = len(hand(game, 1))
        declare_attackers(game, obj(game, "Harbor Guardian"))
        resolve(game)
        d = game.decision
        assert d.kind == "yes_no" and d.player == 1       # Bob's choice, not Alice's
        game.act(Action("choose", 1, choice=(answer,)))
        resolve(game)
        assert len(hand(game, 1)) == before + drawn


# -- "if defending player controls no <permanents>" (CR 506.2, 603.4) -------------------------

@plays("Spectral Bears", "condition.defending_controls")
def test_603_4_spectral_bears_counts_the_defending_players_nontoken_black_permanents():
    from dataclasses import replace as changed

    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Spectral Bears"], ["Walking Corpse"], step="declare attackers")
    declare_attackers(game, obj(game, "Spectral Bears"))
    assert stack_size(game) == 0                      # a black nontoken creature
    game = board(["Spectral Bears", "Walking Corpse"], [], step="declare attackers")
    create_object(game.state, changed(card_def("Walking Corpse"), token=True), 1,
                  "battlefield")
    declare_attackers(game, obj(game, "Spectral Bears"))
    assert stack_size(game) == 1                      # Alice's own and Bob's token: not counted
    resolve(game)


@plays("Fear of the Dark", "condition.defending_controls")
def test_603_4_fear_of_the_dark_gains_menace_and_deathtouch():
    game = board(["Fear of the Dark"], ["Grizzly Bears"], step="declare attackers")
    fear = obj(game, "Fear of the Dark")
    declare_attackers(game, fear)
    resolve(game)
    assert {"menace", "deathtouch"} <= chars(game, fear).keywords


@plays("Teysa, Envoy of Ghosts", "trigger.damage")
def test_510_2_teysa_destroys_each_creature_that_dealt_her_controller_combat_damage():
    game = board(["Grizzly Bears", "Savannah Lions"], ["Teysa, Envoy of Ghosts"],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    to_damage(game)
    while game.decision.kind != "priority":           # Bob orders his two triggers
        game.act(game.legal_actions()[0])
    assert stack_size(game) == 2 and life(game, 1) == 16
    resolve(game)
    assert sorted(grave(game, 0)) == ["Grizzly Bears", "Savannah Lions"]
    assert len(ids(game, "Spirit")) == 2


@plays("Reaper's Talisman", "trigger.attached", "phrase.defending_player")
def test_506_5_reapers_talisman_equipped_creature_attacks_alone():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for others, drained in ((0, True), (1, False)):
        game = board(["Grizzly Bears"] + ["Savannah Lions"] * others, [],
                     step="declare attackers")
        bears = obj(game, "Grizzly Bears")
        create_object(game.state, card_def("Reaper's Talisman"), 0,
                      "battlefield").attached_to = bears
        game.state.changed()
        declare_attackers(game, bears, *ids(game, "Savannah Lions"))
        while game.decision.kind != "priority":
            game.act(game.legal_actions()[0])
        resolve(game)
        assert (life(game, 1), life(game, 0)) == ((18, 22) if drained else (20, 20))
        assert "deathtouch" in chars(game, bears).keywords


# -- "Whenever you attack a player" (CR 508.3e) ------------------------------------------------

@plays("Long-Range Sensor", "trigger.you_attack_player")
def test_508_3e_you_attack_a_player_triggers_once_per_player_attacked():
    from test_oracle_play_keywords import three_players
    game = three_players(["Long-Range Sensor", "Grizzly Bears", "Savannah Lions",
                          "Craw Wurm"], [], [])
    sensor = obj(game, "Long-Range Sensor")
    bears, lions, wurm = (obj(game, n) for n in ("Grizzly Bears", "Savannah Lions",
                                                  "Craw Wurm"))
    game.act(Action("attack", 0, choice=((bears, BOB), (lions, BOB), (wurm, ("player", 2)))))
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])
    assert stack_size(game) == 2                      # Bob and Carol, once each
    resolve(game)
    assert game.state.objects[sensor].counters.get("charge") == 2


@plays("Soaring Lightbringer", "trigger.you_attack_player", "token.attacking_that_player")
def test_508_4_soaring_lightbringer_glimmer_attacks_that_player():
    from test_oracle_play_keywords import three_players
    game = three_players(["Soaring Lightbringer", "Grizzly Bears"], [], [])
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), ("player", 2)),)))
    while game.state.stack or game.decision.kind != "priority":
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    glimmers = ids(game, "Glimmer")
    assert len(glimmers) == 1                         # Carol only was attacked
    token = game.state.objects[glimmers[0]]
    assert token.tapped and token.attacking == ("player", 2)


@plays("Gahiji, Honored One", "trigger.described_combat")
def test_508_3a_gahiji_a_creature_attacking_an_opponent_gets_2_0():
    game = board(["Gahiji, Honored One", "Grizzly Bears"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    assert stack_size(game) == 1
    resolve(game)
    assert chars(game, bears).power == 4


@plays("Gahiji, Honored One", "trigger.described_combat")
def test_508_3a_gahiji_doesnt_see_attacks_on_its_controller():
    game = board(["Grizzly Bears"], ["Gahiji, Honored One"], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))          # Bob is attacked, not Bob's opponent
    assert stack_size(game) == 0


@plays("Edric, Spymaster of Trest", "effect.defending_player_may", "trigger.damage")
def test_608_2d_edric_the_attacking_creatures_controller_may_draw():
    game = board(["Edric, Spymaster of Trest", "Grizzly Bears"], [], step="declare attackers")
    before = len(hand(game))
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_damage(game)
    resolve(game)
    d = game.decision
    assert d.kind == "yes_no" and d.player == 0
    game.act(Action("choose", 0, choice=("yes",)))
    resolve(game)
    assert len(hand(game)) == before + 1
    game = board(["Grizzly Bears"], ["Edric, Spymaster of Trest"], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))
    to_damage(game)
    assert stack_size(game) == 0                      # Bob isn't his own opponent


@plays("Archpriest of Shadows", "trigger.combat_player_or_battle")
def test_510_2_archpriest_of_shadows_combat_damage_to_a_player_or_battle():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Archpriest of Shadows"], [], step="declare attackers")
    card = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")
    declare_attackers(game, obj(game, "Archpriest of Shadows"))
    to_damage(game)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", card.id),)))
    resolve(game)
    assert ids(game, "Grizzly Bears") and grave(game) == []


@plays("Beamtown Beatstick", "trigger.attached")
def test_510_2_beamtown_beatstick_equipped_creature_damages_a_player():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Grizzly Bears"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    create_object(game.state, card_def("Beamtown Beatstick"), 0, "battlefield").attached_to = bears
    game.state.changed()
    declare_attackers(game, bears)
    to_damage(game)
    resolve(game)
    assert life(game, 1) == 17 and len(ids(game, "Treasure")) == 1
