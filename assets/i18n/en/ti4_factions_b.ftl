# Faction abilities of the effects registry (Mentak, Creuss, Yssaril, ...).

ti4-log-ambush = Ambush by { $player }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }.
ti4-ask-discard-ability = an ability of yours asks you to discard { $count ->
        [one] { $count } action card
       *[other] { $count } action cards
    } of your choice.
ti4-log-discard-ability = { $player } discards { $card } (faction ability).
ti4-log-harrow = Harrow: { $player }'s ships bombard again as the ground combat round ends.
ti4-log-assimilate = Assimilate: { $player } puts { $units } of their own on { $planet }.
ti4-log-valkyrie = Valkyrie Particle Weave: { $player } makes 1 more hit.
ti4-cannot-vote = Your faction cannot vote on agendas (Galactic Threat): you may only abstain.
ti4-log-neuroglaive = Neuroglaive: { $player } loses 1 fleet pool token to { $owner }'s ships.
ti4-log-salvage-operations = Salvage Operations: { $player } gains 1 trade good.
ti4-log-wormhole-generator = Wormhole Generator: { $player } puts the { $wormhole } wormhole token in system { $tile }.
ti4-ask-sacrifice = the space combat starts: { $tech } — destroy 1 of your cruisers or destroyers here for 1 hit your opponent must put on a non-fighter ship?
ti4-choice-sacrifice = { $tech }: destroy 1 { $unit }
ti4-log-sacrifice = { $player } destroys { $units } of their own for 1 hit on a non-fighter ship.
ti4-sacrifice-help = Write `use impulse_core destroyer` or `use impulse_core cruiser` (one of yours in the combat), or `use none`.
ti4-plating-blocks = You have passed: during { $player }'s turn, Transparasteel Plating keeps you from playing action cards.
ti4-fx-ask-claim = you resolved Diplomacy: { $ability } — take control of a planet without units in or next to a system where you control a planet?
ti4-fx-choice-claim = Take { $planet }
ti4-fx-log-claim = Peace Accords: { $player } takes { $planet }.
ti4-fx-claim-help = Write `use peace_accords <planet>` (a planet the buttons offer), or `use none`.
ti4-fx-claim-not-allowed = Peace Accords cannot take { $planet }: it must have no units, not be Mecatol Rex nor yours, and be in or next to a system where you control a planet.
ti4-fx-ask-quash = an agenda is revealed ({ $agenda }): { $ability } — spend 1 strategy token to discard it and reveal the next one?
ti4-fx-choice-quash = Spend 1 strategy token: discard it
ti4-fx-log-quash = Quash: { $player } spends 1 strategy token to discard { $agenda }; the next agenda is revealed.
ti4-fx-choice-cancel-card = Exhaust { $tech } and spend 1 strategy token: cancel the card
ti4-fx-log-card-cancelled = { $tech }: { $player } exhausts it and spends 1 strategy token; { $card } is cancelled.
ti4-fx-choice-end-activation = Exhaust { $tech } and spend 1 strategy token: end this turn
ti4-fx-log-activation-ended = { $tech }: { $player } exhausts it and spends 1 strategy token; { $active }'s turn ends now.
ti4-fx-choice-propagation-paid = +{ $tactic } tactic +{ $fleet } fleet +{ $strategy } strategy, paying { $paid }
ti4-fx-log-propagation = Propagation: instead of researching, { $player } gains command tokens: +{ $tactic } tactic, +{ $fleet } fleet, +{ $strategy } strategy.
ti4-fx-log-propagation-paid = { $player } pays for Propagation's tokens: { $paid }.
ti4-fx-propagation-help = Your faction gains command tokens instead of researching (Propagation): write `tokens <tactic> <fleet> <strategy>` (3 in all), with `pay <planets>` for the secondary.
ti4-fx-propagation-cost = You cannot pay the 4 resources of the secondary.
ti4-fx-propagation-no-research = Your faction cannot research technology (Propagation).
ti4-fx-ask-convert = the ground combat starts: { $ability } — spend 2 influence to replace 1 of your opponent's infantry here with 1 of yours?
ti4-fx-choice-convert = Spend 2 influence ({ $paid }): replace 1 infantry
ti4-fx-convert-help = Write `use indoctrination` (the cheapest payment) or `use indoctrination pay <planets> [tg <n>]` for 2 influence, or `use none`; it needs an opposing infantry on the planet and one of yours in reinforcements.
ti4-fx-log-convert = Indoctrination: { $player } pays { $paid } and replaces 1 of { $other }'s infantry on { $planet } with their own.
ti4-fx-ask-spin = you produced units: { $tech } — place up to 2 infantry from your reinforcements on a planet you control or with your ships?
ti4-fx-choice-spin = Infantry to { $place }
ti4-fx-spin-help = Write `use yin_spinner <planet or tile> [<planet or tile>]`: { $count ->
        [one] { $count } infantry
       *[other] up to { $count } infantry
    }, on planets you control or in space areas with your ships; or `use none`.
ti4-fx-log-spin = Yin Spinner: { $player } places 1 infantry at { $place }.
ti4-fx-mageon-help = Write `use mageon_implants <player>` (a player holding action cards), then `use mageon_implants <card>` for the card to take from their hand.
ti4-fx-log-mageon-look = Mageon Implants: { $player } looks at { $other }'s action cards.
ti4-fx-log-mageon-hand = { $other }'s action cards: { $cards }.
ti4-fx-log-mageon-take = Mageon Implants: { $player } takes 1 action card from { $other }.
ti4-fx-log-mageon-card = You take { $card }.
ti4-fx-log-mageon-lost = { $player } took { $card } from your hand.
ti4-fx-choice-mageon = Take { $card }
ti4-fx-ask-mageon = Mageon Implants: which of { $other }'s action cards do you take?
