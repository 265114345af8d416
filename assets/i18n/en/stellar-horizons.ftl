## Stellar Horizons: the engine's messages (issue 14). Content names are listed at the end.

## Lobby
sh-data-pack-changed = This game was set up with another data pack (override { $game }; this bot runs { $installed }). Ask the bot's operator to restore the game's data override; until then no action can be played.
sh-options-list = scenario=campaign (default; 1 player is the solo campaign) or scenario=1 … 7 (1 Race to the Red Planet, 2 Clash at Titan, 3 Incoming, 4 Invasion, 5 Olympus Mons, 6 Ex Machina, 7 Rebellion); pirates=off; missions=choose
sh-options-help = Unknown option { $option }. Options: scenario=campaign|1…7, pirates=off, missions=choose.
sh-unknown-scenario = No scenario { $scenario }.
sh-player-count = This scenario seats { $min }–{ $max } players, not { $count }.
sh-unknown-faction = No faction { $faction }. Factions: north-america, russia, europe, china, asia, japan, south-america.
sh-no-colors = Factions play in their own colours; leave the colour out.

## Prompts and choices
sh-ask = { $year }: { $step } — your choice.
sh-choice = { $verb } { $what }
sh-ship = { $id } { $design }
sh-place-surface = { $world } surface
sh-place-orbit = { $world } orbit
sh-place-flyby = { $system } flyby box
sh-place-transfer = { $system } transfer box { $box }
sh-label-move = Move { $ship } → { $place }
sh-label-transfer = Move { $ship } → transfer to { $system }
sh-label-explore = Explore { $world } with { $ship }
sh-label-build = Build { $design }
sh-label-load = Load { $count } { $res } into { $ship }
sh-label-diplo-up = Improve relations with { $faction }
sh-label-diplo-down = Worsen relations with { $faction }
sh-label-research = Research { $tech }
sh-label-policy = Adopt { $policy }
sh-step-initiative = Initiative bids
sh-step-diplomacy = Diplomacy
sh-step-research = Technology
sh-step-policy = Policy
sh-step-build = Build and maintenance
sh-step-move = Movement
sh-step-combat = Combat
sh-step-explore = Exploration
sh-step-trade = Trade and base building
sh-verb-bid = Bid
sh-verb-diplo = Diplomacy
sh-verb-research = Research
sh-verb-pass = Pass
sh-verb-policy = Policy
sh-verb-build = Build
sh-verb-load = Load
sh-verb-repair = Repair
sh-verb-reactivate = Reactivate
sh-verb-scrap = Scrap
sh-verb-move = Move
sh-verb-attack = Attack
sh-verb-blockade = Blockade
sh-verb-explore = Explore
sh-verb-harvest = Harvest
sh-verb-tow = Tow
sh-verb-shoot = Shoot
sh-verb-found = Found base
sh-verb-facility = Facility
sh-verb-settle = Settle
sh-verb-unload = Unload
sh-verb-terraform = Terraform
sh-verb-produce = Produce
sh-verb-done = Done

