"""Combat families compiled from Oracle text and played (session 34, helper "combat"): a
pair's name with its plural verb, "Whenever Falcon and Redwing deal combat damage",
"Whenever Aang and Katara enter or attack" (CR 201.5); "<group> get +N/+N / have <keywords>
and can't be blocked by <creatures>" (Wall Crawl, Frost Fair Lure Fish; CR 611.3a, 509.1b);
the plurals "Oxen" and "Mice" (Ox Drover, Mabel; CR 205.3m); "Whenever this creature attacks
alone" granted by an Equipment or Aura (Voltaic Whip, Idolized; CR 506.5, 613.1f); 'gets
+1/+1, has "Whenever this creature attacks, ...," and is a Cleric' (White Mage's Staff,
Thief's Knife, Sage's Nouliths; CR 113.1, 613.1f); "can't be blocked except by six or more
creatures / except by legendary creatures" (Hexmark Destroyer, Midnight Pathlighter; CR
509.1b); "All Walls / creatures with flying able to block this creature do so." (Marble
Priest, Talruum Piper; CR 509.1c); "Each attacking creature [and each blocking creature]
doesn't untap during its controller's next untap step." (Tangle, Spore Cloud; CR 502.3);
"Equipped creature can't be blocked as long as its power is 3 or less." (Thieves' Tools;
CR 509.1b, 611.3a); "Whenever Kang attacks, he connives." (CR 701.47a, 201.5); "Whenever
Viv Vision attacks, draw a card if her power is 4 or greater." (CR 201.5, 608.2c)."""

from __future__ import annotations

import pytest
from boards import board, declare_attackers, ids, to_blockers
from test_oracle_play import cast, chars, hand, life, obj, plays, resolve, to_step
from test_oracle_play_combat4 import enchant, equip
from test_oracle_play_combat_triggers import _to_turn, declare_blocks

from tolaria import IllegalAction
from tolaria.data.actions import Action

# -- a pair's name with its plural verb (CR 201.5) --------------------------------------------


@plays("Falcon and Redwing", "phrase.pair_name_verb", "trigger.combat")
def test_201_5_falcon_and_redwing_deal_combat_damage_makes_birds_and_grows():
    game = board(["Falcon and Redwing"], [], step="declare attackers")
    falcon = obj(game, "Falcon and Redwing")
    declare_attackers(game, falcon)
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1            # CR 510.3a: it dealt 1 to Bob
    resolve(game)
    assert life(game, 1) == 19
    assert len(ids(game, "Bird")) == 1
    assert game.state.objects[falcon].counters.get("+1/+1") == 1


