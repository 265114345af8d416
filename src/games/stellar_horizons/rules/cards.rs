//! World cards (R 2.2.1), read on `world_cards.json`: none at the start; a depletion draws one
//! (two for a spectrometer, keep one); a card fits a world that shares one of its descriptors,
//! an unfit card goes back under the deck without a redraw; the finder may decline a card (R
//! 8.0); at a world's last depletion a world still without a card draws until one fits. A placed
//! card replaces the world's card (REF clar. 2.2.1). Cards give production values, a research
//! value in their field, and exploration modifiers per explorer kind.

use super::super::content::{WorldCard, catalog_id, content};
use super::super::state::*;
use super::choices::Pending;
use super::{Log, say};
use crate::core::{GameRng, Msg};

/// The card on a world, if any.
pub fn card_of<'a>(s: &State, world: &str) -> Option<&'a WorldCard> {
    let id = s.extra.cards.get(world)?;
    content().card(id)
}

/// Whether a card may lie on a world: the world takes cards (it has a base cost; Earth none,
/// its orbit yields research without one) and shares a descriptor with the card.
pub fn fits(world: &str, card: &str) -> bool {
    let (Some(w), Some(c)) = (content().world(world), content().card(card)) else {
        return false;
    };
    world != "earth"
        && w.base_cost.is_some()
        && c.descriptors.iter().any(|d| w.descriptors.contains(d))
}

/// The exploration modifier of the world's card for an explorer kind (`probe`, `telescope`,
/// `flyby`, `orbiter`, `rover`, `crewed`).
pub fn explore_mod(s: &State, world: &str, kind: &str) -> i32 {
    card_of(s, world)
        .and_then(|c| c.exploration.get(kind).copied())
        .unwrap_or(0)
}

/// Draws the top card; an empty deck is rebuilt (shuffled) from the cards on no world.
fn draw(s: &mut State, rng: &mut GameRng) -> Option<String> {
    if s.extra.card_deck.is_empty() {
        let placed: Vec<&String> = s.extra.cards.values().collect();
        let held: Vec<String> = s
            .extra
            .pending
            .iter()
            .flat_map(|p| match p {
                Pending::Card { cards, .. } => cards.clone(),
                _ => vec![],
            })
            .collect();
        let mut deck: Vec<String> = content()
            .cards
            .iter()
            .map(|c| c.id.clone())
            .filter(|c| !placed.contains(&c) && !held.contains(c))
            .collect();
        rng.shuffle(&mut deck);
        s.extra.card_deck = deck;
    }
    s.extra.card_deck.pop()
}

/// Puts a card back under the deck.
fn put_back(s: &mut State, card: String) {
    s.extra.card_deck.insert(0, card);
}

/// The world-card part of a depletion's rewards (R 2.2.1, 3.5.3) by faction `f`;
/// `spectrometer`: the depleting explorer carries one (two cards drawn).
pub fn on_depletion(
    s: &mut State,
    f: usize,
    world: &str,
    spectrometer: bool,
    rng: &mut GameRng,
    log: &mut Log,
) {
    if content().world(world).is_none_or(|w| w.base_cost.is_none()) {
        return;
    }
    let n = if spectrometer {
        content().param("world_cards", "spectrometer_draws").max(1)
    } else {
        1
    };
    let mut kept = Vec::new();
    for _ in 0..n {
        let Some(card) = draw(s, rng) else { break };
        if fits(world, &card) {
            kept.push(card);
        } else {
            say(
                log,
                Msg::new("sh-log-card-unfit")
                    .name("card", catalog_id("card", &card))
                    .name("world", catalog_id("world", world)),
            );
            put_back(s, card);
        }
    }
    // The last depletion of a world still without a card draws until one fits.
    let last = s.world(world).is_some_and(|w| w.value <= 0);
    let guaranteed = last
        && !s.extra.cards.contains_key(world)
        && kept.is_empty()
        && content().flag("world_cards", "final_depletion_draws_until_eligible");
    if guaranteed {
        for _ in 0..content().cards.len() {
            let Some(card) = draw(s, rng) else { break };
            if fits(world, &card) {
                kept.push(card);
                break;
            }
            put_back(s, card);
        }
    }
    if kept.is_empty() {
        return;
    }
    s.extra.pending.push(Pending::Card {
        faction: f,
        world: world.to_string(),
        cards: kept,
        decline: !guaranteed,
    });
}

