#!/usr/bin/env bash
# Sets up the toolchain (first run only), builds the page and serves it on 127.0.0.1.
# PORT=9000 ./scripts/serve.sh to choose another port.
set -euo pipefail
cd "$(dirname "$0")/.."

./scripts/setup.sh
trunk build --release --offline
port=${PORT:-8080}
printf '\n\033[1mnimseq is at http://127.0.0.1:%s/\033[0m  (Ctrl-C to stop)\n\n' "$port"
exec node tests/e2e/serve.mjs dist "$port"