@plays("Aang and Katara", "phrase.pair_name_verb", "trigger.or_another")
def test_201_5_aang_and_katara_attack_counts_tapped_creatures():
    game = board(["Aang and Katara", "Grizzly Bears", "Ornithopter"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Aang and Katara"), obj(game, "Grizzly Bears"))
    assert len(game.state.stack) == 1            # CR 508.3a
    resolve(game)
    assert len(ids(game, "Ally")) == 2           # the two tapped attackers, not Ornithopter


@plays("Bebop & Rocksteady", "phrase.pair_name_verb", "trigger.combat")
def test_201_5_bebop_and_rocksteady_attack_discard_instead_of_sacrificing():
    game = board(["Bebop & Rocksteady", "Forest"], [], hands=(["Island"], []),
                 step="declare attackers")
    bebop = obj(game, "Bebop & Rocksteady")
    declare_attackers(game, bebop)
    assert len(game.state.stack) == 1
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "yes_no"
    game.act("choose yes")                        # discard the Island (CR 118.12)
    resolve(game)
    assert hand(game) == [] and bebop in game.state.battlefield
    assert ids(game, "Forest")


@plays("Raph & Leo, Sibling Rivals", "phrase.pair_name_verb", "trigger.combat")
def test_201_5_raph_and_leo_attack_untap_attackers_and_add_a_combat():
    game = board(["Raph & Leo, Sibling Rivals", "Grizzly Bears"], [],
                 step="declare attackers")
    raph, bears = obj(game, "Raph & Leo, Sibling Rivals"), obj(game, "Grizzly Bears")
    declare_attackers(game, raph, bears)
    assert game.decision.kind == "targets"
    game.act("choose Raph & Leo, Sibling Rivals, Grizzly Bears")
    resolve(game)
    assert not game.state.objects[raph].tapped and not game.state.objects[bears].tapped
    to_step(game, "end of combat")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.step in ("beginning of combat", "declare attackers")   # CR 505.1a


# -- "<group> get +N/+N / have <keywords> and can't be blocked by ..." (CR 611.3a, 509.1b) -----


@plays("Wall Crawl", "static.group_restricted")
def test_509_1b_wall_crawl_spiders_get_bigger_and_walls_cant_block_them():
    game = board(["Wall Crawl", "Giant Spider"], ["Wall of Wood", "Alaborn Trooper"],
                 step="declare attackers")
    spider, wall = obj(game, "Giant Spider"), obj(game, "Wall of Wood")
    assert (chars(game, spider).power, chars(game, spider).toughness) == (3, 5)
    assert chars(game, wall).power == 0                  # only Spiders (CR 611.3a)
    to_blockers(game, spider)
    with pytest.raises(IllegalAction):                   # a creature with defender
        game.act(Action("block", 1, choice=((wall, spider),)))
    declare_blocks(game, (obj(game, "Alaborn Trooper"), spider))
    assert game.state.objects[spider].blocked


@plays("Frost Fair Lure Fish", "static.group_restricted")
def test_509_1b_lure_fish_fish_have_haste_and_humans_cant_block_them():
    game = board(["Frost Fair Lure Fish"], ["Alaborn Trooper", "Giant Spider"],
                 step="declare attackers", sick=True)
    fish, human = obj(game, "Frost Fair Lure Fish"), obj(game, "Alaborn Trooper")
    assert "haste" in chars(game, fish).keywords
    to_blockers(game, fish)                              # it attacks the turn it came
    with pytest.raises(IllegalAction):                   # a Human (CR 509.1b)
        game.act(Action("block", 1, choice=((human, fish),)))
    declare_blocks(game, (obj(game, "Giant Spider"), fish))
    assert game.state.objects[fish].blocked


# -- "Oxen", "Mice": irregular plurals of creature types (CR 205.3m) --------------------------


@plays("Ox Drover", "static.cant_be_blocked_by")
def test_509_1b_ox_drover_cant_be_blocked_by_the_ox_it_gave():
    game = board(["Ox Drover"], ["Alaborn Trooper"], step="declare attackers")
    drover = obj(game, "Ox Drover")
    declare_attackers(game, drover)
    resolve(game)                                        # Bob creates a 2/4 Ox
    ox = ids(game, "Ox")[0]
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=((ox, drover),)))
    declare_blocks(game, (obj(game, "Alaborn Trooper"), drover))
    assert game.state.objects[drover].blocked


@plays("Mabel, Heir to Cragflame", "static.anthem")
def test_205_3m_mabel_other_mice_get_plus_one():
    game = board(["Mabel, Heir to Cragflame", "Flowerfoot Swordmaster", "Alaborn Trooper"],
                 [])
    mouse, mabel = obj(game, "Flowerfoot Swordmaster"), obj(game, "Mabel, Heir to Cragflame")
    assert (chars(game, mouse).power, chars(game, mouse).toughness) == (2, 3)
    assert chars(game, obj(game, "Alaborn Trooper")).power == 2
    assert chars(game, mabel).power == game.state.objects[mabel].card.power


# -- "Whenever this creature attacks alone" in a granted ability (CR 506.5, 613.1f) -----------


