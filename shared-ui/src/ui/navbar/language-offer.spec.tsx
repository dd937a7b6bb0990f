import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { activateLanguage, addMessages } from '../../i18n/i18n';
import { renderWithStore } from '../../testing/render';
import { LanguageOffer } from './language-offer';

afterEach(() => {
  cleanup();
  activateLanguage('en');
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('LanguageOffer', () => {
  it('offers the page in the language chosen before, in that language’s own words, with the query kept', async () => {
    document.cookie = 'lang=mr; Path=/';
    renderWithStore(<LanguageOffer />, { route: '/main/jobs?q=guard' });
    const offer = await screen.findByRole('complementary', { name: 'हे पान मराठीत वाचा' });
    expect(offer.getAttribute('lang')).toBe('mr');
    expect(screen.getByRole('link', { name: 'हे पान मराठीत वाचा →' }).getAttribute('href')).toBe('/mr/main/jobs?q=guard');
  });

  it('is closed for good by taking the page’s language as the choice', async () => {
    document.cookie = 'lang=hi; Path=/';
    addMessages('mr', { Close: 'बंद करा' });
    const { user } = renderWithStore(<LanguageOffer />, { route: '/mr/main/home', basename: '/mr' });
    await user.click(await screen.findByRole('button', { name: 'बंद करा' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.cookie).toContain('lang=mr');
  });

  it('offers nothing on a page in the chosen language, nor for a language the browser merely prefers', () => {
    document.cookie = 'lang=en; Path=/';
    renderWithStore(<LanguageOffer />, { route: '/main/home' });
    expect(screen.queryByRole('complementary')).toBeNull();
    cleanup();
    document.cookie = 'lang=; Max-Age=0; Path=/';
    renderWithStore(<LanguageOffer />, { route: '/main/home' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
