/**
 * One colour per agent name, the same in every figure, page and terminal: the robot blue, the
 * human orange, robot2 green, robot3 purple; any other name a colour of its own drawn from its
 * letters, so an agent keeps its colour whatever team it is in and whatever lane it is drawn in.
 */

interface AgentColour {
  /** For SVG and HTML. */
  readonly hex: string;
  /** The nearest colour of the 256-colour terminal palette (`ESC[38;5;Nm`). */
  readonly ansi256: number;
}

const NAMED: Readonly<Record<string, AgentColour>> = {
  robot: { hex: '#1f6fd1', ansi256: 26 },
  human: { hex: '#e0701b', ansi256: 166 },
  robot2: { hex: '#2b9348', ansi256: 29 },
  robot3: { hex: '#9d4edd', ansi256: 134 },
};

/** For names not above: distinct from them and from each other, readable on white. */
const OTHERS: readonly AgentColour[] = [
  { hex: '#c9184a', ansi256: 161 },
  { hex: '#0f8b8d', ansi256: 30 },
  { hex: '#7f5539', ansi256: 94 },
  { hex: '#5c677d', ansi256: 60 },
  { hex: '#b5179e', ansi256: 127 },
  { hex: '#6a994e', ansi256: 71 },
];

function colourOf(agent: string): AgentColour {
  const named = Object.hasOwn(NAMED, agent) ? NAMED[agent] : undefined;
  if (named !== undefined) return named;
  let hash = 0;
  for (const char of agent) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return OTHERS[hash % OTHERS.length]!;
}

/** The agent's colour as `#rrggbb`. */
export function agentHex(agent: string): string {
  return colourOf(agent).hex;
}

/** The SGR sequence that turns the terminal's text to the agent's colour. */
export function agentAnsi(agent: string): string {
  return `\x1b[38;5;${colourOf(agent).ansi256}m`;
}
