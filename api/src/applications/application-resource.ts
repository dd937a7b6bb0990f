// Job applications: a submission with a job (open today, with its screening answers, docs/behaviour.md §16, §20),
// a private link for the candidate (§17) in its confirmation, and stages that move only through Applications.
import { resourceService } from '../common/resource/create-resource-module.js';
import { submissionResource } from '../submissions/index.js';
import { APPLICATION_KIND } from './application-kind.js';
import { ApplicationPartsModule } from './application-parts.module.js';
import { Applications } from './applications.service.js';
import { languageOf } from '../mail/index.js';
import { ApplicationLinks } from './candidate/application-links.js';
import { JobTitles } from './hiring/job-titles.service.js';
import { JobOpenings } from './job-openings.js';

export const APPLICATIONS = submissionResource<[JobOpenings, ApplicationLinks, JobTitles, Applications]>(APPLICATION_KIND, {
  imports: [ApplicationPartsModule],
  inject: [JobOpenings, ApplicationLinks, JobTitles, Applications],
  make: (jobs, links, titles, applications) => ({
    prepare: (data, answers) => jobs.applicationTo(data, answers),
    // The job named by its stored title (in the application's language), never by one the visitor typed (docs/behaviour.md §11).
    confirmation: async (doc) => ({ applicationToken: await links.issue(String(doc._id)), jobTitle: await titles.inLanguage(doc, languageOf(doc)) }),
    received: (doc) => applications.submitted(doc),
    moveStatus: (doc, to, actor, context, also) => applications.moveStage(doc, to, actor, context, also),
    changed: (change) => applications.published(change),
    removing: (ids) => applications.removing(ids),
  }),
});

/** The token of the applications' ResourceService. */
export const APPLICATIONS_SERVICE = resourceService(APPLICATIONS);
