# Agenda effects (§36): src/games/ti4/rules/agenda_effects.rs

ti4-agenda-ask-research = the agenda lets you research { $count ->
    [one] 1 technology
   *[other] { $count } technologies
} for free: pick one, or skip.
ti4-agenda-choice-research = Research { $tech }
ti4-agenda-choice-skip = Skip
ti4-agenda-choice-help = An agenda or a law left you a choice: `agenda-choice <technology>` or `agenda-choice skip` (free research), `agenda-choice destroy <unit> <tile> [<planet>]` (a unit to destroy), `agenda-choice tactic|fleet|strategy` (a token to return), `agenda-choice <faction>` (a player), `agenda-choice exhaust <planet>`, `agenda-choice swap <your card> <their card>` or `agenda-choice pass`; a rider's reward: `agenda-choice tokens <tactic> <fleet> <strategy>`, `agenda-choice dock <planet>`, `agenda-choice dreadnought <tile>` or `agenda-choice system <tile>`. The buttons show what is possible.
ti4-agenda-choices-first = The choices left by the last agenda come first (see the buttons, or `agenda-choice ...`).
ti4-agenda-ask-destroy = the agenda makes you destroy { $count ->
    [one] 1 unit
   *[other] { $count } units
}: pick one at a time.
ti4-agenda-choice-destroy = { $unit } ({ $place })
ti4-agenda-ask-token = the agenda makes you return 1 command token from your command sheet to your reinforcements: which pool?
ti4-agenda-choice-pool = { $pool } pool
ti4-agenda-ask-infantry = pick the player (among those with the fewest victory points) who puts 1 infantry on { $planet } and takes control of it.
ti4-agenda-bad-destroy = “{ $choice }” is not one of your units the agenda lets you destroy. Write `agenda-choice destroy <unit> <tile> [<planet>]`, as on the buttons.
ti4-agenda-bad-pool = “{ $choice }” is not a pool with a token in it: write `agenda-choice tactic`, `fleet` or `strategy`.
ti4-agenda-bad-player = “{ $choice }” is not one of the players you may pick: { $players }.
ti4-agenda-no-choice = No agenda leaves you a choice now.
ti4-agenda-fleet-limit = Fleet Regulations is in play: at most { $limit ->
        [one] { $limit } token
       *[other] { $limit } tokens
    } in the fleet pool.
ti4-agenda-log-all-tg = Every player now has { $tg ->
        [one] { $tg } trade good
       *[other] { $tg } trade goods
    }.
ti4-agenda-log-barred = { $player } may not vote for the rest of this agenda phase.
ti4-agenda-log-card-moves = { $player } takes { $agenda }.
ti4-agenda-log-deck-reshuffled = The agenda deck is empty: the discard pile is shuffled to form a new deck.
ti4-agenda-log-destroyed = { $player } loses { $count } { $unit } ({ $place }).
ti4-agenda-log-discard-hand = { $player } discards all their action cards ({ $count }).
ti4-agenda-log-discard-random = { $player } discards { $card } at random.
ti4-agenda-log-exhausted = { $player } exhausts { $planets }.
ti4-agenda-log-fleet = { $player } now has { $fleet ->
        [one] { $fleet } token
       *[other] { $fleet } tokens
    } in the fleet pool.
ti4-agenda-log-infantry-placed = { $player } puts { $count } infantry on { $place }.
ti4-agenda-log-law-discarded = { $agenda } is discarded and no longer in play.
ti4-agenda-log-no-objective = No public objective is left to reveal.
ti4-agenda-log-no-secret = The secret objective deck is empty: nothing is drawn.
ti4-agenda-log-planet-value = { $planet } is now worth { $resources ->
        [one] { $resources } resource
       *[other] { $resources } resources
    } and { $influence } influence.
ti4-agenda-log-research = The players concerned may each research { $count ->
    [one] 1 technology
   *[other] { $count } technologies
} for free before the agenda phase goes on.
ti4-agenda-log-research-skipped = { $player } researches nothing more.
ti4-agenda-log-roll = { $player } rolls { $roll }.
ti4-agenda-log-secret-drawn = { $player } draws 1 secret objective.
ti4-agenda-log-secret-drawn-private = You draw the secret objective { $objective }.
ti4-agenda-log-secret-made-public = { $objective } becomes a public objective.
ti4-agenda-log-speaker = { $player } takes the speaker token.
ti4-agenda-log-tg = { $player } gains { $gained ->
        [one] { $gained } trade good
       *[other] { $gained } trade goods
    } (now { $tg }).
ti4-agenda-log-token-placed = { $player } puts a command token from reinforcements in { $place }.
ti4-agenda-log-token-returned = { $player } returns a { $pool } token to reinforcements.
ti4-agenda-log-vp = { $player } { $delta ->
    [-1] loses 1 victory point
   *[other] gains { $delta } victory point
} (now { $vp }).
ti4-agenda-log-ongoing = { $agenda } applies from now on.
ti4-agenda-log-ongoing-by-hand = { $agenda } is in play; its lasting effect is applied by the players (with `/game adjust` where needed).
ti4-agenda-log-at-next-strategy = This takes effect at the start of the next strategy phase.
ti4-agenda-dmz = { $planet } is a Demilitarized Zone (a law in play): no unit may land on it, be produced on it or be placed on it.
ti4-agenda-ask-committee = you own Committee Formation: discard it to choose the elected player yourself (nobody votes), or let the players vote.
ti4-agenda-choice-committee = Elect { $player }
ti4-agenda-choice-committee-pass = Let them vote
ti4-agenda-log-committee = { $player } discards Committee Formation and elects { $elected }; nobody votes.
ti4-agenda-log-committee-pass = { $player } keeps Committee Formation: the players vote.
ti4-agenda-choice-nothing-left = Nothing left to destroy
ti4-agenda-ask-exhaust = Anti-Intellectual Revolution: exhaust { $count ->
    [one] 1 planet
   *[other] { $count } planets
} (1 per technology you own) before the strategy cards are picked: one at a time.
ti4-agenda-bad-exhaust = “{ $choice }” is not a ready planet of yours: write `agenda-choice exhaust <planet>`.
ti4-agenda-ask-arbiter = you own Imperial Arbiter: discard it to swap 1 of your strategy cards for another player's, or keep it.
ti4-agenda-choice-swap = Give { $mine }, take { $theirs }
ti4-agenda-choice-keep-arbiter = Keep Imperial Arbiter
ti4-agenda-bad-swap = “{ $choice }” is not a possible swap: write `agenda-choice swap <your card> <their card>` (initiative numbers) or `agenda-choice pass`.
ti4-agenda-log-arbiter = { $player } discards Imperial Arbiter and swaps { $mine } for { $other }'s { $theirs }.
ti4-agenda-log-cannot-reveal = { $agenda } cannot be voted on now (what it needs is not in play): it is discarded and the next agenda revealed.
ti4-ask-capacity-excess = { $count ->
    [one] 1 of your units in space is beyond your ships' capacity (§32.3): choose which is removed.
   *[other] { $count } of your units in space are beyond your ships' capacity (§32.3): choose which to remove, one at a time.
}
ti4-wait-capacity-excess = A player must first choose which units beyond capacity are removed (§32.3).
