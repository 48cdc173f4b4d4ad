/**
 * Skill code as the terminal shows it: display-safe (src/display.ts: no character of the code
 * can move the cursor, erase or hide text) and, when colours are on, coloured by the tokenizer:
 * keywords, defined function names, skills, strings, comments, agent prefixes, unreadable text.
 */
import { agentAnsi } from '../agent-colours.js';
import { displaySafe, displaySafeSlice } from '../display.js';
import { tokenize } from './tokenize.js';
import { KEYWORDS, type Token } from './tokens.js';

export interface HighlightOptions {
  /** When false the text is only made display-safe (pipes, NO_COLOR). */
  readonly color: boolean;
}

export type HighlightRole = 'keyword' | 'function' | 'skill' | 'string' | 'comment' | 'agent' | 'number' | 'error';

/** SGR codes per role; an agent prefix has its agent's own colour (src/agent-colours.ts). */
export const HIGHLIGHT_STYLES: Readonly<Record<Exclude<HighlightRole, 'agent'>, string>> = {
  keyword: '\x1b[1;35m',
  function: '\x1b[1;34m',
  skill: '\x1b[36m',
  string: '\x1b[32m',
  comment: '\x1b[90m',
  number: '\x1b[33m',
  error: '\x1b[4;31m',
};

export const ANSI_RESET = '\x1b[0m';

function isOp(token: Token | undefined, op: string): boolean {
  return token?.kind === 'op' && token.text === op;
}

/** The role of each visible token (undefined: left plain). */
function roles(tokens: readonly Token[]): (HighlightRole | undefined)[] {
  const visible = tokens.filter((t) => t.text !== '' && t.kind !== 'newline' && t.kind !== 'nl');
  const defined = new Set<string>();
  visible.forEach((t, i) => {
    const next = visible[i + 1];
    if (t.kind === 'name' && t.text === 'def' && next?.kind === 'name') defined.add(next.text);
  });
  const index = new Map(visible.map((t, i) => [t, i] as const));
  return tokens.map((t) => {
    const i = index.get(t);
    if (i === undefined) return undefined;
    const previous = visible[i - 1];
    const next = visible[i + 1];
    switch (t.kind) {
      case 'comment':
      case 'string':
      case 'number':
      case 'error':
        return t.kind;
      case 'name':
        if (KEYWORDS.has(t.text)) return 'keyword';
        // Any name before '.' is an agent prefix: the parser decides which agents a team has.
        if (isOp(next, '.')) return 'agent';
        if (previous?.kind === 'name' && previous.text === 'def') return 'function';
        if (isOp(next, '(')) return defined.has(t.text) ? 'function' : 'skill';
        return undefined;
      default:
        return undefined;
    }
  });
}

/** Wraps each line of display-safe `shown` in the role's colour (an agent's own), so no colour spans a line break. */
function paint(shown: string, role: HighlightRole, text: string): string {
  const style = role === 'agent' ? agentAnsi(text) : HIGHLIGHT_STYLES[role];
  return shown
    .split(/(\r\n|\n)/)
    .map((part) => (part === '' || /^[\r\n]+$/.test(part) ? part : `${style}${part}${ANSI_RESET}`))
    .join('');
}

/**
 * Skill code for a terminal: display-safe, and coloured when `color` is on. Without colours it is
 * displaySafe(text); with them, removing the SGR sequences added here gives displaySafe(text).
 */
export function highlightCode(text: string, options: HighlightOptions): string {
  if (!options.color) return displaySafe(text);
  const { tokens } = tokenize(text);
  const tokenRoles = roles(tokens);
  let out = '';
  let pos = 0;
  tokens.forEach((token, i) => {
    const role = tokenRoles[i];
    if (role === undefined || token.text === '') return;
    out += displaySafeSlice(text, pos, token.start) + paint(displaySafeSlice(text, token.start, token.end), role, token.text);
    pos = token.end;
  });
  return out + displaySafeSlice(text, pos, text.length);
}
