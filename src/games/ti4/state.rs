//! The TI4 game state. It holds secrets (deck order, unrevealed objectives, secret hands);
//! `view` is the only way it leaves the engine.

use serde::{Deserialize, Serialize};

use super::content::UnitKind;
use crate::core::{Msg, Seat};

/// The six player colours of the base game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerColor {
    Red,
    Blue,
    Green,
    Yellow,
    Purple,
    Black,
}

impl PlayerColor {
    pub const ALL: [PlayerColor; 6] = [
        PlayerColor::Red,
        PlayerColor::Blue,
        PlayerColor::Green,
        PlayerColor::Yellow,
        PlayerColor::Purple,
        PlayerColor::Black,
    ];

    pub fn id(self) -> &'static str {
        match self {
            PlayerColor::Red => "red",
            PlayerColor::Blue => "blue",
            PlayerColor::Green => "green",
            PlayerColor::Yellow => "yellow",
            PlayerColor::Purple => "purple",
            PlayerColor::Black => "black",
        }
    }

    pub fn parse(s: &str) -> Option<PlayerColor> {
        let s = s.trim().to_ascii_lowercase();
        PlayerColor::ALL.into_iter().find(|c| c.id() == s)
    }

    pub fn rgb(self) -> crate::core::scene::Rgb {
        use crate::core::scene::Rgb;
        match self {
            PlayerColor::Red => Rgb(220, 50, 47),
            PlayerColor::Blue => Rgb(38, 139, 210),
            PlayerColor::Green => Rgb(60, 170, 60),
            PlayerColor::Yellow => Rgb(235, 200, 40),
            PlayerColor::Purple => Rgb(150, 90, 200),
            // Black plastic shown as charcoal so it stays visible on a dark board.
            PlayerColor::Black => Rgb(70, 70, 78),
        }
    }
}

/// Command tokens on a player's command sheet (§75 area), plus those left in reinforcements.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommandTokens {
    pub tactic: u8,
    pub fleet: u8,
    pub strategy: u8,
    pub reinforcements: u8,
}

/// A planet card a player holds (§85 planet cards).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanetCard {
    pub planet: String,
    pub exhausted: bool,
}

/// One player's state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub name: String,
    pub faction: String,
    pub color: PlayerColor,
    pub home_position: u32,
    pub victory_points: u8,
    pub trade_goods: u8,
    pub commodities: u8,
    pub tokens: CommandTokens,
    pub planets: Vec<PlanetCard>,
    pub techs: Vec<String>,
    /// Technology cards exhausted for their abilities (§29); readied in the status phase (§64
    /// step 6). Public.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub exhausted_techs: Vec<String>,
    /// Setup step 11 for the Winnu: a starting technology with no prerequisites still to choose.
    #[serde(default)]
    pub starting_tech_pending: bool,
    /// Secret objectives offered at setup (draw 2, keep 1); empty once chosen. Hidden.
    pub secret_offer: Vec<String>,
    /// Secret objectives held and not yet scored. Hidden.
    pub secrets: Vec<String>,
    /// Promissory notes in hand (§67): hidden, only their number is public.
    #[serde(default)]
    pub notes: Vec<HeldNote>,
    /// Promissory notes face up in this player's play area (e.g. Support for the Throne).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub play_area: Vec<HeldNote>,
    /// Action cards in hand (§38). Hidden: only their number is public.
    #[serde(default)]
    pub action_cards: Vec<String>,
    /// Secret objectives scored (public).
    pub scored_secrets: Vec<String>,
    /// Initiative numbers of the strategy cards held this round.
    pub strategy_cards: Vec<u8>,
    pub passed: bool,
    /// Out of the game (§78).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub eliminated: bool,
    /// Reaction profile (`reactions auto`): the engine passes at once for this player in windows
    /// where nothing they hold fits. Off (`reactions ask`) by default: always asked.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto_pass: bool,
    /// `reactions wait`: always asked, and the skip timer never passes for this player.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_skip: bool,
    /// Standing order `orders fight on` (rules/orders.rs): never asked to announce a retreat
    /// (§42.4); the combat goes on as if they had answered "never retreat". Public.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fight_on: bool,
    /// Standing order `orders hits auto` (rules/orders.rs): hits on this player's units are
    /// assigned at once by the default ("hits default": sustain damage first, then the
    /// cheapest units). Public.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub auto_hits: bool,
    /// Infantry II (and the faction variants) set aside when destroyed, back on a home planet at
    /// the start of this player's next turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub revive: u8,
    /// Action cards this player still discards by their own choice, asked by DM (Scheming's
    /// discard after a draw, Stall Tactics).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pending_discards: u8,
    // fxa (session 7)
    /// Assimilator tokens placed on other players' faction technologies (Nekro's Valefar
    /// Assimilators): (the token's technology, the copied technology). The copied technology is
    /// also in `techs` while the token is on it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assimilated: Vec<(String, String)>,
}

