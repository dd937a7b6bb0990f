import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { type Account, ADMIN_MODEL } from './accounts.schema.js';
import { checkPassword, hashPassword } from './passwords.js';

/**
 * Makes sure the first admin (ADMIN_EMAIL / ADMIN_PASSWORD) exists before the API takes requests. The environment
 * stays the source of that admin's password: a stored hash that no longer matches it is replaced.
 */
@Injectable()
export class AdminBootstrapService implements OnModuleInit {
  private readonly logger = new Logger('AdminLogin');

  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit() {
    const { email, password, fromDefaults } = this.config.admin;
    const existing = await this.admins.findOne({ email }).exec();
    if (!existing) {
      await this.admins.create({ name: 'Administrator', email, passwordHash: await hashPassword(password) });
    } else if (!(await checkPassword(password, existing.passwordHash))) {
      existing.passwordHash = await hashPassword(password);
      await existing.save();
    }
    if (fromDefaults) this.logger.warn(`Admin sign-in: ${email} / ${password} (local default; set ADMIN_EMAIL and ADMIN_PASSWORD to change it)`);
  }
}
