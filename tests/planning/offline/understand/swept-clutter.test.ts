/**
 * A surface said to hold everything, a few things named as examples and a word sweeping up the rest
 * ("..., the lot", "... and all sorts on it"), is the surface to clear, not the things named alone
 * (issue 38). Without a sweeping word the things named are left as said. Real reader, real
 * knowledge; sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { sweptClutter } from '../../../../src/planning/offline/understand/swept-clutter.js';
import { goalIds, readerIn } from './reader-in.js';

const bedroom = readerIn('FloorPlan303');
const living = readerIn('FloorPlan204');

describe('clutter swept up in a word', () => {
  it('reads the surface covered in everything', () => {
    expect(sweptClutter('the sofa is full of stuff, phones, a laptop, the lot')).toBe('the sofa is full of everything');
    expect(sweptClutter('my bed has a book and a pen and all sorts on it')).toBe('my bed is covered in everything');
  });

  it('clears the bed or the sofa', () => {
    expect(goalIds(bedroom('my bed has a book, a pen and all sorts of junk on it, the landlord comes at noon'))).toEqual(['tidy-bed']);
    expect(goalIds(living('the sofa is covered in everything, phone, cards, the lot, my aunt comes at noon'))).toEqual(['tidy-seats']);
  });

  it('leaves things named without a sweeping word as said', () => {
    expect(sweptClutter('the bed has the book on it')).toBe('the bed has the book on it');
    expect(sweptClutter('the sofa is covered in cards and the laptop')).toBe('the sofa is covered in cards and the laptop');
  });
});
