"""Modal spells whose number of modes isn't fixed (CR 700.2): "Choose three. You may choose
the same mode more than once." (CR 700.2d) and "Choose one. If <condition> as you cast this
spell, you may choose both instead." (CR 601.2b)."""

from __future__ import annotations

from itertools import combinations_with_replacement

import pytest
from boards import board
from test_oracle_play import (
    chars,
    grave,
    hand,
    in_hand,
    life,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.agents.heuristic import HeuristicAgent, action_score
from tolaria.rules.targets import SETS_LISTED


def _casts(game, name: str) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast"
            and game.state.objects[a.object].name == name]


@plays("Fiery Confluence", "spell.modal_repeated")
def test_700_2d_fiery_confluence_one_damage_twice_and_two_to_each_opponent():
    """Modes 1,1,2: 1 damage to each creature twice, then 2 to each opponent: the Bears
    (2/2) and Ornithopter die, Hill Giant (3/3) survives with 2 damage, Bob is at 18."""
    game = board(["Mountain"] * 4 + ["Grizzly Bears"], ["Hill Giant", "Ornithopter"],
                 hands=(["Fiery Confluence"], []))
    chosen = {a.mode for a in _casts(game, "Fiery Confluence")}
    assert chosen == set(combinations_with_replacement(range(3), 3))     # all 10 multisets
    action = game.parse("cast Fiery Confluence modes 1,2,1")
    assert action.mode == (0, 0, 1)
    assert game.notation(action) == "cast Fiery Confluence modes 1,1,2"
    assert Action.from_json(action.to_json()) == action
    game.act(action)
    resolve(game)
    assert life(game, 1) == 18
    assert sorted(grave(game, 1)) == ["Ornithopter"] and "Grizzly Bears" in grave(game)
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2


@plays("Fiery Confluence", "spell.modal_repeated")
def test_700_2d_a_mode_chosen_three_times_deals_its_damage_three_times():
    game = board(["Mountain"] * 4, [], hands=(["Fiery Confluence"], []))
    game.act("cast Fiery Confluence modes 2,2,2")
    resolve(game)
    assert life(game, 1) == 14


@plays("Fiery Confluence", "spell.modal_repeated")
def test_700_2a_a_repeated_mode_without_a_legal_target_cant_be_chosen():
    """No artifact: no choice with "Destroy target artifact" is offered or accepted."""
    game = board(["Mountain"] * 4, ["Grizzly Bears"], hands=(["Fiery Confluence"], []))
    assert all(2 not in a.mode for a in _casts(game, "Fiery Confluence"))
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, in_hand(game, "Fiery Confluence"), mode=(0, 2, 2)))


@plays("Mystic Confluence", "spell.modal_repeated")
def test_700_2d_mystic_confluence_the_same_target_for_two_instances():
    """Return target creature twice with Hill Giant both times (CR 700.2d), then draw."""
    game = board(["Island"] * 5, ["Hill Giant", "Grizzly Bears"],
                 hands=(["Mystic Confluence"], []))
    game.act("cast Mystic Confluence modes 2,2,3 targeting Hill Giant, Hill Giant")
    resolve(game)
    assert hand(game, 1) == ["Hill Giant"] and hand(game) == ["Wastes"]
    assert [game.state.objects[i].name for i in game.state.battlefield if
            game.state.objects[i].controller == 1] == ["Grizzly Bears"]


@plays("Mystic Confluence", "spell.modal_repeated")
def test_601_2c_mystic_confluence_each_instance_has_its_own_target():
    game = board(["Island"] * 5, ["Hill Giant", "Grizzly Bears"],
                 hands=(["Mystic Confluence"], []))
    game.act("cast Mystic Confluence modes 2,2,2 targeting Grizzly Bears, Hill Giant, "
             "Hill Giant")
    resolve(game)
    assert sorted(hand(game, 1)) == ["Grizzly Bears", "Hill Giant"]


