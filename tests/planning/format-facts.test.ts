import { describe, expect, it } from 'vitest';
import { buildObjectFacts } from '../../src/planning/facts.js';
import { formatObjectFacts } from '../../src/planning/format.js';
import { loadCatalogue } from '../../src/world/index.js';

const catalogue = loadCatalogue();
const object = (objectId: string, objectType: string, parents: string[] = [], contents: string[] = []) => ({ objectId, objectType, parentReceptacles: parents, receptacleObjectIds: contents });

// Bread on the first counter, among a dozen other things; a second counter holds nothing needed.
const clutter = Array.from({ length: 12 }, (_, i) => object(`Spoon|+0${i % 10}.00|+01.00|+00.0${i % 10}`, 'Spoon', ['CounterTop|+00.00|+01.00|+00.00']));
const state = {
  objects: [
    object('CounterTop|+00.00|+01.00|+00.00', 'CounterTop', [], ['Bread|+00.10|+01.00|+00.00', ...clutter.map((c) => c.objectId)]),
    object('CounterTop|+03.00|+01.00|+00.00', 'CounterTop', [], ['Spoon|+03.00|+01.00|+00.00']),
    object('Bread|+00.10|+01.00|+00.00', 'Bread', ['CounterTop|+00.00|+01.00|+00.00']),
    object('Spoon|+03.00|+01.00|+00.00', 'Spoon', ['CounterTop|+03.00|+01.00|+00.00']),
    ...clutter,
  ],
};

describe('the object facts a prompt shows', () => {
  it('a counter that is there only because it holds the bread shows the bread, not everything on it', () => {
    const facts = buildObjectFacts(state, catalogue, ['Bread']);
    expect(facts.map((f) => [f.type, f.container === true])).toEqual([['Bread', false], ['CounterTop', true]]);
    const text = formatObjectFacts(facts);
    // The bread's own line gives its id: the counter names it by type.
    expect(text).toContain('- Bread|+00.10|+01.00|+00.00: in CounterTop|+00.00|+01.00|+00.00\n');
    expect(text).toContain('- CounterTop|+00.00|+01.00|+00.00: not in anything; holds Bread and 12 other object(s)');
    expect(text).not.toContain('Spoon|');
    expect(text).not.toContain('CounterTop|+03.00');
  });

  it('a counter the plan itself needs shows every instance and everything on it, each id once', () => {
    const text = formatObjectFacts(buildObjectFacts(state, catalogue, ['CounterTop']));
    expect(text).toContain('CounterTop|+03.00|+01.00|+00.00: not in anything; holds Spoon\n');
    expect(text).toContain('- Spoon|+03.00|+01.00|+00.00: in CounterTop|+03.00|+01.00|+00.00');
    // Every spoon has its own line with its id, each id written once.
    expect(text.match(/Spoon\|/g)!.length).toBe(13);
    expect(text).toContain(`holds Bread, ${Array(12).fill('Spoon').join(', ')}`);
  });
});
