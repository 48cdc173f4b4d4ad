/**
 * Irish, Scottish and Southern US turns said plainly (irish-and-southern.ts), and the British
 * "kitchen roll" named as paper towels (room-word-names.ts): the rewrites alone, word for word.
 */
import { describe, expect, it } from 'vitest';
import { irishAndSouthern } from '../../../../src/planning/offline/understand/irish-and-southern.js';
import { roomWordNames } from '../../../../src/planning/offline/understand/room-word-names.js';

describe('irishAndSouthern', () => {
  it('reads "fixing to" as "going to"', () => {
    expect(irishAndSouthern('the power is fixing to go out')).toBe('the power is going to go out');
    expect(irishAndSouthern("i am fixin' to leave")).toBe('i am going to leave');
  });

  it('drops a closing "so it is", "so I am" and keeps one that says more', () => {
    expect(irishAndSouthern('the bin is full, so it is')).toBe('the bin is full');
    expect(irishAndSouthern('i am starving so i am. any toast')).toBe('i am starving. any toast');
    expect(irishAndSouthern('so it is cold in here')).toBe('so it is cold in here');
  });

  it('reads the Irish perfect ("is after leaving") as the deed done', () => {
    expect(irishAndSouthern('someone is after leaving the keys on the sofa')).toBe('someone left the keys on the sofa');
    expect(irishAndSouthern('the dog is after knocking the vase over')).toBe('the dog knocked the vase over');
    // An irregular past, never the regular "-ed" ('runned' was not understood).
    expect(irishAndSouthern('the soap is after running out')).toBe('the soap ran out');
    expect(irishAndSouthern('the kettle is after going cold')).toBe('the kettle went cold');
    // "after" alone is still when.
    expect(irishAndSouthern('put it away after leaving the room')).toBe('put it away after leaving the room');
  });

  it('reads "any X going?" as asking for X, and a candle "going" as lit', () => {
    expect(irishAndSouthern('is there any toast going?')).toBe('is there any toast ?');
    expect(irishAndSouthern('she likes a candle going in the bath')).toBe('she likes a candle lit in the bath');
    // Going on a place is where it goes, left to be read (asked about: everyday-blind27's candle on the side of the tub).
    expect(irishAndSouthern('a candle going on the side of the tub')).toBe('a candle going on the side of the tub');
  });

  it('reads Southern "cut X on/off" as switching only where nothing more of the thing follows', () => {
    expect(irishAndSouthern('cut the big light off in here')).toBe('turn the big light off in here');
    expect(irishAndSouthern('cut the lamp on for me')).toBe('turn the lamp on for me');
    expect(irishAndSouthern('cut the crusts off the bread')).toBe('cut the crusts off the bread');
    expect(irishAndSouthern('cut the apple on the board')).toBe('cut the apple on the board');
  });
});

describe('roomWordNames', () => {
  it('names kitchen roll and kitchen towel as paper towels', () => {
    expect(roomWordNames('is there any kitchen roll')).toBe('is there any paper towel roll');
    expect(roomWordNames('pass me the kitchen towel')).toBe('pass me the paper towels');
    expect(roomWordNames('the kitchen light is on')).toBe('the kitchen light is on');
  });
});
