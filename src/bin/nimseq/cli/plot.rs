//! `nimseq plot`: the page's figures as files for papers: the heatmap of a grid (pairs, or a
//! slice of triples, any metric), the atlas's map and a sequence's overview, as SVG or PNG at a
//! chosen width and scale, drawn by the page's own drawing code.
//!
//! The figure's choices are the page's link parameters (flags of the same names, or a whole
//! link with `--link`), read by the page's own reader: a value the page would not use is an
//! error here, never replaced.

use std::io::Write;

use clap::Subcommand;

use nimseq::draw::Theme;
use nimseq::game::parse_count;
use nimseq::limits::MAX_TERMS;
use nimseq::period::PeriodSearch;
use nimseq::sweep::sweep;
use nimseq::{GameError, Limit};
use nimseq_page::file_stem;
use nimseq_page::{figure_state, FigureKind, FigureSize, PlotFigure, MAX_WIDTH};
use nimseq_page::{PageState, View};

use super::common::{GameArgs, LimitArgs};
use super::Failure;

/// Arguments of `nimseq plot`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    figure: Figure,
}

#[derive(Debug, Subcommand)]
enum Figure {
    /// Every {a,b} up to --max, or a slice of the {a,b,c} (--axes, --slice), coloured by a
    /// metric, with the page's caption and legend (its counts: the cells drawn).
    Heatmap(Box<HeatmapArgs>),
    /// The atlas's map of the octal codes with up to --digits digits (1 to 3), coloured by
    /// status or a number, with a legend counting the codes.
    Atlas(Box<AtlasArgs>),
    /// G(n) against n for every computed n (or --from A --to B), the preperiod and each period
    /// marked, as the sequence view's overview.
    Overview(Box<OverviewArgs>),
}

/// The size, format and file of a figure.
#[derive(Debug, clap::Args)]
struct Output {
    /// The file to write (`-` for standard output); `.svg` or `.png` chooses the format.
    /// Without it, the page's download name in the current directory.
    #[arg(short, long, value_name = "FILE")]
    output: Option<String>,
    /// svg or png (otherwise from the file's extension; svg without a file).
    #[arg(long, value_name = "svg|png")]
    format: Option<String>,
    /// Width in CSS pixels (at scale 1); the page's download width by default.
    #[arg(long, value_name = "PX")]
    width: Option<String>,
    /// Height in CSS pixels; by default what the figure needs at its width.
    #[arg(long, value_name = "PX")]
    height: Option<String>,
    /// Width in print, in millimetres (`--width-mm 85` for a column): the figure is laid out
    /// at that width, a CSS pixel being 1/96 inch, so its text prints at the size in points
    /// it has on a screen (labels 9 pt) whatever the width; the SVG says its size in mm, the
    /// PNG is drawn at --dpi (300 unless given) and records it.
    #[arg(long, value_name = "MM", conflicts_with = "width")]
    width_mm: Option<String>,
    /// Height in print, in millimetres (with --width-mm); by default what the figure needs.
    #[arg(
        long,
        value_name = "MM",
        conflicts_with = "height",
        requires = "width_mm"
    )]
    height_mm: Option<String>,
    /// Pixels per CSS pixel, as a screen's device pixel ratio: text and lines grow with the
    /// picture, and a PNG records scale × 96 dpi (`--width 1200 --scale 3`: 3600 pixels wide,
    /// 288 dpi, printing 12.5 inches wide). 1 by default.
    #[arg(long, value_name = "S")]
    scale: Option<String>,
    /// The PNG's resolution instead of --scale (scale = DPI / 96): `--width 640 --dpi 300` is
    /// 2000 pixels wide, 17 cm in print, its text at the sizes it has on the page (about 9 pt);
    /// `--width-mm 85 --dpi 600` is 2008 pixels printing 85 mm wide.
    #[arg(long, value_name = "DPI", conflicts_with = "scale")]
    dpi: Option<String>,
    /// Colours of the light or the dark page.
    #[arg(long, value_name = "light|dark", default_value = "light")]
    theme: String,
}

/// Link parameters shared by the figures: the page's link, then the flags over it.
#[derive(Debug, clap::Args)]
struct Link {
    /// A page link (or its query, `?view=heatmap&dims=3&...`) whose figure to draw; the other
    /// flags change it.
    #[arg(long, value_name = "URL")]
    link: Option<String>,
}

