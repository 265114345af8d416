# TI4 faction abilities finished in session 8 (helper fx8).
ti4-fx-choice-produce-with = { $ability } on { $planet }, then produce { $order }
ti4-fx-choice-devotion-at = { $ability }: destroy 1 { $unit }, 1 hit on their { $target }

# Faction sheet abilities: names (the effects registry, `effects::ability_name`).
ti4-ability-arborec-mitosis = Mitosis
ti4-ability-creuss-quantum_entanglement = Quantum Entanglement
ti4-ability-creuss-slipstream = Slipstream
ti4-ability-creuss-creuss_gate = Creuss Gate
ti4-ability-hacan-masters_of_trade = Masters of Trade
ti4-ability-hacan-guild_ships = Guild Ships
ti4-ability-hacan-arbiters = Arbiters
ti4-ability-jolnar-fragile = Fragile
ti4-ability-jolnar-brilliant = Brilliant
ti4-ability-jolnar-analytical = Analytical
ti4-ability-l1z1x-assimilate = Assimilate
ti4-ability-l1z1x-harrow = Harrow
ti4-ability-letnev-munitions_reserves = Munitions Reserves
ti4-ability-letnev-armada = Armada
ti4-ability-mentak-ambush = Ambush
ti4-ability-mentak-pillage = Pillage
ti4-ability-muaat-star_forge = Star Forge
ti4-ability-muaat-gashlai_physiology = Gashlai Physiology
ti4-ability-naalu-telepathic = Telepathic
ti4-ability-naalu-foresight = Foresight
ti4-ability-nekro-galactic_threat = Galactic Threat
ti4-ability-nekro-technological_singularity = Technological Singularity
ti4-ability-nekro-propagation = Propagation
ti4-ability-saar-scavenge = Scavenge
ti4-ability-saar-nomadic = Nomadic
ti4-ability-sardakk-unrelenting = Unrelenting
ti4-ability-sol-orbital_drop = Orbital Drop
ti4-ability-sol-versatile = Versatile
ti4-ability-winnu-blood_ties = Blood Ties
ti4-ability-winnu-reclamation = Reclamation
ti4-ability-xxcha-peace_accords = Peace Accords
ti4-ability-xxcha-quash = Quash
ti4-ability-yin-indoctrination = Indoctrination
ti4-ability-yin-devotion = Devotion
ti4-ability-yssaril-stall_tactics = Stall Tactics
ti4-ability-yssaril-scheming = Scheming
ti4-ability-yssaril-crafty = Crafty

# The Naalu flagship (Matriarch): fighters as ground forces.
ti4-fx-matriarch-not-here = Fighters land as ground forces only where a unit of yours allows it (the Naalu flagship in the active system).
ti4-fx-matriarch-too-many = You commit { $count ->
    [one] 1 fighter
   *[other] { $count } fighters
} but have { $have } in the active system's space area.
ti4-fx-log-matriarch-commit = Matriarch: { $player } lands { $count ->
    [one] 1 fighter
   *[other] { $count } fighters
} on { $planet } as ground forces.
ti4-fx-log-matriarch-return = Matriarch: { $player }'s { $count ->
    [one] fighter returns
   *[other] { $count } fighters return
} from { $planet } to space.
ti4-fx-choice-land-fighter = Land 1 fighter on { $planet }
ti4-fx-draft-landing-fighters = { $count ->
    [one] 1 fighter
   *[other] { $count } fighters
} on { $planet }
