# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = { $player } さんの待ち伏せ: { $dice } — 命中 { $hits }。
