//! Transactions (§1), deals (§5) and neighbours (§52): during their turn the active player may
//! make one transaction with each neighbour, exchanging trade goods, commodities and at most one
//! promissory note a side; commodities given become trade goods for the receiver (§44). The
//! other player accepts or declines; nothing moves until they accept.
//!
//! A deal is an offer with terms: the goods are its binding part (they settle at once, all or
//! nothing, under the transaction rules, §5.1, §5.3); the terms are promises in the players'
//! words that the engine records but never enforces (§5.4; a promise resting on an action card
//! can't be binding, §5.3). The proposer says whether the terms become public once accepted or
//! stay between the two; until then only the two see them. Which note moved stays between the
//! two either way. A deal of terms alone may be proposed by anyone to anyone at any time.

use crate::core::msg::Arg;
use crate::games::WithArg;
use crate::games::ti4::content::note_name;
use serde::{Deserialize, Serialize};

use super::action_phase::active;
use super::{name, units};
use crate::core::rules::Applied;
use crate::core::{Choice, LogEntry, Msg, Prompt, Seat};
use crate::games::ti4::content;
use crate::games::ti4::state::{Phase, State};

/// What one side hands over.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Goods {
    pub trade_goods: u8,
    pub commodities: u8,
    /// At most one promissory note from the giver's hand (§1: one per side), by card id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
    /// An action card from the giver's hand, by card id: only in a transaction of a player
    /// whose ability allows it (Arbiters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub action_card: Option<String>,
}

/// A proposed transaction or deal awaiting the other player's answer. The goods are the part
/// that settles now (binding, §5.3: exchanged at once on acceptance, by the transaction rules);
/// `terms` are promises in the players' words, never enforced (non-binding, §5.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub from: Seat,
    pub to: Seat,
    pub give: Goods,
    pub get: Goods,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub terms: Option<String>,
    /// The terms go to the public log once accepted; otherwise only the two players see them.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub public_terms: bool,
}

/// Systems where `seat` has units or controls a planet.
fn presence(state: &State, seat: Seat) -> Vec<u32> {
    state
        .systems
        .iter()
        .filter(|s| {
            s.units.iter().any(|u| u.owner == seat)
                || content::system(s.tile).is_some_and(|t| {
                    t.planets
                        .iter()
                        .any(|p| state.controller(&p.id) == Some(seat))
                })
        })
        .map(|s| s.position)
        .collect()
}

/// §52: two players are neighbours when they have units or planets in the same system or in
/// adjacent systems (wormholes included).
pub fn neighbours(state: &State, a: Seat, b: Seat) -> bool {
    let pa = presence(state, a);
    let pb = presence(state, b);
    pa.iter().any(|p| {
        pb.contains(p)
            || units::adjacent_positions(state, *p)
                .iter()
                .any(|q| pb.contains(q))
    })
}

