import { describe, expect, it } from 'vitest';
import { nameWords, skillsByMeaning, typesByMeaning } from '../../src/code/meaning.js';
import { parseSkillCode, validateProgram } from '../../src/code/index.js';
import { buildValidationContext, loadWorld } from '../../src/world/index.js';

const world = loadWorld('FloorPlan1');
const context = buildValidationContext(world.scene, world.catalogue, world.skills);

function firstError(call: string): string {
  const parsed = parseSkillCode(`def f():\n    ${call}\n\nf()\n`);
  if (!parsed.ok) throw new Error('does not parse');
  return validateProgram(parsed.program, context)[0]?.message ?? '';
}

describe('hints by meaning', () => {
  it('a light switch is switched: PressObject on a LightSwitch suggests SwitchOn and SwitchOff, not BreakObject', () => {
    const message = firstError("PressObject('LightSwitch')");
    expect(message).toMatch(/did you mean SwitchOn\(obj\) or SwitchOff\(obj\) \(a LightSwitch is toggleable\)\?/);
    expect(message).not.toContain('BreakObject');
  });

  it('MoveObject means PutObject, first; TurnOnStove means SwitchOn', () => {
    expect(firstError("MoveObject('Apple', 'Plate')")).toMatch(/did you mean PutObject\(obj, receptacle\)/);
    expect(firstError("TurnOnStove('StoveKnob')")).toMatch(/did you mean SwitchOn\(obj\)/);
  });

  it('a misspelt skill still gets its spelling neighbour', () => {
    expect(firstError("OpenObjekt('Fridge')")).toContain('OpenObject(obj)');
  });

  it('an unknown object gets the types that share a word with it, else the types that fit the skill', () => {
    expect(firstError("SwitchOn('CoffeeGrounds')")).toMatch(/similar types in this scene: .*CoffeeMachine/);
    // Nothing like 'Protein' here: the sliceable types of the room, not the first types alphabetically.
    const protein = firstError("SliceObject('Protein', 'Knife')");
    expect(protein).toMatch(/its sliceable types are .*Bread/);
    expect(protein).not.toMatch(/Cabinet|CounterTop/);
  });

  it('a catalogue type missing here gets the scene types that do the same (a Cup for a Mug)', () => {
    const mugless = loadWorld('FloorPlan2');
    const ctx = buildValidationContext(mugless.scene, mugless.catalogue, mugless.skills);
    if (ctx.objectTypes.has('Mug') || !ctx.objectTypes.has('Cup')) return;
    const parsed = parseSkillCode("def f():\n    PutObject('Mug', 'CoffeeMachine')\n\nf()\n");
    if (!parsed.ok) throw new Error('does not parse');
    expect(validateProgram(parsed.program, ctx)[0]?.message).toContain('Cup');
  });
});

describe('the words of a name', () => {
  it('splits camel case, acronyms and snake case', () => {
    expect(nameWords('PressObject')).toEqual(['press', 'object']);
    expect(nameWords('TVStand')).toEqual(['tv', 'stand']);
    expect(nameWords('turn_on_tv')).toEqual(['turn', 'on', 'tv']);
  });

  it('ranks named-and-fitting skills first, and finds types by shared words', () => {
    const skills = [{ name: 'SwitchOn', needs: 'toggleable', alsoCalled: ['Press'] }, { name: 'BreakObject', needs: 'breakable', alsoCalled: [] }];
    expect(skillsByMeaning('PressButton', skills, ['toggleable'])).toEqual(['SwitchOn']);
    expect(skillsByMeaning('Smash', skills, ['breakable'])).toEqual(['BreakObject']);
    expect(typesByMeaning('CoffeeGrounds', ['CoffeeMachine', 'Mug'])).toEqual(['CoffeeMachine']);
  });
});
