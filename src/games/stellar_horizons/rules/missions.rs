//! Missions (R 2.3.5), read on `missions.json`: a pool of undated missions (dated ones join in
//! their year), one private mission per player (only its holder sees it) and one common
//! mission face up. Depleting a mission's world completes it (crewed missions need a CV,
//! telescopes never complete one): +1 politics, the mission is held for its VP at the end and
//! $1B each production step; a replacement is drawn. Held missions are capped by the decade
//! index: beyond it a completion pays +1 politics and +1 VP and returns a held mission.

use super::super::content::content;
use super::super::state::*;
use super::{Log, say};
use crate::core::{GameRng, Msg};

fn alive(s: &State, id: &str) -> bool {
    content()
        .mission(id)
        .is_some_and(|m| s.world(&m.world).is_some_and(|w| w.value > 0))
}

/// Draws the next live mission from the pool (dead ones leave the game, R 2.3.5).
fn draw(s: &mut State) -> Option<String> {
    while let Some(id) = s.mission_pool.pop() {
        if alive(s, &id) {
            return Some(id);
        }
    }
    None
}

/// Campaign setup: the pool of undated missions for worlds in play, one private mission each,
/// one common mission.
pub fn deal(s: &mut State, rng: &mut GameRng) {
    let mut pool: Vec<String> = content()
        .missions
        .iter()
        .filter(|m| m.year.is_none() && s.world(&m.world).is_some())
        .map(|m| m.id.clone())
        .collect();
    rng.shuffle(&mut pool);
    s.mission_pool = pool;
    for f in s.order.clone() {
        s.factions[f].mission = draw(s);
    }
    s.common_mission = draw(s);
}

/// Dated missions join the pool at the start of their year, at a random place.
pub fn new_year(s: &mut State, rng: &mut GameRng) {
    if s.mission_pool.is_empty()
        && s.common_mission.is_none()
        && s.factions.iter().all(|f| f.mission.is_none())
    {
        return;
    }
    let dated: Vec<String> = content()
        .missions
        .iter()
        .filter(|m| m.year == Some(s.year) && s.world(&m.world).is_some())
        .map(|m| m.id.clone())
        .collect();
    for id in dated {
        let at = rng.below(s.mission_pool.len() + 1);
        s.mission_pool.insert(at, id);
    }
    if s.common_mission.is_none() {
        s.common_mission = draw(s);
    }
    for f in s.order.clone() {
        if s.factions[f].mission.is_none() {
            s.factions[f].mission = draw(s);
        }
    }
}

/// After a depletion of `world` by faction `f` (`crewed`: by a CV; `telescope`: by a
/// telescope, which completes nothing).
pub fn on_depletion(
    s: &mut State,
    f: usize,
    world: &str,
    crewed: bool,
    telescope: bool,
    log: &mut Log,
) {
    if telescope {
        return;
    }
    let fits = |id: &Option<String>| {
        id.as_deref()
            .and_then(|i| content().mission(i))
            .is_some_and(|m| m.world == world && (crewed || !m.requires_cv))
    };
    let mut done = Vec::new();
    if fits(&s.factions[f].mission) {
        done.extend(s.factions[f].mission.take());
    }
    if fits(&s.common_mission) {
        done.extend(s.common_mission.take());
    }
    for id in done {
        let cap = s.decade_index();
        let fac = &mut s.factions[f];
        fac.politics += 1;
        fac.completed.push(id.clone());
        if fac.completed.len() as i32 > cap {
            // Overflow: +1 politics, +1 VP, and the least valuable held mission goes back.
            fac.politics += 1;
            fac.vp += 1;
            if let Some(i) = (0..fac.completed.len())
                .min_by_key(|i| content().mission(&fac.completed[*i]).map_or(0, |m| m.vp))
            {
                let back = fac.completed.remove(i);
                s.mission_pool.insert(0, back);
            }
        }
        say(
            log,
            Msg::new("sh-log-mission")
                .name(
                    "faction",
                    super::super::content::catalog_id("faction", &s.factions[f].id),
                )
                .name("world", super::super::content::catalog_id("world", world)),
        );
    }
    // Replacements, and missions whose world is exhausted leave the game.
    for g in s.order.clone() {
        if s.factions[g]
            .mission
            .as_deref()
            .is_some_and(|m| !alive(s, m))
        {
            s.factions[g].mission = None;
        }
        if s.factions[g].mission.is_none() {
            s.factions[g].mission = draw(s);
        }
    }
    if s.common_mission.as_deref().is_some_and(|m| !alive(s, m)) {
        s.common_mission = None;
    }
    if s.common_mission.is_none() {
        s.common_mission = draw(s);
    }
}

