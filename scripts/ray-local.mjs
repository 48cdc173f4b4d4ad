// A real Ray cluster on this machine, for the Ray tests (tests/experiments/run/ray-cluster.test.ts)
// and the Ray benchmark (bench/ray.mjs): a head node (`ray start --head --block`) and worker
// nodes joined to it, each started as a process of its own and stopped by that process id
// (never `ray stop`, which stops every Ray cluster of the machine). Small: few logical CPUs, an
// 80 MB object store, no dashboard, no usage statistics. The nodes take loopback addresses Ray
// leaves alone (it turns 127.0.0.1 into the machine's network address): 127.0.0.2 for the head,
// 127.0.0.3.. for the workers, so every connection stays on loopback. Types: ray-local.d.mts.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

export { freePort };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The bridge's interpreter: ITERAPLAN_PYTHON, else bridge/.venv. */
export function rayPython() {
  return process.env.ITERAPLAN_PYTHON || join(root, 'bridge', '.venv', 'bin', 'python');
}

/** Whether the bridge's interpreter can import Ray, with its version; else why not. */
export function rayAvailability() {
  const probe = spawnSync(rayPython(), ['-c', 'import ray; print(ray.__version__)'], { encoding: 'utf8', timeout: 60_000 });
  if (probe.status === 0) return { ok: true, version: probe.stdout.trim() };
  return {
    ok: false,
    why: `Ray is not installed in the bridge's Python environment (${rayPython()}); install it with \`node scripts/setup-bridge.mjs --with-ray\``,
  };
}


const OBJECT_STORE_BYTES = String(80 * 1024 * 1024);

// Ray's GCS declares a node dead after it missed this many health checks of this period: about
// 2 s instead of Ray's default of about 15, so a killed worker's replicas restart soon.
const FAST_NODE_FAILURE = { RAY_health_check_period_ms: '500', RAY_health_check_timeout_ms: '1000', RAY_health_check_failure_threshold: '4' };

/** Starts the head and `workers` worker nodes; stops what started if a node fails to. */
export async function startLocalRayCluster({ workers = 1, headCpus = 2, workerCpus = 2, startTimeoutMs = 90_000 } = {}) {
  const temp = [];
  const nodes = [];
  // `ray start` runs in a process group of its own: a signal to ours does not reach it, so the
  // nodes are told to stop when this process exits, however it exits short of SIGKILL.
  const onExit = () => {
    for (const node of nodes) node.process.kill('SIGTERM');
  };
  process.on('exit', onExit);
  const stop = async () => {
    await Promise.all([...nodes].reverse().map((node) => stopNode(node)));
    process.off('exit', onExit);
    for (const dir of temp) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const address = `127.0.0.2:${port}`;
    const head = await startNode(['--head', '--port', String(port), '--num-cpus', String(headCpus), '--include-dashboard', 'false'], '127.0.0.2', temp, startTimeoutMs);
    nodes.push(head);
    const joined = [];
    for (let i = 0; i < workers; i++) {
      const worker = await startNode(['--address', address, '--num-cpus', String(workerCpus)], `127.0.0.${3 + i}`, temp, startTimeoutMs);
      nodes.push(worker);
      joined.push(worker);
    }
    return { address, head, workers: joined, killWorker: (worker) => worker.process.kill('SIGKILL'), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function startNode(args, ip, temp, startTimeoutMs) {
  // Short: Ray's socket paths live under it and a socket name has at most 107 bytes.
  const dir = mkdtempSync(join(tmpdir(), 'ray-'));
  temp.push(dir);
  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const full = [
    '-c',
    'import sys; from ray.scripts.scripts import main; sys.argv[0] = "ray"; sys.exit(main())',
    'start',
    '--block',
    ...args,
    '--node-ip-address', ip,
    '--object-store-memory', OBJECT_STORE_BYTES,
    '--disable-usage-stats',
    '--temp-dir', dir,
    // Ports of their own, so that two nodes (or two clusters) on one machine never collide.
    '--dashboard-agent-listen-port', String(ports[0]),
    '--dashboard-agent-grpc-port', String(ports[1]),
    '--metrics-export-port', String(ports[2]),
    '--runtime-env-agent-port', String(ports[3]),
  ];
  const child = spawn(rayPython(), full, {
    cwd: dir,
    env: { ...process.env, ...FAST_NODE_FAILURE, RAY_USAGE_STATS_ENABLED: '0', PYTHONUNBUFFERED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const node = { ip, process: child, output: () => output };
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`ray start (${ip}) did not start within ${startTimeoutMs} ms:\n${output.slice(-3000)}`)), startTimeoutMs);
      const onData = (chunk) => {
        output += chunk.toString('utf8');
        if (output.includes('Ray runtime started')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`ray start (${ip}) exited with ${code ?? signal} before it started:\n${output.slice(-3000)}`));
      });
    });
  } catch (error) {
    await stopNode(node);
    throw error;
  }
  return node;
}

/** SIGTERM (`ray start --block` then stops its processes), SIGKILL after 15 s. */
async function stopNode(node) {
  const child = node.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
