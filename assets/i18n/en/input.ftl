# Words of each game's typed notation (/play), as players may write them in this language.
# English is the notation itself. Each value lists the accepted forms, separated by commas;
# see i18n::read_input. A native speaker may add forms here.


input-ti4-activate = activate
input-ti4-move = move
input-ti4-pass = pass
input-ti4-produce = produce
input-ti4-invade = invade
input-ti4-pick = pick
input-ti4-primary = primary
input-ti4-secondary = secondary
input-ti4-vote = vote
input-ti4-score = score
input-ti4-hits = hits
input-ti4-retreat = retreat
input-ti4-tokens = tokens
input-ti4-keep = keep
input-ti4-accept = accept
input-ti4-reject = reject
input-ti4-offer = offer
input-ti4-decline = decline

input-eclipse-explore = explore
input-eclipse-influence = influence
input-eclipse-research = research
input-eclipse-upgrade = upgrade
input-eclipse-build = build
input-eclipse-move = move
input-eclipse-pass = pass
input-eclipse-colony = colony
input-eclipse-trade = trade
input-eclipse-place = place
input-eclipse-discard = discard
input-eclipse-retreat = retreat

input-stellar-horizons-research = research
input-stellar-horizons-policy = policy
input-stellar-horizons-build = build
input-stellar-horizons-move = move
input-stellar-horizons-attack = attack
input-stellar-horizons-explore = explore
input-stellar-horizons-produce = produce
input-stellar-horizons-done = done
input-stellar-horizons-trade = trade
input-stellar-horizons-settle = settle
input-stellar-horizons-terraform = terraform
input-stellar-horizons-harvest = harvest
input-stellar-horizons-mine = mine
input-stellar-horizons-load = load
input-stellar-horizons-unload = unload
input-stellar-horizons-repair = repair
input-stellar-horizons-scrap = scrap
