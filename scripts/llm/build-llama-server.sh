#!/usr/bin/env bash
# Builds llama.cpp's OpenAI-compatible `llama-server` from the llama.cpp source vendored in the
# llama-cpp-python sdist (the one registry this project may use), into the shared LLM cache, and
# reuses an existing build. Prints the binary's path on stdout as its last line.
#
# Env: ITERAPLAN_LLM_CACHE (see cache-dir.sh), LLAMA_CPP_PYTHON_VERSION (pinned below),
#      LLM_BUILD_JOBS (default 2: the machine is shared).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/cache-dir.sh"

VERSION="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
JOBS="${LLM_BUILD_JOBS:-2}"
CACHE="$(llm_cache_dir)"
BIN="$CACHE/bin/llama-server-$VERSION"
mkdir -p "$CACHE/src" "$CACHE/build" "$CACHE/bin"

# One build at a time across checkouts; the second caller waits, then reuses the first one's binary.
exec 9>"$CACHE/.build-llama-server.lock"
flock 9

if [ -x "$BIN" ] && "$BIN" --version >/dev/null 2>&1; then
  log "reusing $BIN"
  echo "$BIN"
  exit 0
fi

SDIST="$CACHE/src/llama_cpp_python-$VERSION.tar.gz"
if [ ! -f "$SDIST" ]; then
  log "downloading the llama-cpp-python $VERSION sdist"
  pip download --quiet --no-deps --no-binary :all: "llama-cpp-python==$VERSION" -d "$CACHE/src"
fi
SRC="$CACHE/src/llama_cpp_python-$VERSION"
if [ ! -f "$SRC/vendor/llama.cpp/CMakeLists.txt" ]; then
  log "unpacking $SDIST"
  tar xzf "$SDIST" -C "$CACHE/src"
fi
LLAMA="$SRC/vendor/llama.cpp"
BUILD="$CACHE/build/llama-server-$VERSION"

# AMX faults on our machines, so it stays off even where the CPU reports it; NATIVE off so the binary
# does not depend on the exact build host. UI assets and HTTPS are off so the build downloads nothing.
# Static libraries so the one binary can be copied out of the build tree.
log "configuring llama.cpp in $BUILD"
cmake -S "$LLAMA" -B "$BUILD" -DCMAKE_BUILD_TYPE=Release \
  -DBUILD_SHARED_LIBS=OFF \
  -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=ON \
  -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF \
  -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_BUILD_UI=OFF -DLLAMA_OPENSSL=OFF \
  -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=ON >&2

log "building llama-server with -j$JOBS (about 10 minutes on 2 cores)"
cmake --build "$BUILD" --config Release --target llama-server -j"$JOBS" >&2

cp "$BUILD/bin/llama-server" "$BIN.tmp"
mv "$BIN.tmp" "$BIN"
ln -sf "$(basename "$BIN")" "$CACHE/bin/llama-server"
"$BIN" --version >&2 || true
log "built $BIN"
echo "$BIN"
