// Hostile input on every route of the API, with an admin token and without: whatever is sent, the answer is never a
// 5xx, and every 4xx says why in a non-empty `message`. Routes are read from the running app's router (checked
// against the contract's resource table and AUTH_ROUTES), so a new route is fuzzed without touching this file.
// The two sides are two test files (fuzz-*.e2e-spec.ts), so that Jest's two workers share the longest run.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUTH_ROUTES, editInputOf, RESOURCE_KEYS, RESOURCES } from '@site/contracts';
import { startApi, type TestApi } from './helpers.js';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

interface Attempt {
  label: string;
  path: string;
  body?: string;
  type?: string;
}

/**
 * The API's own routes from the Express router Nest fills (the API docs, served by Swagger UI, and the request log's
 * middleware, mounted on every path, are left out).
 */
function routesOf(api: TestApi): Route[] {
  const router = (api.app.getHttpAdapter().getInstance() as { router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> } })
    .router;
  const routes = router.stack.flatMap((layer) =>
    layer.route && !layer.route.path.startsWith('/docs') && !layer.route.path.includes('*')
      ? Object.keys(layer.route.methods).map((m) => ({ method: m.toUpperCase() as Route['method'], path: layer.route!.path }))
      : [],
  );
  return [...new Map(routes.map((r) => [`${r.method} ${r.path}`, r])).values()];
}

const MB = 1024 * 1024;
const OBJECT_ID = '0123456789abcdef01234567';

/** Values that do not belong in a text field, each sent in every field of a body at once. */
const HOSTILE_VALUES: Array<[string, string]> = [
  ['null', 'null'],
  ['number', '12345'],
  ['boolean', 'true'],
  ['empty array', '[]'],
  ['array of strings', '["a","b"]'],
  ['nested object', '{"a":{"b":{"c":1}}}'],
  ['$gt operator', '{"$gt":""}'],
  ['$where operator', '{"$where":"sleep(100) || true"}'],
  ['$ne in array', '[{"$ne":null}]'],
  ['control characters', JSON.stringify('\u0000\u0001\u0007\u001b[31m\r\n\t')],
  ['lone surrogates', '"\\ud800 \\udfff x\\ud83d"'],
  ['RTL and zero-width marks', JSON.stringify('\u202eevil\u202c\u200b\u200d\ufeff')],
  ['emoji', JSON.stringify('👩‍👩‍👧‍👦🏳️‍🌈💥'.repeat(20))],
  ['long string', JSON.stringify('x'.repeat(200_000))],
  ['huge number', '1e309'],
  ['prototype key', '{"__proto__":{"polluted":true}}'],
];

