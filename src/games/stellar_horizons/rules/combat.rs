//! Combat (R 3.4), initiative order: search, tactics points, Strike or direct fire on the combat
//! results table, hits one at a time with alternating choosers, facility damage, kill VP and
//! consolation markers, recall rolls; pirates (R 3.4.8); blockades (R 3.4.7); the Invasion
//! scenario's repeated rounds. Not yet: surrender, interception, sealed drone roles (fighters
//! only), protected units, manual hit allocation (the default choosers below decide).

use super::super::action::{Action, Target};
use super::super::content::{Class, Field, content};
use super::super::state::*;
use super::{Log, calc, econ, illegal, say};
use crate::core::{GameRng, Msg, Refusal};

/// May `f` attack or blockade what `g` owns at this place (R 2.5, 3.4.2; scenario overrides)?
/// `ships_only`: embargo permits searching CVs but not attacking bases.
fn hostile(s: &State, f: usize, g: usize, at: &Loc, bases: bool) -> bool {
    if f == g || at.is_earth() {
        return false;
    }
    if s.scenario == "6" && (s.factions[f].id == "japan" || s.factions[g].id == "japan") {
        return true;
    }
    if let Some(w) = at.world()
        && content()
            .scenario(&s.scenario)
            .is_some_and(|sc| sc.free_attack.iter().any(|x| x == w))
    {
        return true;
    }
    let r = s.factions[f].relations[g];
    if bases { r <= WAR } else { r <= EMBARGO }
}

/// Own ships that may start a combat from a place (R 3.4.2): non-reserved armed CVs that have
/// not searched this turn, not in a transfer box, not at Earth; none if an own base is there.
fn fleet(s: &State, f: usize, at: &Loc) -> Vec<u32> {
    if matches!(at, Loc::Transfer(..)) || (at.is_earth() && s.invader.is_none()) {
        return vec![];
    }
    s.ships
        .iter()
        .filter(|x| x.owner == f && x.at == *at && x.is_cv() && !x.reserved && !x.searched)
        .filter(|x| x.design().combat - x.damage > 0)
        .map(|x| x.id)
        .collect()
}

fn targets(s: &State, f: usize, at: &Loc) -> Vec<Target> {
    let mut out = Vec::new();
    if s.invader.is_some() && *at == Loc::Orbit("earth".into()) {
        out.push(Target::Invader);
        return out;
    }
    if let Loc::Flyby(sys) = at {
        out.extend(
            s.pirates
                .iter()
                .filter(|p| p.system == *sys)
                .map(|p| Target::Pirate(p.id)),
        );
    }
    for o in s.ships.iter().filter(|x| x.at == *at && x.owner != f) {
        if hostile(s, f, o.owner, at, o.class() != Class::Cv) {
            out.push(Target::Ship(o.id));
        }
    }
    for b in &s.bases {
        let here = b.loc() == *at || (matches!(at, Loc::Orbit(w) if *w == b.world) && !b.orbital);
        if here && hostile(s, f, b.owner, at, true) {
            out.push(Target::Base(b.id));
        }
    }
    out
}

pub fn options(s: &State, f: usize) -> Vec<Action> {
    let mut out = Vec::new();
    let mut seen: Vec<Loc> = Vec::new();
    for sh in s.ships.iter().filter(|x| x.owner == f) {
        if seen.contains(&sh.at) {
            continue;
        }
        let fl = fleet(s, f, &sh.at);
        let Some(&lead) = fl.first() else { continue };
        seen.push(sh.at.clone());
        for t in targets(s, f, &sh.at) {
            out.push(Action::Attack {
                ship: lead,
                target: t,
            });
        }
        for b in &s.bases {
            if check_blockade(s, f, lead, b.id).is_ok() {
                out.push(Action::Blockade {
                    ship: lead,
                    base: b.id,
                });
            }
        }
    }
    out
}

