/** Renders execution progress, one line per skill call, on stderr. */
import type { ProgressEvent } from '../execution/index.js';
import type { TextSink } from '../io.js';

/** An onProgress callback writing `[3/12] line 7  robot.PutObject('Egg', 'Pan') ... ok (4 actions)`. */
export function progressPrinter(sink: TextSink): (event: ProgressEvent) => void {
  return (event) => {
    if (event.kind === 'action' || event.kind === 'call-start') return;
    const where = `[${event.index + 1}/${event.total}] line ${event.call.line}`;
    const text = event.call.agent === undefined ? `${event.agent}: ${event.text}` : event.text;
    if (event.kind === 'call-done') {
      sink.write(`  ${where}  ${text}  ok (${event.actions} action${event.actions === 1 ? '' : 's'})\n`);
    } else {
      sink.write(`  ${where}  ${text}  FAILED at ${event.report.action}: ${event.report.errorCode}\n`);
    }
  };
}
