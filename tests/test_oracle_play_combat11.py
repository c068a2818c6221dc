"""Combat families compiled from Oracle text and played (session 34, helper "combat"): a
pair's name with its plural verb, "Whenever Falcon and Redwing deal combat damage",
"Whenever Aang and Katara enter or attack" (CR 201.5)."""

from __future__ import annotations

from boards import board, declare_attackers, ids
from test_oracle_play import hand, life, obj, plays, resolve, to_step

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
