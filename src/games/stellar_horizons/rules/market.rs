//! Trade markers and trading (R 2.3.6, 3.1.6, 3.6.1), read on `trade_markers.json`, and selling
//! at the Earth market (S: two resources for $1B).
//!
//! In each economic phase every base without a marker, not blockaded (player bases: with a
//! settlement), receives a random marker with a random side up; player bases are served in
//! initiative order, then the non-player factions' bases. In the trade step a faction trades
//! once per marker: at its own base from the stockpile and with cash; at another faction's
//! base (relation Neutral or better) with the holds of its non-reserved ships there. The
//! quantity is capped by the relation (foreign bases) and by the owner's settlements (player
//! bases). A player host's standing terms allow, charge a $1B tariff, or refuse. The marker
//! leaves the base after the trade.

use super::super::action::{Action, RES};
use super::super::content::{Class, Rate, catalog_id, content};
use super::super::state::*;
use super::{Log, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// What `n` resources cost on a Buy side ($1B per 2, a last odd one at its own price).
pub fn buy_cost(rate: Rate, n: i32) -> i32 {
    let per = rate.resources.max(1);
    (n / per) * rate.cash
        + if n % per > 0 {
            rate.odd_one_cash.unwrap_or(rate.cash)
        } else {
            0
        }
}

/// What `n` resources fetch on a Sell side.
pub fn sell_gain(rate: Rate, n: i32) -> i32 {
    (n / rate.resources.max(1)) * rate.cash
}

/// Draws a trade marker; an empty deck is rebuilt from the markers on no base.
fn draw(s: &mut State, rng: &mut GameRng) -> Option<String> {
    if s.extra.trade_deck.is_empty() {
        let placed: Vec<String> = s.extra.trade.values().map(|x| x.0.clone()).collect();
        let mut deck: Vec<String> = content()
            .trade_markers
            .iter()
            .map(|m| m.id.clone())
            .filter(|m| !placed.contains(m))
            .collect();
        rng.shuffle(&mut deck);
        s.extra.trade_deck = deck;
    }
    s.extra.trade_deck.pop()
}

/// Trade-marker refresh (R 3.1.6): player bases in initiative order, then NPF bases; a shortage
/// leaves the last bases without one.
pub fn refresh(s: &mut State, rng: &mut GameRng, log: &mut Log) {
    let alive: Vec<u32> = s.bases.iter().map(|b| b.id).collect();
    s.extra.trade.retain(|b, _| alive.contains(b));
    let needs_settlement = content().flag("trade_markers", "requires_settlement_for_player_base");
    let mut ids = Vec::new();
    for f in s.order.clone() {
        ids.extend(s.bases.iter().filter(|b| b.owner == f).map(|b| b.id));
    }
    ids.extend(
        s.bases
            .iter()
            .filter(|b| s.factions[b.owner].seat.is_none())
            .map(|b| b.id),
    );
    let mut placed = 0;
    for id in ids {
        let Some(b) = s.base(id) else { continue };
        let player = s.factions[b.owner].seat.is_some();
        if s.extra.trade.contains_key(&id)
            || b.blockaded_by.is_some()
            || (player && needs_settlement && super::holds::working_settlements(s, b) < 1)
        {
            continue;
        }
        let Some(m) = draw(s, rng) else { break };
        let buy = rng.below(2) == 0;
        s.extra.trade.insert(id, (m, buy));
        placed += 1;
    }
    if placed > 0 {
        say(log, Msg::new("sh-log-trade-markers").num("count", placed));
    }
}

/// The non-reserved ships of `f` with holds at a base's place.
fn holds(s: &State, f: usize, b: &Base) -> Vec<u32> {
    s.ships
        .iter()
        .filter(|x| {
            x.owner == f
                && x.at == b.loc()
                && !x.reserved
                && x.design().cargo > 0
                && x.class() != Class::Lv
        })
        .map(|x| x.id)
        .collect()
}

/// The most a faction may trade at a base (R 3.6.1): the relation cap at a foreign base (none
/// below Neutral), the owner's settlement cap at a player base.
pub fn cap(s: &State, f: usize, b: &Base) -> i32 {
    let c = content();
    let mut cap = i32::MAX;
    if b.owner != f {
        let r = s.factions[f].relations[b.owner];
        if r < NEUTRAL {
            return 0;
        }
        cap = c.market(&format!("trade-cap-{}", relation_id(r)));
    }
    if s.factions[b.owner].seat.is_some() {
        cap =
            cap.min(super::holds::working_settlements(s, b) * c.market("trade-cap-per-settlement"));
    }
    cap
}

/// The largest trade possible at a base now and its marker's rate.
fn room(s: &State, f: usize, base: u32) -> Option<(i32, usize, bool, Rate)> {
    let b = s.base(base)?;
    let (id, buy) = s.extra.trade.get(&base)?;
    let m = content().trade_marker(id)?;
    let r = RES.iter().position(|x| *x == m.resource)?;
    let rate = if *buy { m.buy } else { m.sell };
    let own = b.owner == f;
    if !own {
        if s.factions[b.owner].seat.is_some()
            && s.extra.host.get(&b.owner).map(String::as_str) == Some("refuse")
        {
            return None;
        }
        if holds(s, f, b).is_empty() {
            return None;
        }
    }
    let tariff = if !own
        && s.factions[b.owner].seat.is_some()
        && s.extra.host.get(&b.owner).map(String::as_str) == Some("tariff")
    {
        content().param("trade_markers", "tariff_cash")
    } else {
        0
    };
    let cash = s.factions[f].cash - tariff;
    let limit = cap(s, f, b);
    let have = if own {
        b.stock[r]
    } else {
        holds(s, f, b)
            .iter()
            .filter_map(|id| s.ship(*id))
            .map(|x| x.cargo[r])
            .sum()
    };
    let space: i32 = if own {
        i32::MAX
    } else {
        holds(s, f, b)
            .iter()
            .filter_map(|id| s.ship(*id))
            .map(|x| x.design().cargo - x.cargo.iter().sum::<i32>())
            .sum()
    };
    let n = if *buy {
        let mut n = limit.min(space).min(1000);
        while n > 0 && buy_cost(rate, n) > cash {
            n -= 1;
        }
        n
    } else {
        if tariff > 0 && cash < 0 {
            return None;
        }
        let step = rate.resources.max(1);
        let n = limit.min(have);
        n - n % step
    };
    (n > 0).then_some((n, r, *buy, rate))
}

pub fn trade_options(s: &State, f: usize) -> Vec<Action> {
    s.extra
        .trade
        .keys()
        .filter_map(|b| room(s, f, *b).map(|(n, ..)| Action::Trade { base: *b, n }))
        .collect()
}

/// One trade at a base's marker (R 3.6.1).
pub fn trade(s: &mut State, f: usize, base: u32, n: i32, log: &mut Log) -> Result<(), Refusal> {
    let Some((max, r, buy, rate)) = room(s, f, base) else {
        return Err(illegal("sh-cannot-trade"));
    };
    if n < 1 || n > max || (!buy && n % rate.resources.max(1) != 0) {
        return Err(illegal("sh-cannot-trade"));
    }
    let Some(b) = s.base(base).cloned() else {
        return Err(illegal("sh-cannot-trade"));
    };
    let own = b.owner == f;
    if !own
        && s.factions[b.owner].seat.is_some()
        && s.extra.host.get(&b.owner).map(String::as_str) == Some("tariff")
    {
        let t = content().param("trade_markers", "tariff_cash");
        s.factions[f].cash -= t;
        s.factions[b.owner].cash += t;
    }
    let cash = if buy {
        -buy_cost(rate, n)
    } else {
        sell_gain(rate, n)
    };
    s.factions[f].cash += cash;
    if own {
        if let Some(bm) = s.base_mut(base) {
            bm.stock[r] += if buy { n } else { -n };
        }
    } else {
        let mut left = n;
        for id in holds(s, f, &b) {
            let Some(sh) = s.ship_mut(id) else { continue };
            let k = if buy {
                (sh.design().cargo - sh.cargo.iter().sum::<i32>()).min(left)
            } else {
                sh.cargo[r].min(left)
            };
            sh.cargo[r] += if buy { k } else { -k };
            left -= k;
        }
    }
    s.extra.trade.remove(&base);
    say(
        log,
        Msg::new("sh-log-trade")
            .name("faction", catalog_id("faction", &s.factions[f].id))
            .num("base", base)
            .num("count", n)
            .text("res", RES[r])
            .num("cash", cash),
    );
    Ok(())
}

/// Selling at the Earth market (S): two resources from a hold at Earth for $1B.
pub fn sell_options(s: &State, f: usize) -> Vec<Action> {
    let per = content().market("sell-at-earth").max(1);
    let mut out = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f && x.at.is_earth()) {
        for r in 0..3 {
            let n = sh.cargo[r] - sh.cargo[r] % per;
            if n > 0 {
                out.push(Action::Sell {
                    ship: sh.id,
                    res: r,
                    n,
                });
            }
        }
    }
    out
}

