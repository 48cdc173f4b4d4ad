// Test folders mirror src/ (docs/ARCHITECTURE.md); tests/bridge also holds the bridge's Python
// tests (test_*.py), which pytest runs (scripts/run-pytest.mjs).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
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
  },
});
