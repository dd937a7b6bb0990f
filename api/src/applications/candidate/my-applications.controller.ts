import { Body, Controller, Get, Headers, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_ANSWERS, AUTH_ROUTES, MY_PHONE_APPLICATIONS_ROUTE, myPhoneApplicationsAnswer, myPhoneApplicationsInput, requestLanguage } from '@site/contracts';
import { requestLanguageNow } from '../../common/http/request-language.js';
import { parseOrThrow } from '../../common/http/parse.js';
import { PhoneProofs } from '../../phone-codes/index.js';
import { VisitorVerification } from '../../accounts/index.js';
import { Access } from '../../common/auth/access.decorator.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { CurrentVisitor } from '../../common/auth/current-admin.decorator.js';
import { Accepts, Answers, AnswersError, Summary } from '../../common/docs/api-docs.decorators.js';
import { CandidateService } from './candidate.service.js';
import { AuditAs } from '../../common/audit.decorators.js';

/**
 * One's own applications (docs/behaviour.md §21): a signed-in visitor's, once their address is confirmed, or a
 * candidate's, by their mobile number proved with a code.
 */
@ApiTags('UserLogin')
@AuditAs('MyApplications')
@Controller()
export class MyApplicationsController {
  constructor(
    private readonly verification: VisitorVerification,
    private readonly candidate: CandidateService,
    private readonly proofs: PhoneProofs,
  ) {}

  @Get(AUTH_ROUTES.userApplications)
  @Access('visitor')
  @Summary(
    'My applications',
    'The applications made with the visitor’s confirmed address, newest first: each one’s stage and upcoming interviews, as its private page shows them.',
  )
  @Answers(AUTH_ANSWERS.userApplications)
  @AnswersError(403, 'The e-mail address is not confirmed yet')
  async list(@CurrentVisitor() visitor: TokenPayload, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    // The stages in the words of the page asking (`?lang=`, else Accept-Language, else English).
    return { applications: await this.candidate.applicationsOf(await this.verification.confirmedEmailOf(visitor.sub), requestLanguage(lang, accept)) };
  }

  @Post(MY_PHONE_APPLICATIONS_ROUTE)
  @Access('public')
  @HttpCode(200)
  @Summary(
    'My applications, by a mobile number',
    'With a proof of the number (POST /phone-codes/verify, purpose `applications`): every application made with that number proved, newest first, each as its private page shows it, with a new private link to that page in the request’s language. 400 when the proof is missing, expired or for another purpose.',
  )
  @Accepts(myPhoneApplicationsInput)
  @Answers(myPhoneApplicationsAnswer)
  async byPhone(@Body() body: unknown) {
    const { phoneToken } = parseOrThrow(myPhoneApplicationsInput, body);
    const e164 = await this.proofs.verify(phoneToken, 'applications');
    return { applications: await this.candidate.applicationsOfCandidate(e164, requestLanguageNow()) };
  }
}
