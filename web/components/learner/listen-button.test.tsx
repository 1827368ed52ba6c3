// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStorageKey } from '~/web/lib/enhance/storage-keys';
import { toast } from '~/web/lib/toast';
import { ListenButton } from './listen-button';

// A word whose sound cannot play says so, once, in a toast (which screen readers announce): the
// server has no voice for its language, the word is too long to be spoken, or the sound failed (a
// synthesis failure, no connection). The reason is known without asking the server again: asking
// would run a second synthesis.

vi.mock('~/web/lib/toast', () => ({ toast: { error: vi.fn() } }));

const messages = {
  noVoice: 'No sound for this language.',
  tooLong: 'This word is too long to be spoken.',
  playFailed: 'The sound could not be played. Try again.',
};

/** An <audio> whose sound does not load, as a browser's is when the server answers an error. */
class UnloadableAudio {
  pause() {}
  play() {
    return Promise.reject(new DOMException('No supported source was found.', 'NotSupportedError'));
  }
}

function renderButton(text: string, language: string) {
  vi.stubGlobal('Audio', UnloadableAudio);
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(<ListenButton text={text} language={language} audioUrl="/api/me/words/w1/audio" label="Listen" />);
  fireEvent.click(screen.getByRole('button', { name: 'Listen' }));
  return { fetch };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
  localStorage.clear();
});

describe('ListenButton', () => {
  it('says there is no sound for a language the server has no voice for, without asking it again', async () => {
    const { fetch } = renderButton('犬', 'ja');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.noVoice, { id: 'listen' }));
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says there is no sound for Hebrew, which the server does not speak', async () => {
    renderButton('כלב', 'he');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.noVoice, { id: 'listen' }));
  });

  it('says a word longer than the server speaks is too long, not that its language has no sound', async () => {
    const { fetch } = renderButton('perro '.repeat(20), 'es');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.tooLong, { id: 'listen' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says the sound could not be played in a language with a voice (a failed synthesis, offline), without asking again', async () => {
    const { fetch } = renderButton('perro', 'es');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(messages.playFailed, { id: 'listen' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says it in the learner’s language', async () => {
    localStorage.setItem(languageStorageKey, 'he');
    renderButton('perro', 'es');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('לא הצלחנו להשמיע את המילה. נסו שוב.', { id: 'listen' }),
    );
    cleanup();
    renderButton('perro '.repeat(20), 'es');
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('המילה ארוכה מדי להשמעה.', { id: 'listen' }),
    );
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
