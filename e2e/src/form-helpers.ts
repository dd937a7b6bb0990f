// What every visitor form of both sites asks before it sends (docs/behaviour.md §5, §14.1).
import type { Locator, Page } from '@playwright/test';

export const CONSENT_LABEL = 'I agree to the privacy notice';
export const CONSENT_MESSAGE = 'Please agree to the privacy notice';

/** The consent box of the form (or page) `scope`. */
export const consentBox = (scope: Locator | Page) => scope.getByRole('checkbox', { name: CONSENT_LABEL });

/** Ticks the consent box of `scope` (nothing happens when it is ticked already). */
export const agreeToPrivacy = (scope: Locator | Page) => consentBox(scope).check();
