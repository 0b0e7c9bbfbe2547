# shard-recipes.sh - sourced by the shard recipes of matches (match/parallel-match.sh,
# match/slurm/submit-match.sh) and of data generation (train/parallel-datagen.sh,
# train/slurm/submit-datagen.sh): their options, their checks of N and of GNU parallel, and
# the wait for a Slurm merge job. Not a command of its own.

# The GNU parallel recipes' options (-j JOBS, -S SSHLOGINFILE, -m "MERGE OPTIONS") from the
# words given into jobs, sshloginfile and merge_options; options_used = the words they took.
parallel_recipe_options() {
    jobs="" sshloginfile="" merge_options=""
    local flag OPTIND=1
    while getopts "j:S:m:" flag; do
        case "$flag" in
            j) jobs=$OPTARG ;;
            S) sshloginfile=$OPTARG ;;
            m) merge_options=$OPTARG ;;
            *) exit 2 ;;
        esac
    done
    options_used=$((OPTIND - 1))
}

# Exits unless GNU parallel is installed and $1 is a positive number of shards.
parallel_recipe_check() {
    command -v parallel >/dev/null || {
        echo "$0: GNU parallel is missing (Debian: apt-get install parallel)" >&2
        exit 1
    }
    [[ "$1" =~ ^[1-9][0-9]*$ ]] || {
        echo "$0: N must be a positive number of shards, got '$1'" >&2
        exit 2
    }
}

# The Slurm recipes' options (-c CPUS, -p PARTITION, -m "MERGE OPTIONS", -w) into cpus,
# partition (an array of sbatch words), merge_options and wait; options_used as above. A bad
# option prints the usage (line 2 of the recipe) and exits 2.
slurm_recipe_options() {
    cpus=1 partition=() merge_options="" wait=0
    local option OPTIND=1
    while getopts "c:p:m:w" option; do
        case $option in
            c) cpus=$OPTARG ;;
            p) partition=(--partition "$OPTARG") ;;
            m) merge_options=$OPTARG ;;
            w) wait=1 ;;
            *) sed -n '2p' "$0" >&2 && exit 2 ;;
        esac
    done
    options_used=$((OPTIND - 1))
}

# Waits for Slurm job $1 (the merge) to end, then prints its report $2; exits 1 unless it
# completed. scontrol keeps a finished job for MinJobAge (300 s by default).
slurm_wait_for_merge() {
    local merge=$1 report=$2 state
    while :; do
        state=$(scontrol show job "$merge" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p')
        case "$state" in
            PENDING | RUNNING | CONFIGURING | COMPLETING) sleep 2 ;;
            *) break ;;
        esac
    done
    echo "Merge job $merge: ${state:-no longer known to slurmctld}"
    [[ $state == COMPLETED || (-z $state && -s $report) ]] || exit 1
    cat "$report"
}
