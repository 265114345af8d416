//! The message catalog: Fluent files under `assets/i18n/<lang>/`, compiled into the binary.
//! English is complete; another language is a new folder, no code change. Content names
//! (`Arg::Name`) are catalog entries too (`<game>-content.ftl`, generated from each game's data:
//! see `tests::content_catalogs_match_the_games_data`).
//!
//! `en-XA` is a pseudo-locale: English with accented letters, for checking that a text is
//! translated for its reader (and that nothing bypasses the catalog).

use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid, static_loader};

use crate::core::msg::{Arg, Msg, Translate};

static_loader! {
    static LOCALES = {
        locales: "./assets/i18n",
        fallback_language: "en",
        // Discord shows the Unicode isolation marks Fluent adds around arguments; leave them out.
        customise: |bundle| {
            bundle.set_use_isolating(false);
            let _ = bundle.add_function("JOSA", josa_function);
        },
    };
}

static_loader! {
    // The same catalogs, with the pseudo-locale's transform on every pattern (arguments,
    // such as player names, are left alone).
    static PSEUDO = {
        locales: "./assets/i18n",
        fallback_language: "en",
        customise: |bundle| {
            bundle.set_use_isolating(false);
            bundle.set_transform(Some(pseudo));
            let _ = bundle.add_function("JOSA", josa_function);
        },
    };
}

/// Korean particles (조사) after a name: `{ $tech }{ JOSA($tech, "을") }` reads `중력 추진을` or
/// `플라스마 포를`. The second argument is the form after a final consonant (`을`, `이`, `은`,
/// `과`, `으로`); the function picks the form from the name's last sound: a Hangul syllable
/// (with or without a final consonant; `으로` becomes `로` after ㄹ too) or a digit read in
/// Sino-Korean (`3`: 삼을, `2`: 이를), or a Latin letter whose reading is fixed (Korean reads a
/// Latin name as a loanword: a final `m`, `n` or `l` is a final consonant, ㅁ, ㄴ or ㄹ —
/// `hacan이`, `sol로`; a final `a`, `i`, `o`, `u` or `y` a vowel — `jolnar`'s `r` is not).
/// After anything else (a Latin name ending in `e`, `r`, `s`, `t`, `k`…, read either way by
/// the word) it gives both forms, as printed rules do: `을(를)`.
fn josa_function<'a>(
    positional: &[FluentValue<'a>],
    _named: &fluent_templates::fluent_bundle::FluentArgs,
) -> FluentValue<'a> {
    let word = match positional.first() {
        Some(FluentValue::String(s)) => s.to_string(),
        Some(FluentValue::Number(n)) => n.as_string().to_string(),
        _ => String::new(),
    };
    let particle = match positional.get(1) {
        Some(FluentValue::String(s)) => s.to_string(),
        _ => return FluentValue::None,
    };
    FluentValue::from(josa(&word, &particle))
}

/// The particle `particle` (its after-consonant form) as it follows `word`; see `josa_function`.
pub fn josa(word: &str, particle: &str) -> String {
    let (consonant, vowel) = match particle {
        "을" | "를" => ("을", "를"),
        "이" | "가" => ("이", "가"),
        "은" | "는" => ("은", "는"),
        "과" | "와" => ("과", "와"),
        "으로" | "로" => ("으로", "로"),
        other => return other.to_string(),
    };
    // The last sound: its final consonant (jongseong index, 0 = none), or unknown.
    let last = word
        .trim_end_matches(|c: char| !c.is_alphanumeric())
        .chars()
        .last();
    let jong = match last {
        Some(c @ '가'..='힣') => Some((c as u32 - '가' as u32) % 28),
        // 영 일 이 삼 사 오 육 칠 팔 구: the final consonant of each digit's reading.
        Some(d @ '0'..='9') => Some([21, 8, 0, 16, 0, 0, 1, 8, 8, 0][d as usize - '0' as usize]),
        // A loanword's final m, n (ㅁ 16, ㄴ 4) and l (ㄹ 8); its final open vowels.
        Some(c) if c.is_ascii_alphabetic() => match c.to_ascii_lowercase() {
            'm' => Some(16),
            'n' => Some(4),
            'l' => Some(8),
            'a' | 'i' | 'o' | 'u' | 'y' => Some(0),
            _ => None,
        },
        _ => None,
    };
    match jong {
        None if consonant == "으로" => "(으)로".to_string(),
        None => format!("{consonant}({vowel})"),
        Some(0) => vowel.to_string(),
        // ㄹ (8) takes 로, like a vowel.
        Some(8) if consonant == "으로" => vowel.to_string(),
        Some(_) => consonant.to_string(),
    }
}

const ENGLISH: LanguageIdentifier = langid!("en");

