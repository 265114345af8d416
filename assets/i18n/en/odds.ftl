# Combat odds calculator (TI4): unit list parsing.

ti4-odds-empty = No units given. Write units as “N name” separated by commas, e.g. “2 dreadnought, 1 carrier, 3 fighter”.
ti4-odds-bad-count = “{ $item }” does not start with a unit count. Write a whole number from 0 to 30 before the unit name, e.g. “3 fighter”.
ti4-odds-missing-name = “{ $item }” has a count but no unit name. Write “N name”, e.g. “3 fighter”.
ti4-odds-too-many = { $count ->
        [one] { $count } unit
       *[other] { $count } units
    } is too many for one side: the odds calculator takes at most { $max ->
        [one] { $max } unit
       *[other] { $max } units
    } a side.
ti4-odds-unknown-unit = “{ $name }” is not a unit. Accepted: { $accepted }.
ti4-odds-two-factions = One side can't mix faction units of { $first } and { $second }.
ti4-odds-tech-not-allowed = “{ $tech }” is a technology; only units are accepted here.
ti4-odds-tech-unsupported = { $tech } does not change the combat odds calculation. Technologies it knows: { $supported }.
ti4-odds-duranium-too-many = With Duranium Armor the odds calculator takes at most { $max ->
        [one] { $max } unit
       *[other] { $max } units
    } with sustain damage a side, not { $count }.
