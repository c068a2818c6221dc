"""Play tests for constructs the corpus decks needed (issue 17, session 7, creatures):
colored cost increases (CR 601.2f), "as though it had flash if you pay {2} more" (609.4),
Serum Powder's "any time you could mulligan" (103.5b), and "if it entered from your
graveyard or you cast it from your graveyard" with a delayed return (603.4, 603.7)."""

import pytest
from boards import board, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.costs import FREE
from tolaria.rules.zones import create_object


@plays("Jade Leech", "static.cost_increase_mana")
def test_601_2f_jade_leech_green_spells_cost_g_more():
    game = board(["Jade Leech", "Forest", "Forest", "Mountain"], ["Grizzly Bears"],
                 hands=(["Giant Growth", "Shock"], []))
    game.act("cast Giant Growth targeting Jade Leech")       # {G} plus {G}: both Forests
    resolve(game)
    assert chars(game, obj(game, "Jade Leech")).power == 8
    assert all(game.state.objects[i].tapped for i in ids(game, "Forest"))
    cast(game, "Shock", obj(game, "Grizzly Bears"))         # not green: just {R}
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    game = board(["Jade Leech", "Forest"], [], hands=(["Giant Growth"], []))
    with pytest.raises(IllegalAction):            # one Forest can't pay {G}{G} (CR 601.2f)
        game.act("cast Giant Growth targeting Jade Leech")


@plays("Ghitu Fire", "spell.flash_for_more")
def test_609_4_ghitu_fire_pays_2_more_only_when_cast_as_though_it_had_flash():
    game = board(["Mountain"] * 3, ["Grizzly Bears"], hands=(["Ghitu Fire"], []))
    cast(game, "Ghitu Fire", obj(game, "Grizzly Bears"), x=2)    # main phase: {2}{R}
    resolve(game)
    assert not ids(game, "Grizzly Bears")
    game = board(["Mountain"] * 4, ["Grizzly Bears"], hands=(["Ghitu Fire"], []),
                 step="upkeep")
    with pytest.raises(IllegalAction):           # upkeep: {2}{R} plus {2} (CR 601.2f)
        cast(game, "Ghitu Fire", obj(game, "Grizzly Bears"), x=2)
    cast(game, "Ghitu Fire", obj(game, "Grizzly Bears"), x=1)    # {1}{R} plus {2}
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 1


@plays("Serum Powder", "static.mulligan_exile_hand", "ability.mana", "cost.tap")
def test_103_5b_serum_powder_exiles_the_hand_and_draws_that_many_then_declares():
    game = Game.new([["Serum Powder"] * 30 + ["Island"] * 30, ["Island"] * 60],
                    seed=3, starting_player=0)
    alice = game.state.players[0]
    powders = [i for i in alice.hand if game.state.objects[i].name == "Serum Powder"]
    assert powders and game.decision.kind == "mulligan"
    uids = {game.state.objects[i].card_uid for i in alice.hand}
    game.act("choose Serum Powder")                        # before declaring (CR 103.5b)
    assert {game.state.objects[i].card_uid for i in alice.exile} == uids
    assert len(alice.hand) == 7
    assert len(alice.library) == 60 - 14 and alice.mulligans == 0
    assert game.decision.kind == "mulligan" and game.decision.player == 0
    game.act("mulligan")                                   # it can still mulligan
    game.act(Action("keep", 1))
    assert len(alice.exile) == 7 and len(alice.hand) == 7  # the exiled cards stay there
    assert game.decision.kind == "bottom"


def _graveyard(game: Game, name: str, owner: int = 0) -> int:
    return create_object(game.state, card_def(name), owner, "graveyard").id


@plays("Prized Amalgam", "condition.entered_from_graveyard", "effect.delayed",
       "library.from_graveyard", "trigger.enters", "trigger.if")
