# Strategy cards' primaries and secondaries by buttons (rules/strategic.rs).
ti4-choice-primary-nothing = Nothing can be done: skip the primary
ti4-choice-ready-none = nothing to ready
ti4-choice-ready-one = ready { $planet }
ti4-choice-ready-two = ready { $first } and { $second }
ti4-choice-diplomacy = { $system }: { $ready }
ti4-choice-construct = { $unit ->
    [dock] Space dock
   *[pds] PDS
} on { $planet }
ti4-choice-warfare-system = Take your token off { $system }
ti4-choice-token-split = Tactic { $tactic } · fleet { $fleet } · strategy { $strategy }
ti4-choice-tokens-paid = +{ $tactic } tactic +{ $fleet } fleet +{ $strategy } strategy (pay { $paid })
ti4-choice-research-second = Also research { $tech } (pay { $paid })
ti4-choice-no-second-research = No second technology
ti4-choice-no-second-pds = No second PDS
ti4-choice-primary-back = Back
ti4-ask-primary-4-second = Construction: place a second PDS on a planet you control, or not.
ti4-ask-primary-6-second = Warfare: place all your command tokens again, the one taken back included.
ti4-ask-primary-7-second = Technology: research a second technology for 6 resources, or not.
ti4-ask-secondary-6-draft = Warfare secondary: { $draft }
