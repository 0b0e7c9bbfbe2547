#!/usr/bin/env bash
# run-datagen.sh - applies datagen.yaml (the data volume and the Indexed Job of shards), waits
# until the Job has ended (complete, or failed with some index lost), then runs merge.yaml
# and prints the merge's report. Needs kubectl with a cluster whose nodes can pull the image
# of the manifests (match/k8s/Dockerfile) and mount a ReadWriteMany volume. Not run here (no
# cluster); tests/k8s/datagen.py runs the manifests' command lines.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
kubectl apply -f "$here/datagen.yaml"
# Complete or Failed, whichever comes: the merge takes what the shards made.
kubectl wait --for=condition=complete job/tessera-datagen --timeout=168h &
complete=$!
kubectl wait --for=condition=failed job/tessera-datagen --timeout=168h &
failed=$!
wait -n "$complete" "$failed" || true
kill "$complete" "$failed" 2>/dev/null || true
kubectl delete job/tessera-data-merge --ignore-not-found
kubectl apply -f "$here/merge.yaml"
kubectl wait --for=condition=complete job/tessera-data-merge --timeout=1h
kubectl logs job/tessera-data-merge
