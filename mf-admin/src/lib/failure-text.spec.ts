import { describe, expect, it } from '@jest/globals';
import { SCREENS } from '../features/resources/screens';
import { describeFailure, failureText } from './failure-text';

const refused = (message?: string) => ({ status: 500, data: message ? { message } : {} });
const notJson = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' };
const unreachable = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

describe('describeFailure', () => {
  it('tells an answer from no answer', () => {
    expect(describeFailure({ status: 400, data: { message: 'Title is required' } })).toEqual({ answered: true, message: 'Title is required' });
    expect(describeFailure(unreachable)).toEqual({ answered: false, message: undefined });
    expect(describeFailure({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toEqual({ answered: false, message: undefined });
    expect(describeFailure(notJson)).toEqual({ answered: true, message: undefined });
    expect(describeFailure(refused('Banner not found'))).toEqual({ answered: true, message: 'Banner not found' });
    expect(describeFailure(new Error('boom'))).toEqual({ answered: false, message: undefined });
  });
});

describe('failureText (docs/behaviour.md §8)', () => {
  it('saves: the server message or the fallback when refused, the exception text when unanswered', () => {
    expect(failureText(refused('Heading is required'), 'add', 'banner')).toBe('Error: Heading is required');
    expect(failureText(notJson, 'update', 'Admin Contact')).toBe('Error: Failed to submit Admin Contact');
    expect(failureText(unreachable, 'add', 'Help')).toBe('Error submitting Help. Please try again.');
  });

  it('deletes: the message or Unknown error when refused, the exception text when unanswered', () => {
    expect(failureText(refused('Invalid banner ID'), 'delete', 'banner')).toBe('Failed to delete banner: Invalid banner ID');
    expect(failureText(refused(), 'delete', 'mission')).toBe('Failed to delete mission: Unknown error');
    expect(failureText(unreachable, 'delete', 'testimonial')).toBe('Error deleting testimonial. Please try again.');
  });

  it("the service enquiry's own texts, paired as the spec pairs them", () => {
    const texts = SCREENS.ServiceEnquiry.messages;
    expect(failureText(refused('Name is required'), 'update', 'enquiry', texts)).toBe('Something went wrong!');
    expect(failureText(unreachable, 'update', 'enquiry', texts)).toBe('Failed to submit data.');
    expect(failureText(refused('nope'), 'delete', 'enquiry', texts)).toBe('Failed to delete.');
    expect(failureText(unreachable, 'delete', 'enquiry', texts)).toBe('Error deleting data.');
  });

  it('jobs and contacts: their text followed by the server message or An error occurred!', () => {
    expect(failureText(refused('Location is required'), 'add', 'job', SCREENS.jobs.messages)).toBe('Failed to add job! Location is required');
    expect(failureText(unreachable, 'delete', 'job', SCREENS.jobs.messages)).toBe('Failed to delete job! An error occurred!');
    expect(failureText(unreachable, 'update', 'contact', SCREENS.userContact.messages)).toBe('Failed to update contact! An error occurred!');
  });

  it('about cards: an unanswered save reads Error: Failed to submit about card', () => {
    expect(failureText(unreachable, 'add', 'about card', SCREENS.aboutCards.messages)).toBe('Error: Failed to submit about card');
    expect(
      failureText({ status: 400, data: { message: 'Only JPEG, PNG, WebP or GIF images are allowed' } }, 'add', 'about card', SCREENS.aboutCards.messages),
    ).toBe('Error: Only JPEG, PNG, WebP or GIF images are allowed');
  });
});
