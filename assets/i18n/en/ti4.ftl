# Twilight Imperium 4th edition (English).

## Setup
ti4-setup-player-count = TI4 seats 3 to 6 players, not { $count }.
ti4-setup-vp-target = The victory point target is 10 or 14, not { $vp }.
ti4-setup-speaker = Seat { $seat } does not exist, so it can't hold the speaker token.
ti4-setup-faction-taken = { $faction } is already taken; pick another faction or none for a random one.
ti4-setup-color-taken = The colour { $color } is already taken.
ti4-unknown-faction = “{ $faction }” is not a base-game faction.
ti4-unknown-faction-join = “{ $faction }” is not a base-game faction. Use one of: { $factions } (or leave it empty for a random one).
ti4-unknown-color = “{ $color }” is not a player colour. Use one of: { $colors }.
ti4-options-help = Option “{ $option }” is not known. Accepted: vp=10 or vp=14, and map="<map string>".
ti4-options-list = vp=10 or vp=14 (points to win); map="<map string>" (tile numbers by position, spaces or commas between them)
ti4-map-length = A map string lists 36 tiles (positions 1 to 36, optionally after 18 for Mecatol Rex); this one has { $count }.
ti4-map-bad-token = “{ $token }” at position { $position } is not a tile number (use 0 for a home system, -1 for no tile).
ti4-map-home-slot = Position { $position } is a home system position: write 0 there.
ti4-map-missing = Position { $position } needs a system tile.
ti4-map-unknown-tile = Tile { $tile } is not a base-game system tile (use 19–50).
ti4-map-not-placeable = Tile { $tile } at position { $position } is a home system or Mecatol Rex and can't be placed there.
ti4-map-off-board = Tile { $tile } is at position { $position }, which is not part of the board for this player count.
ti4-map-duplicate = Tile { $tile } appears more than once.
ti4-map-warning-adjacent = Tiles { $a } and { $b } are adjacent although both are anomalies or share a wormhole.

## Phases and prompts
ti4-phase-setup = Setup: secret objectives
ti4-phase-strategy = Strategy phase
ti4-phase-action = Action phase
ti4-scene-title = Twilight Imperium — Round { $round } — { $phase }
ti4-ask-keep-secret = Choose the secret objective you keep (the other goes back into the deck unseen).
ti4-choice-keep-secret = Keep { $objective }
ti4-ask-pick-strategy = pick a strategy card.
ti4-choice-strategy-card = { $initiative } { $card }{ $tg ->
        [0] {""}
       *[other] {" "}(+{ $tg } TG)
    }

## Log
ti4-log-secret-kept = { $player } has kept a secret objective.
ti4-log-secret-kept-private = You keep the secret objective { $objective }.
ti4-log-strategy-phase = Round { $round }: the strategy phase begins. { $speaker } holds the speaker token and picks first.
ti4-log-pick = { $player } takes { $initiative } { $card }{ $tg ->
        [0] .
        [one] {" "}and the { $tg } trade good on it.
       *[other] {" "}and the { $tg } trade goods on it.
    }
ti4-log-tg-on-card = 1 trade good is placed on { $card } (now { $tg }).
ti4-log-initiative = Initiative order: { $order }.
ti4-log-action-phase = The action phase begins. { $player } takes the first turn.
ti4-log-adjust = Adjustment by { $by } — { $player }: { $counter } { $delta } → { $value }.

## Refusals
ti4-wrong-phase-secret = Secret objectives are chosen during setup only.
ti4-secret-already-kept = You have already kept your secret objective.
ti4-secret-not-offered = That objective was not offered to you. You can keep one of: { $offered }.
ti4-wrong-phase-strategy = Strategy cards are picked in the strategy phase only.
ti4-no-such-strategy-card = There is no strategy card { $card }. Still available: { $available }.
ti4-strategy-card-taken = { $card } was already taken by { $player }. Still available: { $available }.
ti4-unknown-strategy-card = “{ $card }” is not a strategy card: use its number (1–8) or its name.
ti4-notation-help = I can't read that action. Accepted: pass, strategic <card>, activate <tile>, move <tile>: <units>, hits default, invade <planet>: <n>, produce <units> pay <planets>, keep <objective>, pick <card>, adjust <player> <counter> <±n>.
ti4-adjust-help = An adjustment is written <player> <counter> <±n>, with counter one of tg, comm, vp, tactic, fleet, strategy — e.g. alice tg +2; or <player> units <tile> <±n> <unit> [on <planet>] — e.g. alice units 19 +2 infantry on wellon.
ti4-adjust-unknown-player = “{ $player }” is not a seat number or a player in this game.
ti4-adjust-out-of-range = That would make { $counter } { $value }, which is out of range.

## Hand
ti4-two-lines =
    { $a }
    { $b }
ti4-hand-offer = Secret objectives offered to you (keep one):
ti4-hand-objective = • { $name } — { $text }
ti4-hand-secrets = Your secret objectives ({ $count }):

## Board
ti4-mark-alpha = α wormhole
ti4-mark-beta = β wormhole
ti4-mark-delta = δ wormhole
ti4-mark-asteroid-field = Asteroid field
ti4-mark-nebula = Nebula
ti4-mark-supernova = Supernova
ti4-mark-gravity-rift = Gravity rift
ti4-trait-cultural = CUL
ti4-trait-hazardous = HAZ
ti4-trait-industrial = IND
ti4-skip-biotic = G skip
ti4-skip-cybernetic = Y skip
ti4-skip-propulsion = B skip
ti4-skip-warfare = R skip
ti4-unit-war_sun = WS
ti4-unit-dreadnought = DN
ti4-unit-cruiser = CA
ti4-unit-carrier = CV
ti4-unit-destroyer = DD
ti4-unit-fighter = FF
ti4-unit-infantry = INF
ti4-unit-pds = PDS
ti4-unit-space_dock = SD
ti4-unit-flagship = FS
ti4-token-command = CT
ti4-token-custodians = Custodians
ti4-key-empty-system = empty space
ti4-key-activated = activated by { $player } this round
ti4-key-moved-in = { $player } moved in
ti4-key-moved-out = { $player } moved { $units } out to { $tile }
ti4-key-won-space = { $winner } won the space combat against { $loser }
ti4-key-won-ground = { $winner } won the ground combat on { $planet } against { $loser }
ti4-key-draw-space = the space combat of { $attacker } and { $defender } was a draw
ti4-key-draw-ground = the ground combat of { $attacker } and { $defender } on { $planet } was a draw
ti4-key-retreated = { $player } retreated to { $tile }
ti4-key-took = { $player } took { $planets }
ti4-key-custodians = { $player } removed the custodians token (+1 VP)
ti4-key-produced = { $player } produced { $units }
ti4-key-placed = { $player } placed { $units } on { $planet }
ti4-key-diplomacy = { $player }'s Diplomacy: { $count ->
        [0] no command token placed
        [one] { $players }'s command token placed
       *[other] command tokens of { $players } placed
    }
