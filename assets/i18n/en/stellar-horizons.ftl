## Stellar Horizons: the engine's messages (issue 14). Content names are listed at the end.

## Lobby
sh-data-pack-changed = This game was set up with another data pack (override { $game }; this bot runs { $installed }). Ask the bot's operator to restore the game's data override; until then no action can be played.
sh-options-list = scenario=campaign (default; 1 player is the solo campaign) or scenario=1 … 7 (1 Race to the Red Planet, 2 Clash at Titan, 3 Incoming, 4 Invasion, 5 Olympus Mons, 6 Ex Machina, 7 Rebellion); pirates=off
sh-options-help = Unknown option { $option }. Options: scenario=campaign|1…7, pirates=off.
sh-unknown-scenario = No scenario { $scenario }.
sh-player-count = This scenario seats { $min }–{ $max } players, not { $count }.
sh-unknown-faction = No faction { $faction }. Factions: north-america, russia, europe, china, asia, japan, south-america.
sh-no-colors = Factions play in their own colours; leave the colour out.

## Prompts and choices
sh-ask = { $year }: { $step } — your choice.
sh-choice = { $verb } { $what }
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
sh-log-politics = { $faction } gains { $count } politics markers.
sh-log-bid = { $faction } spends { $count } politics on initiative.
sh-log-initiative = { $faction } rolls { $roll } for initiative: { $total }.
sh-log-diplo = { $faction } tries to move relations with { $target } { $way } (cost { $cost }).
sh-log-drift = Drift roll: { $roll }.
sh-log-relation = { $a } and { $b } are now at { $relation }.
sh-log-production = { $faction }: ${ $cash }B net (upkeep { $upkeep }), { $phys } physics, { $eng } engineering, { $bio } biology points.
sh-log-base-output = Base b{ $base } produces { $count } { $item }.
sh-log-npf-base = { $faction } (non-player) founds a base on { $world }.
sh-log-new-pirate = A pirate appears in the { $system } flyby box.
sh-log-new-asteroid = An asteroid appears in the { $system } flyby box.
sh-log-research = { $faction } develops { $tech } for { $cost } points.
sh-log-politics-converted = { $faction } converts { $count } politics markers into { $into }.
sh-log-growth = Base b{ $base } settlements change by { $change }.
sh-log-policy = { $faction } adopts { $policy }.
sh-log-build = { $faction } builds { $design } (s{ $ship }).
sh-log-load = s{ $ship } loads { $count } { $res } at Earth.
sh-log-repair = s{ $ship } is repaired.
sh-log-reactivate = s{ $ship } is reactivated.
sh-log-scrap = s{ $ship } is scrapped for ${ $cash }B.
sh-log-descent = { $count } ships arrive in flyby boxes.
sh-log-pirate-toll = { $ship } pays a pirate toll of ${ $cash }B.
sh-log-engine-failure = { $ship } suffers engine failure (rolled { $roll } against { $rate }%).
sh-log-ship-lost = { $ship } is lost ({ $markers } Engineering markers).
sh-log-move = { $ship } moves to { $to }.
sh-log-search = Search: attacker { $attacker }, defender { $defender }, target { $target } (found: { $found }).
sh-log-damage = { $column }: attacker deals { $attacker }, defender deals { $defender }.
sh-log-destroyed = { $unit } is destroyed.
sh-log-base-destroyed = The base on { $world } is destroyed.
sh-log-pirate-killed = { $faction } destroys a pirate and takes ${ $cash }B from the cache.
sh-log-invader-destroyed = The Invader is destroyed!
sh-log-blockade = { $faction } blockades base b{ $base }.
sh-log-explore = { $ship } explores { $world } at value { $value }: { $markers } markers.
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
sh-log-terraform = { $world } gains { $count } terraforming points for { $cost } SUP.
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
sh-scene-title = Stellar Horizons — { $scenario } — { $year } — { $step }
sh-scene-waiting = Waiting for { $player }
sh-scene-legend = Ships: s7 = ship 7 (as the buttons name it); L2 launch vehicle, C3 crewed vehicle (size), P probe, T telescope, F flyby, O orbiter, R rover; o in orbit, * in reserve. Bases: B levels·settlements, ! blockaded.
sh-scene-transfer = transfer boxes (helio { $helio })
sh-scene-world-value = value { $value }
sh-scene-decade = Decade
sh-scene-year = Year
sh-scene-initiative = Initiative
sh-scene-incoming = Asteroid
sh-scene-cache = Pirate cache ${ $cash }B
sh-scene-incoming-strength = Incoming asteroid strength { $strength }
sh-scene-invader = Invader damage { $damage }/25
sh-panel-cash = ${ $cash }B · politics { $politics } · VP { $vp }
sh-panel-banks = banks P { $phys } · E { $eng } · B { $bio }
sh-panel-markers = { $count } tech markers held
sh-panel-units = { $ships } ships · { $bases } bases · { $techs } techs · { $policies } policies

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
