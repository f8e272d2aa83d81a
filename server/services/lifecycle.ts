import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

// a graceful stop: on SIGTERM or SIGINT the server stops accepting connections, answers what is
// already on its connections (each answer with `Connection: close`), closes idle keep-alive
// connections at once, and is done when every connection has closed or the
// grace period has passed; the caller then closes the app and the database and exits 0.
// /api/health answers 503 "shutting down" meanwhile, so a load balancer stops sending.

export class Lifecycle {
  #stopping = false;
  // each open connection with the number of its requests not yet answered
  readonly #connections = new Map<Socket, number>();
  // connections that have had at least one answer (kept alive since)
  readonly #served = new WeakSet<Socket>();
  // the answers not yet finished
  readonly #answers = new Set<ServerResponse>();
  #drained: (() => void) | null = null;
  #accepted = 0;

  get stopping(): boolean {
    return this.#stopping;
  }

  // the connections open now (for tests and checks)
  get open(): number {
    return this.#connections.size;
  }

  // the answers not yet finished (for tests and checks)
  get pending(): number {
    return this.#answers.size;
  }

  // the HTTP server whose connections are counted
  watch(server: Server): void {
    server.on("connection", (socket: Socket) => {
      this.#accepted++;
      this.#connections.set(socket, 0);
      socket.once("close", () => {
        this.#connections.delete(socket);
        if (this.#stopping && this.#connections.size === 0) this.#drained?.();
      });
    });
  }

  // called first for every request (before the front door and Fastify)
  onRequest(req: IncomingMessage, res: ServerResponse): void {
    const socket = req.socket;
    // every connection of the watched server is in the map from its start until its close: one
    // that is not has closed already, and is not put back
    const count = this.#connections.get(socket);
    if (count !== undefined) this.#connections.set(socket, count + 1);
    if (this.#stopping) res.setHeader("Connection", "close");
    this.#answers.add(res);
    res.once("close", () => {
      this.#answers.delete(res);
      // a connection that ended before its answer (a client gone mid-upload): the socket's own
      // close has run first and removed it; counting the answer would put it back, for ever
      const count = this.#connections.get(socket);
      if (count === undefined) return;
      this.#served.add(socket);
      const open = count - 1;
      this.#connections.set(socket, open);
      // an answer that began before the stop went out with keep-alive: close it after that answer
      if (this.#stopping && open === 0 && !socket.destroyed) socket.end();
    });
  }

  // stops the server; resolves when every connection has closed, or after graceMs (the
  // connections still open are then cut)
  async stop(server: Server, graceMs: number): Promise<{ cut: number }> {
    if (this.#stopping) return { cut: 0 };
    this.#stopping = true;
    // answers still to be written close their connection once sent
    for (const res of this.#answers) if (!res.headersSent) res.setHeader("Connection", "close");
    // connections the kernel has completed but Node has not yet taken would be reset when the
    // listening socket closes: take them first (each turn of the event loop accepts what is
    // waiting; a busy process turns slowly), until five turns bring none, for at most 1 s
    const started = Date.now();
    const window = Math.min(1000, graceMs / 2);
    for (let quiet = 0, seen = this.#accepted; Date.now() - started < window; ) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      quiet = seen === this.#accepted ? quiet + 1 : 0;
      seen = this.#accepted;
      if (quiet >= 5 && Date.now() - started >= 20) break;
    }
    // stop listening (http.Server#close would also destroy every connection without a request
    // in progress, including one whose request is still unread in the kernel: a reset)
    if (server.listening) NetServer.prototype.close.call(server);
    // close the keep-alive connections that wait between requests; a new connection still
    // gets its first request answered (it is on its way), or is cut when the grace period ends
    for (const [socket, open] of this.#connections) if (open === 0 && this.#served.has(socket)) socket.end();
    if (this.#connections.size > 0) {
      const timers: NodeJS.Timeout[] = [];
      await new Promise<void>((resolve) => {
        this.#drained = resolve;
        timers.push(setTimeout(resolve, graceMs));
        // a connection opened ahead of need (a browser's preconnect) that has sent nothing after
        // a second is closed too; judged after the event loop's next poll for input (setImmediate
        // runs after it): a request that arrived while a busy process was rendering, still unread
        // when the timer fires, is read first, not reset with the connection
        timers.push(
          setTimeout(
            () =>
              setImmediate(() => {
                for (const [socket, open] of this.#connections) if (open === 0 && socket.bytesRead === 0) socket.end();
              }),
            Math.min(1000, graceMs / 2),
          ),
        );
      });
      for (const timer of timers) clearTimeout(timer);
    }
    const cut = this.#connections.size;
    for (const socket of this.#connections.keys()) socket.destroy();
    return { cut };
  }
}
