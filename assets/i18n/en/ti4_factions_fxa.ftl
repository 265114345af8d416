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
ti4-fx-ask-mitosis = Mitosis: on which planet you control does your infantry go?
ti4-fx-choice-mitosis = Mitosis: on { $planet }
ti4-fx-mitosis-help = Write `use mitosis <planet>` (a planet you control), or `use none` for your home planet.
ti4-fx-log-datahub = Quantum Datahub Node: { $player } gives { $other } 3 trade goods and swaps { $mine } for their { $theirs }.
ti4-fx-datahub-help = Write `use quantum_datahub_node <player> <your strategy card> <their strategy card>` (initiative numbers).
ti4-fx-datahub-not-now = Quantum Datahub Node is used at the end of the strategy phase, before the first action of the action phase.
ti4-fx-choice-use = Use { $ability }
ti4-fx-conduit-not-now = Spatial Conduit Cylinders is used on your tactical action, before moving, in an activated system that holds your units (once per activation, the card ready).
ti4-fx-log-conduit = Spatial Conduit Cylinders: for this activation, system { $tile } is adjacent to every system holding { $player }'s units.
ti4-fx-ask-bioplasmosis = the status phase ends: { $tech } — move infantry between your planets in the same or adjacent systems?
ti4-fx-choice-bioplasmosis = 1 infantry from { $from } to { $to }
ti4-fx-log-bioplasmosis = Bioplasmosis: { $player } moves { $count ->
        [one] { $count } infantry
       *[other] { $count } infantry
    } from { $from } to { $to }.
ti4-fx-bioplasmosis-help = Write `use bioplasmosis <from planet> <to planet> [count]` (your planets, the same or adjacent systems), or `use none`.
ti4-fx-choice-kenara = Wrath of Kenara: 1 trade good for +1 on die { $die }
ti4-fx-log-kenara = Wrath of Kenara: { $player } pays { $count ->
        [one] { $count } trade good
       *[other] { $count } trade goods
    } for +1: { $before } → { $after } ({ $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } now).
ti4-fx-kenara-not-now = Wrath of Kenara raises your dice right after your roll in a space combat in its system, for 1 trade good each.
ti4-fx-kenara-once = Each die is raised at most once.
ti4-fx-ask-flagship-production = { $unit }: you activated its system. Produce up to { $limit ->
        [one] { $limit } unit
       *[other] { $limit } units
    } here?
ti4-fx-choice-flagship-production = { $unit }: { $order }
ti4-fx-log-flagship-production = { $player }'s flagship produces { $production }
ti4-fx-flagship-production-help = Write `use arborec_flagship <units> [pay <planets>] [tg <n>]` (at most { $limit ->
        [one] { $limit } unit
       *[other] { $limit } units
    }, in this system), or `use none`.
