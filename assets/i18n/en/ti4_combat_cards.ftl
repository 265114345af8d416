# Combat and invasion interrupts: the pauses at their moments, the cards, notes and law played
# there (rules/moments.rs, combat.rs, cards.rs, notes.rs).

## Pauses
ti4-ask-moment-after-move = { $player } moved ships into the active system. Play a card now (before space cannon offense), or continue.
ti4-ask-moment-round-start = The start of round { $round } of the combat. Play a card or a note now, or continue.
ti4-ask-moment-after-retreat = { $player } announced a retreat. Play a card now, or continue.
ti4-ask-moment-after-roll = The dice are rolled. Reroll or play a card now, or continue.
ti4-ask-moment-with-dice = { $moment } Your dice (* = a hit): { $dice }.
ti4-ask-moment-after-hits = The hits are assigned. Play a card now, or continue.
ti4-ask-moment-after-win = { $player } won the space combat. Play a card now, or continue.
ti4-ask-moment-invasion = { $player } is about to invade a planet of yours. Play a card now, or continue.
ti4-ask-moment-after-commit = { $player } committed ground forces. Play a card or a note now, or continue.
ti4-choice-moment-continue = Continue
ti4-pause-play-card = Play { $card } { $target }
ti4-pause-play-note = Play { $owner }'s { $note } { $target }
ti4-choice-reroll-funding = Reroll your misses (War Funding)
ti4-choice-reroll-crown = Reroll your misses (The Crown of Thalnos: units whose reroll misses are destroyed)
ti4-log-moment-pass = { $player } continues.
ti4-log-pause-expired = Time is up: { $players } did not answer and the game goes on.
ti4-moment-open = The game is waiting for { $players } at this moment of the tactical action: that comes first.

## Rerolls (§55)
ti4-reroll-usage = Write `reroll funding <dice>` or `reroll crown <dice>`: the numbers of your dice (from 1, in the order shown), or `misses`.
ti4-reroll-help = Name your dice by number, from 1 to { $dice }, each once, or write `misses`.
ti4-reroll-not-now = Dice are rerolled right after a combat roll, before the hits are assigned.
ti4-reroll-used = You have already rerolled with that this round.
ti4-reroll-no-crown = Only the owner of The Crown of Thalnos rerolls with it.
ti4-reroll-no-funding = Only the player who played War Funding this round of space combat rerolls with it.
ti4-reroll-fire-team = Fire Team is an action card: `play fire_team <dice>`.
ti4-not-a-combatant = Only the players fighting this combat can do that.
ti4-log-reroll = { $player } rerolls with { $source ->
    [crown] The Crown of Thalnos
    [funding] War Funding
   *[other] Fire Team
}: { $before } become { $after } ({ $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } now).
ti4-log-crown-destroys = The Crown of Thalnos: { $player } destroys the units whose reroll missed: { $units }.

## Hits and destroyed ships
ti4-ask-destroy-ships = destroy { $hits } of your ships of your choice (Courageous to the End; sustain damage cannot prevent it): `hits default` takes your cheapest, or write `/play action:"hits 1 cruiser"`.
ti4-cannot-sustain-destroy = Sustain damage cancels hits, not ships that must be destroyed.
ti4-log-direct-hit = Direct Hit: { $player } destroys { $other }'s { $unit } that sustained damage.
ti4-log-courageous = Courageous to the End: { $player } rolls { $dice } against { $value }; { $other } must destroy { $count ->
        [one] { $count } ship
       *[other] { $count } ships
    }.
ti4-log-skilled-retreat = Skilled Retreat: { $player }'s ships leave for { $tile }; the combat ends in a draw.

## Cards
ti4-card-no-sustained-ship = No { $unit } of another player just used sustain damage against your units.
ti4-card-no-lost-ship = You did not just lose a { $unit } in this space combat.
ti4-card-skilled-retreat-where = Skilled Retreat goes to an adjacent system with no other player's ships: { $tiles }.
ti4-card-needs-dock-in-reach = Name the tile of a system with your space dock, the active system or one next to it.
ti4-card-parley-planet = Name a planet you control where ground forces were just committed.
ti4-card-bunker-no-planet = Bunker protects planets you control in the system being invaded.
ti4-card-not-invader = Only the invading player plays that.
ti4-card-disable-no-pds = No other player has a PDS in the system being invaded.
ti4-log-card-intercept = Intercept: { $player }'s opponent cannot retreat this round.
ti4-log-card-salvage = Salvage: { $other } gives { $player } { $count ->
        [one] { $count } commodity
       *[other] { $count } commodities
    } (as trade goods).
ti4-log-card-bunker = Bunker: bombardment rolls against { $player }'s planets get -4 during this invasion.
ti4-log-card-disable = Disable: { $player }'s opponents' PDS have neither planetary shield nor space cannon during this invasion.
ti4-log-parley = Parley: { $player }'s { $count ->
        [one] { $count } ground force goes
       *[other] { $count } ground forces go
    } back from { $planet } to the space area.

## Notes
ti4-note-no-forces-there = The note's owner has no ground forces on a planet you just landed on.
ti4-note-not-owners-planet = Name a different planet that { $owner } controls.
ti4-log-note-war-funding = { $player } plays { $owner }'s War Funding: { $owner } loses { $count ->
        [one] { $count } trade good
       *[other] { $count } trade goods
    }; { $player } may reroll dice this round.
ti4-log-note-tekklar = { $player } plays { $owner }'s Tekklar Legion: +1 to their combat rolls this combat (and -1 to { $owner }'s, if they are the opponent).
ti4-log-note-raghs-call = { $player } plays { $owner }'s Ragh's Call: { $owner }'s { $count ->
        [one] { $count } ground force moves
       *[other] { $count } ground forces move
    } from { $from } to { $to }.
ti4-note-own = { $note } is your own note: a player cannot use their own promissory notes; give it to another player.
