/** What the executor knows of the agents' hands from step results (the simulator says what each agent holds). */
import { describe, expect, test } from 'vitest';
import type { StateResult } from '../../src/bridge/index.js';
import { KnownHands } from '../../src/execution/index.js';

const stateWith = (holding: Record<string, string | null>): StateResult =>
  ({ scene: 'S', agents: Object.entries(holding).map(([name, held]) => ({ name, holding: held, at: null })), objects: [] }) as unknown as StateResult;

describe('KnownHands', () => {
  test('knows nothing until told, and every hand is empty after a reset', () => {
    const hands = new KnownHands();
    expect(hands.isEmpty('robot')).toBe(false);
    hands.resetTo(['robot', 'human']);
    expect(hands.isEmpty('robot')).toBe(true);
    expect(hands.isEmpty('human')).toBe(true);
  });

  test("follows what each step result says the agent holds; a result that does not say makes the hand unknown", () => {
    const hands = new KnownHands();
    hands.resetTo(['robot', 'human']);
    hands.observe('robot', { holding: null });
    expect(hands.isEmpty('robot')).toBe(true);
    hands.observe('robot', { holding: 'Knife|1' });
    expect(hands.isEmpty('robot')).toBe(false);
    expect(hands.isEmpty('human')).toBe(true);
    hands.observe('robot', { holding: null });
    expect(hands.isEmpty('robot')).toBe(true);
    hands.observe('robot', {});
    expect(hands.isEmpty('robot')).toBe(false);
  });

  test('a state read sets every agent it lists', () => {
    const hands = new KnownHands();
    hands.learn(stateWith({ robot: null, human: 'Knife|1' }));
    expect(hands.isEmpty('robot')).toBe(true);
    expect(hands.isEmpty('human')).toBe(false);
    hands.resetTo(['robot', 'human']);
    hands.learn(stateWith({ robot: 'Apple|2', human: null }));
    expect(hands.isEmpty('robot')).toBe(false);
    expect(hands.isEmpty('human')).toBe(true);
  });
});
