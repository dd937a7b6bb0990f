import { t } from '@site/shared-ui';

/** What the candidate's pages call an application: its job's title, or plain words when it names no stored job. */
export const applicationTitle = (jobTitle: string) => jobTitle || t('Your application');
