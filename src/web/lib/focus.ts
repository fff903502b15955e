/**
 * After a dialog closes, Mantine returns focus to what opened it; when that is gone (the "Acceder" button
 * once logged in) focus would fall to <body> and a keyboard user would start again from the top. Then it
 * goes to the page's content (`#contenido`, the layout's <main>), where they were.
 */
export const keepFocusOnPage = () =>
  window.setTimeout(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById('contenido')?.focus();
  }, 50);
