// The worksheet on paper (`worksheet=1`): the view's questions with blanks for a student to
// fill in by hand, then the answer key on a page of its own (the print stylesheet starts it on
// a new page). Rust asks the questions and computes every answer (`Worksheet` in the page
// layer); this draws them. A view with nothing to ask shows itself, under a line saying so.

import { byId, el, fill } from './dom.js';

/** A section of the worksheet or of its key: its heading, what to do, a table, lines. */
function section(s, answered) {
  return el(
    'section',
    { class: 'worksheet-section' },
    el('h2', {}, s.heading),
    s.intro.map((line) => el('p', {}, line)),
    s.table.length
      ? el(
          'table',
          { class: 'worksheet-table' },
          el(
            'tbody',
            {},
            s.table.map((row) => el('tr', {}, row.map((cell) => el(cell.kind === 'head' ? 'th' : 'td', { class: cell.kind }, cell.text)))),
          ),
        )
      : null,
    s.lines.length ? el('ol', { class: 'worksheet-lines' }, s.lines.map((line) => el('li', { class: line.blank && !answered ? 'blank' : undefined }, line.text))) : null,
  );
}

/** Shows the worksheet of `link` (or hides it when the link asks for none). */
export function showWorksheet(app, link) {
  const box = byId('worksheet');
  const on = link.state.worksheet === '1' && !link.broken;
  document.body.classList.toggle('worksheet', on);
  box.hidden = !on;
  if (!on) return;
  let sheet;
  try {
    sheet = app.wasm.worksheet(app.state);
  } catch (error) {
    app.showNotices([String(error.message ?? error)]);
    box.hidden = true;
    return;
  }
  document.body.classList.toggle('worksheet-nothing', Boolean(sheet.nothing));
  const tools = byId('worksheet-tools');
  const target = byId('worksheet-sheet');
  if (sheet.nothing) fill(target, el('p', { class: 'worksheet-nothing', 'data-testid': 'worksheet-nothing' }, sheet.nothing));
  else {
    fill(
      target,
      el('header', { class: 'worksheet-head' }, el('h1', {}, sheet.title), el('p', {}, sheet.name_line), ...sheet.rules.map((line) => el('p', { class: 'worksheet-rule' }, line))),
      ...sheet.sections.map((s) => section(s, false)),
      el('div', { class: 'worksheet-key', 'data-testid': 'worksheet-key' }, el('h1', {}, sheet.key_title), ...sheet.key.map((s) => section(s, true))),
    );
  }
  tools.hidden = false;
}
