import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import yazl from 'yazl';
import {
  type EraseResult,
  type Person,
  eraseResult,
  messageAnswer,
  personQuery,
  personRecord,
  PRIVACY_ROUTES,
  type PersonRecord,
  retentionInput,
  retentionRunDone,
  retentionRunGoing,
  type RetentionRunResult,
  type RetentionSettings,
  retentionSettings,
} from '@site/contracts';
import { Accepts, Answers, AnswersFile, QueryParams, Summary } from '../common/docs/api-docs.decorators.js';
import { AuditRead, personRef, AuditAs } from '../common/audit.decorators.js';
import type { AdminRequest } from '../common/auth/requests.js';
import { parseOrThrow } from '../common/http/parse.js';
import { ResumeLog } from '../applications/index.js';
import { PrivacyService } from './privacy.service.js';
import { RetentionService } from './retention.service.js';

/** Personal-data rights for admins (docs/behaviour.md §14); admin only, as every route by default. */
@ApiTags('privacy')
@AuditAs('Privacy')
@Controller()
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacyService,
    private readonly retention: RetentionService,
    private readonly resumeLog: ResumeLog,
  ) {}

  @Get(PRIVACY_ROUTES.person)
  @AuditRead('Privacy', 'find', personRef)
  @Summary(
    'Find everything held about a person',
    'Their account, submissions, e-mails and CV openings, by e-mail address; or every submission made with a mobile number (`mobile`, however typed), their e-mails and CV openings.',
  )
  @QueryParams(personQuery)
  @Answers(personRecord)
  find(@Query() query: unknown): Promise<PersonRecord> {
    return this.privacy.find(personOf(query));
  }

  /** Every CV of the person in one zip (empty when there is none); each is in the CV access log as an export. */
  @Get(PRIVACY_ROUTES.personResumes)
  @AuditRead('Privacy', 'resumes', personRef)
  @Summary('Download every CV of a person', 'One zip, empty when there is none.')
  @QueryParams(personQuery)
  @AnswersFile('A zip of the CVs', 'application/zip')
  async resumes(@Query() query: unknown, @Req() req: AdminRequest, @Res() res: Response) {
    const person = personOf(query);
    const resumes = await this.privacy.openResumes(person);
    try {
      for (const r of resumes) await this.resumeLog.record(r.applicationId, req.admin.sub, 'export', req.ip);
    } catch (err) {
      // A CV nobody could account for is not sent.
      for (const r of resumes) r.file.stream.destroy();
      throw err;
    }
    const zip = new yazl.ZipFile();
    const names = new Set<string>();
    for (const r of resumes) zip.addReadStream(r.file.stream, uniqueName(r.fileName, names));
    zip.end();
    res.setHeader('Content-Type', 'application/zip');
    // Only safe characters are left in the name, so it needs no encoding.
    res.setHeader('Content-Disposition', `attachment; filename="cvs-${(person.email ?? person.mobile).replace(/[^a-z0-9._-]+/g, '_')}.zip"`);
    res.setHeader('Cache-Control', 'private, no-store');
    zip.outputStream.pipe(res);
  }

  @Post(PRIVACY_ROUTES.erase)
  @HttpCode(200)
  @Summary(
    'Erase a person',
    'Everything held about this e-mail address (account, submissions, files and e-mails), or this mobile number (every submission made with it, with its files, e-mails and SMS, and its codes).',
  )
  @Accepts(personQuery)
  @Answers(eraseResult)
  async erase(@Body() body: unknown, @Req() req: AdminRequest): Promise<EraseResult> {
    const erased = await this.privacy.erase(personOf(body), req.admin);
    return { message: 'Personal data erased', erased };
  }

  @Get(PRIVACY_ROUTES.retention)
  @Summary('Read how long submissions are kept', 'With the last and the running deletion of expired ones.')
  @Answers(retentionSettings)
  retentionSettings(): Promise<RetentionSettings> {
    return this.retention.settings();
  }

  @Post(PRIVACY_ROUTES.retention)
  @HttpCode(200)
  @Summary('Set how long submissions are kept', 'Days per type; null keeps them until erased.')
  @Accepts(retentionInput)
  @Answers(retentionSettings.extend(messageAnswer.shape))
  async saveRetention(@Body() body: unknown, @Req() req: AdminRequest) {
    const saved = await this.retention.save(parseOrThrow(retentionInput, body), req.admin);
    return { message: 'Retention saved', ...saved };
  }

  /** 200 with the counts when the run ends within the wait; 202 while a larger one goes on in the background. */
  @Post(PRIVACY_ROUTES.retentionRun)
  @HttpCode(200)
  @Summary('Delete expired submissions now')
  @Answers(retentionRunDone)
  @Answers(retentionRunGoing, 202)
  async runRetention(@Res({ passthrough: true }) res: Response, @Req() req: AdminRequest): Promise<RetentionRunResult> {
    const run = await this.retention.runNow(req.admin);
    if (run.done) return { message: 'Expired submissions deleted', deleted: run.deleted };
    res.status(202);
    return { message: 'Deleting expired submissions goes on in the background', running: run.running };
  }
}

/** Whom a request is about: its e-mail address, or its mobile number as stored. */
function personOf(input: unknown): Person {
  const { email, mobile } = parseOrThrow(personQuery, input);
  return email !== undefined ? { email } : { mobile: mobile! };
}

/** The stored resume name (safe characters only), with " (2)", " (3)"... when the zip holds that name already. */
function uniqueName(fileName: string, taken: Set<string>) {
  const clean = fileName.replace(/[^\w.\- ]+/g, '_') || 'resume';
  const dot = clean.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  let name = clean;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} (${n})${ext}`;
  taken.add(name.toLowerCase());
  return name;
}
