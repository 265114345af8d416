# Starpost — 플랫폼 메시지 (한국어).

none = 없음
# A text that needs no translation (names, unit lists), passed through.
plain = { $text }
game-default = 게임 기본값
faction-random = 무작위 세력
game-name-ti4 = 트와일라잇 임페리움 (4판)
game-name-eclipse = 이클립스
game-name-stellar-horizons = 스텔라 호라이즌

color-red = 빨간색
color-blue = 파란색
color-green = 초록색
color-yellow = 노란색
color-purple = 보라색
color-black = 검은색
color-white = 흰색

## Lobby
game-created = { $host } 님이 새 { $game } 게임을 만들었습니다. `/game join`으로 참가하세요. 호스트가 `/game start`로 시작합니다.
game-exists = 이 채널에는 이미 { $game } 게임이 있습니다. 먼저 그 게임을 끝내거나 호스트에게 `/game abandon`을 요청하세요.
game-being-set-up = 이 채널에서는 이미 게임이 만들어지고 있습니다. `/game join`으로 참가하거나 `/game status`로 확인하세요.
game-unknown = “{ $game }” 게임은 모릅니다. 다음 중에서 고르세요: { $games }.
game-not-implemented = { $game } 게임은 아직 플레이할 수 없습니다. 지금 플레이할 수 있는 게임: { $games }.
no-game = 이 채널에는 게임이 없습니다. `/game new game:ti4`로 만드세요.
not-started = 이 채널의 게임은 아직 시작하지 않았습니다. 호스트가 `/game start`로 시작합니다.
already-started = 게임이 이미 시작되어 참가와 나가기가 닫혔습니다.
already-joined = 이미 이 게임에 참가했습니다.
game-full = 게임이 꽉 찼습니다 (최대 { $max }명).
joined = { $player } 님이 { $faction }{ JOSA($faction, "으로") } 참가합니다 (현재 { $count }명).
left = { $player } 님이 게임에서 나갔습니다.
leave-started = 시작된 게임에서는 나갈 수 없습니다. 호스트가 `/game abandon`으로 게임을 포기할 수 있습니다.
not-joined = 이 게임에 참가하지 않았습니다.
host-only = 게임 호스트만 할 수 있습니다.
host-not-seated = { $player } 님은 이 게임에 앉아 있지 않습니다. 호스트는 플레이어여야 합니다.
not-enough-players = { $count }명이 참가했습니다. 시작하려면 { $needed }명이 필요합니다.
bad-seating = 좌석 배치 “{ $seating }”{ JOSA($seating, "은") } 알 수 없습니다: random 또는 join을 쓰세요.
speaker-not-seated = { $player } 님은 이 게임에 앉아 있지 않으므로 의장이 될 수 없습니다.
setup-failed = 게임을 시작할 수 없습니다:
    { $problems }
game-started = 게임을 시작합니다! 시계 방향 좌석 순서: { $order }.
settings = 알림: { $hours }시간 후. 카드는 반응을 { $reaction }시간 기다립니다. 호스트: { $host }.
bad-reaction-hours = { $hours }시간은 반응 시간으로 쓸 수 없습니다: 1~168을 쓰세요.
abandoned = { $player } 님이 게임을 포기했습니다. 이제 이 채널에서 새 게임을 만들 수 있습니다.
bad-interval = { $hours }시간은 올바른 간격이 아닙니다: 1~336시간을 쓰세요.

