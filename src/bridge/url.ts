/**
 * Bridge URLs as the person gives them (`--bridge`) and as messages show them: a URL that is
 * not ws:// or wss:// is bad usage (exit 2), and a token carried in the URL (`?token=T`, or a
 * password) never appears in a message.
 */
import { InputError } from '../errors.js';

/** Query parameters whose value is a secret. */
const SECRET_PARAMS = ['token', 'access_token'];

/** The secrets a URL carries: its password and its token parameters. */
function secretsOf(url: URL): string[] {
  const secrets = SECRET_PARAMS.flatMap((name) => url.searchParams.getAll(name));
  if (url.password !== '') secrets.push(url.password, decodeURIComponent(url.password));
  if (url.username !== '') secrets.push(url.username, decodeURIComponent(url.username));
  return secrets.filter((s) => s.length > 0);
}

/** `url` as messages show it: no user name or password, token parameters as `[redacted]`. */
export function shownBridgeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return redactBridgeSecrets(url, url);
  }
  parsed.username = '';
  parsed.password = '';
  for (const name of SECRET_PARAMS) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, '[redacted]');
  return parsed.toString().replace(/%5Bredacted%5D/g, '[redacted]').replace(/\/$/, '');
}

/** `text` with every secret `url` carries replaced by `[redacted]`. */
export function redactBridgeSecrets(text: string, url: string): string {
  let secrets: string[] = [];
  try {
    secrets = secretsOf(new URL(url));
  } catch {
    // Not a URL: a `token=...` in it is still hidden.
    secrets = [...url.matchAll(/[?&](?:access_)?token=([^&#\s]+)/g)].map((m) => m[1]!);
  }
  return secrets.filter((s) => s.length >= 4).reduce((out, secret) => out.split(secret).join('[redacted]'), text);
}

/**
 * Checks a bridge URL: ws:// or wss:// with a host.
 * @throws InputError (exit 2) saying what a bridge URL looks like
 */
export function checkBridgeUrl(url: string): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (parsed === undefined || (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') || parsed.hostname === '') {
    throw new InputError(`'${shownBridgeUrl(url)}' is not a bridge URL: give one like ws://127.0.0.1:8765 (--bridge)`);
  }
}
