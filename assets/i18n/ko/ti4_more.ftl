# 전략 단계, 정비 단계, 점령 변경, 이동의 액션 카드와 조약, 세력 조약.

ti4-log-keeps-strategy = { $player } 님은 전략 카드를 그대로 가지고 있어 (정치적 안정) 이번 단계에 고르지 않습니다.
ti4-disgraced-card = { $card }{ JOSA($card, "을") } 내놓아야 했습니다 (공개적 망신): 다른 카드를 고르세요. 남은 카드: { $available }
ti4-card-no-ships-there = 그 성계에 당신의 함선이 없습니다.
ti4-card-no-structures-taken = 이번 전술 액션에서 다른 플레이어의 PDS나 우주 항만이 있는 행성을 차지하지 않았습니다.
ti4-card-not-the-taker = 이번 전술 액션에서 당신의 행성을 차지한 플레이어의 행성을 쓰고, 이어서 당신의 행성을 쓰세요.
ti4-card-no-strategy-cards = 가지고 있을 전략 카드가 없습니다.
ti4-card-no-pick = 대응할 다른 플레이어의 선택이 없습니다: 다른 플레이어가 고른 직후, 다음 선택 전에 사용하세요.
ti4-card-no-other-strategy-card = 그 플레이어가 고를 수 있는 다른 전략 카드가 남아 있지 않습니다.
ti4-log-card-silence = 이번 전술 액션 동안 { $tile } 성계에서 출발하는 { $player } 님의 함선은 다른 플레이어의 함선이 있는 성계를 통과할 수 있습니다.
ti4-log-card-star-chart = 이번 전술 액션 동안 알파 웜홀과 베타 웜홀이 있는 성계는 인접합니다 ({ $player }).
ti4-log-card-infiltrate = { $player } 님이 { $planet }의 구조물을 차지합니다: 증원부대에서 { $count }개를 놓습니다.
ti4-log-card-reparations = { $player } 님이 { $theirs }{ JOSA($theirs, "을") } 소모하고 { $mine }{ JOSA($mine, "을") } 준비합니다.
ti4-log-card-stability = { $player } 님은 정비 단계에 전략 카드를 그대로 가지고 있고 다음 전략 단계에 고르지 않습니다.
ti4-log-card-disgrace = { $player } 님이 { $other } 님에게 { $card }{ JOSA($card, "을") } 내놓게 합니다: { $other } 님이 다시 고릅니다.
ti4-ask-spy-net = 첩보망: { $player } 님의 손에서 카드 1장을 가져오세요.
ti4-log-note-prescience = { $player } 님이 { $owner } 님의 예지력의 선물을 사용합니다: 이번 라운드 주도권 순서에서 첫 번째가 됩니다.
ti4-log-note-acquiescence = { $player } 님이 { $owner } 님의 묵인을 사용합니다: { $mine }{ JOSA($mine, "은") } { $owner } 님에게, { $theirs }{ JOSA($theirs, "은") } { $player } 님에게 갑니다.
ti4-note-has-tech = 이미 { $tech }{ JOSA($tech, "을") } 보유하고 있습니다.
ti4-log-note-research-agreement = { $player } 님이 { $owner } 님의 연구 협약을 사용하여 { $tech }{ JOSA($tech, "을") } 획득합니다.
ti4-note-empty-hand = { $owner } 님에게는 가져올 액션 카드가 없습니다.
ti4-log-note-spy-net = { $player } 님이 { $owner } 님의 첩보망을 사용하여 그 손을 봅니다.
ti4-log-note-spy-net-public = { $player } 님이 { $owner } 님의 손에서 액션 카드 1장을 가져옵니다.
ti4-log-note-spy-net-took = { $player } 님이 { $owner } 님의 손에서 { $card }{ JOSA($card, "을") } 가져왔습니다 (첩보망).
ti4-note-card-not-there = { $owner } 님의 손에 "{ $card }"{ JOSA($card, "이") } 없습니다. 다음 중 하나를 가져오세요: { $cards }
ti4-log-note-mutagen = { $player } 님이 { $owner } 님의 그레이파이어 돌연변이원을 사용합니다: 이번 전술 액션의 남은 동안 { $owner } 님은 세력 능력과 세력 기술을 쓸 수 없습니다.
ti4-note-bad-wormhole-spot = { $tile } 성계에는 토큰을 놓을 수 없습니다: 당신이 점령한 행성이 있는 성계나, 다른 플레이어의 함선이 없는 고향 외 성계를 고르세요.
ti4-log-note-creuss-iff = { $player } 님이 { $owner } 님의 크레우스 피아식별을 사용합니다: { $wormhole } 웜홀 토큰이 이제 { $tile } 성계에 있습니다.
# Two names of one place, such as a system by its planets (Abyz/Fria).
ti4-name-pair = { $first }/{ $second }
# A numbered name in a list, such as a strategy card by initiative (3 Politics).
ti4-numbered-name = { $number } { $name }
# One Transit Diodes move: infantry count and the planet they go to.
ti4-diodes-move = { $count } → { $planet }
# A name with its points, such as a public objective: Expand Borders (1).
ti4-name-with-points = { $name } ({ $points })
# Two names, either of which: the top agendas (Anti-Intellectual Revolution / Minister of War).
ti4-name-or = { $first } / { $second }