/** Whole bodies: wrong shapes, operators and prototype keys at the top, malformed JSON, wrong content types. */
function bodies(fields: string[]): Array<Omit<Attempt, 'path'>> {
  const json = 'application/json';
  const each = (value: string) => `{${fields.map((f) => `${JSON.stringify(f)}:${value}`).join(',')}}`;
  return [
    ...HOSTILE_VALUES.map(([name, value]) => ({ label: `every field ${name}`, body: each(value), type: json })),
    ...['null', '[]', '[{}]', '"text"', '42', 'true', '{}'].map((body) => ({ label: `body ${body}`, body, type: json })),
    { label: 'top-level $where', body: '{"$where":"this.a == 1","$gt":""}', type: json },
    { label: '__proto__ at the top', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}', type: json },
    { label: 'constructor.prototype in a field', body: each('{"constructor":{"prototype":{"polluted":1}}}'), type: json },
    { label: 'malformed JSON', body: '{"name": "a",', type: json },
    { label: 'single quotes', body: "{'name':'a'}", type: json },
    { label: 'NUL bytes', body: '\u0000\u0000', type: json },
    { label: '1 MB string', body: JSON.stringify({ [fields[0] ?? 'name']: 'x'.repeat(MB) }), type: json },
    { label: 'plain text', body: 'name=a&email=b', type: 'text/plain' },
    { label: 'XML', body: '<?xml version="1.0"?><a>b</a>', type: 'application/xml' },
    {
      label: 'form with operators',
      body: fields.map((f) => `${encodeURIComponent(f)}[$gt]=&${encodeURIComponent(f)}=a&${encodeURIComponent(f)}=b`).join('&') + '&__proto__[x]=1',
      type: 'application/x-www-form-urlencoded',
    },
    { label: 'multipart without boundary', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n', type: 'multipart/form-data' },
    {
      label: 'multipart junk',
      body: `--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"a":1}\r\n--b\r\nContent-Disposition: form-data; name="${fields[0] ?? 'name'}"\r\n\r\n\u0000\ud800\r\n--b\r\nContent-Disposition: form-data; name="image"; filename="../../etc/passwd"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--b`,
      type: 'multipart/form-data; boundary=b',
    },
  ];
}

/** Path parameters: not ids, encoded traversal, operators, odd Unicode, invalid percent-encoding, very long. */
const PARAMS = [
  OBJECT_ID,
  'x',
  '0',
  '-1',
  'null',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%7B%22%24gt%22%3A%22%22%7D',
  '%E2%80%AE%E2%80%8B',
  '%F0%9F%92%A5',
  '%ED%A0%80',
  '%E0%A4%A',
  "'%20OR%201%3D1",
  'a'.repeat(5000),
];

/** Without a real token, each attempt carries one of these (none, malformed, unsigned, another scheme, very long). */
const NOT_A_TOKEN = [
  undefined,
  'Bearer',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'a'.repeat(4000)}`,
];

/** Query strings for the GETs (lists take page, limit, sort, q, status, from, to). */
const QUERIES = [
  '?page[$gt]=1&limit[]=5',
  '?page=-1&limit=1e309&sort=__proto__',
  '?sort=constructor&q[$where]=1',
  '?q=%00%ED%A0%80&status=%E2%80%AE',
  '?from=not-a-date&to=2020-13-45',
  '?__proto__[polluted]=1&constructor[prototype][x]=1',
  `?q=${'%F0%9F%92%A5'.repeat(2000)}`,
];

/** Every attempt at one route: the bodies for writes, the queries for reads, on every odd value of its params. */
function attempts(route: Route, fields: string[]): Attempt[] {
  const params = route.path.match(/:\w+/g) ?? [];
  const fill = (value: string) => params.reduce((p, name) => p.replace(name, value), route.path);
  const paths = params.length ? PARAMS.map(fill) : [route.path];
  const valid = fill(OBJECT_ID);
  if (route.method === 'GET')
    return [...paths.map((path) => ({ label: 'path', path })), ...QUERIES.map((q) => ({ label: `query ${q.slice(0, 40)}`, path: valid + q }))];
  return [...paths.map((path) => ({ label: 'path', path, body: '{}', type: 'application/json' })), ...bodies(fields).map((b) => ({ ...b, path: valid }))];
}

/** The fields a route's body has in the contract (the resource's input, the sign-in and registration forms). */
function fieldsOf(path: string): string[] {
  for (const key of RESOURCE_KEYS) {
    if (path.startsWith(`/${RESOURCES[key].path}/`)) return Object.keys(editInputOf(key).shape);
  }
  return ['name', 'email', 'mobile', 'password', 'remember'];
}

/** Fuzzes every route as the admin (`admin`) or without a valid token. */
export function fuzzEveryRoute({ admin }: { admin: boolean }) {
  describe('fuzzing every route', () => {
    let api: TestApi;
    let routes: Route[];

    beforeAll(async () => {
      api = await startApi();
      routes = routesOf(api);
    });
    afterAll(() => api?.close());

    it('finds every route of the contract in the router', () => {
      const paths = new Set(routes.map((r) => r.path));
      const declared = [
        ...RESOURCE_KEYS.flatMap((k) => (['list', 'add', 'edit', 'remove'] as const).map((r) => `/${RESOURCES[k].path}/${RESOURCES[k][r]}`)),
        ...Object.values(AUTH_ROUTES).map((p) => `/${p}`),
      ];
      expect(declared.filter((p) => !paths.has(p))).toEqual([]);
    });

    it(`never answers 5xx, and says why on every 4xx (${admin ? 'with an admin token' : 'without a valid token'})`, async () => {
      const token = admin ? `Bearer ${await api.adminToken()}` : undefined;
      const queue = routes.flatMap((route) =>
        attempts(route, fieldsOf(route.path)).map((a, i) => ({ route, ...a, auth: token ?? NOT_A_TOKEN[i % NOT_A_TOKEN.length] })),
      );
      const failures: string[] = [];
      const seen = new Map<number, number>();
      const worker = async () => {
        for (let a = queue.shift(); a; a = queue.shift()) {
          const res = await fetch(api.url + a.path, {
            method: a.route.method,
            headers: { ...(a.auth ? { authorization: a.auth } : {}), ...(a.type ? { 'content-type': a.type } : {}) },
            body: a.route.method === 'GET' ? undefined : a.body,
          });
          const text = await res.text();
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          let message: unknown;
          try {
            message = (JSON.parse(text) as { message?: unknown }).message;
          } catch {
            /* not JSON: no message */
          }
          const where = `${a.route.method} ${a.route.path} [${a.label}] ${a.path.slice(0, 80)}`;
          if (res.status >= 500) failures.push(`${where}: ${res.status} ${text.slice(0, 200)}`);
          else if (res.status >= 400 && !(typeof message === 'string' && message.trim()))
            failures.push(`${where}: ${res.status} without a message: ${text.slice(0, 200)}`);
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(failures).toEqual([]);
      // The corpus reached the handlers: refused input (400) everywhere, unknown ids (404) past the admin guard.
      expect(seen.get(400)).toBeGreaterThan(0);
      expect(seen.get(admin ? 404 : 401)).toBeGreaterThan(0);
    }, 300_000);
  });
}
