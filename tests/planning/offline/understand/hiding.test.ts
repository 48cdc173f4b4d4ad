/**
 * Hiding a thing with nowhere said ("hide the remote" was not understood; "stash the soap" handed it
 * over): inside something that shuts and stores things, or refused where nothing here takes it.
 */
import { describe, expect, it } from 'vitest';
import { conditionsOf as all, readerIn, refusalOf } from './reader-in.js';

const living = readerIn('FloorPlan201');

describe('hiding a thing', () => {
  it('puts it inside something that shuts', () => {
    expect(all(living('hide the remote'))).toEqual([[{ exists: { type: 'RemoteControl', directlyIn: ['Drawer', 'Box'] } }]]);
    expect(all(readerIn('FloorPlan421')('stash the soap'))).toEqual([[{ exists: { type: ['SoapBar', 'SoapBottle'], directlyIn: ['Drawer'] } }]]);
  });

  it('keeps a place said', () => {
    expect(all(living('hide the keys in the drawer'))).toEqual([[{ exists: { type: 'KeyChain', directlyIn: ['Drawer'] } }]]);
  });

  it('refuses what nothing here that shuts takes, never handing it over', () => {
    expect(refusalOf(readerIn('FloorPlan301')('hide the laptop'))).toMatch(/nothing here that shuts takes it/);
  });
});
