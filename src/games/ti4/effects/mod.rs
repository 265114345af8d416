//! The TI4 effects registry: every printed ability the engine knows — faction abilities,
//! faction technologies, flagships, component actions — is declared once, with its timing, how
//! far the engine automates it, and the hooks through which it acts. Rules never name a faction
//! or a card to find out whether something applies: they ask the registry through query
//! functions ([`combat::unit_roll`], [`combat::denies_sustain`], [`fleet_limit_bonus`], …), and
//! the registry asks the abilities that are in play.
//!
//! - [`factions`]: one file per faction (`factions/<faction>.rs`) listing its sheet abilities,
//!   faction technologies and flagship as [`Ability`] entries, with their hook functions and the
//!   tests that cite the faction sheet.
//! - [`combat`]: the combat queries, shared by the engine's combat (`rules::combat`) and the exact
//!   odds calculator (`odds`), so the two cannot disagree.
//! - [`component`]: component actions (§8), taken with `use <id>`.
//!
//! docs/architecture.md ("TI4 effects registry") walks through adding an ability.

pub mod combat;
pub mod component;
pub mod factions;

use crate::core::{LogEntry, Seat};
use crate::games::ti4::content::UnitDef;
use crate::games::ti4::state::State;

/// Where an ability is printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// An ability on the faction sheet: its faction's player has it.
    Ability,
    /// A faction technology: its owner has it once researched.
    Tech,
    /// A unit's printed ability (flagships): it acts while the unit is in play.
    Unit(&'static str),
}

/// When an ability acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Timing {
    /// Always on: a modifier or a permission.
    Passive,
    /// On its owner's combat rolls (§42.5, §73.1).
    CombatRoll,
    /// When hits are assigned (§42.6, §82).
    HitAssignment,
    /// At the start of a combat round.
    RoundStart,
    /// When the unit is destroyed.
    Destroyed,
    /// An ACTION (§8).
    Action,
    /// During movement (§50) or activation.
    Movement,
    /// During an invasion (§77) or ground combat.
    Invasion,
    /// Production (§26).
    Production,
    /// Strategy phase, strategy cards (§79, §80).
    Strategy,
    /// Status phase (§79).
    Status,
    /// Agenda phase (§8, §36).
    Agenda,
    /// Trade goods, commodities, transactions (§1, §20).
    Trade,
    /// Action cards, promissory notes, technologies (research), exploration of other rules.
    Cards,
}

/// How far the engine applies an ability; the faction table in FEATURES.md says the same.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Applied by the engine; a test proves it.
    Automated,
    /// Part of it is applied (the note says which part).
    Partial,
    /// Not applied: the table resolves it by hand (`/game adjust`).
    Manual,
}

/// One combat roll of a unit type, as the abilities in play make it: `dice` per unit, each
/// hitting on a natural result plus `modifier` of at least `hits_on`; a natural `extra_from` or
/// more makes `extra` more hits; `ships_only`: its hits must go to non-fighter ships if able.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnitRoll {
    pub hits_on: u8,
    pub dice: u32,
    pub modifier: i32,
    pub extra_from: Option<u8>,
    pub extra: u8,
    pub ships_only: bool,
}

/// A rule an ability lets its owner break (asked with [`permits`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Permission {
    /// Ships move through supernovas (not into them as a destination; Gashlai Physiology).
    MoveThroughSupernovas,
    /// No action-card hand limit (§38.4; Crafty).
    NoHandLimit,
    /// Public objectives without holding every home planet (§16.16; Nomadic).
    ScoreWithoutHome,
    /// Removing the custodians token costs no influence (§7.2; Blood Ties).
    FreeCustodians,
    /// The Trade card's secondary costs no strategy token (§17; Masters of Trade).
    FreeTradeSecondary,
    /// Transactions with players who are not neighbours (§1, §52; Guild Ships).
    TradeWithAnyone,
    /// Action cards may be part of transactions (§1; Arbiters).
    TradeActionCards,
    /// The Technology card's primary instead of its secondary when a token is paid for it
    /// (§12; Brilliant).
    TechnologyPrimaryForSecondary,
    /// Every system with an alpha or beta wormhole is adjacent to every other such system for
    /// its owner (§53; Quantum Entanglement).
    AlphaBetaAdjacent,
    /// Its owner's ships that start a move in its home system or in a system with an alpha or
    /// beta wormhole get +1 move in its tactical actions (§50; Slipstream).
    WormholeMoveBonus,
    /// Its owner draws 1 extra action card with every draw, then discards 1 (§38; Scheming).
    DrawExtraThenDiscard,
    /// Gaining control of a planet replaces the PDS and space docks there with its owner's own
    /// from reinforcements (§24; Assimilate).
    KeepsStructures,
    /// Its owner cannot vote on agendas: it may only abstain (§35; Galactic Threat).
    NoVoting,
    // fxb
    /// After resolving the Diplomacy card's primary or secondary, its owner may gain control of
    /// 1 planet (not Mecatol Rex) without units in or next to a system where it controls a
    /// planet (§40; Peace Accords).
    ClaimAfterDiplomacy,
    /// When an agenda is revealed, its owner may spend 1 strategy token to discard it and reveal
    /// the next one (§35; Quash).
    QuashAgenda,
    /// Its owner cannot research technology: where it would, it gains 3 command tokens instead
    /// (§11; Propagation).
    ResearchGivesTokens,
    /// At the start of a ground combat its owner may spend 2 influence to replace 1 of the
    /// opponent's infantry there with 1 of its own (§73; Indoctrination).
    ConvertInfantry,
}

