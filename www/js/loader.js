// Loads the WebAssembly core once for the whole page: the module is compiled a single time and
// the same compiled module is instantiated here and posted to every compute worker. This
// replaces Trunk's inline loader script (removed at build time), so the page runs under a
// Content Security Policy that forbids inline script.

const glueUrl = () => document.querySelector('link[rel="modulepreload"]')?.href;
const wasmUrl = () => document.querySelector('link[rel="preload"][as="fetch"]')?.href;

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
 * Resolves to `{ wasm, memory, module, glueUrl }`: the initialised bindings for the page, its
 * WebAssembly memory, the compiled module, and the URL of the JavaScript glue (for the workers).
 */
export async function loadCore() {
  const glue = glueUrl();
  const wasm = wasmUrl();
  if (!glue || !wasm) throw new Error('the page was built without its WebAssembly module');
  const [bindings, module] = await Promise.all([import(glue), compile(wasm)]);
  const exports = await bindings.default({ module_or_path: module });
  return { wasm: bindings, memory: exports.memory, module, glueUrl: glue };
}