def test_603_4_prized_amalgam_returns_at_the_next_end_step_after_a_reanimation():
    game = board(["Swamp"] * 4, [], hands=(["Zombify", "Grizzly Bears"], []))
    amalgam = _graveyard(game, "Prized Amalgam")
    bears = _graveyard(game, "Grizzly Bears")
    cast(game, "Zombify", bears)
    resolve(game)                             # Bears entered from Alice's graveyard
    assert ids(game, "Grizzly Bears") and not ids(game, "Prized Amalgam")
    resolve(game)                             # the trigger: a delayed trigger (CR 603.7)
    assert not ids(game, "Prized Amalgam") and len(game.state.delayed) == 1
    to_step(game, "end")
    resolve(game)
    back = ids(game, "Prized Amalgam")
    assert back and game.state.objects[back[0]].tapped
    assert amalgam not in game.state.players[0].graveyard


@plays("Prized Amalgam", "condition.entered_from_graveyard")
def test_603_4_prized_amalgam_ignores_a_creature_cast_from_the_hand():
    game = board(["Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    _graveyard(game, "Prized Amalgam")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert ids(game, "Grizzly Bears") and not game.state.stack and not game.state.delayed


@plays("Prized Amalgam", "condition.entered_from_graveyard")
def test_603_4_prized_amalgam_sees_a_creature_cast_from_the_graveyard():
    game = board(["Swamp", "Diregraf Ghoul"], [])
    _graveyard(game, "Prized Amalgam")
    crawler = _graveyard(game, "Gravecrawler")
    game.act(Action("cast", 0, crawler))          # its own permission (CR 601.2, 113.6k)
    resolve(game)
    assert ids(game, "Gravecrawler")
    resolve(game)
    assert len(game.state.delayed) == 1           # "you cast it from your graveyard"


@plays("Feign Death", "effect.gains_quoted", "library.own_death", "graveyard.entering_counters",
       "static.granted", "trigger.dies")
def test_603_10a_feign_death_returns_the_creature_tapped_with_a_counter():
    game = board(["Swamp", "Mountain", "Grizzly Bears"], [],
                 hands=(["Feign Death", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Feign Death", bears)
    resolve(game)
    cast(game, "Shock", bears)
    resolve(game)                                 # it dies; the granted trigger returns it
    back = ids(game, "Grizzly Bears")
    assert back and back[0] != bears              # a new object (CR 400.7)
    new = game.state.objects[back[0]]
    assert new.tapped and new.counters.get("+1/+1") == 1 and new.owner == 0
    assert chars(game, back[0]).power == 3


@plays("Not Dead After All", "effect.gains_quoted", "library.own_death", "tokens.role",
       "static.granted", "trigger.dies", "phrase.it")
def test_303_7_not_dead_after_all_returns_it_with_a_wicked_role_attached():
    game = board(["Swamp", "Mountain", "Grizzly Bears"], [],
                 hands=(["Not Dead After All", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Not Dead After All", bears)
    resolve(game)
    cast(game, "Shock", bears)
    resolve(game)
    back = ids(game, "Grizzly Bears")
    role = ids(game, "Wicked")
    assert back and role and game.state.objects[back[0]].tapped
    assert game.state.objects[role[0]].attached_to == back[0]     # the new object (400.7)
    assert chars(game, back[0]).power == 3


@plays("Orcish Bowmasters", "trigger.draw_except_draw_step", "trigger.and_when",
       "effect.then_sentence", "keyword.amass", "effect.damage")
def test_504_1_orcish_bowmasters_skips_the_first_draw_of_the_draw_step_only():
    game = board(["Orcish Bowmasters"], ["Island"], hands=([], ["Opt"]), step="end")
    to_step(game, "draw")                          # Bob's draw step: his first draw
    assert game.state.active == 1 and not game.state.stack
    assert game.decision.kind == "priority"
    cast(game, "Opt", player=1)                    # his second card this draw step
    resolve(game)
    while game.decision.kind != "targets":
        game.act(game.legal_actions()[0])          # scry: keep it on top
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].life == 19
    army = ids(game, "Orc Army")
    assert army and game.state.objects[army[0]].counters.get("+1/+1") == 1   # CR 701.44a


@plays("Orcish Bowmasters", "trigger.enters", "keyword.amass")
def test_701_44a_orcish_bowmasters_enters_pings_and_amasses():
    game = board(["Swamp", "Swamp"], [], hands=(["Orcish Bowmasters"], []), step="upkeep")
    cast(game, "Orcish Bowmasters")                # flash (CR 702.8a)
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.players[1].life == 19 and ids(game, "Orc Army")


@plays("Dauthi Voidwalker", "static.replacement", "library.play_exiled_free", "cost.tap",
       "cost.sacrifice_self", "ability.activated", "keyword.shadow")
def test_614_1a_dauthi_voidwalker_exiles_with_void_counters_then_plays_one_free():
    game = board(["Dauthi Voidwalker", "Mountain", "Mountain", "Grizzly Bears"],
                 ["Grizzly Bears"], hands=(["Lightning Bolt", "Shock"], []))
    cast(game, "Lightning Bolt", obj(game, "Grizzly Bears", 1))     # Bob's Bears
    resolve(game)
    bob, alice = game.state.players[1], game.state.players[0]
    assert not bob.graveyard and len(bob.exile) == 1
    exiled = game.state.objects[bob.exile[0]]
    assert exiled.counters.get("void") == 1
    cast(game, "Shock", obj(game, "Grizzly Bears"))                 # Alice's own: no
    resolve(game)
    assert "Grizzly Bears" in [game.state.objects[i].name for i in alice.graveyard]
    activate(game, obj(game, "Dauthi Voidwalker"))
    resolve(game)
    assert not ids(game, "Dauthi Voidwalker")
    with pytest.raises(IllegalAction):             # only without paying its mana cost
        game.act(Action("cast", 0, exiled.id))
    game.act(Action("cast", 0, exiled.id, costs=(FREE,)))           # no lands untapped
    resolve(game)
    bears = ids(game, "Grizzly Bears")
    assert bears and game.state.objects[bears[0]].controller == 0
    assert game.state.objects[bears[0]].owner == 1


@plays("Brutal Cathar // Moonrage Brute", "trigger.transforms_into", "library.exile_until",
       "keyword.daybound", "keyword.nightbound")
def test_701_28e_brutal_cathar_exiles_as_it_enters_and_as_it_transforms_back():
    game = board(["Plains"] * 3, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Brutal Cathar // Moonrage Brute", "Ornithopter", "Ornithopter"], []))
    cast(game, "Brutal Cathar")
    resolve(game)
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert not ids(game, "Grizzly Bears")                 # exiled until it leaves (610.3)
    cathar = obj(game, "Brutal Cathar")
    to_step(game, "upkeep")                               # Bob's turn 4: still day
    to_step(game, "end")
    to_step(game, "upkeep")                               # Alice's turn 5: night (728.2a)
    assert game.state.day_night == "night" and game.state.active == 0
    assert game.state.objects[cathar].name == "Moonrage Brute"
    to_step(game, "precombat main")
    cast(game, "Ornithopter")
    resolve(game)
    cast(game, "Ornithopter")
    resolve(game)
    to_step(game, "end")
    to_step(game, "upkeep")                               # Bob's turn 6: day (728.2b)
    assert game.state.objects[cathar].name == "Brutal Cathar"
    resolve(game)                                         # it transformed into Cathar:
    assert not ids(game, "Hill Giant")                    # Hill Giant is exiled too


@plays("Intrepid Adversary", "condition.pay_any_times", "effect.counters", "static.anthem",
       "quantity.counters")
def test_603_12_intrepid_adversary_pays_any_number_of_times_for_that_many_counters():
    game = board(["Plains"] * 7, ["Grizzly Bears"], hands=(["Intrepid Adversary"], []))
    bears_ally = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield").id
    cast(game, "Intrepid Adversary")
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and d.options == ("0 times", "1 times", "2 times")
    choose(game, "2 times")                          # {1}{W}{1}{W} of the five Plains left
    resolve(game)
    adversary = obj(game, "Intrepid Adversary")
    assert game.state.objects[adversary].counters.get("valor") == 2
    assert chars(game, adversary).power == 5 and chars(game, bears_ally).power == 4
    bobs = next(i for i in ids(game, "Grizzly Bears") if i != bears_ally)
    assert chars(game, bobs).power == 2                              # Bob's: not his


@plays("Intrepid Adversary", "condition.pay_any_times")
def test_603_12_intrepid_adversary_paying_no_times_triggers_nothing():
    game = board(["Plains"] * 4, [], hands=(["Intrepid Adversary"], []))
    cast(game, "Intrepid Adversary")
    resolve(game)
    choose(game, "0 times")
    assert not game.state.stack and not game.state.pending
    assert not game.state.objects[obj(game, "Intrepid Adversary")].counters


@plays("Elite Spellbinder", "library.hand_exile_playable", "library.look_hand")
def test_601_2f_elite_spellbinder_exiles_a_card_its_owner_may_cast_for_2_more():
    game = board(["Plains"] * 3, ["Mountain"] * 3,
                 hands=(["Elite Spellbinder"], ["Lightning Bolt", "Mountain"]))
    cast(game, "Elite Spellbinder")
    resolve(game)
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and len(d.options) == 2          # Bolt, or no: not the land
    bolt = next(o for o in d.options if o != "no")
    choose(game, bolt)
    bob = game.state.players[1]
    exiled = bob.exile[0]
    assert game.state.objects[exiled].name == "Lightning Bolt"
    game.act("pass")                                            # Bob has priority
    mountains = ids(game, "Mountain")
    game.state.objects[mountains[0]].tapped = True
    game.state.changed()
    with pytest.raises(IllegalAction):                          # {R} plus {2}: 2 Mountains
        game.act(Action("cast", 1, exiled, targets=(ALICE,)))
    game.state.objects[mountains[0]].tapped = False
    game.state.changed()
    game.act(Action("cast", 1, exiled, targets=(ALICE,)))
    assert all(game.state.objects[m].tapped for m in mountains)
    resolve(game)
    assert game.state.players[0].life == 17


@plays("Saproling Burst", "tokens.sized_by_creator", "tokens.destroy_created_with",
       "keyword.fading", "cost.remove_counters", "trigger.leaves")
def test_604_3_saproling_burst_tokens_count_its_fade_counters_and_die_with_it():
    game = board(["Saproling Burst", "Forest", "Forest", "Forest"], [],
                 hands=(["Naturalize", "Giant Growth"], []))
    burst = obj(game, "Saproling Burst")
    game.state.objects[burst].counters["fade"] = 7
    game.state.changed()
    activate(game, burst)                               # a fade counter as the cost
    resolve(game)
    first = obj(game, "Saproling")
    assert (chars(game, first).power, chars(game, first).toughness) == (6, 6)
    activate(game, burst)
    resolve(game)
    assert [chars(game, t).power for t in ids(game, "Saproling")] == [5, 5]
    cast(game, "Naturalize", burst)
    cast(game, "Giant Growth", first)                  # in response: 3/3 once Burst is gone
    for _ in range(4):                                  # Giant Growth, then Naturalize
        game.act("pass")
    assert not ids(game, "Saproling Burst") and len(game.state.stack) == 1
    assert ids(game, "Saproling") == [first]            # the other one was 0/0 (CR 704.5f)
    assert chars(game, first).power == 3
    resolve(game)                                       # its leaves trigger (CR 603.6c)
    assert not ids(game, "Saproling")