@plays("Mystic Confluence", "spell.modal_repeated")
def test_700_2d_the_listed_targets_of_repeated_modes_are_bounded():
    """Twelve creatures: "return target creature" three times would be 12^3 choices; the
    instances of one mode are listed in candidate order, at most SETS_LISTED for each
    choice of modes (any other legal order is still accepted)."""
    game = board(["Island"] * 5, ["Grizzly Bears"] * 12, hands=(["Mystic Confluence"], []))
    casts = _casts(game, "Mystic Confluence")
    by_mode: dict = {}
    for a in casts:
        by_mode.setdefault(a.mode, []).append(a)
    assert set(by_mode) == {(1, 1, 1), (1, 1, 2), (1, 2, 2), (2, 2, 2)}  # no spell to counter
    assert all(len(listed) <= SETS_LISTED for listed in by_mode.values())
    assert len(by_mode[(1, 2, 2)]) == 12
    bears = [("object", i) for i in game.state.battlefield
             if game.state.objects[i].name == "Grizzly Bears"]
    game.act(Action("cast", 0, in_hand(game, "Mystic Confluence"), mode=(1, 1, 1),
                    targets=(bears[9], bears[2], bears[9])))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears", "Grizzly Bears"]


@plays("Fiery Confluence", "spell.modal_repeated")
def test_700_2d_the_heuristic_agent_casts_a_confluence():
    """A second "destroy" of the same artifact adds nothing to the agent's score."""
    game = board(["Mountain"] * 4, ["Hill Giant", "Sol Ring"], hands=(["Fiery Confluence"], []))
    seat = game.seat(0)
    once = game.parse("cast Fiery Confluence modes 2,2,3 targeting Sol Ring")
    thrice = game.parse("cast Fiery Confluence modes 3,3,3 targeting Sol Ring, Sol Ring, "
                        "Sol Ring")
    assert action_score(seat, thrice) <= action_score(seat, once)
    action = HeuristicAgent().choose(game)
    assert action.kind == "cast" and len(action.mode) == 3
    game.act(action)
    resolve(game)
    assert grave(game) == ["Fiery Confluence"]


@plays("Akroma's Will", "spell.modal_several_if", "condition.control_commander")
def test_601_2b_akromas_will_both_modes_only_while_you_control_a_commander():
    game = board(["Plains"] * 4 + ["Grizzly Bears"], [], hands=(["Akroma's Will"], []))
    assert {a.mode for a in _casts(game, "Akroma's Will")} == {0, 1}
    with pytest.raises(IllegalAction):
        game.act("cast Akroma's Will modes 1,2")
    state = game.state
    bears = obj(game, "Grizzly Bears")
    state.commanders = [state.objects[bears].card_uid]            # CR 903.3
    state.changed()
    assert {a.mode for a in _casts(game, "Akroma's Will")} == {0, 1, (0, 1)}
    game.act("cast Akroma's Will modes 1,2")
    resolve(game)
    keywords = chars(game, bears).keywords
    assert {"flying", "double strike", "lifelink", "indestructible"} <= set(keywords)


@plays("Akroma's Will", "spell.modal_several_if")
def test_601_2b_akromas_will_one_mode_without_a_commander():
    game = board(["Plains"] * 4 + ["Grizzly Bears"], [], hands=(["Akroma's Will"], []))
    game.act("cast Akroma's Will mode 2")
    resolve(game)
    keywords = set(chars(game, obj(game, "Grizzly Bears")).keywords)
    assert "lifelink" in keywords and "flying" not in keywords


@plays("Flame of Anor", "spell.modal_several_if")
def test_601_2b_flame_of_anor_two_modes_with_a_wizard():
    """With Prodigal Sorcerer (a Wizard) Alice chooses modes 2 and 3; without one she
    can't."""
    game = board(["Island", "Mountain", "Mountain"], ["Sol Ring", "Hill Giant"],
                 hands=(["Flame of Anor"], []))
    with pytest.raises(IllegalAction):
        game.act("cast Flame of Anor modes 2,3 targeting Sol Ring, Hill Giant")
    game = board(["Island", "Mountain", "Mountain", "Prodigal Sorcerer"],
                 ["Sol Ring", "Hill Giant"], hands=(["Flame of Anor"], []))
    game.act("cast Flame of Anor modes 2,3 targeting Sol Ring, Hill Giant")
    resolve(game)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Sol Ring"]


