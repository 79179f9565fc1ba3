// The conjecture view: a conjecture tested on every set of a grid, its counterexamples listed
// (each a link to its sequence view) and mapped.

import { byId, el, fill, grouped } from './dom.js';
import { fieldValues, showFields } from './fields.js';
import { wireGridForm } from './gridform.js';
import { MapCanvas } from './mapcanvas.js';

/** Counterexamples listed; the rest are counted. */
const LISTED = 300;

export function conjectureView(app, store) {
  const form = byId('conj-form');
  const open = (query) => app.navigateTo(query);
  const map = new MapCanvas(store, byId('conj-map'), byId('conj-overlay'), byId('conj-cell-info'), (info) => open(info.query));
  let active = false;
  store.listen((event) => {
    if (!active) return;
    if (event === 'rows') map.drawSoon();
    else finish();
  });

  wireGridForm(form, () => app.navigate({ ...fieldValues(form), view: 'conjecture' }, { push: false }));

  function finish() {
    map.draw();
    const view = store.view;
    if (!view) return;
    const report = view.conjecture_report();
    const summary = `${grouped(report.tested)} sets satisfy the hypothesis: ${grouped(report.agreeing)} agree, ${grouped(report.counterexamples.length)} counterexamples, ${grouped(report.unresolved)} unresolved${store.complete ? '' : ' (the grid is not complete)'}.`;
    byId('conj-summary').textContent = summary;
    const items = report.counterexamples.slice(0, LISTED).map((c) => {
      const link = el('a', { href: c.query }, c.game);
      link.addEventListener('click', (e) => {
        e.preventDefault();
        open(c.query);
      });
      return el('li', {}, link, ` — predicted ${c.predicted}, computed ${c.computed}`);
    });
    if (report.counterexamples.length > LISTED) items.push(el('li', {}, `… and ${report.counterexamples.length - LISTED} more (the map shows them all)`));
    if (!report.counterexamples.length) items.push(el('li', {}, 'None in this grid.'));
    fill(byId('conj-list'), items);
    if (store.complete) app.ready();
  }

  function render(link) {
    active = true;
    showFields(form, link);
    byId('conj-summary').textContent = 'Computing…';
    store.ensure(link, app.query);
    if (store.complete) finish();
    else map.draw();
  }

  return {
    render,
    redraw: () => map.draw(),
    leave: () => {
      active = false;
    },
  };
}