ti4-key-token-back = { $player } took the command token back ({ $by ->
        [unexpected_action] Unexpected Action
       *[warfare] Warfare
    })
ti4-key-token-placed = { $player } placed { $owner }'s command token (Signal Jamming)
ti4-key-component-placed = { $player } placed { $units } ({ $ability })
ti4-key-component-removed = { $player } removed { $units } ({ $ability })
ti4-key-component-used = { $player } used { $ability }
ti4-key-command-token = { $count ->
        [one] { $players }'s command token
       *[other] command tokens of { $players }
    }
ti4-legend-command-token = CT = command token (its owner's colour)
ti4-legend-forces = a number in a disc beside a system's number = ships of that colour there
ti4-legend-custodians = Custodians = the custodians token
ti4-panel-faction = { $faction } · { $color }{ $speaker ->
        [1] {" "}· Speaker
       *[0] {""}
    }
ti4-panel-counters = VP { $vp }/{ $target } · TG { $tg } · Comm { $comm }/{ $comm_max } · Planets: { $planets }
ti4-panel-tokens = Tactic { $tactic } · Fleet { $fleet } · Strategy { $strategy } · Reinf. { $reinforcements }
ti4-panel-no-cards = No strategy card yet
ti4-panel-card = { $initiative } { $card }{ $exhausted ->
        [1] {" "}(exhausted)
       *[0] {""}
    }
ti4-panel-objectives = Secret objectives: { $secret } · Action cards: { $cards }
ti4-standing-vp = VP { $vp }/{ $target }
ti4-standing-card = { $initiative } { $card }{ $used ->
        [1] {" "}(used)
       *[0] {""}
    }
ti4-standing-passed = passed
ti4-standing-speaker = speaker
ti4-footer-open-cards = Open strategy cards: { $cards }
ti4-footer-open-card = { $initiative } { $card }{ $tg ->
        [0] {""}
       *[other] {" "}(+{ $tg } TG)
    }
ti4-footer-objectives-head = Public objectives (face down: { $stage1 } stage I, { $stage2 } stage II):
ti4-footer-objective = • { $objective }: not scored yet
ti4-footer-objective-scored = • { $objective }: scored by { $players }
ti4-footer-laws = Laws in play: { $laws }
ti4-law-elected = { $law } ({ $elected })
ti4-chip-exhausted = { $tech } (exhausted)
ti4-track-vp = Victory points

## Setup: starting technology (Winnu)
ti4-ask-starting-tech = choose your starting technology (any one without prerequisites).
ti4-choice-starting-tech = Take { $tech }
ti4-log-starting-tech = { $player } takes { $tech } as their starting technology.
ti4-no-starting-tech-choice = Your faction's starting technologies are fixed; there is nothing to choose.
ti4-starting-tech-not-allowed = That technology can't be taken at setup. You can take one of: { $techs }.

## Action phase (§37, §59)
ti4-phase-status = Status phase
ti4-phase-status-step = Status phase: { $step ->
        [scoring] scoring objectives
       *[tokens] gaining and redistributing command tokens
    }
ti4-ask-turn = your turn: choose a system for a tactical action, use your strategy card, or pass (typed: `/play action:"activate <tile>"`).
ti4-choice-strategic = Strategic action: { $card }
ti4-choice-pass = Pass
ti4-ask-move = move ships into system { $tile }: add them with the buttons, then Move (typed: `/play action:"move <tile>: <units>; …"`, e.g. `move 19: 2 dreadnought, 1 carrier, 2 infantry`), or move nothing.
ti4-choice-no-move = Move nothing
ti4-ask-assign-space = assign { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } to your ships: the default takes sustain damage first, then your cheapest ships; or write `/play action:"hits 1 dreadnought sustain, 1 fighter"`.
ti4-ask-assign-ground = assign { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } to your ground forces.
ti4-choice-default-hits = Assign hits (default)
ti4-ask-invade = land ground forces with the buttons, then Invade (typed: `/play action:"invade <planet>: <count>; …"`), or don't invade.
ti4-choice-no-invasion = No invasion
ti4-choice-bombard = Bombard { $planet } (no landing)
ti4-ask-produce = choose the units to produce with the buttons (typed: `/play action:"produce 2 fighter, 1 cruiser pay <planet> <planet> tg <n>"`), or produce nothing.
ti4-choice-no-production = Produce nothing

ti4-log-pass = { $player } passes.
ti4-log-activate = { $player } activates { $system }.
ti4-log-next-turn = { $player }'s turn.
ti4-log-status-phase = Every player has passed: the action phase ends.
ti4-log-move = { $player } moves { $units } from { $from } to { $to }.
ti4-log-no-move = { $player } moves nothing.
ti4-log-rift = Gravity rift: { $unit } rolls { $dice } — { $lost } removed.
ti4-log-rift-cargo = Gravity rift: { $player } loses { $units } aboard the removed ships.
ti4-log-revive-roll = { $player } rolls for destroyed infantry: { $dice } — { $saved } set aside to return.
ti4-log-revived = { $player }'s { $count } set-aside infantry return on { $planet }.
ti4-log-space-combat = Space combat in { $tile }: { $attacker } attacks { $defender }.
ti4-log-ground-combat = Ground combat on { $planet }: { $attacker } attacks { $defender }.
ti4-log-afb = Anti-fighter barrage by { $player }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }, { $destroyed ->
        [one] { $destroyed } fighter
       *[other] { $destroyed } fighters
    } destroyed.
ti4-log-combat-stalemate = Neither side can hit the other: the combat ends.
ti4-log-hits-assigned = { $player } assigns hits: { $sustained } sustained damage; lost: { $lost }.
ti4-log-combat-won = { $player } wins the combat.
ti4-log-combat-draw = The combat ends in a draw: nobody is left.
ti4-log-no-invasion = { $player } does not invade.
ti4-log-commit = { $player } lands { $count ->
        [one] { $count } ground force
       *[other] { $count } ground forces
    } on { $planet }.
ti4-log-control = { $player } gains control of { $planet } (exhausted).
ti4-log-structures-destroyed = The other players' structures on { $planet } are destroyed.
ti4-log-no-production = { $player } produces nothing.
ti4-log-produce = { $player } produces { $units } (cost { $cost }, paid { $paid }).