@plays("Cabaretti Confluence", "spell.modal_repeated")
def test_700_2d_cabaretti_confluence_copies_twice_each_copy_hasty_and_sacrificed():
    """Mode 1 twice on Grizzly Bears and mode 3 on Alice: two hasty token copies, each
    instance's "it" its own token; both are sacrificed at the next end step (CR 603.7)."""
    game = board(["Mountain"] * 4 + ["Forest", "Plains", "Grizzly Bears"],
                 [], hands=(["Cabaretti Confluence"], []))
    game.act("cast Cabaretti Confluence modes 1,1,3 targeting Grizzly Bears, Grizzly Bears, "
             "Alice")
    resolve(game)
    bears = [i for i in game.state.battlefield if game.state.objects[i].name == "Grizzly Bears"]
    assert len(bears) == 3
    tokens = [i for i in bears if game.state.objects[i].is_token]
    assert len(tokens) == 2 and all(chars(game, i).has("haste") for i in tokens)
    assert all(chars(game, i).power == 3 for i in bears)                  # +1/+1 (mode 3)
    to_step(game, "end")
    resolve(game)
    assert [game.state.objects[i].is_token for i in game.state.battlefield
            if game.state.objects[i].name == "Grizzly Bears"] == [False]


@plays("Molten Collapse", "spell.modal_several_if", "condition.this_turn")
def test_601_2b_molten_collapse_both_modes_once_you_descended():
    game = board(["Swamp", "Mountain", "Mountain", "Grizzly Bears"], ["Hill Giant", "Sol Ring"],
                 hands=(["Molten Collapse", "Shock"], []))
    assert {a.mode for a in _casts(game, "Molten Collapse")} == {0, 1}
    game.act("cast Shock targeting Grizzly Bears")          # a permanent card: descended
    resolve(game)
    assert (0, 1) in {a.mode for a in _casts(game, "Molten Collapse")}
    game.act("cast Molten Collapse modes 1,2 targeting Hill Giant, Sol Ring")
    resolve(game)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Sol Ring"]


@plays("Inscription of Ruin", "spell.modal_several_if", "keyword.kicker")
def test_702_33d_inscription_of_ruin_any_number_of_modes_only_if_kicked():
    game = board(["Swamp"] * 7, ["Grizzly Bears"], hands=(["Inscription of Ruin"], ["Shock"] * 3))
    with pytest.raises(IllegalAction):
        game.act("cast Inscription of Ruin modes 1,3 targeting Bob, Grizzly Bears")
    kicked = {a.mode for a in _casts(game, "Inscription of Ruin") if a.costs}
    assert {(0, 2)} <= kicked and all(not isinstance(m, tuple) or len(set(m)) == len(m)
                                      for m in kicked)                  # no mode twice
    game.act("cast Inscription of Ruin with kicker modes 1,3 targeting Bob, Grizzly Bears")
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Shock", "Shock"]


@plays("Dawnbringer Cleric", "trigger.modal", "mode.flavor_word")
def test_207_2d_a_modes_flavor_word_has_no_rules_meaning():
    """"• Dispel Magic — Destroy target enchantment.": the mode is its text after the
    flavor word; the log and the notation still show the whole mode."""
    game = board(["Plains"] * 2, ["Glorious Anthem"], hands=(["Dawnbringer Cleric"], []))
    game.act("cast Dawnbringer Cleric")
    resolve(game)
    assert game.decision.kind == "mode" and game.decision.options == (0, 1)  # no graveyard card
    game.act("choose 2")
    item = game.state.objects[game.state.stack[-1]]
    assert "Dispel Magic — Destroy target enchantment." in item.ability.text
    resolve(game)
    assert grave(game, 1) == ["Glorious Anthem"]


@plays("HONK!", "spell.modal", "mode.flavor_word")
def test_207_2d_honk_the_goose_laid_an_egg():
    game = board(["Forest", "Grizzly Bears"], [], hands=(["HONK!"], []))
    game.act("cast HONK! mode 2 targeting Grizzly Bears")
    resolve(game)
    assert chars(game, obj(game, "Grizzly Bears")).power == 3
    assert [game.state.objects[i].name for i in game.state.battlefield].count("Food") == 1


def _to_decision(game, kind: str) -> None:
    """Pass (and answer other decisions the quiet way) until a `kind` decision."""
    for _ in range(120):
        if game.decision.kind == kind:
            return
        move_on(game)
    raise AssertionError(f"no {kind} decision")


