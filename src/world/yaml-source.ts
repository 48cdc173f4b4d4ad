/**
 * A YAML file kept together with its syntax tree, so that a problem found in the parsed data
 * (by zod or by a cross-check) can be reported at the line it comes from.
 */
import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Document } from 'yaml';
import { InputError } from '../errors.js';
import { displayPath } from './paths.js';

/** A path into parsed data: map keys and sequence indices, as zod reports them. */
export type DataPath = readonly PropertyKey[];

/** One parsed YAML file. */
export interface YamlSource {
  /** The file as shown in messages (relative to the project root when inside it). */
  readonly file: string;
  /** The plain data (what zod validates). */
  readonly data: unknown;
  /** 1-based line of the node at `path`, or of its nearest existing ancestor. */
  lineOf(path: DataPath): number | undefined;
}

/** Reads and parses a YAML file; unreadable or malformed YAML is an InputError with the line. */
export function readYamlSource(path: string): YamlSource {
  const file = displayPath(path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (cause) {
    throw new InputError(`${file}: cannot read the file (${errorReason(cause)})`, { file, cause });
  }
  return parseYamlSource(text, file);
}

/** Parses YAML text that claims to come from `file`. */
export function parseYamlSource(text: string, file: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true });
  const first = doc.errors[0];
  if (first !== undefined) {
    const line = first.linePos?.[0].line;
    const reason = first.message.split('\n')[0] ?? first.message;
    throw new InputError(`${file}${line === undefined ? '' : `:${line}`}: invalid YAML: ${reason}`, {
      file,
      ...(line === undefined ? {} : { line }),
    });
  }
  const data = toData(doc, file);
  return {
    file,
    data,
    lineOf: (path) => {
      const offset = offsetOf(doc, path);
      return offset === undefined ? undefined : lineCounter.linePos(offset).line;
    },
  };
}

/** Aliases a document may resolve while it is turned into data (the yaml package counts them expanded). */
export const MAX_ALIAS_COUNT = 100;

/** The plain data of `doc`; a document whose aliases expand without bound (an alias bomb) is an InputError. */
function toData(doc: Document, file: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (cause) {
    // The yaml package throws a ReferenceError for "excessive alias count".
    if (cause instanceof ReferenceError && /alias/i.test(cause.message)) {
      throw new InputError(`${file}: invalid YAML: its aliases expand too far (an alias bomb?): write the data out instead of nesting aliases`, { file, cause });
    }
    throw cause;
  }
}

/** Start offset of the deepest node along `path` (a missing key stops at its parent). */
function offsetOf(doc: Document, path: DataPath): number | undefined {
  let node: unknown = doc.contents;
  let offset = rangeStart(node);
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (pair === undefined) break;
      node = pair.value;
      // A key with an empty value has no value node of its own: point at the key.
      offset = rangeStart(pair.value) ?? rangeStart(pair.key) ?? offset;
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment];
      if (node === undefined) break;
      offset = rangeStart(node) ?? offset;
    } else {
      break;
    }
  }
  return offset;
}

function rangeStart(node: unknown): number | undefined {
  if (typeof node !== 'object' || node === null || !('range' in node)) return undefined;
  const range = (node as { range?: readonly number[] | null }).range;
  return range?.[0];
}

function errorReason(cause: unknown): string {
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string') {
    return cause.code;
  }
  return cause instanceof Error ? cause.message : String(cause);
}
