import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PERSON_ROUTE, personAnswer, personLinkInput } from '@site/contracts';
import { AuditAs, AuditRead } from '../../common/audit.decorators.js';
import { Area } from '../../common/auth/access.decorator.js';
import type { AdminRequest } from '../../common/auth/requests.js';
import { Accepts, Answers, Summary } from '../../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../../common/http/parse.js';
import { People } from './people.service.js';

/** The person of an application, for the recruiters (docs/behaviour.md §16.3). */
@ApiTags('applications')
@AuditAs('Candidates')
@Controller()
export class PeopleController {
  constructor(private readonly people: People) {}

  @Get(PERSON_ROUTE)
  @Area('hiring')
  @AuditRead('Inbox', 'detail', (req) => ({ documentId: req.params.id as string, subjectType: 'applyJobs' }))
  @Summary('Read the person of an application', 'Their other applications (the same number confirmed by code, or linked), and those possibly theirs.')
  @Answers(personAnswer)
  of(@Param('id') id: string) {
    return this.people.of(id);
  }

  @Post(PERSON_ROUTE)
  @Area('hiring')
  @HttpCode(200)
  @Summary('Link or keep apart two applications', 'Whether another application is the same person; the answer is the person as it now is.')
  @Accepts(personLinkInput)
  @Answers(personAnswer)
  async link(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    const { other, same } = parseOrThrow(personLinkInput, body);
    await this.people.link(id, other, same, req.admin);
    return this.people.of(id);
  }
}