@plays("Demonic Pact", "modes.unchosen")
def test_700_2b_demonic_pact_each_upkeep_a_mode_not_chosen_before_then_you_lose():
    """Draw two, then discard two, then 4 damage: on the fourth upkeep only "You lose the
    game" is left, and it is chosen for Alice (CR 700.2b)."""
    game = board(["Demonic Pact"], [], hands=([], ["Wastes"] * 4), step="upkeep")
    assert game.decision.kind == "mode" and game.decision.options == (0, 1, 2, 3)
    game.act("choose 3")
    resolve(game)
    assert hand(game) == ["Wastes", "Wastes"]
    game.act("pass")
    _to_decision(game, "mode")
    assert game.state.active == 0 and game.decision.options == (0, 1, 3)
    game.act("choose 2")
    resolve(game)
    game.act("pass")
    _to_decision(game, "mode")
    assert game.decision.options == (0, 3)
    with pytest.raises(IllegalAction):
        game.act("choose 2")
    game.act("choose 1")
    game.act("choose Bob")
    resolve(game)
    assert life(game, 1) == 16 and life(game, 0) == 24
    game.act("pass")
    for _ in range(120):
        if game.state.over:
            break
        move_on(game)
    assert game.state.players[0].lost and game.state.turn == 9


@plays("Demonic Pact", "modes.unchosen")
def test_400_7_a_new_demonic_pact_remembers_no_mode():
    """The modes chosen are the object's: Demonic Pact put back onto the battlefield is a
    new object, and all four modes can be chosen again at the next upkeep (CR 400.7)."""
    from test_oracle_play import move_on

    from tolaria.rules.zones import move
    game = board(["Demonic Pact"], [], step="upkeep")
    game.act("choose 3")
    resolve(game)
    pact = game.state.objects[obj(game, "Demonic Pact")]
    move(game.state, move(game.state, pact, "hand"), "battlefield")
    game.state.changed()
    move_on(game)
    _to_decision(game, "mode")
    assert game.state.active == 0 and game.decision.options == (0, 1, 2, 3)


@plays("The Vision", "modes.unchosen", "mode.flavor_word")
def test_700_2a_the_vision_a_mode_once_each_turn():
    game = board(["The Vision", "Mountain", "Mountain"], ["Hill Giant"],
                 hands=(["Shock", "Shock"], []))
    game.act("cast Shock targeting Bob")
    assert game.decision.options == (0, 1, 2)
    game.act("choose 3")
    resolve(game)
    game.act("cast Shock targeting Bob")
    assert game.decision.options == (0, 1)
    game.act("choose 1")
    resolve(game)
    assert chars(game, obj(game, "The Vision")).has("double strike")
    assert len(hand(game)) == 1 and life(game, 1) == 16


@plays("Three Bowls of Porridge", "ability.modal_activated", "modes.unchosen")
def test_700_2a_three_bowls_of_porridge_a_mode_chosen_before_cant_be_chosen():
    game = board(["Three Bowls of Porridge"] + ["Plains"] * 4, ["Hill Giant"])
    game.act("activate Three Bowls of Porridge mode 2 targeting Hill Giant")
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].tapped
    bowls = game.state.objects[obj(game, "Three Bowls of Porridge")]
    bowls.tapped = False
    game.state.changed()
    listed = {a.mode for a in game.legal_actions()
              if a.kind == "activate" and a.object == bowls.id}
    assert listed == {0, 2}
    with pytest.raises(IllegalAction, match="700.2a"):
        game.act("activate Three Bowls of Porridge mode 2 targeting Hill Giant")
    game.act("activate Three Bowls of Porridge mode 1 targeting Hill Giant")
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2


@plays("Hullbreaker Horror", "trigger.modal", "trigger.modal_up_to_one")
def test_700_2b_hullbreaker_horror_no_mode_chosen_removes_the_ability():
    """Only "return target nonland permanent" can be chosen (no spell Alice doesn't
    control); Alice may still choose no mode, and the ability is removed."""
    game = board(["Hullbreaker Horror", "Mountain"], [], hands=(["Shock"], []))
    game.act("cast Shock targeting Bob")
    assert game.decision.kind == "mode" and game.decision.options == (1,)
    nothing = game.parse("choose nothing")
    assert nothing in game.legal_actions() and game.notation(nothing) == "choose nothing"
    game.act(nothing)
    assert len(game.state.stack) == 1 and game.decision.kind == "priority"
    resolve(game)
    assert life(game, 1) == 18 and "Hullbreaker Horror" in [
        game.state.objects[i].name for i in game.state.battlefield]


