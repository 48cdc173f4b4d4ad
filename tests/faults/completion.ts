/** A chat-completion reply written by hand, for scripted-server handlers that act before answering. */
import type { ServerResponse } from 'node:http';

/** Answers `response` with a completion whose message is `content`. */
export function sendCompletion(response: ServerResponse, content: string): void {
  const body = JSON.stringify({
    id: 'chatcmpl-fault-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'gpt-4o',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
  });
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}
