"""Protection that doesn't remove its Aura (CR 702.16n): "Enchanted creature has protection
from <quality>. This effect doesn't remove this Aura / Auras.", played."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import cast, chars, grave, obj, plays, resolve

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _attach(game, name: str, host: int, owner: int = 0) -> int:
    aura = create_object(game.state, card_def(name), owner, "battlefield")
    aura.attached_to = host
    game.state.changed()
    return aura.id


@plays("White Ward", "static.spares_auras", "static.attached")
def test_702_16n_white_ward_stays_but_removes_another_white_aura():
    game = board(["Grizzly Bears", "Plains", "Plains", "Plains"], [],
                 hands=(["Pacifism", "White Ward"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Pacifism", bears)
    resolve(game)
    assert game.state.objects[obj(game, "Pacifism")].attached_to == bears
    cast(game, "White Ward", bears)
    resolve(game)
    ward = obj(game, "White Ward")
    assert game.state.objects[ward].attached_to == bears                 # CR 702.16n
    assert "protection from white" in chars(game, bears).keywords
    assert grave(game) == ["Pacifism"]                                   # CR 704.5m, 702.16c


@plays("White Ward", "static.spares_auras")
def test_702_16n_white_ward_falls_off_a_creature_with_its_own_protection_from_white():
    game = board(["Black Knight", "Grizzly Bears"], [])
    knight, bears = obj(game, "Black Knight"), obj(game, "Grizzly Bears")
    _attach(game, "White Ward", knight)
    _attach(game, "White Ward", bears)
    game.act(Action("pass", 0))                    # state-based actions (CR 704.3)
    assert grave(game) == ["White Ward"]          # the Knight's own instance (CR 702.16n)
    assert [game.state.objects[i].attached_to for i in game.state.battlefield
            if game.state.objects[i].name == "White Ward"] == [bears]


@plays("Black Ward", "static.spares_auras")
def test_702_16n_black_ward_white_aura_stays_on_a_creature_with_protection_from_black():
    game = board(["White Knight"], [], hands=(["Black Ward"], []))
    knight = obj(game, "White Knight")
    add_mana(game, "{W}")
    cast(game, "Black Ward", knight)
    resolve(game)
    assert game.state.objects[obj(game, "Black Ward")].attached_to == knight


@plays("Tattoo Ward", "static.spares_auras")
def test_702_16n_tattoo_ward_protection_from_enchantments_removes_only_other_auras():
    game = board(["Grizzly Bears", "Forest", "Plains", "Plains", "Plains"], [],
                 hands=(["Rancor", "Tattoo Ward"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Rancor", bears)
    resolve(game)
    cast(game, "Tattoo Ward", bears)
    resolve(game)
    c = chars(game, bears)
    assert (c.power, c.toughness) == (3, 3) and "protection from enchantments" in c.keywords
    assert game.state.objects[obj(game, "Tattoo Ward")].attached_to == bears
    assert "Rancor" not in [game.state.objects[i].name for i in game.state.battlefield]


@plays("Spectra Ward", "static.spares_auras")
def test_702_16n_spectra_ward_removes_no_aura():
    game = board(["Grizzly Bears"], [], hands=(["Spectra Ward"], []))
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Pacifism", bears, owner=1)
    add_mana(game, "{3}{W}{W}")
    cast(game, "Spectra Ward", bears)
    resolve(game)
    c = chars(game, bears)
    assert (c.power, c.toughness) == (4, 4) and "protection from white" in c.keywords
    assert game.state.objects[obj(game, "Pacifism")].attached_to == bears    # CR 702.16n
    assert not grave(game, 1)


@plays("Benevolent Blessing", "static.spares_auras", "choice.as_enters_color")
def test_702_16p_benevolent_blessing_spares_only_your_auras_already_attached():
    game = board(["Grizzly Bears", "Plains", "Plains"], [], hands=(["Benevolent Blessing"], []))
    bears = obj(game, "Grizzly Bears")
    mine = _attach(game, "Holy Strength", bears)                 # Alice's, white
    maul = _attach(game, "Maul of the Skyclaves", bears)         # a white Equipment
    theirs = _attach(game, "Pacifism", bears, owner=1)           # Bob's, white
    cast(game, "Benevolent Blessing", bears)
    resolve(game)
    game.act("choose white")
    blessing = obj(game, "Benevolent Blessing")
    assert "protection from white" in chars(game, bears).keywords
    assert game.state.objects[blessing].attached_to == bears            # CR 702.16p
    assert game.state.objects[mine].attached_to == bears
    assert game.state.objects[maul].attached_to == bears         # (not unattached, 704.5n)
    assert game.state.objects[theirs].zone != "battlefield"     # not hers (CR 704.5m)
    assert chars(game, bears).power == 2 + 1 + 2                 # Holy Strength, the Maul
    late = _attach(game, "Maul of the Skyclaves", bears)          # attached after it began
    game.act(Action("pass", 0))                                  # state-based actions
    assert game.state.objects[late].attached_to is None          # CR 702.16p, 704.5n
    assert game.state.objects[maul].attached_to == bears
