// The board's hint: the position's class and nim-value, the winning move (or the longest
// defence), the XOR in binary that explains it, the misère strategy, and for a misère board its
// misère quotient decides, the product of the position and of every move.

import { el, fill } from '../../dom.js';

/** Fills the hint panel for a screen of the board. */
export function boardHint(panel, screen) {
  const h = screen.hint;
  if (screen.hints === 'outcome') {
    // Only whether the position is P or N: no move, no values.
    panel.dataset.move = '';
    panel.dataset.wins = String(h.wins);
    fill(panel, el('h3', {}, 'Hint'), el('p', { class: `hint-text ${h.wins ? 'win' : 'lose'}`, 'data-testid': 'hint-class' }, screen.status.over ? 'The game is over.' : h.text));
    return;
  }
  panel.dataset.move = h.wins && h.best ? h.best : '';
  panel.dataset.wins = String(h.wins);
  const over = screen.status.over;
  const position = over
    ? 'The game is over.'
    : `${h.class}-position: the player to move ${h.wins ? 'wins' : 'loses'} with perfect play, which lasts ${h.remoteness} more ${h.remoteness === 1 ? 'move' : 'moves'}: its remoteness, the moves left when the winner hurries and the loser holds out.`;
  fill(
    panel,
    el('h3', {}, 'Hint'),
    el('p', { class: `hint-text ${h.wins ? 'win' : 'lose'}` }, h.text),
    el('p', {}, position),
    valuesTable(h, screen.misere),
    h.reasons.length ? el('ul', { class: 'reasons' }, h.reasons.map((r) => el('li', { class: 'mono' }, r))) : null,
    h.strategy ? el('p', { class: 'strategy' }, h.strategy) : null,
    over ? null : quotientReading(h.quotient),
    over || !screen.legend ? null : el('p', { class: 'note', 'data-testid': 'legend' }, screen.legend),
  );
}

/** A misère board its quotient decides: the position's product and every move's. */
function quotientReading(q) {
  if (!q) return null;
  const rows = q.moves.map((m) =>
    el('tr', { class: m.p ? 'p' : '', dataset: { move: m.notation } }, el('th', { scope: 'row' }, m.text), el('td', {}, m.element), el('td', {}, m.p ? 'P-portion: wins' : '')),
  );
  return el(
    'div',
    { class: 'quotient-hint', 'data-testid': 'quotient-hint', dataset: { p: q.p ? '1' : '0' } },
    el('p', { class: 'quotient-position', 'data-testid': 'quotient-position' }, q.text),
    el('p', { class: 'note' }, q.quotient),
    el(
      'details',
      {},
      el('summary', {}, `Every move's product (${q.moves.length})`),
      el('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': "Every move's product" },
        el('table', { class: 'values quotient-moves', 'data-testid': 'quotient-moves' }, el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'move'), el('th', { scope: 'col' }, 'leaves'), el('th', { scope: 'col' }, ''))), el('tbody', {}, rows)),
      ),
    ),
  );
}

function valuesTable(h, misere) {
  const known = h.heaps.filter((v) => v.value !== null);
  if (!known.length) return null;
  const label = misere ? 'misère value' : 'nim-value';
  const rows = known.map((v) =>
    el('tr', {}, el('th', { scope: 'row' }, `heap ${v.index + 1}`), el('td', {}, String(v.size)), el('td', {}, String(v.value)), el('td', { class: 'mono' }, v.binary)),
  );
  if (h.nim_sum !== null) {
    rows.push(el('tr', { class: 'sum' }, el('th', { scope: 'row' }, 'nim-sum (XOR)'), el('td', {}, ''), el('td', {}, String(h.nim_sum)), el('td', { class: 'mono' }, h.nim_sum_binary)));
  }
  return el(
    'table',
    { class: 'values' },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, ''), el('th', { scope: 'col' }, 'size'), el('th', { scope: 'col' }, label), el('th', { scope: 'col' }, 'binary'))),
    el('tbody', {}, rows),
  );
}