/// A promissory note someone holds: which card and whose it is (§67).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldNote {
    pub note: String,
    pub owner: Seat,
}

/// A group of identical units of one owner in a system, in space (`planet` = None) or on a planet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitGroup {
    pub owner: Seat,
    pub kind: UnitKind,
    pub count: u8,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planet: Option<String>,
    /// How many of these units are damaged (§82 sustain damage).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub damaged: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}

/// A system tile on the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SystemState {
    pub tile: u16,
    /// Ring position (map-string numbering, 0 = centre).
    pub position: u32,
    pub units: Vec<UnitGroup>,
    /// Seats whose command token is in this system.
    pub command_tokens: Vec<Seat>,
    /// Off the map: adjacent to nothing by position, only through wormholes (the Creuss home
    /// system, §4.1, §45).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub detached: bool,
}

/// A strategy card in the common area or in a player's play area.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StrategySlot {
    pub initiative: u8,
    pub holder: Option<Seat>,
    /// Trade goods placed on the card while it was not picked (§56.2).
    pub trade_goods: u8,
    pub exhausted: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Setup choices: every player keeps 1 of 2 secret objectives (step 12a, simultaneous,
    /// private); a faction that chooses its starting technology (Winnu) does so (step 11).
    SecretObjectives,
    /// §56: picks in `order` (speaker, then clockwise; twice round with 3–4 players).
    Strategy { order: Vec<Seat>, next: usize },
    /// §37: turns in initiative order; `tactical` is the tactical action under way (§59).
    Action {
        active: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tactical: Option<Box<Tactical>>,
    },
    /// §64: the status phase.
    Status(StatusStep),
    /// §35: the agenda phase, one agenda at a time.
    Agenda(crate::games::ti4::rules::agenda::AgendaStep),
    /// §34: the game is over.
    Over { winner: Seat },
}

/// Where the status phase is (§64).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StatusStep {
    /// Step 1: scoring, one player at a time in initiative order (index into it); what the
    /// current player has scored this phase.
    Scoring {
        next: usize,
        #[serde(default)]
        public_done: bool,
        #[serde(default)]
        secret_done: bool,
        /// Answers given before the player's turn to score: every player chooses at once and
        /// the answers apply in initiative order (§64.1; the rules digest allows collecting
        /// answers in parallel when they apply in order). Hidden until applied.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        early: Vec<EarlyScore>,
    },
    /// Step 5: the players still to gain and place their 2 command tokens (simultaneous).
    Tokens { pending: Vec<Seat> },
}

/// A status-phase scoring answer waiting for its player's turn (`objective` "done": finished).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EarlyScore {
    pub seat: Seat,
    pub objective: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discard: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pay: Option<crate::games::ti4::rules::status::Payment>,
}

