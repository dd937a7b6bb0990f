import { Module } from '@nestjs/common';
import { AuthModule } from '../accounts/index.js';
import { collectionProvider } from '../common/collections.js';
import { createResourceModule } from '../common/resource/create-resource-module.js';
import { SiteSettingsModule } from '../settings/index.js';
import { SubmissionStoreModule } from '../submissions/index.js';
import { ApplicationListeners } from './application-listeners.js';
import { CandidateSmsListeners } from './candidate-sms-listeners.js';
import { ApplicationPartsModule } from './application-parts.module.js';
import { PhoneApplyController } from './by-phone/phone-apply.controller.js';
import { PhoneApplications } from './by-phone/phone-applications.service.js';
import { PeopleController } from './people/people.controller.js';
import { PeopleListeners } from './people/people-listeners.js';
import { People } from './people/people.service.js';
import { PERSON_LINKS, PersonLinks } from './people/person-links.js';
import { PhoneCodesModule } from '../phone-codes/index.js';
import { SmsModule } from '../sms/index.js';
import { APPLICATIONS } from './application-resource.js';
import { CandidateController } from './candidate/candidate.controller.js';
import { CandidateService } from './candidate/candidate.service.js';
import { MyApplicationsController } from './candidate/my-applications.controller.js';
import { CandidateMail } from './hiring/candidate-mail.service.js';
import { CandidateSms } from './hiring/candidate-sms.service.js';
import { InterviewsController } from './hiring/interviews.controller.js';
import { INTERVIEW_COLLECTIONS, InterviewStore } from './hiring/interview-store.js';
import { Interviews } from './hiring/interviews.service.js';
import { STATUS_TEMPLATES, StatusTemplates } from './hiring/status-templates.service.js';
import { TemplatesController } from './hiring/templates.controller.js';
import { PreviewLinks, UsedLinksModel } from './resumes/preview-links.js';
import { ResumesController } from './resumes/resumes.controller.js';

/**
 * The applications room: job applications from the form to the hire. Their resource (a submission with a job and a
 * private link), their CVs, the candidate's own page and "My applications" (docs/behaviour.md §17, §21), status
 * e-mails from editable templates (§18) and interviews with calendar invitations (§19).
 */
@Module({
  imports: [
    ApplicationPartsModule,
    SubmissionStoreModule,
    SiteSettingsModule,
    PhoneCodesModule,
    SmsModule,
    AuthModule,
    UsedLinksModel,
    createResourceModule(APPLICATIONS),
  ],
  controllers: [
    ResumesController,
    CandidateController,
    MyApplicationsController,
    TemplatesController,
    InterviewsController,
    PhoneApplyController,
    PeopleController,
  ],
  providers: [
    ...[STATUS_TEMPLATES, PERSON_LINKS, ...Object.values(INTERVIEW_COLLECTIONS)].map(collectionProvider),
    PreviewLinks,
    CandidateService,
    StatusTemplates,
    InterviewStore,
    Interviews,
    CandidateMail,
    CandidateSms,
    ApplicationListeners,
    CandidateSmsListeners,
    PhoneApplications,
    People,
    PersonLinks,
    PeopleListeners,
  ],
  exports: [ApplicationPartsModule, PhoneApplications],
})
export class ApplicationsModule {}
