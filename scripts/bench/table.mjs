// The BENCHMARKS.md table of `npm run bench` (scripts/bench.mjs): the rows and full output of
// each benchmark, the rows kept from the file for benchmarks not run again (`--only`), and
// whether a run may be written at all (not when a benchmark failed, unless told).

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
const number = (value, digits = 0) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/**
 * A run's table rows and full-output section, as markdown lines. `result`: `{name, command (as
 * shown), seconds, stdout, rows?: [what, value][], failure?: string}`.
 */
export function partOf(result) {
  const command = `\`${result.command}\``;
  const rows =
    result.failure !== undefined
      ? [`| ${cell(result.name)} | **failed**: ${cell(result.failure)} | ${command} |`]
      : result.rows.map(([what, value]) => `| ${cell(what)} | ${cell(value)} | ${command} |`);
  const output = [`### ${result.name}`, '', `${command} (${number(result.seconds, 1)} s)`, '', '```', result.stdout.trimEnd(), '```', ''];
  return { rows, output };
}

/**
 * What the file `text` says of the benchmark `name` run by `command` (as shown): its table rows
 * (those whose command cell is that command) and its full-output section; null when it has neither.
 */
export function keptPart(text, name, command) {
  const rows = text.split('\n').filter((line) => line.startsWith('| ') && line.endsWith(` | \`${command}\` |`));
  const heading = `### ${name}\n`;
  const start = text.indexOf(heading);
  let output = [];
  if (start !== -1) {
    const rest = text.slice(start + heading.length);
    const end = rest.search(/^(### |## |<!-- bench:llm begin -->)/m);
    output = `${heading}${end === -1 ? rest : rest.slice(0, end)}`.trimEnd().split('\n').concat('');
  }
  return rows.length === 0 && output.length === 0 ? null : { rows, output };
}

/** The file's text from its parts in benchmark order; `note` and `machine` head it. */
export function tableMarkdown(parts, note, machine) {
  const lines = [
    '# IteraPlan benchmarks',
    '',
    note,
    `Machine: ${machine}.`,
    '',
    'Each figure is printed by the command beside it, run from the repository root after `npm run build`.',
    'Figures vary from run to run and from machine to machine; rerun `npm run bench` to refresh this file.',
    '',
    '| What | Figure | Command |',
    '| --- | --- | --- |',
  ];
  for (const part of parts) lines.push(...part.rows);
  lines.push('', '## Full output', '');
  for (const part of parts) lines.push(...part.output);
  return lines.join('\n');
}

/**
 * Why the run must not be written (a benchmark failed and `allowFailures` is off), or null. A
 * table of failures from a broken or stale build reads as a regression that is not there.
 */
export function refusal(results, allowFailures) {
  const failed = results.filter((r) => r.failure !== undefined);
  if (failed.length === 0 || allowFailures) return null;
  return `${failed.length} benchmark(s) failed (${failed.map((r) => r.name).join('; ')}): BENCHMARKS.md is left as it was. Fix them and run again, or pass --allow-failures to write the table with the failures in it.`;
}
