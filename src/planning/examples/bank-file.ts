/**
 * A plan bank on disk: a folder with `examples.jsonl` (one BankExample a line, sorted by id) and
 * `manifest.json` (the schema version, the seed, the content hash of the examples, and what the
 * build counted). Reading checks every line and names the file, line and field of a problem.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { InputError } from '../../errors.js';
import { parseJsonLines, validateJsonLine } from '../../jsonl.js';
import { BANK_SCHEMA_VERSION, BankExample, ExampleSource, Split } from './example-schema.js';

export const EXAMPLES_FILE = 'examples.jsonl';
export const MANIFEST_FILE = 'manifest.json';
/** The starts of examples that are not shipped scenes (an ALFRED trajectory's own), one scene file each. */
export const BANK_SCENES_DIR = 'scenes';

/** What a build records beside the examples. */
export const BankManifest = z
  .object({
    schemaVersion: z.number().int(),
    /** sha256 of examples.jsonl's text: a bank built again from the same seed and sources has the same. */
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
    seed: z.number().int(),
    examples: z.number().int().nonnegative(),
    bySource: z.record(ExampleSource, z.number().int().nonnegative()),
    bySplit: z.record(Split, z.number().int().nonnegative()),
    /** The floorplans of each split. */
    floorplans: z.record(Split, z.array(z.string())),
    /** Candidates dropped, by why (no program reaches the goal, the goal held at the start, ...). */
    rejected: z.record(z.string(), z.number().int().nonnegative()),
    /** Candidates that were the same as one kept. */
    duplicates: z.number().int().nonnegative(),
    /** How the bank was built: the command's options, and how long it took. */
    build: z.object({ options: z.record(z.string(), z.unknown()), seconds: z.number().nonnegative() }).strict(),
    /** The start scenes kept in `scenes/` (ALFRED trajectories' own): how many, and the sha256 of their files in name order. */
    startScenes: z.object({ count: z.number().int().nonnegative(), contentHash: z.string().regex(/^[0-9a-f]{64}$/) }).strict().optional(),
    /** What each source took and gave beyond the examples (ALFRED trajectories, wordings proposed and kept, augmentation): the build's own counts. */
    sources: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type BankManifest = z.infer<typeof BankManifest>;

export interface Bank {
  dir: string;
  manifest: BankManifest;
  examples: BankExample[];
}

/** The text of examples.jsonl: one example a line, by id. */
export function examplesText(examples: readonly BankExample[]): string {
  return [...examples]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((e) => JSON.stringify(e) + '\n')
    .join('');
}

export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The hash of a set of scene files: each name and text, in name order. */
function scenesHash(scenes: ReadonlyMap<string, string>): string {
  return contentHash([...scenes.keys()].sort().map((name) => `${name}\n${scenes.get(name)!}`).join('\n'));
}

/**
 * Writes a bank folder (the start scenes and examples first, the manifest last: a manifest says
 * the examples are whole). `scenes`: start scenes the examples name that are not shipped, by name.
 */
export function writeBank(
  dir: string,
  examples: readonly BankExample[],
  manifest: Omit<BankManifest, 'contentHash' | 'schemaVersion' | 'examples' | 'startScenes'>,
  scenes: ReadonlyMap<string, string> = new Map(),
): BankManifest {
  mkdirSync(dir, { recursive: true });
  const sceneDir = join(dir, BANK_SCENES_DIR);
  if (existsSync(sceneDir)) for (const file of readdirSync(sceneDir)) if (file.endsWith('.yaml')) rmSync(join(sceneDir, file));
  if (scenes.size > 0) {
    mkdirSync(sceneDir, { recursive: true });
    for (const [name, text] of scenes) writeFileSync(join(sceneDir, `${name}.yaml`), text);
  }
  const text = examplesText(examples);
  writeFileSync(join(dir, EXAMPLES_FILE), text);
  const full: BankManifest = {
    schemaVersion: BANK_SCHEMA_VERSION,
    contentHash: contentHash(text),
    examples: examples.length,
    ...manifest,
    ...(scenes.size > 0 ? { startScenes: { count: scenes.size, contentHash: scenesHash(scenes) } } : {}),
  };
  writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(full, null, 2) + '\n');
  return full;
}

/** Whether `dir` holds a bank (its manifest). */
export function bankExists(dir: string): boolean {
  return existsSync(join(dir, MANIFEST_FILE));
}

/**
 * Reads a bank folder. A missing or unreadable file, another schema version, a line that is not
 * an example, or examples that are not the ones the manifest hashed is an InputError naming it.
 */
export function readBank(dir: string): Bank {
  const manifestFile = join(dir, MANIFEST_FILE);
  const examplesFile = join(dir, EXAMPLES_FILE);
  const manifestText = readText(manifestFile);
  let raw: unknown;
  try {
    raw = JSON.parse(manifestText);
  } catch {
    throw new InputError(`${manifestFile}: not valid JSON`, { file: manifestFile });
  }
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== BANK_SCHEMA_VERSION) {
    throw new InputError(`${manifestFile}: schemaVersion is ${JSON.stringify(version)}; this IteraPlan reads plan banks of version ${BANK_SCHEMA_VERSION} (build it again with iteraplan bank build)`, { file: manifestFile });
  }
  const parsed = BankManifest.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InputError(`${manifestFile}: ${issue.path.join('.') || '(top)'}: ${issue.message}`, { file: manifestFile });
  }
  const text = readText(examplesFile);
  if (contentHash(text) !== parsed.data.contentHash) {
    throw new InputError(`${examplesFile}: its content is not the one ${MANIFEST_FILE} hashed (edited by hand, or cut short); build the bank again`, { file: examplesFile });
  }
  if (parsed.data.startScenes !== undefined) {
    const sceneDir = join(dir, BANK_SCENES_DIR);
    const files = existsSync(sceneDir) ? readdirSync(sceneDir).filter((f) => f.endsWith('.yaml')) : [];
    const scenes = new Map(files.map((f) => [f.slice(0, -'.yaml'.length), readText(join(sceneDir, f))]));
    if (scenesHash(scenes) !== parsed.data.startScenes.contentHash) {
      throw new InputError(`${sceneDir}: its start scenes are not the ones ${MANIFEST_FILE} hashed (edited, added or removed by hand); build the bank again`, { file: sceneDir });
    }
  }
  const examples = parseJsonLines(text, examplesFile).map((entry) => validateJsonLine(BankExample, entry, examplesFile));
  return { dir, manifest: parsed.data, examples };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (cause) {
    throw new InputError(`${file}: cannot be read (${(cause as NodeJS.ErrnoException).code ?? String(cause)})`, { file, cause });
  }
}
