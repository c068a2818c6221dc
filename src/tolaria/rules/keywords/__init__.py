"""Keyword abilities and keyword actions as the engine plays them (CR 701, 702), and the
rules around attachments (CR 301.5, 303.4, 701.3).

One module per keyword or family; each holds the rules checks and effect steps that the
rest of the engine calls at the one place the rule matters (targets, combat, damage,
destruction, state-based actions, timing). How a keyword is read from Oracle text is the
compiler's (`tolaria.cards.oracle.keyword_lines`, `keyword_triggers`, `keywords`); the
names both share are `tolaria.data.vocabulary` and `tolaria.data.qualities`.

- `protection` (CR 702.16): the DEBT checks; `hexproof` (CR 702.11, 702.18): hexproof and
  shroud, what may target what; `indestructible` (CR 702.12); `landwalk` (CR 702.14);
  `evasion` (fear, intimidate, shadow, horsemanship, skulk: CR 702.13, 28, 31, 36, 118);
- `flash` (CR 702.8) and "as though it had flash" (CR 609.4); `split_second` (CR 702.61);
  `hand_size` (CR 402.2): the maximum hand size and effects that remove it;
- `attach` (CR 701.3, 303.4, 301.5, 704.5m-n): attaching Auras and Equipment, and when they
  fall off; `umbra_armor` (CR 702.89); `reconfigure` (CR 702.151);
- costs and ways to cast: `cycling` (CR 702.29, 701.19), `madness` (CR 702.35), `morph`
  (morph, megamorph, disguise: CR 702.37, 702.168, 708), `ninjutsu` (CR 702.49),
  `flashback` and `graveyard_cast` (retrace, jump-start: CR 702.34, 702.81, 702.133),
  `escape` (CR 702.138), `unearth` (CR 702.84), `embalm` (embalm, eternalize, offspring:
  CR 702.128, 702.129, 702.175), `foretell` (CR 702.143), `plot` (CR 702.170), `suspend`
  (CR 702.62), `dash` (dash, blitz: CR 702.109, 702.152), `warp`, `mayhem`, `freerunning`, `sneak` and `harmonize` (from their reminder text),
  `emerge` (CR 702.119), `gift` (CR 702.174), `entwine`
  (CR 702.42), `escalate` (CR 702.120), `spree` (CR 702.172, 700.2h), `companion` (CR 702.139, 116.2g), `multikicker` (CR 702.33c), `replicate` (CR
  702.56), `squad` (CR 702.157), `miracle` (CR 702.94), `encore` (CR 702.141), `recover`
  (CR 702.59), `hand_ability` (channel-style abilities, reinforce, transmute), and
  `cast_forms`: the spell a cost changes (bestow, awaken, cleave, overload), with `bestow`
  (CR 702.103) and `awaken` (CR 702.113); `mutate` (CR 702.140, merged permanents: 727);
- triggered and static keywords: `exalted` (CR 702.83), `modular` (CR 702.43), `amplify`
  (CR 702.38), `toxic` (CR 702.164), `flanking` (CR 702.25), `banding` (attacking bands,
  a band blocked as a whole, who divides combat damage: CR 702.22), `afflict` (afflict,
  annihilator, graft: CR 702.130, 702.86, 702.58), `rampage` (CR 702.23), `persist`
  (persist, undying: CR 702.79, 702.93), `echo` (CR 702.30), `storm` (storm, gravestorm: CR 702.40, 702.69),
  `cascade` (CR 702.85), `rebound` (CR 702.88), `disturb` (CR 702.146), `cipher`
  (CR 702.99), `entering` (fabricate, living weapon, For
  Mirrodin!: CR 702.123, 702.92, 702.163), `fading` (fading, vanishing: CR 702.32,
  702.63), `extort` (extort, ingest: CR 702.101, 702.115), `plus_counters` (evolve,
  dethrone, renown, training: CR 702.100, 702.105, 702.112, 702.149), `riot` (riot,
  devour: CR 702.136, 702.82), `soulbond` (pairing, CR 702.95), `exploit` (CR 702.110),
  `melee` (CR 702.121), `phasing` (CR 702.26, 502.1), `ascend` (CR 702.131), `ward` (CR 702.21), `myriad` (CR 702.116),
  `backup` (CR 702.165), `champion` (CR 702.72), `hideaway` (CR 702.75), `saddle` (CR 702.171), `dredge` (CR
  702.52), `read_ahead` (CR 702.155, 714.3a), `prowl` (CR
  702.76), `demonstrate` (CR 702.144), `ripple`
  (CR 702.60), `craft` (CR 702.167), `haunt` (CR 702.55), `epic` (CR 702.50);
- keyword actions: `airbend` (from its reminder text), `discover` (CR 701.55), `monstrosity` (monstrosity, adapt: CR 701.31, 701.43), `amass` (CR
  701.44), `bolster` (CR 701.33), `goad` (CR 701.38: the designation and its attack
  requirements), `suspect` (CR 701.58: the designation suspected), `manifest` (CR 701.34:
  face-down 2/2s turned face up for their mana cost), `class_level` (CR 716)
  and `solved` (Case cards: CR 719, 702.169).

Keywords whose rules are a general mechanism have no module here: provoke and mentor are
triggered abilities (provoke's requirement is `tolaria.rules.blocking`), tribute and
ravenous are "enters" replacements (`tolaria.rules.replacement`), level up is an activated
ability, bargain an optional additional cost (`tolaria.rules.costs`).
"""
