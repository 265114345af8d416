# 정비 1번 과정 밖의 목적 (§16), 달성 주장, 계약 (§5):
# src/games/ti4/rules/objectives.rs, status.rs, transactions.rs

ti4-log-can-score-now = 비밀 목적 { $objective }{ JOSA($objective, "을") } 이번 액션 단계가 끝날 때까지 지금 달성할 수 있습니다: `score { $id }`.
ti4-hand-can-score = 지금 { $objective }{ JOSA($objective, "을") } 달성할 수 있습니다 (이번 액션 단계가 끝날 때까지): `score { $id }`.
ti4-public-in-status = { $objective }{ JOSA($objective, "은") } 공용 목적입니다: 공용 목적은 정비 단계에 (또는 제국 전략 카드로) 달성합니다.
ti4-scored-in-status = { $objective }{ JOSA($objective, "은") } 지금이 아니라 정비 단계에 달성합니다.
ti4-scored-in-action = { $objective }{ JOSA($objective, "은") } 정비 단계가 아니라 액션 단계 중 그 시점이 왔을 때 달성합니다.
ti4-event-not-seen = 이번 액션 단계에 { $objective }의 조건이 충족되는 것을 보지 못했습니다. 제가 따라가지 못한 효과(조정)로 일어났다면, `claim { $id }`로 다른 플레이어들에게 목적을 보여 주고 확인을 요청하세요.
ti4-claim-help = `claim <objective>`를 쓰세요: 제가 그 시점을 보지 못한, 당신의 액션 단계 비밀 목적입니다.
ti4-claim-pending = 다른 주장이 답을 기다리고 있습니다. 그것이 정리된 뒤 다시 시도하세요.
ti4-claim-checked = { $objective }{ JOSA($objective, "은") } 제가 직접 확인합니다: 주장할 것이 없습니다.
ti4-claim-action-phase = 주장은 액션 단계 목적을 달성하는 액션 단계 중에 합니다.
ti4-claim-score-instead = 일어나는 것을 봤습니다: `score { $id }`를 쓰세요.
ti4-log-claim = { $player } 님이 엔진이 충족을 보지 못한 비밀 목적 { $objective }(“{ $text }”)의 달성을 주장합니다. 다른 플레이어들이 확인하거나 이의를 제기합니다: 절반 넘게 확인하면 달성되며, 반응 시간이 끝날 때까지 답하지 않은 사람은 확인한 것으로 봅니다.
ti4-ask-claim = { $player } 님이 { $objective }의 달성을 주장합니다: 충족되었다면 확인하고, 아니면 이의를 제기하세요.
ti4-choice-confirm = 확인
ti4-choice-dispute = 이의 제기
ti4-no-claim = 답을 기다리는 주장이 없습니다.
ti4-log-claim-confirm = { $player } 님이 주장을 확인합니다.
ti4-log-claim-dispute = { $player } 님이 주장에 이의를 제기합니다.
ti4-log-claim-expired = 주장의 시간이 다 되었습니다: { $players } 님은 확인한 것으로 봅니다.
ti4-log-claim-accepted = 테이블이 { $player } 님의 { $objective } 달성 주장을 확인합니다.
ti4-log-claim-refused = 주장이 거부되었습니다: { $objective }{ JOSA($objective, "은") } 달성되지 않은 채 { $player } 님의 손에 남습니다.
ti4-choice-score-spy-network = { $objective } 달성 ({ $cards } 버리기)
ti4-spy-network-five = 첩보망 구축은 액션 카드를 정확히 5장 버립니다: { $named }장을 썼습니다. `score form_a_spy_network discard <5 cards>`로 쓰거나, 아무것도 쓰지 않으면 가장 오래된 5장을 버립니다.
ti4-score-no-discard = { $objective }{ JOSA($objective, "은") } 액션 카드를 버리지 않습니다.
ti4-log-spy-network-discard = { $player } 님이 첩보망 구축을 달성하려고 액션 카드 5장을 버립니다: { $cards }.

ti4-ask-deal = { $from } 님이 계약을 제안합니다. 수락하면 지금 정산: { $goods } 약속 (구속력 없음): “{ $terms }” — { $public ->
    [yes] 수락하면 공개됩니다.
   *[no] 두 사람 사이에만 남습니다.
}
ti4-deal-no-goods = 주고받는 것이 없습니다.
ti4-deal-terms-too-long = 계약 조건은 { $max }자까지입니다.
ti4-log-deal-offered = { $from } 님이 { $to } 님에게 계약을 제안합니다 (조건은 수락될 때까지 두 사람만 압니다).
ti4-log-offer-withdrawn = { $from } 님이 { $to } 님에게 한 제안을 철회합니다.
ti4-log-deal-terms = { $from } 님과 { $to } 님의 계약, 약속 (구속력 없음, §5.4): “{ $terms }”.
ti4-log-deal-private = { $from } 님과 { $to } 님이 조건을 두 사람만 아는 계약에 합의합니다.
