//! The setting behind a link parameter ([`Field`]): how its value is read from a link and
//! spelled in one, what a form offers for it, and how it takes its default. Most parameters
//! are one of a few kinds ([`Choose`], [`Switch`], [`Number`], [`MaybeNumber`]); the others
//! say each of these in their own way ([`Custom`]).

use crate::state::names::Named;
use crate::state::params::read::{choices, read, read_number, read_switch};
use crate::state::params::{Input, Problem};
use crate::state::settings::Settings;

/// The setting behind a link parameter.
pub trait Field: Sync {
    /// Reads `text` into `settings`; on error `settings` is unchanged.
    ///
    /// # Errors
    /// The [`Problem`] with the value.
    fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem>;
    /// The value in force, spelled as in links.
    fn get(&self, settings: &Settings) -> String;
    /// What a form offers for it.
    fn input(&self, settings: &Settings) -> Input;
    /// Takes its value from `defaults` ([`Settings::defaults`]).
    fn take(&self, settings: &mut Settings, defaults: &Settings);
    /// Its value in `defaults`, in words for the manual.
    fn default_in_words(&self, defaults: &Settings) -> String {
        format!("`{}`", self.get(defaults))
    }
}

/// One of a [`Named`] type's values, offered as a list.
pub struct Choose<T> {
    /// The value in force.
    pub get: fn(&Settings) -> T,
    /// Sets the value.
    pub put: fn(&mut Settings, T),
}

impl<T: Named + Sync> Field for Choose<T> {
    fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem> {
        (self.put)(settings, read(text)?);
        Ok(())
    }

    fn get(&self, settings: &Settings) -> String {
        (self.get)(settings).spelling().into()
    }

    fn input(&self, _: &Settings) -> Input {
        choices::<T>()
    }

    fn take(&self, settings: &mut Settings, defaults: &Settings) {
        (self.put)(settings, (self.get)(defaults));
    }
}

/// An on/off switch: `1` or `0` (also `true` and `false`).
pub struct Switch {
    /// The value in force.
    pub get: fn(&Settings) -> bool,
    /// Sets the value.
    pub put: fn(&mut Settings, bool),
}

impl Field for Switch {
    fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem> {
        (self.put)(settings, read_switch(text)?);
        Ok(())
    }

    fn get(&self, settings: &Settings) -> String {
        (self.get)(settings).spelling().into()
    }

    fn input(&self, _: &Settings) -> Input {
        choices::<bool>()
    }

    fn take(&self, settings: &mut Settings, defaults: &Settings) {
        (self.put)(settings, (self.get)(defaults));
    }
}

/// A whole number in a range that may depend on the parameters before it.
pub struct Number {
    /// The value in force.
    pub get: fn(&Settings) -> u64,
    /// Sets the value (within the range).
    pub put: fn(&mut Settings, u64),
    /// The lowest and highest allowed.
    pub range: fn(&Settings) -> (u64, u64),
}

impl Field for Number {
    fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem> {
        let (lo, hi) = (self.range)(settings);
        (self.put)(settings, read_number(text, lo, hi)?);
        Ok(())
    }

    fn get(&self, settings: &Settings) -> String {
        (self.get)(settings).to_string()
    }

    fn input(&self, settings: &Settings) -> Input {
        let (lo, hi) = (self.range)(settings);
        Input::Number { lo, hi }
    }

    fn take(&self, settings: &mut Settings, defaults: &Settings) {
        (self.put)(settings, (self.get)(defaults));
    }
}

/// A whole number below a bound, or none (spelled as the empty text).
pub struct MaybeNumber {
    /// The value in force.
    pub get: fn(&Settings) -> Option<u64>,
    /// Sets the value.
    pub put: fn(&mut Settings, Option<u64>),
    /// The highest allowed.
    pub most: u64,
    /// What none means, for the manual: `the start`.
    pub none: &'static str,
}

impl Field for MaybeNumber {
    fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem> {
        let value = match text.trim() {
            "" => None,
            t => Some(read_number(t, 0, self.most)?),
        };
        (self.put)(settings, value);
        Ok(())
    }

    fn get(&self, settings: &Settings) -> String {
        (self.get)(settings).map_or_else(String::new, |n| n.to_string())
    }

    fn input(&self, _: &Settings) -> Input {
        Input::Number {
            lo: 0,
            hi: self.most,
        }
    }

    fn take(&self, settings: &mut Settings, defaults: &Settings) {
        (self.put)(settings, (self.get)(defaults));
    }

    fn default_in_words(&self, defaults: &Settings) -> String {
        match (self.get)(defaults) {
            None => self.none.to_string(),
            Some(n) => format!("`{n}`"),
        }
    }
}

/// A setting read, spelled, offered and defaulted in a way of its own.
pub struct Custom {
    /// Reads a value.
    pub set: fn(&mut Settings, &str) -> Result<(), Problem>,
    /// Spells the value in force.
    pub get: fn(&Settings) -> String,
    /// What a form offers.
    pub input: fn(&Settings) -> Input,
    /// Takes the value from the defaults.
    pub take: fn(&mut Settings, &Settings),
    /// The default in words for the manual, when its spelling does not say it (`none`).
    pub words: Option<&'static str>,
}

impl Field for Custom {
    fn set(&self, settings: &mut Settings, text: &str) -> Result<(), Problem> {
        (self.set)(settings, text)
    }

    fn get(&self, settings: &Settings) -> String {
        (self.get)(settings)
    }

    fn input(&self, settings: &Settings) -> Input {
        (self.input)(settings)
    }

    fn take(&self, settings: &mut Settings, defaults: &Settings) {
        (self.take)(settings, defaults);
    }

    fn default_in_words(&self, defaults: &Settings) -> String {
        self.words
            .map_or_else(|| format!("`{}`", self.get(defaults)), ToString::to_string)
    }
}
