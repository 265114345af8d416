# Eclipse (first edition) — the rules engine's messages (English). Content names live in eclipse.ftl.

## Refusals
ec-game-over = The game is over.
ec-eliminated = You are out of the game.
ec-not-your-turn = It is { $player }'s turn.
ec-not-action-phase = That is only possible on your turn in the action phase.
ec-waiting-for = The game is waiting for { $player } first.
ec-nothing-pending = Nothing is waiting for that choice now.
ec-wrong-choice = That answer does not fit the question asked now; use one of the offered buttons.
ec-notation-help = “{ $text }” is not an Eclipse action. Accepted: explore <position>, place <rotation> [disc], discard, find vp|use, inf <from>><to> … (t = track), research <tech> [m|s|x], upgrade <ship> <slot> <part|->, …, build <int|cru|dre|sb|orbital|monolith> <sector>, …, move <ship> <sector>><sector>…, …, colony <sector> <square> [m|s|x], trade <m|s|x> <m|s|x> [count], pass, fire, retreat <sector>, hits auto|<ship>, keep <value>, claim, noclaim, ally <seat> <m|s|x>, accept <m|s|x>, decline, done, withdraw <sector>, orders fight on|off, orders hits auto|ask, adjust <seat number> <m|s|x> <±n>.
ec-bad-resource = “{ $resource }” is not a resource: use m (money), s (science) or x (materials).
ec-bad-ship = “{ $ship }” is not a ship type here: use int, cru, dre or sb.
ec-bad-part = “{ $part }” is not a ship part (e.g. plasma_cannon, improved_hull, fusion_drive).
ec-bad-slot = The { $ship } blueprint has slots 0 to { $slots } (exclusive).
ec-slot-empty = Slot { $slot } holds no part tile to return.
ec-slot-taken = Slot { $slot } already holds a part tile: return it first (<ship> { $slot } -).
ec-bad-sector = That sector tile is unknown.
ec-bad-sector-num = There is no sector { $sector } on the map.
ec-bad-square = Square { $square } does not exist there (or the Orbital is missing).
ec-bad-rotation = That rotation links to none of your sectors. Legal rotations: { $rotations }.
ec-cannot-take = You cannot place a disc there (no disc left, Ancients present, or already taken).
ec-explore-where = You can explore an empty position next to your disc or unpinned ship: { $positions }.
ec-explore-empty = No sector tiles are left for that ring.
ec-influence-count = An Influence action moves at most { $max ->
        [one] { $max } disc
       *[other] { $max } discs
    }.
