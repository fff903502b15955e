/**
 * Where focus goes once a dialog that is unmounted on close has gone (Mantine returns focus only when a
 * modal closes while mounted): back to what opened it, or, when that is gone too (the "Acceder" button
 * once logged in), to the page's content (`#contenido`, the layout's <main>) — never to <body>, from where
 * a keyboard user would start again from the top.
 */
export const returnFocus = (opener: Element | null) =>
  window.setTimeout(() => {
    if (opener instanceof HTMLElement && opener.isConnected && opener !== document.body) opener.focus();
    else document.getElementById('contenido')?.focus();
  }, 0);
