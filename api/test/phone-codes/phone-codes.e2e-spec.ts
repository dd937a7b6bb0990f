// Codes by SMS that prove a mobile number, through HTTP against the real app and the real local SMPP server: the code
// arrives in English, Hindi and Marathi with its WebOTP line, proves the number once, and a wrong, expired or used one
// is refused in the visitor's language; numbers are read as typed; bots spend nothing; a flood of requests from many
// addresses sends a bounded number of SMS, counted on the SMPP server; an SMSC down or hanging answers 503 with
// Retry-After.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:net';
import type { Collection, Document } from 'mongodb';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { freePort } from '../../../scripts/ferretdb.mjs';
import { startSmsDev } from '../../../scripts/sms-dev.mjs';
import { PhoneCodes, PhoneProofs } from '../../src/phone-codes/index.js';
import { PHONE_CODE_SENDS, PHONE_CODE_TRIES, PHONE_CODES } from '../../src/phone-codes/phone-codes.service.js';
import { startApi, type TestApi, until } from '../support/helpers.js';

type SmsDev = Awaited<ReturnType<typeof startSmsDev>>;
type Listed = { to: string; text: string; time: string; template: string | null };

const CODES = '/phone-codes';
const VERIFY = '/phone-codes/verify';
/** A person's form: open longer than a bot's. */
const FORM = { website: '', fillMs: 9000 };
let serial = 0;
/** A fresh mobile number in a range (the first 6 digits after +91) of its own, so tests do not share limits. */
const freshNumber = () => `+9196${String(1000 + serial++).slice(-4)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
let address = 0;
const someAddress = () => `198.51.100.${++address % 250}`;

describe('codes by SMS', () => {
  let sms: SmsDev;
  let api: TestApi;
  let codes: Collection<Document>;
  let sends: Collection<Document>;
  let tries: Collection<Document>;
  /** From an address of its own each time: the tests here are not about the per-address limit. */
  const post = (path: string) => api.http.post(path).set('X-Forwarded-For', someAddress());
  const received = async (to: string): Promise<Listed[]> => ((await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Listed[]).filter((m) => m.to === to);
  const codeIn = (text: string) => /#(\d{6})$/.exec(text)?.[1];
  /** Asks for a code and reads it from the SMPP server. */
  const codeFor = async (mobile: string, purpose = 'apply', lang = 'en') => {
    const before = (await received(mobile)).length;
    await post(`${CODES}?lang=${lang}`)
      .send({ mobile, purpose, ...FORM })
      .expect(202);
    const [sms] = await until(async () => ((await received(mobile)).length > before ? received(mobile) : undefined), 'the code by SMS');
    return { code: codeIn(sms!.text)!, text: sms!.text };
  };
  /** As if the last code went `seconds` ago (the room reads its clock from what it stored). */
  const sentAgo = async (mobile: string, seconds: number, purpose = 'apply') => {
    const sentAt = new Date(Date.now() - seconds * 1000);
    await codes.updateOne({ _id: `${purpose}:${mobile}` as never }, { $set: { sentAt } });
    await sends.deleteMany({ _id: { $regex: `^${purpose}:\\${mobile}\\|` } as never });
  };

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    api = await startApi({
      SMS_URL: sms.smsUrl,
      SITE_URL: 'https://jobs.facility.example.in',
      SMS_TEMPLATE_IDS: 'code=1107000000000000777',
      TRUST_PROXY: 'loopback',
    });
    const db = api.app.get<Connection>(getConnectionToken()).db!;
    codes = db.collection(PHONE_CODES);
    sends = db.collection(PHONE_CODE_SENDS);
    tries = db.collection(PHONE_CODE_TRIES);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
  });
  beforeEach(() => sms.up());

  it.each([
    ['en', 'Your code is'],
    ['hi', 'आपका कोड'],
    ['mr', 'आपला कोड'],
  ])('sends a 6-digit code in %s with the WebOTP line last, and the code proves the number once', async (lang, words) => {
    const mobile = freshNumber();
    const res = await post(`${CODES}?lang=${lang}`)
      .send({ mobile, purpose: 'apply', ...FORM })
      .expect(202);
    expect(res.body).toEqual({ mobile: `+91 ${mobile.slice(3, 8)} ${mobile.slice(8)}`, resendAfterS: 30, expiresInS: 600 });
    // The SMSC took it before the answer.
    const got = await until(async () => (await received(mobile))[0], 'the code by SMS');
    expect(await received(mobile)).toHaveLength(1);
    expect(got!.template).toBe('1107000000000000777');
    const [sentence, webOtp, ...rest] = got!.text.split('\n');
    expect(rest).toEqual([]);
    expect(sentence).toContain(words);
    expect(webOtp).toMatch(/^@jobs\.facility\.example\.in #\d{6}$/);
    const code = codeIn(got!.text)!;
    expect(sentence).toContain(code);
    // Stored hashed only.
    const stored = await codes.findOne({ _id: `apply:${mobile}` as never });
    expect(JSON.stringify(stored)).not.toContain(code);

    const { token } = (await post(VERIFY).send({ mobile, code, purpose: 'apply' }).expect(200)).body as { token: string };
    expect(await api.app.get(PhoneProofs).verify(token, 'apply')).toBe(mobile);
    await expect(api.app.get(PhoneProofs).verify(token, 'applications')).rejects.toThrow('Please confirm your mobile number with a code again.');
    await expect(api.app.get(PhoneProofs).verify(`${token}x`, 'apply')).rejects.toThrow();
    // Used: gone.
    const again = await post(`${VERIFY}?lang=${lang}`).send({ mobile, code, purpose: 'apply' }).expect(400);
    expect(again.body.message).toBe(
      { en: 'This code has expired. Ask for a new one.', hi: 'इस कोड का समय खत्म हो गया है। नया कोड मँगाएँ।', mr: 'या कोडची मुदत संपली आहे. नवीन कोड मागवा.' }[lang],
    );
  });

  it('proves a number for its purpose only', async () => {
    const mobile = freshNumber();
    const { code } = await codeFor(mobile, 'applications');
    await post(VERIFY).send({ mobile, code, purpose: 'apply' }).expect(400);
    await post(VERIFY).send({ mobile, code, purpose: 'applications' }).expect(200);
  });

  it('counts wrong codes down in the visitor’s language, and the fifth leaves the code gone', async () => {
    const mobile = freshNumber();
    const { code } = await codeFor(mobile, 'apply', 'mr');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await post(`${VERIFY}?lang=mr`).send({ mobile, code: wrong, purpose: 'apply' }).expect(400)).body.message);
    expect(messages).toEqual([
      'हा कोड बरोबर नाही. आणखी 4 प्रयत्न बाकी आहेत.',
      'हा कोड बरोबर नाही. आणखी 3 प्रयत्न बाकी आहेत.',
      'हा कोड बरोबर नाही. आणखी 2 प्रयत्न बाकी आहेत.',
      'हा कोड बरोबर नाही. आणखी 1 प्रयत्न बाकी आहे.',
      'या कोडची मुदत संपली आहे. नवीन कोड मागवा.',
    ]);
    const right = await post(VERIFY).send({ mobile, code, purpose: 'apply' }).expect(400);
    expect(right.body.message).toBe('This code has expired. Ask for a new one.');
  });

  it('gives one proof to two verifies of the same code at once', async () => {
    const mobile = freshNumber();
    const { code } = await codeFor(mobile);
    const answers = await Promise.all([1, 2, 3].map(() => post(VERIFY).send({ mobile, code, purpose: 'apply' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('refuses a code after its 10 minutes', async () => {
    const mobile = freshNumber();
    const { code } = await codeFor(mobile);
    await codes.updateOne({ _id: `apply:${mobile}` as never }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await post(`${VERIFY}?lang=hi`).send({ mobile, code, purpose: 'apply' }).expect(400);
    expect(res.body.message).toBe('इस कोड का समय खत्म हो गया है। नया कोड मँगाएँ।');
  });

  it('sends another code no sooner than 30 s after the last, and the new one replaces it', async () => {
    const mobile = freshNumber();
    const first = await codeFor(mobile);
    const soon = await post(`${CODES}?lang=hi`)
      .send({ mobile, purpose: 'apply', ...FORM })
      .expect(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(soon.body.message).toMatch(/^अभी-अभी एक कोड भेजा गया है। कृपया \d+ सेकंड बाद फिर से कोशिश करें।$/);
    expect(await received(mobile)).toHaveLength(1);

    await sentAgo(mobile, 31);
    let second = await codeFor(mobile);
    // One in a million: the same digits again.
    while (second.code === first.code) {
      await sentAgo(mobile, 31);
      second = await codeFor(mobile);
    }
    await post(VERIFY).send({ mobile, code: first.code, purpose: 'apply' }).expect(400);
    await post(VERIFY).send({ mobile, code: second.code, purpose: 'apply' }).expect(200);
  });

  it('reads a number as people type it, and refuses landlines and other countries’ numbers in the visitor’s language', async () => {
    for (const typed of ['+91 98765 43210', '098765 43211', '+९१ ९८७६५ ४३२१२']) {
      const res = await post(CODES)
        .send({ mobile: typed, purpose: 'apply', ...FORM })
        .expect(202);
      expect(res.body.mobile).toMatch(/^\+91 98765 4321[012]$/);
    }
    expect((await received('+919876543212')).length).toBe(1);
    const landline = await post(`${CODES}?lang=mr`)
      .send({ mobile: '020 2551 2345', purpose: 'apply', ...FORM })
      .expect(400);
    expect(landline.body.message).toBe('हा लँडलाइन नंबर वाटतो: कृपया एसएमएस येऊ शकेल असा मोबाईल नंबर लिहा');
    const foreign = await post(CODES)
      .set('Accept-Language', 'en')
      .send({ mobile: '+44 7700 900123', purpose: 'apply', ...FORM })
      .expect(400);
    expect(foreign.body.message).toBe('Please enter an Indian mobile number: numbers from other countries cannot be used');
  });

  it('answers a bot as a person and sends it nothing', async () => {
    const mobile = freshNumber();
    const trap = await post(CODES).send({ mobile, purpose: 'apply', website: 'http://spam.example', fillMs: 9000 }).expect(202);
    const fast = await post(CODES).send({ mobile, purpose: 'apply', website: '', fillMs: 200 }).expect(202);
    expect(trap.body).toEqual(fast.body);
    expect(trap.body.mobile).toBe(`+91 ${mobile.slice(3, 8)} ${mobile.slice(8)}`);
    // A person's request right after still gets its code: the bots' took no turn of the number.
    await codeFor(mobile);
    expect(await received(mobile)).toHaveLength(1);
  });

  it('answers 503 with Retry-After when the SMSC is down, and sends a code at once when it is back', async () => {
    const mobile = freshNumber();
    await sms.down();
    const res = await post(`${CODES}?lang=mr`)
      .send({ mobile, purpose: 'apply', ...FORM })
      .expect(503);
    expect(res.body.message).toBe('आम्ही कोड पाठवू शकलो नाही. एका मिनिटाने पुन्हा प्रयत्न करा.');
    expect(res.headers['retry-after']).toBe('60');
    expect(await codes.findOne({ _id: `apply:${mobile}` as never })).toBeNull();
    await sms.up();
    const { code } = await codeFor(mobile);
    // The withdrawn SMS never goes out later.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await received(mobile)).toHaveLength(1);
    await post(VERIFY).send({ mobile, code, purpose: 'apply' }).expect(200);
  });

  it('forgets a number’s codes when the person is erased', async () => {
    const mobile = freshNumber();
    const { code } = await codeFor(mobile);
    await post(VERIFY)
      .send({ mobile, code: code === '000000' ? '000001' : '000000', purpose: 'apply' })
      .expect(400);
    const triesOf = () => tries.countDocuments({ _id: { $regex: `^apply:\\${mobile}\\|` } as never });
    expect(await triesOf()).toBe(1);
    const other = freshNumber();
    await codeFor(other);
    await api.app.get(PhoneCodes).erase(mobile);
    expect(await codes.findOne({ _id: `apply:${mobile}` as never })).toBeNull();
    expect(await triesOf()).toBe(0);
    // Another number's code is untouched.
    expect(await codes.findOne({ _id: `apply:${other}` as never })).not.toBeNull();
    await post(VERIFY).send({ mobile, code, purpose: 'apply' }).expect(400);
  });

  it('limits the codes of one number', async () => {
    const mobile = freshNumber();
    for (let i = 0; i < 5; i++) {
      await post(CODES)
        .send({ mobile, purpose: 'apply', ...FORM })
        .expect(202);
      await sentAgo(mobile, 31);
    }
    const res = await post(`${CODES}?lang=hi`)
      .send({ mobile, purpose: 'apply', ...FORM })
      .expect(429);
    expect(res.body.message).toMatch(/^इस नंबर के लिए बहुत ज़्यादा कोड माँगे जा चुके हैं। कृपया \d+ मिनट बाद फिर से कोशिश करें।$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await received(mobile)).toHaveLength(5);
  });
});

describe('a flood of code requests', () => {
  let sms: SmsDev;
  let api: TestApi;
  const LIMITS = { client: 3, prefix: 6, site: 10, verify: 4 };

  beforeAll(async () => {
    sms = await startSmsDev({ smppPort: await freePort(), webPort: await freePort() });
    api = await startApi({
      SMS_URL: sms.smsUrl,
      TRUST_PROXY: 'loopback',
      PHONE_CODE_CLIENT_HOURLY_LIMIT: String(LIMITS.client),
      PHONE_CODE_PREFIX_HOURLY_LIMIT: String(LIMITS.prefix),
      PHONE_CODE_SITE_HOURLY_LIMIT: String(LIMITS.site),
      PHONE_CODE_VERIFY_CLIENT_HOURLY_LIMIT: String(LIMITS.verify),
    });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await sms?.stop();
  });

  const ask = (mobile: string, from: string) =>
    api.http
      .post(CODES)
      .set('X-Forwarded-For', from)
      .send({ mobile, purpose: 'apply', ...FORM });
  const sentCount = async () => ((await (await fetch(`${sms.webUrl}/api/sms`)).json()) as Listed[]).length;

  it('sends a bounded number of SMS: per address, per number range, and site-wide, whatever comes at once', async () => {
    // One address, many numbers.
    const one = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(`+9188000000${String(i).padStart(2, '0')}`, '203.0.113.1')));
    expect(one.filter((r) => r.status === 202)).toHaveLength(LIMITS.client);
    expect(await sentCount()).toBe(LIMITS.client);

    // Many addresses, many numbers of one range (SMS pumping), at once.
    const range = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(`+9177777700${String(i).padStart(2, '0')}`, `203.0.113.${10 + i}`)));
    expect(range.filter((r) => r.status === 202)).toHaveLength(LIMITS.prefix);
    const refused = range.filter((r) => r.status === 429);
    expect(refused).toHaveLength(20 - LIMITS.prefix);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      expect(r.body.message).toMatch(/^Too many codes are being asked for right now\. Please try again in \d+ minutes\.$/);
    }

    // Many addresses, numbers of many ranges: the site-wide ceiling.
    const spread = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(`+91${700_000 + i * 1000}0001`, `203.0.113.${100 + i}`)));
    expect(spread.filter((r) => r.status === 202)).toHaveLength(LIMITS.site - LIMITS.client - LIMITS.prefix);
    // Counted where the SMS arrive.
    await new Promise((r) => setTimeout(r, 1000));
    expect(await sentCount()).toBe(LIMITS.site);
  });

  it('holds a ceiling across two API instances on one database', async () => {
    const env = { MONGODB_DB: `test_codes_${Date.now()}`, SMS_URL: sms.smsUrl, TRUST_PROXY: 'loopback', PHONE_CODE_PREFIX_HOURLY_LIMIT: String(LIMITS.prefix) };
    const two = [await startApi(env), await startApi(env)];
    try {
      const before = await sentCount();
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          two[i % 2]!.http.post(CODES)
            .set('X-Forwarded-For', `203.0.113.${150 + i}`)
            .send({ mobile: `+9166666600${String(i).padStart(2, '0')}`, purpose: 'apply', ...FORM }),
        ),
      );
      expect(answers.filter((r) => r.status === 202)).toHaveLength(LIMITS.prefix);
      await new Promise((r) => setTimeout(r, 1000));
      expect((await sentCount()) - before).toBe(LIMITS.prefix);
    } finally {
      await two[1]!.app.close();
      await two[0]!.close();
    }
  });

  it('limits the codes tried from one address', async () => {
    const tries = [];
    for (let i = 0; i < LIMITS.verify + 1; i++) {
      tries.push(await api.http.post(VERIFY).set('X-Forwarded-For', '192.0.2.77').send({ mobile: '9876543210', code: '000000', purpose: 'apply' }));
    }
    expect(tries.map((r) => r.status)).toEqual([...Array(LIMITS.verify).fill(400), 429]);
    expect(tries.at(-1)!.body.message).toMatch(/^Too many tries of a code\. Please try again in \d+ minutes\.$/);
    expect(Number(tries.at(-1)!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('an SMSC that hangs', () => {
  let silent: Server;
  let api: TestApi;

  beforeAll(async () => {
    // Takes the connection and never answers the bind: the sender's try outlasts the request's wait.
    silent = createServer(() => undefined);
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    api = await startApi({ SMS_URL: `smpp://site:local@127.0.0.1:${port}`, PHONE_CODE_SEND_WAIT_MS: '1000' });
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    silent?.close();
  });

  it('answers 503 with Retry-After in time, and keeps the code its SMS may still bring', async () => {
    const mobile = freshNumber();
    const started = Date.now();
    const res = await api.http
      .post(`${CODES}?lang=hi`)
      .send({ mobile, purpose: 'apply', ...FORM })
      .expect(503);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.body.message).toBe('हम कोड नहीं भेज सके। एक मिनट बाद फिर से कोशिश करें।');
    expect(res.headers['retry-after']).toBe('60');
    const db = api.app.get<Connection>(getConnectionToken()).db!;
    expect(await db.collection(PHONE_CODES).findOne({ _id: `apply:${mobile}` as never })).not.toBeNull();
  });
});
