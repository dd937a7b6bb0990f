// Test helper (jest-fixed-jsdom): a stand-in API (Mock Service Worker) that answers a submission as the real API does
// while its database is down, to show that a form keeps what the visitor typed.
import { http, HttpResponse, startApiServer } from './api-server';
import { TEST_API } from './render';

export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

/** Puts `value` in a field the way a visitor pasting it would (faster than typing it key by key). */
export async function fill(user: { click(e: Element): Promise<void>; paste(text: string): Promise<void> }, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** Starts the stand-in for the calling test file; databaseDown(path) makes POST {path} answer 503 and keeps the bodies. */
export function startDatabaseDownApi() {
  const server = startApiServer();
  return function databaseDown(path: string) {
    const sent: unknown[] = [];
    server.use(
      http.post(`${TEST_API}/${path}`, async ({ request }) => {
        sent.push(request.headers.get('content-type')?.includes('json') ? await request.json() : await request.formData());
        return HttpResponse.json({ statusCode: 503, message: UNAVAILABLE }, { status: 503, headers: { 'Retry-After': '5' } });
      }),
    );
    return sent;
  };
}
