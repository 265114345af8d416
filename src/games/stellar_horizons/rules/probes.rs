//! Probes (R 2.6.2, 3.3.2, 3.5.1): a probe is built onto an own flyby, orbiter or rover where
//! that carrier stands (Earth or a base that builds robotic explorers), one per carrier. It has
//! no movement of its own and no support slot: it rides its carrier (`Extra::probes`, carrier id
//! → probe design) and is lost with it. Released, it explores the carrier's world (orbiter,
//! rover) or any world of the system from the flyby box (flyby): that is the carrier's
//! exploration of the turn, the probe is used up, the carrier rolls no malfunction and no
//! spectrometer applies (SH-D400).

use super::super::action::Action;
use super::super::content::{Class, Field, ReKind, catalog_id, content};
use super::super::state::*;
use super::{Log, calc, econ, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// The probe design (ships.json).
pub const PROBE: &str = "re-probe";

/// Whether a ship may carry a probe (R 2.6.2: flybys, orbiters and rovers).
pub fn can_carry(sh: &Ship) -> bool {
    matches!(
        sh.design().kind,
        Some(ReKind::Flyby | ReKind::Orbiter | ReKind::Rover)
    )
}

/// The probe a ship carries, if any.
pub fn carried(s: &State, carrier: u32) -> Option<&str> {
    s.ship(carrier)?;
    s.extra.probes.get(&carrier).map(String::as_str)
}

fn probe_price(d: &super::super::content::Design) -> i32 {
    d.cost.total() * content().market("buy-at-earth")
}

/// Checks a probe build for a carrier, at Earth (`None`: cash) or at a base (its stockpile).
fn check_build(s: &State, f: usize, carrier: u32, base: Option<u32>) -> Result<(), Refusal> {
    let Some(d) = content().design(PROBE) else {
        return Err(illegal("sh-cannot-build"));
    };
    let Some(sh) = s.ship(carrier).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    if !can_carry(sh) || carried(s, carrier).is_some() {
        return Err(illegal("sh-cannot-carry-probe"));
    }
    match base {
        None => {
            if !sh.at.is_earth() || (s.scenario == "7" && s.factions[f].id == "south-america") {
                return Err(illegal("sh-cannot-carry-probe"));
            }
            if s.factions[f].cash < probe_price(d) {
                return Err(illegal("sh-not-enough-cash"));
            }
        }
        Some(id) => {
            let Some(b) = s.base(id).filter(|b| b.owner == f) else {
                return Err(illegal("sh-not-your-base"));
            };
            if b.loc() != sh.at {
                return Err(illegal("sh-cannot-carry-probe"));
            }
            if !super::build::base_builds(b, &d.gate()) {
                return Err(illegal("sh-base-cannot-build"));
            }
            let cost = d.cost.arr();
            if (0..3).any(|r| b.stock[r] < cost[r]) {
                return Err(illegal("sh-not-enough-resources"));
            }
        }
    }
    Ok(())
}

/// Probe builds open to a faction in the build step.
pub fn build_options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f && can_carry(x)) {
        let mut sites: Vec<Option<u32>> = vec![None];
        sites.extend(
            s.bases
                .iter()
                .filter(|b| b.owner == f && b.loc() == sh.at)
                .map(|b| Some(b.id)),
        );
        for base in sites {
            if check_build(s, f, sh.id, base).is_ok() {
                out.push(Action::BuildProbe {
                    carrier: sh.id,
                    base,
                });
            }
        }
    }
    out
}

/// A probe stand-in at the carrier's place, for the exploration value.
fn as_probe(carrier: &Ship) -> Ship {
    let mut p = carrier.clone();
    p.design = PROBE.into();
    p.damage = 0;
    p
}

