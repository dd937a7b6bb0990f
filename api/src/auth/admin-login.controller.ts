import { Body, Controller, Get, HttpCode, Inject, Logger, type OnModuleInit, Post, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { Model } from 'mongoose';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/env.js';
import { loginInput } from '@site/contracts';
import { Access } from '../common/auth/access.decorator.js';
import type { TokenPayload } from '../common/auth/auth.guard.js';
import { parseOrThrow } from '../common/http/parse.js';
import { type Account, ADMIN_MODEL, PUBLIC_FIELDS } from './accounts.schema.js';
import { checkPassword, hashPassword } from './passwords.js';

export const LOGIN_SUCCESS = 'User successfully logged in';
export const LOGIN_FAILED = 'Invalid email or password';

/** An admin session lasts 12 h; with Remember me ticked the sign-in form asks for 30 days. */
export const ADMIN_TOKEN_TTL = { session: '12h', remembered: '30d' } as const;

/** The spec's payload, plus an optional `remember` (clients that never send it keep working). */
const adminLoginInput = loginInput.extend({ remember: z.boolean({ error: 'Remember me must be true or false' }).optional() });

@ApiTags('AdminLogin')
@Controller('admin/AdminLogin')
export class AdminLoginController implements OnModuleInit {
  private readonly logger = new Logger('AdminLogin');

  constructor(
    @InjectModel(ADMIN_MODEL) private readonly admins: Model<Account>,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD; the environment stays the source of its password. */
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

  @Access('public')
  @Post('addAdminLogin')
  @HttpCode(200)
  @ApiBody({ schema: z.toJSONSchema(adminLoginInput) as never })
  async login(@Body() body: unknown) {
    const { email, password, remember } = parseOrThrow(adminLoginInput, body);
    const admin = await this.admins.findOne({ email }).lean<Account>().exec();
    if (!(await checkPassword(password, admin?.passwordHash)) || !admin) throw new UnauthorizedException(LOGIN_FAILED);
    const payload: TokenPayload = { sub: String(admin._id), role: 'admin', name: admin.name };
    const expiresIn = remember ? ADMIN_TOKEN_TTL.remembered : ADMIN_TOKEN_TTL.session;
    return { message: LOGIN_SUCCESS, token: await this.jwt.signAsync(payload, { expiresIn }) };
  }

  @ApiBearerAuth()
  @Get('getAdminLogin')
  async list() {
    return { AdminLogin: await this.admins.find().select(PUBLIC_FIELDS).sort({ createdAt: 1 }).lean().exec() };
  }
}
