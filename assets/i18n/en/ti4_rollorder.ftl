# Combat rolls one side at a time (§42.5, §55.3): the attacker rolls and settles its rerolls
# before the defender rolls.
ti4-log-combat-roll = Round { $round }: { $player } rolls { $dice } ({ $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }).
ti4-log-combat-no-roll = Round { $round }: { $player } makes no combat roll (Magen Defense Grid).
ti4-reroll-not-your-roll = Only the player who just rolled may reroll now: rerolls come right after one's own roll.
