import { BadRequestException, HttpException, Inject, Injectable } from '@nestjs/common';
import type { Collection } from 'mongodb';
import {
  formatIndianMobile,
  type Language,
  PHONE_CODE,
  PHONE_CODE_MESSAGES,
  PHONE_CODE_PURPOSES,
  type PhoneCodeSent,
  phoneCodeRequestInput,
  phoneCodeVerifyInput,
  wrongPhoneCodeMessage,
} from '@site/contracts';
import { ExpiringCollections, type Expiring, isDuplicateKey } from '../common/abuse/expiring-collections.js';
import { waitText } from '../common/abuse/rate-limits.js';
import { SubmissionGuard } from '../common/abuse/submission-guard.js';
import { parseOrThrow } from '../common/http/parse.js';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { SmsOutbox } from '../sms/index.js';
import { Limits, type Refusal, sendLimits, verifyLimits } from './code-limits.js';
import { codeId, codeMatches, hasExpired, newCode, resendWaitMs, type StoredCode, storedCode, triesLeft } from './code-rules.js';
import { CODE_TEMPLATE, codeSms } from './code-sms.js';
import { PhoneProofs } from './phone-proofs.js';

/** The codes waiting to be typed back, one per number and purpose. */
export const PHONE_CODES = 'phonecodes';
/** One document per wrong try of a code (`<code id>|<sentAt>|<n>`): counted by insert, as two tries may come at once. */
export const PHONE_CODE_TRIES = 'phonecodetries';
/**
 * One document per number, purpose and 30-s slot of time in which a code was sent: two requests at once, which both
 * found no recent code, send one code between them (the second insert of an `_id` fails on every database).
 */
export const PHONE_CODE_SENDS = 'phonecodesends';
/** What the visitor is told to wait when the code could not be sent. */
const NOT_SENT_RETRY_S = 60;

/** An answer with a Retry-After (429, 503): the controller sets the header. */
export class RetryLater extends HttpException {
  constructor(
    status: 429 | 503,
    message: string,
    readonly retryAfterS: number,
  ) {
    super({ statusCode: status, message }, status);
  }
}

const tooMany = ({ message, retryAfterS }: Refusal) => new RetryLater(429, `${message} Please try again in ${waitText(retryAfterS * 1000)}.`, retryAfterS);

