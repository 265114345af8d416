//! Actions, ships and places in words, for button labels: `Move s1 CV-2 → Mars orbit`
//! rather than the notation `move s1 orbit:mars` (which stays what a button plays and what
//! `/play` reads). Names are catalog references, so each reader sees their language's.

use super::action::{Action, Dest, RES};
use super::content::catalog_id;
use super::state::{Loc, State};
use crate::core::Msg;

/// A ship as the board's chips name it: its id and its design.
pub fn ship(s: &State, id: u32) -> Msg {
    let design = s
        .ships
        .iter()
        .find(|x| x.id == id)
        .map(|x| x.design.clone())
        .unwrap_or_default();
    Msg::new("sh-ship")
        .text("id", format!("s{id}"))
        .name("design", catalog_id("design", &design))
}

/// A place: a world's surface or orbit, a system's flyby box or one of its transfer boxes.
pub fn place(loc: &Loc) -> Msg {
    match loc {
        Loc::Surface(w) => Msg::new("sh-place-surface").name("world", catalog_id("world", w)),
        Loc::Orbit(w) => Msg::new("sh-place-orbit").name("world", catalog_id("world", w)),
        Loc::Flyby(sys) => Msg::new("sh-place-flyby").name("system", catalog_id("system", sys)),
        Loc::Transfer(sys, n) => Msg::new("sh-place-transfer")
            .name("system", catalog_id("system", sys))
            .num("box", *n as i64),
    }
}

/// A choice's label: the common actions in words, the others as the verb and the notation's
/// arguments.
pub fn label(s: &State, a: &Action) -> Msg {
    match a {
        Action::Move { ship: id, to } => match to {
            Dest::Place(loc) => Msg::new("sh-label-move")
                .msg("ship", ship(s, *id))
                .msg("place", place(loc)),
            Dest::Transfer(sys) => Msg::new("sh-label-transfer")
                .msg("ship", ship(s, *id))
                .name("system", catalog_id("system", sys)),
        },
        Action::Explore { ship: id, world } => Msg::new("sh-label-explore")
            .msg("ship", ship(s, *id))
            .name("world", catalog_id("world", world)),
        Action::Build { design, base: None } => {
            Msg::new("sh-label-build").name("design", catalog_id("design", design))
        }
        Action::Load { ship: id, res, n } => Msg::new("sh-label-load")
            .msg("ship", ship(s, *id))
            .num("count", *n as i64)
            .text(
                "res",
                RES.get(*res).copied().unwrap_or("?").to_ascii_uppercase(),
            ),
        Action::Diplo { target, up } => Msg::new(if *up {
            "sh-label-diplo-up"
        } else {
            "sh-label-diplo-down"
        })
        .name("faction", catalog_id("faction", target)),
        Action::Research(tech) => {
            Msg::new("sh-label-research").name("tech", catalog_id("tech", tech))
        }
        Action::Policy(policy) => {
            Msg::new("sh-label-policy").name("policy", catalog_id("policy", policy))
        }
        Action::Done => Msg::new("sh-verb-done"),
        Action::BuildProbe { carrier, .. } => {
            Msg::new("sh-label-build-probe").msg("ship", ship(s, *carrier))
        }
        Action::Release { carrier, world } => Msg::new("sh-label-release")
            .msg("ship", ship(s, *carrier))
            .name("world", catalog_id("world", world)),
        Action::RepairSettlement(b) => {
            Msg::new("sh-label-fix-settlement").text("base", format!("b{b}"))
        }
        Action::Teleport(id) => Msg::new("sh-label-teleport").msg("ship", ship(s, *id)),
        // Fleets (R 2.8), claims (R 3.3), joint fleets' consent (R 2.5): rules/fleets.rs.
        Action::Regroup { ship: id, with } => match with {
            Some(o) => Msg::new("sh-label-regroup-join")
                .msg("ship", ship(s, *id))
                .msg("other", ship(s, *o)),
            None => Msg::new("sh-label-regroup-new").msg("ship", ship(s, *id)),
        },
        Action::Arrive { ship: id, with } => match with {
            Some(o) => Msg::new("sh-label-arrive-join")
                .msg("ship", ship(s, *id))
                .msg("other", ship(s, *o)),
            None => Msg::new("sh-label-arrive-new").msg("ship", ship(s, *id)),
        },
        Action::InterceptWith(id) => Msg::new("sh-label-intercept-with").msg("ship", ship(s, *id)),
        Action::Order { key, value } if key == "claim" || key == "consent" => {
            Msg::new(format!("sh-label-order-{key}-{value}"))
        }
        Action::Pick(x)
            if matches!(
                s.extra.pending.first(),
                Some(super::rules::choices::Pending::Claim { .. })
            ) =>
        {
            if x == "none" {
                Msg::new("sh-label-claim-none")
            } else {
                Msg::new("sh-label-claim-before").name("faction", catalog_id("faction", x))
            }
        }
        _ => {
            let n = a.notation();
            let verb = n.split_whitespace().next().unwrap_or("done").to_string();
            let verb = Msg::new(format!("sh-verb-{verb}"));
            match n.split_once(' ') {
                Some((_, what)) => Msg::new("sh-choice").msg("verb", verb).text("what", what),
                None => verb,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::game::{Game, LobbySeat};
    use crate::core::msg::Translate;
    use crate::core::{GameRng, Prompt};
    use crate::games::stellar_horizons::StellarHorizons;
    use crate::i18n::Tr;

    /// Buttons name ships, worlds and places in words (issue 16: no raw notation), while each
    /// still plays its notation.
    #[test]
    fn button_labels_are_words_and_play_the_notation() {
        let options = StellarHorizons::parse_options(Some(2), None).unwrap();
        let seats: Vec<LobbySeat> = ["a", "b"]
            .iter()
            .map(|n| LobbySeat {
                name: n.to_string(),
                faction: None,
                color: None,
            })
            .collect();
        let setup = StellarHorizons::make_setup(&options, &seats, None);
        let s = StellarHorizons::setup(&setup, &mut GameRng::for_step(7, 0)).unwrap();
        let prompts: Vec<Prompt> = StellarHorizons::prompts(&s);
        let tr = Tr::default();
        let labels: Vec<(String, String)> = prompts
            .iter()
            .flat_map(|p| p.choices.iter())
            .map(|c| (tr.tr(&c.label), c.notation.clone()))
            .collect();
        assert_eq!(labels[0], ("Done".to_string(), "done".to_string()));
        let orbit = labels
            .iter()
            .find(|(_, n)| n.starts_with("move ") && n.contains(" orbit:"))
            .expect("a move into an orbit");
        assert!(orbit.0.starts_with("Move s"), "{orbit:?}");
        assert!(orbit.0.ends_with(" orbit"), "{orbit:?}");
        assert!(!orbit.0.contains("orbit:"), "{orbit:?}");
        for (label, _) in &labels {
            assert!(!label.contains(':') && !label.ends_with(' '), "{label}");
        }
        let loc = Loc::Transfer("mars".into(), 3);
        assert_eq!(tr.tr(&place(&loc)), "Mars transfer box 3");
    }
}
