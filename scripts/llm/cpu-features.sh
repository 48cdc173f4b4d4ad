#!/usr/bin/env bash
# Prints the llama.cpp (ggml) x86-64 instruction-set flags that this CPU supports, as cmake -D
# options on one line, then on a second line a short tag naming the set (the binary's name carries
# it, so one shared cache never hands a binary built for another CPU to this one).
#
# Why: a build with -DGGML_AVX512=ON dies with "Illegal instruction" on a CPU without AVX-512 as
# soon as it loads a model. ggml's own -DGGML_NATIVE=ON would ask the compiler for -march=native,
# which also turns on AMX where the CPU reports it (it faults on our machines), so each option is
# set from the CPU's flags instead. The options and the -m flags they stand for are ggml's
# (vendor/llama.cpp/ggml/src/ggml-cpu/CMakeLists.txt): GGML_AVX512 means avx512f, cd, vl, dq and bw.
#
# Env: CPUINFO (default /proc/cpuinfo; a test points it at a fixture); CPU_FEATURES_NO_AVX512=1
#      leaves AVX-512 out even where the CPU reports it (the build script's fallback when a binary
#      built with it still faults, as under a hypervisor that reports more than it passes through).
set -euo pipefail

CPUINFO="${CPUINFO:-/proc/cpuinfo}"
if [ ! -r "$CPUINFO" ]; then
  echo "cpu-features: cannot read $CPUINFO; building for plain x86-64 (SSE only)" >&2
  FLAGS=""
else
  FLAGS=" $(grep -m1 '^flags' "$CPUINFO" | cut -d: -f2-) "
fi

has() { # every named flag is reported
  local f
  for f in "$@"; do
    case "$FLAGS" in *" $f "*) ;; *) return 1 ;; esac
  done
}
on_off() { if has "$@"; then echo ON; else echo OFF; fi; }

AVX512="$(on_off avx512f avx512cd avx512vl avx512dq avx512bw)"
[ "${CPU_FEATURES_NO_AVX512:-}" = 1 ] && AVX512=OFF
sub512() { if [ "$AVX512" = ON ]; then on_off "$@"; else echo OFF; fi; }

OPTS=(
  "-DGGML_SSE42=$(on_off sse4_2)"
  "-DGGML_AVX=$(on_off avx)"
  "-DGGML_AVX2=$(on_off avx2)"
  "-DGGML_FMA=$(on_off fma)"
  "-DGGML_F16C=$(on_off f16c)"
  "-DGGML_BMI2=$(on_off bmi2)"
  "-DGGML_AVX_VNNI=$(on_off avx_vnni)"
  "-DGGML_AVX512=$AVX512"
  "-DGGML_AVX512_VBMI=$(sub512 avx512vbmi)"
  "-DGGML_AVX512_VNNI=$(sub512 avx512_vnni)"
  "-DGGML_AVX512_BF16=$(sub512 avx512_bf16)"
)

# The tag: the widest vector set, then the extensions on top of it.
if [ "$AVX512" = ON ]; then TAG=avx512
elif has avx2 fma; then TAG=avx2
elif has avx; then TAG=avx
else TAG=sse
fi
[ "$(sub512 avx512vbmi)" = ON ] && TAG="$TAG-vbmi"
[ "$(sub512 avx512_vnni)" = ON ] && TAG="$TAG-vnni"
[ "$(sub512 avx512_bf16)" = ON ] && TAG="$TAG-bf16"
[ "$(on_off avx_vnni)" = ON ] && TAG="$TAG-avxvnni"

echo "${OPTS[*]}"
echo "$TAG"
