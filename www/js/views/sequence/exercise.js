// The sequence view's exercise (`exercise=values`): the values from `from` on are hidden,
// the student types each G(n), Enter checks it (Rust does: see `page::exercise`), a right
// answer moves on to n + 1 and a wrong one opens the why panel for n, with its answer left
// out. The link holds the exercise, never the answers: the student's progress stays in this
// tab (sessionStorage), so a reload keeps it and a shared link starts afresh.

import { byId, grouped } from '../../dom.js';

/** Where a tab keeps the progress of one exercise. */
const key = (link) => `nimseq-exercise ${link.search_game} ${link.state.from}`;

export function sequenceExercise(app, seq) {
  const box = byId('seq-exercise');
  const form = byId('exercise-form');
  const input = byId('exercise-input');
  const feedback = byId('exercise-feedback');
  let link = null;
  /** { asked, right, wrong } while an exercise is on, else null. */
  let progress = null;

  function load() {
    const from = Number(link.state.from);
    let saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(key(link)) ?? 'null');
    } catch {
      // No storage (a sandboxed frame): the exercise starts afresh.
    }
    const valid = saved && Number.isInteger(saved.asked) && saved.asked >= from;
    return valid ? saved : { asked: from, right: 0, wrong: 0 };
  }

  function save() {
    try {
      sessionStorage.setItem(key(link), JSON.stringify(progress));
    } catch {
      // Not kept; the exercise goes on.
    }
  }

  /** Whether the exercise hides G(n) (not yet found by the student). */
  const hides = (n) => progress !== null && n >= progress.asked;

  function render(next) {
    const was = link && progress ? key(link) : null;
    link = next;
    const on = link.state.exercise === 'values';
    // The form's classroom fields unfold when a link sets an exercise (never folded for the user).
    if (on) byId('game-classroom').open = true;
    box.hidden = !on || box.hidden;
    if (!on) {
      progress = null;
      box.hidden = true;
      return;
    }
    if (was !== key(link)) progress = load();
    box.hidden = false;
    byId('exercise-text').textContent = link.exercise_text ?? '';
    // What the exercise would give away.
    for (const part of byId('view-sequence').querySelectorAll('[data-part]')) {
      // The rules stay: the student needs them to find the options.
      if (link.exercise_hides.includes(part.dataset.part) && !('exerciseKeeps' in part.dataset)) part.hidden = true;
    }
    for (const id of ['seq-further', 'seq-export']) byId(id).hidden = true;
    ask();
  }

  /** Shows the question for the next hidden value. */
  function ask() {
    const values = seq();
    const n = progress.asked;
    const known = values?.knows(n) ?? false;
    input.dataset.n = String(n);
    byId('exercise-label').textContent = `G(${grouped(n)}) =`;
    input.disabled = !known;
    form.querySelector('button').disabled = !known;
    if (!known && values && !values.is_empty()) {
      const done = values.len() > n - 1 && link.state.exercise === 'values';
      feedback.textContent = done ? `That is every value computed: all found from G(${grouped(Number(link.state.from))}) to G(${grouped(n - 1)}).` : '';
      delete feedback.dataset.correct;
    }
    byId('exercise-score').textContent = app.wasm.exercise_score(progress.right, progress.wrong);
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = seq();
    if (!progress || !values) return;
    const n = progress.asked;
    let answer;
    try {
      answer = values.check_answer(n, input.value);
    } catch (error) {
      feedback.textContent = String(error.message ?? error);
      return;
    }
    feedback.textContent = answer.text;
    if (answer.correct === null) {
      delete feedback.dataset.correct;
      return;
    }
    feedback.dataset.correct = answer.correct ? '1' : '0';
    feedback.dataset.n = String(n);
    if (answer.correct) {
      progress.right += 1;
      progress.asked += 1;
      input.value = '';
    } else {
      progress.wrong += 1;
      input.select();
    }
    save();
    // Right: the value shows and the next is asked (an open panel goes on to it); wrong: the
    // panel opens on this heap, its answer left out.
    const why = link.state.why;
    if (!answer.correct) app.navigate({ why: String(n) }, { push: false });
    else if (why !== '' && Number(why) === n) app.navigate({ why: String(n + 1) }, { push: false });
    else app.navigate({}, { push: false });
    ask();
    input.focus();
  });

  return {
    render,
    hides,
    /** The value the exercise asks for now, or null without an exercise. */
    asked: () => progress?.asked ?? null,
    /** Hides the values the student has not found in the table. */
    decorate(table) {
      if (!progress) return;
      for (const cell of table.querySelectorAll('td[data-n]')) {
        const n = Number(cell.dataset.n);
        if (!hides(n)) continue;
        cell.textContent = n === progress.asked ? '?' : '';
        cell.classList.remove('p');
        cell.classList.add('hidden-value');
        cell.classList.toggle('ask', n === progress.asked);
        cell.title = n === progress.asked ? `G(${n}): the value the exercise asks for` : `G(${n}): hidden until the values before it are found`;
      }
    },
    /** Called once the values are known (the question can be asked). */
    ready() {
      if (progress) ask();
    },
  };
}
