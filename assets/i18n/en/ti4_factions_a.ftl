# TI4 faction abilities (effects registry): Sol, Hacan, Saar, Arborec, Muaat, Letnev, Winnu, Jol-Nar.
ti4-fx-no-strategy-token = This needs a token from your strategy pool, and you have none.
ti4-fx-orbital-drop-help = Orbital Drop: write `use orbital_drop <planet>` (a planet you control).
ti4-fx-log-orbital-drop = Orbital Drop: { $player } spends a strategy token and drops { $count } infantry on { $planet }.
ti4-fx-log-genesis = Genesis: { $player } places 1 infantry in the space area of system { $tile }.
ti4-fx-no-flagship = Your flagship is not on the board.
ti4-fx-star-forge-help = Star Forge: write `use star_forge <tile> fighters` or `use star_forge <tile> destroyer` (a system with your war sun).
ti4-fx-star-forge-no-war-sun = Star Forge needs a system with one of your war suns: system { $tile } has none.
ti4-fx-log-star-forge = Star Forge: { $player } spends a strategy token and places { $count } { $unit } in system { $tile }.
ti4-fx-log-inferno = The Inferno: { $player } spends a strategy token and places { $count } cruiser in system { $tile }.
ti4-fx-log-scavenge = Scavenge: { $player } gains 1 trade good for taking { $planet }.
ti4-fx-log-mitosis = Mitosis: { $player } places 1 infantry on { $planet }.
ti4-fx-mitosis-docks = Mitosis: your space docks produce no infantry; the other units here may produce { $limit } infantry.
ti4-fx-no-card-trade = Action cards can be exchanged only in a transaction with a player whose ability allows it (Arbiters).
ti4-fx-log-offer-cards = { $from } offers { $to } a transaction with an action card.
ti4-fx-log-card-given = Arbiters: the action card “{ $card }” goes from { $from } to { $to }.
ti4-fx-no-card = no action card
ti4-fx-ask-offer-cards = { $offer } Action cards: you receive { $give_card }; you give { $get_card }.
ti4-fx-log-l4-disruptors = L4 Disruptors: no space cannon fires against { $player }'s landing.
ti4-fx-log-siphons = E-Res Siphons: { $player } gains { $count ->
        [one] { $count } trade good
       *[other] { $count } trade goods
    }.
ti4-fx-log-reclamation = Reclamation: { $player } places { $pds } PDS and { $docks } space dock on Mecatol Rex.
ti4-fx-biomes-help = Production Biomes: write `use production_biomes <player>` (another player, who gains 2 trade goods).
ti4-fx-log-biomes = Production Biomes: { $player } spends a strategy token and gains 4 trade goods; { $other } gains 2.
ti4-fx-chaos-mapping = Chaos Mapping: you cannot activate an asteroid field holding { $player }'s ships.
ti4-fx-log-gate-folding = Lazax Gate Folding: { $player } places { $count } infantry on Mecatol Rex.
ti4-fx-munitions-not-now = Munitions Reserves is paid at the start of a round of space combat you fight in, once a round.
ti4-fx-munitions-unpaid = Munitions Reserves: pay 2 trade goods as the round starts (`reroll munitions pay`) to reroll dice this round.
ti4-fx-log-munitions = Munitions Reserves: { $player } pays { $count ->
        [one] { $count } trade good
       *[other] { $count } trade goods
    } and may reroll dice this round.
ti4-fx-choice-munitions = Munitions Reserves: pay 2 trade goods for rerolls
ti4-fx-choice-reroll-munitions = Munitions Reserves: reroll my misses
ti4-fx-brilliant-help = Brilliant: write `secondary <tech>` (free), or `secondary <tech> <tech> pay …` (the second for 6 resources).
ti4-fx-log-brilliant = Brilliant: { $player } resolves the Technology card's primary ability instead.
ti4-fx-choice-brilliant = Brilliant: research { $tech } (free)
ti4-fx-log-blockaded-destroyed = { $player }'s { $unit } in system { $tile } is blockaded and destroyed.