ti4-wrong-phase-action = That can only be done on your turn in the action phase.
ti4-finish-tactical = Finish your tactical action first.
ti4-cannot-pass = You can't pass yet: use your strategy card first ({ $cards }).
ti4-not-your-card = You don't hold { $card }.
ti4-card-exhausted = { $card } has already been used this round.
ti4-no-such-system = There is no system tile { $tile } on the board.
ti4-no-tactic-token = You have no command token in your tactic pool.
ti4-own-token-there = System { $tile } already holds one of your command tokens; you can't activate it again.
ti4-activate-first = Activate a system first: `/play action:"activate <tile>"`.
ti4-wrong-step-move = Movement is over for this tactical action.
ti4-wrong-step-invade = This is not the invasion step.
ti4-wrong-step-produce = This is not the production step.
ti4-move-twice = System { $tile } is listed twice; list each starting system once.
ti4-move-from-active = Units in system { $tile } are already in the active system.
ti4-move-from-own-token = Ships can't move out of system { $tile }: it holds your command token.
ti4-structures-dont-move = PDS and space docks can't move.
ti4-move-not-there = You asked for { $units } from { $tile }, but you have { $have } there.
ti4-unknown-unit = “{ $unit }” is not a unit I know.
ti4-move-needs-ship = Fighters and ground forces in { $tile } need a ship with room for them that starts there or passes through on its way.
ti4-move-capacity = { $cargo ->
        [one] { $cargo } fighter or ground force
       *[other] { $cargo } fighters and ground forces
    }, but capacity for only { $capacity }.
ti4-move-no-path = There is no legal path from { $from } to { $to } (asteroid fields, supernovas, nebulae and other players' ships block the way).
ti4-move-too-far = From { $from } to { $to } takes { $needed ->
        [one] { $needed } move
       *[other] { $needed } moves
    }; these ships move { $move }.
ti4-fleet-pool = That would put { $ships ->
        [one] { $ships } non-fighter ship
       *[other] { $ships } non-fighter ships
    } in one system, more than your fleet pool of { $pool }.
ti4-no-hits-to-assign = You have no hits to assign.
ti4-hits-count = Assign exactly { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }; you assigned { $assigned }.
ti4-cannot-sustain = A { $unit } can't sustain damage here.
ti4-sustain-too-many = Only { $units } can sustain damage: the rest are already damaged.
ti4-hits-not-there = You have only { $units } in this combat.
ti4-invade-not-here = { $planet } is not in the active system. Planets here: { $planets }.
ti4-invade-help = Write invasions as `invade <planet>: <count>; <planet>: <count>`, or `invade none`.
ti4-custodians = Nobody can land on Mecatol Rex while the custodians token is there — unless you remove it for 6 influence: `invade mecatol rex: 2 custodians pay <planets> tg <n>`.
ti4-invade-too-many = You commit { $count } ground forces but have { $have } in the active system's space area.
ti4-produce-limit = You want { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } but your Production here allows { $limit }.
ti4-cannot-produce = { $unit } can't be produced.
ti4-needs-tech = You need the technology to produce { $unit }.
ti4-blockaded = Another player's ships are here and yours are not: you can only produce ground forces (blockade).
ti4-reinforcements = You have { $units } left in your reinforcements.
ti4-not-enough-tg = You have only { $have ->
        [one] { $have } trade good
       *[other] { $have } trade goods
    }.
ti4-pay-not-yours = You don't control { $planet }.
ti4-pay-exhausted = { $planet } is exhausted.
ti4-pay-short = That costs { $cost } but the payment gives { $paid }.
ti4-unknown-planet = “{ $planet }” is not a planet I know.
ti4-units-help = I can't read the units “{ $text }”: write counts and unit names, e.g. `2 dreadnought, 1 carrier, 3 fighter`.
ti4-tile-help = “{ $text }” is not a tile number: use the number shown on the system.
ti4-move-help = Write movement as `move <tile>: <units>; <tile>: <units>`, or `move none`.
ti4-hits-help = Write hits as `hits 1 dreadnought sustain, 2 fighter`, or `hits default`.
ti4-produce-help = Write production as `produce 2 fighter, 1 cruiser pay <planet> <planet> tg <n>`, or `produce none`.
ti4-unit-damaged = {" "}({ $n } damaged)
ti4-adjust-units-help = A unit adjustment is written <player> units <tile> <±n> <unit> [on <planet>] — e.g. alice units 19 +2 infantry on wellon.
ti4-adjust-units-missing = There are only { $have } of those units there.
ti4-adjust-structure-planet = PDS and space docks stand on planets: add “on <planet>”.
ti4-log-adjust-units = Adjustment by { $by } — { $player }: { $unit } in { $tile } { $delta } → { $value }.
ti4-one-word = “{ $action }” takes nothing after it: write just `{ $action }`.
ti4-adjust-units-limit = That is more { $unit } than the game has pieces for: { $limit } at most ({ $have } already there).
ti4-log-space-cannon = Space cannon by { $player }: { $dice } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }.
ti4-log-space-cannon-defense = Space cannon defense by { $player }: { $dice } — { $destroyed ->
        [one] { $destroyed } ground force
       *[other] { $destroyed } ground forces
    } destroyed.
ti4-log-bombard = { $player } bombards { $planet }: { $dice } — { $destroyed ->
        [one] { $destroyed } ground force
       *[other] { $destroyed } ground forces
    } destroyed.
