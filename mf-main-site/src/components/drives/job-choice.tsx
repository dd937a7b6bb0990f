import type { PublicDrive } from '@site/contracts';
import { SelectField, t } from '@site/shared-ui';
import type { SelectHTMLAttributes } from 'react';

/** The job to book for, on a drive that hires for several (none on a drive of one job). */
export function JobChoice({ drive, ...field }: { drive: PublicDrive; error?: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  if (drive.jobs.length < 2) return null;
  return (
    <SelectField
      label={t('Job')}
      required
      options={drive.jobs.map((j) => j._id)}
      optionLabel={(id) => drive.jobs.find((j) => j._id === id)?.title ?? id}
      placeholder={t('Choose a job')}
      {...field}
    />
  );
}