/// The value a carrier's probe would explore a world at now (R 3.5.1), if it may.
pub fn release_value(s: &State, carrier: &Ship, world: &str) -> Option<i32> {
    carried(s, carrier.id)?;
    let c = content();
    let w = c.world(world)?;
    let ws = s.world(world)?;
    if carrier.explored || carrier.reserved || ws.value <= 0 || !s.in_play(&w.system) {
        return None;
    }
    if w.has("telescope-only") {
        return None;
    }
    // A fleet with an own base does not explore (R 2.8).
    if s.bases
        .iter()
        .any(|b| b.owner == carrier.owner && b.loc() == carrier.at)
    {
        return None;
    }
    let reach = match (carrier.design().kind, &carrier.at) {
        (Some(ReKind::Rover), Loc::Surface(x)) | (Some(ReKind::Orbiter), Loc::Orbit(x)) => {
            x == world
        }
        (Some(ReKind::Flyby), Loc::Flyby(sys)) => *sys == w.system,
        _ => false,
    };
    if !reach {
        return None;
    }
    let probe = as_probe(carrier);
    let v =
        ws.value + calc::explore_bonus(s, &probe) + super::cards::explore_mod(s, world, "probe");
    (v > 0).then_some(v)
}

/// Probe releases open to a faction in the exploration step.
pub fn release_options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f && can_carry(x)) {
        if carried(s, sh.id).is_none() {
            continue;
        }
        for w in &s.worlds {
            if release_value(s, sh, &w.id).is_some() {
                out.push(Action::Release {
                    carrier: sh.id,
                    world: w.id.clone(),
                });
            }
        }
    }
    out
}

pub fn apply(
    s: &mut State,
    f: usize,
    a: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    match a {
        Action::BuildProbe { carrier, base } => {
            if s.step != Step::Build {
                return Err(illegal("sh-cannot-build"));
            }
            check_build(s, f, *carrier, *base)?;
            let d = content()
                .design(PROBE)
                .ok_or_else(|| illegal("sh-cannot-build"))?;
            match base {
                None => s.factions[f].cash -= probe_price(d),
                Some(id) => {
                    if let Some(b) = s.base_mut(*id) {
                        for (r, c) in d.cost.arr().iter().enumerate() {
                            b.stock[r] -= c;
                        }
                    }
                }
            }
            s.extra.probes.insert(*carrier, PROBE.into());
            say(
                log,
                Msg::new("sh-log-probe-built")
                    .name("faction", catalog_id("faction", &s.factions[f].id))
                    .num("ship", *carrier),
            );
            Ok(())
        }
        Action::Release { carrier, world } => {
            if s.step != Step::Explore {
                return Err(illegal("sh-cannot-explore"));
            }
            release(s, f, *carrier, world, rng, log)
        }
        _ => Err(illegal("sh-wrong-action")),
    }
}

