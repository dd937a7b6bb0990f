import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { addAdminInput, AUTH_ANSWERS, changePasswordInput, changeRoleInput, messageAnswer } from '@site/contracts';
import { Area } from '../common/auth/access.decorator.js';
import { Accepts, Answers, AnswersError, Summary } from '../common/docs/api-docs.decorators.js';
import type { TokenPayload } from '../common/auth/requests.js';
import { CurrentAdmin } from '../common/auth/current-admin.decorator.js';
import { parseOrThrow } from '../common/http/parse.js';
import { ADMIN_MESSAGES } from './auth.constants.js';
import { AdminAccountsService } from './admin-accounts.service.js';
import { AuditAs } from '../common/audit.decorators.js';

/** Managing admin accounts from the back office: the owner's (docs/behaviour.md §22), but one's own password and sessions. */
@ApiTags('AdminLogin')
@AuditAs('AdminAccounts')
@Controller('admin/AdminLogin')
export class AdminAccountsController {
  constructor(private readonly accounts: AdminAccountsService) {}

  @Post('addAdmin')
  @HttpCode(201)
  @Summary('Add an administrator')
  @Accepts(addAdminInput)
  @Answers(AUTH_ANSWERS.adminAdded, 201)
  @AnswersError(409, 'This e-mail address has an account already')
  async add(@Body() body: unknown, @CurrentAdmin() me: TokenPayload) {
    const { _id, name, email, role, sites } = await this.accounts.add(parseOrThrow(addAdminInput, body), me);
    return { message: ADMIN_MESSAGES.added, admin: { _id, name, email, disabled: false, role, ...(sites?.length && { sites }) } };
  }

  @Post('changeRole/:id')
  @HttpCode(200)
  @Summary(
    "Change an administrator's role",
    'Owner, recruiter, or editor of one or both sites; it applies on their next request. The last active owner keeps the role.',
  )
  @Accepts(changeRoleInput)
  @Answers(AUTH_ANSWERS.roleChanged)
  async changeRole(@Param('id') id: string, @Body() body: unknown, @CurrentAdmin() me: TokenPayload) {
    const access = await this.accounts.changeRole(id, parseOrThrow(changeRoleInput, body), me);
    return { message: ADMIN_MESSAGES.roleChanged, admin: { _id: id, ...access } };
  }

  @Area('hiring')
  @Get('interviewers')
  @Summary(
    'List who may interview',
    "The active administrators who may see applications (owners and recruiters), by name only, oldest first: the interviewer and assignee pickers. The full list is the owner's.",
  )
  @Answers(AUTH_ANSWERS.interviewers)
  async interviewers() {
    return { interviewers: await this.accounts.interviewers() };
  }

  @Area('self')
  @Get('me')
  @Summary('Read my account', 'Name, e-mail and role as they are now: the back office shows only what the role can use.')
  @Answers(AUTH_ANSWERS.me)
  me(@CurrentAdmin() me: TokenPayload) {
    return this.accounts.me(me.sub);
  }

  @Post('disableAdmin/:id')
  @HttpCode(200)
  @Summary('Disable an administrator', 'Their sessions end and they can no longer sign in.')
  @Answers(messageAnswer)
  async disable(@Param('id') id: string, @CurrentAdmin() me: TokenPayload) {
    await this.accounts.disable(id, me);
    return { message: ADMIN_MESSAGES.disabled };
  }

  @Post('enableAdmin/:id')
  @HttpCode(200)
  @Summary('Enable an administrator again')
  @Answers(messageAnswer)
  async enable(@Param('id') id: string, @CurrentAdmin() me: TokenPayload) {
    await this.accounts.enable(id, me);
    return { message: ADMIN_MESSAGES.enabled };
  }

  @Area('self')
  @Post('changePassword')
  @HttpCode(200)
  @Summary('Change my password', 'Other sessions end; the answer carries a new token for this one.')
  @Accepts(changePasswordInput)
  @Answers(AUTH_ANSWERS.passwordChanged)
  async changePassword(@CurrentAdmin() me: TokenPayload, @Body() body: unknown) {
    const { currentPassword, newPassword } = parseOrThrow(changePasswordInput, body);
    const token = await this.accounts.changePassword(me, currentPassword, newPassword);
    return { message: ADMIN_MESSAGES.passwordChanged, token };
  }

  @Area('self')
  @Post('signOutEverywhere')
  @HttpCode(200)
  @Summary('Sign me out everywhere', 'Every token of this administrator stops working, this one included.')
  @Answers(messageAnswer)
  async signOutEverywhere(@CurrentAdmin() me: TokenPayload) {
    await this.accounts.signOutEverywhere(me);
    return { message: ADMIN_MESSAGES.signedOutEverywhere };
  }
}