/// Optional rule (R 2.3.5): each player's first private mission draw is two, keep one; the
/// choice goes to that player alone (a private prompt).
pub fn offer_choice(s: &mut State) {
    for f in s.order.clone() {
        let Some(first) = s.factions[f].mission.clone() else {
            continue;
        };
        if let Some(second) = draw(s) {
            s.extra.pending.push(super::choices::Pending::Mission {
                faction: f,
                choices: vec![first, second],
            });
        }
    }
}

/// The kept mission of a two-card first draw; the other goes under the pool.
pub fn keep(s: &mut State, f: usize, choices: &[String], kept: &str) {
    s.factions[f].mission = Some(kept.to_string());
    for c in choices.iter().filter(|c| *c != kept) {
        s.mission_pool.insert(0, c.clone());
    }
}

/// Politics spending (R 2.3.4): the private mission goes back under the pool and the next live
/// one is drawn.
pub fn redraw(s: &mut State, f: usize, _rng: &mut GameRng) {
    if let Some(old) = s.factions[f].mission.take() {
        s.mission_pool.insert(0, old);
    }
    s.factions[f].mission = draw(s);
}

/// VP of a faction's completed missions (R 4.0).
pub fn vp(s: &State, f: usize) -> i32 {
    s.factions[f]
        .completed
        .iter()
        .filter_map(|id| content().mission(id))
        .map(|m| m.vp)
        .sum()
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    /// R 2.3.5: each player holds a private mission and one common mission lies face up;
    /// depleting the mission's world completes it with +1 politics and a replacement.
    #[test]
    fn sh_2_3_5_missions() {
        let mut s = campaign(3);
        assert!(s.order.iter().all(|f| s.factions[*f].mission.is_some()));
        assert!(s.common_mission.is_some());
        let f = s.order[0];
        let id = s.factions[f].mission.clone().unwrap();
        let world = content().mission(&id).unwrap().world.clone();
        let before = s.factions[f].politics;
        on_depletion(&mut s, f, &world, true, false, &mut Log::new());
        assert!(s.factions[f].completed.contains(&id));
        assert!(s.factions[f].politics > before);
        assert_ne!(
            s.factions[f].mission.as_deref(),
            Some(id.as_str()),
            "replaced"
        );
        assert_eq!(vp(&s, f), content().mission(&id).unwrap().vp);
    }

    /// R 2.3.5: a crewed mission is not completed by a robotic explorer; telescopes complete
    /// none.
    #[test]
    fn sh_2_3_5_crewed_missions_and_telescopes() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.factions[f].mission = Some("mars-crewed".into());
        s.common_mission = None;
        s.mission_pool.clear();
        on_depletion(&mut s, f, "mars", false, false, &mut Log::new());
        assert_eq!(s.factions[f].mission.as_deref(), Some("mars-crewed"));
        on_depletion(&mut s, f, "mars", true, true, &mut Log::new());
        assert!(s.factions[f].completed.is_empty());
        on_depletion(&mut s, f, "mars", true, false, &mut Log::new());
        assert_eq!(s.factions[f].completed, vec!["mars-crewed".to_string()]);
    }
}

