//! The starred events that outlast their roll (R 5.0): First Contact's standing reward (97),
//! Artificial Intelligence's self-aware robots (98), and the events that run a scenario inside
//! the campaign, Incoming (99) and Invasion (100). `events::apply_effect` hands their effect
//! kinds here; `watch` runs after every action, `after_combat` at the end of the combat step and
//! `new_year` before a year's economic phase. Decisions: SH-D403–SH-D406.

use serde_json::Value;

use super::super::action::{Action, Target};
use super::super::content::{Class, Field, catalog_id, content};
use super::super::state::*;
use super::choices::Pending;
use super::{Log, say};
use crate::core::{GameRng, Msg};

fn num(e: &Value, key: &str) -> i32 {
    e.get(key).and_then(Value::as_i64).unwrap_or(0) as i32
}

fn text<'a>(e: &'a Value, key: &str) -> &'a str {
    e.get(key).and_then(Value::as_str).unwrap_or("")
}

const ALPHA: &str = "alpha-centauri";

/// Where a CV at Alpha Centauri counts as landed: the surface, or its orbit (crews never land on
/// the star system's tile, SH-D403).
fn at_alpha(l: &Loc) -> bool {
    l.world() == Some(ALPHA)
}

/// The effects of the events 97–100; `true` when the kind was one of them.
pub fn apply_effect(s: &mut State, e: &Value, rng: &mut GameRng, log: &mut Log) -> bool {
    match text(e, "kind") {
        "standing-reward" => {
            s.extra.first_contact = true;
            s.extra.first_contact_present = s
                .ships
                .iter()
                .filter(|x| x.is_cv() && at_alpha(&x.at))
                .map(|x| x.id)
                .collect();
        }
        "self-aware-re" => {
            if self_aware_candidates(s).is_empty() || s.order.is_empty() {
                say(log, Msg::new("sh-log-event-no-effect"));
                return true;
            }
            let i = rng.below(s.order.len()).min(s.order.len() - 1);
            let f = s.order[i];
            s.extra.pending.push(Pending::SelfAware { faction: f });
        }
        "relations-reset" => {
            for f in &mut s.factions {
                for r in &mut f.relations {
                    if *r < NEUTRAL {
                        *r = NEUTRAL;
                    }
                }
            }
        }
        "run-scenario" => match text(e, "scenario") {
            "incoming" => {
                let per = content()
                    .scenario("3")
                    .and_then(|x| x.victory.strength_per_player)
                    .unwrap_or(20);
                s.incoming = Some(Incoming {
                    strength: per * s.order.len() as i32,
                    removed: vec![],
                });
                s.extra.incoming_by.clear();
                s.extra.event_scenario = Some(("incoming".into(), s.year));
                say(log, Msg::new("sh-log-incoming-begins"));
            }
            "invasion" => {
                s.invader = Some(Invader {
                    damage: 0,
                    target: None,
                });
                s.extra.invasion_cvs.clear();
                s.extra.event_scenario = Some(("invasion".into(), s.year));
                say(log, Msg::new("sh-log-invasion-begins"));
            }
            _ => return false,
        },
        _ => return false,
    }
    true
}

/// Robotic explorers away from Earth that could turn self-aware (R 5.0, 98).
pub fn self_aware_candidates(s: &State) -> Vec<u32> {
    s.ships
        .iter()
        .filter(|x| x.class() == Class::Re && !x.at.is_earth())
        .filter(|x| !s.extra.rogue.contains_key(&x.id))
        .map(|x| x.id)
        .collect()
}

/// The chosen explorer turns self-aware under `controller`, with every explorer at its place.
pub fn turn_self_aware(s: &mut State, controller: usize, id: u32, log: &mut Log) {
    let Some(at) = s.ship(id).map(|x| x.at.clone()) else {
        return;
    };
    s.extra.rogue.insert(id, controller);
    spread(s, &at, controller);
    say(
        log,
        Msg::new("sh-log-self-aware")
            .name("faction", catalog_id("faction", &s.factions[controller].id))
            .msg("place", super::super::words::place(&at)),
    );
}

/// Every robotic explorer sharing a place with a self-aware one turns too (stacked or not),
/// flipped to its reserved side.
fn spread(s: &mut State, at: &Loc, controller: usize) {
    let ids: Vec<u32> = s
        .ships
        .iter()
        .filter(|x| x.class() == Class::Re && x.at == *at)
        .map(|x| x.id)
        .collect();
    for id in ids {
        s.extra.rogue.entry(id).or_insert(controller);
        if let Some(sh) = s.ship_mut(id) {
            sh.reserved = true;
        }
    }
}

