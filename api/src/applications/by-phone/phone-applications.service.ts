// Applying with a proved mobile number (docs/behaviour.md §16.1): the number is the candidate; the same number and
// job make one application, however often it is sent; an e-mail address and a CV only where the job asks.
import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { languagePath, PHONE_APPLY_MESSAGES, PHONE_CODE_MESSAGES, phoneApplicationInput, type PhoneApplicationAnswer } from '@site/contracts';
import { requestLanguageNow } from '../../common/http/request-language.js';
import { parseOrThrow } from '../../common/http/parse.js';
import type { UploadedFileMap } from '../../common/files/upload.interceptor.js';
import type { ResourceService } from '../../common/resource/resource.service.js';
import { JobOpenings } from '../job-openings.js';
import { PhoneProofs } from '../../phone-codes/index.js';
import { SiteSettingsService } from '../../settings/index.js';
import { APPLICATIONS_SERVICE } from '../application-resource.js';
import { ApplicationLinks } from '../candidate/application-links.js';
import { AppliedJobs } from './applied-jobs.js';

@Injectable()
export class PhoneApplications {
  constructor(
    @Inject(APPLICATIONS_SERVICE) private readonly applications: ResourceService,
    private readonly jobs: JobOpenings,
    private readonly proofs: PhoneProofs,
    private readonly applied: AppliedJobs,
    private readonly links: ApplicationLinks,
    private readonly settings: SiteSettingsService,
  ) {}

  /**
   * Stores a phone application under `id` (the spam guard's), or answers the one this number already made to the
   * job, storing nothing. The CV is refused missing only where the job requires it, and not kept where it asks none.
   */
  async apply(body: Record<string, unknown>, files: UploadedFileMap, id: string): Promise<PhoneApplicationAnswer['data']> {
    const { phoneToken, mobile, source, ...fields } = parseOrThrow(phoneApplicationInput, body);
    const proved = await this.proofs.verify(phoneToken, 'apply');
    if (proved !== mobile) throw new BadRequestException(PHONE_CODE_MESSAGES.proofNeeded);
    const cv = await this.jobs.cvOf(fields.jobId);
    if (cv === 'required' && !files.resume?.length) throw new BadRequestException(PHONE_APPLY_MESSAGES.cvRequired);
    const stored = async (applicationId: string) => (await this.applications.peek(applicationId, ['_id'])) !== null;
    // Only a source on the firm's list is kept: a stranger's link cannot fill the office's filters.
    const known = source ? await this.settings.knownSource(source) : undefined;
    const earlier = await this.applied.claim(mobile, fields.jobId, id, stored);
    if (earlier) return { _id: earlier, alreadyApplied: true, page: await this.pageOf(earlier) };
    try {
      await this.applications.createChecked(
        { ...fields, mobile, candidate: mobile, phoneVerified: true, ...(known && { source: known }) },
        cv === 'none' ? {} : files,
        { _id: id, filesRequired: false },
      );
    } catch (err) {
      await this.applied.release(mobile, fields.jobId, id);
      throw err;
    }
    return { _id: id, alreadyApplied: false, page: await this.pageOf(id) };
  }

  /**
   * The application of a proved number to a job, for a room that books or registers the person (a walk-in drive's
   * booking, docs/behaviour.md §26): the one this number already made to the job (nothing stored), or one stored now
   * under `id` as `apply` stores it, without a CV. Its screening answers are checked as the apply form's are.
   */
  async ensure(
    fields: { name: string; mobile: string; jobId: string; answers?: unknown; email?: string; source?: string },
    id: string,
  ): Promise<{ id: string; made: boolean }> {
    const { mobile, source, ...rest } = fields;
    const stored = async (applicationId: string) => (await this.applications.peek(applicationId, ['_id'])) !== null;
    const known = source ? await this.settings.knownSource(source) : undefined;
    const earlier = await this.applied.claim(mobile, fields.jobId, id, stored);
    if (earlier) return { id: earlier, made: false };
    try {
      await this.applications.createChecked(
        { ...rest, answers: rest.answers ?? {}, consent: true, mobile, candidate: mobile, phoneVerified: true, ...(known && { source: known }) },
        {},
        { _id: id, filesRequired: false },
      );
    } catch (err) {
      await this.applied.release(mobile, fields.jobId, id);
      throw err;
    }
    return { id, made: true };
  }

  /** The candidate's page by a new link: the number is proved, so the link is theirs to have. */
  private async pageOf(applicationId: string) {
    return languagePath(requestLanguageNow(), `/application/${await this.links.issue(applicationId)}`);
  }
}
