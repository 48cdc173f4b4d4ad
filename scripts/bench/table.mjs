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

/**
 * The sections of the file `text` that no benchmark writes (a `### ` heading under "## Full output"
 * that is none of `names`, with its `####` parts; not the real model's section, which
 * bench:llm keeps), as markdown lines: written by hand beside the
 * figures they explain, they are carried over as they are.
 */
export function handWrittenSections(text, names) {
  const fullOutput = text.indexOf('\n## Full output\n');
  if (fullOutput === -1) return [];
  const known = new Set(names);
  const realModel = text.indexOf('<!-- bench:llm begin -->');
  const body = text.slice(fullOutput + 1, realModel > fullOutput ? realModel : text.length);
  const lines = [];
  for (const match of body.matchAll(/^### (.+)\n/gm)) {
    if (known.has(match[1])) continue;
    const rest = body.slice(match.index + match[0].length);
    const end = rest.search(/^(### |## |<!-- bench:llm begin -->)/m);
    lines.push(...`${match[0]}${end === -1 ? rest : rest.slice(0, end)}`.trimEnd().split('\n'), '');
  }
  return lines;
}

/**
 * The file's text from its parts in benchmark order; `note` and `machine` head it, and the
 * `handWritten` lines (handWrittenSections) follow the benchmarks' own output.
 */
export function tableMarkdown(parts, note, machine, handWritten = []) {
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
  lines.push(...handWritten);
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
