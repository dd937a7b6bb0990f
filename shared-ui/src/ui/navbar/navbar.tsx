// The navigation bar (docs/behaviour.md §2.5): logo, page links (a toggle menu on small screens that closes on choice), fixed
// once the page has scrolled past 100 px, the language switcher, and the visitor's Login/Signup or name, Delete account
// (§14.1) and Logout.
import { useEffect, useId, useState } from 'react';
import { FiMenu, FiUser, FiUserX, FiX } from 'react-icons/fi';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { t } from '../../i18n/i18n';
import { useScrolledPast } from '../../lib/hooks';
import { REMOTE_PATHS } from '../../pages/remote-paths';
import { logoutVisitor, openModal } from '../../session/session-slice';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { siteLinkLabel } from '../footer/site-link-label';
import { Logo } from './logo';
import { SITE_HOME, SITE_LINKS, type SiteVariant } from '../../pages/site-links';
import './navbar.css';

function Account({ onAction }: { onAction: () => void }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const open = (modal: 'login' | 'signup' | 'deleteAccount') => () => {
    onAction();
    dispatch(openModal(modal));
  };
  if (user)
    return (
      <div className="ui-navbar__account">
        {/* The name opens "My applications" (docs/behaviour.md §21). */}
        <Link to={REMOTE_PATHS.main.myApplications} className="ui-navbar__user" title={t('My applications')} onClick={onAction}>
          <FiUser aria-hidden /> <span className="ui-navbar__user-label">{t('User')}</span> <strong>{user.name}</strong>
        </Link>
        {/* Between 768 and 1100 px only its icon shows (the words stay its name), so the bar keeps one line. */}
        <button
          type="button"
          className="ui-button ui-button--ghost ui-button--small ui-navbar__delete"
          title={t('Delete account')}
          onClick={open('deleteAccount')}
        >
          <FiUserX aria-hidden />
          <span className="ui-navbar__delete-text">{t('Delete account')}</span>
        </button>
        <button
          type="button"
          className="ui-button ui-button--ghost ui-button--small"
          onClick={() => {
            onAction();
            void dispatch(logoutVisitor());
          }}
        >
          {t('Logout')}
        </button>
      </div>
    );
  return (
    <div className="ui-navbar__account">
      <button type="button" className="ui-button ui-button--ghost ui-button--small" onClick={open('login')}>
        {t('Login')}
      </button>
      <button type="button" className="ui-button ui-button--primary ui-button--small" onClick={open('signup')}>
        {t('Signup')}
      </button>
    </div>
  );
}

/** Whether `pathname` is one of `paths` or lies below one (any case, as the routes are matched). */
const under = (pathname: string, paths: string[] = []) => paths.some((p) => pathname.toLowerCase() === p || pathname.toLowerCase().startsWith(`${p}/`));

export interface NavBarProps {
  variant: SiteVariant;
}

export function NavBar({ variant }: NavBarProps) {
  const fixed = useScrolledPast(100);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  const closeMenu = () => setMenuOpen(false);

  // A new page (the logo, the browser's back button) also closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    // The slot keeps the bar's height in the page while the bar itself is fixed, so nothing jumps.
    <div className="ui-navbar__slot">
      <nav className={`ui-navbar${fixed ? ' ui-navbar--fixed' : ''}`} aria-label={t('Main')} data-toasts-below="">
        <div className="ui-container ui-navbar__inner">
          <Link to={SITE_HOME[variant]} className="ui-navbar__brand">
            <Logo />
          </Link>
          <button
            type="button"
            className="ui-navbar__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? t('Close menu') : t('Open menu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <FiX aria-hidden /> : <FiMenu aria-hidden />}
          </button>
          {/* Open on a phone, the menu hangs below the bar: toasts then sit below the menu, not over its links. */}
          <div id={menuId} className={`ui-navbar__menu${menuOpen ? ' ui-navbar__menu--open' : ''}`} {...(menuOpen && { 'data-toasts-below': '' })}>
            <ul className="ui-navbar__links">
              {SITE_LINKS[variant].map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} onClick={closeMenu} className={({ isActive }) => (isActive || under(pathname, link.also) ? 'active' : undefined)}>
                    {siteLinkLabel(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Account onAction={closeMenu} />
          </div>
        </div>
      </nav>
    </div>
  );
}
