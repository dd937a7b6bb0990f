// A mobile number proved as a visitor proves it: a code asked for, read from the local SMPP server's JSON, typed back.
import type { TestApi } from './helpers.js';
import { until } from './helpers.js';

export type Listed = { to: string; text: string; time: string; template: string | null };

/** The SMS the local SMPP server at `webUrl` received for `to` (+91…), newest first. */
export const smsTo = async (webUrl: string, to: string): Promise<Listed[]> =>
  ((await (await fetch(`${webUrl}/api/sms`)).json()) as Listed[]).filter((m) => m.to === to);

/** A person's form: open longer than a bot's. */
export const FORM = { website: '', fillMs: 9000 };

/** The token that proves `mobile` (as typed) for `purpose`, in the page's language `lang`. */
export async function proveNumber(api: TestApi, webUrl: string, mobile: string, { lang = 'en', purpose = 'apply' } = {}): Promise<string> {
  const e164 = `+91${mobile.replace(/\D/g, '').slice(-10)}`;
  const before = (await smsTo(webUrl, e164)).length;
  await api.http
    .post(`/phone-codes?lang=${lang}`)
    .send({ mobile, purpose, ...FORM })
    .expect(202);
  const [last] = await until(async () => ((await smsTo(webUrl, e164)).length > before ? smsTo(webUrl, e164) : undefined), 'the code');
  const code = /#(\d{6})$/.exec(last!.text)![1]!;
  return (await api.http.post('/phone-codes/verify').send({ mobile, code, purpose }).expect(200)).body.token as string;
}
