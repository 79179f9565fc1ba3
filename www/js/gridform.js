// The controls shared by the grid views (heatmap and conjectures).

import { debounce } from './dom.js';

/** Keeps a slider and its number read-out in step with the state's slice. */
export function syncSlice(state, slider, output, nameNode) {
  const [lo, hi] = state.slice_range;
  slider.min = String(lo);
  slider.max = String(hi);
  slider.value = String(state.slice);
  output.textContent = String(state.slice);
  nameNode.textContent = { ab: 'c', ac: 'b', bc: 'a' }[state.axes];
  for (const node of slider.closest('form').querySelectorAll('.triples')) node.hidden = state.dims !== 3;
}

/**
 * Wires a grid form: typed numbers apply after a pause, choices at once, the slider's read-out
 * follows it; `apply` turns the fields into a navigation.
 */
export function wireGridForm(form, fields, sliceValue, apply) {
  const applySoon = debounce(apply, 350);
  for (const input of Object.values(fields)) {
    const typed = input.type === 'number';
    input.addEventListener(typed ? 'input' : 'change', typed ? applySoon : apply);
  }
  fields.slice.addEventListener('input', () => {
    sliceValue.textContent = fields.slice.value;
    applySoon();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    apply();
  });
}

/** The changes of grid shape that reset the bound or the slice to their defaults. */
export function resetDefaults(changes, state) {
  if (changes.dims !== state.dims) Object.assign(changes, { max: '', slice: '' });
  if (changes.axes !== state.axes) changes.slice = '';
  return changes;
}
