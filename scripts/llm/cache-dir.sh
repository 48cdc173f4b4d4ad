# Sourced by the scripts in scripts/llm: picks the folder that holds the llama.cpp build and the
# assembled models, so that several checkouts of IteraPlan share one 10-minute build.
# Order: $ITERAPLAN_LLM_CACHE; else `.llm/cache/` when the repository already has one (`.llm/` is
# git-ignored; the benchmark's results go to `.llm/bench/`); else /work/.llm-cache when /work is
# writable (shared by every checkout on the machine); else `.llm/cache/` in the repository.
llm_repo_root() { cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd; }

llm_cache_dir() {
  local repo
  repo="$(llm_repo_root)"
  if [ -n "${ITERAPLAN_LLM_CACHE:-}" ]; then
    echo "$ITERAPLAN_LLM_CACHE"
  elif [ -d "$repo/.llm/cache" ]; then
    echo "$repo/.llm/cache"
  elif [ -d /work ] && [ -w /work ]; then
    echo /work/.llm-cache
  else
    echo "$repo/.llm/cache"
  fi
}

log() { echo "[$(date +%H:%M:%S)] $*" >&2; }