#[derive(Debug, clap::Args)]
struct HeatmapArgs {
    /// 2 for all {a,b}, 3 for all {a,b,c}.
    #[arg(long, value_name = "2|3")]
    dims: Option<String>,
    /// The largest element N (the page's bounds: 2048 for pairs, 256 for triples).
    #[arg(long, value_name = "N")]
    max: Option<String>,
    /// For triples, the parameters across and up: ab (slice c), ac (slice b), bc (slice a) or
    /// additive ({a, b, a + b}).
    #[arg(long)]
    axes: Option<String>,
    /// For triples, the value of the element the slice fixes.
    #[arg(long, value_name = "N")]
    slice: Option<String>,
    /// period, preperiod, maxvalue, theory, sum, relperiod or relpreperiod.
    #[arg(long)]
    metric: Option<String>,
    /// The colour scale: auto, linear or log.
    #[arg(long, value_name = "auto|linear|log")]
    colour_scale: Option<String>,
    /// Which cells fix the colour scale's ends: grid (every set, so slices compare) or slice.
    #[arg(long, value_name = "grid|slice")]
    range: Option<String>,
    /// The cells drawn, `x0-x1,y0-y1` (a zoom, as the page's `window`).
    #[arg(long, value_name = "X0-X1,Y0-Y1")]
    window: Option<String>,
    /// Values computed per set before it is unresolved (`2^16` style allowed).
    #[arg(long, value_name = "N")]
    cap: Option<String>,
    /// Play rule: normal, misere, take-all or misere-take-all.
    #[arg(long)]
    rule: Option<String>,
    #[command(flatten)]
    link: Link,
    #[command(flatten)]
    output: Output,
}

#[derive(Debug, clap::Args)]
struct AtlasArgs {
    /// Codes with up to this many digits (1 to 3, as the page's map).
    #[arg(long, value_name = "1|2|3")]
    digits: Option<String>,
    /// Values computed per code before it is unresolved (`2^16` style allowed).
    #[arg(long, value_name = "N")]
    cap: Option<String>,
    /// status (certified, agreeing with the literature ...), period, preperiod or maxvalue.
    #[arg(long)]
    colour: Option<String>,
    /// Progress on stderr as lines even when it is not a terminal.
    #[arg(long)]
    progress: bool,
    #[command(flatten)]
    link: Link,
    #[command(flatten)]
    output: Output,
}

#[derive(Debug, clap::Args)]
struct OverviewArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    limit: LimitArgs,
    /// The first position drawn.
    #[arg(long, value_name = "A")]
    from: Option<String>,
    /// The last position drawn (the last computed by default; positions past those the
    /// search computed before it certified a period, up to --limit, are computed for it).
    #[arg(long, value_name = "B")]
    to: Option<String>,
    #[command(flatten)]
    output: Output,
}

/// The size a figure's flags ask for.
struct Asked {
    /// CSS pixels across (`None`: the figure's own).
    width: Option<u32>,
    /// CSS pixels down (`None`: what the figure needs at its width).
    height: Option<u32>,
    /// Pixels per CSS pixel.
    scale: f64,
    /// The width in print in millimetres (--width-mm).
    print: Option<f64>,
}

/// The resolution of a PNG for print unless --dpi or --scale chooses one.
const PRINT_DPI: f64 = 300.0;

/// The image formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Svg,
    Png,
}

impl Format {
    fn extension(self) -> &'static str {
        match self {
            Format::Svg => "svg",
            Format::Png => "png",
        }
    }
}

impl Output {
    fn format(&self) -> Result<Format, GameError> {
        let by_name = |text: &str| match text.to_ascii_lowercase().as_str() {
            "svg" => Some(Format::Svg),
            "png" => Some(Format::Png),
            _ => None,
        };
        if let Some(f) = &self.format {
            return by_name(f).ok_or_else(|| {
                GameError::BadFigure(format!("the format `{f}` is neither svg nor png"))
            });
        }
        match self.output.as_deref() {
            None | Some("-") => Ok(Format::Svg),
            Some(file) => {
                let ext = std::path::Path::new(file)
                    .extension()
                    .map(|e| e.to_string_lossy().to_string())
                    .unwrap_or_default();
                by_name(&ext).ok_or_else(|| {
                    GameError::BadFigure(format!(
                        "cannot tell the format of `{file}`: name it .svg or .png, or give --format"
                    ))
                })
            }
        }
    }

