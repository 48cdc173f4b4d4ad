/**
 * Two places offered as either ("in a drawer or a cupboard") are read as the first the room has, never refused for
 * the one it lacks nor for the "or" between them (either-place.ts).
 */
import { describe, expect, it } from 'vitest';
import { eitherPlace } from '../../../../src/planning/offline/understand/either-place.js';
import { conditionsOf, readerIn } from './reader-in.js';

// FloorPlan408: a bathroom with cupboards and no drawer; FloorPlan411: one with drawers and no cupboard; both have a spray bottle.
describe('two places offered as either', () => {
  it('puts the thing in the first of them the room has (was: "there is no drawer here", "did not understand \'or\'")', () => {
    expect(conditionsOf(readerIn('FloorPlan408')('could you put the spray bottle away in a drawer or a cupboard please'))).toEqual([[{ exists: { type: 'SprayBottle', directlyIn: ['Cabinet'] } }]]);
    expect(conditionsOf(readerIn('FloorPlan411')('could you put the spray bottle away in a cupboard or in a drawer please'))).toEqual([[{ exists: { type: 'SprayBottle', directlyIn: ['Drawer'] } }]]);
  });

  it('keeps what follows the second place, and leaves words that name no places as said', () => {
    const places: Record<string, readonly string[]> = { 'a cupboard': ['Cabinet'], 'a drawer': ['Drawer'], 'the drawer': ['Drawer'] };
    const words = { placeTypes: (w: string) => places[w] ?? [], has: (t: string) => t === 'Drawer' };
    expect(eitherPlace('put it in a cupboard or a drawer where she cannot get at it', words)).toBe('put it in a drawer where she cannot get at it');
    expect(eitherPlace('put it in a mug or a cup', words)).toBe('put it in a mug or a cup');
    // Neither in the room: as said, so the refusal names what is missing.
    expect(eitherPlace('put it in a cupboard or a drawer', { ...words, has: () => false })).toBe('put it in a cupboard or a drawer');
  });
});
