# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = Ambush by { $player }: { $dice } — { $hits } hit(s).
ti4-ask-discard-ability = an ability of yours asks you to discard { $count } action card(s) of your choice.
ti4-log-discard-ability = { $player } discards { $card } (faction ability).