ti4-bombard-no-units = You have no unit with BOMBARDMENT in the active system's space area.
ti4-bombard-not-there = { $planet } can't be bombarded now: it needs other players' ground forces, no planetary shield (§86) and no law against it.
ti4-bombard-units = You don't have { $units } with BOMBARDMENT left to assign there.
ti4-bombard-help = Bombard with `bombard <planet>` (every bombarding unit) or `bombard <planet>: 1 dreadnought; <planet>: 1 war_sun` (§81: each unit to one planet), or `bombard none`.
ti4-log-custodians = { $player } spends 6 influence and removes the custodians token from Mecatol Rex: +1 victory point. The agenda phase is now part of every round.
ti4-log-custodians-free = { $player } removes the custodians token from Mecatol Rex without spending influence (Blood Ties): +1 victory point. The agenda phase is now part of every round.
ti4-custodians-not-here = The custodians token can only be removed when landing on Mecatol Rex while it is still there.
ti4-pay-influence-short = That costs { $cost } influence but the payment gives { $paid }.
ti4-payment-help = Write a payment as `pay <planet> <planet> tg <n>`.
ti4-ask-retreat = announce a retreat before the next round of space combat, or stay and fight.
ti4-choice-retreat = Retreat to { $tile }
ti4-choice-no-retreat = Stay and fight
ti4-no-retreat-now = No retreat can be announced now.
ti4-retreat-illegal = You can't retreat to { $tile }. Possible: { $tiles }.
ti4-log-retreat-announced = { $player } announces a retreat to { $tile }.
ti4-log-retreat = { $player } retreats to { $tile }.
ti4-choice-never-retreat = Fight to the end (don't ask again)
ti4-move-leaves-cargo = That would leave { $cargo ->
        [one] { $cargo } fighter or ground force
       *[other] { $cargo } fighters and ground forces
    } in space in { $tile } with capacity for only { $capacity }: take them along, or keep a carrier there.
ti4-pickup-blocked = Nothing can be picked up in { $tile }: another player's ships are there.
ti4-log-pickup = { $player } picks up { $units } in { $from } on the way.

## Status phase (§64) and victory (§34)
ti4-phase-over = Game over
ti4-log-status-begins = The status phase of round { $round } begins: everyone chooses the objectives to score now; the scores apply in initiative order.
ti4-ask-score = score objectives: at most 1 public now (secret ones are offered in your direct messages), then press Done.
ti4-ask-score-secret = you can score one of your secret objectives now.
ti4-choice-score = Score { $objective }
ti4-choice-done-scoring = Done scoring
ti4-not-scoring-now = Objectives are scored in the status phase, one player at a time.
ti4-log-done-scoring = { $player } is done scoring.
ti4-unknown-objective = “{ $objective }” is not an objective I know.
ti4-one-per-kind = You have already scored an objective of that kind this status phase (at most 1 public and 1 secret).
ti4-needs-home = You can't score { $objective }: public objectives need every planet of your home system.
ti4-condition-not-met = You don't meet the condition of { $objective } now (or it is not yours to score).
ti4-score-no-payment = { $objective } is not paid with planets and trade goods: drop the `pay`/`tg` part.
ti4-log-score = { $player } scores { $objective } (+{ $points } VP, now { $vp }); paid: { $paid }.
ti4-paid-with = { $planets } { $tg ->
        [0] {""}
        [one] + { $tg } trade good
       *[other] + { $tg } trade goods
    }
ti4-paid-tokens = { $strategy } strategy and { $tactic } tactic { $tactic ->
        [one] token
       *[other] tokens
    }
ti4-log-reveal = The speaker reveals a new public objective: { $objective }.
ti4-log-no-objectives = There is no public objective left to reveal: the game ends.
ti4-log-no-action-cards = Action cards are not part of the game yet: nobody draws.
ti4-log-tokens-removed = All command tokens return from the board to reinforcements.
ti4-ask-tokens = gain 2 command tokens and place them (or redistribute all with `/play action:"tokens <tactic> <fleet> <strategy>"`).
ti4-choice-tokens = +{ $tactic } tactic +{ $fleet } fleet +{ $strategy } strategy
ti4-not-token-step = Command tokens are gained and redistributed in step 5 of the status phase.
ti4-tokens-done = You have already placed your command tokens this status phase.
ti4-tokens-total = Your tokens must add up to { $total } (what you have plus the 2 you gain).
ti4-fleet-below-ships = Your fleet pool can't drop to { $fleet }: you have { $ships ->
        [one] { $ships } ship
       *[other] { $ships } ships
    } in system { $tile } (§83). Keep at least that many fleet tokens.
ti4-log-tokens = { $player } places command tokens: tactic { $tactic }, fleet { $fleet }, strategy { $strategy }.
ti4-log-status-ends = Cards are readied, units repaired and strategy cards returned.
ti4-log-winner = { $player } wins with { $vp ->
        [one] { $vp } victory point
       *[other] { $vp } victory points
    } in round { $round }!
ti4-game-over = The game is over.
ti4-score-help = Write `score <objective>` or `score done` (Form a Spy Network: `score form_a_spy_network discard <5 cards>`).
ti4-tokens-help = Write `tokens <tactic> <fleet> <strategy>`, e.g. `tokens 4 3 3`.
ti4-summary-title = Final standings after { $round ->
        [one] { $round } round
       *[other] { $round } rounds
    }:
ti4-summary-line = • { $player } — { $vp } VP: { $objective_vp } from objectives, { $throne_vp } from Support for the Throne, { $other_vp } other (objectives: { $objectives })

## Strategic actions (§57)
ti4-log-strategic = { $player } takes the strategic action of { $card }.
ti4-finish-strategic = Finish the strategic action under way first.
ti4-no-strategic = No strategic action is under way.
ti4-not-your-primary = Only the card's holder resolves its primary ability, before the secondaries.
ti4-not-your-secondary = It's not your turn to resolve or decline the secondary ability.
ti4-must-use-secondary = Trade's holder chose you: you resolve the secondary (free) and can't decline it.
ti4-no-strategy-token = You have no token in your strategy pool to pay for the secondary.
ti4-choice-decline = Decline
ti4-log-decline = { $player } declines the secondary ability.
ti4-log-secondary = { $player } uses the secondary ability{ $free ->
        [1] {" "}(free)
       *[0] {" "}(1 strategy token)
    }.
ti4-log-secondary-not-automated = The secondary of { $card } is not automated yet: players who want it apply it with `/game adjust`.
ti4-ask-primary-1 = Leadership: gain 3 command tokens, plus 1 per 3 influence you spend — `/play action:"primary <tactic> <fleet> <strategy> pay <planets> tg <n>"` or a button.
ti4-ask-primary-2 = Diplomacy: choose a system (not Mecatol Rex) with a planet you control; the others put a command token there; ready up to 2 of your planets — `/play action:"primary <tile> ready <planet> <planet>"`.
ti4-ask-primary-3 = Politics: choose the new speaker.
ti4-ask-primary-4 = Construction: place a PDS or a space dock on a planet you control, then optionally a PDS — `/play action:"primary dock <planet> pds <planet>"`.
ti4-ask-primary-5 = Trade: gain 3 trade goods, refill your commodities, and choose who may use the secondary for free — a button, or `/play action:"primary <player> <player>"`.
ti4-ask-primary-6 = Warfare: take one of your command tokens off the board and place all your tokens again — `/play action:"primary <tile> tokens <tactic> <fleet> <strategy>"`.
ti4-ask-primary-7 = Technology: research a technology, and a second one for 6 resources — a button, or `/play action:"primary <tech> <tech>"`.
ti4-ask-primary-8 = Imperial: score a public objective you meet, then 1 VP if you control Mecatol Rex, otherwise draw a secret objective.
ti4-ask-secondary-1 = Leadership secondary (no token needed): 1 command token per 3 influence — `/play action:"secondary <tactic> <fleet> <strategy> pay <planets>"`, or decline.
ti4-ask-secondary-2 = Diplomacy secondary: 1 strategy token to ready up to 2 planets — `/play action:"secondary ready <planet> <planet>"`, or decline.
ti4-ask-secondary-3 = Politics secondary: 1 strategy token to draw 2 action cards, or decline.
ti4-ask-secondary-4 = Construction secondary: 1 strategy token placed in a system to put a PDS or a space dock on your planet there — `/play action:"secondary pds <planet>"`, or decline.
ti4-ask-secondary-5 = Trade secondary: refill your commodities{ $free ->
        [1] {" "}(you were chosen: free, and you must)
       *[0] {" "}for 1 strategy token, or decline
    }.
