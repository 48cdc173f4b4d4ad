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
export type PlanMenuEntry = (typeof PLAN_MENU)[number];

/** Waits for the stage-2 plan menu (it comes before any code) and picks `entry` (default: approve). */
export async function choosePlan(term: Keyboard, entry: PlanMenuEntry = 'Approve the plan'): Promise<string> {
  const shown = await term.waitFor('Generate code from this plan?');
  await term.waitFor('Abort');
  term.press(...Array<'down'>(PLAN_MENU.indexOf(entry)).fill('down'), 'enter');
  await term.waitFor(`Generate code from this plan? ${entry}`);
  return shown;
}