/// Defense value of a base: its defense network's shield (R 2.7.1).
fn base_defense(b: &Base) -> i32 {
    content()
        .facility("defense", b.levels[3])
        .map_or(0, |x| x.defense)
}

fn check_blockade(s: &State, f: usize, ship: u32, base: u32) -> Result<(), Refusal> {
    let Some(sh) = s.ship(ship).filter(|x| x.owner == f) else {
        return Err(illegal("sh-not-your-ship"));
    };
    let Some(b) = s.base(base) else {
        return Err(illegal("sh-no-such-base"));
    };
    let here = b.loc() == sh.at || matches!(&sh.at, Loc::Orbit(w) if *w == b.world);
    if !here || b.blockaded_by == Some(f) || !hostile(s, f, b.owner, &sh.at, false) {
        return Err(illegal("sh-cannot-blockade"));
    }
    let fl = fleet(s, f, &sh.at);
    let power: i32 = fl
        .iter()
        .filter_map(|i| s.ship(*i))
        .map(|x| x.design().combat - x.damage)
        .sum();
    let npf = s.factions[b.owner].seat.is_none();
    // SH-D3: the defense network plus half the combat of the owner's CVs docked there.
    let docked: i32 = s
        .ships
        .iter()
        .filter(|x| x.owner == b.owner && x.at == b.loc() && x.is_cv())
        .map(|x| (x.design().combat - x.damage).max(0))
        .sum();
    let needed = base_defense(b) + calc::round_div(docked, 2);
    if fl.is_empty() || (!npf && power < needed) {
        return Err(illegal("sh-cannot-blockade"));
    }
    Ok(())
}

/// A unit that can take hits.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Unit {
    Ship(u32),
    Base(u32),
    Pirate(u32),
    Invader,
}

struct Side {
    faction: Option<usize>,
    units: Vec<Unit>,
}

impl Side {
    fn cvs<'a>(&self, s: &'a State) -> Vec<&'a Ship> {
        self.units
            .iter()
            .filter_map(|u| match u {
                Unit::Ship(i) => s.ship(*i).filter(|x| x.is_cv()),
                _ => None,
            })
            .collect()
    }
    fn has_base(&self) -> bool {
        self.units
            .iter()
            .any(|u| matches!(u, Unit::Base(_) | Unit::Invader))
    }
    fn armed(&self, s: &State) -> bool {
        self.has_base()
            || !self.cvs(s).is_empty()
            || self.units.iter().any(|u| matches!(u, Unit::Pirate(_)))
    }
    fn power(&self, s: &State) -> i32 {
        self.units
            .iter()
            .map(|u| match u {
                Unit::Ship(i) => s
                    .ship(*i)
                    .map_or(0, |x| (x.design().combat - x.damage).max(0)),
                Unit::Base(i) => s.base(*i).map_or(0, base_defense),
                Unit::Pirate(i) => s.pirates.iter().find(|p| p.id == *i).map_or(0, |p| {
                    let c = content();
                    let v = if p.strong {
                        c.combat_value("pirate-strong-combat")
                    } else {
                        c.combat_value("pirate-weak-combat")
                    };
                    (v - p.damage).max(0)
                }),
                Unit::Invader => content().combat_value("invader-combat"),
            })
            .sum()
    }
    fn size(&self, s: &State) -> i32 {
        self.cvs(s).iter().map(|x| x.size()).sum::<i32>()
            + if self.units.contains(&Unit::Invader) {
                content().combat_value("invader-size")
            } else {
                0
            }
    }
    fn drones(&self, s: &State) -> i32 {
        let Some(f) = self.faction else { return 0 };
        if !s.factions[f].has("fighter-drones") {
            return 0;
        }
        self.cvs(s)
            .iter()
            .map(|x| (x.design().drones - x.damage / 2).max(0))
            .sum()
    }
    fn tech(&self, s: &State, t: &str) -> bool {
        self.faction.is_some_and(|f| s.factions[f].has(t))
    }
}