/// A tactical action under way (§59): the active system and the step reached.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tactical {
    /// Position of the active system (§87).
    pub system: u32,
    pub step: TacticalStep,
    /// Extra move for every ship of the active player in this tactical action (Flank Speed).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub move_bonus: u8,
    /// Ceasefire (§67): the active player may not move units into the active system.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ceasefire: bool,
    /// Read only: a pause saved before pauses at combat and invasion moments were reaction
    /// windows (`State::window`, `Kind::Pause`); turned into one when the game goes on
    /// (`rules::moments::resume_legacy`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pause: Option<crate::games::ti4::rules::moments::Pause>,
    /// Experimental Battlestation: hits scored against the active player's ships, waiting for
    /// space cannon offense (§43.2), and who scored them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub battlestation: Vec<(Seat, u8)>,
    /// Bunker: players whose planets get -4 on bombardment rolls during this invasion (§81).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bunker: Vec<Seat>,
    /// Disable: the active player's opponents' PDS have neither planetary shield nor space
    /// cannon during this invasion.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disabled: bool,
    /// In the Silence of Space: ships starting in this system (position) may pass through
    /// systems holding other players' ships.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub silent_from: Option<u32>,
    /// Lost Star Chart: alpha and beta wormholes count as the same for this tactical action.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub star_chart: bool,
    /// Greyfire Mutagen: the Yin player may not use faction abilities in this tactical action.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mutagen: Option<Seat>,
    /// Planets that changed hands in this tactical action (Infiltrate, Reparations).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub gained: Vec<Gained>,
    /// The choices built with buttons so far in this step (rules/draft.rs): public, like the
    /// movement, landing and production they become.
    #[serde(default, skip_serializing_if = "Draft::is_empty")]
    pub draft: Draft,
}

/// A tactical step's decision built one button at a time (rules/draft.rs); each part belongs to
/// its step and is cleared when the step's own action is taken.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// Movement: the units chosen per source tile.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<crate::games::ti4::rules::movement::MoveGroup>,
    /// Invasion: ground forces to land per planet.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub land: Vec<(String, u8)>,
    /// fx8: Invasion: fighters to land per planet as ground forces (the Naalu flagship).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub land_fighters: Vec<(String, u8)>,
    /// Production: the units to produce.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub build: Vec<(UnitKind, u8)>,
    /// Production: the payment chosen one planet or trade good at a time (`Some` while the
    /// player chooses it instead of the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pay: Option<crate::games::ti4::rules::status::Payment>,
}

impl Draft {
    pub fn is_empty(&self) -> bool {
        *self == Draft::default()
    }
}

