import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_ANSWERS, deleteOwnAccountInput, loginInput, messageAnswer, registerInput } from '@site/contracts';
import { Accepts, Answers, AnswersError, Summary } from '../docs/api-docs.decorators.js';
import { SubmissionGuard } from '../common/abuse/submission-guard.js';
import { Access } from '../common/auth/access.decorator.js';
import type { TokenPayload } from '../common/auth/auth.guard.js';
import { CurrentVisitor } from '../common/auth/current-admin.decorator.js';
import { parseOrThrow } from '../common/http/parse.js';
import { ACCOUNT_DELETED, LOGIN_SUCCESS, REGISTER_SUCCESS } from './auth.constants.js';
import { AuthService } from './auth.service.js';

/** Visitor accounts (job seekers). Their tokens carry the 'user' role, which opens nothing in the back office. */
@ApiTags('UserLogin')
@Controller('admin/UserLogin')
export class UserLoginController {
  constructor(
    private readonly auth: AuthService,
    private readonly guard: SubmissionGuard,
  ) {}

  @Access('public')
  @Post('UserLogin')
  @HttpCode(200)
  @Summary('Sign in as a visitor', 'The token is for the visitor’s own routes; it opens nothing in the back office.')
  @Accepts(loginInput)
  @Answers(AUTH_ANSWERS.userLogin)
  @AnswersError(401, 'Wrong e-mail or password')
  async login(@Body() body: unknown) {
    const { email, password } = parseOrThrow(loginInput, body);
    const user = await this.auth.signIn('user', email, password);
    return {
      message: LOGIN_SUCCESS,
      token: await this.auth.issueToken('user', user),
      user: { _id: user._id, name: user.name, email: user.email, mobile: user.mobile },
    };
  }

  @Access('public')
  @Post('UserRegister')
  @HttpCode(201)
  @Summary('Create a visitor account')
  @Accepts(registerInput)
  @Answers(messageAnswer, 201)
  async register(@Body() body: unknown) {
    // A bot gets the same answer and no account. No duplicate check: the e-mail is unique already, and a
    // fingerprint of a payload holding a password must not be kept.
    const submission = { kind: 'UserRegister', body, input: registerInput, dedupe: false };
    await this.guard.submit(submission, (clean) => this.auth.register(parseOrThrow(registerInput, clean)));
    return { message: REGISTER_SUCCESS };
  }

  /** docs/behaviour.md §14.1: the visitor's own token and password; rate-limited like the sign-in (§7.7). */
  @Access('visitor')
  @Post('deleteAccount')
  @HttpCode(200)
  @Summary('Delete my visitor account', 'The visitor confirms with their password.')
  @Accepts(deleteOwnAccountInput)
  @Answers(messageAnswer)
  async deleteOwnAccount(@CurrentVisitor() visitor: TokenPayload, @Body() body: unknown) {
    const { password } = parseOrThrow(deleteOwnAccountInput, body);
    await this.auth.deleteVisitor(visitor.sub, password);
    return { message: ACCOUNT_DELETED };
  }

  @Get('getUserLogin')
  @Summary('List the visitor accounts', 'Never their passwords.')
  @Answers(AUTH_ANSWERS.userList)
  async list() {
    return { UserLogin: await this.auth.list('user') };
  }
}
