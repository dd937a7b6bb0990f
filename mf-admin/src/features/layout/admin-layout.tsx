import { Logo, logoutAdmin, NavLink, Outlet, useAppDispatch, useLocation, useNavigate } from '@site/shared-ui';
import { useState } from 'react';
import { FiChevronDown, FiLogOut, FiMenu } from 'react-icons/fi';
import { useSubmissionCountsQuery } from '../../lib/counts-api';
import { type AdminNav, isGroup, navFor } from './admin-nav';
import { useMeQuery } from '../../lib/me-api';
import { useSessionGuard } from './use-session-guard';
import './admin-layout.css';
import './devanagari.css';
import { ADMIN_LOGIN } from '../../lib/paths';

/** How many submissions wait as New, refreshed every minute. */
function NewCount() {
  const fresh = useSubmissionCountsQuery(undefined, { pollingInterval: 60_000 }).data?.new;
  return fresh ? (
    <span className="admin-nav-count" aria-label={`${fresh} new`}>
      {fresh}
    </span>
  ) : null;
}

/** Sidebar (sub-menus one open at a time, toggled on phones) and the screen beside it; `nav` is every admin's. */
export function AdminLayout({ nav: all }: { nav: AdminNav }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = navFor(all, useMeQuery().data);
  const [openGroup, setOpenGroup] = useState<string | null>(
    () => all.find((i) => isGroup(i) && i.links.some((l) => pathname.toLowerCase() === l.to.toLowerCase()))?.label ?? null,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  useSessionGuard();

  const logout = async () => {
    await dispatch(logoutAdmin('logout'));
    navigate(ADMIN_LOGIN, { replace: true });
  };

  return (
    <div className="admin">
      <header className="admin__topbar" data-toasts-below="">
        <button type="button" className="admin__toggle" aria-expanded={menuOpen} aria-controls="admin-sidebar" onClick={() => setMenuOpen((o) => !o)}>
          <FiMenu aria-hidden /> <span className="ui-visually-hidden">Menu</span>
        </button>
        <Logo />
        <button type="button" className="ui-button ui-button--ghost" onClick={logout}>
          <FiLogOut aria-hidden /> Logout
        </button>
      </header>
      <nav id="admin-sidebar" className={`admin__sidebar${menuOpen ? ' admin__sidebar--open' : ''}`} aria-label="Back office">
        <ul>
          {nav.map((item) =>
            isGroup(item) ? (
              <li key={item.label}>
                <button
                  type="button"
                  className="admin__group"
                  aria-expanded={openGroup === item.label}
                  onClick={() => setOpenGroup((g) => (g === item.label ? null : item.label))}
                >
                  {item.label} <FiChevronDown aria-hidden />
                </button>
                {openGroup === item.label && (
                  <ul>
                    {item.links.map((l) => (
                      <li key={l.to}>
                        <NavLink to={l.to} end onClick={() => setMenuOpen(false)}>
                          {l.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ) : (
              <li key={item.to}>
                <NavLink to={item.to} end onClick={() => setMenuOpen(false)}>
                  {item.label}
                  {item.countsNew && <NewCount />}
                </NavLink>
              </li>
            ),
          )}
        </ul>
      </nav>
      <main className="admin__main">
        <Outlet />
      </main>
    </div>
  );
}
