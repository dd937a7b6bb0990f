// The releases routes' bodies and answers as zod schemas, for the OpenAPI document (the contract holds their types).
import { z } from 'zod';
import { RECORDED_SINGLETONS, RELEASE_REMOTES, releaseRecordSchema } from '@site/contracts/releases';

/** `POST /releases/:remote`: the record the release command wrote beside the release's files. */
export const registrationSchema = z.object({ record: releaseRecordSchema }).strict();

/** What a release records of the shared singletons, as the document can say it (each singleton, major.minor.patch). */
const singletonsDoc = z.object(Object.fromEntries(RECORDED_SINGLETONS.map((name) => [name, z.string()]))).strict();
/** The registration as the OpenAPI document describes it (validated with registrationSchema). */
export const registrationDoc = z
  .object({ record: releaseRecordSchema.extend({ builtAgainst: z.object({ contract: z.number().int().min(1), singletons: singletonsDoc }).strict() }) })
  .strict();

/** The remote in a path. */
export const remotePath = z.object({ remote: z.enum(RELEASE_REMOTES) });

export const registeredAnswer = z.object({ id: z.string(), pruned: z.array(z.string()) });

export const removedAnswer = z.object({ removed: z.string(), releases: z.array(z.string()) });

export const liveReleaseAnswer = z.object({
  live: z.string().nullable(),
  canary: z.object({ id: z.string(), percent: z.number().int() }).nullable(),
  previous: z.array(z.string()),
});

export const liveReleasesAnswer = z.object({ main: liveReleaseAnswer, integrated: liveReleaseAnswer, admin: liveReleaseAnswer });

const releaseListEntryAnswer = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  live: z.boolean(),
  canary: z.object({ percent: z.number().int() }).nullable(),
  builtAgainst: z.object({ contract: z.number().int(), singletons: z.record(z.string(), z.string()) }),
  startupJs: z.number().int().optional(),
  accepted: z.boolean(),
  reason: z.string().optional(),
  loads: z.number().int(),
  failures: z.number().int(),
  failureRate: z.number().nullable(),
  lastFailureAt: z.iso.datetime().optional(),
});

export const releaseListAnswer = z.array(releaseListEntryAnswer);

const remoteReleasesAnswer = z.object({ pointer: liveReleaseAnswer, releases: releaseListAnswer });
export const adminReleasesAnswer = z.object({
  main: remoteReleasesAnswer.optional(),
  integrated: remoteReleasesAnswer.optional(),
  admin: remoteReleasesAnswer.optional(),
});

export const canaryPassAnswer = z.object({ pass: z.string(), expiresAt: z.iso.datetime() });
