/** The outcome in words, for the terminal and summary.md: the verdict first, then the changes. */
import { goalSentence } from './goal-verdict.js';
import type { Outcome } from './outcome.js';
import { changeSentence } from './world-changes.js';

/** The one-line verdict: did it do what was asked, as far as can be told. */
export function outcomeHeadline(outcome: Outcome): string {
  if (!outcome.ran) return outcome.goal?.met ? `The code failed part-way, though ${goalSentence(outcome.goal)}` : 'The code failed part-way; the world is as the changes below say.';
  if (outcome.goal === null) return 'The code ran to its end; the goal was not checked (none was stated), so this is not reported as success: judge from the changes below whether it did what you asked.';
  return outcome.goal.met ? `The code ran to its end. ${goalSentence(outcome.goal)}` : `The code ran to its end, but it did not do what was asked. ${goalSentence(outcome.goal)}`;
}

/** The outcome as lines of text (no colour; the caller escapes for its medium). */
export function formatOutcome(outcome: Outcome): string[] {
  const lines = [outcomeHeadline(outcome), '', 'What changed in the world:'];
  if (outcome.changes.length === 0) lines.push('  nothing');
  for (const change of outcome.changes) lines.push(`  - ${changeSentence(change)}`);
  if (outcome.unchangedActedOn.length > 0) {
    lines.push('Acted on, and as it was at the start:');
    for (const item of outcome.unchangedActedOn) lines.push(`  - ${item.name} ${item.words}`);
  }
  const holding = outcome.agents.map((a) => `the ${a.name} holds ${a.holdingName ?? 'nothing'}`);
  if (holding.length > 0) lines.push(`${capitalise(holding.join('; '))}.`);
  if (outcome.goal && !outcome.goal.met) {
    lines.push('Unmet conditions of the goal:');
    for (const alternative of outcome.goal.alternatives) {
      for (const condition of alternative.conditions.filter((c) => !c.met)) {
        const because = condition.because?.length ? ` — ${condition.because.join('; ')}` : '';
        lines.push(`  - ${alternative.name}: ${condition.text}${because}`);
      }
    }
  }
  return lines;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
