//! The story of a game on the board as a value history (in the manner of GamesmanUni's): one
//! row per position, from the start down; a dot left of the centre when player 1 wins from it
//! with perfect play, right when player 2 does, as far from the centre as the game has moves
//! left (its remoteness); green when the player to move wins, red when they lose. A move that
//! threw a win away crosses the centre, drawn in the accent colour.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use crate::draw::colors::{Theme, LOSES, WINS};
use crate::draw::DrawError;
use crate::play::{Opponent, Player, StoryStep};
use crate::words::t;

/// Height of one position's row, in CSS pixels.
pub const ROW_HEIGHT: u32 = 22;
/// Height of the header with the two sides' names, in CSS pixels.
pub const HEADER_HEIGHT: u32 = 26;

/// The chart's height in CSS pixels for a story of `rows` positions.
pub fn story_height(rows: usize) -> u32 {
    HEADER_HEIGHT + ROW_HEIGHT * rows.max(1) as u32 + 6
}

/// What the chart shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoryChart<'a> {
    /// The positions so far, from the start.
    pub steps: &'a [StoryStep],
    /// The two players' names, player 1 first (`You`, `The computer`).
    pub names: [&'a str; 2],
}

/// Draws `chart` on any plotters backend; `scale` is the backend's pixels per CSS pixel.
///
/// # Errors
/// [`DrawError`] when the backend fails.
///
/// # Examples
/// ```
/// use plotters::prelude::*;
/// use nimseq_core::draw::{draw_story, story_height, StoryChart, Theme};
/// use nimseq_core::play::{story, Board, Opponent, Player, Session};
/// let game = "sub:1,2".parse()?;
/// let mut s = Session::new(Board::parse("4", &game)?, Player::One, Opponent::Computer)?;
/// s.play("0:2".parse()?)?; // throws the win away
/// let steps = story(&s);
/// let mut svg = String::new();
/// {
///     let root = SVGBackend::with_string(&mut svg, (320, story_height(steps.len()))).into_drawing_area();
///     let chart = StoryChart { steps: &steps, names: ["You", "The computer"] };
///     draw_story(&root, &chart, &Theme::LIGHT, 1.0).unwrap();
/// }
/// assert!(svg.contains("You win") && svg.contains("The computer wins"));
/// # Ok::<(), nimseq_core::GameError>(())
/// ```
pub fn draw_story<DB: DrawingBackend>(
    root: &DrawingArea<DB, Shift>,
    chart: &StoryChart<'_>,
    theme: &Theme,
    scale: f64,
) -> Result<(), DrawError> {
    root.fill(&theme.background).map_err(DrawError::from)?;
    let px = |v: f64| (v * scale).round() as i32;
    let (width, height) = root.dim_in_pixel();
    let (width, height) = (width as i32, height as i32);
    let left_margin = px(30.0);
    let right_margin = px(10.0);
    let header = px(f64::from(HEADER_HEIGHT));
    let rows = chart.steps.len().max(1) as i32;
    let row = (height - header - px(6.0)).max(rows) / rows;
    let centre = left_margin + (width - left_margin - right_margin) / 2;
    let farthest = chart
        .steps
        .iter()
        .map(|s| s.remoteness)
        .max()
        .unwrap_or(1)
        .max(1);
    let unit = f64::from(centre - left_margin) / (f64::from(farthest) + 0.5);
    let x_of = |s: &StoryStep| {
        let d = (f64::from(s.remoteness) * unit).round() as i32;
        if s.winner == Player::One {
            centre - d
        } else {
            centre + d
        }
    };
    let y_of = |i: usize| header + row * i as i32 + row / 2;
    let font = |size: f64| {
        (crate::draw::FONT, size * scale)
            .into_font()
            .color(&theme.foreground)
    };
    let faint = theme.foreground.mix(0.25);

    // The two sides, and the centre where the game ends. The reader (`You`, as the play view
    // names them) wins in the second person.
    let you = Opponent::Computer.player_name(Player::One);
    let wins = |name: &str| {
        if name == you {
            t!("draw-story-you-win")
        } else {
            t!("draw-story-wins", name = name)
        }
    };
    let side = font(12.0);
    root.draw(&Text::new(
        format!("◀ {}", wins(chart.names[0])),
        (left_margin, px(6.0)),
        side.clone(),
    ))
    .map_err(DrawError::from)?;
    root.draw(&Text::new(
        format!("{} ▶", wins(chart.names[1])),
        (width - right_margin, px(6.0)),
        side.pos(Pos::new(HPos::Right, VPos::Top)),
    ))
    .map_err(DrawError::from)?;
    root.draw(&PathElement::new(
        vec![(centre, header - px(4.0)), (centre, height - px(2.0))],
        faint.stroke_width(px(1.0).max(1) as u32),
    ))
    .map_err(DrawError::from)?;

    // The moves between positions; a win thrown away crosses the centre in the accent colour.
    for (i, pair) in chart.steps.windows(2).enumerate() {
        let (a, b) = (&pair[0], &pair[1]);
        let style = if b.blunder {
            theme.accent.stroke_width(px(3.0) as u32)
        } else {
            theme
                .foreground
                .mix(0.6)
                .stroke_width(px(1.5).max(1) as u32)
        };
        root.draw(&PathElement::new(
            vec![(x_of(a), y_of(i)), (x_of(b), y_of(i + 1))],
            style,
        ))
        .map_err(DrawError::from)?;
    }

    // The positions: their number on the left, a dot coloured by who wins from it.
    let label = font(11.0).pos(Pos::new(HPos::Right, VPos::Center));
    let radius = px(5.0).max(2);
    for (i, step) in chart.steps.iter().enumerate() {
        let y = y_of(i);
        root.draw(&Text::new(
            step.ply.to_string(),
            (left_margin - px(8.0), y),
            label.clone(),
        ))
        .map_err(DrawError::from)?;
        let colour = if step.wins { WINS } else { LOSES };
        root.draw(&Circle::new((x_of(step), y), radius, colour.filled()))
            .map_err(DrawError::from)?;
        if step.blunder {
            root.draw(&Circle::new(
                (x_of(step), y),
                radius + px(3.0),
                theme.accent.stroke_width(px(2.0).max(1) as u32),
            ))
            .map_err(DrawError::from)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::colors::hex;
    use crate::play::{story, Board, Opponent, Session};

    fn svg_of(steps: &[StoryStep]) -> String {
        let mut svg = String::new();
        {
            let root = SVGBackend::with_string(&mut svg, (300, story_height(steps.len())))
                .into_drawing_area();
            let chart = StoryChart {
                steps,
                names: ["Player 1", "Player 2"],
            };
            draw_story(&root, &chart, &Theme::DARK, 1.0).unwrap();
        }
        svg
    }

    #[test]
    fn a_win_thrown_away_is_drawn_in_the_accent_colour() {
        let game = "sub:1,2".parse().unwrap();
        let board = Board::parse("5", &game).unwrap();
        let mut s = Session::new(board, Player::One, Opponent::Human).unwrap();
        s.play("0:1".parse().unwrap()).unwrap(); // 5 -> 4: throws the win away
        let thrown = svg_of(&story(&s)).to_lowercase();
        let accent = hex(Theme::DARK.accent);
        assert!(thrown.contains(&accent), "the blunder is marked");
        assert!(thrown.contains("player 1 wins") && thrown.contains("player 2 wins"));
        let mut good = Session::new(
            Board::parse("5", &game).unwrap(),
            Player::One,
            Opponent::Human,
        )
        .unwrap();
        good.play("0:2".parse().unwrap()).unwrap(); // 5 -> 3: keeps it
        assert!(!svg_of(&story(&good)).to_lowercase().contains(&accent));
    }

    /// The sides in German and French: the reader (named as the play view names them) wins in
    /// the second person, another player in the third.
    #[test]
    fn the_sides_in_german_and_french() {
        use crate::words::{with_language, Lang};
        let game = "sub:1,2".parse().unwrap();
        let s = Session::new(
            Board::parse("4", &game).unwrap(),
            Player::One,
            Opponent::Computer,
        )
        .unwrap();
        let steps = story(&s);
        let drawn = |names: [&str; 2]| {
            let mut svg = String::new();
            {
                let root = SVGBackend::with_string(&mut svg, (300, story_height(steps.len())))
                    .into_drawing_area();
                let chart = StoryChart {
                    steps: &steps,
                    names,
                };
                draw_story(&root, &chart, &Theme::LIGHT, 1.0).unwrap();
            }
            svg
        };
        for (lang, you, other, wins) in [
            (
                Lang::De,
                "Sie gewinnen",
                "Der Computer",
                "Der Computer gewinnt",
            ),
            (
                Lang::Fr,
                "Vous gagnez",
                "L’ordinateur",
                "L’ordinateur gagne",
            ),
        ] {
            let svg = with_language(lang, || {
                drawn([Opponent::Computer.player_name(Player::One), other])
            });
            assert!(svg.contains(you) && svg.contains(wins), "{svg}");
            assert!(!svg.contains("wins") && !svg.contains("You"), "{svg}");
        }
    }
}
