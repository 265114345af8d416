# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = { $player } さんの待ち伏せ: { $dice } — 命中 { $hits }。
ti4-ask-discard-ability = 能力により、選んだアクションカードを { $count } 枚捨ててください。
ti4-log-discard-ability = { $player } さんが { $card } を捨てます(勢力能力)。
