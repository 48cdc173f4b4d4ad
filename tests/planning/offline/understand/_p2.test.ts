import { it } from 'vitest';
import { readerIn } from '/work/wt/lead/tests/planning/offline/understand/reader-in.js';
const cases: [string, string][] = JSON.parse(process.env.CASES ?? '[]');
it('probe', () => {
  for (const [scene, t] of cases) {
    const u: any = readerIn(scene)(t);
    console.log(`${scene} ${t} => ` + JSON.stringify({ ...u, goal: u.goal?.title }).slice(0, 800));
  }
});