    fn theme(&self) -> Result<Theme, GameError> {
        match self.theme.as_str() {
            "light" => Ok(Theme::LIGHT),
            "dark" => Ok(Theme::DARK),
            other => Err(GameError::BadFigure(format!(
                "the theme `{other}` is neither light nor dark"
            ))),
        }
    }

    fn scale(&self) -> Result<f64, GameError> {
        if let Some(dpi) = &self.dpi {
            return dpi
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|d| d.is_finite() && *d > 0.0)
                .map(|d| d / 96.0)
                .ok_or_else(|| {
                    GameError::BadFigure(format!("the resolution `{dpi}` is not a number of dpi"))
                });
        }
        let Some(scale) = &self.scale else {
            // For print, 300 dpi unless chosen.
            return Ok(if self.width_mm.is_some() {
                PRINT_DPI / 96.0
            } else {
                1.0
            });
        };
        scale
            .trim()
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite())
            .ok_or_else(|| GameError::BadFigure(format!("the scale `{scale}` is not a number")))
    }

    /// The width and height asked for in CSS pixels (`None`: the figure's own), from pixels
    /// or millimetres, the scale, and the width in print (with --width-mm).
    fn asked(&self) -> Result<Asked, GameError> {
        let px = |text: &str| parse_count(text, Limit::Terms, u64::from(MAX_WIDTH) * 16);
        let print = self
            .width_mm
            .as_deref()
            .map(FigureSize::read_mm)
            .transpose()?;
        let width = match print {
            Some(mm) => Some(FigureSize::css_of_mm(mm, false)?),
            None => self.width.as_deref().map(px).transpose()?.map(|w| w as u32),
        };
        let height = match &self.height_mm {
            Some(mm) => Some(FigureSize::css_of_mm(FigureSize::read_mm(mm)?, true)?),
            None => self
                .height
                .as_deref()
                .map(px)
                .transpose()?
                .map(|h| h as u32),
        };
        // For print, the whole pixels the width in print needs at the resolution asked for.
        let scale = match (print, width) {
            (Some(mm), Some(css)) => FigureSize::print_scale(mm, css, self.scale()? * 96.0),
            _ => self.scale()?,
        };
        Ok(Asked {
            width,
            height,
            scale,
            print,
        })
    }

    /// The size of a heatmap or an overview (`kind`), known before it is computed.
    fn size_of(&self, kind: FigureKind) -> Result<FigureSize, GameError> {
        let a = self.asked()?;
        let size = PlotFigure::size_of_kind(kind, a.width, a.height, a.scale)?;
        Ok(a.print.map_or(size, |mm| size.printed(mm)))
    }

    /// The size of `figure` in `theme` (the atlas's depends on its map).
    fn size(&self, figure: &PlotFigure, theme: &Theme) -> Result<FigureSize, GameError> {
        let a = self.asked()?;
        let size = figure.size(a.width, a.height, a.scale, theme)?;
        Ok(a.print.map_or(size, |mm| size.printed(mm)))
    }

    /// Writes `figure` at `size` in `theme`, and says where (on stdout, unless the figure
    /// itself goes there).
    fn write(
        &self,
        out: &mut impl Write,
        stem: &str,
        size: FigureSize,
        figure: &PlotFigure,
        theme: &Theme,
    ) -> Result<(), Failure> {
        let format = self.format()?;
        let drawn = |e: nimseq::draw::DrawError| Failure::Output(std::io::Error::other(e.0));
        let bytes = match format {
            Format::Svg => figure.svg(size, theme).map_err(drawn)?.into_bytes(),
            Format::Png => figure.png(size, theme).map_err(drawn)?,
        };
        let file = self
            .output
            .clone()
            .unwrap_or_else(|| format!("{stem}.{}", format.extension()));
        if file == "-" {
            out.write_all(&bytes)?;
            return Ok(());
        }
        std::fs::write(&file, &bytes)?;
        writeln!(out, "wrote {file}: {}", size.describe())?;
        Ok(())
    }
}

/// The flags' link parameters and the names they have on the command line.
const FLAGS: [(&str, &str); 12] = [
    ("dims", "dims"),
    ("max", "max"),
    ("axes", "axes"),
    ("slice", "slice"),
    ("metric", "metric"),
    ("scale", "colour-scale"),
    ("range", "range"),
    ("window", "window"),
    ("cap", "cap"),
    ("rule", "rule"),
    ("digits", "digits"),
    ("colour", "colour"),
];

