//! The TI4 effects registry: where printed abilities are declared once and asked by the rules.
//!
//! - [`component`]: component actions (§8), taken with `use <id>`.

pub mod component;