## Refusals
sh-notation-help = Write one of: bid N · diplo FACTION up|down · research TECH · pass [cash|phys|eng|bio] · policy POLICY · build DESIGN [bBASE] · build-reserved DESIGN [bBASE] · load sSHIP ore|fuel|sup N · repair|reactivate|scrap sSHIP · move sSHIP surface:WORLD|orbit:WORLD|flyby:SYSTEM|to:SYSTEM · attack sSHIP sSHIP|bBASE|pPIRATE|invader · blockade sSHIP bBASE · explore sSHIP WORLD · harvest|tow|shoot sSHIP · mine sSHIP ore|fuel|sup · found sSHIP · facility bBASE supply|mining|research|defense · settle bBASE · unload sSHIP bBASE · terraform bBASE N · produce bBASE ore|fuel|sup|phys|eng|bio · done
sh-game-over = The game is over.
sh-not-seated = You are not playing in this game.
sh-not-your-turn = It is not your turn.
sh-wrong-step = That is not done in this step ({ $step }).
sh-wrong-action = That action does not fit here.
sh-bid-too-high = You may bid at most your position's number of politics markers, and no more than you hold.
sh-diplomacy-target = You cannot change that relation.
sh-not-enough-politics = Not enough politics markers.
sh-cannot-research = You cannot research that now (prerequisites, points in the bank, or a life find needed first).
sh-policy-unavailable = That policy is not available (previous level, one unified policy, at most ten).
sh-cannot-build = You cannot build that design (technology needed).
sh-over-support-cap = That would put you more than 4 over a support limit.
sh-colony-no-earth = The colony cannot use Earth or Earth orbit.
sh-too-big-for-earth = CV-5 and larger are not built at Earth without Space Elevator.
sh-not-enough-cash = Not enough cash.
sh-not-your-base = That is not your base.
sh-base-cannot-build = That base's facilities cannot build this.
sh-not-enough-resources = Not enough resources there.
sh-not-your-ship = That is not your ship.
sh-not-at-earth = The ship is not at Earth or in Earth orbit.
sh-hold-full = The hold has no room for that.
sh-not-damaged = That ship is not damaged.
sh-no-repair-here = No repair possible there this turn.
sh-not-reserved = That ship is not in Reserve.
sh-no-reactivation-here = No reactivation possible there.
sh-damaged = A damaged ship cannot be scrapped.
sh-lv-does-not-move = Launch vehicles move only with what they launch.
sh-cannot-move-now = That ship cannot move now (landed, settled in place, or in a transfer box).
sh-needs-launcher = That move needs a launch vehicle of yours there, big enough for the ship.
sh-not-reachable = That place cannot be reached by that move.
sh-re-transfer-needs-lv = A robotic explorer transfers only on a launch vehicle (flybys: outward).
sh-flyby-outward = A flyby only moves on outward.
sh-flyby-not-alpha = A flyby may not go to Alpha Centauri.
sh-telescope-earth-orbit = A telescope only goes to Earth orbit.
sh-flyby-boxes-only = A flyby stays in flyby and transfer boxes.
sh-orbiter-no-landing = An orbiter does not land.
sh-rover-banned = Rovers cannot go there.
sh-cv-cannot-enter = A crewed vehicle cannot go there (range, re-entry, atmosphere or radiation).
sh-cannot-attack = That fleet cannot attack that target.
sh-no-such-base = No such base.
sh-cannot-blockade = That base cannot be blockaded by that fleet.
sh-cannot-explore = That ship cannot explore that now.
sh-cannot-found = A base is founded by a non-reserved crewed explorer on a world that can hold one, or in Earth orbit.
sh-base-already = You already have a base there.
sh-unknown-facility = No such facility.
sh-one-facility-per-turn = One facility level per base per turn, and damaged facilities are repaired first.
sh-facility-max = That facility is at its top level.
sh-needs-terraforming = Terraforming needs the Terraforming technology.
sh-not-terraformable = That world cannot take those terraforming points.
sh-cannot-unload = Nothing to unload there.
sh-cannot-produce = That base cannot produce that.

## Log
sh-log-year = — { $year } —
sh-log-politics = { $faction } gains { $count ->
        [one] { $count } politics marker
       *[other] { $count } politics markers
    }.
sh-log-event-cash = { $faction } gains ${ $cash }B.
sh-log-bid = { $faction } spends { $count } politics on initiative.
sh-log-initiative = { $faction } rolls { $roll } for initiative: { $total }.
sh-log-diplo = { $faction } tries to move relations with { $target } { $way } (cost { $cost }).
sh-log-drift = Drift roll: { $roll }.
sh-log-relation = { $a } and { $b } are now at { $relation }.
sh-log-production = { $faction }: ${ $cash }B net (upkeep { $upkeep }), research points: physics { $phys }, engineering { $eng }, biology { $bio }.
sh-log-base-output = Base b{ $base } produces { $count } { $item }.
sh-log-npf-base = { $faction } (non-player) founds a base on { $world }.
sh-log-new-pirate = A pirate appears in the { $system } flyby box.
sh-log-new-asteroid = An asteroid appears in the { $system } flyby box.
sh-log-research = { $faction } develops { $tech } for { $cost ->
        [one] { $cost } point
       *[other] { $cost } points
    }.
