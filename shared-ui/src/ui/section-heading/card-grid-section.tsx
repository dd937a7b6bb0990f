// A centred section of cards under a heading: 'Loading...' while the first cards load, then one card per item.
// The block's own class names the parts (`<block>__loading`, `__grid`, `__card`), so each page styles its own.
import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';
import { t } from '../../i18n/i18n';

export interface CardGridSectionProps<T extends { _id: string }> {
  /** The section's class; its parts are `${block}__loading`, `${block}__grid` and `${block}__card`. */
  block: string;
  titleId: string;
  eyebrow: string;
  title: string;
  items: readonly T[];
  loading: boolean;
  /** The inside of one card. */
  children: (item: T, index: number) => ReactNode;
}

export function CardGridSection<T extends { _id: string }>({ block, titleId, eyebrow, title, items, loading, children }: CardGridSectionProps<T>) {
  return (
    <section className={`ui-section ${block}`} aria-labelledby={titleId}>
      <div className="ui-container">
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} align="center" />
        {loading && items.length === 0 ? (
          <p role="status" className={`${block}__loading`}>
            {t('Loading...')}
          </p>
        ) : (
          <ul className={`${block}__grid`}>
            {items.map((item, i) => (
              <li key={item._id} className={`${block}__card`}>
                {children(item, i)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
