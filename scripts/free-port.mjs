#!/usr/bin/env node
/** Prints a TCP port on 127.0.0.1 that nothing listens on: the system picks it for a listener on port 0. */
import { createServer } from 'node:net';

const server = createServer();
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  server.close(() => process.stdout.write(String(typeof address === 'object' && address ? address.port : '')));
});
