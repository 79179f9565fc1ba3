// The sequence view's exercise (`exercise=values`): the values from `from` on are hidden,
// the student types each G(n), Enter checks it (Rust does: see `page::exercise`), a right
// answer moves on to n + 1 and a wrong one opens the why panel for n, with its answer left
// out. The link holds the exercise, never the answers: the student's progress stays in this
// tab (sessionStorage), so a reload keeps it and a shared link starts afresh.

import { byId } from '../../dom.js';
import { postScore } from '../../score.js';

/** Where a tab keeps the progress of one exercise. */
const key = (link) => `nimseq-exercise ${link.search_game} ${link.state.from}`;

export function sequenceExercise(app, seq) {
  // Every element the exercise uses, looked up once.
  const view = byId('view-sequence');
  const dom = {
    box: byId('seq-exercise'),
    form: byId('exercise-form'),
    input: byId('exercise-input'),
    check: byId('exercise-check'),
    label: byId('exercise-label'),
    text: byId('exercise-text'),
    feedback: byId('exercise-feedback'),
    score: byId('exercise-score'),
    classroom: byId('game-classroom'),
    parts: [...view.querySelectorAll('[data-part]')],
    /** What an exercise hides besides the parts it names: the search further and the downloads. */
    giveaways: [byId('seq-further'), byId('seq-export')],
  };
  const { box, form, input, feedback } = dom;
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
    if (on) dom.classroom.open = true;
    box.hidden = !on || box.hidden;
    if (!on) {
      progress = null;
      box.hidden = true;
      // What an exercise hid comes back with the view (the next link may set none).
      for (const node of [...dom.parts, ...dom.giveaways]) node.removeAttribute('data-exercise-hides');
      return;
    }
    if (was !== key(link)) progress = load();
    box.hidden = false;
    dom.text.textContent = link.exercise_text ?? '';
    // What the exercise would give away.
    // (An attribute of its own, so that a view's own `hidden` stays the view's business.)
    for (const part of dom.parts) {
      // The rules stay: the student needs them to find the options.
      part.toggleAttribute('data-exercise-hides', link.exercise_hides.includes(part.dataset.part) && !('exerciseKeeps' in part.dataset));
    }
    for (const node of dom.giveaways) node.setAttribute('data-exercise-hides', '');
    ask();
  }

  /** Shows the question for the next hidden value. */
  function ask() {
    const values = seq();
    const n = progress.asked;
    const known = values?.knows(n) ?? false;
    const question = app.wasm.exercise_question(Number(link.state.from), n, values?.len() ?? 0);
    input.dataset.n = String(n);
    dom.label.textContent = question.label;
    input.disabled = !known;
    dom.check.disabled = !known;
    if (!known && values && !values.is_empty()) {
      feedback.textContent = question.finished ?? '';
      delete feedback.dataset.correct;
    }
    dom.score.textContent = app.wasm.exercise_score(progress.right, progress.wrong);
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
    const from = Number(link.state.from);
    postScore({ right: progress.right, wrong: progress.wrong, done: progress.asked - from, total: Math.max(values.len() - from, 0) });
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
    /** Called once the values are known (the question can be asked). */
    ready() {
      if (progress) ask();
    },
  };
}