/// The pseudo-locale's tag.
pub const PSEUDO_LOCALE: &str = "en-XA";

/// English with every ASCII vowel accented: readable, and visibly not the plain catalog.
fn pseudo(text: &str) -> Cow<'_, str> {
    Cow::Owned(
        text.chars()
            .map(|c| match c {
                'a' => 'á',
                'e' => 'é',
                'i' => 'í',
                'o' => 'ó',
                'u' => 'ú',
                'A' => 'Á',
                'E' => 'É',
                'I' => 'Í',
                'O' => 'Ó',
                'U' => 'Ú',
                c => c,
            })
            .collect(),
    )
}

/// A translator for one language.
#[derive(Debug, Clone)]
pub struct Tr {
    lang: LanguageIdentifier,
    pseudo: bool,
}

impl Default for Tr {
    fn default() -> Self {
        Tr {
            lang: ENGLISH,
            pseudo: false,
        }
    }
}

impl Tr {
    /// The translator for a Discord locale such as "en-US" or "ko"; unknown ones fall back to
    /// English. `en-XA` is the pseudo-locale.
    pub fn for_locale(locale: Option<&str>) -> Tr {
        if locale.is_some_and(|l| l.eq_ignore_ascii_case(PSEUDO_LOCALE)) {
            return Tr {
                lang: ENGLISH,
                pseudo: true,
            };
        }
        let lang = locale
            .and_then(|l| l.parse::<LanguageIdentifier>().ok())
            .filter(|l| LOCALES.locales().any(|have| have.language == l.language))
            .unwrap_or(ENGLISH);
        Tr {
            lang,
            pseudo: false,
        }
    }

    /// The locale tags a table or a player can choose (the catalogs' languages).
    pub fn languages() -> Vec<String> {
        let mut tags: Vec<String> = LOCALES.locales().map(|l| l.to_string()).collect();
        tags.sort();
        tags
    }

    /// The languages a table may choose for its channel: the catalogs' and the pseudo-locale.
    pub fn choosable() -> Vec<String> {
        let mut tags = Self::languages();
        tags.push(PSEUDO_LOCALE.to_string());
        tags
    }

    fn lookup(
        &self,
        id: &str,
        args: Option<&HashMap<Cow<'static, str>, FluentValue>>,
    ) -> Option<String> {
        let loader: &dyn Loader = if self.pseudo { &*PSEUDO } else { &*LOCALES };
        loader.try_lookup_complete(&self.lang, id, args)
    }

    fn arg(&self, value: &Arg) -> String {
        match value {
            Arg::Num(n) => n.to_string(),
            Arg::Text(t) => t.clone(),
            Arg::Msg(m) => self.tr(m),
            Arg::Name(r) => self.lookup(&r.id, None).unwrap_or_else(|| {
                tracing::warn!(id = %r.id, "content name missing from the catalog");
                r.id.clone()
            }),
            Arg::List(items) => items
                .iter()
                .map(|a| self.arg(a))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }
}

impl Tr {
    /// A message without arguments in this language, `None` when no catalog has it (a
    /// message missing from this language comes from English).
    pub fn get(&self, id: &str) -> Option<String> {
        self.lookup(id, None)
    }
}

/// Typed input read in the player's language: a `/play` text written with the localized words
/// of a game's notation (`input-<game>-<word>`, alternatives separated by commas) and the
/// localized names of its content (`<game>-<kind>-<id>`, the content catalogs) becomes the
/// notation the game parses, with ids (`연구 중력 추진` → `research gravity_drive`). Only names
/// that differ from the English ones are read (English names and ids are the games' own); a
/// name is replaced only as a whole word (spaces, punctuation or the ends around it), longest
/// first. `words` are the game's notation words (`Game::input_words`), `content` its content
/// names (`Game::content_names`), `languages` the reader's locale and the table's language.
pub fn read_input(
    text: &str,
    game: &str,
    words: &[&str],
    content: &[(String, String)],
    languages: &[Tr],
) -> String {
    let english = Tr::default();
    let mut names: Vec<(String, String)> = Vec::new();
    for tr in languages
        .iter()
        .filter(|t| t.lang.language != ENGLISH.language && !t.pseudo)
    {
        for w in words {
            let id = format!("input-{game}-{w}");
            let (Some(local), Some(en)) = (tr.get(&id), english.get(&id)) else {
                continue;
            };
            if local == en {
                continue;
            }
            for alt in local.split(',').map(str::trim).filter(|a| !a.is_empty()) {
                names.push((alt.to_string(), (*w).to_string()));
            }
        }
        for (id, en) in content {
            let Some(local) = tr.get(id).filter(|l| l != en && !l.trim().is_empty()) else {
                continue;
            };
            let Some(short) = id
                .strip_prefix(game)
                .and_then(|r| r.strip_prefix('-'))
                .and_then(|r| r.split_once('-'))
                .map(|(_, short)| short)
            else {
                continue;
            };
            names.push((local.trim().to_string(), short.to_string()));
        }
    }
    if names.is_empty() {
        return text.to_string();
    }
    // Longest names first, so `중력 추진` wins over a shorter name inside it.
    names.sort_by_key(|(n, _)| std::cmp::Reverse(n.chars().count()));
    let boundary =
        |c: Option<char>| c.is_none_or(|c| c.is_whitespace() || ",:;()[]\"'`".contains(c));
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    'scan: while i < text.len() {
        let before = text[..i].chars().next_back();
        if boundary(before) {
            for (name, id) in &names {
                if text[i..].starts_with(name.as_str())
                    && boundary(text[i + name.len()..].chars().next())
                {
                    out.push_str(id);
                    i += name.len();
                    continue 'scan;
                }
            }
        }
        let c = text[i..].chars().next().expect("inside the text");
        out.push(c);
        i += c.len_utf8();
    }
    out
}

