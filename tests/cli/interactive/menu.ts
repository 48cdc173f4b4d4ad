/** Picking an entry of the approval menu with the arrow keys, as a person does. */
import type { Keyboard } from './screen.js';

/** The menu's entries, top to bottom, as the person sees them. */
export const MENU = ['Approve', 'Give feedback', 'Edit in $EDITOR', 'Regenerate', 'Show prompt', 'Abort'] as const;
export type MenuEntry = (typeof MENU)[number];

/**
 * Waits for the menu, moves down from the highlighted entry to `entry` and presses Enter, then
 * waits until the prompt confirms the choice ("What next? Regenerate").
 */
export async function choose(term: Keyboard, entry: MenuEntry): Promise<void> {
  const shown = await term.waitFor('Abort');
  const highlighted = MENU.find((label) => shown.includes(`❯ ${label}`));
  if (highlighted === undefined) throw new Error(`no highlighted menu entry in:\n${shown}`);
  const steps = MENU.indexOf(entry) - MENU.indexOf(highlighted);
  term.press(...Array<'down' | 'up'>(Math.abs(steps)).fill(steps > 0 ? 'down' : 'up'), 'enter');
  await term.waitFor(`What next? ${entry}`);
}

/** The stage-2 plan menu's entries, top to bottom. */
export const PLAN_MENU = ['Approve the plan', 'Correct it in words', 'Edit the plan in $EDITOR', 'Show prompt', 'Abort'] as const;
/** With a household reading that differs from the stated goal, the second entry takes it. */
const READING = "Take the household's reading";
export type PlanMenuEntry = (typeof PLAN_MENU)[number] | typeof READING;

/** Waits for the stage-2 plan menu (it comes before any code) and picks `entry` (default: approve). */
export async function choosePlan(term: Keyboard, entry: PlanMenuEntry = 'Approve the plan'): Promise<string> {
  const shown = await term.waitFor('Generate code from this plan?');
  const listed = await term.waitFor('Abort');
  const menu: readonly string[] = listed.includes(READING) ? [PLAN_MENU[0], READING, ...PLAN_MENU.slice(1)] : PLAN_MENU;
  term.press(...Array<'down'>(menu.indexOf(entry)).fill('down'), 'enter');
  await term.waitFor(`Generate code from this plan? ${entry}`);
  return shown;
}

/** The entries of the allocation step's menu, top to bottom. */
export const ALLOCATION_MENU = ['Approve and run', 'Give a line to another agent', 'Say it in words', 'Abort'] as const;
export type AllocationEntry = (typeof ALLOCATION_MENU)[number];

/** Waits for the allocation step, picks `entry` (the first is highlighted) and waits for the prompt to confirm it. */
export async function chooseAllocation(term: Keyboard, entry: AllocationEntry = 'Approve and run'): Promise<void> {
  await term.waitFor('Allocation:');
  const steps = ALLOCATION_MENU.indexOf(entry);
  term.press(...Array<'down'>(steps).fill('down'), 'enter');
  await term.waitFor(`Allocation: ${entry}`);
}
