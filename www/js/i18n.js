// The page's words in its language. Every word comes from the page layer's catalogues (Rust):
// the markup's words are marked `data-t="id"` (the element's text) or `data-t-label`,
// `data-t-title`, `data-t-placeholder` (an attribute), written in English in the HTML and
// filled in the page's language here; the few words a script writes are asked for with
// `t(id, args)`.

/** The marks and what each fills: the element's text, or one of its attributes. */
const MARKS = [
  ['t', null],
  ['tLabel', 'aria-label'],
  ['tTitle', 'title'],
  ['tPlaceholder', 'placeholder'],
];
const SELECTOR = '[data-t],[data-t-label],[data-t-title],[data-t-placeholder]';

let wasm = null;

/** Takes the WebAssembly module whose catalogues the page's words come from. */
export function useCatalogues(module) {
  wasm = module;
}

/**
 * Message `id` in the page's language, with `args` (numbers and texts by name); null before
 * the module (and so the catalogues) has loaded.
 */
export function t(id, args) {
  return wasm ? wasm.text(id, args) : null;
}

/** Writes the words of every marked element under `root` in the page's language. */
export function translate(root = document) {
  const nodes = [...root.querySelectorAll(SELECTOR)];
  const ids = new Set();
  for (const node of nodes) for (const [key] of MARKS) if (node.dataset[key]) ids.add(node.dataset[key]);
  const texts = wasm.texts([...ids]);
  for (const node of nodes) {
    for (const [key, attribute] of MARKS) {
      const id = node.dataset[key];
      if (!id) continue;
      if (attribute) node.setAttribute(attribute, texts[id]);
      else if (node.textContent !== texts[id]) node.textContent = texts[id];
    }
  }
}
