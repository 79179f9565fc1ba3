// The sequence view: one game's nim-sequence. A search runs in a worker until its period is
// certified (or its time budget or limit is reached), its values shown as they arrive: the
// facts, an overview of every computed value (zoom, pan, read-out), a table paged by rows of
// the period, downloads of any stretch. A search that stops without a period offers to go on
// from where it stopped. Rust computes and words everything (`GameAnalysis` with its `facts`,
// `ValueTable`, `PastNote`, `FurtherBox`); this module renders it and forwards events.

import { byId, el, fill, fitCanvas, setText, themeName } from '../../dom.js';
import { copyText, download, downloadCanvas, safeName } from '../../download.js';
import { FigureFields } from '../../figuresize.js';
import { fieldValues, showFields } from '../../fields.js';
import { t } from '../../i18n.js';
import { OverviewCanvas } from './overview.js';
import { sequenceExercise } from './exercise.js';
import { whyPanel } from './why.js';

/** Most values drawn in the strip. */
const STRIP_VALUES = 480;
/** The strip's cells are at least this wide (CSS px), so that a value is written in each. */
const STRIP_CELL = 14;
/** The strip's height (CSS px), with its legend. */
const STRIP_HEIGHT = 190;
/**
 * Least time between redraws of the overview while a search runs: a drawing of a million
 * values takes about 20 ms of the main thread, and the worker reports every 100 ms.
 */
const SEARCH_REDRAW_MS = 400;

