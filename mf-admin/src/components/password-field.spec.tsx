import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { PasswordField } from './password-field';

afterEach(cleanup);

describe('PasswordField', () => {
  it('hides what is typed and names the current password for the password manager', () => {
    render(<PasswordField label="Current password" purpose="current" />);
    const input = screen.getByLabelText('Current password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.getAttribute('placeholder')).toBeNull();
  });

  it('names a new password as one, and shows its message', () => {
    render(<PasswordField label="New password" purpose="new" error="At least 8 characters" />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
  });

  it('on a sign-in screen, puts a lock before it and the label in it as placeholder', () => {
    const { container } = render(<PasswordField signIn label="Password" purpose="current" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('placeholder')).toBe('Password');
    expect(container.querySelector('.admin-login__field svg')).not.toBeNull();
  });
});
