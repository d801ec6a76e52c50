/*
 * Preloaded into the service by ServiceProcess (test only): reports the port the HTTP server
 * really listens on to the parent over IPC. The service then runs with PORT=0 and the kernel
 * picks a free port at bind time; a port chosen beforehand can be taken by another process in
 * the seconds the service takes to start, and the test would talk to that process instead.
 */
const http = require('node:http');

const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function patchedListen(...args) {
  this.once('listening', () => {
    const address = this.address();
    // Then the channel closes: an open IPC channel would keep the service alive on its own.
    if (address && typeof address === 'object' && process.send) process.send({ listening: address.port }, () => process.disconnect());
  });
  return listen.apply(this, args);
};
