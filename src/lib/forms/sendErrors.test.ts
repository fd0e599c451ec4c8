import { describe, expect, it } from 'vitest';
import { describeSendError } from './sendErrors.ts';

describe('describeSendError', () => {
  it.each([
    ['a response status', { status: 503, text: 'Service Unavailable' }, '503 Service Unavailable'],
    ['the network error status', { status: 0, text: 'Network Error' }, '0 Network Error'],
    ['a status without text', { status: 429 }, '429'],
    ['a setup error string', 'The service ID is required.', 'The service ID is required.'],
    ['an empty string', '', 'Unknown error'],
    ['a TypeError from fetch', new TypeError('Failed to fetch'), 'TypeError: Failed to fetch'],
    [
      'a failed chunk import',
      new Error('Failed to fetch dynamically imported module'),
      'Error: Failed to fetch dynamically imported module',
    ],
    ['anything else', null, 'Unknown error'],
  ])('describes %s', (_shape, error, description) => {
    expect(describeSendError(error)).toBe(description);
  });
});
