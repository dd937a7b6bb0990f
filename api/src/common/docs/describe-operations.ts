// What every operation shares, added to the document Nest builds: who may call it and the errors it may answer.
// Both follow from facts the document already holds (its access level, parameters and body) and from the
// rate-limited paths, so a new route is described the same way from its first day.
import type { OpenAPIObject, OperationObject, ResponseObject } from '@nestjs/swagger';
import { AUTH_ROUTES, errorAnswer } from '@site/contracts';
import { CANDIDATE_PATHS, LINK_REQUEST_PATHS, LINK_USE_PATHS, SIGN_IN_PATHS, SUBMISSION_PATHS } from '../abuse/rate-limits.js';
import { ACCESS_EXTENSION, type AccessLevel } from '../auth/access.decorator.js';
import { AUDIT_EXTENSION } from '../audit.decorators.js';
import { answerSchema } from './json-schema.js';

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } } as const;

/** The error answers, each `{ statusCode, message }` with a message a person can read. */
const ERRORS: Record<number, { name: string; description: string; headers?: ResponseObject['headers'] }> = {
  400: { name: 'BadRequest', description: 'A field, parameter or id is missing or invalid; `message` says which and why' },
  401: { name: 'Unauthorized', description: 'No token, or one that has expired or was revoked: sign in again' },
  403: { name: 'Forbidden', description: "A visitor's token on an administrator's route, or an administrator whose role may not use it" },
  404: { name: 'NotFound', description: 'Nothing has this id' },
  413: { name: 'PayloadTooLarge', description: 'The body or a file is larger than allowed' },
  429: { name: 'TooManyRequests', description: 'Too many tries from this address or for this account', headers: retryAfter },
  503: { name: 'ServiceUnavailable', description: 'The database is out of reach for a moment', headers: retryAfter },
};

// A link's check (`<path>/check`) counts against the same limit as its use: the limiter is mounted on the prefix.
const RATE_LIMITED = new Set([
  ...SIGN_IN_PATHS,
  ...SUBMISSION_PATHS,
  ...CANDIDATE_PATHS,
  ...LINK_REQUEST_PATHS,
  ...LINK_USE_PATHS,
  ...LINK_USE_PATHS.map((p) => `${p}/check`),
]);

/** The errors an operation may answer besides its own successes. */
function errorsOf(path: string, method: string, op: OperationObject, access: AccessLevel): number[] {
  const takesInput = !!op.parameters?.length || !!op.requestBody || method === 'post';
  return [
    ...(takesInput ? [400] : []),
    ...(access === 'public' ? [] : [401]),
    ...(access === 'admin' ? [403] : []),
    ...(path.includes('{') ? [404] : []),
    // Every body is read up to a limit (JSON 1 MB, each file its own).
    ...(method === 'post' ? [413] : []),
    ...(RATE_LIMITED.has(path) ? [429] : []),
    503,
  ];
}

export function describeOperations(doc: OpenAPIObject): OpenAPIObject {
  const components = (doc.components ??= {});
  components.schemas = { ...components.schemas, Error: answerSchema(errorAnswer) };
  components.responses = Object.fromEntries(
    Object.values(ERRORS).map(({ name, description, headers }) => [
      name,
      { description, ...(headers && { headers }), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
  components.securitySchemes = {
    admin: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `An administrator's token, from POST /${AUTH_ROUTES.adminLogin}` },
    visitor: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: `A signed-in visitor's token, from POST /${AUTH_ROUTES.userLogin}` },
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item) as Array<[string, OperationObject & Record<string, unknown>]>) {
      const access = (op[ACCESS_EXTENSION] as AccessLevel | undefined) ?? 'admin';
      delete op[ACCESS_EXTENSION];
      // Named by the controller's declared name (as the audit log names it), not by its class.
      const named = op[AUDIT_EXTENSION] as string | undefined;
      delete op[AUDIT_EXTENSION];
      if (named && op.operationId) op.operationId = op.operationId.replace(/^[^_]*_/, `${named}Controller_`);
      op.security = access === 'public' ? [] : [{ [access]: [] }];
      for (const status of errorsOf(path, method, op, access)) op.responses[status] ??= { $ref: `#/components/responses/${ERRORS[status]!.name}` };
    }
  }
  return doc;
}
