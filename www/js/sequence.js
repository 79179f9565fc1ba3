// The sequence view: one game's nim-sequence as a strip and a table, its certified preperiod
// and period, the certificate in words, B(S) and E(S), and theory beside computation.

import { byId, el, fill, fitCanvas, grouped, themeName } from './dom.js';
import { download, downloadCanvas, safeName } from './download.js';
import { fieldValues, showFields } from './fields.js';

/** Values drawn in the strip (the table shows them all). */
const STRIP_VALUES = 480;
/** Longest period written as one table row. */
const LONGEST_ROW = 60;
/** Digits of E(S) shown before the rest is folded away. */
const SHOWN_DIGITS = 80;

export function sequenceView(app) {
  const form = byId('game-form');
  const kind = byId('game-kind');
  const text = byId('game-text');
  const rule = byId('game-rule');
  const check = byId('game-check');
  let job = null;
  let analysis = null;

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
    app.navigate({ ...fieldValues(form), view: 'sequence', game: game.spec });
  });
  for (const button of document.querySelectorAll('[data-example]')) {
    button.addEventListener('click', () => app.navigateTo(button.dataset.example));
  }

  function syncInputs(link) {
    showFields(form, link);
    const game = link.game;
    fill(kind, game.kinds.map((k) => el('option', { value: k.value, dataset: { placeholder: k.example } }, k.label)));
    kind.value = game.kind;
    text.value = game.text;
    validate();
  }

  async function render(link) {
    syncInputs(link);
    job?.cancel();
    const title = link.title;
    const mine = app.pool.game(app.query, (done, total) => {
      app.status.update(done / total, `Computing ${title}: ${grouped(done)} of at most ${grouped(total)} values…`);
    });
    job = mine;
    app.status.start(`Computing ${title}…`, () => mine.cancel());
    let result;
    try {
      result = await mine.done;
    } catch (error) {
      if (job === mine) {
        app.status.done();
        app.showNotices([String(error.message ?? error)]);
      }
      return;
    }
    if (job !== mine) return;
    job = null;
    if (!result) {
      byId('seq-period').textContent = 'cancelled before a period was found';
      return;
    }
    app.status.done();
    analysis = result;
    show(result);
    app.ready();
  }

  function show(a) {
    byId('seq-title').textContent = a.title;
    fill(byId('seq-rules'), a.rules.map((line) => el('li', {}, line)));
    const g = a.grundy;
    const periodic = g.status === 'periodic';
    const none = `none found up to ${a.checked_to}`;
    byId('seq-preperiod').textContent = periodic ? String(g.preperiod) : none;
    byId('seq-period').textContent = periodic ? String(g.period) : none;
    byId('seq-certificate').textContent = g.text;
    const o = a.outcome;
    byId('seq-outcome').textContent =
      o.status === 'periodic' ? `preperiod ${o.preperiod}, period ${o.period}: ${o.text}` : o.text;
    byId('seq-max').textContent = periodic ? String(a.max_value) : `${a.max_value} (among the values computed)`;
    for (const node of document.querySelectorAll('.sub-only')) node.hidden = !a.shows_outcome_string;
    byId('seq-b').textContent = a.b_string ?? 'the outcome period is not certified';
    showResultNumber(a.result_number);
    showTheory(a.predictions);
    drawStrip();
    showTable(a);
  }

  function showResultNumber(e) {
    const box = byId('seq-e');
    if (!e) {
      box.textContent = analysis?.b_string ? 'not computed: the period is too long' : '—';
      return;
    }
    const fraction = `${e.numerator} / ${e.denominator}`;
    if (fraction.length <= 2 * SHOWN_DIGITS) {
      box.textContent = fraction;
      return;
    }
    fill(
      box,
      el(
        'details',
        {},
        el('summary', {}, `${e.numerator.slice(0, SHOWN_DIGITS)}… / … (${e.numerator.length} and ${e.denominator.length} digits)`),
        fraction,
      ),
    );
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
        el(
          'li',
          { class: p.status },
          el('span', { class: 'flag' }, `${flags[p.status]} `),
          el('span', { class: 'source' }, p.source),
          el('div', {}, p.statement),
          el('div', { class: 'mono' }, p.detail),
        ),
      ),
    );
  }

  function drawStrip() {
    if (!analysis) return;
    const canvas = byId('strip');
    fitCanvas(canvas, 150);
    const values = Uint16Array.from(analysis.values.slice(0, STRIP_VALUES));
    const g = analysis.grundy;
    app.wasm.draw_strip_canvas(
      canvas,
      values,
      g.preperiod ?? -1,
      g.period ?? -1,
      `${analysis.title}: G(0) … G(${values.length - 1})`,
      themeName(),
    );
  }

  function showTable(a) {
    const { preperiod, period } = a.grundy;
    const width = period && period <= LONGEST_ROW ? period : period ? 30 : 20;
    const table = byId('seq-table');
    const head = el('tr', {}, el('th', { scope: 'col' }, 'n ='), Array.from({ length: width }, (_, b) => el('th', { scope: 'col' }, `+${b}`)));
    const rows = [];
    for (let start = 0; start < a.values.length; start += width) {
      const cells = [];
      for (let b = 0; b < width && start + b < a.values.length; b += 1) {
        const n = start + b;
        const value = a.values[n];
        const classes = [preperiod !== null && n < preperiod ? 'pre' : '', value === 0 ? 'p' : ''].filter(Boolean).join(' ');
        cells.push(el('td', { class: classes || undefined, title: `G(${n}) = ${value}${value === 0 ? ' (P-position)' : ''}` }, String(value)));
      }
      rows.push(el('tr', {}, el('th', { scope: 'row' }, String(start)), cells));
    }
    fill(table, el('caption', {}, `G(n) for n = 0 … ${a.values.length - 1}`), el('thead', {}, head), el('tbody', {}, rows));
    const parts = [];
    if (period && period <= LONGEST_ROW) parts.push(`Each row is one period (${period} values), so from the preperiod on the columns repeat.`);
    else if (period) parts.push(`The period (${period}) is too long for one row; rows of ${width}.`);
    else parts.push('No period was certified; rows of 20.');
    if (preperiod) parts.push(`Shaded: the preperiod, n < ${preperiod}.`);
    parts.push('Outlined bold: P-positions (value 0), where the player to move loses.');
    byId('seq-table-note').textContent = parts.join(' ');
  }

  const base = () => safeName(`${analysis.game}-${analysis.rule}`);
  byId('seq-csv').addEventListener('click', () => {
    if (analysis) download(`${base()}.csv`, analysis.csv, 'text/csv');
  });
  byId('seq-json').addEventListener('click', () => {
    if (!analysis) return;
    const { csv: _csv, ...facts } = analysis;
    download(`${base()}.json`, JSON.stringify(facts, null, 2), 'application/json');
  });
  byId('seq-png').addEventListener('click', () => {
    if (analysis) downloadCanvas(`${base()}-strip.png`, byId('strip'));
  });
  byId('seq-svg').addEventListener('click', () => {
    if (!analysis) return;
    const values = Uint16Array.from(analysis.values.slice(0, STRIP_VALUES));
    const g = analysis.grundy;
    const svg = app.wasm.strip_svg(values, g.preperiod ?? -1, g.period ?? -1, analysis.title, themeName(), 1200, 180);
    download(`${base()}-strip.svg`, svg, 'image/svg+xml');
  });

  return {
    render,
    redraw: drawStrip,
    leave: () => {
      job?.cancel();
      job = null;
    },
  };
}