/// Remaining hits a unit can take before it is gone.
fn hull(s: &State, u: Unit) -> i32 {
    match u {
        Unit::Ship(i) => s
            .ship(i)
            .map_or(0, |x| if x.is_cv() { x.size() - x.damage } else { 1 }),
        Unit::Base(i) => s.base(i).map_or(0, |b| {
            let f: i32 = (0..4)
                .filter(|l| b.levels[*l] > 0)
                .map(|l| {
                    let d = content()
                        .facility(LINES[l], b.levels[l])
                        .map_or(1, |x| x.defense.max(1));
                    (d - b.damage[l]).max(1) * b.levels[l]
                })
                .sum();
            f.max(1)
        }),
        Unit::Pirate(i) => s
            .pirates
            .iter()
            .find(|p| p.id == i)
            .map_or(0, |p| content().combat_value("pirate-size") - p.damage),
        Unit::Invader => s
            .invader
            .as_ref()
            .map_or(0, |x| content().combat_value("invader-size") - x.damage),
    }
}

/// One hit on a unit (R 2.8.2): a CV or pirate takes a damage marker, an LV/RE is destroyed, a
/// base's highest facility takes one (downgrading at its defense value) or a facility-less base
/// is destroyed. Returns true if the unit is gone.
fn hit(s: &mut State, u: Unit) -> bool {
    match u {
        Unit::Ship(i) => {
            let Some(sh) = s.ship_mut(i) else { return true };
            if sh.is_cv() {
                sh.damage += 1;
                sh.damage >= sh.size()
            } else {
                true
            }
        }
        Unit::Base(i) => {
            let Some(b) = s.base_mut(i) else { return true };
            let Some(l) = (0..4)
                .filter(|l| b.levels[*l] > 0)
                .max_by_key(|l| b.levels[*l])
            else {
                return true;
            };
            b.damage[l] += 1;
            let def = content()
                .facility(LINES[l], b.levels[l])
                .map_or(1, |x| x.defense.max(1));
            if b.damage[l] >= def {
                b.levels[l] -= 1;
                b.damage[l] = 0;
            }
            false
        }
        Unit::Pirate(i) => {
            let Some(p) = s.pirates.iter_mut().find(|p| p.id == i) else {
                return true;
            };
            p.damage += 1;
            p.damage >= content().combat_value("pirate-size")
        }
        Unit::Invader => {
            let Some(inv) = s.invader.as_mut() else {
                return true;
            };
            inv.damage += 1;
            inv.damage >= content().combat_value("invader-size")
        }
    }
}

/// Removes a destroyed unit and pays the after-effects (R 3.4.6): kill VP to the destroyer,
/// Engineering markers to the loser; a pirate kill pays half the cache, 1 politics, 1 VP.
fn destroyed(s: &mut State, u: Unit, by: Option<usize>, rng: &mut GameRng, log: &mut Log) {
    match u {
        Unit::Ship(i) => {
            let Some(sh) = s.ship(i).cloned() else { return };
            s.ships.retain(|x| x.id != i);
            if sh.is_cv() {
                let row = content()
                    .losses
                    .iter()
                    .find(|l| l.id == format!("cv-{}", sh.size().min(7)));
                if let Some(by) = by {
                    s.factions[by].vp += row.map_or(0, |r| r.vp);
                }
                for _ in 0..row.map_or(0, |r| r.combat_eng) {
                    let v = econ::draw_marker(s, Field::Eng, rng);
                    s.factions[sh.owner].markers[Field::Eng.idx()].push(v);
                }
            }
            say(log, Msg::new("sh-log-destroyed").text("unit", sh.name));
        }
        Unit::Base(i) => {
            let Some(b) = s.base(i).cloned() else { return };
            s.bases.retain(|x| x.id != i);
            let v = econ::draw_marker(s, Field::Eng, rng);
            s.factions[b.owner].markers[Field::Eng.idx()].push(v);
            say(
                log,
                Msg::new("sh-log-base-destroyed").name(
                    "world",
                    super::super::content::catalog_id("world", &b.world),
                ),
            );
        }
        Unit::Pirate(i) => {
            s.pirates.retain(|p| p.id != i);
            if let Some(by) = by {
                let half = calc::round_div(s.pirate_cache, 2);
                s.pirate_cache -= half;
                let f = &mut s.factions[by];
                f.cash += half;
                f.politics += 1;
                f.vp += 1;
                say(
                    log,
                    Msg::new("sh-log-pirate-killed")
                        .name(
                            "faction",
                            super::super::content::catalog_id("faction", &f.id),
                        )
                        .num("cash", half),
                );
            }
        }
        Unit::Invader => {
            s.invader = None;
            say(log, Msg::new("sh-log-invader-destroyed"));
        }
    }
}

