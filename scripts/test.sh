#!/usr/bin/env bash
# Every test nimseq has: formatting, lints (native and wasm32), native tests, browser tests of
# the WebAssembly API, a release build of the page, and end-to-end tests of that build.
#
#   ./scripts/test.sh          the whole suite (what CI runs)
#   ./scripts/test.sh --long   only the long native tests, marked #[ignore] (minutes each, a few
#                              GiB: Flammenkamp's .1777 and the like); not part of CI
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = "--long" ]; then
  printf '\n\033[1m== long tests (cargo test --release -- --ignored)\033[0m\n'
  exec cargo test --workspace --release -- --ignored
elif [ $# -gt 0 ]; then
  echo "usage: $0 [--long]" >&2
  exit 2
fi

./scripts/setup.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
started=$SECONDS

step "cargo fmt --check"
cargo fmt --all -- --check

step "cargo clippy (native, warnings denied)"
cargo clippy --workspace --all-targets -- -D warnings

step "cargo clippy (wasm32, warnings denied)"
cargo clippy --target wasm32-unknown-unknown -p nimseq-core -p nimseq-page -p nimseq-web --lib --tests -- -D warnings

step "native tests"
cargo test --workspace

step "a sharded sweep and atlas on a real single-node Slurm cluster (root only; required under CI)"
scripts/cluster/test-slurm.sh

step "browser tests (wasm-bindgen-test in headless Chromium)"
CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver} \
  cargo test --target wasm32-unknown-unknown -p nimseq-web --test web

step "clippy and a browser test of the core built with simd128 (the page's vector paths)"
(
  root=$PWD
  . scripts/simd128-env.sh
  cargo clippy --target wasm32-unknown-unknown -p nimseq-core -p nimseq-page -p nimseq-web --lib -- -D warnings
  CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver} \
    cargo test --target wasm32-unknown-unknown -p nimseq-web --test web octal_values_agree
)

step "release build of the page (trunk)"
trunk build --release --offline

step "end-to-end tests (Playwright, Chromium, page served on 127.0.0.1)"
(cd tests/e2e && npx --no-install playwright test)

step "all tests passed in $((SECONDS - started)) s"
