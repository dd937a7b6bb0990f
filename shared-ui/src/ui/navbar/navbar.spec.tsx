import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, within } from '@testing-library/react';
import { activateLanguage, addMessages } from '../../i18n/i18n';
import { sessionSlice } from '../../session/session-slice';
import { KEYS } from '../../session/storage';
import { createStore } from '../../store/store';
import { renderWithStore } from '../../testing/render';
import { LanguageSwitcher } from './language-switcher';
import { NavBar } from './navbar';

beforeEach(() => {
  localStorage.clear();
  window.scrollY = 0;
});
afterEach(() => {
  cleanup();
  activateLanguage('en');
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

/** The bar's page links (the language switcher's links aside). */
const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .filter((a) => !a.closest('.ui-language'))
    .map((a) => [a.textContent, a.getAttribute('href')]);
const languageLinks = () =>
  within(screen.getByRole('list', { name: /^(Language|भाषा)$/ }))
    .getAllByRole('link')
    .map((a) => ({ name: a.textContent, href: a.getAttribute('href'), lang: a.getAttribute('lang'), current: a.getAttribute('aria-current') }));

/** The top of a public page: the bar above the navigation holds the language switcher. */
const SiteTop = ({ variant }: { variant: 'main' | 'integrated' }) => (
  <>
    <LanguageSwitcher inverted />
    <NavBar variant={variant} />
  </>
);

describe('NavBar', () => {
  it('links the main pages, with the logo to the main home and the current page marked', () => {
    renderWithStore(<NavBar variant="main" />, { route: '/main/about' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(hrefs(nav)).toEqual([
      ['Sentinel IFSIntegrated Facility Services', '/main/home'],
      ['Home', '/main/home'],
      ['About', '/main/about'],
      ['Services', '/main/service'],
      ['Jobs', '/main/jobs'],
      ['Contact', '/main/contact'],
    ]);
    const about = within(nav).getByRole('link', { name: 'About' });
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(about.classList.contains('active')).toBe(true);
  });

  it('links the integrated pages for the integrated variant', () => {
    renderWithStore(<NavBar variant="integrated" />, { route: '/integrat/home' });
    expect(hrefs(screen.getByRole('navigation')).map(([, href]) => href)).toEqual([
      '/integrat/home',
      '/integrat/home',
      '/integrat/about',
      '/integrat/services',
      '/integrat/clients',
      '/integrat/Job',
      '/integrat/contact',
    ]);
  });

  it('logged out: Login and Signup open their modals', async () => {
    const { store, user } = renderWithStore(<NavBar variant="main" />);
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.getState().session.modal).toBe('login');
    await user.click(screen.getByRole('button', { name: 'Signup' }));
    expect(store.getState().session.modal).toBe('signup');
  });

  it('logged in: shows User with the name and Logout, which signs the visitor out', async () => {
    localStorage.setItem(KEYS.token, 'visitor-token');
    localStorage.setItem(KEYS.userData, JSON.stringify({ name: 'Asha Rao' }));
    const { store, user } = renderWithStore(<NavBar variant="main" />, { store: createStore() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('User')).toBeInTheDocument();
    expect(within(nav).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Login' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Signup' })).toBeNull();

    await user.click(within(nav).getByRole('button', { name: 'Logout' }));
    expect(store.getState().session.user).toBeNull();
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    expect(localStorage.getItem(KEYS.userData)).toBeNull();
    expect(await within(nav).findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('follows sign-in made elsewhere (the login modal)', () => {
    const { store } = renderWithStore(<NavBar variant="integrated" />);
    act(() => {
      store.dispatch(sessionSlice.actions.visitorSignedIn({ token: 't', user: { name: 'Ravi' } }));
    });
    expect(screen.getByText('Ravi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('toggles the small-screen menu, which closes when a link is chosen', async () => {
    const { user } = renderWithStore(<NavBar variant="main" />, { route: '/main/home' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(menu).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Close menu');
    expect(menu.classList.contains('ui-navbar__menu--open')).toBe(true);
    // Toasts keep below the open menu (toasts.tsx places them under every element so marked).
    expect(menu.hasAttribute('data-toasts-below')).toBe(true);

    await user.click(within(menu).getByRole('link', { name: 'Jobs' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu.classList.contains('ui-navbar__menu--open')).toBe(false);
    expect(menu.hasAttribute('data-toasts-below')).toBe(false);

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('becomes fixed after more than 100 px of scroll', () => {
    renderWithStore(<NavBar variant="main" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.classList.contains('ui-navbar--fixed')).toBe(false);
    act(() => {
      window.scrollY = 150;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(nav.classList.contains('ui-navbar--fixed')).toBe(true);
    // The slot around the bar keeps its place in the page.
    expect(nav.parentElement!.classList.contains('ui-navbar__slot')).toBe(true);
  });

  describe('the language switcher', () => {
    it('links the same page (with its query) in each language, named in itself, the current one marked', () => {
      renderWithStore(<SiteTop variant="main" />, { route: '/main/jobs?q=guard' });
      expect(languageLinks()).toEqual([
        { name: 'English', href: '/main/jobs?q=guard', lang: 'en', current: 'true' },
        { name: 'हिन्दी', href: '/hi/main/jobs?q=guard', lang: 'hi', current: null },
        { name: 'मराठी', href: '/mr/main/jobs?q=guard', lang: 'mr', current: null },
      ]);
    });

    it("on a Marathi page: the bar's words in Marathi, its links under /mr, English back at the English address", () => {
      addMessages('mr', { Jobs: 'नोकऱ्या', Language: 'भाषा', Login: 'लॉगिन' });
      renderWithStore(<SiteTop variant="main" />, { route: '/mr/jobdetail/abc', basename: '/mr' });
      const nav = screen.getByRole('navigation');
      expect(within(nav).getByRole('link', { name: 'नोकऱ्या' }).getAttribute('href')).toBe('/mr/main/jobs');
      expect(within(nav).getByRole('button', { name: 'लॉगिन' })).toBeInTheDocument();
      expect(languageLinks()).toEqual([
        { name: 'English', href: '/jobdetail/abc', lang: 'en', current: null },
        { name: 'हिन्दी', href: '/hi/jobdetail/abc', lang: 'hi', current: null },
        { name: 'मराठी', href: '/mr/jobdetail/abc', lang: 'mr', current: 'true' },
      ]);
    });

    it('remembers the choice in the lang cookie; a language chosen before is pointed out, never followed', async () => {
      document.cookie = 'lang=hi; Path=/';
      const { user } = renderWithStore(<SiteTop variant="integrated" />, { route: '/integrat/about' });
      const link = (name: string) => screen.getByRole('link', { name });
      // Pointed out once the page is the browser's (after the first render), the page staying English.
      expect(link('हिन्दी').classList.contains('ui-language__link--suggested')).toBe(true);
      expect(link('English').getAttribute('aria-current')).toBe('true');
      // jsdom does not follow links: the page would load /mr/integrat/about afresh.
      const stay = (e: Event) => e.preventDefault();
      document.addEventListener('click', stay);
      await user.click(link('मराठी'));
      document.removeEventListener('click', stay);
      expect(document.cookie).toContain('lang=mr');
    });

    it('is not hidden in the phone menu: the bar above the navigation has it at every width', async () => {
      const { user } = renderWithStore(<NavBar variant="main" />, { route: '/main/home' });
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
      expect(within(menu).queryByRole('list', { name: 'Language' })).toBeNull();
    });
  });
});
