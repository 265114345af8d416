# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = { $player } 님의 매복: { $dice } — 타격 { $hits }개.
