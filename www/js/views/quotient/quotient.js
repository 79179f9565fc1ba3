// The misère quotient view: a game's misère quotient, computed heap by heap in a worker (with
// progress and Cancel), shown as its order, presentation and P-portion, the pretending function
// as a strip (heap n -> element) with the genus of the first heaps beside it (4^146, written
// small), the product table as a picture whose cells read out "a · b² = ab, a P-position", and
// sums of heaps typed by the reader decided by their product.
// Rust computes and words everything (`QuotientPage` from the worker; `QuotientTable` with its
// `view()`, its fit on the page and its cells; `quotient_progress`); this module renders it.

import { byId, el, fill } from '../../dom.js';
import { download } from '../../download.js';
import { checkedForm, showFields } from '../../fields.js';
import { t } from '../../i18n.js';

export function quotientView(app) {
  // Every element the view uses, looked up once.
  const view = byId('view-quotient');
  const dom = {
    form: byId('quotient-form'),
    check: byId('quotient-check'),
    examples: [...view.querySelectorAll('[data-quotient]')],
    facts: byId('quotient-facts'),
    pretending: byId('quotient-strip-box'),
    genus: byId('quotient-genus'),
    canvas: byId('quotient-canvas'),
    readout: byId('quotient-readout'),
    smallTable: byId('quotient-small-table'),
    sumForm: byId('quotient-sum-form'),
    sum: byId('quotient-sum'),
    sumOut: byId('quotient-sum-out'),
  };
  dom.canvasBox = dom.canvas.parentElement;
  const { canvas } = dom;
  /** The current computation: { key, job, page, table, view, cursor: [row, column] }. */
  let run = null;
  let active = false;
  /** The CSS size of a cell as last drawn. */
  let cssCell = 1;

  const validate = checkedForm(app, dom.form, dom.check, 'quotient');
  dom.form.addEventListener('input', validate);
  for (const button of dom.examples) {
    button.addEventListener('click', () => app.navigateTo(button.dataset.quotient));
  }

  function render(link) {
    active = true;
    showFields(dom.form, link);
    validate();
    if (run && run.key === link.quotient) {
      if (run.view) show(run);
      if (run.job) app.status.start(app.wasm.quotient_computing(link.title), () => run.job?.cancel());
      else app.ready();
      return;
    }
    run?.job?.abandon();
    run?.table?.free();
    const mine = { key: link.quotient, job: null, page: null, table: null, view: null, cursor: null };
    run = mine;
    clear();
    start(mine, link);
  }

  async function start(mine, link) {
    const job = app.pool.quotient(link.quotient_task, (done, total, order) => {
      if (run !== mine || !active) return;
      const progress = app.wasm.quotient_progress(link.title, done, total, order);
      app.status.update(progress.fraction, progress.text);
    });
    mine.job = job;
    app.status.start(app.wasm.quotient_computing(link.title), () => job.cancel());
    let result;
    try {
      result = await job.done;
      if (run === mine && result) {
        mine.table = new app.wasm.QuotientTable(result.quotient);
        mine.view = mine.table.view();
      }
    } catch (error) {
      if (run === mine) {
        mine.job = null;
        app.status.done();
        fill(dom.facts, el('p', { class: 'note', role: 'alert' }, String(error.message ?? error)));
        app.ready();
      }
      return;
    }
    if (run !== mine || !result) return;
    mine.job = null;
    mine.page = result.quotient;
    if (active) app.status.done(result.stopped === 'cancelled' ? mine.view.stopped : '');
    if (active) show(mine);
  }

  function clear() {
    fill(dom.facts);
    fill(dom.pretending);
    fill(dom.genus);
    fill(dom.smallTable);
    dom.readout.textContent = '';
    dom.sumOut.textContent = '';
    const ctx = canvas.getContext('2d');
    ctx?.clearRect(0, 0, canvas.width, canvas.height);
  }

  function show(mine) {
    facts(mine);
    strip(mine.view.strip);
    genus(mine.view.genus);
    draw(mine);
    smallTable(mine.view.named);
    app.ready();
  }

  /** Status, order, presentation, generators, P-portion, period, download. */
  function facts(mine) {
    const v = mine.view;
    const row = (term, ...value) => [el('dt', {}, term), el('dd', {}, ...value)];
    fill(
      dom.facts,
      el('h2', {}, v.heading),
      el('p', { class: `quotient-status ${v.status}`, 'data-testid': 'quotient-status', dataset: { status: v.status } }, v.status_line),
      el(
        'dl',
        { class: 'facts quotient-dl' },
        row(t('quotient-order'), el('span', { 'data-testid': 'quotient-order' }, v.order)),
        row(t('quotient-presentation'), el('code', { 'data-testid': 'quotient-presentation' }, v.presentation)),
        v.generators ? row(t('quotient-generators'), v.generators) : [],
        row(t('quotient-p-portion'), el('span', { 'data-testid': 'quotient-p-portion' }, v.p_portion)),
        row(t('quotient-period'), v.period),
      ),
      el(
        'p',
        { class: 'readout-actions' },
        el('button', { type: 'button', onclick: () => download(v.json_file, mine.page.json, 'application/json') }, t('quotient-download')),
      ),
    );
  }

  /** The pretending function: heap n -> element, coloured as in the table. */
  function strip(s) {
    fill(
      dom.pretending,
      el('h3', {}, s.heading),
      el(
        'ol',
        { class: 'pretending-strip', start: '0', 'data-testid': 'quotient-strip', 'aria-label': s.label },
        s.cells.map((c) => {
          const cell = el(
            'li',
            { class: c.p ? 'p' : '', dataset: { n: String(c.n), element: c.element }, title: c.title },
            el('span', { class: 'pretending-heap' }, c.heap),
            el('span', { class: 'pretending-element' }, c.element),
          );
          // Through the CSSOM: the page's policy allows no style attributes.
          cell.style.background = c.colour;
          cell.style.color = c.ink;
          return cell;
        }),
      ),
      el('p', { class: 'note' }, s.note),
    );
  }

  /** The genus of the first heaps as Winning Ways writes it: g, then γ0γ1… written small. */
  function genus(g) {
    if (!g) {
      fill(dom.genus);
      return;
    }
    fill(
      dom.genus,
      el('h3', {}, g.heading),
      el(
        'ol',
        { class: 'genus-strip', start: '0', 'aria-label': g.label, dataset: { status: g.status } },
        g.cells.map((c) =>
          el(
            'li',
            { dataset: { n: String(c.n), symbol: c.symbol }, title: c.title },
            el('span', { class: 'genus-heap' }, c.heap),
            el('span', { class: 'genus-symbol' }, c.normal, el('sup', {}, c.superscript)),
          ),
        ),
      ),
      el('p', { class: 'note' }, g.note),
    );
  }

  /** The product table as a picture, one square of cells per element. */
  function draw(mine) {
    const fit = mine.table.fit(dom.canvasBox.clientWidth, window.devicePixelRatio);
    canvas.width = fit.side;
    canvas.height = fit.side;
    canvas.style.width = `${fit.css_side}px`;
    canvas.style.height = `${fit.css_side}px`;
    cssCell = fit.css_cell;
    canvas.setAttribute('aria-label', mine.view.table_label);
    mine.table.draw(canvas, fit.cell);
    if (mine.cursor) say(mine.cursor);
  }

  function say([x, y]) {
    dom.readout.textContent = run.table.readout(x, y);
  }

  function pointAt(event) {
    if (!run?.table) return;
    const r = canvas.getBoundingClientRect();
    const cell = run.table.cell_at(event.clientX - r.left, event.clientY - r.top, cssCell);
    if (cell.length === 2) {
      run.cursor = [cell[0], cell[1]];
      say(run.cursor);
    }
  }
  canvas.addEventListener('pointermove', pointAt);
  canvas.addEventListener('click', pointAt);
  canvas.addEventListener('keydown', (event) => {
    if (!run?.table) return;
    const [x, y] = run.cursor ?? [-1, -1];
    const cell = run.table.walk(x, y, event.key);
    if (cell.length !== 2) return;
    event.preventDefault();
    run.cursor = [cell[0], cell[1]];
    say(run.cursor);
  });

  /** Small quotients are also written out as a table of names (Rust leaves it out for larger ones). */
  function smallTable(t) {
    if (!t) {
      fill(dom.smallTable);
      return;
    }
    const head = el('tr', {}, el('th', { scope: 'col' }, t.corner), t.columns.map((name) => el('th', { scope: 'col' }, name)));
    const rows = t.rows.map((r) =>
      el(
        'tr',
        {},
        el('th', { scope: 'row' }, r.name),
        r.cells.map((c) => el('td', { class: c.p ? 'p' : '' }, c.name, c.p ? el('span', { 'aria-label': t.mark_label }, t.mark) : null)),
      ),
    );
    fill(
      dom.smallTable,
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t.label },
        el('table', { class: 'values quotient-table', 'data-testid': 'quotient-table' }, el('caption', {}, t.caption), el('thead', {}, head), el('tbody', {}, rows)),
      ),
    );
  }

  dom.sumForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!run?.table) return;
    try {
      const sum = run.table.sum(dom.sum.value);
      dom.sumOut.textContent = sum.sentence;
      dom.sumOut.dataset.p = sum.p ? '1' : '0';
      dom.sumOut.className = '';
    } catch (error) {
      dom.sumOut.textContent = String(error.message ?? error);
      delete dom.sumOut.dataset.p;
      dom.sumOut.className = 'bad';
    }
  });

  return {
    render,
    redraw: () => {
      if (run?.table) draw(run);
    },
    leave: () => {
      active = false;
    },
  };
}
