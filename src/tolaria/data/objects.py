"""Game objects: cards, tokens, spells and abilities on the stack (CR 109, 111, 112, 113).

A `GameObject` is one object in one zone. When a card changes zones it
becomes a new object with a new id (CR 400.7); `card_uid` follows the
physical card across zones (scenario aliases use it). Its characteristics
are never stored here: `tolaria.rules.layers.characteristics` computes them from
`card` (the printed values) and the continuous effects in play.
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import ActivatedAbility, CardDef, TriggeredAbility

# A target or a "who": ("player", index) or ("object", id).
Ref = tuple[str, int]

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command",
         "ante")                          # the ante: only when playing for ante (CR 400.1, 407)


def player_ref(index: int) -> Ref:
    return ("player", index)


def object_ref(obj_id: int) -> Ref:
    return ("object", obj_id)


# CR 122.1b: the keyword counters the engine plays (each grants the keyword of its name).
# First strike, double strike and exalted counters aren't read by the compiler.
KEYWORD_COUNTERS = frozenset({"flying", "first strike", "double strike", "deathtouch", "haste",
                              "hexproof", "indestructible", "lifelink", "menace", "reach",
                              "shadow", "trample", "vigilance"})


class GameObject:
    """A card, token, spell or ability somewhere in the game."""

    __slots__ = (
        "id", "card", "card_uid", "owner", "controller", "zone", "timestamp",
        "tapped", "since", "damage", "deathtouched", "counters", "attached_to",
        "attached_player", "targets", "x", "mode", "ability", "source_id", "source_name",
        "attacking", "blocking", "blocked", "trigger_data", "last_known", "is_copy", "face_down",
        "paid", "kicked", "activations", "exile_on_leave", "chosen", "upkeep_controller",
        "cast_for", "successor", "counter_times", "paired", "protector", "merged",
    )

    def __init__(self, obj_id: int, card: CardDef, owner: int, zone: str, card_uid: int) -> None:
        self.id = obj_id
        self.card = card
        self.card_uid = card_uid
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.timestamp = 0
        self.tapped = False
        # CR 302.6: the player who has controlled it continuously since their most
        # recent turn began (None: nobody yet, it is summoning sick for everyone).
        self.since: int | None = None
        self.damage = 0                    # damage marked this turn (CR 120.6)
        self.deathtouched = False          # dealt damage by a deathtouch source (CR 704.5h)
        self.counters: dict[str, int] = {}
        self.counter_times: tuple[tuple[str, int], ...] = ()   # keyword counters (CR 613.7c)
        self.attached_to: int | None = None
        # The player an Aura with enchant player is attached to (CR 303.4b, 702.5d).
        self.attached_player: int | None = None
        # On the stack (CR 601.2c-d, 602.2b):
        self.targets: tuple[Ref, ...] = ()
        self.x = 0
        self.mode: int | None = None
        self.ability: ActivatedAbility | TriggeredAbility | None = None
        self.source_id: int | None = None
        self.source_name = ""
        self.trigger_data: tuple[Any, ...] = ()
        # What paid its costs (CR 601.2h): ("sacrifice"|"discard"|"exile", characteristics
        # of the object as it was paid), for "the sacrificed creature" (CR 608.2h).
        self.paid: tuple[tuple[str, Any], ...] = ()
        # In combat (CR 506.4):
        self.attacking: Ref | None = None
        self.blocking: tuple[int, ...] = ()
        self.blocked = False
        # Last known information (CR 608.2h, 603.10): characteristics as it left the battlefield.
        self.last_known: Any = None
        self.is_copy = False               # a copy of a spell (CR 707.10)
        self.face_down = False             # CR 708: a face-down spell or permanent
        self.kicked = False                # its kicker cost was paid (CR 702.33d, 400.7d)
        # (turn, ability text) of its "activate only once each turn" abilities (CR 602.5b).
        self.activations: tuple[tuple[int, str], ...] = ()
        # The rule that exiles it instead of moving it anywhere else (flashback, CR 702.34a;
        # unearth, CR 702.84a), or "".
        self.exile_on_leave = ""
        # Choices made as it entered ("creature type", "Elf"): CR 614.12, 607.2.
        self.chosen: tuple[tuple[str, str], ...] = ()
        # The player who has controlled it continuously since the beginning of their most
        # recent upkeep, as observed at upkeeps and cleanups (echo, CR 702.30a).
        self.upkeep_controller: int | None = None
        # The alternative cost it was cast for ("evoke", "dash") and its offspring cost if paid,
        # joined by "+", kept as the spell becomes a permanent (CR 702.74a, 702.175a), or "".
        self.cast_for = ""
        # The object it became when it moved (CR 400.7): what an ability triggered by that
        # move may still find ("When this creature dies, return it to its owner's hand").
        self.successor: int | None = None
        # Soulbond (CR 702.95b): (the id of the creature it is paired with, the player who
        # paired them), or None while unpaired (`tolaria.rules.keywords.soulbond`).
        self.paired: tuple[int, int] | None = None
        # A battle's protector, chosen as it enters (CR 310.8a); None: it has none (704.5w).
        self.protector: int | None = None
        # A merged permanent's components, top first: (card, card_uid) each (CR 727.2);
        # () for any other object (`tolaria.rules.keywords.mutate`).
        self.merged: tuple[tuple[CardDef, int], ...] = ()

    @property
    def name(self) -> str:
        """Its card's name; a face-down spell or permanent has none, so it is called what
        everyone sees (CR 708.2, 708.5; `tolaria.view` shows its controller the card). A
        name is a characteristic that copy effects change (CR 707.2): the name the game
        shows (the log, refusals, the notation, the view) is
        `tolaria.rules.layers.current_name`."""
        if self.face_down:
            return "face-down spell" if self.zone == "stack" else "face-down creature"
        if not self.card.name and "Room" in self.card.subtypes:
            return "locked Room"                    # a Room with both doors locked has none
        return self.card.name

    @property
    def is_ability(self) -> bool:
        return self.ability is not None

    @property
    def is_token(self) -> bool:
        return self.card.token

    def designations(self) -> list[str]:
        """The designations it has (`DESIGNATIONS`: CR 701.31b, 702.112b, 719.3b, 701.58b)."""
        from tolaria.data.vocabulary import DESIGNATIONS
        return [name for name in DESIGNATIONS if (name, "") in self.chosen]

    def copy(self) -> GameObject:  # replaced below by a generated, faster version
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.name} #{self.id} {self.zone}>"


def _compile_copy() -> None:
    """GameObject.copy assigns every slot by name: copying is on the hot path (docs/design.md
    "Performance"), and this stays in step with __slots__ by construction."""
    lines = ["def copy(self):", "    new = _new(GameObject)"]
    lines += [f"    new.{slot} = self.{slot}" for slot in GameObject.__slots__]
    # Never share a counters dict, even an empty one: counters are added in place.
    lines += ["    new.counters = dict(self.counters) if self.counters else {}",
              "    return new"]
    namespace: dict[str, Any] = {"_new": object.__new__, "GameObject": GameObject}
    exec("\n".join(lines), namespace)  # noqa: S102 - generated from __slots__ only
    GameObject.copy = namespace["copy"]  # type: ignore[method-assign]


_compile_copy()