impl Translate for Tr {
    fn tr(&self, msg: &Msg) -> String {
        let mut args: HashMap<Cow<'static, str>, FluentValue> = HashMap::new();
        for (name, value) in &msg.args {
            let v = match value {
                Arg::Num(n) => FluentValue::from(*n),
                other => FluentValue::from(self.arg(other)),
            };
            args.insert(Cow::Owned(name.clone()), v);
        }
        match self.lookup(&msg.id, Some(&args)) {
            Some(text) => text,
            None => {
                tracing::warn!(id = %msg.id, "message missing from the catalog");
                msg.to_string()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    /// Every message of a language's catalog with the variables its patterns use (terms and
    /// attributes included), read with the Fluent parser; a file that does not parse fails.
    fn messages(lang: &str) -> BTreeMap<String, (String, BTreeSet<String>)> {
        fn inline(e: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
            match e {
                ast::InlineExpression::VariableReference { id } => {
                    vars.insert(id.name.to_string());
                }
                ast::InlineExpression::Placeable { expression } => expr(expression, vars),
                ast::InlineExpression::FunctionReference { arguments, .. } => {
                    for a in &arguments.positional {
                        inline(a, vars);
                    }
                    for a in &arguments.named {
                        inline(&a.value, vars);
                    }
                }
                _ => {}
            }
        }
        fn expr(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
            match e {
                ast::Expression::Inline(i) => inline(i, vars),
                ast::Expression::Select { selector, variants } => {
                    inline(selector, vars);
                    for v in variants {
                        pattern(&v.value, vars);
                    }
                }
            }
        }
        fn pattern(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
            for el in &p.elements {
                if let ast::PatternElement::Placeable { expression } = el {
                    expr(expression, vars);
                }
            }
        }
        let dir = format!("{}/assets/i18n/{lang}", env!("CARGO_MANIFEST_DIR"));
        let mut out = BTreeMap::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            let resource = fluent_syntax::parser::parse(text.as_str())
                .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
            for e in &resource.body {
                if let ast::Entry::Message(m) = e {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern(p, &mut vars);
                    }
                    for a in &m.attributes {
                        pattern(&a.value, &mut vars);
                    }
                    let file = path
                        .file_stem()
                        .map(|f| f.to_string_lossy().to_string())
                        .unwrap_or_default();
                    let dup = out.insert(m.id.name.to_string(), (file, vars));
                    assert!(dup.is_none(), "{lang}: {} defined twice", m.id.name);
                }
            }
        }
        out
    }

    /// English catalog files a language has not translated yet (its readers see English for
    /// them, Fluent's fallback): listed here, and in FEATURES.md, until they are done.
    const PENDING: &[(&str, &str)] = &[];

    /// Every language's catalog has every English message (and no other), each with the same
    /// variables: a translation may reorder them, not lose or invent one. Files listed in
    /// `PENDING` are the only exception, and a pending file that is done must leave the list.
    #[test]
    fn every_language_has_every_message_with_the_same_variables() {
        let en = messages("en");
        assert!(en.len() > 500, "{} English messages", en.len());
        let mut problems = Vec::new();
        for lang in Tr::languages().iter().filter(|l| l.as_str() != "en") {
            let other = messages(lang);
            let pending = |file: &str| PENDING.contains(&(lang.as_str(), file));
            for (_, file) in PENDING.iter().filter(|(l, _)| l == lang) {
                if other.values().any(|(f, _)| f == file) {
                    problems.push(format!("{lang}: {file} is translated: take it off PENDING"));
                }
            }
            for (id, (file, vars)) in &en {
                match other.get(id) {
                    None if pending(file) => {}
                    None => problems.push(format!("{lang}: {id} missing")),
                    Some((_, v)) if v != vars => {
                        problems.push(format!("{lang}: {id} uses {v:?}, English {vars:?}"))
                    }
                    Some(_) => {}
                }
            }
            for id in other.keys().filter(|id| !en.contains_key(*id)) {
                problems.push(format!("{lang}: {id} is not an English message"));
            }
        }
        assert!(
            problems.is_empty(),
            "{} problems:\n{}",
            problems.len(),
            problems.join("\n")
        );
    }

    /// The message ids defined in the English catalog files.
    fn catalog_ids() -> Vec<String> {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/en");
        let mut ids = Vec::new();
        for entry in std::fs::read_dir(dir).unwrap() {
            let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
            for line in text.lines() {
                if let Some((id, _)) = line.split_once(" =")
                    && !id.is_empty()
                    && id
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    ids.push(id.to_string());
                }
            }
        }
        ids
    }