/// Whether a ship is a self-aware robot (no orders from its owner; anyone may attack it).
pub fn is_rogue(s: &State, id: u32) -> bool {
    s.extra.rogue.contains_key(&id) && s.ship(id).is_some()
}

/// At the end of the movement step the controller moves each self-aware robot (R 5.0, 98).
pub fn rogue_moves(s: &mut State) {
    let moves: Vec<(u32, usize)> = s
        .extra
        .rogue
        .iter()
        .filter(|(id, _)| s.ship(**id).is_some())
        .map(|(id, c)| (*id, *c))
        .collect();
    for (ship, faction) in moves {
        s.extra.pending.push(Pending::RogueMove { faction, ship });
    }
}

/// Where a self-aware robot may go (`stay` first): any place of its system or a transfer to
/// any system in play, without the robotic movement limits, never to Earth; from a transfer
/// box it keeps falling.
pub fn rogue_destinations(s: &State, ship: u32) -> Vec<String> {
    let mut out = vec!["stay".to_string()];
    let Some(sh) = s.ship(ship) else {
        return out;
    };
    if matches!(sh.at, Loc::Transfer(..)) {
        return out;
    }
    let here = sh.at.system();
    if content().system(&here).is_some() {
        out.push(Loc::Flyby(here.clone()).code());
        for w in content().worlds_of(&here) {
            if w.id == "earth" {
                continue;
            }
            for l in [Loc::Orbit(w.id.clone()), Loc::Surface(w.id.clone())] {
                out.push(l.code());
            }
        }
    }
    out.retain(|x| *x != sh.at.code());
    for sys in &s.systems {
        if *sys != here && s.in_play(sys) && sys != "earth" {
            out.push(format!("to:{sys}"));
        }
    }
    out
}

/// Moves a self-aware robot (the controller's propulsion for a transfer).
pub fn rogue_move(s: &mut State, controller: usize, ship: u32, to: &str, log: &mut Log) {
    let Some(from) = s.ship(ship).map(|x| x.at.clone()) else {
        return;
    };
    let dest = if let Some(sys) = to.strip_prefix("to:") {
        let helio = |x: &str| content().system(x).map_or(0, |y| y.helio);
        let t = super::calc::transfer_turns(
            helio(sys) - helio(&from.system()),
            super::calc::propulsion(s, controller),
            0,
        );
        Loc::Transfer(sys.to_string(), t.clamp(1, 255) as u8)
    } else if let Some(l) = Loc::parse(to) {
        l
    } else {
        return;
    };
    if let Some(sh) = s.ship_mut(ship) {
        sh.at = dest.clone();
    }
    say(
        log,
        Msg::new("sh-log-rogue-move")
            .num("ship", ship)
            .msg("place", super::super::words::place(&dest)),
    );
}

/// Notes the CVs a player commits against an event's Invader (R 5.0, 100).
pub fn note_attack(s: &mut State, f: usize, a: &Action) {
    if !matches!(
        a,
        Action::Attack {
            target: Target::Invader,
            ..
        }
    ) || !matches!(&s.extra.event_scenario, Some((k, _)) if k == "invasion")
    {
        return;
    }
    let earth = Loc::Orbit("earth".into());
    let cvs: Vec<(usize, u32)> = s
        .ships
        .iter()
        .filter(|x| x.owner == f && x.is_cv() && x.at == earth && !x.reserved)
        .map(|x| (f, x.id))
        .collect();
    for c in cvs {
        if !s.extra.invasion_cvs.contains(&c) {
            s.extra.invasion_cvs.push(c);
        }
    }
}

/// CVs a player may teleport to Earth orbit while an Invasion event is under way (R 5.0, 100).
pub fn teleport_options(s: &State, f: usize) -> Vec<Action> {
    if !matches!(&s.extra.event_scenario, Some((k, _)) if k == "invasion") || s.invader.is_none() {
        return vec![];
    }
    let earth = Loc::Orbit("earth".into());
    s.ships
        .iter()
        .filter(|x| x.owner == f && x.is_cv() && x.at != earth)
        .map(|x| Action::Teleport(x.id))
        .collect()
}

