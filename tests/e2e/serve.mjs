// A minimal static file server for the built page (dist/), bound to 127.0.0.1.
// Usage: node serve.mjs [dir] [port] [notes]. Used by the end-to-end tests and scripts/serve.sh.
// With `notes`, a folder, it also answers /notes/NAME.html from that folder: the pages of course
// notes the end-to-end tests write (a page the server answers, so that Chromium lets it frame
// the page on 127.0.0.1 and parses it as any host's page).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 8080);
const notes = process.argv[4] ? resolve(process.argv[4]) : null;
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

createServer(async (req, res) => {
  try {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const base = notes && path.startsWith('/notes/') ? notes : root;
    let file = normalize(join(base, base === notes ? path.slice('/notes/'.length) : path));
    if (file !== base && !file.startsWith(base + sep)) throw new Error('outside root');
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    const body = await readFile(file);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      // As GitHub Pages answers: another site's page may load nimseq-embed.js as a module.
      'access-control-allow-origin': '*',
    });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  }
}).listen(port, '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${port}/`));
