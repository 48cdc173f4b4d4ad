import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { waitForEnter } from '../../src/voice/wait-for-enter.js';

/** Whether `promise` has settled once pending I/O callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('waitForEnter', () => {
  it('waits for a whole line, not for the first keys', async () => {
    const input = new PassThrough();
    const pressed = waitForEnter(input);
    input.write('abc');
    expect(await settled(pressed)).toBe(false);
    input.write('\n');
    expect(await settled(pressed)).toBe(true);
  });

  it('also ends when the input closes (stdin piped or closed)', async () => {
    const input = new PassThrough();
    const pressed = waitForEnter(input);
    input.end();
    await expect(pressed).resolves.toBeUndefined();
  });
});
