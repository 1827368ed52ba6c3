// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { toast } from '~/web/lib/toast';
import { ListenButton } from './listen-button';

// A word whose sound cannot play says so, once, in a toast (which screen readers announce): the
// server has no voice for its language, or the sound failed (a synthesis failure, no connection).

vi.mock('~/web/lib/toast', () => ({ toast: { error: vi.fn() } }));

const messages = {
  noVoice: 'No sound for this language.',
  playFailed: 'The sound could not be played. Try again.',
};

/** An <audio> whose sound does not load, as a browser's is when the server answers an error. */
class UnloadableAudio {
  pause() {}
  play() {
    return Promise.reject(new DOMException('No supported source was found.', 'NotSupportedError'));
  }
}

function renderButton() {
  vi.stubGlobal('Audio', UnloadableAudio);
  render(
    <ListenButton
      text="犬"
      language="ja"
      audioUrl="/api/me/words/w1/audio?v=ja%3A%E7%8A%AC"
      label="Listen"
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('ListenButton', () => {
  it('says there is no sound for a language the server has no voice for', async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { code: 'NO_VOICE', message: 'Words of this language cannot be spoken yet.' },
        { status: 404 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderButton();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.noVoice, { id: 'listen' }));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/me/words/w1/audio?v=ja%3A%E7%8A%AC');
  });

  it('says the sound could not be played when the synthesiser failed', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        { code: 'SPEECH_FAILED', message: 'The word could not be spoken just now.' },
        { status: 503 },
      ),
    );
    renderButton();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.playFailed, { id: 'listen' }));
  });

  it('says the sound could not be played when offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderButton();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.playFailed, { id: 'listen' }));
  });

  it('says it in the learner’s language', async () => {
    localStorage.setItem(languageStorageKey, 'he');
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderButton();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('לא הצלחנו להשמיע את המילה. נסו שוב.', { id: 'listen' }),
    );
    localStorage.clear();
  });

  it('says nothing when the next word interrupts this one', async () => {
    const interrupted = class extends UnloadableAudio {
      override play() {
        return Promise.reject(new DOMException('Interrupted by pause().', 'AbortError'));
      }
    };
    render(<ListenButton text="perro" language="es" audioUrl="/a" label="Listen" />);
    vi.stubGlobal('Audio', interrupted);
    fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
