import { describe, expect, it } from 'vitest';
import { argumentChoices, loadWorld, type World } from '../../src/world/index.js';

/** The choices of `world` over its types (ids left out, as a reader would name objects). */
function typeChoices(world: World) {
  const types = [...new Set(world.scene.objects.map((o) => o.type)), 'BreadSliced', 'EggCracked'].filter((t) => world.catalogue.types.has(t));
  return argumentChoices(world.skills, world.catalogue, types, (name) => (world.catalogue.types.has(name) ? name : undefined));
}

describe('argumentChoices: what each skill parameter can name, by the simulator rules', () => {
  const kitchen = loadWorld('FloorPlan1');
  const choices = typeChoices(kitchen);

  it('gives the first parameter only types with the property the skill needs (cleaning.py: NOT_USABLE_UP)', () => {
    const [useUp] = choices.get('UseUpObject')!;
    expect(useUp!.obj).toEqual(expect.arrayContaining(['PaperTowelRoll', 'SoapBottle']));
    expect(useUp!.obj).not.toContain('Toaster');
    expect(choices.get('SwitchOn')![0]!.obj).toContain('Toaster');
    expect(choices.get('SwitchOn')![0]!.obj).not.toContain('Bread');
  });

  it('gives a tool parameter only the tool types (tools.py: WRONG_TOOL)', () => {
    const [slice] = choices.get('SliceObject')!;
    expect([...slice!.tool!].sort()).toEqual(['ButterKnife', 'Knife']);
    expect(slice!.obj).toEqual(expect.arrayContaining(['Bread', 'Apple', 'Potato']));
    expect(slice!.obj).not.toContain('Knife');
  });

  it('puts each object only on receptacles its type may go in (carrying.py, SimObjType.cs placement)', () => {
    const puts = choices.get('PutObject')!;
    const forType = (type: string) => puts.find((way) => way.obj!.includes(type));
    expect(forType('Mug')!.receptacle).toContain('CoffeeMachine');
    expect(forType('Mug')!.receptacle).not.toContain('Toaster');
    expect(forType('BreadSliced')!.receptacle).toContain('Toaster');
    expect(puts.some((way) => way.obj!.includes('Toaster'))).toBe(false);
    // Every object of a group fits every receptacle of it.
    for (const way of puts) {
      for (const obj of way.obj!) {
        const allowed = kitchen.catalogue.types.get(obj)!.receptacles;
        for (const target of way.receptacle!) expect(allowed).toContain(target);
      }
    }
  });

  it('leaves out a skill a room cannot run, and an optional parameter nothing fits is empty', () => {
    const living = typeChoices(loadWorld('FloorPlan201'));
    expect(living.get('SliceObject')).toEqual([]);
    const bathroom = loadWorld('FloorPlan401');
    const noDetergent = bathroom.scene.objects.filter((o) => !bathroom.catalogue.types.get(o.type)!.effects.detergent).map((o) => o.type);
    const clean = argumentChoices(bathroom.skills, bathroom.catalogue, noDetergent, (n) => n).get('CleanObject')!;
    expect(clean.length).toBe(1);
    expect(clean[0]!.detergent).toEqual([]);
  });

  it('maps objectIds through their type', () => {
    const knife = kitchen.scene.objects.find((o) => o.type === 'Knife')!;
    const byId = new Map(kitchen.scene.objects.map((o) => [o.id, o.type] as const));
    const [slice] = argumentChoices(kitchen.skills, kitchen.catalogue, [knife.id, 'Bread'], (n) => byId.get(n) ?? n).get('SliceObject')!;
    expect(slice).toEqual({ obj: ['Bread'], tool: [knife.id] });
  });
});