ti4-ask-secondary-6 = Warfare secondary: 1 strategy token to use the Production of a space dock in your home system — `/play action:"secondary 2 fighter, 1 cruiser pay <planets>"`, or decline.
ti4-ask-secondary-7 = Technology secondary: 1 strategy token and 4 resources to research a technology, or decline.
ti4-ask-secondary-8 = Imperial secondary: 1 strategy token to draw a secret objective, or decline.
ti4-choice-speaker = Make { $player } speaker
ti4-choice-trade-none = Choose nobody
ti4-choice-trade-all = Choose everyone
ti4-choice-score-nothing = Score nothing
ti4-choice-research = Research { $tech }
ti4-choice-research-paid = Research { $tech } (pay { $paid })
ti4-choice-secondary-trade = Refill commodities
ti4-choice-secondary-imperial = Draw a secret objective
ti4-politics-help = Write `primary speaker <player>`.
ti4-already-speaker = { $player } already holds the speaker token.
ti4-log-speaker = { $player } becomes the speaker.
ti4-log-politics-not-automated = Looking at the top of the agenda deck is not automated yet: it is skipped.
ti4-log-trade = { $player } gains 3 trade goods and refills commodities to { $commodities }.
ti4-log-replenish = { $player } refills commodities to { $commodities }.
ti4-research-help = Write the technology to research, e.g. `primary neural_motivator`.
ti4-leadership-help = Write the tokens as `<tactic> <fleet> <strategy>`, then optionally `pay <planets> tg <n>`.
ti4-leadership-count = You gain { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    }: place exactly that many.
ti4-log-gain-tokens = { $player } gains command tokens: tactic +{ $tactic }, fleet +{ $fleet }, strategy +{ $strategy }.
ti4-ready-two = At most 2 planets are readied.
ti4-log-ready = { $player } readies { $count ->
        [one] { $count } planet
       *[other] { $count } planets
    }.
ti4-diplomacy-help = Write `primary <tile> ready <planet> <planet>`.
ti4-diplomacy-system = Choose a system other than Mecatol Rex that holds a planet you control.
ti4-log-diplomacy = { $player } chooses system { $tile }: every other player puts a command token there.
ti4-construction-help = Write `pds <planet>` or `dock <planet>` (the primary may add `pds <planet>`).
ti4-structure-limit = { $planet } already has as many of those as a planet may hold (1 space dock, 2 PDS).
ti4-log-construct = { $player } places { $units } on { $planet }.
ti4-warfare-help = Write `primary <tile> tokens <tactic> <fleet> <strategy>` (or `primary tokens <tactic> <fleet> <strategy>` with no token on the board).
ti4-no-token-there = You have no command token in system { $tile }.
ti4-log-warfare = { $player } takes the command token off { $tile } and places tokens: tactic { $tactic }, fleet { $fleet }, strategy { $strategy }.
ti4-unknown-tech = “{ $tech }” is not a technology I know.
ti4-cannot-research = You can't research { $tech }: you own it, it belongs to another faction, or its prerequisites aren't met (planet specialties count as skips).
ti4-research-cost = You can't pay the resources for { $tech }.
ti4-research-no-cost = { $tech } costs nothing here: there is no payment to make (drop the `pay`/`tg` part).
ti4-log-research-paid = { $player } pays for { $tech }: { $paid }.
ti4-log-research = { $player } researches { $tech }{ $skips ->
        [0] {""}
       *[other] {" "}(using { $skips ->
        [one] { $skips } planet specialty skip
       *[other] { $skips } planet specialty skips
    })
    }.
ti4-log-imperial-vp = { $player } controls Mecatol Rex: +1 victory point.
ti4-log-secret-limit = { $player } already holds 3 secret objectives (scored ones count): nothing is drawn.
ti4-log-draw-secret = { $player } draws a secret objective.
ti4-log-draw-secret-private = You draw the secret objective { $objective }.
ti4-log-no-research = { $player } researches nothing.

## Transactions (§1)
ti4-ask-offer = { $from } offers you { $give_tg ->
        [one] { $give_tg } trade good
       *[other] { $give_tg } trade goods
    } and { $give_comm ->
        [one] { $give_comm } commodity
       *[other] { $give_comm } commodities
    } for { $get_tg ->
        [one] { $get_tg } trade good
       *[other] { $get_tg } trade goods
    } and { $get_comm ->
        [one] { $get_comm } commodity
       *[other] { $get_comm } commodities
    }.
ti4-choice-accept = Accept
ti4-choice-reject = Decline
ti4-log-offer = { $from } offers { $to } a transaction: { $give_tg } TG + { $give_comm ->
        [one] { $give_comm } commodity
       *[other] { $give_comm } commodities
    } for { $get_tg } TG + { $get_comm ->
        [one] { $get_comm } commodity
       *[other] { $get_comm } commodities
    }.
ti4-log-offer-accepted = { $to } accepts: { $from } gives { $give_tg } TG + { $give_comm ->
        [one] { $give_comm } commodity
       *[other] { $give_comm } commodities
    }, { $to } gives { $get_tg } TG + { $get_comm ->
        [one] { $get_comm } commodity
       *[other] { $get_comm } commodities
    } (commodities arrive as trade goods).
ti4-log-offer-declined = { $to } declines { $from }'s offer.
ti4-trade-own-turn = Transactions are made by the active player during their turn.
ti4-offer-pending = An offer is already waiting for an answer.
ti4-traded-already = You have already made a transaction with { $player } this turn.
ti4-not-neighbours = { $player } is not your neighbour: you need units or planets in the same or adjacent systems.
ti4-offer-help = Write an offer as `offer <player> give tg <n> comm <n> note <note> get tg <n> comm <n> note <note>` (each part optional), and for a deal add `terms <promises>` (public once accepted) or `private-terms <promises>` (between the two of you) at the end.
ti4-offer-not-enough = One side doesn't have what the offer asks for.
ti4-no-offer = There is no offer waiting for your answer.
ti4-primary-possible = The primary of { $card } can be resolved, so it must be: write its choice.
ti4-log-primary-nothing = { $player } can't resolve the primary ability: nothing happens.

