import { Schema } from 'mongoose';
import type { AdminAccess, AdminRole, SiteVariant } from '@site/contracts';

/** Admin and visitor accounts share one shape; they live in separate collections and get tokens of different audiences. */
export const accountSchema = (collection: string) =>
  new Schema(
    {
      name: { type: String, required: true },
      email: { type: String, required: true, unique: true, lowercase: true, trim: true },
      mobile: { type: String },
      passwordHash: { type: String, required: true },
    },
    { timestamps: true, versionKey: false, collection },
  );

/** A visitor's account also keeps their agreement to the privacy notice, as every visitor submission does (docs/behaviour.md §14). */
export const userSchema = () =>
  accountSchema('userlogins').add({
    consent: { type: new Schema({ at: Date, noticeVersion: String }, { _id: false }), default: undefined },
    // docs/behaviour.md §21: the address is confirmed by the sign-up's link (or a password reset's); absent on
    // accounts made before confirmation existed, which count as not confirmed. Sessions end as admins' do.
    verified: { type: Boolean, default: false },
    tokenVersion: { type: Number, default: 0 },
  });

/**
 * Admins also carry what makes their sessions revocable: every admin token names the `tokenVersion` it was issued
 * under, and raising it (password change, sign out everywhere, disabling) ends every earlier token.
 */
export const adminSchema = () =>
  accountSchema('adminlogins').add({
    tokenVersion: { type: Number, default: 0 },
    disabled: { type: Boolean, default: false },
    // docs/behaviour.md §22: absent on admins stored before roles existed, who are owners.
    role: { type: String },
    sites: { type: [String], default: undefined },
    // docs/behaviour.md §25: the TOTP secret once enrolment is confirmed (its presence means two-factor is on), the
    // secret of an enrolment not yet confirmed, and the sha256 hashes of the recovery codes not yet used.
    totpSecret: { type: String },
    totpPending: { type: String },
    /** The time step of the last app code used: no code of it or before it is taken again. */
    totpLastStep: { type: Number },
    recoveryCodes: { type: [String], default: undefined },
    /** The hashes of the recovery codes used: a second try is told the code was used, not that it is wrong. */
    usedRecoveryCodes: { type: [String], default: undefined },
  });

export interface Account {
  _id: unknown;
  name: string;
  email: string;
  mobile?: string;
  passwordHash: string;
  createdAt?: Date;
  /** Visitors only: when they agreed to the privacy notice, and to which version; absent when the form sent none. */
  consent?: { at: Date; noticeVersion: string };
  /** Absent on accounts stored before sessions were revocable (read as 0 / false). */
  tokenVersion?: number;
  /** Visitors only: whether their e-mail address is confirmed (docs/behaviour.md §21). */
  verified?: boolean;
  disabled?: boolean;
  /** Admins only; absent means owner (every admin was one before roles). */
  role?: AdminRole;
  sites?: SiteVariant[];
  /** Admins only (docs/behaviour.md §25); never leave the server. */
  totpSecret?: string;
  totpPending?: string;
  totpLastStep?: number;
  recoveryCodes?: string[];
  usedRecoveryCodes?: string[];
}

/** An admin's role as stored, read with the default for accounts older than roles. */
export const accessOf = (admin: Pick<Account, 'role' | 'sites'>): AdminAccess =>
  admin.role === 'editor' ? { role: 'editor', sites: admin.sites ?? [] } : { role: admin.role ?? 'owner' };

export const ADMIN_MODEL = 'AdminLogin';
export const USER_MODEL = 'UserLogin';
/** Password hashes, the session counter and two-factor secrets never leave the server. */
const SECRETS = ['passwordHash', 'tokenVersion', 'totpPending', 'totpLastStep', 'recoveryCodes', 'usedRecoveryCodes'];
export const PUBLIC_FIELDS = [...SECRETS, 'totpSecret'].map((f) => `-${f}`).join(' ');
/** The admin list reads the two-factor secret only to answer whether it is on (`twoFactor`). */
export const ADMIN_LIST_FIELDS = SECRETS.map((f) => `-${f}`).join(' ');
