// The heatmap view: every {a,b} or {a,b,c} up to N coloured by period, preperiod, largest
// nim-value or agreement with theory; slices and axes for 3-element sets; exports.

import { byId, themeName } from './dom.js';
import { download, downloadCanvas } from './download.js';
import { fieldValues, showFields } from './fields.js';
import { wireGridForm } from './gridform.js';
import { MapCanvas } from './mapcanvas.js';

export function heatmapView(app, store) {
  const form = byId('heat-form');
  const map = new MapCanvas(store, byId('heatmap'), byId('heatmap-overlay'), byId('cell-info'), (info) => app.navigateTo(info.query));
  map.onDrawn = () => {
    if (active && store.complete) app.ready();
  };
  let active = false;
  store.listen((event) => {
    if (!active) return;
    if (event === 'rows') map.drawSoon();
    else map.draw();
  });

  wireGridForm(form, () => app.navigate({ ...fieldValues(form), view: 'heatmap' }, { push: false }));

  function render(link) {
    active = true;
    showFields(form, link);
    store.ensure(link, app.query);
    // Drawn in a task of its own, so starting the work and drawing never block together.
    map.drawSoon();
  }

  const name = () => store.view?.file_stem() ?? 'nimseq-heatmap';
  byId('heat-png').addEventListener('click', () => downloadCanvas(`${name()}.png`, byId('heatmap')));
  byId('heat-svg').addEventListener('click', () => {
    if (store.view) download(`${name()}.svg`, store.view.svg(1000, 760, themeName()), 'image/svg+xml');
  });
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
    },
  };
}
