# Technology abilities (§11, §29, §69) and component actions (§8).

ti4-use-help = Write `use <technology> <arguments>` (or `use none` to decline a question).
ti4-tech-not-owned = You don't own { $tech }.
ti4-tech-exhausted = { $tech } is exhausted: it is readied in the status phase.
ti4-tech-pause-open = Waiting for { $player } to decide whether to use { $tech }.
ti4-tech-no-question = No technology question is open.
ti4-tech-answer-help = Answer with `use { $tech }` or `use none`.
ti4-tech-asked-graviton = Graviton Laser System is offered before your space cannon offense rolls, when it can change where the hits go.
ti4-tech-asked-magen = Magen Defense Grid is offered at the start of each ground combat round on a planet with your planetary shield.
ti4-tech-asked-economy = Integrated Economy is offered after you gain control of planets in an invasion, before the production step.
ti4-no-such-ability = There is no ability `{ $ability }` you can use.

ti4-component-no-target = { $ability } has nothing it could be used on now.
ti4-component-usage = { $ability }: write `{ $notation }`.
ti4-log-component = { $player } takes a component action: { $ability }.
ti4-choice-component = Use { $ability }
ti4-choice-component-at = { $ability }: { $target }

ti4-ask-graviton = your space cannon is about to fire: exhaust Graviton Laser System so that its hits must go to non-fighter ships?
ti4-choice-graviton = Exhaust Graviton Laser System
ti4-choice-tech-decline = Don't use { $tech }
ti4-log-graviton = { $player } exhausts Graviton Laser System: their space cannon hits must go to non-fighter ships if able.
ti4-graviton-hits = Graviton Laser System: { $count } of these hits must go to non-fighter ships.

ti4-ask-magen = ground combat round { $round } on { $planet } starts: exhaust Magen Defense Grid so that your opponent makes no combat rolls this round?
ti4-choice-magen = Exhaust Magen Defense Grid
ti4-log-magen = { $player } exhausts Magen Defense Grid: their opponent makes no combat rolls this round.

ti4-ask-economy = you gained { $planet }: Integrated Economy lets you produce units there costing up to { $resources } in total. Write `use integrated_economy <units> pay <planets> tg <n>`, or decline.
ti4-choice-economy = Produce { $order }
ti4-economy-help = Write the units to produce on { $planet } and how you pay: `use integrated_economy 2 infantry pay <planet>`.
ti4-log-economy = Integrated Economy on { $planet }: { $production }
ti4-produce-cost-limit = These units cost { $cost }; at most { $max } is allowed here.

ti4-diodes-help = Transit Diodes: `use transit_diodes <count> <from planet or tile> <to planet>; …` (up to 4 ground forces in all).
ti4-diodes-not-now = Transit Diodes is used at the start of your turn, before your action.
ti4-diodes-too-many = Transit Diodes moves at most 4 ground forces, not { $count }.
ti4-diodes-not-there = You want to move { $count } infantry from there but have { $have }.
ti4-log-diodes = { $player } exhausts Transit Diodes: infantry moved { $moves }.
ti4-choice-diodes = Transit Diodes

ti4-x89-help = X-89 Bacterial Weapon: write `use x89_bacterial_weapon <planet>`.
ti4-x89-no-target = X-89 Bacterial Weapon needs a planet with another player's infantry, in a system with one of your ships that has bombardment: not { $planet }.
ti4-log-x89 = X-89 Bacterial Weapon: { $count } infantry on { $planet } are destroyed.

ti4-log-gravity-drive = Gravity Drive: one of { $player }'s ships from { $from } gets +1 move.

ti4-panel-techs = Technologies: { $count }
ti4-panel-techs-exhausted = Technologies: { $count } · exhausted: { $exhausted }

# The ministers (laws, §36) asked through the same questions.
ti4-tech-asked-minister-of-war = Minister of War is offered after each of your actions while you hold it.
ti4-tech-asked-minister-of-industry = Minister of Industry is offered when you place a space dock.
ti4-ask-minister-of-war = your action is over: discard Minister of War to take one of your command tokens off the board and take 1 more action?
ti4-choice-minister-of-war = Token off { $tile }, 1 more action
ti4-minister-of-war-help = Minister of War: write `use minister_of_war <tile>` (a system with your command token).
ti4-minister-of-war-no-token = You have no command token at { $tile }.
ti4-log-minister-of-war = { $player } discards Minister of War: their command token at { $tile } goes back to reinforcements, and they take 1 more action.
ti4-ask-minister-of-industry = you placed a space dock at { $tile }: with Minister of Industry your units there may produce. Write `use minister_of_industry <units> pay <planets> tg <n>`, or decline.
ti4-minister-of-industry-help = Minister of Industry: write `use minister_of_industry 2 infantry pay <planet>`.
