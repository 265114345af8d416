# TI4 faction abilities (effects registry): Sol, Hacan, Saar, Arborec, Muaat, Letnev, Winnu, Jol-Nar.
ti4-fx-no-strategy-token = This needs a token from your strategy pool, and you have none.
ti4-fx-orbital-drop-help = Orbital Drop: write `use orbital_drop <planet>` (a planet you control).
ti4-fx-log-orbital-drop = Orbital Drop: { $player } spends a strategy token and drops { $count } infantry on { $planet }.
ti4-fx-log-genesis = Genesis: { $player } places 1 infantry in the space area of system { $tile }.
