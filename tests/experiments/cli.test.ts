import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { captureIO } from '../helpers/capture.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { execa } from 'execa';

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

describe('iteraplan experiment interrupted', () => {
  it('Ctrl+C (SIGINT): no new episode starts, the finished ones are reported, exit 130', async () => {
    await ensureBuilt();
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const child = execa('node', [BIN, 'experiment', '--suite', suiteFile(), '--out', out, '--repeats', '30', '--concurrency', '1'], { env: noLlm(), extendEnv: false, reject: false, buffer: false, stderr: 'pipe', stdout: 'pipe' });
    let stderr = '';
    await new Promise<void>((resolve) => {
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (/\[ ?1\/30\]/.test(stderr)) resolve();
      });
    });
    child.kill('SIGINT');
    const result = await child;
    expect(result.exitCode).toBe(130);
    expect(stderr).toContain('Stopping: no new episode starts');
    expect(existsSync(join(out, 'report.md'))).toBe(true);
  }, 120_000);
});

describe('iteraplan experiment', () => {
  it('runs a suite file with the offline planner, writes the results, and resumes on a rerun', async () => {
    const out = mkdtempSync(join(tmpdir(), 'results-'));
    const first = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suiteFile(), '--out', out, '--concurrency', '2'], first.io)).toBe(0);
    expect(first.stderr()).toMatch(/\[1\/1\] lights-off@FloorPlan301 \(offline #1\): success, h=0 e=0/);
    expect(first.stdout()).toContain('Episodes: 1 finished, 0 errored (of 1); task success 1/1');
    expect(first.stdout()).toContain('OCR (%) offline: @0 100.0');
    for (const file of ['episodes.jsonl', 'report.md', 'table3-ocr.md', 'table4-ser.csv', 'table8-oer.json', 'plot-ocr-offline.svg', 'plot-ser-offline.svg']) {
      expect(existsSync(join(out, file))).toBe(true);
    }

    const again = captureIO(noLlm());
    expect(await main(['experiment', '--suite', suiteFile(), '--out', out, '--json'], again.io)).toBe(0);
    expect(again.stderr()).toContain('Resuming: 1 episode(s) already finished');
    expect(JSON.parse(again.stdout())).toMatchObject({ ran: 0, skipped: 1, episodes: 1 });
  }, 60_000);

  it('exits 2 for bad input: an unknown suite, a suite naming an unknown scene, replay without a source, models for the offline planner', async () => {
    const cases: [string[], RegExp][] = [
      [['--suite', 'nope'], /no suite named 'nope'/],
      [['--suite', suiteFile(suiteYaml.replace('FloorPlan301', 'FloorPlan999'))], /small\.yaml:6: tasks\[0\] \(lights-off\)\.scenes\[0\]: 'FloorPlan999' is not a scene/],
      [['--planner', 'replay'], /--planner replay needs --replay/],
      [['--models', 'gpt-4o'], /--models applies to --planner openai or replay/],
      [['--concurrency', '0'], /must be a whole number >= 1/],
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
});
