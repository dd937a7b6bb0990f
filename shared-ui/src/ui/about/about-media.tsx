// The about content's pictures on both sites: its main and small images and the experience badge ('25+ Years
// Experience of Service' when none is set). The block's own class names the parts, so each site styles its own.
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { ImageWithFallback } from '../image/image-with-fallback';
import { firstImage, splitBadge } from '../stats/stat-counter';

export function AboutMedia({ about, block }: { about: Entity<'about'> | undefined; block: string }) {
  const badge = splitBadge(about?.experience);
  return (
    <div className={`${block}__media`}>
      <ImageWithFallback className={`${block}__image`} src={firstImage(about?.image)} alt={t('Our team at work')} width={640} height={480} />
      <ImageWithFallback className={`${block}__small`} src={firstImage(about?.smallImage)} alt="" width={320} height={240} />
      <p className={`${block}__badge`}>
        <strong>{badge.figure}</strong> <span>{badge.caption}</span>
      </p>
    </div>
  );
}