/// Hits spread one at a time; `firer_first` says who picks the first (Strike: the firing side;
/// direct fire: the receiving side), then the choosers alternate. The firer picks the unit
/// closest to destruction, the receiver the one with the most to spare; `focus` (the Invader)
/// puts every hit on one unit.
#[allow(clippy::too_many_arguments)]
fn allocate(
    s: &mut State,
    side: &mut Side,
    hits: i32,
    firer_first: bool,
    focus: Option<Unit>,
    by: Option<usize>,
    rng: &mut GameRng,
    log: &mut Log,
) -> Vec<(Unit, i32)> {
    let mut taken: Vec<(Unit, i32)> = Vec::new();
    let mut firer = firer_first;
    for _ in 0..hits.max(0) {
        if side.units.is_empty() {
            break;
        }
        let pick = match focus.filter(|u| side.units.contains(u)) {
            Some(u) => u,
            None => {
                let mut units = side.units.clone();
                units.sort_by_key(|u| hull(s, *u));
                if firer {
                    units[0]
                } else {
                    units[units.len() - 1]
                }
            }
        };
        firer = !firer;
        match taken.iter_mut().find(|(u, _)| *u == pick) {
            Some(t) => t.1 += 1,
            None => taken.push((pick, 1)),
        }
        if hit(s, pick) {
            side.units.retain(|u| *u != pick);
            destroyed(s, pick, by, rng, log);
        }
    }
    taken
}

/// One recall roll per damage marker a surviving CV took (R 3.4.6); recalled CVs go to Reserve
/// with at most one Biology marker each.
fn recall_rolls(s: &mut State, taken: &[(Unit, i32)], rng: &mut GameRng) {
    for (u, n) in taken {
        let Unit::Ship(i) = u else { continue };
        let Some(sh) = s.ship(*i).cloned() else {
            continue;
        };
        if !sh.is_cv() {
            continue;
        }
        let rate = calc::recall(s, sh.owner);
        if (0..*n).any(|_| calc::d100(rng) <= rate) && !sh.reserved {
            if let Some(m) = s.ship_mut(*i) {
                m.reserved = true;
            }
            let v = econ::draw_marker(s, Field::Bio, rng);
            s.factions[sh.owner].markers[Field::Bio.idx()].push(v);
        }
    }
}

