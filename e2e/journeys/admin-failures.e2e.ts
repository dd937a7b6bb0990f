// The admin failure texts, exactly: a save or delete the server refuses (a non-OK answer, with or
// without a message) and one that gets no answer at all (an aborted request), on JSON and multipart screens.
import type { Page } from '@playwright/test';
import { type ApiFailure, dialog, failNextCall, postJson } from '../src/admin-helpers';
import { expect, test } from '../src/fixtures';
import { screenshot, toast } from '../src/harness';

test.use({ siteGroup: 'admin' });

// The enquiry screen needs a row to fail on.
test.beforeAll(({ site }) =>
  postJson(site, 'admin/ServiceEnquiry/addServiceEnquiry', {
    name: 'Kavya Menon',
    email: 'kavya@example.com',
    mobile: '9876543210',
    address: 'Kochi',
    date: '2099-12-01',
  }),
);

interface Case {
  screen: string;
  action: 'edit' | 'delete';
  /** The API call that fails. */
  call: string;
  /** Each failure and the exact toast it gives. */
  failures: Array<[ApiFailure, string]>;
}

const CASES: Case[] = [
  {
    screen: 'banner/main',
    action: 'edit',
    call: 'admin/Banner/editBanner/*',
    failures: [
      [{ status: 500, message: 'The file store is full' }, 'Error: The file store is full'],
      [{ status: 502 }, 'Error: Failed to submit banner'],
      ['no answer', 'Error submitting banner. Please try again.'],
    ],
  },
  {
    screen: 'adminContact',
    action: 'edit',
    call: 'admin/adminContact/editAdminContact/*',
    failures: [
      [{ status: 503 }, 'Error: Failed to submit Admin Contact'],
      ['no answer', 'Error submitting Admin Contact. Please try again.'],
    ],
  },
  {
    screen: 'testimonial/main',
    action: 'delete',
    call: 'admin/testimonial/deleteTestimonial/*',
    failures: [
      [{ status: 404, message: 'Invalid testimonial ID' }, 'Failed to delete testimonial: Invalid testimonial ID'],
      [{ status: 500 }, 'Failed to delete testimonial: Unknown error'],
      ['no answer', 'Error deleting testimonial. Please try again.'],
    ],
  },
  {
    screen: 'service/enquiry',
    action: 'edit',
    call: 'admin/ServiceEnquiry/editServiceEnquiry/*',
    failures: [
      [{ status: 400, message: 'Name is required' }, 'Something went wrong!'],
      ['no answer', 'Failed to submit data.'],
    ],
  },
  {
    screen: 'service/enquiry',
    action: 'delete',
    call: 'admin/ServiceEnquiry/deleteServiceEnquiry/*',
    failures: [
      [{ status: 500, message: 'Database unavailable' }, 'Failed to delete.'],
      ['no answer', 'Error deleting data.'],
    ],
  },
  {
    screen: 'jobs',
    action: 'edit',
    call: 'admin/jobs/editJobs/*',
    failures: [
      [{ status: 400, message: 'Location is required' }, 'Failed to update job! Location is required'],
      ['no answer', 'Failed to update job! An error occurred!'],
    ],
  },
  {
    screen: 'integrated/aboutCard',
    action: 'edit',
    call: 'admin/aboutCards/editAboutCards/*',
    failures: [
      [{ status: 500, message: 'The file store is full' }, 'Error: The file store is full'],
      ['no answer', 'Error: Failed to submit about card'],
    ],
  },
];

const firstRow = (p: Page) => p.locator('.ui-table tbody tr').first();

test.describe('admin failure texts', () => {
  for (const c of CASES) {
    test(`${c.screen}: ${c.action} refused or unanswered`, async ({ adminPage: page, site }) => {
      await page.goto(`${site.url}/admin/${c.screen}`);
      await expect(
        firstRow(page)
          .getByRole('button', { name: /^Edit|^Delete/ })
          .first(),
      ).toBeVisible();
      const dlg = dialog(page);
      if (c.action === 'edit') await firstRow(page).getByRole('button', { name: /^Edit/ }).click();
      for (const [failure, text] of c.failures) {
        await failNextCall(page, `**/${c.call}`, failure);
        if (c.action === 'edit') {
          await dlg.getByRole('button', { name: 'Save' }).click();
          await expect(toast(page, text)).toBeVisible();
          // The form stays open with the same text, so nothing typed is lost.
          await expect(dlg.getByRole('alert').getByText(text, { exact: true })).toBeVisible();
        } else {
          await firstRow(page)
            .getByRole('button', { name: /^Delete/ })
            .click();
          await dlg.getByRole('button', { name: 'Delete' }).click();
          await expect(toast(page, text)).toBeVisible();
          await expect(dlg).not.toBeAttached();
        }
      }
      if (c.screen === 'banner/main') await screenshot(page, 'admin-save-failed');
      // Nothing ended the session.
      await expect(page).toHaveURL((url) => url.pathname === `/admin/${c.screen}`);
    });
  }
});