ec-influence-where = Sector { $sector } cannot take your disc (enemy ships or disc, Ancients, no wormhole link, or not a sector).
ec-no-disc = You have no influence disc left on your track.
ec-passed-reactions = After passing you may only react: upgrade, build or move once, or pass.
ec-research-what = That technology is not in the supply. You can afford: { $techs }.
ec-tech-owned = You already own { $tech }.
ec-tech-row-full = That technology row is full.
ec-too-expensive = That costs { $cost } and you have { $have }.
ec-needs-tech = That needs the { $tech } technology.
ec-upgrade-count = An Upgrade places at most { $max } part tiles.
ec-build-count = A Build places at most { $max } items.
ec-move-count = A Move has at most { $max } activations.
ec-ship-limit = You have all { $ship } on the map already.
ec-structure-there = Sector { $sector } already has one.
ec-not-your-sector = Sector { $sector } does not hold your disc.
ec-starbase-immobile = Starbases never move.
ec-move-range = Your { $ship } moves at most { $range } sectors per activation.
ec-no-ship-there = You have no { $ship } in sector { $sector }.
ec-pinned = Your ships in sector { $sector } are pinned: as many must stay as there are enemy ships (the GCDS stops everyone).
ec-no-wormhole = No wormhole connects sector { $from } to { $to }.
ec-no-colony-ship = All your colony ships are used.
ec-square-taken = Square { $square } already holds a cube.
ec-square-colour = That square takes a { $track } cube.
ec-orbital-track = An Orbital takes a money or science cube.
ec-track-empty = Your { $track } track has no cube left.
ec-trade-help = Trade gives { $rate } of one resource for 1 of another: trade <give> <take> [count].
ec-no-target = There is no enemy { $ship } to aim at.
ec-retreat-where = You can retreat to: { $sectors }.
ec-keep-which = Keep one of the tiles drawn: { $tiles }.
ec-setup-player-count = Eclipse seats 2 to 6 players, not { $count }.
ec-setup-species = “{ $species }” is not a species of the base game.
ec-setup-species-taken = { $species } is taken by another player already.
ec-diplomacy-players = Diplomacy is only used with 4 or more players.
ec-diplomacy-who = Choose another player still in the game.
ec-diplomacy-traitor = The holder of the Traitor card cannot make diplomatic relations.
ec-diplomacy-already = You already have relations with that player.
ec-diplomacy-no-ambassador = An ambassador is missing: each player has 3.
ec-diplomacy-not-adjacent = None of your discs is linked by a full wormhole to one of theirs.
ec-diplomacy-ships = Your ships and theirs share a sector (or sit in the other's sector).

## Prompts
ec-ask-action = Your turn: take an action or pass ({ $discs ->
        [one] { $discs } disc
       *[other] { $discs } discs
    } on your influence track). Other actions by /play.
ec-ask-reaction = You have passed: react (upgrade, build or move once) or pass ({ $discs ->
        [one] { $discs } disc
       *[other] { $discs } discs
    } left).
ec-ask-place = Place sector { $tile } { $name } (rotation = sixth turns clockwise) or discard it.
ec-ask-discovery = You found a discovery tile: { $tile }. Use it now or keep it face down for 2 VP.
ec-ask-hits = Your dice hit: { $dice } (value(damage)). Aim them at a ship type or use the default.
ec-ask-activate = Your turn to activate { $ship }: fire or retreat.
ec-ask-reputation = You drew reputation tiles { $tiles }: keep one.
ec-ask-claim = Your ships hold sector { $sector }: place an influence disc there?
ec-ask-diplomacy = { $player } proposes ambassadors: accept with a cube from one of your tracks, or decline.
ec-choice-explore = Explore { $position }
ec-choice-research = { $tech } ({ $cost })
ec-choice-build = Build { $ship } in sector { $sector }
ec-choice-move = Move { $ship } { $from }→{ $to }
ec-choice-colony = Colony ship: { $square } in sector { $sector }
ec-choice-pass = Pass
ec-choice-no-reaction = No reaction
ec-choice-place = Rotation { $rotation }: { $links }
ec-choice-place-disc = Rotation { $rotation } + disc: { $links }
ec-choice-discard = Discard
ec-choice-find-use = Use it
ec-choice-find-vp = Keep for 2 VP
ec-choice-hits-auto = Default aim
ec-choice-hits = At the { $ship }
ec-choice-fire = Fire
ec-choice-retreat = Retreat to { $sector }
ec-choice-keep = Keep { $value }
ec-choice-claim = Place a disc
ec-choice-noclaim = No
ec-choice-accept = Accept ({ $track } cube)
ec-choice-decline = Decline

## Log
ec-faction-player = { $player }
ec-faction-ancients = the Ancients
ec-faction-gcds = the GCDS
ec-combat-phase = The combat phase begins.
ec-log-explore = { $player } explores position { $position } and draws sector { $tile } { $name }.
ec-log-place = { $player } places sector { $tile } (rotation { $rotation }; Ancients: { $ancients }).
ec-log-discard = { $player } discards sector { $tile }.
ec-log-disc = { $player } places an influence disc in sector { $tile }.
ec-log-found-private = You take a discovery tile: { $tile }.
ec-log-discovery-vp = { $player } keeps a discovery tile face down for 2 VP.
ec-log-discovery-use = { $player } uses a discovery tile: { $tile }.
ec-log-influence = { $player } takes an Influence action: { $moves ->
        [one] { $moves } disc
       *[other] { $moves } discs
    } moved, { $flips ->
        [one] { $flips } colony ship
       *[other] { $flips } colony ships
    } flipped up.
ec-log-research = { $player } researches { $tech } for { $cost } science.
ec-log-artifacts = { $player } gains { $amount } { $resource } from artifacts.
ec-log-upgrade = { $player } upgrades: { $changes }.
ec-log-build = { $player } builds { $items } ({ $cost } materials).
ec-log-move = { $player } moves { $moves }.
ec-log-pass = { $player } passes.
ec-log-colony = { $player } uses a colony ship: a { $track } cube in sector { $sector }.
ec-log-trade = { $player } trades { $cost } { $give } for { $count } { $take }.
ec-log-battle = Battle in sector { $sector }: { $attacker } attacks { $defender }.
ec-log-missiles = Missiles from { $ship } of { $who }: { $dice }.
ec-log-fire = Fire from { $ship } of { $who }: { $dice }.
ec-log-destroyed = Destroyed: { $ship } of { $who }.
ec-log-retreat = { $player } moves { $ship } to the edge to retreat to sector { $to }.
ec-log-retreated = Retreated to sector { $to }: { $ship } of { $who }.
ec-log-stalemate = Stalemate in sector { $sector }: { $attacker } { $retreated ->
    [1] retreats.
   *[other] cannot retreat and loses its ships.
}
ec-log-battle-won = Sector { $sector } is held by { $winner }.
ec-log-population = { $player } destroys { $count } of { $owner }'s population cubes in sector { $sector }.
ec-log-population-dice = { $player } fires at { $owner }'s population in sector { $sector }: { $dice }.
ec-log-reputation-draw = { $player } draws { $count } reputation tiles.
ec-log-reputation-drawn = You drew reputation tiles worth { $tiles }.
ec-log-reputation-keep = { $player } keeps one reputation tile.
ec-log-reputation-kept = You keep the reputation tile worth { $value }.
ec-log-evicted = { $player }'s disc leaves sector { $sector }.
ec-log-production = { $player }: money now { $money }, +{ $science } science, +{ $materials } materials.
ec-log-bankrupt-trade = { $player } trades { $rate } { $resource } for 1 money to pay upkeep.
ec-log-bankrupt-withdraw = { $player } withdraws the disc from sector { $sector } to pay upkeep.
ec-log-eliminated = { $player } cannot pay the upkeep and is out of the game.
ec-log-round = Round { $round } begins; { $player } is the start player.
ec-log-game-over = The game is over: { $player } wins with { $vp } VP.
ec-log-game-over-no-winner = The game is over: every player is out, so nobody wins.
ec-log-propose = { $player } proposes ambassadors to { $other }.
ec-log-decline = { $player } declines.
ec-log-ambassadors = { $player } and { $other } exchange ambassadors.
ec-log-betrayal = { $player } moves into { $other }'s sector: relations are broken and { $player } takes the Traitor card.

## Board
ec-phase-action = Action phase
ec-phase-combat = Combat phase
ec-phase-upkeep = Upkeep
ec-phase-combat-end = End of the combat phase
ec-phase-over = Game over
ec-scene-title = Eclipse — Round { $round } — { $phase }
ec-scene-waiting = Waiting for: { $players }
ec-scene-sector = { $name } ({ $vp } VP)
# A sector's population squares in words: each kind with its squares (cubes/squares in an
# owned sector, "money 1/2"), joined by ec-scene-squares-sep, then how many are advanced:
# "money 1/2, sci 2/2, mat 0/1 (2 adv.)". ec-scene-squares-legend says so under the board.
ec-scene-square-kind = { $kind ->
    [money] money
    [science] sci
    [materials] mat
   *[any] grey
} { $squares }
ec-scene-squares-legend = Population squares per kind: cubes/squares in an owned sector, squares in an empty one; "adv." counts the advanced squares.
ec-scene-squares-sep = {", "}
ec-scene-squares = { $kinds }{ $advanced ->
    [0] {""}
   *[other] {" "}({ $advanced } adv.)
}
ec-scene-disc = disc
ec-key-held = held by { $player }
ec-key-explored = explored by { $player }
ec-key-moved-in = { $player } moved in { $ships }
ec-key-moved-out = { $player } moved { $ships } out to { $sector }
ec-key-colonized = { $player } placed { $count ->
        [one] a { $track } cube
       *[other] { $count } { $track } cubes
    } with a colony ship
ec-key-built = { $player } built { $what }
ec-key-won = { $winner } won the battle against { $loser }
ec-key-destroyed = { $ships } of { $owner } destroyed
ec-key-destroyed-neutral = { $ships } destroyed
ec-key-population = { $player } destroyed { $count ->
        [one] a population cube
       *[other] { $count } population cubes
    } of { $owner }
ec-key-lost = { $player } lost the sector
ec-legend-outline-battle = white outline = the battle being fought now
ec-legend-outline-placement = white outline = where the drawn sector goes
ec-legend-forces = a number in a disc beside a sector's number = ships of that colour there
ec-legend-tokens = disc = influence disc · ? = discovery tile · dots on the edges = wormholes
# The Galactic Center Defense System on its board chip (in the centre's hex): its name short, so
# that the chip keeps to one row.
ec-scene-gcds = Defense System
ec-scene-orbital = Orbital
ec-scene-monolith = Monolith
ec-scene-stacks = Sector stacks: inner { $inner }, middle { $middle }, outer { $outer }
ec-panel-storage = Storage: { $money } money, { $science } science, { $materials } materials
ec-panel-income = Income: { $money } money (after upkeep), { $science } science, { $materials } materials
ec-panel-discs = Discs on track: { $discs }; colony ships { $colony }/{ $ships }
ec-panel-vp = Visible VP: { $vp }; reputation tiles: { $reputation }
ec-panel-passed = Passed
# A player's standing in the roster beside a focus picture and atop a whole board: VP, storage,
# influence discs left, and whether the player has passed; short, so that it reads whole at a
# chat preview.
ec-panel-summary = { $vp } VP · { $money } money, { $science } sci, { $materials } mat · { $discs ->
        [one] { $discs } disc
       *[other] { $discs } discs
    }{ $passed ->
    [1] {" "}· passed
   *[0] {""}
}

## Lobby and hand
ec-options-help = Eclipse takes no option “{ $option }”: only players (2 to 6).
ec-options-list = none (only players, 2 to 6)
ec-unknown-species = “{ $species }” is not a species. Use one of: { $all } (or leave it empty for Terran).
ec-unknown-color = “{ $color }” is not a player colour. Use one of: { $colors }.
ec-color-taken = The colour { $color } is already taken.
ec-hand-reputation = Your reputation tiles ({ $count }): { $tiles }
ec-summary-title = Eclipse is over. Final scores:
ec-summary-line = { $player }: { $vp } VP (reputation { $reputation }, ambassadors { $ambassadors }, sectors { $sectors }, discoveries { $discoveries }, monoliths { $monoliths }, technologies { $techs }, traitor { $traitor }, species { $species })
ec-part-not-held = { $part } is an ancient part: only a discovery tile gives it.
ec-research-count = Your species researches at most { $max ->
        [one] { $max } technology
       *[other] { $max } technologies
    } per action.
ec-colony-where = Your colony ships can't go to sector { $sector } now.
ec-choice-done = Done
ec-ask-colonize = Use colony ships on the sector you just took, or be done.
ec-ask-colonize-upkeep = Upkeep: use your unused colony ships (not where enemy ships are), or be done.
ec-ask-explore-again = Explore another sector in this action, or be done.
ec-adjust-out-of-range = That would make { $resource } { $value }, which is out of range (0 to 999).
ec-adjust-who = Name a player by seat number, 1 to { $seats }.
ec-log-adjust = Adjustment by { $by } — { $player }: { $resource } { $delta } → { $now }.
ec-pick-which = Keep one of the sectors drawn: { $tiles }.
ec-log-explore-two = { $player } explores position { $position } and draws sectors { $a } and { $b }.
ec-log-pick = { $player } keeps sector { $tile } and discards the other.
ec-ask-pick = Keep one of the two sectors drawn; the other is discarded.
ec-choice-pick = { $tile } { $name }
ec-diplomacy-track-full = { $player }'s reputation track has no room for another ambassador.
ec-ask-bankrupt = Upkeep: you have { $money } money and the round costs { $net }. Trade or take discs back until you can pay.
ec-choice-trade = Trade { $rate } { $resource } for 1 money
ec-choice-withdraw = Withdraw from { $sector }
ec-concede-not-yet = You can concede only with no disc and no ship on the map.
ec-log-concede = { $player } has no disc and no ship left and concedes; their score stays.
ec-choice-concede = Concede
ec-choice-influence = Influence { $sector }
ec-ask-envoy = End of the combat phase: you may propose ambassadors now (a cube from one of your tracks goes with yours), or be done.
ec-choice-ally = Ambassadors with { $player } ({ $track } cube)
ec-scene-unexplored = unexplored
ec-scene-choose-rotation = Sector { $tile } { $name }: choose a rotation
ec-scene-no-rotation = Sector { $tile } { $name }: no rotation can be placed — discard it
ec-scene-as-drawn = As drawn
ec-scene-blueprint = { $player } is upgrading — { $line }
ec-scene-slot = Slot { $slot }
ec-scene-slot-empty = empty
ec-panel-cannons = cannons { $dice }
ec-panel-missiles = missiles { $dice }
ec-market-line = { $category }: { $tiles }
ec-market-tile = { $tech } ({ $cost }){ $count ->
    [1] {""}
   *[other] {" "}×{ $count }
}
ec-market-military = Military
ec-market-grid = Grid
ec-market-nano = Nano
ec-panel-ship = { $kind ->
    [int] Interceptor
    [cru] Cruiser
    [dre] Dreadnought
   *[sb] Starbase
}: { $values }
ec-stat-initiative = initiative { $n }
ec-stat-move = move { $n }
ec-stat-hull = hull { $n }
ec-stat-computer = computer +{ $n }
ec-stat-shield = shield { $n }
ec-stat-energy = energy { $n }
ec-help-action = Action phase: on your turn take one action — explore, influence, research, upgrade, build or move — each placing an influence disc on its track (its cost rises with every disc), or pass. After passing you may still react (a cheaper upgrade, build or move). The round ends when everyone has passed.
ec-help-combat = Combat phase: battles are fought sector by sector, ships firing in initiative order (missiles first); then population cubes are attacked and sectors change hands.
ec-help-upkeep = Upkeep: pay the money your influence discs cost (or give up sectors), collect science and materials, and return colony ships and action discs.
ec-choice-upgrade = Upgrade the { $ship }: { $part } in slot { $slot }{ $old ->
    [none] {""}
   *[other] {" "}(replaces { $old })
}
ec-choice-upgrade-menu = Upgrade…
ec-choice-upgrade-back = Back
ec-ask-upgrade = Upgrade: choose a part and the slot it goes in (slots counted from 1; a part already there is replaced).
ec-ask-upgrade-more = You may place { $count ->
    [one] one more part
   *[other] { $count } more parts
} in this upgrade, or finish.
ec-upgrade-none = No part can be placed on any blueprint now.
ec-log-upgrade-part = { $part } in slot { $slot } of the { $ship }
ec-log-upgrade-removed = slot { $slot } of the { $ship } emptied
ec-choice-upgrade-ship = The { $ship } blueprint
ec-choice-upgrade-blueprints = Other blueprints

## Standing orders
ec-log-orders = { $player }'s standing orders: { $fight ->
    [1] their ships fire at every activation, never asked to retreat
   *[0] asked whether to fire or retreat
}; { $hits ->
    [1] their hits assigned by the default rule
   *[0] asked where their hits go
}.
ec-orders-help = Write `orders fight on` (fire without being asked to retreat: fight to the end) or `orders fight off`, `orders hits auto` (your hits go where the default rule puts them: the largest ship a die destroys, else the largest ship) or `orders hits ask`, both in one line, or `orders none`.
ec-orders-unchanged = Your standing orders are already: fight to the end { $fight ->
    [1] on
   *[0] off
}, hits { $hits ->
    [1] auto
   *[0] ask
}.
ec-orders-now = Your standing orders: fight to the end { $fight ->
    [1] on
   *[0] off
}, hits { $hits ->
    [1] auto
   *[0] ask
}. Change them with `/play orders fight on|off` and `/play orders hits auto|ask` (everyone sees them).
ec-ships = { $kind ->
    [int] { $count ->
        [one] an interceptor
       *[other] { $count } interceptors
    }
    [cru] { $count ->
        [one] a cruiser
       *[other] { $count } cruisers
    }
    [dre] { $count ->
        [one] a dreadnought
       *[other] { $count } dreadnoughts
    }
    [sb] { $count ->
        [one] a starbase
       *[other] { $count } starbases
    }
    [anc] { $count ->
        [one] an Ancient ship
       *[other] { $count } Ancient ships
    }
    [gcds] the Galactic Center Defense System
   *[other] { $count } × { $kind }
}
ec-ship-count = { $kind ->
    [int] { $count ->
        [one] { $count } interceptor
       *[other] { $count } interceptors
    }
    [cru] { $count ->
        [one] { $count } cruiser
       *[other] { $count } cruisers
    }
    [dre] { $count ->
        [one] { $count } dreadnought
       *[other] { $count } dreadnoughts
    }
    [sb] { $count ->
        [one] { $count } starbase
       *[other] { $count } starbases
    }
    [anc] { $count ->
        [one] { $count } Ancient ship
       *[other] { $count } Ancient ships
    }
    [gcds] Galactic Center Defense System
   *[other] { $count } × { $kind }
}
ec-scene-ships = { $ships }{ $damage ->
    [0] {""}
   *[other] {" "}({ $damage } damage)
}
ec-ship-name = { $kind ->
    [int] interceptor
    [cru] cruiser
    [dre] dreadnought
    [sb] starbase
    [anc] Ancient ship
    [gcds] Galactic Center Defense System
   *[other] { $kind }
}
ec-structure = { $kind ->
    [orbital] an orbital
   *[other] a monolith
}
ec-in-sector = { $what } in sector { $sector }
ec-moved = { $ships } from { $from } to { $to }
ec-moved-via = { $ships } from { $from } via { $via } to { $to }
# $positions: the empty positions its wormholes face, numbered as on the board ("8, 19").
ec-rotation-links = linked to { $linked } · { $open ->
    [0] no wormhole to open space
   *[other] opens to { $positions }
}
ec-resource = { $kind ->
    [money] money
    [science] science
   *[materials] materials
}
ec-square = { $kind ->
    [orbital] the Orbital
   *[other] { $advanced ->
        [1] an advanced
       *[0] a
    } { $kind ->
        [money] money
        [science] science
        [materials] materials
       *[grey] grey
    } square
}
ec-discovery = { $kind ->
    [money] { $amount } money
    [science] { $amount } science
    [materials] { $amount } materials
    [ancient_technology] Ancient Technology
    [ancient_cruiser] Ancient Cruiser
   *[part] { $part }
}
ec-order-fight = Fight to the end
ec-order-hits = Auto-assign hits