/// The finder's pick among the drawn cards (`None`: declined, R 8.0): the others go back under
/// the deck; a placed card replaces the world's card, which goes back too.
pub fn keep(
    s: &mut State,
    f: usize,
    world: &str,
    drawn: &[String],
    chosen: Option<&str>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    for c in drawn {
        if Some(c.as_str()) != chosen {
            put_back(s, c.clone());
        }
    }
    let Some(card) = chosen else {
        say(
            log,
            Msg::new("sh-log-card-declined")
                .name("faction", catalog_id("faction", &s.factions[f].id))
                .name("world", catalog_id("world", world)),
        );
        return;
    };
    place(s, world, card);
    say(
        log,
        Msg::new("sh-log-card")
            .name("card", catalog_id("card", card))
            .name("world", catalog_id("world", world)),
    );
}

fn place(s: &mut State, world: &str, card: &str) {
    if let Some(old) = s.extra.cards.insert(world.to_string(), card.to_string()) {
        put_back(s, old);
    }
}

/// Survey Error (R 5.0): a card drawn for a world replaces its card if it fits, else goes back.
pub fn survey(s: &mut State, world: &str, rng: &mut GameRng, log: &mut Log) {
    let Some(card) = draw(s, rng) else { return };
    if fits(world, &card) {
        place(s, world, &card);
        say(
            log,
            Msg::new("sh-log-card")
                .name("card", catalog_id("card", &card))
                .name("world", catalog_id("world", world)),
        );
    } else {
        put_back(s, card);
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::setup::tests::campaign;
    use super::*;

    fn card_for(world: &str, fit: bool) -> String {
        content()
            .cards
            .iter()
            .find(|c| fits(world, &c.id) == fit)
            .map(|c| c.id.clone())
            .unwrap()
    }

    /// R 2.2.1: no card at the start; a depletion draws one; a fitting card is offered to the
    /// finder, an unfit one goes back under the deck with no redraw.
    #[test]
    fn sh_2_2_1_world_cards_drawn_on_depletion() {
        let mut s = campaign(2);
        assert!(s.extra.cards.is_empty(), "no cards at the start");
        let f = s.order[0];
        let mut rng = GameRng::for_step(3, 3);
        let unfit = card_for("mars", false);
        s.extra.card_deck = vec![unfit.clone()];
        on_depletion(&mut s, f, "mars", false, &mut rng, &mut Log::new());
        assert!(s.extra.pending.is_empty(), "unfit: nothing to choose");
        assert_eq!(
            s.extra.card_deck,
            vec![unfit.clone()],
            "back under the deck"
        );
        let fit = card_for("mars", true);
        s.extra.card_deck.push(fit.clone());
        on_depletion(&mut s, f, "mars", false, &mut rng, &mut Log::new());
        assert_eq!(
            s.extra.pending,
            vec![Pending::Card {
                faction: f,
                world: "mars".into(),
                cards: vec![fit.clone()],
                decline: true
            }]
        );
        assert_eq!(s.active(), Some(f), "the finder chooses now");
    }

    /// R 2.2.1: a spectrometer draws two cards and the finder keeps one; the other goes back.
    #[test]
    fn sh_2_2_1_spectrometer_draws_two_keeps_one() {
        let mut s = campaign(2);
        let f = s.order[1];
        let fitting: Vec<String> = content()
            .cards
            .iter()
            .filter(|c| fits("mars", &c.id))
            .take(2)
            .map(|c| c.id.clone())
            .collect();
        s.extra.card_deck = fitting.clone();
        let mut rng = GameRng::for_step(4, 4);
        let mut log = Log::new();
        on_depletion(&mut s, f, "mars", true, &mut rng, &mut log);
        let opts = super::super::choices::pending_options(&s);
        assert_eq!(opts.len(), 3, "two cards and decline");
        super::super::choices::pick(&mut s, f, &fitting[0], &mut rng, &mut log).unwrap();
        assert_eq!(s.extra.cards.get("mars"), Some(&fitting[0]));
        assert_eq!(s.extra.card_deck, vec![fitting[1].clone()]);
        assert!(s.extra.pending.is_empty());
    }

    /// R 8.0: the finder may decline the drawn card; it returns to the deck and the world keeps
    /// no card.
    #[test]
    fn sh_8_0_decline_a_world_card() {
        let mut s = campaign(2);
        let f = s.order[0];
        let fit = card_for("moon", true);
        s.extra.card_deck = vec![fit.clone()];
        let mut rng = GameRng::for_step(5, 5);
        let mut log = Log::new();
        on_depletion(&mut s, f, "moon", false, &mut rng, &mut log);
        super::super::choices::pick(&mut s, f, "none", &mut rng, &mut log).unwrap();
        assert!(!s.extra.cards.contains_key("moon"));
        assert_eq!(s.extra.card_deck, vec![fit]);
    }

    /// R 2.2.1 (S): at a world's last depletion, a world without a card draws until a fitting
    /// card turns up, and it may not be declined.
    #[test]
    fn sh_2_2_1_final_depletion_guarantee() {
        let mut s = campaign(2);
        let f = s.order[0];
        s.world_mut("mars").unwrap().value = 0;
        let unfit: Vec<String> = content()
            .cards
            .iter()
            .filter(|c| !fits("mars", &c.id))
            .take(3)
            .map(|c| c.id.clone())
            .collect();
        let fit = card_for("mars", true);
        s.extra.card_deck = vec![fit.clone()];
        s.extra.card_deck.extend(unfit);
        let mut rng = GameRng::for_step(6, 6);
        on_depletion(&mut s, f, "mars", false, &mut rng, &mut Log::new());
        assert_eq!(
            s.extra.pending,
            vec![Pending::Card {
                faction: f,
                world: "mars".into(),
                cards: vec![fit],
                decline: false
            }]
        );
        assert!(
            !super::super::choices::pending_options(&s)
                .contains(&super::super::super::action::Action::Pick("none".into())),
            "no decline"
        );
    }

    /// R 3.5.3: a placed card replaces the world's card (REF clar. 2.2.1); Survey Error puts a
    /// fitting card on the picked world.
    #[test]
    fn sh_3_5_3_depletion_card_replaces() {
        let mut s = campaign(2);
        let f = s.order[0];
        let fitting: Vec<String> = content()
            .cards
            .iter()
            .filter(|c| fits("mars", &c.id))
            .take(3)
            .map(|c| c.id.clone())
            .collect();
        s.extra.cards.insert("mars".into(), fitting[0].clone());
        s.extra.card_deck = vec![fitting[2].clone(), fitting[1].clone()];
        let mut rng = GameRng::for_step(7, 7);
        let mut log = Log::new();
        on_depletion(&mut s, f, "mars", false, &mut rng, &mut log);
        super::super::choices::pick(&mut s, f, &fitting[1], &mut rng, &mut log).unwrap();
        assert_eq!(s.extra.cards.get("mars"), Some(&fitting[1]));
        assert!(s.extra.card_deck.contains(&fitting[0]), "old card back");
        s.extra.card_deck.push(fitting[2].clone());
        survey(&mut s, "mars", &mut rng, &mut log);
        assert_eq!(s.extra.cards.get("mars"), Some(&fitting[2]));
    }
}
