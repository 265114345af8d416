# Starpost — platform messages (English).

none = none
# A text that needs no translation (names, unit lists), passed through.
plain = { $text }
game-default = the game's default
faction-random = a random faction
game-name-ti4 = Twilight Imperium (4th edition)
game-name-eclipse = Eclipse
game-name-stellar-horizons = Stellar Horizons

color-red = red
color-blue = blue
color-green = green
color-yellow = yellow
color-purple = purple
color-black = black
color-white = white

## Lobby
game-created = New game of { $game } created by { $host }. Join with `/game join`; the host starts with `/game start`.
game-exists = This channel already has a { $game } game. Finish it or ask the host to `/game abandon` it first.
game-being-set-up = A game is already being set up in this channel. Join it with `/game join`, or see `/game status`.
game-unknown = I don't know the game “{ $game }”. Choose one of: { $games }.
game-not-implemented = { $game } is not playable yet. Playable now: { $games }.
no-game = There is no game in this channel. Create one with `/game new game:ti4`.
not-started = The game in this channel has not started yet. The host starts it with `/game start`.
already-started = The game has already started; joining and leaving are closed.
already-joined = You have already joined this game.
game-full = The game is full ({ $max ->
        [one] { $max } player
       *[other] { $max } players
    }).
joined = { $player } joins with { $faction } ({ $count } seated).
left = { $player } left the game.
leave-started = You can't leave a game that has started. The host can `/game abandon` it.
not-joined = You are not in this game.
host-only = Only the game's host can do that.
host-not-seated = { $player } is not seated in this game; the host must be a player.
not-enough-players = { $count ->
        [one] { $count } player has joined
       *[other] { $count } players have joined
    }; { $needed } are needed to start.
bad-seating = Seating “{ $seating }” is not known: use random or join.
speaker-not-seated = { $player } is not seated in this game, so can't be the speaker.
setup-failed = The game can't start:
    { $problems }
game-started = The game begins! Seating, clockwise: { $order }.
settings = Reminders after { $hours } hours. Cards wait { $reaction } hours for reactions. Host: { $host }.
bad-reaction-hours = { $hours } hours is not a reaction time: use 1 to 168.
abandoned = { $player } abandoned the game. The channel is free for a new one.
bad-interval = { $hours } hours is not a valid interval: use 1 to 336 hours.

## Play
status = Waiting for: { $players }
log-empty = Nothing has happened yet.
not-seated = You are not seated in this game.
not-awaited = The game is not waiting for you right now; it waits for { $players }.
not-your-turn = It is not your turn: the game waits for { $player }.
stale-button = This prompt is out of date: it has closed since this button was posted. The game now waits for { $players }; use `/game status` (or `/hand`) for the current prompt.
bad-button = That button is not one of mine.
# A text whose word names several things (a name's beginning, players who share a name).
ambiguous = “{ $text }” could mean { $count } different things. Choose one (or write more of the name):
# One reading of an ambiguous text that no button offers: write its notation.
ambiguous-reading = { $label }: `{ $notation }`
menu-choose = Choose… ({ $from }–{ $to } of { $total })
conflict = Someone else acted at the same moment and got there first; nothing of yours was applied. Look at the current prompt and try again.
prompt-public = { $player }: { $ask }
prompt-private-waiting = Waiting for { $players } to choose in their direct messages (or with `/hand`).
choice-of = { $player }: { $label }
menu-choose-for = { $player }: choose…
dm-refused = I couldn't send { $player } a direct message. { $player }, please use `/hand` to see your private information here, visible only to you.
done-see-channel = Done — see the game channel.
answered-privately = Answered privately (only you can see the answer).
scene-waiting-for = Waiting for: { $players }
undo-nothing = There is nothing to undo.
undo-not-yours = The latest action is not yours; only the host can undo it.
undo-barrier = The latest action revealed information or rolled dice; only the host can undo it.
undone = { $player } undid action #{ $seq }: { $action }
undone-barrier = { $player } (host) undid action #{ $seq }, past an undo barrier (dice, a draw or hidden information): { $action }
unknown-command = That command is not available here.
bad-argument = I couldn't read “{ $input }”: { $error }

## Errors
error-internal = Something went wrong on our side. Nothing was changed. Reference: { $reference }
restarting = The bot is restarting: nothing was done. Try again in a moment.