pub fn prompts(state: &State) -> Vec<Prompt> {
    let Some(o) = &state.offer else {
        return Vec::new();
    };
    let mut ask = describe(state, o, "ti4-ask-offer");
    if involves_note(o) {
        ask = ask
            .with(
                "give_note",
                o.give
                    .note
                    .as_deref()
                    .map_or_else(|| Arg::text(""), note_name),
            )
            .with(
                "get_note",
                o.get
                    .note
                    .as_deref()
                    .map_or_else(|| Arg::text(""), note_name),
            );
        ask.id = "ti4-ask-offer-notes".into();
    }
    // Arbiters: the receiver sees which action cards are offered (nobody else does).
    if involves_card(o) {
        let card = |c: &Option<String>| {
            c.as_deref().map_or_else(
                || Msg::new("ti4-fx-no-card"),
                |c| Msg::new("plain").with("text", crate::games::ti4::content::action_card_name(c)),
            )
        };
        ask = Msg::new("ti4-fx-ask-offer-cards")
            .msg("offer", ask)
            .msg("give_card", card(&o.give.action_card))
            .msg("get_card", card(&o.get.action_card));
    }
    if let Some(terms) = &o.terms {
        let goods = has_goods(o).then_some(ask);
        ask = Msg::new("ti4-ask-deal")
            .text("from", name(state, o.from))
            .msg(
                "goods",
                goods.unwrap_or_else(|| Msg::new("ti4-deal-no-goods")),
            )
            .text("terms", terms)
            .text("public", if o.public_terms { "yes" } else { "no" });
    }
    vec![Prompt {
        seat: o.to,
        id: format!(
            "d{}",
            crate::core::rules::short_hash(&serde_json::to_string(o).unwrap_or_default())
        ),
        ask,
        choices: vec![
            Choice {
                label: Msg::new("ti4-choice-accept"),
                notation: "accept".into(),
            },
            Choice {
                label: Msg::new("ti4-choice-reject"),
                notation: "reject".into(),
            },
        ],
        // The receiver learns which notes are offered and the terms; nobody else does.
        private: involves_note(o) || involves_card(o) || o.terms.is_some(),
    }]
}

/// Whether the offer exchanges anything now (a transaction, §1), besides its terms.
fn has_goods(o: &Offer) -> bool {
    o.give != Goods::default() || o.get != Goods::default()
}

/// The longest terms accepted (a few sentences).
pub const TERMS_MAX: usize = 400;

fn describe(state: &State, o: &Offer, id: &str) -> Msg {
    Msg::new(id)
        .text("from", name(state, o.from))
        .text("to", name(state, o.to))
        .num("give_tg", o.give.trade_goods as i64)
        .num("give_comm", o.give.commodities as i64)
        .num("get_tg", o.get.trade_goods as i64)
        .num("get_comm", o.get.commodities as i64)
}

fn has(state: &State, seat: Seat, g: &Goods) -> bool {
    let p = &state.players[seat];
    p.trade_goods >= g.trade_goods
        && p.commodities >= g.commodities
        && g.note
            .as_ref()
            .is_none_or(|n| p.notes.iter().any(|h| &h.note == n))
        && g.action_card
            .as_ref()
            .is_none_or(|c| p.action_cards.contains(c))
}

fn involves_card(o: &Offer) -> bool {
    o.give.action_card.is_some() || o.get.action_card.is_some()
}

/// Hands an action card from `from`'s hand to `to` (Arbiters); only the two learn which.
fn give_card(state: &mut State, from: Seat, to: Seat, id: &str) -> Vec<LogEntry> {
    let Some(i) = state.players[from]
        .action_cards
        .iter()
        .position(|c| c == id)
    else {
        return Vec::new();
    };
    let card = state.players[from].action_cards.remove(i);
    state.players[to].action_cards.push(card);
    let msg = Msg::new("ti4-fx-log-card-given")
        .text("from", name(state, from))
        .text("to", name(state, to))
        .with("card", crate::games::ti4::content::action_card_name(id));
    vec![
        LogEntry::private(from, msg.clone()),
        LogEntry::private(to, msg),
    ]
}

fn involves_note(o: &Offer) -> bool {
    o.give.note.is_some() || o.get.note.is_some()
}

/// Hands a note from `from`'s hand to `to`. A note that goes to the play area on receipt
/// (Support for the Throne) does so at once, with its effect (§67.3).
fn give_note(state: &mut State, from: Seat, to: Seat, id: &str) -> Vec<LogEntry> {
    let Some(i) = state.players[from].notes.iter().position(|h| h.note == id) else {
        return Vec::new();
    };
    let held = state.players[from].notes.remove(i);
    let card = content::promissory_note(id);
    let mut log = vec![
        LogEntry::private(
            from,
            Msg::new("ti4-log-note-given")
                .with("note", note_name(id))
                .text("player", name(state, to)),
        ),
        LogEntry::private(
            to,
            Msg::new("ti4-log-note-received")
                .with("note", note_name(id))
                .text("player", name(state, from)),
        ),
    ];
    if card.is_some_and(|c| c.play_area) && held.owner != to {
        if id == "support_for_the_throne" {
            state.players[to].victory_points += 1;
        }
        log.push(LogEntry::public(
            Msg::new("ti4-log-note-play-area")
                .text("player", name(state, to))
                .with("note", note_name(id)),
        ));
        state.players[to].play_area.push(held);
    } else {
        state.players[to].notes.push(held);
    }
    log
}

