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
ti4-options-help = Option “{ $option }” is not known. Accepted: vp=10 or vp=14.
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
ti4-ask-action-turn = it is your turn in the action phase. Tactical and strategic actions come in the next version; until then the table can play on with `/game adjust`.

## Log
ti4-log-secret-kept = { $player } has kept a secret objective.
ti4-log-secret-kept-private = You keep the secret objective { $objective }.
ti4-log-strategy-phase = Round { $round }: the strategy phase begins. { $speaker } holds the speaker token and picks first.
ti4-log-pick = { $player } takes { $initiative } { $card }{ $tg ->
        [0] .
       *[other] {" "}and the { $tg } trade goods on it.
    }
ti4-log-tg-on-card = 1 trade good is placed on { $card } (now { $tg }).
ti4-log-initiative = Initiative order: { $order }.
ti4-log-action-phase = The action phase begins. { $player } takes the first turn.
ti4-log-adjust = Adjustment by { $by }: { $player } { $counter } { $delta } → { $value }.

## Refusals
ti4-wrong-phase-secret = Secret objectives are chosen during setup only.
ti4-secret-already-kept = You have already kept your secret objective.
ti4-secret-not-offered = That objective was not offered to you. You can keep one of: { $offered }.
ti4-wrong-phase-strategy = Strategy cards are picked in the strategy phase only.
ti4-no-such-strategy-card = There is no strategy card { $card }. Still available: { $available }.
ti4-strategy-card-taken = { $card } was already taken by { $player }. Still available: { $available }.
ti4-unknown-strategy-card = “{ $card }” is not a strategy card: use its number (1–8) or its name.
ti4-notation-help = I can't read that action. Accepted: keep <objective>, pick <1–8 or name>, adjust <player> <counter> <±n>.
ti4-adjust-help = An adjustment is written <player> <counter> <±n>, with counter one of tg, comm, vp, tactic, fleet, strategy — e.g. alice tg +2.
ti4-adjust-unknown-player = “{ $player }” is not a seat number or a player in this game.
ti4-adjust-out-of-range = That would make { $counter } { $value }, which is out of range.

## Hand
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
ti4-skip-biotic = ●G
ti4-skip-cybernetic = ●Y
ti4-skip-propulsion = ●B
ti4-skip-warfare = ●R
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
ti4-panel-faction = { $faction } · { $color }{ $speaker ->
        [1] {" "}· Speaker
       *[0] {""}
    }
ti4-panel-counters = VP { $vp }/{ $target } · TG { $tg } · Comm { $comm }/{ $comm_max }
ti4-panel-tokens = Tactic { $tactic } · Fleet { $fleet } · Strategy { $strategy } · Reinf. { $reinforcements }
ti4-panel-no-cards = No strategy card yet
ti4-panel-card = { $initiative } { $card }{ $exhausted ->
        [1] {" "}(exhausted)
       *[0] {""}
    }
ti4-panel-objectives = Secret objectives: { $secret } · Planets: { $planets }
ti4-footer-open-cards = Open strategy cards: { $cards }
ti4-footer-open-card = { $initiative } { $card }{ $tg ->
        [0] {""}
       *[other] {" "}(+{ $tg } TG)
    }
ti4-footer-objectives = Public objectives: { $revealed } · face down: { $stage1 } stage I, { $stage2 } stage II

## Setup: starting technology (Winnu)
ti4-ask-starting-tech = choose your starting technology (any one without prerequisites).
ti4-choice-starting-tech = Take { $tech }
ti4-log-starting-tech = { $player } takes { $tech } as their starting technology.
ti4-no-starting-tech-choice = Your faction's starting technologies are fixed; there is nothing to choose.
ti4-starting-tech-not-allowed = That technology can't be taken at setup. You can take one of: { $techs }.
