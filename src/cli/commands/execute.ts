/** `iteraplan execute FILE --scene S [--team T] [--concurrent]`: run skill code through the bridge, as written or with the agents at work at once. */
import { ExitCode, InputError } from '../../errors.js';
import {
  actingAgents,
  worldExecutionData,
  executeConcurrently,
  executeSteps,
  executedTimeline,
  formatErrorReport,
  planSchedule,
  scheduleToJson,
  type ExecutionResult,
} from '../../execution/index.js';
import { formatTimeline, type Timeline } from '../../schedule/index.js';
import { agentNames, scenesDir, type World } from '../../world/index.js';
import { loadValidProgram } from '../code-file.js';
import { bridgeOptions, bridgeTarget, jsonLine, jsonOption, sceneOption, teamOption, type RenderFlags } from '../options.js';
import { progressPrinter } from '../progress.js';
import { worldOfBridgeScene, worldOfSceneFile } from '../scene-world.js';
import { figureOptions, writeFigures, type FigureFlags } from '../timeline-output.js';
import { helpExamples } from '../help-examples.js';
import type { CliCommand } from './command.js';
import { loadGoal } from '../goal-file.js';
import { formatOutcome, observeClient, observeOutcome } from '../../outcome/index.js';

interface ExecuteFlags extends FigureFlags, RenderFlags {
  scene: string;
  team: string;
  agent?: string;
  concurrent: boolean;
  backend: string;
  bridge?: string;
  bridgeToken?: string;
  json: boolean;
  goal?: string;
}

/**
 * The file's program checked against the world, and its schedule with --concurrent. Who does
 * each call is decided here, before the bridge starts: its prefix, else --agent, else the agent
 * the allocation rule gives it; an agent the team lacks, or one that cannot carry out its call,
 * is refused (exit 2).
 */
function prepare(world: World, file: string, flags: ExecuteFlags) {
  const agents = agentNames(world.team);
  if (flags.agent !== undefined && !agents.includes(flags.agent)) {
    throw new InputError(`--agent ${flags.agent} is not an agent of the team ${world.team.name} (${agents.join(', ')})`);
  }
  const { program, steps } = loadValidProgram(file, world);
  actingAgents(steps, { team: world.team, skills: world.skills, agent: flags.agent });
  // Walks between objects counted, as the allocation's notes and timeline count them.
  return { steps, planned: flags.concurrent ? planSchedule(program, world, flags.agent, { walking: true }) : undefined };
}

export const executeCommand: CliCommand = {
  name: 'execute',
  register(program, { io, setExitCode }) {
    const command = program
      .command('execute')
      .description('run skill code in a scene through the bridge, one call after another or (--concurrent) every agent at once')
      .argument('<file>', 'skill code (.py)');
    sceneOption(command, io.env);
    teamOption(command);
    command
      .option('--agent <agent>', 'agent of every call without an agent prefix (default: for each call, the agent the allocation rule gives it)')
      .option('--concurrent', "start each call as soon as the calls it depends on are done (the plan's schedule)", false)
      .option('--goal <file|session>', "judge the run by this goal (YAML/JSON, docs/goals.md) or a session's approved goal (default: the session whose folder holds the code file)");
    figureOptions(command);
    bridgeOptions(command);
    jsonOption(command);
    helpExamples(command, [
      ['execute runs/20261126-190139-i-feel-hungry/code-v1.py --scene FloorPlan1', 'judged by the goal of the session the file is in'],
      ['execute plan.py --scene FloorPlan1 --goal goal.yaml', 'judged by a goal file (docs/goals.md)'],
      ['execute runs/20261126-190139-i-feel-hungry/plan.allocated.py --scene FloorPlan1 --concurrent --svg timeline.svg', 'every agent at once, with the timeline'],
    ]);
    command.action(async (file: string, flags: ExecuteFlags) => {
      const scenes = scenesDir(io.env);
      if (!flags.concurrent && (flags.svg !== undefined || flags.png !== undefined)) throw new InputError('--svg and --png draw the timeline of a --concurrent run');
      // A floorplan without a scene file (AI2-THOR has them all) is read from the bridge after a reset.
      const fileWorld = worldOfSceneFile(flags.scene, scenes, flags, flags.team);
      // Checked before the bridge starts when the scene file allows it.
      const prepared = fileWorld === undefined ? undefined : prepare(fileWorld, file, flags);
      const fileGoal = fileWorld === undefined ? undefined : loadGoal(flags.goal, file, fileWorld);
      // Loaded on use: the bridge's dependencies (execa, ws) are slow to import for other commands.
      const { connectBridge } = await import('../../bridge/index.js');
      const bridge = await connectBridge(bridgeTarget(flags, scenes, io.env));
      try {
        const world = fileWorld ?? (await worldOfBridgeScene(flags.scene, bridge.client, scenes, flags.team));
        const { steps, planned } = prepared ?? prepare(world, file, flags);
        const goal = fileGoal !== undefined ? fileGoal : loadGoal(flags.goal, file, world);
        const client = observeClient(bridge.client);
        const options = { client, ...worldExecutionData(world), scene: flags.scene, ...(flags.json ? {} : { onProgress: progressPrinter(io.stderr) }) };
        let result: ExecutionResult;
        let timeline: Timeline | undefined;
        let extra: Record<string, unknown> = {};
        if (planned !== undefined) {
          const ran = await executeConcurrently(planned, { ...options, team: world.team });
          timeline = executedTimeline(planned, ran, `${file} run concurrently (team ${world.team.name})`);
          await writeFigures(timeline, flags);
          extra = { team: world.team.name, schedule: scheduleToJson(planned), timeline: ran.timeline };
          result = { success: ran.success, steps: ran.steps, totalSteps: ran.totalSteps, actions: ran.actions, ...(ran.report ? { report: ran.report } : {}) };
        } else {
          result = await executeSteps(steps, { ...options, agent: flags.agent });
        }
        // What changed in the world, from the reset to the end of the run, and the goal's verdict.
        const outcome = await observeOutcome(client, { world, ran: result.success, goal: goal?.goal ?? null });
        // Success is the goal holding; a run to its end without a goal is only that (exit 5, not judged).
        const success = outcome?.success === true;
        if (flags.json) {
          const { report, success: ran, ...counts } = result;
          io.stdout.write(
            jsonLine({ success, ran, verdict: outcome?.verdict ?? 'failed', ...counts, scene: flags.scene, file, goalFrom: goal?.from ?? null, report: report ?? null, outcome, ...extra }),
          );
        } else {
          if (result.report !== undefined) {
            io.stdout.write(`${formatErrorReport(result.report)}\n`);
          } else {
            const counted = `${result.steps} skill call${result.steps === 1 ? '' : 's'}, ${result.actions} atomic action${result.actions === 1 ? '' : 's'}`;
            io.stdout.write(goal === null
              ? `Ran to its end on ${flags.scene} (${counted}); the goal was not checked: give --goal FILE, or run a session's code from its folder.\n`
              : `Ran to its end on ${flags.scene} (${counted}), judged by ${goal.from}.\n`);
          }
          if (outcome !== null) io.stdout.write(`\n${formatOutcome(outcome).join('\n')}\n`);
          if (timeline !== undefined) io.stdout.write(`\n${formatTimeline(timeline)}\n`);
        }
        setExitCode(success ? ExitCode.ok : outcome?.verdict === 'not-checked' ? ExitCode.notJudged : ExitCode.planFailed);
      } finally {
        await bridge.close();
      }
    });
  },
};
