# 전투와 침입 중의 끼어들기: 그 시점의 멈춤, 거기서 사용하는 카드, 조약, 법규
# (rules/moments.rs, combat.rs, cards.rs, notes.rs).

## Pauses
ti4-ask-moment-after-move = { $player } 님이 활성 성계로 함선을 이동했습니다. 지금 (우주포 공격 전에) 카드를 사용하거나 계속하세요.
ti4-ask-moment-round-start = 전투 { $round }라운드 시작입니다. 지금 카드나 조약을 사용하거나 계속하세요.
ti4-ask-moment-after-retreat = { $player } 님이 후퇴를 선언했습니다. 지금 카드를 사용하거나 계속하세요.
ti4-ask-moment-after-roll = 주사위를 굴렸습니다. 지금 다시 굴리거나 카드를 사용하거나 계속하세요.
ti4-ask-moment-with-dice = { $moment } 당신의 주사위 (* = 타격): { $dice }.
ti4-ask-moment-after-hits = 타격을 할당했습니다. 지금 카드를 사용하거나 계속하세요.
ti4-ask-moment-after-win = { $player } 님이 우주전에서 승리했습니다. 지금 카드를 사용하거나 계속하세요.
ti4-ask-moment-invasion = { $player } 님이 당신의 행성에 침입하려 합니다. 지금 카드를 사용하거나 계속하세요.
ti4-ask-moment-after-commit = { $player } 님이 지상군을 투입했습니다. 지금 카드나 조약을 사용하거나 계속하세요.
ti4-choice-moment-continue = 계속
ti4-pause-play-card = { $card } 사용 { $target }
ti4-pause-play-note = { $owner } 님의 { $note } 사용 { $target }
ti4-choice-reroll-funding = 빗나간 주사위 다시 굴리기 (전쟁 자금)
ti4-choice-reroll-crown = 빗나간 주사위 다시 굴리기 (탈노스의 왕관: 다시 굴려도 빗나간 유닛은 파괴)
ti4-log-moment-pass = { $player } 님이 계속합니다.
ti4-log-pause-expired = 시간이 다 되었습니다: { $players } 님이 답하지 않아 게임이 계속됩니다.
ti4-moment-open = 게임이 전술 액션의 이 시점에서 { $players } 님을 기다리고 있습니다: 그것이 먼저입니다.

## Rerolls (§55)
ti4-reroll-usage = `reroll funding <dice>` 또는 `reroll crown <dice>`로 쓰세요: 주사위 번호(1부터, 표시된 순서) 또는 `misses`.
ti4-reroll-help = 주사위를 1부터 { $dice }까지 번호로 한 번씩 쓰거나 `misses`를 쓰세요.
ti4-reroll-not-now = 주사위는 전투 굴림 직후, 타격을 할당하기 전에 다시 굴립니다.
ti4-reroll-used = 이번 라운드에 이미 그것으로 다시 굴렸습니다.
ti4-reroll-no-crown = 탈노스의 왕관의 주인만 그것으로 다시 굴립니다.
ti4-reroll-no-funding = 이번 우주전 라운드에 전쟁 자금을 사용한 플레이어만 그것으로 다시 굴립니다.
ti4-reroll-fire-team = 화력 팀은 액션 카드입니다: `play fire_team <dice>`.
ti4-not-a-combatant = 이 전투에 참여한 플레이어만 할 수 있습니다.
ti4-log-reroll = { $player } 님이 { $source ->
    [crown] 탈노스의 왕관으로
    [funding] 전쟁 자금으로
   *[other] 화력 팀으로
} 다시 굴립니다: { $before } → { $after } (현재 타격 { $hits }개).
ti4-log-crown-destroys = 탈노스의 왕관: { $player } 님이 다시 굴려도 빗나간 유닛을 파괴합니다: { $units }.