@plays("Voltaic Whip", "trigger.described_combat", "static.granted")
def test_506_5_voltaic_whip_equipped_creature_attacking_alone_draws_and_loses_life():
    game = board(["Voltaic Whip", "Grizzly Bears"], [], step="declare attackers")
    equip(game, "Voltaic Whip", "Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    assert chars(game, bears).power == 4
    before = len(hand(game))
    declare_attackers(game, bears)
    assert len(game.state.stack) == 1
    resolve(game)
    assert len(hand(game)) == before + 1 and life(game, 0) == 19


@plays("Voltaic Whip", "trigger.described_combat")
def test_506_5_voltaic_whip_not_when_another_creature_attacks_too():
    game = board(["Voltaic Whip", "Grizzly Bears", "Hill Giant"], [], step="declare attackers")
    equip(game, "Voltaic Whip", "Grizzly Bears")
    declare_attackers(game, obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    assert not game.state.stack                  # not alone (CR 506.5)


@plays("Idolized", "trigger.described_combat")
def test_506_5_idolized_enchanted_creature_attacking_alone_gets_x():
    game = board(["Grizzly Bears", "Ornithopter", "Forest"], [], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    enchant(game, "Idolized", bears)
    declare_attackers(game, bears)
    resolve(game)                                # Bears, Ornithopter, Idolized: X is 3
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)


# -- 'has "<ability>," and is a <type>': the list's comma inside the quotes (CR 113.1) --------


@plays("White Mage's Staff", "static.granted_in_list", "static.granted")
def test_613_1f_white_mages_staff_equipped_creature_gains_life_when_it_attacks():
    game = board(["White Mage's Staff", "Grizzly Bears"], [], step="declare attackers")
    equip(game, "White Mage's Staff", "Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)
    assert "Cleric" in chars(game, bears).subtypes and "Bear" in chars(game, bears).subtypes
    declare_attackers(game, bears)
    assert len(game.state.stack) == 1            # CR 508.3a
    resolve(game)
    assert life(game, 0) == 21


@plays("Thief's Knife", "static.granted_in_list")
def test_613_1f_thiefs_knife_equipped_creature_draws_on_combat_damage():
    game = board(["Thief's Knife", "Grizzly Bears"], [], step="declare attackers")
    equip(game, "Thief's Knife", "Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    assert "Rogue" in chars(game, bears).subtypes
    before = len(hand(game))
    declare_attackers(game, bears)
    to_step(game, "combat damage")
    assert len(game.state.stack) == 1            # CR 510.3a
    resolve(game)
    assert len(hand(game)) == before + 1 and life(game, 1) == 17


@plays("Sage's Nouliths", "static.granted_in_list")
def test_613_1f_sages_nouliths_untaps_target_attacking_creature():
    game = board(["Sage's Nouliths", "Grizzly Bears", "Hill Giant"], [],
                 step="declare attackers")
    equip(game, "Sage's Nouliths", "Grizzly Bears")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    assert chars(game, bears).power == 3 and "Cleric" in chars(game, bears).subtypes
    declare_attackers(game, bears, giant)
    if game.decision.kind == "targets":
        game.act("choose Hill Giant")
    resolve(game)
    assert not game.state.objects[giant].tapped and game.state.objects[bears].tapped


# -- "can't be blocked except by six or more creatures / legendary creatures" (CR 509.1b) -----


@plays("Hexmark Destroyer", "static.cant_be_blocked_by")
def test_509_1b_hexmark_destroyer_blocked_only_by_six_or_more():
    game = board(["Hexmark Destroyer"], ["Grizzly Bears"] * 6, step="declare attackers")
    hexmark = obj(game, "Hexmark Destroyer")
    bears = ids(game, "Grizzly Bears")
    to_blockers(game, hexmark)
    with pytest.raises(IllegalAction):                   # five aren't enough
        game.act(Action("block", 1, choice=tuple((b, hexmark) for b in bears[:5])))
    declare_blocks(game, *((b, hexmark) for b in bears))
    assert game.state.objects[hexmark].blocked


@plays("Midnight Pathlighter", "static.cant_be_blocked_by")
def test_509_1b_midnight_pathlighter_your_creatures_blocked_only_by_legends():
    game = board(["Midnight Pathlighter", "Grizzly Bears"],
                 ["Hill Giant", "Isamaru, Hound of Konda"], step="declare attackers")
    bears = obj(game, "Grizzly Bears")
    to_blockers(game, bears)
    with pytest.raises(IllegalAction):                   # not legendary
        game.act(Action("block", 1, choice=((obj(game, "Hill Giant"), bears),)))
    declare_blocks(game, (obj(game, "Isamaru, Hound of Konda"), bears))
    assert game.state.objects[bears].blocked


# -- "All <creatures> able to block this creature do so." (CR 509.1c) ------------------------


@plays("Marble Priest", "static.lure_by")
def test_509_1c_marble_priest_walls_able_to_block_it_must():
    game = board(["Marble Priest"], ["Wall of Wood", "Grizzly Bears"], step="declare attackers")
    priest, wall = obj(game, "Marble Priest"), obj(game, "Wall of Wood")
    to_blockers(game, priest)
    with pytest.raises(IllegalAction):                   # the Wall must block it
        game.act(Action("block", 1, choice=()))
    with pytest.raises(IllegalAction):                   # a Bear alone obeys none
        game.act(Action("block", 1, choice=((obj(game, "Grizzly Bears"), priest),)))
    declare_blocks(game, (wall, priest))                 # the Bears needn't (not a Wall)
    assert game.state.objects[priest].blocked


@plays("Talruum Piper", "static.lure_by")
def test_509_1c_talruum_piper_fliers_able_to_block_it_must():
    game = board(["Talruum Piper"], ["Wind Drake", "Grizzly Bears"], step="declare attackers")
    piper, drake = obj(game, "Talruum Piper"), obj(game, "Wind Drake")
    to_blockers(game, piper)
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=()))
    declare_blocks(game, (drake, piper))
    assert game.state.objects[piper].blocked


@plays("Talruum Piper", "static.lure_by")
def test_509_1c_talruum_piper_no_flier_no_requirement():
    game = board(["Talruum Piper"], ["Grizzly Bears"], step="declare attackers")
    piper = obj(game, "Talruum Piper")
    to_blockers(game, piper)
    declare_blocks(game)                                 # no creature with flying
    assert not game.state.objects[piper].blocked


# -- "Each attacking creature doesn't untap during its controller's next untap step." --------


def _bob_casts_after_blocks(game, card: str, *blocks: tuple[int, int]) -> None:
    game.act(Action("block", 1, choice=tuple(blocks)))
    while game.decision.player != 1 or game.decision.kind != "priority":
        game.act(Action("pass", game.decision.player))
    cast(game, card, player=1)
    resolve(game)


@plays("Tangle", "effect.no_next_untap")
def test_502_3_tangle_attackers_dont_untap_and_no_combat_damage():
    game = board(["Grizzly Bears", "Hill Giant"], ["Forest", "Forest", "Craw Wurm"],
                 hands=([], ["Tangle"]), step="declare attackers")
    bears, giant, wurm = obj(game, "Grizzly Bears"), obj(game, "Hill Giant"), obj(
        game, "Craw Wurm")
    to_blockers(game, bears)                             # the Giant stays home
    game.state.objects[giant].tapped = True
    _bob_casts_after_blocks(game, "Tangle")
    _to_turn(game, 3, "end of combat")
    assert life(game, 1) == 20                           # CR 615.1: prevented
    game.state.objects[wurm].tapped = True
    _to_turn(game, 4, "precombat main")
    assert not game.state.objects[wurm].tapped           # not an attacking creature
    _to_turn(game, 5, "precombat main")
    assert game.state.objects[bears].tapped              # CR 502.3: its next untap step
    assert not game.state.objects[giant].tapped          # wasn't attacking as it resolved
    _to_turn(game, 7, "precombat main")
    assert not game.state.objects[bears].tapped


@plays("Spore Cloud", "effect.no_next_untap")
def test_502_3_spore_cloud_attackers_and_blockers_dont_untap():
    game = board(["Grizzly Bears"], ["Forest", "Forest", "Forest", "Hill Giant"],
                 hands=([], ["Spore Cloud"]), step="declare attackers")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    to_blockers(game, bears)
    _bob_casts_after_blocks(game, "Spore Cloud", (giant, bears))
    assert game.state.objects[giant].tapped              # "Tap all blocking creatures."
    _to_turn(game, 3, "end of combat")
    assert game.state.objects[bears].damage == 0 and game.state.objects[giant].damage == 0
    _to_turn(game, 4, "precombat main")
    assert game.state.objects[giant].tapped              # Bob's next untap step
    _to_turn(game, 5, "precombat main")
    assert game.state.objects[bears].tapped              # Alice's
    _to_turn(game, 6, "precombat main")
    assert not game.state.objects[giant].tapped


# -- "Equipped creature can't be blocked as long as its power is 3 or less." ------------------


@plays("Thieves' Tools", "condition.attached_power", "condition.static_suffix")
def test_509_1b_thieves_tools_small_equipped_creature_cant_be_blocked():
    game = board(["Thieves' Tools", "Hill Giant", "Craw Wurm"], ["Grizzly Bears"],
                 step="declare attackers")
    equip(game, "Thieves' Tools", "Hill Giant")
    giant, wurm, bears = obj(game, "Hill Giant"), obj(game, "Craw Wurm"), obj(
        game, "Grizzly Bears")
    to_blockers(game, giant, wurm)
    with pytest.raises(IllegalAction):                   # power 3 (CR 611.3a: now)
        game.act(Action("block", 1, choice=((bears, giant),)))
    declare_blocks(game, (bears, wurm))


@plays("Thieves' Tools", "condition.attached_power")
def test_509_1b_thieves_tools_big_equipped_creature_can_be_blocked():
    game = board(["Thieves' Tools", "Craw Wurm"], ["Grizzly Bears"], step="declare attackers")
    equip(game, "Thieves' Tools", "Craw Wurm")
    wurm = obj(game, "Craw Wurm")
    to_blockers(game, wurm)
    declare_blocks(game, (obj(game, "Grizzly Bears"), wurm))
    assert game.state.objects[wurm].blocked


# -- "Whenever Kang attacks, he connives." (CR 701.47a, 201.5) --------------------------------


@plays("Kang, Temporal Tyrant", "trigger.combat", "library.connive")
def test_701_47a_kang_attacks_he_connives():
    game = board(["Kang, Temporal Tyrant"], [], hands=(["Grizzly Bears"], []),
                 step="declare attackers")
    kang = obj(game, "Kang, Temporal Tyrant")
    declare_attackers(game, kang)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "discard"               # drew, then discards
    game.act("choose Grizzly Bears")                     # a nonland card: a counter
    assert game.state.objects[kang].counters.get("+1/+1") == 1
    assert hand(game) == ["Wastes"]


# -- "draw a card if her power is 4 or greater": a character's own power (CR 201.5) ----------


@plays("Viv Vision, Teen Synthezoid", "condition.source_power")
def test_201_5_viv_vision_draws_only_with_power_4_or_greater():
    game = board(["Viv Vision, Teen Synthezoid"], [], step="declare attackers")
    viv = obj(game, "Viv Vision, Teen Synthezoid")
    before = len(hand(game))
    declare_attackers(game, viv)
    resolve(game)
    assert len(hand(game)) == before                     # 2/2 (CR 608.2c: as it resolves)
    game = board(["Viv Vision, Teen Synthezoid"], [], step="declare attackers")
    viv = obj(game, "Viv Vision, Teen Synthezoid")
    game.state.objects[viv].counters["+1/+1"] = 2
    game.state.changed()
    declare_attackers(game, viv)
    resolve(game)
    assert len(hand(game)) == before + 1                 # 4/4