/// The hooks through which an ability acts; an ability sets the ones it needs
/// (`..Hooks::NONE`).
#[derive(Clone, Copy)]
pub struct Hooks {
    /// Changes a combat roll of one of its owner's unit types.
    pub roll: Option<fn(&combat::RollCtx, &UnitDef, &mut UnitRoll)>,
    /// Other players' ships in the unit's system cannot use SUSTAIN DAMAGE.
    pub denies_sustain: bool,
    /// When the unit is destroyed, every ship in its system is destroyed.
    pub wipes_system: bool,
    /// The unit is repaired at the start of every space combat round.
    pub round_repair: bool,
    /// Added to its owner's fleet pool limit (§83).
    pub fleet_limit: u8,
    /// Its owner's initiative counts as 0 (§79).
    pub initiative_zero: bool,
    /// Its owner's ships bombard again when each ground combat round ends (Harrow).
    pub harrow: bool,
    /// A rule its owner may break.
    pub permits: Option<Permission>,
    /// Extra command tokens gained in the status phase (§64.5; Versatile).
    pub status_tokens: u8,
    /// Acts for its owner when the status phase starts (Mitosis).
    pub status_start: Option<StepHook>,
    /// Acts for its owner when the status phase ends (the Sol flagship).
    pub status_end: Option<StepHook>,
    /// Acts when its owner gains control of a planet (Scavenge, Reclamation).
    pub on_gain_planet: Option<PlanetHook>,
    /// Trade goods its owner gains when another player activates a system holding its ships
    /// (E-Res Siphons).
    pub siphon_tg: u8,
    /// Its owner's space docks cannot produce infantry (Mitosis).
    pub docks_no_infantry: bool,
    /// No space cannon against its owner's units during an invasion (L4 Disruptors).
    pub invasion_cannon_immune: bool,
    /// Prerequisites its owner may ignore when researching a technology that is not a unit
    /// upgrade (Analytical).
    pub prerequisite_skips: u8,
    /// Other players cannot activate asteroid fields holding its owner's ships (Chaos Mapping).
    pub guards_asteroids: bool,
    /// Trade goods its owner may pay at the start of a space combat round to reroll dice that
    /// round (Munitions Reserves); 0: none.
    pub round_reroll_tg: u8,
    /// At the start of a space combat, up to this many of its owner's cruisers and destroyers
    /// roll 1 die each against their combat value (Mentak Ambush).
    pub ambush: u8,
    /// The unit's system holds this wormhole (the Creuss flagship's delta wormhole).
    pub wormhole: Option<crate::games::ti4::content::Wormhole>,
    /// Other players' ships do not block the unit's movement (the Yssaril flagship).
    pub unblocked: bool,
    /// In ground combat, 1 more hit when the opponent's roll hits at least once (Valkyrie
    /// Particle Weave).
    pub answer_hit: bool,
    /// Another player who activates a system with its owner's ships loses 1 fleet pool token
    /// (Neuroglaive).
    pub activation_fleet_tax: bool,
    /// Its owner gains 1 trade good after winning or losing a space combat (Salvage
    /// Operations).
    pub combat_trade_good: bool,
    /// At the start of a space combat its owner may destroy 1 of its cruisers or destroyers
    /// there for 1 hit on the opponent's non-fighter ships (Impulse Core).
    pub sacrifice_hit: bool,
    /// During its owner's turn, players who have passed cannot play action cards
    /// (Transparasteel Plating).
    pub silences_passed: bool,
    // fxa
    /// After a neighbour gains trade goods or resolves a transaction, its owner may take 1 of
    /// their trade goods or commodities if they have 3 or more trade goods (Pillage).
    pub pillage: bool,
    /// Each trade good its owner spends is worth this many resources or influence (Mirror
    /// Computing); 0: the usual 1.
    pub trade_good_worth: u8,
    /// Hits each SUSTAIN DAMAGE of its owner's units cancels (Non-Euclidean Shielding: 2);
    /// 0: the usual 1.
    pub sustain_cancels: u8,
    /// After winning a space combat its owner may produce 1 ship there of a type destroyed in
    /// it (Salvage Operations).
    pub salvage_production: bool,
    /// At the start of a space combat in a system with a wormhole and its owner's ships, its
    /// owner may produce 1 hit on the opponent's ships (Dimensional Splicer).
    pub wormhole_hit: bool,
    /// Exhausted with this many resources spent when its owner researches, the technology's
    /// prerequisites are ignored (Inheritance Systems); 0: none.
    pub waive_prerequisites: u8,
    /// Its owner's ships may move into supernovas (Magmus Reactor).
    pub enters_supernovas: bool,
    /// Each supernova holding its owner's units produces as if it were one of their units with
    /// PRODUCTION of this value (Magmus Reactor: 5); 0: none.
    pub supernova_production: u8,
    /// Used with `use <id> <arguments>` at its moment (not an ACTION; it checks the moment
    /// itself): Quantum Datahub Node at the end of the strategy phase.
    pub timed_use: Option<UseHook>,
    /// Offered as a button while its owner's tactical action waits for movement, used with
    /// `use <id>` (Spatial Conduit Cylinders); it checks whether it may be used itself.
    pub movement_use: bool,
    /// After its owner rolls a die in a space combat in the unit's system, 1 trade good adds 1
    /// to the result (the Hacan flagship).
    pub die_boost: bool,
    /// After its owner activates the unit's system, they may produce up to this many units
    /// there (the Arborec flagship); 0: none.
    pub activation_production: u8,
    // fxb
    /// Exhausted with 1 strategy token when another player plays an action card: that card is
    /// cancelled (Instinct Training).
    pub cancels_card: bool,
    /// Exhausted with 1 strategy token after another player activates a system holding its
    /// owner's ships: that player's turn ends (Nullification Field).
    pub ends_activation: bool,
    /// After its owner produces units, it may place up to 2 infantry from reinforcements on its
    /// planets or with its ships (Yin Spinner).
    pub spins_infantry: bool,
    // fxa (session 7)
    /// After each space combat round its owner may destroy 1 of its cruisers or destroyers in
    /// the active system for 1 hit on the opponent's ships (Devotion).
    pub devotion: bool,
    /// Once per combat, after a unit of the opponent is destroyed, its owner may gain 1 of the
    /// opponent's technologies (Technological Singularity).
    pub takes_tech_in_combat: bool,
    /// When one of its owner's faction abilities would give it another player's technology, it
    /// may place this card's token on a faction technology of that player instead and gain its
    /// text (Valefar Assimilator X, Y).
    pub assimilator: bool,
    /// Once per agenda phase, right after an agenda is revealed, its owner may predict its
    /// outcome; if it comes true, it gains 1 technology of a player who voted for it (Galactic
    /// Threat).
    pub predicts_outcome: bool,
    /// After another player moves ships into a system holding its owner's ships, its owner may
    /// place 1 strategy-pool token in an adjacent system without other players' ships and move
    /// its ships there (Foresight).
    pub foresight: bool,
    /// At the start of a space combat in the unit's system, its owner's ground forces there
    /// take part as ships (the Nekro flagship).
    pub ground_as_ships: bool,
    // fxb (session 7)
    /// Asked as the strategy phase ends: the arguments of `use <id>` its owner may use now, one
    /// button each (Quantum Datahub Node); empty: not asked.
    pub strategy_end: Option<fn(&State, Seat) -> Vec<String>>,
    /// During its owner's tactical actions, while they do not control Mecatol Rex, its system
    /// has an alpha and a beta wormhole for them (Lazax Gate Folding).
    pub mecatol_wormholes: bool,
    /// Used once a tactical action in which its owner earned it is resolved, asked with a
    /// button (Reclamation); it checks whether it may be used itself.
    pub after_tactical: Option<UseHook>,
    /// Offered at the start of its owner's turn: the arguments of `use <id>` (its `timed_use`)
    /// it would accept now, one button each (Chaos Mapping).
    pub turn_start: Option<fn(&State, Seat) -> Vec<String>>,
    /// After a round of space combat its owner may destroy 1 of its units of this type in the
    /// system to destroy up to 2 ships there (Exotrireme II: dreadnoughts).
    pub scuttle: Option<crate::games::ti4::content::UnitKind>,
    /// Offered as buttons at its owner's production step: the arguments of `use <id>` (its
    /// `timed_use`) it would accept now (Hegemonic Trade Policy).
    pub production_offers: Option<fn(&State, Seat) -> Vec<String>>,
    /// During movement the unit may move before or after its owner's other ships (the Creuss
    /// flagship).
    pub moves_first: bool,
    // fx8
    /// During an invasion of its system, its owner may commit fighters to planets as ground
    /// forces; they return to space when the ground combat ends and never take control alone
    /// (the Naalu flagship).
    pub fighters_land: bool,
}