sh-log-politics-converted = { $faction } converts { $count ->
        [one] { $count } politics marker
       *[other] { $count } politics markers
    } into { $into }.
sh-log-growth = Base b{ $base } settlements change by { $change }.
sh-log-policy = { $faction } adopts { $policy }.
sh-log-build = { $faction } builds { $design } (s{ $ship }).
sh-ship-label = s{ $id } { $name }
sh-ship-built = { $design } #{ $number }
sh-log-load = s{ $ship } loads { $count } { $res } at Earth.
sh-log-repair = s{ $ship } is repaired.
sh-log-reactivate = s{ $ship } is reactivated.
sh-log-scrap = s{ $ship } is scrapped for ${ $cash }B.
sh-log-descent = { $count ->
        [one] { $count } ship arrives
       *[other] { $count } ships arrive
    } in flyby boxes.
sh-log-pirate-toll = { $ship } pays a pirate toll of ${ $cash }B.
sh-log-engine-failure = { $ship } suffers engine failure (rolled { $roll } against { $rate }%).
sh-log-ship-lost = { $ship } is lost ({ $markers ->
        [one] { $markers } Engineering marker
       *[other] { $markers } Engineering markers
    }).
sh-log-move = { $ship } moves to { $to }.
sh-log-search = Search: attacker { $attacker }, defender { $defender }, target { $target } (found: { $found }).
sh-log-damage = { $column }: attacker deals { $attacker }, defender deals { $defender }.
sh-log-destroyed = { $unit } is destroyed.
sh-log-base-destroyed = The base on { $world } is destroyed.
sh-log-pirate-killed = { $faction } destroys a pirate and takes ${ $cash }B from the cache.
sh-log-invader-destroyed = The Invader is destroyed!
sh-log-blockade = { $faction } blockades base b{ $base }.
sh-log-explore = { $ship } explores { $world } at value { $value }: { $markers ->
        [one] { $markers } marker
       *[other] { $markers } markers
    }.
sh-log-lv-spent = { $lv } (s{ $id }) launches { $ship } and is used up.
sh-log-lv-kept = { $lv } (s{ $id }) launches { $ship } and is kept (reusable).
# The world value the board draws, then the exploration value (world value + the ship's bonus).
sh-log-explore-value = { $ship } explores { $world } (world value { $world_value }) at exploration value { $value }: { $markers ->
        [one] { $markers } marker
       *[other] { $markers } markers
    }.
sh-log-depleted = { $world } is depleted by one.
sh-log-life-1 = { $faction } finds signs of life on { $world }!
sh-log-life-2 = { $faction } finds life on { $world }!
sh-log-malfunction = { $ship } malfunctions and is lost ({ $rate }%).
sh-log-recall = s{ $ship } is recalled to Reserve ({ $rate }%).
sh-log-harvest = { $ship } harvests { $count } { $res } from an asteroid.
sh-log-incoming = The asteroid loses { $removed } strength: { $strength } left.
sh-log-found = { $faction } founds base b{ $base } on { $world }.
sh-log-facility = Base b{ $base } gains a { $line } level.
sh-log-settle = Base b{ $base } gains a settlement.
sh-log-unload = s{ $ship } unloads into base b{ $base }.
sh-log-terraform = { $world } gains { $count ->
        [one] { $count } terraforming point
       *[other] { $count } terraforming points
    } for { $cost } SUP.
sh-log-end-roll = End roll: { $roll } against { $chance }%.
sh-log-game-over = The game ends: { $reason }