/// A planet that changed hands: who took it, who had it, the structures destroyed there.
impl Tactical {
    /// A tactical action just activated at `system`: the movement step, nothing played yet.
    pub fn new(system: u32) -> Tactical {
        Tactical {
            system,
            step: TacticalStep::Movement,
            ..Tactical::default()
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Gained {
    pub planet: String,
    pub seat: Seat,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub previous: Option<Seat>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub structures: Vec<(UnitKind, u8)>,
    /// An action card was already played on this gain (Infiltrate or Reparations).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<String>,
}

// The combat variant is the big one; the whole step lives in the boxed `Tactical`.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum TacticalStep {
    /// §50.2: the active player declares which ships move (or none).
    #[default]
    Movement,
    /// §42 space combat or §73 ground combat in progress.
    Combat(Combat),
    /// §77: the active player commits ground forces (or none).
    Invasion,
    /// §26/§47: the active player produces (or not).
    Production,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatKind {
    #[default]
    Space,
    Ground,
}

/// A combat: the hits each side still has to assign after the latest roll.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Combat {
    pub kind: CombatKind,
    /// The planet fought over (ground combat).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planet: Option<String>,
    pub attacker: Seat,
    pub defender: Seat,
    pub round: u32,
    /// Hits the attacker must assign to their own units.
    pub attacker_hits: u8,
    /// Hits the defender must assign to their own units.
    pub defender_hits: u8,
    /// Whose retreat announcement is awaited (§42.4: the defender first, then the attacker).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub announcing: Option<Seat>,
    /// The announcements for the current round are over.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub announced: bool,
    /// Players who chose not to be asked about retreating again in this combat.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stays: Vec<Seat>,
    /// An announced retreat: the player and the destination position (§42.7).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub retreat: Option<(Seat, u32)>,
    /// The hits come from space cannon offense (§43.2), before any space combat round.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub cannon: bool,
    /// Planets still to fight over after this combat (ground combats of one invasion, §77).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queue: Vec<String>,
    /// Roll modifiers for the current round from action cards (Morale Boost, Fighter
    /// Prototype); cleared when the round ends.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bonuses: Vec<RollBonus>,
    /// The start of the current round is still to be held: its moment comes before anything
    /// else of the round (round-start cards, §42).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fresh: bool,
    /// Round 1 of a space combat: Assault Cannon and anti-fighter barrage (§14) still to come.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub barrage: bool,
    /// The roll just made, before its dice become hits: rerolls come in between (§55.3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dice: Vec<Die>,
    /// The side whose roll is waiting for its rerolls (§42.5, §55.3): the attacker (the
    /// defender rolls next), then the defender (the dice become hits next). `None` with dice
    /// here is a snapshot from before the sides rolled one after the other: both have rolled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roller: Option<Seat>,
    /// Round 1's start-of-combat losses (Assault Cannon, anti-fighter barrage) are at their
    /// after-destroyed moment: the round's roll is still to come when it is over.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opening: bool,
    /// The reroll abilities already used on this roll (§55.2: one ability, one reroll per die).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rerolled: Vec<(Seat, Reroll)>,
    /// Holders of War Funding for this round: they may reroll their dice.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub funded: Vec<Seat>,
    /// Of the hits a player must assign, how many must go to non-fighter ships if able (the
    /// L1Z1X flagship's and its dreadnoughts' hits).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ship_hits: Vec<(Seat, u8)>,
    /// Ships that used sustain damage (§82) since the last after-hits moment (Direct Hit).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sustains: Vec<Casualty>,
    /// Ships destroyed since the last after-hits moment (Courageous to the End).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub losses: Vec<Casualty>,
    /// Players whose space cannon scored the hits the active player is assigning (§43.2).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shooters: Vec<Seat>,
    /// The hits to assign come from a "destroy" effect (Courageous to the End): sustain damage
    /// cannot cancel them (§82).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub destroy: bool,
    /// The combat ends in a draw whatever is left (Skilled Retreat).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub draw: bool,
    /// Players who paid for a reroll ability this round (Munitions Reserves): they may reroll
    /// their dice this round.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub munitions: Vec<Seat>,
    /// Round 1 of a space combat: the start-of-combat dice of the effects registry (Ambush)
    /// have been rolled.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ambushed: bool,
    // fxa
    /// Ship types destroyed in this space combat, either side's (Salvage Operations).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub destroyed_ships: Vec<UnitKind>,
    /// Dice raised by 1 for a trade good in this roll (the Hacan flagship): (seat, index among
    /// that seat's dice).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub boosted: Vec<(Seat, usize)>,
    // fxa (session 7)
    /// The space combat round after which a sacrifice for a hit (Yin's Devotion) was last
    /// asked; 0: not yet.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub devotion_round: u32,
    /// A technology was taken from the opponent (Technological Singularity) in this combat, or
    /// the chance declined: once per combat.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub singularity: bool,
    /// Players whose ground forces in the system fight as ships in this space combat (the
    /// Nekro flagship, present when it started; they fight on if it is destroyed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ground_as_ships: Vec<Seat>,
    /// Players who lost units to hits in this combat, ground combats included (Technological
    /// Singularity).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lost_by: Vec<Seat>,
    // fxb
    /// Hits aimed at a unit type by the other side (Dimensional Splicer): the player must
    /// assign 1 of their hits to a unit of that type (it may still sustain damage).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aimed: Vec<(Seat, UnitKind)>,
    /// The round after which the scuttle of the effects registry (Exotrireme II) was asked.
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub scuttle_round: u32,
}

/// A modifier to one player's combat rolls for one round (or the whole combat).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollBonus {
    pub seat: Seat,
    pub amount: i8,
    /// Only fighters get it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fighters_only: bool,
    /// It lasts the whole combat (Tekklar Legion), not just the round.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub whole_combat: bool,
}

/// One combat die: whose, which unit rolled it (kind and number among that player's units of
/// the kind), the result it needs after modifiers, and the result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    pub seat: Seat,
    pub kind: UnitKind,
    pub unit: u8,
    pub needs: i16,
    pub value: u8,
    /// A natural result of this or more makes [`Die::extra`] more hits (0: never; the Jol-Nar
    /// flagship).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra_from: u8,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extra: u8,
    /// Its hits must be assigned to non-fighter ships if able (the L1Z1X flagship).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ships_only: bool,
}

impl Die {
    pub fn hit(&self) -> bool {
        i16::from(self.value) >= self.needs
    }

    /// The hits this die makes: 1 on a hit, plus its extra hits on a high natural result.
    pub fn hits(&self) -> u32 {
        let extra = self.extra_from > 0 && self.value >= self.extra_from;
        u32::from(self.hit()) + if extra { u32::from(self.extra) } else { 0 }
    }
}

