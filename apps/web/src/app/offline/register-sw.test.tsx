import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: listeners by event, and the calls the prompt makes. */
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, (() => void)[]>();
  return {
    listeners,
    fire: (event: string) => listeners.get(event)?.forEach((listener) => listener()),
    messageSkipWaiting: vi.fn(),
  };
});
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(event: string, listener: () => void) {
      workbox.listeners.set(event, [...(workbox.listeners.get(event) ?? []), listener]);
    }
    register = () => Promise.resolve();
    update = () => Promise.resolve();
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));
const info = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { info } }));

import { registerServiceWorker, UPDATE_PROMPT_TEXT } from './register-sw';

describe('the update prompt of a new release', () => {
  const reload = vi.fn();
  beforeEach(() => {
    workbox.listeners.clear();
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    vi.stubGlobal('location', { ...window.location, reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    // Web test files share one jsdom (isolate: false): a bare `serviceWorker` left behind broke the
    // offline banner of every later full-app render ("container.addEventListener is not a function").
    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  });

  it('asks once a new worker waits, and reloads only after the user chose Reload and it took over', async () => {
    registerServiceWorker();
    expect(info).not.toHaveBeenCalled();
    workbox.fire('waiting');
    expect(info).toHaveBeenCalledTimes(1);
    const [content, options] = info.mock.calls[0]! as [ReactElement, Record<string, unknown>];
    expect(options).toMatchObject({ toastId: 'keel-update', autoClose: false, closeOnClick: false });
    render(content);
    expect(screen.getByText(UPDATE_PROMPT_TEXT)).toBeInTheDocument();
    expect(UPDATE_PROMPT_TEXT).toBe('A new version of Keel is ready');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
