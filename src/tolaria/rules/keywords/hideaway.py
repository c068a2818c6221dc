"""Hideaway (CR 702.75).

"Hideaway N" means "When this permanent enters, look at the top N cards of your library.
Exile one of them face down and put the rest on the bottom of your library in a random
order. The exiled card gains 'The player who controls the permanent that exiled this card
may look at this card in the exile zone.'" (CR 702.75a). The effect step "hideaway" does
it: the card is linked to the permanent (`GameState.exiled_with`, CR 607.2a) and marked
HIDDEN_AWAY in `GameObject.chosen` (`tolaria.view` shows it to that player alone, and to
one who has looked at it, CR 406.3). "You may play the exiled card without paying its
mana cost" is the step "play_hidden_away": the linked card, cast now for free (CR 608.2g,
118.9), or a land played now if its controller may play a land (CR 305.2a, 305.3).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.actions import Decision
from tolaria.data.vocabulary import HIDDEN_AWAY
from tolaria.rules import events
from tolaria.rules.effects import handler
from tolaria.rules.layers import current_name


@handler("hideaway")
def _hideaway(state: Any, item: Any, eff: Any, answer: Any) -> Decision | None:
    """Look at the top N, exile the one chosen face down linked to the source, the rest on
    the bottom in a random order (CR 702.75a, 401.4, 607.2a)."""
    who = item.controller
    player = state.players[who]
    looked = list(reversed(player.library[-eff.get("amount"):]))
    if not looked:
        return None
    if answer is None:
        state.looked.extend((o, who) for o in looked if (o, who) not in state.looked)
        state.say(f"{player.name} looks at the top {len(looked)} card"
                  f"{'s' if len(looked) != 1 else ''} of their library", "702.75a")
        if len(looked) > 1:
            return Decision("choose", who, options=tuple(looked),
                            prompt=f"{current_name(state, item)}: choose a card to exile "
                                   "face down (CR 702.75a)")
    pick = answer[0] if answer else looked[0]
    if pick not in looked:
        return None
    found = events.happen_for(state, events.ZoneChange(
        pick, "exile", text=f"{player.name} exiles a card face down",
        rules=("702.75a", "406.3")))
    if isinstance(found, Decision):
        return found
    card = found[0] if found else None
    if card is not None and card.zone == "exile":
        card.chosen += ((HIDDEN_AWAY, "yes"),)
        state.looked.append((card.id, who))                              # CR 406.3
        if item.source_id is not None:
            state.exiled_with.append((item.source_id, card.id))          # CR 607.2a
    rest = [o for o in looked if o != pick and o in player.library]
    state.rng.shuffle(rest)
    player.library[:] = rest + [o for o in player.library if o not in rest]
    if rest:
        state.say(f"{player.name} puts the rest on the bottom of their library in a random "
                  "order", "702.75a", "401.4")
    state.changed()
    return None


def may_look(state: Any, card: Any, viewer: int) -> bool:
    """May `viewer` look at this card exiled with hideaway? The player who controls the
    permanent that exiled it (CR 702.75a), and one who has looked at it (CR 406.3)."""
    from tolaria.rules.layers import controller
    if (card.id, viewer) in state.looked:
        return True
    source = next((state.objects.get(s) for s, c in state.exiled_with if c == card.id), None)
    return source is not None and source.zone == "battlefield" and \
        controller(state, source) == viewer


def _linked(state: Any, item: Any) -> list[int]:
    """The cards the source's hideaway exiled, still in exile (CR 607.2a, 400.7)."""
    return [c for s, c in state.exiled_with if s == item.source_id and c in state.objects
            and state.objects[c].zone == "exile" and
            (HIDDEN_AWAY, "yes") in state.objects[c].chosen]


def offered(state: Any, obj: Any) -> bool:
    """Is `obj` the card a resolving "You may play the exiled card without paying its mana
    cost" lets its controller cast now (CR 607.2a, 608.2g)?"""
    from tolaria.rules.effects.graveyard import resolving_step
    if obj.zone != "exile":
        return False
    item, step = resolving_step(state)
    while step is not None and step.op == "if":
        step = step.get("effect")
    return step is not None and step.op == "play_hidden_away" and obj.id in _linked(
        state, item)


@handler("play_hidden_away")
def _play_hidden_away(state: Any, item: Any, eff: Any, answer: Any) -> Decision | None:
    """The linked card: a spell cast now without paying its mana cost, or not (CR 608.2g,
    118.9); a land played now, or not, if its controller may play a land: on their turn
    (CR 305.3), with a land play left (CR 305.2a-b)."""
    from tolaria.rules.costs import FREE
    waiting = _linked(state, item)
    if not waiting or answer is not None and "Land" not in state.objects[waiting[0]].card.types:
        return None                                      # cast, or declined (CR 608.2g)
    card, me = state.objects[waiting[0]], item.controller
    if "Land" not in card.card.types:                     # CR 305.9: a land is only played
        return Decision("cast", me, options=(FREE,), subject=card.id,
                        prompt=f"{current_name(state, item)}: cast {card.name} without "
                               "paying its mana cost, or choose no (CR 608.2g)")
    reason = _why_no_land(state, me)
    if reason is not None:
        state.say(reason, "305.2b", "305.3")
        return None
    if answer is None:
        return Decision("yes_no", me, options=("yes", "no"),
                        prompt=f"{current_name(state, item)}: play {card.name}? (CR 305.2a)")
    if answer[0] != "yes":
        return None
    return _play_land(state, me, card)


def _why_no_land(state: Any, player: int) -> str | None:
    from tolaria.rules import multiplayer
    from tolaria.rules.priority import lands_allowed
    if not multiplayer.is_active(state, player):
        return "a land can be played only during your own turn (CR 305.3)"
    p = state.players[player]
    if p.lands_played >= lands_allowed(state, player):
        return f"{p.name} has no land play left this turn (CR 305.2b)"
    return None


def _play_land(state: Any, player: int, card: Any) -> Decision | None:
    """The land is played (CR 305.2a: it counts), entering under its player's control."""
    from tolaria.rules import triggers
    made = events.happen_for(state, events.entering(card, player))
    if isinstance(made, Decision):
        return made                      # a replacement's choice: asked, then again here
    state.players[player].lands_played += 1
    new = made[0] if made and made[0] is not None else card
    state.say(f"{state.players[player].name} plays {current_name(state, new)}", "305.1")
    triggers.on_play_land(state, player, new)
    return None
