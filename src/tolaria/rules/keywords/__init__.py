"""Keyword abilities (CR 702) and the rules around attachments (CR 301.5, 303.4, 701.3).

One module per family of keywords; each holds the rules checks that the rest
of the engine calls at the one place the rule matters (targets, combat,
damage, destruction, state-based actions, timing):

- `protection` (CR 702.16): the DEBT checks, and "hexproof from [quality]" shares its qualities;
- `hexproof` (CR 702.11, 702.18): hexproof and shroud, what may target what;
- `indestructible` (CR 702.12);
- `flash` (CR 702.8) and "as though it had flash" (CR 609.4);
- `attach` (CR 701.3, 303.4, 301.5, 704.5m-n): attaching Auras and Equipment, and when they
  fall off;
- `equip` (CR 702.6): the "Equip [cost]" activated ability;
- `hand_size` (CR 402.2): the maximum hand size and effects that remove it;
- `lines`: keyword lines with a cost or a number read into IR ("Swampcycling {2}",
  "Madness {R}", "Morph {2}{W}{W}", "Ninjutsu {1}{U}", "Modular 1", "Amplify 1", "Exalted");
- `landwalk` (CR 702.14): every kind of landwalk ("nonbasic landwalk", "snow swampwalk");
- `cycling` (CR 702.29, 701.19), `madness` (CR 702.35), `morph` (CR 702.37, 708),
  `amplify` (CR 702.38), `modular` (CR 702.43), `ninjutsu` (CR 702.49), `exalted`
  (CR 702.83): the rules of those keywords;
- `triggered`: more keyword lines read into IR (bushido, persist, echo, evoke, dash...);
- `evasion` (fear, intimidate, shadow, horsemanship, skulk: CR 702.13, 28, 31, 36, 118),
  `toxic` (CR 702.164), `flanking` (CR 702.25), `afflict` (afflict, annihilator, graft:
  CR 702.130, 702.86, 702.58), `rampage` (CR 702.23), `persist` (persist, undying: CR
  702.79, 702.93), `echo` (CR 702.30), `storm` (CR 702.40), `cascade` (CR 702.85),
  `rebound` (CR 702.88), `split_second` (CR 702.61), `entering` (fabricate, living weapon,
  For Mirrodin!: CR 702.123, 702.92, 702.163), `fading` (fading, vanishing: CR 702.32,
  702.63), `extort` (extort, ingest: CR 702.101, 702.115), `dash` (dash, blitz: CR 702.109,
  702.152), `plus_counters` (evolve, dethrone, renown, training: CR 702.100, 702.105,
  702.112, 702.149), `riot` (riot, devour: CR 702.136, 702.82), `graveyard_cast` (retrace,
  jump-start: CR 702.81, 702.133), `embalm` (embalm, eternalize, offspring: CR 702.128,
  702.129, 702.175), `plot` (CR 702.170), `soulbond` (pairing, CR 702.95): the rules of
  those keywords;
- `disguise` (CR 702.168: morph with ward {2}, played by `morph`), `foretell` (CR 702.143),
  `bestow` (CR 702.103), `awaken` (CR 702.113) and `cast_forms` (what a spell cast for
  those alternative costs is), `entwine` (CR 702.42), `mentor` (CR 702.134), `encore`
  (CR 702.141), `umbra_armor` (CR 702.89), `ravenous` (CR 702.156), `miracle` (CR 702.94),
  `tribute` (CR 702.104), `squad` (CR 702.157), `replicate` (CR 702.56), `escalate`
  (CR 702.120), `multikicker` (CR 702.33c), `emerge` (CR 702.119), `cleave` (CR 702.148),
  `recover` (CR 702.59), `exploit` (CR 702.110), `ascend` (CR 702.131), `level_up`
  (CR 702.87), `bargain` (CR 702.166), `ward` (also "ward {2}" in a keyword list): each reads its keyword line
  (`read`, called by `lines.read`) and holds its rules; `monstrosity` (monstrosity, adapt:
  CR 701.31, 701.43), `amass` (CR 701.44), `bolster` (CR 701.33), `backup` (CR 702.165), `champion` (CR 702.72),
  `saddle` (CR 702.171) and `class_level` (CR 716): effect steps of keyword actions and
  abilities the Oracle compiler reads (`tolaria.cards.oracle.keywords`, `levels`).

This package must stay importable from `tolaria.cards.registry`: modules that
need `tolaria.rules.layers` import it themselves, never this file.
"""
