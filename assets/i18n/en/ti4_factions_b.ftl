# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = Ambush by { $player }: { $dice } — { $hits } hit(s).
