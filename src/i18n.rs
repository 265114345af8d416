//! The message catalog: Fluent files under `assets/i18n/<lang>/`, compiled into the binary.
//! English is complete; another language is a new folder, no code change.

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
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

const ENGLISH: LanguageIdentifier = langid!("en");

/// A translator for one language.
#[derive(Debug, Clone)]
pub struct Tr {
    lang: LanguageIdentifier,
}

impl Default for Tr {
    fn default() -> Self {
        Tr { lang: ENGLISH }
    }
}

impl Tr {
    /// The translator for a Discord locale such as "en-US" or "ko"; unknown ones fall back to
    /// English.
    pub fn for_locale(locale: Option<&str>) -> Tr {
        let lang = locale
            .and_then(|l| l.parse::<LanguageIdentifier>().ok())
            .filter(|l| LOCALES.locales().any(|have| have.language == l.language))
            .unwrap_or(ENGLISH);
        Tr { lang }
    }

    /// Whether the catalog has a message with this id (in English).
    pub fn has(id: &str) -> bool {
        LOCALES.try_lookup(&ENGLISH, id).is_some()
    }
}

impl Translate for Tr {
    fn tr(&self, msg: &Msg) -> String {
        let mut args: HashMap<Cow<'static, str>, FluentValue> = HashMap::new();
        for (name, value) in &msg.args {
            let v = match value {
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Text(t) => FluentValue::from(t.clone()),
                Arg::Msg(m) => FluentValue::from(self.tr(m)),
            };
            args.insert(Cow::Owned(name.clone()), v);
        }
        match LOCALES.try_lookup_with_args(&self.lang, &msg.id, &args) {
            Some(text) => text,
            None => {
                tracing::warn!(id = %msg.id, "message missing from the catalog");
                msg.to_string()
            }
        }
    }
}
