import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLlmConcurrency } from '../../../src/experiments/run/llm-concurrency.js';
import { isLocalEndpoint, serverSlots } from '../../../src/llm/server-slots.js';
import { EVENT_BOUND_MS } from '../../helpers/wait.js';

/** The probe with a bound for a busy machine: its own 2 s is for a server that may never answer. */
const slotsOf = (url: string) => serverSlots(url, EVENT_BOUND_MS);

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server answering GET /props as llama.cpp's does, with `slots` slots (or 404 when undefined). */
async function propsServer(slots: number | undefined): Promise<string> {
  server = createServer((req, res) => {
    if (req.url === '/props' && slots !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ total_slots: slots, model_path: 'm.gguf' }));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/v1`;
}

describe('the LLM concurrency of an experiment', () => {
  it('takes the slots a llama.cpp server reports at /props', async () => {
    const url = await propsServer(1);
    expect(await slotsOf(url)).toBe(1);
    expect(await chooseLlmConcurrency(undefined, url, slotsOf)).toMatchObject({ concurrency: 1, explanation: expect.stringContaining('the slots the server reports') });
  });

  it('is 1 for a server on this machine that reports nothing, and says why', async () => {
    const url = await propsServer(undefined);
    expect(await slotsOf(url)).toBeUndefined();
    // The probe as the command makes it (a late answer would be 'nothing' too).
    const choice = await chooseLlmConcurrency(undefined, url);
    expect(choice.concurrency).toBe(1);
    expect(choice.explanation).toMatch(/on this machine.*--llm-concurrency N/);
  });

  it('is 4 for a remote API, and what was asked when --llm-concurrency is given', async () => {
    expect((await chooseLlmConcurrency(undefined, undefined)).concurrency).toBe(4);
    expect((await chooseLlmConcurrency(undefined, 'https://llm.example.com/v1', async () => undefined)).concurrency).toBe(4);
    expect(await chooseLlmConcurrency(3, 'http://127.0.0.1:1/v1')).toMatchObject({ concurrency: 3, explanation: expect.stringContaining('as asked') });
  });

  it('knows loopback addresses', () => {
    for (const url of ['http://localhost:8080/v1', 'http://127.0.0.1:1/v1', 'http://[::1]:11434/v1']) expect(isLocalEndpoint(url)).toBe(true);
    for (const url of ['https://api.openai.com/v1', 'http://10.0.0.5:8000/v1', 'not a url']) expect(isLocalEndpoint(url)).toBe(false);
  });
});
