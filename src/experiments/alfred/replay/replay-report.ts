/** A replay's tally as Markdown tables (what the command prints and BENCHMARKS.md holds). */
import type { AgreementRow, ReplayTally } from './replay-tally.js';

const percent = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)}%`);

function agreementTable(title: string, rows: readonly AgreementRow[], extra?: (row: AgreementRow) => string[], extraHeads: string[] = []): string[] {
  return [
    `| ${title} | recorded | succeeded here | agreement |${extraHeads.map((h) => ` ${h} |`).join('')}`,
    `| --- | ---: | ---: | ---: |${extraHeads.map(() => ' ---: |').join('')}`,
    ...rows.map((r) => `| ${r.name} | ${r.recorded} | ${r.agreed} | ${percent(r.agreed, r.recorded)} |${(extra?.(r) ?? []).map((c) => ` ${c} |`).join('')}`),
  ];
}

/** The tables and the disagreements, as Markdown lines. */
export function renderReplayTally(tally: ReplayTally): string[] {
  const lines = [
    `Recorded interactions that succeeded here as in AI2-THOR: ${tally.agreed}/${tally.recorded} (${percent(tally.agreed, tally.recorded)}); trajectories that end with their goal met: ${tally.goalMet}/${tally.trajectories} (${percent(tally.goalMet, tally.trajectories)}).`,
    '',
    ...agreementTable('action', tally.byAction),
    '',
    ...agreementTable('task type', tally.byTaskType, (r) => {
      const row = tally.byTaskType.find((t) => t.name === r.name)!;
      return [String(row.trajectories), String(row.goalMet), percent(row.goalMet, row.trajectories)];
    }, ['trajectories', 'goal met', 'goal rate']),
  ];
  if (tally.disagreements.length > 0) {
    lines.push('', '| action | our code | class | why | refused | first in its trajectory | example |', '| --- | --- | --- | --- | ---: | ---: | --- |');
    for (const d of tally.disagreements) lines.push(`| ${d.action} | ${d.errorCode} | ${d.cls} | ${cell(d.why)} | ${d.count} | ${d.first} | ${cell(`${d.example.file} #${d.example.index}${d.example.message === null ? '' : `: ${d.example.message}`}`)} |`);
  }
  if (tally.goalOnly.length > 0) {
    lines.push('', `Every interaction agreed, the goal does not hold (${tally.goalOnly.length}):`);
    const byWhy = new Map<string, typeof tally.goalOnly>();
    for (const g of tally.goalOnly) byWhy.set(`${g.cls}: ${g.why}`, [...(byWhy.get(`${g.cls}: ${g.why}`) ?? []), g]);
    for (const [why, goals] of byWhy) {
      lines.push(`- ${goals.length} × ${why}; e.g. ${goals[0]!.file} (${goals[0]!.taskType}): ${goals[0]!.unmet[0] ?? ''}`);
    }
  }
  return lines;
}

function cell(text: string): string {
  const flat = text.replace(/\s+/g, ' ').replace(/\|/g, '\\|');
  return flat.length > 200 ? `${flat.slice(0, 197)}...` : flat;
}
