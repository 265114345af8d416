# Eclipse (first edition): ship names and blueprint problems.

eclipse-ship-interceptor = interceptor
eclipse-ship-cruiser = cruiser
eclipse-ship-dreadnought = dreadnought
eclipse-ship-starbase = starbase
eclipse-layout-slots = The { $ship } blueprint has { $slots } slots, but { $parts } were given.
eclipse-layout-energy = The { $ship } blueprint uses { $missing } more energy than it produces.
eclipse-layout-no-drive = The { $ship } blueprint needs at least one drive.
eclipse-layout-starbase-drive = A starbase may not carry a drive.
eclipse-layout-needs-tech = { $part } needs the { $tech } technology.

# Combat odds calculator (Eclipse): fleet parsing.

eclipse-odds-empty = No ships given. Write ships separated by commas, e.g. “2 interceptor, cruiser[ion, ion, hull, electron, drive1, source1]”.
eclipse-odds-brackets = The brackets in “{ $text }” do not match: write one part list in [ ] right after a ship name.
eclipse-odds-bad-count = “{ $item }” does not start with a ship count from 0 to { $max }.
eclipse-odds-missing-name = “{ $item }” has a count but no ship name. Write “N ship”, e.g. “2 interceptor”.
eclipse-odds-too-many = { $count ->
        [one] { $count } ship
       *[other] { $count } ships
    } is too many for one side: the odds calculator takes at most { $max ->
        [one] { $max } ship
       *[other] { $max } ships
    } a side.
eclipse-odds-unknown-ship = “{ $name }” is not a ship. Accepted: { $accepted }.
eclipse-odds-unknown-part = “{ $name }” is not a ship part. Accepted: { $accepted }.
eclipse-odds-neutral-parts = “{ $name }” has fixed stats; it takes no part list.
eclipse-odds-too-many-parts = The { $ship } blueprint has { $slots } slots, but { $parts } parts were listed.
eclipse-odds-illegal-blueprint = This blueprint is not legal: { $problem }
eclipse-odds-too-big = These fleets are too big for the exact calculator (about { $states } battle states; the limit is { $max }).
