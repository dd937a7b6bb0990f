import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, type Model } from 'mongoose';
import type { TokenPayload } from '../common/auth/requests.js';
import { DomainEventBus } from '../common/events/domain-events.js';
import { type AdminAccess, type AdminArea, type AdminRole, mayUse, ROLE_MESSAGES } from '@site/contracts';
import { type Account, accessOf, ADMIN_MODEL } from './accounts.schema.js';
import { ADMIN_MESSAGES } from './auth.constants.js';
import { AdminSessions } from './admin-sessions.js';
import { AuthService } from './auth.service.js';
import type { AdminAccountChange } from './events.js';
import { checkPassword, hashPassword } from './passwords.js';

const ACTIVE = { disabled: { $ne: true } };
/** Admins stored before roles have none and are owners. */
const OWNER = { role: { $nin: ['recruiter', 'editor'] as AdminRole[] } };
/** Raising the version ends every token issued before (AdminSessions). */
const REVOKE = { $inc: { tokenVersion: 1 } };

/** A new admin's fields: name, e-mail, password, role (and sites). */
type NewAdmin = Parameters<AuthService['create']>[1];

/**
 * The back office's own accounts: add, change a role, disable and re-enable, change one's password, sign out
 * everywhere. Each change is told as `adminAccount.changed` once stored.
 */
