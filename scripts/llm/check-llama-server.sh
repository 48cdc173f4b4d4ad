#!/usr/bin/env bash
# Checks that a llama-server binary really runs on this CPU: starts it on a free loopback port
# with a small model, waits until /health answers (the model is loaded and its warm-up run has
# exercised the matrix kernels), then stops it. `--version` alone is not enough: a binary built
# for instructions this CPU lacks prints its version and dies with "Illegal instruction" only
# when it computes.
#
# Usage: check-llama-server.sh BIN MODEL.gguf
# Exit: 0 it loaded the model and answered; 1 it died or did not answer in time (its log's last
#       lines on stderr; exit 132 is SIGILL, an instruction this CPU lacks).
# Env: LLM_CHECK_TIMEOUT seconds to wait for the model to load (default 600: a busy machine).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/cache-dir.sh"

BIN="$1"
MODEL="$2"
TIMEOUT="${LLM_CHECK_TIMEOUT:-600}"
PORT="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
LOG="$(mktemp -t llama-server-check.XXXXXX.log)"

"$BIN" -m "$MODEL" --host 127.0.0.1 --port "$PORT" -c 512 -np 1 -t 1 >"$LOG" 2>&1 &
PID=$!
stop() { kill "$PID" 2>/dev/null || true; wait "$PID" 2>/dev/null || true; }
trap 'stop; rm -f "$LOG"' EXIT

deadline=$(( $(date +%s) + TIMEOUT ))
while :; do
  if ! kill -0 "$PID" 2>/dev/null; then
    status=0; wait "$PID" || status=$?
    log "check: $BIN exited with $status while loading $(basename "$MODEL")$([ "$status" = 132 ] && echo ' (Illegal instruction: built for instructions this CPU lacks)')"
    tail -n 5 "$LOG" >&2 || true
    exit 1
  fi
  if curl -sf "http://127.0.0.1:$PORT/health" >/dev/null 2>&1; then
    log "check: $BIN loaded $(basename "$MODEL") and answered"
    exit 0
  fi
  if [ "$(date +%s)" -ge "$deadline" ]; then
    log "check: $BIN did not load $(basename "$MODEL") within ${TIMEOUT}s"
    tail -n 5 "$LOG" >&2 || true
    exit 1
  fi
  sleep 1
done
