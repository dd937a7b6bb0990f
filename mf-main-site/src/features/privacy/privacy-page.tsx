import { PrivacyNotice, t } from '@site/shared-ui';
import { MainHero } from '../../components/main-hero';

/** /main/privacy (docs/behaviour.md §14.1): the hero "PRIVACY" and the privacy notice under it. */
export function PrivacyPage() {
  return (
    <>
      <MainHero label={t('PRIVACY')} />
      <PrivacyNotice headingLevel={2} />
    </>
  );
}
