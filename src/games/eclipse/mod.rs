//! Eclipse (first edition, 2011), base game. Section numbers are those of the rules digest
//! `shared/rules/eclipse.md` (the seed rulebook's sections and the digest's checklist rows).

pub mod content;
pub mod odds;
pub mod ships;
