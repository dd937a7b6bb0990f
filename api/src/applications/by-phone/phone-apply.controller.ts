import { Body, Controller, HttpCode, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PHONE_APPLY_ROUTE, phoneApplicationAnswer, phoneApplicationInput, RESOURCES, SPAM_GUARD } from '@site/contracts';
import { SubmissionGuard } from '../../common/abuse/submission-guard.js';
import { AuditAs } from '../../common/audit.decorators.js';
import { Access } from '../../common/auth/access.decorator.js';
import { Accepts, Answers, Summary } from '../../common/docs/api-docs.decorators.js';
import { UploadInterceptor, type UploadedFileMap } from '../../common/files/upload.interceptor.js';
import { PhoneApplications } from './phone-applications.service.js';

const resume = { ...RESOURCES.applyJobs.files.resume, field: 'resume' };

/** Applying with a mobile number proved by a code (docs/behaviour.md §16.1): anonymous, behind the forms' spam defence. */
@ApiTags('applications')
@AuditAs('Applications')
@Controller()
export class PhoneApplyController {
  constructor(
    private readonly applications: PhoneApplications,
    private readonly guard: SubmissionGuard,
  ) {}

  @Post(PHONE_APPLY_ROUTE)
  @HttpCode(201)
  @Access('public')
  @UseInterceptors(
    UploadInterceptor({
      files: [resume],
      textFields: [...Object.keys(phoneApplicationInput.shape), 'resume', SPAM_GUARD.honeypotField, SPAM_GUARD.fillTimeField],
      visitor: true,
    }),
  )
  @Summary(
    'Apply with a mobile number',
    'A name, the number proved by a code (POST /phone-codes/verify), the screening answers and consent; an e-mail address and a CV (`resume`) where the job asks. The same number and job answer the application already made, storing nothing new.',
  )
  @Accepts(phoneApplicationInput)
  @Answers(phoneApplicationAnswer)
  async apply(@Body() body: unknown, @UploadedFiles() files: UploadedFileMap = {}) {
    let answer: Awaited<ReturnType<PhoneApplications['apply']>> | undefined;
    // A bot or a repeat of the same form gets the guard's id; a real send, what the application answers.
    const _id = await this.guard.submit({ kind: 'applyJobsByPhone', body, files, input: phoneApplicationInput, dedupe: false }, async (clean, id) => {
      answer = await this.applications.apply(clean, files, id.toHexString());
    });
    return { message: 'Job application added successfully', data: answer ?? { _id, alreadyApplied: false, page: '' } };
  }
}
