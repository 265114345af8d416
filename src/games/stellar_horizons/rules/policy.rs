//! The policy tree (R 6.10): six lines of three levels (base → vigorous → unified). The engine
//! needs only the ids and their lines; effects are read where they apply.

/// The six lines, in the order the default picks use them.
pub const LINES: [&str; 6] = [
    "space-economics",
    "human-policy",
    "robotic-policy",
    "space-settlement",
    "space-diplomacy",
    "military-policy",
];

/// `(line, level)` of a policy id: level 1 base, 2 vigorous, 3 unified.
pub fn level_of(id: &str) -> Option<(&'static str, u8)> {
    for line in LINES {
        if id == line {
            return Some((line, 1));
        }
        if id.strip_prefix("vigorous-") == Some(line) {
            return Some((line, 2));
        }
        if id.strip_prefix("unified-") == Some(line) {
            return Some((line, 3));
        }
    }
    None
}

pub fn is_policy(id: &str) -> bool {
    level_of(id).is_some()
}

pub fn id(line: &str, level: u8) -> String {
    match level {
        1 => line.to_string(),
        2 => format!("vigorous-{line}"),
        _ => format!("unified-{line}"),
    }
}

/// The highest level of a line a faction holds (0: none). Along a line the highest replaces
/// the lower ones (R 2.4, path non-stacking).
pub fn best(policies: &[String], line: &str) -> u8 {
    policies
        .iter()
        .filter_map(|p| level_of(p))
        .filter(|(l, _)| *l == line)
        .map(|(_, n)| n)
        .max()
        .unwrap_or(0)
}

/// The policies a faction may take now: the next level of a line (R 3.1.9: prerequisite is the
/// previous level), at most one unified policy, at most `max` policies in all.
pub fn available(policies: &[String], max: i32) -> Vec<String> {
    if policies.len() as i32 >= max {
        return vec![];
    }
    let has_unified = policies
        .iter()
        .any(|p| level_of(p).is_some_and(|(_, n)| n == 3));
    LINES
        .iter()
        .filter_map(|line| {
            let next = best(policies, line) + 1;
            (next <= 3 && !(next == 3 && has_unified)).then(|| id(line, next))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// R 3.1.9: a policy needs the previous level of its line; at most one unified policy.
    #[test]
    fn sh_3_1_9_policy_prerequisites_and_one_unified() {
        let none: Vec<String> = vec![];
        assert!(available(&none, 10).contains(&"military-policy".to_string()));
        assert!(!available(&none, 10).contains(&"vigorous-military-policy".to_string()));
        let mil = vec![
            "military-policy".to_string(),
            "vigorous-military-policy".to_string(),
        ];
        assert!(available(&mil, 10).contains(&"unified-military-policy".to_string()));
        let uni = vec![
            "human-policy".to_string(),
            "vigorous-human-policy".to_string(),
            "unified-human-policy".to_string(),
            "military-policy".to_string(),
            "vigorous-military-policy".to_string(),
        ];
        assert!(!available(&uni, 10).contains(&"unified-military-policy".to_string()));
        assert!(available(&uni, 5).is_empty(), "the cap of policies");
        assert_eq!(best(&mil, "military-policy"), 2);
    }
}
