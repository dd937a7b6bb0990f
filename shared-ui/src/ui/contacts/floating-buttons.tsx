// Floating chat link (the WhatsApp number of the site settings) and scroll-to-top after 100 px (docs/behaviour.md §2.5).
import { FaWhatsapp } from 'react-icons/fa';
import { FiArrowUp } from 'react-icons/fi';
import { t } from '../../i18n/i18n';
import { useScrolledPast } from '../../lib/hooks';
import { phoneDigits } from './contact-details';
import { useContacts } from './use-contacts';
import './contacts.css';

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function FloatingButtonsView({ phone }: { phone?: string }) {
  const digits = phoneDigits(phone);
  const scrolled = useScrolledPast(100);
  return (
    <div className="ui-floating">
      {scrolled && (
        <button type="button" className="ui-floating__top" aria-label={t('Scroll to top')} onClick={scrollToTop}>
          <FiArrowUp aria-hidden />
        </button>
      )}
      {digits && (
        <a
          className="ui-floating__chat"
          href={`https://wa.me/${digits}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('Chat with us on WhatsApp (opens in a new tab)')}
        >
          <FaWhatsapp aria-hidden />
        </a>
      )}
    </div>
  );
}

/** The buttons with the given number, or the site settings' WhatsApp number when none is given. */
export function FloatingButtons({ phone }: { phone?: string }) {
  const loaded = useContacts({ skip: phone !== undefined });
  return <FloatingButtonsView phone={phone ?? loaded.whatsapp} />;
}