pub fn teleport(
    s: &mut State,
    f: usize,
    id: u32,
    log: &mut Log,
) -> Result<(), crate::core::Refusal> {
    if !teleport_options(s, f).contains(&Action::Teleport(id)) {
        return Err(super::illegal("sh-cannot-teleport"));
    }
    if let Some(sh) = s.ship_mut(id) {
        sh.at = Loc::Orbit("earth".into());
        sh.halted = true;
    }
    say(log, Msg::new("sh-log-teleport").num("ship", id));
    Ok(())
}

/// Everyone loses cash, politics, tech markers and points (a lost event scenario), and the next
/// economic phase is skipped.
fn catastrophe(s: &mut State, log: &mut Log) {
    for f in s.order.clone() {
        let fac = &mut s.factions[f];
        fac.cash = 0;
        fac.politics = 0;
        fac.banks = [0; 3];
        for field in Field::ALL {
            let back = std::mem::take(&mut s.factions[f].markers[field.idx()]);
            s.pools[field.idx()].extend(back);
        }
    }
    s.extra.skip_econ = true;
    say(log, Msg::new("sh-log-catastrophe"));
}

/// Checks after every action: First Contact's landing, self-aware contagion, an event Invader
/// destroyed, an event asteroid stopped.
pub fn watch(s: &mut State, log: &mut Log) {
    if s.extra.first_contact {
        let landed = s.order.iter().copied().find(|&f| {
            s.ships.iter().any(|x| {
                x.owner == f
                    && x.is_cv()
                    && at_alpha(&x.at)
                    && !s.extra.first_contact_present.contains(&x.id)
            })
        });
        if let Some(f) = landed {
            let ev = content().events.iter().find(|e| e.id == "first-contact");
            let reward = ev
                .and_then(|e| e.effects.first())
                .map_or((5, 10), |e| (num(e, "politics"), num(e, "vp")));
            s.factions[f].politics += reward.0;
            s.factions[f].vp += reward.1;
            s.extra.first_contact = false;
            s.extra.first_contact_present.clear();
            say(
                log,
                Msg::new("sh-log-first-contact")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .num("politics", reward.0)
                    .num("vp", reward.1),
            );
        }
    }
    if !s.extra.rogue.is_empty() {
        s.extra
            .rogue
            .retain(|id, _| s.ships.iter().any(|x| x.id == *id));
        let spots: Vec<(Loc, usize)> = s
            .extra
            .rogue
            .iter()
            .filter_map(|(id, c)| s.ship(*id).map(|x| (x.at.clone(), *c)))
            .collect();
        for (at, c) in spots {
            spread(s, &at, c);
        }
    }
    match s.extra.event_scenario.clone() {
        Some((k, _)) if k == "invasion" && s.invader.is_none() => {
            let per = content()
                .events
                .iter()
                .find(|e| e.id == "invasion")
                .and_then(|e| e.effects.iter().find_map(|x| x.get("success_vp_per_cv")))
                .and_then(Value::as_i64)
                .unwrap_or(5) as i32;
            for (f, _) in std::mem::take(&mut s.extra.invasion_cvs) {
                s.factions[f].vp += per;
            }
            s.extra.event_scenario = None;
            say(log, Msg::new("sh-log-invasion-won"));
        }
        Some((k, _)) if k == "incoming" && s.incoming.as_ref().is_some_and(|i| i.strength <= 0) => {
            let per = content()
                .events
                .iter()
                .find(|e| e.id == "incoming")
                .and_then(|e| {
                    e.effects
                        .iter()
                        .find_map(|x| x.get("success_vp_per_strength"))
                })
                .and_then(Value::as_i64)
                .unwrap_or(3)
                .max(1) as i32;
            for (f, n) in std::mem::take(&mut s.extra.incoming_by) {
                s.factions[f].vp += n / per;
            }
            s.incoming = None;
            s.extra.event_scenario = None;
            say(log, Msg::new("sh-log-incoming-stopped"));
        }
        _ => {}
    }
}

/// The end of the combat step: an event Invader still there after the combat step of its year
/// wins (R 5.0, 100).
pub fn after_combat(s: &mut State, log: &mut Log) {
    if let Some((k, y)) = s.extra.event_scenario.clone()
        && k == "invasion"
        && s.year >= y
        && s.invader.is_some()
    {
        s.invader = None;
        s.extra.invasion_cvs.clear();
        s.extra.event_scenario = None;
        say(log, Msg::new("sh-log-invasion-lost"));
        catastrophe(s, log);
    }
}

