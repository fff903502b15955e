import { useSyncExternalStore } from 'react';
import type { TCurrentUser } from '@/common/schemas/auth.ts';

/**
 * Who is logged in, kept in localStorage so a reload or a new tab stays logged in (docs/product.md#the-browser). The
 * session itself is the HttpOnly cookie; this is only what the interface shows.
 *
 * The cookie option (LOGIN_STATE_STORE=cookie, written into the page's `login-state` meta): nothing about
 * the user is stored where scripts can read it; the HttpOnly session cookie is the logged-in state and the
 * app asks the server who is logged in on every load (features/auth/components/account-menu.tsx).
 */
const storageKey = 'lonja.user';
const listeners = new Set<() => void>();

export const loginStateInCookie =
  typeof document !== 'undefined' &&
  document.querySelector('meta[name="login-state"]')?.getAttribute('content') === 'cookie';

const read = (): TCurrentUser | null => {
  if (loginStateInCookie) return null;
  try {
    const text = localStorage.getItem(storageKey);
    return text ? (JSON.parse(text) as TCurrentUser) : null;
  } catch {
    return null;
  }
};

// A copy left by the localStorage mode goes when a deployment turns the cookie option on.
if (loginStateInCookie) localStorage.removeItem(storageKey);
let current = typeof localStorage === 'undefined' ? null : read();

const emit = () => {
  for (const listener of listeners) listener();
};

export const setCurrentUser = (user: TCurrentUser | null) => {
  current = user;
  if (loginStateInCookie) {
    // Kept in memory only.
  } else if (user) localStorage.setItem(storageKey, JSON.stringify(user));
  else localStorage.removeItem(storageKey);
  emit();
};

export const getCurrentUser = () => current;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab logging in or out changes this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useCurrentUser = () => useSyncExternalStore(subscribe, getCurrentUser, () => null);

/**
 * What to load right after a login (docs/product.md#the-browser). The app layer sets it, because it spans features
 * (reference data, subscriptions, running bids) that do not know each other.
 */
let afterLogin: () => void = () => {};
export const setAfterLogin = (callback: () => void) => {
  afterLogin = callback;
};
export const runAfterLogin = () => afterLogin();