fn defender_side(s: &State, target: &Target, at: &Loc) -> Side {
    match target {
        Target::Pirate(p) => Side {
            faction: None,
            units: vec![Unit::Pirate(*p)],
        },
        Target::Invader => Side {
            faction: None,
            units: vec![Unit::Invader],
        },
        Target::Ship(i) => {
            let owner = s.ship(*i).map(|x| x.owner);
            let mut units: Vec<Unit> = s
                .ships
                .iter()
                .filter(|x| Some(x.owner) == owner && x.at == *at)
                .map(|x| Unit::Ship(x.id))
                .collect();
            units.extend(
                s.bases
                    .iter()
                    .filter(|b| Some(b.owner) == owner && b.loc() == *at)
                    .map(|b| Unit::Base(b.id)),
            );
            Side {
                faction: owner,
                units,
            }
        }
        Target::Base(b) => {
            let base = s.base(*b);
            let owner = base.map(|x| x.owner);
            let loc = base.map(|x| x.loc());
            let mut units = vec![Unit::Base(*b)];
            units.extend(
                s.ships
                    .iter()
                    .filter(|x| Some(x.owner) == owner && Some(&x.at) == loc.as_ref())
                    .map(|x| Unit::Ship(x.id)),
            );
            Side {
                faction: owner,
                units,
            }
        }
    }
}

pub fn apply(
    s: &mut State,
    f: usize,
    a: &Action,
    rng: &mut GameRng,
    log: &mut Log,
) -> Result<(), Refusal> {
    match a {
        Action::Blockade { ship, base } => {
            check_blockade(s, f, *ship, *base)?;
            if let Some(b) = s.base_mut(*base) {
                b.blockaded_by = Some(f);
            }
            for i in fleet(
                s,
                f,
                &s.ship(*ship)
                    .map(|x| x.at.clone())
                    .unwrap_or(Loc::Flyby(String::new())),
            ) {
                if let Some(m) = s.ship_mut(i) {
                    m.searched = true;
                }
            }
            say(
                log,
                Msg::new("sh-log-blockade")
                    .name(
                        "faction",
                        super::super::content::catalog_id("faction", &s.factions[f].id),
                    )
                    .num("base", *base),
            );
            Ok(())
        }
        Action::Attack { ship, target } => {
            let Some(at) = s.ship(*ship).filter(|x| x.owner == f).map(|x| x.at.clone()) else {
                return Err(illegal("sh-not-your-ship"));
            };
            let fl = fleet(s, f, &at);
            if fl.is_empty() || !targets(s, f, &at).contains(target) {
                return Err(illegal("sh-cannot-attack"));
            }
            for i in &fl {
                if let Some(m) = s.ship_mut(*i) {
                    m.searched = true;
                }
            }
            let mut att = Side {
                faction: Some(f),
                units: fl.iter().map(|i| Unit::Ship(*i)).collect(),
            };
            let mut def = defender_side(s, target, &at);
            fight(s, &mut att, &mut def, *target == Target::Invader, rng, log);
            Ok(())
        }
        _ => Err(illegal("sh-wrong-action")),
    }
}

