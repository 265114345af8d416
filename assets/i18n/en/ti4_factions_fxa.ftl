# Faction abilities of the effects registry, session 6 (fxa: Mentak, Letnev, Hacan, Arborec, ...).

ti4-fx-ask-pillage = Pillage: { $player } has { $tg ->
        [one] { $tg } trade good
       *[other] { $tg } trade goods
     } and { $commodities ->
        [one] { $commodities } commodity
       *[other] { $commodities } commodities
    }. Take 1 of their trade goods or commodities?
ti4-fx-choice-pillage-tg = Pillage: take a trade good from { $player }
ti4-fx-choice-pillage-commodity = Pillage: take a commodity from { $player }
ti4-fx-log-pillage-tg = Pillage: { $player } takes 1 trade good from { $victim }.
ti4-fx-log-pillage-commodity = Pillage: { $player } takes 1 commodity from { $victim } (it becomes a trade good).
ti4-fx-pillage-usage = Write `use pillage tg` or `use pillage commodity` (if they have one), or `use none`.
ti4-fx-ask-salvage = { $tech }: you won the space combat. Produce 1 ship here of a type destroyed in it?
ti4-fx-choice-salvage = { $tech }: { $order }
ti4-fx-log-salvage-production = Salvage Operations: { $player } produces { $production }
ti4-fx-salvage-help = Write `use salvage_operations <unit> [pay <planets>] [tg <n>]` (1 ship of a type destroyed in this combat), or `use none`.
ti4-fx-ask-splicer = the space combat starts in a system with a wormhole: { $tech } — make 1 hit on your opponent's ships?
ti4-fx-choice-splicer = Make 1 hit
ti4-fx-log-splicer = Dimensional Splicer: { $player } makes 1 hit on the opponent's ships.
ti4-fx-log-inheritance = { $tech }: { $player } ignores the prerequisites for { $resources ->
        [one] { $resources } more resource
       *[other] { $resources } more resources
    }.
