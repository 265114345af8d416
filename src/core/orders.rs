//! Standing orders' notation, shared by every game that has them (issue 16 item 3): `orders
//! fight on|off` (fight to the end), `orders hits auto|ask` (assign one's hits by the default
//! rule), both in one line, or `orders none` (both off). Each game keeps the orders in its own
//! state and decides what they answer.

/// One standing order a player can switch by pressing a button (`/help`): its name, whether it
/// is on now, and the action (notation) that switches it — the same action as typed, so it
/// replays and is logged. A game lists its own (`Game::order_toggles`); the app names none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toggle {
    pub name: crate::core::Msg,
    pub on: bool,
    pub notation: String,
}

impl Toggle {
    /// `fight` (fight to the end) or `hits` (auto-assign hits) as a toggle: its notation turns
    /// it off when on, on when off.
    pub fn of(name: crate::core::Msg, order: Order, on: bool) -> Toggle {
        let notation = match order {
            Order::Fight => notation(Some(!on), None),
            Order::Hits => notation(None, Some(!on)),
        };
        Toggle { name, on, notation }
    }
}

/// The standing orders of the shared notation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// `orders fight on|off`.
    Fight,
    /// `orders hits auto|ask`.
    Hits,
}

/// (fight, hits) from the words after `orders`; `None` where the text leaves an order as it is.
/// `None` overall when the text is not an order (the caller answers with its help).
pub fn parse(text: &str) -> Option<(Option<bool>, Option<bool>)> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(|w| w.to_ascii_lowercase())
        .collect();
    if words == ["none"] || words == ["off"] {
        return Some((Some(false), Some(false)));
    }
    if words.is_empty() || !words.len().is_multiple_of(2) {
        return None;
    }
    let (mut fight, mut hits) = (None, None);
    for pair in words.chunks(2) {
        match (pair[0].as_str(), pair[1].as_str()) {
            ("fight", "on") => fight = Some(true),
            ("fight", "off") => fight = Some(false),
            ("hits", "auto") => hits = Some(true),
            ("hits", "ask") => hits = Some(false),
            _ => return None,
        }
    }
    Some((fight, hits))
}

/// The notation `parse` reads back: `orders fight on hits ask`.
pub fn notation(fight: Option<bool>, hits: Option<bool>) -> String {
    let mut s = String::from("orders");
    if let Some(f) = fight {
        s.push_str(if f { " fight on" } else { " fight off" });
    }
    if let Some(h) = hits {
        s.push_str(if h { " hits auto" } else { " hits ask" });
    }
    s
}

/// The orders (fight, hits) after asking for `fight` and `hits` (`None`: left as they are) when
/// they are now `current`; `Err` with the unchanged orders when the request changes nothing
/// (the games refuse it, saying what the orders are).
pub fn change(
    current: (bool, bool),
    fight: Option<bool>,
    hits: Option<bool>,
) -> Result<(bool, bool), (bool, bool)> {
    let next = (fight.unwrap_or(current.0), hits.unwrap_or(current.1));
    if next == current { Err(next) } else { Ok(next) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_keeps_what_is_not_asked_and_refuses_no_change() {
        assert_eq!(change((false, false), Some(true), None), Ok((true, false)));
        assert_eq!(change((true, false), None, Some(true)), Ok((true, true)));
        assert_eq!(change((true, true), Some(true), None), Err((true, true)));
        assert_eq!(change((false, true), None, None), Err((false, true)));
    }

    #[test]
    fn orders_read_back_and_refuse_what_is_not_an_order() {
        for (fight, hits) in [
            (Some(true), None),
            (None, Some(false)),
            (Some(false), Some(true)),
        ] {
            let text = notation(fight, hits);
            assert_eq!(
                parse(&text["orders".len()..]),
                Some((fight, hits)),
                "{text}"
            );
        }
        assert_eq!(parse("NONE"), Some((Some(false), Some(false))));
        // A toggle's notation switches its order, and reads back.
        let t = Toggle::of(crate::core::Msg::new("button-order-on"), Order::Hits, true);
        assert_eq!(t.notation, "orders hits ask");
        assert_eq!(
            parse(&t.notation["orders".len()..]),
            Some((None, Some(false)))
        );
        let t = Toggle::of(
            crate::core::Msg::new("ti4-order-fight"),
            Order::Fight,
            false,
        );
        assert_eq!(
            parse(&t.notation["orders".len()..]),
            Some((Some(true), None))
        );
        for bad in ["", "fight", "fight maybe", "hits auto fight", "speed on"] {
            assert_eq!(parse(bad), None, "{bad}");
        }
    }
}
