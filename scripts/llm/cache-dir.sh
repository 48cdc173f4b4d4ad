# Sourced by the scripts in scripts/llm: picks the folder that holds the llama.cpp build and the
# assembled models, so that several checkouts of IteraPlan share one build (it takes hours on a
# busy two-core machine; README, A local model).
# Order: $ITERAPLAN_LLM_CACHE; else the platform's cache folder, $XDG_CACHE_HOME/iteraplan;
# else ~/.cache/iteraplan (the XDG default). The benchmark's results go to `.llm/bench/` in the
# repository, never here.

llm_cache_dir() {
  if [ -n "${ITERAPLAN_LLM_CACHE:-}" ]; then
    echo "$ITERAPLAN_LLM_CACHE"
  elif [ -n "${XDG_CACHE_HOME:-}" ]; then
    echo "$XDG_CACHE_HOME/iteraplan"
  else
    echo "${HOME:?neither ITERAPLAN_LLM_CACHE, XDG_CACHE_HOME nor HOME is set}/.cache/iteraplan"
  fi
}

log() { echo "[$(date +%H:%M:%S)] $*" >&2; }
