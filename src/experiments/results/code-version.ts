/**
 * Which code produced a results folder: the package version, the git commit and a fingerprint of
 * uncommitted changes to what decides an episode (sources, bridge, prompts, data). A checkout
 * without git (an installed package) has the version only.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../../world/index.js';

export interface CodeVersion {
  /** package.json's version. */
  version: string;
  /** The commit checked out; null without git. */
  commit: string | null;
  /** A hash of `git diff HEAD` over the paths below, `none` when clean; null without git. */
  changes: string | null;
}

/** What decides how an episode runs; edits elsewhere (docs, tests) do not change the fingerprint. */
const DECIDING_PATHS = ['src', 'bridge', 'prompts', 'knowledge', 'skills', 'scenes', 'suites', 'package.json'];

let cached: CodeVersion | undefined;

/** The running code's version (computed once per process). */
export function codeVersion(root: string = findProjectRoot()): CodeVersion {
  cached ??= {
    version: (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version,
    commit: git(root, ['rev-parse', 'HEAD'])?.trim() ?? null,
    changes: fingerprint(git(root, ['diff', 'HEAD', '--', ...DECIDING_PATHS])),
  };
  return cached;
}

function fingerprint(diff: string | null): string | null {
  if (diff === null) return null;
  if (diff.trim() === '') return 'none';
  return createHash('sha256').update(diff).digest('hex').slice(0, 12);
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
}

/** e.g. `0.1.0 (commit 1a2b3c4d5e6f, uncommitted changes 9f8e7d6c5b4a)`. */
export function describeCodeVersion(code: CodeVersion): string {
  if (code.commit === null) return code.version;
  const changes = code.changes === null || code.changes === 'none' ? '' : `, uncommitted changes ${code.changes}`;
  return `${code.version} (commit ${code.commit.slice(0, 12)}${changes})`;
}
