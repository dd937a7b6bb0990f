// The about content's pictures on both sites: its main and small images and the experience badge ('25+ Years
// Experience of Service' when none is set). Its styles (about.css) also lay out the block around it: a site puts
// it in a `ui-about__inner` beside its text, whose lead paragraph is `ui-about__lead`.
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { ImageWithFallback } from '../image/image-with-fallback';
import { firstImage, splitBadge } from '../stats/stat-counter';
import './about.css';

export function AboutMedia({ about }: { about: Entity<'about'> | undefined }) {
  const badge = splitBadge(about?.experience);
  return (
    <div className="ui-about__media">
      <ImageWithFallback className="ui-about__image" src={firstImage(about?.image)} alt={t('Our team at work')} width={640} height={480} />
      <ImageWithFallback className="ui-about__small" src={firstImage(about?.smallImage)} alt="" width={320} height={240} />
      <p className="ui-about__badge">
        <strong>{badge.figure}</strong> <span>{badge.caption}</span>
      </p>
    </div>
  );
}