/** Codes by SMS that prove a mobile number (docs/sms.md, "Codes"): sent, limited, and typed back for a proof. */
@Injectable()
export class PhoneCodes {
  private readonly codes: Collection<StoredCode & Expiring>;
  private readonly tries: Collection<Expiring>;
  private readonly sends: Collection<Expiring>;
  private readonly sendLimits: Limits;
  private readonly verifyLimits: Limits;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    expiring: ExpiringCollections,
    private readonly guard: SubmissionGuard,
    private readonly sms: SmsOutbox,
    private readonly proofs: PhoneProofs,
  ) {
    this.codes = expiring.of<StoredCode & Expiring>(PHONE_CODES);
    this.tries = expiring.of<Expiring>(PHONE_CODE_TRIES);
    this.sends = expiring.of<Expiring>(PHONE_CODE_SENDS);
    this.sendLimits = new Limits(expiring, sendLimits(config.phoneCodes));
    this.verifyLimits = new Limits(expiring, verifyLimits(config.phoneCodes));
  }

  private get key() {
    return this.config.phoneCodes.key;
  }

  /**
   * Sends a code to the number once it is read, unless a bot sent the form (the same answer, and nothing is spent),
   * a code went less than 30 s ago, or a limit is reached (429). 503 when the SMSC did not take it in time.
   */
  async request(body: unknown, client: string, language: Language): Promise<PhoneCodeSent> {
    let sent: PhoneCodeSent | undefined;
    await this.guard.submit({ kind: 'phone-code', body, input: phoneCodeRequestInput, dedupe: false }, async (clean) => {
      sent = await this.send(parseOrThrow(phoneCodeRequestInput, clean), client, language);
    });
    if (sent) return sent;
    const typed = (body as { mobile?: unknown } | null)?.mobile;
    return { mobile: formatIndianMobile(String(typed ?? '')), resendAfterS: PHONE_CODE.resendAfterS, expiresInS: PHONE_CODE.expiresInS };
  }

  private async send({ mobile: e164, purpose }: { mobile: string; purpose: 'apply' | 'applications' }, client: string, language: Language) {
    const id = codeId(purpose, e164);
    const wait = resendWaitMs(await this.codes.findOne({ _id: id }), new Date());
    if (wait > 0) throw tooMany({ message: PHONE_CODE_MESSAGES.tooSoon, retryAfterS: Math.ceil(wait / 1000) });
    const slot = await this.claimSend(id);
    const refused = await this.sendLimits.count({ e164, client });
    if (refused) {
      await this.sends.deleteOne({ _id: slot });
      throw tooMany(refused);
    }
    const code = newCode();
    const stored = storedCode(this.key, id, code, new Date());
    // A new code replaces the one before (its tries are counted under its own sentAt).
    await this.codes.replaceOne({ _id: id }, stored, { upsert: true });
    const smsId = await this.sms.queue({
      to: e164,
      text: codeSms(language, code, this.config.mail.siteUrl),
      template: CODE_TEMPLATE,
      dltTemplateId: this.config.sms.templateIds[CODE_TEMPLATE],
    });
    const sent = await this.sms.sentWithin(smsId, e164, this.config.phoneCodes.sendWaitMs);
    if (sent !== 'sent') {
      // Withdrawn, nobody has this code: another may be asked for at once. Still being tried, it may yet arrive and
      // work, and the next code waits its 30 s as after any other.
      if (sent === 'withdrawn') await Promise.all([this.codes.deleteOne({ _id: id, hash: stored.hash }), this.sends.deleteOne({ _id: slot })]);
      throw new RetryLater(503, PHONE_CODE_MESSAGES.notSent, NOT_SENT_RETRY_S);
    }
    return { mobile: formatIndianMobile(e164), resendAfterS: PHONE_CODE.resendAfterS, expiresInS: PHONE_CODE.expiresInS };
  }

  /**
   * The proof for a code typed back. A right code is used up: it is deleted by its `_id` and hash, and only the
   * request whose delete removed it gets the proof. A wrong one costs a try; the fifth, or an expired code, is gone.
   */
  async verify(body: unknown, client: string): Promise<{ token: string }> {
    const refused = await this.verifyLimits.count({ e164: '', client });
    if (refused) throw tooMany(refused);
    const { mobile: e164, code, purpose } = parseOrThrow(phoneCodeVerifyInput, body);
    const id = codeId(purpose, e164);
    const stored = await this.codes.findOne({ _id: id });
    const gone = () => new BadRequestException(PHONE_CODE_MESSAGES.expired);
    if (!stored) throw gone();
    if (hasExpired(stored, new Date())) {
      await this.codes.deleteOne({ _id: id, hash: stored.hash });
      throw gone();
    }
    if (codeMatches(this.key, stored, code)) {
      const { deletedCount } = await this.codes.deleteOne({ _id: id, hash: stored.hash });
      if (deletedCount !== 1) throw gone();
      return { token: await this.proofs.issue(e164, purpose) };
    }
    const left = triesLeft(stored, await this.wrongTry(stored));
    if (left > 0) throw new BadRequestException(wrongPhoneCodeMessage(left));
    await this.codes.deleteOne({ _id: id, hash: stored.hash });
    throw gone();
  }

  /**
   * Forgets a number's codes and their wrong tries (a person erased). What else names it expires by itself: its send
   * slots within 30 s, its limits' counters within a day.
   */
  async erase(e164: string): Promise<void> {
    const ids = PHONE_CODE_PURPOSES.map((purpose) => codeId(purpose, e164));
    const stored = await Promise.all(ids.map((_id) => this.codes.findOne({ _id })));
    const tries = stored.flatMap((code) => (code ? Array.from({ length: code.tries }, (_, i) => `${code._id}|${code.sentAt.getTime()}|${i + 1}`) : []));
    await Promise.all([...ids.map((_id) => this.codes.deleteOne({ _id })), ...tries.map((_id) => this.tries.deleteOne({ _id }))]);
  }

  /** Takes the current 30-s slot of sending this code; a 429 when another request took it. */
  private async claimSend(id: string): Promise<string> {
    const slotMs = PHONE_CODE.resendAfterS * 1000;
    const end = (Math.floor(Date.now() / slotMs) + 1) * slotMs;
    const slot = `${id}|${end}`;
    try {
      await this.sends.insertOne({ _id: slot, expiresAt: new Date(end) });
      return slot;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      throw tooMany({ message: PHONE_CODE_MESSAGES.tooSoon, retryAfterS: Math.max(1, Math.ceil((end - Date.now()) / 1000)) });
    }
  }

  /** Counts a wrong try of the code: its number, by claiming the first free slot (past the last: more than it allows). */
  private async wrongTry(stored: StoredCode): Promise<number> {
    const prefix = `${stored._id}|${stored.sentAt.getTime()}|`;
    for (let n = 1; n <= stored.tries; n++) {
      try {
        await this.tries.insertOne({ _id: `${prefix}${n}`, expiresAt: stored.expiresAt });
        return n;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    return stored.tries + 1;
  }
}