@plays("Sawblade Slinger", "trigger.modal", "trigger.modal_up_to_one")
def test_700_2b_sawblade_slinger_up_to_one_mode_destroys_an_artifact():
    game = board(["Forest"] * 4, ["Sol Ring"], hands=(["Sawblade Slinger"], []))
    game.act("cast Sawblade Slinger")
    resolve(game)
    assert game.decision.kind == "mode" and game.decision.options == (0,)   # no Zombie
    game.act("choose 1")
    resolve(game)
    assert grave(game, 1) == ["Sol Ring"]


@plays("The Vision", "modes.unchosen")
def test_700_2a_the_vision_every_mode_again_next_turn():
    """The modes chosen this turn don't count on a later turn, and aren't kept."""
    game = board(["The Vision", "Mountain"], [], hands=(["Shock", "Shock"], []))
    game.act("cast Shock targeting Bob")
    game.act("choose 3")
    resolve(game)
    for _ in range(120):
        if game.state.turn == 5 and game.state.step == "precombat main" and \
                game.decision.kind == "priority":
            break
        move_on(game)
    game.act("cast Shock targeting Bob")
    assert game.decision.options == (0, 1, 2)
    game.act("choose 3")
    vision = game.state.objects[obj(game, "The Vision")]
    assert [value.split(" ")[0] for key, value in vision.chosen] == [str(game.state.turn)]


@plays("Let's Play a Game", "spell.modal_several_if", "line.ability_word")
def test_601_2b_lets_play_a_game_one_or_more_modes_with_delirium():
    """"Delirium — Choose one. If there are four or more card types among cards in your
    graveyard, choose one or more instead.": three types, one mode; four, all three."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"] * 4, ["Llanowar Elves"], hands=(["Let's Play a Game"], ["Wastes"] * 3))
    for name in ("Wastes", "Shock", "Divination"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    assert {a.mode for a in _casts(game, "Let's Play a Game")} == {0, 1, 2}
    with pytest.raises(IllegalAction, match="601.2b"):
        game.act("cast Let's Play a Game modes 1,3")
    create_object(game.state, card_def("Sol Ring"), 0, "graveyard")
    game.state.changed()
    assert (0, 1, 2) in {a.mode for a in _casts(game, "Let's Play a Game")}
    game.act("cast Let's Play a Game modes 1,2,3")
    resolve(game)
    assert sorted(grave(game, 1)) == ["Llanowar Elves", "Wastes", "Wastes"]
    assert life(game, 1) == 17 and life(game, 0) == 23 and len(hand(game, 1)) == 1


@plays("Flash Thompson, Spider-Fan", "trigger.modal_several", "mode.flavor_word")
def test_700_2b_flash_thompson_one_or_both_modes_as_the_trigger_goes_on_the_stack():
    """"Choose one or both —": both modes, their targets in printed order: tap Hill Giant,
    untap Alice's tapped Grizzly Bears."""
    game = board(["Plains"] * 2 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Flash Thompson, Spider-Fan"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].tapped = True
    game.state.changed()
    game.act("cast Flash Thompson, Spider-Fan")
    resolve(game)
    assert game.decision.kind == "mode"
    assert set(game.decision.options) == {0, 1, (0, 1)}
    both = game.parse("choose 2, 1")
    assert both.choice == (0, 1) and game.notation(both) == "choose 1, 2"
    assert both in game.legal_actions()
    game.act(both)
    assert game.decision.kind == "targets"
    game.act("choose Hill Giant, Grizzly Bears")
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].tapped
    assert not game.state.objects[bears].tapped


@plays("Black Market Connections", "trigger.modal_several", "mode.flavor_word")
def test_700_2b_black_market_connections_one_or_more_modes():
    game = board(["Black Market Connections"], [], step="draw")
    _to_decision(game, "mode")
    assert game.state.step == "precombat main"
    assert set(game.decision.options) == {0, 1, 2, (0, 1), (0, 2), (1, 2), (0, 1, 2)}
    hand_before = len(hand(game))
    game.act("choose 1, 2, 3")
    resolve(game)
    assert life(game, 0) == 14 and len(hand(game)) == hand_before + 1
    assert sorted(n for n in (game.state.objects[i].name for i in game.state.battlefield)
                  if n != "Black Market Connections") == ["Shapeshifter", "Treasure"]


