// The heatmap view: every {a,b}, {a,b,c} or {a,b,c,d} up to N coloured by period, preperiod,
// largest nim-value or agreement with theory; slices and axes for 3-element sets, c and d for
// 4-element sets; the record curve; exports.

import { byId, debounce, el, fill, grouped, themeName } from '../../dom.js';
import { download, downloadCanvas } from '../../download.js';
import { FigureFields } from '../../figuresize.js';
import { fieldValues, showFields } from '../../fields.js';
import { wireGridForm } from '../../gridform.js';
import { MapCanvas } from '../grid/mapcanvas.js';
import { drawRecords } from './records.js';

export function heatmapView(app, store) {
  const form = byId('heat-form');
  const map = new MapCanvas(store, byId('heatmap'), byId('heatmap-overlay'), byId('cell-info'), (info) => app.navigateTo(info.query));
  map.onDrawn = () => {
    showLegend();
    size.refresh();
    if (active && store.complete) app.ready();
  };
  let rank = 'period';
  let active = false;
  // Zooming draws at once; the link follows when the gesture pauses.
  const keepWindow = debounce((cells) => app.navigate({ window: cells }, { push: false }), 300);
  map.onWindow = keepWindow;
  byId('heat-zoom-reset').addEventListener('click', () => map.reset());
  store.listen((event) => {
    if (!active) return;
    if (event === 'rows') map.drawSoon();
    else {
      map.draw();
      showExtremes();
      showRecords();
    }
  });

  /** Rows of the record curve made per task (a big grid's curve is made over several tasks). */
  const RECORD_ROWS = 50;
  /** The curve being made: a newer one stops an older one. */
  let recordsMade = 0;

  /** The record curve of the rows computed, RECORD_ROWS rows a task, then drawn in a task. */
  function showRecords() {
    const view = store.view;
    if (!view) return;
    const made = ++recordsMade;
    const points = [];
    const current = () => made === recordsMade && store.view === view;
    const step = (lo) => {
      if (!current()) return;
      points.push(...view.records_between(lo, lo + RECORD_ROWS - 1));
      if (lo + RECORD_ROWS <= view.max()) setTimeout(() => step(lo + RECORD_ROWS), 0);
      else setTimeout(() => current() && drawRecords(byId('heat-records-plot'), points, (query) => app.navigateTo(query)), 0);
    };
    setTimeout(() => step(1), 0);
  }

  /** The "which sum" categories with their counts over the grid and the slice. */
  function showLegend() {
    const categories = store.view?.categories() ?? [];
    byId('heat-legend-box').hidden = categories.length === 0;
    fill(
      byId('heat-legend'),
      categories.map((c) =>
        el(
          'li',
          { dataset: { category: c.name, grid: String(c.grid), slice: String(c.slice) } },
          el('span', { class: 'swatch', dataset: { color: c.color } }),
          c.name,
          el('span', { class: 'count' }, `${grouped(c.grid)} / ${grouped(c.slice)}`),
        ),
      ),
    );
    // Colours come from Rust; set as a property, not as markup or an inline style attribute.
    for (const swatch of byId('heat-legend').querySelectorAll('.swatch')) swatch.style.background = swatch.dataset.color;
  }

  /** The grid's top sets by the chosen rank, each a link to its sequence. */
  function showExtremes() {
    const all = store.view?.extremes();
    if (!all) return;
    for (const tab of document.querySelectorAll('#heat-extremes [data-rank]')) tab.setAttribute('aria-selected', String(tab.dataset.rank === rank));
    fill(
      byId('heat-extremes-list'),
      all[rank].map((x) => {
        const link = el('a', { href: x.query }, x.game);
        link.addEventListener('click', (e) => {
          e.preventDefault();
          app.navigateTo(x.query);
        });
        return el('li', {}, link, el('span', { class: 'value' }, x.value));
      }),
    );
  }
  for (const tab of document.querySelectorAll('#heat-extremes [data-rank]')) {
    tab.addEventListener('click', () => {
      rank = tab.dataset.rank;
      showExtremes();
    });
  }

  // Play: step through the slices on the grid's fixed scale.
  let playing = null;
  const play = byId('heat-play');
  function stopPlaying() {
    clearInterval(playing);
    playing = null;
    play.textContent = '▶ Play slices';
    play.setAttribute('aria-pressed', 'false');
  }
  play.addEventListener('click', () => {
    if (playing) {
      stopPlaying();
      return;
    }
    play.textContent = '⏸ Pause';
    play.setAttribute('aria-pressed', 'true');
    playing = setInterval(() => {
      const slice = app.link.fields.slice;
      const next = Number(slice.value) + 1;
      if (!store.complete || next > slice.max) {
        if (next > slice.max) stopPlaying();
        return;
      }
      app.navigate({ slice: String(next) }, { push: false });
    }, 700);
  });

  wireGridForm(form, () => app.navigate({ ...fieldValues(form), view: 'heatmap' }, { push: false }));

  function render(link) {
    active = true;
    showFields(form, link);
    play.hidden = !link.fields.slice.applies;
    store.ensure(link, app.query);
    showRecords();
    // Drawn in a task of its own, so starting the work and drawing never block together.
    map.drawSoon();
  }

  const name = () => store.view?.file_stem() ?? 'nimseq-heatmap';
  // The figure as the map shows it (its window), at the size of the fields.
  const size = new FigureFields(byId('heat-size'), (w, h, s) => store.view?.figure_size(w, h, s));
  size.refresh();
  function exportFigure(make) {
    if (!store.view) return;
    try {
      make(store.view, ...size.values());
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
    }
  }
  byId('heat-png').addEventListener('click', () =>
    exportFigure((view, w, h, s) => {
      const canvas = document.createElement('canvas');
      view.draw_figure(canvas, w, h, s, themeName());
      downloadCanvas(`${name()}.png`, canvas);
    }),
  );
  byId('heat-svg').addEventListener('click', () =>
    exportFigure((view, w, h, s) => download(`${name()}.svg`, view.svg(w, h, s, themeName()), 'image/svg+xml')),
  );
  byId('heat-csv').addEventListener('click', () => {
    if (store.view) download(`${name()}.csv`, store.view.csv(), 'text/csv');
  });
  byId('heat-json').addEventListener('click', () => {
    if (store.view) download(`${name()}.json`, store.view.json(), 'application/json');
  });

  return {
    render,
    redraw: () => map.draw(),
    leave: () => {
      active = false;
      stopPlaying();
    },
  };
}