## Hits and destroyed ships
ti4-ask-destroy-ships = 원하는 함선 { $hits }척을 파괴하세요 (결사항전: 피해 견딤으로 막을 수 없음): `hits default`는 가장 싼 함선부터 고르며, 또는 `/play action:"hits 1 cruiser"`처럼 쓰세요.
ti4-cannot-sustain-destroy = 피해 견딤은 타격을 취소할 뿐, 파괴해야 하는 함선은 막지 못합니다.
ti4-log-direct-hit = 직격: { $player } 님이 피해 견딤을 사용한 { $other } 님의 { $unit }{ JOSA($unit, "을") } 파괴합니다.
ti4-log-courageous = 결사항전: { $player } 님이 { $value }에 대해 { $dice }{ JOSA($dice, "을") } 굴립니다. { $other } 님은 함선 { $count }척을 파괴해야 합니다.
ti4-log-skilled-retreat = 일사불란한 후퇴: { $player } 님의 함선이 { $tile }{ JOSA($tile, "으로") } 떠납니다. 전투는 무승부로 끝납니다.

## Cards
ti4-card-no-sustained-ship = 다른 플레이어의 { $unit } 중 방금 당신의 유닛에 대해 피해 견딤을 사용한 것이 없습니다.
ti4-card-no-lost-ship = 이번 우주전에서 방금 { $unit }{ JOSA($unit, "을") } 잃지 않았습니다.
ti4-card-skilled-retreat-where = 일사불란한 후퇴는 다른 플레이어의 함선이 없는 인접 성계로 갑니다: { $tiles }.
ti4-card-needs-dock-in-reach = 당신의 우주 항만이 있는 성계의 타일을 쓰세요: 활성 성계 또는 그에 인접한 성계.
ti4-card-parley-planet = 방금 지상군이 투입된, 당신이 점령한 행성을 쓰세요.
ti4-card-bunker-no-planet = 벙커는 침입당하는 성계에서 당신이 점령한 행성을 보호합니다.
ti4-card-not-invader = 침입하는 플레이어만 사용할 수 있습니다.
ti4-card-disable-no-pds = 침입당하는 성계에 다른 플레이어의 PDS가 없습니다.
ti4-log-card-intercept = 가로막기: { $player } 님의 상대는 이번 라운드에 후퇴할 수 없습니다.
ti4-log-card-salvage = 인양: { $other } 님이 { $player } 님에게 원자재 { $count }개를 (무역품으로) 줍니다.
ti4-log-card-bunker = 벙커: 이번 침입 동안 { $player } 님의 행성에 대한 폭격 굴림이 -4를 받습니다.
ti4-log-card-disable = 무력화: 이번 침입 동안 { $player } 님의 상대가 가진 PDS는 행성 보호막과 우주포를 쓸 수 없습니다.
ti4-log-parley = 교섭: { $player } 님의 지상군 { $count }개가 { $planet }에서 우주 영역으로 돌아갑니다.

## Notes
ti4-note-no-forces-there = 조약의 주인은 당신이 방금 착륙한 행성에 지상군이 없습니다.
ti4-note-not-owners-planet = { $owner } 님이 점령한 다른 행성을 쓰세요.
ti4-log-note-war-funding = { $player } 님이 { $owner } 님의 전쟁 자금을 사용합니다: { $owner } 님이 무역품 { $count }개를 잃고, { $player } 님은 이번 라운드에 주사위를 다시 굴릴 수 있습니다.
ti4-log-note-tekklar = { $player } 님이 { $owner } 님의 텍클라 군단을 사용합니다: 이번 전투 동안 전투 굴림 +1 ({ $owner } 님이 상대라면 그쪽은 -1).
ti4-log-note-raghs-call = { $player } 님이 { $owner } 님의 라그의 부름을 사용합니다: { $owner } 님의 지상군 { $count }개가 { $from }에서 { $to }{ JOSA($to, "으로") } 이동합니다.
ti4-note-own = { $note }{ JOSA($note, "은") } 당신의 조약입니다: 자신의 조약은 사용할 수 없습니다. 다른 플레이어에게 주세요.