@plays("Disciple of Perdition", "trigger.modal_several_if", "condition.exactly")
def test_603_3c_disciple_of_perdition_both_modes_only_at_exactly_13_life():
    game = board(["Disciple of Perdition", "Mountain"], [], hands=(["Lightning Bolt"], []))
    game.act("cast Lightning Bolt targeting Disciple of Perdition")
    resolve(game)
    assert game.decision.kind == "mode" and game.decision.options == (0, 1)
    game = board(["Disciple of Perdition", "Mountain"], [], hands=(["Lightning Bolt"], []))
    game.state.players[0].life = 13
    game.state.changed()
    game.act("cast Lightning Bolt targeting Disciple of Perdition")
    resolve(game)
    assert game.decision.options == (0, 1, (0, 1))
    game.act("choose 1, 2")
    resolve(game)
    assert life(game, 0) == 12 and life(game, 1) == 19 and len(hand(game)) == 1


@plays("Prophetic Titan", "trigger.modal_several_if", "condition.graveyard")
def test_603_3c_prophetic_titan_both_modes_with_delirium():
    """"Choose one. If there are four or more card types among cards in your graveyard,
    choose both instead.": with three types Alice chooses one mode; with four both modes
    are chosen for her, the 4 damage first (CR 700.2b)."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Mountain"] * 5 + ["Island"], [], hands=(["Prophetic Titan"], []))
    for name in ("Wastes", "Shock", "Divination"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    game.act("cast Prophetic Titan")
    resolve(game)
    assert game.decision.kind == "mode" and game.decision.options == (0, 1)
    game = board(["Mountain"] * 5 + ["Island"], [], hands=(["Prophetic Titan"], []))
    for name in ("Wastes", "Shock", "Divination", "Sol Ring"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()
    game.act("cast Prophetic Titan")
    resolve(game)
    assert game.decision.kind == "targets"
    game.act("choose Bob")
    resolve(game)
    assert life(game, 1) == 16
    if game.decision.kind == "choose":                          # the card to keep
        game.act(game.legal_actions()[0])
    assert len(hand(game)) == 1


@plays("Cult of Skaro", "trigger.modal_at_random", "mode.flavor_word")
def test_700_2b_cult_of_skaro_the_game_picks_a_mode_at_random():
    """"Choose one at random —": no player chooses; over a few random seeds the game picks
    more than one of the four modes, each played as printed."""
    import random
    picked = set()
    for seed in range(8):
        game = board(["Cult of Skaro"], [], step="declare attackers")
        game.state.rng = random.Random(seed)
        game.act("attack with Cult of Skaro")
        assert game.decision.kind == "priority"
        item = game.state.objects[game.state.stack[-1]]
        text = item.ability.text.split("\n")[0]
        picked.add(text.split(" — ")[-1])
        before = len(hand(game))
        resolve(game)
        if "Jast" in text:
            assert life(game, 1) == 16
        if "Caan" in text:
            assert len(hand(game)) == before + 2
    assert len(picked) > 1


@plays("Vindictive Lich", "trigger.modal_several", "trigger.modal_different_players")
def test_700_2b_vindictive_lich_one_mode_per_opponent():
    """"Choose one or more. Each mode must target a different player.": with one opponent
    only one mode can be chosen (each targets an opponent); with two, two modes."""
    game = board(["Vindictive Lich", "Mountain"], [], hands=(["Shock"], ["Wastes"] * 3))
    game.act("cast Shock targeting Vindictive Lich")
    resolve(game)
    assert game.decision.kind == "mode" and game.decision.options == (0, 1, 2)
    with pytest.raises(IllegalAction):
        game.act("choose 2, 3")
    game.act("choose 3")
    resolve(game)
    assert life(game, 1) == 15


@plays("Vindictive Lich", "trigger.modal_different_players")
def test_115_3_vindictive_lich_two_opponents_two_modes_each_a_different_player():
    from test_multiplayer import table
    game = table([["Vindictive Lich", "Mountain"], [], []], [["Shock"]])
    game.act("cast Shock targeting Vindictive Lich")
    resolve(game)
    assert {(0, 2), (1, 2), (0, 1)} <= set(game.decision.options)
    assert (0, 1, 2) not in game.decision.options                       # three modes
    game.act("choose 2, 3")
    listed = [a.targets for a in game.legal_actions()]
    assert listed and all(t[0] != t[1] for t in listed)
    with pytest.raises(IllegalAction):
        game.act("choose Bob, Bob")
    game.act("choose Carol, Bob")
    resolve(game)
    assert life(game, 1) == 15 and life(game, 2) == 20


@plays("Library of Lat-Nam", "spell.modal_opponent_chooses")
def test_700_2e_library_of_lat_nam_bob_chooses_the_mode():
    """"An opponent chooses one —": Alice casts it without a mode; Bob chooses, before
    anyone gets priority; "mode N" can't be said by Alice."""
    game = board(["Island"] * 5, [], hands=(["Library of Lat-Nam"], []))
    with pytest.raises(Exception, match="700.2e"):
        game.act("cast Library of Lat-Nam mode 2")
    game.act("cast Library of Lat-Nam")
    assert game.decision.kind == "mode" and game.decision.player == 1
    assert game.decision.options == (0, 1)
    answer = game.parse("choose 2")
    assert game.notation(answer) == "choose 2"
    with pytest.raises(IllegalAction):
        game.act(Action("choose", 0, choice=(1,)))
    game.act(answer)
    assert game.decision.kind == "priority"
    spell = game.state.objects[game.state.stack[-1]]
    assert spell.mode == 1
    resolve(game)
    assert game.decision.kind == "choose"                  # the card Alice searches for


