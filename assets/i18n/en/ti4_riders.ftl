# The riders whose reward leaves a choice to their player (§35.22; rules/riders.rs).
ti4-rider-ask-tokens = your Leadership Rider gives you { $count } command { $count ->
    [one] token
   *[other] tokens
  } from your reinforcements: in which pools?
ti4-rider-ask-dock = your Construction Rider puts 1 space dock from your reinforcements on a planet you control: which one?
ti4-rider-ask-dreadnought = your Warfare Rider puts 1 dreadnought from your reinforcements in a system that holds at least 1 of your ships: which one?
ti4-rider-ask-system = your Diplomacy Rider makes every other player put a command token from their reinforcements in a system that holds a planet you control: which one?
ti4-rider-choice-system = { $place } (tile { $tile })
ti4-rider-choice-tile = Tile { $tile }
ti4-rider-bad-tokens = “{ $choice }” does not place your { $count } new command { $count ->
    [one] token
   *[other] tokens
  }: write `agenda-choice tokens <tactic> <fleet> <strategy>`, three numbers adding up to { $count } (e.g. `agenda-choice tokens { $count } 0 0`).
ti4-rider-bad-dock = “{ $choice }” is not a planet you control that can take a space dock (one dock per planet): write `agenda-choice dock <planet>` with one of { $planets }.
ti4-rider-bad-dreadnought = “{ $choice }” is not a system that holds your ships: write `agenda-choice dreadnought <tile>` with one of the tiles { $tiles }.
ti4-rider-bad-system = “{ $choice }” is not a system that holds a planet you control: write `agenda-choice system <tile>` with one of the tiles { $tiles }.
ti4-rider-bad-skip = Your rider has nothing left to place: write `agenda-choice skip` (“{ $choice }” is not accepted).
ti4-rider-log-nothing = { $player }'s { $card } has nothing it can place: no reward.
ti4-rider-log-token-placed = { $player } puts a command token from reinforcements in { $place }.
ti4-rider-choice-nothing-left = Nothing left to place
