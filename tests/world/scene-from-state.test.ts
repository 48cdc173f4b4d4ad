/** sceneFromState: a scene from a simulator's state, as the exporter would write it. */
import { describe, expect, test } from 'vitest';
import { ithorRoomType, loadCatalogue, sceneFromState } from '../../src/world/index.js';
import { InputError } from '../../src/errors.js';

const catalogue = loadCatalogue();
const object = (objectId: string, objectType: string, parentReceptacles: string[] = [], extra: Record<string, unknown> = {}) => ({
  objectId, objectType, parentReceptacles, ...extra,
});

describe('sceneFromState', () => {
  test('keeps catalogued types, the innermost acceptable parent, the states a type can have, and knob links', () => {
    const scene = sceneFromState('FloorPlan27', {
      objects: [
        object('Floor|+00.00|+00.00|+00.00', 'Floor'),
        object('CounterTop|+01.00|+00.90|+00.00', 'CounterTop', ['Floor|+00.00|+00.00|+00.00']),
        object('Bowl|+01.00|+00.95|+00.00', 'Bowl', ['CounterTop|+01.00|+00.90|+00.00'], { isDirty: true, isOpen: true }),
        // a Pen may not go in a Bowl: its parent is the counter around it
        object('Pen|+01.10|+00.95|+00.00', 'Pen', ['Bowl|+01.00|+00.95|+00.00', 'CounterTop|+01.00|+00.90|+00.00']),
        object('StoveBurner|+02.00|+00.90|+00.00', 'StoveBurner', [], { isToggled: true }),
        object('StoveKnob|+02.00|+00.80|+00.30', 'StoveKnob', [], { isToggled: true, controlledObjects: ['StoveBurner|+02.00|+00.90|+00.00'] }),
        object('RoomDecor|+03.00|+00.00|+00.00', 'RoomDecor'),
        object('Apple|+01.20|+00.95|+00.00|AppleSliced_0', 'AppleSliced', ['CounterTop|+01.00|+00.90|+00.00']),
      ],
    }, catalogue);
    expect(scene.roomType).toBe('Kitchen');
    const byId = new Map(scene.objects.map((o) => [o.id, o]));
    expect([...byId.keys()].some((id) => id.startsWith('RoomDecor') || id.includes('AppleSliced'))).toBe(false);
    expect(byId.get('Pen|+01.10|+00.95|+00.00')?.parent).toBe('CounterTop|+01.00|+00.90|+00.00');
    expect(byId.get('Bowl|+01.00|+00.95|+00.00')?.state).toEqual({ isDirty: true });
    expect(byId.get('StoveBurner|+02.00|+00.90|+00.00')?.state).toEqual({ isToggled: true });
    expect(byId.get('StoveKnob|+02.00|+00.80|+00.30')?.controls).toBe('StoveBurner|+02.00|+00.90|+00.00');
  });

  test('a name that is no iTHOR floorplan is an input error', () => {
    expect(() => sceneFromState('Kitchen9', { objects: [] }, catalogue)).toThrow(InputError);
    expect([ithorRoomType('FloorPlan230'), ithorRoomType('FloorPlan330'), ithorRoomType('FloorPlan31'), ithorRoomType('FloorPlan01')]).toEqual([
      'LivingRoom', 'Bedroom', undefined, undefined,
    ]);
  });
});
