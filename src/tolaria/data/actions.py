"""Decisions the engine waits on and the actions that answer them.

The engine never calls out (docs/design.md "Decisions"): it stops at a `Decision`
and `Game.act` takes an `Action`. Both are frozen, hashable and JSON-able.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from tolaria.data.objects import Ref


class IllegalAction(ValueError):
    """An action the rules don't allow now; `reason` says why. The game is unchanged."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# Every kind of decision a game waits on, each answered as `tolaria.rules.decisions` says
# (its table has one entry per kind). A match adds "sideboard" between games (CR 100.4,
# `tolaria.match`).
DecisionKind = Literal[
    "play_first",       # play or draw (CR 103.1)
    "mulligan",         # keep or mulligan (CR 103.5)
    "bottom",           # the cards to put on the bottom after a London mulligan (CR 103.5)
    "opening_hand",     # begin the game with a card on the battlefield, or reveal it (103.6)
    "priority",         # CR 117
    "attackers",        # CR 508.1
    "exert",            # exert an attacking creature as it attacks, yes or no (CR 701.39a)
    "enlist",           # the creature `options` to tap for instance `count` of attacking
                        # creature `subject`'s enlist, or nothing (CR 702.154a, 508.1g)
    "blockers",         # CR 509.1
    "order_blockers",   # damage assignment order (CR 509.2)
    "assign_damage",    # CR 510.1c-d
    "order_triggers",   # CR 603.3b
    "targets",          # targets of a triggered ability (CR 603.3d)
    "mode",             # the mode(s) of a modal triggered ability, indices in `options`
                        # (603.3c, 700.2b); or a spell's mode an opponent chooses, and which
                        # opponent chooses it (700.2e)
    "untap",            # untap a permanent that may stay tapped, yes or no (CR 502.3)
    "discard",          # `count` cards from hand: cleanup (CR 514.1) or an instruction
    "legend",           # the legendary permanent to keep (CR 704.5j)
    "protector",        # the opponent to protect battle `subject` (CR 704.5w-x, 310.10)
    "command_zone",     # put commander `subject` into the command zone, or let it stay
                        # in the graveyard or exile (CR 903.9a)
    "replacement",      # a choice a replacement effect asks for: which applies first, an
                        # optional one, a value (CR 614.12, 616.1)
    "choose",           # a choice an instruction asks for as it resolves (CR 608.2d)
    "yes_no",           # an optional "you may" as it resolves (CR 603.5, 608.2d)
    "new_targets",      # new targets for a copy (CR 707.10c)
    "aura_host",        # what an Aura put onto the battlefield enchants (CR 303.4f)
    "cast",             # cast card `subject` now for the cost `options[0]`, or `choose no`
                        # (madness, cascade, suspend...: CR 608.2g)
    "reveal",           # any number of the cards in `options` (amplify, CR 702.38a)
    "subgame",          # a subgame is being played (CR 726); answered by its end
]


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide what: `kind` is one of `DecisionKind`."""

    kind: str
    player: int
    count: int = 0
    options: tuple[Any, ...] = ()
    subject: int | None = None
    prompt: str = ""

    @property
    def combinable(self) -> bool:
        """Attackers and blockers: `legal_actions` lists the parts; `act` takes a combination."""
        return self.kind in ("attackers", "blockers")


# The kinds of Action (the first word of each in the notation, docs/scenarios.md).
ACTION_KINDS = frozenset({"pass", "play", "cast", "activate", "attack", "block", "order",
                          "assign", "choose", "keep", "mulligan", "concede", "turn_face_up",
                          "companion", "ignore", "unlock"})


@dataclass(frozen=True, slots=True)
class Action:
    """One answer to a decision. Render and parse with `Game.notation` / `Game.parse`.

    kinds: pass, play, cast, activate, attack, block, order, assign, choose,
    keep, mulligan, concede, turn_face_up (the morph special action, CR 702.37e), companion
    (put the companion named in `choice` into the hand, CR 702.139a), ignore (pay to ignore
    the effect of `object`'s static ability until end of turn, CR 116.2d), unlock (pay the
    mana cost of the locked door `choice[0]`, 0 left or 1 right, of the Room `object`). `choice` holds what a choice picks: object ids,
    (attacker, defender) pairs, (blocker, attacker) pairs, (object-or-player
    ref, amount) pairs, a number, or "yes"/"no"/"play"/"draw".
    """

    kind: str
    player: int
    object: int | None = None
    ability: int | None = None        # 0-based index among the object's activated abilities
    targets: tuple[Ref, ...] = ()
    x: int | None = None
    mode: int | tuple[int, ...] | None = None   # 0-based mode(s) of a modal spell (CR 700.2)
    choice: tuple[Any, ...] = ()
    payment: tuple[int, ...] | None = None   # explicit mana sources ("paying ... with ...")
    # Cost choices (CR 601.2b, 601.2h): the names of announced optional costs ("alternative
    # cost", "kicker"...) first, then the ids of the objects chosen to pay the costs, in
    # the order sacrificed, discarded, exiled.
    costs: tuple[str | int, ...] = ()
    # The face played or cast of a modal double-faced card: 0 its front face, n its n-th
    # other face (CR 712.11b, 712.12). Left out of repr, which the fingerprint of the
    # built-in decks' games hashes (`tolaria.bench.fingerprint`); the notation names it.
    face: int = field(default=0, repr=False)
    # The cards revealed from the hand and spliced onto the spell, in the order their
    # effects happen (CR 702.47a-b). Left out of repr, as `face` is.
    splice: tuple[int, ...] = field(default=(), repr=False)
    # The attacking bands announced with an attack, each two or more of the attackers in
    # `choice` (CR 508.1e, 702.22c). Left out of repr, as `face` is.
    bands: tuple[tuple[int, ...], ...] = field(default=(), repr=False)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "player": self.player}
        for key in ("object", "ability", "x", "mode", "payment"):
            value = getattr(self, key)
            if value is not None:
                out[key] = list(value) if isinstance(value, tuple) else value
        if self.targets:
            out["targets"] = [list(t) if t is not None else None for t in self.targets]
        if self.choice:
            out["choice"] = [_jsonable(c) for c in self.choice]
        if self.costs:
            out["costs"] = list(self.costs)
        if self.face:
            out["face"] = self.face
        if self.splice:
            out["splice"] = list(self.splice)
        if self.bands:
            out["bands"] = [list(band) for band in self.bands]
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Action:
        return cls(
            kind=data["kind"], player=data["player"], object=data.get("object"),
            ability=data.get("ability"), x=data.get("x"), mode=_mode(data.get("mode")),
            targets=tuple(tuple(t) if t is not None else None
                          for t in data.get("targets", ())),
            choice=tuple(_tupled(c) for c in data.get("choice", ())),
            payment=tuple(data["payment"]) if "payment" in data else None,
            costs=tuple(data.get("costs", ())), face=data.get("face", 0),
            splice=tuple(data.get("splice", ())),
            bands=tuple(tuple(band) for band in data.get("bands", ())),
        )


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def decision_to_json(d: Decision) -> dict[str, Any]:
    return {"kind": d.kind, "player": d.player, "count": d.count,
            "options": [_jsonable(o) for o in d.options], "subject": d.subject,
            "prompt": d.prompt}


def decision_from_json(data: dict[str, Any]) -> Decision:
    return Decision(kind=data["kind"], player=data["player"], count=data["count"],
                    options=tuple(_tupled(o) for o in data["options"]),
                    subject=data["subject"], prompt=data["prompt"])


def _mode(value: Any) -> int | tuple[int, ...] | None:
    """A mode from JSON: several modes come back as a list (CR 700.2)."""
    return tuple(value) if isinstance(value, list) else value