## End
sh-end-last-year = the last year is played.
sh-end-roll = the end-of-game roll came up.
sh-end-no-winner = no side reached its goal.
sh-end-settlements = a player reached the settlement goal.
sh-end-asteroid-stopped = the asteroid is stopped: everyone wins.
sh-end-asteroid-impact = the asteroid hits Earth: everyone loses.
sh-end-invader-destroyed = the Invader is destroyed: Earth is saved.
sh-end-invader-won = the Invader still stands: Earth falls.
sh-end-humans-won = the humans win against the AI.
sh-end-ai-won = the AI wins.
sh-end-olympus-won = Mars is terraformed and settled: the team wins.
sh-end-olympus-lost = Mars is not ready in time: the team loses.
sh-summary-title = Stellar Horizons, { $year }: { $reason }
sh-summary-line = { $player } ({ $faction }): { $vp } VP — markers { $markers }, colonizers { $colonizers }, Alpha Centauri { $alpha }, settlements { $settlements }, infrastructure { $infrastructure }, leftovers { $leftovers }, fleet { $fleet }
sh-summary-solo = Solo rating: { $rating }
sh-rating-disaster = disaster
sh-rating-defeat = defeat
sh-rating-draw = draw
sh-rating-marginal-victory = marginal victory
sh-rating-major-victory = major victory
sh-rating-great-victory = great victory
sh-rating-perfect-victory = perfect victory
sh-hand-markers = Your tech markers — physics: { $phys }; engineering: { $eng }; biology: { $bio }

## Board
sh-scene-game-over = Game over
sh-scene-ended = The game is over: { $reason }
sh-scene-ended-won = The game is over: { $reason } Winner: { $winner }.
sh-scene-title = Stellar Horizons — { $scenario } — { $year } — { $step }
sh-scene-waiting = Waiting for { $player }
sh-scene-legend = Ships: s7 = ship 7 (as the buttons name it); L2 launch vehicle, C3 crewed vehicle (size), P probe, T telescope, F flyby, O orbiter, R rover; o in orbit, * in reserve (R 2.6.6: cannot explore, produce, trade, found bases or be in a fleet that starts combat, but can still move, carry cargo and defend), +p carries a probe; [a] fleet (R 2.8): ships marked with the same letter are one fleet (marked where a faction's ships at one place form several fleets, or allies share one; unmarked, a faction's ships at one place are one fleet); 3: s7 in a transfer box = ship 7, 3 boxes from the flyby box. Bases: b7 B2·1 = base 7 (as the buttons name it), 2 levels, 1 settlement; ! blockaded; a ring round a world in a faction's colour: only that faction has bases there.
sh-scene-transfer = transfer boxes (helio { $helio })
sh-scene-glance-flyby = { $system } flyby
sh-scene-glance-transfer = { $system } transfer
sh-scene-glance = Large discs: each faction's ships (3) and bases (■1) there.
sh-scene-movers = White ring: a place holding a ship the player to move may move, or a place the menu offers to move one to; after ○: such places not drawn here.
sh-scene-decision = White ring: a place holding a ship or base the player to act may use now, or a world they may explore; after ○: such places not drawn here.
sh-scene-world-value = value { $value }
sh-scene-decade = Decade
sh-scene-year = Year
sh-scene-initiative = Initiative
sh-scene-initiative-order = Initiative: slot 1 ({ $first }) acts first in { $forward }; the last slot ({ $last }) acts first in { $reverse } (R 3.0; in movement a player may claim to move earlier, R 3.3).
sh-scene-incoming-next = Asteroid { $strength } → { $to } { $year }
sh-scene-incoming-last = Asteroid { $strength } → impact after { $year }
sh-scene-incoming-hit = Asteroid { $strength } hit Earth
sh-scene-incoming-stopped = Asteroid stopped
sh-scene-depleted = depleted ×{ $count }
sh-scene-explored = explored ×{ $count }
sh-scene-cache = Pirate cache ${ $cash }B
sh-scene-incoming-strength = Incoming asteroid strength { $strength }
sh-scene-invader = Invader damage { $damage }/25
sh-panel-cash = ${ $cash }B · politics { $politics } · VP markers { $vp }
sh-panel-final = final score { $vp } VP
sh-panel-final-parts = markers { $markers }, colonizers { $colonizers }, Alpha Centauri { $alpha }, settlements { $settlements }, infrastructure { $infrastructure }, leftovers { $leftovers }, fleet { $fleet }
sh-panel-banks = banks P { $phys } · E { $eng } · B { $bio }
sh-panel-markers = { $count ->
        [one] { $count } tech marker
       *[other] { $count } tech markers
    } held