/// What rerolls a player's combat dice (§55).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reroll {
    /// The action card Fire Team (ground combat).
    FireTeam,
    /// The promissory note War Funding (space combat, the round it was played).
    Funding,
    /// The law The Crown of Thalnos (its owner, every combat round).
    Crown,
    /// A faction ability paid for at the start of the round (Letnev's Munitions Reserves).
    Munitions,
    // fxa
    /// Not a reroll: 1 trade good per die for +1 to its result (the Hacan flagship).
    Kenara,
}

impl Reroll {
    pub fn id(self) -> &'static str {
        match self {
            Reroll::FireTeam => "fire_team",
            Reroll::Funding => "funding",
            Reroll::Crown => "crown",
            Reroll::Munitions => "munitions",
            Reroll::Kenara => "kenara",
        }
    }

    pub fn parse(word: &str) -> Option<Reroll> {
        match word.to_ascii_lowercase().as_str() {
            "fire_team" | "fireteam" => Some(Reroll::FireTeam),
            "funding" | "war_funding" => Some(Reroll::Funding),
            "crown" | "thalnos" | "the_crown_of_thalnos" => Some(Reroll::Crown),
            "munitions" | "munitions_reserves" => Some(Reroll::Munitions),
            "kenara" | "wrath_of_kenara" => Some(Reroll::Kenara),
            _ => None,
        }
    }
}

/// Units of one kind that took part in a hit assignment (sustained, or destroyed).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Casualty {
    pub seat: Seat,
    pub kind: UnitKind,
    pub count: u8,
}

/// Something that happened in a system in a tactical action this round (`State::happened`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Happening {
    /// The system's position.
    pub position: u32,
    /// The active player of the tactical action it happened in.
    pub active: Seat,
    pub what: Happened,
}

/// What happened in a system (`Happening`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Happened {
    /// `seat`'s ships moved into the system (Movement §50.2 KO).
    MovedIn { seat: Seat },
    /// `seat`'s `units` moved out of the system into the active system at position `to`
    /// (Movement §50 KO; fighters and ground forces picked up on the way, §31 KO, too).
    MovedOut {
        seat: Seat,
        units: Vec<(UnitKind, u8)>,
        to: u32,
    },
    /// A combat ended with `winner`'s units left and none of `loser`'s (SpaceCombat §42.9 KO,
    /// GroundCombat §73 KO); a ground combat is on `planet`.
    Won {
        kind: CombatKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        planet: Option<String>,
        winner: Seat,
        loser: Seat,
    },
    /// A combat ended with neither side's units left, or in a draw (Skilled Retreat).
    Draw {
        kind: CombatKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        planet: Option<String>,
        attacker: Seat,
        defender: Seat,
    },
    /// `seat`'s ships retreated from the system to the one at position `to` (§42.7 KO).
    Retreated { seat: Seat, to: u32 },
    /// `seat` gained control of `planet` in the system (Control §63 KO: the invasion's
    /// establish-control step, §77 KO, a landing on an uncontrolled planet, a claim).
    Took { seat: Seat, planet: String },
    /// `seat` removed the custodians token from Mecatol Rex and gained 1 victory point
    /// (Custodians §7 KO).
    Custodians { seat: Seat },
    /// `seat` produced `units` in the system (Production §26, §47 KO; Warfare's secondary).
    Produced {
        seat: Seat,
        units: Vec<(UnitKind, u8)>,
    },
    /// `seat` placed `units` on `planet` by Construction (§2 KO).
    Placed {
        seat: Seat,
        units: Vec<(UnitKind, u8)>,
        planet: String,
    },
    /// `seat` chose the system for Diplomacy's primary and `tokens`' owners each placed a
    /// command token there from their reinforcements (§40 KO); empty when everyone had one
    /// there already or none left.
    Diplomacy { seat: Seat, tokens: Vec<Seat> },
    /// `seat` took its command token in the system back (`by` Warfare's primary, §60 KO, or
    /// the Unexpected Action card).
    TokenTakenBack { seat: Seat, by: TokenBack },
    /// `seat` played Signal Jamming: `owner` placed a command token here from their
    /// reinforcements (the action card).
    TokenPlaced { seat: Seat, owner: Seat },
    /// `seat`'s component action `id` (a faction ability or technology marked ACTION, §8
    /// KO, e.g. Sol's Orbital Drop) changed the system: `added` units came onto it, `removed`
    /// units left it (either may be empty when only something else changed).
    Component {
        seat: Seat,
        id: String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        added: Vec<(UnitKind, u8)>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        removed: Vec<(UnitKind, u8)>,
    },
}

