//! Game-agnostic, pure building blocks shared by every game: seats, messages, the seeded RNG,
//! hex coordinates, prompts, log entries and the `Game` contract.
//!
//! Nothing here does IO or knows about Discord, SQL, tokio or images.

pub mod game;
pub mod hex;
pub mod msg;
pub mod odds;
pub mod orders;
pub mod refusal;
pub mod rng;
pub mod rules;
pub mod scene;
#[cfg(feature = "testing")]
pub mod testing;

pub use game::Game;
pub use msg::Msg;
pub use refusal::{Refusal, RefusalKind};
pub use rng::GameRng;
pub use rules::{Choice, LogEntry, Prompt, Seat, Tone, Visibility};
