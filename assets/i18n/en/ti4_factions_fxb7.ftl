# TI4 faction abilities completed in session 7 (helper fxb).
ti4-fx-ask-datahub = The strategy phase ends: { $tech } — spend 1 strategy token and give 3 trade goods to swap a strategy card?
ti4-fx-choice-datahub = With { $other }: your { $mine } for their { $theirs }
ti4-fx-choice-research-waived = Research { $tech } (exhaust { $waiver }: prerequisites ignored, { $extra } { $extra ->
        [one] resource
       *[other] resources
    } more)
ti4-fx-choice-research-waived-paid = Research { $tech } (exhaust { $waiver }: prerequisites ignored; pay { $paid }, { $extra } more than usual)
ti4-fx-choice-splicer-at = Make 1 hit on a { $unit }
ti4-fx-log-splicer-at = Dimensional Splicer: { $player } makes 1 hit on a { $unit } of { $other }'s.
ti4-fx-splicer-aimed = One hit is aimed at a { $unit }: assign it to one (it may sustain damage).
ti4-fx-splicer-help = Write `use dimensional_splicer <ship type>` with a ship type of your opponent's here, or `use none`.
ti4-fx-ask-after-tactical = The tactical action is resolved: { $ability } — use it before the turn ends?
ti4-fx-choice-reclamation = Place 1 PDS and 1 space dock on Mecatol Rex
ti4-fx-reclamation-not-now = Reclamation needs Mecatol Rex under your control and a PDS or space dock in your reinforcements.
ti4-fx-choice-use-at = { $ability }: { $target }
ti4-fx-log-chaos-mapping = Chaos Mapping: { $player } produces at the start of the turn. { $production }
ti4-fx-chaos-mapping-help = Write `use chaos_mapping <tile> <unit> [pay <planets>] [tg <n>]`: 1 unit in a system holding one of your units with PRODUCTION.
ti4-fx-chaos-mapping-not-now = Chaos Mapping produces only at the start of your turn, once.
ti4-fx-ask-scuttle = The round of space combat is over: { $tech } — destroy 1 of your dreadnoughts here to destroy up to 2 of your opponent's ships?
ti4-fx-choice-scuttle = Destroy: { $ships }
ti4-fx-log-scuttle = Exotrireme II: { $player } destroys one of their dreadnoughts and { $other }'s { $ships }.
ti4-fx-scuttle-help = Write `use exotrireme_ii <ship> [<ship>]` with 1 or 2 of your opponent's ship types here, or `use none`.
ti4-fx-log-hegemonic = Hegemonic Trade Policy: { $player } swaps the resource and influence values of { $planet } until the end of the turn.
ti4-fx-hegemonic-not-now = Hegemonic Trade Policy is used at your production step.
