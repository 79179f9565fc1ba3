// The misère quotient view: a game's misère quotient, computed heap by heap in a worker (with
// progress and Cancel), shown as its order, presentation and P-portion, the pretending function
// as a strip (heap n -> element), the product table as a picture whose cells read out
// "a · b² = ab, a P-position", and sums of heaps typed by the reader decided by their product.
// Rust computes and words everything (`QuotientPage`, `QuotientTable`); this module renders it.

import { byId, el, fill, grouped } from '../../dom.js';
import { download, safeName } from '../../download.js';
import { checkedForm, showFields } from '../../fields.js';

/** Heaps shown in the pretending strip (the JSON download has every one). */
const STRIP_HEAPS = 120;
/** Largest order whose product table is also written out as a table of names. */
const NAMED_TABLE = 12;
/** The product table's largest side on the page (CSS px). */
const TABLE_SIDE = 640;

export function quotientView(app) {
  const form = byId('quotient-form');
  const check = byId('quotient-check');
  const canvas = byId('quotient-canvas');
  const readout = byId('quotient-readout');
  const sumForm = byId('quotient-sum-form');
  const sumInput = byId('quotient-sum');
  const sumOut = byId('quotient-sum-out');
  /** The current computation: { key, job, page, table, cursor: [row, column] }. */
  let run = null;
  let active = false;
  /** The CSS size of a cell as last drawn. */
  let cssCell = 1;

  const validate = checkedForm(app, form, check, 'quotient');
  form.addEventListener('input', validate);
  for (const button of form.querySelectorAll('[data-quotient]')) {
    button.addEventListener('click', () => app.navigateTo(button.dataset.quotient));
  }

  function render(link) {
    active = true;
    showFields(form, link);
    validate();
    if (run && run.key === link.quotient) {
      if (run.page) show(run);
      if (run.job) app.status.start(`Computing the ${link.title}…`, () => run.job?.cancel());
      else app.ready();
      return;
    }
    run?.job?.abandon();
    run?.table?.free();
    const mine = { key: link.quotient, job: null, page: null, table: null, cursor: null };
    run = mine;
    clear();
    start(mine, link);
  }

  async function start(mine, link) {
    const job = app.pool.quotient(app.query, (done, total, order) => {
      if (run !== mine || !active) return;
      app.status.update(done / total, `Computing the ${link.title}: heap ${grouped(done)} of ${grouped(total)}, ${grouped(order)} elements so far…`);
    });
    mine.job = job;
    app.status.start(`Computing the ${link.title}…`, () => job.cancel());
    let result;
    try {
      result = await job.done;
    } catch (error) {
      if (run === mine) {
        mine.job = null;
        app.status.done();
        fill(byId('quotient-facts'), el('p', { class: 'note', role: 'alert' }, String(error.message ?? error)));
        app.ready();
      }
      return;
    }
    if (run !== mine || !result) return;
    mine.job = null;
    mine.page = result.quotient;
    mine.table = new app.wasm.QuotientTable(result.quotient);
    const last = result.quotient.pretending.length - 1;
    if (active) app.status.done(result.stopped === 'cancelled' ? `Stopped at heap ${grouped(last)}; the quotient of the heaps done is shown.` : '');
    if (active) show(mine);
  }

  function clear() {
    fill(byId('quotient-facts'));
    fill(byId('quotient-pretending'));
    fill(byId('quotient-small-table'));
    readout.textContent = '';
    sumOut.textContent = '';
    const ctx = canvas.getContext('2d');
    ctx?.clearRect(0, 0, canvas.width, canvas.height);
  }

  function show(mine) {
    facts(mine.page);
    strip(mine.page);
    draw(mine);
    smallTable(mine.page);
    app.ready();
  }

  /** Status, order, presentation, generators, P-portion, period, download. */
  function facts(page) {
    const row = (term, ...value) => [el('dt', {}, term), el('dd', {}, ...value)];
    const period = page.period
      ? `${page.period.period} from heap ${grouped(page.period.preperiod)} (certified by the quotient of heaps ≤ ${grouped(page.period.certified_at)})`
      : 'none certified';
    fill(
      byId('quotient-facts'),
      el('h2', {}, `Misère quotient of ${page.title}`),
      el('p', { class: `quotient-status ${page.status}`, 'data-testid': 'quotient-status', dataset: { status: page.status } }, `${capitalise(page.status)}: ${page.summary}.`),
      el(
        'dl',
        { class: 'facts quotient-dl' },
        row('order', el('span', { 'data-testid': 'quotient-order' }, String(page.order))),
        row('presentation', el('code', { 'data-testid': 'quotient-presentation' }, page.presentation)),
        page.generators.length ? row('generators', page.generators.join(', ')) : [],
        row('P-portion', el('span', { 'data-testid': 'quotient-p-portion' }, `{${page.p_portion.join(', ')}}`)),
        row('period', period),
      ),
      el(
        'p',
        { class: 'readout-actions' },
        el('button', { type: 'button', onclick: () => download(`${safeName(page.game)}-misere-quotient.json`, page.json, 'application/json') }, 'Download JSON'),
      ),
    );
  }

  /** The pretending function: heap n -> element, coloured as in the table. */
  function strip(page) {
    const heaps = page.pretending.slice(0, STRIP_HEAPS + 1);
    const more = page.pretending.length - heaps.length;
    fill(
      byId('quotient-pretending'),
      el('h3', {}, 'Pretending function: heap n → element'),
      el(
        'ol',
        { class: 'pretending-strip', start: '0', 'data-testid': 'quotient-strip', 'aria-label': 'heap n and its element' },
        heaps.map((x, n) => {
          const e = page.elements[x];
          const cell = el(
            'li',
            { class: e.p ? 'p' : '', dataset: { n: String(n), element: e.name }, title: `heap ${n} → ${e.name}${e.p ? ', in the P-portion' : ''}` },
            el('span', { class: 'pretending-heap' }, String(n)),
            el('span', { class: 'pretending-element' }, e.name),
          );
          // Through the CSSOM: the page's policy allows no style attributes.
          cell.style.background = e.colour;
          cell.style.color = e.ink;
          return cell;
        }),
      ),
      el('p', { class: 'note' }, `A heap alone is a P-position when its element is in the P-portion (outlined).${more > 0 ? ` ${grouped(more)} more heaps are in the JSON download.` : ''}`),
    );
  }

  /** The product table as a picture, one square of cells per element. */
  function draw(mine) {
    const page = mine.page;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    const box = canvas.parentElement;
    const width = Math.max(120, Math.min(TABLE_SIDE, Math.floor(box.clientWidth || TABLE_SIDE)));
    const cell = mine.table.cell_size(Math.floor(width * ratio));
    const side = cell * page.order;
    canvas.width = side;
    canvas.height = side;
    canvas.style.width = `${side / ratio}px`;
    canvas.style.height = `${side / ratio}px`;
    cssCell = cell / ratio;
    canvas.setAttribute('aria-label', `The product table of ${page.order} × ${page.order} elements, coloured by the product; use the arrow keys to read its cells`);
    mine.table.draw(canvas, cell);
    if (mine.cursor) say(mine.cursor);
  }

  function say([x, y]) {
    readout.textContent = run.table.readout(x, y);
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
    const step = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }[event.key];
    if (!step) return;
    event.preventDefault();
    const n = run.page.order;
    const [x, y] = run.cursor ?? [0, 0];
    run.cursor = run.cursor ? [Math.min(n - 1, Math.max(0, x + step[0])), Math.min(n - 1, Math.max(0, y + step[1]))] : [0, 0];
    say(run.cursor);
  });

  /** Small quotients are also written out as a table of names. */
  function smallTable(page) {
    const box = byId('quotient-small-table');
    if (page.order > NAMED_TABLE) {
      fill(box);
      return;
    }
    const name = (i) => page.elements[i].name;
    const head = el('tr', {}, el('th', { scope: 'col' }, '·'), page.elements.map((e) => el('th', { scope: 'col' }, e.name)));
    const rows = page.elements.map((_, x) =>
      el(
        'tr',
        {},
        el('th', { scope: 'row' }, name(x)),
        page.elements.map((__, y) => {
          const z = page.product[x * page.order + y];
          const p = page.elements[z].p;
          return el('td', { class: p ? 'p' : '' }, name(z), p ? el('span', { 'aria-label': ', in the P-portion' }, ' •') : null);
        }),
      ),
    );
    fill(
      box,
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': 'The product table by name' },
        el('table', { class: 'values quotient-table', 'data-testid': 'quotient-table' }, el('caption', {}, 'Row · column by name; • marks a product in the P-portion'), el('thead', {}, head), el('tbody', {}, rows)),
      ),
    );
  }

  sumForm.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!run?.table) return;
    try {
      const sum = run.table.sum(sumInput.value);
      sumOut.textContent = sum.sentence;
      sumOut.dataset.p = sum.p ? '1' : '0';
      sumOut.className = '';
    } catch (error) {
      sumOut.textContent = String(error.message ?? error);
      delete sumOut.dataset.p;
      sumOut.className = 'bad';
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

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
