import { Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CANDIDATE_ROUTES, candidateApplication, candidateEraseResult, candidateExport, requestLanguage } from '@site/contracts';
import { Access } from '../../common/auth/access.decorator.js';
import { Answers, Summary } from '../../common/docs/api-docs.decorators.js';
import { CandidateService, pageLanguage } from './candidate.service.js';
import { AuditAs } from '../../common/audit.decorators.js';

/** The page's language: `?lang=` when known, else the application's own (Accept-Language only for a link that opens nothing). */
const languageOf = (lang: unknown, acceptLanguage: string | undefined) => pageLanguage(lang, requestLanguage(lang, acceptLanguage));

/**
 * The candidate's own page (docs/behaviour.md §17): anonymous, the link's token is the credential. Its words (the
 * stage, messages) are in `?lang=` or else the application's language.
 */
@ApiTags('candidate')
@AuditAs('Candidate')
@Controller()
export class CandidateController {
  constructor(private readonly candidate: CandidateService) {}

  @Get(CANDIDATE_ROUTES.page)
  @Access('public')
  @Summary(
    "Read one's own application",
    'The job, the date applied, the stage in plain words and upcoming interviews. 404 for an unknown, erased or expired link.',
  )
  @Answers(candidateApplication)
  view(@Param('token') token: string, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    return this.candidate.view(token, languageOf(lang, accept));
  }

  @Post(CANDIDATE_ROUTES.withdraw)
  @Access('public')
  @HttpCode(200)
  @Summary("Withdraw one's own application", "Status Withdrawn, recorded in its history as the candidate's action; the company is told by e-mail.")
  @Answers(candidateApplication)
  withdraw(@Param('token') token: string, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    return this.candidate.withdraw(token, languageOf(lang, accept));
  }

  @Get(CANDIDATE_ROUTES.export)
  @Access('public')
  @Summary("Download what the site holds about one's own application", 'JSON, as an attachment.')
  @Answers(candidateExport)
  async export(
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
    @Query('lang') lang: unknown,
    @Headers('accept-language') accept?: string,
  ) {
    const data = await this.candidate.export(token, languageOf(lang, accept));
    res.setHeader('Content-Disposition', 'attachment; filename="my-application.json"');
    res.setHeader('Cache-Control', 'private, no-store');
    return data;
  }

  @Post(CANDIDATE_ROUTES.erase)
  @Access('public')
  @HttpCode(200)
  @Summary("Erase one's own application", "The same erase as the back office's: the application, its CV, history, e-mails and link.")
  @Answers(candidateEraseResult)
  async erase(@Param('token') token: string, @Query('lang') lang: unknown, @Headers('accept-language') accept?: string) {
    return { message: await this.candidate.erase(token, languageOf(lang, accept)) };
  }
}
