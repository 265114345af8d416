# Starpost — consent for adjustments, hosts and finished games (English).

## Adjustments
adjust-option-help = “{ $option }” is not an adjustment option: use adjust=host (the default: the host confirms other players' adjustments) or adjust=anyone (every player's adjustment applies at once).
adjust-proposed-reply = Your adjustment is proposed to the host; it applies when the host confirms it.
adjust-proposed = { $player } proposes an adjustment: `{ $change }`. Once confirmed it would read:
    { $effect }
    { $host }, confirm or reject it.
adjust-confirm = Confirm
adjust-reject = Reject
adjust-confirm-victory = Confirm the victory
adjust-host-only = Only the host can confirm or reject a proposed adjustment.
adjust-closed = This adjustment has already been settled (or its game is over).
adjust-rejected = { $player } rejected { $proposer }'s adjustment `{ $change }`; nothing changed.
adjust-pending-proposal = Waiting for the host: { $player }'s proposed adjustment `{ $change }`.
adjust-pending-victory = Waiting for the table: { $player }'s adjustment `{ $change }` would end the game; still to confirm: { $players }.
adjust-log-confirmed = Proposed by { $proposer }, confirmed by { $host }.
adjust-victory-held = { $player }'s adjustment `{ $change }` would end the game:
    { $effect }
    An adjustment never ends a game by itself; the game goes on without it until the table confirms.
adjust-victory-ask = The table confirms or rejects this victory: { $players } must confirm; anyone seated may reject.
adjust-victory-rejected = { $player } rejected the victory by adjustment `{ $change }`; the game goes on without it.
adjust-victory-not-yours = Your confirmation is not needed for this victory (you made the adjustment); you may still reject it.
adjust-victory-confirmed-by = { $player } confirms the victory. Still waiting for: { $players }.
adjust-log-victory-confirmed = Victory by adjustment confirmed by { $players }.

## Hosts
leave-host = You are the host: hand the game over first with `/game settings host:<player>` (or `/game abandon` it).
start-host-not-seated = The host plays in the game: join it with `/game join`, or hand it over with `/game settings host:<player>`, before starting.

## Finished games
finished-status = This game is over. The final board and standings:
game-reopened = The game is open again.
reopen-host-only = The game is over; only its host can undo its last action (and reopen it).
reopen-channel-busy = A new game has started in this channel, so the finished one can't be reopened.