    /// Every message id the code names exists in the English catalog, including the ones built
    /// from data (unit kinds, colours, traits, specialties).
    #[test]
    fn every_message_id_used_in_the_code_is_in_the_catalog() {
        let mut missing = Vec::new();
        let mut seen = 0;
        let catalog = catalog_ids();
        let has = |id: &str| catalog.iter().any(|c| c == id);
        for (path, text) in crate::source_files(&[""]) {
            for part in text
                .split("Msg::new(\"")
                .skip(1)
                .chain(text.split("tr.t(\"").skip(1))
            {
                let id: String = part.chars().take_while(|c| *c != '"').collect();
                seen += 1;
                if !has(&id) {
                    missing.push(format!("{id} ({})", path.display()));
                }
            }
        }
        use crate::games::ti4::content::{PlanetTrait, TechColor, UnitKind};
        use crate::games::ti4::state::PlayerColor;
        let dynamic = UnitKind::ALL
            .iter()
            .map(|k| format!("ti4-unit-{}", k.as_str()))
            .chain(
                TechColor::ALL
                    .iter()
                    .map(|c| format!("ti4-skip-{}", c.as_str())),
            )
            .chain(
                [
                    PlanetTrait::Cultural,
                    PlanetTrait::Hazardous,
                    PlanetTrait::Industrial,
                ]
                .iter()
                .map(|t| format!("ti4-trait-{}", t.as_str())),
            )
            .chain(PlayerColor::ALL.iter().map(|c| format!("color-{}", c.id())))
            .chain(
                crate::games::GameKind::ALL
                    .iter()
                    .map(|k| format!("game-name-{}", k.id())),
            );
        for id in dynamic {
            if !has(&id) {
                missing.push(id);
            }
        }
        assert!(seen > 50, "the scan found the messages");
        assert!(
            missing.is_empty(),
            "missing from assets/i18n/en: {missing:?}"
        );
    }

