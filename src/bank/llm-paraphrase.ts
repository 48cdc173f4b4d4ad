/**
 * Rewordings of a verified request by a language model (where an endpoint is set): the model is
 * asked for other ways a person might type the same request, as a structured reply. What it
 * returns is only a proposal: the builder keeps a wording only when the household reader reads
 * the same goal from it, or the goal it reads holds in the example's verified run (reader-check.ts).
 */
import { z } from 'zod';
import { unsafeKind } from '../display.js';
import type { ChatMessage, LlmClient } from '../llm/index.js';

/** Longest wording taken (a request is a sentence or two). */
const MAX_WORDING_CHARS = 300;

export const LlmWordings = z.object({ wordings: z.array(z.string().min(1).max(MAX_WORDING_CHARS)).max(12) }).strict();

export interface Paraphraser {
  /** Who rewords (the model's name, recorded with each wording kept). */
  readonly by: string;
  wordings(request: string, roomType: string, count: number): Promise<string[]>;
}

/** The messages that ask for `count` rewordings of `request`. */
export function paraphraseMessages(request: string, roomType: string, count: number): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You reword requests that a person types to a household robot. Give other ways the same person might type the same request: ' +
        'other words, contractions, politeness or filler, a question or a statement. Keep what is asked exactly: the same things, ' +
        'the same places, the same states; add nothing and leave nothing out. Reply with JSON: {"wordings": ["...", ...]}.',
    },
    { role: 'user', content: `Room: ${roomType}\nRequest: ${request}\nGive ${count} rewordings.` },
  ];
}

/** A paraphraser over `client` (the `openai` SDK's endpoint of OPENAI_BASE_URL). */
export function llmParaphraser(client: LlmClient): Paraphraser {
  return {
    by: client.model,
    async wordings(request, roomType, count) {
      if (count <= 0) return [];
      const reply = await client.structured('paraphrase', paraphraseMessages(request, roomType, count), LlmWordings, 'wordings');
      const seen = new Set<string>([request.trim().toLowerCase()]);
      const out: string[] = [];
      for (const wording of reply.value.wordings.map((w) => w.replace(/\s+/g, ' ').trim())) {
        // A wording is shown to people and models later: one holding a control character is not taken.
        if (wording === '' || seen.has(wording.toLowerCase()) || [...wording].some((ch) => unsafeKind(ch.codePointAt(0)!) !== undefined)) continue;
        seen.add(wording.toLowerCase());
        out.push(wording);
      }
      return out.slice(0, count);
    },
  };
}