sh-panel-units = { $ships ->
        [one] { $ships } ship
       *[other] { $ships } ships
    } · { $bases ->
        [one] { $bases } base
       *[other] { $bases } bases
    } · { $techs ->
        [one] { $techs } tech
       *[other] { $techs } techs
    } · { $policies ->
        [one] { $policies } policy
       *[other] { $policies } policies
    }
sh-panel-reserve = in reserve: { $ships }
sh-legend-orbit = o = in orbit (a ship chip without it: on the surface)
sh-legend-reserve = * = in reserve (can move, carry cargo, defend; cannot explore, produce, trade, found bases or start combat)
sh-legend-base = B{ $level }·{ $settlements } = base level { $level }, settlements: { $settlements }
sh-legend-blockaded = ! = base blockaded
sh-legend-design = { $code } = { $design } ({ $class })
sh-legend-class-lv = launch vehicle
sh-legend-class-cv = crewed vehicle
sh-legend-class-re = robotic explorer
sh-legend-countdown = N: before a ship in a transfer box = N boxes from the flyby box

## Content names
sh-relation-war = War
sh-relation-embargo = Embargo
sh-relation-neutral = Neutral
sh-relation-free-trade = Free Trade
sh-relation-collaboration = Collaboration
sh-relation-alliance = Alliance
sh-faction-taken = { $faction } is already taken.
sh-log-event = Event roll { $roll }: { $event }.
sh-log-event-vetoed = Event roll { $roll }: { $event } needs everyone's consent and is set aside.
sh-log-event-repeat = Event roll { $roll } repeats an event already drawn: ignored.
sh-log-event-no-effect = (That part of the event has no effect yet.)
sh-log-mission = { $faction } completes a mission on { $world }.
sh-hand-mission = Your mission: deplete { $world } ({ $vp } VP){ $crewed ->
    [1] {" "}with a crew vehicle
   *[0] {""}
}.
sh-verb-mine = Produce
sh-log-mine = { $ship } produces { $count } { $res }.
sh-verb-build-reserved = Build in Reserve
sh-verb-intercept = Intercept
sh-verb-let-pass = Let it pass
sh-verb-stop = Stop here
sh-verb-fight = Fight
sh-verb-continue = Finish the move
sh-verb-pay = Pay the toll
sh-verb-pay-double = Pay double to remove the pirate
sh-verb-surrender = Surrender
sh-verb-accept = Accept
sh-verb-refuse = Refuse
sh-verb-carve = Fight the ships first
sh-verb-bombers = Bombers
sh-verb-hit = Hit
sh-verb-order = Standing order
sh-verb-raid = Raid
sh-ask-intercept = { $ship } is leaving a place where your fleet stands. Intercept it?
sh-ask-evade = Your { $ship } has been intercepted. Stop here, or fight now?
sh-ask-continue = { $ship } came through the fight. Finish the move, or stop here?
sh-ask-pirate = A pirate stops { $ship } and asks ${ $cash }B. Pay, pay double to drive it off, surrender, or fight?
sh-ask-surrender = Your fleet has been found. Offer surrender, or fight?
sh-ask-accept = The enemy offers surrender. Your answer?
sh-ask-drones = Strike combat: how many drone squadrons fly as bombers? (The rest fly as fighters; your answer stays secret until both sides have chosen.)
sh-ask-hit = Place the next hit ({ $hits } left on this side).
sh-not-your-answer = The table is waiting for another player's answer.
sh-nothing-to-answer = There is no question open to answer.
sh-bad-answer = That is not one of the answers open now.
sh-log-pirate-dodges = The pirate slips away from the armed fleet.
sh-log-drone-roles = Drone squadrons flown as bombers: attacker { $attacker }, defender { $defender }.
sh-log-hit = Hit on { $unit }.
sh-log-surrender = { $faction } surrenders: { $lost ->
        [one] { $lost } resource
       *[other] { $lost } resources
    } lost, { $kept } taken by the winner.
sh-log-surrender-offered = { $faction } offers surrender.
sh-log-raid = Raid: rolled { $roll }, { $loot ->
        [one] { $loot } resource
       *[other] { $loot } resources
    } taken, { $damage } damage to the raiders.
