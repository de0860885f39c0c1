/*
 * A stand-in for a partner's campaign page, embedded by /activity/embed/{key}. It takes the member's
 * token only from its parent page of its own origin, reads the claims (a real partner checks the
 * HS256 signature with the shared CAMPAIGN_TOKEN_SECRET on its server), and asks for a fresh token
 * before the current one expires.
 */
(function () {
  var TOKEN = 'lendbridge:campaign-token';
  var REQUEST = 'lendbridge:campaign-token-request';
  var parentOrigin = window.location.origin;
  var refresh = null;

  function claimsOf(token) {
    var part = token.split('.')[1] || '';
    var binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    var bytes = Uint8Array.from(binary, function (character) {
      return character.charCodeAt(0);
    });
    return JSON.parse(new TextDecoder().decode(bytes));
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (!event.data || event.data.type !== TOKEN || typeof event.data.token !== 'string') return;
    var claims = claimsOf(event.data.token);
    document.getElementById('state').textContent = 'Token received.';
    document.getElementById('member').textContent = claims.sub;
    document.getElementById('campaign').textContent = claims.campaign;
    document.getElementById('expires').textContent = new Date(claims.exp * 1000).toLocaleString();
    if (refresh !== null) clearTimeout(refresh);
    refresh = setTimeout(function () {
      window.parent.postMessage({ type: REQUEST }, parentOrigin);
    }, Math.max(10000, claims.exp * 1000 - Date.now() - 60000));
  });
})();
