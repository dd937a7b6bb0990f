// The footer: who the company is, the variant's pages and its privacy notice, the services (each to its own page)
// and how to reach us.
import { FiMail, FiMapPin, FiPhone } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import { COMPANY } from '@site/contracts/constants';
import { useList } from '../../api/api';
import { useSiteSettings } from '../../api/use-site-settings';
import { t } from '../../i18n/i18n';
import { type ContactDetails, telHref } from '../contacts/contact-details';
import { useContacts } from '../contacts/use-contacts';
import { Logo } from '../navbar/logo';
import { REMOTE_PATHS } from '../../pages/remote-paths';
import { PRIVACY_PAGE, SITE_LINKS, type SiteVariant } from '../../pages/site-links';
import { siteLinkLabel } from './site-link-label';
import './footer.css';

export interface FooterProps {
  variant: SiteVariant;
  /** The company's contact details; the site settings' when not given. */
  contacts?: ContactDetails;
}

export function Footer({ variant, contacts }: FooterProps) {
  const loaded = useContacts({ skip: contacts !== undefined });
  const { phone, email, location } = contacts ?? loaded;
  const { data: services = [] } = useList('services');
  const { settings } = useSiteSettings();
  const social = settings?.socialLinks ?? [];
  return (
    <footer className="ui-footer">
      <div className="ui-container ui-footer__grid">
        <div>
          <Logo inverted />
          <p>{settings?.footerText}</p>
          {social.length > 0 && (
            <ul className="ui-footer__social" aria-label={t('Social links')}>
              {social.map((l) => (
                <li key={l.url}>
                  <a href={l.url} target="_blank" rel="noopener noreferrer">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={t('Footer pages')}>
          <h2>{t('Company')}</h2>
          <ul>
            {SITE_LINKS[variant].map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{siteLinkLabel(l.label)}</Link>
              </li>
            ))}
            {variant === 'main' && (
              <li>
                {/* docs/behaviour.md §26: the walk-in interview days, beside the jobs. */}
                <Link to={REMOTE_PATHS.main.drives}>{t('Walk-in interviews')}</Link>
              </li>
            )}
            <li>
              <Link to={variant === 'main' ? '/integrat/home' : '/main/home'}>{variant === 'main' ? t('Integrated services') : t('Main site')}</Link>
            </li>
            <li>
              <Link to={PRIVACY_PAGE[variant]}>{t('Privacy notice')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('Footer services')}>
          <h2>{t('Services')}</h2>
          <ul>
            {services.slice(0, 6).map((s) => (
              <li key={s._id}>
                <Link to={`/booking/${s._id}`}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t('Contact')}</h2>
          <ul className="ui-footer__contact">
            {location && (
              <li>
                <FiMapPin aria-hidden /> {location}
              </li>
            )}
            {phone && (
              <li>
                <FiPhone aria-hidden /> <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <FiMail aria-hidden /> <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
          </ul>
        </div>
      </div>
      <p className="ui-footer__copyright">
        {t('© {year} {company}. All rights reserved.', { year: new Date().getFullYear(), company: settings?.companyName ?? COMPANY.name })}
      </p>
    </footer>
  );
}
