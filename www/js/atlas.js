// The atlas view: every octal code 0.d1…dk with up to `digits` digits, computed by the worker
// pool (cells appear as they finish), shown as a map (d1 d2 across, the last digit up) and a
// sortable table, each code read out in words and opened with one more click; codes that agree
// are grouped. Rust (AtlasView) says what every cell, row and word is.

import { byId, el, fill, grouped, themeName, throttle } from './dom.js';
import { download, downloadCanvas } from './download.js';
import { showFields } from './fields.js';
import { wireGridForm } from './gridform.js';

/** Codes per unit of work sent to a worker. */
const UNIT = 4;

/** A legend's colour swatch. */
function swatch(colour) {
  const node = el('span', { class: 'swatch' });
  node.style.background = colour;
  return node;
}

export function atlasView(app) {
  const form = byId('atlas-form');
  const mapBox = byId('atlas-map');
  let view = null;
  let key = null;
  let job = null;
  let complete = false;
  /** Set by Cancel: the codes computed stay, the rest is not computed until the atlas changes. */
  let halted = false;
  let selected = null;
  let cursor = 0;
  /** Whether the atlas is the view shown (only then does it tell the page it is ready). */
  let active = false;
  let sort = { key: 'code', descending: false };

  wireGridForm(form, () => {
    const values = {};
    for (const input of form.querySelectorAll('[data-param]')) values[input.dataset.param] = input.value;
    app.navigate({ ...values, view: 'atlas' }, { push: false });
  });

  function render(link) {
    active = true;
    showFields(form, link);
    if (key !== link.atlas || !view) {
      stop();
      view?.free();
      view = new app.wasm.AtlasView(app.query);
      key = link.atlas;
      complete = false;
      halted = false;
      selected = null;
    }
    view.set_metric(link.state.colour);
    if (!complete && !job && !halted) compute();
    draw();
    if (complete) app.ready();
  }

  /** Computes the codes not computed yet (or, given `index`, that code again with `cap`). */
  function compute(index = null, cap = 0) {
    const size = view.size();
    const units = [];
    if (index === null) {
      // Runs of consecutive codes still to compute, UNIT at a time.
      const pending = [...view.pending()];
      for (let i = 0; i < pending.length; ) {
        let j = i + 1;
        while (j < pending.length && j - i < UNIT && pending[j] === pending[j - 1] + 1) j += 1;
        units.push([pending[i], pending[j - 1] + 1]);
        i = j;
      }
    } else units.push([index, index + 1]);
    const total = index === null ? size : 1;
    let done = index === null ? size - units.reduce((n, [lo, hi]) => n + hi - lo, 0) : 0;
    const current = app.pool.grid(
      app.query,
      units,
      (lo, data) => {
        view.add(data);
        done += data.length;
        app.status.update(done / total, `${grouped(done)} of ${grouped(total)} codes computed`);
        drawSoon();
      },
      'atlas',
      cap,
    );
    job = current;
    app.status.start(index === null ? `Computing ${grouped(size)} codes…` : 'Searching further…', () => {
      halted = index === null;
      stop();
    });
    current.done.then(
      (finished) => {
        if (job !== current) return;
        job = null;
        if (index === null) complete = finished;
        app.status.done(finished ? '' : 'Cancelled: the grey cells were not computed.');
        draw();
        if (complete && active) app.ready();
      },
      (error) => {
        if (job !== current) return;
        job = null;
        app.status.done();
        app.showNotices([String(error.message ?? error)]);
      },
    );
  }

  function stop() {
    if (!job) return;
    const current = job;
    job = null;
    current.cancel();
    app.status.done('Cancelled: the grey cells were not computed.');
  }

  // ---- Drawing ----

  /** While rows arrive, the page is redrawn at most five times a second. */
  const drawSoon = throttle(() => draw(), 200);

  function draw() {
    if (!view) return;
    const map = view.map(themeName());
    byId('atlas-summary').textContent = map.summary;
    byId('atlas-axes').textContent = `Codes 0.d1…dk: ${map.axes}. Click or tap a code to read it, click again (or Enter, or Open) to open its sequence.`;
    drawMap(map);
    fill(
      byId('atlas-legend'),
      map.legend.map((l) => el('li', {}, swatch(l.colour), el('span', {}, l.label), el('span', { class: 'count' }, l.count ? grouped(l.count) : ''))),
    );
    drawTable();
    drawGroups();
    showReadout();
  }

  function drawMap(map) {
    const cells = new Map(map.cells.map((c) => [`${c.x},${c.y}`, c]));
    mapBox.style.gridTemplateColumns = `2.2em repeat(${map.columns}, minmax(var(--atlas-cell), 40px))`;
    // 64 columns fit a laptop's width with small cells (a phone scrolls: its cells stay thumb-sized).
    mapBox.classList.toggle('wide', map.columns > 32);
    const nodes = [];
    for (let y = map.rows - 1; y >= 0; y -= 1) {
      nodes.push(el('span', { class: 'axis', 'aria-hidden': 'true' }, map.row_labels[y]));
      for (let x = 0; x < map.columns; x += 1) {
        const c = cells.get(`${x},${y}`);
        if (!c) {
          nodes.push(el('span', { class: 'atlas-cell empty', 'aria-hidden': 'true' }));
          continue;
        }
        const cell = el('button', {
            type: 'button',
            class: `atlas-cell${c.done ? '' : ' pending'}${selected === c.index ? ' selected' : ''}`,
            tabIndex: c.index === cursor ? 0 : -1,
            'data-testid': 'atlas-cell',
            dataset: { code: c.code, index: String(c.index), done: c.done ? '1' : '', certified: c.certified ? '1' : '', query: c.query ?? '' },
            'aria-label': c.text,
            title: c.text,
            onclick: () => choose(c.index),
            onpointerenter: () => showReadout(c.index),
            onfocus: () => {
              cursor = c.index;
              showReadout(c.index);
            },
            onkeydown: (e) => keys(e, map, c),
          });
        // Colours through the style object: the page's policy forbids style attributes.
        cell.style.background = c.colour;
        nodes.push(cell);
      }
    }
    nodes.push(el('span', { class: 'axis' }));
    for (let x = 0; x < map.columns; x += 1) nodes.push(el('span', { class: 'axis col', 'aria-hidden': 'true' }, map.column_labels[x]));
    const focused = mapBox.contains(document.activeElement) ? document.activeElement.dataset.index : null;
    fill(mapBox, nodes);
    if (focused) mapBox.querySelector(`[data-index="${focused}"]`)?.focus();
  }

  /** A first click reads a code; a second opens its sequence. */
  function choose(index) {
    if (selected === index) {
      open(index);
      return;
    }
    selected = index;
    cursor = index;
    for (const node of mapBox.querySelectorAll('.selected')) node.classList.remove('selected');
    mapBox.querySelector(`[data-index="${index}"]`)?.classList.add('selected');
    showReadout(index);
  }

  function open(index) {
    const cell = mapBox.querySelector(`[data-index="${index}"]`);
    if (cell?.dataset.query) app.navigateTo(cell.dataset.query);
    else if (cell) app.showNotices([`${cell.dataset.code} is not computed yet.`]);
  }

  /** Arrow keys move the cursor over the codes, Enter opens, Home and End jump. */
  function keys(e, map, cell) {
    const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (e.key === 'Enter') open(cell.index);
      else choose(cell.index);
      return;
    }
    if (!step) return;
    e.preventDefault();
    let [x, y] = [cell.x, cell.y];
    for (let i = 0; i < Math.max(map.columns, map.rows); i += 1) {
      x += step[0];
      y += step[1];
      if (x < 0 || y < 0 || x >= map.columns || y >= map.rows) return;
      const next = map.cells.find((c) => c.x === x && c.y === y);
      if (next) {
        cursor = next.index;
        for (const b of mapBox.querySelectorAll('button')) b.tabIndex = -1;
        const node = mapBox.querySelector(`[data-index="${next.index}"]`);
        node.tabIndex = 0;
        node.focus();
        return;
      }
    }
  }

  function showReadout(index = selected) {
    const readout = byId('atlas-readout');
    const further = byId('atlas-further');
    const openButton = byId('atlas-open');
    if (index === null || index === undefined) {
      readout.textContent = 'Point at a code (or tap it) to read it.';
      further.hidden = true;
      openButton.hidden = true;
      return;
    }
    const node = mapBox.querySelector(`[data-index="${index}"]`);
    readout.textContent = node?.getAttribute('aria-label') ?? '';
    readout.dataset.code = node?.dataset.code ?? '';
    const cap = index === selected ? view.further_cap(index) : undefined;
    further.hidden = cap === undefined;
    if (cap !== undefined) further.textContent = `Search ${node.dataset.code} further (to ${grouped(cap)} values)`;
    openButton.hidden = index !== selected || !node?.dataset.done;
  }

  byId('atlas-open').addEventListener('click', () => selected !== null && open(selected));
  byId('atlas-further').addEventListener('click', () => {
    if (selected === null || job) return;
    const cap = view.further_cap(selected);
    if (cap !== undefined) compute(selected, cap);
  });

  function drawTable() {
    const rows = view.table(sort.key, sort.descending);
    const columns = [
      ['code', 'code'],
      ['status', 'status'],
      ['preperiod', 'preperiod'],
      ['period', 'period'],
      ['largest', 'largest value'],
      ['literature', 'literature'],
    ];
    const head = el(
      'tr',
      {},
      columns.map(([k, label]) =>
        el(
          'th',
          { scope: 'col', 'aria-sort': sort.key === k ? (sort.descending ? 'descending' : 'ascending') : 'none' },
          el(
            'button',
            {
              type: 'button',
              class: 'sort',
              'data-sort': k,
              onclick: () => {
                sort = { key: k, descending: sort.key === k ? !sort.descending : false };
                drawTable();
              },
            },
            label,
            sort.key === k ? (sort.descending ? ' ▼' : ' ▲') : '',
          ),
        ),
      ),
    );
    const body = rows.map((r) =>
      el(
        'tr',
        { dataset: { code: r.code } },
        el('td', {}, el('a', { href: r.query, onclick: (e) => { e.preventDefault(); app.navigateTo(r.query); } }, r.code)),
        el('td', {}, r.status),
        el('td', {}, r.preperiod),
        el('td', {}, r.period),
        el('td', {}, String(r.largest)),
        el('td', {}, r.literature),
      ),
    );
    fill(byId('atlas-table'), el('thead', {}, head), el('tbody', {}, body));
  }

  function drawGroups() {
    const { groups, pairs } = view.groups();
    fill(
      byId('atlas-groups'),
      groups.length
        ? groups.slice(0, 40).map((g) => el('li', {}, g.codes.join(' = '), el('span', { class: 'note' }, g.proven ? ' (certified: equal for every n)' : ` (equal up to ${grouped(g.up_to)})`)))
        : el('li', { class: 'note' }, 'None among the codes computed.'),
    );
    fill(
      byId('atlas-pairs'),
      pairs.length
        ? pairs.slice(0, 20).map((p) => el('li', { 'data-testid': 'atlas-pair' }, `${p.codes[0]} and ${p.codes[1]} agree up to ${grouped(p.differ_at - 1)}, differ at ${grouped(p.differ_at)} (${p.values[0]} against ${p.values[1]})`))
        : el('li', { class: 'note' }, 'None among the codes computed.'),
    );
  }

  byId('atlas-csv').addEventListener('click', () => view && download(`nimseq-atlas-${key.replace(' ', '-cap-')}.csv`, view.csv(), 'text/csv'));
  byId('atlas-svg').addEventListener('click', () => view && download(`nimseq-atlas-${key.replace(' ', '-cap-')}.svg`, view.svg(themeName()), 'image/svg+xml'));
  byId('atlas-png').addEventListener('click', () => {
    if (!view) return;
    const canvas = document.createElement('canvas');
    view.draw_png(canvas, themeName());
    downloadCanvas(`nimseq-atlas-${key.replace(' ', '-cap-')}.png`, canvas);
  });
  byId('atlas-json').addEventListener('click', () => view && download(`nimseq-atlas-${key.replace(' ', '-cap-')}.json`, view.json(), 'application/json'));

  return {
    render,
    redraw: draw,
    // Another view does not stop the atlas: it goes on computing, as the grids do.
    leave: () => {
      active = false;
    },
  };
}
