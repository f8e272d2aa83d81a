import { createServer } from "node:net";

// a TCP port on 127.0.0.1 that nothing listens on now, for a server a test starts itself
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no free port");
  return address.port;
}
