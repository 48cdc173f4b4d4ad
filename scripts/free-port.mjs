// A free TCP port on loopback, for the scripts that start servers (bench-llm.mjs, ray-local.mjs).
import { createServer } from 'node:net';

/** A free TCP port on 127.0.0.1 (closed again at once: the server that wants it binds it next). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
