#!/usr/bin/env bash
# local-cluster.sh up|down|status - a one-node Slurm cluster on this machine, from Debian's
# packages, for trying the Slurm recipe (docs/MATCHES.md) where there is no real cluster.
#
#   up      installs munge and slurm-wlm with apt-get when they are missing, writes
#           /etc/slurm/slurm.conf for this host (its CPUs and memory from `slurmd -C`, one
#           partition `tessera`), starts munged, slurmctld and slurmd, and waits until the
#           node is idle.
#   down    stops slurmd, slurmctld and munged (by the pid files this script started them
#           with), leaving the packages and the configuration in place.
#   status  sinfo.
#
# Runs as root. The daemons are started directly, not through systemd, so it also works in
# containers. It overwrites /etc/slurm/slurm.conf: do not run it on a machine that is already
# part of a Slurm cluster.
set -euo pipefail

conf=/etc/slurm/slurm.conf
run=/run/tessera-slurm
state=/var/spool/tessera-slurm

need_root() {
    [[ $(id -u) == 0 ]] || { echo "local-cluster.sh: run as root" >&2; exit 1; }
}

install_packages() {
    command -v slurmctld >/dev/null && command -v slurmd >/dev/null &&
        command -v munged >/dev/null && command -v sbatch >/dev/null && return
    apt-get update -q
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q slurm-wlm munge
}

# The NodeName line of slurmd -C (CPUs, sockets, cores, memory) for this host.
node_line() {
    slurmd -C | head -1
}

write_config() {
    local host
    host=$(hostname -s)
    mkdir -p /etc/slurm "$run" "$state/ctld" "$state/d" /var/log/slurm
    cat >"$conf" <<CONF
# Written by match/slurm/local-cluster.sh: a one-node cluster on $host.
ClusterName=tessera
SlurmctldHost=$host
SlurmUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
SlurmctldPidFile=$run/slurmctld.pid
SlurmdPidFile=$run/slurmd.pid
StateSaveLocation=$state/ctld
SlurmdSpoolDir=$state/d
SlurmctldLogFile=/var/log/slurm/slurmctld.log
SlurmdLogFile=/var/log/slurm/slurmd.log
$(node_line) State=UNKNOWN
PartitionName=tessera Nodes=ALL Default=YES MaxTime=INFINITE State=UP
CONF
}

start_munge() {
    [[ -s /etc/munge/munge.key ]] || { mungekey --create --force && chown munge: /etc/munge/munge.key; }
    mkdir -p /run/munge && chown munge: /run/munge
    runuser -u munge -- /usr/sbin/munged --pid-file=/run/munge/munged.pid
    munge -n | unmunge >/dev/null
}

wait_for_idle() {
    for _ in $(seq 60); do
        if sinfo -h -o %T 2>/dev/null | grep -qx idle; then
            sinfo
            return
        fi
        sleep 1
    done
    echo "local-cluster.sh: the node did not become idle; see /var/log/slurm/" >&2
    sinfo >&2 || true
    exit 1
}

up() {
    need_root
    install_packages
    write_config
    start_munge
    slurmctld
    slurmd
    wait_for_idle
}

# Stops the daemon whose pid file is $1, waiting for it to exit.
stop_pid_file() {
    local file=$1 pid
    [[ -s $file ]] || return 0
    pid=$(cat "$file")
    if kill "$pid" 2>/dev/null; then
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    fi
    rm -f "$file"
}

down() {
    need_root
    stop_pid_file "$run/slurmd.pid"
    stop_pid_file "$run/slurmctld.pid"
    stop_pid_file /run/munge/munged.pid
    echo "Slurm and munge stopped"
}

case "${1:-}" in
    up) up ;;
    down) down ;;
    status) sinfo ;;
    *) echo "usage: local-cluster.sh up|down|status" >&2 && exit 2 ;;
esac
