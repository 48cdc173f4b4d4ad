/**
 * `--platform`, `--width`, `--height`: how a launched ai2thor bridge renders. They reach the
 * bridge's command line, and are refused (exit 2) where they cannot apply.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBridge, renderArgs } from '../../src/bridge/index.js';
import { main } from '../../src/cli/main.js';
import { renderTarget } from '../../src/cli/options.js';
import { captureIO } from '../helpers/capture.js';
import { makeScratch } from '../helpers/files.js';

const scratch = makeScratch('iteraplan-render-');
afterAll(() => scratch.remove());

describe('render options', () => {
  it('become the bridge options, only those given', () => {
    expect(renderArgs({ platform: 'cloud', width: 640, height: 480 })).toEqual(['--platform', 'cloud', '--width', '640', '--height', '480']);
    expect(renderArgs({ width: 300 })).toEqual(['--width', '300']);
    expect(renderArgs(undefined)).toEqual([]);
  });

  it('are refused for the symbolic backend and for a bridge the command does not launch', () => {
    expect(renderTarget({ backend: 'ai2thor' }, false)).toBeUndefined();
    expect(() => renderTarget({ backend: 'symbolic', platform: 'cloud' }, false)).toThrow('--platform applies to --backend ai2thor');
    expect(() => renderTarget({ backend: 'ai2thor', width: 640, height: 480 }, true)).toThrow('python3 -m bridge --backend ai2thor --width 640 --height 480');
  });

  it('reach the command line of the launched bridge', async () => {
    // A stand-in interpreter: records its arguments, says it listens, and waits for stdin to close.
    const argsFile = join(scratch.dir, 'args.json');
    const fake = join(scratch.dir, 'python');
    writeFileSync(
      fake,
      `#!${process.execPath}\nrequire('fs').writeFileSync(${JSON.stringify(argsFile)}, JSON.stringify(process.argv.slice(2)));\n` +
        `console.log(JSON.stringify({ listening: 'ws://127.0.0.1:9', backend: 'ai2thor', protocol: 1 }));\nprocess.stdin.resume(); process.stdin.on('end', () => process.exit(0));\n`,
    );
    chmodSync(fake, 0o755);
    const bridge = await launchBridge({ backend: 'ai2thor', render: { platform: 'cloud', width: 640, height: 480 }, env: { ...process.env, ITERAPLAN_PYTHON: fake } });
    try {
      const args = JSON.parse(readFileSync(argsFile, 'utf8')) as string[];
      expect(args.join(' ')).toContain('--backend ai2thor');
      expect(args.join(' ')).toContain('--platform cloud --width 640 --height 480');
    } finally {
      await bridge.close();
    }
  });

  it.each([
    [['plan', 'I feel hungry.', '--scene', 'FloorPlan1', '--yes', '--platform', 'cloud'], '--platform applies to --backend ai2thor'],
    [['experiment', '--backend', 'ai2thor', '--bridge', 'ws://127.0.0.1:1', '--width', '640'], 'give them to the running bridge instead'],
    [['plan', 'I feel hungry.', '--scene', 'FloorPlan1', '--backend', 'ai2thor', '--width', '12'], 'must be a whole number from 64 to 4096'],
  ])('`iteraplan %s` exits 2 and says why', async (argv, message) => {
    const io = captureIO({ ...process.env, ITERAPLAN_HOME: scratch.dir });
    const code = await main(argv, io.io);
    expect(code).toBe(2);
    expect(io.stderr()).toContain(message);
  });
});
