# TI4 faction abilities automated in session 7 (helper fxa): Naalu, Nekro, Yin.
ti4-fx-ask-devotion = The space combat round is over: { $ability } — destroy 1 of your cruisers or destroyers here for 1 hit on { $opponent }'s ships?
ti4-fx-log-devotion = Devotion: { $player } destroys 1 of their { $unit } for 1 hit on { $opponent }'s ships.
ti4-fx-devotion-help = Write `use devotion destroyer` or `use devotion cruiser` (one of yours in the combat), or `use none`.
ti4-fx-ask-singularity = A unit of { $opponent } was destroyed: { $ability } — gain 1 of their technologies (once in this combat)?
ti4-fx-choice-gain-tech = Gain { $tech }
ti4-fx-choice-assimilate = Put { $token } on { $tech }
ti4-fx-gain-tech-help = { $ability }: write `use { $id } <technology>` or `use { $id } <faction technology> <assimilator>` with one of the offered technologies, or `use none`.
ti4-fx-log-gain-tech = { $ability }: { $player } gains { $tech } from { $other }.
ti4-fx-log-assimilate = { $ability }: { $player } puts { $token } on { $other }'s { $tech } and gains its text.
ti4-fx-propagation-cost-second = You cannot pay the 6 resources of the primary's second research (3 more command tokens).
ti4-fx-ask-predict = { $agenda } is revealed: { $ability } — predict its outcome (once in this agenda phase)?
ti4-fx-choice-predict = Predict: { $outcome }
ti4-fx-predict-help = Write `use galactic_threat <outcome>` with one of the agenda's outcomes, or `use none`.
ti4-fx-log-predict = Galactic Threat: { $player } predicts “{ $outcome }” for { $agenda }.
ti4-fx-ask-prediction-gain = { $ability }: your prediction came true — gain 1 technology of a player who voted for it?
