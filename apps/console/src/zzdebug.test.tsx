import { render, screen } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { it } from 'vitest';
import { App } from './App';
import { createAuthProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { json, mockFetch, unhandled, userStatus } from './test/fetchMock';

it('debug', async () => {
  const { calls } = mockFetch(async (call) => {
    await new Promise((r) => setTimeout(r, Number(process.env.DELAY ?? 0)));
    if (call.path === '/api/auth/status') {
      
      return json(200, { data: userStatus([]) });
    }
    return unhandled(call);
  });
  const hashes: string[] = [];
  const orig = window.history.pushState.bind(window.history);
  window.history.pushState = (d, u, url) => { hashes.push(`push ${String(url)}`); orig(d, u, url); };
  const origR = window.history.replaceState.bind(window.history);
  window.history.replaceState = (d, u, url) => { hashes.push(`replace ${String(url)}`); origR(d, u, url); };
  let n = 0;
  const simple = { login: async () => {}, logout: async () => { n += 1; if (n === 3) console.log('logout at', window.location.hash, document.body.innerHTML.slice(0, 600)); }, checkAuth: async () => { throw new Error('no'); }, checkError: async () => {}, getPermissions: async () => [] };
  const real = createAuthProvider(); const origLogout = real.logout; real.logout = (p: unknown) => { n += 1; return origLogout(p); };
  void simple;
  render(<App authProvider={real} dataProvider={createDataProvider()} store={memoryStore()} />);
  await new Promise((r) => setTimeout(r, 3000));
  console.log('logouts', n, calls.length, hashes.slice(0, 30), hashes.length);
  
});
