/** ALFRED's ids mapped to a start scene's, and a demonstration's interactions as our steps. */
import { describe, expect, it } from 'vitest';
import { IdMap, alfredIdType, planInteractions } from '../../../../src/experiments/alfred/replay/index.js';

const scene = new IdMap([
  { id: 'Apple|+00.00|+00.98|+00.51', type: 'Apple', state: {} },
  { id: 'Knife|+01.00|+00.90|+00.50', type: 'Knife', state: {} },
  { id: 'Fridge|-02.10|+00.00|+01.09', type: 'Fridge', state: {} },
  { id: 'Sink|-01.90|+00.97|-01.50|SinkBasin', type: 'SinkBasin', state: {} },
  // Generated fixtures: matched by type, a switch by what it drives.
  { id: 'Faucet|+09.00|+01.00|+09.00', type: 'Faucet', controls: 'Sink|-01.90|+00.97|-01.50|SinkBasin', state: {} },
  { id: 'Faucet|+05.00|+01.00|+05.00', type: 'Faucet', state: {} },
  { id: 'DeskLamp|+03.00|+00.70|+03.00', type: 'DeskLamp', state: {} },
]);

describe('IdMap', () => {
  it('keeps an id the scene has, and names a piece after its mapped whole', () => {
    expect(scene.map('Fridge|-02.10|+00.00|+01.09')).toEqual({ ok: true, id: 'Fridge|-02.10|+00.00|+01.09', how: 'same' });
    expect(scene.map('Apple|+00.00|+00.98|+00.51|AppleSliced_3')).toEqual({ ok: true, id: 'Apple|+00.00|+00.98|+00.51|AppleSliced_3', how: 'same' });
  });

  it('matches a generated fixture by type and position, a switch by what it drives', () => {
    expect(scene.map('Faucet|-02.00|+01.05|-01.60')).toEqual({ ok: true, id: 'Faucet|+09.00|+01.00|+09.00', how: 'nearest' });
    expect(scene.map('DeskLamp|+00.10|+00.70|+00.10')).toEqual({ ok: true, id: 'DeskLamp|+03.00|+00.70|+03.00', how: 'nearest' });
    expect(alfredIdType('Sink|-01.90|+00.97|-01.50|SinkBasin')).toBe('SinkBasin');
  });

  it('says when the start has no object of the type', () => {
    expect(scene.map('Toaster|+01.00|+01.00|+01.00')).toEqual({ ok: false, reason: 'the start has no Toaster' });
  });
});

describe('planInteractions', () => {
  it('goes to what each call acts on (the receptacle for a put), renames the toggles and slices with the knife in hand', () => {
    const planned = planInteractions(
      [
        { action: 'PickupObject', objectId: 'Knife|+01.00|+00.90|+00.50' },
        { action: 'SliceObject', objectId: 'Apple|+00.00|+00.98|+00.51' },
        { action: 'PutObject', objectId: 'Knife|+01.00|+00.90|+00.50', receptacleObjectId: 'Fridge|-02.10|+00.00|+01.09', forceAction: true },
        { action: 'ToggleObjectOn', objectId: 'Faucet|-02.00|+01.05|-01.60' },
      ],
      scene,
      'robot',
    );
    expect(planned.map((p) => (p.replay.ok ? p.replay.steps : p.replay.reason))).toEqual([
      [{ agent: 'robot', action: 'GoToObject', objectId: 'Knife|+01.00|+00.90|+00.50' }, { agent: 'robot', action: 'PickupObject', objectId: 'Knife|+01.00|+00.90|+00.50' }],
      [{ agent: 'robot', action: 'GoToObject', objectId: 'Apple|+00.00|+00.98|+00.51' }, { agent: 'robot', action: 'SliceObject', objectId: 'Apple|+00.00|+00.98|+00.51', toolObjectId: 'Knife|+01.00|+00.90|+00.50' }],
      [{ agent: 'robot', action: 'GoToObject', objectId: 'Fridge|-02.10|+00.00|+01.09' }, { agent: 'robot', action: 'PutObject', objectId: 'Knife|+01.00|+00.90|+00.50', receptacleObjectId: 'Fridge|-02.10|+00.00|+01.09', forceAction: true }],
      [{ agent: 'robot', action: 'GoToObject', objectId: 'Faucet|+09.00|+01.00|+09.00' }, { agent: 'robot', action: 'SwitchOn', objectId: 'Faucet|+09.00|+01.00|+09.00' }],
    ]);
  });

  it('says why a call cannot be replayed: an action we lack, nothing in hand to slice with, an object the start lacks', () => {
    const planned = planInteractions(
      [
        { action: 'DirtyObject', objectId: 'Apple|+00.00|+00.98|+00.51' },
        { action: 'SliceObject', objectId: 'Apple|+00.00|+00.98|+00.51' },
        { action: 'OpenObject', objectId: 'Toaster|+01.00|+01.00|+01.00' },
      ],
      scene,
      'robot',
    );
    expect(planned.map((p) => (p.replay.ok ? 'ok' : p.replay.reason))).toEqual([
      'DirtyObject is not an action of ours',
      'SliceObject with nothing in hand (ALFRED slices with a knife in hand)',
      'Toaster|+01.00|+01.00|+01.00: the start has no Toaster',
    ]);
  });
});