/// A player proposes a transaction or a deal. A deal's goods follow the transaction rules (§5.1:
/// the active player with a neighbour, once per neighbour per turn; anyone in the agenda phase);
/// a deal of terms alone may be proposed by anyone to anyone at any time (§5.1).
pub fn offer(state: &mut State, seat: Seat, o: Offer) -> Result<Applied, Msg> {
    if matches!(state.phase, Phase::SecretObjectives | Phase::Over { .. }) {
        return Err(Msg::new("ti4-trade-own-turn"));
    }
    if o.from != seat {
        return Err(Msg::new("ti4-trade-own-turn"));
    }
    if o.to == seat || o.to >= state.players.len() || state.players[o.to].eliminated {
        return Err(Msg::new("ti4-adjust-unknown-player").text("player", (o.to + 1).to_string()));
    }
    if let Some(t) = &o.terms
        && t.chars().count() > TERMS_MAX
    {
        return Err(Msg::new("ti4-deal-terms-too-long").num("max", TERMS_MAX as i64));
    }
    let goods = has_goods(&o);
    if !goods && o.terms.is_none() {
        return Err(Msg::new("ti4-offer-help"));
    }
    // §1: during the agenda phase any player may trade with any other, neighbours or not.
    let agenda = matches!(state.phase, Phase::Agenda(_));
    if goods && !agenda {
        let Some((active_seat, _)) = active(state) else {
            return Err(Msg::new("ti4-trade-own-turn"));
        };
        if active_seat != seat {
            return Err(Msg::new("ti4-trade-own-turn"));
        }
    }
    if state.offer.is_some() {
        return Err(Msg::new("ti4-offer-pending"));
    }
    if goods && !agenda && state.traded_with.contains(&o.to) {
        return Err(Msg::new("ti4-traded-already").text("player", name(state, o.to)));
    }
    // Trade Convoys (§67): its holder trades with anyone.
    let convoys = |s: Seat| {
        state.players[s]
            .play_area
            .iter()
            .any(|h| h.note == "trade_convoys")
    };
    // Guild Ships (the effects registry): its owner trades with non-neighbours, either way.
    let guild = |s: Seat| {
        crate::games::ti4::effects::permits(
            &state.players[s].faction,
            state.rules,
            crate::games::ti4::effects::Permission::TradeWithAnyone,
        )
    };
    if goods
        && !agenda
        && !neighbours(state, seat, o.to)
        && !convoys(seat)
        && !convoys(o.to)
        && !guild(seat)
        && !guild(o.to)
    {
        return Err(Msg::new("ti4-not-neighbours").text("player", name(state, o.to)));
    }
    // Arbiters (the effects registry): action cards change hands only in its owner's
    // transactions.
    let arbiters = |s: Seat| {
        crate::games::ti4::effects::permits(
            &state.players[s].faction,
            state.rules,
            crate::games::ti4::effects::Permission::TradeActionCards,
        )
    };
    if involves_card(&o) && !arbiters(seat) && !arbiters(o.to) {
        return Err(Msg::new("ti4-fx-no-card-trade"));
    }
    if !has(state, seat, &o.give) {
        return Err(Msg::new("ti4-offer-not-enough"));
    }
    let mut log = Vec::new();
    if involves_card(&o) {
        // Which cards move is known only to the two players.
        log.push(LogEntry::public(
            Msg::new("ti4-fx-log-offer-cards")
                .text("from", name(state, o.from))
                .text("to", name(state, o.to)),
        ));
    }
    if goods {
        // Which notes move is known only to the two players (digest section 5).
        let id = if involves_note(&o) {
            "ti4-log-offer-with-note"
        } else {
            "ti4-log-offer"
        };
        log.push(LogEntry::public(describe(state, &o, id)));
    }
    if o.terms.is_some() {
        // The terms stay between the two until accepted (and after, if private).
        log.push(LogEntry::public(
            Msg::new("ti4-log-deal-offered")
                .text("from", name(state, o.from))
                .text("to", name(state, o.to)),
        ));
    }
    state.offer = Some(o);
    Ok(Applied {
        log,
        barrier: false,
    })
}

