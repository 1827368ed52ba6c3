import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * For component tests of the study keys: renders `element` outside act, as the browser does, and
 * calls `press` the moment its first commit has put `selector` in the page, before React's scheduler
 * runs the passive effects (mutation records are delivered as a microtask; the scheduler's next task
 * comes after). Resolves once React has had time to answer the key, with the container to inspect;
 * `done` unmounts it.
 */
export async function pressBeforePaint(element: ReactElement, selector: string, press: () => void) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const pressed = new Promise<void>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!container.querySelector(selector)) return;
      observer.disconnect();
      press();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true });
  });
  root.render(element);
  await pressed;
  await new Promise((resolve) => setTimeout(resolve, 50));
  const done = () => {
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  };
  return { container, done };
}