/// An ability used with `use <id> <arguments>` (the state, the user's seat, the arguments).
pub type UseHook = fn(&mut State, Seat, &str) -> Result<Vec<LogEntry>, crate::core::Msg>;

/// A hook acting for its owner at a step of the game (the state, the owner's seat).
pub type StepHook = fn(&mut State, Seat) -> Vec<LogEntry>;
/// A hook acting when its owner gains control of a planet (the state, the owner, the planet).
pub type PlanetHook = fn(&mut State, Seat, &str) -> Vec<LogEntry>;

impl Hooks {
    pub const NONE: Hooks = Hooks {
        roll: None,
        denies_sustain: false,
        wipes_system: false,
        round_repair: false,
        fleet_limit: 0,
        initiative_zero: false,
        harrow: false,
        permits: None,
        status_tokens: 0,
        status_start: None,
        status_end: None,
        on_gain_planet: None,
        siphon_tg: 0,
        docks_no_infantry: false,
        invasion_cannon_immune: false,
        prerequisite_skips: 0,
        guards_asteroids: false,
        round_reroll_tg: 0,
        ambush: 0,
        wormhole: None,
        unblocked: false,
        answer_hit: false,
        activation_fleet_tax: false,
        combat_trade_good: false,
        sacrifice_hit: false,
        silences_passed: false,
        // fxa
        pillage: false,
        trade_good_worth: 0,
        sustain_cancels: 0,
        salvage_production: false,
        wormhole_hit: false,
        waive_prerequisites: 0,
        enters_supernovas: false,
        supernova_production: 0,
        timed_use: None,
        movement_use: false,
        die_boost: false,
        activation_production: 0,
        // fxb
        cancels_card: false,
        ends_activation: false,
        spins_infantry: false,
        // fxa (session 7)
        devotion: false,
        takes_tech_in_combat: false,
        assimilator: false,
        predicts_outcome: false,
        foresight: false,
        ground_as_ships: false,
        // fxb (session 7)
        strategy_end: None,
        mecatol_wormholes: false,
        after_tactical: None,
        turn_start: None,
        scuttle: None,
        production_offers: None,
        moves_first: false,
        // fx8
        fighters_land: false,
    };
}

/// One registered ability.
pub struct Ability {
    /// `<faction>.<name>`, e.g. `sardakk.unrelenting`.
    pub id: &'static str,
    pub faction: &'static str,
    /// The name printed on the sheet or card.
    pub name: &'static str,
    pub origin: Origin,
    pub timing: Timing,
    pub status: Status,
    /// What the engine does, and what it leaves to the table.
    pub note: &'static str,
    pub hooks: Hooks,
    /// The engine behaviour (`setup::RULES`, kept per game as `State::rules`) from which the
    /// engine applies it: a game set up before replays without it, as it was played.
    pub since: u32,
}

impl Ability {
    /// A sheet ability with no hooks (yet).
    pub const fn sheet(
        id: &'static str,
        faction: &'static str,
        name: &'static str,
        timing: Timing,
        status: Status,
        note: &'static str,
    ) -> Ability {
        Ability {
            id,
            faction,
            name,
            origin: Origin::Ability,
            timing,
            status,
            note,
            hooks: Hooks::NONE,
            since: 0,
        }
    }

    pub const fn with(self, hooks: Hooks) -> Ability {
        Ability { hooks, ..self }
    }

    pub const fn origin(self, origin: Origin) -> Ability {
        Ability { origin, ..self }
    }

    /// Applied from the engine behaviour `rules` on (see [`Ability::since`](Ability)).
    pub const fn since(self, rules: u32) -> Ability {
        Ability {
            since: rules,
            ..self
        }
    }

    /// Whether a game under the engine behaviour `rules` applies it.
    pub const fn applies_under(&self, rules: u32) -> bool {
        self.since <= rules
    }
}

/// Every registered ability, faction by faction.
pub fn all() -> impl Iterator<Item = &'static Ability> {
    factions::ALL.iter().flat_map(|f| f.iter())
}

/// The ability with this id.
pub fn find(id: &str) -> Option<&'static Ability> {
    all().find(|a| a.id == id)
}

/// The sheet abilities of `faction` (the ones its player always has) that a game under the
/// engine behaviour `rules` applies.
pub fn sheet_abilities(faction: &str, rules: u32) -> impl Iterator<Item = &'static Ability> + '_ {
    all().filter(move |a| {
        a.faction == faction && a.origin == Origin::Ability && a.applies_under(rules)
    })
}

/// §83: how much `faction`'s abilities add to its fleet pool limit.
pub fn fleet_limit_bonus(faction: &str, rules: u32) -> u8 {
    sheet_abilities(faction, rules)
        .map(|a| a.hooks.fleet_limit)
        .sum()
}

/// §79: whether `faction`'s initiative counts as 0 (Naalu's Telepathic).
pub fn initiative_zero(faction: &str, rules: u32) -> bool {
    sheet_abilities(faction, rules).any(|a| a.hooks.initiative_zero)
}

/// Whether `faction`'s ships bombard again after each ground combat round (L1Z1X Harrow).
pub fn harrows(faction: &str, rules: u32) -> bool {
    sheet_abilities(faction, rules).any(|a| a.hooks.harrow)
}

#[cfg(test)]
mod odds_agreement;
#[cfg(test)]
mod rules_gate {
    use super::*;
    use crate::games::ti4::effects::testkit::game;

    /// Every ability automated after the first landing of the registry (`since` 1) is off for
    /// a game set up before it (`rules` 0) and on for a new one: held abilities, sheet
    /// queries and combat queries alike.
    #[test]
    fn abilities_apply_only_under_the_rules_they_came_with() {
        let later: Vec<&Ability> = all().filter(|a| a.since > 0).collect();
        assert!(later.len() >= 30, "{} abilities gated", later.len());
        assert!(all().all(|a| a.since <= crate::games::ti4::setup::RULES));
        for a in later {
            let others: Vec<&str> = ["hacan", "sol", "letnev"]
                .into_iter()
                .filter(|f| *f != a.faction)
                .collect();
            let mut s = game([a.faction, others[0], others[1]]);
            if let Some((_, t)) = a.id.split_once('.') {
                s.players[0].techs.push(t.to_string());
            }
            s.rules = crate::games::ti4::setup::RULES;
            let new: Vec<&str> = held_by(&s, 0).iter().map(|a| a.id).collect();
            s.rules = 0;
            let old: Vec<&str> = held_by(&s, 0).iter().map(|a| a.id).collect();
            assert!(!old.contains(&a.id), "{} held under rules 0", a.id);
            if a.origin == Origin::Ability {
                assert!(new.contains(&a.id), "{} not held under today's rules", a.id);
                assert!(sheet_abilities(a.faction, 0).all(|b| b.id != a.id));
            }
        }
        // A sheet permission and a flagship's combat hook (the Yssaril ones came with rules 1).
        assert!(permits("yssaril", 1, Permission::DrawExtraThenDiscard));
        assert!(!permits("yssaril", 0, Permission::DrawExtraThenDiscard));
        let flag = crate::games::ti4::content::unit("yssaril_flagship").unwrap();
        assert!(moves_through_ships(flag, 1));
        assert!(!moves_through_ships(flag, 0));
    }
}
#[cfg(test)]
pub(crate) mod testkit;

