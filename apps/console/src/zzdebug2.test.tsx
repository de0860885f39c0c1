import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { Admin, Resource, memoryStore, ListGuesser } from 'react-admin';
import { HashRouter, useLocation } from 'react-router';
import { it } from 'vitest';

const log: string[] = [];
const t0 = performance.now();
const L = (s: string) => log.push(`${(performance.now() - t0).toFixed(0)} ${s} [${window.location.hash}]`);

const Probe = () => {
  const loc = useLocation();
  useEffect(() => { L(`login mount loc=${loc.pathname}`); return () => L('login unmount'); }, [loc.pathname]);
  return <div>login</div>;
};

it('trace', async () => {
  const simple = {
    login: async () => {},
    logout: async () => { L('logout'); },
    checkAuth: async () => { L('checkAuth'); throw new Error('no'); },
    checkError: async () => {},
    getPermissions: async () => { L('getPermissions'); return []; },
  };
  render(
    <HashRouter useTransitions={false}>
      <Admin authProvider={simple} store={memoryStore()} requireAuth loginPage={Probe}>
        <Resource name="posts" list={ListGuesser} />
      </Admin>
    </HashRouter>,
  );
  await new Promise((r) => setTimeout(r, 500));
  console.log(log.slice(0, 40).join('\n'));
});