/// The page's state for `view`: the link's, changed by `flags` (`(parameter, value)`). A value
/// the page would not use (a notice) is an error in the flags' words.
fn state(
    link: &Link,
    view: View,
    flags: &[(&str, &Option<String>)],
) -> Result<PageState, GameError> {
    let refuse = |notice: String| {
        let mut text = notice;
        for (param, flag) in FLAGS {
            text = text.replace(&format!("“{param}="), &format!("“--{flag} "));
        }
        GameError::BadFigure(text)
    };
    let changes: Vec<(&str, String)> = flags
        .iter()
        .filter_map(|(name, value)| value.as_ref().map(|v| (*name, v.trim().to_string())))
        .collect();
    figure_state(link.link.as_deref().unwrap_or(""), view, &changes).map_err(refuse)
}

pub fn run(args: Args, out: &mut impl Write) -> Result<(), Failure> {
    match args.figure {
        Figure::Heatmap(a) => heatmap(*a, out),
        Figure::Atlas(a) => atlas(*a, out),
        Figure::Overview(a) => overview(*a, out),
    }
}

fn heatmap(args: HeatmapArgs, out: &mut impl Write) -> Result<(), Failure> {
    let state = state(
        &args.link,
        View::Heatmap,
        &[
            ("dims", &args.dims),
            ("max", &args.max),
            ("axes", &args.axes),
            ("slice", &args.slice),
            ("metric", &args.metric),
            ("scale", &args.colour_scale),
            ("range", &args.range),
            ("window", &args.window),
            ("cap", &args.cap),
            ("rule", &args.rule),
        ],
    )?;
    let theme = args.output.theme()?;
    let settings = state.settings();
    // Checked before the sweep: a bad size or format costs nothing.
    args.output.size_of(FigureKind::Heatmap)?;
    args.output.format()?;
    let figure = PlotFigure::heatmap(settings, &sweep(&settings.sweep_spec()?));
    // Its height unless chosen: at least its legend's, known once the grid is.
    let size = args.output.size(&figure, &theme)?;
    args.output
        .write(out, &file_stem(&state), size, &figure, &theme)
}

fn atlas(args: AtlasArgs, out: &mut impl Write) -> Result<(), Failure> {
    let state = state(
        &args.link,
        View::Atlas,
        &[
            ("digits", &args.digits),
            ("cap", &args.cap),
            ("colour", &args.colour),
        ],
    )?;
    let theme = args.output.theme()?;
    args.output.format()?;
    let settings = state.settings();
    let codes = PlotFigure::atlas_codes(settings)?;
    let rows = super::atlas::all_rows(&codes, u64::from(settings.cap), args.progress)?;
    let figure = PlotFigure::atlas(settings, rows)?;
    // The map's height with a legend line for the codes whose literature carries an erratum
    // (ringed on the map).
    let size = args.output.size(&figure, &theme)?;
    let stem = format!("nimseq-atlas-{}-cap-{}", settings.digits, settings.cap);
    args.output.write(out, &stem, size, &figure, &theme)
}

fn overview(args: OverviewArgs, out: &mut impl Write) -> Result<(), Failure> {
    let game = args.game.game()?;
    let limit = args.limit.limit(&game)?;
    let theme = args.output.theme()?;
    // Checked before the search: a bad size or format costs nothing.
    args.output.size_of(FigureKind::Overview)?;
    args.output.format()?;
    let position = |text: &Option<String>| {
        text.as_deref()
            .map(|t| parse_count(t, Limit::SearchLimit, MAX_TERMS - 1))
            .transpose()
    };
    let (from, to) = (position(&args.from)?, position(&args.to)?);
    let (report, values) = PeriodSearch::new(&game, limit)?.run()?;
    let figure = PlotFigure::overview(&game, &report, values, limit, (from, to))?;
    // Its height unless chosen: room for its legend, known once the values are.
    let size = args.output.size(&figure, &theme)?;
    let caption = game.title();
    let stem = format!(
        "{}-overview",
        caption
            .split(|c: char| !c.is_ascii_alphanumeric() && c != '.')
            .filter(|w| !w.is_empty())
            .collect::<Vec<_>>()
            .join("-")
    );
    args.output.write(out, &stem, size, &figure, &theme)
}
