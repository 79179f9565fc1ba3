// The sequence view: one game's nim-sequence. A search runs in a worker until its period is
// certified (or its time budget or limit is reached), its values shown as they arrive: the
// facts, an overview of every computed value (zoom, pan, read-out), a table paged by rows of
// the period, downloads of any stretch. A search that stops without a period offers to go on
// from where it stopped.

import { byId, el, fill, fitCanvas, grouped, setText, themeName } from '../../dom.js';
import { copyText, download, downloadCanvas, safeName } from '../../download.js';
import { FigureFields } from '../../figuresize.js';
import { fieldValues, showFields } from '../../fields.js';
import { OverviewCanvas } from './overview.js';
import { sequenceExercise } from './exercise.js';
import { whyPanel } from './why.js';

/** Most values drawn in the strip. */
const STRIP_VALUES = 480;
/** The strip's cells are at least this wide (CSS px), so that a value is written in each. */
const STRIP_CELL = 14;
/** The strip's height (CSS px), with its legend. */
const STRIP_HEIGHT = 190;
/** Longest period written as one table row. */
const LONGEST_ROW = 60;
/** Rows of the table shown at once. */
const PAGE_ROWS = 20;
/** Characters of B(S) or E(S) shown before the rest is folded away. */
const SHOWN_CHARS = 300;
/** The page's largest search limit (2^28 - 1, its memory budget). */
const MOST = 2 ** 28 - 1;
/**
 * Least time between redraws of the overview while a search runs: a drawing of a million
 * values takes about 20 ms of the main thread, and the worker reports every 100 ms.
 */
const SEARCH_REDRAW_MS = 400;

