//! Stellar Horizons (Compass Games, 2020): the third game. Rule numbers are those of the digest
//! `shared/rules/stellar-horizons.md` (R x.y of the seed rulebook); the data pack is under
//! `assets/stellar_horizons/` with a source for every value (see `content`).

pub mod content;

pub mod action;
pub mod bot;
pub mod engine;
pub mod rules;
pub mod scene;
pub mod setup;
pub mod state;
pub mod table;
#[cfg(test)]
pub(crate) mod test_support;
pub mod view;
pub mod words;

pub use engine::StellarHorizons;
pub use table::ShOptions;

#[cfg(test)]
mod tests {
    use super::content::{Content, content};
    use super::*;
    use crate::core::{Game, GameRng};

    /// The bundled data pack loads and validates; every row says where it comes from.
    #[test]
    fn data_pack_loads_with_provenance() {
        let c = Content::bundled().unwrap_or_else(|e| panic!("{e:#?}"));
        assert_eq!(c.factions.len(), 7);
        assert!(c.provenance.len() > c.worlds.len());
        assert!(!c.provisional().is_empty());
    }

    /// Overrides (docs/stellar-horizons-data.md) merge by table and id, field by field, stamp
    /// their provenance, add and remove rows, and refuse unknown tables, ids, fields and params,
    /// and values that do not check — all problems at once.
    #[test]
    fn data_override_merges_and_checks() {
        let c = content();
        let o = c
            .with_override(
                r#"{"override_version": 1, "owner": "table owner", "tables": {
                    "worlds": {"rows": [
                        {"id": "mars", "value": 7, "field_sources": {"value": "public: VASSAL (Mars tile)"}},
                        {"id": "venus", "life": 2}]},
                    "techs": {"params": {"min_cost": 4}, "rows": [{"id": "frigates", "cost": 28}]},
                    "scenarios": {"rows": [{"id": "7", "op": "remove"}]}}}"#,
            )
            .unwrap_or_else(|e| panic!("{e:#?}"));
        assert_eq!(o.world("mars").unwrap().value, 7);
        assert_eq!(o.world("venus").unwrap().life, 2);
        assert_eq!(o.tech("frigates").unwrap().cost, 28);
        assert!(o.scenario("7").is_none());
        let prov = |id: &str, f: &str| {
            o.provenance
                .iter()
                .find(|p| p.id == id && p.field.as_deref() == Some(f))
                .map(|p| p.source.clone())
        };
        assert_eq!(
            prov("mars", "value").as_deref(),
            Some("public: VASSAL (Mars tile)")
        );
        assert_eq!(
            prov("venus", "life").as_deref(),
            Some("override: table owner")
        );
        assert!(
            !o.provisional()
                .iter()
                .any(|p| p.id == "venus" && p.field.as_deref() == Some("life"))
        );
        let e = c
            .with_override(
                r#"{"override_version": 1, "tables": {
                    "nope": {"rows": []},
                    "worlds": {"rows": [{"id": "vulcan", "value": 1}, {"id": "mars", "colour": 1},
                                        {"id": "moon", "op": "add"}]},
                    "techs": {"params": {"max_cost": 1}}}}"#,
            )
            .unwrap_err();
        assert_eq!(e.len(), 5, "{e:#?}");
        let bad = c
            .with_override(r#"{"override_version": 1, "tables": {"worlds": {"rows": [{"id": "mars", "value": "seven"}]}}}"#)
            .unwrap_err();
        assert!(bad[0].contains("worlds"), "{bad:?}");
        assert!(c.with_override("not json").is_err());
        assert!(
            c.with_override(r#"{"tables": {}}"#).is_err(),
            "override_version is required"
        );
    }

    /// Every message id built from data has its line in the catalog.
    #[test]
    fn every_dynamic_message_id_is_in_the_catalog() {
        let ftl = include_str!("../../../assets/i18n/en/stellar-horizons.ftl");
        let has = |id: &str| ftl.lines().any(|l| l.starts_with(&format!("{id} =")));
        let c = content();
        let mut ids: Vec<String> = Vec::new();
        ids.extend(
            state::RELATION_IDS
                .iter()
                .map(|r| format!("sh-relation-{r}")),
        );
        ids.extend(c.solo_rating.iter().map(|r| format!("sh-rating-{}", r.id)));
        for step in [
            "initiative",
            "diplomacy",
            "research",
            "policy",
            "build",
            "move",
            "combat",
            "explore",
            "trade",
        ] {
            ids.push(format!("sh-step-{step}"));
        }
        for verb in [
            "bid",
            "diplo",
            "research",
            "pass",
            "policy",
            "build",
            "build-reserved",
            "load",
            "repair",
            "reactivate",
            "scrap",
            "move",
            "attack",
            "blockade",
            "explore",
            "harvest",
            "tow",
            "shoot",
            "found",
            "facility",
            "settle",
            "unload",
            "terraform",
            "produce",
            "done",
            "intercept",
            "let-pass",
            "stop",
            "fight",
            "continue",
            "pay",
            "pay-double",
            "surrender",
            "accept",
            "refuse",
            "carve",
            "bombers",
            "hit",
            "order",
            "raid",
            "join",
            "leave",
            "fix",
            "reserve",
            "raze",
            "haul",
            "shift",
            "tactics",
            "protect",
            "build-probe",
            "release",
            "dump",
            "teleport",
        ] {
            ids.push(format!("sh-verb-{verb}"));
        }
        for e in [
            "last-year",
            "roll",
            "no-winner",
            "settlements",
            "asteroid-stopped",
            "asteroid-impact",
            "invader-destroyed",
            "invader-won",
            "humans-won",
            "ai-won",
            "olympus-won",
            "olympus-lost",
        ] {
            ids.push(format!("sh-end-{e}"));
        }
        ids.extend(
            [
                "sh-log-new-pirate",
                "sh-log-new-asteroid",
                "sh-log-life-1",
                "sh-log-life-2",
            ]
            .map(String::from),
        );
        let missing: Vec<_> = ids.iter().filter(|i| !has(i)).collect();
        assert!(missing.is_empty(), "{missing:?}");
    }

    /// R 2.3.5 / 7.1: a private mission reaches only its holder (view and hand); the pool is
    /// nobody's.
    #[test]
    fn sh_7_1_private_missions_stay_private() {
        use crate::core::msg::Translate;
        use crate::core::rules::Viewer;
        let s = setup::tests::campaign(3);
        let f = s.order[0];
        let seat = s.factions[f].seat.unwrap();
        let id = s.factions[f].mission.clone().unwrap();
        let secret = format!("\"mission\":\"{id}\"");
        let spectator = serde_json::to_string(&view::view(&s, Viewer::Spectator)).unwrap();
        assert!(!spectator.contains(&secret) && !spectator.contains("mission_pool\":[\""));
        let other = s.factions[s.order[1]].seat.unwrap();
        assert!(
            !serde_json::to_string(&view::view(&s, Viewer::Seat(other)))
                .unwrap()
                .contains(&secret)
        );
        assert!(
            serde_json::to_string(&view::view(&s, Viewer::Seat(seat)))
                .unwrap()
                .contains(&secret)
        );
        let hand = StellarHorizons::hand(&view::view(&s, Viewer::Seat(seat)));
        let text = crate::i18n::Tr::default().tr(&hand[0]);
        assert!(text.starts_with("Your mission: deplete "), "{text}");
        assert!(StellarHorizons::hand(&view::view(&s, Viewer::Spectator)).is_empty());
    }

    /// Plays a game with bots straight through the engine; returns the state and the steps.
    pub fn play(scenario: &str, players: usize, seed: u64, cap: usize) -> (state::State, usize) {
        let options = StellarHorizons::parse_options(
            Some(players as i64),
            Some(&format!("scenario={scenario}")),
        )
        .unwrap();
        let seats: Vec<_> = (0..players)
            .map(|i| crate::core::game::LobbySeat {
                name: format!("bot{i}"),
                faction: None,
                color: None,
            })
            .collect();
        let setup = StellarHorizons::make_setup(&options, &seats, None);
        let mut s = StellarHorizons::setup(&setup, &mut GameRng::for_step(seed, 0)).unwrap();
        let mut bots = GameRng::for_step(seed ^ 7, 1);
        for step in 0..cap {
            if StellarHorizons::is_over(&s) {
                return (s, step);
            }
            let prompts = StellarHorizons::prompts(&s);
            assert!(
                !prompts.is_empty(),
                "{scenario} seed {seed}: waits for nobody"
            );
            let seat = prompts[0].seat;
            let text = StellarHorizons::bot_action(&s, seat, &mut bots).expect("the bot acts");
            let a = StellarHorizons::parse_action(&s, &text).expect("parses");
            StellarHorizons::apply(
                &mut s,
                seat,
                &a,
                &mut GameRng::for_step(seed, step as u64 + 1),
            )
            .unwrap_or_else(|e| panic!("{scenario}: offered `{text}` refused: {e}"));
        }
        (s, cap)
    }

    /// Bots play the campaign at every other player count (2, 4–7; R 1.0: 1–7 players, the
    /// factions nobody plays become NPFs) to its end, with a score for every player.
    #[test]
    fn bots_reach_the_end_of_the_campaign_at_every_player_count() {
        for players in [2, 4, 5, 6, 7] {
            let (s, steps) = play("campaign", players, 5, 80_000);
            assert!(
                s.over.is_some(),
                "campaign with {players}: no end after {steps} steps (year {})",
                s.year
            );
            let seated = s.factions.iter().filter(|f| f.seat.is_some()).count();
            assert_eq!(seated, players);
            assert_eq!(table::summary(&s).len(), players + 1, "a line per player");
        }
    }

    /// Bots play the campaign (solo and 3 players) and every scenario to its end.
    #[test]
    fn bots_reach_the_end_of_every_scenario() {
        for (scenario, players) in [
            ("1", 2),
            ("2", 3),
            ("3", 2),
            ("4", 3),
            ("5", 2),
            ("6", 3),
            ("7", 2),
            ("campaign", 1),
            ("campaign", 3),
        ] {
            let (s, steps) = play(scenario, players, 11, 60_000);
            assert!(
                s.over.is_some(),
                "{scenario} with {players}: no end after {steps} steps (year {})",
                s.year
            );
        }
    }
}

