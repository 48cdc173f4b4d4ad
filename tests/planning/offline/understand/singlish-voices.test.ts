/**
 * Singapore and Malaysian English: a closing "one" after a description (singlish-one.ts) and an
 * opening "just now" clause of a deed done earlier (singlish-just-now.ts).
 */
import { describe, expect, it } from 'vitest';
import { singlishOne } from '../../../../src/planning/offline/understand/singlish-one.js';
import { singlishJustNow } from '../../../../src/planning/offline/understand/singlish-just-now.js';
import { conditionsOf, readerIn } from './reader-in.js';

const isVerb = (w: string) => ['take', 'wash', 'switch'].includes(w);

describe('singlishOne', () => {
  it('reads "so dim one" as the description alone, and a subject-less one as said of "it"', () => {
    expect(singlishOne('want to read in bed but so dim one, can help or not?')).toBe('want to read in bed but so dim, can help or not?');
    expect(singlishOne('my hands so dirty one')).toBe('my hands so dirty');
    expect(singlishOne('so cold one this morning, the shower can run hot first or not?')).toBe('it is so cold this morning, the shower can run hot first or not?');
  });

  it('leaves a thing called "one" as said', () => {
    expect(singlishOne('i want a cold one')).toBe('i want a cold one');
    expect(singlishOne('get me the blue one')).toBe('get me the blue one');
  });
});

describe('singlishJustNow', () => {
  it('takes out an opening deed done earlier when more follows', () => {
    expect(singlishJustNow('just now take out the rubbish, my hands so dirty', isVerb)).toBe('my hands so dirty');
  });

  it('leaves it alone, or when no verb follows, as said', () => {
    expect(singlishJustNow('just now take out the rubbish', isVerb)).toBe('just now take out the rubbish');
    // Only politeness after it: the clause is the request ("just now switch the fan off, thanks").
    expect(singlishJustNow('just now open the window, thanks lah', isVerb)).toBe('just now open the window, thanks lah');
    expect(singlishJustNow('just now the light, off it', isVerb)).toBe('just now the light, off it');
  });
});

describe('a Singlish request', () => {
  it('is the need said after a deed done earlier, never the deed (was: the rubbish binned, the tap never run)', () => {
    const read = readerIn('FloorPlan404')('just now take out the rubbish, my hands so dirty one, must wash first lah');
    // The hands washed, or (asked which) something dirty cleaned: never the bin.
    const ids = read.kind === 'tie' ? read.options.map((o) => o.id) : read.kind === 'goal' ? [read.goal.id] : [];
    expect(ids[0]).toBe('tap-running');
    expect(ids).not.toContain('rubbish-binned');
  });

  it('reads "so dim one" as dim, "so cold one this morning" beside a shower as the shower', () => {
    expect(readerIn('FloorPlan317')('want to read in bed but so dim one, can help or not?').kind).toBe('goal');
    expect(conditionsOf(readerIn('FloorPlan413')('so cold one this morning, the shower can run hot first or not?'))).toEqual([[{ exists: { type: 'ShowerHead', is: ['on'] } }]]);
  });
});
