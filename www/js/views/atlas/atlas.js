// The atlas view: every octal code 0.d1…dk (or 4.d1…dk, `d0`) with up to `digits` digits, computed by the worker
// pool (cells appear as they finish), shown as a map (d1 d2 across, the last digit up) and a
// sortable table, each code read out in words and opened with one more click; codes that agree
// are grouped. Rust (AtlasView) says what every cell, row and word is.

import { byId, el, fill, setText, themeName, throttle } from '../../dom.js';
import { download, downloadCanvas } from '../../download.js';
import { FigureFields } from '../../figuresize.js';
import { showFields } from '../../fields.js';
import { wireGridForm } from '../../gridform.js';
import { t } from '../../i18n.js';

/** A legend's colour swatch. */
function swatch(colour) {
  const node = el('span', { class: 'swatch' });
  node.style.background = colour;
  return node;
}

export function atlasView(app) {
  /** Every element of the view the atlas uses, looked up once. */
  const dom = {
    form: byId('atlas-form'),
    summary: byId('atlas-summary'),
    readout: byId('atlas-readout'),
    open: byId('atlas-open'),
    further: byId('atlas-further'),
    map: byId('atlas-map'),
    axes: byId('atlas-axes'),
    legend: byId('atlas-legend'),
    csv: byId('atlas-csv'),
    json: byId('atlas-json'),
    png: byId('atlas-png'),
    svg: byId('atlas-svg'),
    size: byId('atlas-size'),
    groups: byId('atlas-groups'),
    shifted: byId('atlas-shifted'),
    pairs: byId('atlas-pairs'),
    table: byId('atlas-table'),
  };
  dom.params = [...dom.form.querySelectorAll('[data-param]')];
  const { form, map: mapBox } = dom;
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
  /** The language the map's sentence was written in. */
  let spoken = null;

  wireGridForm(form, () => {
    const values = {};
    for (const input of dom.params) values[input.dataset.param] = input.value;
    app.navigate({ ...values, view: 'atlas' }, { push: false });
  });

  function render(link) {
    active = true;
    showFields(form, link);
    // The atlas's key (its codes and cap, from Rust): another is a new atlas.
    const atlasKey = link.atlas;
    if (key !== atlasKey || !view) {
      stop();
      view?.free();
      view = new app.wasm.AtlasView(app.state);
      key = atlasKey;
      complete = false;
      halted = false;
      selected = null;
    }
    view.set_metric(link.state.colour);
    // The sentence over the map, in the language of the link (the buttons' words follow as
    // they are painted).
    if (built === view && spoken !== link.lang) setText(dom.axes, view.layout().sentence);
    spoken = link.lang;
    if (!complete && !job && !halted) compute();
    // The workers have their work; a new atlas's buttons follow in a task of their own, then
    // their colours and words in another, so that none holds the page for long while the
    // workers start.
    const finish = () => {
      draw();
      size.refresh();
      if (complete && active) app.ready();
    };
    setTimeout(() => {
      if (view && built !== view) {
        buildMap();
        setTimeout(finish, 0);
      } else finish();
    }, 0);
  }

  /** A job of the atlas's run (Rust's `AtlasJob`) as a unit of work for a worker. */
  const unit = ({ index, known }) => [index, index + 1, known ? { known, transfer: [known.buffer] } : {}];

  /**
   * Computes the codes not computed yet, each once the codes whose rows may be its own are
   * done (Rust's AtlasView.begin and arrived say which, and fill the codes those rows prove);
   * or, given `index`, that code again with `cap`.
   */
  function compute(index = null, cap = 0) {
    /** Rows of a code searched further arrived so far (the atlas counts its own codes). */
    let done = 0;
    const report = () => {
      const progress = view.progress(index === null ? undefined : done);
      app.status.update(progress.fraction, progress.text);
      drawSoon();
    };
    let current;
    if (index === null) {
      const first = view.begin().map(unit);
      current = app.pool.grid(
        app.link.atlas_task,
        first,
        (lo, data, msg) => {
          const next = view.arrived(lo, data, msg.values);
          report();
          return next.map(unit);
        },
        'atlas-code',
      );
    } else {
      current = app.pool.grid(
        app.link.atlas_task,
        [[index, index + 1]],
        (lo, data) => {
          done += view.add(data);
          report();
        },
        'atlas',
        cap,
      );
    }
    job = current;
    app.status.start(view.computing(index !== null), () => {
      halted = index === null;
      stop();
    });
    current.done.then(
      (finished) => {
        if (job !== current) return;
        job = null;
        if (index === null) complete = finished;
        app.status.done(finished ? '' : t('grid-cancelled'));
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
    app.status.done(t('grid-cancelled'));
  }

  // ---- Drawing ----

  /** While rows arrive, the page is redrawn at most five times a second. */
  const drawSoon = throttle(() => draw(), 200);

  /** The legend as last drawn. */
  let legendShown = '';

  function draw() {
    if (!view) return;
    if (built !== view) buildMap();
    const map = view.map(themeName());
    setText(dom.summary, map.summary);
    for (const c of map.cells) paintCell(buttons.get(c.index), c);
    // The longest read-outs, whose height the read-out keeps (see keepReadoutHeight).
    longest = map.cells
      .map((c) => c.text)
      .sort((a, b) => b.length - a.length)
      .slice(0, 8);
    const legend = JSON.stringify(map.legend);
    if (legend !== legendShown) {
      legendShown = legend;
      fill(
        dom.legend,
        map.legend.map((l) => el('li', {}, swatch(l.colour), el('span', {}, l.label), el('span', { class: 'count' }, l.count_text))),
      );
    }
    drawLists();
    showReadout();
  }

  /** Set while the table and the groups wait for their task. */
  let listsTimer = null;

  /**
   * The table and the groups, each in a task of its own after the map's (the table is hundreds
   * of rows, the groups compare every row's values: 20–40 ms each for 511 codes, so that no
   * task holds the page for long).
   */
  function drawLists() {
    if (listsTimer !== null) return;
    listsTimer = setTimeout(() => {
      if (view) drawTable();
      listsTimer = setTimeout(() => {
        listsTimer = null;
        if (view) drawGroups();
      }, 0);
    }, 0);
  }

  /**
   * The map's buttons by code index, made once for each atlas from its layout; drawings change
   * only what changed in a cell, so a drawing while the workers compute costs the page no new
   * layout of hundreds of buttons.
   */
  let buttons = new Map();
  /** The atlas the buttons were made for; the code at each place and the place of each code. */
  let built = null;
  let grid = { columns: 0, rows: 0, places: new Map(), spots: new Map() };
  /** What each button shows, as last set. */
  let shown = new Map();

  /** Makes the map's buttons and labels (colours and words follow in `paintCell`). */
  function buildMap() {
    const layout = view.layout();
    built = view;
    buttons = new Map();
    grid = {
      columns: layout.columns,
      rows: layout.rows,
      places: new Map(layout.places.map((p) => [`${p.x},${p.y}`, p.index])),
      spots: new Map(layout.places.map((p) => [p.index, [p.x, p.y]])),
    };
    shown = new Map();
    setText(dom.axes, layout.sentence);
    mapBox.style.gridTemplateColumns = layout.column_template;
    // Wide maps fit a laptop's width with small cells (a phone scrolls: its cells stay thumb-sized).
    mapBox.classList.toggle('wide', layout.wide);
    // Hundreds of buttons, cloned from one (much cheaper than making each).
    const blank = el('button', { type: 'button', class: 'atlas-cell pending', 'data-testid': 'atlas-cell' });
    const nodes = [];
    for (let y = layout.rows - 1; y >= 0; y -= 1) {
      nodes.push(el('span', { class: 'axis', 'aria-hidden': 'true' }, layout.row_labels[y]));
      for (let x = 0; x < layout.columns; x += 1) {
        const index = grid.places.get(`${x},${y}`);
        if (index === undefined) {
          nodes.push(el('span', { class: 'atlas-cell empty', 'aria-hidden': 'true' }));
          continue;
        }
        const cell = blank.cloneNode(false);
        cell.setAttribute('data-code', layout.places[index].code);
        cell.setAttribute('data-index', String(index));
        buttons.set(index, cell);
        nodes.push(cell);
      }
    }
    nodes.push(el('span', { class: 'axis' }));
    for (let x = 0; x < layout.columns; x += 1) nodes.push(el('span', { class: 'axis col', 'aria-hidden': 'true' }, layout.column_labels[x]));
    const focused = mapBox.contains(document.activeElement) ? document.activeElement.dataset.index : null;
    fill(mapBox, nodes);
    if (focused) buttons.get(Number(focused))?.focus();
  }

  // The map's events, for all its buttons at once.
  /** The index of the code whose button an event is on, or null. */
  const codeOf = (e) => {
    const index = e.target.closest?.('button[data-index]')?.dataset.index;
    return index === undefined ? null : Number(index);
  };
  mapBox.addEventListener('click', (e) => {
    const index = codeOf(e);
    if (index !== null) choose(index);
  });
  mapBox.addEventListener('pointerover', (e) => {
    const index = codeOf(e);
    if (index !== null) showReadout(index);
  });
  mapBox.addEventListener('focusin', (e) => {
    const index = codeOf(e);
    if (index === null) return;
    cursor = index;
    showReadout(index);
  });
  mapBox.addEventListener('keydown', (e) => {
    const index = codeOf(e);
    if (index !== null) keys(e, index);
  });

  /** Brings one button up to date with its cell, touching only what changed. */
  function paintCell(node, c) {
    const now = {
      className: `atlas-cell${c.done ? '' : ' pending'}${selected === c.index ? ' selected' : ''}`,
      tabIndex: c.index === cursor ? 0 : -1,
      done: c.done ? '1' : '',
      certified: c.certified ? '1' : '',
      query: c.query ?? '',
      text: c.text,
      colour: c.colour,
    };
    const before = shown.get(c.index) ?? {};
    if (before.className !== now.className) node.className = now.className;
    if (before.tabIndex !== now.tabIndex) node.tabIndex = now.tabIndex;
    for (const k of ['done', 'certified', 'query']) if (before[k] !== now[k]) node.dataset[k] = now[k];
    if (before.text !== now.text) {
      node.setAttribute('aria-label', now.text);
      node.title = now.text;
    }
    // Colours through the style object: the page's policy forbids style attributes.
    if (before.colour !== now.colour) node.style.background = now.colour;
    shown.set(c.index, now);
  }

  /** A first click reads a code; a second opens its sequence. */
  function choose(index) {
    if (selected === index) {
      open(index);
      return;
    }
    selected = index;
    cursor = index;
    // The buttons change at once; the next drawing finds them as they are.
    for (const node of buttons.values()) node.classList.remove('selected');
    buttons.get(index)?.classList.add('selected');
    for (const [i, state] of shown) state.className = buttons.get(i)?.className;
    showReadout(index);
  }

  function open(index) {
    const cell = buttons.get(index);
    if (cell?.dataset.query) app.navigateTo(cell.dataset.query);
    else if (cell) app.showNotices([view.not_computed(index)]);
  }

  /** Arrow keys move the cursor over the codes (skipping empty places), Space reads, Enter opens. */
  function keys(e, index) {
    const step = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[e.key];
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (e.key === 'Enter') open(index);
      else choose(index);
      return;
    }
    if (!step) return;
    e.preventDefault();
    const { columns, rows, places, spots } = grid;
    let [x, y] = spots.get(index);
    for (let i = 0; i < Math.max(columns, rows); i += 1) {
      x += step[0];
      y += step[1];
      if (x < 0 || y < 0 || x >= columns || y >= rows) return;
      const next = places.get(`${x},${y}`);
      if (next !== undefined) {
        cursor = next;
        for (const [i, node] of buttons) {
          node.tabIndex = i === next ? 0 : -1;
          const state = shown.get(i);
          if (state) state.tabIndex = node.tabIndex;
        }
        buttons.get(next).focus();
        return;
      }
    }
  }

  /**
   * The read-out sits above the map, so its height must not follow the pointer: a read-out that
   * grew and shrank would move the map, put another code under the pointer, and flicker between
   * the two for as long as the pointer stays. Where the pointer hovers, it is given the height of
   * the longest read-outs of the atlas drawn (measured at its width), and keeps any taller one
   * it has shown since.
   */
  let longest = [];
  let reserved = { width: -1, key: '', height: 0, row: 0 };
  /** Only a pointer that hovers moves the read-out without a click (phones have none). */
  const hovers = window.matchMedia('(hover: hover)');
  function keepReadoutHeight() {
    const { readout } = dom;
    const row = readout.closest('.atlas-readout-row');
    if (!hovers.matches || !row) {
      readout.style.minHeight = '';
      if (row) row.style.minHeight = '';
      reserved = { width: -1, key: '', height: 0, row: 0 };
      return;
    }
    const width = readout.clientWidth;
    const key = longest.join('\n');
    if (width !== reserved.width || key !== reserved.key) {
      const probe = readout.cloneNode(false);
      for (const name of ['id', 'data-testid', 'aria-live']) probe.removeAttribute(name);
      probe.setAttribute('aria-hidden', 'true');
      probe.style.position = 'absolute';
      probe.style.visibility = 'hidden';
      probe.style.minHeight = '0';
      probe.style.width = `${width}px`;
      readout.after(probe);
      let height = 0;
      for (const text of [...longest, readout.textContent]) {
        probe.textContent = text;
        height = Math.max(height, probe.offsetHeight);
      }
      probe.remove();
      reserved = { width, key, height, row: 0 };
      readout.style.minHeight = `${height}px`;
      row.style.minHeight = '';
    } else if (readout.offsetHeight > reserved.height) {
      reserved.height = readout.offsetHeight;
      readout.style.minHeight = `${reserved.height}px`;
    }
    // The buttons under it (Open, Search further) appear for the chosen code: the row keeps
    // the height it had with them.
    if (row.offsetHeight > reserved.row) {
      reserved.row = row.offsetHeight;
      row.style.minHeight = `${reserved.row}px`;
    }
  }

  function showReadout(index = selected) {
    const { readout, further, open: openButton } = dom;
    if (index === null || index === undefined) {
      setText(readout, t('atlas-point'));
      further.hidden = true;
      openButton.hidden = true;
      return;
    }
    const node = buttons.get(index);
    setText(readout, node?.getAttribute('aria-label') ?? '');
    if (readout.dataset.code !== (node?.dataset.code ?? '')) readout.dataset.code = node?.dataset.code ?? '';
    const offer = index === selected ? view.further(index) : null;
    further.hidden = !offer;
    if (offer) setText(further, offer.label);
    openButton.hidden = index !== selected || !node?.dataset.done;
    keepReadoutHeight();
  }

  dom.open.addEventListener('click', () => selected !== null && open(selected));
  dom.further.addEventListener('click', () => {
    if (selected === null || job) return;
    const offer = view.further(selected);
    if (offer) compute(selected, offer.cap);
  });

  /** The sort the table's head was made for. */
  let headSort = '';

  /**
   * The table, sorted as chosen. Its rows are kept and only their changed words set again, so
   * that a drawing while codes arrive does not make hundreds of rows anew.
   */
  function drawTable() {
    const rows = view.table(sort.key, sort.descending);
    const { table } = dom;
    // The head is made again for another sort or another language.
    const sortNow = `${sort.key} ${sort.descending} ${app.link?.lang}`;
    if (headSort !== sortNow || !table.tBodies[0]) {
      fill(table, el('thead', {}, tableHead()), el('tbody'));
      headSort = sortNow;
    }
    const body = table.tBodies[0];
    while (body.rows.length > rows.length) body.lastElementChild.remove();
    while (body.rows.length < rows.length) body.append(tableRow());
    rows.forEach((r, i) => {
      const tr = body.rows[i];
      if (tr.dataset.code !== r.code) tr.dataset.code = r.code;
      const link = tr.cells[0].firstElementChild;
      if (link.getAttribute('href') !== r.query) link.setAttribute('href', r.query);
      setText(link, r.code);
      [r.status, r.preperiod, r.period, r.largest, r.literature].forEach((text, j) => setText(tr.cells[j + 1], text));
    });
  }

  function tableHead() {
    // Each column's sort key (Rust's SORT_KEYS) and its words.
    const columns = [
      ['code', t('atlas-column-code')],
      ['status', t('atlas-column-status')],
      ['preperiod', t('atlas-column-preperiod')],
      ['period', t('atlas-column-period')],
      ['largest', t('atlas-column-largest')],
      ['literature', t('atlas-column-literature')],
    ];
    return el(
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
  }

  /** An empty row of the table; `drawTable` sets its words. */
  function tableRow() {
    const link = el('a', {
      onclick: (e) => {
        e.preventDefault();
        app.navigateTo(e.currentTarget.getAttribute('href'));
      },
    });
    return el('tr', {}, el('td', {}, link), el('td'), el('td'), el('td'), el('td'), el('td'));
  }

  /** The groups and pairs as last drawn (lists that did not change are left alone). */
  let groupsShown = '';

  function drawGroups() {
    // The lists as Rust words them: each group says exactly what it compared.
    const lists = view.groups();
    const { groups, pairs, shifted, none } = lists;
    const now = JSON.stringify(lists);
    if (now === groupsShown) return;
    groupsShown = now;
    fill(
      dom.shifted,
      shifted.length
        ? shifted.map(({ codes, note }) => el('li', { 'data-testid': 'atlas-shift' }, codes, el('span', { class: 'note' }, note)))
        : el('li', { class: 'note' }, none),
    );
    fill(
      dom.groups,
      groups.length ? groups.map(({ codes, note }) => el('li', {}, codes, el('span', { class: 'note' }, note))) : el('li', { class: 'note' }, none),
    );
    fill(dom.pairs, pairs.length ? pairs.map((text) => el('li', { 'data-testid': 'atlas-pair' }, text)) : el('li', { class: 'note' }, none));
  }

  dom.csv.addEventListener('click', () => view && download(`${view.file_stem()}.csv`, view.csv(), 'text/csv'));
  // The map at the size of the fields (its own size when they are empty).
  const size = new FigureFields(dom.size, (w, h, s) => view?.figure_size(w, h, s));
  size.refresh();
  function exportFigure(make) {
    if (!view) return;
    try {
      make(...size.values());
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
    }
  }
  dom.svg.addEventListener('click', () =>
    exportFigure((w, h, s) => download(`${view.file_stem()}.svg`, view.svg(themeName(), w, h, s), 'image/svg+xml')),
  );
  dom.png.addEventListener('click', () =>
    exportFigure((w, h, s) => {
      const canvas = document.createElement('canvas');
      view.draw_png(canvas, themeName(), w, h, s);
      downloadCanvas(`${view.file_stem()}.png`, canvas);
    }),
  );
  dom.json.addEventListener('click', () => view && download(`${view.file_stem()}.json`, view.json(), 'application/json'));

  return {
    render,
    redraw: draw,
    // Another view does not stop the atlas: it goes on computing, as the grids do.
    leave: () => {
      active = false;
    },
  };
}
