// The controls of the grid views (heatmap and conjectures): typed numbers apply after a pause,
// choices at once, the slider's read-out follows the slider. Rust decides what the values mean.

import { debounce } from './dom.js';

/** Wires a grid form; `apply` sends its values on. */
export function wireGridForm(form, apply) {
  const applySoon = debounce(apply, 350);
  for (const input of form.querySelectorAll('[data-param]')) {
    if (input.type === 'range') {
      input.addEventListener('input', () => {
        for (const out of form.querySelectorAll(`[data-value-of="${input.dataset.param}"]`)) out.textContent = input.value;
        applySoon();
      });
    } else {
      const typed = input.type === 'number';
      input.addEventListener(typed ? 'input' : 'change', typed ? applySoon : apply);
    }
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    apply();
  });
}
