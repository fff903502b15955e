import type { TPushSubscriptionRequest } from '@/common/schemas/notifications.ts';

/** Where the service worker that shows push notifications lives (src/web/public/sw.js, served at the root). */
const workerUrl = '/sw.js';

/** Whether this browser can receive Web Push at all (not in every browser, and never outside HTTPS). */
export const canPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  window.isSecureContext;

const urlBase64ToBytes = (base64Url: string) => {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
};

/** This browser's current push subscription, if it has one. */
export const currentSubscription = async () => {
  if (!canPush()) return null;
  const registration = await navigator.serviceWorker.getRegistration(workerUrl);
  return (await registration?.pushManager.getSubscription()) ?? null;
};

/**
 * Asks for permission (only here, after the user pressed the button: never on page load) and subscribes
 * with the server's VAPID key; the answer is what the server stores.
 */
export const subscribeThisBrowser = async (vapidPublicKey: string) => {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error('denied');
  const registration = await navigator.serviceWorker.register(workerUrl);
  await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: urlBase64ToBytes(vapidPublicKey),
  });
  return subscription.toJSON() as TPushSubscriptionRequest['subscription'];
};

/** Ends this browser's subscription; returns its endpoint so the server forgets it too. */
export const unsubscribeThisBrowser = async () => {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
};
