import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { renderWithStore } from '../../testing/render';
import { SectionHeading } from '../section-heading/section-heading';
import { EmptyState, ErrorState, Loading, NotFound } from './page-state';

afterEach(cleanup);

describe('page states', () => {
  it('Loading is a status with its text', () => {
    renderWithStore(<Loading text="Loading service details..." />);
    expect(screen.getByRole('status').textContent).toBe('Loading service details...');
  });

  it('ErrorState offers Retry when it can', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithStore(<ErrorState message="The list could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('NotFound links home', () => {
    renderWithStore(<NotFound />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it('EmptyState and SectionHeading show their texts', () => {
    renderWithStore(
      <>
        <SectionHeading eyebrow="Careers" title="Available Career Opportunities" text="Join us." />
        <EmptyState title="No openings right now" text="Please check back soon." />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Available Career Opportunities' })).toBeInTheDocument();
    expect(screen.getByText('Careers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No openings right now' })).toBeInTheDocument();
    expect(screen.getByText('Please check back soon.')).toBeInTheDocument();
  });
});