/// Session 3 tests: mission cap and overflow, dead missions.
#[cfg(test)]
mod session3_tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    fn mission_on(world_not: &str) -> Vec<String> {
        content()
            .missions
            .iter()
            .filter(|m| m.world != world_not && m.year.is_none() && !m.requires_cv)
            .map(|m| m.id.clone())
            .collect()
    }

    /// R 2.3.5: completed missions held are capped by the decade index (2030s: 1); a completion
    /// beyond it gives +1 politics and +1 VP more and the least valuable held mission returns
    /// to the pool.
    #[test]
    fn sh_2_3_5_mission_cap_and_overflow() {
        let mut s = campaign(2);
        s.year = 2035;
        let f = s.order[0];
        let ids = mission_on("");
        let (cheap, dear) = {
            let mut v: Vec<&String> = ids.iter().collect();
            v.sort_by_key(|id| content().mission(id).unwrap().vp);
            (v[0].clone(), v[v.len() - 1].clone())
        };
        assert!(content().mission(&cheap).unwrap().vp < content().mission(&dear).unwrap().vp);
        s.factions[f].completed = vec![cheap.clone()];
        s.factions[f].mission = Some(dear.clone());
        s.common_mission = None;
        let (pol, vp) = (s.factions[f].politics, s.factions[f].vp);
        let world = content().mission(&dear).unwrap().world.clone();
        on_depletion(&mut s, f, &world, true, false, &mut Log::new());
        assert_eq!(
            s.factions[f].completed,
            vec![dear],
            "cap 1: the cheaper one went back"
        );
        assert_eq!(
            s.factions[f].politics,
            pol + 2,
            "+1 completion, +1 overflow"
        );
        assert_eq!(s.factions[f].vp, vp + 1);
        assert!(s.mission_pool.contains(&cheap));
        s.year = 2045;
        assert_eq!(s.decade_index(), 2, "2040s: two held");
    }

    /// R 2.3.5: a mission whose world is fully depleted leaves the game; a held private or the
    /// common mission on it is replaced, and draws skip dead ones.
    #[test]
    fn sh_2_3_5_dead_missions_leave() {
        let mut s = campaign(2);
        let (a, b) = (s.order[0], s.order[1]);
        let on_mars: Vec<String> = content()
            .missions
            .iter()
            .filter(|m| m.world == "mars" && s.world(&m.world).is_some())
            .map(|m| m.id.clone())
            .collect();
        assert!(!on_mars.is_empty());
        let other = mission_on("mars");
        s.factions[b].mission = Some(on_mars[0].clone());
        s.common_mission = on_mars.get(1).cloned().or_else(|| Some(on_mars[0].clone()));
        s.mission_pool = vec![other[0].clone(), on_mars[0].clone()];
        s.world_mut("mars").unwrap().value = 0;
        s.factions[a].mission = Some(other[1].clone());
        on_depletion(&mut s, a, "moon", false, false, &mut Log::new());
        let mars = |id: &Option<String>| {
            id.as_deref()
                .and_then(|i| content().mission(i))
                .is_some_and(|m| m.world == "mars")
        };
        assert!(!mars(&s.factions[b].mission), "replaced");
        assert!(!mars(&s.common_mission), "replaced");
        assert_eq!(s.factions[a].mission.as_deref(), Some(other[1].as_str()));
        assert!(
            s.mission_pool.is_empty(),
            "the dead one was skipped and dropped"
        );
    }

    /// R 2.3.5 (optional rule `missions=choose`): the first private draw is two, keep one; the
    /// choice is prompted to its player alone and nobody else sees the two missions.
    #[test]
    fn sh_2_3_5_private_mission_draw_two_keep_one() {
        use super::super::super::setup::{PlayerSetup, ShSetup, setup};
        use crate::core::rules::Viewer;
        let sets = ShSetup {
            scenario: "campaign".into(),
            players: (0..2)
                .map(|i| PlayerSetup {
                    name: format!("p{i}"),
                    faction: None,
                })
                .collect(),
            no_pirates: false,
            choose_mission: true,
        };
        let mut s = setup(&sets, &mut GameRng::for_step(42, 0)).unwrap();
        let f = s.active().unwrap();
        let Some(super::super::choices::Pending::Mission { choices, .. }) =
            s.extra.pending.first().cloned()
        else {
            panic!("a mission choice waits");
        };
        assert_eq!(choices.len(), 2);
        assert_eq!(s.extra.pending.len(), 2, "one per player");
        let prompt = super::super::prompts(&s).remove(0);
        assert!(prompt.private, "the choice goes by DM");
        assert_eq!(prompt.choices.len(), 2);
        let other = s
            .factions
            .iter()
            .position(|x| x.seat.is_some() && s.factions.iter().position(|y| y == x) != Some(f))
            .unwrap();
        let theirs =
            super::super::super::view::view(&s, Viewer::Seat(s.factions[other].seat.unwrap()));
        let shown = format!("{:?}", theirs.state.extra.pending);
        assert!(
            !shown.contains(&choices[0]) && !shown.contains(&choices[1]),
            "hidden"
        );
        let mut rng = GameRng::for_step(1, 1);
        let mut log = Log::new();
        super::super::choices::pick(&mut s, f, &choices[1], &mut rng, &mut log).unwrap();
        assert_eq!(s.factions[f].mission.as_deref(), Some(choices[1].as_str()));
        assert_eq!(
            s.mission_pool.first(),
            Some(&choices[0]),
            "the other goes back"
        );
        assert!(
            !format!("{log:?}").contains(&choices[1]),
            "the log names no mission"
        );
    }
}
