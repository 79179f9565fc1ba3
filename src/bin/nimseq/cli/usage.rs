//! What a command line without a required argument or subcommand is told: the command, each
//! argument it still needs with the first words of its help (`records needs --size <2|3|4>
//! (sets of 2, 3 or 4 elements)`), and the help to read. Clap's own message names the missing
//! arguments only on lines after its first, which `nimseq` does not print.

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command};

/// The words for a clap error that leaves out a required argument or subcommand of `root`
/// (run as `args`, the program's name not included); `None` for any other error.
pub fn missing(e: &clap::Error, root: &Command, args: &[String]) -> Option<String> {
    let (path, command) = command_of(root, args);
    let help = format!("see `{} --help`", path.join(" "));
    let name = match &path[..] {
        [_, sub @ ..] if !sub.is_empty() => sub.join(" "),
        _ => root.get_name().to_string(),
    };
    match e.kind() {
        ErrorKind::MissingRequiredArgument => {
            let ContextValue::Strings(missing) = e.get(ContextKind::InvalidArg)? else {
                return None;
            };
            let named: Vec<String> = missing
                .iter()
                .map(
                    |shown| match find_arg(command, shown).and_then(first_words) {
                        Some(words) => format!("{shown} ({words})"),
                        None => shown.clone(),
                    },
                )
                .collect();
            Some(format!("{name} needs {}; {help}", and_list(&named)))
        }
        ErrorKind::MissingSubcommand => {
            let names: Vec<String> = command
                .get_subcommands()
                .filter(|c| c.get_name() != "help")
                .map(|c| c.get_name().to_string())
                .collect();
            Some(format!("{name} needs one of {}; {help}", or_list(&names)))
        }
        _ => None,
    }
}

/// The subcommand `args` run, as its path of names from `nimseq`, and its definition: each
/// argument naming a subcommand of the one before descends, until one without subcommands.
fn command_of<'a>(root: &'a Command, args: &[String]) -> (Vec<String>, &'a Command) {
    let mut path = vec![root.get_name().to_string()];
    let mut command = root;
    for arg in args {
        if !command.has_subcommands() {
            break;
        }
        if arg.starts_with('-') {
            continue;
        }
        match command.find_subcommand(arg) {
            Some(sub) => {
                path.push(sub.get_name().to_string());
                command = sub;
            }
            None => break,
        }
    }
    (path, command)
}

/// The argument of `command` that clap shows as `shown` (`--size <2|3|4>`, `<GAME>`).
fn find_arg<'a>(command: &'a Command, shown: &str) -> Option<&'a Arg> {
    let head = shown.split_whitespace().next()?;
    if let Some(long) = head.strip_prefix("--") {
        return command.get_arguments().find(|a| a.get_long() == Some(long));
    }
    let value = head.trim_start_matches('<').trim_end_matches(['>', '.']);
    command.get_positionals().find(|a| {
        a.get_value_names()
            .is_some_and(|names| names.iter().any(|n| n.as_str() == value))
            || a.get_id().as_str().eq_ignore_ascii_case(value)
    })
}

/// The first words of an argument's help, up to its first `:`, `(` or sentence's end, in lower
/// case: `The largest element N (as for sweeps ...)` is `the largest element N`.
fn first_words(arg: &Arg) -> Option<String> {
    let help = arg.get_help().map(StyledStr::to_string)?;
    let end = [": ", " (", ". ", "; "]
        .iter()
        .filter_map(|stop| help.find(stop))
        .min()
        .unwrap_or(help.len());
    let words = help[..end].trim().trim_end_matches('.');
    let mut chars = words.chars();
    let first = chars.next()?;
    Some(first.to_lowercase().chain(chars).collect())
}

/// `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    joined(items, "and")
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[String]) -> String {
    joined(items, "or")
}

fn joined(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {word} {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_are_joined_with_their_last_word() {
        let items = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(and_list(&items(&["a"])), "a");
        assert_eq!(and_list(&items(&["a", "b"])), "a and b");
        assert_eq!(or_list(&items(&["a", "b", "c"])), "a, b or c");
    }
}
