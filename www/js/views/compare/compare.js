// The compare view: two or more games (sums of heaps, nimbers, option sets), each compared with
// the first: G ≈ H exactly when G + H is a P-position, shown with the values and the nim-sum
// in binary and the lecture's table of G + X beside H + X. With `exercise=equivalence` the
// verdicts wait for the student's answer ("equivalent or not?"). Rust computes and words
// everything (see `CompareView`); this module renders it.

import { byId, el, fill } from '../../dom.js';
import { checkedForm, showFields } from '../../fields.js';

export function compareView(app) {
  const form = byId('compare-form');
  const input = byId('compare-games');
  const check = byId('compare-check');
  const result = byId('compare-result');
  /** The student's answers, by the other game's place, for the link shown. */
  let answers = new Map();
  let shownQuery = null;

  const validate = checkedForm(app, form, check, 'compare');
  input.addEventListener('input', validate);
  for (const button of document.querySelectorAll('[data-compare]')) {
    button.addEventListener('click', () => app.navigate({ view: 'compare', games: button.dataset.compare }));
  }

  function render(link) {
    showFields(form, link);
    validate();
    const games = link.state.games;
    if (shownQuery !== `${games} ${link.state.exercise}`) answers = new Map();
    shownQuery = `${games} ${link.state.exercise}`;
    let view;
    try {
      view = app.wasm.compare_view(app.query);
    } catch (error) {
      fill(result, el('p', { class: 'note' }, String(error.message ?? error)));
      app.ready();
      return;
    }
    const asking = link.state.exercise === 'equivalence';
    fill(
      result,
      asking ? null : values(view),
      view.pairs.map((pair) => card(view, pair, asking)),
    );
    app.ready();
  }

  /** Every game with its value. */
  function values(view) {
    return el(
      'table',
      { class: 'values compare-values', 'data-testid': 'compare-values' },
      el('caption', {}, 'The games and their values'),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'game'), el('th', { scope: 'col' }, 'parts: value'), el('th', { scope: 'col' }, 'value'), el('th', { scope: 'col' }, 'binary'))),
      el(
        'tbody',
        {},
        view.games.map((g) =>
          el(
            'tr',
            { dataset: { value: String(g.value) } },
            el('th', { scope: 'row' }, `${g.name} = ${g.text}`),
            el('td', {}, g.parts.map((p) => `${p.text}: ${p.value}`).join(', ')),
            el('td', {}, `*${g.value}`),
            el('td', { class: 'mono' }, g.binary),
          ),
        ),
      ),
    );
  }

  /** One comparison: the question, the verdict (or the student's buttons), and why. */
  function card(view, pair, asking) {
    const answer = answers.get(pair.other);
    const open = !asking || answer !== undefined;
    const g = view.games[0];
    const h = view.games[pair.other];
    const choose = (said) => {
      answers.set(pair.other, said);
      render(app.link);
    };
    return el(
      'section',
      {
        class: `compare-pair ${open ? (pair.equivalent ? 'equivalent' : 'different') : 'asking'}`,
        'data-testid': 'compare-pair',
        dataset: open ? { equivalent: pair.equivalent ? '1' : '0' } : {},
      },
      el('h3', {}, pair.question),
      asking
        ? el(
            'p',
            { class: 'compare-answers' },
            el('button', { type: 'button', 'data-testid': 'compare-answer', dataset: { answer: 'yes' }, disabled: open, onclick: () => choose(true) }, `Equivalent: ${g.name} ≈ ${h.name}`),
            ' ',
            el('button', { type: 'button', 'data-testid': 'compare-answer', dataset: { answer: 'no' }, disabled: open, onclick: () => choose(false) }, `Not equivalent: ${g.name} ≉ ${h.name}`),
          )
        : null,
      asking && open
        ? el('p', { class: `exercise-feedback`, 'data-testid': 'compare-feedback', role: 'status', dataset: { correct: answer === pair.equivalent ? '1' : '0' } }, answer === pair.equivalent ? pair.right : pair.wrong)
        : null,
      open ? el('p', { class: 'compare-verdict', 'data-testid': 'compare-verdict' }, pair.verdict) : null,
      open ? nimSum(pair) : null,
      open ? el('p', {}, pair.explanation) : null,
      open ? table(pair, g, h) : null,
      open ? el('p', { class: 'note' }, pair.table_note) : null,
    );
  }

  /** The two values and their nim-sum in binary, one above the other. */
  function nimSum(pair) {
    return el(
      'table',
      { class: 'values nim-sum', 'data-testid': 'compare-binary' },
      el('tbody', {}, pair.rows.map((r, i) => el('tr', { class: i === pair.rows.length - 1 ? 'sum' : undefined }, el('th', { scope: 'row' }, r.text), el('td', {}, String(r.value)), el('td', { class: 'mono' }, r.binary)))),
    );
  }

  /** The lecture's table: G + X beside H + X. */
  function table(pair, g, h) {
    return el(
      'table',
      { class: 'values compare-table' },
      el('caption', {}, `Adding a nimber X to both: ${g.name} + X and ${h.name} + X`),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'X'), el('th', { scope: 'col' }, `${g.name} + X`), el('th', { scope: 'col' }, `${h.name} + X`))),
      el(
        'tbody',
        {},
        pair.table.map((r) => el('tr', { class: r.left === r.right ? undefined : 'differ' }, el('th', { scope: 'row' }, r.x), el('td', {}, r.left), el('td', {}, r.right))),
      ),
    );
  }

  return { render, redraw: () => {}, leave: () => {} };
}
