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
  (CR 702.83): the rules of those keywords.

This package must stay importable from `tolaria.cards.registry`: modules that
need `tolaria.layers` import it themselves, never this file.
"""
