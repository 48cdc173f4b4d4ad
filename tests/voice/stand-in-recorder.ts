/**
 * Stand-ins for sox/rec/arecord: real executables (Node scripts) that a test puts on a PATH of
 * its own. They take the output file as their last argument, like the real programs.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_WAV } from './speech-fixture.js';

/**
 * - `records`: writes an unfinished WAV (sizes 0) at once, says "recording to FILE" and "ready" on stderr, and on SIGINT
 *   writes the finished fixture WAV and exits 0, as sox and arecord do.
 * - `fails`: says where it would record and that it has no audio device, and exits 1 at once.
 * - `ignores-sigint`: like `records`, but never exits on SIGINT (it has to be killed).
 */
export type StandInBehaviour = 'records' | 'fails' | 'ignores-sigint';

/** Writes an executable stand-in called `name` into `dir` (created if needed); returns its path. */
export function writeStandInRecorder(dir: string, name: string, behaviour: StandInBehaviour): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, `#!${process.execPath}\n${script(name, behaviour)}`);
  chmodSync(path, 0o755);
  return path;
}

function script(name: string, behaviour: StandInBehaviour): string {
  return `
const { readFileSync, writeFileSync } = require('node:fs');
const args = process.argv.slice(2);
const out = args[args.length - 1];
writeFileSync(out + '.args.json', JSON.stringify({ program: ${JSON.stringify(name)}, args }));
if (${JSON.stringify(behaviour)} === 'fails') {
  process.stderr.write('recording to ' + out + '\\n${name} FAIL: no default audio device\\n');
  process.exit(1);
}
const finished = readFileSync(${JSON.stringify(FIXTURE_WAV)});
const unfinished = Buffer.from(finished);
unfinished.writeUInt32LE(0, 4);
unfinished.writeUInt32LE(0, 40);
writeFileSync(out, unfinished);
process.on('SIGINT', () => {
  if (${JSON.stringify(behaviour)} === 'ignores-sigint') return;
  writeFileSync(out, finished);
  process.exit(0);
});
process.stderr.write('recording to ' + out + '\\nready\\n');
setInterval(() => {}, 60000);
`;
}
