# Objectives outside status step 1 (§16), claims, deals (§5):
# src/games/ti4/rules/objectives.rs, status.rs, transactions.rs

ti4-log-can-score-now = Your secret objective { $objective } can be scored now, until the end of this action phase: `score { $id }`.
ti4-hand-can-score = You can score { $objective } now (until the end of this action phase): `score { $id }`.
ti4-public-in-status = { $objective } is a public objective: public objectives are scored in the status phase (or with the Imperial strategy card).
ti4-scored-in-status = { $objective } is scored in the status phase, not now.
ti4-scored-in-action = { $objective } is scored during the action phase, when its moment comes, not in the status phase.
ti4-event-not-seen = I haven't seen the condition of { $objective } met during this action phase. If it happened through an effect I didn't follow (an adjustment), `claim { $id }` shows the objective to the others and asks them to confirm.
ti4-claim-help = Write `claim <objective>`: an action-phase secret objective of yours whose moment I didn't see.
ti4-claim-pending = Another claim is waiting for answers; try again once it is settled.
ti4-claim-checked = I check { $objective } myself: there is nothing to claim.
ti4-claim-action-phase = Claims are made during the action phase, when action-phase objectives are scored.
ti4-claim-score-instead = I saw it happen: write `score { $id }`.
ti4-log-claim = { $player } claims the secret objective { $objective } (“{ $text }”), which the engine did not see met. The other players confirm or dispute: it scores if more than half of them confirm; whoever has not answered when the reaction time runs out counts as confirming.
ti4-ask-claim = { $player } claims { $objective }: confirm if it was met, or dispute.
ti4-choice-confirm = Confirm
ti4-choice-dispute = Dispute
ti4-no-claim = There is no claim waiting for your answer.
ti4-log-claim-confirm = { $player } confirms the claim.
ti4-log-claim-dispute = { $player } disputes the claim.
ti4-log-claim-expired = Time is up for the claim: { $players } count as confirming.
ti4-log-claim-accepted = The table confirms { $player }'s claim of { $objective }.
ti4-log-claim-refused = The claim is refused: { $objective } stays unscored in { $player }'s hand.
ti4-choice-score-spy-network = Score { $objective } (discard { $cards })
ti4-spy-network-five = Form a Spy Network discards exactly 5 action cards: you named { $named }. Write `score form_a_spy_network discard <5 cards>`, or name none to discard the 5 oldest.
ti4-score-no-discard = { $objective } doesn't discard action cards.
ti4-log-spy-network-discard = { $player } discards 5 action cards to score Form a Spy Network: { $cards }.

ti4-ask-deal = { $from } proposes a deal. Settled now if you accept: { $goods } Promised (not binding): “{ $terms }” — { $public ->
    [yes] made public if you accept.
   *[no] kept between the two of you.
}
ti4-deal-no-goods = nothing changes hands.
ti4-deal-terms-too-long = The terms of a deal are limited to { $max } characters.
ti4-log-deal-offered = { $from } proposes a deal to { $to } (its terms stay between them until it is accepted).
ti4-log-offer-withdrawn = { $from } withdraws the offer to { $to }.
ti4-log-deal-terms = Deal between { $from } and { $to }, promised (not binding, §5.4): “{ $terms }”.
ti4-log-deal-private = { $from } and { $to } agree on a deal whose terms stay between them.
