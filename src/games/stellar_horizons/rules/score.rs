//! The end: scenario victory conditions (R 6.0) and the campaign's VP chart (R 4.0), in
//! quarter points so that 1.25 and 0.5 stay exact.

use super::super::content::{Class, content};
use super::super::state::*;
use super::{Log, end, say};
use crate::core::Msg;

/// The VP chart's parts for a faction, in quarter points: markers, colonizer techs, Alpha
/// Centauri, settlements, terraforming, infrastructure, leftover points and politics, fleet.
pub fn parts(s: &State, f: usize) -> [i32; 8] {
    let c = content();
    let fac = &s.factions[f];
    let markers = (fac.vp + super::missions::vp(s, f)) * c.vp("vp-marker");
    let colonizers = [
        "interstellar-colonizer-habitation",
        "interstellar-colonizer-engine",
        "interstellar-colonizer-hull",
    ]
    .iter()
    .filter(|t| fac.has(t))
    .count();
    let colonizer = match colonizers {
        0 => 0,
        1 => c.vp("colonizer-1"),
        2 => c.vp("colonizer-2"),
        _ => c.vp("colonizer-3"),
    };
    let alpha = if fac.alpha_cv {
        c.vp("alpha-centauri-cv")
    } else {
        0
    } + if fac.alpha_re {
        c.vp("alpha-centauri-re")
    } else {
        0
    };
    let mut settlements = 0;
    let mut terraform = 0;
    let mut infrastructure = 0;
    for b in s.bases.iter().filter(|b| b.owner == f) {
        let w = c.world(&b.world);
        settlements += b.settlements
            * w.map_or(4, |w| {
                if b.world == "earth" {
                    4
                } else {
                    w.settlement_vp_quarters
                }
            });
        infrastructure += b.levels.iter().sum::<i32>() * c.vp("infrastructure-level");
        if let (Some(tf), Some(ws)) = (c.terraform(&b.world), s.world(&b.world)) {
            let full = ws.terraform >= tf.full_points;
            let half = ws.terraform >= tf.half_points;
            if full || half {
                terraform += b.settlements
                    * if full {
                        c.vp("terraformed-settlement-full")
                    } else {
                        c.vp("terraformed-settlement-half")
                    };
                let most = s
                    .bases
                    .iter()
                    .filter(|o| o.world == b.world)
                    .map(|o| o.settlements)
                    .max()
                    .unwrap_or(0);
                if b.settlements > 0 && b.settlements == most {
                    terraform += if full {
                        c.vp("terraformed-most-full")
                    } else {
                        c.vp("terraformed-most-half")
                    };
                }
            }
        }
    }
    let points = fac.banks.iter().sum::<i32>() / c.vp("tech-points-per-vp").max(1) * 4;
    let politics = fac.politics / c.vp("politics-per-vp").max(1) * 4;
    let fleet: i32 = s
        .ships
        .iter()
        .filter(|x| x.owner == f && !x.reserved)
        .map(|x| match x.class() {
            Class::Re => 1,
            Class::Cv => x.size(),
            Class::Lv => 0,
        })
        .sum::<i32>()
        * c.vp("fleet-per-size");
    [
        markers,
        colonizer,
        alpha,
        settlements,
        terraform,
        infrastructure,
        points + politics,
        fleet,
    ]
}

/// A faction's total in quarter points; the solo campaign loses 3 per year past 2145 (R 4.0).
pub fn total(s: &State, f: usize) -> i32 {
    let mut t: i32 = parts(s, f).iter().sum();
    if s.solo {
        let from = content().rate("end-roll-from");
        t -= 4 * content().rate("solo-penalty-per-year") * (s.year - from).max(0);
    }
    t
}

/// The solo rating band of a score in whole points (R 4.0).
pub fn solo_rating(points: i32) -> &'static str {
    content()
        .solo_rating
        .iter()
        .filter(|b| points >= b.min)
        .max_by_key(|b| b.min)
        .map_or("disaster", |b| match b.id.as_str() {
            "defeat" => "defeat",
            "draw" => "draw",
            "marginal-victory" => "marginal-victory",
            "major-victory" => "major-victory",
            "great-victory" => "great-victory",
            "perfect-victory" => "perfect-victory",
            _ => "disaster",
        })
}

/// Ends a points game: the best total wins; a tie names no single winner.
pub fn finish(s: &mut State, reason: &str, log: &mut Log) {
    let mut best: Vec<(i32, usize)> = s
        .factions
        .iter()
        .enumerate()
        .filter(|(_, f)| f.seat.is_some())
        .map(|(i, _)| (total(s, i), i))
        .collect();
    best.sort_by_key(|x| std::cmp::Reverse(x.0));
    let points_game = content()
        .scenario(&s.scenario)
        .is_none_or(|sc| sc.victory.kind == "points");
    let winner = if points_game
        && (best.len() == 1 || best.get(1).is_some_and(|x| x.0 < best[0].0))
        && !s.solo
    {
        best.first().and_then(|x| s.factions[x.1].seat)
    } else {
        None
    };
    let reason = if points_game {
        reason.to_string()
    } else {
        scenario_timeout(s)
    };
    say(
        log,
        Msg::new("sh-log-game-over").msg("reason", Msg::new(reason.clone())),
    );
    end(s, winner, &reason);
}