@plays("Library of Lat-Nam", "spell.modal_opponent_chooses")
def test_700_2e_with_two_opponents_alice_picks_who_chooses():
    from test_multiplayer import table
    game = table([["Island"] * 5, [], []], [["Library of Lat-Nam"]])
    game.act("cast Library of Lat-Nam")
    assert game.decision.kind == "mode" and game.decision.player == 0
    assert set(game.decision.options) == {("player", 1), ("player", 2)}
    pick = game.parse("choose Carol")
    assert game.notation(pick) == "choose Carol"
    game.act(pick)
    assert game.decision.kind == "mode" and game.decision.player == 2
    game.act("choose 1")
    assert game.state.objects[game.state.stack[-1]].mode == 0
    assert "Carol chooses for Library of Lat-Nam" in game.state.log[-1].text


@plays("Splinter & Leo, Father & Son", "trigger.enters", "trigger.modal_different_players")
def test_115_3_splinter_and_leo_enter_each_mode_a_different_player():
    """"When Splinter & Leo enter, choose one or both. Each mode must target a different
    player.": Alice makes the token, Bob's other creatures get the counters; Alice can't
    be the target of both modes."""
    game = board(["Plains"] * 3, ["Grizzly Bears"], hands=(["Splinter & Leo, Father & Son"],
                                                           []))
    game.act("cast Splinter & Leo, Father & Son")
    resolve(game)
    assert game.decision.kind == "mode" and (0, 1) in game.decision.options
    game.act("choose 1, 2")
    assert all(a.targets[0] != a.targets[1] for a in game.legal_actions())
    with pytest.raises(IllegalAction):
        game.act("choose Alice, Alice")
    game.act("choose Alice, Bob")
    resolve(game)
    assert "Mutant" in [game.state.objects[i].name for i in game.state.battlefield
                        if game.state.objects[i].controller == 0]
    assert chars(game, obj(game, "Grizzly Bears")).power == 3


@plays("Balor", "trigger.or_another", "trigger.modal_different_players")
def test_603_2_balor_attacks_or_dies_one_mode_for_the_one_opponent():
    game = board(["Balor"], [], hands=([], ["Wastes"] * 4), step="declare attackers")
    game.act("attack with Balor")
    assert game.decision.kind == "mode" and game.decision.options == (0, 1, 2)
    game.act("choose 3")
    resolve(game)
    assert life(game, 1) == 16


@plays("Miriam, Herd Whisperer", "trigger.described_combat")
def test_508_3a_miriam_a_crewed_vehicle_attacks_and_gets_a_counter():
    """"Whenever a Mount or Vehicle you control attacks": only a creature attacks, so a
    Vehicle that attacks is a crewed one (CR 301.7, 508.3a)."""
    from test_oracle_play import activate
    game = board(["Miriam, Herd Whisperer", "Smuggler's Copter", "Grizzly Bears"], [],
                 step="beginning of combat")
    copter = obj(game, "Smuggler's Copter")
    activate(game, copter, costs=(obj(game, "Grizzly Bears"),))
    resolve(game)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act("attack with Smuggler's Copter")
    assert game.decision.kind == "order_triggers"          # Miriam's and the Copter's loot
    game.act(game.legal_actions()[0])
    while game.state.stack or game.decision.kind != "priority":
        move_on(game)
    assert game.state.objects[copter].counters.get("+1/+1") == 1
