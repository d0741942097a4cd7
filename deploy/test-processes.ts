/**
 * Child processes of the deployment tests (servers, Caddy, commands): started with their output kept for
 * the failure message, stopped with SIGTERM, and killed when the test process exits, whatever happens.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net, { type AddressInfo } from "node:net";

export interface Started {
  child: ChildProcess;
  output: () => string;
}

export const children: ChildProcess[] = [];
// Whatever happens to the test run, no server or Caddy outlives it.
const killAll = () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
};
process.once("exit", killAll);

export function start(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Started {
  const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { child, output: () => output };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Calls `attempt` until it resolves, for up to `ms`; fails with the last error and the processes' output. */
export async function waitFor<T>(what: string, attempt: () => Promise<T>, started: Started[], ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      const died = started.find(({ child }) => child.exitCode !== null);
      if (Date.now() > deadline || died) {
        const output = started.map((s) => s.output()).join("\n---\n");
        throw new Error(`${what}: ${String(error)}\n${output}`, { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
