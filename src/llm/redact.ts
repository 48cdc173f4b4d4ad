/** Keeps secrets out of messages: the API key and any credentials in the endpoint URL. */

/** Replaces every occurrence of `secret` in `text` by `[redacted]`. */
export function redactSecret(text: string, secret: string | undefined): string {
  if (secret === undefined || secret.length < 4) return text;
  return text.split(secret).join('[redacted]');
}

/** The endpoint as shown to the user: the URL without user name, password or query. */
export function describeEndpoint(baseURL: string): string {
  try {
    const url = new URL(baseURL);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return 'the configured endpoint';
  }
}