/// Whether `faction`'s sheet abilities let it break the rule `what`.
pub fn permits(faction: &str, rules: u32, what: Permission) -> bool {
    sheet_abilities(faction, rules).any(|a| a.hooks.permits == Some(what))
}

/// §64.5: command tokens `faction`'s abilities add to the status phase's gain (Sol's Versatile).
pub fn status_token_bonus(faction: &str, rules: u32) -> u8 {
    sheet_abilities(faction, rules)
        .map(|a| a.hooks.status_tokens)
        .sum()
}

pub mod placement;

/// The abilities `seat`'s player has outside combat: the sheet abilities of their faction, the
/// faction technologies they have researched, and the printed abilities of their units on the
/// board (a flagship acts while it is in play).
pub fn held_by(state: &State, seat: Seat) -> Vec<&'static Ability> {
    let Some(p) = state.players.get(seat) else {
        return Vec::new();
    };
    if p.eliminated {
        return Vec::new();
    }
    // A faction technology acts for whoever owns it: its faction's player, or the player who
    // copied it (Valefar Assimilators).
    all()
        .filter(|a| {
            (a.faction == p.faction || a.origin == Origin::Tech) && a.applies_under(state.rules)
        })
        .filter(|a| match a.origin {
            Origin::Ability => true,
            Origin::Tech => {
                a.id.split_once('.')
                    .is_some_and(|(_, t)| p.techs.iter().any(|x| x == t))
            }
            Origin::Unit(id) => crate::games::ti4::content::unit(id).is_some_and(|u| {
                crate::games::ti4::rules::units::on_board(state, seat, u.kind) > 0
            }),
        })
        .collect()
}

fn run_step(state: &mut State, pick: fn(&Hooks) -> Option<StepHook>) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for seat in 0..state.players.len() {
        for a in held_by(state, seat) {
            if let Some(hook) = pick(&a.hooks) {
                log.extend(hook(state, seat));
            }
        }
    }
    log
}

/// §79: what the abilities in play do as the status phase starts (Mitosis).
pub fn status_start(state: &mut State) -> Vec<LogEntry> {
    run_step(state, |h| h.status_start)
}

/// §79: what the abilities in play do as the status phase ends (the Sol flagship).
pub fn status_end(state: &mut State) -> Vec<LogEntry> {
    run_step(state, |h| h.status_end)
}

/// §63: what `seat`'s abilities do when they gain control of `planet` (Scavenge, Reclamation).
pub fn on_gain_planet(state: &mut State, seat: Seat, planet: &str) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for a in held_by(state, seat) {
        if let Some(hook) = a.hooks.on_gain_planet {
            log.extend(hook(state, seat, planet));
        }
    }
    log
}

/// Trade goods `seat` gains when another player activates a system holding `seat`'s ships
/// (E-Res Siphons).
pub fn siphon_trade_goods(state: &State, seat: Seat) -> u8 {
    held_by(state, seat).iter().map(|a| a.hooks.siphon_tg).sum()
}

/// Whether `seat`'s space docks may not produce infantry (Mitosis).
pub fn docks_no_infantry(state: &State, seat: Seat) -> bool {
    // Mitosis came with rules 1 (`setup::RULES`): older games replay without it.
    if state.rules < 1 {
        return false;
    }
    held_by(state, seat)
        .iter()
        .any(|a| a.hooks.docks_no_infantry)
}

/// Whether no unit may use SPACE CANNON against `seat`'s units during an invasion
/// (L4 Disruptors).
pub fn invasion_cannon_immune(state: &State, seat: Seat) -> bool {
    held_by(state, seat)
        .iter()
        .any(|a| a.hooks.invasion_cannon_immune)
}

/// After `seat` activates the system at index `i`: every other player with ships there gains
/// the trade goods their abilities give for it (E-Res Siphons).
pub fn after_activation(state: &mut State, seat: Seat, i: usize) -> Vec<LogEntry> {
    let mut log = Vec::new();
    for other in crate::games::ti4::rules::units::ship_owners(&state.systems[i]) {
        if other == seat {
            continue;
        }
        let tg = siphon_trade_goods(state, other);
        if tg == 0 {
            continue;
        }
        let p = &mut state.players[other];
        p.trade_goods = p.trade_goods.saturating_add(tg);
        log.push(LogEntry::public(
            crate::core::Msg::new("ti4-fx-log-siphons")
                .text("player", crate::games::ti4::rules::name(state, other))
                .num("count", i64::from(tg)),
        ));
    }
    log
}

/// §11: prerequisites `seat` may ignore when researching a technology that is not a unit upgrade
/// (Analytical).
pub fn prerequisite_skips(state: &State, seat: Seat) -> u8 {
    held_by(state, seat)
        .iter()
        .map(|a| a.hooks.prerequisite_skips)
        .sum()
}

/// Whether `seat` may not activate the system at index `i`: an asteroid field holding the
/// ships of another player whose abilities forbid it (Chaos Mapping); that player's seat.
pub fn activation_forbidden_by(state: &State, seat: Seat, i: usize) -> Option<Seat> {
    let sys = &state.systems[i];
    let asteroid = crate::games::ti4::content::system(sys.tile)
        .is_some_and(|t| t.anomaly == Some(crate::games::ti4::content::Anomaly::AsteroidField));
    if !asteroid {
        return None;
    }
    crate::games::ti4::rules::units::ship_owners(sys)
        .into_iter()
        .filter(|o| *o != seat)
        .find(|o| held_by(state, *o).iter().any(|a| a.hooks.guards_asteroids))
}

/// The trade goods `seat` may pay at the start of a space combat round to reroll their dice that
/// round (Munitions Reserves), if an ability sells it.
pub fn round_reroll_cost(state: &State, seat: Seat) -> Option<u8> {
    held_by(state, seat)
        .iter()
        .map(|a| a.hooks.round_reroll_tg)
        .find(|n| *n > 0)
}

/// §22: units that live in the space area and are destroyed when blockaded (the Floating
/// Factory, by its unit data): in a system with another player's ships and none of their
/// owner's, they are destroyed. Called after every play.
pub fn destroy_blockaded(state: &mut State) -> Vec<LogEntry> {
    use crate::games::ti4::rules::units;
    let mut log = Vec::new();
    // Came with rules 1 (`setup::RULES`): older games replay without it.
    if state.rules < 1 {
        return log;
    }
    for i in 0..state.systems.len() {
        let owners = units::ship_owners(&state.systems[i]);
        let doomed: Vec<(Seat, crate::games::ti4::content::UnitKind, u8)> = state.systems[i]
            .units
            .iter()
            .filter(|u| u.planet.is_none() && u.count > 0 && !u.kind.is_ship())
            .filter(|u| units::def(state, u.owner, u.kind).is_some_and(|d| d.placed_in_space))
            .filter(|u| !owners.contains(&u.owner) && owners.iter().any(|o| *o != u.owner))
            .map(|u| (u.owner, u.kind, u.count))
            .collect();
        for (owner, kind, count) in doomed {
            units::remove(
                &mut state.systems[i],
                owner,
                kind,
                None,
                u32::from(count),
                false,
            );
            log.push(LogEntry::public(
                crate::core::Msg::new("ti4-fx-log-blockaded-destroyed")
                    .text("player", crate::games::ti4::rules::name(state, owner))
                    .name("unit", kind.catalog_id())
                    .num("tile", i64::from(state.systems[i].tile)),
            ));
        }
    }
    log
}

