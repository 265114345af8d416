# Reaction windows (rules/window.rs): who may respond, in which order, when it closes.

## What a window is about
ti4-moment-card = { $player }'s { $card }
ti4-moment-agenda = the reveal of { $agenda } (cards and notes played "when" or "after" an agenda is revealed)
ti4-moment-votes = the end of the votes (cards played after the speaker votes)
ti4-moment-elected = the election of { $player } (cards played after a player is elected)
ti4-moment-activated = { $player }'s activation
ti4-moment-secondary = the secondary ability of { $card }
ti4-moment-timing = the moment "{ $timing }"

## Prompts and buttons
ti4-ask-window = Window open: { $moment }. Play a card or note that fits, or pass.
ti4-choice-window-pass = Pass
ti4-choice-play-card = Play { $card }: { $target }
ti4-choice-play-card-plain = Play { $card }
ti4-choice-play-note = Play { $owner }'s { $note }
ti4-choice-minister-of-peace = Discard Minister of Peace: end this turn

## Log
ti4-log-window-open = Window open for { $moment }: { $players } are asked (the answers apply in this order).
ti4-log-window-pass = { $player } passes.
ti4-log-window-answered = { $player } has answered; it applies in turn.
ti4-log-window-auto-pass = Passing without being asked: { $players }.
ti4-log-moment-expired = Time is up for { $moment }: { $players } did not answer and pass.
ti4-log-answer-waits = Your answer is kept, hidden, and applies once these players have answered: { $players }.
ti4-log-answer-failed = Your answer `{ $answer }` no longer works now that its turn has come: { $reason } You are asked again.
ti4-log-answer-dropped = Your answer `{ $answer }` was not used: the window closed before its turn (the agenda was replaced).
ti4-log-voting-begins = Voting begins, from the speaker's left; the speaker votes last.
ti4-log-reactions = { $player } now { $auto ->
    [1] passes automatically in windows where nothing they hold fits
    [2] is asked in every window and waits there until they answer
   *[0] is asked in every window (passed after a short while where nothing they hold fits)
}.
ti4-log-card-bribery = { $player } spends { $tg ->
        [one] { $tg } trade good
       *[other] { $tg } trade goods
    } for as many votes.
ti4-log-card-confusing-legal-text = { $player } plays Confusing Legal Text: { $other } is elected instead.
ti4-log-note-political-favor = { $player } plays { $owner }'s Political Favor: the agenda is discarded and the next one is revealed instead.
ti4-log-minister-of-peace = { $player } discards Minister of Peace: { $active }'s turn ends now.

## Refusals
ti4-window-open-moment = A window is open for { $moment }, waiting for { $players }: that comes first.
ti4-not-awaited-moment = This window is not waiting for you: you have answered already, or you are not asked.
ti4-window-pass-help = Answer with `react pass`, or play a card or note that fits this moment (the buttons list them).
ti4-reactions-help = Write `reactions auto` (pass at once where nothing you hold fits), `reactions ask` (be asked; passed after a short while where nothing fits) or `reactions wait` (be asked, and wait for your answer).
ti4-reactions-unchanged = Your reactions are already set to { $auto ->
    [1] auto
    [2] wait
   *[0] ask
}.
ti4-card-bribery-trade-goods = Write how many trade goods you spend, at least 1 and at most your { $tg }.
ti4-note-owner-no-strategy-token = { $owner } has no token in their strategy pool for Political Favor to remove.

## Standing orders (rules/orders.rs)
ti4-log-orders = { $player }'s standing orders: { $fight ->
    [1] fight every combat to the end, never asked to retreat
   *[0] asked about retreats
}; { $hits ->
    [1] hits on their units assigned by the default at once
   *[0] asked to assign hits
}.
ti4-orders-help = Write `orders fight on` (never asked to retreat: fight to the end) or `orders fight off`, `orders hits auto` (hits on your units assigned by the default: sustain damage first, then the cheapest units) or `orders hits ask`, both in one line, or `orders none`.
ti4-orders-unchanged = Your standing orders are already: fight to the end { $fight ->
    [1] on
   *[0] off
}, hits { $hits ->
    [1] auto
   *[0] ask
}.
ti4-orders-now = Your standing orders: fight to the end { $fight ->
    [1] on
   *[0] off
}, hits { $hits ->
    [1] auto
   *[0] ask
}, reactions { $reactions ->
    [1] auto
    [2] wait
   *[0] ask
}. Change them with `/play orders fight on|off`, `/play orders hits auto|ask` and `/play reactions auto|ask|wait` (everyone sees them; they never show what you hold).
ti4-order-fight = Fight to the end
ti4-order-hits = Auto-assign hits
ti4-order-reactions = Pass reaction windows
