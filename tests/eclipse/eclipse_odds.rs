//! The exact Eclipse combat odds calculator (§6 combat phase of the rules digest) against the
//! reference values of shared/reference/eclipse/combat-expectations.md and closed forms.

use starpost::games::eclipse::content::Dice;
use starpost::games::eclipse::odds::{
    Fleet, Odds, ShipKind, Target, assign_hits, battle_odds, binomial, choose, die_hits,
    hit_probability, parse_fleet,
};
use starpost::games::eclipse::ships::ShipStats;

fn odds(a: &str, d: &str) -> Odds {
    let a = parse_fleet(a).unwrap();
    let d = parse_fleet(d).unwrap();
    battle_odds(&a, &d).unwrap()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn sums_to_one(o: &Odds) {
    assert!(close(o.attacker + o.draw + o.defender, 1.0), "{o:?}");
    assert!(o.attacker >= 0.0 && o.draw >= 0.0 && o.defender >= 0.0);
}

// ---- combat-expectations.md §1: the single-die hit rule (row 94) ----

#[test]
fn ecl_6_hit_rule_cases() {
    // (roll, computers, target shields, hit?)
    let cases = [
        (5, 3, 2, true),
        (3, 0, 2, false),
        (6, 0, 10, true),
        (1, 10, 0, false),
        (4, 2, 0, true),
        (5, 1, 2, false),
    ];
    for (roll, c, s, hit) in cases {
        assert_eq!(die_hits(roll, c, s), hit, "roll {roll} +{c} -{s}");
    }
}

#[test]
fn ecl_6_hit_probabilities() {
    // combat-expectations.md §1 (hit-once odds): the cap, the floor and the products with the
    // chance that shooter and target are alive.
    assert!(close(hit_probability(5, 0), 5.0 / 6.0));
    assert!(close(hit_probability(0, 5), 1.0 / 6.0));
    assert!(close(hit_probability(0, 0) * 2.0 / 3.0, 1.0 / 9.0));
    assert!(close(hit_probability(0, 0) * 5.0 / 6.0, 5.0 / 36.0));
    assert!(close(hit_probability(5, 2) * 25.0 / 36.0, 25.0 / 54.0));
    // The probability agrees with counting faces under die_hits.
    for c in 0..6 {
        for s in 0..6 {
            let faces = (1..=6).filter(|&r| die_hits(r, c, s)).count();
            assert!(close(hit_probability(c, s), faces as f64 / 6.0));
        }
    }
}

#[test]
fn ecl_6_binomial_helper_values() {
    // combat-expectations.md §4.
    assert!(close(binomial(1, 1, 1.0 / 6.0), 1.0 / 6.0));
    assert!(close(binomial(2, 1, 1.0 / 6.0), 5.0 / 18.0));
    assert!(close(binomial(5, 3, 1.0 / 3.0), 40.0 / 243.0));
    assert!(close(choose(1, 1), 1.0));
    assert!(close(choose(5, 3), 10.0));
    assert!(close(choose(15, 5), 3003.0));
    assert!(close(choose(3, 5), 0.0));
}

// ---- combat-expectations.md §3: whole battle ----

#[test]
fn ecl_6_whole_battle_reference() {
    // Attacker: hull 3, shields 2, computers +2, initiative 3, 6 yellow + 2 red dice. Defender:
    // an interceptor with no hull, initiative 2, one yellow die. Reference: attacker > 80 %.
    let big = ShipStats {
        initiative: 3,
        hull: 3,
        computer: 2,
        shield: 2,
        movement: 1,
        energy: 0,
        drives: 1,
        cannons: vec![Dice { dice: 2, damage: 4 }, Dice { dice: 6, damage: 1 }],
        missiles: vec![],
    };
    let small = ShipStats {
        initiative: 2,
        hull: 0,
        computer: 0,
        shield: 0,
        movement: 1,
        energy: 0,
        drives: 1,
        cannons: vec![Dice { dice: 1, damage: 1 }],
        missiles: vec![],
    };
    let mut a = Fleet::default();
    a.add(ShipKind::Cruiser, big, 1);
    let mut d = Fleet::default();
    d.add(ShipKind::Interceptor, small, 1);
    let o = battle_odds(&a, &d).unwrap();
    sums_to_one(&o);
    assert!(o.attacker > 0.8, "{o:?}");
    // Exactly: the attacker fires first with 8 dice hitting on 3+ (4/6 each); it dies only to 4
    // hits of a die that needs a 6 (shields 2), so it always wins.
    assert!(close(o.attacker, 1.0), "{o:?}");
}

// ---- closed forms ----

#[test]
fn ecl_6_equal_interceptors_defender_fires_first() {
    // Rows 87-88: equal initiative, the defender's group first. One die at 1/6 each, one hit
    // kills: P(defender) = (1/6) / (1 − (5/6)²) = 6/11.
    let o = odds("interceptor", "interceptor");
    sums_to_one(&o);
    assert!(close(o.defender, 6.0 / 11.0), "{o:?}");
    assert!(close(o.attacker, 5.0 / 11.0), "{o:?}");
}

#[test]
fn ecl_6_missiles_fire_once_before_cannons() {
    // Row 91: a missile-only interceptor (2 orange dice) gets one volley before any cannon;
    // afterwards it cannot hurt the enemy, so it wins only if the volley kills: 1 − (5/6)².
    let missile = "interceptor[missile, source1, drive1]";
    let o = odds(missile, "interceptor");
    sums_to_one(&o);
    assert!(close(o.attacker, 11.0 / 36.0), "{o:?}");
    assert!(close(o.defender, 25.0 / 36.0), "{o:?}");
}

#[test]
fn ecl_6_missile_volleys_are_sequential() {
    // Digest §4.2.3: volleys resolve in initiative order and a destroyed group does not fire.
    // Two missile-only interceptors, defender first: the defender kills with 11/36; otherwise
    // the attacker fires with 11/36; if both miss, nobody can fire any more (stalemate).
    let missile = "interceptor[missile, source1, drive1]";
    let o = odds(missile, missile);
    sums_to_one(&o);
    assert!(close(o.defender, 11.0 / 36.0), "{o:?}");
    assert!(close(o.attacker, 25.0 / 36.0 * 11.0 / 36.0), "{o:?}");
    assert!(close(o.draw, (25.0f64 / 36.0).powi(2)), "{o:?}");
}

#[test]
fn ecl_6_unarmed_fleets_are_a_stalemate() {
    // Row 104: nobody can destroy anyone.
    let o = odds(
        "interceptor[source1, drive1]",
        "starbase[hull, hull, electron]",
    );
    assert!(close(o.draw, 1.0), "{o:?}");
}

#[test]
fn ecl_6_shields_and_computers_change_the_odds() {
    // Row 94: a Gauss shield makes the Terran interceptor harder to hit; an Electron Computer
    // makes it hit more often.
    let plain = odds("interceptor", "interceptor");
    let shielded = odds("interceptor[gauss, ion, source1, drive1]", "interceptor");
    let aimed = odds("interceptor[electron, ion, source1, drive1]", "interceptor");
    // With a shield the enemy hits only on a 6 anyway (no change at +0 vs shield 1: a 5 would
    // have missed too), so only the computer matters here.
    assert!(close(shielded.attacker, plain.attacker));
    assert!(aimed.attacker > plain.attacker + 0.1, "{aimed:?}");
    for o in [plain, shielded, aimed] {
        sums_to_one(&o);
    }
}

#[test]
fn ecl_6_role_swap_is_a_mirror_without_initiative_ties() {
    // With no equal initiatives the defender's tie privilege never applies, so swapping the
    // roles mirrors the result.
    let pairs = [
        ("2 interceptor", "cruiser"),
        ("cruiser", "dreadnought"),
        ("3 interceptor", "orion interceptor"),
        ("interceptor, dreadnought", "2 ancient"),
    ];
    for (x, y) in pairs {
        let xy = odds(x, y);
        let yx = odds(y, x);
        sums_to_one(&xy);
        assert!(close(xy.attacker, yx.defender), "{x} v {y}: {xy:?} {yx:?}");
        assert!(close(xy.defender, yx.attacker), "{x} v {y}: {xy:?} {yx:?}");
    }
}

#[test]
fn ecl_6_identical_fleets_favour_the_defender() {
    // Rows 87-88: on equal initiative the defender fires first.
    for fleet in [
        "interceptor",
        "2 cruiser",
        "dreadnought, 2 interceptor",
        "ancient",
    ] {
        let o = odds(fleet, fleet);
        sums_to_one(&o);
        assert!(o.defender > o.attacker, "{fleet}: {o:?}");
    }
}

#[test]
fn ecl_6_more_ships_never_hurt() {
    let mut last = 0.0;
    for n in 1..=4 {
        let o = odds(&format!("{n} interceptor"), "gcds");
        sums_to_one(&o);
        assert!(o.attacker >= last, "{n}: {o:?}");
        last = o.attacker;
    }
    let o = odds("2 dreadnought, 4 cruiser, 8 interceptor", "gcds");
    assert!(o.attacker > 0.9, "{o:?}");
}

// ---- the hit policy (§6, L3063-3107) ----

#[test]
fn ecl_6_neutral_policy_seed_example() {
    // An Ancient (+1 computer) rolls 5 and 6 against an interceptor and a dreadnought: only the
    // interceptor can be destroyed, so one hit kills it and the other goes to the dreadnought.
    let targets = [
        Target {
            kind: ShipKind::Dreadnought,
            hit_points: 3,
            damage: 0,
            shield: 0,
        },
        Target {
            kind: ShipKind::Interceptor,
            hit_points: 1,
            damage: 0,
            shield: 0,
        },
    ];
    let got = assign_hits(&[(5, 1), (6, 1)], 1, &targets);
    let mut to: Vec<Option<usize>> = got.clone();
    to.sort();
    assert_eq!(to, [Some(0), Some(1)], "{got:?}");
    // A 1 always misses; with three hits the dreadnought itself can be destroyed and is.
    assert_eq!(assign_hits(&[(1, 1)], 1, &targets), [None]);
    let got = assign_hits(&[(5, 1), (6, 1), (6, 1)], 1, &targets);
    assert_eq!(got, [Some(0), Some(0), Some(0)]);
}

#[test]
fn ecl_6_policy_respects_shields_and_wastes_little() {
    // A 5 with +1 computer hits the unshielded interceptor but not the shielded cruiser; a red
    // die is kept for the ship only it can destroy.
    let targets = [
        Target {
            kind: ShipKind::Cruiser,
            hit_points: 4,
            damage: 0,
            shield: 1,
        },
        Target {
            kind: ShipKind::Interceptor,
            hit_points: 1,
            damage: 0,
            shield: 0,
        },
    ];
    assert_eq!(assign_hits(&[(5, 1)], 1, &targets), [Some(1)]);
    assert_eq!(assign_hits(&[(5, 1)], 0, &targets), [None]);
    assert_eq!(
        assign_hits(&[(6, 4), (6, 1)], 0, &targets),
        [Some(0), Some(1)]
    );
    // Already damaged ships count: a cruiser with 3 damage dies to one more hit.
    let damaged = [Target {
        damage: 3,
        ..targets[0]
    }];
    assert_eq!(assign_hits(&[(6, 1)], 0, &damaged), [Some(0)]);
}

// ---- fleet strings ----

#[test]
fn fleet_strings_parse_and_reject_clearly() {
    let f =
        parse_fleet("2 interceptor, cruiser[ion, ion, hull, electron, drive1, source1]").unwrap();
    assert_eq!(f.ships(), 3);
    assert_eq!(f.groups.len(), 2);
    let f = parse_fleet("interceptor, interceptor, ancient, gcds").unwrap();
    assert_eq!(f.groups.len(), 3, "identical ships merge");
    let err = |s: &str| parse_fleet(s).unwrap_err().id;
    assert_eq!(err(""), "eclipse-odds-empty");
    assert_eq!(err("0 interceptor"), "eclipse-odds-empty");
    assert_eq!(err("2 dreadnougth"), "eclipse-odds-unknown-ship");
    assert_eq!(err("cruiser[ion, lazer]"), "eclipse-odds-unknown-part");
    assert_eq!(err("cruiser[ion, ion"), "eclipse-odds-brackets");
    assert_eq!(err("99 interceptor"), "eclipse-odds-bad-count");
    assert_eq!(err("3"), "eclipse-odds-missing-name");
    assert_eq!(err("20 interceptor, 5 cruiser"), "eclipse-odds-too-many");
    assert_eq!(err("ancient[ion]"), "eclipse-odds-neutral-parts");
    assert_eq!(
        err("interceptor[ion, ion, ion, ion, ion]"),
        "eclipse-odds-too-many-parts"
    );
    // Row 59/60: an Upgrade's legality applies (here: no drive, too much energy).
    assert_eq!(
        err("cruiser[antimatter, source1]"),
        "eclipse-odds-illegal-blueprint"
    );
    assert_eq!(err("starbase[drive1]"), "eclipse-odds-illegal-blueprint");
}

#[test]
fn too_big_fleets_get_an_error_not_a_wait() {
    let big = "8 interceptor[improved, improved, source2, drive1], 4 cruiser[improved, improved, \
               improved, improved, source2, drive1], 2 dreadnought";
    let a = parse_fleet(big).unwrap();
    let e = battle_odds(&a, &a).unwrap_err();
    assert_eq!(e.id, "eclipse-odds-too-big");
}

// ---- an independent simulation of the same rules agrees with the exact values ----

/// xorshift64*: a tiny deterministic generator for the simulation.
struct Rng(u64);

impl Rng {
    fn d6(&mut self) -> u8 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as u8 % 6 + 1
    }
}