## Agenda phase (§35, §36)
ti4-phase-agenda = Agenda phase
ti4-phase-agenda-under-vote = Agenda { $number }: { $agenda }
ti4-agenda-votes = Votes: { $tally }
ti4-agenda-tally-entry = { $outcome } { $votes }
ti4-agenda-no-votes = No votes yet
ti4-log-agenda-phase = The agenda phase begins: two agendas, voted on one after the other.
ti4-log-agenda-revealed = Agenda { $number }: { $agenda } ({ $kind }).
ti4-outcome-for = For
ti4-outcome-against = Against
ti4-ask-vote = vote on { $agenda }: a button spends all your ready planets' influence, or write `/play action:"vote <outcome> with <planets>"`, or abstain.
ti4-choice-vote = { $outcome } ({ $votes })
ti4-choice-abstain = Abstain
ti4-log-abstain = { $player } abstains.
ti4-log-vote = { $player } casts { $votes ->
        [one] { $votes } vote
       *[other] { $votes } votes
    } for { $outcome }.
ti4-bad-outcome = “{ $outcome }” is not an outcome of this agenda. Possible: { $outcomes }.
ti4-not-voting-now = There is no vote right now.
ti4-log-tie = The vote is tied (or nobody voted): { $speaker }, the speaker, decides.
ti4-ask-speaker-decides = as the speaker, decide the outcome (this is not a vote).
ti4-choice-decide = { $outcome }
ti4-not-speaker-choice = Only the speaker decides a tied agenda, after the votes.
ti4-log-outcome = { $agenda }: the outcome is { $outcome }.
ti4-log-law-in-play = { $agenda } is now a law in play.
ti4-log-agenda-effect-by-hand = The agenda's effect is not automated yet: apply it with `/game adjust`.
ti4-log-agenda-discarded = { $agenda } has nothing it could elect: it is discarded.
ti4-log-agenda-phase-ends = All planets are readied; the agenda phase ends.
ti4-vote-help = Write `vote <outcome>` (for, against, a player's faction, a planet…) with `with <planets>` if you don't vote with all of them, or `vote abstain`.

## Action cards (§38)
ti4-log-draw-action = { $player } draws { $count ->
        [one] { $count } action card
       *[other] { $count } action cards
    }.
ti4-log-draw-action-private = You draw: { $cards }.
ti4-log-action-deck-empty = The action card deck and its discard pile are empty: nothing is drawn.
ti4-ask-discard = you hold more than 7 action cards: discard { $count }.
ti4-choice-discard = Discard { $card }
ti4-not-over-limit = Your hand is within the limit of 7 action cards.
ti4-card-not-in-hand = { $card } is not in your hand.
ti4-log-discard = { $player } discards { $card } (hand limit).
ti4-choice-secondary-politics = Draw 2 action cards
ti4-hand-action-cards = Your action cards ({ $count }):
ti4-hand-action-card = • { $name } — { $window }: { $text }
ti4-log-eliminated = { $player } has no ground forces, no production and no planets left: eliminated (§78). Their units leave the board and their secret objectives go back into the deck.

## Promissory notes (§67)
ti4-ask-offer-notes = { $from } offers you { $give_tg ->
        [one] { $give_tg } trade good
       *[other] { $give_tg } trade goods
    }, { $give_comm ->
        [one] { $give_comm } commodity
       *[other] { $give_comm } commodities
    } and the note “{ $give_note }” for { $get_tg ->
        [one] { $get_tg } trade good
       *[other] { $get_tg } trade goods
    }, { $get_comm ->
        [one] { $get_comm } commodity
       *[other] { $get_comm } commodities
    } and the note “{ $get_note }”.
ti4-log-offer-with-note = { $from } offers { $to } a transaction that includes promissory notes (only the two of them see which).
ti4-log-note-given = You give { $player } your promissory note “{ $note }”.
ti4-log-note-received = { $player } gives you the promissory note “{ $note }”.
ti4-log-note-play-area = { $player } puts { $note } face up in their play area.
ti4-log-throne-returned = { $player } activates a system with { $owner }'s units: Support for the Throne goes back to { $owner } and { $player } loses 1 victory point.
ti4-unknown-note = “{ $note }” is not a promissory note I know.
ti4-hand-notes = Your promissory notes ({ $count }):
ti4-hand-note = • { $name } (from { $owner }): { $text }
ti4-no-home-dock = You have no space dock in your home system.
ti4-log-agenda-look = The top of the agenda deck: { $agendas }.
ti4-log-agenda-look-public = { $player } looks at the top 2 cards of the agenda deck.
ti4-ask-arrange = put the 2 agendas you looked at back: on top (in either order) or at the bottom.
ti4-choice-arrange-keep = Both on top, as they were
ti4-choice-arrange-swap = Both on top, swapped
ti4-choice-arrange-first-bottom = First to the bottom
ti4-choice-arrange-second-bottom = Second to the bottom
ti4-choice-arrange-both-bottom = Both to the bottom
ti4-arrange-help = Write `primary arrange keep`, `swap`, `first-bottom`, `second-bottom` or `both-bottom`.
ti4-log-agenda-arranged = { $player } puts { $top ->
        [0] no agenda
        [one] 1 agenda
       *[other] { $top } agendas
    } back on top of the deck and { $bottom ->
        [0] none
       *[other] { $bottom }
    } on the bottom.

## Playing action cards (§38) and reaction windows
ti4-ask-reaction = { $player } plays { $card }. Let it resolve, or cancel it with Sabotage?
ti4-choice-no-reaction = Let it resolve
ti4-choice-sabotage = Play Sabotage
ti4-card-by-adjustment = { $card } is not played through the bot yet: play it by telling the table and use `/game adjust` for its effect.
ti4-card-not-now = { $card } can't be played now. It is played: { $when }
ti4-card-empty-hand = That player has no action cards.
ti4-card-home-planet = That planet is in a home system.
ti4-card-home-system = That system is a home system.
ti4-card-lucky-shot-unit = Lucky Shot destroys a dreadnought, a cruiser or a destroyer.
ti4-card-needs-bombardment = You need a unit with BOMBARDMENT in that system.
ti4-card-needs-cruiser = You need a cruiser in the active system.
ti4-card-needs-other-player = Pick another player who is still in the game.
ti4-card-needs-trade-goods = You need 4 trade goods.
ti4-card-needs-wormhole = Pick a system that is not a home system and has a wormhole.
ti4-card-needs-your-planet = Pick a system that holds a planet you control.
ti4-card-needs-your-ships = Pick a system that holds at least 1 of your ships.
ti4-card-no-pds = There is no PDS on that planet.
ti4-card-no-reinforcements = There is no such unit or token left in the reinforcements.
ti4-card-no-space-dock = There is no space dock on that planet.
ti4-card-no-such-law = That law is not in play.
ti4-card-no-such-ship = That player has no such ship in that system.
ti4-card-no-tactic-token = That player has no command token in their tactic pool.
ti4-card-no-token-there = You have no command token in that system.
ti4-card-not-hazardous = Pick a hazardous planet.
ti4-card-not-in-reach = Pick a system that holds your units, or one next to it.
ti4-card-not-others-planet = Pick a planet another player controls.
ti4-card-not-your-planet = Pick a planet you control.
ti4-card-others-ships = Another player has ships in that system.
ti4-card-planet-exhausted = That planet is already exhausted.
ti4-card-planet-off-board = That planet is not on the board.
ti4-card-token-already-there = That player already has a command token in that system.
ti4-log-card-played = { $player } plays { $card }: { $text }
ti4-log-card-played-at = { $player } plays { $card } ({ $target }): { $text }
ti4-log-no-reaction = { $player } lets it resolve.
ti4-log-sabotaged = { $player } plays Sabotage: { $card } is cancelled.
ti4-log-window-expired = Time is up: { $players } did not react and let the card resolve.
ti4-log-card-fizzles = { $card } has no effect: { $reason }
ti4-log-card-cancels-hits = { $player } cancels { $count ->
        [one] { $count } hit
       *[other] { $count } hits
    }.
ti4-log-card-destroyed = { $player } destroys the { $unit } on { $planet }.
ti4-log-card-exhausted = { $player } exhausts { $count ->
        [one] { $count } planet
       *[other] { $count } planets
    }.
ti4-log-card-flank-speed = { $player }'s ships move 1 farther this tactical action.
ti4-log-card-gains-tg = { $player } gains { $tg ->
        [one] { $tg } trade good
       *[other] { $tg } trade goods
    }.
ti4-log-card-infantry = { $player } places { $count } infantry.
ti4-log-card-infantry-lost = { $count } infantry on { $planet } are destroyed.
ti4-log-card-insubordination = { $other } loses a command token from their tactic pool.
ti4-log-card-lucky-shot = { $player } destroys a { $unit } of { $other }.
ti4-log-card-placed = { $player } places a { $unit } in system { $tile }.
ti4-log-card-readied = { $player } readies { $count ->
        [one] { $count } planet
       *[other] { $count } planets
    }.
ti4-log-card-repaired = { $player } repairs { $count ->
        [one] { $count } unit
       *[other] { $count } units
    }.
ti4-log-card-repeal = { $player } discards the law { $law }.
ti4-log-card-roll-bonus = { $player }'s { $card } modifies their rolls this round.
ti4-log-card-signal-jamming = { $player } puts a command token of { $other } in system { $tile }.
ti4-log-card-spy = { $player } takes a random action card from { $other }.
ti4-log-card-spy-private = You take { $card }.
ti4-log-card-spy-lost = { $card } was taken from your hand.
ti4-log-card-token-back = { $player } takes their command token back from system { $tile }.
ti4-log-card-tokens = { $player } gains command tokens: { $pools }.
ti4-log-card-upgrade = { $player } swaps a cruiser for a dreadnought.
ti4-log-dice = Dice: { $dice }.
ti4-no-window = No window is waiting for an answer.
ti4-not-awaited-window = You have already answered, or this card is yours.
ti4-play-help = { $card } is played as `play { $card } { $args }`.
ti4-play-usage = Write `play <card> <targets>`, e.g. `play mining_initiative mecatol_rex`. `/hand` lists your cards.
ti4-reaction-help = Answer with `react pass`, or `react sabotage` if you hold a Sabotage.
ti4-sabotage-is-a-reaction = Sabotage is played against another player's card, with `react sabotage` when asked.
ti4-unknown-action-card = There is no action card called "{ $card }".
ti4-window-open = { $card } is waiting for reactions from { $players }: that comes first.
ti4-hand-playable = You can play { $card } now: `/play action:"{ $notation }"`

## Promissory notes played (§67)
ti4-note-not-held = You don't hold { $owner }'s { $note }.
ti4-note-by-adjustment = { $note } is not played through the bot yet: tell the table and use `/game adjust` for its effect.
ti4-note-not-now = { $note } can't be played now. It is played: { $when }
ti4-note-help = { $note } is played as `note <note> <owner> { $args }`.
ti4-note-usage = Write `note <note> <owner> [targets]`, e.g. `note ceasefire letnev`. `/hand` lists your notes and whose they are.
ti4-ceasefire = A Ceasefire stops you from moving units into this system: move none.
ti4-stymied = Stymie: you may not produce in or next to a non-home system holding that player's units.
ti4-log-note-ceasefire = { $player } plays { $owner }'s Ceasefire: { $owner } may not move units into the active system.
ti4-log-note-political-secret = { $player } plays { $owner }'s Political Secret: { $owner } may not vote on this agenda.
ti4-log-note-gashlai = { $player } plays { $owner }'s Fires of the Gashlai: { $owner } loses a fleet token and { $player } gains the war sun.
ti4-log-note-military-support = { $player } plays { $owner }'s Military Support and places { $count } infantry.
ti4-log-note-cybernetic = { $player } plays { $owner }'s Cybernetic Enhancements and gains a strategy token.
ti4-log-note-trade-agreement = { $player } uses { $owner }'s Trade Agreement: { $count ->
        [one] { $count } commodity
       *[other] { $count } commodities
    } become their trade goods.
