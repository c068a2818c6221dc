"""Day and night (CR 728) and the daybound and nightbound keywords (CR 702.145).

Day and night are designations of the game (`GameState.day_night`: None, "day" or
"night"). The game starts with neither (728.1); once it has one, it always has one of
the two. It changes:

- as the second part of each untap step (502.2, 728.2), by how many spells the previous
  turn's active player cast (`GameState.previous_turn_casts`, recorded as the turn ends;
  with shared team turns, the most any player of the active team cast, 728.2a-b);
- when an effect says "it becomes day/night" (`become`);
- any time a player controls a permanent with daybound (or nightbound) while it is
  neither (702.145d, 702.145g: `check`).

Daybound and nightbound are found on the faces of transforming double-faced cards. A
daybound permanent front face up transforms as soon as it's night, a nightbound one back
face up as soon as it's day (702.145c, 702.145f: `check`, not a state-based action but
done at the same moments, and at once whenever day or night changes); a daybound card
entering while it's night enters transformed (702.145b: `enters_transformed`); and
neither can transform for any other reason (702.145b, 702.145e: `may_transform`).
"""

from __future__ import annotations

from tolaria.data.objects import GameObject
from tolaria.data.state import GameState

DAYBOUND, NIGHTBOUND = "daybound", "nightbound"
WORDS = (DAYBOUND, NIGHTBOUND)


def _bound(state: GameState, obj: GameObject, word: str) -> bool:
    """Does this permanent have daybound (or nightbound) now? The printed face is asked
    first: only a face that has the keyword can (702.145a)."""
    if word not in obj.card.keywords:
        return False
    from tolaria.rules.layers import characteristics
    return word in characteristics(state, obj).keywords


def become(state: GameState, which: str, *rules: str) -> None:
    """It becomes day or night (CR 728.1, 728.1a); permanents follow at once (702.145c, f)."""
    before = state.day_night
    if before == which:
        return
    state.day_night = which
    state.changed()
    said = f"{before} becomes {which}" if before else f"it becomes {which}"
    state.say(said, *(rules or ("728.1",)))
    if before is not None:
        from tolaria.rules import triggers
        triggers.on_day_night(state)                   # "whenever day becomes night or ..."
    _turn_over(state)


def untap_step(state: GameState) -> None:
    """CR 502.2, 728.2: day becomes night if the previous turn's active player cast no
    spells; night becomes day if they cast two or more; neither stays neither (728.2c)."""
    cast = state.previous_turn_casts
    if state.day_night == "day" and cast == 0:
        become(state, "night", "502.2", "728.2a")
    elif state.day_night == "night" and cast >= 2:
        become(state, "day", "502.2", "728.2b")


def turn_ends(state: GameState, active: tuple[int, ...]) -> None:
    """Remember the spells each player cast in the ending turn ("last turn"), and the most
    any of its active players cast (CR 728.2a-b: with shared team turns, any player of the
    active team)."""
    counts = [0] * len(state.players)
    for fact in state.this_turn:
        if fact[0] == "cast":
            counts[fact[1]] += 1
    state.last_turn_casts = counts
    state.previous_turn_casts = max((counts[p] for p in active), default=0)


def check(state: GameState) -> None:
    """CR 702.145d, 702.145g: a daybound permanent makes it day, a nightbound one (with no
    daybound permanent) night, if it is neither; then 702.145c, 702.145f."""
    bound = [obj for obj in map(state.objects.__getitem__, state.battlefield)
             if WORDS[0] in obj.card.keywords or WORDS[1] in obj.card.keywords]
    if not bound:
        return
    if state.day_night is None:
        if any(_bound(state, obj, DAYBOUND) for obj in bound):
            become(state, "day", "702.145d")
        elif any(_bound(state, obj, NIGHTBOUND) for obj in bound):
            become(state, "night", "702.145g")
        return
    _turn_over(state, bound)


def _turn_over(state: GameState, bound: list[GameObject] | None = None) -> None:
    """CR 702.145c, 702.145f: front faces with daybound at night, back faces with
    nightbound by day, transform (their controllers do it; it doesn't use the stack)."""
    from tolaria.rules import faces
    if bound is None:
        bound = [state.objects[oid] for oid in state.battlefield]
    word, rule = (DAYBOUND, "702.145c") if state.day_night == "night" else \
        (NIGHTBOUND, "702.145f") if state.day_night == "day" else (None, "")
    if word is None:
        return
    for obj in [o for o in bound if o.zone == "battlefield" and not o.face_down
                and _bound(state, o, word)]:
        faces.transform(state, obj, rule)


def entering(state: GameState, obj: GameObject) -> None:
    """As a permanent enters (CR 614.12): "If it's neither day nor night, it becomes day as
    this creature enters"; and 702.145b (`_enters_transformed`)."""
    if state.day_night is None and any(
            ability.kind == "day_as_enters" for ability in obj.card.static):
        from tolaria.rules.layers import characteristics
        if any(ability.kind == "day_as_enters"
               for ability in characteristics(state, obj).static):
            become(state, "day", "728.1", "614.12")
    _enters_transformed(state, obj)


def _enters_transformed(state: GameState, obj: GameObject) -> None:
    """CR 702.145b: a daybound transforming double-faced card entering while it's night
    enters with its back face up (it doesn't transform: nothing "transforms into" it)."""
    if state.day_night != "night" or not obj.card.transforms or not obj.card.faces \
            or obj.face_down or not _bound(state, obj, DAYBOUND):
        return
    from tolaria.rules.layers import current_name
    before = current_name(state, obj)
    obj.card = obj.card.faces[0]
    state.board_cache.pop(obj.id, None)
    state.changed()
    state.say(f"it is night: {before} enters transformed, as {obj.card.name}", "702.145b")


def may_transform(state: GameState, obj: GameObject, rule: str) -> bool:
    """CR 702.145b, 702.145e: a permanent with daybound or nightbound transforms only
    through those abilities (`rule` is the rule transforming it)."""
    if rule in ("702.145c", "702.145f"):
        return True
    return not any(_bound(state, obj, word) for word in WORDS)
