// The nim calculator: the nim-sum and nim-product of numbers typed in, with the binary working
// (the product as the XOR of the products of powers of two). Rust lays out every line
// (`NimCalculator` in the page layer); this module renders them.

import { byId, el, fill } from '../../dom.js';
import { t } from '../../i18n.js';

/** The calculator; `update()` writes its working out (again) in the page's language. */
export function nimCalculator(app) {
  const dom = {
    form: byId('nimcalc'),
    input: byId('nimcalc-input'),
    output: byId('nimcalc-output'),
  };

  function update() {
    let c;
    try {
      c = app.wasm.nim_calculate(dom.input.value);
    } catch (error) {
      fill(dom.output, el('p', { class: 'check bad' }, String(error.message ?? error)));
      return;
    }
    const line = (text) => el('div', { class: 'calc-line' }, text);
    const sum = el('div', { class: 'calc mono', 'aria-label': c.sum_label }, c.working.map(line), el('div', { class: 'calc-rule' }, c.rule), line(c.total));
    const product = el('p', { class: 'mono', 'data-testid': 'nim-product' }, c.product_line);
    const terms = c.term_lines.length
      ? el(
          'details',
          {},
          el('summary', {}, t('calc-how')),
          el('p', {}, t('calc-distributes')),
          el('ul', { class: 'mono calc-terms' }, c.term_lines.map((t) => el('li', {}, t))),
        )
      : null;
    fill(dom.output, el('p', { 'data-testid': 'nim-sum' }, c.sum_line), sum, product, terms);
  }

  dom.input.addEventListener('input', update);
  dom.form.addEventListener('submit', (e) => {
    e.preventDefault();
    update();
  });
  // Written when the board is shown, in the page's language (it may have changed since).
  return { update };
}
