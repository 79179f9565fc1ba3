// Small DOM helpers. Text from links, inputs or computations only ever becomes text nodes:
// nothing here (or anywhere in the page) assigns markup from data.

import { t } from './i18n.js';

/** Creates an element with attributes/properties and children (strings become text nodes). */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key in node && typeof value !== 'string') node[key] = value;
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces an element's children. */
export function fill(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

/** Sets a node's text only if it differs (an unchanged node is not laid out again). */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** The element with this id (throws with a clear message if the page lacks it). */
export function byId(id) {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
}

/** Shows or hides an element. */
export function show(node, visible) {
  node.hidden = !visible;
}

/** Calls fn at most once per `ms` (a number, or a function giving the current interval). */
export function throttle(fn, ms) {
  const interval = typeof ms === 'function' ? ms : () => ms;
  let timer = null;
  let last = 0;
  let pending = null;
  return (...args) => {
    pending = args;
    const run = () => {
      timer = null;
      last = performance.now();
      fn(...pending);
    };
    if (timer) return;
    const wait = Math.max(0, last + interval() - performance.now());
    timer = setTimeout(run, wait);
  };
}

/** Calls fn once the input has been quiet for `ms`. */
export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/** The page's current theme: `dark` or `light`. */
export function themeName() {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

/**
 * The width of each canvas's parent as last laid out, kept by one ResizeObserver: reading
 * `clientWidth` while drawing forces a layout (12-22 ms a frame while a search changed the
 * progress texts, and the page's whole first layout in the same task as its first drawing);
 * the observer reads it after the browser's own layout.
 */
const widths = new WeakMap(); // null while observed but not laid out yet
/** What to call when an observed parent's width is first known, or changes: its redraw. */
const redraws = new WeakMap();
const resizes = new ResizeObserver((entries) => {
  for (const { target } of entries) {
    const width = target.clientWidth;
    if (widths.get(target) === width) continue;
    widths.set(target, width);
    redraws.get(target)?.();
  }
});

/**
 * The width of `node` in CSS pixels (its `clientWidth`) as last laid out, or null until the
 * browser has laid it out once; `redraw` is called then and whenever the width changes (a
 * view shown again, a turned phone).
 */
export function widthOf(node, redraw) {
  if (redraw) redraws.set(node, redraw);
  if (!widths.has(node)) {
    widths.set(node, null);
    resizes.observe(node);
  }
  return widths.get(node);
}

/**
 * Sizes a canvas's drawing buffer to its parent's width (and `cssHeight`) times the device
 * pixel ratio and returns the ratio, or null (draw nothing; the CSS height is set) until the
 * parent has been laid out; `redraw` is called then and whenever the parent's width changes.
 * Sizes that are already right are not set again: setting them reallocates and clears the
 * buffer, which took a third of each redraw of a long overview.
 */
export function fitCanvas(canvas, cssHeight, redraw) {
  const set = (target, key, value) => {
    if (target[key] !== value) target[key] = value;
  };
  // The height first, width known or not: the page is laid out at its final height at once
  // (an embed measured while a canvas still had the default 150 px came out short).
  set(canvas.style, 'height', `${cssHeight}px`);
  const parentWidth = widthOf(canvas.parentElement, redraw);
  if (parentWidth === null) return null;
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const width = Math.max(240, Math.floor(parentWidth));
  set(canvas.style, 'width', `${width}px`);
  set(canvas, 'width', Math.floor(width * ratio));
  set(canvas, 'height', Math.floor(cssHeight * ratio));
  return ratio;
}

/**
 * Keeps every box under `root` that scrolls sideways (`.table-scroll`, now and as views add
 * them) marked for the CSS: `data-overflows` while its content is wider than the box, and
 * `data-more` naming the edges (`start`, `end`) with more of it beyond, in step as it is
 * scrolled, as its content changes size and as the window does. The CSS fades such an edge and
 * says that the box scrolls, so that a cut column is never taken for the last.
 *
 * The box's content is observed, not the box: the note the CSS adds changes the box's height,
 * which would otherwise be observed again in the same frame.
 */
export function scrollCues(root, selector = '.table-scroll') {
  const boxes = new WeakSet();
  const mark = (box) => {
    const room = box.scrollWidth - box.clientWidth;
    const overflows = room > 1;
    box.toggleAttribute('data-overflows', overflows);
    const more = overflows ? [box.scrollLeft > 1 && 'start', box.scrollLeft < room - 1 && 'end'].filter(Boolean).join(' ') : '';
    if (more) {
      if (box.dataset.more !== more) box.dataset.more = more;
    } else if ('more' in box.dataset) delete box.dataset.more;
    // The cue's words, toward the side with more: `scroll →`, or `← scroll` at the end.
    const cue = overflows ? t(more.includes('end') ? 'scroll-cue-right' : 'scroll-cue-left') : null;
    if (cue && box.dataset.cue !== cue) box.dataset.cue = cue;
  };
  const sizes = new ResizeObserver((entries) => {
    for (const { target } of entries) if (boxes.has(target.parentElement)) mark(target.parentElement);
  });
  const watch = (box) => {
    if (!boxes.has(box)) {
      boxes.add(box);
      box.addEventListener('scroll', () => mark(box), { passive: true });
    }
    for (const child of box.children) sizes.observe(child);
  };
  /** The boxes in `node`, itself included. */
  const within = (node) => [...(node.matches(selector) ? [node] : []), ...node.querySelectorAll(selector)];
  const changes = new MutationObserver((records) => {
    for (const record of records) {
      const inBox = boxes.has(record.target);
      for (const node of record.removedNodes) {
        if (!(node instanceof Element)) continue;
        // Observed elements are held by the observer: let go of those that left the page.
        if (inBox) sizes.unobserve(node);
        for (const box of within(node)) for (const child of box.children) sizes.unobserve(child);
      }
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (inBox) sizes.observe(node);
        for (const box of within(node)) watch(box);
      }
    }
  });
  changes.observe(root, { childList: true, subtree: true });
  for (const box of root.querySelectorAll(selector)) watch(box);
  addEventListener('resize', debounce(() => root.querySelectorAll(selector).forEach(mark), 100));
}
