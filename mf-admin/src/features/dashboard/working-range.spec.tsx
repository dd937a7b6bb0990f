import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { WorkingRangeNotice } from './working-range';

afterEach(cleanup);

describe('WorkingRangeNotice', () => {
  it('tells how to move to MongoDB once the embedded database nears its working range', () => {
    render(<WorkingRangeNotice database={{ embedded: true, submissions: 165_000, workingRange: 200_000 }} />);
    expect(screen.getByRole('status').textContent).toBe(
      'The built-in database holds 1,65,000 submissions, near the 2,00,000 it serves quickly. Move the site to MongoDB before it slows down: npm run db:export, set MONGODB_URI, then npm run db:import (see docs/operations.md).',
    );
  });

  it('says nothing well within the range, on MongoDB, or before the figures come', () => {
    render(
      <>
        <WorkingRangeNotice database={{ embedded: true, submissions: 150_000, workingRange: 200_000 }} />
        <WorkingRangeNotice database={{ embedded: false, submissions: 900_000, workingRange: null }} />
        <WorkingRangeNotice database={undefined} />
      </>,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
