// Test folders mirror src/ (docs/ARCHITECTURE.md); tests/bridge also holds the bridge's Python
// tests (test_*.py), which pytest runs (scripts/run-pytest.mjs).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Guards against a hang, never a check of speed: the README's test command must pass on a
    // busy machine (load average 14 on two cores makes a 40 s test take several minutes), so no
    // test sets a timeout of its own; a test waits for events, each bounded and named
    // (tests/helpers/wait.ts). Speed is measured by the benchmarks (npm run bench).
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // One symbolic bridge per worker for the files that need no bridge of their own (tests/helpers/shared-bridge.ts).
    globalSetup: ['tests/helpers/shared-bridges.ts'],
    // One worker per core, not vitest's cores - 1: on 2 cores that default is a single worker,
    // and most files spend their time waiting on a child process (a bridge, the built CLI).
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker keeps its modules from one file to the next: importing src/ again for each of
    // ~200 files cost a fifth of the suite's time. No test mocks a module or leaves the process
    // changed (an environment variable set is put back), which is what isolation guards against.
    isolate: false,
    // A plan bank built in this checkout (.iteraplan/bank) would be shown to every LLM stage by
    // default; tests see none unless they name one (--bank), so they do not depend on it.
    env: { ITERAPLAN_BANK: '/nonexistent/iteraplan-tests-have-no-default-bank' },
  },
});