## Reminders
remind-settings = Your reminders: { $interval }, quiet hours { $quiet } ({ $tz }), vacation { $vacation ->
        [1] on
       *[0] off
    }.
bad-quiet = Quiet hours “{ $quiet }” are not valid: write HH-HH with hours 0–23, e.g. 22-07, or off.
bad-tz = “{ $tz }” is not a time zone I know: use an IANA name such as Europe/Berlin or Asia/Seoul, an abbreviation such as KST or PDT, or an offset such as UTC+9.
ambiguous-tz = “{ $tz }” names several time zones: write the one you mean ({ $zones }).
reminder-first = { $player }, the game is waiting for you (for { $hours } h).
reminder-again = { $player }, friendly nudge: the table has been waiting on you for { $hours } h.
reminder-final = { $player }, last reminder: the game has waited { $hours } h. The host may step in with `/game adjust` or `/game settings`.
reminder-dm = Your move in { $channel } — it has waited { $hours } h (reminder { $level }).

## Odds
odds-side = The { $side } side: { $problem }
odds-result = { $ground ->
        [1] Ground combat
       *[0] Space combat
    }: attacker wins { $attacker }% · draw { $draw }% · defender wins { $defender }%.
not-your-button = That button was offered to another player; the game waits for { $players }.
button-hand = Hand
hand-button-not-yours = That button shows another player's hand. Use `/hand` for yours.
summary-duration = Played over { $days ->
        [one] { $days } day
       *[other] { $days } days
    } and { $hours ->
        [one] { $hours } hour
       *[other] { $hours } hours
    }, { $actions ->
        [one] { $actions } accepted action
       *[other] { $actions } accepted actions
    }.
odds-result-eclipse = Eclipse battle: attacker wins { $attacker }% · draw { $draw }% · defender wins { $defender }%.
unknown-game = There is no game called "{ $game }": use one of { $games }.
odds-none = { $game } has no odds calculator.
options-quotes = A quote in the options is not closed: { $options }. Put a value with spaces in double quotes, e.g. map="18 19 20 …".
odds-flag = “{ $flag }” is not an odds option here. Accepted: { $flags }.
# Text shown as it is, in every language (what a player typed, a notation).
verbatim = { $text }
# Two texts joined (the lines of an undone action).
joined-slash = { $a } / { $b }
# A line of /game log: the action's number and one of its lines.
log-line = `#{ $seq }` { $line }
# Two texts on two lines (the public lines of an adjustment).
joined-lines =
    { $a }
    { $b }
bad-language = “{ $language }” is not a language this bot speaks. Choose one of: { $languages }.
# /help
help-intro = Starpost runs play-by-post games in a channel. Games: { $games }.
help-start = Start one here with `/game new game:<id>` (the options below go in `options:"…"`); each player then `/game join`s and the host `/game start`s.
help-game = { $game } (`{ $id }`): { $min }–{ $max } players; options: { $options }
help-lobby = { $game } is being set up in this channel: { $count } seated. Join with `/game join`; the host starts with `/game start`.
help-playing = { $game } is under way in this channel.
help-over = The game is over: `/game status` shows the final board and standings.
help-awaited-you = You are awaited: { $ask }
help-choice = { $label } (`{ $notation }`)
help-choices = Your choices: { $choices }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more (see `/play`)
    }. Press the buttons, or type one with `/play action:"<notation>"`.
help-awaited-others = Waiting for: { $players }. Nothing to do for you right now.
help-spectator = You are not seated in this game. Waiting for: { $players }. Follow it with `/game status`.
help-commands = Commands: `/game status` (board, who is awaited), `/hand` (your hidden information; also in DMs), `/play action:"…"` (type any choice), `/game log`, `/game undo`, `/odds`, `/remind`, `/vacation`, `/game settings`, `/help`.
dm-several-games = You play in { $count } games: send this from the game's channel, where it knows which game you mean.
remind-interval-hours = every { $hours ->
        [one] hour
       *[other] { $hours } hours
    }
remind-interval-default = at the game's interval
button-order-on = { $order }: turn on
button-order-off = { $order }: turn off
orders-button-stale = That order was switched since: see `/help` for your standing orders now.
