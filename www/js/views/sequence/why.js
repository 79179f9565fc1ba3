// "Why G(n)": the sequence view's panel that writes out how one value arises (every option of
// a heap, their values, the mex), opened by a tap or click on a table cell, the keyboard in the
// table, the overview's read-out or `why=N` in the link; previous and next step through n,
// "step by step" lists G(0), G(1), ... one line each. Rust writes every word (see `WhyPanel`);
// this module renders it and forwards the user's choices to the link.

import { byId, el, fill, grouped } from '../../dom.js';

/** Most lines of the step by step list shown at once (the latest ones). */
const MOST_STEPS = 40;

/**
 * The panel of the sequence view. `seq()` gives the view's values (a `SequenceView`), and
 * `exercise` says which values an exercise hides.
 */
export function whyPanel(app, seq, exercise) {
  const panel = byId('seq-why');
  const table = byId('seq-table');
  const readoutButton = byId('why-readout');
  let link = null;

  const open = (n) => app.navigate({ why: String(n) }, { push: false });
  const close = () => app.navigate({ why: '', steps: '' }, { push: false });

  // A tap or click on a value opens its panel; in the table the arrow keys move between
  // values and Enter (or Space) opens one.
  table.addEventListener('click', (e) => {
    const cell = e.target.closest('td[data-n]');
    if (cell && !cell.classList.contains('hidden-value')) open(Number(cell.dataset.n));
  });
  table.addEventListener('keydown', (e) => {
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
  readoutButton.addEventListener('click', () => {
    const n = byId('overview-readout').dataset.n;
    if (n !== undefined) open(Number(n));
  });
  // The read-out's button follows the position read.
  new MutationObserver(() => {
    const n = byId('overview-readout').dataset.n;
    readoutButton.hidden = n === undefined;
    if (n !== undefined) readoutButton.textContent = `Why G(${grouped(Number(n))})?`;
  }).observe(byId('overview-readout'), { attributes: true, attributeFilter: ['data-n'] });

  /** Makes the table's cells reachable by keyboard (one tab stop) and marks the open one. */
  function decorate() {
    const cells = [...table.querySelectorAll('td[data-n]')];
    const n = link?.state.why === '' ? null : Number(link?.state.why);
    let stop = null;
    for (const cell of cells) {
      cell.tabIndex = -1;
      const here = Number(cell.dataset.n) === n;
      cell.classList.toggle('why-open', here);
      if (here) stop = cell;
    }
    (stop ?? table.querySelector('td.at') ?? cells[0])?.setAttribute('tabindex', '0');
  }

  /** Shows the panel the link asks for (or hides it). */
  function render(next) {
    link = next;
    decorate();
    const values = seq();
    const asked = link.state.why;
    if (asked === '' || !values) {
      panel.hidden = true;
      return;
    }
    const n = Number(asked);
    panel.hidden = false;
    if (exercise.hides(n) && n !== exercise.asked()) {
      fill(
        panel,
        el('h3', {}, `G(${grouped(n)}) is part of the exercise`),
        el('p', {}, `Work out G(${grouped(exercise.asked())}) first: the panel opens for every value you have found.`),
        el('p', { class: 'why-nav' }, el('button', { type: 'button', onclick: close }, 'Close')),
      );
      panel.dataset.n = String(n);
      delete panel.dataset.value;
      return;
    }
    let why;
    try {
      why = values.why(app.query, n);
    } catch (error) {
      fill(panel, el('h3', {}, `Why G(${grouped(n)})`), el('p', { class: 'note' }, String(error.message ?? error)), el('p', { class: 'why-nav' }, el('button', { type: 'button', onclick: close }, 'Close')));
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
      why.set.length ? el('p', {}, 'The values of the options: ', el('span', { class: 'mono' }, why.set_text)) : null,
      chips(why, question),
      el('p', { class: 'why-mex mono', 'data-testid': 'why-mex' }, question ? why.ask_mex : why.mex_text),
      question ? null : el('p', { class: 'note' }, why.mex_note),
      el('p', { class: 'why-line mono', 'data-testid': 'why-line' }, question ? why.ask_line : why.line),
      question ? null : el('p', {}, why.class_text),
      nav(why, question),
    );
  }

  /** The numbers 0, 1, 2, ... up to the mex: those in the set, and the least missing one marked. */
  function chips(why, question) {
    const top = Math.max(why.value, ...why.set) + 1;
    if (top > 64) return null;
    const present = new Set(why.set);
    const items = [];
    for (let v = 0; v <= top; v += 1) {
      const isMex = v === why.value && !present.has(v);
      const cls = present.has(v) ? 'in' : isMex && !question ? 'mex' : 'out';
      items.push(el('li', { class: cls, title: present.has(v) ? `${v}: an option has this value` : isMex && !question ? `${v}: the least value missing, the mex` : `${v}: no option has this value` }, String(v)));
    }
    return el('ul', { class: 'mex-chips', 'aria-label': 'The values 0, 1, 2, … : in the set, or missing' }, items);
  }

  /** "Step by step": G(0), G(1), ... G(n), one line each, the last expanded above. */
  function steps(n, question) {
    if (link.state.steps !== '1') return null;
    const values = seq();
    const from = Math.max(0, n - MOST_STEPS + 1);
    const lines = [];
    for (let k = from; k <= n; k += 1) {
      let line;
      try {
        line = k === n && question ? values.why(app.query, k).ask_line : values.why_line(app.query, k);
      } catch {
        break;
      }
      lines.push(el('li', { value: String(k + 1), class: k === n ? 'latest' : undefined }, line));
    }
    const more = exercise.hides(n + 1) || !values.knows(n + 1);
    return el(
      'div',
      { class: 'why-steps', 'data-testid': 'why-steps' },
      from > 0 ? el('p', { class: 'note' }, `… G(0) to G(${grouped(from - 1)}) above`) : null,
      el('ol', { start: String(from), class: 'mono' }, lines),
      el(
        'p',
        {},
        el('button', { type: 'button', 'data-testid': 'why-next-step', disabled: more, onclick: () => open(n + 1) }, `Next step: G(${grouped(n + 1)})`),
        ' ',
        el('button', { type: 'button', onclick: () => app.navigate({ steps: '' }, { push: false }) }, 'Stop stepping'),
      ),
    );
  }

  function nav(why, question) {
    const next = why.next ?? (seq().knows(why.n + 1) ? why.n + 1 : null);
    const blocked = (m) => m === null || (exercise.hides(m) && m !== exercise.asked());
    return el(
      'p',
      { class: 'why-nav' },
      el('button', { type: 'button', 'data-testid': 'why-previous', disabled: why.previous === null, onclick: () => open(why.previous) }, why.previous === null ? '◀ Previous' : `◀ G(${grouped(why.previous)})`),
      el('button', { type: 'button', 'data-testid': 'why-next', disabled: blocked(next) || question, onclick: () => open(next) }, next === null ? 'Next ▶' : `G(${grouped(next)}) ▶`),
      link.state.steps === '1' ? null : el('button', { type: 'button', 'data-testid': 'why-steps-start', onclick: () => app.navigate({ why: '0', steps: '1' }, { push: false }) }, 'Step by step from G(0)'),
      el('button', { type: 'button', 'data-testid': 'why-close', onclick: close }, 'Close'),
    );
  }

  return {
    render,
    decorate,
    /** Brings the panel into view (after a tap on a cell, on a phone it lies below the table). */
    reveal: () => {
      if (!panel.hidden) panel.scrollIntoView({ block: 'nearest' });
    },
  };
}
