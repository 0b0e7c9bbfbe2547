#!/usr/bin/env bash
# run-match.sh - applies match.yaml (the results volume and the Indexed Job of shards), waits
# for the Job to complete, then runs merge.yaml and prints the merged summary. Needs kubectl
# with a cluster whose nodes can pull the image of the manifests and mount a ReadWriteMany
# volume. Not run here (no cluster); tests/k8s/run.py runs the manifests' command lines.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
kubectl apply -f "$here/match.yaml"
kubectl wait --for=condition=complete job/tessera-shards --timeout=168h
kubectl delete job/tessera-merge --ignore-not-found
kubectl apply -f "$here/merge.yaml"
kubectl wait --for=condition=complete job/tessera-merge --timeout=1h
kubectl logs job/tessera-merge
