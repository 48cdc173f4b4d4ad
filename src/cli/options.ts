/** Options several commands share. */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { checkBridgeUrl, type RenderOptions } from '../bridge/index.js';
import { InputError } from '../errors.js';
import { safeJson } from '../display.js';
import { parseLlmTimeout } from '../llm/index.js';
import { canonicalSceneName, scenesDir } from '../world/index.js';
import { ALLOCATOR_NAMES, DEFAULT_RELIABILITY_FLOOR } from '../allocation/index.js';

export const BACKENDS = ['symbolic', 'ai2thor'] as const;

/** `--scene S` (required). */
export function sceneOption(command: Command, env: NodeJS.ProcessEnv): Command {
  return command.addOption(sceneFlag(env, 'scene to use, e.g. FloorPlan1').makeOptionMandatory());
}

/** The `--scene` option, spelt as the scene is whatever the case given (`floorplan1` → FloorPlan1). */
export function sceneFlag(env: NodeJS.ProcessEnv, description: string): Option {
  return new Option('--scene <name>', description).argParser((name: string) => canonicalSceneName(name, scenesDir(env)));
}

/** `--team NAME|FILE`: the agents that carry out the plan. */
export function teamOption(command: Command): Command {
  return command.option('--team <name|file>', 'team of skills/teams/ (paper, two-robots) or a team .yaml file', 'paper');
}

/** `--reliability-floor F`: a fraction from 0 to 1 (0.25, or 25%). */
export function reliabilityFloor(text: string): number {
  const match = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/.exec(text.trim());
  const value = match === null ? Number.NaN : Number(match[1]) / (match[2] === '%' ? 100 : 1);
  if (!(value >= 0 && value <= 1)) throw new InvalidArgumentError('must be a fraction from 0 to 1 (0.25) or a percentage (25%).');
  return value;
}

/** `--allocator paper|balanced` and `--reliability-floor F`: who does each call (docs/teams.md). */
export function allocatorOptions(command: Command): Command {
  return command
    .addOption(
      new Option('--allocator <name>', 'paper: each call to its most reliable agent (the paper\'s rule); balanced: the smallest expected makespan within the reliability floor')
        .choices(ALLOCATOR_NAMES)
        .default('paper'),
    )
    .option('--reliability-floor <fraction>', `balanced: no call to an agent whose affordance is more than this fraction below the best agent's (0 to 1, or a %)`, reliabilityFloor, DEFAULT_RELIABILITY_FLOOR);
}

/** `--json`: one JSON result on stdout. */
export function jsonOption(command: Command): Command {
  return command.option('--json', 'print one JSON result on stdout', false);
}

/** `--backend`, `--bridge`, `--bridge-token`: how to reach a simulator; and how a launched ai2thor one renders. */
export function bridgeOptions(command: Command): Command {
  return renderOptions(
    command
      .addOption(new Option('--backend <backend>', 'simulator of a launched bridge').choices(BACKENDS).default('symbolic'))
      .option('--bridge <url>', 'use the bridge already running at ws://HOST:PORT instead of launching one')
      .option('--bridge-token <token>', 'token for --bridge (default $ITERAPLAN_BRIDGE_TOKEN)'),
  );
}

/** `--platform`, `--width`, `--height`: how a launched ai2thor bridge renders. */
export function renderOptions(command: Command): Command {
  return command
    .addOption(new Option('--platform <platform>', 'ai2thor backend: desktop (needs a display) or cloud (headless CloudRendering)').choices(['desktop', 'cloud']))
    .option('--width <px>', 'ai2thor backend: frame width in pixels', wholeNumber(64, 4096))
    .option('--height <px>', 'ai2thor backend: frame height in pixels', wholeNumber(64, 4096));
}

/** The flags `bridgeOptions` adds. */
export interface BridgeFlags extends RenderFlags {
  backend: string;
  bridge?: string | undefined;
  bridgeToken?: string | undefined;
}

/** The flags `renderOptions` adds. */
export interface RenderFlags {
  platform?: 'desktop' | 'cloud' | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/**
 * The render options of a launched ai2thor bridge, or undefined when none is given; refuses
 * them (exit 2) where they cannot apply: another backend, or bridges this command does not launch.
 */
export function renderTarget(flags: RenderFlags & { backend: string }, external: boolean): RenderOptions | undefined {
  const given = (['platform', 'width', 'height'] as const).filter((key) => flags[key] !== undefined);
  if (given.length === 0) return undefined;
  const names = given.map((key) => `--${key}`).join(', ');
  if (flags.backend !== 'ai2thor') throw new InputError(`${names} ${given.length === 1 ? 'applies' : 'apply'} to --backend ai2thor: the symbolic simulator renders nothing`);
  if (external) throw new InputError(`${names} ${given.length === 1 ? 'sets' : 'set'} up a bridge this command launches; give them to the running bridge instead (python3 -m bridge --backend ai2thor ${given.map((key) => `--${key} ${flags[key]}`).join(' ')})`);
  return { platform: flags.platform, width: flags.width, height: flags.height };
}

/**
 * Where a command's bridge comes from: `--bridge` (with its token), or a launched one, which for
 * the symbolic backend serves the scenes this command loaded.
 */
export function bridgeTarget(flags: BridgeFlags, scenes: string, env: NodeJS.ProcessEnv) {
  // A URL that is no URL is the person's mistake (exit 2), found before anything starts.
  const external = flags.bridge !== undefined && flags.bridge !== '';
  if (external) checkBridgeUrl(flags.bridge!);
  const render = renderTarget(flags, external);
  return {
    ...(render === undefined ? {} : { render }),
    backend: flags.backend,
    bridgeUrl: flags.bridge,
    token: flags.bridgeToken,
    scenesDir: flags.bridge === undefined && flags.backend === 'symbolic' ? scenes : undefined,
    env,
  };
}

/** Writes a value as one line of JSON (display-safe: see safeJson). */
export function jsonLine(value: unknown): string {
  return `${safeJson(value)}\n`;
}

/** A parser for a whole-number option from `min` to `max` (commander reports a bad value, exit 2). */
export function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (text: string): number => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      throw new InvalidArgumentError(max === Number.MAX_SAFE_INTEGER ? `must be a whole number >= ${min}.` : `must be a whole number from ${min} to ${max}.`);
    }
    return value;
  };
}

/** `--llm-timeout <seconds>`: the time one LLM attempt may take, the whole reply included. */
export function llmTimeoutOption(command: Command): Command {
  return command.option(
    '--llm-timeout <seconds>',
    'seconds one LLM attempt may take, the whole reply included (default $ITERAPLAN_LLM_TIMEOUT or 120)',
    (text: string): number => {
      const parsed = parseLlmTimeout(text);
      if (typeof parsed === 'string') throw new InvalidArgumentError(`${parsed}.`);
      return parsed;
    },
  );
}
