/**
 * How many requests an OpenAI-compatible server works on at once, when it says: llama.cpp's
 * server reports `total_slots` at `/props` (beside `/v1`). Others say nothing, and undefined is
 * returned; a request queued behind a busy slot waits, so asking more at once only piles up.
 */

/** The server's slot count, or undefined when it does not report one (or does not answer in time). */
export async function serverSlots(baseURL: string, timeoutMs = 2_000, fetchImpl: typeof fetch = fetch): Promise<number | undefined> {
  let url: URL;
  try {
    url = new URL(baseURL.replace(/\/v1\/?$/, '/').replace(/\/?$/, '/') + 'props');
  } catch {
    return undefined;
  }
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { total_slots?: unknown };
    const slots = body.total_slots;
    return typeof slots === 'number' && Number.isInteger(slots) && slots >= 1 && slots <= 1024 ? slots : undefined;
  } catch {
    return undefined;
  }
}

/** True when the endpoint runs on this machine (a local server: usually one request at a time). */
export function isLocalEndpoint(baseURL: string): boolean {
  try {
    const host = new URL(baseURL).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host === '::1' || host === '0.0.0.0' || /^127\./.test(host);
  } catch {
    return false;
  }
}