/// Search, tactics, damage and its effects; in the Invasion scenario the rounds repeat until one
/// side is gone.
fn fight(
    s: &mut State,
    att: &mut Side,
    def: &mut Side,
    invasion: bool,
    rng: &mut GameRng,
    log: &mut Log,
) {
    let drone_mod = |side: &Side, s: &State| match side.drones(s) {
        0 => 0,
        1..=4 => 1,
        _ => 2,
    };
    let target = calc::search_target(att.cvs(s).len() as i32, def.cvs(s).len().max(1) as i32);
    let ra = calc::d10(rng) - drone_mod(att, s);
    let rd = calc::d10(rng) - drone_mod(def, s);
    let found = def.has_base() || ra <= target || rd <= target;
    say(
        log,
        Msg::new("sh-log-search")
            .num("attacker", ra)
            .num("defender", rd)
            .num("target", target)
            .num("found", i32::from(found)),
    );
    if !found {
        return;
    }
    if !def.armed(s) {
        for u in def.units.clone() {
            destroyed(s, u, att.faction, rng, log);
        }
        return;
    }
    for round in 0..if invasion { 60 } else { 1 } {
        if att.units.is_empty() || def.units.is_empty() {
            break;
        }
        let (ra, rd) = if round == 0 {
            (ra, rd)
        } else {
            (calc::d10(rng), calc::d10(rng))
        };
        let bonus = |side: &Side| side.faction.map_or(0, |x| calc::tactics_bonus(s, x));
        let tp_a = calc::tactics(rd, bonus(att), def.size(s));
        let tp_d = calc::tactics(ra, bonus(def), att.size(s));
        // The side with more TP spends the surplus: direct fire (1) if it cannot Strike, the
        // rest as extra damage (2 per point). The Invader always Strikes.
        let (a_up, surplus) = (tp_a >= tp_d, (tp_a - tp_d).abs());
        let missiles =
            |side: &Side| side.units.contains(&Unit::Invader) || side.tech(s, "space-missiles");
        let leader_missiles = if a_up { missiles(att) } else { missiles(def) };
        let strike = leader_missiles || surplus < 1;
        let extra = (surplus - i32::from(!strike)) / 2;
        let column = if strike { "strike" } else { "direct-fire" };
        let damage = |me: &Side, them: &Side, s: &State, die: i32| {
            if strike && !missiles(me) {
                return 0;
            }
            let weapons = me.faction.map_or(0, |x| {
                calc::tech_effect(s, x, "attack-bonus", "bonus", false).unwrap_or(0)
            });
            let v = me.power(s) + weapons + (them.units.len() as i32 - 1).max(0) + die;
            let mut d = calc::crt(column, v);
            if strike {
                d -= them.drones(s);
            }
            d.max(0)
        };
        let (da, dd) = (calc::d10(rng), calc::d10(rng));
        let mut hits_a = damage(att, def, s, da);
        let mut hits_d = damage(def, att, s, dd);
        if a_up {
            hits_a += extra
        } else {
            hits_d += extra
        }
        say(
            log,
            Msg::new("sh-log-damage")
                .text("column", column)
                .num("attacker", hits_a)
                .num("defender", hits_d),
        );
        let focus = if def.units.contains(&Unit::Invader) && !att.units.is_empty() {
            Some(att.units[rng.below(att.units.len())])
        } else {
            None
        };
        let (fa, fd) = (att.faction, def.faction);
        let taken_d = allocate(s, def, hits_a, strike, None, fa, rng, log);
        let taken_a = allocate(s, att, hits_d, strike, focus, fd, rng, log);
        recall_rolls(s, &taken_d, rng);
        recall_rolls(s, &taken_a, rng);
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    fn cv(s: &mut State, f: usize, design: &str, at: Loc) -> u32 {
        let id = s.new_id();
        s.ships.push(Ship {
            id,
            owner: f,
            design: design.into(),
            name: format!("T{id}"),
            at,
            damage: 0,
            reserved: false,
            cargo: [0; 3],
            halted: false,
            explored: false,
            searched: false,
            parked: false,
            lv: 0,
            launched: true,
            moves: 0,
        });
        id
    }

    /// R 3.4.2: no search from a transfer box or at Earth; a Neutral faction cannot be
    /// attacked; pirates always can.
    #[test]
    fn sh_3_4_2_search_eligibility() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let flyby = Loc::Flyby("mars".into());
        let me = cv(&mut s, a, "cv-4", flyby.clone());
        let them = cv(&mut s, b, "cv-4", flyby.clone());
        assert!(
            !targets(&s, a, &flyby).contains(&Target::Ship(them)),
            "Neutral"
        );
        s.factions[a].relations[b] = EMBARGO;
        s.factions[b].relations[a] = EMBARGO;
        assert!(
            targets(&s, a, &flyby).contains(&Target::Ship(them)),
            "Embargo: search CVs"
        );
        s.pirates.push(Pirate {
            id: 500,
            system: "mars".into(),
            strong: false,
            damage: 0,
        });
        assert!(options(&s, a).contains(&Action::Attack {
            ship: me,
            target: Target::Pirate(500)
        }));
        let earth = Loc::Orbit("earth".into());
        cv(&mut s, a, "cv-4", earth.clone());
        assert!(fleet(&s, a, &earth).is_empty(), "never at Earth orbit");
        s.ship_mut(me).unwrap().at = Loc::Transfer("mars".into(), 2);
        assert!(fleet(&s, a, &Loc::Transfer("mars".into(), 2)).is_empty());
    }

    /// R 2.8.2 and 2.7.1: a facility downgrades when its damage reaches its defense; a base with
    /// no facility dies to one hit; a CV dies when damage equals its size.
    #[test]
    fn sh_2_7_1_facility_damage_ladder() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.bases.push(Base {
            id: 900,
            owner: f,
            world: "moon".into(),
            orbital: false,
            levels: [2, 0, 0, 0],
            damage: [0; 4],
            settlements: 0,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        let def = content().facility("supply", 2).unwrap().defense;
        for _ in 0..def {
            assert!(!hit(&mut s, Unit::Base(900)));
        }
        assert_eq!(s.base(900).unwrap().levels[0], 1, "large → small");
        s.base_mut(900).unwrap().levels = [0; 4];
        assert!(hit(&mut s, Unit::Base(900)), "no facility: destroyed");
        let id = cv(&mut s, f, "cv-2", Loc::Flyby("mars".into()));
        assert!(!hit(&mut s, Unit::Ship(id)));
        assert!(hit(&mut s, Unit::Ship(id)));
    }

    /// R 3.4.6 / Appendix A: a destroyed CV-5 gives 2 VP to the killer and 2 Engineering markers
    /// to its owner.
    #[test]
    fn sh_3_4_6_kill_vp_and_markers() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let id = cv(&mut s, b, "cv-5", Loc::Flyby("mars".into()));
        let vp = s.factions[a].vp;
        let mut rng = GameRng::for_step(5, 5);
        destroyed(&mut s, Unit::Ship(id), Some(a), &mut rng, &mut Log::new());
        assert_eq!(s.factions[a].vp, vp + 2);
        assert_eq!(s.factions[b].markers[Field::Eng.idx()].len(), 2);
    }

    /// R 3.4.8: a pirate kill pays half the cache, one politics marker and one VP.
    #[test]
    fn sh_3_4_8_pirate_kill() {
        let mut s = campaign(2);
        let a = s.order[0];
        s.pirates.push(Pirate {
            id: 77,
            system: "mars".into(),
            strong: false,
            damage: 0,
        });
        s.pirate_cache = 11;
        let (cash, pol, vp) = (s.factions[a].cash, s.factions[a].politics, s.factions[a].vp);
        destroyed(
            &mut s,
            Unit::Pirate(77),
            Some(a),
            &mut GameRng::for_step(1, 1),
            &mut Log::new(),
        );
        assert_eq!(s.factions[a].cash, cash + 6);
        assert_eq!(
            (s.factions[a].politics, s.factions[a].vp),
            (pol + 1, vp + 1)
        );
        assert_eq!(s.pirate_cache, 5);
    }

    /// R 3.4.7: blockading needs Embargo or worse and fleet combat at least the defense network;
    /// a blockaded base halves its output (see econ) and earns the blockader $2B.
    #[test]
    fn sh_3_4_7_blockade() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let at = Loc::Surface("moon".into());
        let me = cv(&mut s, a, "cv-4", at.clone());
        s.bases.push(Base {
            id: 901,
            owner: b,
            world: "moon".into(),
            orbital: false,
            levels: [0, 0, 0, 2],
            damage: [0; 4],
            settlements: 0,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        assert!(check_blockade(&s, a, me, 901).is_err(), "Neutral");
        s.factions[a].relations[b] = EMBARGO;
        s.factions[b].relations[a] = EMBARGO;
        let power = content().design("cv-4").unwrap().combat;
        let def = base_defense(s.base(901).unwrap());
        assert_eq!(check_blockade(&s, a, me, 901).is_ok(), power >= def);
    }
}
