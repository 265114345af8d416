//! The Yssaril Tribes: sheet abilities, faction technologies and flagship (Y'sia Y'ssrila).
//! Rule numbers are the Korean edition's (shared/rules/ti4.md 0.1); texts in our own words.

use crate::games::ti4::effects::{Ability, Hooks, Origin, Permission, Status, Timing};

/// Every ability of Yssaril the registry knows.
pub static ABILITIES: &[Ability] = &[
    Ability::sheet(
        "yssaril.stall_tactics",
        "yssaril",
        "Stall Tactics",
        Timing::Action,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "yssaril.scheming",
        "yssaril",
        "Scheming",
        Timing::Cards,
        Status::Manual,
        "not automated",
    ),
    Ability::sheet(
        "yssaril.crafty",
        "yssaril",
        "Crafty",
        Timing::Cards,
        Status::Automated,
        "no action-card hand limit: never asked to discard",
    )
    .with(Hooks {
        permits: Some(Permission::NoHandLimit),
        ..Hooks::NONE
    }),
    Ability::sheet(
        "yssaril.transparasteel_plating",
        "yssaril",
        "Transparasteel Plating",
        Timing::Cards,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "yssaril.mageon_implants",
        "yssaril",
        "Mageon Implants",
        Timing::Action,
        Status::Manual,
        "not automated",
    )
    .origin(Origin::Tech),
    Ability::sheet(
        "yssaril.flagship",
        "yssaril",
        "Y'sia Y'ssrila",
        Timing::Movement,
        Status::Automated,
        "combat 5x2 from the unit data; other players' ships do not block its movement (when it moves without other ships)",
    )
    .origin(Origin::Unit("yssaril_flagship"))
    .with(Hooks {
        unblocked: true,
        ..Hooks::NONE
    }),
];

#[cfg(test)]
mod tests {
    use crate::games::ti4::effects::testkit::game;
    use crate::games::ti4::rules::action_cards::over_limit;

    /// Sheet, Crafty: no hand limit. With 9 action cards each, Hacan must discard, Yssaril not.
    #[test]
    fn crafty_has_no_hand_limit() {
        let mut s = game(["yssaril", "hacan", "sol"]);
        let cards: Vec<String> = s.action_deck.iter().take(9).cloned().collect();
        s.players[0].action_cards = cards.clone();
        s.players[1].action_cards = cards;
        assert_eq!(over_limit(&s), vec![1]);
    }
}

#[cfg(test)]
mod flagship_tests {
    use crate::games::ti4::content::UnitKind;
    use crate::games::ti4::effects::testkit::{play, pos, put_ships, turn_of};
    use crate::games::ti4::rules::movement::path_cost;
    use crate::games::ti4::rules::units::{self, adjacent_positions};

    /// Flagship Y'sia Y'ssrila: other players' ships do not block its movement (§50.4). With
    /// Hacan destroyers in every system around tile 20, the flagship (move 2) still reaches a
    /// system 2 away; a cruiser (move 2) from there finds no path.
    #[test]
    fn flagship_moves_through_other_players_ships() {
        let base = turn_of(["yssaril", "hacan", "sol"], 0);
        let from = pos(&base, 20);
        let around = adjacent_positions(&base, from);
        let to = base
            .systems
            .iter()
            .map(|x| x.position)
            .find(|&p| {
                !around.contains(&p)
                    && p != from
                    && path_cost(&base, 0, from, p).map(|c| c.0) == Some(2)
                    && base.system_at(p).is_some_and(|x| x.units.is_empty())
                    && !base.players.iter().any(|pl| pl.home_position == p)
            })
            .expect("a system 2 away");
        let tile = units::tile_at(&base, to);
        for (kind, word, ok) in [
            (UnitKind::Flagship, "flagship", true),
            (UnitKind::Cruiser, "cruiser", false),
        ] {
            let mut s = base.clone();
            for p in &around {
                let t = units::tile_at(&s, *p);
                put_ships(&mut s, t, &[(1, UnitKind::Destroyer, 1)]);
            }
            put_ships(&mut s, 20, &[(0, kind, 1)]);
            play(&mut s, 0, &format!("activate {tile}")).unwrap();
            let r = play(&mut s, 0, &format!("move 20: 1 {word}"));
            assert_eq!(r.is_ok(), ok, "{word}: {r:?}");
        }
    }
}