/// The year an event asteroid's schedule reads (R 5.0, 99: counted from the event's year).
pub fn incoming_year(s: &State) -> i32 {
    match &s.extra.event_scenario {
        Some((k, y)) if k == "incoming" => {
            content().scenario("3").map_or(2061, |x| x.start) + (s.year - y)
        }
        _ => s.year,
    }
}

/// A new year: an event asteroid past its schedule strikes; before an economic phase the
/// self-aware robots are destroyed (their controller scores 1 VP each). Returns whether the
/// economic phase is skipped.
pub fn new_year(s: &mut State, log: &mut Log) -> bool {
    if matches!(&s.extra.event_scenario, Some((k, _)) if k == "incoming")
        && s.incoming.as_ref().is_some_and(|i| i.strength > 0)
        && incoming_year(s) > content().scenario("3").map_or(2079, |x| x.end)
    {
        s.incoming = None;
        s.extra.incoming_by.clear();
        s.extra.event_scenario = None;
        say(log, Msg::new("sh-log-incoming-impact"));
        catastrophe(s, log);
    }
    // The asteroid keeps to its schedule (R 6.0 scenario 3): a year that brings it to the next
    // flyby box says so in the log.
    if let Some(inc) = &s.incoming {
        let year = incoming_year(s);
        let (from, to) = (
            super::explore::incoming_system(year - 1),
            super::explore::incoming_system(year),
        );
        if from != to {
            say(
                log,
                Msg::new("sh-log-incoming-moves")
                    .name("from", catalog_id("system", from))
                    .name("to", catalog_id("system", to))
                    .num("strength", inc.strength),
            );
        }
    }
    if !s.is_econ_year() {
        return false;
    }
    let rogue = std::mem::take(&mut s.extra.rogue);
    for (id, c) in rogue {
        if s.ship(id).is_some() {
            s.ships.retain(|x| x.id != id);
            s.extra.probes.remove(&id);
            s.factions[c].vp += 1;
            say(log, Msg::new("sh-log-self-aware-gone").num("ship", id));
        }
    }
    std::mem::take(&mut s.extra.skip_econ)
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::super::probes::tests::put;
    use super::*;

    fn effects(id: &str) -> Vec<Value> {
        content()
            .events
            .iter()
            .find(|e| e.id == id)
            .unwrap()
            .effects
            .clone()
    }

    fn run_event(s: &mut State, id: &str, seed: u64) {
        let mut rng = GameRng::for_step(seed, 1);
        for e in effects(id) {
            assert!(apply_effect(s, &e, &mut rng, &mut Log::new()), "{id}");
        }
    }

    /// R 5.0 (97): after First Contact, the first player to bring a CV to Alpha Centauri gains
    /// 5 politics and 10 VP, once; a CV already there does not count.
    #[test]
    fn sh_5_0_first_contact_reward() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let early = put(&mut s, b, "cv-2", Loc::Orbit(ALPHA.into()));
        run_event(&mut s, "first-contact", 1);
        let (pa, va, pb, vb) = (
            s.factions[a].politics,
            s.factions[a].vp,
            s.factions[b].politics,
            s.factions[b].vp,
        );
        watch(&mut s, &mut Log::new());
        assert_eq!(s.factions[b].vp, vb, "already there: no reward");
        put(&mut s, a, "cv-2", Loc::Orbit(ALPHA.into()));
        watch(&mut s, &mut Log::new());
        assert_eq!(
            (s.factions[a].politics, s.factions[a].vp),
            (pa + 5, va + 10)
        );
        put(&mut s, b, "cv-2", Loc::Orbit(ALPHA.into()));
        watch(&mut s, &mut Log::new());
        assert_eq!(
            (s.factions[b].politics, s.factions[b].vp),
            (pb, vb),
            "only the first"
        );
        let _ = early;
    }

    /// R 5.0 (98): a random player names an off-Earth robotic explorer; it and every explorer
    /// at its place turn self-aware (reserved, no orders from the owner, anyone may attack
    /// them); before the next economic phase they are destroyed and the controller scores 1 VP
    /// each.
    #[test]
    fn sh_5_0_artificial_intelligence() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.ships.clear();
        s.extra.pending.clear();
        let home = put(&mut s, a, "re-orbiter", Loc::Orbit("earth".into()));
        let x = put(&mut s, a, "re-orbiter", Loc::Orbit("mars".into()));
        let y = put(&mut s, b, "re-rover", Loc::Orbit("mars".into()));
        run_event(&mut s, "artificial-intelligence", 3);
        let Some(Pending::SelfAware { faction: c }) = s.extra.pending.first().cloned() else {
            panic!("a player is asked");
        };
        let opts = super::super::choices::pending_options(&s);
        assert!(opts.contains(&Action::Pick(format!("s{x}"))));
        assert!(
            !opts.contains(&Action::Pick(format!("s{home}"))),
            "not at Earth"
        );
        super::super::choices::pick(
            &mut s,
            c,
            &format!("s{x}"),
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        )
        .unwrap();
        assert!(
            is_rogue(&s, x) && is_rogue(&s, y),
            "the one at its place turns too"
        );
        assert!(s.ship(x).unwrap().reserved);
        assert!(!is_rogue(&s, home));
        // Contagion: an explorer arriving later turns as well.
        let z = put(&mut s, b, "re-flyby", Loc::Orbit("mars".into()));
        watch(&mut s, &mut Log::new());
        assert!(is_rogue(&s, z));
        // Its owner cannot move it.
        s.step = Step::Move;
        assert!(
            super::super::movement::options(&s, a)
                .iter()
                .all(|m| !matches!(m, Action::Move { ship, .. } if *ship == x))
        );
        // Anyone may attack it, whatever the relations.
        let cv = put(&mut s, a, "cv-4", Loc::Orbit("mars".into()));
        s.factions[a].relations[b] = NEUTRAL;
        s.factions[b].relations[a] = NEUTRAL;
        s.step = Step::Combat;
        let attacks = super::super::combat::options(&s, a);
        assert!(attacks.contains(&Action::Attack {
            ship: cv,
            target: Target::Ship(y)
        }));
        // After all moves the controller moves them: anywhere but Earth, its own propulsion.
        rogue_moves(&mut s);
        let waiting: Vec<u32> = s
            .extra
            .pending
            .iter()
            .filter_map(|p| match p {
                Pending::RogueMove { faction, ship } if *faction == c => Some(*ship),
                _ => None,
            })
            .collect();
        assert_eq!(waiting.len(), 3);
        let opts = super::super::choices::pending_options(&s);
        assert_eq!(
            opts[0],
            Action::Pick("stay".into()),
            "staying is the default"
        );
        assert!(opts.contains(&Action::Pick("surface:mars".into())));
        assert!(opts.contains(&Action::Pick("to:jupiter".into())));
        for earth in ["to:earth", "orbit:earth", "surface:earth"] {
            assert!(
                !opts.contains(&Action::Pick(earth.into())),
                "never back to Earth"
            );
        }
        let first = waiting[0];
        super::super::choices::pick(
            &mut s,
            c,
            "surface:mars",
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        )
        .unwrap();
        assert_eq!(s.ship(first).unwrap().at, Loc::Surface("mars".into()));
        super::super::choices::pick(
            &mut s,
            c,
            "to:jupiter",
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        )
        .unwrap();
        assert!(
            matches!(s.ship(waiting[1]).unwrap().at, Loc::Transfer(ref x, _) if x == "jupiter")
        );
        s.extra.pending.clear();
        let vp = s.factions[c].vp;
        s.year = 2050;
        assert!(s.is_econ_year());
        assert!(!new_year(&mut s, &mut Log::new()));
        assert!(s.ship(x).is_none() && s.ship(y).is_none() && s.ship(z).is_none());
        assert_eq!(s.factions[c].vp, vp + 3);
        let _ = b;
    }

    /// R 6.0 scenario 3: the asteroid moves on its schedule (Main Belt flyby 2061–71, Mars
    /// flyby 2072–75, Earth flyby 2076–79); each year that moves it logs one line naming
    /// where it came from, where it is now and its strength; other years log no such line.
    #[test]
    fn sh_6_0_3_the_asteroid_logs_each_move() {
        use crate::core::msg::Arg;
        let mut s = super::super::super::setup::tests::scenario("3", 2);
        assert!(s.incoming.is_some());
        let moves = |s: &mut State, year: i32| -> Vec<Msg> {
            s.year = year;
            let mut log = Log::new();
            new_year(s, &mut log);
            log.into_iter()
                .map(|e| e.msg)
                .filter(|m| m.id == "sh-log-incoming-moves")
                .collect()
        };
        for year in [2062, 2071, 2073, 2077, 2079] {
            assert!(moves(&mut s, year).is_empty(), "{year}");
        }
        let strength = s.incoming.as_ref().map_or(0, |i| i.strength);
        for (year, from, to) in [(2072, "main-belt", "mars"), (2076, "mars", "earth")] {
            let m = moves(&mut s, year);
            assert_eq!(m.len(), 1, "{year}: {m:?}");
            let arg = |k: &str| {
                m[0].args
                    .iter()
                    .find(|(n, _)| n == k)
                    .map(|(_, a)| a.clone())
            };
            assert_eq!(arg("from"), Some(Arg::name(catalog_id("system", from))));
            assert_eq!(arg("to"), Some(Arg::name(catalog_id("system", to))));
            assert_eq!(arg("strength"), Some(Arg::Num(i64::from(strength))));
        }
        // Stopped, it moves no more.
        s.incoming = None;
        assert!(moves(&mut s, 2072).is_empty());
    }

    /// R 5.0 (99): Incoming runs in the campaign on a schedule counted from the event's year;
    /// stopping it pays 1 VP per 3 strength a player removed; an impact costs everyone their
    /// cash, politics, markers and banks and the next economic phase.
    #[test]
    fn sh_5_0_incoming_event() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.year = 2090;
        run_event(&mut s, "incoming", 1);
        let strength = s.incoming.as_ref().unwrap().strength;
        assert_eq!(strength, 40, "20 per player");
        assert_eq!(incoming_year(&s), 2061);
        assert_eq!(
            super::super::explore::incoming_system(incoming_year(&s)),
            "main-belt"
        );
        s.extra.incoming_by.insert(a, 31);
        s.extra.incoming_by.insert(b, 9);
        s.incoming.as_mut().unwrap().strength = 0;
        let (va, vb) = (s.factions[a].vp, s.factions[b].vp);
        watch(&mut s, &mut Log::new());
        assert_eq!((s.factions[a].vp, s.factions[b].vp), (va + 10, vb + 3));
        assert!(s.incoming.is_none() && s.extra.event_scenario.is_none());
        // Impact: the schedule runs out with strength left.
        run_event(&mut s, "incoming", 1);
        s.factions[a].cash = 30;
        s.factions[a].politics = 4;
        s.factions[a].markers[0] = vec![3, 5];
        s.year = 2110;
        assert!(incoming_year(&s) > 2079);
        let skip = new_year(&mut s, &mut Log::new());
        assert!(skip, "2110 is an economic year and it is skipped");
        assert_eq!(
            (
                s.factions[a].cash,
                s.factions[a].politics,
                s.factions[a].markers[0].len()
            ),
            (0, 0, 0)
        );
    }

    /// R 5.0 (100): relations worse than Neutral reset; CVs may teleport to Earth orbit; a win
    /// pays 5 VP per committed CV; an Invader alive after the combat step costs everyone their
    /// cash, politics, markers and banks and the next economic phase.
    #[test]
    fn sh_5_0_invasion_event() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        s.factions[a].relations[b] = WAR;
        s.factions[b].relations[a] = WAR;
        run_event(&mut s, "invasion", 1);
        assert_eq!(s.factions[a].relations[b], NEUTRAL);
        assert!(s.invader.is_some());
        let cv = put(&mut s, a, "cv-4", Loc::Orbit("mars".into()));
        let cv2 = put(&mut s, a, "cv-4", Loc::Orbit("earth".into()));
        assert!(teleport_options(&s, a).contains(&Action::Teleport(cv)));
        teleport(&mut s, a, cv, &mut Log::new()).unwrap();
        assert_eq!(s.ship(cv).unwrap().at, Loc::Orbit("earth".into()));
        s.step = Step::Combat;
        let attack = Action::Attack {
            ship: cv,
            target: Target::Invader,
        };
        assert!(super::super::combat::options(&s, a).contains(&attack));
        note_attack(&mut s, a, &attack);
        assert_eq!(s.extra.invasion_cvs.len(), 2);
        s.invader = None;
        let va = s.factions[a].vp;
        watch(&mut s, &mut Log::new());
        assert_eq!(s.factions[a].vp, va + 10, "5 VP per CV");
        let _ = cv2;
        // A second invasion nobody fights: lost after the combat step.
        run_event(&mut s, "invasion", 2);
        s.factions[b].cash = 12;
        after_combat(&mut s, &mut Log::new());
        assert!(s.invader.is_none());
        assert_eq!(s.factions[b].cash, 0);
        assert!(s.extra.skip_econ);
    }
}
