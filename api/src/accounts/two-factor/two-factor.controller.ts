import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { confirmTwoFactorInput, disableTwoFactorInput, messageAnswer, TWO_FACTOR_ANSWERS, TWO_FACTOR_MESSAGES, twoFactorPolicyInput } from '@site/contracts';
import { Area, OpenToEnrolment } from '../../common/auth/access.decorator.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { CurrentAdmin } from '../../common/auth/current-admin.decorator.js';
import { parseOrThrow } from '../../common/http/parse.js';
import { Accepts, Answers, Summary } from '../../common/docs/api-docs.decorators.js';
import { AUDIENCE } from '../auth.constants.js';
import { AuthService } from '../auth.service.js';
import { TwoFactorService } from './two-factor.service.js';
import { AuditAs } from '../../common/audit.decorators.js';

/** docs/behaviour.md §25: an admin's own enrolment and its removal; the owner's rule for every admin. */
@ApiTags('AdminLogin')
@AuditAs('TwoFactor')
@Controller('admin/AdminLogin/twoFactor')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly auth: AuthService,
  ) {}

  @Area('self')
  @OpenToEnrolment()
  @Post('start')
  @HttpCode(200)
  @Summary(
    'Start setting up two-factor sign-in',
    'A new secret, as text, as an `otpauth://` address and as a QR code (a PNG data URL) for an authenticator app. It is pending until a first code confirms it, and never answered again after that.',
  )
  @Answers(TWO_FACTOR_ANSWERS.started)
  start(@CurrentAdmin() me: TokenPayload) {
    return this.twoFactor.start(me);
  }

  @Area('self')
  @OpenToEnrolment()
  @Post('confirm')
  @HttpCode(200)
  @Summary(
    'Turn two-factor sign-in on with a first code',
    "Answers the 10 one-time recovery codes, this once. Done with a sign-in's enrolment token, it also answers a session `token`.",
  )
  @Accepts(confirmTwoFactorInput)
  @Answers(TWO_FACTOR_ANSWERS.confirmed)
  async confirm(@CurrentAdmin() me: TokenPayload, @Body() body: unknown) {
    const { code } = parseOrThrow(confirmTwoFactorInput, body);
    const { recoveryCodes, admin } = await this.twoFactor.confirm(me, code);
    const token = me.aud === AUDIENCE.adminEnrolment ? await this.auth.issueToken('admin', admin) : undefined;
    return { message: TWO_FACTOR_MESSAGES.turnedOn, recoveryCodes, ...(token && { token }) };
  }

  @Area('self')
  @Post('disable')
  @HttpCode(200)
  @Summary(
    'Turn two-factor sign-in off',
    'Needs the password and a code (from the app, or a recovery code). Refused while the owner requires two-factor sign-in for every admin.',
  )
  @Accepts(disableTwoFactorInput)
  @Answers(messageAnswer)
  async disable(@CurrentAdmin() me: TokenPayload, @Body() body: unknown) {
    const { password, code } = parseOrThrow(disableTwoFactorInput, body);
    await this.twoFactor.disable(me, password, code);
    return { message: TWO_FACTOR_MESSAGES.turnedOff };
  }

  @Post('reset/:id')
  @HttpCode(200)
  @Summary(
    'Turn another admin’s two-factor sign-in off',
    'For an admin who lost the phone and the recovery codes: their sessions end, and they sign in with the password (and set two-factor up again at sign-in while it is required). Your own is turned off on My Account.',
  )
  @Answers(messageAnswer)
  async reset(@CurrentAdmin() me: TokenPayload, @Param('id') id: string) {
    await this.twoFactor.reset(me, id);
    return { message: TWO_FACTOR_MESSAGES.reset };
  }

  @Get('policy')
  @Summary('Read whether every admin must sign in with a code')
  @Answers(TWO_FACTOR_ANSWERS.policy)
  async policy() {
    return { required: await this.twoFactor.required() };
  }

  @Post('policy')
  @HttpCode(200)
  @Summary(
    'Require two-factor sign-in for every admin, or not',
    'An admin without it is then asked to set it up at sign-in before getting a session. The owner turning it on needs it on for their own account first.',
  )
  @Accepts(twoFactorPolicyInput)
  @Answers(TWO_FACTOR_ANSWERS.policySaved)
  async setPolicy(@CurrentAdmin() me: TokenPayload, @Body() body: unknown) {
    const { required } = parseOrThrow(twoFactorPolicyInput, body);
    await this.twoFactor.setRequired(me, required);
    return { message: TWO_FACTOR_MESSAGES.policySaved, required };
  }
}
