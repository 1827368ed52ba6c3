import { createChatCompletionsGenerator } from '~/server/stories/chat-completions-generator';
import type { ChatCompletionsPeer } from './chat-completions-peer';
import type { TestApp } from './test-app';

// What the AI story tests share: a good Spanish story that uses their learner's words (farol, puerto,
// caminar), and the chat-completions generator pointed at the local peer.

export const luciaStory =
  'Cada noche, Lucía sale a caminar por el puerto. Lleva un farol pequeño porque las calles son oscuras. ' +
  'Los pescadores la saludan, y ella se sienta a mirar los barcos hasta que el farol se apaga.';

/** The app's story generator, speaking to `peer`. */
export function useChatCompletionsPeer(t: TestApp, peer: ChatCompletionsPeer, timeoutMs = 5000) {
  t.deps.storyGenerator = createChatCompletionsGenerator({
    baseUrl: peer.baseUrl,
    model: 'test-model',
    apiKey: 'sk-test',
    timeoutMs,
    backoffMs: 10,
  });
}
