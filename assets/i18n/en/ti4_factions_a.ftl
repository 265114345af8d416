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
