// 'Trusted by Industry Leaders' (docs/behaviour.md §2.10, §4, §9): the clients' logos scrolling in a loop over a doubled list,
// 15 s per cycle. The loop pauses while pointed at, stops while a logo has keyboard focus, and stands still for
// visitors who ask for reduced motion (then the single list wraps). Its height is kept while the list loads.
import { type CSSProperties, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Entity } from '../../api/types';
import { t } from '../../i18n/i18n';
import { ImageWithFallback } from '../image/image-with-fallback';
import { doubledList, LOGO_STRIP_CYCLE_MS } from './logo-strip';
import './clients.css';

export type ClientLogoData = Pick<Entity<'clients'>, '_id' | 'name' | 'image'>;

export interface ClientLogoStripProps {
  clients: ClientLogoData[] | undefined;
  loading?: boolean;
  title?: string;
  cycleMs?: number;
}

export function ClientLogoStrip({ clients, loading, title = t('Trusted by Industry Leaders'), cycleMs = LOGO_STRIP_CYCLE_MS }: ClientLogoStripProps) {
  const titleId = useId();
  const list = clients ?? [];
  const style = { '--ui-logo-strip-cycle': `${cycleMs / 1000}s` } as CSSProperties;
  return (
    <section className="ui-section ui-logo-strip" aria-labelledby={titleId}>
      <div className="ui-container">
        <h2 id={titleId} className="ui-logo-strip__title">
          {title}
        </h2>
      </div>
      <div
        className="ui-logo-strip__viewport"
        aria-busy={loading && list.length === 0}
        onBlur={(e) => {
          // Focus has left the strip: the loop restarts from its own start, not from where focus scrolled it.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) e.currentTarget.scrollLeft = 0;
        }}
      >
        {list.length === 0 ? (
          <p className="ui-logo-strip__empty" role="status">
            {loading ? t('Loading clients...') : t('Our client list is being updated.')}
          </p>
        ) : (
          <ul className="ui-logo-strip__track" style={style} data-testid="logo-strip-track">
            {doubledList(list).map(({ item, copy, index }) => (
              <li key={`${copy}-${item._id}-${index}`} className="ui-logo-strip__item" aria-hidden={copy === 1 || undefined} data-copy={copy}>
                <Link
                  to={`/client/${item._id}`}
                  tabIndex={copy === 1 ? -1 : undefined}
                  className="ui-logo-strip__link"
                  // The whole logo in sight, not only the part the browser deems enough.
                  onFocus={(e) => e.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
                >
                  <ImageWithFallback src={item.image} alt={copy === 1 ? '' : item.name} width={200} height={120} loading="eager" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