/// What running out of time means in a scenario.
fn scenario_timeout(s: &State) -> String {
    match content()
        .scenario(&s.scenario)
        .map(|x| x.victory.kind.as_str())
    {
        Some("asteroid") => "sh-end-asteroid-impact".into(),
        Some("invader") => "sh-end-invader-won".into(),
        Some("ai-base") => {
            let colonizers = [
                "interstellar-colonizer-habitation",
                "interstellar-colonizer-engine",
                "interstellar-colonizer-hull",
            ];
            if s.factions
                .iter()
                .any(|f| f.seat.is_some() && colonizers.iter().all(|t| f.has(t)))
            {
                "sh-end-humans-won".into()
            } else {
                "sh-end-ai-won".into()
            }
        }
        Some("olympus") => {
            let max = content()
                .terraform("mars")
                .map_or(i32::MAX, |t| t.full_points);
            let tf = s.world("mars").map_or(0, |w| w.terraform);
            let settled: i32 = s
                .bases
                .iter()
                .filter(|b| b.world == "mars")
                .map(|b| b.settlements)
                .sum();
            let need = content()
                .scenario("5")
                .and_then(|x| x.victory.count)
                .unwrap_or(40);
            if tf >= max && settled >= need {
                "sh-end-olympus-won".into()
            } else {
                "sh-end-olympus-lost".into()
            }
        }
        _ => "sh-end-no-winner".into(),
    }
}

/// Scenario victories checked at the end of each year (R 6.0).
pub fn scenario_checks(s: &mut State, log: &mut Log) {
    let Some(sc) = content().scenario(&s.scenario) else {
        return;
    };
    match sc.victory.kind.as_str() {
        "settlements" => {
            let world = sc.victory.world.clone().unwrap_or_default();
            let need = sc.victory.count.unwrap_or(20);
            for &f in &s.order.clone() {
                let n: i32 = s
                    .bases
                    .iter()
                    .filter(|b| b.owner == f && b.world == world)
                    .map(|b| b.settlements)
                    .sum();
                if n >= need {
                    let seat = s.factions[f].seat;
                    say(
                        log,
                        Msg::new("sh-log-game-over").msg("reason", Msg::new("sh-end-settlements")),
                    );
                    end(s, seat, "sh-end-settlements");
                    return;
                }
            }
        }
        "asteroid" if s.incoming.as_ref().is_some_and(|i| i.strength <= 0) => {
            say(
                log,
                Msg::new("sh-log-game-over").msg("reason", Msg::new("sh-end-asteroid-stopped")),
            );
            end(s, None, "sh-end-asteroid-stopped");
        }
        "invader" if s.invader.is_none() => {
            say(
                log,
                Msg::new("sh-log-game-over").msg("reason", Msg::new("sh-end-invader-destroyed")),
            );
            end(s, None, "sh-end-invader-destroyed");
        }
        "ai-base" => {
            let world = sc.victory.world.clone().unwrap_or_default();
            let ai_base = s.bases.iter().any(|b| {
                b.world == world
                    && s.factions[b.owner].id == "japan"
                    && s.factions[b.owner].seat.is_none()
            });
            if !ai_base {
                say(
                    log,
                    Msg::new("sh-log-game-over").msg("reason", Msg::new("sh-end-humans-won")),
                );
                end(s, None, "sh-end-humans-won");
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 4.0: the VP chart — markers at face value, settlements by location (Mars 1.25 each),
    /// infrastructure 1 per level, fleet 0.5 per size point, leftover points 1 per 20.
    #[test]
    fn sh_4_0_vp_chart() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.ships.retain(|x| x.owner != f);
        s.factions[f].vp = 3;
        s.factions[f].banks = [20, 19, 0];
        s.factions[f].politics = 4;
        s.bases.push(Base {
            id: 1,
            owner: f,
            world: "mars".into(),
            orbital: false,
            levels: [1, 4, 0, 0],
            damage: [0; 4],
            settlements: 4,
            stock: [0; 3],
            built: false,
            product: None,
            blockaded_by: None,
            terraformed: 0,
        });
        let p = parts(&s, f);
        assert_eq!(p[0], 12, "3 VP markers");
        assert_eq!(p[3], 20, "4 Mars settlements × 1.25");
        assert_eq!(p[5], 20, "5 facility levels");
        assert_eq!(p[6], 4, "39 points → 1; 4 politics → 0");
        assert_eq!(total(&s, f), 56);
    }

    /// R 4.0: Interstellar Colonizer techs 1 → 15, 2 → 30, 3 → 50; Alpha Centauri CV 15, RE 5.
    #[test]
    fn sh_4_0_colonizers_and_alpha_centauri() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f]
            .techs
            .push("interstellar-colonizer-engine".into());
        assert_eq!(parts(&s, f)[1], 60);
        s.factions[f]
            .techs
            .push("interstellar-colonizer-hull".into());
        s.factions[f]
            .techs
            .push("interstellar-colonizer-habitation".into());
        assert_eq!(parts(&s, f)[1], 200);
        s.factions[f].alpha_cv = true;
        s.factions[f].alpha_re = true;
        assert_eq!(parts(&s, f)[2], 80, "both: 20 VP");
    }

    /// R 4.0: the solo rating bands.
    #[test]
    fn sh_4_0_solo_rating() {
        assert_eq!(solo_rating(99), "disaster");
        assert_eq!(solo_rating(150), "defeat");
        assert_eq!(solo_rating(151), "draw");
        assert_eq!(solo_rating(251), "perfect-victory");
    }
}