pub fn sell(
    s: &mut State,
    f: usize,
    ship: u32,
    r: usize,
    n: i32,
    _rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    let per = content().market("sell-at-earth").max(1);
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if !sh.at.is_earth() {
        return Err(illegal("sh-not-at-earth"));
    }
    if r > 2 || n < per || n % per != 0 || sh.cargo[r] < n {
        return Err(illegal("sh-not-enough-resources"));
    }
    if let Some(m) = s.ship_mut(ship) {
        m.cargo[r] -= n;
    }
    s.factions[f].cash += n / per;
    say(
        log,
        Msg::new("sh-log-sell")
            .num("ship", ship)
            .num("count", n)
            .text("res", RES[r])
            .num("cash", n / per),
    );
    Ok(())
}

/// Whether resources may move into or out of a world by trade route (R 3.1.5): not a
/// blockaded base, not a system whose flyby box holds a pirate (Earth included).
fn route_open(s: &State, world: &str, base: Option<&Base>) -> bool {
    let sys = content()
        .world(world)
        .map(|w| w.system.clone())
        .unwrap_or_default();
    base.is_none_or(|b| b.blockaded_by.is_none()) && !s.pirates.iter().any(|p| p.system == sys)
}

/// The single-resource moves a faction may make by trade route now: `bA-bB-res` between its
/// bases, `earth-bB-res` from Earth (bought there at $1B, S).
pub fn transfer_moves(s: &State, f: usize) -> Vec<String> {
    let mine: Vec<&Base> = s
        .bases
        .iter()
        .filter(|b| b.owner == f && route_open(s, &b.world, Some(b)))
        .collect();
    let mut out = Vec::new();
    let earth =
        route_open(s, "earth", None) && s.factions[f].cash >= content().market("buy-at-earth");
    for to in &mine {
        for (r, res) in RES.iter().enumerate() {
            if earth && to.world != "earth" {
                out.push(format!("earth-b{}-{res}", to.id));
            }
            for from in mine.iter().filter(|x| x.id != to.id && x.stock[r] > 0) {
                out.push(format!("b{}-b{}-{res}", from.id, to.id));
            }
        }
    }
    out
}

