/**
 * Input limits: the largest text a person or an LLM can feed in (instruction, feedback, answer,
 * skill-code file, LLM reply), the most skill calls a program may expand to, and the largest file
 * of a session folder or results file read back. They keep a pasted novel, a generated
 * 10,000-line file, a program of nested calls that expands to billions of steps or a 600 MB
 * transcript from reaching the parser, the executor, the prompts, memory and the LLM bill; each
 * is far larger than any real request, plan or session. docs/security.md lists where each is enforced.
 */
import { InputError } from './errors.js';

/** The limits, named as they appear in the refusal messages. */
export interface InputLimits {
  /** Characters (Unicode code points) of an instruction. */
  readonly instructionChars: number;
  /** Characters of one piece of feedback (`--feedback`, the approval menu). */
  readonly feedbackChars: number;
  /** Characters of an answer to a clarifying question (`--answer`, the prompt). */
  readonly answerChars: number;
  /** Lines of a skill-code file, or of the code in an LLM reply. */
  readonly codeFileLines: number;
  /** Bytes (UTF-8) of a skill-code file, or of the code in an LLM reply. */
  readonly codeFileBytes: number;
  /** Bytes (UTF-8) of one LLM reply, refused before it is recorded anywhere. */
  readonly llmReplyBytes: number;
  /** Skill calls a program runs once every function call is expanded (counted without expanding). */
  readonly expandedSteps: number;
  /** Bytes of one file of a session folder (transcript, steps, states, result, code, timeline, audio). */
  readonly sessionFileBytes: number;
  /** Bytes of an experiment's results file (`episodes.jsonl`). */
  readonly resultsFileBytes: number;
  /** Bytes of the HTTP body of one (not streamed) LLM reply: reading stops there, the connection closed. */
  readonly llmReplyBodyBytes: number;
  /** Bytes of one streamed LLM reply's events (each token comes wrapped in a JSON event). */
  readonly llmStreamBytes: number;
  /** Levels of `[` and `{` a JSON reply (its body, or the JSON in its text) may nest, counted before it is parsed. */
  readonly llmReplyDepth: number;
  /** Bytes of a goal file (`execute --goal`, `check --goal`), refused by its size before it is parsed. */
  readonly goalFileBytes: number;
  /** Bytes (UTF-8) of a plan edited in the approval menu, its goal included. */
  readonly planEditBytes: number;
  /** Agents one team may have: the balanced allocator's search grows with them (1,000 ran for minutes on a 6-call plan). */
  readonly teamAgents: number;
  /** Human annotations one ALFRED trajectory may hold (ALFRED's have about three). */
  readonly alfredAnnotations: number;
  /** Object poses one ALFRED trajectory may start with (ALFRED's scenes have under a hundred pickupables). */
  readonly alfredObjectPoses: number;
  /** Bytes of one person's preferences store, refused by its size before it is parsed. */
  readonly preferencesFileBytes: number;
  /** Statements one preferences store may hold. */
  readonly preferencesCount: number;
}

export const LIMITS: InputLimits = {
  instructionChars: 4_000,
  feedbackChars: 4_000,
  answerChars: 4_000,
  codeFileLines: 2_000,
  codeFileBytes: 256 * 1024,
  llmReplyBytes: 256 * 1024,
  expandedSteps: 10_000,
  sessionFileBytes: 64 * 1024 * 1024,
  resultsFileBytes: 256 * 1024 * 1024,
  // The reply's text (llmReplyBytes) JSON-escaped, with the completion around it.
  llmReplyBodyBytes: 2 * 1024 * 1024,
  // A streamed token costs a few hundred bytes of event: llmReplyBytes of text in ~64k events.
  llmStreamBytes: 32 * 1024 * 1024,
  // Our schemas nest a few levels; no honest reply comes near.
  llmReplyDepth: 100,
  // The largest goal of the suites is under 2 KiB; parsing YAML costs about 10 s a megabyte.
  goalFileBytes: 64 * 1024,
  planEditBytes: 64 * 1024,
  teamAgents: 20,
  alfredAnnotations: 100,
  alfredObjectPoses: 1_000,
  // 1,000 statements of 500 characters with their scope, rule and source fit in well under this.
  preferencesFileBytes: 1024 * 1024,
  preferencesCount: 1_000,
};

