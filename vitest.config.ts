// Test folders mirror src/ (docs/ARCHITECTURE.md); tests/bridge also holds the bridge's Python
// tests (test_*.py), which pytest runs (scripts/run-pytest.mjs).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