sh-log-intercept = { $faction } tries to intercept { $ship }: { $attacker } and { $defender } against { $target } (found: { $found }).
sh-log-stopped = { $ship } stops where it is.
sh-log-pirate-paid-off = { $ship } pays ${ $cash }B and the pirate leaves the system.
sh-verb-join = Join fleets with
sh-verb-leave = Leave the joint fleets with
sh-not-allied = Fleets can only be joined with an ally.
sh-log-joint = { $faction } and { $ally } now fly joint fleets.
sh-log-joint-asked = { $faction } asks { $ally } to join fleets.
sh-log-joint-left = { $faction } leaves the joint fleets with { $ally }.
sh-verb-fix = Repair facility
sh-no-scrap-here = A crew vehicle can only be scrapped at Earth or at one of your bases.
sh-log-fix = Base b{ $base } repairs its { $line } facility.
sh-verb-reserve = Put in Reserve
sh-verb-raze = Raze base
sh-log-reserve = Ship s{ $ship } goes to Reserve.
sh-log-raze = Base b{ $base } is razed.
sh-log-out-of-range = { $ship } is out of range of any reactivation point and goes to Reserve.
sh-verb-haul = Cargo run
sh-cannot-haul = That launch vehicle cannot make that cargo run.
sh-log-haul = { $ship } delivers { $count ->
        [one] { $count } resource
       *[other] { $count } resources
    } to base b{ $base } { $kept ->
        [1] and is kept (reusable).
       *[0] and is used up.
    }
sh-verb-shift = Move cargo
sh-cannot-shift = Cargo moves only between your ships at one place, within the receiving hold.
sh-log-shift = { $from } passes { $count ->
        [one] { $count } resource
       *[other] { $count } resources
    } to { $to }.
sh-verb-tactics = Tactics
sh-ask-tactics = You have { $points ->
        [one] { $points } tactics point
       *[other] { $points } tactics points
    } more than the enemy. Spend them: direct fire 1, cancel the combat 3, one damage more dealt or less taken 2, a target pick 1.
sh-verb-protect = Protect
sh-ask-protect = Direct fire: set units aside as protected? They do not fire and can only be hit through a target pick until your other units are gone.
sh-ask-card = { $year }: keep a world card for the depleted world (or decline).
sh-ask-consent = { $year }: a starred event applies only if every player agrees. Allow or veto?
sh-ask-publicity = { $year }: Publicity Campaign — choose the world whose exploration value rises.
sh-ask-migration = { $year }: Migration — choose the base that receives the settlers.
sh-ask-dispose = { $year }: your upkeep cannot be paid — choose a unit over your support limits to destroy.
sh-verb-pick = Choose
sh-verb-cash-in = Politics to cash
sh-verb-buy-vp = Buy a VP marker
sh-verb-redraw = Redraw mission
sh-verb-veto = Refuse ties above Free Trade with (toggle)
sh-verb-host = Trade terms at my bases
sh-verb-sell = Sell at Earth
sh-verb-trade = Trade
sh-verb-drop-policy = Drop policy
sh-pick-first = A choice is waiting: pick one of its options first.
sh-nothing-to-pick = There is no choice waiting.
sh-not-an-option = That is not one of the options.
sh-cannot-trade = No such trade there (marker, relation, host, quantity, cash or hold room).
sh-log-event-consent = Event roll { $roll }: { $event } needs every player's consent.
sh-log-event-veto = { $faction } vetoes { $event }: it is set aside.
sh-log-event-applies = Everyone agrees: { $event } applies.
sh-log-publicity = { $faction } raises { $world } by { $count }.
sh-log-migration = Base b{ $base } gains { $count ->
        [one] { $count } settlement
       *[other] { $count } settlements
    }.
sh-log-dispose = { $unit } is destroyed to cut upkeep (${ $cash }B saved).
sh-log-buy-vp = { $faction } spends { $count ->
        [one] { $count } politics marker
       *[other] { $count } politics markers
    } on a VP marker.
