// Loads the WebAssembly core once for the whole page: the module is compiled a single time and
// the same compiled module is instantiated here and posted to every compute worker. This
// replaces Trunk's inline loader script (removed at build time), so the page runs under a
// Content Security Policy that forbids inline script.

const glueUrl = () => document.querySelector('link[rel="modulepreload"]')?.href;
// Trunk preloads the plain module; a release build names it without preloading it (see
// scripts/post-build.sh), so that a browser with simd128 does not fetch both.
const wasmUrl = () =>
  document.querySelector('link[rel="nimseq-plain-wasm"], link[rel="preload"][as="fetch"]')?.href;

// The smallest module using a vector instruction (i8x16.splat, i8x16.popcnt): a browser that
// validates it runs simd128 (the test of the wasm-feature-detect library).
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11,
]);

/**
 * The build to load, `{ glue, wasm, simd }` (URLs of its JavaScript glue and its module, and
 * whether it has vector instructions): the simd128 build (folder named in
 * `<meta name="nimseq-simd128">` by the release build) where the browser has them, else the
 * plain one Trunk links.
 */
export function chooseCore() {
  const folder = document.querySelector('meta[name="nimseq-simd128"]')?.content;
  if (folder && WebAssembly.validate(SIMD_PROBE)) {
    const base = new URL(folder, document.baseURI);
    return { glue: new URL('nimseq.js', base).href, wasm: new URL('nimseq_bg.wasm', base).href, simd: true };
  }
  return { glue: glueUrl(), wasm: wasmUrl(), simd: false };
}

/** Compiles the module, falling back to a plain fetch when the host sends the wrong MIME type. */
async function compile(url) {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch (streamingError) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`could not fetch the WebAssembly module (HTTP ${response.status})`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/**
 * Loads `core` (from `chooseCore`). Resolves to `{ wasm, memory, module }`: the initialised
 * bindings for the page, its WebAssembly memory and the compiled module (for the workers). The
 * build is also named on `<body data-core>`: 'simd128' or 'plain'.
 */
export async function loadCore({ glue, wasm, simd }) {
  if (!glue || !wasm) throw new Error('the page was built without its WebAssembly module');
  const [bindings, module] = await Promise.all([import(glue), compile(wasm)]);
  const exports = await bindings.default({ module_or_path: module });
  document.body.dataset.core = simd ? 'simd128' : 'plain';
  return { wasm: bindings, memory: exports.memory, module };
}
