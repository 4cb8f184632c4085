// A signed-in page's first calls (the server lists them in #tb-signed-in-calls), started with the stored
// token while the app's code is still downloading: the app's fetch (src/api/page-data.ts) takes these
// answers instead of asking again once its code has run, one round trip later.
(() => {
  const jwt = localStorage.getItem('jwt'); // JWT_STORAGE_KEY in src/app/auth-slice.ts
  const list = document.getElementById('tb-signed-in-calls');
  if (!jwt || !list) return;
  const headers = { Authorization: `Bearer ${jwt}` };
  window.tbSignedInCalls = new Map(
    JSON.parse(list.textContent).map((url) => [url, { jwt, answer: fetch(url, { headers }) }]),
  );
})();