sh-log-redraw = { $faction } returns its mission and draws another.
sh-log-veto = { $faction } { $on ->
    [1] refuses
   *[0] no longer refuses
} ties above Free Trade with { $target }.
sh-log-host = { $faction } sets trade terms at its bases: { $terms }.
sh-log-card = { $world } receives the world card { $card }.
sh-log-card-unfit = The world card { $card } does not fit { $world } and goes back to the deck.
sh-log-card-declined = { $faction } declines the world card for { $world }.
sh-log-trade-markers = { $count ->
        [one] { $count } base
       *[other] { $count } bases
    } receive trade markers.
sh-log-trade = { $faction } trades { $count } { $res } at base b{ $base } (${ $cash }B).
sh-log-sell = s{ $ship } sells { $count } { $res } at Earth for ${ $cash }B.
sh-log-drop-policy = { $faction } drops { $policy }.
sh-ask-mission = { $year }: your first private mission — keep one of these two (the other goes back).
sh-log-mission-chosen = { $faction } keeps one of its two mission draws.
sh-ask-transfer = { $year }: trade routes — move one resource (or stop).
sh-log-transfer = Trade route: { $move }.
sh-ask-outward = { $year }: the flyby explored from its flyby box and must transfer outward now — choose the system.
sh-log-flyby-gone = { $ship } has nowhere farther out to go and is lost.
sh-ask-strike = { $year }: Shipyard Strike — choose a stored resource lost at your base.
sh-log-strike-loss = Base b{ $base } loses one { $res } to the strike.

# Session 4 (sh2): probes, dumping, damaged settlements, starred events 97–100.
sh-label-build-probe = Build a probe for { $ship }
sh-label-release = Release the probe of { $ship } onto { $world }
sh-label-fix-settlement = Repair a settlement at base { $base }
sh-label-teleport = Teleport { $ship } to Earth orbit
sh-verb-build-probe = Build a probe
sh-verb-release = Release the probe
sh-verb-dump = Dump resources
sh-verb-teleport = Teleport to Earth orbit
sh-cannot-carry-probe = A probe goes onto an own flyby, orbiter or rover without one, where it is built.
sh-cannot-dump = You can only dump resources you have, from your own ship or base.
sh-no-dumping-in-combat = Resources cannot be dumped during combat.
sh-nothing-to-fix = Nothing to repair there (or nothing to pay with).
sh-cannot-teleport = Only your crew vehicles can teleport, and only while an Invader threatens Earth.
sh-log-probe-built = { $faction } mounts a probe on ship s{ $ship }.
sh-log-probe-released = { $ship } releases its probe onto { $world } (value { $value }): { $markers ->
        [one] { $markers } marker
       *[other] { $markers } markers
    }.
sh-log-dump = { $unit } dumps { $count } { $res }.
sh-log-fix-settlement = Base b{ $base } repairs a damaged settlement.
sh-ask-self-aware = { $year }: Artificial Intelligence — choose a robotic explorer away from Earth to turn self-aware; you will score for it.
sh-log-self-aware = The robots at { $place } turn self-aware, controlled by { $faction }.
sh-log-self-aware-gone = Self-aware robot s{ $ship } is destroyed.
sh-log-first-contact = First Contact! { $faction } gains { $politics ->
        [one] { $politics } politics marker
       *[other] { $politics } politics markers
    } and { $vp } VP.
