// The board's hint: the position's class and nim-value, the winning move (or the longest
// defence), the XOR in binary that explains it; on a misère board plain words first (the move
// and why, the answers, Bouton's rule) and the algebra folded under "The mathematics" (misère
// values, the product of the position and of every move). Rust words all of it (`screen.hint`
// and `screen.hint_panel`); this module renders it.

import { el, fill } from '../../dom.js';
import { t } from '../../i18n.js';

/** Fills the hint panel for a screen of the board. */
export function boardHint(panel, screen) {
  const h = screen.hint;
  const words = screen.hint_panel;
  if (screen.hints === 'outcome') {
    // Only whether the position is P or N: no move, no values.
    panel.dataset.move = '';
    panel.dataset.wins = String(h.wins);
    fill(panel, el('h3', {}, t('hint-title')), el('p', { class: `hint-text ${h.wins ? 'win' : 'lose'}`, 'data-testid': 'hint-class' }, words.outcome));
    return;
  }
  panel.dataset.move = h.wins && h.best ? h.best : '';
  panel.dataset.wins = String(h.wins);
  const over = screen.status.over;
  if (words.misere) {
    misereHint(panel, screen, words.misere);
    return;
  }
  fill(
    panel,
    el('h3', {}, t('hint-title')),
    el('p', { class: `hint-text ${h.wins ? 'win' : 'lose'}` }, h.text),
    el('p', {}, words.position),
    valuesTable(words),
    h.reasons.length ? el('ul', { class: 'reasons' }, h.reasons.map((r) => el('li', { class: 'mono' }, r))) : null,
    h.strategy ? el('p', { class: 'strategy' }, h.strategy) : null,
    over ? null : quotientReading(h.quotient, words.products),
    over || !screen.legend ? null : el('p', { class: 'note', 'data-testid': 'legend' }, screen.legend),
  );
}

/**
 * A misère board in plain words first: the winning move and why, the answer to each reply,
 * Bouton's rule where the heaps are Nim heaps; the algebra (misère values, the quotient) folded
 * under "The mathematics".
 */
/** Whether the reader opened "The mathematics" (kept open as the game goes on). */
let mathsOpen = false;

function misereHint(panel, screen, m) {
  const h = screen.hint;
  const words = screen.hint_panel;
  const maths = [m.strategy ? el('p', { class: 'strategy' }, m.strategy) : null, valuesTable(words), quotientReading(h.quotient, words.products)].filter(Boolean);
  fill(
    panel,
    el('h3', {}, t('hint-title')),
    el('p', { class: `hint-text ${h.wins ? 'win' : 'lose'}`, 'data-testid': 'misere-plain' }, m.plain),
    m.replies.length
      ? el('div', { class: 'replies', 'data-testid': 'misere-replies' }, el('p', {}, m.replies_heading), el('ul', {}, m.replies.map((r) => el('li', {}, r))))
      : null,
    m.bouton ? el('p', { class: 'strategy', 'data-testid': 'misere-bouton' }, m.bouton) : null,
    el('p', {}, words.position),
    maths.length
      ? el('details', { class: 'maths', 'data-testid': 'misere-maths', open: mathsOpen, ontoggle: (e) => (mathsOpen = e.currentTarget.open) }, el('summary', {}, m.mathematics), ...maths)
      : null,
    screen.legend ? el('p', { class: 'note', 'data-testid': 'legend' }, screen.legend) : null,
  );
}

/** A misère board its quotient decides: the position's product and every move's. */
function quotientReading(q, heading) {
  if (!q) return null;
  const rows = q.moves.map((m) =>
    el('tr', { class: m.p ? 'p' : '', dataset: { move: m.notation } }, el('th', { scope: 'row' }, m.text), el('td', {}, m.element), el('td', {}, m.p ? t('hint-p-portion-wins') : '')),
  );
  return el(
    'div',
    { class: 'quotient-hint', 'data-testid': 'quotient-hint', dataset: { p: q.p ? '1' : '0' } },
    el('p', { class: 'quotient-position', 'data-testid': 'quotient-position' }, q.text),
    el('p', { class: 'note' }, q.quotient),
    el(
      'details',
      {},
      el('summary', {}, heading),
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('hint-products-label') },
        el('table', { class: 'values quotient-moves', 'data-testid': 'quotient-moves' }, el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, t('hint-move')), el('th', { scope: 'col' }, t('hint-leaves')), el('th', { scope: 'col' }, ''))), el('tbody', {}, rows)),
      ),
    ),
  );
}

/** Each heap's value and their nim-sum, as Rust words them (none when no value is shown). */
function valuesTable(words) {
  if (!words.values.length) return null;
  const binary = words.binary_heading;
  const rows = words.values.map((v) =>
    el('tr', { class: v.sum ? 'sum' : undefined }, el('th', { scope: 'row' }, v.label), el('td', {}, v.size), el('td', {}, v.value), binary ? el('td', { class: 'mono' }, v.binary) : null),
  );
  return el(
    'table',
    { class: 'values' },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, ''), el('th', { scope: 'col' }, t('hint-size')), el('th', { scope: 'col' }, words.value_heading), binary ? el('th', { scope: 'col' }, binary) : null)),
    el('tbody', {}, rows),
  );
}