/// Releases a carrier's probe onto a world (R 3.5.1).
fn release(
    s: &mut State,
    f: usize,
    carrier: u32,
    world: &str,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    let Some(sh) = s.ship(carrier).filter(|x| x.owner == f).cloned() else {
        return Err(illegal("sh-not-your-ship"));
    };
    let Some(v) = release_value(s, &sh, world) else {
        return Err(illegal("sh-cannot-explore"));
    };
    // The probe is used up, whatever it finds.
    s.extra.probes.remove(&carrier);
    let field: Field = calc::field_of(world);
    let (sure, rem) = calc::yield_of(v);
    let n = sure + i32::from(rem > 0 && calc::d10(rng) <= rem);
    let mut got = Vec::new();
    for _ in 0..n {
        let m = econ::draw_marker(s, field, rng);
        s.factions[f].markers[field.idx()].push(m);
        got.push(m);
    }
    // The release is the carrier's exploration of the turn; orbiters and rovers stay put.
    if let Some(m) = s.ship_mut(carrier) {
        m.explored = true;
        if matches!(m.design().kind, Some(ReKind::Orbiter | ReKind::Rover)) {
            m.parked = true;
        }
    }
    say(
        log,
        Msg::new("sh-log-probe-released")
            .msg("ship", sh.label())
            .name("world", catalog_id("world", world))
            .num("value", v)
            .num("markers", n),
    );
    if world == "alpha-centauri" {
        s.factions[f].alpha_re = true;
    }
    // Robotic depletion (R 3.5.3): a single marker of 3+; no spectrometer for a probe.
    if got.iter().any(|x| *x >= 3) {
        if let Some(w) = s.world_mut(world) {
            w.value = (w.value - 1).max(0);
            w.depletions += 1;
        }
        s.factions[f].politics += 1;
        say(
            log,
            Msg::new("sh-log-depleted").name("world", catalog_id("world", world)),
        );
        super::explore::life_search(s, f, world, rng, log);
        super::missions::on_depletion(s, f, world, false, false, log);
        super::cards::on_depletion(s, f, world, false, rng, log);
    }
    // No malfunction roll for the carrier (R 3.5.5); a flyby that explored from its flyby box
    // moves outward at once (R 3.5.1).
    if sh.design().kind == Some(ReKind::Flyby)
        && matches!(sh.at, Loc::Flyby(_))
        && s.ship(carrier).is_some()
    {
        super::choices::flyby_outward(s, f, carrier, log);
    }
    debug_assert!(sh.class() == Class::Re);
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    pub(crate) use super::super::super::test_support::ship as put;

    fn plain(s: &mut State, f: usize) {
        s.factions[f].techs.clear();
        s.factions[f].policies.clear();
        s.factions[f].id = "russia".into();
    }

    /// R 2.6.2 / 3.3.2: a probe is built onto a flyby, orbiter or rover at Earth (cash) and
    /// rides it: one per carrier, never on a telescope, no support slot; lost with its carrier.
    #[test]
    fn sh_2_6_2_probes_are_built_onto_a_carrier() {
        let mut s = campaign(2);
        let f = s.order[0];
        plain(&mut s, f);
        s.factions[f].cash = 50;
        let orb = put(&mut s, f, "re-orbiter", Loc::Surface("earth".into()));
        let tel = put(&mut s, f, "re-telescope", Loc::Surface("earth".into()));
        let away = put(&mut s, f, "re-rover", Loc::Surface("mars".into()));
        let counts = calc::counts(&s, f);
        let opts = build_options(&s, f);
        let want = Action::BuildProbe {
            carrier: orb,
            base: None,
        };
        assert!(opts.contains(&want));
        assert!(
            !opts.iter().any(|a| matches!(a, Action::BuildProbe { carrier, .. } if *carrier == tel || *carrier == away)),
            "no telescope, nothing away from the build site"
        );
        s.step = Step::Build;
        let price = content().design(PROBE).unwrap().cost.total();
        apply(
            &mut s,
            f,
            &want,
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        )
        .unwrap();
        assert_eq!(s.factions[f].cash, 50 - price);
        assert_eq!(carried(&s, orb), Some(PROBE));
        assert_eq!(calc::counts(&s, f), counts, "no support slot");
        assert!(
            apply(
                &mut s,
                f,
                &want,
                &mut GameRng::for_step(1, 1),
                &mut Log::new()
            )
            .is_err(),
            "one probe per carrier"
        );
        s.ships.retain(|x| x.id != orb);
        assert_eq!(carried(&s, orb), None, "lost with its carrier");
    }

    /// R 3.5.1 / 3.5.5: a released probe explores the carrier's world at world + probe value;
    /// it is the carrier's exploration (no second one this turn), the probe is gone and the
    /// carrier never rolls for malfunction.
    #[test]
    fn sh_3_5_1_probe_release() {
        let mut s = campaign(2);
        let f = s.order[0];
        plain(&mut s, f);
        s.step = Step::Explore;
        let pe = content().design(PROBE).unwrap().explore;
        let mut survived = 0;
        for seed in 0..40 {
            let rover = put(&mut s, f, "re-rover", Loc::Surface("mars".into()));
            s.extra.probes.insert(rover, PROBE.into());
            let sh = s.ship(rover).unwrap().clone();
            let mars = s.world("mars").unwrap().value;
            assert_eq!(release_value(&s, &sh, "mars"), Some(mars + pe));
            assert_eq!(
                release_value(&s, &sh, "phobos-deimos"),
                None,
                "its world only"
            );
            let a = Action::Release {
                carrier: rover,
                world: "mars".into(),
            };
            assert!(release_options(&s, f).contains(&a));
            let before = s.factions[f].markers[Field::Eng.idx()].len();
            apply(
                &mut s,
                f,
                &a,
                &mut GameRng::for_step(seed, 3),
                &mut Log::new(),
            )
            .unwrap();
            // Never a malfunction: the carrier is still there, with no Engineering marker.
            assert!(s.ship(rover).is_some());
            assert_eq!(s.factions[f].markers[Field::Eng.idx()].len(), before);
            assert!(carried(&s, rover).is_none(), "the probe is used up");
            let after = s.ship(rover).unwrap().clone();
            assert!(after.explored && after.parked);
            assert_eq!(
                super::super::explore::value(&s, &after, "mars"),
                None,
                "no second exploration this turn"
            );
            survived += 1;
            s.ships.retain(|x| x.id != rover);
            s.world_mut("mars").unwrap().value = mars.max(1);
        }
        assert_eq!(survived, 40);
    }

    /// R 3.5.1: a flyby's probe explores any world of the system from the flyby box (not from a
    /// transfer box), then the flyby moves outward; R 2.2.1: no spectrometer for a probe, while
    /// the spectrometer orbiter's own depletion draws two cards to keep one (R 2.6.4).
    #[test]
    fn sh_3_5_1_flyby_probe_and_no_spectrometer() {
        let mut s = campaign(2);
        let f = s.order[0];
        plain(&mut s, f);
        s.step = Step::Explore;
        let fl = put(&mut s, f, "re-flyby", Loc::Transfer("jupiter".into(), 2));
        s.extra.probes.insert(fl, PROBE.into());
        let sh = s.ship(fl).unwrap().clone();
        assert_eq!(release_value(&s, &sh, "europa"), None, "transfer box: no");
        s.ship_mut(fl).unwrap().at = Loc::Flyby("jupiter".into());
        let sh = s.ship(fl).unwrap().clone();
        for w in ["jupiter", "europa", "callisto"] {
            assert!(release_value(&s, &sh, w).is_some(), "{w}");
        }
        assert!(release_value(&s, &sh, "titan").is_none());
        // Depletion by a probe from a spectrometer carrier: one card, not two.
        let fitting = |w: &str| -> Vec<String> {
            content()
                .cards
                .iter()
                .filter(|c| super::super::cards::fits(w, &c.id))
                .map(|c| c.id.clone())
                .collect()
        };
        let orb = put(&mut s, f, "re-orbiter", Loc::Orbit("europa".into()));
        assert_eq!(s.ship(orb).unwrap().design().sensor, "spectrometer");
        s.extra.probes.insert(orb, PROBE.into());
        // Every Biology marker worth 3 makes a depletion certain once a marker is drawn.
        s.pools[Field::Bio.idx()] = vec![3; 40];
        s.extra.card_deck = fitting("europa");
        s.extra.cards.clear();
        s.extra.pending.clear();
        apply(
            &mut s,
            f,
            &Action::Release {
                carrier: orb,
                world: "europa".into(),
            },
            &mut GameRng::for_step(5, 5),
            &mut Log::new(),
        )
        .unwrap();
        let cards_offered = |s: &State| {
            s.extra
                .pending
                .iter()
                .find_map(|p| match p {
                    super::super::choices::Pending::Card { cards, .. } => Some(cards.len()),
                    _ => None,
                })
                .unwrap_or(0)
        };
        assert_eq!(cards_offered(&s), 1, "a probe has no spectrometer");
        // An orbiter's own depleting exploration uses its spectrometer: two cards.
        let mut depleted = false;
        for seed in 0..30 {
            s.extra.pending.clear();
            s.extra.cards.clear();
            s.extra.card_deck = fitting("ganymede");
            s.world_mut("ganymede").unwrap().value = 6;
            let id = put(&mut s, f, "re-orbiter", Loc::Orbit("ganymede".into()));
            super::super::explore::apply(
                &mut s,
                f,
                &Action::Explore {
                    ship: id,
                    world: "ganymede".into(),
                },
                &mut GameRng::for_step(seed, 7),
                &mut Log::new(),
            )
            .unwrap();
            s.ships.retain(|x| x.id != id);
            if s.world("ganymede").unwrap().value == 5 {
                depleted = true;
                assert_eq!(cards_offered(&s), 2, "the spectrometer draws two cards");
                break;
            }
        }
        assert!(depleted);
        // The flyby's release from the flyby box sends it outward.
        s.extra.pending.clear();
        apply(
            &mut s,
            f,
            &Action::Release {
                carrier: fl,
                world: "callisto".into(),
            },
            &mut GameRng::for_step(2, 2),
            &mut Log::new(),
        )
        .unwrap();
        assert!(
            s.ship(fl).is_none()
                || s
                    .extra
                    .pending
                    .iter()
                    .any(|p| matches!(p, super::super::choices::Pending::Outward { ship, .. } if *ship == fl)),
            "outward at once"
        );
    }
}