/** An input over one of the limits. Exit 2. */
export class LimitExceededError extends InputError {
  /** Which limit, e.g. `codeFileLines`. */
  readonly limit: keyof InputLimits;
  /** The input's size, in the limit's unit. */
  readonly actual: number;
  readonly maximum: number;
  constructor(message: string, limit: keyof InputLimits, actual: number, maximum: number, file?: string) {
    super(message, file === undefined ? {} : { file });
    this.limit = limit;
    this.actual = actual;
    this.maximum = maximum;
  }
}

const count = (n: number): string => n.toLocaleString('en');

/** Characters (code points, not UTF-16 units: an emoji is one character to the person typing it). */
export function countChars(text: string): number {
  let chars = 0;
  for (const _ of text) chars++;
  return chars;
}

/** The limits on a person's text, and what each bounds in the refusal message. */
const TEXT_LIMITS = {
  instructionChars: 'the instruction',
  feedbackChars: 'the feedback',
  answerChars: 'the answer',
} as const;

/** The reason a person's text is over its limit, or undefined when it is within it. */
export function textOverLimit(text: string, limit: keyof typeof TEXT_LIMITS, limits: InputLimits = LIMITS): string | undefined {
  const chars = countChars(text);
  if (chars <= limits[limit]) return undefined;
  return `${TEXT_LIMITS[limit]} is ${count(chars)} characters long; the limit is ${count(limits[limit])} characters (${limit})`;
}

/**
 * Refuses a person's text (instruction, feedback, answer) longer than its limit.
 * @throws LimitExceededError naming the limit
 */
export function checkText(text: string, limit: keyof typeof TEXT_LIMITS, limits: InputLimits = LIMITS): void {
  const over = textOverLimit(text, limit, limits);
  if (over !== undefined) throw new LimitExceededError(over, limit, countChars(text), limits[limit]);
}

/**
 * Refuses an instruction longer than `limits.instructionChars`.
 * @throws LimitExceededError naming the limit
 */
export function checkInstruction(text: string, limits: InputLimits = LIMITS): void {
  checkText(text, 'instructionChars', limits);
}

/** Lines of a text: a final newline ends the last line rather than starting another. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/**
 * Why skill code (a file's text or the code of an LLM reply) is over `codeFileBytes` or
 * `codeFileLines`, or undefined when it is within both. `what` names it in the message.
 */
export function codeOverLimit(what: string, text: string, limits: InputLimits = LIMITS): { limit: 'codeFileBytes' | 'codeFileLines'; actual: number; message: string } | undefined {
  // Cheap bound first: a UTF-16 unit is at most 3 UTF-8 bytes, so a short text needs no count.
  const bytes = text.length * 3 <= limits.codeFileBytes ? text.length : Buffer.byteLength(text, 'utf8');
  return bytesOverLimit(what, bytes, limits) ?? linesOverLimit(what, text, limits);
}

/** Why `bytes` of skill code are over `codeFileBytes` (see codeOverLimit). */
export function bytesOverLimit(what: string, bytes: number, limits: InputLimits = LIMITS): { limit: 'codeFileBytes'; actual: number; message: string } | undefined {
  if (bytes > limits.codeFileBytes) {
    return {
      limit: 'codeFileBytes',
      actual: bytes,
      message: `${what} is ${count(bytes)} bytes; the limit for a skill-code file is ${count(limits.codeFileBytes)} bytes (codeFileBytes, ${limits.codeFileBytes / 1024} KiB)`,
    };
  }
  return undefined;
}

function linesOverLimit(what: string, text: string, limits: InputLimits): { limit: 'codeFileLines'; actual: number; message: string } | undefined {
  const lines = countLines(text);
  if (lines > limits.codeFileLines) {
    return {
      limit: 'codeFileLines',
      actual: lines,
      message: `${what} has ${count(lines)} lines; the limit for a skill-code file is ${count(limits.codeFileLines)} lines (codeFileLines)`,
    };
  }
  return undefined;
}

/**
 * Refuses a skill-code file over `limits.codeFileBytes` or `limits.codeFileLines`.
 * @param file the file's name, for the message
 * @throws LimitExceededError naming the file and the limit
 */
export function checkCodeFile(file: string, text: string, limits: InputLimits = LIMITS): void {
  const over = codeOverLimit(file, text, limits);
  if (over !== undefined) throw new LimitExceededError(over.message, over.limit, over.actual, limits[over.limit], file);
}
