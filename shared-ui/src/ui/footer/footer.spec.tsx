import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import { Footer } from './footer';

const contacts = { phone: '+91 98765 43210', email: 'hello@sentinel-ifs.example', location: 'Pune, India' };

afterEach(cleanup);

describe('Footer', () => {
  it('has the company blurb, the variant pages, services, contact details and the copyright', () => {
    renderWithStore(<Footer variant="integrated" contacts={contacts} />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.querySelector('.ui-logo strong')!.textContent).toBe('Sentinel IFS');
    expect(within(footer).getByText(/one\s+accountable partner/)).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Footer pages' })).getAllByRole('link');
    expect(pages.map((a) => a.getAttribute('href'))).toContain('/integrat/Job');
    expect(within(screen.getByRole('navigation', { name: 'Footer services' })).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(footer).getByRole('link', { name: contacts.email }).getAttribute('href')).toBe(`mailto:${contacts.email}`);
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Sentinel Integrated Facility Services. All rights reserved.`)).toBeInTheDocument();
  });

  it("links each variant's privacy notice (docs/behaviour.md §14.1)", () => {
    for (const [variant, href] of [
      ['main', '/main/privacy'],
      ['integrated', '/integrat/privacy'],
    ] as const) {
      renderWithStore(<Footer variant={variant} contacts={contacts} />);
      const pages = screen.getByRole('navigation', { name: 'Footer pages' });
      expect(within(pages).getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe(href);
      cleanup();
    }
  });
});
