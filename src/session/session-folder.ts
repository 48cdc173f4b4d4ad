/**
 * The one reader of session folders. A session folder may come from someone else (sent by mail,
 * unpacked from an archive), so every file is read the same careful way, here and nowhere else:
 * only a name the layout (layout.ts) gives, inside the folder; only a regular file, never through
 * a link, a named pipe or a device; at most `sessionFileBytes`; and checked against its zod
 * schema, a problem named by file, line and field (exit 2). Reading writes nothing: a torn last
 * line of the transcript is ignored here and repaired only by a session that appends (Session.open).
 * Reports, `runs`, export, replay and voice read sessions through it (docs/ARCHITECTURE.md).
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { z } from 'zod';
import { echo } from '../display.js';
import { InputError } from '../errors.js';
import { guardFs } from '../fs-errors.js';
import { parseJsonLines, validateJsonLine } from '../jsonl.js';
import { lstatOrUndefined, readRegularFile, readRegularFileHead } from '../regular-files.js';
import { parseYamlSource } from '../world/index.js';
import { SessionEvent, type EventOf } from './events.js';
import { FRAME_FILE, isLayoutName, SESSION_FILES } from './layout.js';

/** The transcript's events, every line validated (a torn last line is ignored). */
export function parseSessionEvents(text: string, file: string): SessionEvent[] {
  return parseSessionEventLines(text, file).map((entry) => entry.event);
}

/** As parseSessionEvents, with each event's line (1-based), for a problem found later. */
export function parseSessionEventLines(text: string, file: string): { event: SessionEvent; line: number }[] {
  return parseJsonLines(text, file).map((entry) => ({ event: validateJsonLine(SessionEvent, entry, file), line: entry.line }));
}

/** Bytes of the transcript's start read for a list of sessions (the start event is among its first lines). */
const HEAD_BYTES = 64 * 1024;

/** A session folder opened for reading (see the module comment). */
export class SessionFolder {
  private constructor(
    /** Absolute path of the folder. */
    readonly dir: string,
  ) {}

