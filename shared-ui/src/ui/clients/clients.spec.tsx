import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithStore, setTestConfig, TEST_API } from '../../testing/render';
import { PLACEHOLDER_IMAGE } from '../image/image-with-fallback';
import { ClientCards } from './client-cards';
import { ClientLogoStrip } from './client-logo-strip';
import { doubledList, LOGO_STRIP_CYCLE_MS } from './logo-strip';

beforeAll(setTestConfig);
afterEach(cleanup);

const clients = [
  { _id: 'c1', name: 'Deccan Auto Components', industry: 'Manufacturing', year: 2014, image: '/uploads/deccan.svg' },
  { _id: 'c2', name: 'Lifeline Hospital', industry: 'Healthcare', year: 2016, image: undefined },
  { _id: 'c3', name: 'Orbit Logistics', industry: 'Logistics', year: 2017, image: '/uploads/orbit.svg' },
];

describe('doubledList', () => {
  it('repeats the list once, in order, marking the second copy', () => {
    expect(doubledList(['a', 'b']).map(({ item, copy }) => `${copy}${item}`)).toEqual(['0a', '0b', '1a', '1b']);
    expect(doubledList([])).toEqual([]);
  });
  it('loops at 15 s per cycle', () => {
    expect(LOGO_STRIP_CYCLE_MS).toBe(15_000);
  });
});

describe('ClientLogoStrip', () => {
  it("is titled 'Trusted by Industry Leaders' and shows every logo twice, the copy hidden from assistive technology", () => {
    renderWithStore(<ClientLogoStrip clients={clients} />);
    expect(screen.getByRole('heading', { name: 'Trusted by Industry Leaders' })).toBeInTheDocument();
    const track = screen.getByTestId('logo-strip-track');
    const items = track.querySelectorAll('li');
    expect(items).toHaveLength(6);
    expect(track.style.getPropertyValue('--ui-logo-strip-cycle')).toBe('15s');
    // Only the first copy is announced and reachable with the keyboard.
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/client/c1', '/client/c2', '/client/c3']);
    expect(screen.getByRole('img', { name: 'Deccan Auto Components' }).getAttribute('src')).toBe(`${TEST_API}/uploads/deccan.svg`);
    expect(screen.getByRole('img', { name: 'Lifeline Hospital' }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    const copies = [...items].filter((li) => li.getAttribute('aria-hidden') === 'true');
    expect(copies).toHaveLength(3);
    copies.forEach((li) => expect(li.querySelector('a')!.getAttribute('tabindex')).toBe('-1'));
  });

  it('keeps its place with a loading text while the list is empty', () => {
    renderWithStore(<ClientLogoStrip clients={undefined} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading clients...');
    expect(screen.queryByTestId('logo-strip-track')).toBeNull();
  });
});

describe('ClientCards', () => {
  it('shows logo, name, industry and year on each card, linking to /client/{id}', () => {
    renderWithStore(<ClientCards clients={clients} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Deccan Auto Components' })).toBeInTheDocument();
    expect(first.getByText('Manufacturing')).toBeInTheDocument();
    expect(first.getByText('Since 2014')).toBeInTheDocument();
    expect(first.getByRole('link').getAttribute('href')).toBe('/client/c1');
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).toBe(`${TEST_API}/uploads/deccan.svg`);
    expect(cards[1]!.querySelector('img')!.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('holds the grid with placeholders while loading and says so when there are no clients', () => {
    const { unmount } = renderWithStore(<ClientCards clients={undefined} loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading clients...');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    unmount();
    renderWithStore(<ClientCards clients={[]} />);
    expect(screen.getByText('No clients to show yet.')).toBeInTheDocument();
  });
});
