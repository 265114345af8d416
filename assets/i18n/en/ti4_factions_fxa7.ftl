# TI4 faction abilities automated in session 7 (helper fxa): Naalu, Nekro, Yin.
ti4-fx-ask-devotion = The space combat round is over: { $ability } — destroy 1 of your cruisers or destroyers here for 1 hit on { $opponent }'s ships?
ti4-fx-log-devotion = Devotion: { $player } destroys 1 of their { $unit } for 1 hit on { $opponent }'s ships.
ti4-fx-devotion-help = Write `use devotion destroyer` or `use devotion cruiser` (one of yours in the combat), or `use none`.
