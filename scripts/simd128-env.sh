# Sourced (POSIX sh) by scripts/post-build.sh and scripts/test.sh: the environment of cargo for
# the core built with WebAssembly's vector instructions (simd128). The flags are those of
# .cargo/config.toml (which RUSTFLAGS replaces) plus simd128; the target directory is one of its
# own inside the project's (never in the source tree), so that Trunk's build stays cached.
# Needs $root, the project's directory.
simd128_features=mutable-globals,sign-ext,nontrapping-fptoint,bulk-memory,bulk-memory-opt,multivalue,simd128
export RUSTFLAGS="-C target-feature=-reference-types,+simd128 -C link-arg=--no-check-features -C link-arg=--features=$simd128_features"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}/simd128"