## Play
status = 기다리는 중: { $players }
log-empty = 아직 아무 일도 일어나지 않았습니다.
not-seated = 이 게임에 앉아 있지 않습니다.
not-awaited = 지금은 게임이 당신을 기다리고 있지 않습니다. { $players } 님을 기다리는 중입니다.
not-your-turn = 당신의 차례가 아닙니다: 게임이 { $player } 님을 기다리고 있습니다.
stale-button = 이 안내는 지난 것입니다: 이 버튼이 게시된 뒤 이미 닫혔습니다. 지금은 { $players } 님을 기다립니다. 현재 안내는 `/game status`(또는 `/hand`)로 보세요.
bad-button = 제가 만든 버튼이 아닙니다.
# A text whose word names several things (a name's beginning, players who share a name).
ambiguous = “{ $text }”{ JOSA($text, "은") } { $count }가지 다른 것을 뜻할 수 있습니다. 하나를 고르세요 (또는 이름을 더 쓰세요):
# One reading of an ambiguous text that no button offers: write its notation.
ambiguous-reading = { $label }: `{ $notation }`
menu-choose = 선택… ({ $total }개 중 { $from }–{ $to })
conflict = 다른 사람이 같은 순간에 행동해서 먼저 처리되었습니다. 당신의 행동은 하나도 적용되지 않았습니다. 현재 안내를 보고 다시 시도하세요.
prompt-public = { $player }: { $ask }
prompt-private-waiting = { $players } 님이 DM(또는 `/hand`)에서 선택하기를 기다리는 중입니다.
choice-of = { $player }: { $label }
menu-choose-for = { $player }: 선택…
dm-refused = { $player } 님에게 DM을 보낼 수 없었습니다. { $player } 님, `/hand`를 쓰면 비공개 정보를 여기서 본인만 볼 수 있게 확인할 수 있습니다.
done-see-channel = 완료했습니다. 게임 채널을 보세요.
answered-privately = 비공개로 답했습니다 (답은 본인만 볼 수 있습니다).
scene-waiting-for = 기다리는 중: { $players }
undo-nothing = 되돌릴 것이 없습니다.
undo-not-yours = 마지막 행동은 당신의 것이 아닙니다. 호스트만 되돌릴 수 있습니다.
undo-barrier = 마지막 행동은 정보를 공개했거나 주사위를 굴렸습니다. 호스트만 되돌릴 수 있습니다.
undone = { $player } 님이 행동 #{ $seq }{ JOSA($seq, "을") } 되돌렸습니다: { $action }
undone-barrier = { $player } 님(호스트)이 되돌리기 장벽(주사위, 카드 뽑기 또는 비공개 정보)을 넘어 행동 #{ $seq }{ JOSA($seq, "을") } 되돌렸습니다: { $action }
unknown-command = 이 명령은 여기서 쓸 수 없습니다.
bad-argument = “{ $input }”{ JOSA($input, "을") } 읽을 수 없었습니다: { $error }

## Errors
error-internal = 저희 쪽에서 문제가 생겼습니다. 아무것도 바뀌지 않았습니다. 참조 번호: { $reference }
restarting = 봇이 다시 시작하는 중입니다. 아무것도 실행되지 않았습니다. 잠시 후 다시 시도해 주세요.

## Reminders
remind-settings = 알림 설정: { $interval }, 방해 금지 시간 { $quiet } ({ $tz }), 휴가 { $vacation ->
        [1] 켜짐
       *[0] 꺼짐
    }.
bad-quiet = 방해 금지 시간 “{ $quiet }”{ JOSA($quiet, "이") } 올바르지 않습니다: 0–23시로 HH-HH 형식(예: 22-07) 또는 off를 쓰세요.
bad-tz = “{ $tz }”{ JOSA($tz, "은") } 제가 아는 시간대가 아닙니다: Europe/Berlin이나 Asia/Seoul 같은 IANA 이름, KST나 PDT 같은 약어, 또는 UTC+9 같은 오프셋을 쓰세요.
ambiguous-tz = “{ $tz }”{ JOSA($tz, "은") } 여러 시간대를 가리킵니다: 뜻하는 것을 쓰세요 ({ $zones }).
reminder-first = { $player } 님, 게임이 기다리고 있습니다 ({ $hours }시간째).
reminder-again = { $player } 님, 다시 알려 드립니다: 테이블이 { $hours }시간째 기다리고 있습니다.
reminder-final = { $player } 님, 마지막 알림입니다: 게임이 { $hours }시간째 기다렸습니다. 호스트가 `/game adjust`나 `/game settings`로 개입할 수 있습니다.
reminder-dm = { $channel }에서 당신의 차례입니다. { $hours }시간째 기다리고 있습니다 ({ $level }번째 알림).

