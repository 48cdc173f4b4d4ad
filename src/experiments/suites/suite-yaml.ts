/**
 * A suite as YAML text in the shape people write them (suites/*.yaml): a comment header, one
 * block per task, nested records and conditions on one line each. Reading the text back with
 * `loadSuite` gives the same suite (tests/experiments/suites/suite-yaml.test.ts).
 */
import { stringify } from 'yaml';
import type { Suite } from './suite.js';

/** One value on one line: a scalar, or a flow collection. */
function inline(value: unknown): string {
  return stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trimEnd();
}

/** The suite's text; `header` lines become `# ` comments above it. */
export function renderSuite(suite: Suite, header: readonly string[] = []): string {
  const out = header.map((line) => (line === '' ? '#' : `# ${line}`));
  out.push(`suite: ${inline(suite.suite)}`);
  if (suite.description !== undefined) out.push(`description: ${inline(suite.description)}`);
  if (suite.sceneFolder !== undefined) out.push(`sceneFolder: ${inline(suite.sceneFolder)}`);
  out.push('tasks:');
  for (const task of suite.tasks) {
    const { success, ...fields } = task;
    let first = true;
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      out.push(`${first ? '  - ' : '    '}${key}: ${inline(value)}`);
      first = false;
    }
    out.push('    success:');
    for (const alternative of success) {
      out.push(`      - name: ${inline(alternative.name)}`);
      out.push('        all:');
      for (const predicate of alternative.all) out.push(`          - ${inline(predicate)}`);
    }
    out.push('');
  }
  return out.join('\n');
}
