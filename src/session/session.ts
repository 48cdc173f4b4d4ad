/** The session folder: its transcript, appended and flushed per event, and the files the session writes. */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { InputError } from '../errors.js';
import { guardFs } from '../fs-errors.js';
import { repairTornTail } from '../jsonl.js';
import { appendToRegularFile, replaceFile } from '../regular-files.js';
import type { SessionEvent, SessionEventInput } from './events.js';
import { SESSION_FILES } from './layout.js';
import { parseSessionEventLines, SessionFolder } from './session-folder.js';

/**
 * A session directory, written as it goes so that a crash loses nothing already decided: the
 * transcript (one event a line, appended and flushed per event), a file for every code version,
 * and whatever final files the flow adds (allocated code, result); names in layout.ts.
 */
export class Session {
  private constructor(
    /** Absolute path of the session directory. */
    readonly dir: string,
    private readonly log: SessionEvent[],
    /** The transcript line of each event read when the session was opened (a resumed one). */
    private readonly lines: ReadonlyMap<SessionEvent, number> = new Map(),
  ) {}

  /**
   * Creates `<outDir>/<timestamp>-<slug>/`; the slug comes from the instruction. The directory is
   * claimed atomically (mkdir fails when it exists, and the next suffix is tried), so sessions
   * started at the same second with one `--out`, even by other processes, never share one.
   * @throws InputError when `outDir` is a file; EnvironmentError when it cannot be written
   */
  static create(outDir: string, instruction: string, now: Date = new Date()): Session {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    const root = resolve(outDir);
    if (existsSync(root) && !statSync(root).isDirectory()) throw new InputError(`${outDir} is a file, not a folder to write sessions in (--out)`, { file: root });
    guardFs(`cannot create the sessions folder ${outDir}`, root, () => mkdirSync(root, { recursive: true }));
    const base = join(root, `${stamp}-${slugify(instruction)}`);
    for (let n = 1; ; n++) {
      const dir = n === 1 ? base : `${base}-${n}`;
      const claimed = guardFs(`cannot create a session folder in ${outDir}`, root, () => {
        try {
          mkdirSync(dir);
          return true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
          throw error;
        }
      });
      if (claimed) return new Session(dir, []);
    }
  }

  /**
   * Opens an existing session to go on with it (`--resume`); every transcript line is validated
   * first. A last line a crash cut short is then repaired (see repairTornTail), so that new
   * events start on a line of their own; the repair writes only files it creates in the folder.
   * Only reading a session? Use SessionFolder, which writes nothing.
   * @throws InputError when the folder has no transcript, a line is bad, or a file is a link or other non-regular file
   */
  static open(dir: string): Session {
    const folder = SessionFolder.at(dir);
    const path = folder.path(SESSION_FILES.transcript);
    if (!folder.has(SESSION_FILES.transcript)) throw new InputError(`${dir} is not a session directory: it has no ${SESSION_FILES.transcript}`, { file: path });
    let read: { event: SessionEvent; line: number }[] = [];
    repairTornTail(path, 'sessionFileBytes', (text) => (read = parseSessionEventLines(text, path)));
    return new Session(folder.dir, read.map((entry) => entry.event), new Map(read.map((entry) => [entry.event, entry.line])));
  }

  /** The events recorded so far, oldest first. */
  get events(): readonly SessionEvent[] {
    return this.log;
  }

  /** Where an event read from the transcript is: `transcript.jsonl:12` (the file alone for one recorded since). */
  whereIs(event: SessionEvent): string {
    const line = this.lines.get(event);
    return `${join(this.dir, SESSION_FILES.transcript)}${line === undefined ? '' : `:${line}`}`;
  }

  /** The session's id: its directory name. */
  get id(): string {
    return basename(this.dir);
  }

  /** Appends one event to the transcript (synchronously, so it is on disk when this returns). */
  record(event: SessionEventInput): SessionEvent {
    const full = { time: new Date().toISOString(), ...event } as SessionEvent;
    const file = join(this.dir, SESSION_FILES.transcript);
    guardFs(`cannot write the session transcript ${file}`, file, () => appendToRegularFile(file, JSON.stringify(full) + '\n'), 'output');
    this.log.push(full);
    return full;
  }

  /**
   * Writes a file of the layout into the session directory and returns its name. The file is
   * replaced by one written anew (never written through a link left in a resumed folder).
   */
  writeFile(name: string, content: string | Uint8Array): string {
    const file = SessionFolder.at(this.dir).path(name);
    guardFs(`cannot write ${file}`, file, () => replaceFile(file, content), 'output');
    return name;
  }

  /**
   * A file of the session directory as text, read as the session reader reads (a name of the
   * layout, a regular file in the folder, bounded).
   * @throws InputError when it is missing, not a name of the layout, or not a regular file
   */
  readText(name: string): string {
    const folder = SessionFolder.at(this.dir);
    const text = folder.text(name);
    if (text === undefined) throw new InputError(`${folder.path(name)} is missing (the transcript names it)`, { file: folder.path(name) });
    return text;
  }

  /** The newest event of a type, if any. */
  last<T extends SessionEvent['type']>(type: T): Extract<SessionEvent, { type: T }> | undefined {
    for (let i = this.log.length - 1; i >= 0; i--) {
      const event = this.log[i]!;
      if (event.type === type) return event as Extract<SessionEvent, { type: T }>;
    }
    return undefined;
  }
}

/** A short file-name-safe form of an instruction: "I feel hungry." → "i-feel-hungry". */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'session';
}