/// How many cruisers and destroyers of `faction` fire when a space combat starts (Ambush).
pub fn ambush_ships(faction: &str, rules: u32) -> u8 {
    sheet_abilities(faction, rules)
        .map(|a| a.hooks.ambush)
        .max()
        .unwrap_or(0)
}

/// The wormhole a unit of type `def` carries into its system (the Creuss flagship).
pub fn unit_wormhole(def: &UnitDef, rules: u32) -> Option<crate::games::ti4::content::Wormhole> {
    let one = [(def, 1)];
    combat::in_play("", &one, rules).find_map(|a| a.hooks.wormhole)
}

/// Whether other players' ships do not block the movement of a unit of type `def` (§50.4; the
/// Yssaril flagship).
pub fn moves_through_ships(def: &UnitDef, rules: u32) -> bool {
    let one = [(def, 1)];
    combat::in_play("", &one, rules).any(|a| a.hooks.unblocked)
}

/// The faction technologies among `techs` (a player's researched technology ids) that the
/// registry knows, for `faction`.
pub fn tech_abilities<'a>(
    faction: &'a str,
    techs: &'a [String],
    rules: u32,
) -> impl Iterator<Item = &'static Ability> + 'a {
    // Any faction's technology among `techs` (another faction's only when copied: Valefar
    // Assimilators); `faction` is kept for the callers.
    let _ = faction;
    all().filter(move |a| {
        a.origin == Origin::Tech
            && a.applies_under(rules)
            && techs.iter().any(|t| {
                a.id.strip_prefix(a.faction)
                    .and_then(|r| r.strip_prefix('.'))
                    == Some(t)
            })
    })
}

/// Whether a player of `faction` with `techs` makes 1 more hit in a ground combat round where
/// the opponent hit (Sardakk's Valkyrie Particle Weave).
pub fn answers_ground_hits(faction: &str, techs: &[String], rules: u32) -> bool {
    tech_abilities(faction, techs, rules).any(|a| a.hooks.answer_hit)
}

/// Whether a player of `faction` with `techs` makes another player who activates a system with
/// its ships lose 1 fleet pool token (Naalu's Neuroglaive).
pub fn taxes_activation(faction: &str, techs: &[String], rules: u32) -> bool {
    tech_abilities(faction, techs, rules).any(|a| a.hooks.activation_fleet_tax)
}

/// Whether a player of `faction` with `techs` gains 1 trade good after winning or losing a
/// space combat (Mentak's Salvage Operations).
pub fn salvages(faction: &str, techs: &[String], rules: u32) -> bool {
    tech_abilities(faction, techs, rules).any(|a| a.hooks.combat_trade_good)
}

/// The technology id with which a player of `faction` with `techs` may trade a cruiser or
/// destroyer for a hit when a space combat starts (Yin's Impulse Core), if any.
pub fn sacrifice_tech(faction: &str, techs: &[String], rules: u32) -> Option<&'static str> {
    tech_abilities(faction, techs, rules)
        .find(|a| a.hooks.sacrifice_hit)
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
}

/// The technology id of the registered start-of-combat sacrifice (for its question's `use`).
pub fn sacrifice_tech_id() -> &'static str {
    all()
        .find(|a| a.origin == Origin::Tech && a.hooks.sacrifice_hit)
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
        .unwrap_or("")
}

/// Whether a player of `faction` with `techs` keeps players who have passed from playing
/// action cards during its turn (Yssaril's Transparasteel Plating).
pub fn silences_passed(faction: &str, techs: &[String], rules: u32) -> bool {
    tech_abilities(faction, techs, rules).any(|a| a.hooks.silences_passed)
}

// fxa
/// The id `use` answers a Pillage question with (the ability's id after its faction).
pub const PILLAGE: &str = "pillage";

/// Whether `pirate`'s abilities may pillage `victim` now (Pillage): `victim` is another player
/// and a neighbour (§52) with 3 or more trade goods, who does not hold `pirate`'s Promise of
/// Protection face up.
pub fn pillageable(state: &State, pirate: Seat, victim: Seat) -> bool {
    use crate::games::ti4::rules::{notes, transactions};
    pirate != victim
        && state
            .players
            .get(victim)
            .is_some_and(|p| !p.eliminated && p.trade_goods >= 3)
        && held_by(state, pirate).iter().any(|a| a.hooks.pillage)
        && transactions::neighbours(state, pirate, victim)
        && !notes::in_play_area(state, victim, "promise_of_protection", pirate)
}

/// After a play (the state `before` it, `state` after): each player whose abilities pillage is
/// asked about the neighbours who gained trade goods in it or resolved a transaction (`traded`:
/// the two parties of an accepted transaction), one at a time (Pillage). The question is a
/// `techs::Pause`: it holds the game until answered. While another question is open, the
/// chance passes.
pub fn after_play(before: &State, state: &mut State, traded: &[Seat]) {
    use crate::games::ti4::rules::techs::Pause;
    use crate::games::ti4::state::Phase;
    if matches!(state.phase, Phase::Over { .. }) || before.players.len() != state.players.len() {
        return;
    }
    for pirate in 0..state.players.len() {
        let victims: Vec<Seat> = (0..state.players.len())
            .filter(|&v| {
                state.players[v].trade_goods > before.players[v].trade_goods || traded.contains(&v)
            })
            .filter(|&v| pillageable(state, pirate, v))
            .collect();
        if victims.is_empty() {
            continue;
        }
        match &mut state.tech.pause {
            None => {
                state.tech.pause = Some(Pause::Pillage {
                    seat: pirate,
                    victims,
                })
            }
            Some(Pause::Pillage {
                seat,
                victims: queued,
            }) if *seat == pirate => {
                for v in victims {
                    if !queued.contains(&v) {
                        queued.push(v);
                    }
                }
            }
            Some(_) => {}
        }
    }
}

/// What `pirate` may take from `victim` now: `tg` (a trade good) and `commodity` (if they
/// have one); empty when Pillage does not apply.
pub fn pillage_options(state: &State, pirate: Seat, victim: Seat) -> Vec<&'static str> {
    if !pillageable(state, pirate, victim) {
        return Vec::new();
    }
    let mut out = vec!["tg"];
    if state.players[victim].commodities > 0 {
        out.push("commodity");
    }
    out
}

