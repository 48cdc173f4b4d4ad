/**
 * Input limits: the largest instruction and skill-code file IteraPlan accepts. They keep a
 * pasted novel or a generated 10,000-line file from reaching the parser, the prompts and the
 * LLM bill; far larger than any real request or plan.
 */
import { InputError } from './errors.js';

/** The limits, named as they appear in the refusal messages. */
export interface InputLimits {
  /** Characters (Unicode code points) of an instruction. */
  readonly instructionChars: number;
  /** Lines of a skill-code file. */
  readonly codeFileLines: number;
  /** Bytes (UTF-8) of a skill-code file. */
  readonly codeFileBytes: number;
}

export const LIMITS: InputLimits = {
  instructionChars: 4_000,
  codeFileLines: 2_000,
  codeFileBytes: 256 * 1024,
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

/**
 * Refuses an instruction longer than `limits.instructionChars`.
 * @throws LimitExceededError naming the limit
 */
export function checkInstruction(text: string, limits: InputLimits = LIMITS): void {
  // Code points, not UTF-16 units: an emoji is one character to the person typing it.
  let chars = 0;
  for (const _ of text) chars++;
  if (chars > limits.instructionChars) {
    throw new LimitExceededError(
      `the instruction is ${count(chars)} characters long; the limit is ${count(limits.instructionChars)} characters (instructionChars)`,
      'instructionChars',
      chars,
      limits.instructionChars,
    );
  }
}

/** Lines of a text: a final newline ends the last line rather than starting another. */
export function countLines(text: string): number {
  if (text === '') return 0;
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/**
 * Refuses a skill-code file over `limits.codeFileBytes` or `limits.codeFileLines`.
 * @param file the file's name, for the message
 * @throws LimitExceededError naming the file and the limit
 */
export function checkCodeFile(file: string, text: string, limits: InputLimits = LIMITS): void {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > limits.codeFileBytes) {
    throw new LimitExceededError(
      `${file} is ${count(bytes)} bytes; the limit for a skill-code file is ${count(limits.codeFileBytes)} bytes (codeFileBytes, ${limits.codeFileBytes / 1024} KiB)`,
      'codeFileBytes',
      bytes,
      limits.codeFileBytes,
      file,
    );
  }
  const lines = countLines(text);
  if (lines > limits.codeFileLines) {
    throw new LimitExceededError(
      `${file} has ${count(lines)} lines; the limit for a skill-code file is ${count(limits.codeFileLines)} lines (codeFileLines)`,
      'codeFileLines',
      lines,
      limits.codeFileLines,
      file,
    );
  }
}