/// The receiver accepts (`true`) or declines; the proposer may withdraw (decline their own).
pub fn answer(state: &mut State, seat: Seat, accept: bool) -> Result<Applied, Msg> {
    let Some(o) = state.offer.clone() else {
        return Err(Msg::new("ti4-no-offer"));
    };
    if o.from == seat && !accept {
        state.offer = None;
        return Ok(Applied {
            log: vec![LogEntry::public(
                Msg::new("ti4-log-offer-withdrawn")
                    .text("from", name(state, o.from))
                    .text("to", name(state, o.to)),
            )],
            barrier: false,
        });
    }
    if o.to != seat {
        return Err(Msg::new("ti4-no-offer"));
    }
    state.offer = None;
    if !accept {
        return Ok(Applied {
            log: vec![LogEntry::public(describe(
                state,
                &o,
                "ti4-log-offer-declined",
            ))],
            barrier: false,
        });
    }
    if !has(state, o.from, &o.give) || !has(state, o.to, &o.get) {
        return Err(Msg::new("ti4-offer-not-enough"));
    }
    let mut log = Vec::new();
    // The binding part settles now, all of it or nothing (§5.3).
    if has_goods(&o) {
        // §44: commodities that change hands arrive as trade goods.
        let give = |state: &mut State, from: Seat, to: Seat, g: &Goods| {
            state.players[from].trade_goods -= g.trade_goods;
            state.players[from].commodities -= g.commodities;
            state.players[to].trade_goods += g.trade_goods + g.commodities;
        };
        give(state, o.from, o.to, &o.give);
        give(state, o.to, o.from, &o.get);
        log.push(LogEntry::public(describe(
            state,
            &o,
            "ti4-log-offer-accepted",
        )));
        if let Some(n) = &o.give.note {
            log.extend(give_note(state, o.from, o.to, n));
        }
        if let Some(n) = &o.get.note {
            log.extend(give_note(state, o.to, o.from, n));
        }
        if let Some(c) = &o.give.action_card {
            log.extend(give_card(state, o.from, o.to, c));
        }
        if let Some(c) = &o.get.action_card {
            log.extend(give_card(state, o.to, o.from, c));
        }
        if !matches!(state.phase, Phase::Agenda(_)) {
            state.traded_with.push(o.to);
        }
    }
    // The rest are promises (§5.4): recorded in the players' words, public or between the two.
    if let Some(terms) = &o.terms {
        let msg = Msg::new("ti4-log-deal-terms")
            .text("from", name(state, o.from))
            .text("to", name(state, o.to))
            .text("terms", terms);
        if o.public_terms {
            log.push(LogEntry::public(msg));
        } else {
            log.push(LogEntry::public(
                Msg::new("ti4-log-deal-private")
                    .text("from", name(state, o.from))
                    .text("to", name(state, o.to)),
            ));
            log.push(LogEntry::private(o.from, msg.clone()));
            log.push(LogEntry::private(o.to, msg));
        }
    }
    if let Some(win) = super::status::check_victory(state) {
        log.extend(win);
    }
    Ok(Applied {
        log,
        barrier: false,
    })
}