sh-log-incoming-begins = An asteroid is incoming: the Incoming scenario runs inside the campaign.
sh-log-incoming-stopped = The incoming asteroid is stopped; every player scores for the strength they removed.
sh-log-incoming-impact = The asteroid strikes Earth!
sh-log-incoming-moves = The incoming asteroid moves from the { $from } flyby box to the { $to } flyby box (strength { $strength }).
sh-log-invasion-begins = An Invader appears in Earth orbit: relations worse than Neutral become Neutral, and crew vehicles may teleport to Earth orbit.
sh-log-invasion-won = The Invader is beaten: 5 VP for each crew vehicle committed against it.
sh-log-invasion-lost = The Invader was not beaten in the combat step.
sh-log-catastrophe = Every player loses all cash, politics markers, tech markers and tech points; the next economic phase is skipped.
sh-log-econ-skipped = The economic phase is skipped this year.
sh-log-teleport = Ship s{ $ship } teleports to Earth orbit.
sh-ask-rogue-move = { $year }: Artificial Intelligence — move your self-aware robot (or let it stay).
sh-log-rogue-move = Self-aware robot s{ $ship } moves to { $place }.
sh-verb-regroup = Regroup
sh-label-regroup-join = { $ship } joins the fleet of { $other } (costs a move)
sh-label-regroup-new = { $ship } leaves its fleet for a fleet of its own (costs a move)
sh-label-claim-none = Keep my place in the movement order
sh-label-claim-before = Move before { $faction }
sh-label-order-claim-never = Never claim an earlier move
sh-label-order-claim-ask = Ask me each movement phase whether to move earlier
sh-label-order-claim-first = Always claim to move first
sh-label-order-consent-always = Always let my ships go along with my allies' joint fleet
sh-label-order-consent-never = Never let my ships go along with my allies' joint fleet
sh-label-order-consent-ask = Ask me before my ships go along with a joint fleet
sh-cannot-regroup = That ship cannot join that fleet, or has no fleet to leave here.
sh-log-regroup = { $ship } regroups where it is; its fleet is now { $fleet }.
sh-log-claim = { $faction } claims to move before { $other }.
sh-ask-claim = { $year }: the movement phase begins. You may claim to move before a player placed ahead of you.
sh-ask-joint-move = { $faction } is moving your joint fleet ({ $ship }). Do your ships in it go along?
sh-ask-joint-intercept = { $faction } wants your joint fleet to intercept { $ship }. Do your ships join in?
sh-ask-joint-attack = { $faction } wants your joint fleet to attack. Do your ships join in?
sh-log-joint-refused = { $faction } keeps its ships out of the joint fleet's action.
sh-log-joint-stays = { $ship } cannot follow its joint fleet and stays where it is.

# Session 5 (sh3): joining a fleet on arrival (R 2.8), the intercepting fleet (R 3.3.6).
sh-verb-arrive = Join on arrival
sh-ask-arrive = { $ship } has arrived where other fleets of yours stand. Which fleet does it join? (No cost.)
sh-label-arrive-join = { $ship } joins the fleet of { $other } (free on arrival)
sh-label-arrive-new = { $ship } stands as a fleet of its own (free on arrival)
sh-log-arrive = { $ship } arrives and joins a fleet: { $fleet }.
sh-label-intercept-with = Intercept with the fleet of { $ship }
sh-log-intercept-with = { $faction } intercepts with the fleet of { $ship }.
# /help: the step under way (Game::phase_help).
sh-help-initiative = Initiative bids (economic phase): in the previous initiative order, spend politics markers on your initiative roll (at most your position number, +10% each); then everyone rolls and the highest goes first this decade.
sh-help-diplomacy = Diplomacy (economic phase): after the drift roll, in reverse initiative order, spend politics markers on attempts to push each relation up or down (the k-th attempt on one relation costs k); each succeeds on a d10 of 6 or less. Either party may refuse to rise above Free Trade.
sh-help-research = Technology (economic phase): in rounds, worst initiative first, buy one technology from your tech banks or pass for the rest of the step; a technology costs 3 less per other owner (at least 5). Then convert or lose your leftover politics markers.
sh-help-policy = Policy (economic phase): worst initiative first, take one policy for free (prerequisites as for technologies), dropping one if you want room; or take none.
sh-help-build = Build and maintenance: worst initiative first, build ships at Earth (cash) or at your bases (their stockpiles), reactivate, repair or scrap; then end your turn.
sh-help-move = Movement: ships in transfer boxes descend first; then, worst initiative first (a better-placed player may claim to go earlier), move your ships step by step — each move rolls for engine failure, and fleets where you leave may try to intercept.
sh-help-combat = Combat: in initiative order, each player starts the fights they want: search, surrender, tactics points, then one exchange of fire (Strike or direct fire).
sh-help-explore = Exploration: in initiative order, each ship with an exploration value may explore once: markers of the world's field, depletion, world cards, life, malfunctions and recalls.
sh-help-trade = Trade and base building: in initiative order, trade with bases holding a trade marker, found bases with a crewed ship's supplies, build or upgrade one facility per base, terraform; then the year ends.
sh-help-pending = A question is waiting (shown with its buttons): play goes on once it is answered.