/// Moves one resource as `transfer_moves` names it.
pub fn transfer(s: &mut State, f: usize, mv: &str, log: &mut Log) {
    let parts: Vec<&str> = mv.split('-').collect();
    let [from, to, res] = parts.as_slice() else {
        return;
    };
    let Some(r) = RES.iter().position(|x| x == res) else {
        return;
    };
    let id = |x: &str| x.strip_prefix('b').and_then(|n| n.parse::<u32>().ok());
    let Some(to) = id(to) else { return };
    if *from == "earth" {
        s.factions[f].cash -= content().market("buy-at-earth");
    } else if let Some(b) = id(from).and_then(|i| s.base_mut(i)) {
        b.stock[r] -= 1;
    }
    if let Some(b) = s.base_mut(to) {
        b.stock[r] += 1;
    }
    say(
        log,
        Msg::new("sh-log-transfer").text("move", mv.to_string()),
    );
}

/// Trade routes after production (R 3.1.5, Private Cargo Company R 5.0): each player with
/// transfers to make is asked, in initiative order.
pub fn offer_transfers(s: &mut State) {
    for f in s.order.clone() {
        let routes =
            super::calc::tech_effect(s, f, "resource-transfers", "count", false).unwrap_or(0);
        let n = routes + s.extra.cargo_bonus.remove(&f).unwrap_or(0);
        if n > 0 && !transfer_moves(s, f).is_empty() {
            s.extra.pending.push(super::choices::Pending::Transfer {
                faction: f,
                left: n,
            });
        }
    }
    s.extra.cargo_bonus.clear();
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::super::choices::fixtures::{base, ship};
    use super::*;

    fn npf(s: &State) -> usize {
        s.factions.iter().position(|f| f.seat.is_none()).unwrap()
    }

    /// R 3.1.6: each marker-less base gets a random marker and side; blockaded bases and player
    /// bases without a settlement get none; on a shortage player bases in initiative order come
    /// before NPF bases. R 2.3.6: one marker per base.
    #[test]
    fn sh_3_1_6_trade_marker_refresh() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let n = npf(&s);
        let nb = base(&mut s, n, "mars", 1);
        let bb = base(&mut s, b, "moon", 1);
        let ab = base(&mut s, a, "mercury", 2);
        let bare = base(&mut s, a, "venus", 0);
        let blockaded = base(&mut s, b, "io", 3);
        s.base_mut(blockaded).unwrap().blockaded_by = Some(a);
        let mut rng = GameRng::for_step(1, 1);
        s.extra.trade_deck = vec!["sup-1".into(), "fuel-1".into()];
        refresh(&mut s, &mut rng, &mut Log::new());
        assert_eq!(s.extra.trade.get(&ab).map(|x| x.0.as_str()), Some("fuel-1"));
        assert_eq!(s.extra.trade.get(&bb).map(|x| x.0.as_str()), Some("sup-1"));
        assert!(!s.extra.trade.contains_key(&bare) && !s.extra.trade.contains_key(&blockaded));
        assert!(s.extra.trade.contains_key(&nb));
        let kept = s.extra.trade.get(&ab).cloned();
        refresh(&mut s, &mut rng, &mut Log::new());
        assert_eq!(
            s.extra.trade.get(&ab).cloned(),
            kept,
            "a base keeps its marker"
        );
        // A shortage: 27 markers, 28 player bases and an NPF base.
        let mut s = campaign(2);
        let nb = base(&mut s, n, "mars", 1);
        let worlds = ["moon", "mercury", "venus", "io"];
        for i in 0..28 {
            let owner = s.order[i % 2];
            base(&mut s, owner, worlds[i % 4], 1);
        }
        refresh(&mut s, &mut rng, &mut Log::new());
        assert_eq!(s.extra.trade.len(), content().trade_markers.len());
        assert!(
            !s.extra.trade.contains_key(&nb),
            "NPF bases after player bases"
        );
        let mut placed: Vec<&String> = s.extra.trade.values().map(|x| &x.0).collect();
        placed.sort();
        placed.dedup();
        assert_eq!(
            placed.len(),
            content().trade_markers.len(),
            "each marker once"
        );
    }

    /// R 3.6.1: at an own base a Buy side sells resources into the stockpile ($1B per 2, a
    /// last odd one $1B), a Sell side buys stockpile for cash ($2B each); any trade removes the
    /// marker; the quantity is capped by the base's settlements.
    #[test]
    fn sh_3_6_1_trading_at_own_base() {
        let mut s = campaign(2);
        let f = s.order[0];
        let b = base(&mut s, f, "moon", 2);
        s.factions[f].cash = 10;
        s.extra.trade.insert(b, ("ore-1".into(), true));
        let cap = 2 * content().market("trade-cap-per-settlement");
        assert_eq!(
            trade_options(&s, f),
            vec![Action::Trade { base: b, n: cap }]
        );
        let mut log = Log::new();
        assert!(
            trade(&mut s, f, b, cap + 1, &mut log).is_err(),
            "settlement cap"
        );
        trade(&mut s, f, b, 3, &mut log).unwrap();
        assert_eq!(s.base(b).unwrap().stock[0], 3);
        assert_eq!(
            s.factions[f].cash,
            10 - 2,
            "$1B for two, $1B for the odd one"
        );
        assert!(s.extra.trade.is_empty(), "the marker is used up");
        s.extra.trade.insert(b, ("ore-2".into(), false));
        trade(&mut s, f, b, 2, &mut log).unwrap();
        assert_eq!(s.base(b).unwrap().stock[0], 1);
        assert_eq!(s.factions[f].cash, 8 + 4);
    }

    /// R 3.6.1, R 2.5: at a foreign base trade goes through the holds of own ships there, needs
    /// Neutral or better, and is capped by the relation's cap (NPF bases: no settlement cap);
    /// a player host may refuse or take a $1B tariff (R 3.6.1 host consent).
    #[test]
    fn sh_3_6_1_foreign_bases_caps_and_host_terms() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let n = npf(&s);
        let nb = base(&mut s, n, "mars", 0);
        let sh = ship(&mut s, a, "cv-2", Loc::Surface("mars".into()));
        s.factions[a].cash = 20;
        s.extra.trade.insert(nb, ("sup-1".into(), true));
        let neutral = content().market("trade-cap-neutral");
        assert_eq!(cap(&s, a, s.base(nb).unwrap()), neutral);
        assert_eq!(
            trade_options(&s, a),
            vec![Action::Trade {
                base: nb,
                n: neutral
            }]
        );
        s.factions[a].relations[n] = FREE_TRADE;
        s.factions[n].relations[a] = FREE_TRADE;
        assert_eq!(
            cap(&s, a, s.base(nb).unwrap()),
            content().market("trade-cap-free-trade")
        );
        s.factions[a].relations[n] = EMBARGO;
        assert!(trade_options(&s, a).is_empty(), "below Neutral: no trade");
        s.factions[a].relations[n] = NEUTRAL;
        trade(&mut s, a, nb, 2, &mut Log::new()).unwrap();
        assert_eq!(s.ship(sh).unwrap().cargo[2], 2, "into the hold");
        // A player's base: the host's standing terms.
        let pb = base(&mut s, b, "moon", 5);
        ship(&mut s, a, "cv-2", Loc::Surface("moon".into()));
        s.extra.trade.insert(pb, ("fuel-1".into(), true));
        s.extra.host.insert(b, "refuse".into());
        assert!(trade_options(&s, a).is_empty());
        s.extra.host.insert(b, "tariff".into());
        let (ca, cb) = (s.factions[a].cash, s.factions[b].cash);
        trade(&mut s, a, pb, 2, &mut Log::new()).unwrap();
        assert_eq!(s.factions[b].cash, cb + 1, "tariff to the host");
        assert_eq!(s.factions[a].cash, ca - 1 - 1);
    }

    /// S (R 2.3): at Earth two resources of a hold sell for $1B; cash never travels.
    #[test]
    fn sh_2_3_earth_market_selling() {
        let mut s = campaign(2);
        let f = s.order[0];
        let sh = ship(&mut s, f, "cv-2", Loc::Orbit("earth".into()));
        s.ship_mut(sh).unwrap().cargo = [3, 0, 0];
        assert_eq!(
            sell_options(&s, f),
            vec![Action::Sell {
                ship: sh,
                res: 0,
                n: 2
            }]
        );
        let cash = s.factions[f].cash;
        let mut rng = GameRng::for_step(1, 1);
        assert!(sell(&mut s, f, sh, 0, 3, &mut rng, &mut Log::new()).is_err());
        sell(&mut s, f, sh, 0, 2, &mut rng, &mut Log::new()).unwrap();
        assert_eq!(s.factions[f].cash, cash + 1);
        assert_eq!(s.ship(sh).unwrap().cargo[0], 1);
        let away = ship(&mut s, f, "cv-2", Loc::Surface("moon".into()));
        s.ship_mut(away).unwrap().cargo = [2, 0, 0];
        assert!(sell(&mut s, f, away, 0, 2, &mut rng, &mut Log::new()).is_err());
    }

    /// R 3.1.5: Trade Routes give 5 single-resource moves between own bases and from Earth;
    /// nothing moves into or out of a blockaded base or a system with a pirate in its flyby box;
    /// R 5.0 Private Cargo Company adds moves for the fewest-settlement player.
    #[test]
    fn sh_3_1_5_trade_route_transfers() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let moon = base(&mut s, a, "moon", 0);
        let mars = base(&mut s, a, "mars", 0);
        s.base_mut(moon).unwrap().stock = [2, 0, 0];
        s.factions[a].cash = 5;
        offer_transfers(&mut s);
        assert!(s.extra.pending.is_empty(), "no Trade Routes, no transfers");
        s.factions[a].techs.push("trade-routes".into());
        offer_transfers(&mut s);
        assert_eq!(
            s.extra.pending,
            vec![super::super::choices::Pending::Transfer {
                faction: a,
                left: 5
            }]
        );
        let mut rng = GameRng::for_step(1, 1);
        let mut log = Log::new();
        let mv = format!("b{moon}-b{mars}-ore");
        super::super::choices::pick(&mut s, a, &mv, &mut rng, &mut log).unwrap();
        assert_eq!(
            (
                s.base(moon).unwrap().stock[0],
                s.base(mars).unwrap().stock[0]
            ),
            (1, 1)
        );
        let buy = format!("earth-b{mars}-sup");
        super::super::choices::pick(&mut s, a, &buy, &mut rng, &mut log).unwrap();
        assert_eq!(s.base(mars).unwrap().stock[2], 1);
        assert_eq!(s.factions[a].cash, 4, "bought at Earth");
        assert_eq!(
            s.extra.pending,
            vec![super::super::choices::Pending::Transfer {
                faction: a,
                left: 3
            }]
        );
        s.pirates.push(Pirate {
            id: 99,
            system: "mars".into(),
            strong: false,
            damage: 0,
        });
        assert!(
            transfer_moves(&s, a)
                .iter()
                .all(|m| !m.contains(&format!("b{mars}"))),
            "a pirate over Mars closes its routes"
        );
        super::super::choices::pick(&mut s, a, "stop", &mut rng, &mut log).unwrap();
        assert!(s.extra.pending.is_empty());
        // Private Cargo Company: the fewest-settlement player moves as if with Trade Routes.
        s.pirates.clear();
        base(&mut s, b, "mercury", 0);
        base(&mut s, b, "venus", 0);
        s.base_mut(moon).unwrap().settlements = 4;
        s.factions[b].cash = 3;
        super::super::events::apply_event(&mut s, "private-cargo-company", &mut rng, &mut log);
        offer_transfers(&mut s);
        assert!(
            s.extra
                .pending
                .contains(&super::super::choices::Pending::Transfer {
                    faction: b,
                    left: 5
                })
        );
    }
}
