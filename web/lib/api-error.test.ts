import { describe, expect, it } from 'vitest';
import { ApiRequestError, apiErrorCode, apiErrorMessage, errorMessage } from './api-error';

describe('apiErrorMessage', () => {
  it('uses the message of the response body', () => {
    expect(apiErrorMessage(404, { message: 'User not found', code: 'USER_NOT_FOUND' })).toBe(
      'User not found',
    );
  });

  it('falls back to "Request failed" when the JSON body has no usable message', () => {
    expect(apiErrorMessage(500, {})).toBe('Request failed');
    expect(apiErrorMessage(500, { message: '' })).toBe('Request failed');
    expect(apiErrorMessage(500, { message: 42 })).toBe('Request failed');
    expect(apiErrorMessage(500, null)).toBe('Request failed');
  });

  it('falls back to the status when the body is not JSON', () => {
    expect(apiErrorMessage(502, undefined)).toBe('HTTP error! status: 502');
  });
});

describe('apiErrorCode', () => {
  it('reads a string code only', () => {
    expect(apiErrorCode({ code: 'FORBIDDEN' })).toBe('FORBIDDEN');
    expect(apiErrorCode({ code: 1 })).toBeUndefined();
    expect(apiErrorCode('text')).toBeUndefined();
  });
});

describe('errorMessage', () => {
  it('prefers the error message, else the fallback', () => {
    expect(errorMessage(new ApiRequestError('Nope', 409, 'CONFLICT'))).toBe('Nope');
    expect(errorMessage(undefined, 'Could not save')).toBe('Could not save');
    expect(errorMessage(new Error(''))).toBe('Request failed');
  });
});
