import { it } from 'vitest';
import { readerIn } from '/work/wt/lead/tests/planning/offline/understand/reader-in.js';
const cases: [string, string][] = JSON.parse(process.env.CASES ?? '[]');
it('probe', () => {
  for (const [scene, t] of cases) {
    const u: any = readerIn(scene)(t);
    console.log(`${scene} ${t} => ${u.goal ? (u.notes ?? []).join(";") + " " + u.goal.title + ' ' + JSON.stringify(u.goal.alternatives.map((a: any) => a.all)) : JSON.stringify(u).slice(0, 300) + " || " + (u.options ?? []).map((o: any) => o.title).join(" | ")}`);
  }
});
