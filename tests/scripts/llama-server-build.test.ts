/**
 * scripts/llm: the llama.cpp build is for the instruction sets the CPU reports (cpu-features.sh),
 * and a cached binary is handed out only when it loads a model here (check-llama-server.sh): one
 * that dies with "Illegal instruction" is built again, never reused. The servers here are stand-in
 * scripts (one dies of SIGILL as such a binary does, one answers /health); no model is loaded.
 */
import { execa } from 'execa';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findProjectRoot } from '../../src/world/index.js';

const LLM = join(findProjectRoot(), 'scripts', 'llm');
const scratch = mkdtempSync(join(tmpdir(), 'iteraplan-llama-build-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ZEN4 = 'fpu sse sse2 ssse3 fma sse4_1 sse4_2 avx f16c bmi2 avx2 avx512f avx512dq avx512cd avx512bw avx512vl avx512vbmi avx512_vnni avx512_bf16 amx_tile';
const ZEN3 = 'fpu sse sse2 ssse3 fma sse4_1 sse4_2 avx f16c bmi2 avx2';

function cpuinfo(flags: string): string {
  const file = join(scratch, `cpuinfo-${flags.length}`);
  writeFileSync(file, `processor\t: 0\nmodel name\t: AMD EPYC\nflags\t\t: ${flags}\n\nprocessor\t: 1\nflags\t\t: ${flags}\n`);
  return file;
}

async function features(flags: string, env: Record<string, string> = {}): Promise<{ options: string; tag: string }> {
  const run = await execa('bash', [join(LLM, 'cpu-features.sh')], { env: { CPUINFO: cpuinfo(flags), ...env } });
  const [options, tag] = run.stdout.split('\n');
  return { options: options!, tag: tag! };
}

/** A stand-in llama-server: `kind` sigill dies as a binary built for missing instructions does; `serves` answers /health on --port. */
function fakeServer(path: string, kind: 'sigill' | 'serves'): void {
  const body =
    kind === 'sigill'
      ? '#!/usr/bin/env bash\n[ "${1:-}" = --version ] && { echo "version: 1"; exit 0; }\necho "load_tensors: loading model" >&2\nkill -ILL $$\n'
      : '#!/usr/bin/env bash\nwhile [ $# -gt 0 ]; do [ "$1" = --port ] && PORT=$2; shift; done\nexec python3 -c "import http.server as h,sys\nclass H(h.BaseHTTPRequestHandler):\n  def do_GET(s): s.send_response(200); s.end_headers(); s.wfile.write(b\'{}\')\n  def log_message(s,*a): pass\nh.HTTPServer((\'127.0.0.1\', $PORT), H).serve_forever()"\n';
  writeFileSync(path, body);
  chmodSync(path, 0o755);
}

describe('cpu-features.sh', () => {
  test('leaves AVX-512 out on a CPU without it, and AMX is never among the options', async () => {
    const zen3 = await features(ZEN3);
    expect(zen3.options).toContain('-DGGML_AVX2=ON');
    expect(zen3.options).toContain('-DGGML_AVX512=OFF');
    expect(zen3.options).toContain('-DGGML_AVX512_VNNI=OFF');
    expect(zen3.tag).toBe('avx2');
    const zen4 = await features(ZEN4);
    expect(zen4.options).toContain('-DGGML_AVX512=ON');
    expect(zen4.options).toContain('-DGGML_AVX512_BF16=ON');
    expect(zen4.options).not.toMatch(/AMX/);
    expect(zen4.tag).toBe('avx512-vbmi-vnni-bf16');
    // AVX-512 only with all five of its parts (ggml's GGML_AVX512 asks the compiler for each).
    expect((await features(ZEN4.replace('avx512bw ', ''))).options).toContain('-DGGML_AVX512=OFF');
    expect(await features(ZEN4, { CPU_FEATURES_NO_AVX512: '1' })).toEqual(zen3);
  });
});

describe('the reuse check of build-llama-server.sh', () => {
  const model = join(scratch, 'model.gguf');
  writeFileSync(model, 'GGUF');

  test('check-llama-server.sh passes a server that answers and fails one that dies of SIGILL, saying so', async () => {
    const good = join(scratch, 'good-server');
    const bad = join(scratch, 'bad-server');
    fakeServer(good, 'serves');
    fakeServer(bad, 'sigill');
    const ok = await execa('bash', [join(LLM, 'check-llama-server.sh'), good, model], { reject: false });
    expect(ok.exitCode).toBe(0);
    expect(ok.stderr).toMatch(/loaded model\.gguf and answered/);
    const died = await execa('bash', [join(LLM, 'check-llama-server.sh'), bad, model], { reject: false });
    expect(died.exitCode).toBe(1);
    expect(died.stderr).toMatch(/exited with 132 while loading model\.gguf \(Illegal instruction: built for instructions this CPU lacks\)/);
  });

  test('hands out a cached binary that loads the model, and builds again instead of handing out one that faults', async () => {
    const cache = join(scratch, 'cache');
    mkdirSync(join(cache, 'bin'), { recursive: true });
    const tag = (await features(ZEN3)).tag;
    const bin = join(cache, 'bin', `llama-server-0.3.36-${tag}`);
    // A pip that fails at once stands in for the download a rebuild starts with.
    const fakeBin = join(scratch, 'path');
    mkdirSync(fakeBin, { recursive: true });
    writeFileSync(join(fakeBin, 'pip'), '#!/usr/bin/env bash\necho "pip: no network in this test" >&2\nexit 1\n');
    chmodSync(join(fakeBin, 'pip'), 0o755);
    const env = { ITERAPLAN_LLM_CACHE: cache, CPUINFO: cpuinfo(ZEN3), LLM_CHECK_MODEL_FILE: model, PATH: `${fakeBin}:${process.env['PATH']}` };

    fakeServer(bin, 'serves');
    const reused = await execa('bash', [join(LLM, 'build-llama-server.sh')], { env, reject: false });
    expect(reused.exitCode).toBe(0);
    expect(reused.stdout.split('\n').at(-1)).toBe(bin);
    expect(reused.stderr).toContain(`reusing ${bin}`);

    fakeServer(bin, 'sigill');
    const rebuilt = await execa('bash', [join(LLM, 'build-llama-server.sh')], { env, reject: false });
    expect(rebuilt.exitCode).not.toBe(0);
    expect(rebuilt.stdout).not.toContain(bin);
    expect(rebuilt.stderr).toContain(`${bin} does not run here: building it again`);
    expect(rebuilt.stderr).toContain('downloading the llama-cpp-python 0.3.36 sdist');
  });

  test('a build on a machine without cmake or a C++ compiler says which tools are missing before it downloads anything (exit 3)', async () => {
    // PATH: every program of /usr/bin and /bin but the build tools.
    const bare = join(scratch, 'bare-path');
    mkdirSync(bare, { recursive: true });
    const left = /^(cmake|c\+\+|g\+\+|clang\+\+|[gc]\+\+-\d+|x86_64-linux-gnu-[gc]\+\+.*|make|ninja|pip\d?(\.\d+)?)$/;
    for (const dir of ['/usr/local/bin', '/usr/bin', '/bin']) {
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        if (!left.test(name) && !existsSync(join(bare, name))) symlinkSync(join(dir, name), join(bare, name));
      }
    }
    const cache = join(scratch, 'bare-cache');
    const env = { ITERAPLAN_LLM_CACHE: cache, CPUINFO: cpuinfo(ZEN3), LLM_CHECK_MODEL_FILE: model, PATH: bare };
    const run = await execa('bash', [join(LLM, 'build-llama-server.sh')], { env, reject: false, extendEnv: false });
    expect(run.exitCode).toBe(3);
    expect(run.stderr).toMatch(/building llama-server needs cmake, a C\+\+ compiler \(g\+\+ or clang\+\+\), make \(or ninja\), pip, not found on PATH/);
    expect(run.stderr).not.toContain('downloading');
    expect(existsSync(join(cache, 'src', 'llama_cpp_python-0.3.36.tar.gz'))).toBe(false);
  });
});