export function sequenceView(app) {
  // Every element the view uses, looked up once.
  const view = byId('view-sequence');
  const dom = {
    form: byId('game-form'),
    kind: byId('game-kind'),
    text: byId('game-text'),
    rule: byId('game-rule'),
    check: byId('game-check'),
    setup: byId('seq-setup'),
    setupSummary: byId('seq-setup-summary'),
    examples: [...view.querySelectorAll('[data-example]')],
    title: byId('seq-title'),
    rules: byId('seq-rules'),
    preperiod: byId('seq-preperiod'),
    period: byId('seq-period'),
    certificate: byId('seq-certificate'),
    pattern: byId('seq-pattern'),
    outcome: byId('seq-outcome'),
    max: byId('seq-max'),
    oeis: byId('seq-oeis'),
    oeisRows: [...document.querySelectorAll('.oeis-row')],
    b: byId('seq-b'),
    e: byId('seq-e'),
    quotient: byId('seq-quotient'),
    quotientLinks: [...view.querySelectorAll('#sequence-result .quotient-link')],
    subOnly: [...view.querySelectorAll('.sub-only')],
    apOnly: [...view.querySelectorAll('.ap-only')],
    further: byId('seq-further'),
    furtherNote: byId('seq-further-note'),
    furtherCandidate: byId('seq-further-candidate'),
    furtherCertify: byId('seq-further-m'),
    furtherFour: byId('seq-further-4n'),
    furtherPower: byId('seq-further-2k'),
    overviewTitle: byId('overview-title'),
    overview: byId('overview'),
    overviewReadout: byId('overview-readout'),
    gotoForm: byId('seq-goto-form'),
    gotoNote: byId('seq-goto-note'),
    jumpStart: byId('seq-jump-start'),
    jumpPeriod: byId('seq-jump-period'),
    jumpEnd: byId('seq-jump-end'),
    zoomIn: byId('seq-zoom-in'),
    zoomOut: byId('seq-zoom-out'),
    zoomReset: byId('seq-zoom-reset'),
    theory: byId('seq-theory'),
    strip: byId('strip'),
    rowsBack: byId('seq-rows-back'),
    rowsLabel: byId('seq-rows-label'),
    rowsOn: byId('seq-rows-on'),
    reduce: byId('seq-reduce'),
    table: byId('seq-table'),
    pnTable: byId('seq-pn-table'),
    pnNote: byId('seq-pn-note'),
    tableNote: byId('seq-table-note'),
    why: byId('seq-why'),
    exportFrom: byId('seq-from'),
    exportTo: byId('seq-to'),
    csv: byId('seq-csv'),
    json: byId('seq-json'),
    periodCsv: byId('seq-period-csv'),
    overviewPng: byId('seq-overview-png'),
    overviewSvg: byId('seq-overview-svg'),
    png: byId('seq-png'),
    svg: byId('seq-svg'),
    size: byId('seq-size'),
  };
  dom.saltus = dom.reduce.parentElement;

  dom.quotient.addEventListener('click', (event) => {
    if (!link?.quotient_query || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    app.navigateTo(link.quotient_query);
  });
  /** The current search: { seq, job, analysis, stopped, heldJob, further (its `FurtherBox`) }. */
  let run = null;
  let link = null;
  /** The table shown: its `ValueTable` (positions `start .. end`), its caption and its search. */
  let shown = null;
  /** Whether the view is on screen (a search goes on while another view is shown). */
  let active = false;

  // On a phone the result comes first: the game's form folds away until asked for.
  const narrow = matchMedia('(max-width: 640px)');
  if (narrow.matches) dom.setup.open = false;

  // A tap or Enter on the overview moves the position (the table, the link) there.
  const overview = new OverviewCanvas(dom.overview, dom.overviewReadout, (n) => moveTo(n));
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
    const game = app.wasm.compose_game(dom.kind.value, dom.text.value);
    dom.check.className = `check ${game.ok ? 'good' : 'bad'}`;
    dom.check.textContent = game.ok ? `✓ ${game.spec}` : game.error;
    dom.text.placeholder = dom.kind.selectedOptions[0]?.dataset.placeholder ?? '';
    dom.rule.disabled = game.ok && game.rules.length < 2;
    return game;
  }

  dom.kind.addEventListener('change', validate);
  for (const input of [dom.text, dom.rule]) input.addEventListener('input', validate);
  dom.form.addEventListener('submit', (event) => {
    event.preventDefault();
    const game = validate();
    if (!game.ok) return;
    if (narrow.matches) dom.setup.open = false;
    app.navigate({ ...fieldValues(dom.form), view: 'sequence', game: game.spec });
  });
  // The classroom's fields apply as soon as they change: no need to press Show.
  for (const id of ['game-exercise', 'game-from']) {
    const field = byId(id);
    field.addEventListener('change', () => app.navigate({ [field.dataset.param]: field.value }, { push: false }));
  }
  for (const button of dom.examples) {
    button.addEventListener('click', () => {
      if (narrow.matches) dom.setup.open = false;
      app.navigateTo(button.dataset.example);
    });
  }

  function syncInputs() {
    showFields(dom.form, link);
    showFields(dom.gotoForm, link);
    const game = link.game;
    fill(dom.kind, game.kinds.map((k) => el('option', { value: k.value, dataset: { placeholder: k.example } }, k.label)));
    dom.kind.value = game.kind;
    dom.text.value = game.text;
    dom.setupSummary.textContent = link.setup_summary;
    validate();
  }

  // ---- Searching ----

  function render(next) {
    link = next;
    active = true;
    syncInputs();
    // Rust decides (`SearchRun` in the page layer): the same search, one held by its worker
    // taken further, or a new one.
    const step = run ? run.seq.step(link.search, link.lang, link.search_game, link.state.limit) : { step: 'anew' };
    if (step.step === 'same') {
      // Same search (back from another view, or only the position moved).
      const opened = link.state.why !== '' && dom.why.dataset.n !== link.state.why;
      if (run.analysis) show(run);
      classroom();
      goTo(link.state.at);
      if (opened) why.reveal();
      if (run.job) app.status.start(run.seq.computing(-1), () => run.job?.cancel());
      else app.ready();
      return;
    }
    if (step.step === 'go-on') {
      goOn(step.limit);
      return;
    }
    run?.job?.abandon();
    run?.seq.free();
    run = { seq: new app.wasm.SequenceView(link.title, link.search, link.lang, link.search_game), analysis: null, job: null };
    // The heading and the rules depend on the game alone: shown at once (as the answer will
    // give them), so that the answer does not push the facts down when it comes.
    showGame(link.heading, link.game.in_words);
    overview.show(run.seq, link.state.at);
    classroom();
    start(app.pool.game(link.search_task, link.budget_ms ?? null, progress(run)), run);
  }

  /** Goes on from a search that stopped without a period, up to G(limit). */
  function goOn(limit) {
    const mine = run;
    mine.seq.go_on(link.search, link.lang);
    start(app.pool.continueGame(mine.heldJob, limit, progress(mine)), mine);
  }

  function progress(mine) {
    return (done, total, values) => {
      if (run !== mine) return;
      mine.seq.push(values);
      if (!active) return;
      app.status.update(done / total, mine.seq.computing_at(done, total, performance.now() - mine.startedAt));
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
    mine.startedAt = performance.now();
    dom.further.hidden = true;
    showSearching(mine);
    app.status.start(mine.seq.computing(-1), () => job.cancel());
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
    if (active) app.status.done(result.stopped === 'cancelled' ? mine.seq.stopped() : '');
    const a = result.analysis;
    mine.analysis = a;
    mine.heldJob = result.job;
    mine.further = mine.seq.finish(a, result.stopped ?? undefined, link.budget_ms ?? undefined);
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
    const facts = secret() ? blankFacts() : mine.seq.searching();
    dom.preperiod.textContent = facts.so_far;
    dom.period.textContent = facts.so_far;
    dom.max.textContent = facts.largest;
    dom.overviewTitle.textContent = facts.overview_title;
    if (mine.analysis) return;
    // A table whose rows are all there changes only its caption's count and the next-rows
    // button as values arrive (building it again took ~20 ms of every progress message).
    const table = tableAt(shown?.table.start ?? 0, false);
    const t = shown?.table;
    if (t && shown.run === mine && t.full && table.start === t.start && table.width === t.width) {
      setText(shown.caption, table.caption);
      dom.rowsOn.disabled = table.last;
    } else {
      showTable(table);
    }
  }

  // ---- The facts ----

  /** The game's heading and its rules in words, a line each. */
  function showGame(title, rules) {
    dom.title.textContent = title;
    fill(dom.rules, rules.map((line) => el('li', {}, line)));
  }

  /** Whether an exercise hides the facts: then their answers are not even in the page. */
  const secret = () => link.exercise_hides.includes('facts');

  /** Empties every fact an exercise hides (the period, the largest value, B(S), the strip's words). */
  function blankFacts() {
    for (const node of [dom.preperiod, dom.period, dom.certificate, dom.outcome, dom.max, dom.pattern, dom.overviewTitle]) node.textContent = '';
    for (const node of dom.oeisRows) node.hidden = true;
    for (const node of [dom.b, dom.e, dom.theory]) fill(node);
    dom.strip.getContext('2d')?.clearRect(0, 0, dom.strip.width, dom.strip.height);
    dom.strip.setAttribute('aria-label', t('seq-strip-hidden'));
    return { so_far: '', largest: '', overview_title: '' };
  }

  function show(mine) {
    const a = mine.analysis;
    const f = a.facts;
    showGame(link.heading, a.rules);
    if (secret()) {
      blankFacts();
      return;
    }
    for (const node of dom.quotientLinks) node.hidden = !link.quotient_query;
    if (link.quotient_query) dom.quotient.href = link.quotient_query;
    dom.preperiod.textContent = f.preperiod;
    dom.period.textContent = f.period;
    dom.certificate.textContent = f.certificate;
    dom.outcome.textContent = f.outcome;
    dom.max.textContent = f.largest;
    // The OEIS entry of a sequence nimseq knows there (Rust's `OeisFact`), with research details.
    for (const node of dom.oeisRows) node.hidden = !f.oeis;
    // The OEIS's own title, quoted as it is written (in English).
    if (f.oeis) fill(dom.oeis, el('a', { href: f.oeis.url, rel: 'noopener' }, f.oeis.id), ' ', el('q', { lang: 'en' }, f.oeis.title));
    dom.overviewTitle.textContent = f.overview_title;
    for (const node of dom.subOnly) node.hidden = !a.shows_outcome_string;
    for (const node of dom.apOnly) node.hidden = !a.arithmetic;
    dom.pattern.textContent = f.pattern;
    showLong(dom.b, f.b);
    showLong(dom.e, f.e);
    showTheory(a.predictions, f.theory_note);
    showFurther(mine);
    drawStrip();
  }

  /** A new answer's download stretch (a typed one stays until the next answer). */
  function offerStretch(a) {
    dom.exportFrom.value = String(a.facts.stretch[0]);
    dom.exportTo.value = String(a.facts.stretch[1]);
  }

  /** A string shown whole when short, else its summary, "show all" and "copy" (`LongText`). */
  function showLong(box, long) {
    if (long.summary === null) {
      box.textContent = long.text;
      return;
    }
    const copied = async () => {
      copy.textContent = t((await copyText(long.text)) ? 'seq-copied' : 'seq-copy-failed');
    };
    const copy = el('button', { type: 'button', onclick: copied }, t('seq-copy'));
    fill(box, el('details', { class: 'collapsed' }, el('summary', {}, long.summary), el('div', { class: 'full' }, long.text)), copy);
  }

  function showTheory(predictions, none) {
    if (none !== null) {
      fill(dom.theory, el('li', {}, none));
      return;
    }
    fill(
      dom.theory,
      predictions.map((p) =>
        el('li', { class: p.status }, el('span', { class: 'flag' }, p.flag, ' '), el('cite', { class: 'source', lang: 'en' }, p.source), el('div', {}, p.statement), el('div', { class: 'mono' }, p.detail)),
      ),
    );
  }

  /** Without a period: why the search stopped, and one click to go further (`FurtherBox`). */
  function showFurther(mine) {
    const box = mine.further;
    dom.further.hidden = box === null;
    if (box === null) return;
    dom.furtherNote.textContent = box.note;
    dom.furtherCandidate.hidden = box.candidate === null;
    dom.furtherCandidate.textContent = box.candidate ?? '';
    const offer = (button, o) => {
      button.hidden = o.hidden;
      button.textContent = o.text;
      button.onclick = () => app.navigate({ limit: String(o.limit) }, { push: false });
    };
    if (box.certify === null) dom.furtherCertify.hidden = true;
    else offer(dom.furtherCertify, box.certify);
    offer(dom.furtherFour, box.four);
    offer(dom.furtherPower, box.power);
  }

  /** The first values, as many as the strip's width shows with each value written in its cell. */
  function stripValues(a, width) {
    return Uint16Array.from(a.values.slice(0, Math.min(STRIP_VALUES, Math.max(20, Math.floor((width - 20) / STRIP_CELL)))));
  }

  function drawStrip() {
    const a = run?.analysis;
    if (!a || secret()) return;
    const canvas = dom.strip;
    const ratio = fitCanvas(canvas, STRIP_HEIGHT, drawStrip);
    if (ratio === null) return;
    const values = stripValues(a, canvas.width / ratio);
    const words = app.wasm.sequence_strip_words(a.title, values);
    app.wasm.draw_strip_canvas(canvas, values, a.grundy.preperiod ?? -1, a.grundy.period ?? -1, words.caption, themeName(), ratio);
    canvas.setAttribute('aria-label', words.label);
  }

  // ---- Position: the table's rows and the overview ----

  /** Shows position `at` (a spelling from the link, or null for the start). */
  function goTo(at) {
    dom.gotoNote.hidden = true;
    if (at === '' || at === null || at === undefined || !run) {
      showRows(0);
      return;
    }
    const n = Number(at);
    const past = run.job ? null : run.seq.past_note(n);
    if (past !== null) {
      fill(
        dom.gotoNote,
        past.text,
        el('button', { type: 'button', onclick: () => app.navigate({ limit: String(past.limit) }, { push: false }) }, past.button),
        past.value,
      );
      dom.gotoNote.hidden = false;
      return;
    }
    showRows(n);
    overview.focus(n);
  }

  /** The table (Rust's `ValueTable`) from the row that holds `n`, `n` marked if `mark`. */
  function tableAt(n, mark) {
    const asked = exercise.asked();
    return run.seq.table(n, mark, dom.reduce.checked, asked ?? -1);
  }

  function showRows(n, mark = true) {
    if (!run) return;
    showTable(tableAt(n, mark));
  }

  /** Renders a `ValueTable`: its caption, rows and cells, the tools around it and its note. */
  function showTable(table) {
    const head = el('tr', {}, el('th', { scope: 'col' }, table.corner), table.columns.map((c) => el('th', { scope: 'col' }, c)));
    const cells = [];
    const rows = table.rows.map((row) =>
      el(
        'tr',
        {},
        el('th', { scope: 'row' }, row.label),
        row.cells.map((c) => {
          const classes = [c.pre && 'pre', c.p && 'p', c.at && 'at', c.hidden && 'hidden-value', c.ask && 'ask'].filter(Boolean).join(' ');
          const cell = el('td', { class: classes || undefined, title: c.title, dataset: { n: String(c.n) } }, c.text);
          cells.push(cell);
          return cell;
        }),
      ),
    );
    const caption = el('caption', {}, table.caption);
    fill(dom.table, caption, el('thead', {}, head), el('tbody', {}, rows));
    shown = { run, table, caption };
    why.decorate(cells);
    dom.saltus.hidden = !table.saltus;
    dom.rowsLabel.textContent = table.label;
    dom.rowsBack.disabled = table.first;
    dom.rowsOn.disabled = table.last;
    dom.tableNote.textContent = table.note;
    showPn();
  }

  /** The P/N table (Rust's `PnTable`) of the first heaps, when the link shows it. */
  function showPn() {
    if (!run || !link.show.includes('pn')) return;
    const t = run.seq.pn_table(exercise.asked() ?? -1, link.state.game);
    const head = el('tr', {}, el('th', { scope: 'col' }, 'n'), t.columns.map((c) => el('th', { scope: 'col' }, `+${c}`)));
    const rows = t.rows.map(([start, cells]) =>
      el('tr', {}, el('th', { scope: 'row' }, String(start)), cells.map((c) => el('td', { class: c.letter === 'P' ? 'p' : undefined, title: c.label, 'aria-label': c.label }, c.letter))),
    );
    fill(dom.pnTable, el('caption', {}, t.caption), el('thead', {}, head), el('tbody', {}, rows));
    dom.pnNote.textContent = t.note;
  }

  /** Moves the position (kept in the link, so a shared link opens there). */
  const moveTo = (n) => app.navigate({ at: String(Math.max(0, Math.round(n))) }, { push: false });

  dom.gotoForm.addEventListener('submit', (event) => {
    event.preventDefault();
    app.navigate(fieldValues(dom.gotoForm), { push: false });
  });
  dom.reduce.addEventListener('change', () => showRows(shown?.table.start ?? 0, false));
  dom.rowsBack.addEventListener('click', () => moveTo(shown?.table.earlier ?? 0));
  dom.rowsOn.addEventListener('click', () => moveTo(shown?.table.later ?? 0));
  dom.jumpStart.addEventListener('click', () => moveTo(0));
  dom.jumpPeriod.addEventListener('click', () => moveTo(run?.analysis?.grundy.preperiod ?? 0));
  dom.jumpEnd.addEventListener('click', () => moveTo(Math.max(0, (run?.seq.len() ?? 1) - 1)));
  dom.zoomIn.addEventListener('click', () => overview.zoom(0.5));
  dom.zoomOut.addEventListener('click', () => overview.zoom(2));
  dom.zoomReset.addEventListener('click', () => overview.whole());

  // ---- Downloads ----

  const base = () => safeName(`${run.analysis.game}-${run.analysis.rule}`);
  const stretch = () => [Number(dom.exportFrom.value), Number(dom.exportTo.value)];
  function exportStretch(make, extension, type) {
    if (!run?.analysis) return;
    const [a, b] = stretch();
    try {
      download(`${base()}-${a}-${b}.${extension}`, make(a, b), type);
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
    }
  }
  dom.csv.addEventListener('click', () => exportStretch((a, b) => run.seq.csv(a, b), 'csv', 'text/csv'));
  dom.json.addEventListener('click', () => exportStretch((a, b) => run.seq.json(a, b), 'json', 'application/json'));
  dom.periodCsv.addEventListener('click', () => {
    const f = run?.analysis?.facts;
    if (!f) return;
    if (f.period_stretch === null) {
      app.showNotices([f.no_period]);
      return;
    }
    dom.exportFrom.value = String(f.period_stretch[0]);
    dom.exportTo.value = String(f.period_stretch[1]);
    exportStretch((a, b) => run.seq.csv(a, b), 'csv', 'text/csv');
  });
  // The overview's window as shown, at the size of the fields.
  const size = new FigureFields(dom.size, (w, h, s) => run?.seq.figure_size(w, h, s));
  size.refresh();
  function exportOverview(make) {
    if (!run) return;
    try {
      make(...overview.window(), ...size.values());
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
    }
  }
  dom.overviewPng.addEventListener('click', () =>
    exportOverview((from, to, w, h, s) => {
      const canvas = document.createElement('canvas');
      run.seq.draw_figure(canvas, from, to, w, h, s, themeName());
      downloadCanvas(`${base()}-overview.png`, canvas);
    }),
  );
  dom.overviewSvg.addEventListener('click', () =>
    exportOverview((from, to, w, h, s) => download(`${base()}-overview.svg`, run.seq.svg(from, to, w, h, s, themeName()), 'image/svg+xml')),
  );
  dom.png.addEventListener('click', () => {
    if (run?.analysis) downloadCanvas(`${base()}-strip.png`, dom.strip);
  });
  dom.svg.addEventListener('click', () => {
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
