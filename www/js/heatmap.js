// The heatmap view: every {a,b} or {a,b,c} up to N coloured by period, preperiod, largest
// nim-value or agreement with theory; slices and axes for 3-element sets; exports.

import { byId, themeName } from './dom.js';
import { download, downloadCanvas } from './download.js';
import { resetDefaults, syncSlice, wireGridForm } from './gridform.js';
import { MapCanvas } from './mapcanvas.js';

export function heatmapView(app, store) {
  const f = {
    dims: byId('heat-dims'),
    max: byId('heat-max'),
    rule: byId('heat-rule'),
    cap: byId('heat-cap'),
    metric: byId('heat-metric'),
    scale: byId('heat-scale'),
    axes: byId('heat-axes'),
    slice: byId('heat-slice'),
  };
  const map = new MapCanvas(store, byId('heatmap'), byId('heatmap-overlay'), byId('cell-info'), (info) =>
    app.navigate({ view: 'sequence', game: info.game, rule: app.state.rule, limit: '' }),
  );
  map.onDrawn = () => {
    if (active && store.complete) app.ready();
  };
  let active = false;
  store.listen((event) => {
    if (!active) return;
    if (event === 'rows') map.drawSoon();
    else map.draw();
  });

  const apply = () => {
    const changes = {
      dims: Number(f.dims.value),
      max: f.max.value,
      rule: f.rule.value,
      cap: f.cap.value,
      metric: f.metric.value,
      scale: f.scale.value,
      axes: f.axes.value,
      slice: f.slice.value,
    };
    // Octal games have only the normal rule; a grid under another rule shows subtraction sets.
    if (changes.rule !== 'normal' && app.state.game.startsWith('octal:')) changes.game = '';
    app.navigate(resetDefaults(changes, app.state), { push: false });
  };
  wireGridForm(byId('heat-form'), f, byId('heat-slice-value'), apply);

  function render(state) {
    active = true;
    f.dims.value = String(state.dims);
    f.max.value = String(state.max);
    f.max.max = String(state.max_allowed);
    f.rule.value = state.rule;
    f.cap.value = String(state.cap);
    f.metric.value = state.metric;
    f.scale.value = state.scale;
    f.axes.value = state.axes;
    syncSlice(state, f.slice, byId('heat-slice-value'), byId('heat-slice-name'));
    store.ensure(state, app.query);
    // Drawn in a task of its own, so starting the work and drawing never block together.
    map.drawSoon();
  }

  const name = () => `nimseq-${app.state.metric}-${app.state.dims === 3 ? `abc-${app.state.axes}${app.state.slice}` : 'ab'}-${app.state.max}`;
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
    title: () => `heatmap of ${app.state.dims === 2 ? '{a, b}' : '{a, b, c}'} up to ${app.state.max}`,
  };
}
