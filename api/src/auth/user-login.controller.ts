import { Body, ConflictException, Controller, Get, HttpCode, Post, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectModel } from '@nestjs/mongoose';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { Model } from 'mongoose';
import { z } from 'zod';
import { loginInput, registerInput } from '@site/contracts';
import { Access } from '../common/auth/access.decorator.js';
import type { TokenPayload } from '../common/auth/auth.guard.js';
import { parseOrThrow } from '../common/http/parse.js';
import { type Account, PUBLIC_FIELDS, USER_MODEL } from './accounts.schema.js';
import { LOGIN_FAILED, LOGIN_SUCCESS } from './admin-login.controller.js';
import { checkPassword, hashPassword } from './passwords.js';

export const REGISTER_SUCCESS = 'User successfully Register';

/** Visitor accounts (job seekers). Their tokens carry the 'user' role, which opens nothing in the back office. */
@ApiTags('UserLogin')
@Controller('admin/UserLogin')
export class UserLoginController {
  constructor(
    @InjectModel(USER_MODEL) private readonly users: Model<Account>,
    private readonly jwt: JwtService,
  ) {}

  @Access('public')
  @Post('UserLogin')
  @HttpCode(200)
  @ApiBody({ schema: z.toJSONSchema(loginInput) as never })
  async login(@Body() body: unknown) {
    const { email, password } = parseOrThrow(loginInput, body);
    const user = await this.users.findOne({ email }).lean<Account>().exec();
    if (!(await checkPassword(password, user?.passwordHash)) || !user) throw new UnauthorizedException(LOGIN_FAILED);
    const payload: TokenPayload = { sub: String(user._id), role: 'user', name: user.name };
    return {
      message: LOGIN_SUCCESS,
      token: await this.jwt.signAsync(payload, { expiresIn: '7d' }),
      user: { _id: user._id, name: user.name, email: user.email, mobile: user.mobile },
    };
  }

  @Access('public')
  @Post('UserRegister')
  @HttpCode(201)
  @ApiBody({ schema: z.toJSONSchema(registerInput) as never })
  async register(@Body() body: unknown) {
    const { name, mobile, email, password } = parseOrThrow(registerInput, body);
    if (await this.users.exists({ email })) throw new ConflictException('An account with this email already exists');
    try {
      await this.users.create({ name, mobile, email, passwordHash: await hashPassword(password) });
    } catch (err) {
      // Two registrations racing for one e-mail: the unique index settles it.
      if ((err as { code?: number }).code === 11000) throw new ConflictException('An account with this email already exists');
      throw err;
    }
    return { message: REGISTER_SUCCESS };
  }

  @ApiBearerAuth()
  @Get('getUserLogin')
  async list() {
    return { UserLogin: await this.users.find().select(PUBLIC_FIELDS).sort({ createdAt: -1 }).lean().exec() };
  }
}
