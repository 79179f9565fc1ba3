// The conjecture view: a conjecture tested on every set of a grid, its counterexamples listed
// (each a link to its sequence view) and mapped. Rust words the report and pages the list
// (`ConjectureView` and `counterexample_page` in the page layer); this module renders them.

import { byId, debounce, el, fill } from '../../dom.js';
import { fieldValues, showFields } from '../../fields.js';
import { wireGridForm } from '../../gridform.js';
import { t } from '../../i18n.js';
import { MapCanvas } from '../grid/mapcanvas.js';

export function conjectureView(app, store) {
  const dom = {
    form: byId('conj-form'),
    map: byId('conj-map'),
    overlay: byId('conj-overlay'),
    cellInfo: byId('conj-cell-info'),
    zoomReset: byId('conj-zoom-reset'),
    summary: byId('conj-summary'),
    ruleNote: byId('conj-rule-note'),
    list: byId('conj-list'),
    page: byId('conj-page'),
    back: byId('conj-back'),
    on: byId('conj-on'),
  };
  const open = (query) => app.navigateTo(query);
  const map = new MapCanvas(store, dom.map, dom.overlay, dom.cellInfo, (info) => open(info.query));
  let active = false;
  // Zooming draws at once; the link follows when the gesture pauses.
  const keepWindow = debounce((cells) => app.navigate({ window: cells }, { push: false }), 300);
  map.onWindow = keepWindow;
  dom.zoomReset.addEventListener('click', () => map.reset());
  let page = 0;
  let report = null;
  store.listen((event) => {
    if (!active) return;
    if (event === 'rows') map.drawSoon();
    else finish();
  });

  wireGridForm(dom.form, () => app.navigate({ ...fieldValues(dom.form), view: 'conjecture' }, { push: false }));

  function finish() {
    map.draw();
    const view = store.view;
    if (!view) return;
    report = view.conjecture_report(store.complete);
    dom.summary.textContent = report.summary;
    dom.ruleNote.hidden = !report.rule_note;
    dom.ruleNote.textContent = report.rule_note ?? '';
    showPage();
    if (store.complete) app.ready();
  }

  /** One page of counterexamples: real ones first, then those a theorem decides. */
  function showPage() {
    const all = report?.counterexamples ?? [];
    const shown = app.wasm.conjecture_page(all.length, page);
    page = shown.page;
    const items = all.slice(shown.first, shown.end).map((c) => {
      const query = store.view?.sequence_link(c.game) ?? '';
      const link = el('a', { href: query }, c.game);
      link.addEventListener('click', (e) => {
        e.preventDefault();
        open(query);
      });
      return el('li', { class: c.decided_by ? 'decided' : undefined, dataset: { decided: c.decided_by ? '1' : '' } }, link, c.detail);
    });
    if (!all.length) items.push(el('li', {}, t('conjecture-none')));
    fill(dom.list, items);
    dom.page.textContent = shown.caption;
    dom.back.disabled = !shown.earlier;
    dom.on.disabled = !shown.later;
  }
  dom.back.addEventListener('click', () => {
    page = Math.max(0, page - 1);
    showPage();
  });
  dom.on.addEventListener('click', () => {
    page += 1;
    showPage();
  });

  function render(link) {
    active = true;
    showFields(dom.form, link);
    dom.summary.textContent = t('conjecture-computing');
    store.ensure(link, app.state);
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
