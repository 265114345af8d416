//! Load bench against the fake Discord (work in progress).
fn main() {}
