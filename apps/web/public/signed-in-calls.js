// A signed-in page's first calls (the server lists them in #tb-signed-in-calls), started with the stored
// token while the app's code is still downloading: the app's fetch (src/api/page-data.ts) takes these
// answers instead of asking again once its code has run, one round trip later.
(() => {
  const jwt = localStorage.getItem('jwt'); // JWT_STORAGE_KEY in src/app/auth-slice.ts
  const list = document.getElementById('tb-signed-in-calls');
  if (!jwt || !list) return;
  const headers = { Authorization: `Bearer ${jwt}` };
  const call = (url) => {
    const answer = fetch(url, { headers });
    // Offline, it fails before the app has taken it: not an uncaught error. The app still sees the failure
    // and asks again itself (src/api/page-data.ts).
    answer.catch(() => {});
    return answer;
  };
  window.tbSignedInCalls = new Map(
    JSON.parse(list.textContent).map((url) => [url, { jwt, answer: call(url) }]),
  );
})();
