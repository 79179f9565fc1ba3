// Form fields bound to link parameters: an input, select or checkbox with `data-param="NAME"`
// shows the value Rust says is in force, offers the choices and range Rust lists, and hides
// (or, with `data-disable`, disables) itself where the parameter makes no difference. Reading
// a form gives its raw values by parameter name; Rust decides what they mean.

import { el, fill } from './dom.js';
import { t } from './i18n.js';

/** Shows a link's fields (see `Link` in the page layer) in the form's bound inputs. */
export function showFields(form, link) {
  for (const input of form.querySelectorAll('[data-param]')) {
    const field = link.fields[input.dataset.param];
    if (!field) continue;
    if (input.tagName === 'SELECT' && field.choices) showChoices(input, field.choices);
    // The range first: a slider clamps a value set before it to the range it had (100 at
    // most by default), so `c = 200` showed its thumb, and sent, 100.
    if (field.min !== null) input.min = String(field.min);
    if (field.max !== null) input.max = String(field.max);
    if (input.type === 'checkbox') input.checked = field.value === '1';
    else input.value = field.value;
    input.dataset.chosen = field.chosen ? '1' : '';
    const box = input.closest('label') ?? input;
    if ('disable' in input.dataset) input.disabled = !field.applies;
    else box.hidden = !field.applies;
  }
  // A group whose every field is hidden is hidden too.
  for (const group of form.querySelectorAll('fieldset')) {
    const boxes = [...group.querySelectorAll('[data-param]')].map((input) => input.closest('label') ?? input);
    group.hidden = boxes.length > 0 && boxes.every((box) => box.hidden);
  }
  for (const node of form.querySelectorAll('[data-slice-name]')) node.textContent = link.slice_name;
  for (const node of form.querySelectorAll('[data-value-of]')) node.textContent = link.fields[node.dataset.valueOf]?.value ?? '';
}

/** The raw values of a form's bound inputs, by parameter name. */
export function fieldValues(form) {
  const values = {};
  for (const input of form.querySelectorAll('[data-param]')) {
    values[input.dataset.param] = input.type === 'checkbox' ? (input.checked ? '1' : '0') : input.value;
  }
  return values;
}

/** Fills a select with choices `[{ value, label }]`, unless it already holds exactly those. */
function showChoices(select, choices) {
  const same = select.options.length === choices.length && choices.every((c, i) => select.options[i].value === c.value && select.options[i].textContent === c.label);
  if (!same) fill(select, choices.map((c) => el('option', { value: c.value }, c.label)));
}

/**
 * A view's form that Rust checks as it is typed: `validate()` writes a one-line verdict in
 * `check` and says whether the form's values can be used; sending the form shows `view` with
 * them. Returns `validate`.
 */
export function checkedForm(app, form, check, view) {
  const validate = () => {
    const problems = app.state.check({ ...fieldValues(form), view });
    check.className = `check ${problems.length ? 'bad' : 'good'}`;
    check.textContent = problems.length ? problems.join(' ') : t('form-ready');
    return problems.length === 0;
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!validate()) return;
    app.navigate({ ...fieldValues(form), view });
  });
  return validate;
}