ti4-log-note-returned = { $player } gives { $owner }'s { $note } back.
ti4-log-dacxive = Dacxive Animators: { $player } adds 1 infantry to the planet.
ti4-log-assault-cannon = Assault Cannon: { $other } destroys a { $unit } for { $player }.
ti4-log-duranium = Duranium Armor: { $player } repairs a { $unit }.
ti4-card-no-such-outcome = Predict one of the outcomes: { $outcomes }.
ti4-log-card-veto = { $player } vetoes the agenda: it is discarded and the next one is revealed.
ti4-log-card-rider = { $player } predicts "{ $outcome }" and will not vote on this agenda.
ti4-log-card-assassinate = { $other } may not vote on this agenda.
ti4-log-card-councilor = { $player } adds 5 votes to their outcome.
ti4-log-rider-wins = { $player }'s { $card } came true.
ti4-log-second-action = Fleet Logistics: { $player } may take a second action this turn, or end the turn.
ti4-choice-end-turn = End turn
ti4-no-turn-to-end = You have not taken an action this turn yet.
ti4-end-turn-instead = You have taken an action this turn: end the turn (`end turn`) and pass on your next one.
ti4-adjust-component-help = Components: `<player> note <±1> <note> <its owner>`, `<player> card +1 [card]` (from the deck; a named card from the deck or the discard pile), `<player> card -1 <card>` (to the discard pile), `<player> tech <±1> <technology>`, `<player> planet <±1> <planet>`.
ti4-adjust-component-unknown = No such component here: { $id }.
ti4-adjust-component-none-left = The action card deck is empty.
ti4-adjust-component-already = Nothing to change: { $id }.
ti4-adjust-an-action-card = an action card
ti4-log-adjust-component = Adjustment by { $by } — { $player }: { $what } { $delta }.
ti4-log-adjust-card-private = Adjustment: { $card } { $delta } in your hand.
ti4-adjust-a-note = a promissory note
ti4-ship-hits = { $count } of these hits come from the L1Z1X flagship or its dreadnoughts and must go to non-fighter ships.
ti4-log-flagship-wipe = { $unit } is destroyed: every ship in its system is destroyed with it (lost: { $lost }).
ti4-log-round-repair = { $player } repairs { $unit } as the combat round starts.
ti4-help-setup = Setup: keep one of your two secret objectives (the choice is in your DMs); Winnu choose their starting technology.
ti4-help-strategy = Strategy phase: in turn from the speaker, each player picks a strategy card with its button. The card's number is your initiative: lower numbers act first in the action phase.
ti4-help-action = Action phase: on your turn take one action — a tactical action (activate a system, then move, fight, land and produce), a strategic action (your strategy card's primary; the others may use its secondary), or a component action (a card or ability marked ACTION). You may pass once you have used your strategy card; the round ends when everyone has passed.
ti4-help-tactical = A tactical action is under way: movement, then space cannon fire, space combat, invasion (bombardment, landing, ground combat) and production, each step offered with buttons when it applies.
ti4-help-status = Status phase: score up to one public and one secret objective, reveal the next public objective, draw an action card, gain and place command tokens, then ready cards, repair units and return strategy cards.
ti4-help-agenda = Agenda phase: two agendas are voted on in turn. Vote by exhausting planets for influence, or abstain; the speaker breaks ties.

## Status phase scoring collected at once (§64.1)
ti4-score-finished = You have finished scoring in this status phase.
ti4-log-score-early = Kept: you score { $objective } when your turn to score comes (initiative order); until then nobody else knows.
ti4-log-score-early-done = Kept: you are done choosing; your choices apply when your turn to score comes (initiative order).
ti4-log-score-early-failed = Your choice to score { $objective } could not apply in your turn: { $reason } Choose again.
## Tactical actions built with buttons (rules/draft.rs)
ti4-log-produce-paid = { $player } produces { $units } (cost { $cost }, paid { $paid }: { $with }).
ti4-system-label = { $tile } { $name }
ti4-system-empty = empty space
ti4-choice-activate = Tactical action: { $system }
ti4-choice-draft-add-from = +1 { $unit } from { $tile }
ti4-choice-draft-remove-from = -1 { $unit } from { $tile }
ti4-choice-draft-move = Move
ti4-choice-draft-clear = Clear
ti4-draft-group = { $units } from { $tile }
ti4-ask-move-draft = moving into system { $tile }: { $units }. Add or remove units, then press Move.
ti4-choice-land-one = Land 1 on { $planet }
ti4-choice-land-all = Land all { $count } on { $planet }
ti4-choice-draft-invade = Invade
ti4-draft-landing = { $count } on { $planet }
ti4-ask-invade-draft = landing { $landing }. Add ground forces, then press Invade.
ti4-choice-draft-add = +1 { $unit }
ti4-choice-draft-remove = -1 { $unit }
ti4-choice-draft-produce = Produce, paying { $paid }
ti4-choice-draft-choose-payment = Choose the payment
ti4-choice-draft-produce-paid = Produce
ti4-choice-pay-planet = Exhaust { $planet } ({ $resources ->
        [one] { $resources } resource
       *[other] { $resources } resources
    })
ti4-choice-pay-tg = Spend 1 trade good
ti4-choice-draft-back = Back
ti4-ask-produce-draft = producing { $units } (cost { $cost }). Add or remove units, then produce.
ti4-draft-help = A step built with buttons: `draft +<unit> <tile>`, `draft -<unit> <tile>`, `draft +<unit>`, `draft land [all] <planet>`, `draft pay [<planet>|tg]`, `draft back` or `draft clear`.
ti4-draft-empty = Nothing has been chosen yet.
ti4-draft-none-to-remove = That unit is not chosen.
ti4-draft-no-ground-forces = No ground forces are left in space to land.
ti4-draft-paying-not-now = Go back from the payment to change the units.
ti4-draft-cannot-pay = You can't pay for that.
ti4-draft-pay-not-now = There is no payment to choose now.
ti4-draft-paid-enough = The payment already covers the cost.
ti4-wrong-step-draft = Nothing is chosen with buttons in this step.
ti4-wrong-step-draft-move = In the movement step, choose units to move (`draft +<unit> <tile>`).
ti4-wrong-step-draft-invade = In the invasion step, choose where to land (`draft land <planet>`).
ti4-wrong-step-draft-produce = In the production step, choose units to produce (`draft +<unit>`).
ti4-payment-nothing = nothing
ti4-payment-tg = { $tg ->
        [one] { $tg } trade good
       *[other] { $tg } trade goods
    }
ti4-payment-both = { $planets } + { $tg ->
        [one] { $tg } trade good
       *[other] { $tg } trade goods
    }
ti4-ask-produce-paying = paying for { $units } (cost { $cost }): { $paid } so far, worth { $worth }. Choose planets to exhaust or trade goods to spend, then produce.
ti4-choice-draft-invade-custodians = Invade, paying { $paid } to remove the custodians
# Units in words, each count agreeing with its noun ($kind: the unit kind's id).
ti4-units-n = { $kind ->
        [war_sun] { $count ->
            [one] 1 war sun
           *[other] { $count } war suns
        }
        [dreadnought] { $count ->
            [one] 1 dreadnought
           *[other] { $count } dreadnoughts
        }
        [cruiser] { $count ->
            [one] 1 cruiser
           *[other] { $count } cruisers
        }
        [carrier] { $count ->
            [one] 1 carrier
           *[other] { $count } carriers
        }
        [destroyer] { $count ->
            [one] 1 destroyer
           *[other] { $count } destroyers
        }
        [fighter] { $count ->
            [one] 1 fighter
           *[other] { $count } fighters
        }
        [infantry] { $count } infantry
        [pds] { $count } PDS
        [space_dock] { $count ->
            [one] 1 space dock
           *[other] { $count } space docks
        }
        [flagship] { $count ->
            [one] 1 flagship
           *[other] { $count } flagships
        }
       *[other] { $count } { $kind }
    }