/// Pillage: `pirate` takes 1 trade good or 1 commodity (`what`) from `victim`; it arrives as a
/// trade good (§44).
pub fn pillage(
    state: &mut State,
    pirate: Seat,
    victim: Seat,
    what: &str,
) -> Result<Vec<LogEntry>, crate::core::Msg> {
    use crate::core::Msg;
    let what = what.trim();
    if !pillage_options(state, pirate, victim).contains(&what) {
        return Err(Msg::new("ti4-fx-pillage-usage"));
    }
    let v = &mut state.players[victim];
    if what == "tg" {
        v.trade_goods -= 1;
    } else {
        v.commodities -= 1;
    }
    let p = &mut state.players[pirate];
    p.trade_goods = p.trade_goods.saturating_add(1);
    let id = if what == "tg" {
        "ti4-fx-log-pillage-tg"
    } else {
        "ti4-fx-log-pillage-commodity"
    };
    Ok(vec![LogEntry::public(
        Msg::new(id)
            .text("player", crate::games::ti4::rules::name(state, pirate))
            .text("victim", crate::games::ti4::rules::name(state, victim)),
    )])
}

/// What one trade good `seat` spends is worth in resources or influence (Mirror Computing: 2).
pub fn trade_good_worth(state: &State, seat: Seat) -> u32 {
    held_by(state, seat)
        .iter()
        .map(|a| u32::from(a.hooks.trade_good_worth))
        .max()
        .unwrap_or(0)
        .max(1)
}

/// §82: hits each SUSTAIN DAMAGE of `seat`'s units cancels (Non-Euclidean Shielding: 2).
pub fn sustain_cancels(state: &State, seat: Seat) -> u32 {
    held_by(state, seat)
        .iter()
        .map(|a| u32::from(a.hooks.sustain_cancels))
        .max()
        .unwrap_or(0)
        .max(1)
}

/// The technology id with which a player of `faction` with `techs` may produce 1 ship of a
/// type destroyed in a space combat they won (Mentak's Salvage Operations), if any.
pub fn salvage_production_tech(
    faction: &str,
    techs: &[String],
    rules: u32,
) -> Option<&'static str> {
    tech_abilities(faction, techs, rules)
        .find(|a| a.hooks.salvage_production)
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
}

/// The technology id of the registered salvage production (for its question's `use`).
pub fn salvage_production_tech_id() -> &'static str {
    all()
        .find(|a| a.origin == Origin::Tech && a.hooks.salvage_production)
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
        .unwrap_or("")
}

/// The technology id with which a player of `faction` with `techs` may make 1 hit when a space
/// combat starts in a system with a wormhole (Creuss' Dimensional Splicer), if any.
pub fn wormhole_hit_tech(faction: &str, techs: &[String], rules: u32) -> Option<&'static str> {
    tech_abilities(faction, techs, rules)
        .find(|a| a.hooks.wormhole_hit)
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
}

/// The technology id of the registered start-of-combat wormhole hit (for its question's `use`).
pub fn wormhole_hit_tech_id() -> &'static str {
    all()
        .find(|a| a.origin == Origin::Tech && a.hooks.wormhole_hit)
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
        .unwrap_or("")
}

/// A ready technology of `seat` that, exhausted, ignores every prerequisite of a technology
/// being researched, and the resources it costs on top (Inheritance Systems: 2).
pub fn prerequisite_waiver(state: &State, seat: Seat) -> Option<(&'static str, u32)> {
    held_by(state, seat)
        .into_iter()
        .filter(|a| a.origin == Origin::Tech && a.hooks.waive_prerequisites > 0)
        .filter_map(|a| {
            a.id.split_once('.')
                .map(|(_, t)| (t, a.hooks.waive_prerequisites))
        })
        .find(|(t, _)| crate::games::ti4::rules::techs::is_ready(state, seat, t))
        .map(|(t, n)| (t, u32::from(n)))
}

/// Whether `seat`'s ships may move into supernovas (§76; Magmus Reactor).
pub fn enters_supernovas(state: &State, seat: Seat) -> bool {
    held_by(state, seat)
        .iter()
        .any(|a| a.hooks.enters_supernovas)
}

/// The PRODUCTION a supernova holding `seat`'s units has for them (Magmus Reactor: 5).
pub fn supernova_production(state: &State, seat: Seat) -> u32 {
    held_by(state, seat)
        .iter()
        .map(|a| u32::from(a.hooks.supernova_production))
        .max()
        .unwrap_or(0)
}

/// The id `use` answers a Mitosis question with.
pub const MITOSIS: &str = "mitosis";

/// The planets a status-phase infantry may go to (Mitosis), the default first.
pub fn mitosis_planets(state: &State, seat: Seat) -> Vec<String> {
    factions::arborec::mitosis_planets(state, seat)
}

/// Places the status-phase infantry (Mitosis) on `planet` (empty: the default).
pub fn mitosis_place(
    state: &mut State,
    seat: Seat,
    planet: &str,
) -> Result<Vec<LogEntry>, crate::core::Msg> {
    factions::arborec::mitosis_place(state, seat, planet)
}

/// The ability `seat` holds that `use <id>` names and that is used at its own moment (not an
/// ACTION): Quantum Datahub Node.
pub fn timed_use(state: &State, seat: Seat, id: &str) -> Option<UseHook> {
    held_by(state, seat)
        .into_iter()
        .filter(|a| a.id.split_once('.').is_some_and(|(_, x)| x == id))
        .find_map(|a| a.hooks.timed_use)
}

/// Buttons of abilities `seat` may use now while their tactical action waits for movement
/// (Spatial Conduit Cylinders): each one's `use <id>`, kept when it would be accepted.
pub fn movement_choices(state: &State, seat: Seat) -> Vec<crate::core::Choice> {
    use crate::games::WithArg;
    held_by(state, seat)
        .into_iter()
        .filter(|a| a.hooks.movement_use)
        .filter_map(|a| {
            let hook = a.hooks.timed_use?;
            let (_, id) = a.id.split_once('.')?;
            hook(&mut state.clone(), seat, "").ok()?;
            Some(crate::core::Choice {
                label: crate::core::Msg::new("ti4-fx-choice-use").with("ability", ability_name(a)),
                notation: format!("use {id}"),
            })
        })
        .collect()
}

/// The id `use` answers a Bioplasmosis question with.
pub const BIOPLASMOSIS: &str = "bioplasmosis";

/// The status-phase infantry moves `seat` may make (Bioplasmosis), as `<from> <to>`.
pub fn bioplasmosis_moves(state: &State, seat: Seat, received: &[String]) -> Vec<String> {
    factions::arborec::bioplasmosis_moves(state, seat, received)
}

/// Makes a status-phase infantry move (Bioplasmosis); the log and the planet that received.
pub fn bioplasmosis_move(
    state: &mut State,
    seat: Seat,
    received: &[String],
    args: &str,
) -> Result<(Vec<LogEntry>, String), crate::core::Msg> {
    factions::arborec::bioplasmosis_move(state, seat, received, args)
}

