import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkFailure } from '../api-error';
import { learnerRefusalsEn } from './learner-refusals-en';
import { learnerRefusalsHe } from './learner-refusals-he';
import { refusalMessage } from './refusal-message';

describe('refusalMessage', () => {
  it('says a refusal the table knows in the page’s language, its placeholders filled', () => {
    const refused = new ApiRequestError('Internal server error', 500, 'INTERNAL');
    expect(refusalMessage(refused, learnerRefusalsHe)).toBe(learnerRefusalsHe.INTERNAL);
    expect(
      refusalMessage(new ApiRequestError('Too many', 403, 'LIMIT'), { LIMIT: 'עד {limit}' }, { limit: 5 }),
    ).toBe('עד 5');
  });

  it('says a refusal by the learner’s tier with the facts its details give, else the code’s own message', () => {
    const refusals = {
      LIMIT_REACHED: 'הגעת למגבלה',
      'LIMIT_REACHED:regularUser': 'הגעת למגבלה של {limit} מילים בתוכנית החינמית',
    };
    const free = new ApiRequestError('You have reached your limit of 20 words.', 403, 'LIMIT_REACHED', {
      collection: 'words',
      limit: 20,
      tier: 'regularUser',
      renewsAt: null,
    });
    expect(refusalMessage(free, refusals)).toBe('הגעת למגבלה של 20 מילים בתוכנית החינמית');
    // No message for Pro's tier, or no details at all (an older server): the code's own.
    const pro = new ApiRequestError('…', 403, 'LIMIT_REACHED', { limit: 1500, tier: 'premiumUser' });
    expect(refusalMessage(pro, refusals)).toBe('הגעת למגבלה');
    expect(refusalMessage(new ApiRequestError('…', 403, 'LIMIT_REACHED'), refusals)).toBe('הגעת למגבלה');
    // A null fact leaves its placeholder unfilled rather than saying "null".
    expect(refusalMessage(free, { LIMIT_REACHED: '{renewsAt}' })).toBe('{renewsAt}');
  });

  it('says a refusal by what it is about and the tier, most particular first', () => {
    const refusals = {
      LIMIT_REACHED: 'plain',
      'LIMIT_REACHED:regularUser': 'sets, Free, {limit}',
      'LIMIT_REACHED:words': 'words',
      'LIMIT_REACHED:words:premiumUser': 'words, Pro, {limit}',
    };
    const refused = (collection: string, tier: string) =>
      new ApiRequestError('…', 403, 'LIMIT_REACHED', { collection, limit: 7, tier, renewsAt: null });
    expect(refusalMessage(refused('words', 'premiumUser'), refusals)).toBe('words, Pro, 7');
    // No message for the words at this tier: the words' own, never the other collection's tier message.
    expect(refusalMessage(refused('words', 'regularUser'), refusals)).toBe('words');
    expect(refusalMessage(refused('studySets', 'regularUser'), refusals)).toBe('sets, Free, 7');
    expect(refusalMessage(refused('studySets', 'premiumUser'), refusals)).toBe('plain');
  });

  it('keeps the server’s words for a code the table does not know, or no code at all', () => {
    expect(
      refusalMessage(new ApiRequestError('Set name taken', 409, 'SET_NAME_TAKEN'), learnerRefusalsHe),
    ).toBe('Set name taken');
    expect(refusalMessage(new ApiRequestError('HTTP error! status: 502', 502), learnerRefusalsHe)).toBe(
      'HTTP error! status: 502',
    );
  });

  it('may quote the server’s own words as {reason}, isolated so English keeps its order in Hebrew', () => {
    const refused = new ApiRequestError(
      'This file is not an Anki package: it is not a zip archive.',
      422,
      'BAD',
    );
    expect(refusalMessage(refused, { BAD: 'אי אפשר לייבא: {reason}' })).toBe(
      'אי אפשר לייבא: \u2068This file is not an Anki package: it is not a zip archive.\u2069',
    );
    // A value the page gives wins over the server's words.
    expect(refusalMessage(refused, { BAD: '{reason}' }, { reason: 'ours' })).toBe('ours');
  });

  it('says a request that got no answer in the page’s language, not the browser’s "Failed to fetch"', () => {
    const offline = new NetworkFailure(new TypeError('Failed to fetch'));
    expect(refusalMessage(offline, learnerRefusalsHe)).toBe(learnerRefusalsHe.NETWORK_FAILURE);
    expect(refusalMessage(offline, learnerRefusalsEn)).toBe(learnerRefusalsEn.NETWORK_FAILURE);
  });

  it('does not call any other TypeError a network failure: a fault of ours keeps its own words', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(refusalMessage(bug, learnerRefusalsHe)).toBe(bug.message);
  });
});
