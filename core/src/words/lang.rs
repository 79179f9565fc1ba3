//! The languages nimseq's words are written in, and the one each thread writes in now.

use std::cell::Cell;

/// A language the catalogues are written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Lang {
    /// English, the language of the command line and the page's fallback.
    #[default]
    En,
    /// German.
    De,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Fr];

    /// Its code, as `<html lang>` and the link's `lang` write it: `en`, `de`, `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
        }
    }

    /// Its name in itself, as a menu of languages lists it: `English`, `Deutsch`, `Français`.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
        }
    }

    /// The language a tag names, as a browser or a link writes it (`de`, `de-CH`, `FR`,
    /// `en_GB`), or `None` when no catalogue is written in it.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::words::Lang;
    /// assert_eq!(Lang::from_tag("de-CH"), Some(Lang::De));
    /// assert_eq!(Lang::from_tag("FR"), Some(Lang::Fr));
    /// assert_eq!(Lang::from_tag("es"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| lang.code().eq_ignore_ascii_case(primary))
    }

    /// The first language of `preferred` (a browser's `navigator.languages`, most wanted
    /// first) that a catalogue is written in, else English.
    ///
    /// # Examples
    /// ```
    /// use nimseq_core::words::Lang;
    /// assert_eq!(Lang::first_of(["es-ES", "fr-CA", "de"]), Lang::Fr);
    /// assert_eq!(Lang::first_of(["ja"]), Lang::En);
    /// ```
    pub fn first_of<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// Its place in [`Lang::ALL`].
    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language this thread writes its words in: English unless [`set_language`] chose
/// another.
pub fn language() -> Lang {
    CURRENT.with(Cell::get)
}

/// Writes this thread's words in `lang` from now on (the page, once it knows its reader's
/// language; each of its workers too).
pub fn set_language(lang: Lang) {
    CURRENT.with(|current| current.set(lang));
}

/// `f`'s result with this thread's words in `lang`, the language before restored after it.
pub fn with_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            set_language(self.0);
        }
    }
    let _restore = Restore(language());
    set_language(lang);
    f()
}
