// FAQ accordion (docs/behaviour.md §2.7): one answer open at a time; the first starts open.
import { useId, useState } from 'react';
import { FiChevronDown } from 'react-icons/fi';
import { t } from '@site/shared-ui';

export interface Faq {
  _id?: string;
  question: string;
  answer: string;
}

export function FaqAccordion({ faqs }: { faqs: Faq[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const base = useId();
  if (faqs.length === 0) return null;
  return (
    <section className="main-faq" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{t('Frequently Asked Questions')}</h2>
      <div className="main-faq__items">
        {faqs.map((f, i) => {
          const expanded = open === i;
          return (
            <div key={f._id ?? i} className={`main-faq__item${expanded ? ' main-faq__item--open' : ''}`}>
              <h3>
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  <span>{f.question}</span>
                  <FiChevronDown aria-hidden className="main-faq__chevron" />
                </button>
              </h3>
              <div id={`${base}-a${i}`} role="region" aria-labelledby={`${base}-q${i}`} hidden={!expanded} className="main-faq__answer">
                <p>{f.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
