import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/world/load-catalogue.js';
import { listScenes, loadScene } from '../../src/world/load-scene.js';
import { loadActions, loadSkills } from '../../src/world/load-skills.js';
import { listTeams, loadTeam } from '../../src/world/load-team.js';
import { loadWorld } from '../../src/world/world.js';
import { buildValidationContext } from '../../src/world/validation-context.js';
import { parseSkillCode } from '../../src/code/parse.js';
import { validateProgram } from '../../src/code/validate.js';

// The project's own data files (scenes/, skills/), not fixtures.
describe('the real data files', () => {
  const catalogue = loadCatalogue();
  const scenes = listScenes();

  it('hold the 120 iTHOR floorplans, 30 of each room type', () => {
    expect(scenes).toHaveLength(120);
    const rooms = new Map<string, number>();
    for (const name of scenes) {
      const room = loadScene(name, catalogue).roomType;
      rooms.set(room, (rooms.get(room) ?? 0) + 1);
    }
    expect(Object.fromEntries(rooms)).toEqual({ Kitchen: 30, LivingRoom: 30, Bedroom: 30, Bathroom: 30 });
  });

  it('give the catalogue’s effects their typed form', () => {
    expect(catalogue.types.get('CoffeeMachine')?.effects.fillsContents).toBe('coffee');
    expect(catalogue.types.get('Faucet')?.effects.washes).toEqual(['SinkBasin', 'BathtubBasin']);
    expect(catalogue.types.get('AppleSliced')?.derivedFrom).toBe('Apple');
  });

  it.each(scenes)('%s loads and checks against the catalogue', (name) => {
    const scene = loadScene(name, catalogue);
    expect(scene.scene).toBe(name);
    expect(scene.objects.length).toBeGreaterThan(0);
  });

  it('skills and every shipped team load and agree with actions.yaml', () => {
    const actions = loadActions();
    const skills = loadSkills(undefined, actions);
    expect(listTeams()).toEqual(['paper', 'two-robots']);
    for (const team of listTeams()) expect(() => loadTeam(team, actions)).not.toThrow();
    for (const skill of skills.values()) {
      for (const step of skill.steps) expect(actions.has(step.action)).toBe(true);
    }
  });

  it('loadWorld bundles one scene with everything it needs', () => {
    const world = loadWorld('FloorPlan1');
    expect(world.scene.roomType).toBe('Kitchen');
    expect(world.skills.has('SliceObject')).toBe(true);
    expect(world.catalogue.types.size).toBe(catalogue.types.size);
    expect(world.team.name).toBe('paper');
    expect(world.team.agents.map((a) => a.name)).toEqual(['robot', 'human']);
    expect(loadWorld('FloorPlan1', { team: 'two-robots' }).team.agents.map((a) => a.name)).toEqual(['robot', 'robot2', 'human']);
  });
});

describe('the validation context of a real scene', () => {
  const world = loadWorld('FloorPlan1');
  const context = buildValidationContext(world.scene, world.catalogue, world.skills);
  const errorsOf = (code: string) => {
    const parsed = parseSkillCode(code);
    if (!parsed.ok) throw new Error('test code must parse');
    return validateProgram(parsed.program, context);
  };

  it('lets the code name sliced results of the scene’s objects', () => {
    expect(world.scene.objects.some((o) => o.type === 'Apple')).toBe(true);
    expect(context.derivableTypes.has('AppleSliced')).toBe(true);
    expect(errorsOf("def f():\n    SliceObject('Apple', 'Knife')\n    PutObject('AppleSliced', 'Plate')\n")).toEqual([]);
  });

  it('makes the validator refuse an object the scene cannot have', () => {
    const errors = errorsOf("def f():\n    PutObject('Spork', 'Plate')\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]?.line).toBe(2);
  });
});
