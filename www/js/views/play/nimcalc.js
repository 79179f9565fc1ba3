// The nim calculator: the nim-sum and nim-product of numbers typed in, with the binary working
// (the product as the XOR of the products of powers of two).

import { byId, el, fill } from '../../dom.js';

export function nimCalculator(app) {
  const input = byId('nimcalc-input');
  const output = byId('nimcalc-output');

  function update() {
    let c;
    try {
      c = app.wasm.nim_calculate(input.value);
    } catch (error) {
      fill(output, el('p', { class: 'check bad' }, String(error.message ?? error)));
      return;
    }
    const width = Math.max(...c.binary.map((b) => b.length), c.sum_binary.length);
    const line = (sign, bits, decimal) => el('div', { class: 'calc-line' }, `${sign} ${bits.padStart(width, '0')}  (${decimal})`);
    const sum = el(
      'div',
      { class: 'calc mono', 'aria-label': `nim-sum: ${c.numbers.join(' ⊕ ')} = ${c.sum}` },
      c.numbers.map((n, i) => line(i === 0 ? ' ' : '⊕', c.binary[i], n)),
      el('div', { class: 'calc-rule' }, `  ${'─'.repeat(width)}`),
      line('=', c.sum_binary, c.sum),
    );
    const product = el('p', { class: 'mono', 'data-testid': 'nim-product' }, `${c.numbers.join(' ⊗ ')} = ${c.product} (${c.product_binary}₂)`);
    const terms = c.terms.length
      ? el(
          'details',
          {},
          el('summary', {}, 'How the product is built'),
          el('p', {}, 'Nim-multiplication distributes over ⊕, so the product is the XOR of 2^i ⊗ 2^j over the set bits i of the first number and j of the second:'),
          el('ul', { class: 'mono terms' }, c.terms.map((t) => el('li', {}, `2^${t.left_bit} ⊗ 2^${t.right_bit} = ${t.value} (${t.binary}₂)`))),
        )
      : null;
    fill(output, el('p', { 'data-testid': 'nim-sum' }, `nim-sum ${c.numbers.join(' ⊕ ')} = ${c.sum}`), sum, product, terms);
  }

  input.addEventListener('input', update);
  byId('nimcalc').addEventListener('submit', (e) => {
    e.preventDefault();
    update();
  });
  update();
}
