// The language of each request (docs/i18n.md): a visitor's answers come in it, their `message` and field messages
// translated on the way out, and what they send is stored with it. English answers go out exactly as written.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import { DEFAULT_LANGUAGE, type Language } from '@site/contracts';
import { messageCatalogue } from '@site/contracts/message-catalogues';
import { type MessageCatalogue, translateMessage } from '@site/contracts/messages';
import { answerLanguageOf, audienceOf } from './visitor-routes.js';

const current = new AsyncLocalStorage<Language>();

/** The language of the request being answered (a visitor's form: the language it was sent in); English outside one. */
export const requestLanguageNow = (): Language => current.getStore() ?? DEFAULT_LANGUAGE;

/** Runs `fn` as a request in `language` would run: what it stores is stored in that language (a walk-in the desk registers for a Marathi reader). */
export const inLanguage = <T>(language: Language, fn: () => T): T => current.run(language, fn);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An answer with its `message` and each of its `errors`' message translated; every other field as it was. */
export function translatedAnswer(body: unknown, catalogue: MessageCatalogue): unknown {
  if (!isObject(body)) return body;
  const { message, errors } = body;
  return {
    ...body,
    ...(typeof message === 'string' && { message: translateMessage(message, catalogue) }),
    ...(Array.isArray(errors) && {
      errors: errors.map((e: unknown) => (isObject(e) && typeof e.message === 'string' ? { ...e, message: translateMessage(e.message, catalogue) } : e)),
    }),
  };
}

/**
 * Mounted before every other part of the app, so that whatever answers (a handler, the exception filter, a rate
 * limit, the body parser's error) answers in the request's language: every JSON answer leaves through `res.json`.
 */
export const answerInRequestLanguage: RequestHandler = (req, res, next) => {
  const audience = audienceOf(req);
  const language = answerLanguageOf(req, audience);
  // A visitor's answer depends on Accept-Language: a shared cache must not give one visitor's to another.
  if (audience === 'visitor') res.vary('Accept-Language');
  const catalogue = messageCatalogue(language);
  if (catalogue) {
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(translatedAnswer(body, catalogue));
  }
  current.run(language, next);
};
