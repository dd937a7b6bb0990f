import { Controller, Get, Headers, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AUTH_ANSWERS, AUTH_ROUTES, requestLanguage } from '@site/contracts';
import { VisitorVerification } from '../../accounts/index.js';
import { Access } from '../../common/auth/access.decorator.js';
import type { TokenPayload } from '../../common/auth/requests.js';
import { CurrentVisitor } from '../../common/auth/current-admin.decorator.js';
import { Answers, AnswersError, Summary } from '../../common/docs/api-docs.decorators.js';
import { CandidateService } from './candidate.service.js';
import { AuditAs } from '../../common/audit.decorators.js';

/** A signed-in visitor's own applications (docs/behaviour.md §21): only once their address is confirmed. */
@ApiTags('UserLogin')
@AuditAs('MyApplications')
@Controller()
export class MyApplicationsController {
  constructor(
    private readonly verification: VisitorVerification,
    private readonly candidate: CandidateService,
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
}
