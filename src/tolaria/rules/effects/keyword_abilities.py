"""Effect steps of keyword abilities (CR 702): each keyword's module registers its own
steps as it is imported; importing them here makes them known wherever effects are."""

from __future__ import annotations

from tolaria.rules import battles  # noqa: F401  (the Siege's defeated ability, CR 310.11b)
from tolaria.rules.keywords import (  # noqa: F401  (register their effect steps)
    afflict,
    amass,
    backup,
    bolster,
    cascade,
    champion,
    cipher,
    class_level,
    dash,
    demonstrate,
    embalm,
    encore,
    enlist,
    entering,
    exploit,
    extort,
    fading,
    flanking,
    goad,
    hideaway,
    melee,
    miracle,
    monstrosity,
    myriad,
    persist,
    phasing,
    plus_counters,
    rampage,
    rebound,
    recover,
    saddle,
    solved,
    soulbond,
    squad,
    storm,
    ward,
)