  /**
   * The folder at `dir` (the path a person gave, which may itself be a link to a folder).
   * @throws InputError when `dir` is not a folder
   */
  static at(dir: string): SessionFolder {
    const path = resolve(dir);
    const isFolder = guardFs(`cannot read the session folder ${dir}`, path, () => {
      try {
        return statSync(path).isDirectory();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    });
    if (!isFolder) throw new InputError(`${dir} is not a session folder: there is no such folder`, { file: path });
    return new SessionFolder(path);
  }

  /** The folder's name: the session's id. */
  get id(): string {
    return basename(this.dir);
  }

  /**
   * The path of a file of the folder.
   * @throws InputError when `name` is no name of the layout (`../../etc/passwd`, `/dev/zero`, `sub/x`)
   */
  path(name: string): string {
    if (!isLayoutName(name)) throw new InputError(`${this.dir}: '${echo(name)}' is not a file of a session folder (see docs/CONTRACTS.md)`, { file: this.dir });
    return join(this.dir, name);
  }

  /** Whether something (of any kind, a link too) is at `name`. */
  has(name: string): boolean {
    return lstatOrUndefined(this.path(name)) !== undefined;
  }

  /**
   * The bytes of the file `name`, or undefined when it is not there.
   * @throws InputError when it is not a regular file in the folder, or over `sessionFileBytes`
   */
  bytes(name: string): Buffer | undefined {
    const path = this.path(name);
    return guardFs(`cannot read ${path}`, path, () => readRegularFile(path, 'sessionFileBytes'));
  }

  /** The file `name` as text, or undefined when it is not there (see bytes). */
  text(name: string): string | undefined {
    return this.bytes(name)?.toString('utf8');
  }

  /**
   * The JSON file `name` checked against `schema`, or undefined when it is not there.
   * @throws InputError naming the file, the line and the field of the first problem
   */
  json<S extends z.ZodType>(name: string, schema: S): z.infer<S> | undefined {
    return this.jsonWithLines(name, schema)?.value;
  }

  /**
   * As json, with the line of any field of the file (for a problem found later, e.g. an unknown
   * scene named in result.json).
   */
  jsonWithLines<S extends z.ZodType>(name: string, schema: S): { value: z.infer<S>; lineOf: (path: readonly PropertyKey[]) => number | undefined } | undefined {
    const text = this.text(name);
    const file = this.path(name);
    return text === undefined ? undefined : { value: parseJsonFile(text, file, schema), lineOf: (path) => lineOf(text, file, path) };
  }

  /**
   * The JSON Lines file `name`, every line checked against `schema` (none when it is not there;
   * a torn last line is ignored).
   * @throws InputError naming the file, the line and the field
   */
  jsonLines<S extends z.ZodType>(name: string, schema: S): z.infer<S>[] {
    const text = this.text(name);
    const path = this.path(name);
    return text === undefined ? [] : parseJsonLines(text, path).map((entry) => validateJsonLine(schema, entry, path));
  }

  /**
   * The transcript's events, every line validated.
   * @throws InputError when the folder has no transcript, or a line is bad (file, line, field)
   */
  events(): SessionEvent[] {
    const path = this.path(SESSION_FILES.transcript);
    const text = this.text(SESSION_FILES.transcript);
    if (text === undefined) throw new InputError(`${this.dir} is not a session folder: it has no ${SESSION_FILES.transcript}`, { file: path });
    return parseSessionEvents(text, path);
  }

  /**
   * The start event, read from the transcript's first lines without loading the rest (a list
   * of many sessions stays quick); undefined when there is no transcript or no start in its head.
   * @throws InputError when the transcript is not a regular file, or its start event is bad
   */
  start(): EventOf<'start'> | undefined {
    const path = this.path(SESSION_FILES.transcript);
    const head = guardFs(`cannot read ${path}`, path, () => readRegularFileHead(path, HEAD_BYTES)?.toString('utf8'));
    if (head === undefined) return undefined;
    const lines = head.split('\n');
    lines.pop(); // cut at HEAD_BYTES, or torn: not a whole line
    const found = parseJsonLines(lines.join('\n'), path).find((entry) => (entry.value as { type?: unknown } | null)?.type === 'start');
    return found === undefined ? undefined : (validateJsonLine(SessionEvent, found, path) as EventOf<'start'>);
  }

  /** `frames/<episode>/<picture>.png` of the folder, in name order: folders and regular files only, never links. */
  frames(): string[] {
    const root = join(this.dir, SESSION_FILES.frames);
    if (lstatOrUndefined(root)?.isDirectory() !== true) return [];
    const entries = (dir: string) => readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    return entries(root)
      .filter((episode) => episode.isDirectory() && FRAME_FILE.test(episode.name))
      .flatMap((episode) =>
        entries(join(root, episode.name))
          .filter((picture) => picture.isFile() && FRAME_FILE.test(picture.name) && picture.name.endsWith('.png'))
          .map((picture) => `${SESSION_FILES.frames}/${episode.name}/${picture.name}`),
      );
  }
}

/**
 * A JSON file's text checked against `schema`; the error names the line of the problem (JSON
 * is YAML, whose parser knows lines; it is asked only when something is wrong).
 */
function parseJsonFile<S extends z.ZodType>(text: string, file: string, schema: S): z.infer<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const line = lineOfSyntaxError(text, file);
    throw new InputError(`${file}${line === undefined ? '' : `:${line}`}: not valid JSON (${(error as Error).message})`, { file, ...(line === undefined ? {} : { line }) });
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const line = lineOf(text, file, issue?.path ?? []);
  const field = (issue?.path ?? []).map(String).join('.') || 'value';
  throw new InputError(`${file}${line === undefined ? '' : `:${line}`}: ${field}: ${issue?.message ?? 'invalid'}`, { file, ...(line === undefined ? {} : { line }) });
}

function lineOfSyntaxError(text: string, file: string): number | undefined {
  try {
    parseYamlSource(text, file);
    return undefined;
  } catch (error) {
    return error instanceof InputError ? error.line : undefined;
  }
}

function lineOf(text: string, file: string, path: readonly PropertyKey[]): number | undefined {
  try {
    return parseYamlSource(text, file).lineOf(path.filter((key): key is string | number => typeof key !== 'symbol'));
  } catch {
    return undefined;
  }
}
