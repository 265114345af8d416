//! Time zones as players write them: IANA names in any case (`asia/seoul`), the common
//! abbreviations (`KST`, `JST`, `PST`, `CEST`…) and UTC offsets (`UTC+9`), each stored as the
//! IANA zone it means. An abbreviation that means several zones (`CST`, `IST`) is refused with
//! its readings.

use chrono_tz::{TZ_VARIANTS, Tz};

/// Abbreviations that name one zone (summer and winter forms name the same zone).
const ABBREVIATIONS: &[(&str, &str)] = &[
    ("UTC", "UTC"),
    ("GMT", "UTC"),
    ("Z", "UTC"),
    ("KST", "Asia/Seoul"),
    ("JST", "Asia/Tokyo"),
    ("HKT", "Asia/Hong_Kong"),
    ("SGT", "Asia/Singapore"),
    ("PHT", "Asia/Manila"),
    ("WIB", "Asia/Jakarta"),
    ("AEST", "Australia/Sydney"),
    ("AEDT", "Australia/Sydney"),
    ("ACST", "Australia/Adelaide"),
    ("ACDT", "Australia/Adelaide"),
    ("AWST", "Australia/Perth"),
    ("NZST", "Pacific/Auckland"),
    ("NZDT", "Pacific/Auckland"),
    ("WET", "Europe/Lisbon"),
    ("WEST", "Europe/Lisbon"),
    ("BST", "Europe/London"),
    ("CET", "Europe/Paris"),
    ("CEST", "Europe/Paris"),
    ("EET", "Europe/Athens"),
    ("EEST", "Europe/Athens"),
    ("MSK", "Europe/Moscow"),
    ("EST", "America/New_York"),
    ("EDT", "America/New_York"),
    ("CDT", "America/Chicago"),
    ("MST", "America/Denver"),
    ("MDT", "America/Denver"),
    ("PST", "America/Los_Angeles"),
    ("PDT", "America/Los_Angeles"),
    ("AKST", "America/Anchorage"),
    ("AKDT", "America/Anchorage"),
    ("HST", "Pacific/Honolulu"),
    ("BRT", "America/Sao_Paulo"),
    ("ART", "America/Argentina/Buenos_Aires"),
];

/// Abbreviations that name several zones, with their readings.
const AMBIGUOUS: &[(&str, &[&str])] = &[
    (
        "CST",
        &["America/Chicago", "Asia/Shanghai", "America/Havana"],
    ),
    ("IST", &["Asia/Kolkata", "Europe/Dublin", "Asia/Jerusalem"]),
    ("AST", &["America/Halifax", "Asia/Riyadh"]),
];

/// What a player wrote for a time zone.
#[derive(Debug, PartialEq)]
pub enum Reading {
    Zone(Tz),
    /// An abbreviation of several zones: the IANA names to choose from.
    Ambiguous(&'static [&'static str]),
    Unknown,
}

pub fn read(input: &str) -> Reading {
    let s = input.trim();
    if let Some(tz) = TZ_VARIANTS
        .iter()
        .find(|t| t.name().eq_ignore_ascii_case(s))
    {
        return Reading::Zone(*tz);
    }
    if let Some((_, name)) = ABBREVIATIONS
        .iter()
        .find(|(a, _)| a.eq_ignore_ascii_case(s))
    {
        return name.parse().map_or(Reading::Unknown, Reading::Zone);
    }
    if let Some((_, names)) = AMBIGUOUS.iter().find(|(a, _)| a.eq_ignore_ascii_case(s)) {
        return Reading::Ambiguous(names);
    }
    offset(s).map_or(Reading::Unknown, Reading::Zone)
}

/// `UTC+9`, `GMT-3`, `+09`, `UTC+05:00` (whole hours): the `Etc/GMT` zone, whose sign is
/// inverted by the POSIX convention (`UTC+9` is `Etc/GMT-9`).
fn offset(s: &str) -> Option<Tz> {
    let upper = s.to_ascii_uppercase();
    let rest = upper
        .strip_prefix("UTC")
        .or_else(|| upper.strip_prefix("GMT"))
        .unwrap_or(&upper);
    let (sign, digits) = match rest.chars().next()? {
        '+' => (1, &rest[1..]),
        '-' => (-1, &rest[1..]),
        _ => return None,
    };
    let hours = digits.strip_suffix(":00").unwrap_or(digits);
    let h: i32 = hours.parse().ok()?;
    if !(0..=14).contains(&h) {
        return None;
    }
    if h == 0 {
        return Some(Tz::UTC);
    }
    let name = format!("Etc/GMT{}{h}", if sign > 0 { '-' } else { '+' });
    name.parse().ok()
}