## Odds
odds-side = { $side } 쪽: { $problem }
odds-result = { $ground ->
        [1] 지상전
       *[0] 우주전
    }: 공격자 승리 { $attacker }% · 무승부 { $draw }% · 방어자 승리 { $defender }%.
not-your-button = 이 버튼은 다른 플레이어에게 제시된 것입니다. 게임은 { $players } 님을 기다리고 있습니다.
button-hand = 손패
hand-button-not-yours = 이 버튼은 다른 플레이어의 손패를 보여 줍니다. 자신의 손패는 `/hand`로 보세요.
summary-duration = { $days }일 { $hours }시간 동안 플레이했고, 받아들여진 행동은 { $actions }개입니다.
odds-result-eclipse = 이클립스 전투: 공격자 승리 { $attacker }% · 무승부 { $draw }% · 방어자 승리 { $defender }%.
unknown-game = "{ $game }"(이)라는 게임은 없습니다: { $games } 중 하나를 쓰세요.
odds-none = { $game } 게임에는 승률 계산기가 없습니다.
options-quotes = 옵션의 따옴표가 닫히지 않았습니다: { $options }. 공백이 있는 값은 큰따옴표로 감싸세요. 예: map="18 19 20 …".
odds-flag = “{ $flag }”{ JOSA($flag, "은") } 여기서 쓸 수 있는 승률 옵션이 아닙니다. 가능한 옵션: { $flags }.
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
bad-language = “{ $language }”{ JOSA($language, "은") } 이 봇이 쓰는 언어가 아닙니다. 다음 중에서 고르세요: { $languages }.
# /help
help-intro = Starpost는 채널에서 플레이 바이 포스트 게임을 진행합니다. 게임: { $games }.
help-start = 여기서 `/game new game:<id>`로 게임을 시작하세요 (아래 옵션은 `options:"…"`에 넣습니다). 그다음 각 플레이어가 `/game join`하고 호스트가 `/game start`합니다.
help-game = { $game } (`{ $id }`): { $min }–{ $max }인, 옵션: { $options }
help-lobby = 이 채널에서 { $game } 게임을 준비하고 있습니다: 현재 { $count }명. `/game join`으로 참가하세요. 호스트가 `/game start`로 시작합니다.
help-playing = 이 채널에서 { $game } 게임이 진행 중입니다.
help-over = 게임이 끝났습니다: `/game status`로 최종 보드와 순위를 볼 수 있습니다.
help-awaited-you = 당신의 차례입니다: { $ask }
help-choice = { $label } (`{ $notation }`)
help-choices = 선택지: { $choices }{ $more ->
        [0] {""}
       *[other] {" "}외 { $more }개 (`/play` 참고)
    }. 버튼을 누르거나 `/play action:"<notation>"`으로 직접 입력하세요.
help-awaited-others = 기다리는 중: { $players }. 지금은 할 일이 없습니다.
help-spectator = 이 게임에 앉아 있지 않습니다. 기다리는 중: { $players }. `/game status`로 진행을 지켜보세요.
help-commands = 명령: `/game status` (보드, 누구를 기다리는지), `/hand` (비공개 정보, DM에서도 가능), `/play action:"…"` (선택지 직접 입력), `/game log`, `/game undo`, `/odds`, `/remind`, `/vacation`, `/game settings`, `/help`.
dm-several-games = 참여 중인 게임이 { $count }개입니다: 어느 게임인지 알 수 있도록 그 게임의 채널에서 보내 주세요.
remind-interval-hours = { $hours }시간마다
remind-interval-default = 게임의 기본 간격으로
button-order-on = { $order }: 켜기
button-order-off = { $order }: 끄기
orders-button-stale = 그 명령은 그 사이에 바뀌었습니다: 지금의 상시 명령은 `/help`에서 보세요.
