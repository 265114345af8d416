# Starpost — 조정, 호스트, 끝난 게임에 대한 동의 (한국어).

## Adjustments
adjust-option-help = “{ $option }”{ JOSA($option, "은") } 조정 옵션이 아닙니다: adjust=host(기본값: 다른 플레이어의 조정은 호스트가 확인) 또는 adjust=anyone(모든 플레이어의 조정이 바로 적용)을 쓰세요.
adjust-proposed-reply = 조정을 호스트에게 제안했습니다. 호스트가 확인하면 적용됩니다.
adjust-proposed = { $player } 님이 조정을 제안합니다: `{ $change }`. 확인되면 다음과 같이 됩니다:
    { $effect }
    { $host } 님, 확인하거나 거절하세요.
adjust-confirm = 확인
adjust-reject = 거절
adjust-confirm-victory = 승리 확인
adjust-host-only = 제안된 조정은 호스트만 확인하거나 거절할 수 있습니다.
adjust-closed = 이 조정은 이미 처리되었습니다 (또는 게임이 끝났습니다).
adjust-rejected = { $player } 님이 { $proposer } 님의 조정 `{ $change }`{ JOSA($change, "을") } 거절했습니다. 아무것도 바뀌지 않았습니다.
adjust-pending-proposal = 호스트를 기다리는 중: { $player } 님이 제안한 조정 `{ $change }`.
adjust-pending-victory = 테이블을 기다리는 중: { $player } 님의 조정 `{ $change }`{ JOSA($change, "은") } 게임을 끝내게 됩니다. 아직 확인할 사람: { $players }.
adjust-log-confirmed = { $proposer } 님이 제안하고 { $host } 님이 확인했습니다.
adjust-victory-held = { $player } 님의 조정 `{ $change }`{ JOSA($change, "은") } 게임을 끝내게 됩니다:
    { $effect }
    조정만으로는 게임이 끝나지 않습니다. 테이블이 확인할 때까지 이 조정 없이 게임이 계속됩니다.
adjust-victory-ask = 테이블이 이 승리를 확인하거나 거절합니다: { $players } 님이 확인해야 하며, 앉아 있는 누구나 거절할 수 있습니다.
adjust-victory-rejected = { $player } 님이 조정 `{ $change }`에 의한 승리를 거절했습니다. 게임은 이 조정 없이 계속됩니다.
adjust-victory-not-yours = 이 승리에는 당신의 확인이 필요하지 않습니다 (당신이 조정했습니다). 거절은 할 수 있습니다.
adjust-victory-confirmed-by = { $player } 님이 승리를 확인했습니다. 아직 기다리는 중: { $players }.
adjust-log-victory-confirmed = 조정에 의한 승리를 { $players } 님이 확인했습니다.

## Hosts
leave-host = 당신은 호스트입니다: 먼저 `/game settings host:<player>`로 게임을 넘기세요 (또는 `/game abandon`으로 포기하세요).
start-host-not-seated = 호스트도 게임에 참가해야 합니다: 시작하기 전에 `/game join`으로 참가하거나 `/game settings host:<player>`로 호스트를 넘기세요.

## Finished games
finished-status = 이 게임은 끝났습니다. 최종 보드와 순위:
game-reopened = 게임이 다시 열렸습니다.
reopen-host-only = 게임이 끝났습니다. 호스트만 마지막 행동을 되돌려 (게임을 다시 열) 수 있습니다.
reopen-channel-busy = 이 채널에서 새 게임이 시작되어 끝난 게임을 다시 열 수 없습니다.
