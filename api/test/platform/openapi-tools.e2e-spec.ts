// What a partner does with the served OpenAPI document (docs/api.md): lint it with Redocly's recommended rules
// (redocly.yaml), and generate TypeScript types from it with openapi-typescript, then type-check a small client.
// TypeScript 7 has no JavaScript API, so both tools and the compiler run as child processes.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startApi, type TestApi } from '../support/helpers.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const bin = (pkg: string, file: string) => path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), file);
/** Runs a tool on this Node; its exit code and output, failing or not. */
const tool = (args: string[], cwd: string) =>
  run(process.execPath, args, { cwd, maxBuffer: 20 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? 1, stdout: err.stdout ?? '', stderr: err.stderr ?? '' }),
  );

let api: TestApi;
let dir: string;
let documentFile: string;

beforeAll(async () => {
  api = await startApi();
  dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
  documentFile = path.join(dir, 'openapi.json');
  await writeFile(documentFile, (await api.http.get('/docs-json').expect(200)).text);
});
afterAll(async () => {
  await api?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the served OpenAPI document', () => {
  it('passes redocly lint with the recommended rules: no error and no warning', async () => {
    const { code, stdout } = await tool(
      [bin('@redocly/cli', 'bin/cli.js'), 'lint', documentFile, '--config', path.join(ROOT, 'redocly.yaml'), '--format', 'json'],
      dir,
    );
    const totals = (JSON.parse(stdout) as { totals: { errors: number; warnings: number } }).totals;
    expect({ code, errors: totals.errors, warnings: totals.warnings }).toEqual({ code: 0, errors: 0, warnings: 0 });
  }, 120_000);

  it('gives openapi-typescript types that a small client type-checks against', async () => {
    const generated = await tool([bin('openapi-typescript', 'bin/cli.js'), documentFile, '--output', path.join(dir, 'api.d.ts')], dir);
    expect(generated.code).toBe(0);
    await writeFile(path.join(dir, 'client.ts'), CLIENT);
    await writeFile(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', lib: ['es2022', 'dom'], types: [] },
        files: ['client.ts'],
      }),
    );
    const checked = await tool([path.join(ROOT, 'node_modules/typescript-native/bin/tsc'), '-p', 'tsconfig.json'], dir);
    expect({ code: checked.code, errors: checked.stdout + checked.stderr }).toEqual({ code: 0, errors: '' });
  }, 120_000);
});

/**
 * A partner's client: reads jobs, applies, signs in and lists applications through the generated types only. The
 * `@ts-expect-error` lines are mistakes the types must catch (they fail the check if the types let them through).
 */
const CLIENT = `
import type { paths } from './api.js';

type Json<P extends keyof paths, M extends 'get' | 'post', S extends number> =
  paths[P][M] extends { responses: { [K in S]: { content: { 'application/json': infer T } } } } ? T : never;
type Body<P extends keyof paths> = paths[P]['post'] extends { requestBody?: { content: { 'application/json': infer T } } } ? T : never;

const base = 'http://127.0.0.1:4000';

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(base + path, init);
  return (await res.json()) as T;
}

export async function openJobs(): Promise<string[]> {
  const answer = await call<Json<'/admin/jobs/getJobs', 'get', 200>>('/admin/jobs/getJobs');
  const jobs = Array.isArray(answer) ? [] : 'Jobs' in answer ? answer.Jobs : [];
  // @ts-expect-error a job has no salaryMax
  jobs.map((job) => job.salaryMax);
  return jobs.map((job) => job.jobTitle + ' in ' + job.location);
}

export async function signIn(email: string, password: string): Promise<string> {
  const body: Body<'/admin/AdminLogin/addAdminLogin'> = { email, password, remember: true };
  // @ts-expect-error the sign-in needs a password
  const incomplete: Body<'/admin/AdminLogin/addAdminLogin'> = { email };
  void incomplete;
  const answer = await call<Json<'/admin/AdminLogin/addAdminLogin', 'post', 200>>('/admin/AdminLogin/addAdminLogin', { method: 'POST', body: JSON.stringify(body) });
  return answer.token;
}

export async function applicationStatuses(token: string): Promise<string[]> {
  const answer = await call<Json<'/admin/applyJobs/getApplyJobs', 'get', 200>>('/admin/applyJobs/getApplyJobs', { headers: { Authorization: 'Bearer ' + token } });
  const list = 'applyJobs' in answer ? answer.applyJobs : [];
  return list.map((application) => application.status ?? 'New');
}

export async function failureText(): Promise<string> {
  const error = await call<Json<'/admin/jobs/getJobs/{id}', 'get', 404>>('/admin/jobs/getJobs/0123456789abcdef01234567');
  const status: number = error.statusCode;
  return status + ': ' + error.message;
}
`;