    /// The argument text of a call whose opening parenthesis came just before `after` (up to the matching
    /// closing one).
    fn call_args(after: &str) -> String {
        let mut depth = 1;
        let mut out = String::new();
        for c in after.chars() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                break;
            }
            out.push(c);
        }
        out
    }

    /// Content names in the games' messages are catalog ids made by the content kinds'
    /// `catalog_id` functions (every id those make is in the generated content catalogs, see
    /// `content_catalogs_match_the_games_data`), never ids built by hand at a call site.
    #[test]
    fn content_name_ids_come_from_the_catalog_id_functions() {
        let mut seen = 0;
        let mut by_hand = Vec::new();
        for (path, text) in crate::source_files(&["games"]) {
            for part in text
                .split(".name(\"")
                .skip(1)
                .chain(text.split("Arg::name(").skip(1))
            {
                let args = call_args(part);
                seen += 1;
                if !args.contains("catalog_id") {
                    by_hand.push(format!("{} ({})", args.trim(), path.display()));
                }
            }
        }
        assert!(seen > 30, "the scan found the content names ({seen})");
        assert!(
            by_hand.is_empty(),
            "content ids not from a catalog_id function: {by_hand:?}"
        );
        // The kinds whose ids are made from code rather than data are in the catalog too.
        use crate::games::ti4::content::UnitKind;
        let names = crate::games::ti4::content::content_names();
        for kind in UnitKind::ALL {
            assert!(
                names.iter().any(|(id, _)| *id == kind.catalog_id()),
                "{kind:?}"
            );
        }
    }

    /// A content name as a Fluent pattern: as it is, or one string literal when it holds a
    /// character Fluent reads as syntax (`{`, `}`, a leading `[`, `*` or `.`, or spaces at
    /// either end, which Fluent would trim).
    fn fluent_pattern(name: &str) -> String {
        let special = name.contains(['{', '}', '\n', '\r'])
            || name.starts_with(['[', '*', '.', ' '])
            || name.ends_with(' ')
            || name.is_empty();
        if !special {
            return name.to_string();
        }
        let mut literal = String::from("{\"");
        for c in name.chars() {
            match c {
                '"' => literal.push_str("\\\""),
                '\\' => literal.push_str("\\\\"),
                '\n' => literal.push_str("\\u000A"),
                '\r' => literal.push_str("\\u000D"),
                c => literal.push(c),
            }
        }
        literal.push_str("\"}");
        literal
    }

    /// A generated English catalog (`<game>-content.ftl` for the content names,
    /// `<game>-texts-<group>.ftl` for the rules texts): a header saying where it comes from, then
    /// one entry a line.
    fn generated_catalog(what: &str, game: &str, names: &[(String, String)]) -> String {
        let mut text = format!(
            "# {what}, generated from assets/{game}/*.json by the test\n\
             # i18n::tests::content_catalogs_match_the_games_data: do not edit by hand.\n\
             # Regenerate with `STARPOST_BLESS=1 cargo test --lib content_catalogs`.\n\n"
        );
        for (id, name) in names {
            text.push_str(&format!("{id} = {}\n", fluent_pattern(name)));
        }
        text
    }

    /// Each game's English content catalogs are generated from its data (`Game::content_names`,
    /// and `Game::content_texts` for the rules texts):
    /// the file matches what the data gives, every id is a valid Fluent id used once (and by no
    /// message), and every entry reads back as exactly the English name. With
    /// `STARPOST_BLESS=1` the files are written instead.
    #[test]
    fn content_catalogs_match_the_games_data() {
        let bless = std::env::var("STARPOST_BLESS").is_ok_and(|v| v == "1");
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/i18n/en");
        let tr = Tr::default();
        let mut all_ids = std::collections::HashSet::new();
        let mut stale = Vec::new();
        let mut wrong = Vec::new();
        for &kind in crate::games::GameKind::ALL {
            let names = with_game!(kind, G => <G as crate::core::Game>::content_names());
            let texts = with_game!(kind, G => <G as crate::core::Game>::content_texts());
            let files = std::iter::once((
                format!("{}-content.ftl", kind.id()),
                format!("Content names of {}", kind.id()),
                names,
            ))
            .chain(texts.into_iter().map(|(group, texts)| {
                (
                    format!("{}-texts-{group}.ftl", kind.id()),
                    format!("Rules texts of {} ({group})", kind.id()),
                    texts,
                )
            }));
            for (file_name, what, names) in files {
                if names.is_empty() {
                    continue;
                }
                let path = std::path::Path::new(dir).join(&file_name);
                for (id, _) in &names {
                    let valid = id.starts_with(&format!("{}-", kind.id()))
                        && id
                            .chars()
                            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                    assert!(
                        valid,
                        "{id}: not a Fluent id of the form <game>-<kind>-<key>"
                    );
                    assert!(all_ids.insert(id.clone()), "{id}: named twice");
                }
                let expected = generated_catalog(&what, kind.id(), &names);
                if bless {
                    std::fs::write(&path, &expected).unwrap();
                    continue;
                }
                if std::fs::read_to_string(&path).ok().as_deref() != Some(expected.as_str()) {
                    stale.push(file_name);
                    continue;
                }
                for (id, name) in &names {
                    let shown = tr.tr(&Msg::new("verbatim").name("text", id));
                    let direct = tr.tr(&Msg::new(id.as_str()));
                    if &direct != name || &shown != name {
                        wrong.push(format!("{id}: {direct:?} / {shown:?}, not {name:?}"));
                    }
                }
            }
        }
        assert!(
            stale.is_empty(),
            "assets/i18n/en/{stale:?} differ from the games' data: they are generated, never \
             edited. Run `STARPOST_BLESS=1 cargo test --lib content_catalogs` and commit them."
        );
        assert!(wrong.is_empty(), "entries that do not read back: {wrong:?}");
        let defined = catalog_ids();
        for id in all_ids.iter().filter(|_| !bless) {
            assert_eq!(
                defined.iter().filter(|d| *d == id).count(),
                1,
                "{id} is defined once, in its game's content catalog, and is no message's id"
            );
        }
    }

    /// Issue 17: typed input in Korean or Japanese reads as the notation: the notation's words
    /// and the content names of the catalogs, whole words only, longest first; English input and
    /// an English reader are left alone.
    #[test]
    fn typed_input_in_korean_and_japanese_reads_as_the_notation() {
        use crate::core::Game;
        use crate::games::ti4::Ti4;
        let names = Ti4::content_names();
        let read = |text: &str, locale: &str| {
            read_input(
                text,
                Ti4::ID,
                Ti4::input_words(),
                &names,
                &[Tr::for_locale(Some(locale))],
            )
        };
        assert_eq!(read("활성화 26", "ko"), "activate 26");
        assert_eq!(read("活性化 26", "ja"), "activate 26");
        assert_eq!(
            read("이동 26: 1 carrier, 2 infantry", "ko"),
            "move 26: 1 carrier, 2 infantry"
        );
        let ko_tech = Tr::for_locale(Some("ko"))
            .get("ti4-tech-gravity_drive")
            .unwrap();
        let ja_tech = Tr::for_locale(Some("ja"))
            .get("ti4-tech-gravity_drive")
            .unwrap();
        assert_eq!(read(&format!("tech {ko_tech}"), "ko"), "tech gravity_drive");
        assert_eq!(read(&format!("tech {ja_tech}"), "ja"), "tech gravity_drive");
        let jol = Tr::for_locale(Some("ko")).get("ti4-planet-jol").unwrap();
        assert_eq!(read(&format!("invade {jol}: 2"), "ko"), "invade jol: 2");
        // Whole words only: a name inside a longer word stays.
        let inside = format!("{jol}업 26");
        assert_eq!(read(&inside, "ko"), inside);
        // English readers and English text are untouched.
        assert_eq!(read("activate 26", "en-US"), "activate 26");
        assert_eq!(read("activate 26", "ko"), "activate 26");
        assert_eq!(
            read_input("활성화 26", Ti4::ID, Ti4::input_words(), &names, &[]),
            "활성화 26"
        );
    }

    /// Every notation word a game declares has its catalog entry (in en, ko and ja: the
    /// catalog test checks the languages agree), and English is the word itself.
    #[test]
    fn every_input_word_is_in_the_catalog() {
        use crate::games::GameKind;
        let en = Tr::default();
        for &k in GameKind::ALL {
            let words = with_game!(k, G => <G as crate::core::Game>::input_words());
            assert!(!words.is_empty(), "{} declares its notation words", k.id());
            for w in words {
                assert_eq!(
                    en.get(&format!("input-{}-{w}", k.id())).as_deref(),
                    Some(*w)
                );
            }
        }
    }

    /// A logged line holds the content name's id, not its text: read back from storage, it
    /// renders in whatever catalog the reader has (here the pseudo-locale).
    #[test]
    fn a_stored_line_renders_its_content_names_in_the_readers_language() {
        let planet = crate::games::ti4::content::planet("mecatol_rex").unwrap().1;
        let line = Msg::new("ti4-log-structures-destroyed").name("planet", planet.catalog_id());
        let stored = serde_json::to_string(&line).unwrap();
        assert!(!stored.contains("Mecatol Rex"), "{stored}");
        let back: Msg = serde_json::from_str(&stored).unwrap();
        assert!(Tr::default().tr(&back).contains("Mecatol Rex"));
        let pseudo = Tr::for_locale(Some(PSEUDO_LOCALE)).tr(&back);
        assert!(pseudo.contains("Mécától Réx"), "{pseudo}");
    }

    /// Issue 17: a rules text is referenced by catalog id like a name, so a played card's line
    /// shows its effect in each reader's language (the data's English for English readers), and
    /// every text a game shows is written in Korean and Japanese, not left as the English copy.
    #[test]
    fn rules_texts_render_in_the_readers_language() {
        use crate::core::Game;
        let card = crate::games::ti4::content::action_card("sabotage").unwrap();
        let line = Msg::new("ti4-log-card-played")
            .text("player", "A")
            .name("card", card.catalog_id())
            .name("text", card.text_catalog_id());
        assert!(Tr::default().tr(&line).contains(&card.text));
        for lang in ["ko", "ja"] {
            let tr = Tr::for_locale(Some(lang));
            let shown = tr.tr(&line);
            let local = tr.get(&card.text_catalog_id()).unwrap();
            assert!(
                shown.contains(&local) && !shown.contains(&card.text),
                "{shown}"
            );
        }
        let texts = crate::games::ti4::Ti4::content_texts();
        assert!(texts.iter().map(|(_, t)| t.len()).sum::<usize>() > 250);
        let mut untranslated = Vec::new();
        for (id, english) in texts.iter().flat_map(|(_, t)| t) {
            for lang in ["ko", "ja"] {
                if Tr::for_locale(Some(lang)).get(id).as_ref() == Some(english) {
                    untranslated.push(format!("{lang}: {id}"));
                }
            }
        }
        assert!(untranslated.is_empty(), "{untranslated:?}");
    }

    #[test]
    fn content_names_with_fluent_syntax_are_escaped() {
        assert_eq!(fluent_pattern("Mecatol Rex"), "Mecatol Rex");
        assert_eq!(fluent_pattern("[0.0.1]"), "{\"[0.0.1]\"}");
        assert_eq!(fluent_pattern("a {b}"), "{\"a {b}\"}");
        assert_eq!(fluent_pattern(".x \"q\""), "{\".x \\\"q\\\"\"}");
    }

    #[test]
    fn arguments_are_inserted_without_isolation_marks() {
        let text = Tr::default().tr(&Msg::new("joined")
            .text("player", "민수")
            .text("faction", "Sol")
            .num("count", 2));
        assert_eq!(text, "민수 joins with Sol (2 seated).");
        assert_eq!(
            Tr::for_locale(Some("fr")).tr(&Msg::new("none")),
            "none",
            "falls back to English"
        );
    }
    /// Korean particles follow the sound of the name before them (을/를, 이/가, 은/는, 과/와,
    /// 으로/로), digits read in Sino-Korean; after a Latin name both forms are printed.
    #[test]
    fn korean_particles_follow_the_last_sound_of_the_name() {
        assert_eq!(josa("중력 추진", "을"), "을");
        assert_eq!(josa("플라스마 포", "을"), "를");
        assert_eq!(josa("메카톨 렉스", "이"), "가");
        assert_eq!(josa("전쟁 자금", "은"), "은");
        assert_eq!(josa("우주 부두", "과"), "와");
        assert_eq!(josa("전쟁 자금", "으로"), "으로");
        assert_eq!(josa("서울", "으로"), "로", "ㄹ takes 로");
        assert_eq!(josa("우주 부두", "으로"), "로");
        assert_eq!(josa("3", "을"), "을", "삼");
        assert_eq!(josa("2", "을"), "를", "이");
        assert_eq!(josa("“항성 3”", "이"), "이", "closing quotes are skipped");
        assert_eq!(josa("alice", "을"), "을(를)");
        assert_eq!(josa("alice", "으로"), "(으)로");
        // A Latin name whose last letter Korean reads one way only (issue 16 item 4): m, n
        // and l as a final consonant (l as ㄹ, so 로), a, i, o, u and y as a vowel; the
        // others (letnev, jolnar, mentak) keep both forms.
        assert_eq!(josa("hacan", "이"), "이");
        assert_eq!(josa("Sam", "은"), "은");
        assert_eq!(josa("sol", "을"), "을");
        assert_eq!(josa("sol", "으로"), "로", "l is ㄹ");
        assert_eq!(josa("Yuna", "이"), "가");
        assert_eq!(josa("Andy", "와"), "와");
        assert_eq!(josa("letnev", "이"), "이(가)");
        assert_eq!(josa("jolnar", "을"), "을(를)");
        assert_eq!(josa("mentak", "은"), "은(는)");
        let ko = Tr::for_locale(Some("ko"));
        let moves = |agenda: &str| {
            ko.tr(&Msg::new("ti4-agenda-log-card-moves")
                .text("player", "민수")
                .text("agenda", agenda))
        };
        assert_eq!(
            moves("탈노스의 왕관"),
            "민수 님이 탈노스의 왕관을 가져갑니다."
        );
        assert_eq!(moves("의장의 홀"), "민수 님이 의장의 홀을 가져갑니다.");
        assert_eq!(moves("Ixthian"), "민수 님이 Ixthian을 가져갑니다.");
        let pick = ko.tr(&Msg::new("ti4-log-pick")
            .text("player", "민수")
            .text("initiative", "8")
            .text("card", "제국")
            .num("tg", 0));
        assert!(pick.ends_with("제국을 가져갑니다."), "{pick}");
    }

    /// No Korean message prints both particle forms after a name it knows: `{ $x }을(를)` is
    /// written `{ $x }{ JOSA($x, "을") }` so the reader sees the one that fits.
    #[test]
    fn korean_catalog_picks_particles_by_function() {
        let dir = format!("{}/assets/i18n/ko", env!("CARGO_MANIFEST_DIR"));
        let mut found = Vec::new();
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap();
            for (n, line) in text.lines().enumerate() {
                for form in [
                    "은(는)", "을(를)", "이(가)", "(으)로", "와(과)", "는(은)", "를(을)", "가(이)",
                ] {
                    for quote in ["", "\u{201d}", "`", "\""] {
                        if line.contains(&format!("}}{quote}{form}")) {
                            found.push(format!("{}:{}: {line}", path.display(), n + 1));
                        }
                    }
                }
            }
        }
        assert!(found.is_empty(), "use JOSA:\n{}", found.join("\n"));
    }

    /// English counts agree with their nouns through Fluent's plural selector: "1 hit",
    /// "2 hits", never "hit(s)" (issue 17 item 5).
    #[test]
    fn english_counts_agree_with_their_nouns() {
        let en = Tr::default();
        let afb = |hits: i64, destroyed: i64| {
            en.tr(&Msg::new("ti4-log-afb")
                .text("player", "alice")
                .text("dice", "9")
                .num("hits", hits)
                .num("destroyed", destroyed))
        };
        assert!(
            afb(1, 1).ends_with("1 hit, 1 fighter destroyed."),
            "{}",
            afb(1, 1)
        );
        assert!(
            afb(2, 0).ends_with("2 hits, 0 fighters destroyed."),
            "{}",
            afb(2, 0)
        );
        let dir = format!("{}/assets/i18n/en", env!("CARGO_MANIFEST_DIR"));
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            // Rules texts paraphrase cards, where "card(s)" is the card's own wording.
            if name.contains("-texts-") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            assert!(!text.contains("(s)"), "{name}: a count with \"(s)\"");
        }
    }

    /// Every English message, its count variables given the number 1, says the noun after
    /// the count in the singular: "1 marker", never "1 markers" (issue 16 item 7: correct
    /// plurals). A count's noun follows it directly or after one word ("1 politics marker").
    /// Variables that name someone or something get a name, so "alice moves" is no count. The
    /// verb after such a count's noun agrees with one ("1 ship arrives", lookC15 found "1 ship
    /// arrive").
    #[test]
    fn no_english_message_puts_a_plural_noun_after_one() {
        const NOUNS: &[&str] = &[
            "actions",
            "bases",
            "cards",
            "commodities",
            "dice",
            "discs",
            "fighters",
            "goods",
            "hits",
            "markers",
            "moves",
            "objectives",
            "planets",
            "players",
            "points",
            "policies",
            "resources",
            "rounds",
            "settlements",
            "ships",
            "systems",
            "technologies",
            "techs",
            "tokens",
            "units",
            "votes",
            "worlds",
        ];
        const NAMES: &[&str] = &[
            "agenda", "ally", "attacker", "card", "defender", "faction", "from", "host", "moment",
            "name", "offer", "other", "owner", "planet", "player", "proposer", "ship", "target",
            "tech", "to", "traitor", "unit", "units", "victim", "who", "winner", "world",
        ];
        // Verbs that agree with a plural subject only.
        const PLURAL_VERBS: &[&str] = &[
            "arrive", "go", "move", "are", "have", "were", "come", "join", "leave", "return",
            "remain", "stand", "gain", "lose",
        ];
        let en = Tr::default();
        let mut found = Vec::new();
        for (id, (file, vars)) in messages("en") {
            if file.contains("-texts-") {
                continue;
            }
            let msg = vars.iter().fold(Msg::new(id.as_str()), |m, v| {
                if NAMES.contains(&v.as_str()) {
                    m.text(v, "Vega")
                } else {
                    m.num(v, 1)
                }
            });
            let text = en.tr(&msg);
            let words: Vec<&str> = text.split_whitespace().collect();
            let bare = |w: &str| {
                w.trim_matches(|c: char| !c.is_alphanumeric())
                    .to_lowercase()
            };
            for (i, w) in words.iter().enumerate() {
                if bare(w) != "1" || w.ends_with(|c: char| !c.is_alphanumeric()) {
                    continue;
                }
                // The next word, or the one after it when nothing stands between them ("1
                // from objectives" counts no objective).
                let mut next = vec![bare(words.get(i + 1).unwrap_or(&""))];
                let preposition =
                    ["from", "of", "in", "on", "for", "to"].contains(&next[0].as_str());
                let joined = |w: &&str| w.starts_with(char::is_alphanumeric);
                if words
                    .get(i + 1)
                    .is_some_and(|n| n.ends_with(char::is_alphanumeric))
                    && words.get(i + 2).is_some_and(joined)
                    && !preposition
                {
                    next.push(bare(words.get(i + 2).unwrap_or(&"")));
                }
                if let Some(noun) = next.iter().find(|n| NOUNS.contains(&n.as_str())) {
                    found.push(format!("{id}: \"{text}\" ({noun})"));
                    break;
                }
                // The verb right after the count's noun (one word or two) agrees with one: "1
                // ship arrives", "1 ground force goes", not "1 ship arrive".
                let after = |k: usize| bare(words.get(i + k).unwrap_or(&""));
                let singular = |w: &str| {
                    ["force", "die"].contains(&w)
                        || NOUNS.iter().any(|p| {
                            *p == format!("{w}s")
                                || p.strip_suffix("ies")
                                    .is_some_and(|stem| format!("{stem}y") == w)
                        })
                };
                let verb = if singular(&after(1)) {
                    Some(after(2))
                } else if singular(&after(2)) {
                    Some(after(3))
                } else {
                    None
                }
                .filter(|v| PLURAL_VERBS.contains(&v.as_str()));
                if let Some(verb) = verb {
                    found.push(format!("{id}: \"{text}\" ({verb})"));
                    break;
                }
            }
        }
        assert!(
            found.is_empty(),
            "{} messages:\n{}",
            found.len(),
            found.join("\n")
        );
    }
}