#[cfg(test)]
mod war_tests {
    use super::state::{Ask, Loc, WAR};
    use super::*;
    use crate::core::{Game, GameRng};

    /// Digest §7.2: bots at war answer every question inside moves and combats (interception,
    /// surrender, drone roles by DM, hit picks) with offered choices that apply, and no sealed
    /// choice reaches a public view.
    #[test]
    fn sh_7_2_bots_answer_combat_questions_at_war() {
        let mut asked = std::collections::HashSet::new();
        for seed in 0..2u64 {
            let mut s = setup::tests::campaign(3);
            let players: Vec<usize> = s.order.clone();
            for &a in &players {
                for &b in &players {
                    if a != b {
                        s.factions[a].relations[b] = WAR;
                    }
                }
                for t in [
                    "safe-crew-hibernation",
                    "fighter-drones",
                    "bomber-drones",
                    "space-missiles",
                ] {
                    s.factions[a].techs.push(t.into());
                }
                for (k, design) in ["cv-5", "cv-4", "cv-2"].iter().enumerate() {
                    let at = if k == 2 {
                        Loc::Flyby("mars".into())
                    } else {
                        Loc::Orbit("mars".into())
                    };
                    let id = super::test_support::ship(&mut s, a, design, at);
                    s.ship_mut(id).unwrap().cargo = [1, 1, 1];
                }
            }
            let mut bots = GameRng::for_step(seed ^ 7, 1);
            for step in 0..900 {
                if s.over.is_some() {
                    break;
                }
                if let Some(a) = s.pending.as_ref().and_then(|p| p.ask.clone()) {
                    asked.insert(std::mem::discriminant(&a));
                    if a == Ask::Drones {
                        for seat in 0..3 {
                            let spectator = serde_json::to_string(&view::view(
                                &s,
                                crate::core::rules::Viewer::Spectator,
                            ))
                            .unwrap();
                            for secret in StellarHorizons::secrets_of(&s, seat) {
                                assert!(!spectator.contains(&secret), "{secret}");
                            }
                        }
                    }
                }
                let prompts = StellarHorizons::prompts(&s);
                assert!(!prompts.is_empty());
                let open = s.pending.as_ref().is_some_and(|p| p.ask.is_some());
                for p in prompts.iter().filter(|_| open) {
                    for c in &p.choices {
                        let a = StellarHorizons::parse_action(&s, &c.notation).unwrap();
                        let mut t = s.clone();
                        StellarHorizons::apply(&mut t, p.seat, &a, &mut GameRng::for_step(seed, 1))
                            .unwrap_or_else(|e| panic!("offered `{}` refused: {e}", c.notation));
                    }
                }
                let seat = prompts[0].seat;
                let text = StellarHorizons::bot_action(&s, seat, &mut bots).unwrap();
                let a = StellarHorizons::parse_action(&s, &text).unwrap();
                StellarHorizons::apply(&mut s, seat, &a, &mut GameRng::for_step(seed, step + 1))
                    .unwrap();
            }
        }
        assert!(asked.len() >= 4, "{} kinds of question met", asked.len());
    }
}
