// The board: a game opened from the link, played against the computer (perfect play) or a
// second person, with hints, undo and redo, the move list, and the position kept in the link.

import { byId, el, fill } from './dom.js';
import { fieldValues, showFields } from './fields.js';
import { nimCalculator } from './nimcalc.js';
import { boardHint } from './playhint.js';

/** How long the computer "thinks", so that a person sees its move happen. */
const COMPUTER_DELAY_MS = 450;
/** Most take buttons listed under a heap (its stones offer every take anyway). */
const MOST_TAKE_BUTTONS = 12;
/** Tells `refresh` to announce the move just played. */
const LAST_MOVE = Symbol('last move');

export function playView(app) {
  const board = byId('board');
  const form = byId('play-form');
  const gameInput = byId('play-game');
  const rule = byId('play-rule');
  const check = byId('play-check');
  const hintsBox = byId('play-hints');
  let view = null;
  let screen = null;
  let pick = 1;
  let timer = null;

  nimCalculator(app);

  // ---- The new-game form ----

  /** The form's values: the game as typed, and the bound fields (hints from the tools). */
  function formFields() {
    return { ...fieldValues(form), ...fieldValues(byId('play-tools')), view: 'play', game: gameInput.value.trim() };
  }

  /** Asks Rust whether the form makes a board; offers the rules the game allows. */
  function validate() {
    const game = app.wasm.check_game(gameInput.value.trim(), '');
    rule.disabled = game.ok && game.rules.length < 2;
    const link = app.wasm.change_link(app.query, formFields());
    const problems = game.ok ? link.notices : [game.error];
    check.className = `check ${problems.length ? 'bad' : 'good'}`;
    check.textContent = problems.length ? problems.join(' ') : '✓ ready';
    return problems.length === 0;
  }

  for (const input of form.querySelectorAll('input, select')) input.addEventListener('input', validate);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!validate()) return;
    stopComputer();
    screen = null; // a new game even if the link is the same
    app.navigate(formFields());
  });
  for (const button of document.querySelectorAll('[data-play]')) {
    button.addEventListener('click', () => {
      screen = null;
      app.navigateTo(button.dataset.play);
    });
  }

  function syncForm(link) {
    showFields(form, link);
    showFields(byId('play-tools'), link);
    gameInput.value = link.state.game;
    validate();
  }

  // ---- The game ----

  function render(link) {
    if (view && screen && screen.query === app.query) {
      syncForm(link);
      show();
      app.ready();
      return;
    }
    stopComputer();
    view?.free();
    view = null;
    let opened;
    try {
      view = new app.wasm.PlayView(app.query);
      opened = view.opened();
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
      syncForm(link);
      return;
    }
    if (opened.notices.length) app.addNotices(opened.notices);
    screen = opened.screen;
    app.replace(screen.query);
    syncForm(app.link);
    show();
    announce(screen.status.text);
    scheduleComputer();
    app.ready();
  }

  /** Redraws after a change; announces the last move (`LAST_MOVE`) or the given words. */
  function refresh(announcement) {
    screen = view.screen();
    app.replace(screen.query);
    show();
    const words = announcement === LAST_MOVE ? screen.history.at(-1)?.text : announcement;
    if (words) announce(`${words}. ${screen.status.text}`);
    scheduleComputer();
  }

  function play(notation) {
    if (!view || timer || screen.status.over || screen.computer_to_move) return;
    try {
      view.play(notation);
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
      return;
    }
    refresh(LAST_MOVE);
  }

  function scheduleComputer() {
    board.classList.toggle('waiting', screen.computer_to_move);
    if (!screen.computer_to_move || timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (!view) return;
      view.play_best();
      refresh(LAST_MOVE);
    }, COMPUTER_DELAY_MS);
  }

  function stopComputer() {
    clearTimeout(timer);
    timer = null;
  }

  /** Against the computer, undo and redo step over its reply (the core does it). */
  function undo() {
    if (!view || !screen.can_undo) return;
    stopComputer();
    view.undo();
    refresh('Move taken back');
  }

  function redo() {
    if (!view || !screen.can_redo) return;
    stopComputer();
    view.redo();
    refresh('Move played again');
  }

  function setHints(on) {
    hintsBox.checked = on;
    if (!view) return;
    view.set_hints(on);
    refresh(on ? 'Hints on' : 'Hints off');
  }

  function announce(text) {
    const live = byId('play-announce');
    live.textContent = '';
    // A fresh text node, so that repeated words are read again.
    setTimeout(() => {
      live.textContent = text;
    }, 30);
  }

  byId('play-undo').addEventListener('click', undo);
  byId('play-redo').addEventListener('click', redo);
  hintsBox.addEventListener('change', () => setHints(hintsBox.checked));
  document.addEventListener('keydown', (e) => {
    if (byId('view-play').hidden || e.altKey || e.target.closest?.('input, select, textarea')) return;
    const key = e.key.toLowerCase();
    const command = e.ctrlKey || e.metaKey;
    let action = null;
    if ((key === 'z' && command && e.shiftKey) || (key === 'y' && (command || !e.shiftKey))) action = redo;
    else if ((key === 'z' && command) || (key === 'u' && !command)) action = undo;
    else if (key === 'h' && !command) action = () => setHints(!hintsBox.checked);
    if (action) {
      e.preventDefault();
      action();
    }
  });

  // ---- Drawing ----

  function show() {
    const status = byId('play-status');
    status.textContent = screen.status.text;
    status.classList.toggle('over', screen.status.over);
    byId('play-undo').disabled = !screen.can_undo;
    byId('play-redo').disabled = !screen.can_redo;
    const legal = movesByHeap(screen.moves);
    const longestRowTake = Math.max(1, ...screen.moves.filter((m) => m.left !== null).map((m) => m.take));
    showPick(longestRowTake);
    // Redrawing replaces the tokens: keep keyboard focus in the heap it was in.
    const focusedHeap = board.contains(document.activeElement) ? document.activeElement.closest('.heap')?.dataset.testid : null;
    fill(board, screen.heaps.map((heap) => drawHeap(heap, legal)));
    if (focusedHeap) {
      const heap = board.querySelector(`[data-testid="${focusedHeap}"]`) ?? board.querySelector('.heap');
      (heap?.querySelector('.tokens button[tabindex="0"]') ?? board).focus();
    }
    board.classList.toggle('hints', screen.hints);
    const hint = byId('hint');
    hint.hidden = !screen.hints;
    if (screen.hints) boardHint(hint, screen);
    const history = byId('play-history');
    fill(history, screen.history.map((m) => el('li', { class: `by-${m.player}`, dataset: { move: m.notation } }, m.text)));
    history.dataset.empty = screen.history.length ? '' : 'No moves yet.';
  }

  /** The legal moves of each heap, found by what they take and where: `legal.get(heap)(take, left)`. */
  function movesByHeap(moves) {
    const heaps = new Map();
    for (const m of moves) {
      if (!heaps.has(m.heap)) heaps.set(m.heap, []);
      heaps.get(m.heap).push(m);
    }
    return new Map([...heaps].map(([heap, list]) => [heap, (take, left) => list.find((m) => m.take === take && m.left === left)]));
  }

  /** The knock-down count buttons, for rows whose moves take 3 or more adjacent tokens. */
  function showPick(longest) {
    byId('play-pick').hidden = longest < 3;
    if (pick > longest) pick = 1;
    fill(
      byId('play-pick-buttons'),
      Array.from({ length: longest }, (_, i) =>
        el(
          'button',
          {
            type: 'button',
            role: 'radio',
            'aria-checked': String(pick === i + 1),
            onclick: () => {
              pick = i + 1;
              show();
            },
          },
          String(i + 1),
        ),
      ),
    );
  }

  function moveClasses(move) {
    if (!screen.hints) return 'legal';
    return `legal ${move.wins ? 'win' : 'lose'}`;
  }

  /** A token (stone or pin): a button when clicking it is a legal move, else a plain mark. */
  function token(kind, move, label, extra = {}) {
    if (!move) return el('span', { class: kind, 'aria-hidden': 'true', ...extra });
    return el('button', {
      type: 'button',
      class: `${kind} ${moveClasses(move)}`,
      tabIndex: -1,
      'data-testid': 'move',
      dataset: { move: move.notation, wins: String(move.wins) },
      'aria-label': label,
      title: label,
      onclick: () => play(move.notation),
      ...extra,
    });
  }

  function drawHeap(heap, legal) {
    const i = heap.index;
    const value = screen.hints ? screen.hint.heaps[i] : null;
    const caption = [
      `${heap.row ? 'Row' : 'Heap'} ${i + 1}`,
      `${heap.size} ${heap.row ? (heap.size === 1 ? 'pin' : 'pins') : heap.size === 1 ? 'stone' : 'stones'}`,
      heap.game,
    ];
    if (value && value.value !== null) caption.push(`value ${value.value} = ${value.binary}₂`);
    const none = () => undefined;
    const moveAt = legal.get(i) ?? none;
    const tokens = heap.row ? rowTokens(heap, moveAt) : heapTokens(heap, moveAt);
    const first = tokens.find((t) => t.tagName === 'BUTTON');
    if (first) first.tabIndex = 0;
    const buttons = heap.row ? [] : takeButtons(heap);
    return el(
      'div',
      {
        class: `heap ${heap.row ? 'row' : 'stones'}`,
        role: 'group',
        'aria-label': caption.join(', '),
        'data-testid': `heap-${i}`,
        dataset: { size: String(heap.size) },
        onkeydown: roving,
      },
      el('div', { class: 'heap-caption' }, caption.join(' · ')),
      el('div', { class: 'tokens' }, tokens),
      buttons.length ? el('div', { class: 'takes' }, buttons) : null,
    );
  }

  /** Stone j takes itself and every stone after it. */
  function heapTokens(heap, moveAt) {
    return Array.from({ length: heap.size }, (_, j) => {
      const move = moveAt(heap.size - j, null);
      return token('stone', move, move ? `${move.text}${hintWord(move)}` : '');
    });
  }

  function takeButtons(heap) {
    const moves = screen.moves.filter((m) => m.heap === heap.index);
    if (moves.length > MOST_TAKE_BUTTONS) return [];
    return moves.map((m) =>
      el(
        'button',
        {
          type: 'button',
          class: `take ${moveClasses(m)}`,
          'data-testid': 'move',
          dataset: { move: m.notation, wins: String(m.wins) },
          'aria-label': `${m.text}${hintWord(m)}`,
          onclick: () => play(m.notation),
        },
        `take ${m.take}`,
      ),
    );
  }

  /** Pin j knocks down `pick` pins from j; the link after pin j knocks down j and j + 1. */
  function rowTokens(heap, moveAt) {
    const out = [];
    for (let j = 0; j < heap.size; j += 1) {
      const move = moveAt(pick, j);
      const pin = token('pin', move, move ? `${move.text}${hintWord(move)}` : '', {
        onmouseenter: () => mark(heap.index, j, pick, true),
        onmouseleave: () => mark(heap.index, j, pick, false),
      });
      pin.dataset.pin = String(j);
      out.push(pin);
      if (j + 1 < heap.size && pick !== 2) {
        const pair = moveAt(2, j);
        const link = token('pair', pair, pair ? `${pair.text}${hintWord(pair)}` : '', {
          onmouseenter: () => mark(heap.index, j, 2, true),
          onmouseleave: () => mark(heap.index, j, 2, false),
        });
        out.push(link);
      }
    }
    return out;
  }

  /** Highlights the pins a click would knock down. */
  function mark(heapIndex, from, count, on) {
    const row = board.querySelector(`[data-testid="heap-${heapIndex}"]`);
    for (let j = from; j < from + count; j += 1) row?.querySelector(`[data-pin="${j}"]`)?.classList.toggle('aimed', on);
  }

  const hintWord = (move) => (screen.hints ? (move.wins ? ' (winning move)' : ' (losing move)') : '');

  /** Arrow keys move between a heap's playable tokens; Home and End jump to its ends. */
  function roving(e) {
    const tokens = [...e.currentTarget.querySelectorAll('.tokens button')];
    const at = tokens.indexOf(document.activeElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1, Home: 0, End: tokens.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = tokens[Math.max(0, Math.min(tokens.length - 1, next))];
    for (const t of tokens) t.tabIndex = -1;
    target.tabIndex = 0;
    target.focus();
  }

  return {
    render,
    redraw: () => {},
    leave: stopComputer,
  };
}