/// What took a command token back off the board (`Happened::TokenTakenBack`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TokenBack {
    /// Warfare's primary (§60 KO).
    Warfare,
    /// The action card Unexpected Action.
    UnexpectedAction,
}

impl TokenBack {
    /// The word a message selects on.
    pub fn as_str(self) -> &'static str {
        match self {
            TokenBack::Warfare => "warfare",
            TokenBack::UnexpectedAction => "unexpected_action",
        }
    }
}

/// Public objectives (§16.11): the face-down row and the revealed ones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Objectives {
    /// Face-down stage I objectives still to reveal, in reveal order. Hidden from everyone.
    pub stage1_hidden: Vec<String>,
    /// Face-down stage II objectives, in reveal order. Hidden from everyone.
    pub stage2_hidden: Vec<String>,
    /// Revealed public objectives, in reveal order.
    pub revealed: Vec<String>,
    /// The secret objective deck, top first. Hidden from everyone.
    pub secret_deck: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct State {
    /// The engine behaviour the game was set up under (`setup::RULES`; 0: a game set up
    /// before it was recorded).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub rules: u32,
    pub round: u32,
    pub phase: Phase,
    pub players: Vec<Player>,
    pub speaker: Seat,
    pub vp_target: u8,
    pub systems: Vec<SystemState>,
    /// Who controls each planet that someone controls (planet id, seat).
    pub control: Vec<(String, Seat)>,
    /// The custodians token is still on Mecatol Rex (§15).
    pub custodians: bool,
    pub strategy_cards: Vec<StrategySlot>,
    pub objectives: Objectives,
    /// A transaction or deal proposed to another player, awaiting their answer (§1, §5).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub offer: Option<crate::games::ti4::rules::transactions::Offer>,
    /// Actions the active player has finished this turn (Fleet Logistics allows 2).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub turn_actions: u8,
    /// Players the active player has already traded with this turn (§1: once each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub traded_with: Vec<Seat>,
    /// The action card deck, top first (one entry per copy). Hidden from everyone.
    #[serde(default)]
    pub action_deck: Vec<String>,
    /// Played and discarded action cards, face up.
    #[serde(default)]
    pub action_discard: Vec<String>,
    /// The agenda deck, top first. Hidden from everyone.
    #[serde(default)]
    pub agenda_deck: Vec<String>,
    /// Laws in play (§36).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub laws: Vec<crate::games::ti4::rules::agenda::Law>,
    /// The agenda discard pile, face up: resolved directives, defeated laws and laws discarded
    /// from play; shuffled back when the deck runs out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub agenda_discard: Vec<String>,
    /// Agenda effects still to come (next strategy phase, barred voters, choices awaited).
    #[serde(
        default,
        skip_serializing_if = "crate::games::ti4::rules::agenda_effects::Lingering::is_empty"
    )]
    pub agenda_effects: crate::games::ti4::rules::agenda_effects::Lingering,
    /// The strategic action under way (§57).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategic: Option<crate::games::ti4::rules::strategic::Strategic>,
    /// The reaction window open now (rules/window.rs): a played action card awaiting Sabotage,
    /// an agenda's reveal, the votes' Bribery moment, strategy secondaries, ...
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub window: Option<crate::games::ti4::rules::window::Window>,
    /// Windows suspended under the open one (e.g. an agenda's reveal window while a Veto played
    /// in it waits for Sabotage), the most recent last; each resumes when the one above closes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub held_windows: Vec<crate::games::ti4::rules::window::Window>,
    /// Technology abilities in progress: a question awaiting a technology's owner, and what a
    /// used technology changes in the tactical action under way.
    #[serde(
        default,
        skip_serializing_if = "crate::games::ti4::rules::techs::TechState::is_empty"
    )]
    pub tech: crate::games::ti4::rules::techs::TechState,
    /// How many reaction windows have opened so far (names each one, e.g. for its timer).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub windows_opened: u32,
    /// Public objectives scored: (objective, seat).
    #[serde(default)]
    pub scored_public: Vec<(String, Seat)>,
    /// Turns finished in this action phase: 0 means the strategy phase has just ended (the
    /// moment of "at the end of the strategy phase" notes).
    #[serde(default, skip_serializing_if = "is_zero_u32")]
    pub turns_done: u32,
    /// The latest strategy-card pick of this strategy phase: (seat, card, trade goods taken).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_pick: Option<(Seat, u8, u8)>,
    /// Public Disgrace: the player who must pick again, and the card they may not take.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub disgraced: Option<(Seat, u8)>,
    /// Players who keep their strategy cards through the status phase (Political Stability)
    /// and so do not pick in the next strategy phase.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub keep_strategy: Vec<Seat>,
    /// The Creuss wormhole tokens on the board (Creuss Iff): which wormhole, at which position.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub creuss_tokens: Vec<(crate::games::ti4::content::Wormhole, u32)>,
    /// The latest technology researched this turn (Research Agreement): who, which.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_research: Option<(Seat, String)>,
    /// Events of the action phase that action-phase objectives are about (§16.5, §16.7).
    #[serde(
        default,
        skip_serializing_if = "crate::games::ti4::rules::objectives::Facts::is_empty"
    )]
    pub facts: crate::games::ti4::rules::objectives::Facts,
    /// A claimed objective the engine did not see met, awaiting the other players' answers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim: Option<crate::games::ti4::rules::objectives::Claim>,
    /// The systems activated this round (TacticalAction §59.1 KO, ActiveSystem §87 KO), in
    /// order: (position, seat). Public; cleared with the command tokens in status step 4
    /// (StatusPhase §64 KO), so it tells who activated what this round even once a tactical
    /// action has ended or a token was taken back (Warfare, §60 KO).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub activated: Vec<(u32, Seat)>,
    /// What happened in the systems this round, in order (TacticalAction §59 KO): who moved
    /// in (Movement §50.2 KO), who won a space or ground combat (SpaceCombat §42.9 KO,
    /// GroundCombat §73 KO) or drew, who retreated (§42.7 KO), planets taken (§63, §77 KO),
    /// the custodians token (§7 KO), production (§26 KO), Construction's placements (§2 KO),
    /// Diplomacy's tokens (§40 KO) and a token taken back (Warfare §60 KO, Unexpected Action) —
    /// see
    /// [`Happened`]. Public, as all of these are; cleared with `activated` in status
    /// step 4 (StatusPhase §64 KO).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub happened: Vec<Happening>,
    /// Action-phase turn order for this round (§68); empty before it is computed.
    pub initiative_order: Vec<Seat>,
    /// Warnings about the map found at setup (e.g. adjacent anomalies in an imported map).
    pub map_warnings: Vec<Msg>,
}

impl State {
    pub fn controller(&self, planet: &str) -> Option<Seat> {
        self.control
            .iter()
            .find(|(p, _)| p == planet)
            .map(|(_, s)| *s)
    }

    pub fn system_at(&self, position: u32) -> Option<&SystemState> {
        self.systems.iter().find(|s| s.position == position)
    }

    pub fn slot(&self, initiative: u8) -> Option<&StrategySlot> {
        self.strategy_cards
            .iter()
            .find(|c| c.initiative == initiative)
    }

    /// Seats in clockwise order starting with `first`.
    pub fn clockwise_from(&self, first: Seat) -> Vec<Seat> {
        let n = self.players.len();
        (0..n).map(|i| (first + i) % n).collect()
    }

    /// Records what happened in the system at `position` in the tactical action under way
    /// (`State::happened`); nothing outside the action phase.
    pub fn record(&mut self, position: u32, what: Happened) {
        if let Phase::Action { active, .. } = self.phase {
            self.happened.push(Happening {
                position,
                active,
                what,
            });
        }
    }

    /// The seat currently awaited in the strategy phase, if any.
    pub fn strategy_picker(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Strategy { order, next } => order.get(*next).copied(),
            _ => None,
        }
    }
}
