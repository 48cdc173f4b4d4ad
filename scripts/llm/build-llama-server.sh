#!/usr/bin/env bash
# Builds llama.cpp's OpenAI-compatible `llama-server` from the llama.cpp source vendored in the
# llama-cpp-python sdist (the one registry this project may use), for the instruction sets this
# CPU has (cpu-features.sh), into the shared LLM cache, and reuses an existing build only when it
# loads a small model on this machine (check-llama-server.sh). Prints the binary's path on stdout
# as its last line.
#
# Env: ITERAPLAN_LLM_CACHE (see cache-dir.sh), LLAMA_CPP_PYTHON_VERSION (pinned below),
#      LLM_BUILD_JOBS (default 2: the machine is shared),
#      LLM_CHECK_MODEL (models.tsv name of the model the check loads; default the 135M SmolLM2),
#      LLM_CHECK_MODEL_FILE (a GGUF file the check loads instead of assembling LLM_CHECK_MODEL).
set -euo pipefail
HERE="$(dirname "${BASH_SOURCE[0]}")"
source "$HERE/cache-dir.sh"

VERSION="${LLAMA_CPP_PYTHON_VERSION:-0.3.36}"
JOBS="${LLM_BUILD_JOBS:-2}"
CHECK_MODEL_NAME="${LLM_CHECK_MODEL:-smollm2-135m-instruct-q4_1}"
CACHE="$(llm_cache_dir)"
mkdir -p "$CACHE/src" "$CACHE/build" "$CACHE/bin"

# One build at a time across checkouts; the second caller waits, then reuses the first one's binary.
exec 9>"$CACHE/.build-llama-server.lock"
flock 9

if [ -n "${LLM_CHECK_MODEL_FILE:-}" ]; then
  CHECK_MODEL="$LLM_CHECK_MODEL_FILE"
else
  log "assembling the model the check loads ($CHECK_MODEL_NAME)"
  CHECK_MODEL="$("$HERE/assemble-model.sh" "$CHECK_MODEL_NAME" | tail -n 1)"
fi

fetch_source() {
  SDIST="$CACHE/src/llama_cpp_python-$VERSION.tar.gz"
  if [ ! -f "$SDIST" ]; then
    # Only llama-cpp-python comes as source: its build dependencies come as wheels, so pip prepares
    # its metadata in seconds instead of building scikit-build-core's whole chain from source.
    log "downloading the llama-cpp-python $VERSION sdist"
    pip download --quiet --no-deps --no-binary llama-cpp-python "llama-cpp-python==$VERSION" -d "$CACHE/src" >&2
  fi
  SRC="$CACHE/src/llama_cpp_python-$VERSION"
  if [ ! -f "$SRC/vendor/llama.cpp/CMakeLists.txt" ]; then
    log "unpacking $SDIST"
    tar xzf "$SDIST" -C "$CACHE/src"
  fi
  LLAMA="$SRC/vendor/llama.cpp"
}

# What a build needs, checked before anything is downloaded: a newcomer without cmake or a C++
# compiler is told so at once, not after the source has come, by an error deep in cmake.
need_build_tools() {
  local missing=()
  command -v cmake >/dev/null 2>&1 || missing+=(cmake)
  command -v c++ >/dev/null 2>&1 || command -v g++ >/dev/null 2>&1 || command -v clang++ >/dev/null 2>&1 || missing+=("a C++ compiler (g++ or clang++)")
  command -v make >/dev/null 2>&1 || command -v ninja >/dev/null 2>&1 || missing+=("make (or ninja)")
  command -v pip >/dev/null 2>&1 || missing+=(pip)
  if [ "${#missing[@]}" -gt 0 ]; then
    local list
    list="$(printf '%s, ' "${missing[@]}")"
    echo "build-llama-server: building llama-server needs ${list%, }, not found on PATH (on Debian or Ubuntu: apt-get install cmake g++ make python3-pip)" >&2
    exit 3
  fi
}

build() { # $1: the -D options for the CPU, $2: their tag; sets BIN
  local opts="$1" tag="$2" build_dir="$CACHE/build/llama-server-$VERSION-$2"
  BIN="$CACHE/bin/llama-server-$VERSION-$tag"
  need_build_tools
  fetch_source
  # NATIVE off and each instruction set from the CPU's flags (cpu-features.sh says why); AMX off:
  # it faults on our machines. UI assets and HTTPS off so the build downloads nothing. Static
  # libraries so the one binary can be copied out of the build tree.
  log "configuring llama.cpp in $build_dir ($tag)"
  # shellcheck disable=SC2086 # the options are one word each
  cmake -S "$LLAMA" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release \
    -DBUILD_SHARED_LIBS=OFF -DGGML_NATIVE=OFF $opts \
    -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF \
    -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_BUILD_UI=OFF -DLLAMA_OPENSSL=OFF \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_SERVER=ON >&2
  log "building llama-server with -j$JOBS (README, A local model: hours on two shared, busy cores; a build cut short resumes where it stopped)"
  cmake --build "$build_dir" --config Release --target llama-server -j"$JOBS" >&2
  cp "$build_dir/bin/llama-server" "$BIN.tmp"
  mv "$BIN.tmp" "$BIN"
}

# The detected instruction sets first; if that binary still faults (a hypervisor may report more
# than it passes through), once more without AVX-512.
for attempt in detected no-avx512; do
  if [ "$attempt" = no-avx512 ]; then export CPU_FEATURES_NO_AVX512=1; fi
  FEATURES="$("$HERE/cpu-features.sh")"
  OPTS="$(echo "$FEATURES" | sed -n 1p)"
  TAG="$(echo "$FEATURES" | sed -n 2p)"
  BIN="$CACHE/bin/llama-server-$VERSION-$TAG"
  if [ -x "$BIN" ] && "$HERE/check-llama-server.sh" "$BIN" "$CHECK_MODEL"; then
    log "reusing $BIN"
    ln -sf "$(basename "$BIN")" "$CACHE/bin/llama-server"
    echo "$BIN"
    exit 0
  fi
  if [ -e "$BIN" ]; then
    log "$BIN does not run here: building it again"
    rm -f "$BIN"
  fi
  build "$OPTS" "$TAG"
  if "$HERE/check-llama-server.sh" "$BIN" "$CHECK_MODEL"; then
    ln -sf "$(basename "$BIN")" "$CACHE/bin/llama-server"
    "$BIN" --version >&2 || true
    log "built $BIN"
    echo "$BIN"
    exit 0
  fi
  rm -f "$BIN"
  [ "$TAG" = "${TAG#avx512}" ] && break # no AVX-512 in it: nothing left to leave out
done
echo "build-llama-server: the llama-server built here does not load a model on this CPU (see above)" >&2
exit 3
