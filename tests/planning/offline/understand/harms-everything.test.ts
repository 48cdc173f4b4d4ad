/**
 * Someone who harms or grabs at everything, then a thing told where it lies: the thing is in their reach and is put
 * away (harms-everything.ts; was: "What should I do with the cd?"). The person's own habit is no risk. Real reader,
 * real knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { harmsEverything } from '../../../../src/planning/offline/understand/harms-everything.js';
import { conditionsOf, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan309');

describe('a thing told beside someone who harms everything', () => {
  it('is said to be in their reach', () => {
    expect(harmsEverything('my nephew comes today and he scratch everything, and my cd is there on the desk')).toBe('my nephew comes today and my cd is there on the desk where he can reach it');
    expect(harmsEverything('she puts everything in her mouth, and the pens and pencils are all over the coffee table')).toBe('the pens and pencils are all over the coffee table where she can reach them');
    expect(harmsEverything('i break everything, and my cd is on the desk')).toBe('i break everything, and my cd is on the desk');
  });

  it('is put away', () => {
    for (const said of ['My nephew comes today and he breaks everything, and my CD is on the desk', 'the twins are visiting and they grab at everything, and my CD is on the desk']) {
      expect(conditionsOf(bedroom(said)), said).toEqual([[{ none: { type: 'CD', notIn: ['Drawer', 'Cabinet'] } }]]);
    }
  });
});
