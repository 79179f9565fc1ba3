#!/usr/bin/env bash
# Installs everything nimseq needs to build, test and serve, skipping what is already present.
# Safe to run repeatedly: every step checks before it installs.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# 1. Rust components and the wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi
for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding rustup component $component"
    rustup component add "$component"
  fi
done

# 2. Trunk (the page's bundler), pinned: 0.22 needs a newer rustc than this machine has.
if ! trunk --version 2>/dev/null | grep -q "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (takes a few minutes the first time)"
  cargo install --locked "trunk@$TRUNK_VERSION"
fi

# 3. wasm-bindgen CLI, same version as the crate pinned in Cargo.toml. Not --locked: the locked
#    set asks for a crate version the registry here lacks.
if ! wasm-bindgen --version 2>/dev/null | grep -q "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install --force "wasm-bindgen-cli@$WASM_BINDGEN_VERSION"
fi

# 4. Debian packages: wasm-opt (binaryen), Chromium and ChromeDriver for browser tests.
missing=()
command -v wasm-opt >/dev/null || missing+=(binaryen)
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

# 5. A single-node Slurm cluster for scripts/cluster/test-slurm.sh (Debian's slurmctld, slurmd,
#    munge and the client commands) and GNU parallel for the one-machine form. The daemons are
#    not started here: the test starts its own, configured in a temporary directory.
missing=()
[ -x /usr/sbin/slurmctld ] || missing+=(slurmctld)
[ -x /usr/sbin/slurmd ] || missing+=(slurmd)
[ -x /usr/sbin/munged ] || missing+=(munge)
[ -x /usr/bin/sbatch ] || missing+=(slurm-client)
[ -x /usr/bin/parallel ] || missing+=(parallel)
if [ ${#missing[@]} -gt 0 ]; then
  say "installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  # policy-rc.d exit 101: install without starting the packages' own services.
  policy=/usr/sbin/policy-rc.d
  if [ "$(id -u)" -eq 0 ] && [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' > "$policy"; chmod +x "$policy"
    trap 'rm -f "$policy"' EXIT
  fi
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
  if [ "$(id -u)" -eq 0 ] && [ -e "$policy" ]; then rm -f "$policy"; trap - EXIT; fi
fi

# 6. npm packages for the end-to-end tests (Playwright drives Debian's Chromium; it never
#    downloads a browser of its own).
if [ -f tests/e2e/package.json ]; then
  if [ ! -d tests/e2e/node_modules ] || [ tests/e2e/package-lock.json -nt tests/e2e/node_modules ]; then
    say "installing npm packages for the end-to-end tests"
    (cd tests/e2e && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund)
  fi
fi

# 7. Python for the package in python/: a virtual environment in .venv with what
#    python/requirements-dev.txt pins (maturin, numpy, pandas, pytest, the notebook runner),
#    from the package index. Reinstalled when that file changes.
if [ ! -x .venv/bin/python ] || [ python/requirements-dev.txt -nt .venv/installed ]; then
  if ! python3 -c 'import venv, ensurepip' 2>/dev/null; then
    say "installing Debian packages: python3-venv"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv
  fi
  say "installing the Python environment in .venv (python/requirements-dev.txt)"
  python3 -m venv .venv
  .venv/bin/pip install --quiet --disable-pip-version-check -r python/requirements-dev.txt
  touch .venv/installed
fi

say "toolchain ready"