/// Abbreviations that start with `partial` and zone names that contain it, for
/// autocompletion: (what to show, the zone it stores), at most `limit`.
pub fn suggestions(partial: &str, limit: usize) -> Vec<(String, String)> {
    let p = partial.trim().to_ascii_lowercase();
    let abbreviations = ABBREVIATIONS
        .iter()
        .filter(|(a, _)| a.to_ascii_lowercase().starts_with(&p) && !p.is_empty())
        .map(|(a, name)| (format!("{a} ({name})"), name.to_string()));
    let zones = TZ_VARIANTS
        .iter()
        .map(|t| t.name())
        .filter(|n| n.to_ascii_lowercase().contains(&p))
        .map(|n| (n.to_string(), n.to_string()));
    abbreviations.chain(zones).take(limit).collect()
}

/// Whether the local hour `hour` falls in quiet hours `[start, end)` (wrapping past midnight).
pub fn in_quiet_hours(hour: u32, start: i64, end: i64) -> bool {
    let h = hour as i64;
    match start.cmp(&end) {
        std::cmp::Ordering::Less => (start..end).contains(&h),
        std::cmp::Ordering::Greater => h >= start || h < end,
        std::cmp::Ordering::Equal => false,
    }
}

/// `due`, or, when it falls in the quiet hours `start`–`end` of the time zone `zone` (an IANA
/// name; UTC when unknown), the end of those quiet hours: a deadline never runs out while its
/// player sleeps.
pub fn after_quiet_hours(
    due: chrono::DateTime<chrono::Utc>,
    start: i64,
    end: i64,
    zone: Option<&str>,
) -> chrono::DateTime<chrono::Utc> {
    use chrono::{Duration, DurationRound, Timelike};
    let tz: Tz = zone.and_then(|z| z.parse().ok()).unwrap_or(Tz::UTC);
    if !in_quiet_hours(due.with_timezone(&tz).hour(), start, end) {
        return due;
    }
    // The next whole hour that is not quiet (at most a day away).
    let mut t = due.duration_trunc(Duration::hours(1)).unwrap_or(due);
    for _ in 0..25 {
        t += Duration::hours(1);
        if !in_quiet_hours(t.with_timezone(&tz).hour(), start, end) {
            return t;
        }
    }
    due
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_abbreviations_and_offsets_are_read() {
        assert_eq!(read("asia/seoul"), Reading::Zone(chrono_tz::Asia::Seoul));
        assert_eq!(read("KST"), Reading::Zone(chrono_tz::Asia::Seoul));
        assert_eq!(read("jst"), Reading::Zone(chrono_tz::Asia::Tokyo));
        assert_eq!(read("PDT"), Reading::Zone(chrono_tz::America::Los_Angeles));
        assert_eq!(read("UTC+9"), Reading::Zone(chrono_tz::Etc::GMTMinus9));
        assert_eq!(read("GMT-3"), Reading::Zone(chrono_tz::Etc::GMTPlus3));
        assert_eq!(read("+05:00"), Reading::Zone(chrono_tz::Etc::GMTMinus5));
        assert_eq!(read("UTC"), Reading::Zone(Tz::UTC));
        assert!(matches!(read("CST"), Reading::Ambiguous(n) if n.contains(&"Asia/Shanghai")));
        assert_eq!(read("Mars/Olympus"), Reading::Unknown);
        assert_eq!(read("UTC+99"), Reading::Unknown);
    }

    #[test]
    fn every_abbreviation_names_a_zone() {
        for (a, name) in ABBREVIATIONS {
            assert!(name.parse::<Tz>().is_ok(), "{a}: {name}");
        }
        for (a, names) in AMBIGUOUS {
            for n in *names {
                assert!(n.parse::<Tz>().is_ok(), "{a}: {n}");
            }
        }
    }

    /// A reaction deadline that falls in a player's quiet hours moves to their end, in the
    /// player's own time zone.
    #[test]
    fn deadlines_wait_for_the_end_of_quiet_hours() {
        let at = |s: &str| s.parse::<chrono::DateTime<chrono::Utc>>().unwrap();
        // Quiet 22–7 in Seoul (UTC+9): 15:30 UTC is 00:30 there, so it waits for 07:00 KST.
        assert_eq!(
            after_quiet_hours(at("2026-03-02T15:30:00Z"), 22, 7, Some("Asia/Seoul")),
            at("2026-03-02T22:00:00Z")
        );
        // 03:00 UTC is 12:00 in Seoul: not quiet, unchanged.
        assert_eq!(
            after_quiet_hours(at("2026-03-02T03:00:00Z"), 22, 7, Some("Asia/Seoul")),
            at("2026-03-02T03:00:00Z")
        );
        // No zone: UTC.
        assert_eq!(
            after_quiet_hours(at("2026-03-02T23:10:00Z"), 22, 7, None),
            at("2026-03-03T07:00:00Z")
        );
    }

    #[test]
    fn suggestions_offer_abbreviations_and_names() {
        let s = suggestions("ks", 25);
        assert_eq!(
            s.first(),
            Some(&("KST (Asia/Seoul)".to_string(), "Asia/Seoul".to_string()))
        );
        assert!(
            suggestions("seoul", 25)
                .iter()
                .any(|(_, zone)| zone == "Asia/Seoul")
        );
        assert_eq!(suggestions("", 25).len(), 25);
    }
}
