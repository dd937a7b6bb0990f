// Job applications: a submission with a job (open today, with its screening answers, docs/behaviour.md §16, §20),
// a private link for the candidate (§17) in its confirmation, and stages that move only through Applications. Its
// hooks are this room's: each does the application's part, then the part every submission shares.
import { resourceService } from '../common/resource/create-resource-module.js';
import { submissionResource } from '../submissions/index.js';
import { APPLICATION_KIND } from './application-kind.js';
import { ApplicationPartsModule } from './application-parts.module.js';
import { Applications } from './applications.service.js';
import { JobOpenings } from './job-openings.js';
import { AppliedJobs } from './by-phone/applied-jobs.js';

export const APPLICATIONS = submissionResource<[JobOpenings, Applications, AppliedJobs]>(APPLICATION_KIND, {
  imports: [ApplicationPartsModule],
  inject: [JobOpenings, Applications, AppliedJobs],
  hooks: (shared, _model, jobs, applications, applied) => ({
    ...shared,
    // A stage moves by its own method, from an edit and from the inbox too.
    moves: { status: (doc, to, actor, context, also) => applications.moveStage(doc, String(to), actor!, context, also) },
    prepare: async ({ answers, ...data }) => shared.prepare!({ ...data, ...(await jobs.applicationTo(data, answers)) }),
    async created(doc) {
      await shared.created!(doc);
      await applications.submitted(doc);
    },
    async removing(docs) {
      await applied.forget(docs);
      await applications.removing(docs.map((d) => String(d._id)));
      await shared.removing!(docs);
    },
  }),
});

/** The token of the applications' ResourceService. */
export const APPLICATIONS_SERVICE = resourceService(APPLICATIONS);
