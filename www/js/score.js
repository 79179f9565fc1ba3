// Score messages: an exercise in a frame tells the page around it how the student is doing
// after each answer, so that course notes, or an LMS plug-in, can record progress:
//
//   { type: 'nimseq:score', right, wrong, done, total, link }
//
// `right` and `wrong` count the answers, `done` the questions answered, `total` the questions
// there are; `link` is the frame's own address (sealed, for a locked exercise). The answers
// themselves are never in it. Posted to the parent window only, with target '*' (the notes'
// origin is not known to the frame; nothing in the message is secret).

/** Posts the score of an exercise to the page around this frame (nothing outside a frame). */
export function postScore({ right, wrong, done, total }) {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'nimseq:score', right, wrong, done, total, link: location.href }, '*');
}
