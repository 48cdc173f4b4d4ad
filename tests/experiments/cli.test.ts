import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';

const suiteYaml = `suite: cli-small
tasks:
  - id: lights-off
    instruction: I feel so tired, need to relax.
    roomType: Bedroom
    scenes: [FloorPlan301]
    success:
      - name: dark
        all: [{ none: { type: LightSwitch, isToggled: true } }]
`;

function suiteFile(text = suiteYaml): string {
  const file = join(mkdtempSync(join(tmpdir(), 'suite-')), 'small.yaml');
  writeFileSync(file, text);
  return file;
}

const noLlm = (): NodeJS.ProcessEnv => {
  const env = bridgeEnv();
  delete env['OPENAI_API_KEY'];
  delete env['OPENAI_BASE_URL'];
  return env;
};

describe('iteraplan experiment', () => {
  it('runs a suite file with the offline planner, writes the results, and resumes on a rerun', async () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const first = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suiteFile(), '--out', out, '--concurrency', '2'], first.io)).toBe(0);
    expect(first.stderr()).toMatch(/\[1\/1\] lights-off@FloorPlan301 \(offline #1\): success, h=0 e=0/);
    expect(first.stdout()).toContain("Task success over every episode, by the suite's own goal: 1/1 (100.0%): failed 0, refused 0, not understood 0, errored 0, not run 0");
    expect(first.stdout()).toContain('Episodes: 1 finished, 0 errored, 0 not run (of 1)');
    expect(first.stdout()).toContain('OCR (%) offline: @0 100.0');
    for (const file of ['settings.json', 'episodes.jsonl', 'report/report.md', 'report/report.html', 'report/table3-ocr.md', 'report/table4-ser.csv', 'report/table8-oer.json', 'report/figure-ocr.svg', 'report/figure-ser.png']) {
      expect(existsSync(join(out, file)), file).toBe(true);
    }

    const again = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suiteFile(), '--out', out, '--json'], again.io)).toBe(0);
    expect(again.stderr()).toContain('Resuming: 1 episode(s) already finished');
    expect(JSON.parse(again.stdout())).toMatchObject({ ran: 0, skipped: 1, episodes: 1 });
  });

  it('exits 2 for bad input: an unknown suite, a suite naming an unknown scene, replay without a source, models for the offline planner', async () => {
    const cases: [string[], RegExp][] = [
      [['--suite', 'nope'], /no suite named 'nope' .*the suites are .*paper/],
      [['--suite', 'papr'], /did you mean paper\?/],
      [['--suite', suiteFile(suiteYaml.replace('FloorPlan301', 'FloorPlan999'))], /small\.yaml:6: tasks\[0\] \(lights-off\)\.scenes\[0\]: 'FloorPlan999' is not a scene/],
      [['--planner', 'replay'], /--planner replay needs --replay/],
      [['--models', 'gpt-4o'], /--models applies to --planner openai, combined or replay/],
      [['--concurrency', '0'], /must be a whole number >= 1/],
      [['--bridge', 'ws://127.0.0.1:1', '--replicas', '2'], /--replicas launches simulators; with --bridge, give one --bridge per simulator instead/],
    ];
    for (const [args, message] of cases) {
      const captured = captureIO(noLlm());
      expect(await main(['experiment', ...args], captured.io), args.join(' ')).toBe(2);
      expect(captured.stderr()).toMatch(message);
    }
  });

  it('exits 3 when the openai planner has no endpoint', async () => {
    const captured = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suiteFile(), '--planner', 'openai'], captured.io)).toBe(3);
    expect(captured.stderr()).toMatch(/--planner openai needs OPENAI_API_KEY/);
  });

  it('refuses to mix settings in a results folder, naming every difference; --fresh starts over; tables show k = 0..budget', async () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const suite = suiteFile();
    expect(await main(['experiment', '--suite', suite, '--out', out], captureIO(noLlm()).io)).toBe(0);
    const table = (name: string) => readFileSync(join(out, 'report', name), 'utf8');
    expect(table('table4-ser.md')).toContain('| Bd | 5 |');
    writeFileSync(join(out, 'report', 'figure-from-an-older-run.svg'), '<svg/>');

    // Other budgets: refused, each difference named, nothing run or rewritten.
    const mixed = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suite, '--out', out, '--max-refinements', '1', '--human-refinements', '2', '--auto-fix'], mixed.io)).toBe(2);
    expect(mixed.stderr()).toContain(`${out} holds results of other settings (${join(out, 'settings.json')}); this run differs in:`);
    expect(mixed.stderr()).toContain('  - max refinements (--max-refinements): 5 (recorded) → 1 (this run)');
    expect(mixed.stderr()).toContain('  - human refinements (--human-refinements): 5 (recorded) → 2 (this run)');
    expect(mixed.stderr()).toContain('  - known fixes applied without the planner (--auto-fix): no (recorded) → yes (this run)');
    expect(mixed.stderr()).toMatch(/add --fresh to start over/);
    expect(existsSync(join(out, 'report', 'figure-from-an-older-run.svg'))).toBe(true);

    // --fresh: the old episodes and report are gone, the new tables stop at the new budgets.
    const fresh = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suite, '--out', out, '--max-refinements', '1', '--human-refinements', '2', '--auto-fix', '--fresh', '--json'], fresh.io)).toBe(0);
    expect(JSON.parse(fresh.stdout())).toMatchObject({ ran: 1, skipped: 0, complete: true });
    expect(existsSync(join(out, 'report', 'figure-from-an-older-run.svg'))).toBe(false);
    expect(table('table4-ser.md')).toContain('| Bd | 1 |');
    expect(table('table4-ser.md')).not.toContain('| Bd | 2 |');
    expect(table('table3-ocr.md')).toContain('| Bd | 2 |');
    expect(table('table3-ocr.md')).not.toContain('| Bd | 3 |');
    expect(JSON.parse(readFileSync(join(out, 'settings.json'), 'utf8')).settings).toMatchObject({ budgets: { maxRefinements: 1, humanRefinements: 2, maxRepairs: 3 }, autoFix: true });

    // The same settings again: resumed, nothing to run.
    const again = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suite, '--out', out, '--max-refinements', '1', '--human-refinements', '2', '--auto-fix', '--json'], again.io)).toBe(0);
    expect(JSON.parse(again.stdout())).toMatchObject({ ran: 0, skipped: 1 });

    // A changed suite file is another experiment too.
    const edited = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suiteFile(suiteYaml.replace('need to relax', 'need to rest')), '--out', out, '--max-refinements', '1', '--human-refinements', '2'], edited.io)).toBe(2);
    expect(edited.stderr()).toMatch(/- suite content \(tasks, scenes, criteria\): hash \w+ \(recorded\) → hash \w+ \(this run\)/);
  });

  it('refuses a folder of episodes with no recorded settings (an older version) unless --fresh', async () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    writeFileSync(join(out, 'episodes.jsonl'), '');
    writeFileSync(join(out, 'table3-ocr.md'), 'old');
    const legacy = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suiteFile(), '--out', out], legacy.io)).toBe(2);
    expect(legacy.stderr()).toContain(`${out} holds episodes but no settings.json (written by an older iteraplan)`);
    expect(await main(['experiment', '--suite', suiteFile(), '--out', out, '--fresh'], captureIO(noLlm()).io)).toBe(0);
    expect(existsSync(join(out, 'table3-ocr.md'))).toBe(false);
    expect(existsSync(join(out, 'report', 'table3-ocr.md'))).toBe(true);
  });
});
