#!/usr/bin/env bash
# The one-machine form of the cluster scripts: N shards of a table run by GNU parallel (as many
# at once as there are cores, or -j J), then merged and checked by `nimseq merge`.
#
#   scripts/cluster/parallel.sh [-j J] N OUT COMMAND ARGS...
#   scripts/cluster/parallel.sh 16 quads-120.csv sweep --dims 4 --max 120
#   scripts/cluster/parallel.sh 8 atlas3.csv atlas --digits 3 --cap 2^16
#
# The shards go to OUT.parts/part-K.csv (kept: running the same again goes on from them, as
# after Ctrl-C); OUT is written only once every shard is complete. NIMSEQ names the binary.
set -euo pipefail
# GNU parallel first, before anything is created (moreutils' `parallel` is another program).
if ! parallel --version 2>/dev/null | grep -q "GNU parallel"; then
  echo "parallel.sh: GNU parallel is needed (Debian: apt install parallel); nothing was run" >&2
  exit 2
fi
jobs=()
if [ "${1:-}" = "-j" ]; then jobs=(-j "$2"); shift 2; fi
count=${1:?usage: parallel.sh [-j J] N OUT COMMAND ARGS...}
out=${2:?usage: parallel.sh [-j J] N OUT COMMAND ARGS...}
shift 2
nimseq=${NIMSEQ:-nimseq}
parts="$out.parts"
mkdir -p "$parts"
parallel --halt now,fail=1 "${jobs[@]}" \
  "$nimseq" "$@" --shard {}/"$count" --resume "$parts/part-{}.csv" ::: $(seq "$count")
files=()
for k in $(seq "$count"); do files+=("$parts/part-$k.csv"); done
"$nimseq" merge "${files[@]}" -o "$out"
