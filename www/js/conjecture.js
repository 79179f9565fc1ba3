// The conjecture view: a conjecture tested on every set of a grid, its counterexamples listed
// (each a link to its sequence view) and mapped.

import { byId, el, fill, grouped } from './dom.js';
import { resetDefaults, syncSlice, wireGridForm } from './gridform.js';
import { MapCanvas } from './mapcanvas.js';

/** Counterexamples listed; the rest are counted. */
const LISTED = 300;

export function conjectureView(app, store) {
  const f = {
    test: byId('conj-test'),
    bound: byId('conj-bound'),
    dims: byId('conj-dims'),
    max: byId('conj-max'),
    axes: byId('conj-axes'),
    slice: byId('conj-slice'),
  };
  const open = (info) => app.navigate({ view: 'sequence', game: info.game, rule: 'normal', limit: '' });
  const map = new MapCanvas(store, byId('conj-map'), byId('conj-overlay'), byId('conj-cell-info'), open);
  let active = false;
  store.listen((event) => {
    if (!active) return;
    if (event === 'rows') map.drawSoon();
    else finish();
  });

  const apply = () => {
    const changes = {
      test: f.test.value,
      bound: f.bound.value,
      dims: Number(f.dims.value),
      max: f.max.value,
      axes: f.axes.value,
      slice: f.slice.value,
      rule: 'normal',
      game: app.state.game.startsWith('sub:') ? app.state.game : '',
    };
    if (changes.test === 'sums') changes.dims = 3;
    app.navigate(resetDefaults(changes, app.state), { push: false });
  };
  wireGridForm(byId('conj-form'), f, byId('conj-slice-value'), apply);

  function finish() {
    map.draw();
    const view = store.view;
    if (!view) return;
    const report = view.conjecture_report();
    const summary = `${grouped(report.tested)} sets satisfy the hypothesis: ${grouped(report.agreeing)} agree, ${grouped(report.counterexamples.length)} counterexamples, ${grouped(report.unresolved.length)} unresolved${store.complete ? '' : ' (the grid is not complete)'}.`;
    byId('conj-summary').textContent = summary;
    const items = report.counterexamples.slice(0, LISTED).map((c) => {
      const link = el('a', { href: `?view=sequence&game=${encodeURIComponent(c.game)}&rule=normal` }, c.game);
      link.addEventListener('click', (e) => {
        e.preventDefault();
        open({ game: c.game });
      });
      return el('li', {}, link, ` — predicted ${c.predicted}, computed ${c.computed}`);
    });
    if (report.counterexamples.length > LISTED) items.push(el('li', {}, `… and ${report.counterexamples.length - LISTED} more (the map shows them all)`));
    if (!report.counterexamples.length) items.push(el('li', {}, 'None in this grid.'));
    fill(byId('conj-list'), items);
    if (store.complete) app.ready();
  }

  function render(state) {
    active = true;
    f.test.value = state.test;
    f.bound.value = state.bound;
    byId('conj-bound-field').hidden = state.test !== 'augment';
    f.dims.value = String(state.dims);
    f.max.value = String(state.max);
    f.axes.value = state.axes;
    syncSlice(state, f.slice, byId('conj-slice-value'), byId('conj-slice-name'));
    byId('conj-summary').textContent = 'Computing…';
    store.ensure(state, app.query);
    if (store.complete) finish();
    else map.draw();
  }

  return {
    render,
    redraw: () => map.draw(),
    leave: () => {
      active = false;
    },
    title: () => 'conjectures',
  };
}
