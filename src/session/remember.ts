/**
 * Feedback that reads like a lasting preference ("I don't eat eggs", "always use the blue mug"):
 * the person is asked "Remember this for next time?", and only a yes keeps it, in their store,
 * with the session and the transcript line it came from. A statement kept applies at once.
 */
import { describeRule, readRule, soundsLasting } from '../preferences/index.js';
import type { SessionContext } from './context.js';

/** Offers to keep `text` (the feedback just recorded) when it reads as lasting and there is a store to keep it in. */
export async function offerToRemember(ctx: SessionContext, text: string): Promise<void> {
  const { preferences: store, approver, session, reporter } = ctx.deps;
  if (store === undefined || ctx.state.preferences === null || approver.confirmRemember === undefined || !soundsLasting(text)) return;
  const rule = readRule(text, store.typeNames, store.agents);
  const line = session.events.length;
  const kept = await approver.confirmRemember(text, describeRule(rule));
  if (!kept) {
    ctx.record({ type: 'preference-offer', text, rule, kept: false });
    return;
  }
  const preference = store.keep({ text, scope: { kind: 'person' }, rule, source: { kind: 'session', session: session.id, line } });
  ctx.record({ type: 'preference-offer', text, rule, kept: true, preference });
  reporter.info(`Kept for next time (${store.person}, ${preference.id}): "${text}"${rule === null ? '' : ` (${describeRule(rule)})`}. iteraplan prefs rm ${preference.id} forgets it.`);
}