struct SimShip {
    side: usize,
    group: usize,
    kind: ShipKind,
    stats: ShipStats,
    hp: u8,
}

/// One battle, step by step with dice: 0 attacker wins, 1 stalemate, 2 defender wins.
fn simulate(a: &Fleet, d: &Fleet, rng: &mut Rng) -> usize {
    let mut ships = Vec::new();
    let mut groups = Vec::new();
    for (side, fleet) in [a, d].into_iter().enumerate() {
        for g in &fleet.groups {
            let group = groups.len();
            groups.push((side, g.stats.initiative));
            for _ in 0..g.count {
                ships.push(SimShip {
                    side,
                    group,
                    kind: g.kind,
                    stats: g.stats.clone(),
                    hp: (g.stats.hull + 1) as u8,
                });
            }
        }
    }
    let mut order: Vec<usize> = (0..groups.len()).collect();
    order.sort_by_key(|&g| (std::cmp::Reverse(groups[g].1), 1 - groups[g].0, g));
    let alive = |ships: &[SimShip], side: usize| ships.iter().any(|s| s.side == side && s.hp > 0);
    let fire = |ships: &mut Vec<SimShip>, g: usize, missiles: bool, rng: &mut Rng| {
        let shooters: Vec<usize> = (0..ships.len())
            .filter(|&i| ships[i].group == g && ships[i].hp > 0)
            .collect();
        let Some(&first) = shooters.first() else {
            return;
        };
        let stats = ships[first].stats.clone();
        let weapons = if missiles {
            &stats.missiles
        } else {
            &stats.cannons
        };
        let mut rolls = Vec::new();
        for _ in &shooters {
            for w in weapons {
                for _ in 0..w.dice {
                    rolls.push((rng.d6(), w.damage));
                }
            }
        }
        let side = ships[first].side;
        let targets: Vec<usize> = (0..ships.len())
            .filter(|&i| ships[i].side != side && ships[i].hp > 0)
            .collect();
        let view: Vec<Target> = targets
            .iter()
            .map(|&i| Target {
                kind: ships[i].kind,
                hit_points: (ships[i].stats.hull + 1) as u8,
                damage: (ships[i].stats.hull + 1) as u8 - ships[i].hp,
                shield: ships[i].stats.shield,
            })
            .collect();
        for (roll, t) in rolls.iter().zip(assign_hits(&rolls, stats.computer, &view)) {
            if let Some(t) = t {
                let s = &mut ships[targets[t]];
                s.hp = s.hp.saturating_sub(roll.1);
            }
        }
    };
    for &g in &order {
        if alive(&ships, 0) && alive(&ships, 1) {
            fire(&mut ships, g, true, rng);
        }
    }
    for _ in 0..10_000 {
        match (alive(&ships, 0), alive(&ships, 1)) {
            (true, false) => return 0,
            (false, true) => return 2,
            _ => {}
        }
        let armed = ships
            .iter()
            .any(|s| s.hp > 0 && !s.stats.cannons.is_empty());
        if !armed {
            return 1;
        }
        for &g in &order {
            if alive(&ships, 0) && alive(&ships, 1) {
                fire(&mut ships, g, false, rng);
            }
        }
    }
    1
}

#[test]
fn ecl_6_simulation_agrees_with_the_exact_odds() {
    let cases = [
        ("2 interceptor, cruiser", "2 ancient"),
        (
            "interceptor[missile, gauss, source1, drive1], cruiser",
            "orion cruiser",
        ),
        ("3 interceptor", "gcds"),
        (
            "dreadnought[antimatter, ion, hull, hull, source2, electron, drive1]",
            "2 cruiser, interceptor",
        ),
    ];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let runs = 20_000;
    for (x, y) in cases {
        let a = parse_fleet(x).unwrap();
        let d = parse_fleet(y).unwrap();
        let exact = battle_odds(&a, &d).unwrap();
        let mut tally = [0u32; 3];
        for _ in 0..runs {
            tally[simulate(&a, &d, &mut rng)] += 1;
        }
        let freq = tally.map(|n| f64::from(n) / f64::from(runs));
        // 20,000 runs: the standard error is at most 0.0036; allow 4.5 of them.
        for (f, e) in freq
            .iter()
            .zip([exact.attacker, exact.draw, exact.defender])
        {
            assert!(
                (f - e).abs() < 0.016,
                "{x} v {y}: simulated {freq:?}, exact {exact:?}"
            );
        }
    }
}
