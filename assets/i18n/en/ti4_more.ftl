# Action cards and promissory notes of the strategy phase, the status phase, control changes,
# movement and faction notes.

ti4-log-keeps-strategy = { $player } keeps their strategy cards (Political Stability) and does not pick this phase.
ti4-disgraced-card = You were made to give up { $card } (Public Disgrace): pick another card. Available: { $available }
ti4-card-no-ships-there = You have no ships in that system.
ti4-card-no-structures-taken = You have not taken a planet with another player's PDS or space dock on it in this tactical action.
ti4-card-not-the-taker = Name a planet of the player who took a planet of yours in this tactical action, then one of your planets.
ti4-card-no-strategy-cards = You hold no strategy card to keep.
ti4-card-no-pick = There is no pick by another player to answer: play it right after another player picks, before the next pick.
ti4-card-no-other-strategy-card = No other strategy card is left for that player to pick.
ti4-log-card-silence = { $player }'s ships starting in system { $tile } may pass through systems with other players' ships in this tactical action.
ti4-log-card-star-chart = For this tactical action, systems with alpha and beta wormholes are adjacent ({ $player }).
ti4-log-card-infiltrate = { $player } takes over the structures on { $planet }: { $count } placed from reinforcements.
ti4-log-card-reparations = { $player } exhausts { $theirs } and readies { $mine }.
ti4-log-card-stability = { $player } will keep their strategy cards in the status phase and not pick next strategy phase.
ti4-log-card-disgrace = { $player } makes { $other } give up { $card }: { $other } picks again.
ti4-ask-spy-net = Spy Net: take one card from { $player }'s hand.
ti4-log-note-prescience = { $player } plays { $owner }'s Gift of Prescience: they are first in initiative order this round.
ti4-log-note-acquiescence = { $player } plays { $owner }'s Acquiescence: { $mine } goes to { $owner }, { $theirs } to { $player }.
ti4-note-has-tech = You already own { $tech }.
ti4-log-note-research-agreement = { $player } plays { $owner }'s Research Agreement and gains { $tech }.
ti4-note-empty-hand = { $owner } has no action cards to take.
ti4-log-note-spy-net = { $player } plays { $owner }'s Spy Net and looks at their hand.
ti4-log-note-spy-net-public = { $player } takes an action card from { $owner }'s hand.
ti4-log-note-spy-net-took = { $player } took { $card } from { $owner }'s hand (Spy Net).
ti4-note-card-not-there = { $owner } has no "{ $card }" in hand. Take one of: { $cards }
ti4-log-note-mutagen = { $player } plays { $owner }'s Greyfire Mutagen: { $owner } may not use faction abilities or faction technologies for the rest of this tactical action.
ti4-note-bad-wormhole-spot = System { $tile } can't take the token: pick a system with a planet you control, or a non-home system without other players' ships.
ti4-log-note-creuss-iff = { $player } plays { $owner }'s Creuss Iff: the { $wormhole } wormhole token is now in system { $tile }.
# Two names of one place, such as a system by its planets (Abyz/Fria).
ti4-name-pair = { $first }/{ $second }
# A numbered name in a list, such as a strategy card by initiative (3 Politics).
ti4-numbered-name = { $number } { $name }
# One Transit Diodes move: infantry count and the planet they go to.
ti4-diodes-move = { $count } → { $planet }
# A name with its points, such as a public objective: Expand Borders (1).
ti4-name-with-points = { $name } ({ $points })
# Two names, either of which: the top agendas (Anti-Intellectual Revolution / Minister of War).
ti4-name-or = { $first } / { $second }
