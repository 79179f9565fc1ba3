#!/usr/bin/env bash
# Runs nimseq's fuzz targets (cargo-fuzz, libFuzzer) one after another.
#   ./scripts/fuzz.sh                 every target for 10 minutes
#   ./scripts/fuzz.sh 60 url_state    one target for a minute
# Needs a nightly toolchain (cargo-fuzz builds with -Z flags) and cargo-fuzz; both are
# installed here if missing. Findings go to fuzz/artifacts/<target>/, the corpus to
# fuzz/corpus/<target>/ (neither is committed).
set -euo pipefail
cd "$(dirname "$0")/../fuzz"
seconds=${1:-600}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(game_spec url_state period_finder board)
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal
command -v cargo-fuzz > /dev/null || cargo install cargo-fuzz
for target in "${targets[@]}"; do
  mkdir -p "corpus/$target"
  echo "== $target: $seconds s"
  cargo +nightly fuzz run -O "$target" "corpus/$target" -- -max_total_time="$seconds" -rss_limit_mb=2048
done
