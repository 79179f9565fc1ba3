#!/usr/bin/env bash
# A real single-node Slurm cluster on localhost: writes a munge key and slurm.conf in a temporary
# directory, starts munged, slurmctld and slurmd (Debian's, installed by scripts/setup.sh) as
# root, submits a sharded sweep of 4-element sets and a sharded 3-digit atlas with
# `sbatch --array` (scripts/cluster/*.sbatch), waits for them, merges the shards with
# `nimseq merge`, and compares the tables byte for byte with one machine's. The daemons are
# stopped by their PIDs when the script ends, however it ends.
#
#   scripts/cluster/test-slurm.sh            (called by scripts/test.sh)
#
# Not root (or no Slurm installed): one line saying it is skipped, exit 0; under CI (CI set)
# that is a failure. NIMSEQ names the binary to test (default: a debug build made here).
set -euo pipefail
cd "$(dirname "$0")/../.."

say() { printf '[slurm test] %s\n' "$*"; }
cannot() {
  if [ -n "${CI:-}" ]; then
    say "FAILED: $* (CI is set, so the cluster test must run)" >&2
    exit 1
  fi
  say "skipped: $*"
  exit 0
}

[ "$(id -u)" -eq 0 ] || cannot "starting munged, slurmctld and slurmd needs root"
for tool in /usr/sbin/munged /usr/sbin/slurmctld /usr/sbin/slurmd /usr/bin/sbatch /usr/bin/sinfo; do
  [ -x "$tool" ] || cannot "$tool is not installed (run scripts/setup.sh)"
done

if [ -z "${NIMSEQ:-}" ]; then
  cargo build --quiet --bin nimseq
  NIMSEQ=$PWD/target/debug/nimseq
fi
export NIMSEQ

dir=$(mktemp -d /tmp/nimseq-slurm.XXXXXX)
chmod 700 "$dir"
pids=()
stop() {
  local status=$?
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  if [ "$status" -ne 0 ]; then
    say "logs in $dir:"
    tail -n 20 "$dir"/*.log "$dir"/out/*.out 2>/dev/null | sed 's/^/  /' >&2 || true
  else
    rm -rf "$dir"
  fi
}
trap stop EXIT
trap 'exit 130' INT TERM

# Ports not in use (another run of this test may hold the usual 6817/6818).
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
ctld_port=$(free_port)
slurmd_port=$(free_port)
while [ "$slurmd_port" = "$ctld_port" ]; do slurmd_port=$(free_port); done

# munge: a key of our own, a socket in the directory.
mkdir -p "$dir/munge"
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
socket="$dir/munge/munge.socket"
/usr/sbin/munged --foreground --force --key-file="$dir/munge/munge.key" \
  --socket="$socket" --pid-file="$dir/munge/munged.pid" --seed-file="$dir/munge/seed" \
  --log-file="$dir/munged.log" >"$dir/munged.console" 2>&1 &
pids+=($!)

cpus=$(nproc)
mkdir -p "$dir/state" "$dir/spool" "$dir/out"
cat > "$dir/slurm.conf" <<EOF
ClusterName=nimseqtest
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SchedulerType=sched/builtin
# Start array tasks as soon as a core is free (the default looks every 60 s).
SchedulerParameters=sched_interval=1
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=nimseqnode NodeHostname=$(hostname) NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=nimseq Nodes=nimseqnode Default=YES MaxTime=10 State=UP OverSubscribe=YES
EOF
export SLURM_CONF="$dir/slurm.conf"

# Wait for munged's socket before the Slurm daemons authenticate with it.
for _ in $(seq 50); do [ -S "$socket" ] && break; sleep 0.1; done
[ -S "$socket" ] || { say "munged did not start" >&2; exit 1; }

/usr/sbin/slurmctld -D -i -f "$SLURM_CONF" >"$dir/slurmctld.console" 2>&1 &
pids+=($!)
/usr/sbin/slurmd -D -N nimseqnode -f "$SLURM_CONF" >"$dir/slurmd.console" 2>&1 &
pids+=($!)

ready=
for _ in $(seq 60); do
  if sinfo -h -N -o '%t' 2>/dev/null | grep -qE '^(idle|mix|alloc)'; then ready=1; break; fi
  sleep 0.5
done
[ -n "$ready" ] || { say "the node did not come up" >&2; sinfo -N -l >&2 || true; exit 1; }
say "cluster up: munged, slurmctld, slurmd (PIDs ${pids[*]}), ports $ctld_port/$slurmd_port"

# Two sharded tables, submitted as job arrays (sbatch --wait returns when every task is done,
# with the worst exit status of the tasks), run side by side.
submit() { # NAME SCRIPT TASKS ARGS...
  local name=$1 script=$2 tasks=$3
  shift 3
  timeout 120 sbatch --parsable --wait --array=1-"$tasks" --time=5 --chdir="$dir/out" \
    --output="$dir/out/$name-%a.out" --job-name="nimseq-$name" \
    "scripts/cluster/$script" "$dir/$name" "$@" >"$dir/$name.job"
}
started=$SECONDS
sweep_args=(--dims 4 --max 28)
atlas_args=(--digits 3 --cap 2^10)
submit sweep sweep.sbatch 4 "${sweep_args[@]}" &
sweep_wait=$!
submit atlas atlas.sbatch 3 "${atlas_args[@]}" &
atlas_wait=$!
wait "$sweep_wait" || { say "the sweep's job array failed" >&2; exit 1; }
wait "$atlas_wait" || { say "the atlas's job array failed" >&2; exit 1; }
say "job arrays $(cat "$dir/sweep.job") and $(cat "$dir/atlas.job") done in $((SECONDS - started)) s"

check() { # NAME TASKS COMMAND ARGS...
  local name=$1 tasks=$2
  shift 2
  local files=()
  for k in $(seq "$tasks"); do files+=("$dir/$name/part-$k.csv"); done
  "$NIMSEQ" merge "${files[@]}" -o "$dir/$name-merged.csv"
  "$NIMSEQ" "$@" >"$dir/$name-one.csv"
  if ! cmp "$dir/$name-merged.csv" "$dir/$name-one.csv"; then
    say "FAILED: the merged $name differs from one machine's" >&2
    exit 1
  fi
  say "$name: $tasks shards merged, $(wc -l <"$dir/$name-one.csv") lines, byte for byte one machine's"
}
check sweep 4 sweep "${sweep_args[@]}"
check atlas 3 atlas "${atlas_args[@]}"
say "passed"
