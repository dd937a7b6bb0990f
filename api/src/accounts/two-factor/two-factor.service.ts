import { createHash, randomInt } from 'node:crypto';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { TokenPayload } from '../../common/auth/requests.js';
import { InjectCollection } from '../../common/collections.js';
import { DomainEventBus } from '../../common/events/domain-events.js';
import type { Collection } from 'mongodb';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { COMPANY, RECOVERY_CODE_COUNT, TWO_FACTOR_MESSAGES } from '@site/contracts';
import { type Account, ADMIN_MODEL } from '../accounts.schema.js';
import { AdminSessions, POLICIES, type StoredPolicy, TWO_FACTOR_POLICY } from '../admin-sessions.js';
import { ADMIN_MESSAGES } from '../auth.constants.js';
import { checkPassword } from '../passwords.js';
import { TwoFactorSecrets } from './two-factor-secrets.js';

/** Recovery codes: 12 characters from an alphabet without look-alikes (about 59 bits), shown as xxxx-xxxx-xxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
// High-entropy random codes: a fast hash is enough (no dictionary to try).
const hashOf = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');
const newRecoveryCode = () => {
  const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
};
const isAppCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/**
 * Two-factor sign-in for admins (docs/behaviour.md §25): enrolment, the check at sign-in, and the owner's rule. Each
 * admin's change is told as `twoFactor.changed` once stored.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @InjectCollection(POLICIES) private readonly policies: Collection<StoredPolicy>,
    private readonly sessions: AdminSessions,
    private readonly secrets: TwoFactorSecrets,
    private readonly events: DomainEventBus,
  ) {}

  async required(): Promise<boolean> {
    return (await this.policies.findOne({ _id: TWO_FACTOR_POLICY }))?.required ?? false;
  }

  /** The owner turning the rule on has two-factor on already, so the rule never asks more of others than of them. */
  async setRequired(owner: TokenPayload, required: boolean): Promise<void> {
    if (required && !(await this.account(owner.sub)).totpSecret) throw new BadRequestException(TWO_FACTOR_MESSAGES.ownerFirst);
    await this.policies.updateOne({ _id: TWO_FACTOR_POLICY }, { $set: { required } }, { upsert: true });
    this.sessions.policyChanged(required);
    await this.events.publish('twoFactor.changed', { change: 'policySet', actor: owner, required });
  }

  /** A new secret, pending until a first code confirms it; starting again replaces it. */
  async start(me: TokenPayload) {
    const admin = await this.account(me.sub);
    if (admin.totpSecret) throw new BadRequestException(TWO_FACTOR_MESSAGES.alreadyOn);
    const secret = generateSecret();
    await this.admins.updateOne({ _id: me.sub }, { $set: { totpPending: this.secrets.seal(secret) } }).exec();
    await this.events.publish('twoFactor.changed', { id: me.sub, change: 'started', actor: me });
    const otpauthUrl = generateURI({ issuer: COMPANY.name, label: admin.email, secret });
    return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
  }

  /** The first code turns two-factor on; the recovery codes are answered this once and kept as hashes. */
  async confirm(me: TokenPayload, code: string): Promise<{ recoveryCodes: string[]; admin: Account }> {
    const id = me.sub;
    const admin = await this.account(id);
    if (admin.totpSecret) throw new BadRequestException(TWO_FACTOR_MESSAGES.alreadyOn);
    if (!admin.totpPending) throw new BadRequestException(TWO_FACTOR_MESSAGES.notStarted);
    const step = await this.appCodeStep(this.secrets.open(admin.totpPending), code);
    if (step === null) throw new BadRequestException(TWO_FACTOR_MESSAGES.wrongCode);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.admins
      .updateOne(
        { _id: id, totpPending: admin.totpPending },
        { $set: { totpSecret: admin.totpPending, totpLastStep: step, recoveryCodes: codes.map(hashOf) }, $unset: { totpPending: 1, usedRecoveryCodes: 1 } },
      )
      .exec();
    // Its sessions open everything again at once, even while two-factor is required (AdminSessions).
    this.sessions.forget(id);
    await this.events.publish('twoFactor.changed', { id, change: 'confirmed', actor: me });
    return { recoveryCodes: codes, admin };
  }

  /** Needs the password and a code (an app's or a recovery code); refused while the owner requires two-factor. */
  async disable(me: TokenPayload, password: string, code: string): Promise<void> {
    const id = me.sub;
    const admin = await this.account(id);
    if (!admin.totpSecret) throw new BadRequestException(TWO_FACTOR_MESSAGES.notOn);
    if (await this.required()) throw new BadRequestException(TWO_FACTOR_MESSAGES.requiredByOwner);
    if (!(await checkPassword(password, admin.passwordHash))) throw new BadRequestException(TWO_FACTOR_MESSAGES.wrongPassword);
    if (!(await this.check(admin, code))) throw new BadRequestException(await this.refusal(admin, code));
    await this.admins.updateOne({ _id: id }, { $unset: { totpSecret: 1, totpPending: 1, totpLastStep: 1, recoveryCodes: 1, usedRecoveryCodes: 1 } }).exec();
    await this.events.publish('twoFactor.changed', { id, change: 'disabled', actor: me });
  }

  /**
   * An owner turns another admin's two-factor off, for an admin who lost the phone and the recovery codes: their
   * sessions end, and they sign in with the password (and set it up again at sign-in while the owner requires it).
   */
  async reset(owner: TokenPayload, id: string): Promise<void> {
    if (owner.sub === id) throw new BadRequestException(TWO_FACTOR_MESSAGES.ownReset);
    const admin = await this.account(id);
    if (!admin.totpSecret && !admin.totpPending) throw new BadRequestException(TWO_FACTOR_MESSAGES.notOnFor);
    await this.admins
      .updateOne({ _id: id }, { $unset: { totpSecret: 1, totpPending: 1, totpLastStep: 1, recoveryCodes: 1, usedRecoveryCodes: 1 }, $inc: { tokenVersion: 1 } })
      .exec();
    this.sessions.forget(id);
    await this.events.publish('twoFactor.changed', { id, change: 'reset', actor: owner });
  }

  /**
   * Whether `code` is the app's current code, not used before, or a recovery code not used yet (which it uses up).
   * An app code's time step is kept: a code seen (or read over a shoulder) cannot sign in again, nor one before it.
   */
  async check(admin: Account, code: string): Promise<boolean> {
    if (!admin.totpSecret) return false;
    if (isAppCode(code)) {
      const step = await this.appCodeStep(this.secrets.open(admin.totpSecret), code, admin.totpLastStep);
      if (step === null) return false;
      // Moved on only from the step read: two sign-ins racing with one code cannot both use it.
      const used = await this.admins.updateOne({ _id: admin._id, totpLastStep: admin.totpLastStep ?? null }, { $set: { totpLastStep: step } }).exec();
      return used.modifiedCount === 1;
    }
    // Pulled only if still there: two sign-ins racing with one recovery code cannot both use it. Its hash is kept
    // among the used ones, so that a second try is told why it fails.
    const hash = hashOf(code);
    const used = await this.admins
      .updateOne({ _id: admin._id, recoveryCodes: hash }, { $pull: { recoveryCodes: hash }, $push: { usedRecoveryCodes: hash } })
      .exec();
    return used.modifiedCount === 1;
  }

  /** Why `check` refused a code: a recovery code used before says so; anything else is a wrong code. */
  async refusal(admin: Account, code: string): Promise<string> {
    if (isAppCode(code)) return TWO_FACTOR_MESSAGES.wrongCode;
    const now = await this.admins.findById(admin._id).select('usedRecoveryCodes').lean<Pick<Account, 'usedRecoveryCodes'>>().exec();
    return now?.usedRecoveryCodes?.includes(hashOf(code)) ? TWO_FACTOR_MESSAGES.recoveryCodeUsed : TWO_FACTOR_MESSAGES.wrongCode;
  }

  /** The time step `code` is the code of (one 30-second step either side, for a phone's clock a little off), if later than `after`. */
  private async appCodeStep(secret: string | null, code: string, after?: number): Promise<number | null> {
    const token = code.replace(/\s/g, '');
    if (!secret || !/^\d{6}$/.test(token)) return null;
    const result = await verify({ secret, token, epochTolerance: 30, ...(after === undefined ? {} : { afterTimeStep: after }) });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private async account(id: string): Promise<Account> {
    if (!isValidObjectId(id)) throw new NotFoundException(ADMIN_MESSAGES.notFound);
    const admin = await this.admins.findById(id).lean<Account>().exec();
    if (!admin) throw new NotFoundException(ADMIN_MESSAGES.notFound);
    return admin;
  }
}