/// Whether `seat` may pay trade goods to add 1 to their dice in a space combat at `position`:
/// a unit of theirs there whose ability allows it (the Hacan flagship).
pub fn boosts_dice(state: &State, seat: Seat, position: u32) -> bool {
    let Some(sys) = state.system_at(position) else {
        return false;
    };
    let Some(p) = state.players.get(seat) else {
        return false;
    };
    let units: Vec<(&UnitDef, u32)> = sys
        .units
        .iter()
        .filter(|u| u.owner == seat && u.planet.is_none() && u.count > 0)
        .filter_map(|u| {
            crate::games::ti4::rules::units::def(state, seat, u.kind)
                .map(|d| (d, u32::from(u.count)))
        })
        .collect();
    combat::in_play(&p.faction, &units, state.rules).any(|a| a.hooks.die_boost)
}

/// How many units `seat` may produce in the system at `position` after activating it: a unit
/// of theirs there whose ability allows it (the Arborec flagship: 5); 0: none.
pub fn activation_production(state: &State, seat: Seat, position: u32) -> u32 {
    let Some(sys) = state.system_at(position) else {
        return 0;
    };
    let Some(p) = state.players.get(seat) else {
        return 0;
    };
    let units: Vec<(&UnitDef, u32)> = sys
        .units
        .iter()
        .filter(|u| u.owner == seat && u.count > 0)
        .filter_map(|u| {
            crate::games::ti4::rules::units::def(state, seat, u.kind)
                .map(|d| (d, u32::from(u.count)))
        })
        .collect();
    combat::in_play(&p.faction, &units, state.rules)
        .map(|a| u32::from(a.hooks.activation_production))
        .max()
        .unwrap_or(0)
}

/// The unit id whose after-activation production `use <id> <order>` answers (the Arborec
/// flagship).
pub fn activation_production_unit() -> &'static str {
    all()
        .find(|a| a.hooks.activation_production > 0)
        .and_then(|a| match a.origin {
            Origin::Unit(u) => Some(u),
            _ => None,
        })
        .unwrap_or("")
}
// fxb
/// The technology id among `techs` of a player of `faction` whose hook `pick` sets, if any.
fn tech_with(
    faction: &str,
    techs: &[String],
    rules: u32,
    pick: fn(&Hooks) -> bool,
) -> Option<&'static str> {
    tech_abilities(faction, techs, rules)
        .find(|a| pick(&a.hooks))
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
}

/// The technology with which a player of `faction` with `techs` may cancel an action card
/// another player plays (Xxcha's Instinct Training), if any.
pub fn card_cancel_tech(faction: &str, techs: &[String], rules: u32) -> Option<&'static str> {
    tech_with(faction, techs, rules, |h| h.cancels_card)
}

/// The technology with which a player of `faction` with `techs` may end the turn of another
/// player who activated a system holding its ships (Xxcha's Nullification Field), if any.
pub fn activation_end_tech(faction: &str, techs: &[String], rules: u32) -> Option<&'static str> {
    tech_with(faction, techs, rules, |h| h.ends_activation)
}

/// The technology with which a player of `faction` with `techs` places up to 2 infantry after
/// producing units (Yin's Yin Spinner), if any.
pub fn spinner_tech(faction: &str, techs: &[String], rules: u32) -> Option<&'static str> {
    tech_with(faction, techs, rules, |h| h.spins_infantry)
}

/// The technology id of the registered after-production infantry placement (for its `use`).
pub fn spinner_tech_id() -> &'static str {
    all()
        .find(|a| a.origin == Origin::Tech && a.hooks.spins_infantry)
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
        .unwrap_or("")
}

// fxa (session 7)
/// The id `use` answers a Devotion question with.
pub const DEVOTION: &str = "devotion";

/// Whether a player of `faction` may destroy 1 of its cruisers or destroyers after each space
/// combat round for 1 hit on the opponent's ships (Yin's Devotion).
pub fn devotes(faction: &str, rules: u32) -> bool {
    sheet_abilities(faction, rules).any(|a| a.hooks.devotion)
}

/// The `use` id of gaining an opponent's technology in combat (Technological Singularity).
pub const SINGULARITY: &str = "technological_singularity";

/// Whether a player of `faction` may gain 1 of an opponent's technologies once per combat,
/// after a unit of that opponent is destroyed (Nekro's Technological Singularity).
pub fn takes_tech_in_combat(faction: &str, rules: u32) -> bool {
    sheet_abilities(faction, rules).any(|a| a.hooks.takes_tech_in_combat)
}

/// The assimilator tokens `seat` may place (Valefar Assimilator X, Y): the technology ids of
/// their faction's cards with an assimilator token. Their faction cannot research (Propagation),
/// so the cards act without being researched.
pub fn assimilators(state: &State, seat: Seat) -> Vec<&'static str> {
    let Some(p) = state.players.get(seat) else {
        return Vec::new();
    };
    all()
        .filter(|a| a.faction == p.faction && a.hooks.assimilator && a.applies_under(state.rules))
        .filter_map(|a| a.id.split_once('.').map(|(_, t)| t))
        .collect()
}

/// Whether a player of `faction` may predict an agenda's outcome once per agenda phase for a
/// technology of a player who voted for it (Nekro's Galactic Threat).
pub fn predicts_outcome(faction: &str, rules: u32) -> bool {
    sheet_abilities(faction, rules).any(|a| a.hooks.predicts_outcome)
}

/// The id `use` answers a Foresight question with.
pub const FORESIGHT: &str = "foresight";

/// Whether a player of `faction` may withdraw its ships from a system another player's ships
/// move into (Naalu's Foresight).
pub fn withdraws_before_combat(faction: &str, rules: u32) -> bool {
    sheet_abilities(faction, rules).any(|a| a.hooks.foresight)
}

// fxb (session 7)
/// As the strategy phase ends: the first player holding an ability used then (Quantum Datahub
/// Node) who may use it now is asked, with a `techs::Pause` that holds the first turn.
pub fn strategy_end(state: &mut State) {
    if state.tech.pause.is_some() {
        return;
    }
    let order = state.initiative_order.clone();
    for seat in order {
        if held_by(state, seat)
            .iter()
            .filter_map(|a| a.hooks.strategy_end)
            .any(|offers| !offers(state, seat).is_empty())
        {
            state.tech.pause = Some(crate::games::ti4::rules::techs::Pause::StrategyEnd { seat });
            return;
        }
    }
}

/// The ability asked as the strategy phase ends, its `use` id and its offers for `seat`.
pub fn strategy_end_offers(state: &State, seat: Seat) -> (&'static str, Vec<String>) {
    held_by(state, seat)
        .into_iter()
        .find_map(|a| {
            let offers = a.hooks.strategy_end?;
            let (_, id) = a.id.split_once('.')?;
            Some((id, offers(state, seat)))
        })
        .unwrap_or(("", Vec::new()))
}

/// The `use` id of the registered strategy-phase-end ability (for its question).
pub fn strategy_end_id() -> &'static str {
    all()
        .find(|a| a.hooks.strategy_end.is_some())
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
        .unwrap_or("")
}