export function sequenceView(app) {
  const form = byId('game-form');
  const kind = byId('game-kind');
  const text = byId('game-text');
  const rule = byId('game-rule');
  const check = byId('game-check');
  const gotoForm = byId('seq-goto-form');
  byId('seq-quotient').addEventListener('click', (event) => {
    if (!link?.quotient_query || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    app.navigateTo(link.quotient_query);
  });
  /** The current search: { key, game, job, seq, analysis, stopped, held }. */
  let run = null;
  let link = null;
  let rowStart = 0;
  /** The rows the table shows: `{ run, start, end, width }` (positions `start .. end` of `run`). */
  let shownRows = null;
  /** Whether the view is on screen (a search goes on while another view is shown). */
  let active = false;

  // On a phone the result comes first: the game's form folds away until asked for.
  const setup = byId('seq-setup');
  const narrow = matchMedia('(max-width: 640px)');
  if (narrow.matches) setup.open = false;

  // A tap or Enter on the overview moves the position (the table, the link) there.
  const overview = new OverviewCanvas(byId('overview'), byId('overview-readout'), (n) => moveTo(n));
  // The classroom: the exercise hides values, the why panel explains them (both once the
  // search has values to read).
  const values = () => (run?.analysis ? run.seq : null);
  const exercise = sequenceExercise(app, values);
  const why = whyPanel(app, values, exercise);
  /** Shows the exercise and the why panel the link asks for. */
  function classroom() {
    exercise.render(link);
    why.render(link);
  }

  /** Validates the game as typed (Rust reads it) and offers the rules it allows. */
  function validate() {
    const game = app.wasm.compose_game(kind.value, text.value);
    check.className = `check ${game.ok ? 'good' : 'bad'}`;
    check.textContent = game.ok ? `✓ ${game.spec}` : game.error;
    text.placeholder = kind.selectedOptions[0]?.dataset.placeholder ?? '';
    rule.disabled = game.ok && game.rules.length < 2;
    return game;
  }

  kind.addEventListener('change', validate);
  for (const input of [text, rule]) input.addEventListener('input', validate);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const game = validate();
    if (!game.ok) return;
    if (narrow.matches) setup.open = false;
    app.navigate({ ...fieldValues(form), view: 'sequence', game: game.spec });
  });
  for (const button of document.querySelectorAll('[data-example]')) {
    button.addEventListener('click', () => {
      if (narrow.matches) setup.open = false;
      app.navigateTo(button.dataset.example);
    });
  }

  function syncInputs() {
    showFields(form, link);
    showFields(gotoForm, link);
    const game = link.game;
    fill(kind, game.kinds.map((k) => el('option', { value: k.value, dataset: { placeholder: k.example } }, k.label)));
    kind.value = game.kind;
    text.value = game.text;
    byId('seq-setup-summary').textContent = `Change the game (now ${link.state.game}${link.fields.rule.applies && link.state.rule !== 'normal' ? `, ${link.state.rule}` : ''})`;
    validate();
  }

  // ---- Searching ----

  function render(next) {
    link = next;
    active = true;
    syncInputs();
    if (run && run.key === link.search) {
      // Same search (back from another view, or only the position moved).
      const opened = link.state.why !== '' && byId('seq-why').dataset.n !== link.state.why;
      if (run.analysis) show(run);
      classroom();
      goTo(link.state.at);
      if (opened) why.reveal();
      if (run.job) app.status.start(`Computing ${link.title}…`, () => run.job?.cancel());
      else app.ready();
      return;
    }
    const limit = Number(link.state.limit);
    const held = run?.held && run.game === link.search_game && link.state.limit !== 'auto' && limit >= run.seq.len();
    if (held) {
      extend(limit);
      return;
    }
    run?.job?.abandon();
    run?.seq.free();
    run = { key: link.search, game: link.search_game, seq: new app.wasm.SequenceView(link.title), analysis: null, job: null, held: false };
    // The heading and the rules depend on the game alone: shown at once (as the answer will
    // give them), so that the answer does not push the facts down when it comes.
    showGame(link.game.title, link.game.in_words);
    overview.show(run.seq, link.state.at);
    classroom();
    start(app.pool.game(app.query, link.budget_ms ?? null, progress(run)), run);
  }

  /** Goes on from a search that stopped without a period, up to G(limit). */
  function extend(limit) {
    const mine = run;
    mine.key = link.search;
    mine.held = false;
    start(app.pool.continueGame(mine.heldJob, limit, progress(mine)), mine);
  }

  function progress(mine) {
    return (done, total, values) => {
      if (run !== mine) return;
      mine.seq.push(values);
      if (!active) return;
      app.status.update(done / total, `Computing ${link.title}: ${grouped(done)} values so far…`);
      showSearching(mine);
      const now = performance.now();
      if (now - (mine.drawnAt ?? 0) >= SEARCH_REDRAW_MS) {
        mine.drawnAt = now;
        overview.changed();
      }
    };
  }

  async function start(job, mine) {
    mine.job = job;
    byId('seq-further').hidden = true;
    showSearching(mine);
    app.status.start(`Computing ${link.title}…`, () => job.cancel());
    let result;
    try {
      result = await job.done;
    } catch (error) {
      if (run === mine) {
        mine.job = null;
        app.status.done();
        app.showNotices([String(error.message ?? error)]);
      }
      return;
    }
    if (run !== mine || !result) return;
    mine.job = null;
    mine.seq.push(result.values);
    if (active) app.status.done(result.stopped === 'cancelled' ? `Stopped at n = ${grouped(mine.seq.len() - 1)}; the values computed are kept.` : '');
    const a = result.analysis;
    mine.analysis = a;
    mine.stopped = result.stopped;
    mine.held = a.grundy.status !== 'periodic' && !a.arithmetic?.grows;
    mine.heldJob = result.job;
    mine.seq.finish(a.grundy.preperiod ?? -1, a.grundy.period ?? -1, a.heading);
    size.refresh();
    offerStretch(a);
    if (!active) return;
    show(mine);
    classroom();
    exercise.ready();
    overview.changed();
    goTo(link.state.at);
    why.reveal();
    app.ready();
  }

  /** The facts while the search runs: what is known so far. */
  function showSearching(mine) {
    const n = mine.seq.len();
    const so = n ? `searching… (${grouped(n)} values so far)` : 'searching…';
    byId('seq-preperiod').textContent = so;
    byId('seq-period').textContent = so;
    byId('seq-max').textContent = n ? `${mine.seq.max_value()} so far` : '';
    byId('overview-title').textContent = `Overview of G(0) … G(${grouped(Math.max(0, n - 1))})`;
    if (mine.analysis) return;
    // A table whose rows are all there changes only its caption's count and the next-rows
    // button as values arrive (building it again took ~20 ms of every progress message).
    const t = shownRows;
    if (t && t.run === mine && t.start === rowStart && t.end === t.start + t.width * PAGE_ROWS && t.width === rowWidth()) {
      setText(byId('seq-table').querySelector('caption'), rowsCaption(t.start, t.end, n));
      byId('seq-rows-on').disabled = t.end >= n;
    } else {
      showRows(rowStart, false);
    }
  }

  // ---- The facts ----

  /** The game's heading and its rules in words, a line each. */
  function showGame(title, rules) {
    byId('seq-title').textContent = title;
    fill(byId('seq-rules'), rules.map((line) => el('li', {}, line)));
  }

  function show(mine) {
    const a = mine.analysis;
    showGame(a.title, a.rules);
    for (const node of document.querySelectorAll('#sequence-result .quotient-link')) node.hidden = !link.quotient_query;
    if (link.quotient_query) byId('seq-quotient').href = link.quotient_query;
    const g = a.grundy;
    const periodic = g.status === 'periodic';
    const grows = a.arithmetic?.grows ?? false;
    const none = grows ? 'none: the values grow without bound' : `none found up to ${a.checked_to}`;
    byId('seq-preperiod').textContent = periodic ? String(g.preperiod) : none;
    byId('seq-period').textContent = periodic ? String(g.period) : none;
    byId('seq-certificate').textContent = grows ? a.arithmetic.theorem : g.text;
    const o = a.outcome;
    byId('seq-outcome').textContent = o.status === 'periodic' ? `preperiod ${o.preperiod}, period ${o.period}: ${o.text}` : o.text;
    byId('seq-max').textContent = periodic ? String(a.max_value) : grows ? `none (${a.max_value} among the values computed)` : `${a.max_value} (among the values computed)`;
    byId('overview-title').textContent = `Overview of G(0) … G(${grouped(a.checked_to)})`;
    for (const node of document.querySelectorAll('.sub-only')) node.hidden = !a.shows_outcome_string;
    for (const node of document.querySelectorAll('.ap-only')) node.hidden = !a.arithmetic;
    byId('seq-pattern').textContent = a.arithmetic?.text ?? '';
    showLong(byId('seq-b'), a.b_string, a.b_shape ? `a prefix of ${grouped(a.b_shape[0])} and a period of ${grouped(a.b_shape[1])} characters` : '', 'the outcome period is not certified');
    showResultNumber(a);
    showTheory(a.predictions);
    showFurther(mine);
    drawStrip();
  }

  /** A new answer's download stretch: from the preperiod, three periods (a typed one stays). */
  function offerStretch(a) {
    byId('seq-from').value = String(a.grundy.preperiod ?? 0);
    byId('seq-to').value = String(Math.min(a.checked_to, (a.grundy.preperiod ?? 0) + Math.max(99, 3 * (a.grundy.period ?? 0)) - 1));
  }

  /** A string shown whole when short, else its shape, its ends, "show all" and "copy". */
  function showLong(box, value, shape, missing) {
    if (value === null || value === undefined) {
      box.textContent = missing;
      return;
    }
    if (value.length <= SHOWN_CHARS) {
      box.textContent = value;
      return;
    }
    const copy = el('button', { type: 'button', onclick: async () => { copy.textContent = (await copyText(value)) ? 'copied' : 'copy failed'; } }, 'copy');
    fill(
      box,
      el(
        'details',
        { class: 'collapsed' },
        el('summary', {}, `${value.slice(0, 40)} … ${value.slice(-40)} (${grouped(value.length)} characters${shape ? `: ${shape}` : ''}; show all)`),
        el('div', { class: 'full' }, value),
      ),
      copy,
    );
  }

  function showResultNumber(a) {
    const e = a.result_number;
    if (!e) {
      byId('seq-e').textContent = a.b_string ? 'not computed: the period is too long' : '—';
      return;
    }
    const digits = `${grouped(e.numerator.length)} and ${grouped(e.denominator.length)} digits`;
    showLong(byId('seq-e'), `${e.numerator} / ${e.denominator}`, digits, '—');
  }

  function showTheory(predictions) {
    const list = byId('seq-theory');
    if (!predictions.length) {
      fill(list, el('li', {}, 'No closed form from the literature applies to this game.'));
      return;
    }
    const flags = { agrees: 'agrees', disagrees: 'DISAGREES', undecided: 'undecided' };
    fill(
      list,
      predictions.map((p) =>
        el('li', { class: p.status }, el('span', { class: 'flag' }, `${flags[p.status]} `), el('span', { class: 'source' }, p.source), el('div', {}, p.statement), el('div', { class: 'mono' }, p.detail)),
      ),
    );
  }

  /** Without a period: why the search stopped, and one click to go further. */
  function showFurther(mine) {
    const a = mine.analysis;
    const box = byId('seq-further');
    box.hidden = a.grundy.status === 'periodic' || (a.arithmetic?.grows ?? false);
    if (box.hidden) return;
    const n = a.checked_to;
    const why = {
      budget: `the search stopped after ${Math.round((link.budget_ms ?? 0) / 1000)} seconds`,
      cancelled: 'the search was cancelled',
    }[mine.stopped] ?? (n >= a.search_most ? (a.search_most < MOST ? 'the most values this game’s method computes' : 'the page’s largest search') : 'the search limit');
    byId('seq-further-note').textContent = `No period found up to n = ${grouped(n)} (${why}). The values computed are kept; searching further goes on from them.`;
    const c = a.candidate;
    const candidate = byId('seq-further-candidate');
    candidate.hidden = !c;
    candidate.textContent = c?.text ?? '';
    const offer = (button, limit, label) => {
      button.hidden = limit <= n;
      button.textContent = `${label}: up to n = ${grouped(limit)} (about ${mib(limit)} of memory)`;
      button.onclick = () => app.navigate({ limit: String(limit) }, { push: false });
    };
    const most = Math.min(MOST, a.search_most);
    const four = Math.min(most, 4 * (n + 1) - 1);
    const power = Math.min(most, 2 ** Math.ceil(Math.log2(16 * (n + 1))) - 1);
    const certify = c?.certifies_at ?? null;
    const settle = byId('seq-further-m');
    if (certify === null || certify <= n) settle.hidden = true;
    else offer(settle, certify, 'Search further to certify it');
    offer(byId('seq-further-4n'), four, 'Search 4 times as far');
    offer(byId('seq-further-2k'), power === four ? n : power, `Search to 2^${Math.round(Math.log2(power + 1))}`);
  }

  /** Memory of `limit` values on the page and in its worker (16 bits each, twice). */
  const mib = (limit) => `${Math.max(1, Math.round((4 * (limit + 1)) / 2 ** 20))} MiB`;

  /** The first values, as many as the strip's width shows with each value written in its cell. */
  function stripValues(a, width) {
    return Uint16Array.from(a.values.slice(0, Math.min(STRIP_VALUES, Math.max(20, Math.floor((width - 20) / STRIP_CELL)))));
  }

  function drawStrip() {
    const a = run?.analysis;
    if (!a) return;
    const canvas = byId('strip');
    const ratio = fitCanvas(canvas, STRIP_HEIGHT, drawStrip);
    if (ratio === null) return;
    const values = stripValues(a, canvas.width / ratio);
    const caption = `${a.title}: G(0) … G(${values.length - 1})`;
    app.wasm.draw_strip_canvas(canvas, values, a.grundy.preperiod ?? -1, a.grundy.period ?? -1, caption, themeName(), ratio);
    canvas.setAttribute('aria-label', `${caption}, each value in its colour: ${values.join(' ')}`);
  }

  // ---- Position: the table's rows and the overview ----

  /** The arithmetic period seen when no period is certified: { preperiod, period, saltus }. */
  const pattern = () => run?.analysis?.arithmetic ?? null;

  /** The table's row length: the period (certified, or seen), or a readable divisor of a long one. */
  function rowWidth() {
    // An exercise's rows are of ten: rows of one period would show its answers repeating.
    if (exercise.asked() !== null) return 10;
    const period = run?.analysis?.grundy.period ?? pattern()?.period;
    if (!period) return 20;
    if (period <= LONGEST_ROW) return period;
    for (let w = LONGEST_ROW; w >= 12; w -= 1) if (period % w === 0) return w;
    return 30;
  }

  /** Shows position `at` (a spelling from the link, or null for the start). */
  function goTo(at) {
    const note = byId('seq-goto-note');
    note.hidden = true;
    if (at === '' || at === null || at === undefined || !run) {
      showRows(0);
      return;
    }
    const n = Number(at);
    const known = run.seq.len();
    if (n >= known && !run.job) {
      const limit = Math.min(MOST, Math.max(n, 4 * known - 1));
      fill(
        note,
        `G(${grouped(n)}) is not computed yet: the values end at n = ${grouped(known - 1)}. `,
        run.analysis?.grundy.status === 'periodic'
          ? 'The period is certified, so G(n) is the value one period earlier: '
          : '',
        el('button', { type: 'button', onclick: () => app.navigate({ limit: String(limit) }, { push: false }) }, `Compute up to n = ${grouped(limit)}`),
      );
      note.hidden = false;
      if (run.analysis?.grundy.status === 'periodic') {
        const { preperiod: e, period: p } = run.analysis.grundy;
        const back = e + ((n - e) % p);
        note.append(` G(${grouped(n)}) = G(${grouped(back)}) = ${run.seq.values(back, back + 1)[0]}.`);
      }
      return;
    }
    showRows(n);
    overview.focus(n);
  }

  /** The table's caption: the positions `start .. end` it shows of `known` computed. */
  function rowsCaption(start, end, known) {
    return known ? `G(n) for n = ${grouped(start)} … ${grouped(Math.max(start, end - 1))} of ${grouped(known)} computed` : 'No values yet';
  }

  /** The table from the row that holds `n`, `PAGE_ROWS` rows, `n` marked. */
  function showRows(n, mark = true) {
    if (!run) return;
    const width = rowWidth();
    rowStart = Math.max(0, Math.floor(n / width) * width);
    const known = run.seq.len();
    const end = Math.min(known, rowStart + width * PAGE_ROWS);
    const values = run.seq.values(rowStart, end);
    const practising = exercise.asked() !== null;
    // An exercise shows neither the period nor the preperiod (they would give answers away).
    const g = practising ? null : run.analysis?.grundy;
    const preperiod = practising ? null : (g?.preperiod ?? pattern()?.preperiod ?? null);
    // With a saltus s and rows of one period p: G(n) - s * row, row = floor((n - e) / p) from
    // the preperiod e on, so the columns repeat as they do for a period.
    const ap = practising ? null : pattern();
    const saltus = ap && ap.saltus !== 0 && ap.period === width ? ap : null;
    const reduce = saltus !== null && byId('seq-reduce').checked;
    byId('seq-reduce').parentElement.hidden = saltus === null;
    const shown = (m, value) => (reduce && m >= saltus.preperiod ? value - saltus.saltus * Math.floor((m - saltus.preperiod) / saltus.period) : value);
    const table = byId('seq-table');
    const head = el('tr', {}, el('th', { scope: 'col' }, 'n ='), Array.from({ length: width }, (_, b) => el('th', { scope: 'col' }, `+${b}`)));
    const rows = [];
    for (let start = rowStart; start < end; start += width) {
      const cells = [];
      for (let m = start; m < Math.min(start + width, end); m += 1) {
        const value = values[m - rowStart];
        const classes = [preperiod !== null && m < preperiod ? 'pre' : '', value === 0 ? 'p' : '', mark && m === n ? 'at' : ''].filter(Boolean).join(' ');
        const cell = shown(m, value);
        const minus = cell === value ? '' : `; shown G(${m}) − ${saltus.saltus}·${Math.floor((m - saltus.preperiod) / saltus.period)} = ${cell}`;
        cells.push(el('td', { class: classes || undefined, title: `G(${m}) = ${value}${value === 0 ? ' (P-position)' : ''}${minus}`, dataset: { n: String(m) } }, String(cell)));
      }
      rows.push(el('tr', {}, el('th', { scope: 'row' }, grouped(start)), cells));
    }
    fill(table, el('caption', {}, rowsCaption(rowStart, end, known)), el('thead', {}, head), el('tbody', {}, rows));
    shownRows = { run, start: rowStart, end, width };
    exercise.decorate(table);
    why.decorate();
    byId('seq-rows-label').textContent = `rows of ${width}, ${PAGE_ROWS} at a time`;
    byId('seq-rows-back').disabled = rowStart === 0;
    byId('seq-rows-on').disabled = end >= known;
    const parts = [];
    const period = g?.period;
    if (period && period <= LONGEST_ROW) parts.push(`Each row is one period (${period} values), so from the preperiod on the columns repeat.`);
    else if (period && period % width === 0) parts.push(`The period (${grouped(period)}) is ${grouped(period / width)} rows of ${width}.`);
    else if (period) parts.push(`The period (${grouped(period)}) is too long for one row; rows of ${width}.`);
    else if (practising) parts.push(`Rows of ${width}.`);
    else if (ap && ap.period === width && reduce) parts.push(`${ap.certified ? '' : 'No period is certified. '}Rows of one arithmetic period (${width} values, ${ap.certified ? 'certified' : 'seen as far as computed'}): each value n >= ${grouped(ap.preperiod)} is shown as G(n) − ${ap.saltus}·k, k = ⌊(n − ${ap.preperiod}) / ${width}⌋, so the columns repeat; untick “subtract the saltus” for G(n) itself.`);
    else if (ap && ap.period === width) parts.push(`${ap.certified ? '' : 'No period is certified; '}Rows of one arithmetic period (${width} values, ${ap.certified ? 'certified' : 'seen as far as computed'}).`);
    else parts.push(`No period is certified; rows of ${width}.`);
    if (preperiod) parts.push(`Shaded: the preperiod, n < ${grouped(preperiod)}.`);
    parts.push('Outlined bold: P-positions (value 0), where the player to move loses.');
    byId('seq-table-note').textContent = parts.join(' ');
  }

  /** Moves the position (kept in the link, so a shared link opens there). */
  const moveTo = (n) => app.navigate({ at: String(Math.max(0, Math.round(n))) }, { push: false });

  gotoForm.addEventListener('submit', (event) => {
    event.preventDefault();
    app.navigate(fieldValues(gotoForm), { push: false });
  });
  byId('seq-reduce').addEventListener('change', () => showRows(rowStart, false));
  byId('seq-rows-back').addEventListener('click', () => moveTo(Math.max(0, rowStart - rowWidth() * PAGE_ROWS)));
  byId('seq-rows-on').addEventListener('click', () => moveTo(rowStart + rowWidth() * PAGE_ROWS));
  byId('seq-jump-start').addEventListener('click', () => moveTo(0));
  byId('seq-jump-period').addEventListener('click', () => moveTo(run?.analysis?.grundy.preperiod ?? 0));
  byId('seq-jump-end').addEventListener('click', () => moveTo(Math.max(0, (run?.seq.len() ?? 1) - 1)));
  byId('seq-zoom-in').addEventListener('click', () => overview.zoom(0.5));
  byId('seq-zoom-out').addEventListener('click', () => overview.zoom(2));
  byId('seq-zoom-reset').addEventListener('click', () => overview.whole());

  // ---- Downloads ----

  const base = () => safeName(`${run.analysis.game}-${run.analysis.rule}`);
  const stretch = () => [Number(byId('seq-from').value), Number(byId('seq-to').value)];
  function exportStretch(make, extension, type) {
    if (!run?.analysis) return;
    const [a, b] = stretch();
    try {
      download(`${base()}-${a}-${b}.${extension}`, make(a, b), type);
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
    }
  }
  byId('seq-csv').addEventListener('click', () => exportStretch((a, b) => run.seq.csv(a, b), 'csv', 'text/csv'));
  byId('seq-json').addEventListener('click', () => exportStretch((a, b) => run.seq.json(a, b), 'json', 'application/json'));
  byId('seq-period-csv').addEventListener('click', () => {
    const g = run?.analysis?.grundy;
    if (!g?.period) {
      app.showNotices(['No period is certified, so there is no period to download.']);
      return;
    }
    byId('seq-from').value = String(g.preperiod);
    byId('seq-to').value = String(g.preperiod + g.period - 1);
    exportStretch((a, b) => run.seq.csv(a, b), 'csv', 'text/csv');
  });
  // The overview's window as shown, at the size of the fields.
  const size = new FigureFields(byId('seq-size'), (w, h, s) => run?.seq.figure_size(w, h, s));
  size.refresh();
  function exportOverview(make) {
    if (!run) return;
    try {
      make(...overview.window(), ...size.values());
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
    }
  }
  byId('seq-overview-png').addEventListener('click', () =>
    exportOverview((from, to, w, h, s) => {
      const canvas = document.createElement('canvas');
      run.seq.draw_figure(canvas, from, to, w, h, s, themeName());
      downloadCanvas(`${base()}-overview.png`, canvas);
    }),
  );
  byId('seq-overview-svg').addEventListener('click', () =>
    exportOverview((from, to, w, h, s) => download(`${base()}-overview.svg`, run.seq.svg(from, to, w, h, s, themeName()), 'image/svg+xml')),
  );
  byId('seq-png').addEventListener('click', () => {
    if (run?.analysis) downloadCanvas(`${base()}-strip.png`, byId('strip'));
  });
  byId('seq-svg').addEventListener('click', () => {
    const a = run?.analysis;
    if (!a) return;
    const values = stripValues(a, 1200);
    download(`${base()}-strip.svg`, app.wasm.strip_svg(values, a.grundy.preperiod ?? -1, a.grundy.period ?? -1, a.title, themeName(), 1200, 210), 'image/svg+xml');
  });

  return {
    render,
    redraw: () => {
      drawStrip();
      overview.changed();
    },
    leave: () => {
      // A search left running goes on in its worker, and is there when the view comes back.
      active = false;
    },
  };
}
