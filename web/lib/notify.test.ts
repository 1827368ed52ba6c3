import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, serverWords } from './test/refusal';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
const { toast } = await import('./toast');
const { notifyError } = await import('./notify');

afterEach(() => {
  vi.clearAllMocks();
});

describe('notifyError', () => {
  it('titles the toast with what failed, in the screen’s language, and gives the server’s reason under it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    notifyError('לא הצלחנו למחוק את הסיפור.', new Error('Story not found'));
    expect(toast.error).toHaveBeenCalledWith('לא הצלחנו למחוק את הסיפור.', {
      description: 'Story not found',
    });
  });

  it('gives the reason in the page’s language when the page knows the refusal’s code', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refusals = { STORY_NOT_FOUND: 'הסיפור הזה כבר לא קיים.' };
    notifyError('לא הצלחנו למחוק את הסיפור.', refusal('STORY_NOT_FOUND', 404), refusals);
    expect(toast.error).toHaveBeenCalledWith('לא הצלחנו למחוק את הסיפור.', {
      description: 'הסיפור הזה כבר לא קיים.',
    });
    notifyError('לא הצלחנו למחוק את הסיפור.', refusal('SOMETHING_NEW'), refusals);
    expect(toast.error).toHaveBeenLastCalledWith('לא הצלחנו למחוק את הסיפור.', {
      description: serverWords('SOMETHING_NEW'),
    });
  });

  it('says it once when the reason is the title', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    notifyError('Request failed', new Error('Request failed'));
    expect(toast.error).toHaveBeenCalledWith('Request failed', undefined);
  });
});
