// The heatmap view: every {a,b}, {a,b,c} or {a,b,c,d} up to N coloured by period, preperiod,
// largest nim-value or agreement with theory; slices and axes for 3-element sets, c and d for
// 4-element sets; the record curve; exports.

import { byId, debounce, el, fill, themeName } from '../../dom.js';
import { download, downloadCanvas } from '../../download.js';
import { FigureFields } from '../../figuresize.js';
import { fieldValues, showFields } from '../../fields.js';
import { wireGridForm } from '../../gridform.js';
import { t } from '../../i18n.js';
import { MapCanvas } from '../grid/mapcanvas.js';
import { drawRecords } from './records.js';

export function heatmapView(app, store) {
  /** Every element of the view the heatmap uses, looked up once. */
  const dom = {
    form: byId('heat-form'),
    map: byId('heatmap'),
    overlay: byId('heatmap-overlay'),
    cellInfo: byId('cell-info'),
    zoomReset: byId('heat-zoom-reset'),
    play: byId('heat-play'),
    legendBox: byId('heat-legend-box'),
    legend: byId('heat-legend'),
    rankTabs: [...document.querySelectorAll('#heat-extremes [data-rank]')],
    extremes: byId('heat-extremes-list'),
    records: byId('heat-records-plot'),
    size: byId('heat-size'),
    png: byId('heat-png'),
    svg: byId('heat-svg'),
    csv: byId('heat-csv'),
    json: byId('heat-json'),
  };
  const { form } = dom;
  const map = new MapCanvas(store, dom.map, dom.overlay, dom.cellInfo, (info) => app.navigateTo(info.query));
  map.onDrawn = () => {
    showLegend();
    // The extremes follow what the map shows (only primitive sets, or every set).
    showExtremes();
    size.refresh();
    if (active && store.complete) app.ready();
  };
  let rank = 'period';
  let active = false;
  // Zooming draws at once; the link follows when the gesture pauses.
  const keepWindow = debounce((cells) => app.navigate({ window: cells }, { push: false }), 300);
  map.onWindow = keepWindow;
  dom.zoomReset.addEventListener('click', () => map.reset());
  store.listen((event) => {
    if (!active) return;
    if (event === 'rows') map.drawSoon();
    else {
      map.draw();
      showExtremes();
      showRecords();
    }
  });

  /** The curve being made: a newer one stops an older one. */
  let recordsMade = 0;

  /**
   * The record curve of the rows computed, made by Rust a few rows a task (a big grid's curve
   * over several tasks), then drawn a few hundred points a task.
   */
  function showRecords() {
    const view = store.view;
    if (!view) return;
    const made = ++recordsMade;
    const current = () => made === recordsMade && store.view === view;
    const step = () => {
      if (!current()) return;
      if (view.records_step()) setTimeout(step, 0);
      else setTimeout(() => current() && drawRecords(dom.records, view, current, (query) => app.navigateTo(query)), 0);
    };
    view.records_begin();
    setTimeout(step, 0);
  }

  /** The "which sum" categories with their counts over the grid and the slice. */
  function showLegend() {
    const categories = store.view?.categories() ?? [];
    dom.legendBox.hidden = categories.length === 0;
    fill(
      dom.legend,
      categories.map((c) => {
        const swatch = el('span', { class: 'swatch', dataset: { color: c.color } });
        // Colours come from Rust; set as a property, not as markup or an inline style attribute.
        swatch.style.background = c.color;
        // `name` is the category's hook (English), `label` its words in the page's language.
        return el('li', { dataset: { category: c.name, grid: String(c.grid), slice: String(c.slice) } }, swatch, c.label, el('span', { class: 'count' }, c.counts));
      }),
    );
  }

  /** The grid's top sets by the chosen rank, each a link to its sequence. */
  function showExtremes() {
    const all = store.view?.extremes();
    if (!all) return;
    for (const tab of dom.rankTabs) tab.setAttribute('aria-selected', String(tab.dataset.rank === rank));
    fill(
      dom.extremes,
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
  for (const tab of dom.rankTabs) {
    tab.addEventListener('click', () => {
      rank = tab.dataset.rank;
      showExtremes();
    });
  }

  // Play: step through the slices on the grid's fixed scale.
  let playing = null;
  const { play } = dom;
  /** The button's words: message `id`, kept in its mark so that a new language finds them. */
  function playWords(id) {
    play.dataset.t = id;
    play.textContent = t(id);
  }
  function stopPlaying() {
    clearInterval(playing);
    playing = null;
    playWords('heatmap-play-slices');
    play.setAttribute('aria-pressed', 'false');
  }
  play.addEventListener('click', () => {
    if (playing) {
      stopPlaying();
      return;
    }
    playWords('heatmap-pause');
    play.setAttribute('aria-pressed', 'true');
    playing = setInterval(() => {
      // The link's next slice (Rust's), none after the last.
      const next = app.link.next_slice;
      if (next === null || next === undefined) {
        stopPlaying();
        return;
      }
      if (store.complete) app.navigate({ slice: next }, { push: false });
    }, 700);
  });

  wireGridForm(form, () => app.navigate({ ...fieldValues(form), view: 'heatmap' }, { push: false }));

  function render(link) {
    active = true;
    showFields(form, link);
    play.hidden = !link.fields.slice.applies;
    store.ensure(link, app.state);
    showRecords();
    // Drawn in a task of its own, so starting the work and drawing never block together.
    map.drawSoon();
  }

  const name = () => store.view?.file_stem() ?? 'nimseq-heatmap';
  // The figure as the map shows it (its window), at the size of the fields.
  const size = new FigureFields(dom.size, (w, h, s) => store.view?.figure_size(w, h, s));
  size.refresh();
  function exportFigure(make) {
    if (!store.view) return;
    try {
      make(store.view, ...size.values());
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
    }
  }
  dom.png.addEventListener('click', () =>
    exportFigure((view, w, h, s) => {
      const canvas = document.createElement('canvas');
      view.draw_figure(canvas, w, h, s, themeName());
      downloadCanvas(`${name()}.png`, canvas);
    }),
  );
  dom.svg.addEventListener('click', () =>
    exportFigure((view, w, h, s) => download(`${name()}.svg`, view.svg(w, h, s, themeName()), 'image/svg+xml')),
  );
  dom.csv.addEventListener('click', () => {
    if (store.view) download(`${name()}.csv`, store.view.csv(), 'text/csv');
  });
  dom.json.addEventListener('click', () => {
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