@Injectable()
export class AdminAccountsService {
  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    private readonly sessions: AdminSessions,
    private readonly auth: AuthService,
    private readonly events: DomainEventBus,
  ) {}

  /** Says what changed, once it is stored (the audit log records it). */
  private told(id: string, change: AdminAccountChange, actor: TokenPayload) {
    return this.events.publish('adminAccount.changed', { id, change, actor });
  }

  /** An owner adds an admin; 409 for an address that has an account already. */
  async add(input: NewAdmin, actor: TokenPayload): Promise<Account> {
    const admin = await this.auth.create('admin', input);
    await this.told(String(admin._id), 'added', actor);
    return admin;
  }

  /** The e-mail of each admin among `ids` (each read by `_id`: a page's few admins); unknown ids are left out. */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    const admins = await Promise.all(
      [...new Set(ids)]
        .filter((id) => isValidObjectId(id))
        .map((id) => this.admins.findById(id).select('email').lean<{ _id: unknown; email: string }>().exec()),
    );
    return new Map(admins.filter((a) => a !== null).map((a) => [String(a._id), a.email]));
  }

  /**
   * Whether `id` is an active admin whose role may use `area`: one who may be assigned work there (one of the few
   * admin accounts, read by `_id`).
   */
  async mayWorkOn(id: string, area: AdminArea): Promise<boolean> {
    if (!isValidObjectId(id)) return false;
    const admin = await this.admins.findById(id).select('disabled role sites').lean<Account>().exec();
    return !!admin && !admin.disabled && mayUse(accessOf(admin), area);
  }

  /**
   * The active admins who may see applications, by name, oldest first: all a recruiter needs to choose an
   * interviewer or an assignee (docs/behaviour.md §22).
   */
  async interviewers(): Promise<Array<{ _id: string; name: string }>> {
    const admins = await this.admins
      .find(ACTIVE)
      .select('name role sites')
      .sort({ createdAt: 1 })
      .lean<Array<Pick<Account, 'name' | 'role' | 'sites'> & { _id: unknown }>>()
      .exec();
    // Only those who may see applications: an editor can neither interview nor work on an assigned application.
    return admins.filter((a) => mayUse(accessOf(a), 'hiring')).map(({ _id, name }) => ({ _id: String(_id), name }));
  }

  /**
   * An active admin's name and address (an interviewer is sent the invitation) and whether their role may see
   * applications, or null.
   */
  async activeContact(id: string): Promise<{ name: string; email: string; hiring: boolean } | null> {
    if (!isValidObjectId(id)) return null;
    const admin = await this.admins.findById(id).select('name email disabled role sites').lean<Account>().exec();
    return admin && !admin.disabled ? { name: admin.name, email: admin.email, hiring: mayUse(accessOf(admin), 'hiring') } : null;
  }

  /** Disabling refuses to leave the back office without an active owner, and ends the admin's sessions. */
  async disable(id: string, actor: TokenPayload): Promise<void> {
    const admin = await this.existing(id);
    const owner = accessOf(admin).role === 'owner';
    if (owner) await this.assertAnotherOwner(id);
    await this.admins.updateOne({ _id: id, ...ACTIVE }, { $set: { disabled: true }, ...REVOKE }).exec();
    this.sessions.forget(id);
    // Two owners disabling each other at the same moment: the check above passed for both, so undo this one.
    if (owner && !(await this.admins.exists({ ...ACTIVE, ...OWNER }))) {
      await this.admins.updateOne({ _id: id }, { $set: { disabled: false } }).exec();
      throw new BadRequestException(ROLE_MESSAGES.lastOwner);
    }
    await this.told(id, 'disabled', actor);
  }

  /** The signed-in admin as the account reads now. */
  async me(id: string) {
    const { _id, name, email, totpSecret, ...rest } = await this.existing(id);
    return { _id: String(_id), name, email, ...accessOf(rest), twoFactor: Boolean(totpSecret) };
  }

  /** An owner changes an admin's role; the last active owner cannot be demoted (docs/behaviour.md §22). */
  async changeRole(id: string, access: AdminAccess, actor: TokenPayload): Promise<AdminAccess> {
    const admin = await this.existing(id);
    const demoted = accessOf(admin).role === 'owner' && access.role !== 'owner' && !admin.disabled;
    if (demoted) await this.assertAnotherOwner(id);
    const change = access.sites ? { $set: { role: access.role, sites: access.sites } } : { $set: { role: access.role }, $unset: { sites: 1 } };
    await this.admins.updateOne({ _id: id }, change).exec();
    this.sessions.forget(id);
    if (demoted && !(await this.admins.exists({ ...ACTIVE, ...OWNER }))) {
      await this.admins.updateOne({ _id: id }, { $set: { role: 'owner' }, $unset: { sites: 1 } }).exec();
      throw new BadRequestException(ROLE_MESSAGES.lastOwner);
    }
    await this.told(id, 'roleChanged', actor);
    return access.role === 'editor' ? access : { role: access.role };
  }

  private async assertAnotherOwner(id: string): Promise<void> {
    if (!(await this.admins.exists({ ...ACTIVE, ...OWNER, _id: { $ne: id } }))) throw new BadRequestException(ROLE_MESSAGES.lastOwner);
  }

  async enable(id: string, actor: TokenPayload): Promise<void> {
    await this.existing(id);
    await this.admins.updateOne({ _id: id }, { $set: { disabled: false } }).exec();
    this.sessions.forget(id);
    await this.told(id, 'enabled', actor);
  }

  /** Needs the current password; answers a token for this session, since the change ends every earlier one. */
  async changePassword(me: TokenPayload, currentPassword: string, newPassword: string): Promise<string> {
    const admin = await this.existing(me.sub);
    // 400, not 401: a mistyped password must not end the session it was typed in.
    if (!(await checkPassword(currentPassword, admin.passwordHash))) throw new BadRequestException(ADMIN_MESSAGES.wrongCurrentPassword);
    const changed = await this.revoke(me.sub, { passwordHash: await hashPassword(newPassword) });
    await this.told(me.sub, 'passwordChanged', me);
    return this.auth.issueToken('admin', changed, { expiresAt: me.exp });
  }

  async signOutEverywhere(me: TokenPayload): Promise<void> {
    await this.revoke(me.sub);
    await this.told(me.sub, 'signedOutEverywhere', me);
  }

  private async revoke(id: string, set: Partial<Account> = {}): Promise<Account> {
    const admin = await this.admins
      .findByIdAndUpdate(id, { $set: set, ...REVOKE }, { returnDocument: 'after' })
      .lean<Account>()
      .exec();
    this.sessions.forget(id);
    if (!admin) throw new NotFoundException(ADMIN_MESSAGES.notFound);
    return admin;
  }

  private async existing(id: string): Promise<Account> {
    if (!isValidObjectId(id)) throw new BadRequestException(ADMIN_MESSAGES.invalidId);
    const admin = await this.admins.findById(id).lean<Account>().exec();
    if (!admin) throw new NotFoundException(ADMIN_MESSAGES.notFound);
    return admin;
  }
}
