"""Words of Oracle text: the subtypes the compiler recognises (CR 205.3).

Generated once from CR 205.3g-m (2024-06-07) and the subtypes printed on the playable
cards of the bundled database (English words that stand as joke subtypes, such as "You"
and "The", left out).
"""

from __future__ import annotations

CREATURE_TYPES = frozenset({
    'Advisor', 'Aetherborn', 'Alicorn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer',
    'Archon', 'Armadillo', 'Armored', 'Army', 'Art', 'Artificer', 'Artist', 'Assassin',
    'Assembly-Worker', 'Astartes', 'Athlete', 'Atog', 'Aurochs', 'Autobot', 'Avatar', 'Azra',
    'Baddest,', 'Badger', 'Balloon', 'Barbarian', 'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast',
    'Beaver', 'Beeble', 'Beholder', 'Berserker', 'Biggest,', 'Bird', 'Bison', 'Blinkmoth',
    'Boar', 'Book', 'Boxer', 'Brainiac', 'Bringer', 'Brushwagg', 'Bureaucrat', "C'tan",
    'Camarid', 'Camel', 'Capybara', 'Caribou', 'Carrier', 'Cat', 'Centaur', 'Cephalid',
    'Chameleon', 'Champion', 'Chef', 'Chicken', 'Child', 'Chimera', 'Citizen', 'Clamfolk',
    'Cleric', 'Clown', 'Cockatrice', 'Construct', 'Cow', 'Coward', 'Coyote', 'Crab',
    'Crocodile', 'Custodes', 'Cyberman', 'Cyborg', 'Cyclops', 'Dalek', 'Dauthi', 'Deer',
    'Demigod', 'Demon', 'Deserter', 'Designer', 'Detective', 'Devil', 'Dinosaur', 'Djinn',
    'Doctor', 'Dog', 'Donkey', 'Dragon', 'Drake', 'Dreadnought', 'Drix', 'Drone', 'Druid',
    'Dryad', 'Dwarf', 'Echidna', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elemental?',
    'Elephant', 'Elf', 'Elk', 'Elves', 'Employee', 'Eternal', 'Etiquette', 'Eye', 'Faerie',
    'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog', 'Fungus', 'Gamer', 'Gamma',
    'Gargoyle', 'Germ', 'Giant', 'Giraffe', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat',
    'Goblin', 'God', 'Golem', 'Gorgon', 'Grandchild', 'Graveborn', 'Gremlin', 'Griffin',
    'Guest', 'Gus', 'Hag', 'Halfling', 'Hamster', 'Harpy', 'Hatificer', 'Hawk', 'Head',
    'Hedgehog', 'Hellion', 'Hero', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror',
    'Horse', 'Human', 'Human?', 'Hydra', 'Hyena', 'Illusion', 'Imp', 'Incarnation', 'Inhuman',
    'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish', 'Judge', 'Juggernaut', 'Kangaroo',
    'Kavu', 'Killbot', 'Kirin', 'Kithkin', 'Knight', 'Koala', 'Kobold', 'Kor', 'Kraken', 'Kree',
    'Lady', 'Lamia', 'Lammasu', 'Lander', 'Leech', 'Lemur', 'Leviathan', 'Lhurgoyf', 'Licid',
    'Lizard', 'Llama', 'Lobster', 'Mammoth', 'Manticore', 'Masticore', 'Mercenary', 'Merfolk',
    'Metathran', 'Mime', 'Minion', 'Minotaur', 'Mite', 'Mole', 'Monger', 'Mongoose', 'Monk',
    'Monkey', 'Moogle', 'Moonfolk', 'Mount', 'Mouse', 'Mummy', 'Mutant', 'Myr', 'Mystic',
    'Nastiest,', 'Nautilus', 'Necron', 'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja',
    'Noble', 'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Officer', 'Ogre', 'Ooze', 'Orb', 'Orc',
    'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Paratrooper', 'Peasant', 'Pegasus',
    'Pentavite', 'Performer', 'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot', 'Pincher',
    'Pirate', 'Plant', 'Platypus', 'Pony', 'Porcupine', 'Possum', 'Praetor', 'Primarch',
    'Prism', 'Processor', 'Proper', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel', 'Reflection',
    'Rhino', 'Rigger', 'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand', 'Saproling',
    'Satyr', 'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Seal',
    'Serf', 'Serpent', 'Servo', 'Shade', 'Shaman', 'Shapeshifter', 'Shark', 'Sheep', "Shi'ar",
    'Ship', 'Siren', 'Skeleton', 'Skrull', 'Skunk', 'Slith', 'Sliver', 'Sloth', 'Slug', 'Snail',
    'Snake', 'Soldier', 'Soltari', 'Sorcerer', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx',
    'Spider', 'Spike', 'Spirit', 'Splinter', 'Sponge', 'Spuzzem', 'Spy', 'Squid', 'Squirrel',
    'Starfish', 'Surrakar', 'Survivor', 'Symbiote', 'Synth', 'Tentacle', 'Tetravite',
    'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Time Lord', 'Townsfolk', 'Toy', 'Tree',
    'Treefolk', 'Trilobite', 'Triskelavite', 'Troll', 'Turtle', 'Tyranid', 'Unicorn', 'Utrom',
    'Vampire', 'Vampyre', 'Varmint', 'Vedalken', 'Villain', 'Volver', 'Wall', 'Walrus',
    'Warlock', 'Warrior', 'Weasel', 'Weird', 'Werewolf', 'Whale', 'Wizard', 'Wolf', 'Wolverine',
    'Wombat', 'Worm', 'Wraith', 'Wrestler', 'Wurm', 'Yeti', 'Zombie', 'Zonian', 'Zubera',
    'and/or'
})

