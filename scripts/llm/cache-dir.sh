# Sourced by the scripts in scripts/llm: picks the folder that holds the llama.cpp build and the
# assembled models, so that several checkouts of IteraPlan share one 10-minute build.
# Order: $ITERAPLAN_LLM_CACHE; else a `.llm/` folder already present in the repository (git-ignored);
# else /work/.llm-cache when /work is writable; else `.llm/` in the repository.
llm_repo_root() { cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd; }

llm_cache_dir() {
  local repo
  repo="$(llm_repo_root)"
  if [ -n "${ITERAPLAN_LLM_CACHE:-}" ]; then
    echo "$ITERAPLAN_LLM_CACHE"
  elif [ -d "$repo/.llm" ]; then
    echo "$repo/.llm"
  elif [ -d /work ] && [ -w /work ]; then
    echo /work/.llm-cache
  else
    echo "$repo/.llm"
  fi
}

log() { echo "[$(date +%H:%M:%S)] $*" >&2; }
