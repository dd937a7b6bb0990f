import { PrivacyNotice } from '@site/shared-ui';

/** /integrat/privacy (docs/behaviour.md §14.1): the privacy notice, its title the page's heading. */
export function PrivacyPage() {
  return <PrivacyNotice headingLevel={1} />;
}
