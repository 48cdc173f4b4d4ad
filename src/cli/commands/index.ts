/**
 * The commands of `iteraplan`, registered in this order. New commands (plan, experiment) are
 * added by appending their module here.
 */
import { allocateCommand } from './allocate.js';
import { bankCommand } from './bank.js';
import { bridgeCommand } from './bridge.js';
import { checkCommand } from './check.js';
import type { CliCommand } from './command.js';
import { executeCommand } from './execute.js';
import { exportCommand } from './export.js';
import { experimentCommand } from './experiment.js';
import { fidelityCommand } from './fidelity.js';
import { planCommand } from './plan.js';
import { prefsCommand } from './prefs.js';
import { runsCommand } from './runs.js';
import { scenesCommand } from './scenes.js';
import { suitesCommand } from './suites.js';

export const COMMANDS: readonly CliCommand[] = [planCommand, checkCommand, executeCommand, allocateCommand, scenesCommand, runsCommand, bridgeCommand, experimentCommand, suitesCommand, fidelityCommand, exportCommand, bankCommand, prefsCommand];
export type { CliCommand, CommandContext } from './command.js';
