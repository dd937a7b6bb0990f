// Calls a route of the running API and checks its answer against the API's own OpenAPI document: the status must be
// one the operation lists, the content type one it names, and a JSON body must match that answer's schema.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Response, Test } from 'supertest';
import type { TestApi } from './helpers.js';

type Schema = Record<string, unknown>;
interface Answer {
  $ref?: string;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  responses: Record<string, Answer>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Answer> } & Record<string, unknown>;
}

export interface Call {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

export async function openApiAnswers(api: TestApi) {
  const doc = (await api.http.get('/docs-json').expect(200)).body as Document;
  // OpenAPI 3.0 schemas are JSON Schema plus a few keywords of their own: ajv knows `nullable`, and is told to
  // pass over the rest (`example`, binary `format`s) rather than refuse the document.
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  const called = new Set<string>();
  const resolve = (answer: Answer | undefined) => (answer?.$ref ? doc.components.responses[answer.$ref.split('/').pop()!] : answer);

  async function check(method: 'get' | 'post' | 'put', path: string, { token, params = {}, query }: Call = {}, build?: (req: Test) => Test): Promise<Response> {
    const operation = doc.paths[path]?.[method];
    if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
    called.add(`${method} ${path}`);
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
    let req = api.http[method](url);
    if (query) req = req.query(query);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    const res = await (build ? build(req) : req);
    const where = `${method.toUpperCase()} ${path} answered ${res.status}`;
    const answer = resolve(operation.responses[String(res.status)]);
    if (!answer) throw new Error(`${where}, a status the document does not list: ${res.text?.slice(0, 300)}`);
    const type = String(res.headers['content-type'] ?? '').split(';')[0]!;
    const media = answer.content?.[type];
    if (!media) throw new Error(`${where} as ${type}; the document names ${Object.keys(answer.content ?? {}).join(', ') || 'no content'}`);
    if (type === 'application/json') {
      const key = `${method} ${path} ${res.status}`;
      let validate = validators.get(key);
      // The answer's schema with the document's components, so its references resolve.
      if (!validate) validators.set(key, (validate = ajv.compile({ allOf: [media.schema], components: doc.components })));
      if (!validate(res.body))
        throw new Error(`${where}, not as documented: ${ajv.errorsText(validate.errors, { separator: '; ' })}\n${JSON.stringify(res.body).slice(0, 600)}`);
    }
    return res;
  }

  /** The operations of this method the document lists and no check has called. */
  const uncalled = (method: 'get' | 'post' | 'put') =>
    Object.entries(doc.paths).flatMap(([path, item]) => (item[method] && !called.has(`${method} ${path}`) ? [path] : []));
  return Object.assign(check, { uncalled });
}
