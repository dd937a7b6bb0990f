import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { type PublicSiteSettings, SITE_SETTINGS_DEFAULTS } from '@site/contracts/constants';
import { seedRouteData } from '../../pages/route-data';
import { createStore } from '../../store/store';
import { renderWithStore } from '../../testing/render';
import { Footer } from './footer';

const contacts = { phone: '+91 98765 43210', email: 'hello@sentinel-ifs.example', location: 'Pune, India' };

afterEach(cleanup);

/** The footer with the services list and the site settings already in the store, as a page drawn on the server has them. */
function renderFooter(
  variant: 'main' | 'integrated',
  services: Array<{ _id: string; title: string; description: string }> = [],
  settings: PublicSiteSettings = SITE_SETTINGS_DEFAULTS,
) {
  const store = createStore();
  seedRouteData(store, { lists: { services }, settings });
  return renderWithStore(<Footer variant={variant} contacts={contacts} />, { store });
}

describe('Footer', () => {
  it('has the company blurb, the variant pages, services, contact details and the copyright', () => {
    renderFooter('integrated');
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('.ui-logo strong')!.textContent).toBe('Sentinel IFS');
    expect(within(footer).getByText(/one\s+accountable partner/)).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Footer pages' })).getAllByRole('link');
    expect(pages.map((a) => a.getAttribute('href'))).toContain('/integrat/Job');
    expect(within(footer).getByRole('link', { name: contacts.email }).getAttribute('href')).toBe(`mailto:${contacts.email}`);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Sentinel Integrated Facility Services. All rights reserved.`)).toBeInTheDocument();
  });

  it("shows the site settings' text, social links and company name (docs/behaviour.md §23)", () => {
    const socialLinks = [{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/example' }];
    renderFooter('main', [], {
      ...SITE_SETTINGS_DEFAULTS,
      companyName: 'Example Facility Co',
      footerText: 'Facility services for western India.',
      socialLinks,
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Facility services for western India.')).toBeInTheDocument();
    const link = within(screen.getByRole('list', { name: 'Social links' })).getByRole('link', { name: 'LinkedIn' });
    expect([link.getAttribute('href'), link.getAttribute('rel')]).toEqual([socialLinks[0]!.url, 'noopener noreferrer']);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Example Facility Co. All rights reserved.`)).toBeInTheDocument();
  });

  it('shows no social links list when there are none', () => {
    renderFooter('main');
    expect(screen.queryByRole('list', { name: 'Social links' })).toBeNull();
  });

  it('links each service to its own page, on both variants', () => {
    const services = ['Security Services', 'Housekeeping Services', 'Pest Control Services'].map((title, i) => ({ _id: `s${i}`, title, description: title }));
    for (const variant of ['main', 'integrated'] as const) {
      renderFooter(variant, services);
      const links = within(screen.getByRole('navigation', { name: 'Footer services' })).getAllByRole('link');
      expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
        ['Security Services', '/booking/s0'],
        ['Housekeeping Services', '/booking/s1'],
        ['Pest Control Services', '/booking/s2'],
      ]);
      cleanup();
    }
  });

  it("links each variant's privacy notice (docs/behaviour.md §14.1)", () => {
    for (const [variant, href] of [
      ['main', '/main/privacy'],
      ['integrated', '/integrat/privacy'],
    ] as const) {
      renderFooter(variant);
      const pages = screen.getByRole('navigation', { name: 'Footer pages' });
      expect(within(pages).getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe(href);
      cleanup();
    }
  });
});
