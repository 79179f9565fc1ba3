#!/usr/bin/env bash
# The README's pictures (docs/img/*.png), taken from the real page: builds the page if dist/ is
# missing, serves it on a free port, photographs it with Debian's Chromium, stops the server.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || trunk build --release --offline
port=${NIMSEQ_SHOTS_PORT:-8399}
node tests/e2e/serve.mjs dist "$port" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 1
(cd tests/e2e && node screenshots.mjs "http://127.0.0.1:$port/")
