import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore, setTestConfig, TEST_API } from '../../testing/render';
import { PLACEHOLDER_IMAGE } from '../image/image-with-fallback';
import { ServicesGrid } from './services-grid';

beforeAll(setTestConfig);
afterEach(cleanup);

const long = `${'Trained guards on every shift. '.repeat(5)}`;
const services = [
  { _id: 'a1', title: 'Security Services', description: long, image: '/uploads/security.svg' },
  { _id: 'b2', title: 'Pest Control', description: 'Safe, scheduled treatments.', image: undefined },
];

describe('ServicesGrid', () => {
  it('shows its title and the loading text while the list is empty', () => {
    renderWithStore(<ServicesGrid services={[]} />);
    expect(screen.getByRole('heading', { name: 'We Provide Service For You' })).toBeInTheDocument();
    expect(screen.getByRole('status').textContent).toBe('Loading services...');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('shows a card per service with the description cut at 100 characters and Read More to /booking/{id}', () => {
    renderWithStore(<ServicesGrid services={services} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Security Services' })).toBeInTheDocument();
    expect(first.getByText(`${long.slice(0, 100)}...`)).toBeInTheDocument();
    expect(first.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe('/booking/a1');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe(`${TEST_API}/uploads/security.svg`);

    const second = within(cards[1]!);
    expect(second.getByText('Safe, scheduled treatments.')).toBeInTheDocument();
    expect(second.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe('/booking/b2');
    expect(cards[1]!.querySelector('img')!.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(screen.queryByText('Loading services...')).toBeNull();
  });

  it('falls back to the placeholder when an image fails to load', () => {
    renderWithStore(<ServicesGrid services={services} />);
    const img = screen.getAllByRole('listitem')[0]!.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('800');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });
});
