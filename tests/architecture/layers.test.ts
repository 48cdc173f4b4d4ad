/** The layering rule of .dependency-cruiser.cjs holds for src/ and catches what it is meant to catch. */
import { mkdtempSync, mkdirSync, cpSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-layers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const bin = join(root, 'node_modules', '.bin', 'depcruise');

/** Runs the checker in `tree` on `entries` (and, at `maxDepth`, what they import); returns the violations it names. */
async function cruise(tree: string, entries: string[], maxDepth?: number): Promise<string[]> {
  const depth = maxDepth === undefined ? [] : ['--max-depth', String(maxDepth)];
  const run = await execa(bin, [...entries, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...depth], { cwd: tree, reject: false });
  const report = JSON.parse(run.stdout) as { summary: { violations: { rule: { name: string }; from: string; to: string }[] } };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

/**
 * The checker on a copy of src/ with extra files, cruising only from those files and what they
 * import directly: src/ itself is the first test's (and one full cruise of it is enough).
 */
async function violations(extra: Record<string, string>, maxDepth = 1): Promise<string[]> {
  const tree = mkdtempSync(join(scratch, 'tree-'));
  cpSync(join(root, 'src'), join(tree, 'src'), { recursive: true });
  cpSync(join(root, 'tsconfig.json'), join(tree, 'tsconfig.json'));
  cpSync(join(root, '.dependency-cruiser.cjs'), join(tree, '.dependency-cruiser.cjs'));
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(join(tree, path, '..'), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return cruise(tree, Object.keys(extra), maxDepth);
}

describe('the layering rule', () => {
  it('holds for src/ as it is', async () => {
    expect(await cruise(root, ['src'])).toEqual([]);
  });

  it('refuses an upward import, a bypassed index, a sibling import and an unknown folder', async () => {
    const found = await violations({
      'src/code/upward.ts': "import { runPlan } from '../session/index.js';\nexport const a = runPlan;\n",
      'src/world/bypass.ts': "import { parseProgram } from '../code/parse.js';\nexport const b = parseProgram;\n",
      'src/llm/sibling.ts': "import { BridgeClient } from '../bridge/index.js';\nexport const c = BridgeClient;\n",
      'src/newroom/index.ts': 'export const d = 1;\n',
      'src/cli/newroom-user.ts': "import { d } from '../newroom/index.js';\nexport const e = d;\n",
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'layer-code: src/code/upward.ts -> src/session/index.ts',
        'through-the-index: src/world/bypass.ts -> src/code/parse.ts',
        'layer-llm: src/llm/sibling.ts -> src/bridge/index.ts',
        'known-folders-only: src/cli/newroom-user.ts -> src/newroom/index.ts',
      ]),
    );
  });

  it('refuses a circle of value imports and lets a type-only one be', async () => {
    const found = await violations({
      'src/session/loop-a.ts': "import { b } from './loop-b.js';\nexport const a = (): number => b() + 1;\n",
      'src/session/loop-b.ts': "import { a } from './loop-a.js';\nexport const b = (): number => a() - 1;\n",
      'src/session/types-a.ts': "import type { B } from './types-b.js';\nexport interface A { b?: B }\nexport const ta = 1;\n",
      'src/session/types-b.ts': "import type { A } from './types-a.js';\nexport interface B { a?: A }\nexport const tb = 2;\n",
    }, 3); // a circle shows only where the cruise follows it back
    expect(found).toEqual(expect.arrayContaining(['no-circular: src/session/loop-a.ts -> src/session/loop-b.ts']));
    expect(found.filter((v) => v.includes('types-'))).toEqual([]);
  });
});