ARTIFACT_TYPES = frozenset({
    'Attraction', 'Blood', 'Bobblehead', 'Clue', 'Contraption', 'Equipment', 'Food',
    'Fortification', 'Gate', 'Gold', 'Incubator', 'Infinity', 'Island', 'Junk', 'Key', 'Luxior',
    'Map', 'Powerstone', 'Saga', 'Spacecraft', 'Stone', 'Treasure', "Urza's", 'Vehicle'
})

ENCHANTMENT_TYPES = frozenset({
    'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Plan', 'Quest', 'Realm',
    'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine', "Urza's"
})

LAND_TYPES = frozenset({
    'Barnyard', 'Cave', 'Cloud', 'Clue', 'Desert', 'Food', 'Forest', 'Gate', 'Island', 'Lair',
    'Locus', 'Mine', 'Mountain', 'Omenpath', 'Plains', 'Planet', 'Power-Plant', 'Saga',
    'Sphere', 'Swamp', 'Tower', 'Town', "Ulamog's", "Urza's", 'Vehicle', 'Wrenn'
})

PLANESWALKER_TYPES = frozenset({
    'Abian', 'Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'B.O.B.', 'Bahamut', 'Basri',
    'Bolas', 'Calix', 'Chandra', 'Comet', 'Dack', 'Dakkon', 'Daretti', 'Davriel', 'Deb',
    'Dellian', 'Dihada', 'Domri', 'Dovin', 'Duck', 'Dungeon', 'Ellywick', 'Elminster',
    'Elspeth', 'Equipment', 'Ersta', 'Estrid', 'Freyalise', 'Garruk', 'Gideon', 'Grist', 'Guff',
    'Huatli', 'Inzerva', 'Jace', 'Jared', 'Jaya', 'Jeska', 'Kaito', 'Karn', 'Kasmina', 'Kaya',
    'Kiora', 'Koth', 'Liliana', 'Lolth', 'Lukka', 'Luxior', 'Master', 'Minsc', 'Monopoly',
    'Mordenkainen', 'Nahiri', 'Narset', 'Niko', 'Nissa', 'Nixilis', 'Oko', 'Quintorius', 'Ral',
    'Rowan', 'Saheeli', 'Samut', 'Sarkhan', 'Serra', 'Sivitri', 'Sorin', 'Svega', 'Szat',
    'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar', 'Ugin', 'Urza',
    'Venser', 'Vivien', 'Vraska', 'Vronos', 'Wanderer', 'Windgrace', 'Wrenn', 'Xenagos',
    'Yanggu', 'Yanling', 'Zariel'
})

SPELL_TYPES = frozenset({
    'Adventure', 'Arcane', 'Chorus', 'Lesson', 'Omen', 'Trap'
})

BATTLE_TYPES = frozenset({
    'Siege'
})
