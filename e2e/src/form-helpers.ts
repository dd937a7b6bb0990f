// What every visitor form of both sites asks before it sends (docs/behaviour.md §5, §14.1).
import type { Locator, Page } from '@playwright/test';

export const CONSENT_LABEL = 'I agree to the privacy notice';
export const CONSENT_MESSAGE = 'Please agree to the privacy notice';

/** The consent box of the form (or page) `scope`. */
export const consentBox = (scope: Locator | Page) => scope.getByRole('checkbox', { name: CONSENT_LABEL });

/** Ticks the consent box of `scope` (nothing happens when it is ticked already). */
export const agreeToPrivacy = (scope: Locator | Page) => consentBox(scope).check();

/** Signs a new visitor up from the navigation's Signup button, then in from the Login dialog that follows it. */
export async function signUpAndIn(page: Page, nav: Locator, visitor: { name: string; mobile: string; email: string; password: string }) {
  await nav.getByRole('button', { name: 'Signup' }).click();
  const signup = page.getByRole('dialog', { name: 'Sign Up' });
  await signup.getByLabel('Full Name').fill(visitor.name);
  await signup.getByLabel('Phone Number').fill(visitor.mobile);
  await signup.getByLabel('Email').fill(visitor.email);
  await signup.getByLabel('Password').fill(visitor.password);
  await agreeToPrivacy(signup);
  await signup.getByRole('button', { name: 'Sign Up' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(visitor.email);
  await login.getByLabel('Password').fill(visitor.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
}
