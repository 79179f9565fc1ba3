// "Why G(n)": the sequence view's panel that writes out how one value arises (every option of
// a heap, their values, the mex), opened by a tap or click on a table cell, the keyboard in the
// table, the overview's read-out or `why=N` in the link; previous and next step through n,
// "step by step" lists G(0), G(1), ... one line each. Rust writes every word and reads every
// value (see `WhyPanel` and `WhySteps`); this module renders them and forwards the user's
// choices to the link.

import { byId, el, fill } from '../../dom.js';
import { t } from '../../i18n.js';

/**
 * The panel of the sequence view. `seq()` gives the view's values (a `SequenceView`), and
 * `exercise` says which values an exercise hides.
 */
export function whyPanel(app, seq, exercise) {
  // Every element the panel uses, looked up once (the table's cells are handed over by the
  // table each time it is drawn).
  const dom = {
    panel: byId('seq-why'),
    table: byId('seq-table'),
    readoutButton: byId('why-readout'),
    readout: byId('overview-readout'),
  };
  /** The table's cells as last drawn. */
  let cells = [];
  let link = null;

  const open = (n) => app.navigate({ why: String(n) }, { push: false });
  const close = () => app.navigate({ why: '', steps: '' }, { push: false });
  const closeButton = () => el('p', { class: 'why-nav' }, el('button', { type: 'button', onclick: close }, t('why-close')));

  // A tap or click on a value opens its panel; in the table the arrow keys move between
  // values and Enter (or Space) opens one.
  dom.table.addEventListener('click', (e) => {
    const cell = e.target.closest('td[data-n]');
    if (cell && !cell.classList.contains('hidden-value')) open(Number(cell.dataset.n));
  });
  dom.table.addEventListener('keydown', (e) => {
    const cell = e.target.closest('td[data-n]');
    if (!cell) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!cell.classList.contains('hidden-value')) open(Number(cell.dataset.n));
      return;
    }
    const row = cell.parentElement;
    const column = [...row.children].indexOf(cell);
    const target = {
      ArrowRight: cell.nextElementSibling,
      ArrowLeft: cell.previousElementSibling?.tagName === 'TD' ? cell.previousElementSibling : null,
      ArrowDown: row.nextElementSibling?.children[column],
      ArrowUp: row.previousElementSibling?.children[column],
    }[e.key];
    if (target?.tagName === 'TD') {
      e.preventDefault();
      cell.tabIndex = -1;
      target.tabIndex = 0;
      target.focus();
    }
  });
  dom.readoutButton.addEventListener('click', () => {
    const n = dom.readout.dataset.n;
    if (n !== undefined) open(Number(n));
  });
  // The read-out's button follows the position read.
  new MutationObserver(() => {
    const n = dom.readout.dataset.n;
    dom.readoutButton.hidden = n === undefined;
    if (n !== undefined) dom.readoutButton.textContent = app.wasm.why_readout_label(Number(n));
  }).observe(dom.readout, { attributes: true, attributeFilter: ['data-n'] });

  /**
   * Makes the table's cells reachable by keyboard (one tab stop) and marks the open one;
   * `drawn` (the table's new cells) replaces the cells kept.
   */
  function decorate(drawn = cells) {
    cells = drawn;
    const n = link?.state.why === '' ? null : Number(link?.state.why);
    let stop = null;
    let at = null;
    for (const cell of cells) {
      cell.tabIndex = -1;
      const here = Number(cell.dataset.n) === n;
      cell.classList.toggle('why-open', here);
      if (here) stop = cell;
      if (at === null && cell.classList.contains('at')) at = cell;
    }
    (stop ?? at ?? cells[0])?.setAttribute('tabindex', '0');
  }

  /** Shows the panel the link asks for (or hides it). */
  function render(next) {
    link = next;
    decorate();
    const values = seq();
    const asked = link.state.why;
    const panel = dom.panel;
    if (asked === '' || !values) {
      panel.hidden = true;
      return;
    }
    const n = Number(asked);
    panel.hidden = false;
    if (exercise.hides(n) && n !== exercise.asked()) {
      const hidden = app.wasm.exercise_hidden_why(n, exercise.asked());
      fill(panel, el('h3', {}, hidden.heading), el('p', {}, hidden.text), closeButton());
      panel.dataset.n = String(n);
      delete panel.dataset.value;
      return;
    }
    let why;
    try {
      why = values.why(app.state, n);
    } catch (error) {
      fill(panel, el('h3', {}, app.wasm.why_panel_title(n)), el('p', { class: 'note' }, String(error.message ?? error)), closeButton());
      panel.dataset.n = String(n);
      delete panel.dataset.value;
      return;
    }
    // An exercise's open question: everything but its answer.
    const question = exercise.hides(n);
    panel.dataset.n = String(n);
    if (question) delete panel.dataset.value;
    else panel.dataset.value = String(why.value);
    panel.classList.toggle('question', question);
    fill(
      panel,
      el('h3', { id: 'why-title' }, question ? why.ask_heading : why.heading),
      steps(n, question),
      el('p', {}, why.intro),
      why.rule ? el('p', { class: 'why-rule', 'data-testid': 'why-rule' }, why.rule) : null,
      why.options.length ? el('ol', { class: 'why-options', 'data-testid': 'why-options' }, why.options.map((o) => el('li', { dataset: { value: String(o.value) } }, o.text))) : null,
      why.more ? el('p', { class: 'note' }, why.more) : null,
      why.set.length ? el('p', {}, t('why-option-values'), ' ', el('span', { class: 'mono' }, why.set_text)) : null,
      chips(question ? why.ask_chips : why.chips),
      el('p', { class: 'why-mex mono', 'data-testid': 'why-mex' }, question ? why.ask_mex : why.mex_text),
      question ? null : el('p', { class: 'note' }, why.mex_note),
      el('p', { class: 'why-line mono', 'data-testid': 'why-line' }, question ? why.ask_line : why.line),
      question ? null : el('p', {}, why.class_text),
      nav(why, question),
    );
  }

  /** The numbers 0, 1, 2, ... up to the mex (`MexChip`s): in the set, missing, the mex. */
  function chips(list) {
    if (!list.length) return null;
    return el('ul', { class: 'mex-chips', 'aria-label': t('why-chips-label') }, list.map((c) => el('li', { class: c.kind, title: c.title, dataset: c.kind === 'mex' ? { missing: t('why-chip-missing') } : {} }, String(c.value))));
  }

  /** "Step by step": G(0), G(1), ... G(n), one line each, the last expanded above (`WhySteps`). */
  function steps(n, question) {
    if (link.state.steps !== '1') return null;
    const list = seq().why_steps(app.state, n, question);
    const more = exercise.hides(list.next) || !list.next_known;
    return el(
      'div',
      { class: 'why-steps', 'data-testid': 'why-steps' },
      list.above === null ? null : el('p', { class: 'note' }, list.above),
      el('ol', { start: String(list.from), class: 'mono' }, list.lines.map((line) => el('li', { value: String(line.number), class: line.latest ? 'latest' : undefined }, line.text))),
      el(
        'p',
        {},
        el('button', { type: 'button', 'data-testid': 'why-next-step', disabled: more, onclick: () => open(list.next) }, list.next_label),
        ' ',
        el('button', { type: 'button', onclick: () => app.navigate({ steps: '' }, { push: false }) }, t('steps-stop')),
      ),
    );
  }

  function nav(why, question) {
    const blocked = (m) => m === null || (exercise.hides(m) && m !== exercise.asked());
    return el(
      'p',
      { class: 'why-nav' },
      el('button', { type: 'button', 'data-testid': 'why-previous', disabled: why.previous === null, onclick: () => open(why.previous) }, why.previous_label),
      el('button', { type: 'button', 'data-testid': 'why-next', disabled: blocked(why.next) || question, onclick: () => open(why.next) }, why.next_label),
      link.state.steps === '1' ? null : el('button', { type: 'button', 'data-testid': 'why-steps-start', onclick: () => app.navigate({ why: '0', steps: '1' }, { push: false }) }, t('steps-start')),
      el('button', { type: 'button', 'data-testid': 'why-close', onclick: close }, t('why-close')),
    );
  }

  return {
    render,
    decorate,
    /** Brings the panel into view (after a tap on a cell, on a phone it lies below the table). */
    reveal: () => {
      if (!dom.panel.hidden) dom.panel.scrollIntoView({ block: 'nearest' });
    },
  };
}
