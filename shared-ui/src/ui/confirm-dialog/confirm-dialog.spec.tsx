import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('asks the question, then confirms or cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const user = userEvent.setup();
    render(<ConfirmDialog open text="Are you sure you want to delete this mission?" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('dialog', { name: 'Please confirm' }).textContent).toContain('Are you sure you want to delete this mission?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect([onConfirm.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
  });

  it('while busy the confirm button is disabled and says so; closed, nothing is shown', () => {
    const { rerender } = render(<ConfirmDialog open busy text="Delete?" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Deleting...' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<ConfirmDialog open={false} text="Delete?" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
