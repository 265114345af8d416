//! `starpost odds ti4`: one reference row (combat-expectations.md row 9, ground combat after
//! bombardment, §81/§73) and a malformed unit list. `starpost odds eclipse`: a closed-form
//! battle and malformed fleets.

use std::process::Command;

fn run(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_starpost"))
        .args(args)
        .env("RUST_LOG", "off")
        .output()
        .expect("the binary runs")
}

fn value(line: &str, key: &str) -> f64 {
    line.split_whitespace()
        .find_map(|kv| kv.strip_prefix(&format!("{key}=")))
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("no {key} in {line:?}"))
}

#[test]
fn rr_73_ground_combat_with_bombardment_prints_one_line() {
    let out = run(&[
        "odds",
        "ti4",
        "--attacker",
        "3 infantry, 3 dreadnought",
        "--defender",
        "3 infantry",
        "--ground",
        "--bombard",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 1, "{stdout:?}");
    let line = lines[0];
    let shape = line
        .split(' ')
        .map(|kv| kv.split('=').next().unwrap())
        .collect::<Vec<_>>();
    assert_eq!(shape, ["attacker", "draw", "defender"]);
    for kv in line.split(' ') {
        let v = kv.split('=').nth(1).unwrap();
        assert!(v.starts_with("0.") || v == "1.0000", "{line}");
        assert_eq!(v.len(), 6, "4 decimals: {line}");
    }
    // Reference: 0.904 / 0.014 (±25 %) / 0.081 (±15 %).
    assert!(
        (value(line, "attacker") - 0.904).abs() <= 0.904 * 0.05,
        "{line}"
    );
    assert!(
        (value(line, "draw") - 0.014).abs() <= 0.014 * 0.25,
        "{line}"
    );
    assert!(
        (value(line, "defender") - 0.081).abs() <= 0.081 * 0.15,
        "{line}"
    );
}

#[test]
fn malformed_units_exit_2_with_a_clear_message() {
    let out = run(&[
        "odds",
        "ti4",
        "--attacker",
        "2 dreadnougth, 1 carrier",
        "--defender",
        "1 carrier",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--attacker"), "{stderr}");
    assert!(stderr.contains("“dreadnougth” is not a unit"), "{stderr}");
    assert!(
        stderr.contains("dreadnought2"),
        "lists what is accepted: {stderr}"
    );

    let out = run(&[
        "odds",
        "ti4",
        "--attacker",
        "99 fighter",
        "--defender",
        "1 carrier",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("at most 30"));
}

/// `starpost odds eclipse` (§6 combat): two equal Terran interceptors, defender first on equal
/// initiative: exactly 5/11 v 6/11.
#[test]
fn eclipse_equal_interceptors_print_one_line() {
    let out = run(&[
        "odds",
        "eclipse",
        "--attacker",
        "interceptor",
        "--defender",
        "interceptor",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(stdout, "attacker=0.4545 draw=0.0000 defender=0.5455\n");
    let out = run(&[
        "odds",
        "eclipse",
        "--attacker",
        "2 interceptor, cruiser[ion, ion, hull, electron, drive1, source1]",
        "--defender",
        "2 ancient",
    ]);
    assert!(out.status.success());
    let line = String::from_utf8(out.stdout).unwrap();
    let sum = value(&line, "attacker") + value(&line, "draw") + value(&line, "defender");
    assert!((sum - 1.0).abs() < 2e-4, "{line}");
}

#[test]
fn eclipse_malformed_fleets_exit_2_with_a_clear_message() {
    let out = run(&[
        "odds",
        "eclipse",
        "--attacker",
        "2 interceptor",
        "--defender",
        "cruiser[ion, lazer]",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--defender"), "{stderr}");
    assert!(stderr.contains("“lazer” is not a ship part"), "{stderr}");
    assert!(
        stderr.contains("plasma"),
        "lists what is accepted: {stderr}"
    );

    let out = run(&[
        "odds",
        "eclipse",
        "--attacker",
        "cruiser[antimatter, source1]",
        "--defender",
        "ancient",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("not legal"), "{stderr}");
}
