// The board: a game opened from the link, played against the computer (perfect play) or a
// second person, with hints, "show me", undo and redo, the last move marked, the end of the
// game with "Play again", the game's story, and the game kept in the link.

import { byId, el, fill, themeName } from '../../dom.js';
import { fieldValues, showFields } from '../../fields.js';
import { nimCalculator } from './nimcalc.js';
import { boardHint } from './hint.js';
import { t } from '../../i18n.js';

/** How long the computer "thinks", so that a person sees its move happen. */
const COMPUTER_DELAY_MS = 600;
/** How long "Show me" points at the winning move before playing it. */
const SHOW_ME_MS = 1400;
/** Most take buttons listed under a heap (its stones offer every take anyway). */
const MOST_TAKE_BUTTONS = 12;
/** Most buttons of a row's splits into three (they have no pin to tap; a row of 1,000 has too many). */
const MOST_SPLIT_BUTTONS = 60;
const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const narrow = matchMedia('(max-width: 640px)');

export function playView(app) {
  /** Every element of the view the board uses, looked up once. */
  const dom = {
    view: byId('view-play'),
    setup: byId('play-setup'),
    form: byId('play-form'),
    examples: [...document.querySelectorAll('[data-play]')],
    gameInput: byId('play-game'),
    rule: byId('play-rule'),
    check: byId('play-check'),
    tools: byId('play-tools'),
    status: byId('play-status'),
    last: byId('play-last'),
    end: byId('play-end'),
    headline: byId('play-headline'),
    again: byId('play-again'),
    swap: byId('play-swap'),
    undo: byId('play-undo'),
    redo: byId('play-redo'),
    showMe: byId('play-show-me'),
    hints: byId('play-hints'),
    pick: byId('play-pick'),
    pickLabel: byId('play-pick-label'),
    pickButtons: byId('play-pick-buttons'),
    pickNote: byId('play-pick-note'),
    board: byId('board'),
    coach: byId('coach'),
    hint: byId('hint'),
    help: byId('board-help'),
    story: byId('play-story'),
    storyNote: byId('play-story-note'),
    history: byId('play-history'),
    announce: byId('play-announce'),
    ruleLine: byId('play-rule-line'),
    lock: byId('play-lock'),
    examplesBox: byId('play-examples'),
    calculator: byId('nimcalc'),
  };
  dom.formInputs = [...dom.form.querySelectorAll('input, select')];
  dom.hintsLabel = dom.hints.closest('label');
  const { board } = dom;
  let view = null;
  let screen = null;
  /** How many adjacent pins a tap knocks down, as the user last chose. */
  let pick = 1;
  let timer = null;
  let showing = null;
  /** What the board says once nothing is left on it (Rust words it for the board's pieces). */
  let cleared = '';
  /** The hint level "H" switches back to. */
  let lastHints = '1';

  const calculator = nimCalculator(app);
  // On a phone the board comes first: the new-game form folds away until asked for.
  if (narrow.matches) dom.setup.open = false;

  // ---- The new-game form ----

  /** The form's values: the game as typed, and the bound fields (hints from the tools); a new game has no moves. */
  function formFields() {
    return { ...fieldValues(dom.form), ...fieldValues(dom.tools), view: 'play', game: dom.gameInput.value.trim(), moves: '' };
  }

  /** Asks Rust whether the form makes a board; offers the rules the game allows. */
  function validate() {
    const game = app.wasm.check_game(dom.gameInput.value.trim(), '');
    dom.rule.disabled = game.ok && game.board_rules.length < 2;
    const problems = game.ok ? app.state.check(formFields()) : [game.error];
    dom.check.className = `check ${problems.length ? 'bad' : 'good'}`;
    dom.check.textContent = problems.length ? problems.join(' ') : t('form-ready');
    return problems.length === 0;
  }

  for (const input of dom.formInputs) input.addEventListener('input', validate);
  dom.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!validate()) return;
    stopComputer();
    screen = null; // a new game even if the link is the same
    if (narrow.matches) dom.setup.open = false;
    app.navigate(formFields());
  });
  for (const button of dom.examples) {
    button.addEventListener('click', () => {
      screen = null;
      if (narrow.matches) dom.setup.open = false;
      app.navigateTo(button.dataset.play);
    });
  }

  function syncForm(link) {
    showFields(dom.form, link);
    showFields(dom.tools, link);
    dom.gameInput.value = link.state.game;
    if (screen) {
      // The menu in the board's words (a misère board has no nim-values); the link's values stay.
      for (const choice of screen.hint_choices) {
        const option = [...dom.hints.options].find((o) => o.value === choice.value);
        if (option) option.textContent = choice.label;
      }
      // A locked board's next game is locked too, and offers no example that is not.
      dom.lock.disabled = screen.locked;
      if (screen.locked) dom.lock.checked = true;
      dom.examplesBox.hidden = screen.locked;
    }
    validate();
  }

  // ---- The game ----

  function render(link) {
    calculator.update();
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
      view = new app.wasm.PlayView(app.state);
      opened = view.opened();
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
      syncForm(link);
      return;
    }
    if (opened.notices.length) app.addNotices(opened.notices);
    fill(dom.help, opened.help.map((line) => el('li', {}, line)));
    cleared = opened.cleared;
    screen = opened.screen;
    app.replace(screen.query);
    syncForm(app.link);
    show();
    announce(screen.status.text);
    scheduleComputer();
    app.ready();
  }

  /** Redraws after a change and announces it: `change` names one of Rust's `announcements` (`moved`, `taken_back`, ...). */
  function refresh(change) {
    screen = view.screen();
    app.replace(screen.query);
    show();
    const words = screen.announcements[change];
    if (words) announce(words);
    scheduleComputer();
  }

  /** Whether a person may move now. */
  const personToMove = () => view && !timer && !showing && !screen.status.over && !screen.computer_to_move;

  function play(notation) {
    if (!personToMove()) return;
    try {
      view.play(notation);
    } catch (error) {
      app.showNotices([String(error.message ?? error)]);
      return;
    }
    clearCoach();
    refresh('moved');
  }

  function scheduleComputer() {
    const thinking = screen.computer_to_move;
    board.classList.toggle('waiting', thinking);
    dom.status.classList.toggle('thinking', thinking);
    if (!thinking || timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (!view) return;
      view.play_best();
      refresh('moved');
    }, COMPUTER_DELAY_MS);
  }

  function stopComputer() {
    clearTimeout(timer);
    timer = null;
    clearTimeout(showing);
    showing = null;
  }

  /** Against the computer, undo and redo step over its reply (the core does it). */
  function undo() {
    if (!view || !screen.can_undo) return;
    stopComputer();
    clearCoach();
    view.undo();
    refresh('taken_back');
  }

  function redo() {
    if (!view || !screen.can_redo) return;
    stopComputer();
    view.redo();
    refresh('played_again');
  }

  function setHints(level) {
    if (level !== '0') lastHints = level;
    dom.hints.value = level;
    if (!view) return;
    view.set_hints(level);
    refresh(level === '0' ? 'hints_off' : 'hints_on');
  }

  /** "Show me": points at perfect play's move, explains it, then plays it, slowly. */
  function showMe() {
    if (!personToMove() || screen.locked) return;
    const best = screen.show_me;
    const move = screen.moves.find((m) => m.notation === best);
    if (!move) return;
    // Tapping a pin knocks down as many pins as the move does.
    if (move.left !== null && pickInForce() !== move.take) choosePick(move.take);
    const { coach } = dom;
    coach.hidden = false;
    fill(
      coach,
      el('h3', {}, t('play-watch')),
      el('p', { class: `hint-text ${screen.hint.wins ? 'win' : 'lose'}` }, screen.coach),
      screen.hint.reasons.length ? el('ul', { class: 'reasons' }, screen.hint.reasons.map((r) => el('li', { class: 'mono' }, r))) : null,
    );
    aim(move, true);
    for (const target of board.querySelectorAll(`[data-move="${best}"]`)) target.classList.add('shown');
    dom.showMe.disabled = true;
    showing = setTimeout(
      () => {
        showing = null;
        if (!view) return;
        view.play(best);
        refresh('moved');
      },
      reducedMotion.matches ? SHOW_ME_MS / 2 : SHOW_ME_MS,
    );
  }

  function clearCoach() {
    dom.coach.hidden = true;
  }

  function announce(text) {
    const live = dom.announce;
    live.textContent = '';
    // A fresh text node, so that repeated words are read again.
    setTimeout(() => {
      live.textContent = text;
    }, 30);
  }

  dom.undo.addEventListener('click', undo);
  dom.redo.addEventListener('click', redo);
  dom.showMe.addEventListener('click', showMe);
  dom.hints.addEventListener('change', () => setHints(dom.hints.value));
  dom.again.addEventListener('click', () => nextGame(screen?.outcome?.again));
  dom.swap.addEventListener('click', () => nextGame(screen?.outcome?.swap));
  document.addEventListener('keydown', (e) => {
    if (dom.view.hidden || e.altKey || e.target.closest?.('input, select, textarea, dialog')) return;
    const key = e.key.toLowerCase();
    const command = e.ctrlKey || e.metaKey;
    let action = null;
    if ((key === 'z' && command && e.shiftKey) || (key === 'y' && (command || !e.shiftKey))) action = redo;
    else if ((key === 'z' && command) || (key === 'u' && !command)) action = undo;
    else if (key === 'h' && !command && !screen?.locked) action = () => setHints(dom.hints.value === '0' ? lastHints : '0');
    else if (key === 's' && !command && !screen?.locked) action = showMe;
    else if (/^[0-9]$/.test(key) && !command && screen?.row_takes.includes(Number(key))) action = () => choosePick(Number(key));
    if (action) {
      e.preventDefault();
      action();
    }
  });

  function nextGame(query) {
    if (!query) return;
    stopComputer();
    clearCoach();
    screen = null;
    app.navigateTo(query);
  }

  // ---- Drawing ----

  function show() {
    dom.status.textContent = screen.status.text;
    dom.status.classList.toggle('over', screen.status.over);
    dom.last.textContent = screen.last?.line ?? '';
    dom.last.className = `play-last ${screen.last ? `by-${screen.last.player}` : ''}`;
    showOutcome();
    dom.undo.disabled = !screen.can_undo;
    dom.redo.disabled = !screen.can_redo;
    dom.showMe.disabled = screen.status.over || screen.computer_to_move;
    dom.hints.value = screen.hints;
    // A locked board (`lock=1`) offers no way to change its hints or be shown the move.
    dom.showMe.hidden = screen.locked;
    dom.hintsLabel.hidden = screen.locked;
    // No nim calculator beside a misère board, nor beside a locked board without values.
    dom.calculator.hidden = !screen.calculator;
    dom.ruleLine.hidden = !screen.rule_line;
    dom.ruleLine.textContent = screen.rule_line ?? '';
    const legal = movesByHeap(screen.moves);
    const take = showPick();
    // Redrawing replaces the tokens: keep keyboard focus in the heap it was in.
    const focusedHeap = board.contains(document.activeElement) ? document.activeElement.closest('.heap')?.dataset.testid : null;
    fill(board, screen.heaps.length ? screen.heaps.map((heap) => (heap.tree !== null ? drawGame(heap) : drawHeap(heap, legal, take))) : el('p', { class: 'empty-board' }, cleared));
    if (focusedHeap) {
      const heap = board.querySelector(`[data-testid="${focusedHeap}"]`) ?? board.querySelector('.heap');
      (heap?.querySelector('.tokens button[tabindex="0"]') ?? board).focus();
    }
    // A heap wider than the board scrolls: show its end, where stones are taken, and the last move.
    for (const tokens of board.querySelectorAll('.heap.stones .tokens')) tokens.scrollLeft = tokens.scrollWidth;
    for (const tokens of board.querySelectorAll('.tokens')) {
      if (tokens.scrollWidth > tokens.clientWidth + 2) tokens.previousElementSibling.append(el('span', { class: 'more' }, t('play-swipe')));
    }
    board.querySelector('.fallen')?.scrollIntoView({ block: 'nearest', inline: 'center' });
    board.classList.toggle('hints', screen.colours);
    dom.hint.hidden = screen.hints === '0' || screen.status.over;
    if (!dom.hint.hidden) boardHint(dom.hint, screen);
    else {
      // A hidden panel keeps nothing of an earlier hint.
      dom.hint.replaceChildren();
      delete dom.hint.dataset.move;
      delete dom.hint.dataset.wins;
    }
    showStory();
  }

  function showOutcome() {
    const outcome = screen.outcome;
    dom.end.hidden = !outcome;
    if (!outcome) return;
    clearCoach();
    dom.end.className = `play-end ${outcome.tone}`;
    dom.headline.textContent = outcome.headline;
    dom.swap.textContent = outcome.swap_label;
  }

  /** The story chart and the move list, each move marked where it threw a win away. */
  function showStory() {
    const canvas = dom.story;
    dom.storyNote.textContent = screen.story_note;
    canvas.hidden = screen.story.length === 0;
    if (screen.story.length) {
      const width = Math.max(200, canvas.parentElement.clientWidth || 280);
      const height = view.draw_story(canvas, width, devicePixelRatio || 1, themeName());
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
      canvas.setAttribute('aria-label', screen.story_label);
    }
    fill(
      dom.history,
      screen.played.map((m) =>
        el('li', { class: `by-${m.player}${m.verdict ? ' blunder' : ''}`, dataset: { move: m.notation } }, m.text, m.verdict ? el('span', { class: 'verdict' }, m.verdict) : null),
      ),
    );
    dom.history.dataset.empty = screen.played.length ? '' : t('story-no-moves');
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

  /** How many pins a tap knocks down now: the user's choice when rows allow it, else the smallest allowed. */
  function pickInForce() {
    const takes = screen.row_takes;
    return takes.includes(pick) ? pick : (takes[0] ?? 1);
  }

  function choosePick(take) {
    pick = take;
    show();
  }

  /** The "knocks down" choice, for rows whose moves knock down different numbers of pins. */
  function showPick() {
    const { pick: choice } = screen;
    const take = pickInForce();
    dom.pick.hidden = !choice.shown;
    dom.pickLabel.textContent = choice.label;
    fill(
      dom.pickButtons,
      choice.choices.map((c) =>
        el(
          'button',
          { type: 'button', role: 'radio', 'aria-checked': String(take === c.take), 'aria-keyshortcuts': String(c.take), onclick: () => choosePick(c.take) },
          c.label,
        ),
      ),
    );
    // When this choice taps no winning move but another does, the board says so.
    const note = screen.pick_notes.find((p) => p.take === take);
    dom.pickNote.hidden = !note;
    dom.pickNote.textContent = note?.text ?? '';
    return take;
  }

  function moveClasses(move) {
    if (!screen.colours) return 'legal';
    return `legal ${move.wins ? 'win' : 'lose'}`;
  }

  /** A move's data attributes: whether it wins only where the hints colour the moves. */
  function moveData(move, extra = {}) {
    return screen.colours ? { move: move.notation, wins: String(move.wins), ...extra } : { move: move.notation, ...extra };
  }

  /** A token (stone or pin): a button when tapping it is a legal move, else a plain mark. */
  function token(kind, move, extra = {}) {
    if (!move) return el('span', { class: kind, 'aria-hidden': 'true', ...extra });
    const { label } = move;
    return el('button', {
      type: 'button',
      class: `${kind} ${moveClasses(move)}`,
      tabIndex: -1,
      'data-testid': 'move',
      dataset: moveData(move),
      'aria-label': label,
      title: label,
      onclick: () => play(move.notation),
      ...extra,
    });
  }

  /** Tokens the last move removed, drawn where they stood. */
  const fallen = (kind, count) => Array.from({ length: count }, () => el('span', { class: `${kind} fallen`, 'aria-hidden': 'true' }));

  function drawHeap(heap, legal, take) {
    const i = heap.index;
    const moveAt = legal.get(i) ?? (() => undefined);
    const kind = heap.row ? 'pin' : 'stone';
    const tokens = heap.row ? rowTokens(heap, moveAt, take) : heapTokens(heap, moveAt);
    const first = tokens.find((t) => t.tagName === 'BUTTON');
    if (first) first.tabIndex = 0;
    const buttons = heap.row ? splitButtons(heap) : takeButtons(heap);
    // A row whose pins are not tapped (it is cut in its gaps, or only splits into three by its
    // buttons) draws them narrow, so that it fits a phone.
    const tappable = screen.moves.some((m) => m.heap === i && m.left !== null && m.take > 0);
    return el(
      'div',
      {
        class: `heap ${heap.row ? 'row' : 'stones'}${heap.row && (take === 0 || !tappable) ? ' narrow' : ''}${heap.changed ? ' changed' : ''}${heap.size === 0 ? ' empty' : ''}`,
        role: 'group',
        'aria-label': heap.label,
        'data-testid': `heap-${i}`,
        dataset: { size: String(heap.size) },
        onkeydown: roving,
      },
      el('div', { class: 'heap-caption' }, heap.caption),
      el('div', { class: 'tokens' }, fallen(kind, heap.fallen_before), tokens, fallen(kind, heap.fallen_after)),
      buttons.length ? el('div', { class: 'takes' }, buttons) : null,
    );
  }

  /** Stone j takes itself and every stone after it. */
  function heapTokens(heap, moveAt) {
    return Array.from({ length: heap.size }, (_, j) => token('stone', moveAt(heap.size - j, null)));
  }

  function takeButtons(heap) {
    return moveButtons(screen.moves.filter((m) => m.heap === heap.index));
  }

  /** A row's moves into three rows (no pin to tap for them): a button each. */
  function splitButtons(heap) {
    const moves = screen.moves.filter((m) => m.heap === heap.index && m.three);
    return moveButtons(moves, MOST_SPLIT_BUTTONS);
  }

  /** A button for each move, with Rust's words (`move.button`); none when there are more than `most`. */
  function moveButtons(moves, most = MOST_TAKE_BUTTONS) {
    if (moves.length > most) return [];
    return moves.map((m) =>
      el(
        'button',
        {
          type: 'button',
          class: `take ${moveClasses(m)}`,
          'data-testid': 'move',
          dataset: moveData(m),
          'aria-label': m.label,
          onclick: () => play(m.notation),
        },
        m.button,
      ),
    );
  }

  /** Pin j knocks down `take` pins from j; pointing at it (or pressing it) marks them. */
  function rowTokens(heap, moveAt, take) {
    if (take === 0) return cutTokens(heap, moveAt);
    return Array.from({ length: heap.size }, (_, j) => {
      const move = moveAt(take, j);
      const on = () => move && aim(move, true);
      const off = () => move && aim(move, false);
      // A mouse marks the pins it points at; a finger marks them while it presses (the next
      // board's pin under a lifted finger is not marked).
      const hover = (e) => e.pointerType === 'mouse' && on();
      // Keyboard focus marks them too (not the focus a redraw puts back after a tap).
      const focus = (e) => e.target.matches(':focus-visible') && on();
      const pin = token('pin', move, { onpointerenter: hover, onpointerleave: off, onpointerdown: on, onpointerup: off, onpointercancel: off, onfocus: focus, onblur: off });
      pin.dataset.pin = String(j);
      // Coloured by the best choice a player has at this pin: a pin that wins with another
      // "knocks down" choice is not drawn as lost (its label, Rust's, says how many pins win).
      const best = heap.best_takes[j] ?? 0;
      if (screen.colours && best > 0 && !move?.wins) {
        pin.classList.remove('lose');
        pin.classList.add('win-other');
        pin.dataset.best = String(best);
      }
      return pin;
    });
  }

  /** A row cut without removing a pin (Grundy's game): a gap button between pins j - 1 and j. */
  function cutTokens(heap, moveAt) {
    const out = [];
    for (let j = 0; j < heap.size; j += 1) {
      if (j > 0) {
        const move = moveAt(0, j);
        out.push(move ? token('cut', move, { dataset: moveData(move, { gap: String(j) }) }) : el('span', { class: 'cut', 'aria-hidden': 'true' }));
      }
      out.push(el('span', { class: 'pin', 'aria-hidden': 'true' }));
    }
    return out;
  }

  /** Marks the pins (or stones) a move would remove. */
  function aim(move, on) {
    const heap = board.querySelector(`[data-testid="heap-${move.heap}"]`);
    if (!heap) return;
    if (move.left === null) {
      const stones = [...heap.querySelectorAll('.tokens .stone:not(.fallen)')];
      for (const stone of stones.slice(stones.length - move.take)) stone.classList.toggle('aimed', on);
      return;
    }
    for (let j = move.left; j < move.left + move.take; j += 1) heap.querySelector(`[data-pin="${j}"]`)?.classList.toggle('aimed', on);
  }

  /**
   * A game given by its options: a card with the position it is at and a button for each of
   * its options; a nimber *k is drawn as k stones besides (a tap on stone j moves to *j).
   */
  function drawGame(heap) {
    const moves = screen.moves.filter((m) => m.heap === heap.index);
    const stones =
      heap.nimber !== null
        ? Array.from({ length: heap.nimber }, (_, j) => {
            const move = moves.find((m) => m.option_nimber === j);
            return token('stone', move);
          })
        : [];
    const first = stones.find((t) => t.tagName === 'BUTTON');
    if (first) first.tabIndex = 0;
    return el(
      'div',
      {
        class: `heap game-card${heap.changed ? ' changed' : ''}`,
        role: 'group',
        'aria-label': heap.label,
        'data-testid': `heap-${heap.index}`,
        dataset: { size: String(heap.size), game: heap.tree },
        onkeydown: roving,
      },
      el('div', { class: 'heap-caption' }, heap.caption),
      stones.length ? el('div', { class: 'tokens' }, stones) : null,
      moves.length
        ? el(
            'div',
            { class: 'takes options' },
            el('span', { class: 'note' }, t('play-move-to')),
            moves.map((m) =>
              el(
                'button',
                { type: 'button', class: `take ${moveClasses(m)}`, 'data-testid': 'move', dataset: moveData(m), 'aria-label': m.label, onclick: () => play(m.notation) },
                m.button,
              ),
            ),
          )
        : el('p', { class: 'note' }, t('play-no-option')),
    );
  }

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
    redraw: () => {
      if (view && screen) showStory();
    },
    leave: stopComputer,
  };
}
