// The conjecture view: a conjecture tested on every set of a grid, its counterexamples listed
// (each a link to its sequence view) and mapped.

import { byId, debounce, el, fill, grouped } from '../../dom.js';
import { fieldValues, showFields } from '../../fields.js';
import { wireGridForm } from '../../gridform.js';
import { MapCanvas } from '../grid/mapcanvas.js';

/** Counterexamples listed per page. */
const PAGE = 50;

export function conjectureView(app, store) {
  const form = byId('conj-form');
  const open = (query) => app.navigateTo(query);
  const map = new MapCanvas(store, byId('conj-map'), byId('conj-overlay'), byId('conj-cell-info'), (info) => open(info.query));
  let active = false;
  // Zooming draws at once; the link follows when the gesture pauses.
  const keepWindow = debounce((cells) => app.navigate({ window: cells }, { push: false }), 300);
  map.onWindow = keepWindow;
  byId('conj-zoom-reset').addEventListener('click', () => map.reset());
  let page = 0;
  let report = null;
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
    report = view.conjecture_report();
    const open_ = report.counterexamples.length - report.decided;
    const summary = `${grouped(report.tested)} sets satisfy the hypothesis: ${grouped(report.agreeing)} agree, ${grouped(open_)} counterexamples not decided by a theorem, ${grouped(report.decided)} more whose period a theorem already gives (listed after them), ${grouped(report.unresolved)} unresolved${store.complete ? '' : ' (the grid is not complete)'}.`;
    byId('conj-summary').textContent = summary;
    const note = byId('conj-rule-note');
    note.hidden = !report.rule_note;
    note.textContent = report.rule_note ?? '';
    page = Math.min(page, Math.max(0, Math.ceil(report.counterexamples.length / PAGE) - 1));
    showPage();
    if (store.complete) app.ready();
  }

  /** One page of counterexamples: real ones first, then those a theorem decides. */
  function showPage() {
    const all = report?.counterexamples ?? [];
    const items = all.slice(page * PAGE, (page + 1) * PAGE).map((c) => {
      const query = store.view?.sequence_link(c.game) ?? '';
      const link = el('a', { href: query }, c.game);
      link.addEventListener('click', (e) => {
        e.preventDefault();
        open(query);
      });
      const decided = c.decided_by ? ` (decided: ${c.decided_by})` : '';
      return el('li', { class: c.decided_by ? 'decided' : undefined, dataset: { decided: c.decided_by ? '1' : '' } }, link, ` — predicted ${c.predicted}, computed ${c.computed}${decided}`);
    });
    if (!all.length) items.push(el('li', {}, 'None in this grid.'));
    fill(byId('conj-list'), items);
    const pages = Math.max(1, Math.ceil(all.length / PAGE));
    byId('conj-page').textContent = `page ${page + 1} of ${pages} (${grouped(all.length)} in all)`;
    byId('conj-back').disabled = page === 0;
    byId('conj-on').disabled = page + 1 >= pages;
  }
  byId('conj-back').addEventListener('click', () => {
    page = Math.max(0, page - 1);
    showPage();
  });
  byId('conj-on').addEventListener('click', () => {
    page += 1;
    showPage();
  });

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