/// The position of Mecatol Rex when, for `seat` now, it has an alpha and a beta wormhole: their
/// tactical action is under way, they do not control Mecatol Rex, and an ability of theirs says
/// so (Lazax Gate Folding).
pub fn mecatol_wormholes(state: &State, seat: Seat) -> Option<u32> {
    use crate::games::ti4::rules::action_phase::active;
    if !matches!(active(state), Some((a, Some(_))) if a == seat)
        || state.controller("mecatol_rex") == Some(seat)
        || !held_by(state, seat)
            .iter()
            .any(|a| a.hooks.mecatol_wormholes)
    {
        return None;
    }
    let i = placement::system_of_planet(state, "mecatol_rex")?;
    Some(state.systems[i].position)
}

/// `seat`'s ability used once a tactical action is resolved, if it may be used now
/// (Reclamation).
pub fn after_tactical_hook(state: &State, seat: Seat) -> Option<UseHook> {
    held_by(state, seat)
        .into_iter()
        .filter_map(|a| a.hooks.after_tactical)
        .find(|hook| hook(&mut state.clone(), seat, "").is_ok())
}

/// The `use` id of the registered after-tactical-action ability (for its question).
pub fn after_tactical_id() -> &'static str {
    all()
        .find(|a| a.hooks.after_tactical.is_some())
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
        .unwrap_or("")
}

/// Buttons of abilities `seat` may use at the start of their turn (Chaos Mapping): each
/// offer's `use <id> <arguments>`.
pub fn turn_start_choices(state: &State, seat: Seat) -> Vec<crate::core::Choice> {
    use crate::games::WithArg;
    let mut out = Vec::new();
    for a in held_by(state, seat) {
        let (Some(offers), Some((_, id))) = (a.hooks.turn_start, a.id.split_once('.')) else {
            continue;
        };
        for args in offers(state, seat).into_iter().take(12) {
            out.push(crate::core::Choice {
                label: crate::core::Msg::new("ti4-fx-choice-use-at")
                    .with("ability", crate::games::ti4::rules::techs::tech_name(id))
                    .text("target", args.clone()),
                notation: format!("use {id} {args}"),
            });
        }
    }
    out
}

/// The unit type a player of `faction` with `techs` may destroy after a round of space combat
/// to destroy up to 2 ships (Exotrireme II), and the technology's id.
pub fn scuttle(
    faction: &str,
    techs: &[String],
    rules: u32,
) -> Option<(crate::games::ti4::content::UnitKind, &'static str)> {
    tech_abilities(faction, techs, rules).find_map(|a| {
        let kind = a.hooks.scuttle?;
        a.id.split_once('.').map(|(_, t)| (kind, t))
    })
}

/// The technology id of the registered scuttle (for its question's `use`).
pub fn scuttle_id() -> &'static str {
    all()
        .find(|a| a.origin == Origin::Tech && a.hooks.scuttle.is_some())
        .and_then(|a| a.id.split_once('.').map(|(_, t)| t))
        .unwrap_or("")
}

/// Buttons of abilities `seat` may use at their production step (Hegemonic Trade Policy), one
/// per planet it offers.
pub fn production_choices(state: &State, seat: Seat) -> Vec<crate::core::Choice> {
    use crate::games::WithArg;
    let mut out = Vec::new();
    for a in held_by(state, seat) {
        let (Some(offers), Some((_, id))) = (a.hooks.production_offers, a.id.split_once('.'))
        else {
            continue;
        };
        for planet in offers(state, seat).into_iter().take(12) {
            out.push(crate::core::Choice {
                label: crate::core::Msg::new("ti4-fx-choice-use-at")
                    .with("ability", crate::games::ti4::rules::techs::tech_name(id))
                    .with("target", crate::games::ti4::content::planet_name(&planet)),
                notation: format!("use {id} {planet}"),
            });
        }
    }
    out
}

/// Whether a unit of type `def` may move before or after its owner's other ships (the Creuss
/// flagship).
pub fn moves_first(def: &UnitDef, rules: u32) -> bool {
    let one = [(def, 1)];
    combat::in_play("", &one, rules).any(|a| a.hooks.moves_first)
}

// fx8
/// The ability `seat` holds that `use <id>` names and that is used while their units use
/// PRODUCTION (its `production_offers` and `timed_use`: Hegemonic Trade Policy), and the planets
/// it offers now.
pub fn production_use(state: &State, seat: Seat, id: &str) -> Option<(UseHook, Vec<String>)> {
    held_by(state, seat)
        .into_iter()
        .filter(|a| a.id.split_once('.').is_some_and(|(_, x)| x == id))
        .find_map(|a| {
            Some((
                a.hooks.timed_use?,
                (a.hooks.production_offers?)(state, seat),
            ))
        })
}

/// The ids of the abilities `seat` holds that are used while their units use PRODUCTION, with
/// the planets each offers now (for buttons built with another production's order).
pub fn production_offers(state: &State, seat: Seat) -> Vec<(&'static str, Vec<String>)> {
    held_by(state, seat)
        .into_iter()
        .filter_map(|a| {
            let offers = a.hooks.production_offers?;
            let (_, id) = a.id.split_once('.')?;
            Some((id, offers(state, seat)))
        })
        .filter(|(_, planets)| !planets.is_empty())
        .collect()
}

/// A registry entry's name in the reader's language: a sheet ability's catalog message
/// (`ti4-ability-<faction>-<ability>`, assets/i18n/*/ti4_factions_fx8.ftl), a faction
/// technology's or a unit's catalog name otherwise.
pub fn ability_name(a: &Ability) -> crate::core::msg::Arg {
    use crate::core::msg::Arg;
    match a.origin {
        Origin::Ability => Arg::name(a.catalog_id()),
        Origin::Tech => a.id.split_once('.').map_or_else(
            || Arg::text(a.name),
            |(_, t)| crate::games::ti4::rules::techs::tech_name(t),
        ),
        Origin::Unit(u) => crate::games::ti4::content::unit(u)
            .map_or_else(|| Arg::text(a.name), |d| Arg::name(d.catalog_id())),
    }
}

/// Whether `seat` may commit fighters to planets as ground forces in an invasion of the system
/// at index `i` (the Naalu flagship): one of its units there has that ability.
pub fn fighters_invade(state: &State, seat: Seat, i: usize) -> bool {
    let Some(sys) = state.systems.get(i) else {
        return false;
    };
    let defs: Vec<(&UnitDef, u32)> = sys
        .units
        .iter()
        .filter(|u| u.owner == seat && u.count > 0)
        .filter_map(|u| {
            let d = crate::games::ti4::rules::units::def(state, seat, u.kind)?;
            Some((d, u32::from(u.count)))
        })
        .collect();
    combat::in_play("", &defs, state.rules).any(|a| a.hooks.fighters_land)
}

impl Ability {
    /// `ti4-ability-<faction>-<ability>`: a sheet ability's name in the catalog
    /// (assets/i18n/*/ti4_factions_fx8.ftl, written by hand: the content data has no sheet
    /// abilities).
    pub fn catalog_id(&self) -> String {
        format!("ti4-ability-{}", crate::games::catalog_key(self.id))
    }
}
