// The paper suite's own goal, judged on what a `plan --yes` session left (state-after.json, and
// for `was` the steps of its last run): whether a fixed request's task was done, whatever the
// planner said. Uses the built goal evaluation (dist/, which `npm run bench:llm` builds first).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A judge of sessions by the suite's tasks: `(instruction, scene, sessionDir) => {met, alternative} | null` (null: no such task, or nothing ran). */
export async function suiteJudge(root, suite = 'paper') {
  const { evaluateCriteria, sceneLinks } = await import(join(root, 'dist', 'goals', 'index.js'));
  const { loadWorld } = await import(join(root, 'dist', 'world', 'index.js'));
  const tasks = parse(readFileSync(join(root, 'suites', `${suite}.yaml`), 'utf8')).tasks;
  const norm = (text) => text.toLowerCase().replace(/[^a-z]+/g, ' ').trim();
  return (instruction, scene, sessionDir) => {
    const task = tasks.find((t) => norm(t.instruction) === norm(instruction) && (t.scenes ?? []).includes(scene));
    const after = join(sessionDir, 'state-after.json');
    if (task === undefined || !existsSync(after)) return null;
    const world = loadWorld(scene);
    const steps = existsSync(join(sessionDir, 'steps.jsonl')) ? readFileSync(join(sessionDir, 'steps.jsonl'), 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l)) : [];
    const lastRun = steps.filter((s) => s.run === steps.at(-1)?.run);
    const start = JSON.parse(readFileSync(join(sessionDir, 'state-before.json'), 'utf8'));
    const context = {
      isPickupable: (type) => world.catalogue.types.get(type)?.properties.includes('pickupable') ?? false,
      history: { start, steps: lastRun, links: sceneLinks(world.scene.objects) },
    };
    const verdict = evaluateCriteria(task.success, JSON.parse(readFileSync(after, 'utf8')), context);
    return { task: task.id, met: verdict.met, alternative: verdict.alternative };
  };
}
