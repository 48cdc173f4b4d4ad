/**
 * What the short reply forms have in common (the code's, program-compact.ts; stage 2's,
 * plan-compact.ts): a GBNF grammar a llama.cpp server holds the reply to, and a reader that turns
 * the reply into the value the JSON form would give, checked by the same zod schema.
 */
import type { ReplyCheck } from '../llm/index.js';

/** The grammar of a short reply form, and how to read and check a reply in it. */
export interface CompactForm<T> {
  /** The GBNF grammar a server holds the reply to. */
  grammar: string;
  /** The reply as the checked value, or what is wrong with it (worded for the model). */
  read(text: string): { ok: true; value: T } | { ok: false; problem: string };
}

/** The check of a short reply: the problem goes back to the model in the form's own words. */
export function compactCheck(form: CompactForm<unknown>, what: string): ReplyCheck {
  return (text) => {
    const read = form.read(text);
    if (read.ok) return null;
    return { problem: read.problem, feedback: `Your ${what} cannot be used: ${read.problem}\nReply again with the whole corrected ${what} in the same short form.` };
  };
}

/** A GBNF string literal. */
export function gbnfLiteral(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r')}"`;
}

/** A GBNF rule body: any one of the names, as literals. */
export function gbnfChoice(names: readonly string[]): string {
  return names.map(gbnfLiteral).join(' | ');
}

/**
 * A GBNF rule body for one line of free text of 1..`max` characters (code points, as llama.cpp
 * and zod both count them): no line break, not starting with a space, none of `exclude`.
 */
export function gbnfText(max: number, exclude = ''): string {
  const chars = `\\n\\r${exclude}`;
  return `[^ ${chars}] [^${chars}]{0,${max - 1}}`;
}
