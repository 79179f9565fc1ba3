// The compare view: two or more games (sums of heaps, nimbers, option sets), each compared with
// the first: G ≈ H exactly when G + H is a P-position, shown with the values and the nim-sum
// in binary and the lecture's table of G + X beside H + X. With `exercise=equivalence` the
// verdicts wait for the student's answer ("equivalent or not?"). Rust computes and words
// everything (see `CompareView`), reads what a student types (`compare_problem`) and says
// what it did not understand; this module renders it. Games that do not read leave no
// verdict of other games on screen.

import { byId, el, fill } from '../../dom.js';
import { checkedForm, showFields } from '../../fields.js';
import { t } from '../../i18n.js';
import { postScore } from '../../score.js';

export function compareView(app) {
  const dom = {
    form: byId('compare-form'),
    input: byId('compare-games'),
    check: byId('compare-check'),
    result: byId('compare-result'),
    examples: [...document.querySelectorAll('[data-compare]')],
  };
  /** The student's answers, by the other game's place, for the link shown. */
  let answers = new Map();
  let shownQuery = null;
  const validate = checkedForm(app, dom.form, dom.check, 'compare');
  dom.input.addEventListener('input', validate);
  for (const button of dom.examples) {
    button.addEventListener('click', () => app.navigate({ view: 'compare', games: button.dataset.compare }));
  }
  // Sent games that do not read: the answer shown was for other games, so it goes.
  dom.form.addEventListener('submit', () => {
    const problem = app.wasm.compare_problem(dom.input.value);
    if (problem) rejected(problem);
  });

  /** What was not understood, in place of any verdict. */
  function rejected(message) {
    answers = new Map();
    shownQuery = null;
    // Said once, here: the form's check line would repeat it (and name the games in force).
    dom.check.textContent = '';
    fill(dom.result, el('p', { class: 'compare-error', 'data-testid': 'compare-error', role: 'alert' }, message));
  }

  function render(link) {
    showFields(dom.form, link);
    validate();
    const games = link.state.games;
    if (shownQuery !== `${games} ${link.state.exercise}`) answers = new Map();
    shownQuery = `${games} ${link.state.exercise}`;
    // A link read from the address (at the start, or by Back and Forward) whose games do not
    // read: the page replaced it by one without them, and the view says what was not
    // understood rather than compare the default games (Rust's `Link::compare_rejected`).
    const unread = link.compare_rejected;
    if (unread) {
      rejected(unread);
      app.ready();
      return;
    }
    let view;
    try {
      view = app.wasm.compare_view(app.state);
    } catch (error) {
      rejected(String(error.message ?? error));
      app.ready();
      return;
    }
    // The games in the student's words, as they would type them.
    dom.input.value = view.typed;
    validate();
    const asking = link.state.exercise === 'equivalence';
    fill(
      dom.result,
      asking ? null : values(view),
      view.pairs.map((pair) => card(pair, asking, view.pairs)),
    );
    app.ready();
  }

  /** Every game with its value. */
  function values(view) {
    return el(
      'table',
      { class: 'values compare-values', 'data-testid': 'compare-values' },
      el('caption', {}, t('compare-values-caption')),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('compare-head-game')), el('th', { scope: 'col' }, t('compare-head-parts')), el('th', { scope: 'col' }, t('compare-head-value')), el('th', { scope: 'col' }, t('compare-head-binary')))),
      el(
        'tbody',
        {},
        view.games.map((g) =>
          el(
            'tr',
            { dataset: { value: String(g.value) } },
            el('th', { scope: 'row' }, g.heading),
            el('td', {}, g.parts_text),
            el('td', {}, g.nimber),
            el('td', { class: 'mono' }, g.binary),
          ),
        ),
      ),
    );
  }

  /**
   * One comparison: the question, the verdict (or the student's buttons), and why. An answer
   * is scored against every pair of the view (`pairs`) for the page around a frame.
   */
  function card(pair, asking, pairs) {
    const answer = answers.get(pair.other);
    const open = !asking || answer !== undefined;
    const choose = (said) => {
      answers.set(pair.other, said);
      render(app.link);
      const right = pairs.filter((p) => answers.has(p.other) && answers.get(p.other) === p.equivalent).length;
      postScore({ right, wrong: answers.size - right, done: answers.size, total: pairs.length });
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
            el('button', { type: 'button', 'data-testid': 'compare-answer', dataset: { answer: 'yes' }, disabled: open, onclick: () => choose(true) }, pair.yes),
            ' ',
            el('button', { type: 'button', 'data-testid': 'compare-answer', dataset: { answer: 'no' }, disabled: open, onclick: () => choose(false) }, pair.no),
          )
        : null,
      asking && open
        ? el('p', { class: `exercise-feedback`, 'data-testid': 'compare-feedback', role: 'status', dataset: { correct: answer === pair.equivalent ? '1' : '0' } }, answer === pair.equivalent ? pair.right : pair.wrong)
        : null,
      open ? el('p', { class: 'compare-verdict', 'data-testid': 'compare-verdict' }, pair.verdict) : null,
      open ? nimSum(pair) : null,
      open ? el('p', {}, pair.explanation) : null,
      open ? table(pair) : null,
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
  function table(pair) {
    const [left, right] = pair.table_heads;
    return el(
      'table',
      { class: 'values compare-table' },
      el('caption', {}, pair.table_caption),
      el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'X'), el('th', { scope: 'col' }, left), el('th', { scope: 'col' }, right))),
      el(
        'tbody',
        {},
        pair.table.map((r) => el('tr', { class: r.differ ? 'differ' : undefined }, el('th', { scope: 'row' }, r.x), el('td', {}, r.left), el('td', {}, r.right))),
      ),
    );
  }

  return { render, redraw: () => {}, leave: () => {} };
}
