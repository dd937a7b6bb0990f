import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  checkInInput,
  deskAnswer,
  DRIVE_ROUTES,
  driveFindQuery,
  driveFunnel,
  drivePeople,
  drivePeopleQuery,
  istDay,
  outcomesAnswer,
  outcomesInput,
  walkInInput,
} from '@site/contracts';
import type { Response } from 'express';
import { AuditAs } from '../../common/audit.decorators.js';
import { Area } from '../../common/auth/access.decorator.js';
import type { AdminRequest } from '../../common/auth/requests.js';
import { Accepts, Answers, AnswersFile, QueryParams, Summary } from '../../common/docs/api-docs.decorators.js';
import { parseOrThrow } from '../../common/http/parse.js';
import { VenueDesk } from './venue-desk.service.js';
import { VenueOutcomes } from './venue-outcomes.service.js';

/**
 * The venue (docs/behaviour.md §26.5–§26.8): the desk, the interviewers and the recruiter after the drive; owners and
 * recruiters only. Each write is told by its service as a fact (`drive.checkedIn`, `drive.outcomes`), which the
 * audit log records; the stages the outcomes move are recorded as each application's change.
 */
@ApiTags('drives')
@Area('hiring')
@AuditAs('DriveVenue')
@Controller()
export class VenueController {
  constructor(
    private readonly desk: VenueDesk,
    private readonly outcomes: VenueOutcomes,
  ) {}

  @Get(DRIVE_ROUTES.roster)
  @Summary(
    "Read a drive's people",
    'Everyone who booked or walked in, in the order they first did; with `interviewer=me`, those checked in and given to the signed-in admin, waiting first, in queue order.',
  )
  @QueryParams(drivePeopleQuery)
  @Answers(drivePeople)
  people(@Param('id') id: string, @Query() query: unknown, @Req() req: AdminRequest) {
    const { interviewer } = parseOrThrow(drivePeopleQuery, query);
    return this.desk.people(id, interviewer === 'me' ? req.admin.sub : undefined);
  }

  @Get(DRIVE_ROUTES.find)
  @Summary('Find a person at a drive', "By their pass's code (the QR code of their SMS or page) or their mobile number; 404 when they are not at this drive.")
  @QueryParams(driveFindQuery)
  @Answers(deskAnswer)
  find(@Param('id') id: string, @Query() query: unknown) {
    return this.desk.find(id, parseOrThrow(driveFindQuery, query));
  }

  @Post(DRIVE_ROUTES.checkIn)
  @HttpCode(200)
  @Summary(
    'Check a person in',
    'By pass or number, on the day of the drive: their queue number and the interviewer free next. The same `key` sent again, or a second check-in of the same person, answers the first.',
  )
  @Accepts(checkInInput)
  @Answers(deskAnswer)
  checkIn(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    return this.desk.checkIn(id, parseOrThrow(checkInInput, body), req.admin);
  }

  @Post(DRIVE_ROUTES.walkIn)
  @HttpCode(200)
  @Summary(
    'Register a walk-in',
    'A name, a number, the job and their language: matched to their application by a proved number, else an application is made (the number not proved) and they are sent their private link by SMS. Checked in at once; the same `key` answers the first.',
  )
  @Accepts(walkInInput)
  @Answers(deskAnswer)
  walkIn(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    return this.desk.walkIn(id, parseOrThrow(walkInInput, body), req.admin);
  }

  @Post(DRIVE_ROUTES.outcomes)
  @HttpCode(200)
  @Summary(
    'Record an outcome for people at a drive',
    "Up to 500 at once. Each application's stage moves (selected → Shortlisted, on hold → Reviewed, rejected → Rejected, joined → Hired; a no-show none) and the candidate is told; those who already had this outcome are told nothing again. Joined only after selected.",
  )
  @Accepts(outcomesInput)
  @Answers(outcomesAnswer)
  record(@Param('id') id: string, @Body() body: unknown, @Req() req: AdminRequest) {
    return this.outcomes.record(id, parseOrThrow(outcomesInput, body), req.admin);
  }

  @Post(DRIVE_ROUTES.noShows)
  @HttpCode(200)
  @Summary('Mark who did not come', 'Everyone booked and not checked in, without an outcome, is marked as a no-show in one step.')
  @Answers(outcomesAnswer)
  noShows(@Param('id') id: string, @Req() req: AdminRequest) {
    return this.outcomes.noShows(id, req.admin);
  }

  @Get(DRIVE_ROUTES.funnel)
  @Summary("Read a drive's funnel", 'Booked, came, interviewed, selected, joined: for the drive, and by job, language and source.')
  @Answers(driveFunnel)
  funnel(@Param('id') id: string) {
    return this.outcomes.funnel(id);
  }

  @Get(DRIVE_ROUTES.funnelCsv)
  @Summary(
    "Export a drive's funnel as CSV",
    'A row for the drive, then per job, language and source: the counts and the conversion from each step to the next, in percent.',
  )
  @AnswersFile('A CSV file, UTF-8 with a byte-order mark', 'text/csv')
  async funnelCsv(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const csv = await this.outcomes.funnelCsv(id);
    res
      .status(200)
      .set({
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="drive-funnel-${id}-${istDay(new Date())}.csv"`,
        'Cache-Control': 'no-store',
      })
      .send(`\uFEFF${csv}`);
  }
}
