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
