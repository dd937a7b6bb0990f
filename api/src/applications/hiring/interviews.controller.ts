import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { interviewAnswer, interviewInput, interviewsAnswer, OBJECT_ID, upcomingAnswer, upcomingQuery } from '@site/contracts';
import type { AdminRequest } from '../../common/auth/requests.js';
import { parseOrThrow } from '../../common/http/parse.js';
import { Accepts, Answers, QueryParams, Summary } from '../../common/docs/api-docs.decorators.js';
import { Interviews } from './interviews.service.js';
import { Area } from '../../common/auth/access.decorator.js';
import { AuditAs } from '../../common/audit.decorators.js';

const applicationId = (id: string) => {
  if (!OBJECT_ID.test(id)) throw new BadRequestException('Invalid application ID');
  return id;
};

/**
 * Interviews of applications (owners and recruiters, docs/behaviour.md §22). Each change is told by `Interviews` as
 * `interview.changed` with the application (`:id`), which the audit log names as the document it is about.
 */
@ApiTags('hiring')
@Area('hiring')
@AuditAs('Interviews')
@Controller('admin/hiring/interviews')
export class InterviewsController {
  constructor(private readonly interviews: Interviews) {}

  @Get()
  @Summary('Read the upcoming interviews by day', 'The scheduled interviews of each day in India (IST), from `from` (today) for `days` days (7).')
  @QueryParams(upcomingQuery)
  @Answers(upcomingAnswer)
  upcoming(@Query() query: unknown) {
    const { from, days } = parseOrThrow(upcomingQuery, query);
    return this.interviews.upcoming(from, days);
  }

  @Get(':id')
  @Summary("Read an application's interviews", 'Earliest first, cancelled ones included.')
  @Answers(interviewsAnswer)
  async of(@Param('id') id: string) {
    return { interviews: await this.interviews.of(applicationId(id)) };
  }

  @Post(':id')
  @Summary('Schedule an interview', 'Date and time in India (IST); the candidate and the interviewer are sent an invitation with a calendar file.')
  @Accepts(interviewInput)
  @Answers(interviewAnswer, 201)
  async schedule(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    const interview = await this.interviews.schedule(applicationId(id), parseOrThrow(interviewInput, body), req.admin);
    return { message: 'Interview scheduled', interview };
  }

  @Post(':id/:interviewId')
  @HttpCode(200)
  @Summary('Reschedule an interview', 'The candidate and the interviewer are sent an update of the same calendar event.')
  @Accepts(interviewInput)
  @Answers(interviewAnswer)
  async reschedule(@Param('id') id: string, @Param('interviewId') interviewId: string, @Body() body: unknown, @Req() req: AdminRequest) {
    const interview = await this.interviews.reschedule(applicationId(id), interviewId, parseOrThrow(interviewInput, body), req.admin);
    return { message: 'Interview rescheduled', interview };
  }

  @Post(':id/:interviewId/cancel')
  @HttpCode(200)
  @Summary('Cancel an interview', 'The candidate and the interviewer are sent a cancellation of the calendar event.')
  @Answers(interviewAnswer)
  async cancel(@Param('id') id: string, @Param('interviewId') interviewId: string, @Req() req: AdminRequest) {
    const interview = await this.interviews.cancel(applicationId(id), interviewId, req.admin);
    return { message: 'Interview cancelled', interview };
  }
}
